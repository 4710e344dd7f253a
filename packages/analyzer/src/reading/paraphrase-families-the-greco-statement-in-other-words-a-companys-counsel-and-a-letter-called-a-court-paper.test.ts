/**
 * Paraphrase families for a lawyer's involvement and a letter presented as legal process (issue 26, decision 380), in
 * sentences of our own written from the law, never from a court letter's words:
 * - a law firm's letter (15 U.S.C. 1692e(3); Clomon v. Jackson, 2d Cir. 1993; Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005):
 *   the statement that no attorney reviewed the account said in other words ("without the review of an attorney", "sin la
 *   intervención de un abogado"), read as Greco's; a letter with no such statement in the words, whole or known in part, is
 *   judged on the person's answer (the words cannot show what a missing part held);
 * - a collection company that says its own counsel or its "law department" has the account or has reviewed it (1692e(3), (10);
 *   Rosenau v. Unifund Corp., 3d Cir. 2008), English and Spanish; near misses: a future or conditional review, an address to
 *   write to;
 * - real papers said to need nothing from the consumer ("the summons does not require any response", "la citación no
 *   requiere ninguna respuesta": 1692e(15)); near misses: the papers told truly, an offer that needs no answer;
 * - a court's seal shown on the letter ("OFFICIAL COURT SEAL", "SELLO DEL TRIBUNAL": 1692e(9)); near misses: a bare "[SEAL]",
 *   a letter that says it bears none;
 * - a letter that calls itself a court paper or legal process, or asks to be treated as one (1692e(9), (13); 12 CFR
 *   1006.18(b)(1)(vii)), English and Spanish: asked (`lawsuitFiled`) from the words, flagged once no suit was filed; near
 *   misses: the letter said NOT to be a court paper, a summons named as what a suit would bring.
 * They are tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome } from './test-letters';
import type { UserAnswers } from '../index';

const TODAY = '2025-06-12';
const FIRM_HEAD = 'Hargrove & Estes, P.L.L.C.\nAttorneys at Law\n40 Market Street\nAlbany, NY 12207';
const firmLetter = (body: string): string =>
  firstLetter(`Pinecrest Bank has placed your account with this firm for collection.\n\n${body}`, { head: FIRM_HEAD, signature: 'Hargrove & Estes, P.L.L.C.' });

const attorney = (text: string, answers: UserAnswers): string => ruleOutcome('false_attorney_involvement', text, { state: 'NY', ...answers }, TODAY);
const process_ = (text: string, answers: UserAnswers = {}): string => ruleOutcome('simulated_legal_process', text, { state: 'NY', ...answers }, TODAY);

// ---------------------------------------------------------------------------------------------
// A law firm's letter known only in part is still judged on the person's answer: the words cannot tell a part that held the
// Greco statement from a part that did not (Clomon's own letters, known in part, held no such statement), so waiting for the
// missing part would leave Clomon's kind unread. Kept here as the decision, not as a widening.

const FIRM_BODIES = [
  'Please remit the balance to this office within 30 days.',
  '[...]\nPlease contact this office to arrange payment of the balance.\n[...]',
  'Le pedimos que pague el saldo o que llame a esta oficina para acordar un plan de pagos.',
];

describe('false_attorney_involvement: a law firm letter with no Greco statement in the words, whole or in part', () => {
  it('flags on the answer that no lawyer reviewed the account (Clomon; Avila v. Rubin), whether or not the person vouches for the whole letter', () => {
    for (const allPagesUploaded of [true, false])
      expect(
        FIRM_BODIES.filter((b) => attorney(firmLetter(b), { attorneyReviewedAccount: false, allPagesUploaded }) !== 'flag'),
        String(allPagesUploaded),
      ).toEqual([]);
  });
});

// The Greco statement said as the review's absence in other words: the front of a law firm's letter says what a lawyer has not
// done (Greco), so nothing is flagged or asked in the Second Circuit.
const REVIEW_ABSENT = [
  'This letter has been prepared and sent without the review of an attorney.',
  'This letter is sent without the involvement of any lawyer in the particular circumstances of your account.',
  'Esta carta se envía sin la intervención de un abogado en su cuenta.',
];

describe('false_attorney_involvement: the review said absent in other words (Greco)', () => {
  it('neither flags nor asks', () => {
    expect(REVIEW_ABSENT.filter((d) => attorney(firmLetter(d), {}) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A collection company's own counsel or law department said to hold or to have reviewed the account

const AGENCY_COUNSEL = [
  'Counsel for this office has reviewed the account.',
  'Legal counsel for our company has examined your file.',
  'Our law department has your file.',
  'Your file is now with our law department.',
  'Our law department is now handling your account.',
  'El asesor legal de esta oficina ha revisado su cuenta.',
  'Su expediente está ahora en nuestro departamento de abogados.',
];
const AGENCY_NEAR_MISSES = [
  'Counsel for this office will review the account if you do not pay.',
  'Our law department may review your file if the balance remains unpaid.',
  'Write to our law department with any complaints.',
  'Your account has not been placed with our law department.',
  'Si no paga, el asesor legal de esta oficina podría revisar su cuenta.',
];

describe("false_attorney_involvement: a collection company's counsel or law department said to have the account", () => {
  it('flags each', () => {
    expect(AGENCY_COUNSEL.filter((s) => attorney(firstLetter(s), {}) !== 'flag')).toEqual([]);
  });
  it('stays silent on a future or conditional review, an address, or the account said not to be there', () => {
    expect(AGENCY_NEAR_MISSES.filter((s) => attorney(firstLetter(s), {}) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The letter calls itself a court paper or legal process, or asks to be treated as one

const CALLED_PROCESS = [
  'This letter should be treated as a court order.',
  'The enclosed document is legal process and must not be ignored.',
  'You are receiving this letter as formal legal process.',
  'Please consider this letter a summons.',
  'Esta carta es un documento judicial.',
  'Este aviso es una orden judicial.',
  'Esta notificación constituye un proceso judicial.',
  'Considere esta carta como una citación.',
  'Esta carta tiene carácter de documento judicial y requiere su respuesta.',
];
const NOT_CALLED_PROCESS = [
  'This letter is not a court document.',
  'This letter should not be treated as a court order; no lawsuit has been filed.',
  'Esta carta no es un documento judicial.',
  'If you are sued, you will receive a court document called a summons.',
  'Si usted es demandado, recibirá un documento judicial llamado citación.',
];

describe('simulated_legal_process: a letter called a court paper or legal process (1692e(9), (13))', () => {
  it('asks whether a suit was filed', () => {
    expect(CALLED_PROCESS.filter((s) => process_(firstLetter(s)) !== 'ask')).toEqual([]);
  });
  it('flags once no suit was filed', () => {
    expect(CALLED_PROCESS.filter((s) => process_(firstLetter(s), { lawsuitFiled: false }) !== 'flag')).toEqual([]);
  });
  it('stays silent on a letter said not to be one, and on the summons a suit would bring', () => {
    expect(NOT_CALLED_PROCESS.filter((s) => process_(firstLetter(s)) !== 'silent')).toEqual([]);
    expect(NOT_CALLED_PROCESS.filter((s) => process_(firstLetter(s), { lawsuitFiled: false }) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Real papers said to need nothing from the consumer (1692e(15); 12 CFR 1006.18(b)(1)(viii))

const SUED = 'We have filed suit against you on this account.';
const PAPERS_NEED_NOTHING = [
  'The summons does not require any response from you.',
  'The court papers require no action on your part.',
  'The complaint will not require an answer if you call us.',
  'La citación no requiere ninguna respuesta de su parte.',
  'Los documentos judiciales no requieren acción de su parte.',
];
const PAPERS_TOLD_TRULY = [
  'Please read the summons carefully; you must file an answer with the court by the date shown.',
  'This settlement offer does not require any response.',
  'If you have already paid, the summons requires no action.',
  'Lea la citación; debe responder ante el tribunal en el plazo indicado.',
];
const misdescribed = (text: string): string => ruleOutcome('legal_process_misdescribed', text, { state: 'NY' }, TODAY);

describe('legal_process_misdescribed: the papers themselves said to need nothing', () => {
  it('flags each', () => {
    expect(PAPERS_NEED_NOTHING.filter((s) => misdescribed(firstLetter(`${SUED} ${s}`)) !== 'flag')).toEqual([]);
  });
  it('stays silent on the papers told truly, an offer that needs no answer, and a paid condition', () => {
    expect(PAPERS_TOLD_TRULY.filter((s) => misdescribed(firstLetter(`${SUED} ${s}`)) !== 'silent')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A court's seal shown on a collection letter (1692e(9); 12 CFR 1006.18(c)(3))

const sealed = (heading: string, body = 'Please pay the balance within ten days.'): string =>
  firstLetter(body, { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\n${heading}` });
const COURT_SEALS = [
  'OFFICIAL COURT SEAL',
  "(Clerk's Seal)",
  '[Seal of the Superior Court of Harris County]',
  'SELLO DEL TRIBUNAL',
  '[Sello oficial del juzgado]',
];
const NOT_A_COURT_SEAL = [
  sealed('[SEAL]'),
  sealed('NOTICE', 'This letter bears no court seal and is not from a court. Please pay the balance within ten days.'),
  sealed('AVISO', 'Esta carta no lleva el sello del tribunal. Pague el saldo dentro de diez días.'),
];

describe("simulated_legal_process: a court's seal on the letter", () => {
  it('asks whether a suit was filed, and flags once none was', () => {
    expect(COURT_SEALS.filter((h) => process_(sealed(h)) !== 'ask')).toEqual([]);
    expect(COURT_SEALS.filter((h) => process_(sealed(h), { lawsuitFiled: false }) !== 'flag')).toEqual([]);
  });
  it('stays silent on a bare seal mark and on a letter that says it bears no court seal', () => {
    expect(NOT_A_COURT_SEAL.filter((t) => process_(t, { lawsuitFiled: false }) !== 'silent')).toEqual([]);
  });
});
