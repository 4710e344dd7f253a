/**
 * The parts a letter breaks its total into, and whether they add up to it (decision 145). A letter that lists the
 * debt as a column of labelled figures ("Principal: $1,000.00 / Interest: $200.00 / Fees: $50.00 / Total:
 * $1,350.00"), in any of the layouts letters use (a colon, a run of spaces or dots, a table bar, the figure on the
 * line under its label), states each figure as part of what is owed; the total it prints is what it says those parts
 * come to. A total larger than its parts claims a sum no line explains (15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1)):
 * the Regulation F itemization's rule (12 CFR 1006.34(c)(2)(vii)–(ix), legal-reference §1.1 `vn_itemization_arithmetic`)
 * read in the tables letters printed before and beside it (a principal, interest, late charges, collection costs,
 * other charges, payments; Spanish "capital", "intereses", "cargos", "pagos", "saldo").
 *
 * A table is judged only when it has the row the others are added to (a principal, an original balance, a balance at
 * charge-off, placement or a date). Each row is read by kind: a part that adds (the principal, a balance at charge-off or as of a date, an original
 * balance, interest, fees, costs, charges, penalties), a part that subtracts (payments, credits), or the total (a
 * total, a balance due, a current balance, the amount of the debt now). A row the reader cannot place (an adjustment
 * of either sign, a minimum or past-due payment, an offer, a discount) makes the table unreadable: nothing is
 * judged. A quoter's "[...]" or any line of prose ends a table, so an elided row is never taken for a missing one.
 *
 * Pure; memoised on the last text.
 */
import { isSpace } from '../text/chars';
import { spanOf } from '../text/find';
import type { Span } from '../types';
import { findMoney } from '../rules/_disclosures-and-amounts/numbers';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { memoOnLastLetter } from '../text/last-letter';

export type PartKind = 'add' | 'subtract' | 'total';
/** The row the rest is added to: the principal, an original balance, the balance at charge-off or placement or as of a date. */
const BASE =
  /\b(?:principal|capital|original|charge[-\s]?off|charged[-\s]?off|as\s+of|at\s+charge|placed|placement|referred|assigned|castigo|cancelaci[oó]n|al\s+(?:\d|momento|cargo)|a\s+la\s+fecha\s+del?|you\s+owed|usted\s+deb[ií]a)\b/;
export type AmountRow = { kind: PartKind; label: string; value: number; span: Span };
export type AmountTable = {
  /** The rows before the total, in order. */
  parts: AmountRow[];
  total: AmountRow;
  /** Added parts less subtracted parts, to the cent. */
  sum: number;
};

/** Rows that make the table unreadable: a sign the label does not give, a payment asked for, an offer. */
const UNPLACEABLE =
  /\b(?:adjust\w*|minimum|past\s+due|now\s+due|due\s+now|monthly|per\s+month|installment|instalment|settle\w*|offer\w*|discount\w*|savings?|save|reduced|credit\s+limit|available|payment\s+(?:due|amount)|amount\s+enclosed|ajuste\w*|m[ií]nimo|vencido|descuento|oferta|mensual)\b|%/;
