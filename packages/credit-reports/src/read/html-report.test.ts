import { describe, expect, it } from 'vitest';
import { scoreParse } from '../accuracy';
import { generateReport, type TruthReport } from '../generate/generate-report';
import { threeBureauHtml, variantOf } from '../generate/vary-layout';
import { BUREAUS } from '../types';
import { HTML_PAGE_LINES, htmlReportPages, isHtmlReport } from './html-report';
import { parseCreditReports } from './read-report';

// Issue 25: three-bureau monitoring reports saved from the browser as HTML, from the second generator
// (its markup and wordings are its own, not the reader's).
const tradelinesOnly = (t: TruthReport, bureau: TruthReport['bureau']): TruthReport => ({
  ...t,
  bureau,
  personal: { ...t.personal, names: [], addresses: [], employers: [], ssnLast4: undefined as unknown as string, birthYear: undefined as unknown as number },
  inquiries: [],
  publicRecords: [],
  // A monitoring report's table prints no payment grid.
  accounts: t.accounts.map((a) => ({ ...a, history: [] })),
});

describe('a saved three-bureau web page', () => {
  for (const seed of [3, 6, 7, 10]) {
    it(`seed ${seed}: one report per bureau column, every field of each column, nothing hidden read`, () => {
      const truth = generateReport(BUREAUS[seed % 3]!, 300 + seed);
      const pages = htmlReportPages(threeBureauHtml(truth, variantOf(seed)));
      const text = pages.map((p) => p.text).join('\n');
      // Scripts, styles, hidden rows and elements are not the report.
      expect(text).not.toMatch(/dataLayer|\$99,999|\{\{|\$1,000,000|padding:/);
      expect(pages.every((p) => p.text.split('\n').length <= HTML_PAGE_LINES)).toBe(true);
      const reports = parseCreditReports(pages);
      expect(reports.map((r) => r.bureau?.value)).toEqual(['transunion', 'experian', 'equifax']);
      for (const r of reports) expect(scoreParse(tradelinesOnly(truth, r.bureau!.value), r).misses).toEqual([]);
    });
  }

  it('a long report is cut into pages between tables, and evidence names the page and the words', () => {
    const truth = generateReport('experian', 311);
    const many = { ...truth, accounts: [...truth.accounts, ...truth.accounts.map((a) => ({ ...a, id: `${a.id}-b`, creditor: `${a.creditor} TWO` }))] };
    const pages = htmlReportPages(threeBureauHtml(many, variantOf(2)));
    expect(pages.length).toBeGreaterThan(1);
    // No table is cut: each page after the first begins with an account's name or a table's header.
    for (const p of pages.slice(1)) expect(p.text.split('\n')[0]).not.toMatch(/:\s{2,}/);
    const [tu] = parseCreditReports(pages);
    expect(tu!.accounts).toHaveLength(many.accounts.length);
    const late = tu!.accounts.at(-1)!;
    expect(late.balance?.evidence.page).toBe(pages.length);
    expect(pages[late.balance!.evidence.page - 1]!.text).toContain(late.balance!.evidence.text);
  });

  it('knows a saved web page by its name, its type or its first characters', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    expect(isHtmlReport('report.html', '', bytes(''))).toBe(true);
    expect(isHtmlReport('upload', 'text/html', bytes(''))).toBe(true);
    expect(isHtmlReport('upload', 'application/octet-stream', bytes('\n  <!DOCTYPE html><html>'))).toBe(true);
    expect(isHtmlReport('report.pdf', 'application/pdf', bytes('%PDF-1.7'))).toBe(false);
  });
});
