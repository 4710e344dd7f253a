/**
 * Reads a bureau's credit report by its structure, whatever its layout: rows and cells rebuilt from
 * positioned words (positioned-rows.ts); a tradeline is a creditor heading followed by labelled
 * fields; a field is a label from the vocabulary (vocabulary.ts, gathered from real reports) with
 * its value inline ("Label: value"), in the next cell (label and value columns, 2- or 4-column
 * grids), or under it (label above value); a value that wraps onto a row of its own joins the
 * nearer label. Tradelines run on across page breaks, and a page that begins mid-tradeline
 * continues the one before; lines before the first heading (the end of a tradeline whose start is
 * not in the upload) are left alone. Payment grids are read by column: a month's cell is the code
 * under its heading.
 *
 * Every value keeps its page, its words and a confidence; what cannot be read with confidence
 * becomes a question, never a guess. Account numbers are kept as their last 4 characters, and
 * every quoted word is masked.
 */
import { maskNumber, redactText, type IsoDate } from '@debtshield/analyzer';
import { dofdFromRemoval, INFERRED_DOFD_NOTE, readDate } from '../dates';
import type {
  Bureau,
  Evidence,
  Field,
  HistoryCode,
  HistoryMonth,
  ParsedAccount,
  ParsedCreditReport,
  ParsedInquiry,
  ParsedPublicRecord,
  PrintedField,
  ReportPage,
  ReportQuestion,
} from '../types';
import { rowsOf, wordsConfidence, type Cell, type PlacedWord, type Row } from './positioned-rows';
import {
  ACCOUNT_LABELS,
  BUREAU_HINTS,
  BUREAU_NAMES,
  FIELDS_HEADINGS,
  PAST_DUE_AS_OF,
  HEADING_STATES,
  INQUIRY_LABELS,
  PERSONAL_LABELS,
  RECORD_LABELS,
  SECTION_HEADINGS,
  statusOf,
  SUBHEADINGS,
  typeOf,
  type AccountLabelKey,
  type LabelEntry,
  type SectionKey,
  type ValueKind,
} from './vocabulary';

/** Below this OCR confidence a value is asked, not kept. */
export const MIN_VALUE_CONFIDENCE = 0.5;

export type ParseOptions = { /** Skip detection (the user said which bureau). */ bureau?: Bureau };

const norm = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for a label set: the longest phrase at the start of a text, and where the label ends. */
type Matcher<K extends string> = (text: string) => { entry: LabelEntry<K>; length: number; colon: boolean } | undefined;
const matcherOf = <K extends string>(entries: readonly LabelEntry<K>[]): Matcher<K> => {
  const all = entries.flatMap((entry) => entry.phrases.map((phrase) => ({ entry, phrase }))).sort((a, b) => b.phrase.length - a.phrase.length);
  const compiled = all.map(({ entry, phrase }) => ({
    entry,
    phrase,
    re: new RegExp(
      `^${phrase
        .split(/\s+/)
        .map((w) => escapeRe(w).replace(/\\\(/g, '[({[]').replace(/\\\)/g, '[)}\\]]'))
        .join('\\s*')}(?![A-Za-z0-9])\\s*(:)?`,
      'i',
    ),
  }));
  // Only the phrases that begin with the text's first letter are tried (longest first, as compiled).
  const byFirst = new Map<string, typeof compiled>();
  for (const c of compiled) {
    const first = c.phrase[0]!.toLowerCase();
    byFirst.set(first, [...(byFirst.get(first) ?? []), c]);
  }
  return (text) => {
    for (const { entry, re } of byFirst.get(text[0]?.toLowerCase() ?? '') ?? []) {
      const m = re.exec(text);
      if (m) return { entry, length: m[0].length, colon: m[1] !== undefined };
    }
    return undefined;
  };
};

const accountMatch = matcherOf(ACCOUNT_LABELS);
const personalMatch = matcherOf(PERSONAL_LABELS);
const inquiryMatch = matcherOf(INQUIRY_LABELS);
const recordMatch = matcherOf(RECORD_LABELS);

const sectionOf = new Map<string, SectionKey>();
for (const s of SECTION_HEADINGS) for (const p of s.phrases) sectionOf.set(norm(p), s.key);
const SUBHEADING_SET = new Set(SUBHEADINGS.map(norm));
const FIELDS_HEADING_SET = new Set(FIELDS_HEADINGS.map((h) => norm(h.phrase)));
const HEADING_STATE_SET = new Set(HEADING_STATES.map((h) => norm(h.phrase)));

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_WORD = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(\d{4})?$/i;

const CODE: Record<string, HistoryCode> = {
  OK: 'OK',
  '0K': 'OK',
  C: 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  C0: 'CO',
  'C/O': 'CO',
  ND: 'ND',
  NR: 'ND',
  X: 'ND',
  '-': 'ND',
  '--': 'ND',
};
const isCode = (t: string): boolean => CODE[t.toUpperCase()] !== undefined;

const GRID_TOKENS = ['120', '150', '180', '30', '60', '90', 'OK', '0K', 'CO', 'C0', 'ND', 'NR', '--', '-', 'X'];

/**
 * The twelve codes of a year's row of a payment grid; cells OCR glued together ('OKOKOK', 'COX',
 * '306090', a run of no-data dashes '---------' that may be nine '-' cells or some '--' cells) are
 * split every way the known codes allow, and kept only when the splits that give exactly twelve cells
 * all give the same codes; anything else is undefined (asked).
 */
export const twelveCodes = (cells: string): HistoryCode[] | undefined => {
  const tokens = cells.trim().split(/\s+/);
  if (tokens.length === 12 && tokens.every(isCode)) return tokens.map((t) => CODE[t.toUpperCase()]!);
  const joined = cells
    .toUpperCase()
    .replace(/[\u2012-\u2015\u2212]/g, '-')
    .replace(/\s+/g, '');
  // memo[at][n]: the code sequences that read joined[at..] as exactly n cells ('many' when they differ).
  const memo = new Map<string, string | null | 'many'>();
  const readFrom = (at: number, n: number): string | null | 'many' => {
    if (at === joined.length) return n === 0 ? '' : null;
    if (n === 0) return null;
    const key = `${at}:${n}`;
    if (memo.has(key)) return memo.get(key)!;
    let found: string | null | 'many' = null;
    for (const t of GRID_TOKENS) {
      if (!joined.startsWith(t, at)) continue;
      const rest = readFrom(at + t.length, n - 1);
      if (rest === null) continue;
      const seq = rest === 'many' ? 'many' : `${CODE[t]!} ${rest}`;
      found = found === null || found === seq ? seq : 'many';
      if (found === 'many') break;
    }
    memo.set(key, found);
    return found;
  };
  const read = readFrom(0, 12);
  return read === null || read === 'many' ? undefined : (read.trim().split(' ') as HistoryCode[]);
};

/** Reads a whole-dollar amount as printed or as OCR tends to give it ('S1.234' for '$1,234'). */
export const readMoney = (raw: string): number | undefined => {
  const s = raw.trim().replace(/^[$S]\s?/, '');
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(s)) return Number(s.replace(/[,.]/g, ''));
  if (/^\d+$/.test(s)) return Number(s);
  if (/^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(s)) return Number(s.replace(/,/g, ''));
  return undefined;
};

/** Printed for "nothing reported": no value, and no question. */
const EMPTY_VALUE = /^(-|--|—|n\/?a|none)$/i;

