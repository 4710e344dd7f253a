/**
 * Paraphrase families for decision 167 (issue 26): what the fresh set gathered 2026-11-26, opened by decision 167, showed
 * the readers missing or misreading, written as kinds in our own words with the lawful near misses of each. From the law's
 * categories, not from one letter's words; no letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. The debt's validity said to be decided, not assumed (15 U.S.C. 1692g(a)(3), 1692e(10); Smith v. Hecker, E.D. Pa. 2005:
 *    "will be assessed valid"): "will be determined / declared / established / found valid", "será declarada válida". The
 *    statute's consequence of the consumer's silence is the collector's assumption; a finding to be made tells the consumer
 *    someone will rule the debt owed. Lawful: the assumption in its synonyms (assume, consider, deem, treat as), and a
 *    dispute's or a review's outcome ("if your dispute is found valid").
 * 2. A letter written as if to a lawyer (Martin v. Sands, D. Mass. 1999): a copy of a referral sent to the consumer, the
 *    account "assigned to your firm for legal review", a lawyer asked to "commence suit against the debtor", "Dear
 *    Counselor". Lawful: a referral only planned or said of the collector's own next step (a 1692e(5) question, not this), a
 *    statement that the account is not with any lawyer.
 * 3. A law firm's letter (not a finding): a firm that says it has filed suit has had a lawyer act on the account (a complaint
 *    takes a lawyer's signature), and the disclosure "This firm is a debt collector" printed under the letter is not a
 *    non-lawyer's signature (Kistner v. Law Offices of Michael P. Margelefsky, 6th Cir. 2008, is about who signs).
 * 4. A "Credit Bureau" trade name on a letter that says, in 1692e(11)'s other form, that it is "an attempt to collect a
 *    debt": the collector's true name, not a claim to keep credit files (Jeter v. Credit Bureau, 11th Cir. 1985, decided such
 *    a letter on other grounds). Still flagged: a bureau's work claimed, a reporting function in the name, nothing said of
 *    collecting.
 * 5. A step printed under a title that gives the notice its own short clock ("48 HOUR NOTICE", "10 DAY DEMAND", "AVISO DE 48
 *    HORAS"), as a line that opens with the step ("Take action as necessary and appropriate to secure payment in full"):
 *    implied legal action on that clock (Pipiles v. Credit Bureau of Lockport, 2d Cir. 1989), asked about and flagged once
 *    no suit followed. Not: a title without a clock, a step said of the consumer, a step that waits on a dispute.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { runRule, statuteNotice } from './test-letters';

/** Whether vn_assumed_valid_statement reads the statement as a finding to be made (its message), not as a statement missing. */
const adjudgedIn = (text: string, answers: UserAnswers, today: string): boolean => {
  const result = analyzeText(text, { answers: { senderIsOriginalCreditor: false, ...answers }, today, rules: [getRule('vn_assumed_valid_statement')!] });
  return result.findings.some((f) => f.id === 'vn_assumed_valid_statement' && /assessed, determined or declared valid/.test(f.message));
};
const flaggedAtAll = (rights: string, state = 'WI') =>
  runRule('vn_assumed_valid_statement', statuteNotice(rights), { allPagesUploaded: true, isFirstContact: true }, state, '2019-03-14').flagged;
const assumedValid = (rights: string, state = 'WI') => adjudgedIn(statuteNotice(rights), { state, allPagesUploaded: true, isFirstContact: true }, '2019-03-14');
const STANDARD_REST =
  ' If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt and mail you a copy of such verification.';

describe('1. the validity of the debt said to be decided, not assumed', () => {
  it.each([
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, the debt will be assessed valid.',
    'Unless you dispute this debt within thirty days after receipt of this notice, this debt will be determined to be valid.',
    'If you do not dispute this debt within 30 days after you receive this notice, it shall be declared valid.',
    'Unless disputed within 30 days after your receipt of this letter, the balance will be established as correct and owing.',
    'If you fail to dispute the debt within thirty days of receiving this notice, the debt will be found to be owed.',
    'Unless you contest this debt within 30 days of receipt, it will then be adjudged valid.',
    'A menos que usted dispute esta deuda dentro de los 30 días después de recibir este aviso, la deuda será declarada válida.',
    'Si usted no disputa esta deuda dentro de los 30 días de recibir este aviso, se determinará que la deuda es válida.',
  ])('flags: %s', (rights) => {
    expect(assumedValid(rights + STANDARD_REST)).toBe(true);
  });

  it('flags the words where a quoted notice keeps only them', () => {
    const fragment = '[...] is a demand for full payment of the balance.\n[...] will be assessed valid [...]';
    expect(adjudgedIn(fragment, { state: 'PA', isFirstContact: true }, '2004-11-15')).toBe(true);
  });

  it.each([
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
    'Unless you dispute the debt within 30 days after receiving this notice, we will consider it valid.',
    'Unless you dispute this debt within thirty days after receipt of this notice, the debt will be deemed valid by this office.',
    'Unless you dispute this debt within 30 days after receipt, this office will treat the debt as valid.',
    'A menos que usted dispute esta deuda dentro de los 30 días después de recibir este aviso, asumiremos que es válida.',
  ])('lawful: %s', (rights) => {
    expect(flaggedAtAll(rights + STANDARD_REST)).toBe(false);
  });

  it.each([
    'If your dispute is determined to be valid, we will correct our records.',
    'After our review of your dispute, the debt will be determined to be valid or invalid and we will write to you.',
    'Si su disputa es declarada válida, corregiremos la cuenta.',
  ])('lawful beside the assumption: a dispute or review outcome: %s', (extra) => {
    const rights = `Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. ${extra}`;
    expect(flaggedAtAll(rights + STANDARD_REST)).toBe(false);
  });
});

