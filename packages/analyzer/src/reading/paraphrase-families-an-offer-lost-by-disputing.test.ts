/**
 * A settlement offer or a discount that the consumer loses by disputing the debt or asking for verification, in a first letter
 * (issue 26, decision 493; instrument W435, written from the law): "this offer is available only on undisputed accounts. If you
 * dispute the balance or request verification, this offer will be withdrawn and the full balance will remain due". Using the
 * rights the notice gives would cost the consumer the discount: a condition on the right to dispute that contradicts and
 * overshadows it (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)). In any order and voice: the offer "withdrawn / void / cancelled /
 * forfeited / no longer available" if the consumer disputes, "you will lose this discount if you dispute", "valid only if you do
 * not dispute"; Spanish "si disputa la deuda o solicita verificación, esta oferta será retirada", "oferta válida solo para cuentas no
 * disputadas".
 *
 * Near misses: an offer's plain deadline ("this offer will be withdrawn if not accepted by October 31"), an offer said to leave the
 * rights intact ("disputing will not affect this offer", "you may dispute and still accept this offer"), the undisputed part
 * collected ("we will continue to collect any amount you do not dispute").
 */
import { describe, expect, it } from 'vitest';
import { disputeConditionsInBothEras } from './test-letters';

const LOST_BY_DISPUTING = [
  'Please note: this offer is available only on undisputed accounts. If you dispute the balance or request verification, this offer will be withdrawn and the full balance will remain due.',
  'If you dispute this debt, this settlement offer will be withdrawn.',
  'This discount will be void if you dispute the debt or ask us for verification.',
  'You will lose this discount if you dispute the balance.',
  'The settlement offer is valid only if you do not dispute the debt.',
  'Should you request verification, the reduced payoff will no longer be available.',
  'Si usted disputa la deuda o solicita verificación, esta oferta será retirada.',
  'Esta oferta es válida solo para cuentas no disputadas.',
];
const NEAR_MISSES = [
  'This offer will be withdrawn if not accepted by October 31, 2025.',
  'Disputing the debt will not affect this offer.',
  'You may dispute the debt and still accept this offer.',
  'If you dispute only part of the debt, we will continue to collect any amount you do not dispute.',
  'Si usted disputa la deuda, esta oferta sigue vigente.',
];

describe('an offer lost by disputing the debt is a condition on the right to dispute', () => {
  it.each(LOST_BY_DISPUTING)('%s', (sentence) => expect(disputeConditionsInBothEras(sentence)).toEqual(['flag', 'flag']));
});

describe('near misses: an offer’s plain deadline, an offer kept whatever the dispute', () => {
  it.each(NEAR_MISSES)('%s', (sentence) => expect(disputeConditionsInBothEras(sentence)).not.toContain('flag'));
});
