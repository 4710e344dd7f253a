import { addDays, formatLongDate, todayIn, zonedToInstant } from '@debtshield/clocks';
import { OutboxResponseSchema } from '@debtshield/contracts';
import { disputes, mailOutbox, remindersSent, users, type DbHandle } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Mailer } from '../../platform/mail';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { insertAnalysis } from '../analysis/analysis.repository';
import type { AnalysisSummary } from '../letters/letter-inputs';
import { insertDispute } from '../letters/letters.repository';
import { sendDueReminders } from './reminders';

const TZ = 'America/Chicago';
const today = todayIn(TZ);
/** 10 a.m. today in Chicago: after the 8 a.m. start of reminders. */
const at10 = zonedToInstant(today, '10:00', TZ);

/** A validation-request dispute answering a notice whose printed end date is `endInDays` from today; the letter not sent yet. */
const disputeEnding = async (db: DbHandle, userId: string, endInDays: number, collector = 'Apex Recovery Partners'): Promise<string> => {
  const summary = {
    facts: { validationEndDate: { value: addDays(today, endInDays) } },
    findings: [],
    sol: { status: 'unknown', state: 'IL', years: null, runsOutOn: null, basis: '' },
    state: 'IL',
    strategy: 'validation',
    strategyTemplate: 'validation',
    successProbability: 50,
    collectorName: collector,
    debtAmount: null,
    violationCount: 0,
    severityScore: 0,
    totalValue: 0,
    letterDate: null,
  } as unknown as AnalysisSummary;
  const analysisId = await insertAnalysis(db.db, {
    userId,
    flowType: 'generate',
    state: 'IL',
    accessLevel: 'full',
    textMasked: 'x',
    userLetterMasked: null,
    extraction: { method: 'plain-text', confidence: 1, lowConfidence: false, warnings: [], pages: [] },
    answers: {},
    summary,
    now: new Date(),
  });
  return insertDispute(db.db, { userId, analysisId, collectorName: collector, debtAmount: null, accountLast4: null, letterKind: 'validation_request' });
};

type Mail = { to: string; subject: string; text: string; attachments: unknown };
const outboxFor = async (db: DbHandle, to: string): Promise<Mail[]> => (await db.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))) as Mail[];

