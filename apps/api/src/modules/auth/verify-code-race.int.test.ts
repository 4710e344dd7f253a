import { AUTH_MESSAGES } from '@debtshield/contracts';
import { loginCodes, mailOutbox } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

/** Every comparison of a typed code with the stored one, counted. */
const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock('./login-code', async (importOriginal) => {
  const original = await importOriginal<typeof import('./login-code')>();
  return {
    ...original,
    loginCodeMatches: (...args: Parameters<typeof original.loginCodeMatches>) => {
      compared.count += 1;
      return original.loginCodeMatches(...args);
    },
  };
});

describe('POST /api/auth/verify-code under parallel guesses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes each try before comparing: of 20 guesses at once, at most 5 are ever compared, and the code is then locked', async () => {
    const email = `race-${Date.now()}@example.com`;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email } })).statusCode).toBe(200);
    const [mail] = await t.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const code = /sign-in code is (\d{6})\./.exec(mail!.text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    compared.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { email, code: wrong } })),
    );
    expect(compared.count).toBeGreaterThan(0);
    expect(compared.count).toBeLessThanOrEqual(5);
    // Four wrong tries are told how many are left; the fifth and every guess after it are refused.
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(16);
    expect(answers.every((r) => r.statusCode === 429 || r.json().error !== AUTH_MESSAGES.codeExpired)).toBe(true);
    const [row] = await t.db.db.select().from(loginCodes).where(eq(loginCodes.email, email));
    expect(row!.attempts).toBe(5);
    // Locked: even the right code is refused now.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-code', payload: { email, code } })).statusCode).toBe(429);
  });
});
