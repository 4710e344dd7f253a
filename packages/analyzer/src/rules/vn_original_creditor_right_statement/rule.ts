import type { Rule, RuleResult } from '../../types';
import { flag, listOf, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { CEASE, originalCreditorStatements, type Statement, WRITING } from '../_validation-notice/statements';
import { anyIn, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

/** The statement's sentence and the one after it ('Write to ask for … If you write by [date], we must stop collection …'). */
const withNext = (st: Statement): Range[] => (st.next ? [st.range, st.next] : [st.range]);
const has = (d: VnDoc, st: Statement, patterns: readonly RegExp[]): boolean => withNext(st).some((r) => anyIn(d, patterns, r));

export const rule: Rule = {
  meta: {
    id: 'vn_original_creditor_right_statement',
    title: 'Original-creditor request statement missing',
    citation: '12 CFR 1006.34(c)(3)(ii); 15 U.S.C. 1692g(a)(5)',
    kind: 'objective',
    section: '1.1',
    description:
      "A validation notice must tell you that if you ask in writing by the end date, the collector must give you the original creditor's name and address (if different from the current creditor) and stop collecting until it does.",
    severity: 4,
    value: 500,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: false, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const regf = s.regime === 'regf';
    const cite = regf ? '12 CFR 1006.34(c)(3)(ii); 15 U.S.C. 1692g(a)(5)' : '15 U.S.C. 1692g(a)(5)';
    const statements = originalCreditorStatements(d);
    if (statements.length === 0)
      return flag(
        `This notice does not tell you that you can ask in writing for the name and address of the original creditor, if different from the current creditor. A validation notice must include that statement (${cite}).`,
        [],
        'high',
        assumptions,
      );
    const score = (st: Statement): number => Number(has(d, st, WRITING)) + (regf ? Number(has(d, st, CEASE)) : 0);
    const best = [...statements].sort((a, b) => score(b) - score(a))[0] as Statement;
    const missing: string[] = [];
    if (!has(d, best, WRITING)) missing.push('that the request must be in writing');
    if (regf && !has(d, best, CEASE)) missing.push('that the collector must stop collecting until it sends that information');
    if (missing.length === 0) return pass(assumptions);
    return flag(
      `This notice's statement about the original creditor is incomplete: it does not say ${listOf(missing)}. The law requires the statement in full (${cite}).`,
      [toSpan(d, best.range)],
      'medium',
      assumptions,
    );
  },
};
