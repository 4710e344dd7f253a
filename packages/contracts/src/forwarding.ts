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
});
export type ForwardingAddressResponse = z.infer<typeof ForwardingAddressResponseSchema>;
