import { closeOcrPool } from '@debtshield/analyzer';
import { afterAll, describe, expect, it } from 'vitest';
import { OPEN_REAL_DIR, realSamples, runRealSample } from '../real-reports';
import { matchReal } from '../real-truth';

// The open half of the real pages this package gathered (fixtures/real/README.md): one Equifax page
// of myEquifax's print (summary, payment grid, then 'Account Details'), read by OCR from the image.
const open = realSamples(OPEN_REAL_DIR, 'open');

describe('the reader on an open real Equifax page', () => {
  afterAll(async () => {
    await closeOcrPool();
  });

  it('equifax-viotagger-p57: every field of the tradeline, its creditor without the section number and state, no finding', async () => {
    const run = await runRealSample(open.find((s) => s.id === 'equifax-viotagger-p57')!);
    expect(run.score.misses).toEqual([]);
    expect(run.report.accounts).toHaveLength(1);
    expect(run.report.accounts[0]!.creditor.value).toBe('ALLY FINANCIAL');
    expect(run.report.accounts[0]!.opened?.value).toBe('2015-04-04');
    expect(run.findings).toEqual([]);
    expect(run.mustNotFlagHit).toEqual([]);
  }, 120_000);
});

// The open real three-bureau report: IdentityIQ's report saved from the browser (fixtures/real/README.md).
describe('the reader on a real three-bureau report saved as a web page', () => {
  it('identityiq-credit-evo-1: every bureau column of every tradeline and of its two-year grid, no grid row read as a creditor, the bureaus compared', async () => {
    const run = await runRealSample(open.find((s) => s.id === 'identityiq-credit-evo-1')!);
    expect(run.score.misses).toEqual([]);
    // One report per bureau column, as many accounts as the report's own summary counts.
    expect(run.reports.map((r) => [r.bureau?.value, r.accounts.length])).toEqual([
      ['transunion', 18],
      ['experian', 12],
      ['equifax', 23],
    ]);
    // No grid row ('Experian OK OK …') and no bureau name read as a creditor.
    const creditors = run.reports.flatMap((r) => r.accounts.map((a) => a.creditor.value));
    expect(creditors.filter((c) => /transunion|experian|equifax|\bOK\b/i.test(c))).toEqual([]);
    // A collection's original creditor printed in its heading is a field of every bureau's account, not part of the name.
    const midland = run.reports
      .flatMap((r) => r.accounts)
      .filter((a) => a.creditor.value === 'MIDLAND CRED' && a.printed?.some((f) => f.key === 'originalCreditor' && f.value === '01 SYNCHRONY BANK'));
    expect(midland.map((a) => [a.bureau, a.creditor.value, a.printed?.find((f) => f.key === 'originalCreditor')?.value])).toEqual([
      ['transunion', 'MIDLAND CRED', '01 SYNCHRONY BANK'],
      ['experian', 'MIDLAND CRED', '01 SYNCHRONY BANK'],
    ]);
    // The columns of one table row are one account: TransUnion's collection status vs Equifax's 'Current' on each of the six loans.
    const statusDiffers = run.findings.filter(
      (f) => f.kind === 'bureau_mismatch' && /US DEPT ED is reported as "Collection\/Chargeoff" on transunion and as "Current" on equifax/.test(f.summary),
    );
    expect(statusDiffers).toHaveLength(6);
    expect(run.score.falseFindings).toBe(0);
    expect(run.mustNotFlagHit).toEqual([]);
    // Each bureau's row of each two-year grid, month by month, as its cells print it (an empty cell: no month).
    const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (const [bureau, accounts] of Object.entries(run.sample.truth.accounts_by_bureau!)) {
      const report = run.reports.find((r) => r.bureau?.value === bureau.toLowerCase())!;
      matchReal(accounts, report.accounts).forEach((parsed, i) => {
        const printed = (accounts[i] as { payment_history_two_year?: Record<string, string> }).payment_history_two_year ?? {};
        const want = Object.entries(printed)
          .map(([k, code]) => `20${k.slice(4)}-${String(MONTHS.indexOf(k.slice(0, 3)) + 1).padStart(2, '0')}:${code}`)
          .sort();
        expect(parsed?.paymentHistory?.value.map((m) => `${m.month}:${m.code}`) ?? [], `${bureau} ${accounts[i]!.creditor}`).toEqual(want);
      });
    }
  });
});

describe("the open real Equifax pages' payment grids (icons read by OCR as stray glyphs)", () => {
  afterAll(async () => {
    await closeOcrPool();
  });

  it('equifax-viotagger-p18: the four lates printed as numbers, under their months, and nothing made of the check marks or hatched boxes', async () => {
    const run = await runRealSample(open.find((s) => s.id === 'equifax-viotagger-p18')!);
    expect(run.report.accounts[0]!.paymentHistory?.value.map((m) => `${m.month}:${m.code}`)).toEqual(['2018-06:30', '2018-07:60', '2018-08:90', '2018-09:120']);
    expect(run.report.questions.filter((q) => q.field === 'history')).toHaveLength(1);
    expect(run.findings).toEqual([]);
  }, 120_000);
});
