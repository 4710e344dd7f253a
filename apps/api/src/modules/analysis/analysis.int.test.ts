import { AnalyzeResponseSchema, ErrorResponseSchema, UPLOAD_MESSAGES } from '@debtshield/contracts';
import { analyses, leads, purchases, sessions, users } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { THREATENING_LETTER, analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { purgeExpired } from '../../platform/jobs';
import { ANALYSIS_EXPIRED_MESSAGE } from './rerun-analysis';

const pdfFile = (bytes: Uint8Array) => ({ name: 'letter.pdf', type: 'application/pdf', bytes });

describe('POST /api/analyze-strategic', () => {
  let t: TestApp;
  let pdf: Buffer;

  const analyze = async (fields: Record<string, string>, files = [pdfFile(pdf)], headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/analyze-strategic', payload: analyzeForm(fields, files), headers });

  beforeAll(async () => {
    t = await buildTestApp({ ANALYZE_RATE_LIMIT_MAX: 1000, JOBS_ENABLED: false });
    pdf = await letterPdf(THREATENING_LETTER);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows an anonymous visitor the first violation, the count of the rest and the first paragraph only', async () => {
    const res = await analyze({ state: 'IL' });
    expect(res.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(res.json());
    expect(body.total_violations).toBeGreaterThanOrEqual(2);
    expect(body.violations.violations).toHaveLength(1);
    expect(body.violations.hidden_count).toBe(body.total_violations - 1);
    expect(body.access).toMatchObject({ is_logged_in: false, has_access: false, can_download: false });
    expect(body.letter.is_preview).toBe(true);
    expect(body.letter.content.split('\n\n').length).toBe(1);
    expect(body.letter.notes).toEqual([]);
    // The withheld findings are not in the response at all, not just hidden.
    const raw = res.body;
    const full = await analyze({ state: 'IL' }, [pdfFile(pdf)], {
      authorization: `Bearer ${(await insertUserWithSession(t.db, { planType: 'lifetime' })).token}`,
    });
    const fullBody = AnalyzeResponseSchema.parse(full.json());
    expect(fullBody.violations.violations[0]?.id).toBe(body.violations.violations[0]?.id);
    for (const hidden of fullBody.violations.violations.slice(1)) {
      expect(raw).not.toContain(`"id":"${hidden.id}"`);
      expect(raw).not.toContain(hidden.title);
    }
    expect(raw).not.toContain(fullBody.letter.content.split('\n\n').at(-1) ?? 'never');
  });

  it('shows a lifetime member every violation with the quoted words and the whole letter', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const res = await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: `Bearer ${token}` });
    const body = AnalyzeResponseSchema.parse(res.json());
    expect(body.violations.violations.length).toBe(body.total_violations);
    expect(body.violations.hidden_count).toBe(0);
    const arrest = body.violations.violations.find((v) => v.id === 'threat_arrest_or_criminal');
    expect(arrest?.legal_basis).toMatch(/1692e/);
    expect(arrest?.evidence.map((e) => e.text).join(' ')).toMatch(/arrest/i);
    expect(body.letter.is_preview).toBe(false);
    expect(body.letter.content).toContain('Apex Recovery Partners');
    expect(body.letter.content).toContain('Sent by certified mail, return receipt requested');
    expect(body.access).toMatchObject({ is_logged_in: true, has_access: true, scans_remaining: 999 });
  });

  it('answers in the language of Accept-Language, and one stored analysis reads in either language', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const auth = { authorization: `Bearer ${token}` };
    const es = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], { ...auth, 'accept-language': 'es-US,es;q=0.9' })).json());
    expect(es.language).toBe('es');
    expect(es.disclaimer).toMatch(/^Análisis educativo/);
    const arrest = es.violations.violations.find((v) => v.id === 'threat_arrest_or_criminal');
    expect(arrest?.title).toBe('Amenaza de arresto, cárcel o proceso penal');
    expect(arrest?.legal_basis).toMatch(/1692e/);
    expect(arrest?.evidence.map((e) => e.text).join(' ')).toMatch(/arrest/i);
    // The estimate carries its formula, in the reader's language (decision 251).
    expect(es.strategic_analysis.success_probability_basis).toMatch(/^Una estimación, no una tasa medida: .*50–90%\.$/);
    // The response letter goes to a US collector: it stays in English.
    expect(es.letter.content).toContain('Sent by certified mail, return receipt requested');

    const read = (lang: string) => t.app.inject({ method: 'GET', url: `/api/analysis/${es.analysis_id}`, headers: { ...auth, 'accept-language': lang } });
    const en = AnalyzeResponseSchema.parse((await read('en-US')).json());
    expect(en.language).toBe('en');
    expect(en.violations.violations.find((v) => v.id === 'threat_arrest_or_criminal')?.title).toBe('Threat of arrest, jail or criminal prosecution');
    expect(en.strategic_analysis.success_probability_basis).toMatch(/^An estimate, not a measured rate: .*50–90%\.$/);
    const again = await read('es');
    expect(again.headers['content-language']).toBe('es');
    expect(AnalyzeResponseSchema.parse(again.json()).violations.violations.map((v) => v.title)).toEqual(es.violations.violations.map((v) => v.title));
    expect(en.violations.violations.map((v) => v.evidence)).toEqual(es.violations.violations.map((v) => v.evidence));
  });

  it('asks a reader of Spanish about the Spanish copy an English notice offers, and flags it once told it was asked for and not sent', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const notice = await letterPdf(
      [
        'Acme Collections, LLC, PO Box 100, Dallas, TX 75201',
        'May 1, 2025',
        'Acme Collections, LLC is a debt collector. We are trying to collect a debt that you owe to Westfield Bank. We will use any information you give us to help collect the debt.',
        'Call or write to us by June 9, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
        'Póngase en contacto con nosotros para solicitar una copia de este formulario en español.',
      ].join('\n'),
    );
    const headers = (lang: string) => ({ authorization: `Bearer ${token}`, 'accept-language': lang });
    const en = AnalyzeResponseSchema.parse((await analyze({ state: 'TX' }, [pdfFile(notice)], headers('en'))).json());
    expect(en.questions.map((q) => q.id)).not.toContain('spanishNoticeRequestedNotSent');
    const es = AnalyzeResponseSchema.parse((await analyze({ state: 'TX' }, [pdfFile(notice)], headers('es'))).json());
    expect(es.questions.find((q) => q.id === 'spanishNoticeRequestedNotSent')?.text).toBe(
      'Este aviso ofrece una copia en español. ¿Se la pidió al cobrador y no la recibió?',
    );
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${es.analysis_id}/answers`,
      headers: headers('es'),
      payload: { answers: { spanishNoticeRequestedNotSent: true } },
    });
    const finding = AnalyzeResponseSchema.parse(answered.json()).violations.violations.find((v) => v.id === 'vn_translation_without_english');
    expect(finding?.explanation).toMatch(
      /^Este aviso ofrece una copia en español \("Póngase en contacto con nosotros para solicitar una copia de este formulario en español"\)/,
    );
    expect(finding?.evidence.map((e) => e.text)).toEqual(['Póngase en contacto con nosotros para solicitar una copia de este formulario en español']);
    // The citation's words in Spanish, its sources as the law writes them (decision 251).
    expect(finding?.legal_basis).toBe('12 CFR 1006.34(e)(1), (e)(2); comentario 34(e)-1');
  });

  it('never sends or stores a full account number', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const res = await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: `Bearer ${token}` });
    expect(res.body).not.toContain('4485123412341234');
    expect(res.body).toContain('1234');
    const id = AnalyzeResponseSchema.parse(res.json()).analysis_id;
    const [row] = await t.db.db.select().from(analyses).where(eq(analyses.id, id));
    expect(JSON.stringify(row)).not.toContain('4485123412341234');
    expect(row?.textMasked).toContain('arrest');
  });

  it('uses up a single scan with one analysis, then answers with the upgrade', async () => {
    const { token, userId } = await insertUserWithSession(t.db, { planType: 'single', purchases: [{ name: 'debt_scan' }] });
    const first = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: `Bearer ${token}` })).json());
    expect(first.access).toMatchObject({ has_access: true, scans_remaining: 0, upgrade_required: false });
    expect(first.violations.hidden_count).toBe(0);
    const [user] = await t.db.db.select().from(users).where(eq(users.id, userId));
    expect(user?.debtScansUsed).toBe(1);

    const second = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: `Bearer ${token}` })).json());
    expect(second.access).toMatchObject({ has_access: false, upgrade_required: true, message: "You've used your single scan. Upgrade for unlimited access!" });
    expect(second.violations.violations).toHaveLength(1);
    expect(second.letter.is_preview).toBe(true);
  });

  it('treats an unknown or expired token as anonymous', async () => {
    const res = await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: 'Bearer not-a-real-session-token-at-all' });
    expect(AnalyzeResponseSchema.parse(res.json()).access.is_logged_in).toBe(false);
  });

  // The route reads the session and the account in one statement (platform/auth.ts): the same rules as two.
  it('treats a revoked or expired session of a paying member as a visitor, and stores the analysis as nobody’s', async () => {
    for (const end of [{ revokedAt: new Date() }, { expiresAt: new Date(Date.now() - 1000) }]) {
      const { token, userId } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
      await t.db.db.update(sessions).set(end).where(eq(sessions.userId, userId));
      const body = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: `Bearer ${token}` })).json());
      expect(body.access).toMatchObject({ is_logged_in: false, has_access: false });
      expect(body.violations.violations).toHaveLength(1);
      const [row] = await t.db.db.select({ userId: analyses.userId }).from(analyses).where(eq(analyses.id, body.analysis_id));
      expect(row?.userId).toBeNull();
    }
  });

  it('counts every purchase read with the session, and not one refunded since', async () => {
    const { token, userId } = await insertUserWithSession(t.db, { planType: 'single', purchases: [{ name: 'debt_scan' }, { name: 'debt_scan' }] });
    const signedIn = { authorization: `Bearer ${token}` };
    const first = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], signedIn)).json());
    expect(first.access).toMatchObject({ is_logged_in: true, has_access: true, scans_remaining: 1 });
    const [bought] = await t.db.db.select({ id: purchases.id }).from(purchases).where(eq(purchases.userId, userId)).limit(1);
    await t.db.db
      .update(purchases)
      .set({ refundedAt: new Date() })
      .where(eq(purchases.id, bought?.id ?? ''));
    const second = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], signedIn)).json());
    expect(second.access).toMatchObject({ is_logged_in: true, has_access: false, scans_remaining: 0, upgrade_required: true });
    expect(second.violations.violations).toHaveLength(1);
  });

  it.each([
    ['no state', {}, () => [pdfFile(new Uint8Array([1]))], 400, UPLOAD_MESSAGES.noState],
    ['a GIF', { state: 'CA' }, () => [{ name: 'letter.gif', type: 'image/gif', bytes: new Uint8Array([71, 73, 70]) }], 415, UPLOAD_MESSAGES.wrongType],
    ['no file', { state: 'CA' }, () => [], 400, UPLOAD_MESSAGES.noFile],
    ['a file over 10 MB', { state: 'CA' }, () => [pdfFile(new Uint8Array(10 * 1024 * 1024 + 1))], 413, UPLOAD_MESSAGES.tooLarge],
    [
      'the enhance flow without a response letter',
      { state: 'CA', flow_type: 'enhance' },
      () => [pdfFile(new Uint8Array([1]))],
      400,
      UPLOAD_MESSAGES.noResponseLetter,
    ],
  ] as const)('refuses %s with the spec text', async (_name, fields, files, status, message) => {
    const res = await analyze({ ...fields }, [...files()]);
    expect(res.statusCode).toBe(status);
    expect(ErrorResponseSchema.parse(res.json()).error).toBe(message);
  });

  it('refuses corrupt and encrypted PDFs with a clear error, not a 500', async () => {
    const corrupt = await analyze({ state: 'CA' }, [pdfFile(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf'))]);
    expect(corrupt.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(corrupt.json()).error.length).toBeGreaterThan(20);
    // In the reader's language too.
    const spanish = await analyze({ state: 'CA' }, [pdfFile(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf'))], {
      'accept-language': 'es',
    });
    expect(spanish.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(spanish.json()).error).toMatch(/^No pudimos abrir el archivo "letter\.pdf": el PDF parece dañado/);
    const notAnImage = await analyze({ state: 'CA' }, [{ name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('definitely not a jpeg') }]);
    expect([400, 415]).toContain(notAnImage.statusCode);
    ErrorResponseSchema.parse(notAnImage.json());
  });

  it('streams real progress and then the result when asked for NDJSON', async () => {
    const res = await analyze({ state: 'IL' }, [pdfFile(pdf)], { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; stage?: string; page?: number; pages?: number; data?: unknown });
    expect(lines.filter((l) => l.type === 'progress' && l.stage === 'reading')[0]).toMatchObject({ page: 1, pages: 1 });
    expect(lines.some((l) => l.type === 'progress' && l.stage === 'checking')).toBe(true);
    const last = lines.at(-1);
    expect(last?.type).toBe('result');
    AnalyzeResponseSchema.parse(last?.data);
  });

  it('re-runs the rules with answers, only for the owner, and not after the text expired', async () => {
    const owner = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const first = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], { authorization: `Bearer ${owner.token}` })).json());
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${first.analysis_id}/answers`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { answers: { isPostcard: false, addressedToThirdParty: false, envelopeText: '' } },
    });
    expect(answered.statusCode).toBe(200);
    const again = AnalyzeResponseSchema.parse(answered.json());
    expect(again.analysis_id).toBe(first.analysis_id);
    expect(again.questions.map((q) => q.id)).not.toContain('isPostcard');

    const stranger = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${first.analysis_id}/answers`,
      headers: { authorization: `Bearer ${stranger.token}` },
      payload: { answers: {} },
    });
    expect(other.statusCode).toBe(404);

    await purgeExpired(t.app, new Date(Date.now() + 61 * 60 * 1000));
    const [row] = await t.db.db.select().from(analyses).where(eq(analyses.id, first.analysis_id));
    expect(row?.textMasked).toBeNull();
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/analysis/${first.analysis_id}/answers`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { answers: {} },
    });
    expect(expired.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(expired.json()).error).toBe(ANALYSIS_EXPIRED_MESSAGE);
  });

  it('uses the answers sent with the upload for the first result, and refuses malformed ones with 400', async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const auth = { authorization: `Bearer ${token}` };
    const without = AnalyzeResponseSchema.parse((await analyze({ state: 'IL' }, [pdfFile(pdf)], auth)).json());
    expect(without.questions.map((q) => q.id)).toContain('envelopeText');
    expect(without.violations.violations.map((v) => v.id)).not.toContain('envelope_language');

    const answered = await analyze(
      { state: 'IL', answers: JSON.stringify({ envelopeText: 'FINAL NOTICE - DEBT COLLECTION', isFirstContact: true }) },
      [pdfFile(pdf)],
      auth,
    );
    expect(answered.statusCode).toBe(200);
    const body = AnalyzeResponseSchema.parse(answered.json());
    expect(body.violations.violations.map((v) => v.id)).toContain('envelope_language');
    expect(body.questions.map((q) => q.id)).not.toContain('envelopeText');
    expect(body.questions.map((q) => q.id)).not.toContain('isFirstContact');

    const bad = await analyze({ state: 'IL', answers: JSON.stringify({ lastPaymentDate: 'last spring' }) }, [pdfFile(pdf)], auth);
    expect(bad.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(bad.json()).code).toBe('invalid_input');
  });

  it("says when the time bar rests on the person's answer, not on a date (decision 275)", async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const auth = { authorization: `Bearer ${token}` };
    const answered = AnalyzeResponseSchema.parse(
      (await analyze({ state: 'IL', answers: JSON.stringify({ debtPastLimitationPeriod: true }) }, [pdfFile(pdf)], auth)).json(),
    );
    expect(answered.sol).toMatchObject({ status: 'likely_expired', runs_out_on: null, from_answer: true });
    const counted = AnalyzeResponseSchema.parse(
      (await analyze({ state: 'IL', answers: JSON.stringify({ lastPaymentDate: '2025-01-15' }) }, [pdfFile(pdf)], auth)).json(),
    );
    expect(counted.sol).toMatchObject({ status: 'within', from_answer: false, from_letter: false });
  });

  it("says when the time bar rests on the letter's own words, not on a date (decision 545)", async () => {
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime', purchases: [{ name: 'debt_lifetime' }] });
    const auth = { authorization: `Bearer ${token}` };
    const old = await letterPdf(
      'Lakeside Portfolio Services\nMarch 3, 2025\nRe: Account ending 4417. Balance: $1,204.00\n\nThe law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it. You may resolve this account for $300.00.\n\nThis communication is from a debt collector.',
    );
    const body = AnalyzeResponseSchema.parse((await analyze({ state: 'TX' }, [pdfFile(old)], auth)).json());
    expect(body.sol).toMatchObject({ status: 'likely_expired', runs_out_on: null, from_answer: false, from_letter: true });
    expect(body.sol.basis).toContain('("Because of the age of your debt, we will not sue you for it.")');
    expect(body.questions.map((q) => q.id)).not.toContain('lastPaymentDate');
  });

  it('keeps the letter text out of the logs', () => {
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/analyze-strategic');
    for (const words of ['warrant issued for your arrest', 'Jordan Example', '4485123412341234', 'Northwind Bank']) expect(logs).not.toContain(words);
  });
});

