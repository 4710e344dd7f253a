import { z } from 'zod';

/**
 * Lob's objects as this app uses them (Lob's OpenAPI document, lob-api-bundled.yml:
 * `address_editable_us`, `letter` (its `certified` branch), `tracking_event_certified`, `events`).
 * Parsed with zod, keeping only the fields we read.
 */

/** `address_fields_us` + `address_editable_us`: what we send as `to` and `from`. */
export type LobUsAddress = {
  name?: string;
  company?: string;
  address_line1: string;
  address_line2?: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  address_country?: 'US';
};

/** The certified tracking event names and the webhook event types (`letter_types` of the document). */
export const CERTIFIED_EVENT_TYPES = [
  'letter.certified.mailed',
  'letter.certified.in_transit',
  'letter.certified.in_local_area',
  'letter.certified.processed_for_delivery',
  'letter.certified.re-routed',
  'letter.certified.returned_to_sender',
  'letter.certified.delivered',
  'letter.certified.pickup_available',
  'letter.certified.issue',
] as const;
export type CertifiedEventType = (typeof CERTIFIED_EVENT_TYPES)[number];

/** `tracking_event_certified.name` for each event type. */
export const CERTIFIED_EVENT_NAMES: Record<CertifiedEventType, string> = {
  'letter.certified.mailed': 'Mailed',
  'letter.certified.in_transit': 'In Transit',
  'letter.certified.in_local_area': 'In Local Area',
  'letter.certified.processed_for_delivery': 'Processed for Delivery',
  'letter.certified.re-routed': 'Re-Routed',
  'letter.certified.returned_to_sender': 'Returned to Sender',
  'letter.certified.delivered': 'Delivered',
  'letter.certified.pickup_available': 'Pickup Available',
  'letter.certified.issue': 'Issue',
};

export const LobAddressSchema = z.object({
  id: z.string().optional(),
  name: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  address_line1: z.string().nullable().optional(),
  address_line2: z.string().nullable().optional(),
  address_city: z.string().nullable().optional(),
  address_state: z.string().nullable().optional(),
  address_zip: z.string().nullable().optional(),
  address_country: z.string().nullable().optional(),
});

export const TrackingEventSchema = z.object({
  id: z.string(),
  type: z.string().optional(),
  name: z.string(),
  time: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  details: z
    .object({ event: z.string(), description: z.string(), notes: z.string().nullable().optional(), action_required: z.boolean() })
    .nullable()
    .optional(),
  date_created: z.string().optional(),
});
export type LobTrackingEvent = z.infer<typeof TrackingEventSchema>;

export const LobLetterSchema = z.object({
  id: z.string().regex(/^ltr_[a-zA-Z0-9]+$/),
  description: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  to: LobAddressSchema,
  from: LobAddressSchema.optional(),
  extra_service: z.string().nullable().optional(),
  mail_type: z.string().optional(),
  tracking_number: z.string().nullable().optional(),
  tracking_events: z.array(TrackingEventSchema).default([]),
  expected_delivery_date: z.string().optional(),
  send_date: z.string().optional(),
  date_created: z.string().optional(),
  deleted: z.boolean().optional(),
  object: z.literal('letter').optional(),
});
export type LobLetter = z.infer<typeof LobLetterSchema>;

export const LobDeletedSchema = z.object({ id: z.string(), deleted: z.boolean() });

/** Lob's webhook delivery: an `events` object whose `body` is the letter as it was. */
export const LobEventSchema = z.object({
  id: z.string().regex(/^evt_[a-zA-Z0-9_]+$/, 'not a Lob event id'),
  reference_id: z.string().optional(),
  event_type: z.object({ id: z.string(), resource: z.string().optional() }),
  date_created: z.string(),
  body: z.record(z.string(), z.unknown()),
  object: z.literal('event').optional(),
});
export type LobEvent = z.infer<typeof LobEventSchema>;
