import { z } from 'zod';

/**
 * The response tracker (spec 001 §2.3, §3 dispute / unified response / sent-letter tracking, §4, §5,
 * §7, §8). Every field comes from recorded events; the clocks come from @debtshield/clocks
 * (decision 010). Insights and predictions come from DebtShield's own tracked outcomes above a
 * minimum sample, else they say so; victories and the total saved count only what the user recorded.
 */

const isoDate = z.iso.date({ error: 'use the date format YYYY-MM-DD' });

export const SENT_METHODS = ['certified_mail', 'regular_mail', 'email', 'fax'] as const;
export const DISPUTE_STATUSES = ['active', 'awaiting_user_action', 'resolved'] as const;
export const DISPUTE_CATEGORIES = ['action_required', 'active', 'waiting', 'victories'] as const;
export const DISPUTE_EVENT_TYPES = [
  'letter_generated',
  'letter_sent',
  'letter_delivered',
  'reply_received',
  'reply_read',
  'next_action_taken',
  'resolved',
  /** Certified mail (decision 011): the letter came back, or USPS reported a problem. */
  'mail_returned',
  'mail_issue',
  /** A lawsuit on this debt (decision 027): the papers were served (the answer clock starts), and the answer was filed. */
  'lawsuit_served',
  'lawsuit_answered',
] as const;
/** Events a user records by hand (letter_generated comes from generating, letter_sent from POST /api/responses). */
export const RECORDABLE_EVENT_TYPES = ['letter_delivered', 'reply_received', 'reply_read', 'next_action_taken', 'resolved'] as const;
export const DISPUTE_OUTCOMES = ['won', 'settled', 'lost', 'withdrawn'] as const;
/** The smart actions of spec 001 §4 (the web labels them). */
export const SMART_ACTIONS = [
  'generate_failure_notice',
  'file_complaints',
  'analyze_response',
  'dispute_validation',
  'method_of_verification',
  'prepare_failure_notice',
  'celebrate',
  'track_letter',
  'wait',
  /** A lawsuit's answer is due (decision 027): the lawsuit page. */
  'answer_lawsuit',
] as const;
export const CONTACT_CHANNELS = ['call', 'voicemail', 'text', 'email', 'letter', 'in_person', 'other'] as const;
export const CONTACT_DIRECTIONS = ['from_collector', 'to_collector'] as const;
export const CALL_OUTCOMES = ['conversation', 'voicemail', 'no_answer', 'busy', 'disconnected'] as const;

/** Spec 001 §4 and §9. */
export const DISPUTE_WINDOW_DAYS = 30;
export const STEP2_DAYS = 15;
export const THIRTY_DAY_WARNING_FROM = 26;
export const DEADLINE_ALERT_DAYS = 5;
/** Tracked outcomes needed before an insight or a prediction about a collector is shown. */
export const TRACKER_MIN_SAMPLE = 5;
export const NOT_ENOUGH_DATA = 'not enough data yet' as const;

/** §8's texts. */
export const TRACKING_SAVED_MESSAGE = 'Tracking information saved!';
export const TRACKING_FAILED_MESSAGE = 'Failed to track response';

