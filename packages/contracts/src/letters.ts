import { z } from 'zod';
import { LetterSchema } from './analysis';
import { AMOUNT_TOO_LARGE_MESSAGE, MAX_AMOUNT_USD } from './limits';
import { UsStateSchema } from './states';

/** A dollar amount a person or the page sends: a number, or text such as "$1,842.50"; never beyond MAX_AMOUNT_USD. */
const AmountSchema = z.number().finite().nonnegative().max(MAX_AMOUNT_USD, AMOUNT_TOO_LARGE_MESSAGE);
const AmountInputSchema = z.union([
  AmountSchema,
  z
    .string()
    .max(30)
    .refine((text) => {
      const n = Number(text.replace(/[$,\s]/g, ''));
      return !Number.isFinite(n) || n <= MAX_AMOUNT_USD;
    }, AMOUNT_TOO_LARGE_MESSAGE),
]);

/** POST /api/generate-letter (spec 000 §7, plus the analysis it answers). */
export const GenerateLetterRequestSchema = z.object({
  analysis_id: z.uuid().optional(),
  strategy: z.string().max(100).optional(),
  /** validation, cease, dispute, statute (payment page templates) or a letter kind. */
  letter_kind: z.string().max(50).optional(),
  violations: z.array(z.unknown()).max(100).optional(),
  collector_info: z.object({ name: z.string().max(200).optional(), amount: AmountInputSchema.optional() }).optional(),
  user_state: UsStateSchema.optional(),
  flow_type: z.enum(['generate', 'enhance']).optional(),
});

export const GenerateLetterResponseSchema = z.object({
  success: z.literal(true),
  letter: LetterSchema,
  dispute_id: z.string().nullable(),
  download_url: z.string().nullable(),
});

/** POST /api/generate-settlement */
export const GenerateSettlementRequestSchema = z.object({
  analysis_id: z.uuid().optional(),
  option: z.object({ percentage: z.number().min(1).max(100), amount: AmountSchema.optional() }),
  collector_info: z.object({ name: z.string().max(200).optional(), original_amount: AmountSchema.optional() }).optional(),
  user_state: UsStateSchema.optional(),
});
export const GenerateSettlementResponseSchema = z.object({ success: z.literal(true), letter: LetterSchema, download_url: z.string().nullable() });

/** POST /api/enhance-letter */
export const EnhanceLetterRequestSchema = z.object({
  analysis_id: z.uuid().optional(),
  letter_content: z.string().min(1, 'Please provide your response letter to enhance').max(20_000),
  strategy: z.string().max(100).optional(),
  collector_name: z.string().max(200).optional(),
  violations: z.array(z.unknown()).max(100).optional(),
});
export const EnhanceLetterResponseSchema = z.object({
  success: z.literal(true),
  enhanced_letter: z.string(),
  enhanced: z.string(),
  changes: z.array(z.object({ kind: z.enum(['removed', 'added', 'kept']), text: z.string(), reason: z.string() })),
  tips: z.array(z.string()),
});

/** POST /api/generate-pdf: a print-ready US-Letter PDF of a letter (the body is the PDF). */
export const GeneratePdfRequestSchema = z.object({
  content: z.string().min(1).max(50_000),
  type: z.literal('response_letter').default('response_letter'),
  analysis_id: z.uuid().optional(),
});

/** POST /api/track-download */
export const TrackDownloadRequestSchema = z.object({ type: z.string().max(50), violations: z.unknown().optional() });
