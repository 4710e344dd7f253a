import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnalyzeResponseSchema } from '@debtshield/contracts';
import { createDb, type DbHandle } from '@debtshield/db';
import { dropPostgresDatabase } from '@debtshield/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDispute } from '../../src/modules/letters/letters.repository';
import { SAMPLE_LETTER } from '../../src/modules/mail/sample-letter';
import { insertPaymentOrder, setPayPalOrderId } from '../../src/modules/payments/payments.repository';
import { signLobWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../src/platform/lob/webhook-signature';
import { createPayPalClient } from '../../src/platform/paypal/client';
import { SIMULATOR_BASE_URL, simulatorSigningKey } from '../../src/platform/paypal/gateway';
import { createPayPalSimulator, type SignedWebhook } from '../../src/platform/paypal/simulator';
import { slotOf, SCHEDULES } from '../../src/platform/queue/schedule';
import { insertUserWithSession } from '../factories';
import { API_DIR, freePort, startProcess, waitFor, waitForHealth, type Started } from './processes';

/**
 * Issue 29's proof: two API instances and worker processes of the built server on one PostgreSQL,
 * as compose.yaml runs them (without the proxy: the test calls each instance itself).
 */
const BASE_URL = process.env.TEST_DATABASE_URL;
const CLOCK_SPEED = 120; // an hour of the scheduler's clock in 30 s
const RATE_LIMIT_MAX = 30;
const ANALYZE_RATE_LIMIT_MAX = 4;
const READING_TIMEOUT_SECONDS = 30;
const PHOTO = readFileSync(path.join(API_DIR, '..', '..', 'packages', 'analyzer', 'test-fixtures', 'cfpb-model-form-b1-photo.jpg'));

type Instance = { process: Started; url: string };

describe('two API instances and a worker on one PostgreSQL', () => {
  let dbName = '';
  let db: DbHandle;
  let admin: pg.Client;
  let dataDir = '';
  let env: Record<string, string> = {};
  let clockStart = 0;
  /** When every process was up, on the scheduler's clock. */
  let hourStart = 0;
  let a: Instance;
  let b: Instance;
  let worker: Started;
  const extra: Started[] = [];

  const apiInstance = async (name: string): Promise<Instance> => {
    const port = await freePort();
    const started = startProcess(name, 'main', { ...env, PORT: String(port), JOBS_ENABLED: 'false' });
    return { process: started, url: `http://127.0.0.1:${port}` };
  };
  const startWorker = (name: string): Started => startProcess(name, 'worker', env);
  const workerReady = (w: Started) =>
    waitFor(
      `${w.name} to take jobs`,
      () => {
        if (w.child.exitCode !== null) throw new Error(`${w.name} exited with ${w.child.exitCode}:\n${w.output()}`);
        return w.output().includes('DebtShield worker is taking jobs');
      },
      90_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${w.output().slice(-4000)}`);
    });
  const count = async (query: string, values: unknown[] = []): Promise<number> => Number((await admin.query(query, values)).rows[0]?.n ?? 0);

  beforeAll(async () => {
    if (!BASE_URL) throw new Error('the scale tier needs TEST_DATABASE_URL (a PostgreSQL server); scripts/test.mjs skips the tier without it');
    const built = spawnSync(process.execPath, [path.join(API_DIR, 'scripts', 'build.mjs')], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the server build failed:\n${built.stdout}\n${built.stderr}`);

    dbName = `ds_scale_${process.pid}_${randomBytes(3).toString('hex')}`;
    const base = new pg.Client({ connectionString: BASE_URL });
    await base.connect();
    await base.query(`CREATE DATABASE "${dbName}"`);
    await base.end();
    const url = new URL(BASE_URL);
    url.pathname = `/${dbName}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ds-scale-'));
    clockStart = Date.now();
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      CASE_FILE_KEY: randomBytes(32).toString('hex'),
      LOB_WEBHOOK_SECRET: 'scale-test-lob-secret',
      READING_JOBS: 'true',
      READING_JOB_TIMEOUT_SECONDS: String(READING_TIMEOUT_SECONDS),
      JOBS_CLOCK_SPEED: String(CLOCK_SPEED),
      JOBS_CLOCK_START_MS: String(clockStart),
      ANALYSIS_WORKERS: '0',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      ANALYZE_RATE_LIMIT_MAX: String(ANALYZE_RATE_LIMIT_MAX),
      // The test plays the proxy: X-Forwarded-For names the client, so each check counts a fresh address.
      TRUST_PROXY: '1',
      LOGIN_CODES_PER_IP: '1000',
    };
    // All three start at once on an empty database: the migrations run once (an advisory lock), the queue's schema too.
    [a, b] = await Promise.all([apiInstance('api-a'), apiInstance('api-b')]);
    worker = startWorker('worker-1');
    await Promise.all([waitForHealth(a.process, a.url), waitForHealth(b.process, b.url), workerReady(worker)]);
    hourStart = clockStart + (Date.now() - clockStart) * CLOCK_SPEED;
    db = await createDb({ databaseUrl: url.toString(), poolSize: 2 });
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });

  afterAll(async () => {
    await Promise.allSettled([a?.process.stop(), b?.process.stop(), worker?.stop(), ...extra.map((p) => p.stop())]);
    await admin?.end().catch(() => undefined);
    await db?.close().catch(() => undefined);
    if (BASE_URL && dbName) await dropPostgresDatabase(BASE_URL, dbName);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a sign-in made on one instance holds on the other, and a sign-out on the other ends it everywhere', async () => {
    const email = `scale-${Date.now()}@example.com`;
    const json = { 'content-type': 'application/json' };
    expect((await fetch(`${a.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email }) })).status).toBe(200);
    // The code is read from the outbox table itself: the instances run behind a proxy (TRUST_PROXY), where
    // the development outbox route answers no one (issue 24, item 5).
    const mail = await admin.query<{ text: string }>('select text from mail_outbox where "to" = $1 order by created_at desc limit 1', [email]);
    const code = /\b(\d{6})\b/.exec(mail.rows[0]?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const verified = await fetch(`${b.url}/api/auth/verify-code`, { method: 'POST', headers: json, body: JSON.stringify({ email, code }) });
    expect(verified.status).toBe(200);
    const { token } = (await verified.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await fetch(`${a.url}/api/user/profile`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${b.url}/api/user/profile`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${b.url}/api/auth/logout`, { method: 'POST', headers: auth })).status).toBe(200);
    expect((await fetch(`${a.url}/api/user/profile`, { headers: auth })).status).toBe(401);
  });

  /** Requests from one address until the first 429; answers how many were let through. */
  const allowedUntilLimited = async (
    address: string,
    pick: (i: number) => Instance,
    request: (base: string, headers: Record<string, string>) => Promise<Response>,
  ) => {
    let allowed = 0;
    for (let i = 0; i < 100; i++) {
      const res = await request(pick(i).url, { 'x-forwarded-for': address });
      if (res.status === 429) return allowed;
      allowed += 1;
    }
    return allowed;
  };

  it('counts the requests and the analyses of an address across instances: the limit comes at the same count alternating or not', async () => {
    const get = (base: string, headers: Record<string, string>) => fetch(`${base}/api/geo/state`, { headers });
    expect(await allowedUntilLimited('203.0.113.10', () => a, get)).toBe(RATE_LIMIT_MAX);
    expect(await allowedUntilLimited('203.0.113.11', (i) => (i % 2 ? b : a), get)).toBe(RATE_LIMIT_MAX);
    // Analyses have their own, lower limit (an empty form is refused with 400 after the limit counted it).
    const analyze = (base: string, headers: Record<string, string>) =>
      fetch(`${base}/api/analyze-strategic`, { method: 'POST', headers, body: new FormData() });
    expect(await allowedUntilLimited('203.0.113.12', () => b, analyze)).toBe(ANALYZE_RATE_LIMIT_MAX);
    expect(await allowedUntilLimited('203.0.113.13', (i) => (i % 2 ? b : a), analyze)).toBe(ANALYZE_RATE_LIMIT_MAX);
  });

  it('takes a Lob webhook delivered to both instances once', async () => {
    const user = await insertUserWithSession(db, { purchases: [{ name: 'dfy_service' }] });
    const disputeId = await insertDispute(db.db, {
      userId: user.userId,
      analysisId: null,
      collectorName: 'Apex Recovery Partners',
      debtAmount: 1842.5,
      accountLast4: '1234',
      letterKind: 'validation_request',
    });
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const preview = await fetch(`${a.url}/api/dispute/${disputeId}/certified-mail/preview`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ letter_text: SAMPLE_LETTER }),
    });
    expect(preview.status).toBe(200);
    const { mailing } = (await preview.json()) as { mailing: { id: string; pdf_sha256: string } };
    const sent = await fetch(`${a.url}/api/dispute/${disputeId}/certified-mail/send`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mailing_id: mailing.id, approved_pdf_sha256: mailing.pdf_sha256, approved: true }),
    });
    expect(sent.status).toBe(200);
    const lobId = String((await admin.query('select lob_letter_id from certified_mailings where id = $1', [mailing.id])).rows[0]?.lob_letter_id);
    const body = JSON.stringify({
      id: `evt_scale${randomBytes(6).toString('hex')}`,
      event_type: { id: 'letter.certified.delivered', resource: 'letters' },
      date_created: new Date().toISOString(),
      reference_id: lobId,
      body: { id: lobId, tracking_number: '9407111899560000000000', tracking_events: [{ name: 'Delivered', time: new Date().toISOString() }] },
      object: 'event',
    });
    const timestamp = String(Date.now());
    const deliver = (base: string) =>
      fetch(`${base}/api/webhooks/lob`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: timestamp,
          [SIGNATURE_HEADER]: signLobWebhook('scale-test-lob-secret', timestamp, body),
        },
        body,
      });
    // The same delivery to both instances at once, then again to each.
    const answers = await Promise.all([deliver(a.url), deliver(b.url), deliver(a.url), deliver(b.url)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await count('select count(*) as n from certified_mail_events where mailing_id = $1', [mailing.id])).toBe(1);
    expect(await count("select count(*) as n from dispute_events where dispute_id = $1 and type = 'letter_delivered'", [disputeId])).toBe(1);
    expect(await count("select count(*) as n from dispute_events where dispute_id = $1 and type = 'letter_sent'", [disputeId])).toBe(1);
  });

  it('takes a PayPal webhook delivered to both instances, and twice, once: one plan, one purchase, one receipt', async () => {
    // PayPal's side, as the instances' simulators see it: the same signing key, derived from the
    // CASE_FILE_KEY every process is given (decision 047), so either instance's verify call accepts it.
    const paypal = createPayPalSimulator({ baseUrl: SIMULATOR_BASE_URL, signingKey: simulatorSigningKey({ CASE_FILE_KEY: env.CASE_FILE_KEY })! });
    const client = createPayPalClient({
      baseUrl: SIMULATOR_BASE_URL,
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      timeoutMs: 10_000,
      fetch: paypal.fetch,
    });
    const email = `scale-paypal-${randomBytes(4).toString('hex')}@example.com`;
    // The buyer's order as create-order left it, paid at PayPal; the browser never came back to verify.
    const row = await insertPaymentOrder(db.db, {
      email,
      userId: null,
      product: 'lifetime',
      amountCents: 8900,
      currency: 'USD',
      dfyLetterCount: null,
      dfyAuthorized: null,
    });
    const order = await client.createOrder({
      requestId: row.id,
      referenceId: 'lifetime',
      customId: row.id,
      description: 'DebtShield lifetime access',
      amount: { currency_code: 'USD', value: '89.00' },
    });
    await setPayPalOrderId(db.db, row.id, order.id);
    expect(paypal.approve(order.id)).toBe(true);
    await client.captureOrder(order.id, { requestId: `capture-${row.id}` });
    const completed = paypal.webhookEvent('PAYMENT.CAPTURE.COMPLETED', order.id);

    const deliver = (base: string, signed: SignedWebhook) =>
      fetch(`${base}/api/payment/paypal-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed.headers },
        body: JSON.stringify(signed.event),
      });
    // Signed with another key (not the PayPal these instances ask): refused by both, nothing granted.
    const stranger = createPayPalSimulator({ baseUrl: SIMULATOR_BASE_URL }).sign(completed.event);
    expect((await Promise.all([deliver(a.url, stranger), deliver(b.url, stranger)])).map((r) => r.status)).toEqual([400, 400]);
    expect(await count('select count(*) as n from purchases where order_id = $1', [order.id])).toBe(0);

    // The same delivery to both instances at once, then again to each.
    const answers = await Promise.all([deliver(a.url, completed), deliver(b.url, completed), deliver(a.url, completed), deliver(b.url, completed)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const outcomes = (await Promise.all(answers.map((r) => r.json() as Promise<{ status: string }>))).map((r) => r.status);
    expect(outcomes.filter((o) => o === 'processed')).toHaveLength(1);
    expect(await count('select count(*) as n from webhook_events where id = $1', [String(completed.event.id)])).toBe(1);
    expect(await count('select count(*) as n from purchases where order_id = $1', [order.id])).toBe(1);
    expect(await count("select count(*) as n from payment_orders where id = $1 and status = 'completed'", [row.id])).toBe(1);
    expect(await count("select count(*) as n from users where email = $1 and plan_type = 'lifetime'", [email])).toBe(1);
    expect(await count('select count(*) as n from mail_outbox where "to" = $1', [email])).toBe(1);

    // The refund, delivered to both instances twice, takes the plan back once.
    paypal.refund(order.id);
    const refunded = paypal.webhookEvent('PAYMENT.CAPTURE.REFUNDED', order.id);
    const refundAnswers = await Promise.all([deliver(b.url, refunded), deliver(a.url, refunded), deliver(b.url, refunded), deliver(a.url, refunded)]);
    expect(refundAnswers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await count("select count(*) as n from payment_orders where id = $1 and status = 'refunded'", [row.id])).toBe(1);
    expect(await count('select count(*) as n from purchases where order_id = $1 and refunded_at is not null', [order.id])).toBe(1);
    expect(await count('select count(*) as n from webhook_events where id = $1', [String(refunded.event.id)])).toBe(1);
    expect(await count("select count(*) as n from users where email = $1 and plan_type = 'lifetime'", [email])).toBe(0);
  });

  it('runs the worker below the API instances’ CPU priority, every thread of it, with one OCR thread fewer than the cores', () => {
    /** The nice value of each thread of a process (Linux: /proc/<pid>/task). */
    const nices = (pid: number | undefined) =>
      readdirSync(`/proc/${String(pid)}/task`).flatMap((tid) => {
        try {
          return [os.getPriority(Number(tid))];
        } catch {
          return []; // a thread that ended meanwhile
        }
      });
    const workerNices = nices(worker.child.pid);
    expect(workerNices.length).toBeGreaterThan(1);
    expect(workerNices.every((n) => n === 10)).toBe(true);
    expect(nices(a.process.child.pid).every((n) => n === 0)).toBe(true);
    const ready = worker
      .output()
      .split('\n')
      .find((l) => l.includes('DebtShield worker is taking jobs'));
    expect(JSON.parse(ready ?? '{}')).toMatchObject({ nice: 10, ocrThreads: Math.max(1, os.availableParallelism() - 1) });
  });

  it('hands a reading whose worker was killed (SIGKILL) mid-OCR to another worker, which finishes it once', async () => {
    // Only the first worker runs while the reading starts, so it is the one that takes the job.
    const form = new FormData();
    form.set('state', 'TX');
    form.set('file', new Blob([new Uint8Array(PHOTO)], { type: 'image/jpeg' }), 'letter.jpg');
    const answer = fetch(`${a.url}/api/analyze-strategic`, { method: 'POST', headers: { accept: 'application/x-ndjson' }, body: form }).then((r) => r.text());
    await waitFor('the worker to start reading', async () => (await count("select count(*) as n from readings where status = 'reading'")) === 1, 60_000);
    const [reading] = (await admin.query("select id from readings where status = 'reading'")).rows as { id: string }[];
    await new Promise((r) => setTimeout(r, 1500));
    await worker.kill();
    expect(worker.child.signalCode).toBe('SIGKILL');
    const second = startWorker('worker-2');
    extra.push(second);
    await workerReady(second);

    const lines = (await answer)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; analysis_id?: string; data?: unknown });
    expect(lines[0]).toMatchObject({ type: 'queued', analysis_id: reading?.id });
    expect(lines.at(-1)?.type).toBe('result');
    expect(AnalyzeResponseSchema.parse(lines.at(-1)?.data).analysis_id).toBe(reading?.id);
    // Taken twice, finished once: one analysis, one completed job that was retried, no upload left behind.
    expect(await count('select count(*) as n from analyses where id = $1', [reading?.id])).toBe(1);
    const jobOf = async () =>
      (await admin.query("select state, retry_count from pgboss.job where name = 'reading' and data->>'readingId' = $1", [reading?.id])).rows as {
        state: string;
        retry_count: number;
      }[];
    // The worker marks the job complete just after the reading's row says done (which ended the answer).
    await waitFor('the reading job to be completed', async () => (await jobOf())[0]?.state === 'completed', 30_000, 200);
    const job = await jobOf();
    expect(job).toHaveLength(1);
    expect(job[0]?.retry_count).toBeGreaterThanOrEqual(1);
    expect(await count('select count(*) as n from readings where payload is not null')).toBe(0);
    expect(second.output()).toContain('"outcome":"done"');
  });

  it('runs the purge once per five minutes and the reminders once in an hour of the scheduler’s clock, whatever the number of processes', async () => {
    // An hour of the simulated clock once every process was up (they all read the same clock), and a few real seconds for the last slot's job.
    const simulated = (real: number) => clockStart + (real - clockStart) * CLOCK_SPEED;
    const hourEnd = hourStart + 3_600_000;
    await waitFor('an hour of the scheduler’s clock', () => simulated(Date.now()) >= hourEnd + 5_000 * CLOCK_SPEED, 90_000, 500);
    for (const schedule of SCHEDULES) {
      const first = slotOf(schedule, hourStart) + 1;
      const last = slotOf(schedule, hourEnd);
      const rows = (
        await admin.query(
          'select data, state, retry_count from pgboss.job where name = $1 union all select data, state, retry_count from pgboss.archive where name = $1',
          [schedule.queue],
        )
      ).rows as { data: { slot: number }; state: string; retry_count: number }[];
      // Every slot that began within the hour: twelve of the purge, one of the reminders.
      const inHour = rows.filter((r) => r.data.slot >= first && r.data.slot <= last);
      expect(last - first + 1).toBe(schedule.queue === 'purge' ? 12 : 1);
      // One job per slot (three processes enqueued each), each completed on its first attempt.
      expect(inHour.map((r) => r.data.slot).sort((x, y) => x - y)).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
      expect(inHour.every((r) => r.state === 'completed' && r.retry_count === 0)).toBe(true);
    }
  });
});