/** A letter of September 3, 2019 from the sender whose letterhead is `head` (its name first) to a consumer in Illinois, with `lines` as its own words. */
const letterFrom = (head: readonly string[], lines: readonly string[]): string =>
  [...head, '', 'September 3, 2019', '', 'Maria Gomez', '12 Oak St', 'Springfield, IL 62701', '', ...lines, '', 'Sincerely,', head[0]].join('\n');

/** A collection agency's letter (no law firm) holding `body`. */
const agencyLetter = (body: string): string =>
  letterFrom(
    ['Granite Credit Services, Inc.', 'PO Box 44', 'Boston, MA 02110'],
    ['Re: Pinecrest Bank account ending 4411. Balance: $1,250.00.', '', body, '', 'This communication is from a debt collector.'],
  );
const attorneyImplied = (body: string, answers = {}) =>
  runRule('false_attorney_involvement', agencyLetter(body), { allPagesUploaded: true, ...answers }, 'IL', '2019-09-10').flagged;

describe('2. a letter written as if to a lawyer', () => {
  it.each([
    'The above referenced account has been assigned to your firm for legal review and coordination.',
    'This account has now been referred to your office for legal action.',
    'The enclosed account has been forwarded to your law firm to commence suit.',
    'We are hereby referring the above-referenced account to your firm for litigation.',
    'Please commence suit against the above-named debtor at once.',
    'Kindly proceed with legal action against the debtor for the full balance.',
    'Dear Counselor:\nThe above account is placed with you for collection through the courts.',
    'La cuenta mencionada ha sido asignada a su bufete para revisión legal.',
  ])('flags: %s', (body) => {
    expect(attorneyImplied(body)).toBe(true);
  });

  it('does not flag once the person says a lawyer is handling the account', () => {
    expect(attorneyImplied('The above referenced account has been assigned to your firm for legal review.', { attorneyReviewedAccount: true })).toBe(false);
  });

  it.each([
    'Dear Maria Gomez:\nYour account has been placed with our office for collection.',
    'If the balance is not paid, we may refer your account to an attorney for review.',
    'Your account has not been referred to any attorney.',
    'Dear Maria Gomez:\nPlease call your own attorney if you have questions about your rights.',
    'Dear Maria Gomez:\nYou may have your lawyer contact our office.',
  ])('lawful: %s', (body) => {
    expect(attorneyImplied(body)).toBe(false);
  });
});

/** A law firm's letter holding `body`, closing with `closing`. */
const firmLetter = (body: string, closing: string[]): string =>
  [
    'HALLORAN & BRIGGS, P.C.',
    'Attorneys at Law',
    '200 Market St, Newark, NJ 07102',
    '',
    'Re: Pinecrest Bank v. Maria Gomez',
    'Docket No. DC-01234-16',
    'Amount Due: $2,140.00',
    '',
    'Dear Maria Gomez:',
    '',
    body,
    '',
    ...closing,
  ].join('\n');
const firmFlagged = (text: string, answers = {}) =>
  runRule('false_attorney_involvement', text, { allPagesUploaded: true, ...answers }, 'NJ', '2016-06-01').flagged;

