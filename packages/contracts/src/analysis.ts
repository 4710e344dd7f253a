import { EmailSchema } from './auth';
import { z } from 'zod';
import { LetterReportMismatchSchema } from './credit-center';
import { UsStateSchema } from './states';
import { CourtPaperSchema } from './lawsuits';

/**
 * POST /api/analyze-strategic and the calls around an analysis (spec 000 §3, §7). The response
 * schemas are also the allowlist of what leaves the server: the API serialises through them, so a
 * key that is not here is never sent.
 */

export const FLOW_TYPES = ['generate', 'enhance'] as const;
export const FlowTypeSchema = z.enum(FLOW_TYPES);
export type FlowType = z.infer<typeof FlowTypeSchema>;

export const UPLOAD_CONTEXTS = ['new', 'response'] as const;

/** Spec 000 §5: accepted letter uploads. */
export const LETTER_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const LETTER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
/** Spec 000 §2: the enhance flow's own letter. */
export const USER_LETTER_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'] as const;
/** Several photos of one letter: at most this many files in one upload. */
export const MAX_LETTER_FILES = 20;
export const MAX_USER_LETTER_TEXT = 20_000;

/** The exact texts of spec 000 §5 and §8 that the server answers with. */
export const UPLOAD_MESSAGES = {
  wrongType: 'Please upload an image (JPG, PNG) or PDF file',
  tooLarge: 'File size must be less than 10MB',
  noState: 'Please select your state first',
  noResponseLetter: 'Please provide your response letter to enhance',
  noFile: 'Please choose a photo or PDF of the letter to analyze',
  enhanceRequiresPlan: 'Enhancement feature requires monthly or lifetime access',
} as const;

/** The user's answers to the analyzer's questions (keys of the analyzer's UserAnswers). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use the date format YYYY-MM-DD');
export const AnswersSchema = z
  .object({
    state: UsStateSchema,
    isFirstContact: z.boolean(),
    priorPhoneContactDate: isoDate,
    lastPaymentDate: isoDate,
    /** The time limit to sue has passed (or not), as the person knows it without the date (decision 254). */
    debtPastLimitationPeriod: z.boolean(),
    acknowledgedDebtInWriting: z.boolean(),
    ceaseLetterSentDate: z.union([isoDate, z.literal('')]),
    disputeSentDate: z.union([isoDate, z.literal('')]),
    verificationReceived: z.boolean(),
    collectorKnowsAttorney: z.boolean(),
    /** The letter went to the consumer's lawyer, not to the consumer (decision 426). */
    sentOnlyToAttorney: z.boolean(),
    isConsumerDebt: z.boolean(),
    senderIsOriginalCreditor: z.boolean(),
    receivedDate: isoDate,
    firstNoticeReceivedDate: isoDate,
    deliveredElectronically: z.boolean(),
    sentToEmployerEmail: z.boolean(),
    envelopeText: z.string().max(2000),
    isPostcard: z.boolean(),
    addressedToThirdParty: z.boolean(),
    lawsuitFiled: z.boolean(),
    attorneyReviewedAccount: z.boolean(),
    senderIsLawFirm: z.boolean(),
    attorneyDisclaimerOnBack: z.boolean(),
    noticeDeemphasized: z.boolean(),
    judgmentEntered: z.boolean(),
    debtDischargedInBankruptcy: z.boolean(),
    informationalLetterAsksForPayment: z.boolean(),
    debtAlreadyPaidOrSettled: z.boolean(),
    amountDemandedExceedsOwed: z.boolean(),
    collectorUnlicensed: z.boolean(),
    balanceUnder600: z.boolean(),
    settlementForgivesUnder600: z.boolean(),
    contractAllowsCollectionFees: z.boolean(),
    contractAllowsPaymentFees: z.boolean(),
    propertySecuresDebt: z.boolean(),
    receivedEnglishNotice: z.boolean(),
    spanishNoticeRequestedNotSent: z.boolean(),
    readsSpanish: z.boolean(),
    allPagesUploaded: z.boolean(),
    balanceCanIncrease: z.boolean(),
    debtSoldToAnother: z.boolean(),
    debtIsOpenAccount: z.boolean(),
  })
  .partial();
