/**
 * The second generator: the same synthetic truth (generate-report.ts) printed in layouts that differ on
 * purpose from the first generator and from each other: label wording, field order, arrangement (inline
 * "Label: value", label and value columns with the value at the right margin, two pairs a row, label
 * above value), fonts, page breaks that split tradelines, and three-bureau tables (a column per bureau).
 *
 * It shares no table with the reader (`read/vocabulary.ts`) nor with the first generator
 * (`bureau-layouts.ts`): its wordings are its own, written from the way bureaus and monitoring services
 * print, some of which the reader may not know; that is what it is for.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { AccountStatus, AccountType, Bureau } from '../types';
import type { TruthAccount, TruthReport } from './generate-report';
import { truthRemoval } from './generate-report';

type Key =
  'number' | 'type' | 'status' | 'balance' | 'limit' | 'pastDue' | 'opened' | 'lastPayment' | 'dofd' | 'removal' | 'chargeOff' | 'original' | 'remarks';

/** Wordings per field: a variant picks one of each by its seed. */
const WORDS: Record<Key, readonly string[]> = {
  number: ['Account Number', 'Account #', 'Acct #', 'Account No.'],
  type: ['Account Type', 'Type of Account', 'Loan Type'],
  status: ['Status', 'Account Status', 'Pay Status', 'Payment Status'],
  balance: ['Balance', 'Current Balance', 'Balance Owed', 'Amount Owed'],
  limit: ['Credit Limit', 'Credit Limit', 'Limit'],
  pastDue: ['Past Due', 'Amount Past Due', 'Past Due Amount'],
  opened: ['Date Opened', 'Open Date', 'Opened'],
  lastPayment: ['Last Payment', 'Date of Last Payment', 'Last Payment Date', 'Last Payment Made'],
  dofd: ['Date of First Delinquency', 'First Delinquency', 'Date of 1st Delinquency'],
  removal: ['On Record Until', 'Estimated Removal Date', 'Estimated month and year this item will be removed'],
  chargeOff: ['Charge Off Amount', 'Amount Charged Off', 'Charge-Off Amount'],
  original: ['Original Creditor', 'Original Creditor Name'],
  remarks: ['Comments', 'Remarks', 'Creditor Remarks'],
};

const STATUS_WORDS: Record<AccountStatus, readonly string[]> = {
  current: ['Current', 'Pays as agreed', 'Open. Never late.', 'Current; paid or paying as agreed'],
  late: ['Past due 60 days', '30 days past due', 'Delinquent 90 days'],
  charged_off: ['Charged off', 'Charge-off', 'Account charged off'],
  collection: ['In collection', 'Collection account', 'Placed for collection'],
  paid: ['Paid in full', 'Paid, closed', 'Paid'],
  settled: ['Settled', 'Settled for less than full balance'],
  closed: ['Closed', 'Closed by consumer'],
  transferred: ['Transferred', 'Sold to another lender', 'Transferred or sold'],
  bankruptcy_discharged: ['Discharged in bankruptcy', 'Included in bankruptcy'],
};

const TYPE_WORDS: Record<AccountType, readonly string[]> = {
  credit_card: ['Credit card', 'Revolving charge account', 'CREDIT CARD'],
  auto_loan: ['Auto loan', 'Automobile', 'AUTO LOAN'],
  student_loan: ['Student loan', 'Education loan'],
  mortgage: ['Mortgage', 'Real estate mortgage'],
  personal_loan: ['Personal loan', 'Unsecured loan'],
  medical: ['Medical', 'Medical debt'],
  utility: ['Utility', 'Utility company'],
  collection: ['Collection', 'Collection agency'],
};

