/**
 * Paraphrase family for decision 451 (issue 26): a letter inside the validation period that tells the consumer a dispute, or a
 * request for verification or validation, will not stop, delay or put off what the collector does next: collection, the suit,
 * the legal action, the referral of the account to a lawyer, the transfer to a legal department, or the date payment falls due.
 * A written dispute or request inside the period stops collection of what is disputed until the collector mails verification
 * (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)); a request for verification is the written dispute the statute names, so the
 * sentence contradicts the notice beside it and makes the rights look useless (1692g(b)'s last sentence; 1006.38(b)(1)).
 * Decision 266 read "Disputing this debt will not stop our collection efforts"; on the start code the threat rule passed the
 * same act said of a request for verification or validation, of the referral to a lawyer or the due date, with the stop said as
 * "delay" in Spanish ("retrasar", "aplazar"), or of "la acción legal" in the singular.
 *
 * Must flag in a first letter beside the notice, and in a later letter while the first notice's period runs (not once it has
 * run). Must not flag: the statute's own rule (a written request stops collection until verification is mailed), a request by
 * telephone, a request after the period, collection after verification, a request not made ("if you do not request
 * verification"), costs or credit scores, a request that does not change what is owed, and the period, not a request, said not
 * to stop collection (held lawful, decision 266).
 *
 * The same decision reads the dispute held to fewer days than the period in other words (`dispute_conditions_added`): a dispute
 * that "must be raised / lodged" within fewer days, disputes "not accepted / considered" after a count, "if you wish to dispute,
 * notify us within 15 days", and the Spanish twins ("no aceptaremos disputas después de 10 días", "si desea disputar esta deuda,
 * avísenos dentro de 15 días", "cualquier disputa debe plantearse dentro de 15 días"). 15 U.S.C. 1692g(a)(3)-(4) gives thirty days
 * after receipt (12 CFR 1006.34(b)(5)); the statute's word order and "you have ten days to dispute" were read (decisions 302, 357).
 * Must not flag: thirty days, the collector's own time to answer, a count that governs a payment, a refusal after the period's
 * end. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, failing, firstLetter, ruleOutcome, statuteEraLetter } from './test-letters';

const THREAT = 'overshadow_threat_inside_period';
const TODAY = '2025-06-12';

/** Whether the threat rule flags `text` (every page in hand), for a Texas consumer with `answers`. */
const threatFlags = (text: string, answers: Record<string, unknown> = {}): boolean =>
  analyzeText(text, { answers: { state: 'TX', allPagesUploaded: true, ...answers }, today: TODAY, rules: [getRule(THREAT)!] }).findings.some(
    (f) => f.id === THREAT,
  );

const SAID_NOT_TO_STOP = [
  // a request for verification or validation as the subject, or the condition, of the stop denied
  'Requesting verification will not delay legal action.',
  'Asking for verification will not stop the lawsuit.',
  'Your request for validation will not halt collection.',
  'A verification request does not put the lawsuit on hold.',
  'Even if you request verification, collection activity will continue.',
  "A request for verification does not postpone our client's suit.",
  // what goes on said as the referral, the transfer to a legal department, the due date
  'Sending a dispute does not stop the referral of this account to our attorney.',
  'Your dispute will not delay the transfer of this account to our legal department.',
  'A dispute will not postpone the due date of this balance.',
  'Disputing the debt does not extend the time to pay.',
  // Spanish: the stop said as delay, legal action in the singular, the request for verification
  'Una disputa no detendrá la acción legal.',
  'Solicitar la verificación no retrasará la demanda.',
  'Aunque solicite la verificación, el cobro continuará.',
  'Su solicitud de validación no aplazará la fecha de vencimiento.',
];

describe('a dispute or a request for verification said not to stop a step or the due date', () => {
  it('flags each in a first letter that carries the notice', () => {
    expect(failing(SAID_NOT_TO_STOP, (b) => threatFlags(firstLetter(b)))).toEqual([]);
  });
  it('flags each in a later letter while the first notice period runs, and not once it has run', () => {
    const later = { isFirstContact: false, firstNoticeReceivedDate: '2025-05-25' };
    const afterPeriod = { isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };
    expect(failing(SAID_NOT_TO_STOP, (b) => threatFlags(bareLetter(b), later))).toEqual([]);
    expect(SAID_NOT_TO_STOP.filter((b) => threatFlags(bareLetter(b), afterPeriod))).toEqual([]);
  });
});

describe('near misses: the statute’s own rule, the telephone, a late or no request, after verification, costs, the period', () => {
  it.each([
    'If you request verification in writing by July 14, 2025, we must stop collection until we mail it to you.',
    'A request for verification made by telephone does not stop collection; a written request does.',
    'If you request verification after July 14, 2025, collection will continue.',
    'Once we have mailed you verification, collection will continue.',
    'If you do not request verification, collection may continue.',
    'Requesting verification will not cost you anything.',
    'Requesting verification will not affect your credit score.',
    'Paying the balance will not affect your right to request verification.',
    'A request for verification will not change the amount you owe.',
    'The thirty days you have to request verification do not by themselves stop our collection calls.',
    'Si solicita la verificación por escrito, suspenderemos el cobro hasta enviársela.',
    'Solicitar la verificación no le costará nada.',
  ])('does not flag "%s"', (sentence) => {
    expect(threatFlags(firstLetter(sentence))).toBe(false);
  });
});

/** `dispute_conditions_added` on `sentence` in the Reg F first letter (New York) and in the statute-era first letter (Ohio). */
const windowOutcomes = (sentence: string): string[] => [
  ruleOutcome('dispute_conditions_added', firstLetter(sentence), { state: 'NY', isFirstContact: true }, TODAY),
  ruleOutcome('dispute_conditions_added', statuteEraLetter(sentence, { notice: true }), { state: 'OH', isFirstContact: true }, '2016-03-10'),
];

describe('the dispute held to fewer days than the period in other words', () => {
  it.each([
    'Disputes will not be accepted after 10 days.',
    'Any dispute must be raised within 15 days.',
    'If you wish to dispute this debt, notify us within 15 days.',
    'Disputes must be lodged with this office within 14 days.',
    'Disputes received more than 10 days after the date of this letter will not be considered.',
    'We will not accept disputes after 15 days.',
    'No aceptaremos disputas después de 10 días.',
    'Si desea disputar esta deuda, avísenos dentro de 15 días.',
    'Las disputas no serán aceptadas después de 10 días.',
    'Cualquier disputa debe plantearse dentro de 15 días.',
  ])('flags "%s" in both eras', (sentence) => {
    expect(windowOutcomes(sentence)).toEqual(['flag', 'flag']);
  });

  it.each([
    'Any dispute must be raised within 30 days after you receive this notice.',
    'If you wish to dispute this debt, write to us; we will answer within 10 days.',
    'If you wish to pay within 15 days, use the enclosed envelope; you may dispute the debt as described in this letter.',
    'Payments will not be accepted after 10 days at this discount.',
    'We will not accept disputes made after the thirty-day period ends.',
    'Si desea disputar esta deuda, escríbanos; le responderemos dentro de 10 días.',
  ])('does not flag "%s"', (sentence) => {
    expect(windowOutcomes(sentence)).not.toContain('flag');
  });
});
