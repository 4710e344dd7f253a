import { mayMatch } from '../text/prefilter';
import type { Fact, Itemization, Span } from '../types';
import { moneyIn } from './find-amounts';
import { parseAmount } from './parse-amount';
import { cellsAt, isBlankLine, memo, nextLineIndex, span, toSource, type Line, type Source } from './source';

type Field = 'amountOnItemizationDate' | 'interest' | 'fees' | 'paymentsAndCredits' | 'currentAmount';

// Labels, most specific first. Tested on the label part of a line (before its value). The model notice's Spanish
// past tenses ("Pagó y se le abonó") are also read as a phone photo's OCR gives them: the accented ó as é ("Pagé",
// "aboné").
const FIELD_LABELS: ReadonlyArray<{ field: Field; re: RegExp; not?: RegExp }> = [
  {
    field: 'amountOnItemizationDate',
    re: /\bas of\b.{0,80}\b(?:you owed|balance|amount)|\b(?:al|hasta el|a partir del?|a la fecha del?)\b.{0,60}\busted deb[ií]a|(?:balance|amount(?: owed)?) (?:as of|on) (?:the )?(?:itemization|charge[- ]?off|last statement|last payment|judgment)|(?:balance|amount owed|amount due) (?:as of|on) (?:\d|[A-Z][a-z]{2,8}\.? \d)|itemization[- ]date (?:balance|amount)|(?:charge[- ]?off|itemization) balance|balance at charge[- ]?off|(?:total|amount|balance|sum)(?: [a-z]+){0,4} (?:as of|at|on) (?:the )?(?:charge[- ]?off|itemization date|last statement|last payment)\b|amount owed on (?:the )?itemization date|saldo (?:a|en) la fecha de desglose/i,
  },
  {
    field: 'currentAmount',
    re: /^\s*(?:balance|saldo|amount|monto)\s*$|total amount of the debt(?: now)?|total (?:amount )?(?:now )?(?:due|owed|balance|debt|owing)|(?:current|present|outstanding|remaining|unpaid|total|account|new) balance|balance (?:due|owed|now|remaining|owing)|amount (?:now )?due|(?:current|total) amount(?: of (?:the|your) debt)?|amount (?:you )?(?:now )?owe\b|(?:cantidad|monto) total de la deuda|saldo (?:actual|total|pendiente|adeudado)|total adeudado|monto total|pay-?off (?:amount|balance|figure)/i,
    // A total dated at charge-off or at another itemization date ("Total Due as of Charge-off") is the itemization-date amount,
    // and "the total amount of interest accrued since charge-off" is a line of the itemization, not the amount owed now
    // (decision 139).
    not: /\bas of\b.{0,30}\d{4}|original|principal|\b(?:as of|at|on) (?:the )?(?:charge[- ]?off|itemization date|last statement|last payment)\b|\btotal amount of (?:the )?(?:interest|non-interest|fees|charges|payments|credits)\b|\bsince (?:the )?(?:charge[- ]?off|itemization|last)/i,
  },
  {
    field: 'paymentsAndCredits',
    re: /paid or (?:were )?credited|\bpayments?\b|\bcredits\b|\bcredits? applied\b|\bcredit\(s\)|\bpag[oóeé](?![a-zñáéíóú])|\bpagos\b|acredit|\babon[oóeé](?![a-zñáéíóú])|\babonos\b/i,
    not: /payment (?:options|plan|arrangement|address|methods?)|make (?:a|your) payment|payable|pay by|\bcredit (?:card|report|bureau|reporting)|tarjeta de cr[eé]dito|monthly|installments?|instalments?|payments? of\b|settle|minimum|\bdue\b/i,
  },
  { field: 'interest', re: /(?<!non-)\binterest\b|\binter[eé]s(?:es)?(?![a-zñáéíóú])/i, not: /\brate\b|%|per ?cent|annual/i },
  {
    field: 'fees',
    re: /\bfees?\b|\bcosts?\b|\bcharges\b|\bcargos\b|\bhonorarios\b|\bcomisi[oó]n(?:es)?\b|\bcargos? por\b/i,
    // "non-interest charges or fees" (the New York itemization's line) is a fees line (decision 139).
    not: /(?<!non-)\binterest\b|no (?:fees|charges) (?:will|may|are)/i,
  },
];

