import type { ProductId } from '@debtshield/plans';
import { situationById, type SituationCategory, type SituationId } from './situations';

/**
 * The quiz rules of spec 001 §4 (and the constants of §9), pure. The quiz component only calls
 * `analyzeSituations`; every rule has its own export so the table tests can name it.
 */

// No success probability (issue 27): the spec's fixed rates per situation are not measured outcomes,
// and a figure such as "91% success" after one tick would be an invented number.
/** Spec 001 §4: 'Analyzing...' shows for 1.5 s before the results. */
export const ANALYZE_DELAY_MS = 1500;
/** The bundle tier also shows when more than this many distinct violations are listed. */
export const BUNDLE_VIOLATION_THRESHOLD = 3;

/** Categories that point to debt defense. 'duplicate' is in both lists on purpose (spec 001 §4). */
export const DEBT_CATEGORIES: readonly SituationCategory[] = ['threats', 'statute', 'validation', 'settled', 'privacy', 'duplicate'];
/** Categories that point to credit repair. */
export const CREDIT_CATEGORIES: readonly SituationCategory[] = ['credit_threats', 'duplicate'];

export type Recommendation = 'debt' | 'credit' | 'bundle' | 'analyze';

export type QuizResult = {
  recommendation: Recommendation;
  /** Distinct citations of the selected situations, in selection order. */
  violations: string[];
  showBundle: boolean;
  /** The catalogue products to offer, in order. Empty for 'analyze' (the free letter check). */
  products: ProductId[];
};

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * student_loan selected → debt. Otherwise: a debt-type and a credit-type category → bundle (so
 * 'duplicate' alone is a bundle); debt-type only → debt; credit-type only → credit; else analyze.
 */
export const recommend = (ids: readonly SituationId[]): Recommendation => {
  if (ids.includes('student_loan')) return 'debt';
  const categories = ids.map((id) => situationById(id).category);
  const debt = categories.some((c) => DEBT_CATEGORIES.includes(c));
  const credit = categories.some((c) => CREDIT_CATEGORIES.includes(c));
  if (debt && credit) return 'bundle';
  if (debt) return 'debt';
  if (credit) return 'credit';
  return 'analyze';
};

/** The distinct law citations the selected situations list. */
export const distinctViolations = (ids: readonly SituationId[]): string[] => unique(unique(ids).flatMap((id) => situationById(id).violations));

/** The bundle tier shows when it is the recommendation or when more than 3 distinct violations are listed. */
export const showBundleTier = (recommendation: Recommendation, violationCount: number): boolean =>
  recommendation === 'bundle' || violationCount > BUNDLE_VIOLATION_THRESHOLD;

/** What to offer: debt → monthly and lifetime; credit → one bureau and all three; bundle → bundle; plus the bundle when it shows. */
export const RECOMMENDED_PRODUCTS: Record<Recommendation, readonly ProductId[]> = {
  debt: ['monthly', 'lifetime'],
  credit: ['credit_single', 'credit_all'],
  bundle: ['bundle'],
  analyze: [],
};

export const productsFor = (recommendation: Recommendation, showBundle: boolean): ProductId[] => {
  const products = [...RECOMMENDED_PRODUCTS[recommendation]];
  if (showBundle && !products.includes('bundle')) products.push('bundle');
  return products;
};

export const analyzeSituations = (ids: readonly SituationId[]): QuizResult => {
  const selected = unique(ids);
  const recommendation = recommend(selected);
  const violations = distinctViolations(selected);
  const showBundle = showBundleTier(recommendation, violations.length);
  return { recommendation, violations, showBundle, products: productsFor(recommendation, showBundle) };
};
