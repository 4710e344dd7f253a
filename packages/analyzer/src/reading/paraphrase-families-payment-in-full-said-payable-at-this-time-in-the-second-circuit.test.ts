/**
 * Payment in full said to be payable "at this time", "today" or "without delay", in the letter carrying the notice, in the Second
 * Circuit (issue 26, open paraphrase P450 of development L869's kind). Tests, not the measure.
 *
 * The law: in the Second Circuit a statement that payment in full is due now, in the letter that carries the validation notice,
 * contradicts the thirty days by itself (Savino v. Computer Credit, 2d Cir. 1998; Unger v. National Revenue Group, E.D.N.Y. 2000:
 * "Payment in full is due now"); elsewhere immediacy counts only under a step (decision 136).
 *
 * What was wrong on the start code: the rule read "due / payable now, immediately, at once, upon receipt" only, so "The whole
 * balance is payable at this time" (P450) and its other ways ("due today", "payable without delay", "due and payable forthwith",
 * "the amount shown above is due in full now") were not read as payment demanded now.
 *
 * Must flag in New York: each of those. Must stay silent: the same words in Texas; a label ("Balance due today: $1,250.00");
 * the demand denied ("No payment is due at this time"); "is now due" (the debt said owed).
 */
import { describe, expect, it } from 'vitest';
import { oldNoticeOutcome } from './test-letters';

const oldNotice = oldNoticeOutcome;

describe('payment in full said payable at this time, in the Second Circuit', () => {
  it.each([
    'The whole balance is payable at this time.',
    'The entire balance of $1,250.00 is due today.',
    'Payment in full is payable without delay.',
    'The total amount is due and payable forthwith.',
    'The amount shown above is due in full now.',
    'El saldo total se debe pagar en este momento.',
  ])('flags in New York: %s', (body) => {
    expect(oldNotice(body, 'NY')).toBe('flag');
  });
  it.each([
    ['The whole balance is payable at this time.', 'TX'],
    ['Balance due today: $1,250.00', 'NY'],
    ['No payment is due at this time.', 'NY'],
    ['The balance is now due.', 'NY'],
    ['The balance is not payable at this time.', 'NY'],
  ])('stays silent: %s (%s)', (body, state) => {
    expect(oldNotice(body, state)).toBe('silent');
  });
});
