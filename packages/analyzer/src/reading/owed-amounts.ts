/**
 * Figures a letter states as what the consumer owes now (decision 128): an amount act read from its parts (a figure,
 * and a label or a verb of owing, and where given the time) wherever it sits on the page, not from one layout:
 * - the label before the figure, on its line or the line above ("Balance due: $1,234.56", "Balance due⏎$1,234.56",
 *   "| Amount owing | $1,234.56 |", "Outstanding: $1,234.56", "Now due: $1,234.56", "Saldo adeudado: $1,234.56",
 *   "Cantidad adeudada", "Total a pagar", "Monto total");
 * - a verb of owing before it ("you still owe $1,234.56", "our records show you owe", "a balance of $1,234.56 remains",
 *   "usted (nos) debe $1,234.56", "adeuda $1,234.56");
 * - the figure first, the owing after ("$1,234.56 is owed on this account", "$1,234.56 is due now", "$1,234.56 remains
 *   unpaid", "$1,234.56 is the current balance", "$1,234.56 es su saldo actual", "$1,234.56 se adeuda").
 * A figure named as something else is not one: a history line (original, charge-off, last payment, "was"), a part
 * (interest, fees, costs, principal), an offer or a plan (settle, discount, per month, instalment, minimum payment).
 *
 * The law that asks what the amount is: 15 U.S.C. 1692e(2)(A), 1692g(a)(1); 12 CFR 1006.18(b)(2)(i),
 * 1006.34(c)(2)(ix); Avila v. Riexinger (2d Cir. 2016) and Chuway v. National Action (7th Cir. 2004) on a stated
 * balance that is in fact growing. Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import { execAll } from '../text/exec-all';
import type { Span } from '../types';
import { findMoney } from '../rules/_disclosures-and-amounts/numbers';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { memoOnLastLetter } from '../text/last-letter';

export type OwedAmount = {
  value: number;
  /** From the label or verb to the figure (or the figure to the verb after it). */
  span: Span;
  /** How the letter ties the figure to what is owed. */
  how: 'label' | 'verb' | 'figure_first';
};

/** A label that names what is owed, ending just before the figure (a colon, a table bar, "of", "is" may stand between). */
const LABEL_BEFORE = new RegExp(
  [
    // Spanish: "saldo (actual / adeudado / pendiente / total)", "monto adeudado / total / a pagar", "cantidad (total) adeudada",
    // "total a pagar", "importe adeudado", "deuda de"
    String.raw`\bsaldo(?:\s+(?:actual|adeudado|pendiente|total|vencido|a\s+pagar))?|\bmonto(?:\s+(?:adeudado|total|pendiente|a\s+pagar|de\s+la\s+deuda))?|\bcantidad\s+(?:total\s+)?(?:adeudada|debida|a\s+pagar|de\s+la\s+deuda)|\btotal\s+(?:a\s+pagar|adeudado)|\bimporte\s+(?:adeudado|total|pendiente)|\bdeuda\s+(?:de|total)`,
    // "current balance", "balance due", "account balance", "outstanding balance", "balance now due", "a balance of"
    String.raw`\bbalance(?:\s+(?:due|owed|owing|outstanding|remaining|now\s+due|due\s+now|due\s+today|you\s+owe|of\s+(?:your|the|this)\s+account))?`,
    // "amount due / owed / owing / outstanding", "amount you owe", "amount of the debt", "total amount due", "payoff amount"
    String.raw`\bamount\s+(?:now\s+)?(?:due|owed|owing|outstanding|you\s+(?:now\s+|still\s+|currently\s+)?owe|of\s+(?:the|your|this)\s+(?:debt|account)(?:\s+now)?)`,
    String.raw`\btotal(?:\s+(?:amount|balance|now))?(?:\s+(?:due|owed|owing|outstanding|of\s+the\s+debt))?`,
    String.raw`\bpayoff(?:\s+(?:amount|balance|figure))?|\boutstanding|\bnow\s+due|\bdue\s+(?:now|today)|\bunpaid\s+(?:balance|amount)|\bdebt\s+(?:of|amount)|\bin\s+the\s+(?:amount|sum)\s+of`,
  ].join('|'),
  'g',
);
/** What may stand between a label and its figure: punctuation, a table bar, "is", "of", "now", "today", a date. */
const LABEL_GAP = /^[\s:|*.\-–—=]*(?:(?:is|of|now|today|currently|es|de|:)\s*)*[\s:|*\-–—=]*$/;