const trackingNumber = z
  .string()
  .trim()
  .max(40, 'a tracking number has at most 40 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'a tracking number has only letters, digits, spaces and hyphens');
const notes = z.string().trim().max(1000, 'notes have at most 1000 characters');
const timeZone = z.string().trim().min(1).max(64);

/** POST /api/responses: mark a letter sent (§3 sent-letter tracking, §5 manual tracking). */
export const TrackSentLetterRequestSchema = z.object({
  dispute_id: z.uuid({ error: 'dispute_id is not a dispute id' }),
  sent_date: isoDate,
  method: z.enum(SENT_METHODS).default('certified_mail'),
  tracking_number: z.union([trackingNumber, z.literal('')]).optional(),
  notes: notes.optional(),
  /** The user's IANA time zone (stored on the user when none is stored yet). */
  time_zone: timeZone.optional(),
});
export type TrackSentLetterRequest = z.infer<typeof TrackSentLetterRequestSchema>;

/** The kinds of letter a person may have sent before DebtShield (issue 27). */
export const MANUAL_LETTER_KINDS = ['validation_request', 'cease', 'dispute', 'time_barred', 'other'] as const;

/**
 * POST /api/disputes/manual: track a letter the person sent before DebtShield (issue 27), entered by
 * hand with its date: it opens a dispute whose clocks run from that date.
 */
export const TrackManualLetterRequestSchema = z.object({
  collector_name: z.string().trim().min(1, 'Write the name of the collector you wrote to.').max(200, 'A collector name has at most 200 characters.'),
  letter_kind: z.enum(MANUAL_LETTER_KINDS).default('validation_request'),
  sent_date: isoDate,
  method: z.enum(SENT_METHODS).default('certified_mail'),
  tracking_number: z.union([trackingNumber, z.literal('')]).optional(),
  notes: notes.optional(),
  time_zone: timeZone.optional(),
});
export type TrackManualLetterRequest = z.infer<typeof TrackManualLetterRequestSchema>;

export const DisputeEventSchema = z.object({
  id: z.string(),
  type: z.enum(DISPUTE_EVENT_TYPES),
  date: z.string(),
  description: z.string(),
  method: z.string().nullable(),
  tracking_number: z.string().nullable(),
  notes: z.string().nullable(),
  response_data: z
    .object({ new_violations: z.array(z.string()).optional(), ocr_confidence: z.number().nullable().optional(), verified: z.boolean().optional() })
    .nullable(),
  action: z.string().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  amount_saved: z.number().nullable(),
  timestamp: z.string(),
});
export type DisputeEvent = z.infer<typeof DisputeEventSchema>;

export const TrackSentLetterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  dispute_id: z.string(),
  event: DisputeEventSchema,
});

/** POST /api/dispute/{id}/events: what happened next, recorded by the user. */
export const RecordDisputeEventRequestSchema = z.object({
  type: z.enum(RECORDABLE_EVENT_TYPES),
  date: isoDate,
  /** reply_received: did the collector send verification (or a judgment copy)? */
  verified: z.boolean().optional(),
  /** next_action_taken: which smart action. */
  action: z.enum(SMART_ACTIONS).optional(),
  /** resolved: the outcome, and what it saved (USD) as the user counts it. */
  outcome: z.enum(DISPUTE_OUTCOMES).optional(),
  amount_saved: z.number().nonnegative().max(10_000_000).optional(),
  notes: notes.optional(),
});
export type RecordDisputeEventRequest = z.infer<typeof RecordDisputeEventRequestSchema>;
export const RecordDisputeEventResponseSchema = z.object({ success: z.literal(true), event: DisputeEventSchema });

export const ClockDeadlineSchema = z.object({
  kind: z.string(),
  binds: z.enum(['consumer', 'collector', 'bureau', 'none']),
  due_date: z.string().nullable(),
  citation: z.string(),
  start_date: z.string(),
  started_by: z.object({ type: z.string(), event_id: z.string().nullable(), description: z.string() }),
  assumptions: z.array(z.string()),
  counting: z.enum(['calendar_days', 'business_days', 'none']),
  length: z.number().nullable(),
  status: z.enum(['open', 'met', 'passed', 'watching', 'breached', 'available']),
  days_remaining: z.number().nullable(),
  evidence: z.array(z.string()),
});
export type DeadlineView = z.infer<typeof ClockDeadlineSchema>;

export const ContactFindingSchema = z.object({
  kind: z.enum(['call_frequency_presumption', 'call_before_8_after_9', 'contact_after_cease', 'collection_during_dispute']),
  citation: z.string(),
  strength: z.enum(['presumed', 'possible']),
  summary: z.string(),
  /** Contact-log entry ids. */
  evidence: z.array(z.string()),
  date: z.string(),
});

const insight = z.union([
  z.object({ available: z.literal(false), note: z.literal(NOT_ENOUGH_DATA), sample_size: z.number().int().nonnegative(), min_sample: z.number().int() }),
  z.object({ available: z.literal(true), value: z.string(), sample_size: z.number().int().nonnegative(), basis: z.string() }),
]);

export const SmartActionSchema = z.object({
  status: z.enum(['victory', 'violation', 'action_needed', 'waiting']),
  urgency: z.enum(['critical', 'high', 'normal']),
  message: z.string(),
  action: z.enum(SMART_ACTIONS),
  next_steps: z.array(z.string()),
  legal_impact: z.string(),
});