describe('deadline reminders (the scheduler)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('emails 3 days before, on the day and after a deadline passes, each with a calendar file, once across runs and app instances', async () => {
    const me = await insertUserWithSession(t.db);
    await t.db.db.update(users).set({ timeZone: TZ }).where(eq(users.id, me.userId));
    const soon = await disputeEnding(t.db, me.userId, 2, 'Soon Collections');
    await disputeEnding(t.db, me.userId, 0, 'Today Collections');
    await disputeEnding(t.db, me.userId, -2, 'Passed Collections');
    await disputeEnding(t.db, me.userId, 10, 'Far Collections');
    await disputeEnding(t.db, me.userId, -30, 'Long Ago Collections');

    const first = await sendDueReminders(t.app, at10);
    expect(first).toEqual({ sent: 3, failed: 0 });
    const mails = await outboxFor(t.db, me.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Passed: Your validation period was due on ${formatLongDate(addDays(today, -2))}`,
      `Reminder: Your validation period ends on ${formatLongDate(addDays(today, 2))}`,
      `Today: Your validation period ends (${formatLongDate(today)})`,
    ]);
    const reminder = mails.find((m) => m.subject.startsWith('Reminder'))!;
    expect(reminder.text).toContain('Dispute with Soon Collections.');
    expect(reminder.text).toContain('Law: 15 U.S.C. 1692g(a); 12 CFR 1006.34(b)(5).');
    // The email's sentences write dates the way people do (decision 255); no ISO date in its text.
    expect(reminder.text).toContain(`Date: ${formatLongDate(addDays(today, 2))} (30 calendar days, weekends and federal holidays counted).`);
    expect(reminder.text).toMatch(/Started on [A-Z][a-z]+ \d{1,2}, \d{4}: /);
    expect(reminder.text.split('See the dispute:')[0]).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(reminder.text).toContain(`/response-tracker/${soon}`);
    expect(reminder.text).toContain('legal information, not legal advice');
    const [ics] = reminder.attachments as { filename: string; contentType: string; content: string }[];
    expect(ics?.filename).toBe('dispute-deadlines.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain(`DTSTART;VALUE=DATE:${addDays(today, 2).replace(/-/g, '')}`);
    // The development outbox shows the attachment too.
    const listed = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(me.email)}` });
    expect(OutboxResponseSchema.parse(listed.json()).messages.every((m) => m.attachments?.[0]?.filename === 'dispute-deadlines.ics')).toBe(true);
    const passed = mails.find((m) => m.subject.startsWith('Passed'))!;
    expect((passed.attachments as { content: string }[])[0]?.content).toContain(`DTSTART;VALUE=DATE:${addDays(today, -2).replace(/-/g, '')}`);

    // The job keeps the stored status current (a letter not yet sent waits for the user).
    const [stored] = await t.db.db.select({ status: disputes.status }).from(disputes).where(eq(disputes.id, soon));
    expect(stored?.status).toBe('awaiting_user_action');

    // Run again: nothing new. A new app instance on the same database (a restart): nothing new.
    expect(await sendDueReminders(t.app, at10)).toEqual({ sent: 0, failed: 0 });
    const restarted = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), db: t.db });
    await restarted.ready();
    try {
      expect(await sendDueReminders(restarted, new Date(at10.getTime() + 3_600_000))).toEqual({ sent: 0, failed: 0 });
    } finally {
      await restarted.close();
    }
    expect(await outboxFor(t.db, me.email)).toHaveLength(3);

    // The next day the deadline two days out is one day out: still inside the "before" window, already sent.
    expect((await sendDueReminders(t.app, new Date(at10.getTime() + 86_400_000))).sent).toBe(1); // the "today" one of yesterday has passed
    const after = await outboxFor(t.db, me.email);
    expect(after.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(1);
    expect(after.filter((m) => m.subject.startsWith('Passed'))).toHaveLength(2);
  });

  it('waits for 8 a.m. in the user\u2019s time zone', async () => {
    const me = await insertUserWithSession(t.db);
    await t.db.db.update(users).set({ timeZone: 'America/Los_Angeles' }).where(eq(users.id, me.userId));
    await disputeEnding(t.db, me.userId, 1, 'Early Bird Collections');
    // 10 a.m. in Chicago is 8 a.m. in Los Angeles; 7:59 there sends nothing.
    expect((await sendDueReminders(t.app, new Date(at10.getTime() - 60_000))).sent).toBe(0);
    expect(await outboxFor(t.db, me.email)).toHaveLength(0);
    await sendDueReminders(t.app, at10);
    expect(await outboxFor(t.db, me.email)).toHaveLength(1);
  });

  it('releases the claim when sending fails, so the next run sends it', async () => {
    const me = await insertUserWithSession(t.db);
    await t.db.db.update(users).set({ timeZone: TZ }).where(eq(users.id, me.userId));
    const id = await disputeEnding(t.db, me.userId, 3, 'Flaky Mail Collections');
    const failing: Mailer = {
      kind: 'outbox',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const broken = await buildApp({ config: testConfig({ JOBS_ENABLED: false, LOG_LEVEL: 'silent' }), db: t.db, mailer: failing });
    await broken.ready();
    try {
      const run = await sendDueReminders(broken, at10);
      expect(run.failed).toBeGreaterThanOrEqual(1);
    } finally {
      await broken.close();
    }
    expect(await t.db.db.select().from(remindersSent).where(eq(remindersSent.disputeId, id))).toHaveLength(0);
    await sendDueReminders(t.app, at10);
    expect((await outboxFor(t.db, me.email)).map((m) => m.subject)).toEqual([`Reminder: Your validation period ends on ${formatLongDate(addDays(today, 3))}`]);
    expect(await t.db.db.select().from(remindersSent).where(eq(remindersSent.disputeId, id))).toHaveLength(1);
  });
});