/** A verb of owing right before the figure. */
const VERB_BEFORE =
  /\b(?:you|he|she|they)\s+(?:now\s+|still\s+|currently\s+|presently\s+)?(?:owe|owes)\s+(?:us\s+|our\s+client\s+|(?:the\s+)?(?:creditor|[a-z]+\s+bank)\s+)?(?:a\s+(?:total\s+|balance\s+)?of\s+)?$|\b(?:is|are)\s+(?:still\s+)?(?:owed|due|owing)\s+(?:on\s+(?:this|your|the)\s+account\s+)?$|\busted\s+(?:todav[ií]a\s+|ahora\s+)?(?:nos\s+|le\s+)?(?:debe|adeuda)\s+(?:un\s+total\s+de\s+)?$|\b(?:se\s+)?(?:adeuda|adeudan)\s+$/;

/** The figure first, the owing after it. */
const OWED_AFTER = new RegExp(
  String.raw`^\s*(?:(?:is|remains|represents)\s+(?:still\s+|now\s+|currently\s+)?(?:owed|owing|due|outstanding|unpaid|past\s+due|the\s+(?:current\s+|present\s+|total\s+|outstanding\s+|unpaid\s+)?(?:balance|amount\s+(?:now\s+)?(?:due|owed|owing)|amount\s+of\s+(?:the|your|this)\s+debt)|your\s+(?:current\s+|total\s+|outstanding\s+)?balance|(?:the|what)\s+(?:total\s+)?(?:amount\s+(?:that\s+)?)?you\s+(?:now\s+|still\s+|currently\s+)?owe)|(?:es|sigue\s+siendo)\s+(?:su|el)\s+saldo|(?:se\s+)?(?:adeuda|debe)\b|es\s+(?:la\s+cantidad|el\s+monto|lo)\s+que\s+(?:usted\s+)?(?:debe|adeuda)` +
    // the figure with its state right after it, no verb (decision 379): "your account shows $1,345.60 outstanding", "there is
    // $1,345.60 left to pay", "quedan $1,345.60 pendientes de pago", "su cuenta muestra $1,345.60 pendientes"
    String.raw`|(?:still\s+)?(?:outstanding|left\s+to\s+(?:pay|be\s+paid))(?!\s+(?:at|as\s+of|when|on\s+the\s+date|in\s+\d))|pendientes?(?:\s+de\s+pago)?(?!\s+(?:al|a\s+la\s+fecha|cuando|en\s+\d))|por\s+pagar)\b`,
);
/** "a balance of $1,234.56 remains", "the sum of $1,234.56 is outstanding": the label before, the verb after. */
const SUM_OF_BEFORE = /\b(?:the|a)\s+(?:sum|amount|balance|total)\s+of\s+$/;
const SUM_OF_AFTER = /^\s*(?:is|remains)\s+(?:still\s+|now\s+)?(?:owed|owing|due|outstanding|unpaid|past\s+due|on\s+(?:this|your|the)\s+account)\b/;

/** A figure named as something other than what is owed now: history, a part of the debt, an offer or a plan. */
const NOT_OWED =
  /\b(?:original|charge[- ]?off|charged[- ]off|principal|interest|fees?|costs?|charges?|settle\w*|offer\w*|discount\w*|savings?|save|reduced|payment|payments|paid|monthly|per\s+month|installments?|instalments?|plan|minimum|down|credit\s+limit|last|prior|previous|was|were|had|purchased|sold|intereses|cargos|costos|pago|pagos|oferta|descuento|cuota|mensual(?:es)?|original|anterior)\b|%/;
/**
 * After the figure, on its line: an instalment or an offer ("$50 per month", "$600 to settle"). The next line is another
 * statement ("Balance: $2,140.55⏎A payment of $800.00 will …" states the balance; decision 263).
 */