export const DisputeSummarySchema = z.object({
  dispute_id: z.string(),
  type: z.enum(['debt_collection', 'credit_dispute']),
  collector_name: z.string().nullable(),
  debt_amount: z.number().nullable(),
  /** Masked: the last 4 only. */
  account_number: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  category: z.enum(DISPUTE_CATEGORIES).nullable(),
  letter_kind: z.string().nullable(),
  /** Days since the dispute was opened, and since the letter was sent (null until it is). */
  days_active: z.number().int(),
  days_elapsed: z.number().int().nullable(),
  /** days_elapsed over 30, capped at 100 (0 until sent). */
  progress: z.number().int().min(0).max(100),
  total_violations: z.number().int(),
  total_interactions: z.number().int(),
  urgency: z.enum(['critical', 'high', 'normal']),
  /** The 30-day warning (days 26 to 29 after sending), or a breach, in words; null when none. */
  warning: z.string().nullable(),
  timeline_summary: z.object({ last_action: z.string().nullable() }),
  next_recommended_action: z.string(),
  smart_action: SmartActionSchema,
  next_deadline: ClockDeadlineSchema.nullable(),
  created_at: z.string(),
});
export type DisputeSummary = z.infer<typeof DisputeSummarySchema>;

export const DisputeDetailSchema = DisputeSummarySchema.extend({
  timeline: z.array(DisputeEventSchema),
  steps: z.array(z.object({ step: z.number().int(), label: z.string(), state: z.enum(['done', 'active', 'pending']) })),
  thirty_day_warning: z.boolean(),
  deadlines: z.array(ClockDeadlineSchema),
  deadline_alerts: z.array(z.object({ kind: z.string(), due_date: z.string(), days_remaining: z.number().int(), message: z.string() })),
  findings: z.array(ContactFindingSchema),
  time_zone: z.string(),
  ai_insights: z.object({
    typical_response_time: insight,
    settlement_tendency: insight,
    aggression_level: insight,
    recommended_approach: insight,
    item_removal_likelihood: insight,
  }),
  success_prediction: z.union([
    z.object({ available: z.literal(false), note: z.literal(NOT_ENOUGH_DATA), sample_size: z.number().int(), min_sample: z.number().int() }),
    z.object({
      available: z.literal(true),
      label: z.literal('estimate'),
      percent: z.number().int().min(0).max(100),
      formula: z.string(),
      sample_size: z.number().int(),
    }),
  ]),
});
export type DisputeDetail = z.infer<typeof DisputeDetailSchema>;

export const MyDisputesQuerySchema = z.object({ status: z.enum(DISPUTE_STATUSES).optional() });
export const MyDisputesResponseSchema = z.object({ success: z.literal(true), disputes: z.array(DisputeSummarySchema) });
export const DisputeStatusResponseSchema = z.object({ success: z.literal(true), dispute: DisputeDetailSchema });

export const UnifiedDisputesResponseSchema = z.object({
  success: z.literal(true),
  active: z.array(DisputeSummarySchema),
  action_required: z.array(DisputeSummarySchema),
  waiting: z.array(DisputeSummarySchema),
  victories: z.array(DisputeSummarySchema),
  summary: z.object({
    total_active: z.number().int(),
    total_victories: z.number().int(),
    /** The sum of amounts the user recorded as saved on victories (USD). */
    total_saved: z.number(),
    /** Victories over resolved disputes, percent; null before any is resolved. */
    success_rate: z.number().int().nullable(),
    insights: z.array(z.object({ type: z.string(), icon: z.string(), message: z.string() })),
  }),
});
export type UnifiedDisputesResponse = z.infer<typeof UnifiedDisputesResponseSchema>;

/** POST /api/dispute/{id}/contacts: one call or message, at the user's local date and time. */
export const ContactEntryRequestSchema = z
  .object({
    date: isoDate,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use the time format HH:MM (24-hour)'),
    channel: z.enum(CONTACT_CHANNELS),
    direction: z.enum(CONTACT_DIRECTIONS).default('from_collector'),
    who: z.string().trim().min(1, 'say who called or wrote').max(120),
    outcome: z.enum(CALL_OUTCOMES).optional(),
    consent_to_call: z.boolean().optional(),
    notes: notes.optional(),
    time_zone: timeZone.optional(),
  })
  .refine((v) => v.outcome === undefined || v.channel === 'call', { message: 'an outcome is only for calls', path: ['outcome'] });
export type ContactEntryRequest = z.infer<typeof ContactEntryRequestSchema>;

