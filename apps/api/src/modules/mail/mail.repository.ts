import type { MailAddress, Mailing, MailingStatus } from '@debtshield/contracts';
import { certifiedMailEvents, certifiedMailings, generatedFiles, paymentOrders, purchases, users, type Database } from '@debtshield/db';
import { normalizePurchaseName } from '@debtshield/plans';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, notInArray } from 'drizzle-orm';

export type MailingRow = typeof certifiedMailings.$inferSelect;
export type MailEventRow = typeof certifiedMailEvents.$inferSelect;

export const latestMailing = async (db: Database, disputeId: string): Promise<MailingRow | undefined> => {
  const [row] = await db
    .select()
    .from(certifiedMailings)
    .where(and(eq(certifiedMailings.disputeId, disputeId), notInArray(certifiedMailings.status, ['canceled'])))
    .orderBy(desc(certifiedMailings.createdAt))
    .limit(1);
  return row;
};

export const findOwnMailing = async (db: Database, userId: string, id: string): Promise<MailingRow | undefined> => {
  const [row] = await db
    .select()
    .from(certifiedMailings)
    .where(and(eq(certifiedMailings.id, id), eq(certifiedMailings.userId, userId)))
    .limit(1);
  return row;
};

export const findMailingByLobId = async (db: Database, lobLetterId: string): Promise<MailingRow | undefined> => {
  const [row] = await db.select().from(certifiedMailings).where(eq(certifiedMailings.lobLetterId, lobLetterId)).limit(1);
  return row;
};

export const mailingEvents = async (db: Database, mailingId: string): Promise<MailEventRow[]> =>
  db.select().from(certifiedMailEvents).where(eq(certifiedMailEvents.mailingId, mailingId)).orderBy(asc(certifiedMailEvents.occurredAt));

/**
 * Letters the user's Done-for-you purchases include, read now: each standing dfy_service purchase
 * counts the letters its order was bought for (payment_orders.dfy_letter_count), at least one.
 */
export const dfyLettersIncluded = async (db: Database, userId: string): Promise<number> => {
  const rows = await db
    .select({ name: purchases.name, letters: paymentOrders.dfyLetterCount })
    .from(purchases)
    .leftJoin(paymentOrders, eq(paymentOrders.paypalOrderId, purchases.orderId))
    .where(and(eq(purchases.userId, userId), isNull(purchases.refundedAt)));
  return rows.filter((r) => normalizePurchaseName(r.name) === 'dfy_service').reduce((sum, r) => sum + Math.max(1, r.letters ?? 1), 0);
};

/** Mailings that went to the mail service (a preview or a cancelled letter uses nothing). */
export const lettersMailed = async (db: Database, userId: string): Promise<number> =>
  (
    await db
      .select({ id: certifiedMailings.id })
      .from(certifiedMailings)
      .where(and(eq(certifiedMailings.userId, userId), notInArray(certifiedMailings.status, ['previewed', 'canceled'])))
  ).length;

/**
 * Claims one of the user's Done-for-you letters for this previewed mailing, in one transaction: the
 * user's row is locked (SELECT … FOR UPDATE), the letters already sent are counted and the mailing
 * moves to 'submitted' only while one is left. Sends of several letters at once queue on the lock,
 * so they can never mail more letters than were bought (issue 24, item 3). 'taken' when the mailing
 * was no longer a preview (a double click).
 */
export const claimMailing = async (db: Database, userId: string, mailingId: string, now: Date): Promise<'claimed' | 'taken' | 'no_letters_left'> =>
  db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [mailing] = await tx.select({ status: certifiedMailings.status }).from(certifiedMailings).where(eq(certifiedMailings.id, mailingId));
    if (mailing?.status !== 'previewed') return 'taken';
    const [included, used] = await Promise.all([dfyLettersIncluded(tx, userId), lettersMailed(tx, userId)]);
    if (used >= included) return 'no_letters_left';
    const claimed = await tx
      .update(certifiedMailings)
      .set({ status: 'submitted', approvedAt: now })
      .where(and(eq(certifiedMailings.id, mailingId), eq(certifiedMailings.status, 'previewed')))
      .returning({ id: certifiedMailings.id });
    return claimed.length === 1 ? 'claimed' : 'taken';
  });

export const presentMailing = (m: MailingRow, events: MailEventRow[]): Mailing => {
  const sent = m.status !== 'previewed' && m.status !== 'canceled';
  return {
    id: m.id,
    status: m.status as MailingStatus,
    simulated: m.mode === 'simulator',
    pdf_sha256: m.pdfSha256,
    page_count: m.pageCount,
    pdf_url: `/api/certified-mail/${m.id}/letter.pdf`,
    recipient: m.recipient as MailAddress,
    recipient_source: m.recipientSource as Mailing['recipient_source'],
    return_address: m.returnAddress as MailAddress,
    return_address_source: m.returnAddressSource as Mailing['return_address_source'],
    tracking_number: m.trackingNumber,
    expected_delivery_date: m.expectedDeliveryDate,
    approved_at: m.approvedAt?.toISOString() ?? null,
    submitted_at: m.submittedAt?.toISOString() ?? null,
    delivered_on: m.deliveredOn,
    returned_on: m.returnedOn,
    evidence_url: sent ? `/api/certified-mail/${m.id}/evidence.pdf` : null,
    events: events.map((e) => ({
      id: e.id,
      event_type: e.eventType,
      name: e.name,
      detail: e.detail,
      description: e.description,
      location: e.location,
      action_required: e.actionRequired,
      occurred_at: e.occurredAt.toISOString(),
    })),
  };
};

/**
 * The letter generated with this dispute (POST /api/generate-letter opens the dispute and stores the
 * letter for download in the same request), while its download has not expired (1 hour): what
 * "mail it for me" mails when the user sends no text of their own.
 */
export const generatedLetterOf = async (
  db: Database,
  dispute: { id: string; userId: string; letterKind: string | null; createdAt: Date },
  now = new Date(),
): Promise<string | null> => {
  if (!dispute.letterKind) return null;
  const [row] = await db
    .select({ content: generatedFiles.content })
    .from(generatedFiles)
    .where(
      and(
        eq(generatedFiles.userId, dispute.userId),
        eq(generatedFiles.kind, dispute.letterKind),
        gte(generatedFiles.createdAt, dispute.createdAt),
        lte(generatedFiles.createdAt, new Date(dispute.createdAt.getTime() + 30_000)),
        gt(generatedFiles.expiresAt, now),
      ),
    )
    .orderBy(asc(generatedFiles.createdAt))
    .limit(1);
  return row?.content ?? null;
};

/** How long a letter previewed for mailing and never mailed is kept: the hour every letter text has. */
export const UNMAILED_PREVIEW_RETENTION_MS = 60 * 60 * 1000;

/**
 * Scheduled purge (decision 023): mailings that were never mailed (a preview never approved or
 * withdrawn, a letter cancelled at the mail service before its send date) are deleted with their PDF an hour after they were made. Idempotent.
 */
export const purgeUnmailedPreviews = async (db: Database, now: Date): Promise<number> =>
  (
    await db
      .delete(certifiedMailings)
      .where(
        and(
          inArray(certifiedMailings.status, ['previewed', 'canceled']),
          lt(certifiedMailings.createdAt, new Date(now.getTime() - UNMAILED_PREVIEW_RETENTION_MS)),
        ),
      )
      .returning({ id: certifiedMailings.id })
  ).length;
