import type { Rule, RuleResult } from '../../types';
import { formatDate, lineOf } from '../_validation-notice/dates';
import { itemizationOf, SEPARATE_PAGE } from '../_validation-notice/itemization';
import { flag, misstatedFlag, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { firstIn, toSpan } from '../_validation-notice/vn-doc';

export const rule: Rule = {
  meta: {
    id: 'vn_itemization_date',
    title: 'Itemization date missing',
    citation: '12 CFR 1006.34(c)(2)(vi), (b)(3); comments 34(b)(3)-1 and paragraphs (i), (iii), (iv)',
    kind: 'objective',
    section: '1.1',
    description:
      'A validation notice must give one reference date (the itemization date: the last statement, charge-off, last payment, transaction or judgment date) from which it breaks down how the debt changed, and use that same date throughout.',
    severity: 3,
    value: 250,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const it = itemizationOf(ctx, d);
    const dates = it?.referenceDates ?? [];
    const distinct = dates.filter((x, i) => dates.findIndex((y) => y.iso === x.iso) === i);
    // Two dates in hand are a statement wrong as written: no page not in hand can make the itemization run from one date
    // (decision 217), so the flag stands on a passage of the notice.
    if (distinct.length > 1)
      return misstatedFlag(
        `This notice uses more than one itemization date (${distinct.map((x) => formatDate(x.iso)).join(' and ')}). The notice must pick one of the allowed reference dates and use it consistently for the whole itemization (12 CFR 1006.34(b)(3), (c)(2)(vi)).`,
        distinct.map((x) => toSpan(d, lineOf(d, x.start))),
        'medium',
        assumptions,
      );
    if (ctx.facts.itemizationDate || distinct.length === 1 || (it?.labelledDates.length ?? 0) > 0) return pass(assumptions);
    const hasTable = it !== undefined && (it.base !== undefined || it.interest !== undefined || it.fees !== undefined || it.payments !== undefined);
    if (!hasTable && firstIn(d, SEPARATE_PAGE))
      return pass([...assumptions, 'The itemization is on a separate page that was not part of the text read; its date was not checked.']);
    if (!hasTable && s.excerpt) return excerptResult('an itemization date');
    const where = hasTable ? (it?.base?.line ?? it?.block) : undefined;
    return flag(
      hasTable
        ? 'The breakdown of the debt in this notice does not say which date it runs from. A validation notice must state the itemization date (the last statement, charge-off, last payment, transaction or judgment date) and show what you owed on it (12 CFR 1006.34(c)(2)(vi)).'
        : 'This notice does not state an itemization date (the last statement, charge-off, last payment, transaction or judgment date from which the debt is broken down). A validation notice must include it (12 CFR 1006.34(c)(2)(vi)).',
      where ? [toSpan(d, lineOf(d, where.start))] : [],
      'high',
      assumptions,
    );
  },
};