describe('3. a law firm that says it has sued, and the disclosure under a letter', () => {
  it.each([
    'We have filed suit to recover the balance due in the above matter. We encourage you to contact us to resolve it.',
    'A lawsuit has been filed against you in the above matter. Please call us to discuss a resolution.',
    'Our client has filed a complaint against you in the Superior Court. You may call us to discuss payment.',
  ])('not flagged: the firm says it has sued: %s', (body) => {
    expect(firmFlagged(firmLetter(body, ['THIS FIRM IS A DEBT COLLECTOR']))).toBe(false);
  });

  it('still flags a law firm letter signed by non-lawyer staff, whatever disclosure is printed under it (Kistner)', () => {
    const text = firmLetter('Please remit the balance or call this office. Legal action may be taken if this debt is not resolved.', [
      'Sincerely,',
      'Account Representative',
      'This firm is a debt collector.',
    ]);
    expect(firmFlagged(text)).toBe(true);
  });

  it('asks, not flags, when the only "collector" under the letter is its disclosure', () => {
    const text = firmLetter('Please remit the balance or call this office to discuss this account.', ['THIS FIRM IS A DEBT COLLECTOR']);
    const result = runRule('false_attorney_involvement', text, { allPagesUploaded: true }, 'NJ', '2016-06-01');
    expect(result.flagged).toBe(false);
    expect(result.asks).toContain('attorneyReviewedAccount');
  });
});

/** A letter from `head` (its name first) holding `body`. */
const namedLetter = (head: string, body: string): string => letterFrom([head, 'PO Box 1', 'Columbus, OH 43215'], ['Dear Maria Gomez:', '', body]);
const bureauFlagged = (head: string, body: string) =>
  runRule('credit_bureau_impersonation', namedLetter(head, body), { allPagesUploaded: true }, 'IL', '2019-09-10').flagged;

describe('4. a "Credit Bureau" trade name on a letter that says it collects a debt (Jeter v. Credit Bureau, 11th Cir. 1985)', () => {
  it.each([
    ['Credit Bureau Collection Services', 'This is an attempt to collect a debt. Any information obtained will be used for that purpose.'],
    [
      'Credit Bureau of Napa County',
      'This is an attempt to collect a debt and any information obtained will be used for that purpose. We may report this account to the credit bureaus.',
    ],
    ['Credit Bureau Associates', 'Este es un intento de cobrar una deuda. Cualquier información obtenida se usará con ese fin.'],
  ])('not flagged: %s', (head, body) => {
    expect(bureauFlagged(head, body)).toBe(false);
  });
  it.each([
    ['Credit Bureau of Napa County', 'This is an attempt to collect a debt. We maintain your credit file and will update it.'],
    ['National Credit Reporting Agency', 'This is an attempt to collect a debt.'],
    ['Credit Bureau Systems, Inc.', 'Please pay the balance of $1,250.00.'],
  ])('still flagged: a bureau claimed, a reporting function named, or nothing said of collecting: %s', (head, body) => {
    expect(bureauFlagged(head, body)).toBe(true);
  });
});

/** A collection agency's follow-up notice of April 9, 2019 made of `lines` (headings and printed lines), read on `today`. */
const notice = (lines: string[]): string =>
  [
    'Lakeside Credit Bureau, Inc.',
    'PO Box 7',
    'Buffalo, NY 14202',
    '',
    'April 9, 2019',
    '',
    'Maria Gomez',
    '12 Oak St',
    'Albany, NY 12207',
    '',
    ...lines,
    '',
    'Balance: $140.00',
  ].join('\n');
const unintended = (lines: string[], answers: UserAnswers = {}, today = '2019-07-15') =>
  runRule('threat_legal_action_unintended', notice(lines), { allPagesUploaded: true, isFirstContact: false, ...answers }, 'NY', today);

describe('5. a step printed under a title that gives the notice its own short clock (Pipiles v. Credit Bureau of Lockport, 2d Cir. 1989)', () => {
  it.each([
    [['48 HOUR NOTICE', 'This item has been referred for collection.', 'Take action as necessary and appropriate to secure payment in full.']],
    [['72-HOUR NOTICE', 'Take such action as may be necessary to collect the balance.']],
    [['10 DAY DEMAND', 'Proceed accordingly without further notice.']],
    [['AVISO DE 48 HORAS', 'Tomaremos las medidas necesarias para cobrar el saldo.']],
  ])('asks whether a suit followed, and flags once none did: %j', (lines) => {
    expect(unintended(lines).asks).toContain('lawsuitFiled');
    expect(unintended(lines, { lawsuitFiled: false }).flagged).toBe(true);
  });
  it.each([
    [['NOTICE', 'Take action as necessary and appropriate to secure payment in full.']],
    [['48 HOUR NOTICE', 'You should take action as necessary to protect your credit.']],
    [['48 HOUR NOTICE', 'If you dispute this balance, we will take action as necessary to correct our records.']],
    [['48 HOUR NOTICE', 'Please call us today about this balance.']],
  ])('no implied suit: %j', (lines) => {
    expect(unintended(lines).asks).not.toContain('lawsuitFiled');
    expect(unintended(lines, { lawsuitFiled: false }).flagged).toBe(false);
  });
});
