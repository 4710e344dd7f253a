import { extractDocument } from '@debtshield/analyzer';
import { describe, expect, it } from 'vitest';
import { precision, recall, scoreParse } from '../accuracy';
import { parseCreditReport, parseCreditReports } from '../parse/parse-credit-report';
import { BUREAUS } from '../types';
import { generateReport, type TruthReport } from './generate-report';
import { threeBureauRows, variantOf, variedPdf, variedRows } from './vary-layout';

const tradelines = (t: TruthReport, noGrid = false): TruthReport => ({
  ...t,
  personal: { ...t.personal, names: [], addresses: [], employers: [], ssnLast4: undefined as unknown as string, birthYear: undefined as unknown as number },
  inquiries: [],
  publicRecords: [],
  ...(noGrid ? { accounts: t.accounts.map((a) => ({ ...a, history: [] })) } : {}),
});

// The second generator's layouts (inline, label and value columns, two pairs a row, label above value;
// three fonts; tradelines split across pages; a three-bureau table) through pdf.js and the reader.
describe('the reader on layouts varied on purpose', () => {
  it('varies wording, arrangement, font, dates and page breaks by seed', () => {
    const variants = [0, 1, 2, 3, 4, 5, 6, 7, 8].map(variantOf);
    expect(new Set(variants.map((v) => v.arrangement)).size).toBe(4);
    expect(new Set(variants.map((v) => v.font)).size).toBe(3);
    expect(new Set(variants.map((v) => v.dates)).size).toBe(2);
  });

  for (const seed of [0, 1, 2, 3]) {
    it(`arrangement ${variantOf(seed).arrangement}: every tradeline field of each bureau`, async () => {
      for (const bureau of BUREAUS) {
        const truth = generateReport(bureau, 200 + seed);
        const v = variantOf(seed);
        const doc = await extractDocument([{ bytes: await variedPdf(variedRows(truth, v), v), mimeType: 'application/pdf' }]);
        const score = scoreParse(tradelines(truth), parseCreditReport(doc.pages));
        expect(score.misses).toEqual([]);
        expect(precision(score.counts)).toBe(1);
        expect(recall(score.counts)).toBe(1);
      }
    }, 60_000);
  }

  it('a three-bureau table: one report per bureau, every field of each column', async () => {
    const truth = generateReport('equifax', 7);
    const v = variantOf(7);
    const doc = await extractDocument([{ bytes: await variedPdf(threeBureauRows(truth, v), v, 7.5), mimeType: 'application/pdf' }]);
    const reports = parseCreditReports(doc.pages);
    expect(reports.map((r) => r.bureau?.value)).toEqual(['transunion', 'experian', 'equifax']);
    for (const r of reports) expect(scoreParse(tradelines({ ...truth, bureau: r.bureau!.value }, true), r).misses).toEqual([]);
  }, 60_000);
});