describe('leads, history and disputes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves a lead from the email gate', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/save-lead',
      payload: { email: ' Someone@Example.com ', strategy: 'DEBT VALIDATION REQUEST', confidence: 75 },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.db.select().from(leads);
    expect(rows.map((r) => r.email)).toContain('someone@example.com');
    const bad = await t.app.inject({ method: 'POST', url: '/api/save-lead', payload: { email: 'no-at-sign' } });
    expect(bad.statusCode).toBe(400);
  });

  it('saves to history only for the signed-in owner, and answers 400 for a bad id (the offline queue drops it)', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/save-analysis', payload: { analysis_id: '9d5e2b8e-6f1e-4c55-9b0a-2f2d7d9f0c11' } });
    expect(anonymous.statusCode).toBe(401);
    const { token } = await insertUserWithSession(t.db, { planType: 'lifetime' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/save-analysis',
      headers: { authorization: `Bearer ${token}` },
      payload: { analysis_id: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/save-analysis',
      headers: { authorization: `Bearer ${token}` },
      payload: { analysis_id: '9d5e2b8e-6f1e-4c55-9b0a-2f2d7d9f0c11' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists no disputes for a visitor and the active ones for a user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/disputes?status=active' });
    expect(res.json()).toEqual({ success: true, disputes: [] });
  });
});
