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
 * to stop collection (held lawful, decision 266). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { bareLetter, failing, firstLetter } from './test-letters';

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
