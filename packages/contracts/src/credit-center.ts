import { z } from 'zod';
import { CREDIT_BUREAUS } from './credit';

/**
 * The credit repair center's calls (spec 001 §2.5, §2.7; issue 16; decision 019): read a report,
 * dispute what it shows with the bureaus and the furnisher, record each answer and get the next letter.
 */

const Bureau = z.enum(CREDIT_BUREAUS);
const Evidence = z.object({ page: z.number().int(), text: z.string() });
const Proof = z.object({ label: z.string(), value: z.string(), evidence: Evidence.optional(), bureau: Bureau.optional() });

export const CREDIT_RESPONSES = ['deleted', 'updated', 'verified', 'frivolous', 'no_response', 'reinserted'] as const;
export type CreditResponse = (typeof CREDIT_RESPONSES)[number];

export const CreditReportItemSchema = z.object({
  key: z.string(),
  kind: z.enum(['account', 'collection', 'inquiry', 'personal', 'public_record']),
  title: z.string(),
  values: z.array(
    z.object({ field: z.string(), value: z.string(), evidence: Evidence.optional(), confidence: z.number().optional(), inferred: z.string().optional() }),
  ),
});

export const CreditCenterFindingSchema = z.object({
  id: z.string(),
  kind: z.string(),
  section: z.string(),
  summary: z.string(),
  /** Why it might be innocent: the explanation a furnisher or bureau could give (issue 25). */
  innocent: z.string().optional(),
  items: z.array(z.string()),
  proof: z.array(Proof),
});

export const LETTER_MISMATCH_FIELDS = ['amount', 'original_creditor', 'first_delinquency', 'last_payment'] as const;

/**
 * A collection letter the person analysed and an account on their own credit report, about the same
 * debt, disagree (issue 16): a finding on both sides. The report side is disputed with the bureau
 * (FCRA 611/623); the letter side may be a misstatement of the debt (FDCPA 807(2)(A)). Data, so each
 * page says it in its language.
 */
export const LetterReportMismatchSchema = z.object({
  field: z.enum(LETTER_MISMATCH_FIELDS),
  bureau: Bureau,
  /** The report account as printed (creditor, last 4). */
  account: z.string(),
  /** The letter's analysis id. */
  letter: z.string(),
  letterValue: z.string(),
  /** The letter's own words, masked. */
  letterWords: z.string(),
  reportValue: z.string(),
  evidence: Evidence,
  /** How the report value was worked out when the report does not print it. */
  inferred: z.string().optional(),
  /** The law each side rests on. */
  section: z.string(),
});
export type LetterReportMismatch = z.infer<typeof LetterReportMismatchSchema>;

export const CreditReportAnalysisSchema = z.object({
  success: z.literal(true),
  reportId: z.string(),
  bureau: Bureau.optional(),
  reportDate: z.string().optional(),
  /** The dispute address printed on the report, when read: the letters to this bureau use it. */
  bureauAddress: z.object({ lines: z.array(z.string()), page: z.number().int(), text: z.string() }).optional(),
  items: z.array(CreditReportItemSchema),
  findings: z.array(CreditCenterFindingSchema),
  /** The letter side of each disagreement with a collection letter you analysed (the report side is among `findings`). */
  letterMismatches: z.array(LetterReportMismatchSchema).optional(),
  questions: z.array(
    z.object({
      id: z.string(),
      item: z.string().optional(),
      field: z.string().optional(),
      question: z.string(),
      seen: Evidence.optional(),
      kind: z.enum(['inquiry', 'personal', 'account', 'value']).optional(),
      proof: z.array(Proof).optional(),
    }),
  ),
  warnings: z.array(z.string()),
});
export type CreditReportAnalysis = z.infer<typeof CreditReportAnalysisSchema>;

/** A report upload taken for reading (issue 25): its reading's id, to follow page by page. */
export const CreditReadingStartedSchema = z.object({ success: z.literal(true), readingId: z.string() });
export type CreditReadingStarted = z.infer<typeof CreditReadingStartedSchema>;

/**
 * A report being read: waiting, page `page` of `pages` read, checking what was read; then the report
 * as the page shows it (`done`), or why it could not be read (`failed`, the message a 4xx would give).
 */