const ZERO_WORDS = /^[\s:=+-]*(?:none|n\/a|na|zero|nil|ninguno|ninguna|nada|-0-|no (?:interest|fees|charges|payments?|credits?))\b/i;
const BARE_AMOUNT = /^[\s:=]*([-+]?\s?\(?\$?\s?\d{1,3}(?:,\d{3})*(?:[.,]\d{1,2})?\)?|[-+]?\s?\(?\$?\s?\d+(?:[.,]\d{1,2})?\)?)(?![\d/%])/;
const BLANKISH = /^[\s:=+\-$_.*]*$/;

type Read = { value: number | null; span: Span } | null;

/** The value after a label on its line (money, a bare number, "none"), a blank, or the value on the next line. */
const readValue = (src: Source, line: Line, li: number, labelEnd: number, labelSpan: Span): Read => {
  const text = src.norm.text;
  const rest = text.slice(labelEnd, line.end);
  const money = moneyIn(src, labelEnd, line.end)[0];
  // The amount must come right after the label (a few words at most), not deep in prose.
  if (money && /^[^.!?]{0,30}$/.test(text.slice(labelEnd, money.start))) return { value: Math.abs(money.value), span: span(src, money.start, money.end) };
  const bare = BARE_AMOUNT.exec(rest);
  if (bare) {
    const raw = bare[1]!;
    const rawStart = bare.index + bare[0].length - raw.length;
    const tail = rest.slice(rawStart + raw.length);
    // Only the number (and perhaps a currency word) after the label.
    if (/^[\s.,;)]*(?:USD|dollars|d[oó]lares)?[\s.]*$/i.test(tail)) {
      const value = parseAmount(raw);
      if (value !== null) return { value: Math.abs(value), span: span(src, labelEnd + rawStart, labelEnd + rawStart + raw.length) };
    }
  }
  const zero = ZERO_WORDS.exec(rest);
  if (zero) {
    const word = /[A-Za-z0-9-].*$/.exec(zero[0])!;
    return { value: 0, span: span(src, labelEnd + word.index, labelEnd + zero[0].length) };
  }
  if (!BLANKISH.test(rest)) return null;
  // Nothing on the line: the value may sit on the next line, alone (OCR may leave a few blank lines between).
  const next = li >= 0 ? nextLineIndex(src, li, 3) : -1;
  if (next >= 0) {
    const below = src.lines[next]!;
    const belowMoney = moneyIn(src, below.start, below.end);
    // Only the value (a footnote mark after it, "$1,250.00*", is not another value).
    const onlyValue = /^[\s+\-$().,\d:]*\**\s*$/.test(below.text.replace(/USD|dollars/gi, ''));
    if (belowMoney.length === 1 && onlyValue) return { value: Math.abs(belowMoney[0]!.value), span: span(src, belowMoney[0]!.start, belowMoney[0]!.end) };
    const bareBelow = BARE_AMOUNT.exec(below.text);
    if (bareBelow && onlyValue && /\d/.test(below.text)) {
      const value = parseAmount(bareBelow[1]!);
      if (value !== null) {
        const start = below.start + bareBelow.index + bareBelow[0].indexOf(bareBelow[1]!);
        return { value: Math.abs(value), span: span(src, start, start + bareBelow[1]!.length) };
      }
    }
    const zeroBelow = ZERO_WORDS.exec(below.text);
    if (zeroBelow && below.text.trim().length <= 12) return { value: 0, span: span(src, below.start, below.end) };
  }
  // The line is there but its value is blank.
  return { value: null, span: labelSpan };
};

type Hit = { field: Field; lineIndex: number; read: NonNullable<Read> };

/** The field a label names, if any. */
export const fieldOfLabel = (label: string): Field | null => {
  for (const { field, re, not } of FIELD_LABELS) if (re.test(label) && !(not && not.test(label))) return field;
  return null;
};

