import {
  AnalyzeResponseSchema,
  GenerateLetterResponseSchema,
  GenerateSettlementResponseSchema,
  ViolationSchema,
  type AnalyzeResponse,
  type Violation,
} from '@debtshield/contracts';
import type { z } from 'zod';

/** Test data built through the contracts, so a fixture cannot drift from what the server sends. */

export const ANALYSIS_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

export const makeViolation = (overrides: Partial<Violation> = {}): Violation =>
  ViolationSchema.parse({
    id: 'vn_end_date_missing',
    type: 'vn_end_date_missing',
    violation_type: 'No validation end date',
    title: 'No validation end date',
    legal_basis: '12 CFR 1006.34(c)(3)(ii)',
    description: 'The notice must give a specific date by which to dispute.',
    explanation: 'The letter says you have "30 days" but never gives the date.',
    kind: 'objective',
    confidence: 'high',
    may_violate: false,
    level: 'violation',
    severity: 7,
    statutory_damages: 1000,
    value: 1000,
    evidence: [{ text: 'within thirty days of receiving this notice', page: 1, start: 120, end: 163 }],
    assumptions: [],
    ...overrides,
  });

export const SECOND_VIOLATION = makeViolation({
  id: 'overshadow_payment_deadline',
  type: 'overshadow_payment_deadline',
  violation_type: 'Payment demanded before the validation period ends',
  title: 'Payment demanded before the validation period ends',
  legal_basis: '15 U.S.C. 1692g(b)',
  explanation: 'The letter demands payment within 10 days.',
  kind: 'judgment',
  confidence: 'medium',
  may_violate: true,
  evidence: [{ text: 'Pay within 10 days to avoid further action', page: 2, start: 400, end: 442 }],
  assumptions: ['You received the letter about 5 business days after its date.'],
});

export const THIRD_VIOLATION = makeViolation({
  id: 'mini_miranda_missing_subsequent',
  type: 'mini_miranda_missing_subsequent',
  title: 'No debt-collector statement',
  violation_type: 'No debt-collector statement',
  legal_basis: '15 U.S.C. 1692e(11)',
  explanation: 'The letter never says it is from a debt collector.',
  evidence: [],
});

type AnalysisInput = z.input<typeof AnalyzeResponseSchema>;
type Overrides = Partial<Omit<AnalysisInput, 'violations' | 'strategic_analysis' | 'access' | 'letter' | 'sol'>> & {
  violations?: Partial<AnalysisInput['violations']>;
  strategic_analysis?: Partial<AnalysisInput['strategic_analysis']>;
  access?: Partial<AnalysisInput['access']>;
  letter?: Partial<AnalysisInput['letter']>;
  sol?: Partial<AnalysisInput['sol']>;
};

const FULL_LETTER =
  'I dispute this debt and request validation.\n\nUnder 15 U.S.C. 1692g(b) you must stop collecting until you send verification.\n\nSincerely,\n[YOUR NAME]';

/** A paid analysis with three violations; override any part. */
export const makeAnalysis = (overrides: Overrides = {}): AnalyzeResponse => {
  const { violations, strategic_analysis, access, letter, sol, ...rest } = overrides;
  const list = violations?.violations ?? [makeViolation(), SECOND_VIOLATION, THIRD_VIOLATION];
  return AnalyzeResponseSchema.parse({
    success: true,
    analysis_id: ANALYSIS_ID,
    flow_type: 'generate',
    strategic_analysis: {
      recommended_strategy: 'DEBT VALIDATION REQUEST',
      success_probability: 75,
      success_probability_is_estimate: true,
      success_probability_basis: "An estimate, not a measured rate: the product's default of 75%; bounded to 50–90%.",
      strategy_explanation: 'Ask the collector to prove the debt before anything else.',
      urgency_level: 'high',
      settlement_options: [
        { percentage: 30, amount: 360, savings: 840 },
        { percentage: 40, amount: 480, savings: 720 },
        { percentage: 50, amount: 600, savings: 600 },
      ],
      current_collector: 'Acme Recovery LLC',
      debt_amount: 1200,
      ...strategic_analysis,
    },
    violations: {
      violation_count: list.length + (violations?.hidden_count ?? 0),
      severity_score: 62,
      total_value: 3000,
      violations: list,
      hidden_count: 0,
      ...violations,
    },
    total_violations: list.length,
    total_value: 3000,
    letter: {
      kind: 'validation',
      subject: 'Debt validation request',
      content: FULL_LETTER,
      is_preview: false,
      notes: ['Send it by certified mail.'],
      follow_up_date: '2025-04-20',
      ...letter,
    },
    enhancement: null,
    urgency: [{ level: 'high', message: 'Dispute in writing before March 14, 2025.' }],
    dispute_id: null,
    fields: {},
    sol: {
      status: 'within',
      state: 'CA',
      years: 4,
      runs_out_on: '2027-06-01',
      basis: 'California: 4 years for written contracts.',
      question: null,
      notes: [],
      ...sol,
    },
    deadlines: [
      { date: '2025-03-14', label: 'Validation end date in the letter.', source: 'the letter', kind: 'validation_end_date' },
      { date: '2025-03-20', label: 'Send your written dispute within 30 days.', source: 'letter date + 30 days (15 U.S.C. 1692g(a))', kind: 'dispute_window' },
    ],
    questions: [],
    assumptions: [],
    extraction: { method: 'text', pages: 2, confidence: 0.98, low_confidence: false, warnings: [] },
    access: {
      is_logged_in: true,
      has_access: true,
      can_view_full_letter: true,
      can_download: true,
      can_enhance: true,
      scans_remaining: 999,
      upgrade_required: false,
      message: null,
      ...access,
    },
    disclaimer: 'Legal information, not legal advice.',
    ...rest,
  });
};

/** What an anonymous or free visitor receives: the first violation, the count of the rest, the first paragraph. */
export const makeFreeAnalysis = (overrides: Overrides = {}): AnalyzeResponse =>
  makeAnalysis({
    ...overrides,
    violations: { violations: [makeViolation()], hidden_count: 2, ...overrides.violations },
    letter: { content: 'I dispute this debt and request validation.', is_preview: true, notes: [], follow_up_date: null, ...overrides.letter },
    access: {
      is_logged_in: false,
      has_access: false,
      can_view_full_letter: false,
      can_download: false,
      can_enhance: false,
      scans_remaining: 0,
      ...overrides.access,
    },
  });

export const makeGeneratedLetter = (overrides: Partial<z.input<typeof GenerateLetterResponseSchema>> = {}) =>
  GenerateLetterResponseSchema.parse({
    success: true,
    letter: {
      kind: 'validation',
      subject: 'Request for validation',
      content: 'Dear Acme Recovery LLC,\n\nI request validation of the debt.',
      is_preview: false,
      notes: [],
      follow_up_date: null,
    },
    dispute_id: 'd-1234',
    download_url: null,
    ...overrides,
  });

export const makeSettlementLetter = () =>
  GenerateSettlementResponseSchema.parse({
    success: true,
    letter: {
      kind: 'settlement',
      subject: 'Settlement offer',
      content: 'I offer $300 to settle this account in full.',
      is_preview: false,
      notes: [],
      follow_up_date: null,
    },
    download_url: null,
  });

export const storeAnalysis = (analysis: unknown, extra: Record<string, unknown> = {}): void => {
  window.localStorage.setItem('analysisResults', JSON.stringify(typeof analysis === 'object' && analysis !== null ? { ...analysis, ...extra } : analysis));
};
