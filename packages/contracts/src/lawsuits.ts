import { z } from 'zod';
import { UsStateSchema } from './states';

/**
 * When the collector sues (issue 28, decisions 027 and 028): what the reader found in a court paper,
 * the answer deadline, the defenses that may apply, the draft answer on California's public form,
 * where to find a lawyer, and what a judgment creditor cannot take.
 */

const isoDate = z.iso.date({ error: 'use the date format YYYY-MM-DD' });
const shortText = (max: number) => z.string().trim().max(max);

export const COURT_PAPER_KINDS = ['summons', 'complaint', 'motion', 'judgment', 'garnishment', 'other_court_paper'] as const;
export const COURT_PAPER_PARTS = ['caption', 'case_number', 'parties', 'title', 'sued_notice', 'plaintiff_attorney', 'clerk'] as const;
export const COURT_LEVELS = ['general', 'limited'] as const;
export const SERVICE_METHODS = ['in_hand', 'left_with_someone', 'mail', 'outside_state'] as const;
/** What an answer clock counts from: the day of service, or the day the papers were mailed (decision 065). */
export const CLOCK_STARTS = ['service', 'mailing'] as const;

/** What the court-paper reader found in an upload (shown to every reader of the analysis: the deadline is never paywalled). */
export const CourtPaperSchema = z.object({
  is_court_paper: z.boolean(),
  kinds: z.array(z.enum(COURT_PAPER_KINDS)),
  found: z.array(z.enum(COURT_PAPER_PARTS)),
  missing: z.array(z.enum(COURT_PAPER_PARTS)),
  /** It calls itself legal process but has none of a court's parts (possibly fake legal process, 15 U.S.C. 1692e(13)). */
  claims_court_without_parts: z.boolean(),
  court: z.string().nullable(),
  case_number: z.string().nullable(),
  plaintiff: z.string().nullable(),
  defendant: z.string().nullable(),
  plaintiff_attorney: z.string().nullable(),
  stated_days_to_answer: z.number().int().nullable(),
  caption_state: z.string().nullable(),
  court_level: z.enum(COURT_LEVELS).nullable(),
});
export type CourtPaper = z.infer<typeof CourtPaperSchema>;

/** How a rule or an exemption was checked (decisions 045, 046): quoted words from a stored source, or a plain "not verified". */
export const RuleCheckSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('verified'),
    kind: z.enum(['rule_text', 'court_page', 'secondary']),
    quote: z.string(),
    source: z.string(),
    source_title: z.string(),
    retrieved: z.string(),
    comment: z.string().nullable(),
  }),
  z.object({ status: z.literal('unverified'), searched: z.string().nullable() }),
]);
export type RuleCheckView = z.infer<typeof RuleCheckSchema>;

export const AnswerRuleSchema = z.object({
  level: z.enum(COURT_LEVELS),
  courts: z.string(),
  clock: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('days_after_service'),
      days: z.number().int(),
      by_mail: z.number().int().nullable(),
      out_of_state: z.number().int().nullable(),
      not_in_hand: z.number().int().nullable(),
    }),
    z.object({ type: z.literal('monday_after_days'), days: z.number().int() }),
    z.object({ type: z.literal('date_on_papers'), what: z.enum(['return_date', 'hearing_date', 'answer_date']), plus_days: z.number().int() }),
  ]),
  what: z.enum(['written_answer', 'appearance', 'notice_of_intention_to_defend', 'appear_at_hearing', 'answer_or_appear']),
  citation: z.string(),
  source: z.string().nullable(),
  /** What the entry was compared with (quote, stored source, date read), or a plain "not verified" (decision 045). */
  check: RuleCheckSchema,
  note: z.string().nullable(),
  /** What the days count from: `mailing` = papers that came by mail count from the day they were mailed (decision 065). */
  counts_from: z.enum(CLOCK_STARTS),
});
export type AnswerRuleView = z.infer<typeof AnswerRuleSchema>;

