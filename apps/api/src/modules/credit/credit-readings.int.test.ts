import { CREDIT_MESSAGES, CreditReadingSchema, CreditReadingStartedSchema, type CreditReading } from '@debtshield/contracts';
import { creditReports, readings, users } from '@debtshield/db';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateReport } from '../../../../../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../../../../../packages/credit-reports/src/generate/render-report';
import { threeBureauHtml, variantOf } from '../../../../../packages/credit-reports/src/generate/vary-layout';
import { GRANITE_LETTER } from '../../../../../packages/credit-reports/src/test-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { purgeExpired } from '../../platform/jobs';
import { REPORT_MESSAGES } from './read-report-upload';

// Issue 25: a report is read as a job, page by page; the request answers at once with the reading's id.
const READ_TIMEOUT_MS = 120_000;

const readingFlow = (settings: Parameters<typeof buildTestApp>[0], name: string) =>
  describe(name, () => {
    let t: TestApp;
    let reportPdf: Uint8Array;
    let pageCount: number;
    const start = (token: string, bytes: Uint8Array, name = 'report.pdf', type = 'application/pdf') =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit-repair/readings',
        payload: analyzeForm({}, [{ name, type, bytes }]),
        headers: { authorization: `Bearer ${token}` },
      });
    const look = (token: string, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/credit-repair/readings/${id}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } });
    /** Looks at the reading until it ends; answers every state seen. */
    const follow = async (token: string, id: string): Promise<CreditReading[]> => {
      const seen: CreditReading[] = [];
      for (;;) {
        const res = await look(token, id);
        expect(res.statusCode, res.body).toBe(200);
        const state = CreditReadingSchema.parse(res.json());
        seen.push(state);
        if (state.status === 'done' || state.status === 'failed') return seen;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const used = async (userId: string) => (await t.db.db.select({ n: users.creditScansUsed }).from(users).where(eq(users.id, userId)))[0]!.n;

    beforeAll(async () => {
      t = await buildTestApp({ RATE_LIMIT_MAX: 10_000, CASE_FILE_KEY: 'b'.repeat(64), ...settings });
      const pages = reportPages(generateReport('transunion', 0));
      pageCount = pages.length;
      reportPdf = await textPdf(pages);
    });
    afterAll(async () => t?.close());

    it(
      'answers at once with an id, records pages read of pages in all, stores the report under the id and uses one read',
      async () => {
        const me = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }] });
        const res = await start(me.token, reportPdf);
        expect(res.statusCode, res.body).toBe(202);
        const { readingId } = CreditReadingStartedSchema.parse(res.json());
        const seen = await follow(me.token, readingId);
        const done = seen.at(-1)!;
        if (done.status !== 'done') throw new Error(`reading ended ${JSON.stringify(done)}`);
        expect(done.report.reportId).toBe(readingId);
        expect(done.report.bureau).toBe('transunion');
        expect(done.report.items.length).toBeGreaterThan(0);
        // Every state before the end says where the reading stands, never more pages than the report has.
        for (const s of seen.slice(0, -1)) if (s.status === 'reading') expect(s.page).toBeLessThanOrEqual(s.pages);
        // The report is answered as soon as it is stored; the reading's row is ended right after (its
        // last progress write first): the last page recorded is the report's last, and the upload left
        // the database when the reading ended.
        await vi.waitFor(async () => {
          const [row] = await t.db.db.select().from(readings).where(eq(readings.id, readingId));
          expect(row).toMatchObject({ status: 'done', page: pageCount, pages: pageCount, payload: null });
        });
        expect(await used(me.userId)).toBe(1);
        // The read was used: the next upload is refused at once, before anything is kept.
        const again = await start(me.token, reportPdf);
        expect(again.statusCode).toBe(402);
        expect(again.json()).toMatchObject({ code: 'payment_required', error: CREDIT_MESSAGES.scanUsed });
        // Another person cannot follow this reading.
        const other = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
        expect((await look(other.token, readingId)).statusCode).toBe(404);
        // The reading's row goes within the hour; the report read stays with its owner.
        expect((await purgeExpired(t.app, new Date(Date.now() + 61 * 60_000))).readings).toBeGreaterThanOrEqual(1);
        expect(await t.db.db.select().from(readings).where(eq(readings.id, readingId))).toHaveLength(0);
        expect(await t.db.db.select({ id: creditReports.id }).from(creditReports).where(eq(creditReports.id, readingId))).toHaveLength(1);
      },
      READ_TIMEOUT_MS,
    );

    it(
      'a file that is not a report ends the reading with the message a refusal gives, uses no read and keeps no upload',
      async () => {
        const me = await insertUserWithSession(t.db, { planType: 'credit_single', purchases: [{ name: 'credit_single' }] });
        const res = await start(me.token, await letterPdf(GRANITE_LETTER));
        expect(res.statusCode, res.body).toBe(202);
        const { readingId } = CreditReadingStartedSchema.parse(res.json());
        const end = (await follow(me.token, readingId)).at(-1)!;
        expect(end).toEqual({ success: true, status: 'failed', error: { code: 'invalid_input', message: REPORT_MESSAGES.aLetter } });
        expect(await used(me.userId)).toBe(0);
        const [row] = await t.db.db.select().from(readings).where(eq(readings.id, readingId));
        expect(row).toMatchObject({ status: 'failed', payload: null });
      },
      READ_TIMEOUT_MS,
    );

    it(
      'reads a real three-bureau report saved from IdentityIQ (decision 057): every TransUnion account, and the bureaus’ contradictions with both values',
      async () => {
        const me = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
        const html = new Uint8Array(
          readFileSync(new URL('../../../../../packages/credit-reports/fixtures/real/open/identityiq-credit-evo-1.html', import.meta.url)),
        );
        const res = await start(me.token, html, 'Credit Report - IdentityIQ.html', 'text/html');
        expect(res.statusCode, res.body).toBe(202);
        const end = (await follow(me.token, CreditReadingStartedSchema.parse(res.json()).readingId)).at(-1)!;
        if (end.status !== 'done') throw new Error(`reading ended ${JSON.stringify(end)}`);
        expect(end.report.bureau).toBe('transunion');
        // The report's own summary counts 18 TransUnion accounts.
        expect(end.report.items.filter((i) => i.kind === 'account' || i.kind === 'collection')).toHaveLength(18);
        // TransUnion's 'Collection/Chargeoff' against Equifax's 'Current' on the student loans, with both values.
        const status = end.report.findings.filter(
          (f) => f.kind === 'bureau_mismatch' && f.proof.some((p) => p.bureau === 'equifax' && /Current/.test(p.value)),
        );
        expect(status.length).toBeGreaterThan(0);
        expect(status.every((f) => f.proof.some((p) => p.bureau === 'transunion' && /Collection\/Chargeoff/.test(p.value)))).toBe(true);
      },
      READ_TIMEOUT_MS,
    );

    it(
      'reads a three-bureau report saved as a web page: the first column’s report, compared with the other two',
      async () => {
        const me = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
        const truth = generateReport('experian', 401);
        // One account in good standing said to be charged off in the TransUnion column only.
        const html = threeBureauHtml(truth, variantOf(5)).replace(
          /(<td class="label">(?:Account |Pay |Payment )?Status:<\/td><td class="info">)(?:Current|Pays as agreed|Open\. Never late\.|Current; paid or paying as agreed)</,
          '$1Charged off<',
        );
        expect(html).toContain('Charged off<');
        const res = await start(me.token, new TextEncoder().encode(html), 'Three Bureau Report.html', 'text/html');
        expect(res.statusCode, res.body).toBe(202);
        const end = (await follow(me.token, CreditReadingStartedSchema.parse(res.json()).readingId)).at(-1)!;
        if (end.status !== 'done') throw new Error(`reading ended ${JSON.stringify(end)}`);
        expect(end.report.bureau).toBe('transunion');
        const accounts = end.report.items.filter((i) => i.kind === 'account' || i.kind === 'collection');
        expect(accounts).toHaveLength(truth.accounts.length);
        // A difference between the bureaus, with both values.
        const across = end.report.findings.filter((f) => f.kind === 'bureau_mismatch');
        expect(across.length).toBeGreaterThan(0);
        expect(across.every((f) => f.proof.some((p) => p.bureau === 'transunion'))).toBe(true);
        // A saved page mixed with a PDF is refused with what to do.
        const mixed = await t.app.inject({
          method: 'POST',
          url: '/api/credit-repair/analyze',
          payload: analyzeForm({}, [
            { name: 'report.html', type: 'text/html', bytes: new TextEncoder().encode(html) },
            { name: 'report.pdf', type: 'application/pdf', bytes: reportPdf },
          ]),
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(mixed.statusCode).toBe(400);
        expect(mixed.json()).toMatchObject({ error: REPORT_MESSAGES.mixedHtml });
      },
      READ_TIMEOUT_MS,
    );

    it('an upload with no file, and a reading that is not there, get a clear 4xx', async () => {
      const me = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
      const none = await t.app.inject({
        method: 'POST',
        url: '/api/credit-repair/readings',
        payload: analyzeForm({}, []),
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(none.statusCode).toBeGreaterThanOrEqual(400);
      expect(none.statusCode).toBeLessThan(500);
      const gone = await look(me.token, '00000000-0000-4000-8000-000000000000');
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ error: REPORT_MESSAGES.readingGone });
    });
  });

// The queue's shape (a worker takes the job: here the same process, as the embedded database with jobs on).
readingFlow({ READING_JOBS: true, JOBS_ENABLED: true }, 'credit report readings through the queue');
// No queue at all: the process that took the upload reads it after answering.
readingFlow({ READING_JOBS: false, JOBS_ENABLED: false }, 'credit report readings in-process');
