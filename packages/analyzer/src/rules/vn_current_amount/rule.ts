import type { Rule, RuleResult } from '../../types';
import { BASE, itemizationOf, moneyIn } from '../_shared-1-1/itemization';
import { flag, pass } from '../_shared-1-1/results';
import { excerptResult, scope } from '../_shared-1-1/scope';
import { toSpan } from '../_shared-1-1/vn-doc';

/** Words that tie an amount to the debt as it stands ('balance due', 'you owe', 'amount of the debt', 'saldo'). */
const AMOUNT_OF_DEBT =
  /\b(?:balance|amount\s+(?:due|owed|owing|of\s+(?:the\s+|this\s+|your\s+)?(?:debt|account))|total\s+(?:due|owed|owing|debt|amount|balance)|you\s+owe|debt\s+of|in\s+the\s+amount\s+of|owing|saldo|cantidad\s+(?:total|adeudada)|monto|adeuda|debe)\b/i;
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
    const s = scope(ctx, { regFOnly: false, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (ctx.facts.itemization.currentAmount) return pass(assumptions);
    if (itemizationOf(ctx, d)?.current?.value) return pass(assumptions);
    const offers = [];
    for (const sentence of d.sentences) {
      const money = moneyIn(d, sentence);
      if (money.length === 0) continue;
      const text = d.text.slice(sentence.start, sentence.end);
      if (BASE.test(text)) continue;
      if (AMOUNT_OF_DEBT.test(text) && !(OFFER.test(text) && !/\bbalance\b|\byou\s+owe\b|\bamount\s+(?:due|owed)\b/i.test(text))) return pass(assumptions);
      offers.push(...money.map((m) => toSpan(d, m)));
    }
    if (s.excerpt && offers.length === 0) return excerptResult('the amount of the debt');
    const cite = s.regime === 'regf' ? '12 CFR 1006.34(c)(2)(ix) and 15 U.S.C. 1692g(a)(1)' : '15 U.S.C. 1692g(a)(1)';
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