export type Answers = z.infer<typeof AnswersSchema>;

export const EvidenceSchema = z.object({ text: z.string(), page: z.number().int(), start: z.number().int(), end: z.number().int() });

export const ViolationSchema = z.object({
  id: z.string(),
  /** Spec field names (type / violation_type, statutory_damages / value), all from the rule catalogue. */
  type: z.string(),
  violation_type: z.string(),
  title: z.string(),
  legal_basis: z.string(),
  description: z.string(),
  /** What this letter does, in plain words. */
  explanation: z.string(),
  kind: z.enum(['objective', 'judgment', 'context']),
  confidence: z.enum(['high', 'medium', 'low']),
  /** Judgment calls read 'may violate'. */
  may_violate: z.boolean(),
  level: z.enum(['violation', 'info']),
  severity: z.number(),
  statutory_damages: z.number(),
  value: z.number(),
  evidence: z.array(EvidenceSchema),
  assumptions: z.array(z.string()),
});
export type Violation = z.infer<typeof ViolationSchema>;

export const SettlementOptionSchema = z.object({ percentage: z.number(), amount: z.number(), savings: z.number() });

export const StrategicAnalysisSchema = z.object({
  recommended_strategy: z.string(),
  success_probability: z.number(),
  success_probability_is_estimate: z.literal(true),
  /**
   * How the estimate is made (the analyzer's formula, in the reader's language), shown right by the figure (decision 251).
   * Optional only for analyses a browser stored before it was sent: without it the page does not show the figure.
   */
  success_probability_basis: z.string().optional(),
  strategy_explanation: z.string(),
  urgency_level: z.string(),
  settlement_options: z.array(SettlementOptionSchema),
  current_collector: z.string().nullable(),
  debt_amount: z.number().nullable(),
});

export const LetterSchema = z.object({
  kind: z.string(),
  subject: z.string(),
  /** The letter; for a preview only its first paragraph. */
  content: z.string(),
  /** True when the rest of the letter was withheld (not paid for). */
  is_preview: z.boolean(),
  notes: z.array(z.string()),
  follow_up_date: z.string().nullable(),
});
export type Letter = z.infer<typeof LetterSchema>;

export const FieldSchema = z.object({ value: z.unknown(), evidence: EvidenceSchema.nullable() });
export const QuestionSchema = z.object({ id: z.string(), text: z.string(), type: z.enum(['date', 'boolean', 'text', 'state']) });
export const DeadlineSchema = z.object({ date: z.string(), label: z.string(), source: z.string(), kind: z.string().optional() });

export const SolSchema = z.object({
  status: z.enum(['within', 'likely_expired', 'unknown']),
  state: z.string().nullable(),
  years: z.number().nullable(),
  runs_out_on: z.string().nullable(),
  basis: z.string(),
  question: z.string().nullable(),
  notes: z.array(z.string()),
  /** The status rests on the person's answer that the time limit had passed (or not), not on a date (decisions 254, 275). */
  from_answer: z.boolean().optional(),
  /** The status rests on the letter's own words that the debt is past the time to sue, not on a date (decision 545). */
  from_letter: z.boolean().optional(),
});

export const AccessSchema = z.object({
  is_logged_in: z.boolean(),
  has_access: z.boolean(),
  can_view_full_letter: z.boolean(),
  can_download: z.boolean(),
  can_enhance: z.boolean(),
  /** 999 when unlimited. */
  scans_remaining: z.number().int(),
  /** The single scan is used up: the page opens the upgrade. */
  upgrade_required: z.boolean(),
  message: z.string().nullable(),
});

export const EnhancementSchema = z.object({
  enhanced: z.string(),
  is_preview: z.boolean(),
  changes: z.array(z.object({ kind: z.enum(['removed', 'added', 'kept']), text: z.string(), reason: z.string() })),
  tips: z.array(z.string()),
});

/** Languages the analysis is written in (the analyzer's catalogues). */
export const AnalysisLanguageSchema = z.enum(['en', 'es']);
export type AnalysisLanguage = z.infer<typeof AnalysisLanguageSchema>;

