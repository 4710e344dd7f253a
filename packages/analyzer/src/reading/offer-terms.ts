/**
 * The terms of a payment offer read by kind (decision 130): WHAT is offered and WHEN, not which words name it.
 * - `lump_by_date`: a fixed figure to be paid by a stated date ("pay $600.00 by June 30, 2019", "if we receive $600.00
 *   on or before 6/30/2019", "pague $600.00 antes del 30 de junio de 2019", "a más tardar el 30 de junio"): a fixed sum
 *   with a fixed date, the Avila safe harbour when it settles the debt (Avila v. Riexinger, 2d Cir. 2016: the collector
 *   "will accept payment in the amount set forth in full satisfaction of the debt if payment is made by a specified
 *   date"; Watson v. Midland, E.D.N.Y., applied it to fixed-sum, fixed-date options);
 * - `instalments`: a count of payments and their figure ("12 easy payments of only $95.00", "six monthly payments of
 *   $285.40", "$95.00 a month for 12 months", "12 pagos mensuales de $95.00", "$95.00 al mes durante 12 meses"): a plan
 *   whose total is known (count × figure);
 * - `open_ended`: a plan with a floor and no end ("monthly payments as low as $50", "payments starting at $50 a month",
 *   "for as little as $25 a month", "pagos mensuales desde solo $50", "a partir de $50 al mes"): Watson held such an
 *   option outside the Avila safe harbour, since it says neither that the balance grows nor that paying it settles the
 *   debt.
 * English and Spanish. The whole text is checked once for a word every kind needs before any sentence is read; each
 * kind's pattern then runs only on the lines that hold a figure. Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import { execAll } from '../text/exec-all';
import { testText } from '../text/prefilter';
import type { Span } from '../types';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { parseCount, parseMoney } from '../rules/_disclosures-and-amounts/numbers';
import { memoOnLastLetter } from '../text/last-letter';

export type OfferTerm =
  | { kind: 'lump_by_date'; amount: number; span: Span }
  | { kind: 'instalments'; amount: number; count: number; total: number; span: Span }
  | { kind: 'open_ended'; amount: number; span: Span };

const MONEY = String.raw`\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\d+(?:\.\d{2})?)`;
/** Counts of payments parseCount does not know (Spanish); the rest are its own. */
const MORE_COUNTS: Readonly<Record<string, number>> = { cuatro: 4, seis: 6, ocho: 8, nueve: 9, doce: 12, dieciocho: 18, veinticuatro: 24 };
const COUNT = String.raw`(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty(?:-four)?|dos|tres|cinco|siete|diez|veinte|${Object.keys(MORE_COUNTS).join('|')})`;
const countOf = (word: string): number => MORE_COUNTS[word] ?? parseCount(word) ?? Number.NaN;

/** A line can hold an offer's terms only with a figure and one of these words (checked on the whole text first). */
const ANY_TERM =
  /\b(?:by|before|later|payments?|installments?|instalments?|month|months|pagos?|cuotas|mes|meses|antes|tardar|hasta|low|little|starting|desde|partir)\b/;

const MONTH_NAMES =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
/** A calendar date after a deadline word: "June 30, 2019", "30 de junio de 2019", "6/30/2019", "the 30th of June". */
const DATE = String.raw`(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:de\s+|of\s+)?(?:${MONTH_NAMES})\b|(?:${MONTH_NAMES})\.?\s+\d{1,2}\b|\d{1,2}[/-]\d{1,2}[/-]\d{2,4})`;
const DEADLINE = String.raw`(?:by|before|on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|prior\s+to|until|antes\s+del?|a\s+m[aá]s\s+tardar\s+el|hasta\s+el|para\s+el)`;

