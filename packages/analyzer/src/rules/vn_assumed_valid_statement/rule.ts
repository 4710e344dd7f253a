import type { Rule, RuleResult } from '../../types';
import { flag, misstatedFlag, pass } from '../_validation-notice/results';
import { toSpan } from '../_validation-notice/vn-doc';
import { circuitOf } from '../_shared/circuit-of';
import { ASSUMED_BY, ASSUMED_PASSIVE } from '../../reading/lexicon';
import { fold } from '../_disclosures-and-amounts/text';
import { scope } from '../_validation-notice/scope';
import { assumeValidStatements } from '../_validation-notice/statements';

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
    const statements = assumeValidStatements(s.d);
    if (statements.length > 0) {
      // Who assumes: the passive with no one named ("it will be assumed to be valid") does not say the
      // collector assumes (1692g(a)(3) "by the debt collector"); courts in Virginia hold that defective
      // (Fariasantos v. Rosenberg & Associates, E.D. Va. 2014; DeCapri v. Law Offices of Shapiro Brown & Alt,
      // E.D. Va. 2014). Elsewhere in the Fourth Circuit it is flagged as open; other circuits have not adopted it.
      const circuit = circuitOf(ctx.gates.state);
      const unnamed = statements.filter((st) => {
        const words = fold(s.d.text.slice(st.range.start, st.range.end));
        const passive = ASSUMED_PASSIVE.exec(words);
        return passive !== null && !ASSUMED_BY.test(words.slice(passive.index)) && !ASSUMED_BY.test(words.slice(0, passive.index));
      });
      if (circuit === 4 && unnamed.length === statements.length) {
        const va = ctx.gates.state?.trim().toUpperCase() === 'VA';
        return misstatedFlag(
          `This notice says the debt "will be assumed" valid without saying who will assume it. The law's statement is that the debt collector will assume the debt is valid; ${va ? 'courts in Virginia have held' : 'courts in Virginia, in this circuit, have held'} that the passive wording does not tell you who assumes, so you may think a court or the creditor will treat the debt as owed (15 U.S.C. 1692g(a)(3); Fariasantos v. Rosenberg & Associates, E.D. Va. 2014).`,
          unnamed.map((st) => toSpan(s.d, st.range)),
          va ? 'medium' : 'low',
          s.assumptions,
        );
      }
      return pass(s.assumptions);
    }
    const regf = s.regime === 'regf';
    return flag(
      `This notice does not tell you that unless you dispute the debt ${regf ? 'by the end date' : 'within 30 days'}, the collector will assume it is valid. A validation notice must include that statement (${regf ? '12 CFR 1006.34(c)(3)(iii); 15 U.S.C. 1692g(a)(3)' : '15 U.S.C. 1692g(a)(3)'}).`,
      [],
      'high',
      s.assumptions,
    );
  },
};
