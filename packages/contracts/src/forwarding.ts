import { z } from 'zod';

/** The local part of every forwarding address: letters+<id>@<INBOUND_EMAIL_DOMAIN>. */
export const FORWARDING_LOCAL_PART = 'letters';
/** Length of the per-user id after the '+'. */
export const FORWARDING_ID_LENGTH = 10;

/**
 * GET /api/email-forwarding/address (spec 001 §2.11): the signed-in user's own forwarding address;
 * a visitor gets `address: null` (not a 401) and the domain, and is asked to sign in.
 */
export const ForwardingAddressResponseSchema = z.object({
  success: z.literal(true),
  address: z.string().nullable(),
  domain: z.string(),
  /** Whether this server receives mail for the addresses (its SMTP server or a provider's webhook is set up; issue 27). */
  receiving: z.boolean().optional(),
});
export type ForwardingAddressResponse = z.infer<typeof ForwardingAddressResponseSchema>;

/**
 * POST /api/inbound-email (a provider's inbound webhook) and POST /api/dev/inbound-email (development):
 * a raw forwarded message (`message/rfc822`) for the envelope recipients in `?to=`, analysed as an
 * upload of the user the address belongs to (issue 27).
 */
export const InboundEmailQuerySchema = z.object({ to: z.string().min(3).max(1000) });
export const InboundEmailResponseSchema = z.object({
  success: z.literal(true),
  analysis_id: z.string(),
  /** What was read: the letter attachments, or the text of the email when nothing was attached. */
  source: z.enum(['attachments', 'body']),
});
export type InboundEmailResponse = z.infer<typeof InboundEmailResponseSchema>;
