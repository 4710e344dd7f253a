import { describe, expect, it } from 'vitest';
import { findErrors } from '../find/find-errors';
import { pagesOf } from '../test-helpers';
import { headingParts, parseCreditReport } from './read-report';
import { ACCOUNT_LABELS, FIELDS_HEADINGS, HEADING_STATES, statusOf } from './vocabulary';

// The arrangement of Equifax's own report (myEquifax print, as on the open pages in fixtures/real/open):
// a numbered heading with the account's state in parentheses, a summary of two label/value pairs a row,
// then the payment grid with its legend, then 'Account Details' with the rest of the fields, two pairs a row.
// Creditors, numbers and dates here are made up.
const PAGE = [
  'Equifax credit report',
  '3.2 LAKESIDE SAVINGS BANK (CLOSED)',
  'Summary',
  'Your debt-to-credit ratio is the share of your credit you use.',
  'Account Number            xxxxxx 7312          Reported Balance           $1,140',
  'Account Status            PAYS_AS_AGREED       Available Credit',
  'Payment History',
  'Year    Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov  Dec',
  'Paid on Time      30 30 Days Past Due      60 60 Days Past Due',
  'Account Details',
  'View detailed information about this account.',
  'High Credit               $2,300               Owner                      JOINT',
  'Credit Limit                                   Account Type               REVOLVING',
  'Terms Frequency           MONTHLY              Term Duration              0',
  'Balance                   $1,140               Date Opened                Jun 09, 2016',
  'Amount Past Due           $0                   Date Reported              Feb 28, 2025',
];

describe("Equifax's report layout (summary, grid, then the details)", () => {
  it('reads the fields after the payment grid, and the creditor without its number and state', () => {
    const report = parseCreditReport(pagesOf([PAGE.join('\n')]));
    expect(report.accounts).toHaveLength(1);
    const a = report.accounts[0]!;
    expect(a.creditor.value).toBe('LAKESIDE SAVINGS BANK');
    expect(a.accountLast4?.value).toBe('7312');
    const printed = Object.fromEntries((a.printed ?? []).map((f) => [f.label, f.value]));
    expect(printed).toMatchObject({
      'Reported Balance': '$1,140',
      'Account Status': 'PAYS_AS_AGREED',
      Owner: 'JOINT',
      'Account Type': 'REVOLVING',
      'Terms Frequency': 'MONTHLY',
      Balance: '$1,140',
      'Date Opened': 'Jun 09, 2016',
      'Amount Past Due': '$0',
      'Date Reported': 'Feb 28, 2025',
    });
    // Labels printed with nothing after them stay empty; they take nothing from their neighbours.
    expect(printed['Credit Limit']).toBe('');
    expect(printed['Available Credit']).toBe('');
    expect(a.balance?.value).toBe(1140);
    expect(a.opened?.value).toBe('2016-06-09');
    // The legend of the grid ('30 Days Past Due') is not a field of the account.
    expect(Object.keys(printed).some((l) => /days past due/i.test(l))).toBe(false);
    expect(findErrors([report]).findings).toEqual([]);
  });

  it('without the details heading, the rows after a payment grid are still not read as fields', () => {
    const page = PAGE.filter((l) => l !== 'Account Details');
    const a = parseCreditReport(pagesOf([page.join('\n')])).accounts[0]!;
    expect((a.printed ?? []).map((f) => f.label)).not.toContain('Date Reported');
  });
});

describe('a heading split into creditor, number and state', () => {
  const words = (text: string) => text.split(' ').map((t, k) => ({ text: t, x0: k * 10, x1: k * 10 + 8, confidence: 1 }));
  const creditorOf = (text: string) =>
    headingParts(words(text) as never)
      .creditor.map((w) => w.text)
      .join(' ');

  it('drops a section number and a printed state, keeps everything else of the name', () => {
    expect(creditorOf('2.6 NORTH SHORE FCU (CLOSED)')).toBe('NORTH SHORE FCU');
    expect(creditorOf('12.10 ACME CARD SERVICES')).toBe('ACME CARD SERVICES');
    // A parenthesis that is not an account state is part of the name; a lone number is a name too.
    expect(creditorOf('SYNCB (HOME STORE)')).toBe('SYNCB (HOME STORE)');
    expect(creditorOf('1ST FINANCIAL BANK')).toBe('1ST FINANCIAL BANK');
    expect(creditorOf('2.6')).toBe('2.6');
  });
});

