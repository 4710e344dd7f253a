import type { DateKind, IsoDate, Span } from '../types';
import { MONTHS, isoDate, monthNumber, parseDate } from './parse-date';
import { cellsAt, isBlankLine, lineIndexAt, previousLineIndex, sentenceBounds, span, toSource, type Source } from './source';
import { matchesOf } from '../text/prefilter';
import { execAll } from '../text/exec-all';

export type { DateKind } from '../types';

/** A date in the letter: its value, where it is, the words before it and what it is for. */
export type DateMention = {
  value: IsoDate;
  span: Span;
  /** The label or words just before the date (trimmed, at most 80 characters). */
  label: string;
  kind: DateKind;
  /** Printed without a day: the first day it can mean (`value` is the last). */
  earliest?: IsoDate;
};

// Month words for scanning ("set" and "ago" are Spanish abbreviations but also English words).
const MONTH_ALT = [...MONTHS.keys()]
  .filter((k) => k !== 'set' && k !== 'ago')
  .sort((a, b) => b.length - a.length)
  .join('|');

const SCANS: readonly RegExp[] = [
  new RegExp(`\\b(?:${MONTH_ALT})\\.?[ \\n]{0,2}[0-3]?\\d(?:st|nd|rd|th)?\\b,?[ \\n]{0,3}(?:19|20)\\d{2}\\b`, 'gi'),
  new RegExp(`\\b[0-3]?\\d(?:st|nd|rd|th|º)?(?: de | |-)(?:${MONTH_ALT})\\.?(?: del? |, | |-)(?:19|20)\\d{2}\\b`, 'gi'),
  /\b\d{1,2}([/-])\d{1,2}\1(?:\d{4}|\d{2})\b(?![/-]\d)/g,
  /\b\d{1,2}\.\d{1,2}\.(?:19|20)\d{2}\b/g,
  /\b(?:19|20)\d{2}-\d{2}-\d{2}\b/g,
];

type Found = { start: number; end: number; value: IsoDate };

/** Every date in the normalized text, in order, without overlaps. */
export const scanDates = (text: string): Found[] => {
  const found: Found[] = [];
  for (const re of SCANS) {
    for (const m of matchesOf(re, text)) {
      const start = m.index ?? 0;
      // "1/2/17" inside a longer number or after a '$' is not a date.
      const before = text[start - 1];
      if (before === '$' || before === '/' || (before === '.' && /\d/.test(text[start - 2] ?? ''))) continue;
      const value = parseDate(m[0].replace(/\s+/g, ' '));
      if (value !== null) found.push({ start, end: start + m[0].length, value });
    }
  }
  found.sort((a, b) => a.start - b.start);
  const out: Found[] = [];
  for (const f of found) {
    const last = out[out.length - 1];
    if (last && f.start < last.end) continue;
    out.push(f);
  }
  return out;
};

