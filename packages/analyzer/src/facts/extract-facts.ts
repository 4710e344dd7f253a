import type { DateFact, ExtractedDocument, Fact, Facts, IsoDate, Itemization, Span } from '../types';
import { blankOcrNoise } from './blank-ocr-noise';
import { detectLanguage } from './detect-language';
import { findAccountNumbers, maskSensitive } from './find-account-numbers';
import { findAmounts } from './find-amounts';
import { findBalances } from './find-balances';
import { findDates, type DateMention } from './find-dates';
import { findDebtTypeHints } from './find-debt-type-hints';
import { findItemization } from './find-itemization';
import { findParties } from './find-parties';
import { casedForNames } from '../reading/names-in-capitals';
import { findSettlementOffers } from './find-settlement-offers';
import { toSource } from './source';

/** The date stated most often for a kind (a notice repeats its end date), ties to the first. */
const mostStated = (dates: DateMention[]): DateMention | undefined => {
  const counts = new Map<string, number>();
  for (const d of dates) counts.set(d.value, (counts.get(d.value) ?? 0) + 1);
  let best: DateMention | undefined;
  for (const d of dates) if (!best || counts.get(d.value)! > counts.get(best.value)!) best = d;
  return best;
};

const dateFact = (d: DateMention | undefined): DateFact | undefined =>
  d ? { value: d.value, span: d.span, ...(d.earliest ? { earliest: d.earliest } : {}) } : undefined;

/**
 * The itemization date when the itemization shows no payment or credit since it ("Payments and credits
 * since [the itemization date]: $0.00", 12 CFR 1006.34(c)(2)(viii)): by the collector's own figures, the
 * last payment was made on or before that date. It bounds the last payment from above and so can show a
 * debt is past the limitations period; it never shows a debt is within it.
 */
const noPaymentAfterOf = (itemization: Itemization, date: DateMention | undefined): Fact<IsoDate> | undefined => {
  const payments = itemization.paymentsAndCredits;
  if (!date || !payments || payments.value !== 0) return undefined;
  return { value: date.value, span: date.span };
};

/**
 * A span safe to store: if it holds a sensitive number (SSN, account number), it is cut before
 * that number (or, when nothing would be left, after it). `text` stays the exact document slice.
 */
const safeSpan = (text: string, s: Span): Span => {
  const masked = maskSensitive(s.text);
  if (masked === s.text) return s;
  const first = [...masked].findIndex((c, i) => c !== s.text[i]);
  let end = s.start + first;
  while (end > s.start && /[\s#:,(-]/.test(text[end - 1]!)) end--;
  if (end - s.start >= 3) return { start: s.start, end, text: text.slice(s.start, end) };
  let start = s.start + masked.lastIndexOf('*') + 1;
  while (start < s.end && /[\d\s-]/.test(text[start]!)) start++;
  return { start, end: s.end, text: text.slice(start, s.end) };
};

/**
 * Reads the facts of a letter from its text: parties, account numbers (masked), dates, the
 * itemization, amounts and balances, settlement offers, language and debt-type hints. Every fact
 * keeps the span of the document text it came from. Pure: no IO, no clock.
 */
export const extractFacts = (doc: ExtractedDocument): Facts => {
  const cleaned = blankOcrNoise(doc);
  const src = toSource(doc.text, cleaned);
  // In a letter printed in capitals the parties' names are told from its other words by what they are made of and the slot
  // they fill, not by case (decision 343); the spans stay the letter's.
  const cased = casedForNames(cleaned);
  const parties = findParties(cased === cleaned ? src : toSource(doc.text, cased));
  const dates = findDates(src);
  const itemization = findItemization(src);
  const byKind = (kind: DateMention['kind']) => dates.filter((d) => d.kind === kind);

  // Every distinct amount: the '$' amounts and the bare values of the itemization lines.
  const amounts = findAmounts(src);
  const known = new Set(amounts.map((a) => a.value));
  for (const f of [itemization.amountOnItemizationDate, itemization.interest, itemization.fees, itemization.paymentsAndCredits, itemization.currentAmount]) {
    if (f && typeof f.value === 'number' && !known.has(f.value)) {
      known.add(f.value);
      amounts.push({ value: f.value, span: f.span });
    }
  }
  amounts.sort((a, b) => a.span.start - b.span.start);

  const settlementOffers = findSettlementOffers(src).map((o) => ({ ...o, span: safeSpan(doc.text, o.span) }));

  const facts: Facts = {
    ...parties,
    accountNumbers: findAccountNumbers(src),
    itemization,
    amounts,
    settlementOffers,
    language: detectLanguage(src.norm.text),
    debtTypeHints: findDebtTypeHints(src),
    balances: findBalances(src),
    paymentDeadlines: byKind('payment_deadline').map((d) => ({ value: d.value, span: d.span })),
    dates: dates.map((d) => ({ value: d.value, span: d.span, label: /\d{5}|\d[- ]\d{3}/.test(d.label) ? maskSensitive(d.label) : d.label, kind: d.kind })),
  };
  const optional: Partial<
    Record<
      'letterDate' | 'itemizationDate' | 'validationEndDate' | 'lastPaymentDate' | 'chargeOffDate' | 'firstDelinquencyDate' | 'noPaymentAfter',
      Fact<IsoDate>
    >
  > = {
    letterDate: dateFact(byKind('letter')[0]),
    itemizationDate: dateFact(byKind('itemization')[0]),
    validationEndDate: dateFact(mostStated(byKind('validation_end'))),
    // An itemization date labelled "the charge-off date" / "the last payment date" is that date too.
    lastPaymentDate: dateFact(byKind('last_payment')[0] ?? byKind('itemization').find((d) => /last (?:payment|paid)/i.test(d.label))),
    // ("Charged-off balance as of [date]" dates the balance, not the charge-off: decision 143.)
    chargeOffDate: dateFact(
      byKind('charge_off')[0] ?? byKind('itemization').find((d) => /(?:charge[- ]?off|charged[- ]off)(?![- ](?:balance|amount|account))/i.test(d.label)),
    ),
    firstDelinquencyDate: dateFact(byKind('first_delinquency')[0]),
    noPaymentAfter: noPaymentAfterOf(itemization, byKind('itemization')[0]),
  };
  for (const [key, value] of Object.entries(optional)) if (value) Object.assign(facts, { [key]: value });
  return facts;
};