export const AnswerDeadlineSchema = z.object({
  state: UsStateSchema,
  state_name: z.string(),
  level: z.enum(COURT_LEVELS),
  rule: AnswerRuleSchema,
  due_date: z.string().nullable(),
  due_by: z.literal('10:00').nullable(),
  length: z.number().int().nullable(),
  served_on: z.string(),
  /** What this date was counted from, and that day (the day of service, or the mailing date given). */
  counted_from: z.enum(CLOCK_STARTS),
  start_date: z.string(),
  status: z.enum(['open', 'due_today', 'passed', 'needs_date_on_papers', 'needs_mailing_date']),
  days_remaining: z.number().int().nullable(),
  why: z.array(
    z.object({
      kind: z.enum(['moved_past_closed_day', 'papers_state_fewer_days', 'papers_state_more_days', 'longer_for_service_method']),
      from: z.string().nullable(),
      stated: z.number().int().nullable(),
      table: z.number().int().nullable(),
      days: z.number().int().nullable(),
    }),
  ),
});
export type AnswerDeadlineView = z.infer<typeof AnswerDeadlineSchema>;

export const DEFENSE_IDS = [
  'statute_of_limitations',
  'standing_debt_buyer',
  'validation_not_answered',
  'amount_differs',
  'identity_theft',
  'bankruptcy_discharge',
  'arbitration',
  'fdcpa_counterclaim',
  'require_proof',
] as const;

export const DefenseSchema = z.object({
  id: z.enum(DEFENSE_IDS),
  strength: z.enum(['points_to_it', 'check']),
  /** What DebtShield knows that led here, as plain values the page words. */
  facts: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]))),
  proof: z.array(z.string()),
  citation: z.string(),
  answer_text: z.string(),
});
export type DefenseView = z.infer<typeof DefenseSchema>;

const LinkSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export const LawsuitHelpSchema = z.object({
  national: z.array(LinkSchema),
  state: z.object({ state: z.string(), bar: z.string(), legal_help: LinkSchema.nullable() }).nullable(),
  as_of: z.string(),
  checked_online: z.boolean(),
});

const ProtectionSchema = z.object({ id: z.string(), citation: z.string() });
const ExemptionFactSchema = z.object({ id: z.string(), citation: z.string(), values: z.record(z.string(), z.number()), check: RuleCheckSchema });
export const ExemptionsSchema = z.object({
  federal: z.array(ProtectionSchema),
  state: z.object({ state: z.string(), wage: ExemptionFactSchema, bank: ExemptionFactSchema.nullable(), homestead: ExemptionFactSchema.nullable() }).nullable(),
});

export const LawsuitFactsSchema = z.object({
  state: UsStateSchema,
  court_level: z.enum(COURT_LEVELS),
  served_on: isoDate,
  service_method: z.enum(SERVICE_METHODS).optional(),
  /** The return, hearing or answer date printed on the papers (courts that set one). */
  date_on_papers: isoDate.nullable().optional(),
  /** The day the papers were mailed (the postmark), for courts whose clock counts from the mailing (decision 065). */
  mailed_on: isoDate.nullable().optional(),
  /** The days to answer the papers state, when read from them. */
  stated_days: z.number().int().min(1).max(90).nullable().optional(),
  filed_on: isoDate.nullable().optional(),
  plaintiff: shortText(200).nullable().optional(),
  original_creditor: shortText(200).nullable().optional(),
  court: shortText(200).nullable().optional(),
  case_number: shortText(80).nullable().optional(),
  amount_claimed: z.number().min(0).max(10_000_000).nullable().optional(),
  last_payment_date: isoDate.nullable().optional(),
  /**
   * When the last payment is not known: whether the time limit to sue on the debt had passed when the suit was filed, as
   * the person answers it (decision 264; the analysis's `debtPastLimitationPeriod`, decision 254). A date is taken over it.
   */
  past_limitation_period: z.boolean().nullable().optional(),
  identity_theft: z.boolean().nullable().optional(),
  bankruptcy_discharged: z.boolean().nullable().optional(),
  arbitration_clause: z.boolean().nullable().optional(),
  /** The analysis of the court paper (or of the collector's letter) this suit comes from. */
  analysis_id: z.uuid().nullable().optional(),
  /** The tracker's dispute about this debt, when there is one (signed in). */
  dispute_id: z.uuid().nullable().optional(),
});
export type LawsuitFacts = z.infer<typeof LawsuitFactsSchema>;

