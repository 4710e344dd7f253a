import { z } from 'zod';
import { LetterSchema } from './analysis';
import { UsStateSchema } from './states';

/** The letter templates of the dashboard (spec 001 §2.1: /templates/validation, /cease, /settlement, /fdcpa). */
export const TEMPLATE_SLUGS = ['validation', 'cease', 'settlement', 'fdcpa'] as const;
export type TemplateSlug = (typeof TEMPLATE_SLUGS)[number];

export const TemplateParamsSchema = z.object({ template: z.enum(TEMPLATE_SLUGS) });
export const TemplateResponseSchema = z.object({ success: z.literal(true), template: z.object({ slug: z.enum(TEMPLATE_SLUGS), letter: LetterSchema }) });

/** POST /api/violations/power-letter: one letter citing every violation of a pattern (spec 001 §2.4). */
export const PowerLetterRequestSchema = z.object({
  violation_ids: z.array(z.string().min(1).max(200)).min(1, 'Choose at least one violation').max(50),
  combo: z.string().max(100).optional(),
});
export const PowerLetterResponseSchema = z.object({
  success: z.literal(true),
  letter: LetterSchema,
  /** The pattern named in the request, when the violations form it. */
  combo: z.object({ name: z.string(), title: z.string(), law: z.string() }).nullable(),
  violations_cited: z.number().int(),
});

const isoDate = z.iso.date();

/** POST /api/tools/sol-check: the statute-of-limitations checker (spec 001 §2.1 /tools/sol-checker). */
export const SolCheckRequestSchema = z.object({
  state: UsStateSchema,
  last_payment_date: isoDate.optional(),
  charge_off_date: isoDate.optional(),
  first_delinquency_date: isoDate.optional(),
  acknowledged_in_writing: z.boolean().optional(),
});
export const SolCheckResponseSchema = z.object({
  success: z.literal(true),
  sol: z.object({
    status: z.enum(['within', 'likely_expired', 'unknown']),
    state: z.string().nullable(),
    years: z.number().nullable(),
    runs_out_on: z.string().nullable(),
    basis: z.string(),
    question: z.string().nullable(),
    notes: z.array(z.string()),
    reporting_ends_on: z.string().nullable(),
  }),
});

/** GET /api/user/documents: the letters the user bought and keeps. */
export const UserDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  created_at: z.string(),
  /** Null when the purchase that paid for it was refunded. */
  letter: LetterSchema.nullable(),
});
export const UserDocumentsResponseSchema = z.object({ success: z.literal(true), documents: z.array(UserDocumentSchema) });
