/**
 * Paraphrase families for decision 163 (issue 26): what the fresh set opened by decision 163 showed the readers missing,
 * written as kinds in our own words, with the lawful near misses of each. From the law's categories, not from one letter's
 * words; no letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. Suit already authorised, approved or asked for by the creditor ("our client has authorized us to commence suit", "this
 *    account has been approved for legal action", "ABC Bank has retained this firm to file a lawsuit"): nothing is left to
 *    decide before the step but the collector's act, so it may come on any day of the thirty (Ellis v. Cohen & Slamowitz,
 *    E.D.N.Y. 2010). Flag in a first letter; ask `isFirstContact` without the notice; flag once answered. Lawful: the
 *    authorisation denied, an authorised settlement or plan, a step put after the period, hedged or conditional.
 * 2. A last chance before suit ("this is your final opportunity to pay before we take legal steps", "FINAL NOTICE BEFORE LEGAL
 *    ACTION", "su última oportunidad … antes de"): the step is next and near. `FRAME` read "última oportunidad" only unaccented
 *    (`\b` does not stand before an accented letter). Lawful: a last chance at an offer, "final notice" alone (decisions 091, 158).
 * 3. Obligation, payment and steps in more words: payment "is necessary", the creditor's instruction to collect "at once"
 *    (Savino v. Computer Credit, 2d Cir. 1998: "insists on immediate payment"), a check expected "by return mail", a step
 *    "accordingly", "collection proceedings" or "such action as is necessary" on a deadline inside the period. Lawful: the same
 *    words with no time or no demand.
 * 3b. A payment deadline counted from the letter's own date ("within 30 days after the date of this notice"): the period runs
 *    from receipt, so thirty days from the date fall before it ends (Swift v. Maximus, E.D.N.Y. 2004). In the Second Circuit,
 *    payment in full said to be "due now" contradicts the notice by itself (Savino v. Computer Credit, 2d Cir. 1998; Unger v.
 *    National Revenue Group, E.D.N.Y. 2000); elsewhere it needs a step (decision 136). Lawful: thirty days from receipt, an
 *    offer, "is now due", a label.
 * 4. A condition on the dispute the statute does not impose (15 U.S.C. 1692g(a)(3)-(4); 12 CFR 1006.38): a reason marked
 *    required on the dispute form ("Reason for Dispute (required)"; Mikolajczyk v. Universal Fidelity, E.D. Wis. 2017), an
 *    identity document and a statement of why, in English and Spanish. Lawful: the reason asked as optional or invited.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { firstContactFromWords } from './first-contact';
import { readLetter } from './read-letter';
import { bareLetter, firstLetter, oldNoticeOutcome, overshadowingOutcome } from './test-letters';

const outcome = (text: string, answers: UserAnswers = {}) => overshadowingOutcome(text, answers);
/** The Reg F first letter (its period ends July 14, 2025). */
const inFirstLetter = (body: string) => outcome(firstLetter(body));
/** The same collector's letter with no notice in its words, unanswered or answered as the first. */
const bare = (body: string, answers: UserAnswers = {}) => outcome(bareLetter(body), answers);

const READ_THREE_WAYS = (body: string) => {
  expect(inFirstLetter(body)).toBe('flag');
  expect(bare(body)).toBe('ask');
  expect(bare(body, { isFirstContact: true })).toBe('flag');
};
const LAWFUL = (body: string) => {
  expect(inFirstLetter(body)).toBe('silent');
  expect(bare(body, { isFirstContact: true })).toBe('silent');
};

describe('1. suit already authorised, approved or asked for', () => {
  it.each([
    'Our client has authorized us to commence suit against you.',
    'Our client has authorised this office to file a lawsuit against you.',
    'We have been instructed by our client to proceed with legal action against you.',
    'Your creditor has directed this office to initiate litigation to collect this balance.',
    'Pinecrest Bank has retained this firm to file a lawsuit against you for the balance.',
    'Our client has approved this account for legal action.',
    'This account has been approved for suit.',
    'Please be advised that our client has authorized legal proceedings on this account.',
    'Nuestro cliente nos ha autorizado a presentar una demanda en su contra.',
    'Esta cuenta ha sido aprobada para acción legal.',
  ])('flags, asks without the notice, flags once answered: %s', (body) => {
    READ_THREE_WAYS(body);
  });
  it.each([
    'Our client has not authorized suit at this time.',
    'Our client has authorized us to offer you a settlement of $600.00.',
    'Our client has authorized us to accept payments in installments.',
    'This account has been approved for a hardship program.',
    'We have been retained to collect this debt.',
    'If our client authorizes suit, we will notify you in writing.',
    'The creditor may authorize legal action if the debt remains unpaid.',
    'Our client has authorized suit, but no suit will be filed before the end of the validation period described below.',
    'Our client has authorized us to tell you that it will not sue you on this debt.',
  ])('lawful: %s', (body) => {
    LAWFUL(body);
  });
});

