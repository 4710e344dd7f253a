import type { Rule, RuleResult } from '../../types';
import { BASE, itemizationOf, moneyIn } from '../_validation-notice/itemization';
import { flag, pass } from '../_validation-notice/results';
import { excerptResult, letterDateOf, scope } from '../_validation-notice/scope';
import { matchesIn, toSpan } from '../_validation-notice/vn-doc';
import { isModelFormSentence } from '../../engine/model-form-score';
import { sentenceAt } from '../../text/find';
import { circuitOf } from '../_shared/circuit-of';
import { testText } from '../../text/prefilter';
import { readLetter } from '../../reading/read-letter';
import type { Span } from '../../types';

/** A balance named (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const BALANCE_NAMED = /\bbalance\b|\byou\s+owe\b|\bamount\s+(?:due|owed)\b/i;

/** Days from one ISO date to another. */
const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * A balance the letter dates well before itself ("As of March 31, 2019, the balance was $4,512.88")
 * is history, not the amount of the debt now: 1692g(a)(1) asks for what is owed when the notice is
 * sent (Miller v. McCalla, Raymer, 7th Cir. 2000; 12 CFR 1006.34(c)(2)(ix)). Read by the reading
 * layer: every amount of the sentence is "as of" a date more than STALE_DAYS before the letter, and
 * none is said to be owed now.
 */
const STALE_DAYS = 90;
const amountsIn = (text: string, sentence: Span) => readLetter(text).amounts.filter((a) => a.span.start >= sentence.start && a.span.end <= sentence.end);
const onlyPastBalances = (text: string, sentence: Span, letterDate: string | null): boolean => {
  if (!letterDate) return false;
  const amounts = amountsIn(text, sentence);
  return amounts.length > 0 && amounts.every((a) => !a.current && a.asOf !== undefined && daysBetween(a.asOf, letterDate) > STALE_DAYS);
};
/**
 * A sentence whose every figure is what the debt was when it began (decision 197): the sum the consumer borrowed, financed or
 * "became indebted" for, the original amount of the loan. That is history, not the amount of the debt now, even said
 * "in the amount of … which has not been paid" (Rivera v. Ralph F. Casale & Associates, D.N.J. 2014: such a law firm's
 * initial letter plausibly failed to state the amount of the debt, 1692g(a)(1), 1692e). Read by the reading layer
 * (`AmountAct.origin`); a figure said owed now beside it is the amount of the debt.
 */
const onlyOriginalFigures = (text: string, sentence: Span): boolean => {
  const amounts = amountsIn(text, sentence);
  return amounts.length > 0 && amounts.every((a) => a.origin === true && !a.current);
};

/** Words that tie an amount to the debt as it stands ('balance due', 'you (now / still) owe', 'amount of the debt', 'outstanding', 'saldo'). */
const AMOUNT_OF_DEBT =
  /\b(?:balance|amount\s+(?:due|owed|owing|of\s+(?:the\s+|this\s+|your\s+)?(?:debt|account))|total\s+(?:due|owed|owing|debt|amount|balance)|you\s+(?:(?:now|still|currently|presently)\s+)?owe|debt\s+of|in\s+the\s+amount\s+of|owing|outstanding|saldo|cantidad\s+(?:total|adeudada)|monto|adeuda|debe)\b/i;
/**
 * An amount stated as of "now" or "today" on a notice that carries no date: the consumer cannot tell
 * which day the figure speaks for. Courts split: an undated Model Form B-1 notice was held lawful in
 * Bergida v. PlusFour (D. Nev. 2023) and Loeffler v. Fleming (S.D.N.Y. 2023), while Roger v. GC Services
 * (S.D. Fla. 2023) and Ginsberg v. I.C. System (D.N.J. 2023) let such claims proceed. The model form
 * itself has no date line, so its own wording ("Total amount of the debt now", "Between [date] and
 * today") is never flagged (12 CFR 1006.34(d)(2) safe harbour; the product does not adopt those district
 * holdings against the CFPB's own form); other words that tie the amount to the day of reading ("amount
 * due today", "you now owe", "as of the date of this letter", "today's balance", "saldo a la fecha de
 * hoy") on an undated notice are flagged "may", with the split named. Read only on a whole letter: a
 * date may stand on a page not shown.
 */