/** Ends of a label that lead straight into its amount in prose ("...you owed $5.00", "interest of $2.00"). */
const LINKING_END = /(?:you owed|you owe|owed|owe|usted deb[ií]a|usted debe|(?:is|was|of|totals?|totaling|amounts? to)|:)\s*$/i;

/**
 * "Label: value" in one line (or cell): the label is the text before the first amount, colon or run
 * of spaces; the value is read after it, or on the next line when `li` >= 0.
 */
const scanSegment = (src: Source, line: Line, li: number): Hit | null => {
  const text = src.norm.text;
  const money = moneyIn(src, line.start, line.end)[0];
  const indent = line.text.length - line.text.trimStart().length;
  const colon = line.text.slice(indent).search(/:|\s{3,}|\.{3,}|_{3,}/);
  let labelEnd = line.end;
  if (money) labelEnd = money.start;
  if (colon >= 0 && line.start + indent + colon < labelEnd) labelEnd = line.start + indent + colon;
  const label = text.slice(line.start + indent, labelEnd);
  if (label.length > 110 || label.trim().length === 0) return null;
  const field = fieldOfLabel(label);
  if (!field) return null;
  // Without a colon or a gap before the amount, a long label is a sentence: it counts only when
  // its words lead into the amount ("As of [date], you owed $5.00"), not "...payments of $450".
  const separated = !money || labelEnd < money.start;
  if (
    !separated &&
    label.trim().split(/\s+/).length > 7 &&
    !/^you (?:were charged|paid|have paid)|^se le cobr|^(?:usted )?pag[oó]/i.test(label.trim()) &&
    !LINKING_END.test(label)
  )
    return null;
  // A sentence that merely mentions "interest" or "payments" is not an itemization line.
  const afterLabel = text.slice(labelEnd, line.end);
  if (!money && !/^\s*(?::|\s{3,}|\.{3,}|_{3,})/.test(afterLabel) && !/^\s*$/.test(afterLabel)) return null;
  if (!money && /^\s*$/.test(afterLabel) && !/:\s*$/.test(label) && label.trim().split(/\s+/).length > 8) return null;
  const labelSpan = span(src, line.start + indent, labelEnd);
  // A label broken by the line ("You paid or were credited this amount\ntoward the debt:   - $ 50.00").
  if (!money && colon < 0 && li >= 0) {
    const next = nextLineIndex(src, li, 0);
    const below = next >= 0 ? src.lines[next]! : null;
    // A two-line label whose amount sits between its lines (a PDF text layer reads the amount,
    // centred on the label, as a line of its own): "Pagó y se le abonó esta cantidad a / – $ 50.00 / la deuda:".
    const belowAmount = below ? moneyIn(src, below.start, below.end)[0] : undefined;
    if (below && belowAmount && /^\s*[-–—+]?\s*\(?\$?\s?[\d,.]+\)?\s*$/.test(below.text)) {
      const after = nextLineIndex(src, next, 0);
      const tail = after >= 0 ? src.lines[after]!.text : '';
      if (/^\s*[a-záéíóúñ][^:]{0,40}:\s*$/.test(tail) && fieldOfLabel(`${label} ${tail}`) === field)
        return { field, lineIndex: li, read: { value: Math.abs(belowAmount.value), span: span(src, belowAmount.start, belowAmount.end) } };
    }
    if (below && /^\s*[a-z]/.test(below.text)) {
      const belowColon = below.text.search(/:|\s{3,}/);
      const belowMoney = moneyIn(src, below.start, below.end)[0];
      if (
        belowColon > 0 &&
        belowMoney &&
        below.start + belowColon < belowMoney.start &&
        fieldOfLabel(`${label} ${below.text.slice(0, belowColon)}`) === field
      ) {
        return { field, lineIndex: li, read: { value: Math.abs(belowMoney.value), span: span(src, belowMoney.start, belowMoney.end) } };
      }
    }
  }
  const read = readValue(src, line, li, labelEnd, labelSpan);
  if (!read) return null;
  // A bare label (no colon, no amount) counts only with its value on the next line.
  const hasColon = labelEnd < line.end && !money;
  if (!money && !hasColon && (read.value === null || read.span.start < src.norm.starts[line.end]!)) return null;
  return { field, lineIndex: li, read };
};

