import { describe, expect, it } from 'vitest';
import { findErrors } from '../find/find-errors';
import { pagesOf } from '../test-helpers';
import { parseCreditReport } from './read-report';

// Experian's print (annualcreditreport.com, as on experian-viotagger-1 and the open pages): 'Account Info'
// as label/value rows, then 'Payment History': a heading of month initials ('J F M A M J J A S O N D')
// over a row per year whose cells are icons (a check mark, a dash for no data) or red late numbers.
// OCR reads the icons as stray glyphs ('v', 'NE', 'AN') and often only some initials ('A M J J').
// Creditor, numbers and marks are made up.
const head = [
  'Experian annual credit report',
  'LAKEVIEW AUTO FINANCE',
  'Account Info',
  'Account Name              LAKEVIEW AUTO FINANCE',
  'Account Number            552310XXXXXX',
  'Account Type              Auto Loan',
  'Date Opened               04/04/2015',
  'Status                    Open',
  'Balance                   $8,200',
  'Payment History',
];
const years = [
  '2018    v    v    v    v    v    v    v    v    v    —    —    —',
  '2017    v    v    v    v    v    v    v    v    v    v    30   v',
  '2016    A    v    v    v    v    v    v    v    v    v    v    v',
  '2015    —    —    v    v    v    v    v    v    v    v    v    v',
];
const report = (initials: string) => parseCreditReport(pagesOf([[...head, initials, ...years].join('\n')]));
const history = (r: ReturnType<typeof parseCreditReport>) => r.accounts[0]!.paymentHistory?.value.map((m) => `${m.month}:${m.code}`);

describe("Experian's payment grid (month initials over a row per year)", () => {
  it('places the columns from the initials OCR read and reads the printed late under its month, asking once', () => {
    for (const initials of ['        J    F    M    A    M    J    J    A    S    O    N    D', '                        A    M    J    J']) {
      const r = report(initials);
      expect(history(r)).toEqual(['2017-11:30']);
      const asked = r.questions.filter((q) => q.field === 'history');
      expect(asked).toHaveLength(1);
      expect(asked[0]!.question).toMatch(/drawn with symbols/);
      // The months read are only the printed marks: the last of them (2017-11) is not the account's latest
      // month, so an open account with a late read in 2017 is no contradiction of its status.
      expect(r.accounts[0]!.paymentHistory?.partial).toBe(true);
      expect(findErrors([r]).findings).toEqual([]);
    }
  });

  it('without initials it can place, asks once for the account and its years, never once a year', () => {
    // 'J J' could be June–July only, but two letters are too few to place a grid; a row of other capitals is no heading.
    for (const initials of ['                                  J    J', 'NE   NA   NE']) {
      const r = report(initials);
      expect(r.accounts[0]!.paymentHistory).toBeUndefined();
      const asked = r.questions.filter((q) => q.field === 'history');
      expect(asked).toHaveLength(1);
      expect(asked[0]!.question).toMatch(/we could not read the 2015–2018 payment history of LAKEVIEW AUTO FINANCE/);
    }
  });

  it('a second account with its own unread grid gets its own single question', () => {
    const second = [
      'RIVERSIDE CARD SERVICES',
      'Account Info',
      'Account Name              RIVERSIDE CARD SERVICES',
      'Balance                   $120',
      'Payment History',
    ];
    const page = [...head, 'NE   NA', ...years, ...second, 'NE', '2017    v    v', '2015    v'].join('\n');
    const r = parseCreditReport(pagesOf([page]));
    const asked = r.questions.filter((q) => q.field === 'history').map((q) => q.question);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(/2015–2018 payment history of LAKEVIEW/);
    expect(asked[1]).toMatch(/2015, 2017 payment history of RIVERSIDE/);
  });

  it("reads the grid's legend ('60  Past due 60 days') as no amount past due, and asks nothing about it", () => {
    const legend = ['v    Current / Terms met      30    Past due 30 days', '60   Past due 60 days         90    Past due 90 days', '180  Past due 180 days'];
    const r = parseCreditReport(pagesOf([[...head, '        J    F    M    A    M    J    J    A    S    O    N    D', ...years, ...legend].join('\n')]));
    const a = r.accounts[0]!;
    expect(a.pastDue).toBeUndefined();
    expect((a.printed ?? []).some((f) => /past due/i.test(f.label))).toBe(false);
    expect(r.questions.filter((q) => q.field === 'pastDue')).toEqual([]);
  });

  it('a grid under its heading of which OCR read nothing it can place is asked about once, not left silent', () => {
    // The grid's years and initials lost ('N 2 (o)]'), its marks read as glyphs: nothing placed, nothing made up.
    const page = [...head.slice(0, -1), 'B Payment History', 'c«                 J        A', 'KS                 120      150', 'N 2 (o)]   v   v'].join('\n');
    const r = parseCreditReport(pagesOf([page]));
    expect(r.accounts[0]!.paymentHistory).toBeUndefined();
    const asked = r.questions.filter((q) => q.field === 'history');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.question).toMatch(/^Page 1: we could not read the payment history of LAKEVIEW AUTO FINANCE\. Check each month/);
  });
});