const NOT_OWED_AFTER =
  /^[ \t]*(?:per|a|each|every|al|por|cada)\s+(?:month|mes|week|semana|payment|pago)\b|^[ \t]*(?:to\s+settle|in\s+full\s+settlement|as\s+(?:a\s+)?settlement|para\s+liquidar)/;

/** A figure "due by" a date is a payment scheduled, not the debt ("$193.93 is due by 10/29/2011"; decision 263). */
const DUE_BY_A_DATE = /^\s*(?:is|will\s+be)\s+(?:due|payable)\s+(?:by|on|before|no\s+later\s+than)\b/;

/** The start of the line holding `at`, or of the line before when the figure stands alone at its line's start ("Balance due⏎$1,234.56"). */
const labelWindow = (folded: string, at: number): { from: number; before: string } => {
  const lineStart = folded.lastIndexOf('\n', at - 1) + 1;
  const onLine = folded.slice(lineStart, at);
  if (/^[\s|:*]*$/.test(onLine) && lineStart > 0) {
    const prevStart = folded.lastIndexOf('\n', lineStart - 2) + 1;
    // The line above must be short (a label, not a sentence) and not blank.
    const prev = folded.slice(prevStart, lineStart);
    if (prev.trim() !== '' && prev.length <= 60) return { from: prevStart, before: folded.slice(prevStart, at) };
  }
  const from = Math.max(lineStart, at - 80);
  return { from, before: folded.slice(from, at) };
};

/** Every figure `text` states as owed now, in order. Memoised on the last text; callers must not mutate the result. */
export const readOwedAmounts: (text: string) => OwedAmount[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  const owed: OwedAmount[] = [];
  const moneys = findMoney(text);
  moneys.forEach((money, i) => {
    const at = money.span.start;
    const end = money.span.end;
    const prevEnd = i > 0 ? moneys[i - 1]!.span.end : 0;
    const window = labelWindow(folded, at);
    // Nothing said of an earlier figure speaks for this one.
    const from = Math.max(window.from, prevEnd);
    const before = folded.slice(from, at);
    const after = folded.slice(end, Math.min(folded.length, end + 70));
    if (NOT_OWED_AFTER.test(after)) return;
    const push = (start: number, stop: number, how: OwedAmount['how']): void => {
      owed.push({ value: money.value, span: spanOf(text, start, stop), how });
    };
    // A label whose own words (and the words just before it on its line) do not make it history, a part or an offer.
    let label: RegExpExecArray | undefined;
    LABEL_BEFORE.lastIndex = 0;
    for (const m of execAll(LABEL_BEFORE, before)) if (LABEL_GAP.test(before.slice((m.index ?? 0) + m[0].length))) label = m as RegExpExecArray;
    if (label) {
      const labelAt = from + (label.index ?? 0);
      const context = folded.slice(Math.max(from, labelAt - 30), labelAt + label[0].length);
      if (!NOT_OWED.test(context)) return push(labelAt, end, 'label');
    }
    const verb = VERB_BEFORE.exec(before);
    if (verb && !NOT_OWED.test(before.slice(Math.max(0, verb.index - 20), verb.index))) return push(from + verb.index, end, 'verb');
    const sumOf = SUM_OF_BEFORE.exec(before);
    const sumAfter = SUM_OF_AFTER.exec(after);
    if (sumOf && sumAfter && !DUE_BY_A_DATE.test(after) && !NOT_OWED.test(before.slice(Math.max(0, sumOf.index - 20), sumOf.index)))
      return push(from + sumOf.index, end + sumAfter[0].length, 'verb');
    const first = OWED_AFTER.exec(after);
    // The words just before the figure, whole ("Payment in the amount of $250.00 is due by 10/5": a payment, not the debt).
    const lead = before.slice(-40).replace(/^\S*\s/, '');
    if (first && !NOT_OWED.test(lead) && !DUE_BY_A_DATE.test(after)) push(at, end + first[0].length, 'figure_first');
  });
  return owed;
});
