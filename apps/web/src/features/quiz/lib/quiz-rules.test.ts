import { describe, expect, it } from 'vitest';
import {
  analyzeSituations,
  BONUS_CAP,
  distinctViolations,
  PROBABILITY_CAP,
  probabilityFromRates,
  productsFor,
  recommend,
  showBundleTier,
  successProbability,
  type Recommendation,
} from './quiz-rules';
import { SITUATION_IDS, SITUATIONS, situationById, type SituationId } from './situations';

describe('the twelve situations (spec 001 §3, §9)', () => {
  it('has 12 situations with distinct ids, rates 82 to 96, citations and a value', () => {
    expect(SITUATIONS).toHaveLength(12);
    expect(SITUATIONS.map((s) => s.id)).toEqual([...SITUATION_IDS]);
    for (const s of SITUATIONS) {
      expect(s.successRate, s.id).toBeGreaterThanOrEqual(82);
      expect(s.successRate, s.id).toBeLessThanOrEqual(96);
      expect(s.violations.length, s.id).toBeGreaterThan(0);
      expect(s.value, s.id).toBeGreaterThan(0);
    }
    expect(Math.min(...SITUATIONS.map((s) => s.successRate))).toBe(82);
    expect(Math.max(...SITUATIONS.map((s) => s.successRate))).toBe(96);
  });
});

describe('success probability = highest rate + 2 per item (bonus ≤ 10), capped at 98', () => {
  it.each<[string, SituationId[], number]>([
    ['nothing selected', [], 0],
    ['one situation: 82 + 2', ['student_loan'], 84],
    ['one situation: 89 + 2', ['lawsuit_threat'], 91],
    ['two: highest 92 + 4', ['no_validation', 'repeated_calls'], 96],
    ['three: highest 88 + 6', ['work_calls', 'repeated_calls', 'wrong_amount'], 94],
    ['four: highest 87 + 8', ['work_calls', 'repeated_calls', 'credit_threat', 'student_loan'], 95],
    ['five: the bonus reaches 10, 88 + 10 = 98', ['work_calls', 'repeated_calls', 'credit_threat', 'student_loan', 'wrong_amount'], 98],
    ['the highest rate alone with its bonus is capped at 98: 96 + 2', ['already_paid'], 98],
    ['95 + 4 = 99 is capped at 98', ['arrest_threat', 'student_loan'], 98],
    ['six items: 89 + 10 = 99 is capped at 98', ['work_calls', 'repeated_calls', 'credit_threat', 'student_loan', 'lawsuit_threat', 'wrong_amount'], 98],
    ['all twelve: 96 + 10 capped at 98', [...SITUATION_IDS], 98],
    ['a repeated id counts once', ['lawsuit_threat', 'lawsuit_threat'], 91],
  ])('%s', (_name, ids, expected) => {
    expect(successProbability(ids)).toBe(expected);
  });

  // With the module's rates (82–96) six items already pass 98, so the bonus cap is tested on the formula itself.
  it.each<[string, number[], number]>([
    ['no rates', [], 0],
    ['5 items: bonus 10', [60, 60, 60, 60, 60], 70],
    ['6 items: bonus still 10, not 12', [60, 60, 60, 60, 60, 60], 60 + BONUS_CAP],
    ['12 items: bonus still 10', Array.from({ length: 12 }, () => 70), 80],
    ['the highest rate counts, not the average', [50, 90, 60], 96],
    ['97 + 2 = 99 → 98', [97], PROBABILITY_CAP],
    ['exactly 98 stays 98', [96], 98],
  ])('formula: %s', (_name, rates, expected) => {
    expect(probabilityFromRates(rates)).toBe(expected);
  });
});

