import { todayIn, wallTime, type IsoDate } from '@debtshield/clocks';
import type { MailingStatus } from '@debtshield/contracts';
import { certifiedMailEvents, certifiedMailings, disputeEvents, type Database } from '@debtshield/db';
import { and, eq } from 'drizzle-orm';
import { CERTIFIED_EVENT_NAMES, CERTIFIED_EVENT_TYPES, LobLetterSchema, type CertifiedEventType, type LobEvent } from '../../platform/lob/types';
import { presentSummary } from '../disputes/dispute-view';
import { contactDate, findOwnDispute, insertEvent, listContacts, listEvents, saveStatus, userTimeZone } from '../disputes/disputes.repository';
import { findMailingByLobId, type MailingRow } from './mail.repository';

export type LobWebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** The mailing's status after each certified event; delivered and returned are final. */
export const STATUS_OF: Record<CertifiedEventType, MailingStatus> = {
  'letter.certified.mailed': 'mailed',
  'letter.certified.in_transit': 'in_transit',
  'letter.certified.in_local_area': 'in_local_area',
  'letter.certified.processed_for_delivery': 'processed_for_delivery',
  'letter.certified.re-routed': 're-routed',
  'letter.certified.returned_to_sender': 'returned_to_sender',
  'letter.certified.delivered': 'delivered',
  'letter.certified.pickup_available': 'pickup_available',
  'letter.certified.issue': 'issue',
};
const FINAL = new Set<string>(['delivered', 'returned_to_sender']);

export const isCertifiedEventType = (type: string): type is CertifiedEventType => (CERTIFIED_EVENT_TYPES as readonly string[]).includes(type);

/** The tracking event a webhook is about: the letter's latest one with the event's name. */
export const trackingEventOf = (event: LobEvent, type: CertifiedEventType) => {
  const letter = LobLetterSchema.safeParse(event.body);
  const events = letter.success ? letter.data.tracking_events : [];
  const found = [...events].reverse().find((t) => t.name === CERTIFIED_EVENT_NAMES[type]);
  return {
    letterId: letter.success ? letter.data.id : event.reference_id,
    trackingNumber: letter.success ? (letter.data.tracking_number ?? null) : null,
    name: found?.name ?? CERTIFIED_EVENT_NAMES[type],
    detail: found?.details?.event ?? null,
    description: found?.details?.description ?? null,
    location: found?.location ?? null,
    actionRequired: found?.details?.action_required ?? false,
    occurredAt: new Date(found?.time ?? found?.date_created ?? event.date_created),
  };
};

/**
 * Applies one verified Lob event, once per event id (the row in certified_mail_events is claimed
 * first; a failure after the claim releases it so Lob's retry applies it). Dispute events go through
 * the tracker's own table, as a person recording them would (decision 010's one clock engine):
 * mailed → letter_sent (certified_mail, tracking number); delivered → letter_delivered, the receipt
 * date; returned_to_sender → mail_returned; issue → mail_issue. Dates are the user's calendar day.
 */
export const applyLobEvent = async (db: Database, event: LobEvent): Promise<LobWebhookOutcome> => {
  const type = event.event_type.id;
  if (!isCertifiedEventType(type)) return 'ignored';
  const t = trackingEventOf(event, type);
  const mailing = t.letterId ? await findMailingByLobId(db, t.letterId) : undefined;
  if (!mailing) return 'ignored';
  const claimed = await db
    .insert(certifiedMailEvents)
    .values({
      id: event.id,
      mailingId: mailing.id,
      eventType: type,
      name: t.name,
      detail: t.detail,
      description: t.description,
      location: t.location,
      actionRequired: t.actionRequired,
      occurredAt: Number.isNaN(t.occurredAt.getTime()) ? new Date() : t.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: certifiedMailEvents.id });
  if (claimed.length === 0) return 'duplicate';
  try {
    await applyToDispute(db, mailing, type, t);
  } catch (error) {
    await db.delete(certifiedMailEvents).where(eq(certifiedMailEvents.id, event.id));
    throw error;
  }
  return 'processed';
};

