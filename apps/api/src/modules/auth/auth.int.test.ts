import { Writable } from 'node:stream';
import {
  AUTH_MESSAGES,
  LOGIN_CODES_PER_EMAIL_ANYWHERE,
  AuthSuccessResponseSchema,
  ErrorResponseSchema,
  LoginResponseSchema,
  OutboxResponseSchema,
  UserResponseSchema,
} from '@debtshield/contracts';
import { loginCodes, mailOutbox, sessions, users } from '@debtshield/db';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUserWithSession } from '../../../test/factories';
import { createTestDb } from '../../../test/test-db';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { hashToken } from '../../platform/auth';
import { purgeExpired } from '../../platform/jobs';
import { createMailer, type MailMessage, type Mailer } from '../../platform/mail';
import { consumeCodeById, consumeCodeByLink } from './auth.repository';

let counter = 0;
/** A fresh address and client address per test, so the rate limits of one test do not reach another. */
const fresh = () => {
  counter += 1;
  return { email: `person${counter}.${Date.now()}@example.com`, ip: `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}` };
};

const codeOf = (text: string): string => {
  const match = /code is (\d{6})\./.exec(text);
  if (!match?.[1]) throw new Error('no code in the mail');
  return match[1];
};
const linkOf = (text: string): URL => {
  const match = /(http\S+\/login\?\S+)/.exec(text);
  if (!match?.[1]) throw new Error('no link in the mail');
  return new URL(match[1]);
};
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in by emailed code', () => {
  let t: TestApp;
  const login = (app: FastifyInstance, email: string, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: ip });
  const verifyCode = (email: string, code: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { email, code } });
  const verifyLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-link', payload: { token } });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const logout = (token?: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const outbox = async (to: string) => {
    const res = await get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    return OutboxResponseSchema.parse(res.json()).messages;
  };
  /** Asks for a code and returns the mail's code and link secret. */
  const requestCode = async (email: string, ip: string) => {
    const res = await login(t.app, email, ip);
    expect(res.statusCode).toBe(200);
    const [mail] = await outbox(email);
    if (!mail) throw new Error('no mail');
    return { code: codeOf(mail.text), secret: linkOf(mail.text).searchParams.get('token') ?? '', mail };
  };
  const errorOf = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...ErrorResponseSchema.parse(res.json()) });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with the emailed code: token, verify, profile, logout, then 401', async () => {
    const { email, ip } = fresh();
    const typed = `  ${email.toUpperCase()} `;
    const res = await login(t.app, typed, ip);
    expect(res.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(res.json())).toEqual({ success: true, message: AUTH_MESSAGES.codeSent });
    // No account yet: asking for a code creates nothing a stranger could probe.
    expect(await t.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const mails = await outbox(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Your DebtShield sign-in code');
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toContain('If you did not ask for this, ignore this email.');
    const code = codeOf(mail.text);
    const link = linkOf(mail.text);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe('/login');
    expect(link.searchParams.get('email')).toBe(email);
    const secret = link.searchParams.get('token') ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(40);

    // Stored hashed only.
    const [row] = await t.db.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.linkHash).toBe(hashToken(secret));
    expect(row?.ipHash).toBe(hashToken(ip));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    const signed = await verifyCode(typed, code);
    expect(signed.statusCode).toBe(200);
    const body = AuthSuccessResponseSchema.parse(signed.json());
    expect(body.user).toMatchObject({
      email,
      name: null,
      plan_type: 'free',
      purchases: [],
      subscription_status: 'none',
      analyses_limit: 0,
      debt_scans_used: 0,
    });
    const [session] = await t.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(session?.userId).toBe(body.user.id);
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // The code is single use.
    expect(errorOf(await verifyCode(email, code))).toMatchObject({ status: 400, code: 'invalid_input', error: AUTH_MESSAGES.codeExpired });

    for (const url of ['/api/auth/verify', '/api/user/profile']) {
      const me = await get(url, body.token);
      expect(me.statusCode, url).toBe(200);
      expect(UserResponseSchema.parse(me.json()).user).toEqual(body.user);
    }

    const out = await logout(body.token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const [revoked] = await t.db.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect(errorOf(await get('/api/auth/verify', body.token))).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect((await get('/api/user/profile', body.token)).statusCode).toBe(401);
    // Logging out again, or without a session, still succeeds.
    expect((await logout(body.token)).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);

    // Signing in again finds the same user.
    const again = await requestCode(email, ip);
    const second = AuthSuccessResponseSchema.parse((await verifyCode(email, again.code)).json());
    expect(second.user.id).toBe(body.user.id);
    expect(second.token).not.toBe(body.token);
    const [{ n } = { n: 0 }] = await t.db.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(n).toBe(1);
  });

  it('refuses a bad email or a code that is not 6 digits', async () => {
    expect(errorOf(await login(t.app, 'not-an-email'))).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(errorOf(await verifyCode('a@example.com', '12345'))).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(errorOf(await verifyCode('nobody-asked@example.com', '123456'))).toMatchObject({ status: 400, error: AUTH_MESSAGES.codeExpired });
    expect(errorOf(await get('/api/auth/verify'))).toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('signs in with the emailed link once; the link also uses up the code', async () => {
    const { email, ip } = fresh();
    const { code, secret } = await requestCode(email, ip);
    const res = await verifyLink(secret);
    expect(res.statusCode).toBe(200);
    const body = AuthSuccessResponseSchema.parse(res.json());
    expect(body.user.email).toBe(email);
    expect((await get('/api/auth/verify', body.token)).statusCode).toBe(200);

    expect(errorOf(await verifyLink(secret))).toMatchObject({ status: 400, code: 'invalid_input', error: AUTH_MESSAGES.linkExpired });
    expect(errorOf(await verifyCode(email, code))).toMatchObject({ status: 400, error: AUTH_MESSAGES.codeExpired });
    expect(errorOf(await verifyLink('x'.repeat(43)))).toMatchObject({ status: 400, error: AUTH_MESSAGES.linkExpired });
  });

  it('counts wrong codes down and locks the code at the fifth', async () => {
    const { email, ip } = fresh();
    const { code, secret } = await requestCode(email, ip);
    const wrong = otherCode(code);
    for (const left of [4, 3, 2, 1]) {
      expect(errorOf(await verifyCode(email, wrong))).toEqual({ status: 400, success: false, code: 'invalid_input', error: AUTH_MESSAGES.wrongCode(left) });
    }
    expect(AUTH_MESSAGES.wrongCode(1)).toBe('That code is not right. 1 try left.');
    expect(errorOf(await verifyCode(email, wrong))).toMatchObject({ status: 429, code: 'rate_limited', error: AUTH_MESSAGES.tooManyTries });
    // Locked: not even the right code works now.
    expect(errorOf(await verifyCode(email, code))).toMatchObject({ status: 429, code: 'rate_limited', error: AUTH_MESSAGES.tooManyTries });
    const [row] = await t.db.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row?.attempts).toBe(5);
    // The link (a 256-bit secret, not guessable) still works for the person who has the mail.
    expect((await verifyLink(secret)).statusCode).toBe(200);

    // A new code starts over.
    const fresh2 = await requestCode(email, ip);
    expect((await verifyCode(email, fresh2.code)).statusCode).toBe(200);
  });

  it('refuses an expired code and its link', async () => {
    const { email, ip } = fresh();
    const { code, secret } = await requestCode(email, ip);
    await t.db.db
      .update(loginCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginCodes.email, email));
    expect(errorOf(await verifyCode(email, code))).toMatchObject({ status: 400, code: 'invalid_input', error: AUTH_MESSAGES.codeExpired });
    expect(errorOf(await verifyLink(secret))).toMatchObject({ status: 400, error: AUTH_MESSAGES.linkExpired });
  });

  it('lets only the newest code work', async () => {
    const { email, ip } = fresh();
    const first = await requestCode(email, ip);
    const second = await requestCode(email, ip);
    expect(second.mail.id).not.toBe(first.mail.id);
    expect(errorOf(await verifyLink(first.secret))).toMatchObject({ status: 400, error: AUTH_MESSAGES.linkExpired });
    if (first.code !== second.code) {
      expect(errorOf(await verifyCode(email, first.code))).toMatchObject({ status: 400, error: AUTH_MESSAGES.wrongCode(4) });
    }
    expect((await verifyCode(email, second.code)).statusCode).toBe(200);
  });

  it('limits codes per email and requester (5 in 15 minutes): a flood from another address does not lock the owner out', async () => {
    const { email } = fresh();
    const attacker = fresh().ip;
    for (let i = 0; i < 5; i += 1) expect((await login(t.app, email, attacker)).statusCode).toBe(200);
    const refused = await login(t.app, email, attacker);
    expect(errorOf(refused)).toMatchObject({ status: 429, code: 'rate_limited', error: AUTH_MESSAGES.tooManyCodes });
    // The owner, from their own address, still gets a code.
    expect((await login(t.app, email, fresh().ip)).statusCode).toBe(200);
    expect(await outbox(email)).toHaveLength(6);
    // Out of the window, the requester may ask again.
    await t.db.db
      .update(loginCodes)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginCodes.email, email));
    expect((await login(t.app, email, attacker)).statusCode).toBe(200);
  });

  it('caps the mail one inbox gets from all requesters together', async () => {
    const { email } = fresh();
    for (let i = 0; i < LOGIN_CODES_PER_EMAIL_ANYWHERE; i += 1) expect((await login(t.app, email, fresh().ip)).statusCode).toBe(200);
    expect(errorOf(await login(t.app, email, fresh().ip))).toMatchObject({ status: 429, code: 'rate_limited' });
  });

  it('limits codes per client address (20 in 15 minutes) whatever the email', async () => {
    const { ip } = fresh();
    for (let i = 0; i < 20; i += 1) expect((await login(t.app, fresh().email, ip)).statusCode).toBe(200);
    const { email } = fresh();
    expect(errorOf(await login(t.app, email, ip))).toMatchObject({ status: 429, code: 'rate_limited', error: AUTH_MESSAGES.tooManyCodes });
    expect(await outbox(email)).toHaveLength(0);
    expect((await login(t.app, email, fresh().ip)).statusCode).toBe(200);
  });

  it('gives one session to two verifications of one code at once', async () => {
    const { email, ip } = fresh();
    const { code } = await requestCode(email, ip);
    const results = await Promise.all([verifyCode(email, code), verifyCode(email, code), verifyCode(email, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const [user] = await t.db.db.select().from(users).where(eq(users.email, email));
    const [{ n } = { n: 0 }] = await t.db.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ''));
    expect(n).toBe(1);

    // The guard itself, whatever the driver's interleaving: a code is used up by one caller only.
    const again = await requestCode(email, ip);
    const [live] = await t.db.db
      .select()
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt)));
    const now = new Date();
    const taken = await Promise.all([
      consumeCodeById(t.db.db, live?.id ?? '', now),
      consumeCodeById(t.db.db, live?.id ?? '', now),
      consumeCodeByLink(t.db.db, hashToken(again.secret), now),
    ]);
    expect(taken.filter((e) => e !== null)).toEqual([email]);
  });

  it("presents a lapsed monthly plan as free with an expired subscription, and counts a single scan's limit", async () => {
    const lapsedEnd = new Date(Date.now() - 2 * 86_400_000);
    const lapsed = await insertUserWithSession(t.db, {
      planType: 'monthly',
      purchases: [{ name: 'debt_monthly', purchasedAt: new Date(Date.now() - 32 * 86_400_000) }],
    });
    await t.db.db.update(users).set({ planExpiresAt: lapsedEnd }).where(eq(users.id, lapsed.userId));
    const res = await get('/api/user/profile', lapsed.token);
    expect(res.statusCode).toBe(200);
    expect(UserResponseSchema.parse(res.json()).user).toMatchObject({
      id: lapsed.userId,
      email: lapsed.email,
      plan_type: 'free',
      subscription_status: 'expired',
      plan_expires_at: lapsedEnd.toISOString(),
      purchases: [],
      analyses_limit: 0,
    });

    const current = await insertUserWithSession(t.db, { planType: 'monthly', purchases: [{ name: 'debt_monthly' }] });
    expect(UserResponseSchema.parse((await get('/api/auth/verify', current.token)).json()).user).toMatchObject({
      plan_type: 'monthly',
      subscription_status: 'active',
      purchases: ['debt_monthly'],
      analyses_limit: 999,
    });

    const single = await insertUserWithSession(t.db, { purchases: [{ name: 'debt_scan' }], debtScansUsed: 1 });
    expect(UserResponseSchema.parse((await get('/api/user/profile', single.token)).json()).user).toMatchObject({
      plan_type: 'free',
      subscription_status: 'none',
      purchases: ['debt_scan'],
      debt_scans_used: 1,
      analyses_limit: 1,
    });
  });

  it('purges codes a day old (the daily guess budget counts them until then) and outbox mail older than a week', async () => {
    const { email, ip } = fresh();
    await requestCode(email, ip);
    await t.db.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(mailOutbox.to, email));
    const early = await purgeExpired(t.app, new Date(Date.now() + 16 * 60_000));
    expect(early.mail).toBeGreaterThanOrEqual(1);
    expect(await t.db.db.select().from(loginCodes).where(eq(loginCodes.email, email))).toHaveLength(1);
    const counts = await purgeExpired(t.app, new Date(Date.now() + 25 * 3_600_000));
    expect(counts.loginCodes).toBeGreaterThanOrEqual(1);
    expect(await t.db.db.select().from(loginCodes).where(eq(loginCodes.email, email))).toHaveLength(0);
    expect(await outbox(email)).toHaveLength(0);
    // Idempotent.
    expect(await purgeExpired(t.app, new Date(Date.now() + 25 * 3_600_000))).toMatchObject({ loginCodes: 0, mail: 0 });
  });

  it('never logs the code, the link secret, the session token or the full email', async () => {
    const { email, ip } = fresh();
    const { code, secret } = await requestCode(email, ip);
    await verifyCode(email, otherCode(code));
    const body = AuthSuccessResponseSchema.parse((await verifyCode(email, code)).json());
    await get('/api/user/profile', body.token);
    await logout(body.token);
    const logs = t.logs.join('\n');
    expect(logs).toContain('mail for p***@example.com: code sent');
    for (const secretText of [code, secret, body.token, email, hashToken(body.token)]) expect(logs).not.toContain(secretText);
  });
});

