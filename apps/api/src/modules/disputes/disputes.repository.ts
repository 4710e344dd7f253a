import { defaultTimeZoneForState, isValidTimeZone, wallTime, type IsoDate } from '@debtshield/clocks';
import { analyses, contactLogEntries, disputeEvents, disputes, users, type Database } from '@debtshield/db';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { collectorKey } from '../intel/collector-key';
import type { ContactRow, DisputeRow, EventRow } from './dispute-view';
import type { OutcomeRow } from './collector-outcomes';

/** Disputes listed per user (newest first), as the existing list does. */
export const DISPUTE_LIST_LIMIT = 100;

type Loaded = DisputeRow & {
  userId: string;
  /** The status last stored (the tracker derives the current one). */
  storedStatus: string;
  analysisState: string | null;
  /** The first letter's facts (history part) and rule ids: what a reply is compared with. */
  analysisFacts: AnalysisSummary['facts'] | null;
  analysisFindingIds: string[];
};

const disputeColumns = {
  id: disputes.id,
  userId: disputes.userId,
  type: disputes.type,
  collectorName: disputes.collectorName,
  debtAmountCents: disputes.debtAmountCents,
  accountLast4: disputes.accountLast4,
  letterKind: disputes.letterKind,
  storedStatus: disputes.status,
  createdAt: disputes.createdAt,
  summary: analyses.summary,
  analysisState: analyses.state,
};

const toRow = (r: { [K in keyof typeof disputeColumns]: unknown }): Loaded => {
  const summary = r.summary as AnalysisSummary | null;
  const endDate = (summary?.facts as { validationEndDate?: { value?: unknown } } | undefined)?.validationEndDate?.value;
  return {
    id: r.id as string,
    userId: r.userId as string,
    type: r.type as string,
    collectorName: r.collectorName as string | null,
    debtAmountCents: r.debtAmountCents as number | null,
    accountLast4: r.accountLast4 as string | null,
    letterKind: r.letterKind as string | null,
    createdAt: r.createdAt as Date,
    noticeDate: summary?.letterDate ?? null,
    noticeEndDate: typeof endDate === 'string' ? endDate : null,
    analysisViolations: summary?.violationCount ?? 0,
    analysisState: r.analysisState as string | null,
    storedStatus: r.storedStatus as string,
    analysisFacts: summary?.facts ?? null,
    analysisFindingIds: (summary?.findings ?? []).map((f) => f.id),
  };
};

/** The user's own dispute, or undefined (another user's dispute is as unknown as a missing one). */
export const findOwnDispute = async (db: Database, userId: string, id: string): Promise<Loaded | undefined> => {
  const [row] = await db
    .select(disputeColumns)
    .from(disputes)
    .leftJoin(analyses, eq(analyses.id, disputes.analysisId))
    .where(and(eq(disputes.id, id), eq(disputes.userId, userId)))
    .limit(1);
  return row ? toRow(row) : undefined;
};

export const listOwnDisputes = async (db: Database, userId: string): Promise<Loaded[]> =>
  (
    await db
      .select(disputeColumns)
      .from(disputes)
      .leftJoin(analyses, eq(analyses.id, disputes.analysisId))
      .where(eq(disputes.userId, userId))
      .orderBy(desc(disputes.createdAt))
      .limit(DISPUTE_LIST_LIMIT)
  ).map(toRow);

/** Every user's disputes not resolved, with the owner's email and chosen zone (the reminder job). */
export const listOpenDisputesWithOwners = async (db: Database, limit = 10_000): Promise<(Loaded & { email: string; userTimeZone: string | null })[]> =>
  (
    await db
      .select({ ...disputeColumns, email: users.email, userTimeZone: users.timeZone })
      .from(disputes)
      .innerJoin(users, eq(users.id, disputes.userId))
      .leftJoin(analyses, eq(analyses.id, disputes.analysisId))
      .where(ne(disputes.status, 'resolved'))
      .orderBy(disputes.createdAt)
      .limit(limit)
  ).map((r) => ({ ...toRow(r), email: r.email, userTimeZone: r.userTimeZone }));

export const listEvents = async (db: Database, disputeIds: string[]): Promise<Map<string, EventRow[]>> => {
  const out = new Map<string, EventRow[]>(disputeIds.map((id) => [id, []]));
  if (disputeIds.length === 0) return out;
  const rows = await db.select().from(disputeEvents).where(inArray(disputeEvents.disputeId, disputeIds));
  for (const r of rows) out.get(r.disputeId)?.push({ ...r, data: (r.data ?? {}) as Record<string, unknown> });
  return out;
};