export const LawsuitPlanResponseSchema = z.object({
  success: z.literal(true),
  today: z.string(),
  deadline: AnswerDeadlineSchema,
  /** The rules of both court levels, so the page can show the other one. */
  rules: z.object({ general: AnswerRuleSchema, limited: AnswerRuleSchema }),
  defenses: z.array(DefenseSchema),
  /** What DebtShield used from the person's own records (signed in): the dispute and the analyses read. */
  known_from: z.object({ dispute_id: z.string().nullable(), analyses: z.number().int() }),
  help: LawsuitHelpSchema,
  exemptions: ExemptionsSchema,
  /** States whose answer DebtShield can draft: California's form PLD-050; Texas's general denial (justice, county and district courts). */
  answer_forms: z.array(z.enum(['CA', 'TX'])),
});
export type LawsuitPlanResponse = z.infer<typeof LawsuitPlanResponseSchema>;

export const LawsuitSchema = z.object({
  id: z.string(),
  dispute_id: z.string().nullable(),
  state: UsStateSchema,
  court_level: z.enum(COURT_LEVELS),
  served_on: z.string(),
  answer_due: z.string().nullable(),
  answered_on: z.string().nullable(),
  court: z.string().nullable(),
  case_number: z.string().nullable(),
  plaintiff: z.string().nullable(),
  citation: z.string(),
  created_at: z.string(),
});
export type Lawsuit = z.infer<typeof LawsuitSchema>;

export const LawsuitSaveResponseSchema = z.object({ success: z.literal(true), lawsuit: LawsuitSchema });
export const LawsuitListResponseSchema = z.object({ success: z.literal(true), lawsuits: z.array(LawsuitSchema) });
export const LawsuitParamsSchema = z.object({ id: z.uuid() });
export const LawsuitAnsweredRequestSchema = z.object({ answered_on: isoDate });

/** The defenses the person chose for a draft answer, with the words a court filing carries. */
const AnswerDefensesSchema = z.array(z.object({ id: z.enum(DEFENSE_IDS), answer_text: shortText(1000).min(1) })).max(12);

export const CaliforniaAnswerRequestSchema = z.object({
  defendant_name: shortText(120).min(1, 'enter your name as it appears on the summons'),
  defendant_address: shortText(300).min(1, 'enter your mailing address'),
  defendant_phone: shortText(40).nullable().optional(),
  defendant_email: z.email().max(200).nullable().optional(),
  county: shortText(60).min(1, 'enter the county on the summons'),
  court_address: shortText(300).nullable().optional(),
  plaintiff: shortText(200).min(1, 'enter the plaintiff as named on the summons'),
  case_number: shortText(80).min(1, 'enter the case number on the summons'),
  limited_civil: z.boolean(),
  complaint_verified: z.boolean(),
  assigned_claim: z.boolean(),
  amount_claimed: z.number().min(0).max(10_000_000).nullable().optional(),
  defenses: AnswerDefensesSchema,
  date: isoDate,
});
export type CaliforniaAnswerRequest = z.infer<typeof CaliforniaAnswerRequestSchema>;

export const CaliforniaAnswerResponseSchema = z.object({
  success: z.literal(true),
  draft: z.object({
    form: z.object({ id: z.string(), title: z.string(), publisher: z.string(), url: z.string(), citation: z.string() }),
    allowed: z.object({ allowed: z.boolean(), why: z.enum(['not_verified', 'limited_civil', 'verified_assigned_claim_over_1000', 'verified_unlimited']) }),
    items: z.array(z.object({ item: z.string(), label: z.string(), value: z.string() })),
    text: z.string(),
  }),
  filing: z.object({
    steps: z.array(z.string()),
    proof_of_service_form: z.string(),
    fee_waiver_form: z.string(),
    fees: z.array(z.object({ case: z.string(), amount: z.number(), citation: z.string() })),
    fees_source: z.string(),
    fees_source_url: z.string(),
    fees_as_of: z.string(),
    self_help: z.string(),
  }),
});
export type CaliforniaAnswerResponse = z.infer<typeof CaliforniaAnswerResponseSchema>;