export const ContactEntrySchema = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  occurred_at: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  direction: z.enum(CONTACT_DIRECTIONS),
  who: z.string(),
  outcome: z.enum(CALL_OUTCOMES).nullable(),
  consent_to_call: z.boolean(),
  notes: z.string().nullable(),
});
export const ContactLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(ContactEntrySchema),
  findings: z.array(ContactFindingSchema),
  time_zone: z.string(),
});

/** §8's texts for the reply upload. */
export const RESPONSE_ANALYZED_MESSAGE = 'Response analyzed successfully! Check your next steps.';
export const RESPONSE_UPLOAD_FAILED_MESSAGE = 'Failed to upload response';

/** POST /api/dispute/{id}/upload-response (and /response): the collector's reply read and judged. */
export const UploadResponseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  smart_action: SmartActionSchema,
  response_data: z.object({
    verified: z.boolean(),
    enclosed: z.array(z.string()),
    amount_matches: z.boolean().nullable(),
    creditor_matches: z.boolean().nullable(),
    demands_payment: z.boolean(),
    kept_collecting: z.boolean(),
    new_violations: z.array(z.string()),
    ocr_confidence: z.number(),
  }),
  /** The letter the smart action needs, ready to print (null when none is needed). */
  letter: z.object({ kind: z.string(), subject: z.string(), content: z.string() }).nullable(),
  event_id: z.string(),
  /** The original files kept in the case file, when the user chose "keep in my case file" (encrypted at rest). */
  kept_files: z.array(z.lazy(() => CaseFileSchema)).optional(),
});

/**
 * A file the user chose to keep in a dispute's case file (issue 15, decision 020): the original, as
 * uploaded, encrypted at rest; listed, downloaded and deleted by its owner only.
 */
export const CaseFileSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  /** SHA-256 of the original bytes: a copy can be checked against it. */
  sha256: z.string(),
  created_at: z.string(),
});
export type CaseFile = z.infer<typeof CaseFileSchema>;

/** GET /api/dispute/{id}/case-files */
export const CaseFileListResponseSchema = z.object({
  success: z.literal(true),
  /** False when this server does not offer keeping files (production without a key): the page hides the choice. */
  available: z.boolean(),
  files: z.array(CaseFileSchema),
});

/** The field of the reply upload that keeps its original files: 'true' keeps them. */
export const KEEP_IN_CASE_FILE_FIELD = 'keep_in_case_file';
export const CASE_FILE_UNAVAILABLE = 'Keeping original files is not available on this server. Upload the reply again without "keep in my case file".';
export const CASE_FILE_NOT_FOUND = 'We could not find this file in your case file.';
export const CASE_FILE_UNREADABLE = 'This file can no longer be opened: the key that protected it has changed. Please upload your copy again, or contact us.';

export const COUNTER_RESPONSE_TYPES = ['continued_dispute', 'settlement_offer', 'cease_desist'] as const;
/** Spec 001 §2.3/§4: counter-responses once there was an interaction (a reply or a logged contact). */
export const COUNTER_RESPONSE_NEEDS_INTERACTION = 'Counter-responses are for disputes the collector has answered: record its reply or log its call first.';

/** POST /api/dispute/{id}/counter-response. */
export const CounterResponseRequestSchema = z.object({
  response_type: z.enum(COUNTER_RESPONSE_TYPES),
  /** settlement_offer: the offer as a percent of the balance, or an amount (the amount wins). */
  offer_percent: z.number().gt(0).max(100).optional(),
  offer_amount: z.number().positive().max(10_000_000).optional(),
});
export const CounterResponseResponseSchema = z.object({
  success: z.literal(true),
  letter: z.object({
    kind: z.string(),
    subject: z.string(),
    content: z.string(),
    notes: z.array(z.string()),
    /** Without debt access only the first paragraph is sent (decision 024). */
    is_preview: z.boolean().optional(),
  }),
});

export const COMPLAINT_DRAFT_DEBT_ONLY = 'A complaint draft is available for debt-collection disputes.';

/** GET /api/dispute/{id}/complaint-draft: the `file_complaints` action's CFPB complaint, drafted for the user to check and file. */
export const ComplaintDraftResponseSchema = z.object({
  success: z.literal(true),
  complaint: z.object({
    company: z.string(),
    product: z.literal('Debt collection'),
    sub_product: z.string(),
    issue: z.string(),
    sub_issue: z.string().nullable(),
    narrative: z.string(),
    attachments: z.array(z.string()),
    notes: z.array(z.string()),
  }),
});
