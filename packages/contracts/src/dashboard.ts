import { z } from 'zod';

/**
 * The signed-in home (spec 001 §2.2, §2.4, §3, §7): the user's own figures, history, violations,
 * combos and collector intel. Every number here is computed from the user's stored data or from
 * public data with its date; nothing is an invented figure.
 */

/** Statutory damages the FDCPA allows in an individual action, per collector sued (15 U.S.C. 1692k(a)(2)(A)). */
export const FDCPA_STATUTORY_CAP_USD = 1_000;
/** An FDCPA action must be brought within one year from the date of the violation (15 U.S.C. 1692k(d)). */
export const FDCPA_LIMITATION_DAYS = 365;
/** Recent analyses listed on the overview (spec 001 §9). */
export const RECENT_ANALYSES_LIMIT = 5;
/** Intel drawn from the product's own analyses is shown only when this many distinct users contributed. */
export const INTEL_MIN_DISTINCT_USERS = 5;
/** Days to respond are shown only when this many tracked responses exist. */
export const INTEL_MIN_RESPONSES = 5;

export const UserStatsSchema = z.object({
  totalAnalyses: z.number().int().nonnegative(),
  violationsFound: z.number().int().nonnegative(),
  /** Analyses made today (the user's calendar day is not known: UTC). */
  analysesToday: z.number().int().nonnegative(),
  potentialValue: z.object({
    /** Up to $1,000 of statutory damages per collector whose likely violation is within the one-year limit. */
    statutoryMaxUsd: z.number().int().nonnegative(),
    /** Collectors counted in statutoryMaxUsd. */
    collectorsWithinLimit: z.number().int().nonnegative(),
    /** Collectors with likely violations whose letters are older than the one-year limit (or undated: counted, with the assumption stated). */
    collectorsPastLimit: z.number().int().nonnegative(),
    undatedCollectors: z.number().int().nonnegative(),
  }),
  creditErrorsFound: z.number().int().nonnegative(),
  creditScansRemaining: z.number().int().nonnegative(),
  creditScansUnlimited: z.boolean(),
  activeDisputes: z.number().int().nonnegative(),
  creditBureausScanned: z.number().int().nonnegative(),
  /** What the user recorded as saved (resolved disputes); 0 until they record an outcome. */
  totalSavingsUsd: z.number().nonnegative(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** What the user's plan opens now, decided by the server with @debtshield/plans (the web only displays it). */
export const DashboardAccessSchema = z.object({
  planType: z.string(),
  planLabel: z.enum(['bundle', 'lifetime', 'monthly', 'credit_all', 'credit_single', 'scan', 'letter', 'free']),
  isFreeTier: z.boolean(),
  hasBundle: z.boolean(),
  hasDfyService: z.boolean(),
  canAccessDebt: z.boolean(),
  canAccessCredit: z.boolean(),
  canAccessTemplates: z.boolean(),
  canAccessIntel: z.boolean(),
  remainingDebtScans: z.number().int(),
  hasUnlimitedDebtScans: z.boolean(),
});
export type DashboardAccess = z.infer<typeof DashboardAccessSchema>;

/** The dashboard alerts of spec 001 §4; `key` is an i18n key, the values fill it. */
export const DashboardAlertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('warning'), key: z.literal('alerts.singleScanUsed'), action: z.string() }),
  z.object({ kind: z.literal('info'), key: z.literal('alerts.creditScansRemaining'), count: z.number().int(), unlimited: z.boolean(), action: z.string() }),
  z.object({ kind: z.literal('opportunity'), key: z.literal('alerts.bundleOpportunity'), savingsCents: z.number().int(), action: z.string() }),
]);
export type DashboardAlertItem = z.infer<typeof DashboardAlertSchema>;

export const UserStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: UserStatsSchema,
  access: DashboardAccessSchema,
  alerts: z.array(DashboardAlertSchema),
});

export const AnalysisListItemSchema = z.object({
  id: z.uuid(),
  collector_name: z.string().nullable(),
  created_at: z.string(),
  violations_count: z.number().int().nonnegative(),
  severity_score: z.number(),
  /** 'high' above 70, 'medium' above 40, else 'low' (spec 001 §2.2). */
  severity: z.enum(['high', 'medium', 'low']),
  letter_date: z.string().nullable(),
});
export const UserAnalysesResponseSchema = z.object({
  success: z.literal(true),
  analyses: z.array(AnalysisListItemSchema),
  stats: z.object({ total: z.number().int().nonnegative(), today: z.number().int().nonnegative() }),
});
export const UserAnalysesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** Kinds of violation a person can add from what happened outside the letter (calls, visits, messages). */
export const USER_VIOLATION_TYPES = [
  'calls_outside_hours',
  'workplace_contact',
  'third_party_disclosure',
  'abusive_language',
  'repeated_calls',
  'threat',
  'false_credit_reporting',
  'contact_after_cease',
  'contact_when_represented',
  'other',
] as const;
export type UserViolationType = (typeof USER_VIOLATION_TYPES)[number];

/** The law behind each added kind. */
export const USER_VIOLATION_LAW: Record<UserViolationType, string> = {
  calls_outside_hours: '15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)(i)',
  workplace_contact: '15 U.S.C. 1692c(a)(3); 12 CFR 1006.6(b)(3)',
  third_party_disclosure: '15 U.S.C. 1692c(b); 12 CFR 1006.6(d)',
  abusive_language: '15 U.S.C. 1692d(2); 12 CFR 1006.14(d)',
  repeated_calls: '15 U.S.C. 1692d(5); 12 CFR 1006.14(b)',
  threat: '15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(c)',
  false_credit_reporting: '15 U.S.C. 1692e(8); 12 CFR 1006.18(c)(2)',
  contact_after_cease: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c)',
  contact_when_represented: '15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)',
  other: '15 U.S.C. 1692 et seq.',
};

