/**
 * Paraphrase families (issue 26, session 55): a debt too old to sue on said to be one the consumer is legally obligated to pay.
 * A time-barred debt may still be owed, but the collector may not say it can be enforced: "you are legally required to pay" a
 * debt the law no longer lets anyone sue on misstates its legal status (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i);
 * legal-reference §1.4, `misstated_legal_status`, which names the phrase). Two ways the rule missed it: the duty said in Spanish
 * ("legalmente obligado a pagar", "la obligación legal de pagar") or as "your legal obligation"; and a negation inside a
 * concessive or time clause before the statement ("Although our client has not sued you, you are legally obligated to pay",
 * "Aunque no lo hemos demandado, …"), which does not deny the main clause, as a negation inside a condition does not ("if you
 * do not pay, …").
 *
 * Lawful near misses: the debt said to be owed without a legal duty ("you still owe this balance"), the duty denied ("you are not
 * legally required to pay"), a debt within the period, and the concessive clause's own statement with nothing after it.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, ruleOutcome } from './test-letters';

/** A Georgia consumer's card, last paid in October 2013, the letter dated June 14, 2021: past every period Georgia gives. */
const OLD = {
  state: 'GA',
  senderIsOriginalCreditor: false,
  isFirstContact: false,
  lastPaymentDate: '2013-10-04',
  debtDischargedInBankruptcy: false,
  debtAlreadyPaidOrSettled: false,
  amountDemandedExceedsOwed: false,
};
const RECENT = { ...OLD, lastPaymentDate: '2020-11-02' };
const letter = (body: string): string => bareLaterLetter(`${body}\n\nCall us at 404-555-0100 to arrange payment.`, 'Atlanta, GA 30317', 'June 14, 2021');
const outcome = (body: string, answers = OLD): string => ruleOutcome('misstated_legal_status', letter(body), answers, '2021-06-20');

const FLAG = [
  'Although our client has not filed a lawsuit, you are legally required to pay this balance.',
  'While no suit has been brought, you remain legally obligated to pay the full amount.',
  'Even though we have not taken you to court, you are still legally responsible for paying this account.',
  'You are legally bound to pay this debt in full.',
  'Paying this balance is your legal obligation, and it will remain so until it is paid.',
  'Please remember that you have a legal duty to pay this account.',
  'Aunque nuestro cliente no lo ha demandado, usted está legalmente obligado a pagar este saldo.',
  'Usted tiene la obligación legal de pagar esta cuenta en su totalidad.',
];
const LAWFUL = [
  'You still owe this balance, and we would like to help you resolve it.',
  'You are not legally required to pay this debt, and we will not sue you for it.',
  'Although our client has not filed a lawsuit, we would like to help you resolve this account.',
  'Our client may not sue you on this debt because of its age.',
  'Usted no está legalmente obligado a pagar esta deuda, y no lo demandaremos.',
  'Aunque no lo hemos demandado, queremos ayudarle a resolver esta cuenta.',
];

describe('a debt too old to sue on said to be one the consumer is legally obligated to pay', () => {
  it.each(FLAG)('flagged on a Georgia card last paid in 2013: %s', (body) => expect(outcome(body)).toBe('flag'));
  it.each(FLAG)('not flagged where the debt is within the period: %s', (body) => expect(outcome(body, RECENT)).toBe('silent'));
  it.each(LAWFUL)('lawful on the old debt: %s', (body) => expect(outcome(body)).toBe('silent'));
});