describe('the dev outbox and SMTP', () => {
  const captureLogs = () => {
    const logs: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs.push(chunk.toString());
        callback();
      },
    });
    return { logs, logStream };
  };

  it('does not exist in production (404)', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production', JOBS_ENABLED: false });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(res.json()).code).toBe('not_found');
      // Production never keeps a code in the outbox: without SMTP (the server refuses to boot so; an app
      // built so anyway) sign-in says mail is not set up, and nothing is written.
      const { email, ip } = fresh();
      const login = await prod.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: ip });
      expect(login.statusCode).toBe(503);
      expect(ErrorResponseSchema.parse(login.json()).error).toMatch(/could not send the email/);
      expect(await prod.db.db.select().from(mailOutbox)).toHaveLength(0);
      expect(prod.logs.join('\n')).not.toContain(email);
    } finally {
      await prod.close();
    }
  });

  it('picks SMTP when SMTP_URL is set', async () => {
    const db = await createTestDb();
    try {
      expect(createMailer(testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), db).kind).toBe('smtp');
      expect(createMailer(testConfig(), db).kind).toBe('outbox');
    } finally {
      await db.close();
    }
  });

  it('sends by the mailer, not to the outbox, with SMTP_URL set (and has no outbox route)', async () => {
    const db = await createTestDb();
    const sent: MailMessage[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (message) => void sent.push(message) };
    const { logStream } = captureLogs();
    const app = await buildApp({
      config: testConfig({ SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://debtshield.example', JOBS_ENABLED: false }),
      db,
      logStream,
      mailer,
    });
    try {
      await app.ready();
      const { email, ip } = fresh();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: email, summary: 'code sent' });
      expect(sent[0]?.text).toContain(`https://debtshield.example/login?email=${encodeURIComponent(email)}&token=`);
      expect(await db.db.select().from(mailOutbox)).toHaveLength(0);
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('answers 503 and leaves no usable code when the mail cannot be sent', async () => {
    const db = await createTestDb();
    const { logs, logStream } = captureLogs();
    // A real SMTP transport to a closed port: the connection is refused.
    const app = await buildApp({ config: testConfig({ SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'info', JOBS_ENABLED: false }), db, logStream });
    try {
      await app.ready();
      expect(app.mailer.kind).toBe('smtp');
      const { email, ip } = fresh();
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: ip });
      expect(res.statusCode).toBe(503);
      expect(ErrorResponseSchema.parse(res.json())).toEqual({ success: false, code: 'unavailable', error: AUTH_MESSAGES.mailFailed });
      expect(await db.db.select().from(mailOutbox)).toHaveLength(0);
      expect(
        await db.db
          .select()
          .from(loginCodes)
          .where(and(eq(loginCodes.email, email), isNull(loginCodes.consumedAt))),
      ).toHaveLength(0);
      const logText = logs.join('\n');
      expect(logText).toContain('sign-in mail could not be sent');
      expect(logText).not.toContain(email);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
