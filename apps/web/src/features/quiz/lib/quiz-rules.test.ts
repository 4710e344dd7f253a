import { describe, expect, it } from 'vitest';
import { analyzeSituations, distinctViolations, productsFor, recommend, showBundleTier, type Recommendation } from './quiz-rules';
import { SITUATION_IDS, SITUATIONS, situationById, type SituationId } from './situations';

describe('the twelve situations (spec 001 §3, §9)', () => {
  it('has 12 situations with distinct ids, citations and a value, and no success rate (issue 27: none is measured)', () => {
    expect(SITUATIONS).toHaveLength(12);
    expect(SITUATIONS.map((s) => s.id)).toEqual([...SITUATION_IDS]);
    for (const s of SITUATIONS) {
      expect(s.violations.length, s.id).toBeGreaterThan(0);
      expect(s.value, s.id).toBeGreaterThan(0);
      expect(s, s.id).not.toHaveProperty('successRate');
    }
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

  it('gives no success figure with the result', () => {
    expect(analyzeSituations(['lawsuit_threat'])).not.toHaveProperty('probability');
    expect(situationById('lawsuit_threat').category).toBe('threats');
  });
});
