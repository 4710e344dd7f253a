import {
  AnalyzeResponseSchema,
  DisputeListResponseSchema,
  ErrorResponseSchema,
  GeoStateResponseSchema,
  type AnalyzeResponse,
  type ErrorCode,
} from '@debtshield/contracts';
import type { z } from 'zod';

/**
 * Server answers for the tests, each parsed through its contract so a fixture cannot drift from
 * what the server is allowed to send.
 */
export const analyzeResponse = (overrides: Partial<z.input<typeof AnalyzeResponseSchema>> = {}): AnalyzeResponse =>
  AnalyzeResponseSchema.parse({
    success: true,
    analysis_id: '0b6f2c1e-3d4a-4b5c-8d9e-0f1a2b3c4d5e',
    flow_type: 'generate',
    strategic_analysis: {
      recommended_strategy: 'DEBT VALIDATION REQUEST',
      success_probability: 75,
      success_probability_is_estimate: true,
      success_probability_basis: "An estimate, not a measured rate: the product's default of 75%; bounded to 50–90%.",
      strategy_explanation: 'Ask the collector to validate the debt.',
      urgency_level: 'medium',
      settlement_options: [],
      current_collector: 'Acme Collections',
      debt_amount: 1200,
    },
    violations: {
      violation_count: 1,
      severity_score: 40,
      total_value: 1000,
      violations: [
        {
          id: 'validation_notice_missing',
          type: 'Validation notice missing',
          violation_type: 'Validation notice missing',
          title: 'Validation notice missing',
          legal_basis: '15 U.S.C. § 1692g(a)',
          description: 'The letter does not give the validation information.',
          explanation: 'The letter does not say how to dispute the debt.',
          kind: 'objective',
          confidence: 'high',
          may_violate: false,
          level: 'violation',
          severity: 7,
          statutory_damages: 1000,
          value: 1000,
          evidence: [{ text: 'pay now', page: 1, start: 10, end: 17 }],
          assumptions: [],
        },
      ],
      hidden_count: 0,
    },
    total_violations: 1,
    total_value: 1000,
    letter: { kind: 'validation', subject: 'Debt validation request', content: 'Dear Acme Collections,', is_preview: false, notes: [], follow_up_date: null },
    enhancement: null,
    urgency: [{ level: 'medium', message: 'Respond within 30 days.' }],
    dispute_id: null,
    fields: {},
    sol: { status: 'unknown', state: 'TX', years: 4, runs_out_on: null, basis: 'Texas: 4 years', question: null, notes: [] },
    deadlines: [],
    questions: [],
    assumptions: [],
    extraction: { method: 'text', pages: 1, confidence: 1, low_confidence: false, warnings: [] },
    access: {
      is_logged_in: false,
      has_access: false,
      can_view_full_letter: false,
      can_download: false,
      can_enhance: false,
      scans_remaining: 0,
      upgrade_required: false,
      message: null,
    },
    disclaimer: 'Legal information, not legal advice.',
    ...overrides,
  });

export const disputesResponse = (count: number) =>
  DisputeListResponseSchema.parse({
    success: true,
    disputes: Array.from({ length: count }, (_, index) => ({
      dispute_id: `d${index + 1}`,
      type: 'validation',
      collector_name: 'Acme Collections',
      status: 'active',
      created_at: '2025-01-02T03:04:05.000Z',
    })),
  });

export const geoResponse = (state: string | null) => GeoStateResponseSchema.parse({ success: true, state });

export const errorResponse = (error: string, code: ErrorCode) => ErrorResponseSchema.parse({ success: false, error, code });