/** A fixed figure and a date it must be paid by, in one sentence (the figure first or the date first). */
const LUMP_BY_DATE = new RegExp(
  String.raw`${MONEY}(?:[^.;\n$]|\.(?=\d)){0,80}?\b${DEADLINE}\s+${DATE}|\b${DEADLINE}\s+${DATE}(?:[^.;\n$]|\.(?=\d)){0,60}?${MONEY}`,
  'g',
);
/** A count of payments and their figure, or the figure a month for a count of months. */
const INSTALMENTS = new RegExp(
  String.raw`\b${COUNT}\s+(?:(?:easy|equal|consecutive|monthly|weekly|low|affordable|small)\s+){0,2}(?:payments|installments|instalments|pagos|cuotas)(?:\s+(?:mensuales|iguales|semanales))?\s+(?:of|de)\s+(?:only\s+|just\s+|solo\s+|s[oó]lo\s+)?${MONEY}|${MONEY}\s+(?:a|per|each|al|por|cada)\s+(?:month|mes)\s+(?:for|durante|por)\s+${COUNT}\s+(?:months|meses)\b|${MONEY}\s+(?:in|en)\s+${COUNT}\s+(?:(?:easy|equal|consecutive|monthly)\s+)?(?:payments|installments|instalments|pagos|cuotas)\b`,
  'g',
);
/** A plan with a floor and no end. */
const OPEN_ENDED = new RegExp(
  String.raw`\b(?:payments?|pagos?|cuotas?|plans?|planes?)\b[^.;\n$]{0,30}?\b(?:as\s+low\s+as|starting\s+(?:at|from)|beginning\s+at|from(?:\s+(?:only|just|as\s+little\s+as))?|for\s+as\s+little\s+as|desde(?:\s+(?:solo|s[oó]lo|tan\s+solo|apenas))?|a\s+partir\s+de|tan\s+bajos?\s+como)\s*:?\s*${MONEY}|\b(?:for\s+)?as\s+little\s+as\s+${MONEY}\s+(?:a|per|each)\s+month`,
  'g',
);

const lineStarts = (text: string): number[] => {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
};

/** Every offer term the letter states, in text order. Memoised on the last text; callers must not mutate the result. */
export const readOfferTerms: (text: string) => OfferTerm[] = memoOnLastLetter((text) => {
  if (!text.includes('$')) return [];
  const folded = fold(text);
  if (!testText(ANY_TERM, folded)) return [];
  const terms: OfferTerm[] = [];
  const starts = lineStarts(folded);
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1]! : folded.length;
    const line = folded.slice(start, end);
    if (!line.includes('$') || !ANY_TERM.test(line)) return;
    const at = (m: RegExpExecArray): Span => spanOf(text, start + m.index, start + m.index + m[0].length);
    const taken: Span[] = [];
    for (const m of execAll(INSTALMENTS, line)) {
      // "12 payments of $95.00", "$95.00 a month for 12 months" (the figure of each), "$1,712.44 in six payments" (the total).
      const count = countOf(m[1] ?? m[4] ?? m[6]!);
      const figure = parseMoney(`$${m[2] ?? m[3] ?? m[5]!}`);
      if (figure === undefined || !(count >= 2)) continue;
      const span = at(m);
      taken.push(span);
      const total = m[5] === undefined ? Math.round(figure * count * 100) / 100 : figure;
      terms.push({ kind: 'instalments', amount: m[5] === undefined ? figure : Math.round((figure / count) * 100) / 100, count, total, span });
    }
    for (const m of execAll(OPEN_ENDED, line)) {
      const amount = parseMoney(`$${m[1] ?? m[2]!}`);
      if (amount !== undefined) terms.push({ kind: 'open_ended', amount, span: at(m) });
    }
    for (const m of execAll(LUMP_BY_DATE, line)) {
      const span = at(m);
      // A figure a plan already accounts for is the plan's, not a lump sum.
      if (taken.some((t) => t.start < span.end && span.start < t.end)) continue;
      const amount = parseMoney(`$${m[1] ?? m[2]!}`);
      if (amount !== undefined) terms.push({ kind: 'lump_by_date', amount, span });
    }
  });
  return terms.sort((a, b) => a.span.start - b.span.start);
});
