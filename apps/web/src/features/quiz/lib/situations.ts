/**
 * The twelve situations of the home-page quiz (spec 001 §2.9, §3 'Quiz situation'). Numbers live
 * here; words live in the quiz catalogue under `quiz.situations.<id>.text` and `.subtext`.
 *
 * - No success rate: the spec's fixed figures per situation (82–96) are not measured outcomes, so
 *   the quiz shows none (issue 27).
 * - `category` drives the recommendation (spec 001 §4; see quiz-rules.ts).
 * - `violations` are the citations of the laws the situation may break (legal-reference §1).
 * - `value` is the spec's preset dollar value of such a violation (001 §2.4; default 1,000). It is
 *   kept with the situation for the violations history and is never summed into a promise on the
 *   quiz: FDCPA statutory damages are capped per case (15 U.S.C. 1692k), not paid per violation.
 */

export const SITUATION_CATEGORIES = [
  'threats',
  'statute',
  'validation',
  'settled',
  'privacy',
  'duplicate',
  'credit_threats',
  'harassment',
  'student_loan',
] as const;
export type SituationCategory = (typeof SITUATION_CATEGORIES)[number];

export const SITUATION_IDS = [
  'lawsuit_threat',
  'arrest_threat',
  'old_debt',
  'no_validation',
  'wrong_amount',
  'already_paid',
  'work_calls',
  'told_others',
  'duplicate_collectors',
  'credit_threat',
  'repeated_calls',
  'student_loan',
] as const;
export type SituationId = (typeof SITUATION_IDS)[number];

export type Situation = {
  id: SituationId;
  category: SituationCategory;
  violations: readonly string[];
  value: number;
};

/** Citations, written once so the same law reads the same everywhere. */
export const CITATIONS = {
  falseThreatOfSuit: '15 U.S.C. § 1692e(5)',
  arrestThreat: '15 U.S.C. § 1692e(4)',
  falseAmountOrStatus: '15 U.S.C. § 1692e(2)(A)',
  timeBarredSuit: '12 CFR § 1006.26(b)',
  validationNotice: '15 U.S.C. § 1692g(a)',
  verificationAfterDispute: '15 U.S.C. § 1692g(b)',
  unauthorizedAmounts: '15 U.S.C. § 1692f(1)',
  workplaceCalls: '15 U.S.C. § 1692c(a)(3)',
  thirdPartyDisclosure: '15 U.S.C. § 1692c(b)',
  furnisherAccuracy: '15 U.S.C. § 1681s-2(a)',
  falseCreditInformation: '15 U.S.C. § 1692e(8)',
  repeatedCalls: '15 U.S.C. § 1692d(5)',
  callFrequency: '12 CFR § 1006.14(b)(2)',
} as const;

const C = CITATIONS;

export const SITUATIONS: readonly Situation[] = [
  { id: 'lawsuit_threat', category: 'threats', violations: [C.falseThreatOfSuit], value: 1000 },
  { id: 'arrest_threat', category: 'threats', violations: [C.arrestThreat, C.falseThreatOfSuit], value: 1000 },
  { id: 'old_debt', category: 'statute', violations: [C.timeBarredSuit, C.falseAmountOrStatus], value: 1000 },
  { id: 'no_validation', category: 'validation', violations: [C.validationNotice, C.verificationAfterDispute], value: 1000 },
  { id: 'wrong_amount', category: 'validation', violations: [C.falseAmountOrStatus, C.unauthorizedAmounts], value: 1000 },
  { id: 'already_paid', category: 'settled', violations: [C.falseAmountOrStatus, C.unauthorizedAmounts], value: 1000 },
  { id: 'work_calls', category: 'privacy', violations: [C.workplaceCalls], value: 1500 },
  { id: 'told_others', category: 'privacy', violations: [C.thirdPartyDisclosure], value: 2000 },
  { id: 'duplicate_collectors', category: 'duplicate', violations: [C.falseAmountOrStatus, C.furnisherAccuracy], value: 1000 },
  { id: 'credit_threat', category: 'credit_threats', violations: [C.falseCreditInformation, C.furnisherAccuracy], value: 1000 },
  { id: 'repeated_calls', category: 'harassment', violations: [C.repeatedCalls, C.callFrequency], value: 1500 },
  { id: 'student_loan', category: 'student_loan', violations: [C.validationNotice, C.falseAmountOrStatus], value: 1000 },
];

const BY_ID = new Map<string, Situation>(SITUATIONS.map((s) => [s.id, s]));

export const isSituationId = (value: unknown): value is SituationId => typeof value === 'string' && BY_ID.has(value);

export const situationById = (id: SituationId): Situation => {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown situation ${id}`);
  return found;
};