const LABELS: ReadonlyArray<{ kind: DateKind; re: RegExp }> = [
  // The last activity, transaction or purchase on an account (decision 156) is read as its last payment: an open account's
  // period runs from its last payment or charge, and the later of them is never earlier than the last payment.
  {
    kind: 'last_payment',
    re: /\blast (?:payment|paid|pay)\b|payment last (?:received|made)|\b(?:no|not|never)\s+(?:made\s+|received\s+|had\s+)?(?:a\s+|any\s+)?payments?\s+(?:\w+\s+){0,6}?since\b|\b(?:no\s+(?:se\s+)?(?:ha|hemos|han)|sin)\s+(?:haber\s+)?(?:hecho\s+|realizado\s+|recibido\s+|efectuado\s+)?(?:un\s+|ning[uú]n\s+)?pagos?\s+(?:(?:en|a)\s+(?:esta|la|su)\s+(?:cuenta|deuda)\s+)?desde\b|\b(?:not|never)\s+paid\s+(?:anything\s+|any\s+amount\s+)?(?:\w+\s+){0,4}?since\b|\bstopped\s+(?:making\s+(?:your\s+|any\s+|the\s+)?(?:monthly\s+)?payments|paying)\b|\bpayments\s+(?:\w+\s+){0,3}?(?:stopped|ceased)\b|\b(?:been|gone|remained|is|are)\s+unpaid\s+since\b|\bno\s+se\s+ha\s+pagado\s+desde\b|\bsin\s+pagar\s+desde\b|\bfinal\s+payment\s+(?:\w+\s+){0,3}?(?:was|were)\s+(?:made|received|posted)\b|\bdej[oó]\s+de\s+(?:pagar|hacer\s+(?:sus\s+|los\s+)?pagos|realizar\s+(?:sus\s+|los\s+)?pagos)\b|\bpago\s+final\s+(?:fue\b|se\s+(?:recibi[oó]|hizo\b|realiz[oó]))|[uú]ltimo (?:pago|abono)|last pa?y?mt|\blst pmt|\blast pymt|\blast (?:account )?(?:activity|transaction|purchase)\b|\bdola\b|[uú]ltima (?:actividad|transacci[oó]n|compra)/i,
  },
  {
    kind: 'charge_off',
    re: /charge[- ]?off|charged[- ]off|chargeoff|chg[- ]?off|c\/o date|write[- ]?off|written[- ]off|cargo a p[eé]rdidas?|fecha de castigo|\bfecha del? cargo\b(?! (?:por|de|mensual|anual))|castigad[ao]|fecha de cancelaci[oó]n contable|cancelad[ao] (?:como|por) p[eé]rdida/i,
  },
  {
    kind: 'first_delinquency',
    // A bill's original due date is the day it went unpaid (decision 156).
    re: /delinquen|\bdofd\b|date of (?:first )?default|default date|past due since|defaulted|in default since|(?:went|fell|go(?:es)?) into default|morosidad|incumplimiento|entr[oó] en mora|\bmoros[ao] desde|\ben mora desde|\bfecha de (?:la )?mora\b|\bimpago|\bfalta de pago desde|\boriginal(?:ly)? due(?: date)?\b|fecha (?:de vencimiento|l[ií]mite) original/i,
  },
  { kind: 'judgment', re: /judge?ment|sentencia|fallo/i },
  { kind: 'service', re: /dates? of service|service date|fecha de(?:l)? servicio|date of visit|admission/i },
  { kind: 'opened', re: /\bopen(?:ed)?(?: date)?\b|date opened|origination|fecha de apertura/i },
];