const AMOUNT_NOW = new RegExp(
  [
    // "total amount of the debt now", "amount due today", "the amount you owe at this time", "balance now due"
    String.raw`\b(?:total\s+)?(?:amount|balance|sum|figure)(?:\s+of\s+the\s+debt)?\s+(?:(?:you\s+)?(?:owe|owed|owing|due)\s+)?(?:now|today|currently|at\s+this\s+time)\b(?:\s+due\b)?`,
    // "you now owe", "you currently owe", "you owe today", "what you owe now"
    String.raw`\byou\s+(?:now|currently|presently)\s+owe\b|\b(?:you\s+)?owe\s+(?:us\s+)?(?:now|today|at\s+this\s+time)\b`,
    // "as of today", "through today", "as of the date of this letter" (the letter has none), "today's balance"
    String.raw`\b(?:as\s+of|through|thru|until)\s+(?:today|this\s+date|the\s+date\s+of\s+this\s+(?:letter|notice))\b|\btoday'?s\s+(?:balance|payoff|amount)\b`,
    // the itemization's own period: "between January 2, 2022 and today", "since March 1, 2022 through today"
    String.raw`\b(?:between|from|since)\s+[^\n]{3,40}?\s+(?:and|to|through|until)\s+today\b`,
    // Spanish: "saldo a la fecha de hoy", "usted debe ahora", "cantidad total de la deuda ahora", "entre el … y hoy"
    String.raw`\b(?:saldo|cantidad|monto|total)\b[^.\n]{0,30}?\b(?:ahora|hoy|a\s+la\s+fecha\s+de\s+(?:hoy|esta\s+carta|este\s+aviso))\b|\busted\s+(?:nos\s+)?debe\s+(?:ahora|hoy)\b|\bentre\s+el\s+[^\n]{3,40}?\s+y\s+hoy\b`,
  ].join('|'),
  'i',
);

/** The model form's own words for "now" (its itemization's last two labels, English and Spanish). */
const MODEL_NOW = /total\s+amount\s+of\s+the\s+debt\s+now|^between\b|cantidad\s+total\s+de\s+la\s+deuda\s+ahora|^entre\s+el\b/i;

/** A request just before the words: "pay the balance today" is a demand, not the day an amount speaks for. */
const ASKS_TO_PAY = /\b(?:pay|paying|remit|send|resolve|settle|pague|pagar)\b[^.\n]*$/i;

/** An amount offered to settle, not the amount of the debt. */
const OFFER = /\b(?:settle|settlement|accept|discount|save|offer|pay\s+only|reduced)\b/i;

