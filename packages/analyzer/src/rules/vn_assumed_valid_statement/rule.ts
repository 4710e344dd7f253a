import type { Rule, RuleResult } from '../../types';
import { flag, misstatedFlag, pass } from '../_validation-notice/results';
import { toSpan } from '../_validation-notice/vn-doc';
import { circuitOf } from '../_shared/circuit-of';
import { ASSUMED_BY, ASSUMED_BY_NOT_ASSUMER, ASSUMED_PASSIVE } from '../../reading/lexicon';
import { fold } from '../_disclosures-and-amounts/text';
import { scope } from '../_validation-notice/scope';
import { assumeValidStatements } from '../_validation-notice/statements';
import { statementMisstatementFlag } from '../_validation-notice/statement-misstatements';

/**
 * The circuits where a district court has held the passive "will be assumed valid", with no one named
 * as assuming, short of 1692g(a)(3): the state of that court (medium there, low elsewhere in the
 * circuit), the words saying so, and the case.
 */
const PASSIVE_HELD: Readonly<Record<number, { state: string; here: string; inCircuit: string; caseName: string }>> = {
  2: {
    state: 'NY',
    here: 'courts in New York have held',
    inCircuit: 'courts in New York, in this circuit, have held',
    caseName: 'Diaz v. Residential Credit Solutions, E.D.N.Y. 2013',
  },
  3: {
    state: 'PA',
    here: 'courts in Pennsylvania have held',
    inCircuit: 'courts in Pennsylvania, in this circuit, have held',
    caseName: 'Galuska v. Collectors Training Inst., M.D. Pa. 2008',
  },
  4: {
    state: 'VA',
    here: 'courts in Virginia have held',
    inCircuit: 'courts in Virginia, in this circuit, have held',
    caseName: 'Fariasantos v. Rosenberg & Associates, E.D. Va. 2014',
  },
};

/** The creditor named as the one who assumes ("our client will assume", "the creditor will consider it owed", "assumed valid by our client"). */
const CREDITOR_ASSUMES =
  /\b(?:our|my)\s+client\s+(?:will|shall|would|may)\s+(?:then\s+)?(?:assume|presume|consider|deem|treat|regard)\b|\bthe\s+(?:original\s+|current\s+)?creditor\s+(?:will|shall|would|may)\s+(?:then\s+)?(?:assume|presume|consider|deem|treat|regard)\b|\b(?:assumed|presumed|deemed|considered|treated|regarded)\s+(?:to\s+be\s+|as\s+)?(?:valid|correct|accurate|owed|owing)\s+by\s+(?:our\s+client|the\s+(?:original\s+|current\s+)?creditor)\b|\bnuestro\s+cliente\s+(?:asumir[aá]|considerar[aá])(?![a-z])/;

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
    const s = scope(ctx, { regFOnly: false, safeHarbour: true, item: 'vn_assumed_valid_statement' });
    if (!s.ok) return s.result;
    const regf = s.regime === 'regf';
    const cite = regf ? '12 CFR 1006.34(b)(5), (c)(3)(iii); 15 U.S.C. 1692g(a)(3)' : '15 U.S.C. 1692g(a)(3)';
    // The statement read by what it does: counted from the letter's own date, hedged, or turned on a request where the
    // letter never says the consumer may dispute, it is wrong as written.
    const misstated = statementMisstatementFlag(
      ctx.text,
      ['assume_valid'],
      [
        'dispute_denied',
        'dispute_sent_elsewhere',
        'validity_adjudged',
        'silence_as_admission',
        'period_from_letter',
        'hedged',
        'assumed_unless_requested',
        'whole_debt_only',
      ],
      cite,
      s.assumptions,
    );
    if (misstated) return misstated;
    const statements = assumeValidStatements(s.d);
    if (statements.length > 0) {
      // Who assumes: the passive with no one named ("it will be assumed to be valid") does not say the
      // collector assumes (1692g(a)(3) "by the debt collector"). District courts in three circuits have held
      // it defective (PASSIVE_HELD); elsewhere in those circuits it is flagged as open (low), and other
      // circuits have not adopted it.
      const state = ctx.gates.state?.trim().toUpperCase() ?? '';
      const held = PASSIVE_HELD[circuitOf(state) ?? 0];
      const unnamed = statements.filter((st) => {
        const words = fold(s.d.text.slice(st.range.start, st.range.end));
        const passive = ASSUMED_PASSIVE.exec(words);
        if (passive === null) return false;
        const before = words.slice(0, passive.index).replace(ASSUMED_BY_NOT_ASSUMER, ' ');
        return !ASSUMED_BY.test(words.slice(passive.index)) && !ASSUMED_BY.test(before);
      });
      // The assumer named, and not the collector ("our client will assume the debt is valid", "the creditor will
      // consider it owed"): the statement says someone else treats the debt as owed, the error the passive leaves open.
      const creditorAssumes = statements.filter((st) => CREDITOR_ASSUMES.test(fold(s.d.text.slice(st.range.start, st.range.end))));
      if (held && creditorAssumes.length > 0 && unnamed.length + creditorAssumes.length >= statements.length) {
        const here = held.state === state;
        return misstatedFlag(
          `This notice says the creditor, not the debt collector, will assume the debt is valid. The law's statement is that the debt collector will assume the debt is valid; ${here ? held.here : held.inCircuit} that a statement that does not say the collector assumes is short of it, and this one tells you the creditor will treat the debt as owed (15 U.S.C. 1692g(a)(3); ${held.caseName}).`,
          creditorAssumes.map((st) => toSpan(s.d, st.range)),
          here ? 'medium' : 'low',
          s.assumptions,
        );
      }
      if (held && unnamed.length === statements.length) {
        const here = held.state === state;
        return misstatedFlag(
          `This notice says the debt "will be assumed" valid without saying who will assume it. The law's statement is that the debt collector will assume the debt is valid; ${here ? held.here : held.inCircuit} that the passive wording does not tell you who assumes, so you may think a court or the creditor will treat the debt as owed (15 U.S.C. 1692g(a)(3); ${held.caseName}).`,
          unnamed.map((st) => toSpan(s.d, st.range)),
          here ? 'medium' : 'low',
          s.assumptions,
        );
      }
      return pass(s.assumptions);
    }
    return flag(
      `This notice does not tell you that unless you dispute the debt ${regf ? 'by the end date' : 'within 30 days'}, the collector will assume it is valid. A validation notice must include that statement (${regf ? '12 CFR 1006.34(c)(3)(iii); 15 U.S.C. 1692g(a)(3)' : '15 U.S.C. 1692g(a)(3)'}).`,
      [],
      'high',
      s.assumptions,
    );
  },
};
