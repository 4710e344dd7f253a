import { buildCalendar, defaultTimeZoneForState, formatLongDate, isValidTimeZone, todayIn, wallTime, type Deadline } from '@debtshield/clocks';
import { remindersSent, type Database } from '@debtshield/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { publicBaseUrl } from '../auth/login-code';
import { deadlineWords, deadlinesOf, dueWords, presentSummary } from './dispute-view';
import { contactDate, listContacts, listEvents, listOpenDisputesWithOwners, saveStatus } from './disputes.repository';

/**
 * Reminder emails for the legal clocks (issue 15): before each deadline (within 3 days of it), on its
 * day, and once it passed unmet (within a week), in the user's time zone and not before 8 a.m. there.
 * Each email carries the dispute's calendar file. A reminder is claimed in `reminders_sent` (unique per
 * dispute, deadline, due date and kind) before it is sent, so it goes once across runs, restarts and
 * instances; a send that fails releases its claim for the next run.
 */

export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;
export const REMIND_DAYS_BEFORE = 3;
/** A deadline that passed longer ago than this gets no "passed" email (a dispute recorded late is not flooded). */
export const PASSED_NOTICE_DAYS = 7;
/** Reminders go out from this local hour on. */
export const REMINDER_LOCAL_HOUR = 8;

export type ReminderKind = 'before' | 'due_today' | 'passed';

/** Which reminder a deadline is due for today, if any (pure). */
export const reminderFor = (d: Deadline): ReminderKind | null => {
  if (d.dueDate === null || d.daysRemaining === null) return null;
  if (d.status === 'open' && d.daysRemaining >= 1 && d.daysRemaining <= REMIND_DAYS_BEFORE) return 'before';
  if ((d.status === 'open' || d.status === 'available') && d.daysRemaining === 0) return 'due_today';
  if (d.status === 'passed' && d.daysRemaining < 0 && d.daysRemaining >= -PASSED_NOTICE_DAYS) return 'passed';
  return null;
};

/** The email's sentences write dates the way people do ("December 10, 2026"), never ISO (decision 255). */
const subjectOf = (kind: ReminderKind, d: Deadline): string => {
  const what = deadlineWords(d.kind);
  const due = dueWords(d);
  if (d.kind === 'cfpb_bureau_complaint_available') return kind === 'before' ? `Soon: ${what} on ${due}` : `${what} today`;
  if (kind === 'before') return `Reminder: ${what} on ${due}`;
  if (kind === 'due_today') return `Today: ${what} (${due})`;
  return `Passed: ${what.replace(/ is due$| ends$/, '')} was due on ${due}`;
};

const bodyOf = (kind: ReminderKind, d: Deadline, collector: string | null, link: string): string =>
  [
    subjectOf(kind, d),
    '',
    collector ? `Dispute with ${collector}.` : 'Your dispute.',
    `Date: ${dueWords(d)} (${d.counting === 'business_days' ? `${d.length} business days` : `${d.length} calendar days`}, weekends and federal holidays ${d.counting === 'business_days' ? 'not counted' : 'counted'}).`,
    `Started on ${formatLongDate(d.startDate)}: ${d.startedBy.description}.`,
    `Law: ${d.citation}.`,
    ...(d.assumptions.length ? ['', 'What is assumed:', ...d.assumptions.map((a) => `- ${a}`)] : []),
    '',
    `See the dispute: ${link}`,
    '',
    'The attached calendar file holds this date and the other open dates of the dispute.',
    'DebtShield gives legal information, not legal advice.',
  ].join('\n');

export type ReminderRun = { sent: number; failed: number };

const claim = async (db: Database, values: { disputeId: string; deadlineKind: string; dueDate: string; reminderKind: string }): Promise<boolean> => {
  const rows = await db.insert(remindersSent).values(values).onConflictDoNothing().returning({ id: remindersSent.id });
  return rows.length > 0;
};

const release = async (db: Database, values: { disputeId: string; deadlineKind: string; dueDate: string; reminderKind: string }): Promise<void> => {
  await db
    .delete(remindersSent)
    .where(
      and(
        eq(remindersSent.disputeId, values.disputeId),
        eq(remindersSent.deadlineKind, values.deadlineKind),
        eq(remindersSent.dueDate, values.dueDate),
        eq(remindersSent.reminderKind, values.reminderKind),
      ),
    );
};

export const sendDueReminders = async (app: FastifyInstance, now: Date = new Date()): Promise<ReminderRun> => {
  const db = app.db.db;
  const disputes = await listOpenDisputesWithOwners(db);
  const ids = disputes.map((d) => d.id);
  const [events, contacts] = await Promise.all([listEvents(db, ids), listContacts(db, ids)]);
  const base = publicBaseUrl(app.config);
  const run: ReminderRun = { sent: 0, failed: 0 };
  for (const d of disputes) {
    const timeZone = d.userTimeZone && isValidTimeZone(d.userTimeZone) ? d.userTimeZone : defaultTimeZoneForState(d.analysisState);
    const today = todayIn(timeZone, now);
    const input = { dispute: d, events: events.get(d.id) ?? [], contacts: contacts.get(d.id) ?? [], today, timeZone, contactDate };
    // Time moves statuses too (a deadline passing): the stored status follows, for the list and the dashboard's count.
    const status = presentSummary(input).status;
    if (status !== d.storedStatus) await saveStatus(db, d.id, status);
    if (wallTime(now, timeZone).minutes < REMINDER_LOCAL_HOUR * 60) continue;
    const deadlines = deadlinesOf(input);
    const upcoming = deadlines.filter((x) => x.dueDate !== null && (x.status === 'open' || x.status === 'available') && x.dueDate >= today);
    for (const deadline of deadlines) {
      const kind = reminderFor(deadline);
      if (!kind) continue;
      const key = { disputeId: d.id, deadlineKind: deadline.kind, dueDate: deadline.dueDate as string, reminderKind: kind };
      if (!(await claim(db, key))) continue;
      const dated = [deadline, ...upcoming.filter((u) => u !== deadline)].map((x) => ({
        date: x.dueDate as string,
        label: deadlineWords(x.kind),
        source: x.citation,
      }));
      const calendar = buildCalendar(dated, {
        uidPrefix: `dispute-${d.id}`,
        calendarName: 'DebtShield dispute deadlines',
        summary: (c) => `${c.label}${d.collectorName ? ` (${d.collectorName})` : ''}`,
        description: (c) => `${c.label}. Law: ${c.source}. Legal information, not legal advice.`,
        now,
        today,
        keepPast: true,
      });
      try {
        await app.mailer.send({
          to: d.email,
          subject: subjectOf(kind, deadline),
          text: bodyOf(kind, deadline, d.collectorName, `${base}/response-tracker/${d.id}`),
          attachments: [{ filename: 'dispute-deadlines.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar }],
          summary: `deadline reminder (${kind})`,
        });
        run.sent += 1;
      } catch (error) {
        await release(db, key);
        run.failed += 1;
        app.log.error({ err: error }, 'a deadline reminder could not be sent; it will be retried');
      }
    }
  }
  return run;
};