const applyToDispute = async (db: Database, mailing: MailingRow, type: CertifiedEventType, t: ReturnType<typeof trackingEventOf>): Promise<void> => {
  const dispute = await findOwnDispute(db, mailing.userId, mailing.disputeId);
  if (!dispute) return;
  const timeZone = await userTimeZone(db, mailing.userId, dispute.analysisState);
  const today = todayIn(timeZone);
  // USPS does not report the future; only the simulator's fast-forward can, and a date after today would be a made-up date.
  const localDate = wallTime(Number.isNaN(t.occurredAt.getTime()) ? new Date() : t.occurredAt, timeZone).date;
  const on: IsoDate = localDate > today ? today : localDate;
  const status = STATUS_OF[type];
  const update: Partial<typeof certifiedMailings.$inferInsert> = {};
  if (!FINAL.has(mailing.status)) update.status = status;
  if (type === 'letter.certified.delivered') update.deliveredOn = on;
  // A "returned to sender" scan after USPS confirmed delivery cannot undo the delivery (decision 024):
  // the event is kept with the mailing's tracking history, but no return date and no timeline return.
  const returnAfterDelivery = type === 'letter.certified.returned_to_sender' && (mailing.status === 'delivered' || mailing.deliveredOn !== null);
  if (type === 'letter.certified.returned_to_sender' && !returnAfterDelivery) update.returnedOn = on;
  if (t.trackingNumber && !mailing.trackingNumber) update.trackingNumber = t.trackingNumber;
  if (Object.keys(update).length) await db.update(certifiedMailings).set(update).where(eq(certifiedMailings.id, mailing.id));

  const events = (await listEvents(db, [dispute.id])).get(dispute.id) ?? [];
  const sent = events.find((e) => e.type === 'letter_sent');
  const data = { source: 'certified_mail', mailing_id: mailing.id };
  const trackingNumber = t.trackingNumber ?? mailing.trackingNumber;
  if (type === 'letter.certified.mailed' || (type === 'letter.certified.delivered' && !sent)) {
    const values = { occurredOn: on, method: 'certified_mail', trackingNumber, data };
    if (sent) await db.update(disputeEvents).set(values).where(eq(disputeEvents.id, sent.id));
    else await insertEvent(db, { disputeId: dispute.id, type: 'letter_sent', ...values });
  }
  if (type === 'letter.certified.delivered') {
    // USPS's delivery scan is the receipt date: it replaces a date recorded by hand.
    const delivered = events.find((e) => e.type === 'letter_delivered');
    const values = { occurredOn: on, method: 'certified_mail', trackingNumber, data, notes: 'Delivery confirmed by USPS certified mail tracking.' };
    if (delivered)
      await db
        .update(disputeEvents)
        .set(values)
        .where(and(eq(disputeEvents.id, delivered.id)));
    else await insertEvent(db, { disputeId: dispute.id, type: 'letter_delivered', ...values });
  }
  if (type === 'letter.certified.returned_to_sender' && !returnAfterDelivery)
    await insertEvent(db, {
      disputeId: dispute.id,
      type: 'mail_returned',
      occurredOn: on,
      method: 'certified_mail',
      trackingNumber,
      data,
      notes: t.description,
    });
  if (type === 'letter.certified.issue')
    await insertEvent(db, {
      disputeId: dispute.id,
      type: 'mail_issue',
      occurredOn: on,
      method: 'certified_mail',
      trackingNumber,
      data: { ...data, detail: t.detail, description: t.description, action_required: t.actionRequired },
      notes: t.description,
    });

  const [all, contacts] = await Promise.all([listEvents(db, [dispute.id]), listContacts(db, [dispute.id])]);
  const summary = presentSummary({ dispute, events: all.get(dispute.id) ?? [], contacts: contacts.get(dispute.id) ?? [], today, timeZone, contactDate });
  await saveStatus(db, dispute.id, summary.status);
};
