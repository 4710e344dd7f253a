/**
 * Reads a bureau's credit report from the pages the analyzer's extract stage gives (PDF text
 * layers, or OCR of scans and photos). Every value keeps its page, its words and a confidence;
 * what cannot be read with confidence becomes a question, never a guess. Account and reference
 * numbers are kept as their last 4 characters only, and every quoted word is masked.
 */
import { maskNumber, redactText, type IsoDate } from '@debtshield/analyzer';
import { LAYOUTS, readStatus, readType, type AccountFieldKey, type BureauLayout, type SectionKey } from '../bureau-layouts';
import { lineConfidence, linesOf, type Line } from './page-lines';
import { dofdFromRemoval, INFERRED_DOFD_NOTE, MONTHS, readDate } from '../dates';
import {
  BUREAUS,
  type Bureau,
  type Evidence,
  type Field,
  type HistoryCode,
  type HistoryMonth,
  type ParsedAccount,
  type ParsedCreditReport,
  type ParsedInquiry,
  type ParsedPublicRecord,
  type ReportPage,
  type ReportQuestion,
} from '../types';

/** Below this OCR confidence a value is asked, not kept. */
export const MIN_VALUE_CONFIDENCE = 0.5;

type ValueKind = 'money' | 'date' | 'text';
type LabelHit = { key: string; start: number; end: number; valueStart: number; valueEnd: number };

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const VALUE_AHEAD: Record<ValueKind, string> = {
  money: '(?=\\s*:?\\s*[$S]?\\s?\\d)',
  date: '(?=\\s*:?\\s*(?:\\d|[A-Z][a-z]{2}))',
  text: '(?=\\s*:?\\s*\\S)',
};

type LabelSpec = { key: string; labels: readonly string[]; kind: ValueKind };

/**
 * Finds the labels of `specs` in a line: each must be followed by a value of its kind, so a label
 * word inside a value ("Settled for less than full balance") is not taken for a label. Earliest
 * first, longest at the same place, no overlaps; a value runs to the next label.
 */