export const listContacts = async (db: Database, disputeIds: string[]): Promise<Map<string, ContactRow[]>> => {
  const out = new Map<string, ContactRow[]>(disputeIds.map((id) => [id, []]));
  if (disputeIds.length === 0) return out;
  const rows = await db.select().from(contactLogEntries).where(inArray(contactLogEntries.disputeId, disputeIds)).orderBy(contactLogEntries.occurredAt);
  for (const r of rows)
    out.get(r.disputeId)?.push({
      id: r.id,
      at: r.occurredAt,
      timeZone: r.timeZone,
      channel: r.channel as ContactRow['channel'],
      direction: r.direction as ContactRow['direction'],
      who: r.who,
      outcome: (r.outcome ?? null) as ContactRow['outcome'],
      consentToCall: r.consentToCall,
      notes: r.notes,
    });
  return out;
};

export const insertEvent = async (
  db: Database,
  values: {
    disputeId: string;
    type: string;
    occurredOn: IsoDate;
    method?: string | null;
    trackingNumber?: string | null;
    notes?: string | null;
    data?: Record<string, unknown>;
  },
): Promise<EventRow> => {
  const [row] = await db
    .insert(disputeEvents)
    .values({
      disputeId: values.disputeId,
      type: values.type,
      occurredOn: values.occurredOn,
      method: values.method ?? null,
      trackingNumber: values.trackingNumber ?? null,
      notes: values.notes ?? null,
      data: values.data ?? {},
    })
    .returning();
  if (!row) throw new Error('insert into dispute_events returned nothing');
  return { ...row, data: (row.data ?? {}) as Record<string, unknown> };
};

export const insertContact = async (
  db: Database,
  values: {
    disputeId: string;
    occurredAt: Date;
    timeZone: string;
    channel: string;
    direction: string;
    who: string;
    outcome: string | null;
    consentToCall: boolean;
    notes: string | null;
  },
): Promise<void> => {
  await db.insert(contactLogEntries).values(values);
};

/** Keeps the derived status in the table, so the existing list and the dashboard's count agree with the tracker. */
export const saveStatus = async (db: Database, disputeId: string, status: string): Promise<void> => {
  await db.update(disputes).set({ status }).where(eq(disputes.id, disputeId));
};

/** The user's time zone: the one they chose, else one for the state of their dispute's letter, else the fallback. */
export const userTimeZone = async (db: Database, userId: string, state: string | null): Promise<string> => {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.timeZone && isValidTimeZone(row.timeZone) ? row.timeZone : defaultTimeZoneForState(state);
};

/** Refuses a zone the browser sent that is not an IANA name (a 400 that says what to send). */
export const checkTimeZone = (timeZone: string | undefined): void => {
  if (timeZone !== undefined && !isValidTimeZone(timeZone)) throw new AppError('invalid_input', 'time_zone: use a time zone name such as America/Chicago.');
};

/** Stores a zone on the user only when none is stored yet (the first one given wins; nothing else overwrites it). */
export const rememberTimeZone = async (db: Database, userId: string, timeZone: string): Promise<void> => {
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), isNull(users.timeZone)));
};

/** The local date of a contact on its own recorded zone. */
export const contactDate = (c: ContactRow): IsoDate => wallTime(c.at, c.timeZone).date;

/**
 * Every user's tracked disputes with this collector (for insights), matched by the intel's company
 * key. The database narrows by the key's first word; the key decides.
 */
export const collectorOutcomeRows = async (db: Database, collectorName: string | null): Promise<OutcomeRow[]> => {
  if (!collectorName) return [];
  const key = collectorKey(collectorName);
  const firstWord = key.split(' ')[0];
  if (!firstWord) return [];
  const candidates = (
    await db
      .select({ id: disputes.id, userId: disputes.userId, type: disputes.type, letterKind: disputes.letterKind, collectorName: disputes.collectorName })
      .from(disputes)
      .where(and(isNotNull(disputes.userId), isNotNull(disputes.collectorName), sql`lower(${disputes.collectorName}) like ${`%${firstWord}%`}`))
      .limit(5000)
  ).filter((d) => d.collectorName && collectorKey(d.collectorName) === key);
  if (candidates.length === 0) return [];
  const ids = candidates.map((d) => d.id);
  const [events, contacts] = await Promise.all([listEvents(db, ids), listContacts(db, ids)]);
  return candidates.map((d) => {
    const ev = events.get(d.id) ?? [];
    const sent = ev.find((e) => e.type === 'letter_sent');
    return {
      userId: d.userId as string,
      type: d.type,
      letterKind: d.letterKind,
      events: ev,
      collectorContactsAfterSent: sent
        ? (contacts.get(d.id) ?? []).filter((c) => c.direction === 'from_collector' && contactDate(c) > sent.occurredOn).length
        : 0,
    };
  });
};
