import {
  ANONYMOUS_IDEA_CREDIT,
  ErrorResponseSchema,
  FEEDBACK_MESSAGES,
  FEEDBACK_PER_EMAIL,
  FEEDBACK_PER_IP,
  FeedbackResponseSchema,
  IMPLEMENTED_IDEAS_LIMIT,
  ImplementedIdeasResponseSchema,
} from '@debtshield/contracts';
import { feedback } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { hashToken } from '../../platform/auth';

let counter = 0;
/** A fresh email and client address per test, so one test's limits do not reach another. */
const fresh = () => {
  counter += 1;
  return { email: `sender${counter}.${Date.now()}@example.com`, ip: `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}` };
};

const errorOf = (res: { statusCode: number; json: () => unknown }) => ({ status: res.statusCode, ...ErrorResponseSchema.parse(res.json()) });

describe('POST /api/feedback', () => {
  let t: TestApp;
  const send = (payload: unknown, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/api/feedback', payload: payload as object, remoteAddress: ip });

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores the feedback (trimmed text, lower-cased email, hashed client address) and answers success', async () => {
    const { email, ip } = fresh();
    const text = 'Please add a reminder the day before my dispute deadline. Secret-ish words: zebra-quokka-17';
    const res = await send({ feedback: `  ${text}  `, email: `  ${email.toUpperCase()} `, feedback_type: 'improvement' }, ip);
    expect(res.statusCode).toBe(200);
    expect(FeedbackResponseSchema.parse(res.json())).toEqual({ success: true });

    const rows = await t.db.db.select().from(feedback).where(eq(feedback.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      feedback: text,
      email,
      feedbackType: 'improvement',
      status: 'new',
      publicName: null,
      implementedAt: null,
      ipHash: hashToken(ip),
    });
    expect(rows[0]?.ipHash).not.toContain(ip);
  });

  it("defaults the type to 'idea'", async () => {
    const { email, ip } = fresh();
    expect((await send({ feedback: 'A dark mode', email }, ip)).statusCode).toBe(200);
    const [row] = await t.db.db.select().from(feedback).where(eq(feedback.email, email));
    expect(row?.feedbackType).toBe('idea');
  });

  it.each([
    ['no text', { email: 'a@example.com', feedback_type: 'idea' }],
    ['a blank text', { feedback: '   ', email: 'a@example.com', feedback_type: 'idea' }],
    ['no email', { feedback: 'Great tool', feedback_type: 'issue' }],
    ['an empty email', { feedback: 'Great tool', email: '  ', feedback_type: 'issue' }],
    ['an empty body', {}],
  ])("answers 400 'Please fill in all fields' for %s and stores nothing", async (_name, payload) => {
    const { ip } = fresh();
    const before = await t.db.db.select().from(feedback);
    expect(errorOf(await send(payload, ip))).toEqual({ status: 400, success: false, code: 'invalid_input', error: FEEDBACK_MESSAGES.missingFields });
    expect(await t.db.db.select().from(feedback)).toHaveLength(before.length);
  });

  it('refuses an invalid email, an unknown type and an over-long text with their own messages', async () => {
    const { ip } = fresh();
    expect(errorOf(await send({ feedback: 'Hi', email: 'not-an-email', feedback_type: 'idea' }, ip))).toMatchObject({
      status: 400,
      error: 'Please enter a valid email address',
    });
    const type = errorOf(await send({ feedback: 'Hi', email: 'a@example.com', feedback_type: 'complaint' }, ip));
    expect(type).toMatchObject({ status: 400, code: 'invalid_input' });
    expect(type.error).toMatch(/^Please check your input\. feedback_type: /);
    expect(errorOf(await send({ feedback: 'x'.repeat(5_001), email: 'a@example.com' }, ip))).toMatchObject({ status: 400, error: FEEDBACK_MESSAGES.tooLong });
  });

  it(`limits a client address to ${FEEDBACK_PER_IP} an hour, counted in the database`, async () => {
    const { ip } = fresh();
    for (let i = 0; i < FEEDBACK_PER_IP; i += 1) {
      expect((await send({ feedback: `Idea ${i}`, email: `ip-limit-${i}.${counter}@example.com` }, ip)).statusCode, `message ${i + 1}`).toBe(200);
    }
    expect(errorOf(await send({ feedback: 'One more', email: `ip-limit-x.${counter}@example.com` }, ip))).toEqual({
      status: 429,
      success: false,
      code: 'rate_limited',
      error: FEEDBACK_MESSAGES.tooMany,
    });
    // Another address is not affected.
    expect((await send({ feedback: 'From elsewhere', email: `ip-limit-y.${counter}@example.com` }, fresh().ip)).statusCode).toBe(200);

    // Older than the window: no longer counted.
    await t.db.db
      .update(feedback)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(feedback.ipHash, hashToken(ip)));
    expect((await send({ feedback: 'An hour later', email: `ip-limit-z.${counter}@example.com` }, ip)).statusCode).toBe(200);
  });

  it(`limits an email to ${FEEDBACK_PER_EMAIL} an hour, whatever the address it comes from`, async () => {
    const { email } = fresh();
    for (let i = 0; i < FEEDBACK_PER_EMAIL; i += 1) expect((await send({ feedback: `Issue ${i}`, email }, fresh().ip)).statusCode).toBe(200);
    expect(errorOf(await send({ feedback: 'Again', email: email.toUpperCase() }, fresh().ip))).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(await t.db.db.select().from(feedback).where(eq(feedback.email, email))).toHaveLength(FEEDBACK_PER_EMAIL);
  });

  it('never logs the feedback text or the email', async () => {
    const { email, ip } = fresh();
    const text = 'My landlord-unrelated secret idea: pelican-mango-42';
    expect((await send({ feedback: text, email }, ip)).statusCode).toBe(200);
    expect((await send({ feedback: '', email }, ip)).statusCode).toBe(400);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/feedback');
    expect(logs).toContain('feedback stored');
    for (const secret of [text, 'pelican-mango-42', 'zebra-quokka-17', email, email.split('@')[0] ?? email]) expect(logs).not.toContain(secret);
  });
});