const findLabels = (text: string, specs: readonly LabelSpec[]): LabelHit[] => {
  const hits: Array<{ key: string; start: number; end: number }> = [];
  for (const spec of specs) {
    for (const label of spec.labels) {
      const words = label.split(/\s+/).map(escapeRe).join('\\s+');
      const re = new RegExp(`(?<![A-Za-z])${words}(?![A-Za-z])\\s*:?\\s*${VALUE_AHEAD[spec.kind]}`, 'gi');
      for (const m of text.matchAll(re)) hits.push({ key: spec.key, start: m.index, end: m.index + m[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: typeof hits = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept.map((h, i) => {
    const next = kept[i + 1]?.start ?? text.length;
    let valueEnd = next;
    while (valueEnd > h.end && /\s/.test(text[valueEnd - 1]!)) valueEnd--;
    return { ...h, valueStart: h.end, valueEnd };
  });
};

const KIND_OF: Record<AccountFieldKey, ValueKind> = {
  accountNumber: 'text',
  type: 'text',
  status: 'text',
  balance: 'money',
  creditLimit: 'money',
  pastDue: 'money',
  opened: 'date',
  lastPayment: 'date',
  dofd: 'date',
  chargeOffAmount: 'money',
  originalCreditor: 'text',
  remarks: 'text',
  removal: 'date',
  history: 'text',
};

const accountSpecs = (layout: BureauLayout): LabelSpec[] =>
  (Object.entries(layout.account) as Array<[AccountFieldKey, readonly string[]]>)
    // The history label stands alone on its line (matched as a whole line).
    .filter(([key]) => key !== 'history')
    .map(([key, labels]) => ({ key, labels, kind: KIND_OF[key] }));

/**
 * Every bureau's account labels together: tried on a line where the report's own bureau's labels
 * find nothing, so a wording another bureau uses (a reseller's merged report, a changed layout) is
 * still read rather than taken for a creditor's name.
 */
const ALL_ACCOUNT_SPECS: LabelSpec[] = (Object.keys(KIND_OF) as AccountFieldKey[])
  .filter((key) => key !== 'history')
  .map((key) => ({ key, labels: [...new Set(BUREAUS.flatMap((b) => LAYOUTS[b].account[key] ?? []))], kind: KIND_OF[key] }));

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

/** Reads a whole-dollar amount as printed or as OCR tends to give it ('S1.234' for '$1,234'). */
export const readMoney = (raw: string): number | undefined => {
  const s = raw.trim().replace(/^[$S]\s?/, '');
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(s)) return Number(s.replace(/[,.]/g, ''));
  if (/^\d+$/.test(s)) return Number(s);
  if (/^\d{1,3}(?:,\d{3})*\.\d{2}$/.test(s)) return Number(s.replace(/,/g, ''));
  return undefined;
};

const HISTORY_TOKEN: Record<string, HistoryCode> = {
  OK: 'OK',
  '0K': 'OK',
  '30': '30',
  '60': '60',
  '90': '90',
  '120': '120',
  '150': '150',
  '180': '180',
  CO: 'CO',
  C0: 'CO',
  ND: 'ND',
  NR: 'ND',
  X: 'ND',
  '-': 'ND',
  '--': 'ND',
};

/** A row of the grid: a year, then its months (OCR may glue the year to the first cell). */
const YEAR_ROW = /^((?:19|20)\d{2})\s*(\S.*)?$/;
const GRID_TOKEN = /120|150|180|30|60|90|OK|0K|CO|C0|ND|NR|--|-|X/gy;

/**
 * The 12 cells of a grid row. Cells OCR glued together ('OKOKOK', 'COX') are split when the whole
 * row reads as exactly 12 known codes; anything else is undefined (asked, not guessed).
 */
export const readGridRow = (cells: string): { codes: HistoryCode[]; glued: boolean } | undefined => {
  const tokens = cells.trim().split(/\s+/);
  const plain = tokens.map((t) => HISTORY_TOKEN[t.toUpperCase()]);
  if (tokens.length === 12 && plain.every((c) => c !== undefined)) return { codes: plain as HistoryCode[], glued: false };
  const joined = cells.toUpperCase().replace(/\s+/g, '');
  const codes: HistoryCode[] = [];
  GRID_TOKEN.lastIndex = 0;
  let at = 0;
  while (at < joined.length) {
    GRID_TOKEN.lastIndex = at;
    const m = GRID_TOKEN.exec(joined);
    if (!m) return undefined;
    codes.push(HISTORY_TOKEN[m[0]]!);
    at = GRID_TOKEN.lastIndex;
  }
  return codes.length === 12 ? { codes, glued: true } : undefined;
};
const GRID_HEADER = new RegExp(`^Year\\s+${MONTHS.join('\\s+')}\\s*$`, 'i');
const PAGE_FOOTER = /^Page \d+ of \d+$/i;

const normaliseHeader = (s: string): string => s.trim().replace(/\s+/g, ' ').toUpperCase();

/** Scores each bureau by its name and its own labels; the best, with a share-of-evidence confidence. */
export const detectBureau = (text: string): { bureau: Bureau; confidence: number } | undefined => {
  const lower = text.toLowerCase();
  const scores = BUREAUS.map((bureau) => {
    const layout = LAYOUTS[bureau];
    let score = 0;
    for (const name of layout.names) score += 3 * (lower.split(name).length - 1 > 0 ? 1 : 0);
    const own = [...(layout.account.dofd ?? []), ...(layout.account.removal ?? []), ...layout.inquiry.company, ...layout.account.status!];
    for (const label of own) if (lower.includes(label.toLowerCase())) score += 1;
    return { bureau, score };
  }).sort((a, b) => b.score - a.score);
  const total = scores.reduce((s, x) => s + x.score, 0);
  const best = scores[0]!;
  if (best.score === 0 || best.score === scores[1]!.score) return undefined;
  return { bureau: best.bureau, confidence: Math.min(1, best.score / total) };
};

export type ParseOptions = { /** Skip detection (the user said which bureau). */ bureau?: Bureau };

/**
 * A number printed part-masked (digits and mask characters X, x, *, #, • together, 8 or more long):
 * every digit but the last 4 visible becomes '*', same length (evidence offsets stay valid).
 */
const PARTLY_MASKED =
  /(?<![A-Za-z0-9])(?=[0-9Xx*#\u2022 -]*[Xx*#\u2022])(?=[0-9Xx*#\u2022 -]*\d)[0-9Xx*#\u2022](?:[0-9Xx*#\u2022]|[ -](?=[0-9Xx*#\u2022])){7,}(?![A-Za-z0-9])/g;
export const maskPartlyMaskedNumbers = (text: string): string =>
  text.replace(PARTLY_MASKED, (token) => {
    const digits = (token.match(/\d/g) ?? []).length;
    if (digits <= 4) return token;
    let seen = 0;
    return token.replace(/\d/g, (d) => (++seen <= digits - 4 ? '*' : d));
  });

const maskPartlyMaskedDeep = <T>(value: T): T => {
  if (typeof value === 'string') return maskPartlyMaskedNumbers(value) as T;
  if (Array.isArray(value)) return value.map(maskPartlyMaskedDeep) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPartlyMaskedDeep(v)])) as T;
  return value;
};

/** Parses one bureau report. `pages`: the extract stage's pages (an ExtractResult's `pages` fits). */
export const parseCreditReport = (pages: readonly ReportPage[], options: ParseOptions = {}): ParsedCreditReport => {
  const allText = pages.map((p) => p.text).join('\n');
  const questions: ReportQuestion[] = [];
  const warnings: string[] = [];
  const detected = options.bureau ? { bureau: options.bureau, confidence: 1 } : detectBureau(allText);
  const lines = linesOf(pages);
  const report: ParsedCreditReport = {
    personal: { names: [], addresses: [], employers: [] },
    accounts: [],
    inquiries: [],
    publicRecords: [],
    questions,
    warnings,
  };
  const firstLine = lines.find((l) => l.text.trim() !== '');
  if (detected && firstLine) {
    report.bureau = {
      value: detected.bureau,
      confidence: detected.confidence,
      evidence: { page: firstLine.page, start: firstLine.toPage(0), end: firstLine.toPage(firstLine.text.length), text: firstLine.text.trim() },
    };
  } else {
    questions.push({ id: 'q-bureau', field: 'bureau', question: 'Which credit bureau is this report from: Equifax, Experian or TransUnion?' });
  }
  const layout = LAYOUTS[detected?.bureau ?? 'equifax'];
  let qn = 0;
  const ask = (field: string, question: string, seen?: Evidence, itemId?: string) =>
    questions.push({ id: `q-${++qn}`, field, question, seen, ...(itemId ? { itemId } : {}) });

  const evidenceOf = (line: Line, start: number, end: number, mask = false): Evidence => {
    const raw = line.text.slice(start, end);
    return { page: line.page, start: line.toPage(start), end: line.toPage(end), text: mask ? maskNumber(raw) : redactText(raw) };
  };

  /** A field from a label hit, or a question when the value cannot be read or the OCR is unsure. */
  const read = <T>(line: Line, hit: LabelHit, parse: (raw: string) => T | undefined, what: string, itemId?: string, mask = false): Field<T> | undefined => {
    const raw = line.text.slice(hit.valueStart, hit.valueEnd);
    const evidence = evidenceOf(line, hit.valueStart, hit.valueEnd, mask);
    const value = raw.trim() ? parse(raw.trim()) : undefined;
    const confidence = lineConfidence(line, hit.valueStart, hit.valueEnd);
    if (value === undefined || confidence < MIN_VALUE_CONFIDENCE) {
      ask(
        hit.key,
        `Page ${line.page}: we could not read the ${FIELD_WORDS[hit.key] ?? hit.key}${what ? ` of ${what}` : ''} with confidence (we saw "${evidence.text.trim()}"). What does your report say?`,
        evidence,
        itemId,
      );
      return undefined;
    }
    return { value, evidence, confidence };
  };
  const readDateField = (line: Line, hit: LabelHit, what: string, itemId?: string): Field<IsoDate> | undefined => {
    const f = read(line, hit, readDate, what, itemId);
    return f && { ...f, value: f.value.iso, precision: f.value.precision };
  };
  const readText = (raw: string): string | undefined => (/[A-Za-z0-9]/.test(raw) ? raw.replace(/\s+/g, ' ') : undefined);
  const readLast4 = (raw: string): string | undefined => {
    const tail = raw
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(-4)
      .replace(/[Oo]/g, '0')
      .replace(/[lI]/g, '1');
    return /^\d{4}$/.test(tail) ? tail : undefined;
  };

  const sectionOf = new Map<string, SectionKey>();
  for (const [key, names] of Object.entries(layout.sections) as Array<[SectionKey, readonly string[]]>)
    for (const n of names) sectionOf.set(normaliseHeader(n), key);
  const acctSpecs = accountSpecs(layout);
  const personalSpecs: LabelSpec[] = (Object.entries(layout.personal) as Array<[string, readonly string[]]>).map(([key, labels]) => ({
    key,
    labels,
    kind: 'text',
  }));
  const inquirySpecs: LabelSpec[] = [
    { key: 'company', labels: layout.inquiry.company, kind: 'text' },
    { key: 'date', labels: layout.inquiry.date, kind: 'date' },
  ];
  const recordSpecs: LabelSpec[] = (Object.entries(layout.record) as Array<[string, readonly string[]]>).map(([key, labels]) => ({
    key,
    labels,
    kind: key === 'filed' ? 'date' : 'text',
  }));

  let section: SectionKey | undefined;
  let account: ParsedAccount | undefined;
  let inHistory = false;
  let inquiry: ParsedInquiry | undefined;
  let record: ParsedPublicRecord | undefined;
  const counts = { acct: 0, coll: 0, inq: 0, pr: 0 };

  const finishAccount = () => {
    if (account) {
      if (!account.dofd && account.removalDate) {
        account.dofd = {
          value: dofdFromRemoval(account.removalDate.value),
          evidence: account.removalDate.evidence,
          confidence: account.removalDate.confidence * 0.9,
          precision: 'month',
          inferred: INFERRED_DOFD_NOTE,
        };
      }
      report.accounts.push(account);
    }
    account = undefined;
    inHistory = false;
  };

  for (const line of lines) {
    const trimmed = line.text.trim();
    if (!trimmed || PAGE_FOOTER.test(trimmed)) continue;
    const header = sectionOf.get(normaliseHeader(trimmed));
    if (header) {
      finishAccount();
      section = header;
      continue;
    }
    if (section === undefined) {
      const hit = findLabels(line.text, [{ key: 'reportDate', labels: layout.reportDate, kind: 'date' }])[0];
      if (hit) report.reportDate = readDateField(line, hit, '');
      continue;
    }
    if (section === 'personal') {
      for (const hit of findLabels(line.text, personalSpecs)) {
        if (hit.key === 'ssn') {
          const f = read(line, hit, readLast4, 'your Social Security number', undefined, true);
          if (f) report.personal.ssnLast4 = f;
        } else if (hit.key === 'birthYear') {
          const f = read(line, hit, (raw) => (/^(19|20)\d{2}$/.test(raw) ? Number(raw) : undefined), '');
          if (f) report.personal.birthYear = f;
        } else {
          const f = read(line, hit, readText, '');
          if (!f) continue;
          if (hit.key === 'name' || hit.key === 'aka') report.personal.names.push(f);
          else if (hit.key === 'employer') report.personal.employers.push(f);
          else report.personal.addresses.push({ ...f, current: hit.key === 'currentAddress' });
        }
      }
      continue;
    }
    if (section === 'accounts' || section === 'collections') {
      if (account && (layout.account.history ?? []).some((h) => normaliseHeader(h) === normaliseHeader(trimmed.replace(/:$/, '')))) {
        inHistory = true;
        continue;
      }
      const own = findLabels(line.text, acctSpecs);
      const hits = own.length > 0 ? own : findLabels(line.text, ALL_ACCOUNT_SPECS);
      if (hits.length === 0) {
        if (GRID_HEADER.test(trimmed)) continue;
        const row = YEAR_ROW.exec(trimmed);
        if (row && account && inHistory) {
          const offset = line.text.indexOf(trimmed);
          const grid = readGridRow(row[2] ?? '');
          const evidence = evidenceOf(line, offset, offset + trimmed.length);
          if (!grid) {
            ask(
              'history',
              `Page ${line.page}: we could not read the ${row[1]} payment history of ${account.creditor.value} (we saw "${trimmed}"). What does your report show for each month?`,
              evidence,
              account.id,
            );
            continue;
          }
          const months: HistoryMonth[] = grid.codes.map((code, i) => ({ month: `${row[1]}-${String(i + 1).padStart(2, '0')}`, code }));
          // Cells split apart by us are a little less certain than cells read apart.
          const conf = lineConfidence(line, offset, offset + trimmed.length) * (grid.glued ? 0.9 : 1);
          if (!account.paymentHistory) account.paymentHistory = { value: months, evidence, confidence: conf };
          else {
            account.paymentHistory.value.push(...months);
            account.paymentHistory.confidence = Math.min(account.paymentHistory.confidence, conf);
            account.paymentHistory.evidence = {
              ...account.paymentHistory.evidence,
              end: evidence.end,
              text: `${account.paymentHistory.evidence.text}\n${evidence.text}`,
            };
          }
          continue;
        }
        if (row) continue;
        // A line with no label: the next account's creditor.
        finishAccount();
        const kind = section === 'collections' ? 'collection' : 'account';
        const id = kind === 'collection' ? `coll-${++counts.coll}` : `acct-${++counts.acct}`;
        const offset = line.text.indexOf(trimmed);
        account = {
          id,
          kind,
          creditor: {
            value: trimmed.replace(/\s+/g, ' '),
            evidence: evidenceOf(line, offset, offset + trimmed.length),
            confidence: lineConfidence(line, offset, offset + trimmed.length),
          },
        };
        continue;
      }
      if (!account) {
        warnings.push(`Page ${line.page}: account details without a creditor name were skipped ("${redactText(trimmed)}").`);
        continue;
      }
      const a = account;
      const what = a.creditor.value;
      for (const hit of hits) {
        const key = hit.key as AccountFieldKey;
        switch (key) {
          case 'accountNumber': {
            const f = read(line, hit, readLast4, what, a.id, true);
            if (f) a.accountLast4 = f;
            break;
          }
          case 'type': {
            const f = read(line, hit, readType, what, a.id);
            if (f) a.type = f;
            break;
          }
          case 'status': {
            const f = read(line, hit, readStatus, what, a.id);
            if (f) a.status = f;
            break;
          }
          case 'balance':
          case 'creditLimit':
          case 'pastDue':
          case 'chargeOffAmount': {
            const f = read(line, hit, readMoney, what, a.id);
            if (f) a[key] = f;
            break;
          }
          case 'opened':
          case 'lastPayment':
          case 'dofd': {
            const f = readDateField(line, hit, what, a.id);
            if (f) a[key] = f;
            break;
          }
          case 'removal': {
            const f = readDateField(line, hit, what, a.id);
            if (f) a.removalDate = { ...f, precision: 'month' };
            break;
          }
          case 'originalCreditor':
          case 'remarks': {
            const f = read(line, hit, readText, what, a.id);
            if (f) a[key] = f;
            break;
          }
        }
      }
      continue;
    }
    if (section === 'inquiries') {
      for (const hit of findLabels(line.text, inquirySpecs)) {
        if (hit.key === 'company') {
          const f = read(line, hit, readText, '');
          if (f) {
            inquiry = { id: `inq-${++counts.inq}`, company: f };
            report.inquiries.push(inquiry);
          } else inquiry = undefined;
        } else if (inquiry) {
          const f = readDateField(line, hit, `the inquiry by ${inquiry.company.value}`, inquiry.id);
          if (f) inquiry.date = f;
        }
      }
      continue;
    }
    if (section === 'publicRecords') {
      for (const hit of findLabels(line.text, recordSpecs)) {
        if (hit.key === 'recordType') {
          const f = read(line, hit, readText, '');
          if (f) {
            record = { id: `pr-${++counts.pr}`, recordType: f };
            report.publicRecords.push(record);
          } else record = undefined;
          continue;
        }
        if (!record) continue;
        if (hit.key === 'filed') {
          const f = readDateField(line, hit, 'the public record', record.id);
          if (f) record.filed = f;
        } else if (hit.key === 'reference') {
          const f = read(line, hit, readLast4, 'the public record', record.id, true);
          if (f) record.referenceLast4 = f;
        } else {
          const f = read(line, hit, readText, 'the public record', record.id);
          if (f) record[hit.key as 'court' | 'status'] = f;
        }
      }
    }
  }
  finishAccount();
  if (report.accounts.length === 0) warnings.push('No accounts were found in this report. Check that it is a full Equifax, Experian or TransUnion report.');
  // A bureau prints some account numbers part-masked with the leading digits showing ("441712345678XXXX");
  // wherever one stands (a creditor line, a remark, a question), only its last 4 visible digits are kept.
  return maskPartlyMaskedDeep(report);
};