const LETTER_LABEL =
  /^(?:date|dated|letter date|date of (?:this )?(?:letter|notice)|notice date|mail(?:ing)? date|date mailed|date sent|sent|fecha(?: de (?:la )?carta)?)\s*[:#-]?$/i;
const ITEMIZATION_LABEL = /(?:\bas of|\bal|itemization date|fecha de (?:desglose|detalle))\s*[:,-]?$/i;
const BETWEEN = /\b(?:between|entre(?: el)?)\s*$/i;
const DEADLINE_WORD =
  /\b(?:by|before|on or before|no later than|not later than|until|through|thru|antes del?|a m[aá]s tardar el|hasta el|expires?(?: on)?|valid (?:until|through)|good (?:until|through)|received by|deadline|due(?: date)?|due on|vence(?: el)?)\s*[:,-]?$/i;
const DISPUTE_TOPIC =
  /disput|verif|original creditor|acreedor original|notify|notif[iy]|valid|call or write|\bwrite\b|in writing|stop collect|cease collect|escr[ií]b|ll[aá]me|por escrito/i;
const SETTLEMENT_TOPIC = /settle|discount|% off|percent off|offer|oferta|descuento|liquidar|reduced|savings|ahorr|lump sum|full satisfaction|in full/i;
const PAYMENT_TOPIC = /\bpay|payment|remit|\bdue\b|pago|pagar/i;
const OWED_TOPIC = /owe|balance|debt|amount|deb[íi]a|saldo|deuda/i;

/**
 * A cell that labels the value in the next cell of its line: it ends with ':' ('Last Payment Date:'),
 * or, on a two-cell line, it is a date label without digits ('Date of Last Payment'). A table's value
 * row under a header row has values, not labels, to the left of its dates.
 */
const isSameLineLabel = (cell: string, cellCount: number): boolean => {
  const t = cell.trim();
  if (!/[A-Za-z\u00C0-\u024F]{2}/.test(t)) return false;
  if (/[:#]$/.test(t)) return true;
  return cellCount === 2 && !/\d/.test(t) && (/\bdate\b|\bfecha\b/i.test(t) || LABELS.some(({ re }) => re.test(t)));
};

/** Up to 80 characters of the words before the date, on its line (and cell, or the label cell before it), else the line above. */
const labelBefore = (src: Source, start: number, sentenceStart: number): { label: string; lineIndex: number; above: boolean } => {
  const text = src.norm.text;
  const li = lineIndexAt(src, start);
  const line = src.lines[li]!;
  const cells = cellsAt(src, li);
  const cellIndex = cells.findIndex((c) => c.start <= start && start < c.end);
  const cell = cells[cellIndex];
  const from = Math.max(cell ? cell.start : line.start, start - 80, sentenceStart);
  const sameLine = text.slice(from, start).trim();
  if (/[A-Za-z]{2}/.test(sameLine)) return { label: sameLine, lineIndex: li, above: false };
  // A label and its value in a column-aligned block ("Last Payment Date:      03/02/2019"): the cell
  // before the date on the same line is its label, not whatever the line above holds.
  const left = cellIndex > 0 ? cells[cellIndex - 1] : undefined;
  if (left && isSameLineLabel(left.text, cells.length)) return { label: left.text.slice(-80).trim(), lineIndex: li, above: false };
  // The label is on the line above: the whole line, or the cell above in a table.
  const prev = previousLineIndex(src, li);
  if (prev < 0) return { label: sameLine, lineIndex: li, above: false };
  const prevLine = src.lines[prev]!;
  const prevCells = cellsAt(src, prev);
  if (cells.length > 1 && prevCells.length === cells.length && cellIndex >= 0) {
    return { label: prevCells[cellIndex]!.text.slice(-80).trim(), lineIndex: li, above: true };
  }
  if (prevLine.text.trim().length <= 80 && !/[.!?]\s*$/.test(prevLine.text.trim())) {
    return { label: prevLine.text.trim().slice(-80), lineIndex: li, above: true };
  }
  return { label: sameLine, lineIndex: li, above: false };
};

/** Index of the first line of the letter's body (a greeting or a long line of prose). */
const bodyStartLine = (src: Source): number => {
  const limit = Math.min(src.lines.length, 60);
  for (let i = 0; i < limit; i++) {
    const t = src.lines[i]!.text;
    if (t.includes('\f')) return i;
    if (/^\s*(?:dear|estimad[oa]|re:|regarding)\b/i.test(t)) return i;
    if (t.length > 400 || (t.trim().length >= 70 && /\b[a-z]{3,20} [a-z]{3,20} [a-z]{3,20}\b/.test(t) && /[.:]/.test(t))) return i;
  }
  return limit;
};

/**
 * Every date in the letter with its kind: the letter date ('Date:' or a date alone on a line of
 * the letterhead), the itemization date ('As of [date], you owed'), the validation end date
 * ('by [date]' near dispute / write / call), payment and settlement deadlines, last payment,
 * charge-off, first delinquency (or default), judgment, service and opening dates; 'other' for
 * the rest. Works with labels on the line above the date and with table rows under a header row.
 */
export const findDates = (input: string | Source): DateMention[] => {
  const src = toSource(input);
  const text = src.norm.text;
  const body = bodyStartLine(src);
  const out: DateMention[] = [];
  for (const f of scanDates(text)) {
    const sentence = sentenceBounds(text, f.start, f.end);
    const { label, lineIndex, above } = labelBefore(src, f.start, sentence.start);
    const sentenceText = text.slice(sentence.start, sentence.end);
    const after = text.slice(f.end, Math.min(text.length, f.end + 60));
    const before = text.slice(Math.max(sentence.start, f.start - 100), f.start).replace(/\s+/g, ' ');
    const kind = classify({ label, above, before, sentenceText, after, lineIndex, body, src, f });
    out.push({ value: f.value, span: span(src, f.start, f.end), label: label.slice(-80), kind });
  }
  for (const p of partialTimeBarDates(text, out)) out.push({ ...p, span: span(src, p.start, p.end) });
  return out.sort((a, b) => a.span.start - b.span.start);
};

/**
 * The dates a time bar counts from (last payment, charge-off, default or delinquency), printed as a month
 * and year or a year alone ("Charge-off date: 03/2012", "charged off in 2009", "no payment since March
 * 2010", "en mora desde 2011"): each read as the last day of that month or year, the latest day it can
 * mean, so a limitations period counted from it never runs out too early. Only after those words: a year
 * elsewhere in a letter is not a date.
 */
const PARTIAL_TIME_BAR_DATE = new RegExp(
  String.raw`(?<label>charge[- ]?off|charged[- ]off|chargeoff|chg[- ]?off|write[- ]?off|written[- ]off|cargad[ao]\s+a\s+p[eé]rdidas?|cargo\s+a\s+p[eé]rdidas?|last\s+(?:payment|paid|pmt|pymt)|[uú]ltimo\s+(?:pago|abono)|last\s+(?:account\s+)?(?:activity|transaction|purchase)|[uú]ltima\s+(?:actividad|transacci[oó]n|compra)|\bdofd|payment\s+last\s+(?:received|made)|(?:no|not|never)\s+(?:made\s+|received\s+|had\s+)?(?:a\s+|any\s+)?payments?\s+(?:\w+\s+){0,6}?since|(?:no\s+(?:se\s+)?(?:ha|hemos|han)|sin)\s+(?:haber\s+)?(?:hecho\s+|realizado\s+|recibido\s+|efectuado\s+)?(?:un\s+|ning[uú]n\s+)?pagos?\s+(?:(?:en|a)\s+(?:esta|la|su)\s+(?:cuenta|deuda)\s+)?desde|(?:not|never)\s+paid\s+(?:anything\s+|any\s+amount\s+)?(?:\w+\s+){0,4}?since|stopped\s+(?:making\s+(?:your\s+|any\s+|the\s+)?(?:monthly\s+)?payments|paying)|payments\s+(?:\w+\s+){0,3}?(?:stopped|ceased)|(?:been|gone|remained|is|are)\s+unpaid\s+since|no\s+se\s+ha\s+pagado\s+desde|sin\s+pagar\s+desde|final\s+payment\s+(?:\w+\s+){0,3}?(?:was|were)\s+(?:made|received|posted)|dej[oó]\s+de\s+(?:pagar|hacer\s+(?:sus\s+|los\s+)?pagos|realizar\s+(?:sus\s+|los\s+)?pagos)|pago\s+final\s+(?:fue|se\s+(?:recibi[oó]|hizo|realiz[oó]))|no\s+(?:ha\s+)?pag(?:a|ado)\s+desde|fecha\s+del?\s+cargo|fecha\s+de\s+(?:la\s+)?mora|moros[ao]\s+desde|impago|cancelad[ao]\s+como\s+p[eé]rdidas?|castigad[ao]|dad[ao]\s+de\s+baja|delinquen\w*|past\s+due\s+since|default(?:ed)?(?!\s+judg)|en\s+mora|morosidad|incumplimiento|(?:vencid[ao]|atrasad[ao]|en\s+atraso)\s+desde)` +
    String.raw`[^.\n$\d]{0,30}?\b(?<date>(?:(?<month>${MONTH_ALT})\.?,?\s{1,3}(?:del?\s+)?|(?<mm>[01]?\d)[/-])?(?<year>(?:19|20)\d{2}))\b(?![/-]\d|[.,]\d)`,
  'gi',
);

const partialKind = (label: string): DateKind =>
  /charge|chg|write|written|cargad|cargo|cancelad|castigad|de\s+baja/i.test(label)
    ? 'charge_off'
    : /delinquen|past\s+due|dofd|default|mora|incumplimiento|impago|vencid|atrasad|atraso/i.test(label)
      ? 'first_delinquency'
      : 'last_payment';

/** Month-year and year-only dates after a time-bar label, outside the full dates already found. */
const partialTimeBarDates = (text: string, full: readonly DateMention[]): Array<Omit<DateMention, 'span'> & { start: number; end: number }> => {
  const out: Array<Omit<DateMention, 'span'> & { start: number; end: number }> = [];
  if (!/(?:19|20)\d{2}/.test(text)) return out;
  for (const m of matchesOf(PARTIAL_TIME_BAR_DATE, text)) {
    const g = m.groups ?? {};
    const end = (m.index ?? 0) + m[0].length;
    const start = end - (g.date ?? '').length;
    if (full.some((d) => d.span.start < end && start < d.span.end)) continue;
    if (!timeBarLabelGoverns(m[0].slice(0, m[0].length - (g.date ?? '').length), (g.label ?? '').length)) continue;
    const year = Number(g.year);
    const month = g.month ? monthNumber(g.month) : g.mm ? Number(g.mm) : 12;
    if (!month || month < 1 || month > 12) continue;
    // The last day of the month (or of the year).
    const value = isoDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1);
    if (!value) continue;
    const last = new Date(Date.parse(`${value}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const earliest = isoDate(year, g.month || g.mm ? month : 1, 1) ?? last;
    out.push({ value: last, earliest, start, end, label: (g.label ?? '').slice(-80), kind: partialKind(g.label ?? '') });
  }
  return out;
};

/**
 * The kind of the date label nearest the date: where a line names two dates ("Last payment: 03/29/2012; charged off
 * 07/18/2012"), the second date's words hold both labels, and the one just before it is its own (decision 142).
 */
const nearestLabelKind = (tail: string): DateKind | undefined => {
  let best: { kind: DateKind; end: number } | undefined;
  for (const { kind, re } of GLOBAL_LABELS) {
    for (const m of execAll(re, tail)) {
      const end = (m.index ?? 0) + m[0].length;
      if (TIME_BAR_KINDS.has(kind) && !timeBarLabelGoverns(tail.slice(m.index ?? 0), m[0].length)) continue;
      if (!best || end > best.end) best = { kind, end };
    }
  }
  return best?.kind;
};

/** The labels as global patterns (flags `gi`), made once: `execAll` finds what `matchAll` of a new copy per date did. */
const GLOBAL_LABELS = LABELS.map(({ kind, re }) => ({ kind, re: new RegExp(re.source, 'gi') }));

const TIME_BAR_KINDS: ReadonlySet<DateKind> = new Set(['last_payment', 'charge_off', 'first_delinquency']);

/**
 * A time-bar word before a date names another event when the words between them say what happened on the date
 * (decision 143): the account was placed, assigned, referred, sold or bought then ("your delinquent account was
 * placed with our office on", "the charged-off account was purchased by our client on", "su cuenta morosa fue
 * asignada el"), or the date is a deadline or a balance date ("your last payment is due on", "charged-off balance as
 * of"). "Delinquent account" and "charged-off account" describe the account, not a date, unless a date word follows
 * ("delinquent since"). Counting a limitations period from such a date makes an old debt look recent.
 */
const OTHER_EVENT_BETWEEN =
  /\b(?:placed|assigned|referred|transferred|sold|purchased|acquired|bought|due|payable|expires?|expiring|asignad[ao]|transferid[ao]|vendid[ao]|comprad[ao]|adquirid[ao]|vence)\b|\b(?:by|before|until|no\s+later\s+than|as\s+of|antes\s+del?|hasta\s+el|al)\s*[:,-]?\s*$/i;
const ACCOUNT_ADJECTIVE =
  /^(?:delinquent|charged[- ]off|charge[- ]off|written[- ]off|defaulted|castigad[ao]|morosa?)\s+(?:account|balance|amount|debt|obligation|loan|cuenta|saldo|deuda)\b(?![^.;]{0,40}\b(?:since|desde)\b)/i;
/** `fromLabel`: the words from the time-bar label to the date; the label itself is its first `labelLength` characters. */
const timeBarLabelGoverns = (fromLabel: string, labelLength: number): boolean =>
  !OTHER_EVENT_BETWEEN.test(fromLabel.slice(labelLength)) && !ACCOUNT_ADJECTIVE.test(fromLabel);

type ClassifyInput = {
  label: string;
  above: boolean;
  /** The sentence before the date, across line breaks, spaces collapsed. */
  before: string;
  sentenceText: string;
  after: string;
  lineIndex: number;
  body: number;
  src: Source;
  f: Found;
};

const classify = ({ label, above, before, sentenceText, after, lineIndex, body, src, f }: ClassifyInput): DateKind => {
  // Wide enough for a Spanish label with the account named in it ("No ha realizado ningún pago en esta cuenta desde el", decision 537).
  const tail = label.slice(-64);
  // "As of [date], you owed" is the itemization date, whatever else the label says ("the charge-off date").
  if (/\bas of\b[^.;]{0,40}$|\b(?:al|hasta el|a partir del?|a la fecha del?)\s*$/i.test(before) && /^[\s,]*(?:you owed|usted deb[ií]a)/i.test(after))
    return 'itemization';
  const labelled = nearestLabelKind(tail);
  if (labelled) return labelled;
  if (lineIndex < body && /^(?:statement|notice|letter|print|mail(?:ing)?) date\s*[:#-]?$/i.test(tail.trim())) return 'letter';
  if (LETTER_LABEL.test(tail.replace(/^.*[|]/, '').trim())) return 'letter';
  if (!above && (ITEMIZATION_LABEL.test(tail) || /\bas of\b[^.;\n]{0,40}$/i.test(tail)) && (OWED_TOPIC.test(after) || OWED_TOPIC.test(tail)))
    return 'itemization';
  if (/itemization date|fecha de desglose/i.test(tail)) return 'itemization';
  if (!above && BETWEEN.test(tail) && /^\s*(?:and|y) (?:today|hoy|now)/i.test(after)) return 'itemization';
  if (DEADLINE_WORD.test(tail) || /\b(?:by|antes del?)\s*$/i.test(tail)) {
    if (DISPUTE_TOPIC.test(sentenceText) && !/^\s*(?:pay|payment)/i.test(tail)) return 'validation_end';
    if (SETTLEMENT_TOPIC.test(sentenceText)) return 'settlement_deadline';
    if (PAYMENT_TOPIC.test(sentenceText)) return 'payment_deadline';
  }
  if (/(?:payment )?due date|pay(?:ment)? by|fecha de vencimiento/i.test(tail)) return 'payment_deadline';
  // A date alone on a line (or in a cell) of the letterhead is the letter date.
  if (lineIndex < body && isAloneInCell(src, f)) return 'letter';
  return 'other';
};

const isAloneInCell = (src: Source, f: Found): boolean => {
  const li = lineIndexAt(src, f.start);
  if (isBlankLine(src.lines[li]!)) return false;
  const cell = cellsAt(src, li).find((c) => c.start <= f.start && f.start < c.end);
  if (!cell) return false;
  const rest = `${src.norm.text.slice(cell.start, f.start)}${src.norm.text.slice(f.end, cell.end)}`;
  return !/[A-Za-z0-9]/.test(rest);
};