describe('GET /api/feedback/implemented', () => {
  let t: TestApp;
  const list = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/feedback/implemented' });
    expect(res.statusCode).toBe(200);
    return { body: res.body, ideas: ImplementedIdeasResponseSchema.parse(res.json()).implemented_ideas };
  };

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an empty list when nothing was implemented (no invented examples)', async () => {
    await t.db.db.insert(feedback).values({ feedback: 'Not yet', email: 'waiting@example.com', feedbackType: 'idea' });
    expect((await list()).ideas).toEqual([]);
  });

  it('lists only implemented ideas, newest implemented first, credited by public name only', async () => {
    await t.db.db.insert(feedback).values([
      {
        feedback: 'Spanish translations',
        email: 'rosa.secret@example.com',
        feedbackType: 'idea',
        status: 'implemented',
        publicName: 'Rosa M.',
        impactDescription: 'Every page is now in Spanish.',
        implementedAt: new Date('2025-03-10T15:00:00Z'),
      },
      {
        feedback: 'Bigger buttons on phones',
        email: 'anon.secret@example.com',
        feedbackType: 'improvement',
        status: 'implemented',
        publicName: null,
        impactDescription: null,
        implementedAt: new Date('2025-04-02T08:30:00Z'),
      },
      { feedback: 'Reviewed but not shipped', email: 'reviewed@example.com', feedbackType: 'issue', status: 'reviewed' },
    ]);
    const { body, ideas } = await list();
    expect(ideas.map((idea) => idea.feedback)).toEqual(['Bigger buttons on phones', 'Spanish translations']);
    expect(ideas[0]).toMatchObject({ user_name: ANONYMOUS_IDEA_CREDIT, date: '2025-04-02', status: 'implemented', impact_description: null });
    expect(ideas[1]).toMatchObject({ user_name: 'Rosa M.', date: '2025-03-10', status: 'implemented', impact_description: 'Every page is now in Spanish.' });
    for (const leaked of ['@example.com', 'rosa.secret', 'anon.secret', 'Not yet', 'Reviewed but not shipped']) expect(body).not.toContain(leaked);
  });

  it(`lists at most ${IMPLEMENTED_IDEAS_LIMIT}`, async () => {
    await t.db.db.insert(feedback).values(
      Array.from({ length: IMPLEMENTED_IDEAS_LIMIT + 5 }, (_, i) => ({
        feedback: `Shipped idea ${i}`,
        email: `many${i}@example.com`,
        feedbackType: 'idea',
        status: 'implemented',
        publicName: `Person ${i}`,
        implementedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const { ideas } = await list();
    expect(ideas).toHaveLength(IMPLEMENTED_IDEAS_LIMIT);
    expect(ideas[0]).toMatchObject({ feedback: `Shipped idea ${IMPLEMENTED_IDEAS_LIMIT + 4}`, date: '2026-01-25' });
  });
});