/** The header that carries the secret of an analysis made before signing in (GET /api/analysis/{id} and the calls about it). */
export const ANALYSIS_KEY_HEADER = 'x-analysis-key';

export const AnalyzeResponseSchema = z.object({
  success: z.literal(true),
  analysis_id: z.string(),
  /**
   * Only when the analysis was made before signing in: the secret that proves this browser made it
   * (send it as X-Analysis-Key; it is attached to the account at sign-in or purchase). Never stored in clear.
   */
  analysis_key: z.string().nullable().optional(),
  flow_type: FlowTypeSchema,
  strategic_analysis: StrategicAnalysisSchema,
  violations: z.object({
    violation_count: z.number().int(),
    severity_score: z.number(),
    total_value: z.number(),
    /** Every violation when paid for; else only the first. */
    violations: z.array(ViolationSchema),
    /** How many were withheld ('N more violations detected'). */
    hidden_count: z.number().int(),
  }),
  total_violations: z.number().int(),
  total_value: z.number(),
  letter: LetterSchema,
  enhancement: EnhancementSchema.nullable(),
  urgency: z.array(z.object({ level: z.string(), message: z.string() })),
  dispute_id: z.string().nullable(),
  fields: z.record(z.string(), z.union([FieldSchema, z.array(FieldSchema)])),
  sol: SolSchema,
  deadlines: z.array(DeadlineSchema),
  questions: z.array(QuestionSchema),
  assumptions: z.array(z.string()),
  extraction: z.object({
    method: z.string(),
    pages: z.number().int(),
    confidence: z.number(),
    low_confidence: z.boolean(),
    warnings: z.array(z.string()),
  }),
  access: AccessSchema,
  disclaimer: z.string(),
  /**
   * The language of the analysis' sentences: the request's Accept-Language ('es' → Spanish, else
   * English). Words quoted from the letter, citations and the response letter (to a US collector: English) are not translated.
   */
  language: AnalysisLanguageSchema.optional(),
  /**
   * The signed-in owner's credit reports that disagree with this letter about the same debt (amount,
   * original creditor, dates): the letter may misstate the debt (FDCPA 807(2)(A)). Full access only.
   */
  credit_report_mismatches: z.array(LetterReportMismatchSchema).optional(),
  /** The upload is a court paper (decision 027): what the reader found; the letter checks did not run on it. */
  court_paper: CourtPaperSchema.optional(),
  /**
   * The letter says or suggests that not paying could lead to arrest, jail or criminal charges (a
   * finding of threat_arrest_or_criminal, shown or not): the results say "Not paying a debt is not a
   * crime" first, whatever the plan (issue 27, decision 033).
   */
  threatens_arrest: z.boolean().optional(),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponseSchema>;

/** POST /api/analysis/:id/answers — re-run the analysis with the user's answers. */
export const AnalysisAnswersRequestSchema = z.object({ answers: AnswersSchema });

/** POST /api/save-lead */
export const SaveLeadRequestSchema = z.object({
  email: EmailSchema,
  strategy: z.string().max(200).optional(),
  confidence: z.number().min(0).max(100).optional(),
});

/** POST /api/save-analysis: add an analysis to the signed-in user's history. */
export const SaveAnalysisRequestSchema = z.object({
  analysis_id: z.uuid('This analysis cannot be saved: its id is not valid.'),
  file_name: z.string().max(255).optional(),
  flow_type: FlowTypeSchema.optional(),
  timestamp: z.string().max(64).optional(),
});

export const SuccessSchema = z.object({ success: z.literal(true) });

export const DisputeListItemSchema = z.object({
  dispute_id: z.string(),
  type: z.string(),
  collector_name: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
  /** The letter that opened it (validation_request, cease, …), and the analysis it answers. */
  letter_kind: z.string().nullable().optional(),
  analysis_id: z.string().nullable().optional(),
});
export const DisputeListResponseSchema = z.object({ success: z.literal(true), disputes: z.array(DisputeListItemSchema) });