export const USER_VIOLATION_MESSAGES = {
  missingFields: 'Please fill in all required fields',
} as const;

const requiredText = (max: number) => z.string({ error: USER_VIOLATION_MESSAGES.missingFields }).trim().min(1, USER_VIOLATION_MESSAGES.missingFields).max(max);

export const UserAddedViolationRequestSchema = z.object({
  violation: z.object({
    type: z.enum(USER_VIOLATION_TYPES, { error: USER_VIOLATION_MESSAGES.missingFields }),
    description: requiredText(2_000),
    /** When it happened (YYYY-MM-DD), optional. */
    date: z.iso.date().optional(),
    collector_name: z.string().trim().max(200).optional(),
    has_evidence: z.boolean().default(false),
    /** Without evidence the person confirmed 'Without evidence, this violation may be harder to prove. Continue anyway?'. */
    confirmed_without_evidence: z.boolean().default(false),
  }),
});
export type UserAddedViolationRequest = z.input<typeof UserAddedViolationRequestSchema>;

export const ViolationHistoryItemSchema = z.object({
  /** `<analysisId>:<ruleId>` for a finding, the row id for one the user added. */
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  law: z.string(),
  collectorName: z.string().nullable(),
  letterDate: z.string().nullable(),
  /** When it was found (the analysis) or added. */
  date: z.string(),
  analysisId: z.uuid().nullable(),
  /** The rule's weight 1–10 (likelihood × seriousness); not money. */
  severity: z.number(),
  confidence: z.string().nullable(),
  hasEvidence: z.boolean(),
  source: z.enum(['analysis', 'user_added']),
});
export type ViolationHistoryItem = z.infer<typeof ViolationHistoryItemSchema>;
export const UserViolationsResponseSchema = z.object({
  success: z.literal(true),
  violations: z.array(ViolationHistoryItemSchema),
  /** Findings of analyses read as a preview now, counted but not shown (decision 023). */
  hidden_count: z.number().int().nonnegative().optional(),
});
export const UserAddedViolationResponseSchema = z.object({ success: z.literal(true), violation: ViolationHistoryItemSchema });

export const CheckCombosRequestSchema = z.object({ violations: z.array(z.string().max(200)).max(500) });
export const ComboSchema = z.object({
  name: z.string(),
  title: z.string(),
  message: z.string(),
  law: z.string(),
  /** The ids of the user's violations that make the pattern (for the power letter). */
  violation_ids: z.array(z.string()),
  collector_name: z.string().nullable(),
  /**
   * What the pattern does to money: nothing beyond 15 U.S.C. 1692k. Statutory damages stay capped at
   * $1,000 per action; a court weighs frequency, persistence and intent (1692k(b)(1)).
   */
  damages_note: z.string(),
});
export type Combo = z.infer<typeof ComboSchema>;
export const CheckCombosResponseSchema = z.object({ success: z.literal(true), combos: z.array(ComboSchema), combo: ComboSchema.nullable() });

/** What the CFPB figures were computed from (issue 27): the bundled public sample or an operator's import of the full file. */
export const CfpbDatasetSchema = z.object({
  kind: z.enum(['sample', 'import']),
  source: z.string(),
  complaints: z.number().int(),
  /** The first and last date received in the data: the date of the data. */
  data_from: z.string().nullable(),
  data_through: z.string().nullable(),
  loaded_at: z.string(),
});
export type CfpbDataset = z.infer<typeof CfpbDatasetSchema>;

export const CollectorIntelParamsSchema = z.object({ collector: z.string().trim().min(2).max(200) });
export const CollectorIntelSchema = z.object({
  query: z.string(),
  /** From DebtShield's own analyses across users, shown only above INTEL_MIN_DISTINCT_USERS. */
  product: z.discriminatedUnion('enough_data', [
    z.object({ enough_data: z.literal(false), min_users: z.number().int() }),
    z.object({
      enough_data: z.literal(true),
      collector_name: z.string(),
      distinct_users: z.number().int(),
      analyses: z.number().int(),
      letters_with_likely_violations: z.number().int(),
      top_findings: z.array(z.object({ rule_id: z.string(), title: z.string(), count: z.number().int() })),
      median_days_to_respond: z.number().nullable(),
      responses_tracked: z.number().int(),
    }),
  ]),
  /** From the CFPB's public complaint database, as imported, with the date of the data. */
  cfpb: z
    .object({
      company: z.string(),
      complaints: z.number().int(),
      top_issues: z.array(z.object({ issue: z.string(), count: z.number().int() })),
      top_sub_issues: z.array(z.object({ sub_issue: z.string(), count: z.number().int() })),
      timely_response_rate: z.number().nullable(),
      timely_responses_known: z.number().int(),
      company_responses: z.array(z.object({ response: z.string(), count: z.number().int() })),
      first_received: z.string().nullable(),
      last_received: z.string().nullable(),
      imported_at: z.string(),
      /** Complaints by the year the CFPB received them. */
      by_year: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
      dataset: CfpbDatasetSchema.nullable(),
    })
    .nullable(),
  /** The CFPB data loaded (null: none), also when the collector is not in it. */
  cfpb_dataset: CfpbDatasetSchema.nullable(),
  /** Other companies whose name matches the query, to pick from. */
  matches: z.array(z.string()),
});
export type CollectorIntel = z.infer<typeof CollectorIntelSchema>;
export const CollectorIntelResponseSchema = z.object({ success: z.literal(true), intel: CollectorIntelSchema });
