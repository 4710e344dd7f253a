import { z } from 'zod';

/**
 * Certified mail through Lob (issue 15 "Mail it for me", decision 011): the user previews the exact
 * PDF to be mailed with its SHA-256, the recipient's address and where it came from, and their own
 * return address; approves that hash; the server mails it as USPS certified mail with electronic
 * return receipt; Lob's tracking events come back signed; the delivered event is the receipt date
 * the legal clocks start from. Done-for-you purchasers only, decided on the server when read.
 */

export const MAIL_MODES = ['lob', 'simulator', 'disabled'] as const;
export const ADDRESS_SOURCES = ['letter_text', 'user_entered'] as const;
export const MAILING_STATUSES = [
  'previewed',
  'submitted',
  'mailed',
  'in_transit',
  'in_local_area',
  'processed_for_delivery',
  're-routed',
  'pickup_available',
  'issue',
  'delivered',
  'returned_to_sender',
  'canceled',
] as const;
export type MailingStatus = (typeof MAILING_STATUSES)[number];

export const CERTIFIED_MAIL_MESSAGES = {
  disabled: 'Mailing letters for you is not available on this server right now. You can still download your letter and mail it yourself by certified mail.',
  requiresDfy: 'Mailing a letter for you is part of the Done-for-you service.',
  noLettersLeft: 'Every letter included in your Done-for-you purchase has been mailed.',
  hashMismatch: 'The letter changed since you approved it. Look at the preview again and approve the letter as it is now.',
  alreadyMailed: 'This letter has already been sent to the mail service.',
  notPreviewed: 'Preview the letter first, then approve it for mailing.',
  noLetter: 'The letter generated for this dispute is no longer kept (letters are kept for 1 hour). Paste your letter to mail it.',
  blanks: 'The letter still has parts in [SQUARE BRACKETS] to fill in. Fill them in before it is mailed.',
  recipientUnreadable: "We could not read the recipient's address from the letter. Enter it.",
  returnUnreadable: 'We could not read your return address from the letter. Enter it.',
  notMailed: 'This letter has not been mailed yet, so there is no evidence pack.',
  mailingNotFound: 'No mailing of yours has this id.',
  notCancellable: 'This letter is already on its way and can no longer be cancelled.',
  lobRefused: 'The mail service refused this letter',
  lobUnavailable: 'The mail service did not answer. Nothing was mailed; please try again in a few minutes.',
  badSignature: "The webhook's signature or timestamp is not valid.",
  webhookNotConfigured: 'Lob webhooks are not configured on this server (LOB_WEBHOOK_SECRET).',
} as const;

const line = (max: number, name: string) => z.string().trim().min(1, `${name} is required`).max(max, `${name} has at most ${max} characters`);

/** A US address as Lob's `address_editable_us` takes it (name ≤ 40, lines ≤ 64, state 2 letters, ZIP or ZIP+4). */
export const MailAddressSchema = z.object({
  name: line(40, 'name'),
  company: z.string().trim().max(40, 'company has at most 40 characters').optional(),
  address_line1: line(64, 'address_line1'),
  address_line2: z.string().trim().max(64, 'address_line2 has at most 64 characters').optional(),
  address_city: line(200, 'address_city'),
  address_state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'address_state is the 2-letter state code')
    .transform((s) => s.toUpperCase()),
  address_zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'address_zip is 12345 or 12345-1234'),
});
export type MailAddress = z.infer<typeof MailAddressSchema>;
/** The same address in an answer (no input transforms: responses are serialized, not parsed). */
export const MailAddressViewSchema = z.object({
  name: z.string(),
  company: z.string().optional(),
  address_line1: z.string(),
  address_line2: z.string().optional(),
  address_city: z.string(),
  address_state: z.string(),
  address_zip: z.string(),
});

export const MailPreviewRequestSchema = z.object({
  /**
   * The letter exactly as it will be printed (the one the user has on screen). Absent: the letter
   * generated with this dispute, while its download has not expired (1 hour).
   */
  letter_text: z.string().trim().min(50, 'the letter is too short to mail').max(30_000, 'the letter has at most 30,000 characters').optional(),
  /** Given: used as entered; absent: read from the letter's recipient block. */
  recipient: MailAddressSchema.optional(),
  /** Given: used as entered; absent: read from the letter's sender block. */
  return_address: MailAddressSchema.optional(),
});
export type MailPreviewRequest = z.infer<typeof MailPreviewRequestSchema>;

export const MailSendRequestSchema = z.object({
  mailing_id: z.uuid({ error: 'mailing_id is not a mailing id' }),
  /** The SHA-256 (hex) of the PDF the user looked at and approved. */
  approved_pdf_sha256: z.string().regex(/^[0-9a-f]{64}$/, 'approved_pdf_sha256 is a SHA-256 in hex'),
  /** "I have read this letter and approve it for mailing." */
  approved: z.literal(true, { error: 'approve the letter for mailing first' }),
});
export type MailSendRequest = z.infer<typeof MailSendRequestSchema>;

export const MailCancelRequestSchema = z.object({ mailing_id: z.uuid({ error: 'mailing_id is not a mailing id' }) });
export type MailCancelRequest = z.infer<typeof MailCancelRequestSchema>;

export const MailTrackingEventSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  name: z.string(),
  detail: z.string().nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  action_required: z.boolean(),
  occurred_at: z.string(),
});
export type MailTrackingEvent = z.infer<typeof MailTrackingEventSchema>;

export const MailingSchema = z.object({
  id: z.string(),
  status: z.enum(MAILING_STATUSES),
  /** True when the built-in simulator handled it: nothing was really mailed. */
  simulated: z.boolean(),
  pdf_sha256: z.string(),
  page_count: z.number().int(),
  pdf_url: z.string(),
  recipient: MailAddressViewSchema,
  recipient_source: z.enum(ADDRESS_SOURCES),
  return_address: MailAddressViewSchema,
  return_address_source: z.enum(ADDRESS_SOURCES),
  tracking_number: z.string().nullable(),
  expected_delivery_date: z.string().nullable(),
  approved_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  delivered_on: z.string().nullable(),
  returned_on: z.string().nullable(),
  evidence_url: z.string().nullable(),
  events: z.array(MailTrackingEventSchema),
});
export type Mailing = z.infer<typeof MailingSchema>;

export const CertifiedMailStatusResponseSchema = z.object({
  success: z.literal(true),
  mail_mode: z.enum(MAIL_MODES),
  access: z.object({
    /** Has a Done-for-you purchase that stands (read now). */
    purchased: z.boolean(),
    letters_included: z.number().int(),
    letters_used: z.number().int(),
  }),
  /** The latest mailing of this dispute (a preview or a letter sent), or null. */
  mailing: MailingSchema.nullable(),
});
export type CertifiedMailStatusResponse = z.infer<typeof CertifiedMailStatusResponseSchema>;

export const MailingResponseSchema = z.object({ success: z.literal(true), mailing: MailingSchema });
export type MailingResponse = z.infer<typeof MailingResponseSchema>;

export const LobWebhookResponseSchema = z.object({ success: z.literal(true), status: z.enum(['processed', 'duplicate', 'ignored']) });

export const DevLobAdvanceRequestSchema = z.object({
  hours: z
    .number()
    .min(0)
    .max(24 * 60)
    .default(0),
  next_scenario: z.enum(['delivered', 'never_signed', 'address_issue']).optional(),
});
export const DevLobAdvanceResponseSchema = z.object({ success: z.literal(true), delivered: z.number().int() });