export const CreditReadingSchema = z.discriminatedUnion('status', [
  z.object({ success: z.literal(true), status: z.enum(['queued', 'reading', 'checking']), page: z.number().int(), pages: z.number().int() }),
  z.object({ success: z.literal(true), status: z.literal('done'), report: CreditReportAnalysisSchema }),
  z.object({ success: z.literal(true), status: z.literal('failed'), error: z.object({ code: z.string(), message: z.string() }) }),
]);
export type CreditReading = z.infer<typeof CreditReadingSchema>;

export const CreditCenterLetterSchema = z.object({
  recipient: z.string(),
  recipientName: z.string(),
  kind: z.string(),
  content: z.string(),
  address: z.array(z.string()),
  fileName: z.string(),
  notes: z.array(z.string()),
});
export type CreditCenterLetter = z.infer<typeof CreditCenterLetterSchema>;

export const CreditClockSchema = z.object({
  start: z.string().nullable(),
  due: z.string().nullable(),
  days: z.number().nullable(),
  statute: z.string(),
  assumption: z.string().nullable(),
  overdue: z.boolean(),
});

export const CreditCenterDisputeSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  items: z.array(z.string()),
  summary: z.string(),
  needsFollowUp: z.boolean(),
  recipients: z.array(
    z.object({
      recipient: z.string(),
      recipientName: z.string(),
      status: z.string(),
      clock: CreditClockSchema.nullable(),
      response: z.enum(CREDIT_RESPONSES).nullable(),
    }),
  ),
});
export type CreditCenterDispute = z.infer<typeof CreditCenterDisputeSchema>;

export const CreditCenterResponseSchema = z.object({
  success: z.literal(true),
  disputes: z.array(CreditCenterDisputeSchema),
  reportsRead: z.number().int(),
  findingsFound: z.number().int(),
  lettersMade: z.number().int(),
});

const Text = (max: number) => z.string().trim().max(max);

export const CreateCreditCenterDisputeRequestSchema = z.object({
  reportId: z.uuid('reportId: the report read by POST /api/credit-repair/analyze.'),
  findings: z.array(z.string().max(40)).max(50),
  bureaus: z.array(Bureau).max(3),
  furnisher: z.boolean().default(false),
  confirmations: z.record(z.string().max(120), z.enum(['not_mine', 'accurate'])).default({}),
  answers: z.record(z.string().max(120), Text(500)).default({}),
  userInfo: z.object({
    name: Text(100).min(1, 'Enter your full name.'),
    address: Text(200).min(1, 'Enter your street address.'),
    cityStateZip: Text(100).min(1, 'Enter your city, state and ZIP code.'),
    ssnLast4: z
      .string()
      .trim()
      .regex(/^(\d{4})?$/, 'The last 4 digits of your SSN: 4 digits, or leave it empty.')
      .default(''),
  }),
});
export type CreateCreditCenterDisputeRequest = z.infer<typeof CreateCreditCenterDisputeRequestSchema>;

export const CreateCreditCenterDisputeResponseSchema = z.object({
  success: z.literal(true),
  disputeId: z.string(),
  letters: z.array(CreditCenterLetterSchema),
});

export const RecordCreditResponseRequestSchema = z.object({
  recipient: z.string().max(40),
  response: z.enum(CREDIT_RESPONSES),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date: YYYY-MM-DD.'),
  details: Text(1000).default(''),
  /** The browser's IANA zone: "up to today" is counted on the person's calendar (remembered when none is stored). */
  time_zone: z.string().max(64).optional(),
});

/** POST /api/credit-repair/disputes/:id/mailed: the person mailed the letter to this recipient on this date (issue 27). */
export const RecordCreditMailedRequestSchema = z.object({
  recipient: z.string().max(40),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2026-11-23.'),
  /** The browser's IANA zone, as for an answer. */
  time_zone: z.string().max(64).optional(),
});

export const RecordCreditResponseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  letter: CreditCenterLetterSchema.nullable(),
});

export const CreditFollowUpResponseSchema = z.object({
  success: z.literal(true),
  dispute: CreditCenterDisputeSchema,
  message: z.string(),
  letter: CreditCenterLetterSchema.nullable(),
});

/** POST /api/credit-repair/letters/file-disclosure: the FCRA 609 request for a bureau's whole file (it deletes nothing). */
export const FileDisclosureRequestSchema = z.object({
  bureau: Bureau,
  userInfo: CreateCreditCenterDisputeRequestSchema.shape.userInfo,
});
export const FileDisclosureResponseSchema = z.object({ success: z.literal(true), letter: CreditCenterLetterSchema });
