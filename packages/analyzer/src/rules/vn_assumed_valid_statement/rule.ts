import type { Rule, RuleResult } from '../../types';
import { flag, pass } from '../_shared-1-1/results';
import { scope } from '../_shared-1-1/scope';
import { assumeValidStatements } from '../_shared-1-1/statements';

export const rule: Rule = {
  meta: {
    id: 'vn_assumed_valid_statement',
    title: '"We will assume the debt is valid" statement missing',
    citation: '12 CFR 1006.34(c)(3)(iii); 15 U.S.C. 1692g(a)(3)',
    kind: 'objective',
    section: '1.1',
    description:
      'A validation notice must tell you that unless you contact the collector to dispute the debt by the end date, the collector will assume the debt is valid. Any contact counts, including a phone call.',
    severity: 4,
    value: 500,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: false, safeHarbour: true });
    if (!s.ok) return s.result;
    if (assumeValidStatements(s.d).length > 0) return pass(s.assumptions);
    const regf = s.regime === 'regf';
    return flag(
      `This notice does not tell you that unless you dispute the debt ${regf ? 'by the end date' : 'within 30 days'}, the collector will assume it is valid. A validation notice must include that statement (${regf ? '12 CFR 1006.34(c)(3)(iii); 15 U.S.C. 1692g(a)(3)' : '15 U.S.C. 1692g(a)(3)'}).`,
      [],
      'high',
      s.assumptions,
    );
  },
};