export type Arrangement = 'inline' | 'columns' | 'two-per-row' | 'label-above';
export type Variant = {
  seed: number;
  arrangement: Arrangement;
  font: 'Helvetica' | 'TimesRoman' | 'Courier';
  /** Rows per page (24 to 40, so the page number stays clear of the last row): tradelines split across pages. */
  rowsPerPage: number;
  /** Dates as 03/14/2019 or as Mar 14, 2019. */
  dates: 'us' | 'named';
  /** Field order shuffled within a tradeline. */
  shuffled: boolean;
};

const ARRANGEMENTS: readonly Arrangement[] = ['inline', 'columns', 'two-per-row', 'label-above'];
const FONTS = ['Helvetica', 'TimesRoman', 'Courier'] as const;

/** A variant for a seed: each seed a different mix. */
export const variantOf = (seed: number): Variant => ({
  seed,
  arrangement: ARRANGEMENTS[seed % ARRANGEMENTS.length]!,
  font: FONTS[Math.floor(seed / 4) % FONTS.length]!,
  rowsPerPage: 24 + ((seed * 7) % 17),
  dates: seed % 3 === 2 ? 'named' : 'us',
  shuffled: seed % 2 === 1,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pick = <T>(xs: readonly T[], n: number): T => xs[Math.abs(n) % xs.length]!;
const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const day = (v: Variant, iso: string) =>
  v.dates === 'us'
    ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`
    : `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;
const month = (v: Variant, iso: string) =>
  v.dates === 'us' ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** One drawn row: cells at x positions (points from the left margin); `right` cells end at x. */
type Cell = { text: string; x: number; right?: boolean };
type Row = Cell[];

const fieldsOf = (v: Variant, a: TruthAccount, bureau: Bureau): Array<[string, string]> => {
  const w = (k: Key) => pick(WORDS[k], v.seed + k.length);
  const out: Array<[string, string]> = [[w('number'), `${'*'.repeat(a.accountNumber.length - 4)}${a.accountNumber.slice(-4)}`]];
  out.push([w('type'), pick(TYPE_WORDS[a.type], v.seed)]);
  out.push([w('status'), pick(STATUS_WORDS[a.status], v.seed + a.id.length)]);
  if (a.originalCreditor) out.push([w('original'), a.originalCreditor]);
  out.push([w('balance'), money(a.balance)]);
  if (a.creditLimit !== undefined) out.push([w('limit'), money(a.creditLimit)]);
  out.push([w('pastDue'), money(a.pastDue)]);
  if (a.chargeOffAmount !== undefined) out.push([w('chargeOff'), money(a.chargeOffAmount)]);
  out.push([w('opened'), day(v, a.opened)]);
  if (a.lastPayment) out.push([w('lastPayment'), day(v, a.lastPayment)]);
  if (a.dofd) {
    if (bureau === 'equifax') out.push([w('dofd'), day(v, a.dofd)]);
    else out.push([w('removal'), month(v, truthRemoval(a)!)]);
  }
  if (a.remarks) out.push([w('remarks'), a.remarks]);
  if (v.shuffled) {
    // A fixed shuffle per seed, the account number kept first.
    const rest = out.slice(1);
    rest.sort((x, y) => ((x[0].length * 31 + v.seed) % 7) - ((y[0].length * 31 + v.seed) % 7));
    return [out[0]!, ...rest];
  }
  return out;
};

const rowsFor = (v: Variant, fields: Array<[string, string]>): Row[] => {
  switch (v.arrangement) {
    case 'inline':
      return fields.map(([l, val]) => [{ text: `${l}: ${val}`, x: 0 }]);
    case 'columns':
      return fields.map(([l, val]) => [
        { text: l, x: 0 },
        { text: val, x: 520, right: true },
      ]);
    case 'two-per-row': {
      const rows: Row[] = [];
      for (let i = 0; i < fields.length; i += 2) {
        const row: Row = [
          { text: fields[i]![0], x: 0 },
          { text: fields[i]![1], x: 130 },
        ];
        if (fields[i + 1]) row.push({ text: fields[i + 1]![0], x: 280 }, { text: fields[i + 1]![1], x: 410 });
        rows.push(row);
      }
      return rows;
    }
    case 'label-above': {
      const rows: Row[] = [];
      for (let i = 0; i < fields.length; i += 3) {
        const group = fields.slice(i, i + 3);
        rows.push(group.map(([l], k) => ({ text: l, x: k * 180 })));
        rows.push(group.map(([, val], k) => ({ text: val, x: k * 180 })));
        rows.push([]);
      }
      return rows;
    }
  }
};

const BUREAU_TITLE: Record<Bureau, string> = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' };

/** The report's rows, page by page (a tradeline may run onto the next page, as real ones do). */
export const variedRows = (truth: TruthReport, v: Variant): Row[][] => {
  const rows: Row[] = [
    [{ text: `${BUREAU_TITLE[truth.bureau]} credit report`, x: 0 }],
    [{ text: `Report Date: ${day(v, truth.reportDate)}`, x: 0 }],
    [],
    [{ text: 'Accounts', x: 0 }],
  ];
  for (const a of truth.accounts) {
    rows.push([]);
    rows.push([{ text: a.creditor, x: 0 }]);
    rows.push(...rowsFor(v, fieldsOf(v, a, truth.bureau)));
    const reported = a.history.filter((h) => h.code !== 'ND');
    if (reported.length) {
      rows.push([{ text: 'Payment History', x: 0 }]);
      const years = [...new Set(a.history.map((h) => h.month.slice(0, 4)))];
      for (const y of years) {
        const cells = MONTHS.map((_, i) => a.history.find((h) => h.month === `${y}-${String(i + 1).padStart(2, '0')}`)?.code ?? 'ND');
        rows.push([{ text: `${y} ${cells.map((c) => (c === 'ND' ? '-' : c)).join(' ')}`, x: 0 }]);
      }
    }
  }
  const pages: Row[][] = [];
  for (let i = 0; i < rows.length; i += v.rowsPerPage) pages.push(rows.slice(i, i + v.rowsPerPage));
  return pages;
};

/** The same rows as page texts (for scans): cells placed at their columns in a monospace line of 100 characters. */
export const variedTexts = (pages: Row[][]): string[] =>
  pages.map((rows, p) =>
    [
      ...rows.map((row) => {
        let line = '';
        for (const c of row) {
          const col = Math.round(c.x / 6);
          const start = c.right ? Math.max(line.length + 2, col - c.text.length) : Math.max(line.length + (line ? 2 : 0), col);
          line = line.padEnd(start) + c.text;
        }
        return line;
      }),
      '',
      `${p + 1}/${pages.length}`,
    ].join('\n'),
  );

/** A text PDF of the rows in the variant's font. */
export const variedPdf = async (pages: Row[][], v: Variant, size = 9.5): Promise<Uint8Array> => {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
  const font = await doc.embedFont(StandardFonts[v.font]);
  pages.forEach((rows, p) => {
    const page = doc.addPage([612, 792]);
    rows.forEach((row, i) => {
      for (const c of row) {
        const width = font.widthOfTextAtSize(c.text, size);
        page.drawText(c.text, { x: 45 + (c.right ? c.x - width : c.x), y: 745 - i * 1.7 * size, size, font });
      }
    });
    page.drawText(`${p + 1}/${pages.length}`, { x: 540, y: 30, size: 8, font });
  });
  return doc.save({ useObjectStreams: false });
};

/**
 * A three-bureau table of the truth's accounts: the creditor, a header row of the three bureaus, then
 * each field with one value per bureau column (the same value in each: the truth is one person's). The
 * table prints no payment grid. Print it at a small size (7.5 pt) so each column's values fit.
 */
export const threeBureauRows = (truth: TruthReport, v: Variant): Row[][] => {
  const order: Bureau[] = ['transunion', 'experian', 'equifax'];
  const rows: Row[] = [
    [{ text: 'Three Bureau Credit Report', x: 0 }],
    [{ text: `Report Date: ${day(v, truth.reportDate)}`, x: 0 }],
    [{ text: 'Account History', x: 0 }],
  ];
  for (const a of truth.accounts) {
    rows.push([], [{ text: a.creditor, x: 0 }]);
    rows.push(order.map((b, k) => ({ text: BUREAU_TITLE[b], x: 120 + k * 145 })));
    const fields = fieldsOf({ ...v, shuffled: false }, a, 'equifax');
    // Monitoring reports print both the first delinquency and the removal month where they have them.
    if (a.dofd) fields.push([pick(WORDS.removal.slice(0, 2), v.seed), month(v, truthRemoval(a)!)]);
    for (const [label, value] of fields) rows.push([{ text: `${label}:`, x: 0 }, ...order.map((_, k) => ({ text: value, x: 120 + k * 145 }))]);
  }
  const pages: Row[][] = [];
  for (let i = 0; i < rows.length; i += 40) pages.push(rows.slice(i, i + 40));
  return pages;
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A three-bureau monitoring report saved from the browser as HTML (IdentityIQ, SmartCredit and
 * MyScoreIQ style): a heading per account above one table, a header row of the three bureaus, then a
 * row per field with the label cell and one value cell per bureau. Like a saved page it carries what
 * a reader must not read: scripts, a style sheet, a hidden template row, navigation, entities, and a
 * `<br>` inside a value. Its markup (class names, nesting) is its own, not the reader's.
 */
export const threeBureauHtml = (truth: TruthReport, v: Variant): string => {
  const order: Bureau[] = ['transunion', 'experian', 'equifax'];
  const cell = (text: string, cls: string) => `<td class="${cls}">${escapeHtml(text).replace(/, /g, v.seed % 2 ? ',<br/>' : ', ')}</td>`;
  const accounts = truth.accounts.map((a) => {
    const fields = fieldsOf({ ...v, shuffled: false }, a, 'equifax');
    if (a.dofd) fields.push([pick(WORDS.removal.slice(0, 2), v.seed), month(v, truthRemoval(a)!)]);
    const rows = fields.map(([label, value]) => `<tr><td class="label">${escapeHtml(label)}:</td>${order.map(() => cell(value, 'info')).join('')}</tr>`);
    return [
      `<div class="sub_header ng-binding">${escapeHtml(a.creditor)}</div>`,
      '<table class="rpt_content_table rpt_content_header rpt_table4column">',
      `<tbody><tr><th class="headerLabel"></th>${order.map((b) => `<th class="header${BUREAU_TITLE[b]}">${BUREAU_TITLE[b]}</th>`).join('')}</tr>`,
      '<tr class="ng-hide"><td class="label">{{ field.label }}</td><td>{{ tu }}</td><td>{{ exp }}</td><td>{{ eqf }}</td></tr>',
      ...rows,
      '</tbody></table>',
    ].join('\n');
  });
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Three Bureau Credit Report</title>',
    '<style>.rpt_content_table td { padding: 2px 6px; } .ng-hide { display: none !important; }</style>',
    '<script>window.dataLayer = window.dataLayer || []; function track(){ dataLayer.push(arguments); } var balance = "$99,999";</script>',
    '</head><body>',
    '<nav><a href="/dashboard">Dashboard</a> | <a href="/alerts">Alerts</a> | <a href="/logout">Log out</a></nav>',
    '<div id="reportTop"><h1>Three Bureau Credit Report</h1>',
    `<table class="rpt_content_table"><tr><td class="label">Report Date:</td>${order.map(() => `<td class="info">${day(v, truth.reportDate)}</td>`).join('')}</tr></table></div>`,
    '<div class="rpt_fullReport_header">Account History</div>',
    ...accounts,
    '<div style="display:none">Account #: 0000000000000000 Balance: $1,000,000</div>',
    '<footer><p>&copy; Credit monitoring service. Scores &amp; reports for educational purposes.</p></footer>',
    '</body></html>',
  ].join('\n');
};