/** How a field is named in a sentence (the questions about values that could not be read). */
export const FIELD_WORDS: Record<string, string> = {
  accountNumber: 'account number',
  type: 'account type',
  status: 'status',
  balance: 'balance',
  creditLimit: 'credit limit',
  pastDue: 'amount past due',
  opened: 'date opened',
  lastPayment: 'date of last payment',
  dofd: 'date of first delinquency',
  chargeOffAmount: 'charge-off amount',
  originalCreditor: 'original creditor',
  remarks: 'remarks',
  removal: 'removal date',
  history: 'payment history',
  company: 'company',
  date: 'date',
  recordType: 'record type',
  court: 'court',
  filed: 'date filed',
  reference: 'reference number',
  ssn: 'Social Security number',
  birthYear: 'year of birth',
  reportDate: 'report date',
};

/** Scores each bureau by how often its name is printed (and the wordings only it prints); the best, with a share-of-evidence confidence. */
export const detectBureau = (text: string): { bureau: Bureau; confidence: number } | undefined => {
  const lower = text.toLowerCase();
  const scores = (Object.keys(BUREAU_NAMES) as Bureau[])
    .map((bureau) => ({
      bureau,
      score:
        3 * BUREAU_NAMES[bureau].reduce((n, name) => n + (lower.split(name).length - 1), 0) +
        BUREAU_HINTS[bureau].reduce((n, hint) => n + (lower.includes(hint) ? 1 : 0), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const total = scores.reduce((s, x) => s + x.score, 0);
  const best = scores[0]!;
  if (best.score === 0 || best.score === scores[1]!.score) return undefined;
  return { bureau: best.bureau, confidence: Math.min(1, best.score / total) };
};

/** Page furniture: browser print headers and footers, page numbers. */
const isFurniture = (row: Row): boolean =>
  /https?:\/\/|www\.|\.com\/|annualcreditreport\.|disclosure\.pa/i.test(row.text) ||
  /^\d{1,2}\/\d{1,2}\/\d{2},?\s+\d{1,2}:\d{2}\s*[AP]M\b/i.test(row.text) ||
  /^(page\s+)?\d{1,3}\s*(\/|of)\s*\d{1,3}$/i.test(row.text.trim());

type Pair = {
  key: string;
  labelText: string;
  labelWords: PlacedWord[];
  value: PlacedWord[];
  row: Row;
  valueX0: number;
  bureau?: Bureau;
  /** Printed in the tradeline's heading, so every bureau column's account has it ('(Original Creditor: X)'). */
  fromHeading?: true;
};

/** A cell cut where a label followed by a colon starts inside it ("Balance: $500 Limit: $900"). */
const splitAtColonLabels = (cell: Cell, match: Matcher<string>): Cell[] => {
  if (!cell.text.includes(':')) return [cell];
  const out: Cell[] = [];
  let from = 0;
  for (let i = 1; i < cell.words.length; i++) {
    const rest = cell.words
      .slice(i)
      .map((w) => w.text)
      .join(' ');
    const m = match(rest);
    if (m?.colon) {
      out.push(partOf(cell.words.slice(from, i)));
      from = i;
    }
  }
  out.push(partOf(cell.words.slice(from)));
  return out;
};
/**
 * A cell cut where a second label starts inside it, with no colon, after the first label's value: two
 * fields OCR put in one cell because the value nearly reaches the next column ('Status Placed for
 * collection Original Creditor SUMMIT CARD SERVICES'). Cut only at a label of two words or more printed
 * with capitals ('Original Creditor', never the words of a sentence), followed by a value of its kind,
 * in a cell that itself begins with a label and its value, or that is the value of the bare label before it.
 */
const splitAtInlineLabels = (cell: Cell, match: Matcher<string>, afterBareLabel: boolean, valueFollows: boolean): Cell[] => {
  const first = match(cell.text);
  if ((!first && !afterBareLabel) || cell.words.length < 3) return [cell];
  const labelWords = first ? splitWords(cell, first.length).label.length : 0;
  for (let i = labelWords + 1; i < cell.words.length - 1; i++) {
    const rest = cell.words.slice(i);
    const m = match(rest.map((w) => w.text).join(' '));
    if (!m) continue;
    const { label, value } = splitWords(partOf(rest), m.length);
    if (label.length < 2 || !label.every((w) => /^[A-Z]/.test(w.text))) continue;
    // A label that ends the cell takes the next cell as its value ('… Current Balance' | '$1,343').
    if (value.length === 0 ? !valueFollows : !fitsKind(m.entry.kind, value[0]!.text, value[1]?.text)) continue;
    return [partOf(cell.words.slice(0, i)), ...splitAtInlineLabels(partOf(rest), match, false, valueFollows)];
  }
  return [cell];
};
const partOf = (words: PlacedWord[]): Cell => ({ words, text: words.map((w) => w.text).join(' '), x0: words[0]!.x0, x1: words[words.length - 1]!.x1 });

/** Splits a cell's words into label words and value words for a match of `length` characters. */
const splitWords = (cell: Cell, length: number): { label: PlacedWord[]; value: PlacedWord[] } => {
  let at = 0;
  let n = 0;
  for (const w of cell.words) {
    if (at >= length) break;
    at += w.text.length + 1;
    n++;
  }
  return { label: cell.words.slice(0, n), value: cell.words.slice(n) };
};

/** The label/value pairs of a row, and the label cells still waiting for a value (label above value). */
const pairsOf = (row: Row, match: Matcher<string>): { pairs: Pair[]; waiting: Array<{ key: string; labelText: string; cell: Cell }>; labels: number } => {
  const colonCells = row.cells.flatMap((c) => splitAtColonLabels(c, match));
  const isBareLabel = (c: Cell | undefined): boolean => !!c && match(c.text)?.length === c.text.length;
  const cells = colonCells.flatMap((c, i) => splitAtInlineLabels(c, match, isBareLabel(colonCells[i - 1]), i + 1 < colonCells.length));
  const pairs: Pair[] = [];
  const waiting: Array<{ key: string; labelText: string; cell: Cell }> = [];
  let labels = 0;
  /** A label at the start of a cell, when what follows it in the cell fits the label's kind. */
  const labelAt = (cell: Cell | undefined) => {
    if (!cell) return undefined;
    const m = match(cell.text);
    if (!m) return undefined;
    const { label, value } = splitWords(cell, m.length);
    if (value.length > 0 && !fitsKind(m.entry.kind, value[0]!.text, value[1]?.text)) return undefined;
    return { m, label, value };
  };
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const hit = labelAt(cell);
    if (!hit) continue;
    labels++;
    const { m, label, value } = hit;
    const labelText = label
      .map((w) => w.text)
      .join(' ')
      .replace(/:$/, '');
    if (value.length > 0) {
      pairs.push({ key: m.entry.key, labelText, labelWords: label, value, row, valueX0: value[0]!.x0 });
      continue;
    }
    const next = cells[i + 1];
    // The next cell is this label's value unless it is a label itself (a row of labels: their values are under them).
    if (next && !labelAt(next)) {
      pairs.push({ key: m.entry.key, labelText, labelWords: label, value: next.words, row, valueX0: next.x0 });
      i++;
      continue;
    }
    waiting.push({ key: m.entry.key, labelText, cell });
  }
  return { pairs, waiting, labels };
};

/**
 * Does a value's first word fit the label's kind (so 'High balance of $1,466 from …' is not the label
 * 'High Balance')? A number of days is no amount: 'Past due 60 days' is a grid's legend or a status
 * (Experian's legend: '60  Past due 60 days'), not the field 'Past Due'.
 */
const fitsKind = (kind: ValueKind, first: string, second?: string): boolean => {
  if (kind === 'money') return /^[$S]?\d|^[-—–]$|^n\/?a$/i.test(first) && !/^\d+days?$/i.test(first) && !(/^\d+$/.test(first) && /^days?$/i.test(second ?? ''));
  if (kind === 'date') return /^\d|^[A-Za-z]{3,9}\.?$|^[-—–]$|^n\/?a$/i.test(first);
  return true;
};

const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }): number => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/** A row that looks like a creditor's heading: mostly capitals, not a label, a code row or a subheading. */
const looksLikeHeading = (row: Row): boolean => {
  const whole = row.text.replace(/\s+/g, ' ').trim();
  // A labelled field in parentheses after the name is not part of it ('MIDLAND CRED (Original Creditor: 01 SYNCHRONY BANK)').
  const inner = /\s\(([^()]+)\)$/.exec(whole);
  const text = inner && accountMatch(inner[1]!)?.colon ? whole.slice(0, inner.index) : whole;
  if (text.length < 3 || text.length > 80) return false;
  const letters = text.match(/[A-Za-z]/g) ?? [];
  if (letters.length < 3) return false;
  const upper = letters.filter((c) => c >= 'A' && c <= 'Z').length;
  if (upper / letters.length < 0.7) return false;
  if (SUBHEADING_SET.has(norm(text)) || sectionOf.has(norm(text))) return false;
  if (accountMatch(row.cells[0]!.text) || /^[^:]{1,40}:\s/.test(text)) return false;
  if (text.split(/\s+/).every(isCode)) return false;
  if (/^(19|20)\d{2}\b/.test(text) || monthColumns(row)) return false;
  return true;
};

const BUREAU_WORD: Record<string, Bureau> = { transunion: 'transunion', 'trans union': 'transunion', experian: 'experian', equifax: 'equifax' };

/** A three-bureau table's header row: two or three cells, each a bureau's name, with each column's centre. */
export const bureauHeader = (row: Row): Array<{ bureau: Bureau; x: number }> | undefined => {
  const cols = row.cells.map((c) => ({
    bureau:
      BUREAU_WORD[
        c.text
          .toLowerCase()
          .replace(/[^a-z ]/g, '')
          .trim()
      ],
    x: (c.x0 + c.x1) / 2,
  }));
  if (cols.length < 2 || cols.some((c) => !c.bureau) || new Set(cols.map((c) => c.bureau)).size !== cols.length) return undefined;
  return cols as Array<{ bureau: Bureau; x: number }>;
};

/**
 * Splits a heading into the creditor and a printed account number at its end ('CAPITAL ONE 515307682365****').
 * A section number before the creditor ('2.6 ') and the account's state in parentheses after it ('(CLOSED)')
 * are not part of the name.
 */
export const headingParts = (
  all: PlacedWord[],
): { creditor: PlacedWord[]; number?: PlacedWord; field?: { label: PlacedWord[]; value: PlacedWord[]; key: string } } => {
  let words = all;
  if (words.length > 1 && /^\d{1,2}(\.\d{1,3})+\.?$/.test(words[0]!.text)) words = words.slice(1);
  const state = words.findIndex((w, k) => k > 0 && w.text.startsWith('('));
  const stateText =
    state > 0
      ? norm(
          words
            .slice(state)
            .map((w) => w.text)
            .join(' '),
        )
      : '';
  if (state > 0 && words[words.length - 1]!.text.endsWith(')') && HEADING_STATE_SET.has(stateText)) words = words.slice(0, state);
  // A labelled field in parentheses after the name ('MIDLAND CRED (Original Creditor: 01 SYNCHRONY BANK)').
  let field: { label: PlacedWord[]; value: PlacedWord[]; key: string } | undefined;
  const inner = state > 0 && words[words.length - 1]!.text.endsWith(')') ? words.slice(state) : [];
  const innerText = inner.map((w) => w.text).join(' ');
  const m = inner.length > 1 ? accountMatch(innerText.slice(1)) : undefined;
  if (m?.colon && m.entry.key === 'originalCreditor') {
    let n = 0;
    let chars = 1 + m.length; // the '(' and the label with its colon
    while (n < inner.length && chars > 0) chars -= inner[n++]!.text.length + 1;
    const value = inner.slice(n).map((w, k, all) => (k === all.length - 1 ? { ...w, text: w.text.replace(/\)$/, '') } : w));
    field = { label: inner.slice(0, n), value: value.filter((w) => w.text), key: m.entry.key };
    words = words.slice(0, state);
  }
  const last = words[words.length - 1];
  if (words.length > 1 && last && /\d/.test(last.text) && /^[A-Z0-9*#xX-]{4,}$/.test(last.text)) return { creditor: words.slice(0, -1), number: last, field };
  return { creditor: words, field };
};

/** The last 4 characters printed before the bureau's mask ('515307682365****' -> '2365'). */
export const visibleLast4 = (raw: string): string | undefined => {
  const visible = raw.replace(/[^A-Za-z0-9*#]/g, '').replace(/[*#Xx]+$/, '');
  const tail = visible.replace(/[*#]/g, '').slice(-4);
  return /^[A-Za-z0-9]{4}$/.test(tail) && /\d/.test(tail) ? tail.toUpperCase() : undefined;
};

/** Parses one bureau report. `pages`: the extract stage's pages (an ExtractResult's `pages` fits). */
export const parseCreditReport = (pages: readonly ReportPage[], options: ParseOptions = {}): ParsedCreditReport => {
  const questions: ReportQuestion[] = [];
  const warnings: string[] = [];
  const report: ParsedCreditReport = {
    personal: { names: [], addresses: [], employers: [] },
    accounts: [],
    inquiries: [],
    publicRecords: [],
    questions,
    warnings,
  };
  const allRows = pages.flatMap((p) => rowsOf(p));
  const furniture = allRows.filter(isFurniture);
  const rows = allRows.filter((r) => !isFurniture(r));
  const detected = options.bureau ? { bureau: options.bureau, confidence: 1 } : detectBureau(pages.map((p) => p.text).join('\n'));
  const firstRow = furniture.find((r) => detectBureau(r.text)) ?? rows[0];
  if (detected && firstRow) {
    report.bureau = {
      value: detected.bureau,
      confidence: detected.confidence,
      evidence: evidenceOf(
        firstRow.cells.flatMap((c) => c.words),
        firstRow,
      ),
    };
  } else {
    questions.push({ id: 'q-bureau', field: 'bureau', question: 'Which credit bureau is this report from: Equifax, Experian or TransUnion?' });
  }

  // A browser's print header ('4/25/24, 9:57 PM') dates the copy when the report prints no date of its own.
  for (const r of furniture) {
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2}),?\s+\d{1,2}:\d{2}\s*[AP]M\b/i.exec(r.text);
    const iso = m && `20${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
    if (iso && readDate(`${m[1]}/${m[2]}/20${m[3]}`)) {
      const words = r.cells[0]!.words.slice(0, 3);
      report.reportDate = {
        value: iso,
        precision: 'day',
        evidence: evidenceOf(words, r),
        confidence: wordsConfidence(words, r.pageRef),
        inferred: 'The date your browser printed on the page.',
      };
      break;
    }
  }

  let qn = 0;
  const ask = (field: string, question: string, seen?: Evidence, itemId?: string) =>
    questions.push({ id: `q-${++qn}`, field, question, seen, ...(itemId ? { itemId } : {}) });

  let section: SectionKey | undefined;
  let account: (ParsedAccount & { pairs: Pair[]; lastPairRow?: Row }) | undefined;
  let inquiry: ParsedInquiry | undefined;
  let record: ParsedPublicRecord | undefined;
  const counts = { acct: 0, coll: 0, inq: 0, pr: 0 };
  let grid: { columns: Array<{ x: number; month: string }>; filled: boolean } | undefined;
  let waiting: { row: Row; cells: Array<{ key: string; labelText: string; cell: Cell }> } | undefined;
  let held: Row[] = [];
  let bureauColumns: Array<{ bureau: Bureau; x: number }> | undefined;
  /** The month columns of a grid with a row per year (x of each month, January first), for the account being read. */
  let yearColumns: number[] | undefined;
  /** A three-bureau table's payment grid: its month columns (from the 'Month' and 'Year' rows) and each bureau's row read. */
  let bureauGrid:
    { months: Array<{ x: number; m: number }>; columns?: Array<{ x: number; month: string }>; read: Map<Bureau, Field<HistoryMonth[]>> } | undefined;
  /** Accounts already asked about a grid drawn with symbols (asked once, not once per year). */
  const iconsAsked = new Set<string>();
  /** The years of the account being read whose grid row could not be read (asked once, when the account ends). */
  let unreadYears: { years: number[]; page: number; seen: Evidence; text: string } | undefined;
  /** The account's 'Payment History' subheading, while nothing of its grid has been read or asked. */
  let historyHeading: Row | undefined;

  const finishAccount = () => {
    if (account && unreadYears) {
      ask(
        'history',
        `Page ${unreadYears.page}: we could not read the ${yearsSaid(unreadYears.years)} payment history of ${account.creditor.value} (we saw "${unreadYears.text}"). What does your report show for each month?`,
        unreadYears.seen,
        account.id,
      );
    }
    // A grid under its heading of which nothing could be read (OCR lost its years and months): said once, not left silent.
    else if (account && historyHeading && !account.paymentHistory && !iconsAsked.has(account.id)) {
      ask(
        'history',
        `Page ${historyHeading.page}: we could not read the payment history of ${account.creditor.value}. Check each month on your report: paid on time, late (30 to 180 days) or no data.`,
        evidenceOf([], historyHeading),
        account.id,
      );
    }
    unreadYears = undefined;
    historyHeading = undefined;
    if (account) {
      flushHeld(undefined);
      const { pairs, lastPairRow: _last, ...base } = account;
      void _last;
      // A three-bureau table: one account per bureau column, each with the values of its column.
      const columns = [...new Set(pairs.flatMap((p) => (p.bureau ? [p.bureau] : [])))];
      const parts = columns.length
        ? columns.map((b) => ({ a: { ...base, id: `${base.id}-${b}`, bureau: b }, pairs: pairs.filter((p) => p.bureau === b || p.fromHeading) }))
        : [{ a: base, pairs }];
      for (const { a, pairs: own } of parts) {
        typeAccount(a, own, ask);
        const history = a.bureau && bureauGrid?.read.get(a.bureau);
        if (history) a.paymentHistory = history;
        if (!a.dofd && a.removalDate) {
          a.dofd = {
            value: dofdFromRemoval(a.removalDate.value),
            evidence: a.removalDate.evidence,
            confidence: a.removalDate.confidence * 0.9,
            precision: 'month',
            inferred: INFERRED_DOFD_NOTE,
          };
        }
        // A bureau that reports nothing of this account in its column does not have it.
        if (!columns.length || own.some((p) => !p.fromHeading && p.value.length > 0 && !EMPTY_VALUE.test(valueOf(p).text))) report.accounts.push(a);
      }
    }
    account = undefined;
    grid = undefined;
    yearColumns = undefined;
    bureauGrid = undefined;
    waiting = undefined;
    held = [];
  };

  /** Rows of value words with no label: joined to the nearer of the label rows around them. */
  const flushHeld = (nextPair: Pair | undefined) => {
    if (!account || held.length === 0) return;
    const prev = account.pairs[account.pairs.length - 1];
    const before: PlacedWord[] = [];
    for (const row of held) {
      const dPrev = prev && prev.row.page === row.page ? Math.abs(row.y - prev.row.y) : Infinity;
      const dNext = nextPair && nextPair.row.page === row.page ? Math.abs(nextPair.row.y - row.y) : Infinity;
      const words = row.cells.flatMap((c) => c.words);
      if (nextPair && dNext < dPrev) before.push(...words);
      else if (prev && dPrev < Infinity) prev.value = [...prev.value, ...words];
    }
    if (nextPair && before.length) nextPair.value = [...before, ...nextPair.value];
    held = [];
  };

  let headingX0 = 0;
  const startAccount = (row: Row) => {
    finishAccount();
    headingX0 = row.cells[0]!.x0;
    const words = row.cells.flatMap((c) => c.words);
    const { creditor, number, field } = headingParts(words);
    const kind = section === 'collections' ? 'collection' : 'account';
    const id = kind === 'collection' ? `coll-${++counts.coll}` : `acct-${++counts.acct}`;
    account = {
      id,
      kind,
      creditor: { value: creditor.map((w) => w.text).join(' '), evidence: evidenceOf(creditor, row), confidence: wordsConfidence(creditor, row.pageRef) },
      pairs: field
        ? [
            {
              key: field.key,
              labelText: field.label
                .map((w) => w.text.replace(/^\(/, ''))
                .join(' ')
                .replace(/:$/, ''),
              labelWords: field.label,
              value: field.value,
              row,
              valueX0: field.value[0]?.x0 ?? 0,
              fromHeading: true,
            },
          ]
        : [],
      printed: [],
    };
    if (number) {
      const last4 = visibleLast4(number.text);
      if (last4) account.accountLast4 = { value: last4, evidence: evidenceOf([number], row, true), confidence: number.confidence };
    }
  };

  /** Is there a label row among the next few rows (the fields a heading is followed by)? */
  const fieldsFollow = (i: number): boolean => {
    let seen = 0;
    let labelled = 0;
    const x0 = rows[i]!.cells[0]!.x0;
    for (let j = i + 1; j < rows.length && seen < 5; j++) {
      const r = rows[j]!;
      if (SUBHEADING_SET.has(norm(r.text))) continue;
      if (sectionOf.has(norm(r.text))) return false;
      seen++;
      // A second capitalised line (a status banner such as 'POTENTIALLY NEGATIVE') may sit between.
      if (pairsOf(r, accountMatch).labels === 0) continue;
      // A heading starts at or left of its labels (a capitalised line in the value column is a value's second line).
      if (x0 > r.cells[0]!.x0 + 2 * r.h) return false;
      if (++labelled >= 2) return true;
    }
    return false;
  };

  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    let whole = norm(row.text);
    const heading = sectionOf.get(whole);
    if (heading) {
      finishAccount();
      inquiry = undefined;
      record = undefined;
      section = heading;
      continue;
    }
    if (section === 'other') continue;
    if (section === 'personal') {
      // The accounts begin where a tradeline does (a heading followed by its fields), whatever the section is called.
      if (SUBHEADING_SET.has(whole) || (looksLikeHeading(row) && fieldsFollow(i))) section = 'accounts';
      else {
        for (const p of pairsOf(row, personalMatch).pairs) readPersonal(report, p, ask);
        continue;
      }
    }
    if (section === 'inquiries') {
      for (const p of pairsOf(row, inquiryMatch).pairs) {
        const value = valueOf(p);
        if (p.key === 'company') {
          inquiry = { id: `inq-${++counts.inq}`, company: { value: value.text, evidence: evidenceOf(p.value, p.row), confidence: value.confidence } };
          report.inquiries.push(inquiry);
        } else if (inquiry) {
          const d = readDate(value.text);
          if (d) inquiry.date = { value: d.iso, precision: d.precision, evidence: evidenceOf(p.value, p.row), confidence: value.confidence };
          else
            ask(
              'date',
              `Page ${row.page}: we could not read the date of the inquiry by ${inquiry.company.value} (we saw "${redactText(value.text)}"). What does your report say?`,
              evidenceOf(p.value, p.row),
              inquiry.id,
            );
        }
      }
      continue;
    }
    if (section === 'publicRecords') {
      for (const p of pairsOf(row, recordMatch).pairs) {
        const value = valueOf(p);
        const ev = evidenceOf(p.value, p.row, p.key === 'reference');
        if (p.key === 'recordType') {
          record = { id: `pr-${++counts.pr}`, recordType: { value: value.text, evidence: ev, confidence: value.confidence } };
          report.publicRecords.push(record);
        } else if (record) {
          if (p.key === 'filed') {
            const d = readDate(value.text);
            if (d) record.filed = { value: d.iso, precision: d.precision, evidence: ev, confidence: value.confidence };
          } else if (p.key === 'reference') {
            const last4 = visibleLast4(value.text);
            if (last4) record.referenceLast4 = { value: last4, evidence: ev, confidence: value.confidence };
          } else record[p.key as 'court' | 'status'] = { value: value.text, evidence: ev, confidence: value.confidence };
        }
      }
      continue;
    }

    // Accounts (or a page with no section heading: a photographed page of the accounts).
    // A subheading may come with its icon, which OCR reads as a stray character or two ('B Payment History': Experian's '$').
    const iconless = /^[a-z0-9]{1,2} (.+)$/.exec(whole)?.[1];
    if (SUBHEADING_SET.has(whole) || (iconless && SUBHEADING_SET.has(iconless))) {
      if (!SUBHEADING_SET.has(whole)) whole = iconless!;
      if (whole === 'payment history' && account) {
        grid = { columns: [], filled: false };
        historyHeading = row;
      }
      // The tradeline's fields after its payment grid (Equifax: summary, grid, then 'Account Details').
      if (FIELDS_HEADING_SET.has(whole)) grid = undefined;
      continue;
    }
    if (!section) {
      const p = pairsOf(row, personalMatch).pairs.find((x) => x.key === 'reportDate');
      if (p) {
        const d = readDate(valueOf(p).text);
        if (d) report.reportDate = { value: d.iso, precision: d.precision, evidence: evidenceOf(p.value, p.row), confidence: valueOf(p).confidence };
        continue;
      }
    }
    // A three-bureau table's header: a row of bureau names, one per column (kept for the tradelines after it).
    const named = bureauHeader(row);
    if (named) {
      bureauColumns = named;
      continue;
    }
    // A three-bureau table's payment grid (IdentityIQ's 'Two-Year payment history'): a 'Month' row
    // ('Jan J  Dec D …', the month also as its initial), a 'Year' row ('25  24 …'), then a row per
    // bureau with its codes under the months. A bureau's row is never a creditor.
    if (bureauColumns && account) {
      const first = norm(row.cells[0]!.text);
      const months = first === 'month' ? row.cells.slice(1).map((c) => ({ x: (c.x0 + c.x1) / 2, m: monthIndex(c.words[0]!.text) })) : [];
      if (months.length >= 2 && months.every((c) => c.m >= 0)) {
        bureauGrid = { months, read: new Map() };
        continue;
      }
      if (first === 'year' && bureauGrid && !bureauGrid.columns) {
        bureauGrid.columns = gridYears(bureauGrid.months, row);
        continue;
      }
      const gridBureau = BUREAU_WORD[first];
      if (gridBureau && row.cells.slice(1).every((c) => c.words.every((w) => isCode(w.text)))) {
        if (bureauGrid?.columns) readBureauGridRow(bureauGrid.columns, gridBureau, row, bureauGrid.read);
        continue;
      }
    }
    const underLabels = waiting !== undefined && rows[i - 1] === waiting.row;
    if (!underLabels && looksLikeHeading(row) && (!account || account.pairs.length > 0 || account.paymentHistory) && fieldsFollow(i)) {
      startAccount(row);
      continue;
    }
    // A heading read with confidence right after one OCR was unsure of, before any field: the unsure
    // line was a smudge or a stray mark ('rT CRE'), and this one names the account.
    if (
      account &&
      !underLabels &&
      account.pairs.length === 0 &&
      !account.paymentHistory &&
      account.creditor.confidence < MIN_VALUE_CONFIDENCE &&
      looksLikeHeading(row)
    ) {
      const { creditor } = headingParts(row.cells.flatMap((c) => c.words));
      const confidence = wordsConfidence(creditor, row.pageRef);
      if (creditor.length > 0 && confidence >= MIN_VALUE_CONFIDENCE && fieldsFollow(i)) {
        account.creditor = { value: creditor.map((w) => w.text).join(' '), evidence: evidenceOf(creditor, row), confidence };
        headingX0 = row.cells[0]!.x0;
        continue;
      }
    }
    // A late stated in words under the grid ('30 days past due as of Nov 2017'): that month, as printed.
    const pastDue = account && PAST_DUE_AS_OF.pattern.exec(row.text.replace(/\s+/g, ' ').trim());
    if (account && pastDue && monthIndex(pastDue[2]!) >= 0) {
      const month = `${pastDue[3]}-${String(monthIndex(pastDue[2]!) + 1).padStart(2, '0')}`;
      addHistory(
        account,
        [{ month, code: CODE[pastDue[1]!]! }],
        row.cells.flatMap((c) => c.words),
        row,
        true,
      );
      continue;
    }
    // A grid of a row per year under a 'Year  Jan  Feb … Dec' heading (Equifax, Experian): its columns.
    const yearCols = account ? yearGridColumns(row) : undefined;
    if (yearCols) {
      yearColumns = yearCols;
      continue;
    }
    // Payment grid: month headings by column, then the codes under them.
    const monthCols = monthColumns(row);
    if (monthCols && account) {
      grid = { columns: monthCols, filled: false };
      continue;
    }
    const tokens = row.cells.flatMap((c) => c.words);
    if (account && grid && grid.columns.length > 0 && !grid.filled && tokens.length > 0 && tokens.every((w) => isCode(w.text))) {
      readGridCodes(account, grid.columns, tokens, row);
      grid.filled = true;
      continue;
    }
    const yearGrid = /^((?:19|20)\d{2})\s+(.+)$/.exec(row.text.replace(/\s+/g, ' ').trim());
    // Inside a payment grid: its other rows (balances, amounts paid, remarks codes by month; legends) are not the tradeline's fields.
    if (grid && !yearGrid) continue;
    const yearRow = yearGrid;
    if (account && yearRow) {
      const codes = twelveCodes(yearRow[2]!);
      if (codes) {
        const months: HistoryMonth[] = codes.map((code, k) => ({ month: `${yearRow[1]}-${String(k + 1).padStart(2, '0')}`, code }));
        addHistory(account, months, tokens, row);
      } else if (yearColumns) {
        // Cells drawn as icons (a check mark, a hatched 'no data' box) read by OCR as stray glyphs: only
        // what is printed as a code is read (the late marks '30' … '180', 'CO'), each under its month.
        const read = printedLates(yearRow[1]!, yearColumns, tokens.slice(1));
        addHistory(account, read.months, read.words, row, true);
        if (read.months.length < 12 && !iconsAsked.has(account.id)) {
          iconsAsked.add(account.id);
          ask(
            'history',
            `Page ${row.page}: the payment history of ${account.creditor.value} is drawn with symbols we cannot read for certain. ` +
              'We read only the marks printed as numbers or codes (30, 60, 90, 120, 150, 180, CO); check the other months (paid on time, no data or another mark) on your report.',
            evidenceOf(tokens, row),
            account.id,
          );
        }
      } else {
        // A year's row that is not twelve codes, with no month columns to place what it prints: the
        // account's unread years are asked about once, when the account ends (not once a year).
        const unread = (unreadYears ??= { years: [], page: row.page, seen: evidenceOf(tokens, row), text: redactText(row.text) });
        unread.years.push(Number(yearRow[1]));
      }
      continue;
    }
    if (/^year\b/i.test(row.text.trim()) || /^rating\b/i.test(row.text.trim())) continue;

    if (bureauColumns && account && row.cells.length >= 2 && accountMatch(row.cells[0]!.text)) {
      const m = accountMatch(row.cells[0]!.text)!;
      const { label } = splitWords(row.cells[0]!, m.length);
      const labelText = label
        .map((w) => w.text)
        .join(' ')
        .replace(/:$/, '');
      for (const cell of row.cells.slice(1)) {
        const cx = (cell.x0 + cell.x1) / 2;
        const col = [...bureauColumns].sort((a, b) => Math.abs(a.x - cx) - Math.abs(b.x - cx))[0]!;
        account.pairs.push({ key: m.entry.key, labelText, labelWords: label, value: cell.words, row, valueX0: cell.x0, bureau: col.bureau });
      }
      continue;
    }
    const { pairs, waiting: labelsWaiting, labels } = pairsOf(row, accountMatch);
    if (!account) {
      if (labels > 0 || tokens.length > 0) continue; // the end of a tradeline whose start is not in this upload
    }
    const a = account!;
    if (labels === 0) {
      // Label above value: this row's cells under the labels of the row before.
      // (The values may begin the next page when the labels end one.)
      if (waiting && ((waiting.row.page === row.page && row.y - waiting.row.y < 3 * row.h) || rows[i - 1] === waiting.row)) {
        for (const w of waiting.cells) {
          const under = row.cells.filter((c) => overlap(c, w.cell) > 0).sort((x, y) => overlap(y, w.cell) - overlap(x, w.cell))[0];
          if (under) a.pairs.push({ key: w.key, labelText: w.labelText, labelWords: w.cell.words, value: under.words, row, valueX0: under.x0 });
        }
        waiting = undefined;
        continue;
      }
      // A value's second line (or a first line printed above its label): join the nearer label. A row
      // OCR read only as unsure glyphs (a payment grid's check marks and dashes: 'RY  AY  AN') is no text.
      const prev = a.pairs[a.pairs.length - 1];
      const labelRight = prev ? Math.max(...prev.labelWords.map((w) => w.x1)) : a.creditor.evidence.page === row.page ? headingX0 + 10 * row.h : Infinity;
      const glyphsOnly = tokens.every((w) => w.confidence < MIN_VALUE_CONFIDENCE);
      if (row.cells[0]!.x0 > labelRight && (!prev || row.page === prev.row.page) && !glyphsOnly) held.push(row);
      continue;
    }
    if (waiting)
      for (const w of waiting.cells)
        a.pairs.push({ key: w.key, labelText: w.labelText, labelWords: w.cell.words, value: [], row: waiting.row, valueX0: w.cell.x1 });
    waiting = labelsWaiting.length > 0 && pairs.length === 0 ? { row, cells: labelsWaiting } : undefined;
    // A label printed with no value beside it (a dash OCR lost, or an empty field): kept as printed, empty.
    if (pairs.length > 0)
      for (const w of labelsWaiting) pairs.push({ key: w.key, labelText: w.labelText, labelWords: w.cell.words, value: [], row, valueX0: w.cell.x1 });
    if (pairs.length > 0) {
      flushHeld(pairs[0]);
      a.pairs.push(...pairs);
      a.lastPairRow = row;
      grid = undefined;
    }
  }
  finishAccount();
  if (!report.reportDate && report.accounts.length > 0) {
    ask('reportDate', 'This copy of your report prints no date. On what date did the bureau make it? Whether an item is past the 7-year limit depends on it.');
  }
  if (report.accounts.length === 0) warnings.push('No accounts were found in this report. Check that it is a full Equifax, Experian or TransUnion report.');
  return report;
};

function evidenceOf(words: readonly PlacedWord[], row: Row, mask = false): Evidence {
  const sameRowPage = words.length ? words : row.cells.flatMap((c) => c.words);
  const start = Math.min(...sameRowPage.map((w) => w.start));
  const end = Math.max(...sameRowPage.map((w) => w.end));
  const text = sameRowPage.map((w) => w.text).join(' ');
  return { page: row.page, start, end, text: mask ? maskNumber(text) : redactText(text) };
}

/** A word that is exactly a month's name or its three-letter (Sept: four) abbreviation. */
const isMonthName = (word: string): boolean => {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTH_NAMES.some((m) => w === m || w === m.slice(0, 3)) || w === 'sept';
};

/**
 * A date's confidence: a month's name is checked against the twelve names (a misread does not spell
 * another month), so its own low OCR confidence does not make the date a question; the day and year
 * digits, which nothing checks, still do.
 */
const dateConfidence = (p: Pair): number =>
  wordsConfidence(
    p.value.map((w) => (isMonthName(w.text) ? { ...w, confidence: Math.max(w.confidence, MIN_VALUE_CONFIDENCE) } : w)),
    p.row.pageRef,
  );

const valueOf = (p: Pair): { text: string; confidence: number } => ({
  text: p.value
    .map((w) => w.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim(),
  confidence: wordsConfidence(p.value, p.row.pageRef),
});

/** Month columns of a grid heading row ('November 2022  December 2022 ...', 'April2023'), or undefined. */
/**
 * The columns of a 'Year  Jan  Feb … Dec' heading: the x of each of the twelve months. OCR may lose a
 * month's word ('Dec' beside the grid's edge); the columns are evenly spaced, so a lost one is placed
 * by the line through the ones read (at least six, in calendar order).
 */
export function yearGridColumns(row: Row): number[] | undefined {
  const words = row.cells.flatMap((c) => c.words);
  if (words.length >= 3 && words.every((w) => /^[A-Z]$/.test(w.text))) return initialsGridColumns(words);
  if (words.length < 7 || !/^year$/i.test(words[0]!.text)) return undefined;
  const read: Array<{ m: number; x: number }> = [];
  for (const w of words.slice(1)) {
    const m = /^([a-z]{3})[a-z]*\.?$/i.exec(w.text);
    const month = m ? MONTH_NAMES.findIndex((n) => n.startsWith(m[1]!.toLowerCase())) : -1;
    if (month < 0 || (read.length && month <= read[read.length - 1]!.m)) return undefined;
    read.push({ m: month, x: (w.x0 + w.x1) / 2 });
  }
  if (read.length < 6) return undefined;
  // Least squares x = a + b·month.
  const n = read.length;
  const mm = read.reduce((s, r) => s + r.m, 0) / n;
  const mx = read.reduce((s, r) => s + r.x, 0) / n;
  const b = read.reduce((s, r) => s + (r.m - mm) * (r.x - mx), 0) / read.reduce((s, r) => s + (r.m - mm) ** 2, 0);
  if (!(b > 0)) return undefined;
  return Array.from({ length: 12 }, (_, m) => read.find((r) => r.m === m)?.x ?? mx + b * (m - mm));
}

const MONTH_INITIALS = 'JFMAMJJASOND';

/**
 * The columns of a heading of month initials ('J  F  M  A  M  J  J  A  S  O  N  D' over a row per year:
 * Experian's print, seen on experian-viotagger-1 and -p06). OCR often reads only some of them beside the grid's icons ('A  M  J  J'): the
 * initials read are placed by their spacing (each gap a whole number of columns), and the run they
 * spell must sit at exactly one place in the calendar ('AMJJ' is April to July; 'JJ' alone could not
 * be placed). At least four initials, evenly spaced; otherwise no columns.
 */
function initialsGridColumns(words: readonly PlacedWord[]): number[] | undefined {
  if (words.length < 4 || words.length > 12) return undefined;
  const xs = words.map((w) => (w.x0 + w.x1) / 2);
  const gaps = xs.slice(1).map((x, k) => x - xs[k]!);
  const pitch = Math.min(...gaps);
  if (!(pitch > 0)) return undefined;
  const steps = gaps.map((g) => g / pitch);
  if (steps.some((st) => Math.abs(st - Math.round(st)) > 0.15)) return undefined;
  const offsets = [0];
  for (const st of steps) offsets.push(offsets[offsets.length - 1]! + Math.round(st));
  const span = offsets[offsets.length - 1]!;
  if (span > 11) return undefined;
  const starts = Array.from({ length: 12 - span }, (_, s) => s).filter((s) => words.every((w, k) => MONTH_INITIALS[s + offsets[k]!] === w.text));
  if (starts.length !== 1) return undefined;
  const first = xs[0]! - starts[0]! * pitch;
  // The month of each column from the initials read, the others on the line through them.
  return Array.from({ length: 12 }, (_, m) => {
    const k = offsets.findIndex((o) => starts[0]! + o === m);
    return k >= 0 ? xs[k]! : first + m * pitch;
  });
}

const PRINTED_LATE = /^(?:30|60|90|120|150|180|CO)$/;

/**
 * The months of one year's row printed as a late code, each under its month's column (within half a
 * column). Anything else in the row (check marks, hatched boxes, their OCR noise) is not read: a late
 * is never made of a glyph that is not exactly a code, read with confidence.
 */
export function printedLates(year: string, columns: readonly number[], words: readonly PlacedWord[]): { months: HistoryMonth[]; words: PlacedWord[] } {
  const pitch = (columns[11]! - columns[0]!) / 11;
  const months: HistoryMonth[] = [];
  const used: PlacedWord[] = [];
  for (const w of words) {
    if (!PRINTED_LATE.test(w.text) || w.confidence < MIN_VALUE_CONFIDENCE) continue;
    const cx = (w.x0 + w.x1) / 2;
    const m = columns.reduce((best, x, k) => (Math.abs(x - cx) < Math.abs(columns[best]! - cx) ? k : best), 0);
    if (Math.abs(columns[m]! - cx) > pitch / 2) continue;
    const month = `${year}-${String(m + 1).padStart(2, '0')}`;
    if (months.some((x) => x.month === month)) continue;
    months.push({ month, code: CODE[w.text]! });
    used.push(w);
  }
  return { months, words: used };
}

/** Years as the question says them: '2018', '2015–2018' (a run), '2015, 2017, 2018' (no word to translate). */
const yearsSaid = (years: readonly number[]): string => {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length === 1) return String(sorted[0]);
  if (sorted.every((y, k) => k === 0 || y === sorted[k - 1]! + 1)) return `${sorted[0]}–${sorted[sorted.length - 1]}`;
  return sorted.join(', ');
};

const monthIndex = (word: string): number => {
  const m = /^([a-z]{3})[a-z]*\.?$/i.exec(word);
  return m ? MONTH_NAMES.findIndex((n) => n.startsWith(m[1]!.toLowerCase())) : -1;
};

/** A three-bureau grid's months with their years ('25' is 2025), by the column each year sits under. */
function gridYears(months: ReadonlyArray<{ x: number; m: number }>, row: Row): Array<{ x: number; month: string }> | undefined {
  const columns: Array<{ x: number; month: string }> = [];
  for (const cell of row.cells.slice(1)) {
    const y = /^(\d{2}|(?:19|20)\d{2})$/.exec(cell.text.trim());
    if (!y) return undefined;
    const cx = (cell.x0 + cell.x1) / 2;
    const col = months.reduce((best, c) => (Math.abs(c.x - cx) < Math.abs(best.x - cx) ? c : best));
    const year = y[1]!.length === 2 ? `20${y[1]}` : y[1]!;
    columns.push({ x: col.x, month: `${year}-${String(col.m + 1).padStart(2, '0')}` });
  }
  return columns.length === months.length ? columns : undefined;
}

/** One bureau's row of a three-bureau grid: each code under its month (an empty cell is a month not reported). */
function readBureauGridRow(columns: ReadonlyArray<{ x: number; month: string }>, bureau: Bureau, row: Row, read: Map<Bureau, Field<HistoryMonth[]>>): void {
  const pitch = columns.length > 1 ? Math.abs(columns[1]!.x - columns[0]!.x) : Infinity;
  const months: HistoryMonth[] = [];
  const words = row.cells.slice(1).flatMap((c) => c.words);
  for (const w of words) {
    const cx = (w.x0 + w.x1) / 2;
    const col = columns.reduce((best, c) => (Math.abs(c.x - cx) < Math.abs(best.x - cx) ? c : best));
    if (Math.abs(col.x - cx) > pitch / 2 || months.some((m) => m.month === col.month)) continue;
    months.push({ month: col.month, code: CODE[w.text.toUpperCase()]! });
  }
  if (months.length === 0) return;
  months.sort((a, b) => a.month.localeCompare(b.month));
  read.set(bureau, { value: months, evidence: evidenceOf(words, row), confidence: wordsConfidence(words, row.pageRef) });
}

function monthColumns(row: Row): Array<{ x: number; month: string }> | undefined {
  const words = row.cells.flatMap((c) => c.words);
  const cols: Array<{ x: number; month: string }> = [];
  for (let k = 0; k < words.length; k++) {
    const m = MONTH_WORD.exec(words[k]!.text);
    if (!m) return undefined;
    let year = m[2];
    let x1 = words[k]!.x1;
    if (!year) {
      const next = words[k + 1];
      if (!next || !/^(19|20)\d{2}$/.test(next.text)) return undefined;
      year = next.text;
      x1 = next.x1;
      k++;
    }
    const month = MONTH_NAMES.findIndex((n) => n.startsWith(m[1]!.toLowerCase().slice(0, 3)));
    cols.push({ x: (words[k]!.x0 + x1) / 2, month: `${year}-${String(month + 1).padStart(2, '0')}` });
  }
  // Recompute centres from each column's first word to its year.
  return cols.length >= 2 ? cols : undefined;
}

function readGridCodes(account: ParsedAccount, columns: Array<{ x: number; month: string }>, tokens: PlacedWord[], row: Row): void {
  const months: HistoryMonth[] = [];
  const pitch = columns.length > 1 ? Math.abs(columns[1]!.x - columns[0]!.x) : Infinity;
  for (const t of tokens) {
    const cx = (t.x0 + t.x1) / 2;
    const col = [...columns].sort((a, b) => Math.abs(a.x - cx) - Math.abs(b.x - cx))[0]!;
    if (Math.abs(col.x - cx) > pitch / 2) continue;
    if (!months.some((m) => m.month === col.month)) months.push({ month: col.month, code: CODE[t.text.toUpperCase()]! });
  }
  addHistory(account, months, tokens, row);
}

function addHistory(account: ParsedAccount, months: HistoryMonth[], words: PlacedWord[], row: Row, partial = false): void {
  if (months.length === 0) return;
  const evidence = evidenceOf(words, row);
  const confidence = wordsConfidence(words, row.pageRef);
  if (!account.paymentHistory) account.paymentHistory = { value: months, evidence, confidence, ...(partial ? { partial: true as const } : {}) };
  else {
    if (partial) account.paymentHistory.partial = true;
    for (const m of months) if (!account.paymentHistory.value.some((x) => x.month === m.month)) account.paymentHistory.value.push(m);
    account.paymentHistory.confidence = Math.min(account.paymentHistory.confidence, confidence);
  }
  account.paymentHistory.value.sort((a, b) => a.month.localeCompare(b.month));
}

type Ask = (field: string, question: string, seen?: Evidence, itemId?: string) => void;

const KEY_FIELD: Partial<Record<AccountLabelKey, keyof ParsedAccount>> = {
  balance: 'balance',
  creditLimit: 'creditLimit',
  pastDue: 'pastDue',
  chargeOffAmount: 'chargeOffAmount',
  highBalance: 'highBalance',
  monthlyPayment: 'monthlyPayment',
  opened: 'opened',
  lastPayment: 'lastPayment',
  dofd: 'dofd',
  dateUpdated: 'dateUpdated',
  dateClosed: 'dateClosed',
  datePaid: 'datePaid',
  originalCreditor: 'originalCreditor',
  remarks: 'remarks',
  responsibility: 'responsibility',
};
const KIND_OF = new Map<string, ValueKind>(ACCOUNT_LABELS.map((e) => [e.key, e.kind]));

/** Turns an account's label/value pairs into its typed fields (and questions where a value is unreadable). */
function typeAccount(a: ParsedAccount, pairs: Pair[], ask: Ask): void {
  const what = a.creditor.value;
  const printed: PrintedField[] = [];
  let typeRaw: Pair | undefined;
  let loanTypeRaw: Pair | undefined;
  for (const p of pairs) {
    const { text, confidence } = valueOf(p);
    const key = p.key as AccountLabelKey;
    const evidence = evidenceOf(p.value, p.row, key === 'accountNumber');
    printed.push({ label: p.labelText, key, value: key === 'accountNumber' ? maskNumber(text) : redactText(text), evidence });
    if (!text || EMPTY_VALUE.test(text)) continue;
    const lowConfidence = confidence < MIN_VALUE_CONFIDENCE;
    const unreadable = (): void =>
      ask(
        key,
        `Page ${p.row.page}: we could not read the ${FIELD_WORDS[key] ?? p.labelText.toLowerCase()} of ${what} with confidence (we saw "${evidence.text}"). What does your report say?`,
        evidence,
        a.id,
      );
    if (key === 'accountName') {
      if (/[A-Za-z]{2}/.test(text)) a.creditor = { value: text, evidence, confidence };
      continue;
    }
    if (key === 'accountNumber') {
      const last4 = visibleLast4(text);
      if (last4 && !a.accountLast4) a.accountLast4 = { value: last4, evidence, confidence };
      continue;
    }
    if (key === 'type') {
      typeRaw = p;
      continue;
    }
    if (key === 'loanType') {
      loanTypeRaw = p;
      continue;
    }
    if (key === 'status') {
      const s = statusOf(text);
      if (s && !lowConfidence) a.status = { value: s, evidence, confidence, printed: text };
      else unreadable();
      continue;
    }
    if (key === 'removal') {
      const d = readDate(text);
      if (d && dateConfidence(p) >= MIN_VALUE_CONFIDENCE) a.removalDate = { value: d.iso, evidence, confidence: dateConfidence(p), precision: 'month' };
      else unreadable();
      continue;
    }
    const field = KEY_FIELD[key];
    if (!field) continue;
    const kind = KIND_OF.get(key);
    if (kind === 'money') {
      const n = readMoney(text);
      if (n !== undefined && !lowConfidence) (a as Record<string, unknown>)[field] = { value: n, evidence, confidence } satisfies Field<number>;
      else if (!/\bfrom\b/i.test(text)) unreadable(); // '(Hist.)' fields print a history of amounts: kept as printed
    } else if (kind === 'date') {
      const d = readDate(text);
      if (d && dateConfidence(p) >= MIN_VALUE_CONFIDENCE)
        (a as Record<string, unknown>)[field] = {
          value: d.iso as IsoDate,
          evidence,
          confidence: dateConfidence(p),
          precision: d.precision,
        } satisfies Field<IsoDate>;
      else unreadable();
    } else if (!lowConfidence) (a as Record<string, unknown>)[field] = { value: text, evidence, confidence } satisfies Field<string>;
  }
  for (const p of [loanTypeRaw, typeRaw]) {
    if (!p || a.type) continue;
    const { text, confidence } = valueOf(p);
    const t = typeOf(text);
    if (t) a.type = { value: t, evidence: evidenceOf(p.value, p.row), confidence };
  }
  if (a.type?.value === 'collection' || a.status?.value === 'collection') a.kind = 'collection';
  a.printed = printed;
}

function readPersonal(report: ParsedCreditReport, p: Pair, ask: Ask): void {
  const { text, confidence } = valueOf(p);
  const evidence = evidenceOf(p.value, p.row, p.key === 'ssn');
  if (p.key === 'ssn') {
    const tail = text.replace(/[^0-9]/g, '').slice(-4);
    if (/^\d{4}$/.test(tail)) report.personal.ssnLast4 = { value: tail, evidence, confidence };
    else ask('ssn', `Page ${p.row.page}: we could not read your Social Security number with confidence. What does your report say?`, evidence);
  } else if (p.key === 'birthYear') {
    const y = /(19|20)\d{2}/.exec(text);
    if (y) report.personal.birthYear = { value: Number(y[0]), evidence, confidence };
  } else if (p.key === 'reportDate') {
    const d = readDate(text);
    if (d) report.reportDate = { value: d.iso, precision: d.precision, evidence, confidence };
  } else if (p.key === 'name' || p.key === 'aka') report.personal.names.push({ value: text, evidence, confidence });
  else if (p.key === 'employer') report.personal.employers.push({ value: text, evidence, confidence });
  else report.personal.addresses.push({ value: text, evidence, confidence, current: p.key === 'currentAddress' });
}

/**
 * Parses an upload that may hold several bureaus: a three-bureau report (one column per bureau) gives
 * one report per bureau, each with the accounts of its column; any other report gives itself.
 */
export const parseCreditReports = (pages: readonly ReportPage[], options: ParseOptions = {}): ParsedCreditReport[] => {
  const all = parseCreditReport(pages, options);
  const bureaus = [...new Set(all.accounts.flatMap((a) => (a.bureau ? [a.bureau] : [])))];
  if (bureaus.length === 0) return [all];
  const firstEvidence = all.accounts[0]!.creditor.evidence;
  return bureaus.map((b) => ({
    ...all,
    bureau: { value: b, confidence: 1, evidence: firstEvidence },
    accounts: all.accounts.filter((a) => a.bureau === b || !a.bureau),
    questions: all.questions.filter(
      (q) => q.field !== 'bureau' && (!q.itemId || q.itemId.endsWith(`-${b}`) || !/-(equifax|experian|transunion)$/.test(q.itemId)),
    ),
  }));
};
