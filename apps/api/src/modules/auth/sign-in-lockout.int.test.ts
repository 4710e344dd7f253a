import {
  AUTH_MESSAGES,
  AuthSuccessResponseSchema,
  LOGIN_CODES_PER_EMAIL_ANYWHERE,
  LOGIN_GUESSES_PER_EMAIL_PER_DAY,
  OutboxResponseSchema,
} from '@debtshield/contracts';
import { loginCodes, loginDevices } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { hashToken } from '../../platform/auth';
import { DEVICE_COOKIE } from './auth.routes';

// Issue 24, item 6: strangers spending an email's shared code budget from rotating addresses do not
// lock its owner out, and guesses per account per day are bounded, counted in the database.
let n = 0;
const stranger = () => {
  n += 1;
  return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
const codeOf = (text: string) => /code is (\d{6})\./.exec(text)?.[1] ?? '';
const linkSecretOf = (text: string) => new URL(/(http\S+\/login\?\S+)/.exec(text)?.[1] ?? 'http://x/').searchParams.get('token') ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in under a flood of codes and guesses', () => {
  let t: TestApp;
  const login = (email: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const verifyCode = (email: string, code: string, ip: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { email, code }, remoteAddress: ip, headers: cookie ? { cookie } : {} });
  const verifyLink = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-link', payload: { token } });
  const lastMail = async (email: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    return OutboxResponseSchema.parse(res.json()).messages[0]!.text;
  };
  /** Signs in once from the owner's browser; returns its device cookie. */
  const ownerSignsIn = async (email: string, ip: string) => {
    expect((await login(email, ip)).statusCode).toBe(200);
    const res = await verifyCode(email, codeOf(await lastMail(email)), ip);
    expect(res.statusCode).toBe(200);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{40,}; Path=/api/auth; Max-Age=\\d+; HttpOnly; SameSite=Strict`));
    return set.split(';')[0]!;
  };
  const spendSharedBudget = async (email: string) => {
    let sent = 0;
    while (sent <= LOGIN_CODES_PER_EMAIL_ANYWHERE && (await login(email, stranger())).statusCode === 200) sent += 1;
    // The owner's own first code counted too (a browser that had not signed in yet).
    expect(sent).toBeGreaterThanOrEqual(LOGIN_CODES_PER_EMAIL_ANYWHERE - 1);
    expect((await login(email, stranger())).statusCode).toBe(429);
  };

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 100_000 });
  });
  afterAll(async () => t?.close());

  it('lets the owner in from a browser that signed in before while strangers have spent the email’s codes', async () => {
    const email = 'owner-flooded@example.com';
    const home = '10.9.0.1';
    const cookie = await ownerSignsIn(email, home);
    // The token is stored hashed only.
    const [device] = await t.db.db.select().from(loginDevices).where(eq(loginDevices.email, email));
    expect(device!.tokenHash).toBe(hashToken(cookie.split('=')[1]!));

    await spendSharedBudget(email);
    // A browser that never signed in is refused, as before.
    expect((await login(email, home)).statusCode).toBe(429);
    // The owner's browser is not.
    expect((await login(email, home, cookie)).statusCode).toBe(200);
    const mail = await lastMail(email);
    // Strangers keep asking (their budget is spent); the owner's code still works.
    expect((await login(email, stranger())).statusCode).toBe(429);
    const res = await verifyCode(email, codeOf(mail), home, cookie);
    expect(res.statusCode, res.body).toBe(200);
    AuthSuccessResponseSchema.parse(res.json());
  });

  it('a code a stranger asks for does not withdraw the one the owner’s browser asked for', async () => {
    const email = 'owner-raced@example.com';
    const home = '10.9.0.2';
    const cookie = await ownerSignsIn(email, home);
    expect((await login(email, home, cookie)).statusCode).toBe(200);
    const mine = await lastMail(email);
    expect((await login(email, stranger())).statusCode).toBe(200);
    // The owner's link and code both still work.
    expect((await verifyCode(email, codeOf(mine), home, cookie)).statusCode).toBe(200);
    expect((await login(email, home, cookie)).statusCode).toBe(200);
    const again = await lastMail(email);
    expect((await login(email, stranger())).statusCode).toBe(200);
    expect((await verifyLink(linkSecretOf(again))).statusCode).toBe(200);
  });

  it('bounds guesses per account per day, counted in the database, without locking the owner out', async () => {
    const email = 'owner-guessed@example.com';
    const home = '10.9.0.3';
    const cookie = await ownerSignsIn(email, home);
    let guesses = 0;
    let refusedToday = false;
    // Strangers ask for codes from rotating addresses and guess each up to its 5 tries.
    for (let round = 0; round < 12 && !refusedToday; round += 1) {
      const ip = stranger();
      expect((await login(email, ip)).statusCode).toBe(200);
      const code = codeOf(await lastMail(email));
      for (let k = 0; k < 5; k += 1) {
        const res = await verifyCode(email, wrong(code), stranger());
        if (res.statusCode === 429 && res.json().error === AUTH_MESSAGES.tooManyGuessesToday) {
          refusedToday = true;
          break;
        }
        guesses += 1;
      }
    }
    expect(refusedToday).toBe(true);
    // The owner's first sign-in was one guess (the right one).
    expect(guesses + 1).toBe(LOGIN_GUESSES_PER_EMAIL_PER_DAY);
    const counted = await t.db.db.select({ attempts: loginCodes.attempts, device: loginCodes.deviceId }).from(loginCodes).where(eq(loginCodes.email, email));
    expect(counted.filter((c) => c.device === null).reduce((s, c) => s + c.attempts, 0)).toBe(LOGIN_GUESSES_PER_EMAIL_PER_DAY);
    // Even the right code is refused to a browser that never signed in, today.
    expect((await login(email, stranger())).statusCode).toBe(200);
    const strangers = await lastMail(email);
    const refused = await verifyCode(email, codeOf(strangers), stranger());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(AUTH_MESSAGES.tooManyGuessesToday);
    // The emailed link is not a guess: it still signs in.
    expect((await verifyLink(linkSecretOf(strangers))).statusCode).toBe(200);
    // And the owner's browser still signs in with a code.
    expect((await login(email, home, cookie)).statusCode).toBe(200);
    expect((await verifyCode(email, codeOf(await lastMail(email)), home, cookie)).statusCode).toBe(200);
  });

  it('a device cookie of another email, or a made-up one, counts for nothing', async () => {
    const email = 'owner-other@example.com';
    const cookie = await ownerSignsIn('someone-else@example.com', '10.9.0.4');
    await spendSharedBudget(email);
    expect((await login(email, '10.9.0.4', cookie)).statusCode).toBe(429);
    expect((await login(email, '10.9.0.4', `${DEVICE_COOKIE}=${'a'.repeat(43)}`)).statusCode).toBe(429);
  });
});
