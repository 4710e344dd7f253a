import { closeOcrPool } from '@debtshield/analyzer';
import { afterAll, describe, expect, it } from 'vitest';
import { realSamples, runRealSample, SHARED_REAL_DIR } from '../real-reports';

// The real reports of the shared development set (nobody on the team made these layouts): every
// tradeline and every key field, no finding at all (their truth files list no provable error).
const shared = realSamples(SHARED_REAL_DIR, 'shared');

describe('the reader on real bureau reports', () => {
  afterAll(async () => {
    await closeOcrPool();
  });

  it('has the shared development set', () => {
    expect(shared.map((s) => s.id).sort()).toEqual(['experian-viotagger-1', 'transunion-creditclarity-1', 'transunion-viotagger-1']);
  });

  for (const id of ['experian-viotagger-1', 'transunion-viotagger-1']) {
    it(`${id}: a photographed page, every field as printed, the tradeline before it left alone`, async () => {
      const run = await runRealSample(shared.find((s) => s.id === id)!);
      expect(run.score.misses).toEqual([]);
      expect(run.report.accounts).toHaveLength(1);
      expect(run.findings).toEqual([]);
      // The contact block / grid at the top belongs to the tradeline on the page before.
      expect(run.report.accounts[0]!.creditor.value).toBe(run.sample.truth.accounts[0]!.creditor);
    }, 120_000);
  }

  it("experian-viotagger-1: the late stated under the grid in words ('30 days past due as of Nov 2017'), none made of the check marks", async () => {
    const run = await runRealSample(shared.find((s) => s.id === 'experian-viotagger-1')!);
    expect(run.report.accounts[0]!.paymentHistory?.value.map((m) => `${m.month}:${m.code}`)).toEqual(['2017-11:30']);
    expect(run.findings).toEqual([]);
    // Its grid of check marks (four years) is asked about once, not once a year (decision 079).
    expect(run.report.questions.filter((q) => q.field === 'history')).toHaveLength(1);
  }, 120_000);

  it('transunion-creditclarity-1: 54 pages, 7 of them with an undecodable text layer read by OCR; 30 tradelines, no false finding', async () => {
    const run = await runRealSample(shared.find((s) => s.id === 'transunion-creditclarity-1')!);
    expect(run.pages).toBe(54);
    expect(run.report.bureau?.value).toBe('transunion');
    expect(run.score.found).toBe(30);
    expect(run.report.accounts).toHaveLength(30);
    // Creditor, balance, status, opened, last payment: every one.
    expect(run.score.keyRight).toBe(run.score.keyFields);
    // Every field as printed but a few OCR slips of the file's own text layer (listed in the accuracy report).
    expect(run.score.fieldsRight / run.score.fields).toBeGreaterThan(0.98);
    expect(run.findings).toEqual([]);
    expect(run.mustNotFlagHit).toEqual([]);
    // The adverse tradelines' grids: the lates where the page shows them.
    const cap = run.report.accounts.find((a) => a.accountLast4?.value === '2365')!;
    expect(cap.paymentHistory?.value.filter((m) => m.code !== 'OK').map((m) => `${m.month}:${m.code}`)).toEqual([
      '2024-09:30',
      '2024-10:60',
      '2024-11:90',
      '2024-12:120',
    ]);
    expect(cap.paymentHistory?.evidence.page).toBeGreaterThan(1);
  }, 600_000);
});