const SUBTRACT = /\b(?:payments?|paid|credits?|credited|pagos?|pag[oó]|abonos?|abon[oó]|cr[eé]ditos?|acreditad\w*)\b/;
const ADD =
  /\b(?:principal|capital|interest|intereses?|inter[eé]s|fees?|costs?|charges?|penalt(?:y|ies)|late|collection|attorney'?s?|legal|honorarios|cargos?|costos?|gastos|recargos?|comisi[oó]n(?:es)?|original|charge[-\s]?off|charged[-\s]?off|as\s+of|at\s+charge|placed|placement|referred|assigned|castigo|cancelaci[oó]n|al\s+(?:\d|momento|cargo)|a\s+la\s+fecha\s+del?)\b/;
const TOTAL =
  /\b(?:total|balance|amount\s+(?:now\s+)?(?:due|owed|owing)|amount\s+of\s+(?:the\s+|your\s+)?debt|amount\s+you\s+owe|saldo|adeudad[oa]|a\s+pagar)\b/;

/** The amount now, whatever else the label says ("Current balance as of June 2, 2025", "Saldo actual"). */
const NOW = /\b(?:current|now|today|presently|actual|ahora|hoy)\b/;

const kindOf = (label: string): PartKind | undefined => {
  if (UNPLACEABLE.test(label)) return undefined;
  if (SUBTRACT.test(label)) return 'subtract';
  if (NOW.test(label) && TOTAL.test(label) && !/\b(?:interest|intereses?|inter[eé]s|fees?|costs?|charges?|cargos?)\b/.test(label)) return 'total';
  if (ADD.test(label)) return 'add';
  if (TOTAL.test(label)) return 'total';
  return undefined;
};

/** A code of what stands between a label and its figure, `[\s:|*.\-–—=_+(]`: white space, ':', '|', '*', '.', '-', '–', '—', '=', '_', '+' or '('. */
const isLabelTail = (c: number): boolean =>
  isSpace(c) || c === 58 || c === 124 || c === 42 || c === 46 || c === 45 || c === 0x2013 || c === 0x2014 || c === 61 || c === 95 || c === 43 || c === 40;

/** The label before a figure: what stands between them (a colon, a bar, dots, a sign, "(") taken off; words, not a sentence. */
const labelOf = (before: string): string | undefined => {
  // What `before.replace(/[\s:|*.\-–—=_+(]*$/, '')` leaves, read back from the end (decision 452: the pattern was tried at
  // every position of the line).
  let end = before.length;
  while (end > 0 && isLabelTail(before.charCodeAt(end - 1))) end--;
  const label = before.slice(0, end).replace(/^[\s|*]*/, '');
  return label.length <= 70 && /[a-záéíóúñ]{2}/.test(label) && !/[$.!?;]\s|\[/.test(label) ? label : undefined;
};
const FIGURE_TAIL = /^[\s|*)]*$/;
const FIGURE_ONLY = /^[\s|*]*(?:[+-]\s*)?\(?\$\s?[\d,]+(?:\.\d{2})?\)?[\s|*]*$/;

type Line = { start: number; end: number; text: string };

/** A sentence that breaks a figure into parts: "your balance of $1,350.00 consists of …", "you owe $1,350.00, which is made up of …". */
const TOTAL_BEFORE =
  /\b(?:balance|total|amount\s+(?:now\s+)?(?:due|owed|owing)|amount\s+of\s+(?:the\s+|your\s+)?debt|(?:you\s+)?(?:now\s+|still\s+)?owes?|debe|adeuda|saldo|deuda)\b[^$]{0,30}$/;
const COMPOSED =
  /^[\s,]*(?:(?:which|that|and\s+it|it)\s+)?(?:consists?\s+of|(?:is\s+)?made\s+up\s+of|(?:is\s+)?(?:comprised|composed)\s+of|comprises|is\s+broken\s+down\s+(?:as\s+follows|into)|breaks\s+down\s+(?:as\s+follows|into)|(?:which\s+)?(?:se\s+compone|est[aá]\s+compuest[oa])\s+de|que\s+consiste\s+en)\b/;
/** The label of a figure in a sentence: "$1,000.00 in principal", "$200.00 of interest", or "principal of $1,000.00". */
const LABEL_AFTER = /^\s*(?:in|of|for|en|de|por)\s+((?:[a-záéíóúñ'-]+\s+){0,3}?[a-záéíóúñ'-]+)(?=\s*(?:,|;|\band\b|\by\b|\.|$))/;
const LABEL_BEFORE = /(?:^|,|;|\band\b|\by\b|:)\s*((?:[a-záéíóúñ'-]+\s+){0,3}?[a-záéíóúñ'-]+)\s+(?:of|totaling|totalling|de|por)?\s*$/;

/**
 * The total said after its parts, in the same sentence (decision 217): "principal $2,000.00, interest $300.00 and fees $50.00,
 * for a total of $2,410.55", "… bringing the total to $2,410.55", "… comes to $2,410.55", "… totaling $2,410.55", "… para un
 * total de $2,410.55", "… lo que suma $2,410.55".
 */
const TOTAL_AFTER_PARTS =
  /(?:,\s*|\s)(?:for\s+a\s+total(?:\s+(?:balance|amount))?(?:\s+(?:due|owed|owing))?\s+of|(?:bringing|making|taking)\s+(?:the|your)\s+(?:total|balance)(?:\s+(?:due|owed|owing))?\s+to|(?:which\s+|that\s+)?(?:comes?|amounts?|adds?\s+up)\s+to(?:\s+a\s+total\s+of)?|(?:for\s+a\s+total\s+|in\s+total\s+)?(?:totall?ing|totals?|equals?|equaling|equalling)|para\s+un\s+total\s+de|(?:lo\s+que\s+|que\s+)?(?:suma|suman|da|dan)\s+(?:un\s+total\s+de)?|(?:por\s+)?un\s+total\s+de)\s*$/;

/** The parts before a total said after them (TOTAL_AFTER_PARTS), each with its label, or undefined when one has none. */
const partsBefore = (folded: string, money: ReturnType<typeof findMoney>, i: number, sentenceStart: number): AmountRow[] | undefined => {
  const total = money[i]!;
  let first = i;
  while (first > 0 && money[first - 1]!.span.start >= sentenceStart) first--;
  const parts: AmountRow[] = [];
  let from = sentenceStart;
  for (let j = first; j < i; j++) {
    const m = money[j]!;
    const next = j + 1 < i ? money[j + 1]!.span.start : total.span.start;
    const labelAfter = LABEL_AFTER.exec(folded.slice(m.span.end, next));
    const labelBefore = LABEL_BEFORE.exec(folded.slice(from, m.span.start));
    const label = labelAfter?.[1] ?? labelBefore?.[1];
    const kind = label ? kindOf(label) : undefined;
    if (!label || !kind || kind === 'total') return undefined;
    parts.push({ kind, label, value: m.value, span: m.span });
    from = m.span.end + (labelAfter ? labelAfter[0].length : 0);
  }
  return parts;
};

const proseTables = (text: string, folded: string): AmountTable[] => {
  const out: AmountTable[] = [];
  const money = findMoney(text);
  for (let i = 1; i < money.length; i++) {
    const total = money[i]!;
    const lead = folded.slice(Math.max(0, total.span.start - 50), total.span.start);
    if (!TOTAL_AFTER_PARTS.test(lead)) continue;
    const sentenceStart =
      Math.max(folded.lastIndexOf('. ', total.span.start), folded.lastIndexOf('.\n', total.span.start), folded.lastIndexOf('\n\n', total.span.start)) + 1;
    const parts = partsBefore(folded, money, i, sentenceStart);
    if (!parts || parts.length < 2 || !parts.some((p) => p.kind === 'add' && BASE.test(p.label))) continue;
    const cents = parts.reduce((n, p) => n + (p.kind === 'add' ? 1 : -1) * Math.round(p.value * 100), 0);
    const label = /\S(?:[^$,]*\S)?\s*$/.exec(lead)?.[0].trim() ?? 'total';
    out.push({ parts, total: { kind: 'total', label, value: total.value, span: total.span }, sum: cents / 100 });
  }
  for (let i = 0; i < money.length; i++) {
    const total = money[i]!;
    const after = folded.slice(total.span.end, total.span.end + 60);
    const composed = COMPOSED.exec(after);
    if (!composed || !TOTAL_BEFORE.test(folded.slice(Math.max(0, total.span.start - 60), total.span.start))) continue;
    const sentenceEnd = folded.slice(total.span.end).search(/[.!?](?:\s|$)|\n\s*\n/);
    const stop = sentenceEnd < 0 ? folded.length : total.span.end + sentenceEnd;
    const parts: AmountRow[] = [];
    let from = total.span.end + composed[0].length;
    let readable = true;
    for (let j = i + 1; j < money.length && money[j]!.span.start < stop; j++) {
      const m = money[j]!;
      const labelAfter = LABEL_AFTER.exec(folded.slice(m.span.end, stop));
      const labelBefore = LABEL_BEFORE.exec(folded.slice(from, m.span.start));
      const label = labelAfter?.[1] ?? labelBefore?.[1];
      const kind = label ? kindOf(label) : undefined;
      if (!label || !kind || kind === 'total') {
        readable = false;
        break;
      }
      parts.push({ kind, label, value: m.value, span: m.span });
      from = m.span.end + (labelAfter ? labelAfter[0].length : 0);
    }
    if (!readable || parts.length < 2 || !parts.some((p) => p.kind === 'add' && BASE.test(p.label))) continue;
    const cents = parts.reduce((n, p) => n + (p.kind === 'add' ? 1 : -1) * Math.round(p.value * 100), 0);
    const label =
      /\b(?:balance|total|amount[^$]*|saldo|deuda|you\s+(?:now\s+|still\s+)?owe|usted\s+debe)\b[^$]*$/
        .exec(folded.slice(Math.max(0, total.span.start - 40), total.span.start))?.[0]
        .trim() ?? 'total';
    out.push({ parts, total: { kind: 'total', label, value: total.value, span: total.span }, sum: cents / 100 });
  }
  return out;
};

/** Every table of parts and a total the letter prints, in order. Memoised on the last text; callers must not mutate. */
export const readAmountTables: (text: string) => AmountTable[] = memoOnLastLetter((text) => {
  if (!text.includes('$')) return [];
  const folded = fold(text);
  const lines: Line[] = [];
  let at = 0;
  for (const raw of folded.split('\n')) {
    lines.push({ start: at, end: at + raw.length, text: raw });
    at += raw.length + 1;
  }
  const tables: AmountTable[] = [];
  let parts: AmountRow[] = [];
  let broken = false;
  const close = (): void => {
    parts = [];
    broken = false;
  };
  const take = (row: AmountRow | undefined): void => {
    if (!row) {
      broken = true;
      return;
    }
    if (row.kind !== 'total') {
      parts.push(row);
      return;
    }
    // Without the row the rest is added to (an itemization of changes since a date, its first line missing), the parts
    // cannot come to the total: nothing is judged.
    if (!broken && parts.length >= 2 && parts.some((p) => p.kind === 'add' && BASE.test(p.label))) {
      const cents = parts.reduce((n, p) => n + (p.kind === 'add' ? 1 : -1) * Math.round(p.value * 100), 0);
      tables.push({ parts, total: row, sum: cents / 100 });
      close();
    } else {
      // A total before any part ("Saldo …: $663.94" over the lines since) may be the table's own base read as a total:
      // the rows after it are not summed against a later total.
      parts = [];
      broken = true;
    }
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.text.trim();
    if (trimmed === '') continue;
    if (line.text.length > 200) {
      close();
      continue;
    }
    const money = findMoney(text, line.start, line.end);
    const rows: (AmountRow | undefined)[] = [];
    if (money.length >= 1 && (money.length === 1 ? line.text.length <= 90 : true)) {
      // One figure after its label, or a table written on one line ("Principal: $1,000.00  Interest: $200.00  Total: $1,350.00").
      let from = line.start;
      let read = true;
      for (const m of money) {
        const before = folded.slice(from, m.span.start);
        const label = labelOf(before);
        if (!label) {
          read = false;
          break;
        }
        const kind = kindOf(label);
        rows.push(kind ? { kind, label, value: m.value, span: spanOf(text, from + before.indexOf(label), m.span.end) } : undefined);
        from = m.span.end;
      }
      if (!read || !FIGURE_TAIL.test(folded.slice(from, line.end))) {
        // A figure alone on its line belongs to the label on the line above, read there.
        if (money.length === 1 && FIGURE_ONLY.test(line.text)) continue;
        close();
        continue;
      }
    } else if (money.length === 0) {
      // A label whose figure stands alone on the next line ("Total Due⏎$12,771.57").
      let next = i + 1;
      while (next < lines.length && lines[next]!.text.trim() === '') next++;
      const below = lines[next];
      const label = labelOf(line.text);
      if (below && label && FIGURE_ONLY.test(below.text)) {
        const m = findMoney(text, below.start, below.end)[0]!;
        const kind = kindOf(label);
        rows.push(kind ? { kind, label, value: m.value, span: spanOf(text, line.start + line.text.indexOf(label), m.span.end) } : undefined);
        i = next;
      } else if (/:\s*$/.test(trimmed) && trimmed.length <= 60 && !/\[\s*\.\.\.\s*\]/.test(trimmed)) {
        // A heading over the rows ("Between January 2, 2025 and today:", "Itemization:").
        continue;
      } else {
        close();
        continue;
      }
    } else {
      close();
      continue;
    }
    for (const row of rows) take(row);
  }
  tables.push(...proseTables(text, folded));
  return tables;
});
