/**
 * Paraphrase families for decision 211: the creditor not identified, read by kind in a first letter (or its notice) whose
 * words may hold no other notice item, as collectors in general write it, with the lawful wordings beside each kind.
 *
 * 1. A caption alone: a company's name set apart as its own block above the body ("John T. Mather Hospital"), never given
 *    its role. In the Second and Seventh Circuits a name given only so does not identify the creditor to whom the debt is
 *    owed (Datiz v. International Recovery Associates, E.D.N.Y. 2016; Steffek v. Client Services, 7th Cir. 2020, applying
 *    Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016); elsewhere Encarnacion v. Financial Corp. of America (M.D. Fla.
 *    2019) reads it as naming the creditor. On a passage the whole letter decides: `allPagesUploaded` is asked.
 * 2. Only an original creditor, a servicer or a brand named, never the one owed now (15 U.S.C. 1692g(a)(2); 12 CFR
 *    1006.34(c)(2)(v)): flagged once the letter is the first, outside the Seventh Circuit (where Smith v. Simm Associates,
 *    7th Cir. 2019, asks whether the debt was sold).
 * 3. Two parties named in a reference with no role said (Dix v. National Credit Systems, D. Ariz. 2017; Eun Joo Lee v.
 *    Forster & Garbus, E.D.N.Y. 2013; Janetos).
 * Lawful: the role said ("Creditor to whom the debt is owed: X", "X (the current creditor)", "Current creditor: X"), the
 * model form's "a debt that you owe to X", a debt buyer naming itself as the owner, a later letter.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, collectorNotice, ruleOutcome, type RuleOutcome } from './test-letters';

const NEEDS_ROLE = ['NY', 'CT', 'IL', 'WI'];
const ELSEWHERE = ['FL', 'PA', 'TX', 'CA'];
const TODAY = '2019-05-01';

const firstLetter = (words: string, state: string, reLine?: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome('vn_current_creditor', collectorLetterWithoutNotice(words, reLine), { state, isFirstContact: true, ...answers }, TODAY);
const unanswered = (words: string, state: string, reLine?: string): RuleOutcome =>
  ruleOutcome('vn_current_creditor', collectorLetterWithoutNotice(words, reLine), { state }, TODAY);
const inNotice = (words: string, state: string, reLine?: string): RuleOutcome =>
  ruleOutcome('vn_current_creditor', collectorNotice(words, reLine), { state }, TODAY);

// ---------------------------------------------------------------------------------------------
// 1. A caption alone (Datiz; Steffek)

describe('1. the creditor given only as a caption set apart above the body', () => {
  const CAPTIONS: [string, string][] = [
    ['John T. Mather Hospital', 'Your account has been listed with our office for collection. Balance due: $636.15.'],
    ['LAKESIDE MEDICAL CENTER', 'This account was placed with us for collection. Please remit $912.40.'],
    ['Pinecrest Bank, N.A.', 'We have been asked to collect the balance of $912.40 on this account.'],
    ['Summit Dental Group', 'The balance of $912.40 is past due and must be paid.'],
    ['Riverside Apartments LLC', 'You may pay the $912.40 balance by check or money order.'],
    ['Metro Wireless Communications', 'The unpaid balance will be collected by this office.'],
    ['Hospital San Rafael', 'Su cuenta ha sido asignada a nuestra oficina para su cobro. Saldo: $912.40.'],
    ['Clinica Dental Sonrisa LLC', 'Le pedimos que pague el saldo de $912.40.'],
  ];
  it.each(CAPTIONS)('a first letter: flagged in the Second and Seventh Circuits, read as naming it elsewhere: %s / %s', (caption, words) => {
    for (const state of NEEDS_ROLE) expect(firstLetter(words, state, caption), `${state}: ${caption}`).toBe('flag');
    for (const state of ELSEWHERE) expect(firstLetter(words, state, caption), `${state}: ${caption}`).toBe('silent');
  });
  it.each(CAPTIONS.slice(3, 6))('not yet said to be the first letter: asked whether it is: %s', (caption, words) => {
    for (const state of NEEDS_ROLE) expect(unanswered(words, state, caption), `${state}: ${caption}`).toBe('ask');
    expect(firstLetter(words, 'NY', caption, { isFirstContact: false })).toBe('silent');
  });
  it.each(CAPTIONS.slice(0, 3))('the placement announced reads as the first letter (decision 132): flagged unasked: %s', (caption, words) => {
    for (const state of NEEDS_ROLE) expect(unanswered(words, state, caption), `${state}: ${caption}`).toBe('flag');
    for (const state of ELSEWHERE) expect(unanswered(words, state, caption), `${state}: ${caption}`).toBe('silent');
  });
  it('a passage holding only the caption (a quoted fragment) asks for the whole letter, then judges it', async () => {
    const { analyzeText, getRule } = await import('../index');
    const text = 'February 13, 2015\n\nJohn T. Mather Hospital\n[...]';
    const run = (answers: UserAnswers) =>
      analyzeText(text, { answers: { state: 'NY', isFirstContact: true, ...answers }, today: '2015-02-23', rules: [getRule('vn_current_creditor')!] });
    const asked = (answers: UserAnswers, state = 'NY') =>
      analyzeText(text, { answers: { state, isFirstContact: true, ...answers }, today: '2015-02-23', rules: [getRule('vn_current_creditor')!] })
        .questions.filter((q) => q.askedBy.includes('vn_current_creditor'))
        .map((q) => q.id);
    expect(asked({})).toEqual(['allPagesUploaded']);
    expect(run({ allPagesUploaded: true }).findings.map((f) => f.id)).toContain('vn_current_creditor');
    expect(asked({}, 'FL')).toEqual([]);
  });
  const LAWFUL: [string, string][] = [
    ['Lakeside Medical Center', 'Lakeside Medical Center is the creditor to whom this debt is owed. Balance due: $912.40.'],
    ['Lakeside Medical Center', 'Creditor: Lakeside Medical Center\nBalance due: $912.40.'],
    ['Pinecrest Bank, N.A.', 'Pinecrest Bank, N.A. (the current creditor) has placed this account with us. Balance due: $912.40.'],
    ['Pinecrest Bank, N.A.', 'Pinecrest Bank, N.A. has placed your account with our office for collection.'],
    ['Hospital San Rafael', 'Acreedor actual: Hospital San Rafael. Saldo: $912.40.'],
    ['Zed Funding LLC', 'Zed Funding LLC purchased your account and now owns this debt. Balance due: $912.40.'],
  ];
  it.each(LAWFUL)('the role said: lawful everywhere: %s / %s', (caption, words) => {
    for (const state of [...NEEDS_ROLE, ...ELSEWHERE]) expect(firstLetter(words, state, caption), `${state}: ${words}`).toBe('silent');
  });
  it('the letterhead, an address block and a signature are no caption', () => {
    const signed = 'Balance due: $912.40. Please call us.\n\nSincerely,\n\nLakeside Medical Center';
    const addressed = 'Please mail your payment of $912.40 to\n\nLakeside Medical Center\n100 Main St\nAlbany, NY 12207';
    for (const state of NEEDS_ROLE) {
      expect(firstLetter('Creditor: Pinecrest Bank. Balance due: $912.40.', state), state).toBe('silent');
      expect(firstLetter(`Creditor: Pinecrest Bank.\n\n${signed}`, state), state).toBe('silent');
      expect(firstLetter(`Creditor: Pinecrest Bank.\n\n${addressed}`, state), state).toBe('silent');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Only an original creditor, a servicer or a brand (1692g(a)(2))

describe('2. only an original creditor, a servicer or a brand named, never the creditor owed now', () => {
  const ONLY: string[] = [
    'Original Creditor: Pinecrest Bank\nBalance due: $912.40.',
    'Your account was originally opened with Pinecrest Bank. The original creditor was Pinecrest Bank. Please pay $912.40.',
    'Servicer: Zed Loan Servicing LLC\nOriginal Creditor: Pinecrest Bank\nBalance due: $912.40.',
    'Your account is serviced by Zed Loan Servicing LLC. The original creditor was Pinecrest Bank. Please pay $912.40.',
    "Brand: Kohl's\nOriginal Creditor: Pinecrest Bank\nBalance due: $912.40.",
    'Acreedor original: Pinecrest Bank\nSaldo: $912.40.',
  ];
  it.each(ONLY)('flagged once first outside the Seventh Circuit; asked whether sold in it: %s', (words) => {
    for (const state of ['NY', 'CT', ...ELSEWHERE]) expect(firstLetter(words, state), `${state}: ${words}`).toBe('flag');
    expect(firstLetter(words, 'IL')).toBe('ask');
    expect(firstLetter(words, 'IL', undefined, { debtSoldToAnother: true })).toBe('flag');
    expect(firstLetter(words, 'IL', undefined, { debtSoldToAnother: false })).toBe('silent');
  });
  it.each(ONLY)('in a notice as well: %s', (words) => {
    for (const state of ['NY', ...ELSEWHERE]) expect(inNotice(words, state), `${state}: ${words}`).toBe('flag');
  });
  const LAWFUL: string[] = [
    'Original Creditor: Pinecrest Bank\nCurrent Creditor: Zed Funding LLC\nBalance due: $912.40.',
    'Original creditor: Pinecrest Bank. The creditor to whom the debt is owed is Zed Funding LLC.',
    'Zed Funding LLC (the current creditor) purchased this account from Pinecrest Bank.',
    'We are trying to collect a debt that you owe to Zed Funding LLC. Original creditor: Pinecrest Bank.',
    'Acreedor original: Pinecrest Bank. Acreedor actual: Zed Funding LLC.',
  ];
  it.each(LAWFUL)('the one owed now named as such: lawful everywhere: %s', (words) => {
    for (const state of [...NEEDS_ROLE, ...ELSEWHERE]) {
      expect(firstLetter(words, state), `${state}: ${words}`).toBe('silent');
      expect(inNotice(words, state), `${state}: ${words}`).toBe('silent');
    }
  });
  it('a later letter is not judged on it', () => {
    for (const words of ONLY) expect(firstLetter(words, 'NY', undefined, { isFirstContact: false }), words).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// 3. Two parties in a reference with no role (Dix; Eun Joo Lee; Janetos)

describe('3. two parties named in a reference, neither given its role', () => {
  const TWO: string[] = [
    'Re: Metro on 19th/Chamberlin & Assoc/G171',
    'Re: NCOP XI, LLC A/P/O CAPITAL ONE',
    'Re: Zed Funding LLC, assignee of Pinecrest Bank',
    'RE: ZED FUNDING LLC / PINECREST BANK',
    'Re: Zed Funding LLC as successor in interest to Pinecrest Bank',
    'Re: Riverside Apartments LLC | Acme Property Management Inc.',
    'Re: Zed Funding LLC, cesionario de Pinecrest Bank',
  ];
  it.each(TWO)('flagged in a notice and once a first letter, in every circuit: %s', (reLine) => {
    const words = 'The above referenced account has been placed with this office for collection. Balance: $851.07.';
    for (const state of [...NEEDS_ROLE, ...ELSEWHERE]) {
      expect(inNotice(words, state, reLine), `${state}: ${reLine}`).toBe('flag');
      expect(firstLetter(words, state, reLine), `${state}: ${reLine}`).toBe('flag');
    }
  });
  const LAWFUL: [string, string][] = [
    ['Re: Synchrony Bank / Lowe’s', 'Synchrony Bank is the creditor to whom the debt is owed.'],
    ['Re: Zed Funding LLC / Pinecrest Bank', 'The current creditor is Zed Funding LLC; the original creditor was Pinecrest Bank.'],
    ['Re: Zed Funding LLC, assignee of Pinecrest Bank', 'Creditor to whom the debt is owed: Zed Funding LLC.'],
    ['Re: Metro on 19th/Chamberlin & Assoc', 'Metro on 19th is the current creditor; Chamberlin & Assoc manages the property.'],
  ];
  it.each(LAWFUL)('the owner said: lawful: %s / %s', (reLine, words) => {
    for (const state of [...NEEDS_ROLE, ...ELSEWHERE]) expect(inNotice(words, state, reLine), `${state}: ${reLine}`).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Only a servicer named, the owner never (Bryan v. Credit Control, 2d Cir. 2020)

describe('4. only a servicer named, never the creditor to whom the debt is owed', () => {
  const SERVICER_ONLY: string[] = [
    'Servicer: Acme Loan Servicing LLC\nBalance due: $912.40.',
    'Your account is serviced by Acme Loan Servicing LLC. Please pay $912.40.',
    'This loan is currently serviced by Acme Financial. The balance of $912.40 must be paid.',
    'Loan servicer - Acme Loan Servicing LLC. Amount due: $912.40.',
    'Servicing agent: Acme Portfolio Services, Inc. Please remit $912.40.',
    'Su cuenta es administrada por Acme Servicios LLC. Saldo: $912.40.',
    'Administrador de la cuenta: Acme Servicios LLC\nSaldo: $912.40.',
  ];
  it.each(SERVICER_ONLY)('flagged in a notice and once a first letter, in every circuit: %s', (words) => {
    for (const state of [...NEEDS_ROLE, ...ELSEWHERE]) {
      expect(inNotice(words, state), `${state}: ${words}`).toBe('flag');
      expect(firstLetter(words, state), `${state}: ${words}`).toBe('flag');
    }
  });
  it.each(SERVICER_ONLY.slice(0, 3))('not yet said to be the first letter: asked; a later letter is not judged: %s', (words) => {
    expect(unanswered(words, 'PA')).toBe('ask');
    expect(firstLetter(words, 'PA', undefined, { isFirstContact: false })).toBe('silent');
  });
  it('says what a servicer is and cites Bryan', async () => {
    const { analyzeText } = await import('../index');
    const r = analyzeText(collectorNotice(SERVICER_ONLY[1]!), { answers: { state: 'PA', allPagesUploaded: true }, today: TODAY });
    const f = r.findings.find((x) => x.id === 'vn_current_creditor');
    expect(f?.message).toMatch(/servicer/);
    expect(f?.message).toMatch(/Bryan v\. Credit Control/);
  });
  const LAWFUL: string[] = [
    'Servicer: Acme Loan Servicing LLC\nCurrent creditor: Zed Funding LLC\nBalance due: $912.40.',
    'This debt is owned by Zed Funding LLC and serviced by Acme Loan Servicing LLC.',
    'Acme Loan Servicing LLC services this account for Zed Funding LLC, the creditor to whom the debt is owed.',
    'We are trying to collect a debt that you owe to Zed Funding LLC. Your account is serviced by Acme Loan Servicing LLC.',
    'Acreedor actual: Zed Funding LLC. Su cuenta es administrada por Acme Servicios LLC.',
    'Please call our customer service department at 800-555-0100.\nCreditor: Zed Funding LLC',
  ];
  it.each(LAWFUL)('the owner named beside the servicer: lawful everywhere: %s', (words) => {
    for (const state of [...NEEDS_ROLE, ...ELSEWHERE]) {
      expect(inNotice(words, state), `${state}: ${words}`).toBe('silent');
      expect(firstLetter(words, state), `${state}: ${words}`).toBe('silent');
    }
  });
});
