import type { Rule, RuleResult } from '../../types';
import { flag, listOf, misstatedFlag, pass } from '../_validation-notice/results';
import { statementMisstatementFlag } from '../_validation-notice/statement-misstatements';
import { rightsParagraphInHand } from '../../reading/validation-statements';
import { circuitOf } from '../_shared/circuit-of';
import { SPOKEN_STEP } from '../../reading/lexicon';
import { fold } from '../_disclosures-and-amounts/text';
import { readLetter, unwrittenRights } from '../../reading/read-letter';
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
    const s = scope(ctx, { regFOnly: false, safeHarbour: true, item: 'vn_original_creditor_right_statement' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const regf = s.regime === 'regf';
    const cite = regf ? '12 CFR 1006.34(c)(3)(ii); 15 U.S.C. 1692g(a)(5)' : '15 U.S.C. 1692g(a)(5)';
    // The statement read by what it does: counted from the letter's own date, hedged, or offering a spoken request
    // beside a written one, it is wrong as written, whatever the pages not in hand say.
    const misstated = statementMisstatementFlag(
      ctx.text,
      ['original_creditor'],
      ['period_from_letter', 'hedged', 'spoken_or_written', 'request_conditioned', 'period_shorter'],
      regf ? '12 CFR 1006.34(b)(5), (c)(3)(ii); 15 U.S.C. 1692g(a)(5), (b)' : '15 U.S.C. 1692g(a)(5), (b)',
      assumptions,
    );
    if (misstated) return misstated;
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
    // The request told to be made by a step that need not be written ("if you notify us … we will give you the
    // name and address of the original creditor"), with writing said nowhere: as for verification (Bishop v. Ross
    // Earle & Bonan, 11th Cir. 2016), the Eleventh Circuit holds the statement itself defective; elsewhere the rest
    // of the letter is waited for, unless the step named is spoken ("if you call us"): that statement is wrong as
    // written and stands on a partial letter in every circuit (decision 217).
    const unwritten = !has(d, best, WRITING) ? unwrittenRights(ctx.text, readLetter(ctx.text), ['original_creditor'])[0] : undefined;
    // The notice's three statements in hand together (decision 209): the request statement that leaves writing out, with
    // no statement of the letter saying the request is written, is judged as it reads in every circuit.
    const inHand =
      !has(d, best, WRITING) &&
      rightsParagraphInHand(ctx.text) &&
      !readLetter(ctx.text).rights.some((r) => r.invokedBy === 'writing' && r.topic === 'original_creditor');
    if (unwritten || inHand)
      return (
        circuitOf(ctx.gates.state) === 11 || inHand || (unwritten !== undefined && SPOKEN_STEP.test(fold(unwritten.sentence.text))) ? misstatedFlag : flag
      )(
        `This notice tells you to ask for the original creditor's name and address by a step that need not be in writing, and never says the request must be in writing. Only a written request obliges the collector to give it and to stop collecting until it does; a call or other notice does not, so the statement may lead you to lose that protection (${cite}; Bishop v. Ross Earle & Bonan, 11th Cir. 2016).`,
        [unwritten?.sentence ?? toSpan(d, best.range)],
        'medium',
        assumptions,
      );
    return flag(
      `This notice's statement about the original creditor is incomplete: it does not say ${listOf(missing)}. The law requires the statement in full (${cite}).`,
      [toSpan(d, best.range)],
      'medium',
      assumptions,
    );
  },
};