describe('recommendation (spec 001 §4)', () => {
  it.each<[string, SituationId[], Recommendation]>([
    ['student_loan alone → debt', ['student_loan'], 'debt'],
    ['student_loan wins over a credit-type category → debt', ['student_loan', 'credit_threat'], 'debt'],
    ['student_loan wins over debt + credit → debt', ['student_loan', 'lawsuit_threat', 'credit_threat'], 'debt'],
    ['threats only → debt', ['lawsuit_threat'], 'debt'],
    ['statute only → debt', ['old_debt'], 'debt'],
    ['validation only → debt', ['no_validation'], 'debt'],
    ['settled only → debt', ['already_paid'], 'debt'],
    ['privacy only → debt', ['told_others'], 'debt'],
    ['several debt-type categories → debt', ['arrest_threat', 'old_debt', 'work_calls'], 'debt'],
    ['credit_threats only → credit', ['credit_threat'], 'credit'],
    ['duplicate alone counts as debt-type and credit-type → bundle', ['duplicate_collectors'], 'bundle'],
    ['threats + credit_threats → bundle', ['lawsuit_threat', 'credit_threat'], 'bundle'],
    ['privacy + duplicate → bundle', ['work_calls', 'duplicate_collectors'], 'bundle'],
    ['credit_threats + duplicate → bundle (duplicate is debt-type too)', ['credit_threat', 'duplicate_collectors'], 'bundle'],
    ['harassment only (neither list) → analyze', ['repeated_calls'], 'analyze'],
    ['harassment + debt-type → debt', ['repeated_calls', 'wrong_amount'], 'debt'],
    ['harassment + credit-type → credit', ['repeated_calls', 'credit_threat'], 'credit'],
    ['nothing → analyze', [], 'analyze'],
  ])('%s', (_name, ids, expected) => {
    expect(recommend(ids)).toBe(expected);
  });
});

describe('distinct violations and the bundle tier', () => {
  it('lists each citation once, in selection order', () => {
    expect(distinctViolations(['lawsuit_threat', 'arrest_threat'])).toEqual(['15 U.S.C. § 1692e(5)', '15 U.S.C. § 1692e(4)']);
    expect(distinctViolations(['wrong_amount', 'already_paid'])).toEqual(['15 U.S.C. § 1692e(2)(A)', '15 U.S.C. § 1692f(1)']);
  });

  it.each<[string, Recommendation, number, boolean]>([
    ['bundle recommended, few violations', 'bundle', 1, true],
    ['debt, 3 violations: not more than 3', 'debt', 3, false],
    ['debt, 4 violations: more than 3', 'debt', 4, true],
    ['credit, 4 violations', 'credit', 4, true],
    ['analyze, 2 violations', 'analyze', 2, false],
  ])('%s → %s', (_name, recommendation, count, expected) => {
    expect(showBundleTier(recommendation, count)).toBe(expected);
  });

  it('counts distinct violations, not situations: two situations with the same 2 citations do not show the bundle', () => {
    const result = analyzeSituations(['wrong_amount', 'already_paid']);
    expect(result.violations).toHaveLength(2);
    expect(result.recommendation).toBe('debt');
    expect(result.showBundle).toBe(false);
    expect(result.products).toEqual(['monthly', 'lifetime']);
  });

  it('shows the bundle beside a debt recommendation when more than 3 distinct violations are listed', () => {
    const result = analyzeSituations(['work_calls', 'repeated_calls', 'wrong_amount']);
    expect(result).toEqual({
      probability: 94,
      recommendation: 'debt',
      violations: ['15 U.S.C. § 1692c(a)(3)', '15 U.S.C. § 1692d(5)', '12 CFR § 1006.14(b)(2)', '15 U.S.C. § 1692e(2)(A)', '15 U.S.C. § 1692f(1)'],
      showBundle: true,
      products: ['monthly', 'lifetime', 'bundle'],
    });
  });

  it('shows the bundle beside a credit recommendation with 4 distinct violations', () => {
    const result = analyzeSituations(['credit_threat', 'repeated_calls']);
    expect(result.recommendation).toBe('credit');
    expect(result.violations).toHaveLength(4);
    expect(result.products).toEqual(['credit_single', 'credit_all', 'bundle']);
  });

  it('offers the bundle once when it is the recommendation', () => {
    expect(analyzeSituations(['lawsuit_threat', 'credit_threat', 'old_debt']).products).toEqual(['bundle']);
  });

  it('offers no product for analyze (the free letter check)', () => {
    expect(analyzeSituations(['repeated_calls'])).toMatchObject({ recommendation: 'analyze', showBundle: false, products: [] });
    expect(productsFor('analyze', true)).toEqual(['bundle']);
  });

  it('reads every rate from the module', () => {
    expect(situationById('already_paid').successRate).toBe(96);
  });
});
