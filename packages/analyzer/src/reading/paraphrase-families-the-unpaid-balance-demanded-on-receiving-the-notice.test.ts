/**
 * A first notice that demands the balance the moment it arrives, in words the readers did not take for a demand or for
 * its time (issue 26, decision 493; instrument P453, a restatement of L655): the balance named with two of a collector's
 * words for it ("the full unpaid balance", "the entire outstanding balance", "the whole past-due amount"), or "unpaid" alone;
 * the time as receiving the letter ("upon receiving this notice", "on receiving this letter"), the letter reaching the
 * reader ("as soon as this letter reaches you", "when this notice arrives") or "when you receive this letter"; Spanish "tan
 * pronto (como) reciba esta carta", "al recibir este aviso". Demanding payment on receipt, beside the notice that gives
 * thirty days to dispute, overshadows it (15 U.S.C. 1692g(b); Miller v. Payco-General American Credits, 4th Cir. 1991;
 * Swanson v. Southern Oregon Credit Service, 9th Cir. 1988).
 *
 * Near misses: the same words with no time ("if you wish to pay, send the unpaid balance to this office"), receiving the
 * letter named for something that is not payment ("upon receiving this notice, please read it carefully"; "when you receive
 * this letter, you may dispute the debt within thirty days"), and the reader's own choice of when ("you may send the unpaid
 * balance whenever you are able"). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { failing, statuteEraOvershadowing } from './test-letters';

const DEMANDS_ON_RECEIPT = [
  'Send the full unpaid balance to this office as soon as you receive this notice.',
  'Send the unpaid balance immediately.',
  'Send the entire outstanding balance to this office immediately.',
  'Mail the whole past-due amount to us upon receiving this notice.',
  'Mail the entire balance on receiving this letter.',
  'Pay the balance as soon as this letter reaches you.',
  'Pay the unpaid balance when this notice arrives.',
  'Please send the full balance when you receive this letter.',
  'We expect payment in full as soon as this letter reaches you.',
];
const SPANISH_DEMANDS_ON_RECEIPT = ['Envíe el saldo pendiente tan pronto como reciba esta carta.', 'Pague el saldo total tan pronto reciba este aviso.'];

const NEAR_MISSES = [
  'If you wish to pay, send the unpaid balance to this office.',
  'Upon receiving this notice, please read it carefully.',
  'When you receive this letter, you may dispute the debt within thirty days.',
  'You may send the unpaid balance whenever you are able.',
  'As soon as this letter reaches you, you may call us with any question about the account.',
];
const SPANISH_NEAR_MISSES = ['Tan pronto como reciba esta carta, léala con atención.'];

describe('a first notice demanding the balance on receiving it overshadows the thirty days', () => {
  it('English: flagged', () => {
    expect(failing(DEMANDS_ON_RECEIPT, (s) => statuteEraOvershadowing(s, 'en') === 'flag')).toEqual([]);
  });
  it('Spanish: flagged', () => {
    expect(failing(SPANISH_DEMANDS_ON_RECEIPT, (s) => statuteEraOvershadowing(s, 'es') === 'flag')).toEqual([]);
  });
});

describe('near misses: no time, receipt named for something else, or the reader’s own time', () => {
  it('English: not flagged', () => {
    expect(failing(NEAR_MISSES, (s) => statuteEraOvershadowing(s, 'en') !== 'flag')).toEqual([]);
  });
  it('Spanish: not flagged', () => {
    expect(failing(SPANISH_NEAR_MISSES, (s) => statuteEraOvershadowing(s, 'es') !== 'flag')).toEqual([]);
  });
});
