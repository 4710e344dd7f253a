import { closeOcrPool } from '@debtshield/analyzer';
import { afterAll, describe, expect, it } from 'vitest';
import { OPEN_REAL_DIR, realSamples, runRealSample } from '../real-reports';

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
