import { extractDocument } from '@debtshield/analyzer';
import { AnalyzeResponseSchema, ErrorResponseSchema, GenerateLetterResponseSchema, UPLOAD_MESSAGES } from '@debtshield/contracts';
import { disputes } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { THREATENING_LETTER, analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { purgeExpired } from '../../platform/jobs';

const readPdfText = async (bytes: Buffer) => (await extractDocument([{ bytes: new Uint8Array(bytes), mimeType: 'application/pdf' }])).text;

describe('letters', () => {
  let t: TestApp;
  let pdf: Buffer;
  const analyzeAs = async (token?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-strategic',
      payload: analyzeForm({ state: 'IL' }, [{ name: 'letter.pdf', type: 'application/pdf', bytes: pdf }]),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return AnalyzeResponseSchema.parse(res.json());
  };
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await buildTestApp({ ANALYZE_RATE_LIMIT_MAX: 1000, JOBS_ENABLED: false });
    pdf = await letterPdf(THREATENING_LETTER);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a paid user a letter specific to the collector, opens a dispute, and serves its PDF to the owner only', async () => {
    const owner = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const analysis = await analyzeAs(owner.token);
    const res = await post('/api/generate-letter', { analysis_id: analysis.analysis_id, strategy: 'DEBT VALIDATION REQUEST', user_state: 'IL' }, owner.token);
    expect(res.statusCode).toBe(200);
    const body = GenerateLetterResponseSchema.parse(res.json());
    expect(body.letter.is_preview).toBe(false);
    expect(body.letter.kind).toBe('validation_request');
    expect(body.letter.content).toContain('Apex Recovery Partners');
    expect(body.letter.content).toMatch(/1234/);
    expect(body.letter.content).not.toContain('4485123412341234');
    expect(body.dispute_id).toBeTruthy();
    const [dispute] = await t.db.db
      .select()
      .from(disputes)
      .where(eq(disputes.id, body.dispute_id ?? ''));
    expect(dispute).toMatchObject({ collectorName: 'Apex Recovery Partners', status: 'active', accountLast4: '1234' });

    expect(body.download_url).toMatch(/^\/api\/download\/[A-Za-z0-9_-]{40,}$/);
    const download = await t.app.inject({ method: 'GET', url: body.download_url ?? '', headers: { authorization: `Bearer ${owner.token}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = await readPdfText(download.rawPayload);
    expect(text).toContain('Apex Recovery Partners');
    expect(text).toContain('Sent by certified mail, return receipt requested');

    const stranger = await insertUserWithSession(t.db, { planType: 'lifetime' });
    expect((await t.app.inject({ method: 'GET', url: body.download_url ?? '', headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: body.download_url ?? '' })).statusCode).toBe(401);

    await purgeExpired(t.app, new Date(Date.now() + 61 * 60 * 1000));
    expect((await t.app.inject({ method: 'GET', url: body.download_url ?? '', headers: { authorization: `Bearer ${owner.token}` } })).statusCode).toBe(404);
  });

  it('gives an anonymous visitor only the first paragraph, no dispute and no download', async () => {
    const analysis = await analyzeAs();
    // The analysis belongs to the browser that made it: without its secret it is not found.
    expect((await post('/api/generate-letter', { analysis_id: analysis.analysis_id })).statusCode).toBe(404);
    const withKey = await t.app.inject({
      method: 'POST',
      url: '/api/generate-letter',
      payload: { analysis_id: analysis.analysis_id },
      headers: { 'x-analysis-key': analysis.analysis_key ?? '' },
    });
    const body = GenerateLetterResponseSchema.parse(withKey.json());
    expect(body.letter.is_preview).toBe(true);
    expect(body.letter.content.includes('\n\n')).toBe(false);
    expect(body.letter.content).not.toContain('certified mail');
    expect(body.dispute_id).toBeNull();
    expect(body.download_url).toBeNull();
  });

  it("does not let one user write letters from another user's analysis", async () => {
    const owner = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const analysis = await analyzeAs(owner.token);
    const other = await insertUserWithSession(t.db, { planType: 'lifetime' });
    expect((await post('/api/generate-letter', { analysis_id: analysis.analysis_id }, other.token)).statusCode).toBe(404);
  });

  it('needs sign-in for a settlement letter and writes the written-agreement-first offer', async () => {
    expect((await post('/api/generate-settlement', { option: { percentage: 40 } })).statusCode).toBe(401);
    const owner = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const analysis = await analyzeAs(owner.token);
    const res = await post('/api/generate-settlement', { analysis_id: analysis.analysis_id, option: { percentage: 40 } }, owner.token);
    expect(res.statusCode).toBe(200);
    const content = (res.json() as { letter: { content: string; notes: string[] } }).letter;
    expect(content.content).toMatch(/written agreement/i);
    expect(content.content).toContain('$737.00');
    expect(content.notes.join(' ')).toMatch(/delete/i);
  });

  it('enhances only with monthly, lifetime or bundle access', async () => {
    const free = await insertUserWithSession(t.db);
    const refused = await post('/api/enhance-letter', { letter_content: 'I owe this debt and I will pay next month.' }, free.token);
    expect(refused.statusCode).toBe(403);
    expect(ErrorResponseSchema.parse(refused.json()).error).toBe(UPLOAD_MESSAGES.enhanceRequiresPlan);
    const member = await insertUserWithSession(t.db, { planType: 'monthly', purchases: [{ name: 'debt_monthly', purchasedAt: new Date() }] });
    const res = await post(
      '/api/enhance-letter',
      { letter_content: 'To whom it may concern,\n\nI owe this debt and I will pay next month.\n\nPlease send me proof of the debt.' },
      member.token,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as { enhanced: string; changes: { kind: string }[] };
    expect(body.enhanced).not.toMatch(/I owe this debt/);
    expect(body.changes.some((c) => c.kind === 'removed')).toBe(true);
  });

  it('renders a PDF only for paid access, readable as text', async () => {
    const content =
      'Jordan Example\n77 Elm Street\n\nDear Sir or Madam:\n\nI dispute this debt. Café “quotes” — and ñ.\n\nSent by certified mail, return receipt requested';
    expect((await post('/api/generate-pdf', { content, type: 'response_letter' })).statusCode).toBe(401);
    const free = await insertUserWithSession(t.db);
    expect((await post('/api/generate-pdf', { content, type: 'response_letter' }, free.token)).statusCode).toBe(402);
    const paid = await insertUserWithSession(t.db, { planType: 'bundle' });
    const res = await post('/api/generate-pdf', { content, type: 'response_letter' }, paid.token);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await readPdfText(res.rawPayload);
    expect(text).toContain('I dispute this debt.');
    expect(text).toContain('Sent by certified mail, return receipt requested');
  });

  it('counts downloads without storing anything personal', async () => {
    expect((await post('/api/track-download', { type: 'response_letter', violations: ['x'] })).json()).toEqual({ success: true });
  });

  it('renders a 50,000-character word as a PDF (it froze the server before), and refuses a longer letter with a clear 400', async () => {
    const owner = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const res = await post('/api/generate-pdf', { content: 'x'.repeat(50_000) }, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const tooLong = await post('/api/generate-pdf', { content: 'x'.repeat(50_001) }, owner.token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('invalid_input');
  });
});