/** How the copy of a Texas answer goes to the plaintiff (the certificate of service). */
export const TEXAS_SERVICE_METHODS = ['mail', 'email', 'hand_delivery', 'efile'] as const;
/** The Texas courts DebtShield drafts an answer for: a justice court, a county court (at law), a district court (decision 064). */
export const TEXAS_COURT_KINDS = ['justice', 'county', 'district'] as const;

export const TexasAnswerRequestSchema = z
  .object({
    defendant_name: shortText(120).min(1, 'enter your name as it appears on the citation'),
    defendant_address: shortText(300).min(1, 'enter your mailing address'),
    defendant_phone: shortText(40).nullable().optional(),
    defendant_email: z.email().max(200).nullable().optional(),
    county: shortText(60).min(1, 'enter the county on the citation'),
    /** The court on the citation; a justice court when not given (the first version of this request). */
    court_kind: z.enum(TEXAS_COURT_KINDS).default('justice'),
    /** Justice court: the justice of the peace precinct and place. */
    precinct: shortText(10).nullable().optional(),
    place: shortText(10).nullable().optional(),
    /** County court at law: its number ("2"); district court: its number ("101st"). */
    court_number: shortText(10).nullable().optional(),
    plaintiff: shortText(200).min(1, 'enter the plaintiff as named on the petition'),
    plaintiff_service_address: shortText(300).nullable().optional(),
    case_number: shortText(80).min(1, 'enter the cause number on the citation'),
    service_method: z.enum(TEXAS_SERVICE_METHODS).nullable().optional(),
    defenses: AnswerDefensesSchema,
    date: isoDate,
  })
  .superRefine((b, ctx) => {
    if (b.court_kind === 'justice' && !b.precinct)
      ctx.addIssue({ code: 'custom', path: ['precinct'], message: 'enter the justice of the peace precinct on the citation' });
    if (b.court_kind === 'district' && !b.court_number)
      ctx.addIssue({ code: 'custom', path: ['court_number'], message: 'enter the district court number on the citation' });
  });
export type TexasAnswerRequest = z.input<typeof TexasAnswerRequestSchema>;

export const TexasAnswerResponseSchema = z.object({
  success: z.literal(true),
  draft: z.object({
    court_kind: z.enum(TEXAS_COURT_KINDS),
    form: z.object({ id: z.string(), title: z.string(), publisher: z.string(), url: z.string(), citation: z.string() }),
    items: z.array(z.object({ item: z.string(), label: z.string(), value: z.string() })),
    text: z.string(),
    /** What the stored sources say: a general denial is enough; the form people use; no official statewide form; where a general denial is not enough (county and district courts). */
    checks: z.object({
      general_denial: RuleCheckSchema,
      form: RuleCheckSchema,
      no_official_form: RuleCheckSchema,
      sworn_denial: RuleCheckSchema.nullable(),
    }),
  }),
  filing: z.object({
    steps: z.array(z.string()),
    steps_check: RuleCheckSchema,
    /** Fees as figures, only where a stored source states them (a justice court's $0). */
    fees: z.array(z.object({ case: z.string(), amount: z.number(), citation: z.string() })),
    fees_check: RuleCheckSchema,
    /** County and district courts: fees are set by each county; no figure is shown, the schedules read are linked. */
    fees_vary_by_county: z.boolean(),
    fee_schedules: z.array(z.object({ name: z.string(), url: z.string() })),
    /** Rule 145: a person who cannot pay files the Statement of Inability to Afford Payment of Court Costs. */
    cost_waiver_check: RuleCheckSchema.nullable(),
    fees_as_of: z.string(),
    self_help: z.string(),
  }),
});
export type TexasAnswerResponse = z.infer<typeof TexasAnswerResponseSchema>;
