import type { Fact } from '../types';
import { moneyIn } from './find-amounts';
import { findLabelledBalances } from './find-itemization';
import { span, toSource, type Source } from './source';

// Words just before an amount that make it the balance the letter says is owed now.
const BALANCE_TAIL =
  /(?:\bbalance|\bamount (?:now )?due|\btotal (?:amount )?due|\bamount owed|\byou (?:now )?owe|\bowe us|\bdebt now|\btotal amount of the debt(?: now)?|\bsaldo|\badeuda|\busted debe|\bcantidad total de la deuda(?: ahora)?)\b[^$.\n]{0,25}$/i;
// ...unless they offer less, speak of a past date, or of an instalment.
const NOT_BALANCE_TAIL =
  /(?:\bfor|\bonly|\bjust|\bpay(?:ing)?|\baccept|\bsettle(?: for)?|\bdiscount|\bsave|\boff|\breduced(?: to)?|\b(?:payments?|installments?|instalments?) of|\bminimum)\s*:?\s*$|\bas of\b|\bon (?:[A-Z][a-z]+\.? \d|\d{1,2}\/)|\bwas\b|\boriginal/i;

/**
 * Every mention of the balance owed now: labelled lines ("Balance Due: $X", "Total amount of the
 * debt now: $X") and prose ("your balance of $X", "you owe $X"), each mention (not deduplicated by
 * value), in order. Settlement amounts, instalments and past balances ("as of [date]") are left out.
 */
export const findBalances = (input: string | Source): Fact<number>[] => {
  const src = toSource(input);
  const text = src.norm.text;
  const byStart = new Map<number, Fact<number>>();
  for (const f of findLabelledBalances(src)) byStart.set(f.span.start, f);
  for (const m of moneyIn(src)) {
    const tail = text.slice(Math.max(0, m.start - 60), m.start);
    const label = BALANCE_TAIL.exec(tail);
    if (!label) continue;
    // The exceptions are read in the label's own field: another field before it on the same line
    // ("Original Creditor: Bank of Rockville Balance Due $X") does not make this balance an original one.
    const fieldStart = Math.max(tail.lastIndexOf(':', label.index), tail.lastIndexOf('\n', label.index)) + 1;
    if (NOT_BALANCE_TAIL.test(tail.slice(fieldStart))) continue;
    const fact = { value: Math.abs(m.value), span: span(src, m.start, m.end) };
    if (!byStart.has(fact.span.start)) byStart.set(fact.span.start, fact);
  }
  return [...byStart.values()].sort((a, b) => a.span.start - b.span.start);
};