/**
 * A header row that begins with the itemization date ("Itemization Date | Amount Owed | Interest | Fees | Payments/Credits |
 * Total Now", decision 389) names its amounts by their place in the row: the amount beside the date is what was owed on it,
 * the total after the lines is the amount now.
 */
const ITEMIZATION_DATE_CELL = /^\s*(?:itemi[sz]ation|charge[- ]?off|last\s+statement|last\s+payment)\s+date\s*$|^\s*fecha\s+de\s+desglose\s*$/i;
const fieldOfRowCell = (label: string): Field | null =>
  /^\s*(?:amount(?:\s+owed)?|balance|amount\s+due|saldo|monto(?:\s+adeudado)?)\s*$/i.test(label)
    ? 'amountOnItemizationDate'
    : /^\s*(?:total(?:\s+(?:now|today|balance))?|balance\s+(?:now|today)|total\s+(?:ahora|hoy))\s*$/i.test(label)
      ? 'currentAmount'
      : null;

/** Labelled values, line by line; and values in a row under a header row of labels. */
const scanLines = (src: Source): Hit[] => memo(src, 'itemization-lines', () => scanLinesOnce(src));

const scanLinesOnce = (src: Source): Hit[] => {
  const hits: Hit[] = [];
  for (let li = 0; li < src.lines.length; li++) {
    const line = src.lines[li]!;
    if (isBlankLine(line) || line.text.length > 400) continue;
    // A header row of labels over a row of values.
    const cells = cellsAt(src, li);
    if (cells.length >= 2 && !/\d/.test(line.text)) {
      const next = nextLineIndex(src, li);
      const below = next >= 0 ? cellsAt(src, next) : [];
      if (below.length === cells.length) {
        let paired = 0;
        const datedRow = cells.some((cell) => ITEMIZATION_DATE_CELL.test(cell.text));
        cells.forEach((cell, k) => {
          const field = (datedRow ? fieldOfRowCell(cell.text) : null) ?? fieldOfLabel(cell.text);
          const valueCell = below[k]!;
          const value = parseAmount(valueCell.text.replace(/USD$/i, ''));
          const zero = ZERO_WORDS.test(valueCell.text);
          if (field && (value !== null || zero)) {
            hits.push({ field, lineIndex: next, read: { value: value === null ? 0 : Math.abs(value), span: span(src, valueCell.start, valueCell.end) } });
            paired++;
          }
        });
        if (paired > 0) continue;
      }
    }
    const hit = scanSegment(src, line, li);
    if (hit) hits.push(hit);
    // Label-and-value cells side by side ("123 Elm St      Balance Due: $5.00") are also read apart.
    if (cells.filter((c) => /[A-Za-z]{2}/.test(c.text)).length >= 2) {
      for (const cell of cells) {
        // The value may sit under its label's cell ("Account: 4321      Balance due" over "      $5.00").
        const cellHit = scanSegment(src, cell, cell === cells[cells.length - 1] ? li : -1);
        if (cellHit && cellHit.field !== hit?.field && cellHit.read.value !== null) hits.push({ ...cellHit, lineIndex: li });
      }
    }
  }
  return hits;
};

// Prose itemization: the words just before an amount in its sentence (line breaks folded).
const PROSE: ReadonlyArray<{ field: Field; re: RegExp; not?: RegExp }> = [
  {
    field: 'amountOnItemizationDate',
    re: /\bas of\b[^.;$]{0,80}\byou owed:?\s*$|\b(?:al|hasta el|a partir del?|a la fecha del?)\b[^.;$]{0,60}\busted deb[ií]a:?\s*$/i,
  },
  { field: 'interest', re: /\binterest(?: charges?)?(?: (?:of|totaling|totalling|in the amount of)| has been added(?: of)?)\s*:?\s*$/i },
  { field: 'fees', re: /\b(?:fees?|costs?|charges)(?: (?:of|totaling|totalling|in the amount of))\s*:?\s*$/i, not: /\binterest\b/i },
  {
    field: 'paymentsAndCredits',
    re: /\b(?:payments?|credits?)(?: (?:and|or) credits?)? (?:of|totaling|totalling|in the amount of)\s*:?\s*$/i,
    not: /monthly|installments?|instalments?|\d+ payments|settle/i,
  },
];