describe('statuses printed as codes with underscores', () => {
  it('reads them as the same words with spaces', () => {
    expect(statusOf('PAYS_AS_AGREED')).toBe('current');
    expect(statusOf('INCLUDED_IN_CHAPTER_13')).toBe('bankruptcy_discharged');
    expect(statusOf('Included in Chapter 7')).toBe('bankruptcy_discharged');
    expect(statusOf('CHARGED_OFF')).toBe('charged_off');
    // A chapter number alone is not a bankruptcy, nor is a page's chapter heading.
    expect(statusOf('Chapter 2 of the guide')).toBeUndefined();
  });
});

describe('the vocabulary keeps where each Equifax wording was seen', () => {
  it('names a real page for the wordings read from Equifax pages', () => {
    const seenOf = (phrase: string) => ACCOUNT_LABELS.find((e) => e.phrases.includes(phrase))?.seen ?? [];
    for (const phrase of ['Reported Balance', 'Available Credit', 'Account Status', 'High Credit', 'Owner', 'Terms Frequency', 'Date Reported'])
      expect(seenOf(phrase)).toContain('equifax-viotagger-p57');
    expect(FIELDS_HEADINGS.every((h) => h.seen.length > 0)).toBe(true);
    expect(HEADING_STATES.find((h) => h.phrase === 'Closed')?.seen).toContain('equifax-viotagger-p57');
  });
});

// The grid as OCR gives it from Equifax's print (seen on the open pages p18, p24, p57): check marks and
// hatched 'no data' boxes come out as stray glyphs ('v', 'BEX', '888%'), the late marks as their numbers,
// and a month heading at the grid's edge may be lost ('Dec'). Made-up creditor and marks.
const GRID_PAGE = [
  'Equifax credit report',
  '3.4 RIVERBEND CREDIT UNION (CLOSED)',
  'Account Number            xxxxxx 4410          Reported Balance           $0',
  'Account Status            INCLUDED_IN_CHAPTER_13   Available Credit',
  'Payment History',
  'Year    Jan  Feb  Mar  Apr  May  Jun  Jul  Aug  Sep  Oct  Nov',
  '2020    v    v    v    v    v    v    v    v    v    v    v    v',
  '2019    SRK  BEX  888  S8E  v    30   60   SEEK v    v    CO   &K&©',
  '2018    BER  BE   LE   S30  3O   90   v    v    v    v    v    v',
  'Paid on Time      30 30 Days Past Due      60 60 Days Past Due',
  'Account Details',
  'Balance                   $0                   Date Opened                Jun 09, 2016',
];

describe("Equifax's payment grid drawn with symbols", () => {
  it('reads only the marks printed as codes, each under its month, and asks once about the rest', () => {
    const report = parseCreditReport(pagesOf([GRID_PAGE.join('\n')]));
    const a = report.accounts[0]!;
    expect(a.paymentHistory?.value.map((m) => `${m.month}:${m.code}`)).toEqual(['2018-06:90', '2019-06:30', '2019-07:60', '2019-11:CO']);
    // Glyph noise ('S30', '3O', '888', 'v') is never a late nor a month paid on time.
    expect(a.paymentHistory?.value.some((m) => m.code === 'OK')).toBe(false);
    const asked = report.questions.filter((q) => q.field === 'history');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.question).toMatch(/drawn with symbols/);
    expect(findErrors([report]).findings).toEqual([]);
  });

  it('places a month whose heading OCR lost by the spacing of the others', () => {
    const report = parseCreditReport(
      pagesOf([GRID_PAGE.map((l) => (l.startsWith('2020') ? '2020    v    v    v    v    v    v    v    v    v    v    v    30' : l)).join('\n')]),
    );
    expect(report.accounts[0]!.paymentHistory?.value.map((m) => `${m.month}:${m.code}`)).toContain('2020-12:30');
  });
});