describe('2. a last chance before suit', () => {
  it.each([
    'This is your final opportunity to pay this debt before we take legal steps.',
    'This is your last chance to resolve this account before we file suit.',
    'FINAL NOTICE BEFORE LEGAL ACTION: we will commence suit unless this balance is paid.',
    'Esta es su última oportunidad de pagar esta deuda antes de que tomemos acciones legales.',
  ])('flags in a first letter, and once answered as the first: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
    expect(bare(body, { isFirstContact: true })).toBe('flag');
  });
  it.each([
    'This is your final opportunity to take advantage of this settlement offer, which expires on August 30, 2025.',
    'FINAL NOTICE',
    'This is your last chance to save 40% on your balance.',
  ])('lawful: %s', (body) => {
    LAWFUL(body);
  });
});

describe('3. obligation, payment and steps in more words', () => {
  it.each([
    'Immediate payment is necessary to avoid additional collection efforts.',
    'Our client has instructed us to collect this balance at once.',
    'We expect your check by return mail.',
    'If we do not hear from you by June 20, 2025, we will proceed accordingly.',
    'We will begin collection proceedings if this account is not paid by June 20, 2025.',
    'We urge you to contact us within the next five days so that this matter does not escalate.',
    'If we do not hear from you within ten days, we will take such action as is necessary to secure payment in full.',
    'Unless you call us by June 20, 2025, we will pursue whatever steps we deem appropriate.',
    'Si no sabemos de usted antes del 20 de junio de 2025, procederemos en consecuencia.',
    'Nuestro cliente nos ha instruido cobrar este saldo de inmediato.',
    'Iniciaremos procedimientos de cobro si esta cuenta no se paga antes del 20 de junio de 2025.',
  ])('flags in a first letter, and once answered as the first: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
    expect(bare(body, { isFirstContact: true })).toBe('flag');
  });
  it.each([
    'Your signature is necessary on the enclosed form if you wish to set up a payment plan.',
    'It is essential that you read this notice carefully.',
    'We urge you to read the notice on the back of this letter.',
    'Pinecrest Bank has placed your account with us to collect the balance of $1,250.00.',
    'Please include your account number on your check.',
    'If you do not dispute the debt, we will proceed accordingly after the validation period ends.',
    'We will not begin collection proceedings during the validation period.',
    'This matter may escalate if it remains unresolved.',
    'Our client has instructed us to collect this balance. You may dispute it as explained below.',
  ])('lawful: %s', (body) => {
    LAWFUL(body);
  });
});

describe("3b. a deadline counted from the letter's date; payment due now in the Second Circuit", () => {
  const oldNotice = oldNoticeOutcome;
  it.each([
    ['Payment in full of this debt must be received within 30 days after the date of this notice to avoid further collection activities.', 'TX'],
    ['You must pay the balance within thirty days from the date of this letter, or we will report it to the credit bureaus.', 'IL'],
    ['Payment in full is due now.', 'NY'],
    ['The balance of $1,250.00 is due immediately.', 'CT'],
  ])('flags: %s (%s)', (body, state) => {
    expect(oldNotice(body, state)).toBe('flag');
  });
  it.each([
    ['Payment in full of this debt must be received within 30 days after you receive this notice to avoid further collection activities.', 'TX'],
    ['This offer must be accepted within 30 days from the date of this letter.', 'NY'],
    ['Please pay within 45 days from the date of this letter to avoid further collection activity.', 'IL'],
    ['The balance is now due.', 'NY'],
    ['Balance due now: $1,250.00', 'NY'],
    ['Payment in full is due now.', 'TX'],
  ])('lawful: %s (%s)', (body, state) => {
    expect(oldNotice(body, state)).toBe('silent');
  });
});

describe('4. a condition on the dispute the statute does not impose', () => {
  it.each([
    'I am disputing the validity of this debt.\nReason for Dispute (required): ____________',
    '[ ] I dispute this debt.  Reason for dispute*  *required field',
    'To dispute this debt, you must include a copy of your photo identification and a signed statement explaining why you believe you do not owe it.',
    'Motivo de la disputa (obligatorio): ____________',
    'Si disputa esta deuda, usted debe explicar por qué no la debe.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([
    'Please tell us why you dispute this debt so we can investigate. (optional)',
    'Reason for dispute (optional): ____________',
    'I am disputing the validity of this debt. You may tell us why on the lines below.',
    'If you dispute, you may include any documents that support your dispute.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
});

describe('5. Spanish words that begin with an accented letter', () => {
  // `\b` does not stand before "ú": "última oportunidad" and "último aviso" were read only when written without the accent.
  it.each(['ÚLTIMO AVISO. Su cuenta sigue sin pagar.', 'Este es el último aviso sobre su cuenta.', 'ULTIMO AVISO. Su cuenta sigue sin pagar.'])(
    'a "last notice" is a later letter, quoted whole: %s',
    (text) => {
      const words = firstContactFromWords(text);
      expect(words?.kind).toBe('later');
      expect(words?.span.text.toLowerCase()).toMatch(/^[uú]ltimo aviso$/);
    },
  );
  // Nor after one: "por qué", "no dudará" ended a pattern with `\b`, which an accented last letter does not meet.
  it('"no dudará en" is the writer\'s resolve, as "we will not hesitate to" is', () => {
    const threat = readLetter('Si no paga, nuestro cliente no dudará en presentar una demanda en su contra.').threats.find((t) => t.action === 'sue');
    expect(threat?.certainty).toBe('definite');
  });
});
