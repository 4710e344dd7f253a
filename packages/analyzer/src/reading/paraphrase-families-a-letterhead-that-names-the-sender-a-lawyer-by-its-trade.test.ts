/**
 * A letterhead that names the sender a lawyer by its trade in other words than "Attorneys at Law" (issue 26, open paraphrase P474,
 * Avila v. Rubin's kind: Nielsen v. Dickerson, 7th Cir. 2002, form letters on an attorney's letterhead sent on bare account data).
 * Tests, not the measure.
 *
 * The law: a letter on a lawyer's letterhead tells the reader that a lawyer has judged the account; where none meaningfully has, it
 * falsely implies that the communication is from an attorney (15 U.S.C. 1692e(3), (10); 12 CFR 1006.18(b)(1)(iii); Clomon v.
 * Jackson, 2d Cir. 1993; Avila v. Rubin, 7th Cir. 1996). What carries the message is the trade the letterhead gives, whatever its
 * words: "Attorneys and Counselors", "A Professional Law Corporation", "Smith Law, PLLC", "X, P.C. — Attorneys", "Trial Lawyers",
 * "Licenciados en Derecho", "Asesores Jurídicos".
 *
 * What was missed on the start code: only "Attorneys at Law", "Counselors at Law", "Law Offices", ", Attorneys" and the like were
 * read; "DANIEL R. HOLLIS & ASSOCIATES / Attorneys and Counselors - Richmond, Virginia" was no law firm, so a person who said no
 * lawyer had reviewed the account got a pass.
 *
 * Near misses (silent, or no law firm): credit counselors, the Attorney General named in a state notice, a collection agency that
 * says it may refer the account to "an attorney", a company named "Counsel Financial Services", collection specialists and counselors.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (
  head: string,
  body = 'The balance on the account is past due. Please contact this office or send payment to bring the account up to date.',
): string =>
  [
    head,
    'March 3, 2025',
    'Mr. Dale Ferris\n418 Oak Street\nSpringfield, IL 62701',
    'Re: Summit Card account XXXX3390, balance $2,418.55',
    body,
    'This communication is from a debt collector.',
  ].join('\n\n');
const ES_BODY =
  'El saldo de esta cuenta está vencido. Comuníquese con esta oficina o envíe su pago para poner la cuenta al día. Esta comunicación es de un cobrador de deudas.';

/** The rule on the letter, with the person's answer that no lawyer there reviewed the account. */
const judged = (text: string): { flagged: boolean; asks: string[] } =>
  runRule('false_attorney_involvement', text, { allPagesUploaded: true, isFirstContact: true, attorneyReviewedAccount: false }, 'IL', '2025-03-13');
const unanswered = (text: string): { flagged: boolean; asks: string[] } =>
  runRule('false_attorney_involvement', text, { allPagesUploaded: true, isFirstContact: true }, 'IL', '2025-03-13');

describe('a letterhead that names the sender a lawyer by its trade', () => {
  it.each([
    'DANIEL R. HOLLIS & ASSOCIATES\nAttorneys and Counselors - Richmond, Virginia',
    'HOLLIS & REED\nAttorneys & Counsellors',
    'HOLLIS & REED\nCounselors and Attorneys\n210 Main Street, Richmond, VA 23219',
    'HOLLIS & REED, A Professional Law Corporation\n2 Park Plaza, Irvine, CA 92614',
    'Hollis & Reed, APLC\n2 Park Plaza, Irvine, CA 92614',
    'HOLLIS REED LAW CORPORATION',
    'Hollis Reed Law, PLLC\n210 Main Street, Richmond, VA 23219',
    'Hollis Law LLC\n210 Main Street, Richmond, VA 23219',
    'HARLAN R. WHITCOMB, P.C. - ATTORNEYS',
    'HARLAN R. WHITCOMB, P.C. | Attorneys',
    'WHITCOMB & REED — Trial Lawyers',
  ])('"%s" is a law firm: flagged on the answer that no lawyer reviewed the account', (head) => {
    expect(judged(letter(head)).flagged).toBe(true);
  });
  it.each([
    'HOLLIS & REED\nLicenciados en Derecho\n210 Main Street, Richmond, VA 23219',
    'HOLLIS & REED\nAsesores Jurídicos',
    'HOLLIS & REED — Abogados y Consejeros',
  ])('Spanish: "%s" is a law firm', (head) => {
    expect(judged(letter(head, ES_BODY)).flagged).toBe(true);
  });
  it('unanswered, the letter asks whether a lawyer reviewed the account', () => {
    expect(unanswered(letter('DANIEL R. HOLLIS & ASSOCIATES\nAttorneys and Counselors - Richmond, Virginia')).asks).toContain('attorneyReviewedAccount');
  });
  it.each([
    'CLEARPATH CREDIT COUNSELORS, INC.\n210 Main Street, Richmond, VA 23219',
    'HOLLIS RECOVERY SERVICES, INC.\nConsumer Counselors\n210 Main Street, Richmond, VA 23219',
    'COUNSEL FINANCIAL SERVICES, LLC\n210 Main Street, Richmond, VA 23219',
    'HOLLIS RECOVERY SERVICES, INC.\nCollection Specialists & Counselors',
    'HOLLIS RECOVERY SERVICES, INC.\nLaw-abiding collections since 1990',
    'SERVICIOS DE COBRANZA HOLLIS, INC.\nConsejeros de crédito',
  ])('"%s" is no law firm: silent', (head) => {
    expect(judged(letter(head)).flagged).toBe(false);
  });
  it('an agency that says it may send the account to an attorney is no law firm', () => {
    expect(
      judged(letter('HOLLIS RECOVERY SERVICES, INC.', 'If the balance is not paid, we may refer the account to attorneys and counselors in your state.'))
        .flagged,
    ).toBe(false);
  });
  it('a state notice naming the Attorney General is no law firm', () => {
    expect(
      judged(
        letter(
          'HOLLIS RECOVERY SERVICES, INC.',
          'You may contact the Attorney General - Consumer Protection Division with any complaint about this collector.',
        ),
      ).flagged,
    ).toBe(false);
  });
});
