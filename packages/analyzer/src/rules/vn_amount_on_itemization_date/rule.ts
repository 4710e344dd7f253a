import type { Rule, RuleResult } from '../../types';
import { lineOf } from '../_validation-notice/dates';
import { itemizationOf, SEPARATE_PAGE } from '../_validation-notice/itemization';
import { flag, misstatedFlag, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { firstIn, toSpan } from '../_validation-notice/vn-doc';

export const rule: Rule = {
  meta: {
    id: 'vn_amount_on_itemization_date',
    title: 'Amount on the itemization date missing',
    citation: '12 CFR 1006.34(c)(2)(vii); comment 34(c)(2)(vii)-1',
    kind: 'objective',
    section: '1.1',
    description:
      'A validation notice must state how much you owed on the itemization date (including any interest and fees owed then), so you can see how the debt grew from there.',
    severity: 3,
    value: 250,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true, item: 'vn_amount_on_itemization_date' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (ctx.facts.itemization.amountOnItemizationDate) return pass(assumptions);
    const it = itemizationOf(ctx, d);
    if (it?.base?.value) return pass(assumptions);
    const hasTable = it !== undefined && (it.base !== undefined || it.interest !== undefined || it.fees !== undefined || it.payments !== undefined);
    if (!hasTable && firstIn(d, SEPARATE_PAGE))
      return pass([
        ...assumptions,
        'The itemization is on a separate page that was not part of the text read; the amount on the itemization date was not checked.',
      ]);
    if (!hasTable && s.excerpt) return excerptResult('the amount owed on the itemization date');
    // The line is in hand and blank: wrong as written, no other page fills it (decision 217), unless OCR may have lost it.
    if (it?.base)
      return (ctx.doc.lowConfidence ? flag : misstatedFlag)(
        'The line for the amount you owed on the itemization date is blank. A validation notice must state that amount (12 CFR 1006.34(c)(2)(vii)).',
        [toSpan(d, it.base.line)],
        'high',
        assumptions,
      );
    const date = it?.referenceDates[0] ?? it?.labelledDates[0];
    return flag(
      date
        ? 'This notice gives an itemization date but not the amount you owed on that date. A validation notice must state it, including interest and fees owed then (12 CFR 1006.34(c)(2)(vii)).'
        : 'This notice does not state how much you owed on an itemization date (for example "As of [date], you owed $…"). A validation notice must state it (12 CFR 1006.34(c)(2)(vii)).',
      date ? [toSpan(d, lineOf(d, date.start))] : [],
      'high',
      assumptions,
    );
  },
};