const scanProse = (src: Source, missing: ReadonlySet<Field>): Hit[] => {
  const text = src.norm.text;
  const hits: Hit[] = [];
  if (missing.size === 0) return hits;
  for (const m of moneyIn(src)) {
    const before = text.slice(Math.max(0, m.start - 130), m.start);
    const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('.\n'), before.lastIndexOf('\n\n'));
    const clause = (cut >= 0 ? before.slice(cut + 1) : before).replace(/\s+/g, ' ');
    for (const { field, re, not } of PROSE) {
      if (!missing.has(field) || !re.test(clause) || (not && not.test(clause))) continue;
      hits.push({ field, lineIndex: -1, read: { value: Math.abs(m.value), span: span(src, m.start, m.end) } });
      break;
    }
  }
  return hits;
};

const SEPARATE_PAGE =
  /\b(?:see|refer to|review|look at)\s+(?:the\s+)?(?:enclosed|attached|separate|following|next|second)\b[^.\n]{0,40}?\b(?:page|sheet|statement|schedule|document)\b[^.\n]{0,60}?\b(?:itemiz[a-z]*|breakdown|details?)|\bitemiz[a-z]*\b[^.\n]{0,60}?\b(?:is|are|appears|can be found)?\s*(?:on|in)\s+(?:the\s+)?(?:enclosed|attached|separate|following|next|second)\s+(?:page|sheet|statement|schedule)|\bdesglose\b[^.\n]{0,60}?\b(?:p[aá]gina|hoja) (?:adjunta|separada|siguiente)/i;

/**
 * The itemization of the debt: amount on the itemization date, interest, fees, payments and
 * credits, current amount. A line that exists with a blank value gives `value: null` (span on the
 * label); a missing line gives no field. Values are magnitudes (the label says the sign). Also
 * finds a pointer to an itemization on a separate page. When a field appears more than once, the
 * one in the block that starts at the itemization-date line wins, else the first.
 */
export const findItemization = (input: string | Source): Itemization => {
  const src = toSource(input);
  const hits = scanLines(src);
  // Fields no line gave may be stated in prose ("As of [date], you owed $X. Since then, interest of $Y...").
  const missing = new Set<Field>(
    (['amountOnItemizationDate', 'interest', 'fees', 'paymentsAndCredits'] as const).filter((f) => !hits.some((h) => h.field === f)),
  );
  hits.push(...scanProse(src, missing));
  const out: Itemization = {};
  const anchor = hits.find((h) => h.field === 'amountOnItemizationDate')?.lineIndex ?? -1;
  const pick = (field: Field): Hit | undefined => {
    const all = hits.filter((h) => h.field === field);
    if (anchor >= 0) {
      const near = all.find((h) => h.lineIndex >= anchor && h.lineIndex <= anchor + 15);
      if (near) return near;
    }
    return all.find((h) => h.read.value !== null) ?? all[0];
  };
  const amount = pick('amountOnItemizationDate');
  if (amount && amount.read.value !== null) out.amountOnItemizationDate = { value: amount.read.value, span: amount.read.span };
  for (const field of ['interest', 'fees', 'paymentsAndCredits'] as const) {
    const hit = pick(field);
    if (hit) out[field] = { value: hit.read.value, span: hit.read.span };
  }
  const current = pick('currentAmount');
  if (current && current.read.value !== null) out.currentAmount = { value: current.read.value, span: current.read.span };
  const sep = mayMatch(SEPARATE_PAGE, src.norm.text) ? SEPARATE_PAGE.exec(src.norm.text) : null;
  if (sep) out.separatePageReference = span(src, sep.index, sep.index + sep[0].length);
  return out;
};

/** Every labelled current-balance value of the lines (each mention), for comparing balances. */
export const findLabelledBalances = (input: string | Source): Fact<number>[] => {
  const src = toSource(input);
  return scanLines(src)
    .filter((h) => h.field === 'currentAmount' && h.read.value !== null)
    .map((h) => ({ value: h.read.value!, span: h.read.span }));
};