export const rule: Rule = {
  meta: {
    id: 'vn_current_amount',
    title: 'Current amount of the debt missing',
    citation: '12 CFR 1006.34(c)(2)(ix); 15 U.S.C. 1692g(a)(1); comment 34(c)(2)(ix)-1, -2',
    kind: 'objective',
    section: '1.1',
    description: 'A validation notice must state the amount of the debt as of the notice (one total if several debts are combined).',
    severity: 5,
    value: 750,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: false, safeHarbour: true, item: 'vn_current_amount' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    // The model form's own "Total amount of the debt now" / "Between [date] and today" have no date line to go with them: its wording is lawful as it stands.
    // "Please pay the balance today" asks for payment today; it does not date the amount.
    const undated = !letterDateOf(ctx, d) && ctx.answers.receivedDate === undefined;
    const now =
      !undated || ctx.gates.followsModelForm
        ? undefined
        : matchesIn(d, AMOUNT_NOW).find(
            (r) =>
              !ASKS_TO_PAY.test(d.text.slice(Math.max(0, r.start - 30), r.start)) &&
              !(MODEL_NOW.test(d.text.slice(r.start, r.end)) && isModelFormSentence(sentenceAt(ctx.text, toSpan(d, r).start).text)),
          );
    if (now) {
      // Part of a letter: its date may be on the part not shown, so whether it is undated waits for the rest.
      if (s.excerpt) return excerptResult('a date on the letter');
      const ninth = circuitOf(ctx.gates.state) === 9;
      const split =
        'Courts differ: an undated notice that followed the CFPB model form was held lawful in Bergida v. PlusFour (D. Nev. 2023), while other courts have let such claims go forward.';
      if (ninth)
        return pass([
          ...assumptions,
          `The notice is undated but states the amount "now" or "today" ("${toSpan(d, now).text}"). ${split} In your circuit it is not flagged.`,
        ]);
      return flag(
        `This notice carries no date, yet it states what you owe "now" or "today" ("${toSpan(d, now).text}"), so you cannot tell which day that amount, and the time to respond, are measured from. That may fail to state the amount of the debt clearly (15 U.S.C. 1692g(a)(1), 1692e). ${split}`,
        [toSpan(d, now)],
        'low',
        assumptions,
      );
    }
    const letterDate = ctx.gates.letterDate;
    const past = (span: Span): boolean => {
      const sentence = sentenceAt(ctx.text, span.start);
      return onlyPastBalances(ctx.text, sentence, letterDate) || onlyOriginalFigures(ctx.text, sentence);
    };
    const current = ctx.facts.itemization.currentAmount;
    if (current && !past(current.span)) return pass(assumptions);
    // An itemized current line counts unless it too is only a balance as of long ago ("balance of $4,512.88 as of 3/31/2019").
    const itemized = itemizationOf(ctx, d)?.current?.value;
    if (itemized && !past(toSpan(d, itemized))) return pass(assumptions);
    const offers = [];
    let stale: Span | undefined;
    let original: Span | undefined;
    for (const sentence of d.sentences) {
      const money = moneyIn(d, sentence);
      if (money.length === 0) continue;
      const text = d.text.slice(sentence.start, sentence.end);
      if (testText(BASE, text)) {
        // A table written on one line ("Charge-Off Balance: $663.94 Interest: $0.00 … Balance Due: $565.46") holds the
        // amount now beside the base figure: the reading layer tells each figure's own label.
        if (!testText(OFFER, text) && amountsIn(ctx.text, toSpan(d, sentence)).some((a) => a.current && !a.asOf)) return pass(assumptions);
        continue;
      }
      if (onlyPastBalances(ctx.text, toSpan(d, sentence), letterDate)) {
        stale ??= toSpan(d, sentence);
        continue;
      }
      if (onlyOriginalFigures(ctx.text, toSpan(d, sentence))) {
        original ??= toSpan(d, sentence);
        continue;
      }
      if (testText(AMOUNT_OF_DEBT, text) && !(testText(OFFER, text) && !testText(BALANCE_NAMED, text))) return pass(assumptions);
      offers.push(...money.map((m) => toSpan(d, m)));
    }
    if (s.excerpt && offers.length === 0) return excerptResult('the amount of the debt');
    const cite = s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(ix) and 15 U.S.C. 1692g(a)(1)' : '15 U.S.C. 1692g(a)(1)';
    if (stale)
      return flag(
        `This notice gives a balance as of a date long before the letter ("${stale.text.replace(/\s+/g, ' ').slice(0, 120)}") but never says what you owe now. A validation notice must state the amount of the debt as of the notice, so you can tell what is claimed today (${cite}; Miller v. McCalla, Raymer, Padrick, Cobb, Nichols & Clark, 7th Cir. 2000).`,
        [stale, ...offers.slice(0, 2)],
        'high',
        assumptions,
      );
    if (original)
      return flag(
        `This notice gives only what the debt was when it began ("${original.text.replace(/\s+/g, ' ').slice(0, 120)}"): the amount borrowed, financed or first owed, not what you owe now. A validation notice must state the amount of the debt as of the notice, so you can tell what is claimed today, with any interest, fees and payments since (${cite}; Rivera v. Ralph F. Casale & Associates, D.N.J. 2014).`,
        [original, ...offers.slice(0, 2)],
        'high',
        assumptions,
      );
    return flag(
      offers.length > 0
        ? `This notice mentions dollar amounts but never states the amount of the debt you owe now. A validation notice must state it (${cite}).`
        : `This notice does not state the amount of the debt. A validation notice must state the amount you owe as of the notice (${cite}).`,
      offers.slice(0, 3),
      'high',
      assumptions,
    );
  },
};
