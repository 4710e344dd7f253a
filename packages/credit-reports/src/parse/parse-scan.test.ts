import { closeOcrPool, extractDocument } from '@debtshield/analyzer';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreParse } from '../accuracy';
import { generateReport } from '../generate/generate-report';
import { reportPages, scannedReport } from '../generate/render-report';
import { parseCreditReport } from './parse-credit-report';

// One photographed page through the analyzer's OCR (a few seconds); the full scan figures are in `npm run credit:report`.
describe('parseCreditReport on the OCR of a photographed scan', () => {
  afterAll(async () => {
    await closeOcrPool();
  });

  it('reads the first page of a TransUnion report with no wrong value', async () => {
    const truth = generateReport('transunion', 1);
    const first = reportPages(truth).slice(0, 1);
    const { images } = await scannedReport(first, truth.seed);
    expect(images).toHaveLength(1);
    const doc = await extractDocument([{ bytes: images[0]!, mimeType: 'image/jpeg', name: 'page1.jpg' }]);
    expect(doc.pages[0]!.method).toBe('ocr');
    const parsed = parseCreditReport(doc.pages);
    expect(parsed.bureau?.value).toBe('transunion');
    const score = scoreParse(truth, parsed);
    // Values on later pages are "not read"; nothing on this page may be read wrong.
    expect(score.misses.filter((m) => m.includes(': read '))).toEqual([]);
    expect(parsed.accounts.length).toBeGreaterThanOrEqual(2);
    expect(parsed.personal.ssnLast4?.value).toBe(truth.personal.ssnLast4);
    for (const a of parsed.accounts) expect(a.balance?.confidence ?? 1).toBeLessThan(1);
  }, 120_000);
});
