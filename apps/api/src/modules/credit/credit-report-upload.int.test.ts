import { CreditReportAnalysisSchema } from '@debtshield/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEncryptedPdf, makeTextPdf } from '../../../../../packages/analyzer/src/extract/test-helpers';
import { generateReport } from '../../../../../packages/credit-reports/src/generate/generate-report';
import { reportPages, textPdf } from '../../../../../packages/credit-reports/src/generate/render-report';
import { GRANITE_LETTER, HARBOR_TRANSUNION, harborExperian } from '../../../../../packages/credit-reports/src/test-helpers';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { analyzeForm, insertUserWithSession, letterPdf } from '../../../test/factories';
import { MAX_REPORT_PAGES, REPORT_MESSAGES } from './read-report-upload';

// A report has its own page limit and its own messages; every refusal is a 4xx that says what was expected.
describe('credit report upload: limits and bad input', () => {
  let t: TestApp;
  let token: string;
  const analyze = (bytes: Uint8Array, name = 'report.pdf', type = 'application/pdf') =>
    t.app.inject({
      method: 'POST',
      url: '/api/credit-repair/analyze',
      payload: analyzeForm({}, [{ name, type, bytes }]),
      headers: { authorization: `Bearer ${token}` },
    });
  const refusal = async (bytes: Uint8Array, name?: string) => {
    const res = await analyze(bytes, name);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    return (res.json() as { error?: string; message?: string }).error ?? res.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ JOBS_ENABLED: false, RATE_LIMIT_MAX: 10_000 });
    token = (await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] })).token!;
  });
  afterAll(async () => {
    await t.close();
  });

  it(`reads a ${MAX_REPORT_PAGES}-page report and refuses a ${MAX_REPORT_PAGES + 1}-page one with a message about reports`, async () => {
    const pages = reportPages(generateReport('transunion', 0));
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `Your rights under the Fair Credit Reporting Act, page ${i + 1}`);
    const full = await textPdf([...pages, ...filler(MAX_REPORT_PAGES - pages.length)]);
    const ok = await analyze(full);
    expect(ok.statusCode).toBe(200);
    expect(CreditReportAnalysisSchema.parse(ok.json()).bureau).toBe('transunion');
    const over = await textPdf([...pages, ...filler(MAX_REPORT_PAGES + 1 - pages.length)]);
    const message = await refusal(over);
    expect(message).toContain(REPORT_MESSAGES.tooManyPages);
    expect(message).toMatch(/credit report/);
    expect(message).not.toMatch(/letter/);
  }, 180_000);

  it('says what was expected of a letter, a bank statement, an empty file and a protected PDF', async () => {
    expect(await refusal(await letterPdf(GRANITE_LETTER))).toContain(REPORT_MESSAGES.aLetter);
    const statement = await makeTextPdf([
      ['FIRST EXAMPLE BANK', 'Checking account statement', 'Beginning balance $1,204.10', 'Deposits $2,000.00', 'Ending balance $3,204.10'],
    ]);
    expect(await refusal(statement)).toContain(REPORT_MESSAGES.notAReport);
    // An empty file is refused as the upload is read, before any page (the upload's own message).
    expect(await refusal(new Uint8Array(0))).toMatch(/empty/i);
    expect(await refusal(makeEncryptedPdf())).toContain(REPORT_MESSAGES.encrypted);
  }, 60_000);

  it('a second bureau’s report of the same account, reported differently: a finding with both values and both pages', async () => {
    const me = await insertUserWithSession(t.db, { planType: 'credit_all', purchases: [{ name: 'credit_all' }] });
    const send = (bytes: Uint8Array, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/credit-repair/analyze',
        payload: analyzeForm({}, [{ name, type: 'application/pdf', bytes }]),
        headers: { authorization: `Bearer ${me.token}` },
      });
    const ex = await makeTextPdf([harborExperian('Collection account', '03/02/2020')[0]!.split('\n')]);
    const tu = await makeTextPdf([HARBOR_TRANSUNION[0]!.split('\n')]);
    const first = await send(ex, 'experian.pdf');
    expect(first.statusCode).toBe(200);
    expect(CreditReportAnalysisSchema.parse(first.json()).findings.filter((f) => f.kind === 'bureau_mismatch')).toEqual([]);
    const second = CreditReportAnalysisSchema.parse((await send(tu, 'transunion.pdf')).json());
    expect(second.bureau).toBe('transunion');
    const mismatches = second.findings.filter((f) => f.kind === 'bureau_mismatch');
    expect(mismatches.map((f) => f.summary)).toContain('HARBOR BANK is reported as "Current Account" on transunion and as "Collection account" on experian.');
    for (const f of mismatches) {
      expect(f.proof.map((p) => p.bureau).sort()).toEqual(['experian', 'transunion']);
      expect(f.proof.every((p) => p.evidence?.page === 1)).toBe(true);
      expect(f.innocent).toBeTruthy();
    }
  }, 60_000);
});
