/**
 * A demand to pay with its immediacy word before the verb (issue 26, opened court letter L1682 of Jenkins v. Union Corp., N.D.
 * Ill. 1998: a first letter asking the consumer to "immediately make payment"). Tests, not the measure.
 *
 * The law: a first letter that demands payment at once, beside the notice of the thirty days, overshadows them (15 U.S.C.
 * 1692g(b); Savino v. Computer Credit, 2d Cir. 1998, "we request immediate payment"; Jenkins, "immediately make payment").
 *
 * What was wrong on the start code: the reader took "please pay the balance immediately" and "we ask that you pay immediately" as
 * demands, but not the same words with the adverb before the verb ("please immediately pay", "we ask that you immediately make
 * payment", a line opening "Immediately pay …"): the command and the request were read only with the verb straight after "please"
 * or "that you".
 *
 * Must flag (a first letter with the statute's notice, in Ohio): the adverb before the verb of a command or a request, English and
 * Spanish. Must stay silent: the soft "you should immediately make payment" (a plain request, decision 158), the consumer's own
 * payment in a condition, the writer's own prompt act, and an immediate request that is not to pay.
 */
import { describe, expect, it } from 'vitest';
import { firstLetterOutcome } from './test-letters';

const outcome = (sentence: string): string => firstLetterOutcome('overshadow_payment_deadline', sentence);

describe('an immediacy word before the verb of a demand to pay', () => {
  it('flags the word order the reader already knew (the control)', () => {
    expect(outcome('We ask that you make payment of the balance immediately.')).toBe('flag');
  });
  it.each([
    'We ask that you immediately make payment of the balance.',
    'We request that you immediately pay the balance in full.',
    'Please immediately pay the balance of $1,245.60.',
    'Immediately pay the balance in full to this office.',
    'Kindly immediately remit the full amount to our office.',
    'Please immediately make your payment of $1,245.60.',
    'Le pedimos que inmediatamente realice el pago del saldo.',
    'Por favor, inmediatamente pague el saldo total.',
  ])('flags: %s', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    'You should immediately make payment.',
    'If you immediately make a payment, we will apply it to your balance.',
    'We will immediately apply any payment you make to your balance.',
    'Please immediately notify us if you have already paid this balance.',
  ])('stays silent: %s', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
