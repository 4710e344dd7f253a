import type { Rule, RuleResult } from '../../types';
import { flag, listOf, misstatedFlag, pass } from '../_validation-notice/results';
import { readLetter, unwrittenRights } from '../../reading/read-letter';
import { SPOKEN_STEP } from '../../reading/lexicon';
import { fold } from '../_disclosures-and-amounts/text';
import { circuitOf } from '../_shared/circuit-of';
import { scope } from '../_validation-notice/scope';
import { statementMisstatementFlag } from '../_validation-notice/statement-misstatements';
import { rightsParagraphInHand } from '../../reading/validation-statements';
import { CEASE, DISPUTE, ORIGINAL_CREDITOR, sentencesWith, VERIFICATION, WRITING } from '../_validation-notice/statements';
import { anyIn, paragraphBreakBetween, type Range, toSpan, type VnDoc, withPrevious } from '../_validation-notice/vn-doc';

/**
 * The next sentence of the paragraph says the dispute must be written ("… we will obtain verification. Your notice
 * must be in writing."), and is not the original creditor's own statement.
 */
const writingSaidNext = (d: VnDoc, r: Range): boolean => {
  const i = d.sentences.findIndex((s) => s.start === r.start);
  const next = d.sentences[i + 1];
  if (i < 0 || !next || paragraphBreakBetween(d, r.end, next.start)) return false;
  return anyIn(d, WRITING, next) && !anyIn(d, ORIGINAL_CREDITOR, next);
};

type Candidate = { range: Range; writing: boolean; verification: boolean; cease: boolean };

export const rule: Rule = {
  meta: {
    id: 'vn_dispute_right_statement',
    title: 'Written-dispute / cease-collection statement missing',
    citation: '12 CFR 1006.34(c)(3)(i); 15 U.S.C. 1692g(a)(4), (b)',
    kind: 'objective',
    section: '1.1',
    description:
      'A validation notice must tell you that if you dispute the debt in writing by the end date, the collector must stop collecting it until it sends you verification of the debt (or a copy of a judgment).',
    severity: 5,
    value: 750,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: false, safeHarbour: true, item: 'vn_dispute_right_statement' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const regf = s.regime === 'regf';
    const cite = regf ? '12 CFR 1006.34(c)(3)(i); 15 U.S.C. 1692g(a)(4), (b)' : '15 U.S.C. 1692g(a)(4)';
    // The dispute or verification statement read by what it does: counted from the letter's own date, or hedged,
    // it is wrong as written (a spoken dispute offered for verification is judged below, with the best statement).
    const misstated = statementMisstatementFlag(
      ctx.text,
      ['verification', 'dispute'],
      ['dispute_denied', 'dispute_sent_elsewhere', 'period_from_letter', 'hedged', 'whole_debt_only', 'request_conditioned', 'period_shorter'],
      regf ? '12 CFR 1006.34(b)(5), (c)(3)(i); 15 U.S.C. 1692g(a)(3)-(4)' : '15 U.S.C. 1692g(a)(3)-(4)',
      assumptions,
    );
    if (misstated) return misstated;

    // Sentences promising verification (or a stop to collection) after a dispute stated in them or just before them.
    const candidates: Candidate[] = [];
    const seen = new Set<number>();
    const add = (range: Range): void => {
      if (seen.has(range.start)) return;
      seen.add(range.start);
      candidates.push({
        range,
        writing: anyIn(d, WRITING, range) || writingSaidNext(d, range),
        verification: anyIn(d, VERIFICATION, range),
        cease: anyIn(d, CEASE, range),
      });
    };
    for (const i of sentencesWith(d, [VERIFICATION])) {
      const range = d.sentences[i] as Range;
      if (anyIn(d, DISPUTE, withPrevious(d, i)) || anyIn(d, CEASE, range)) add(range);
    }
    for (const i of sentencesWith(d, [DISPUTE, CEASE])) add(d.sentences[i] as Range);
    const score = (c: Candidate): number => Number(c.writing) + Number(c.verification) + (regf ? Number(c.cease) : 0);
    const best = candidates.sort((a, b) => score(b) - score(a))[0];
    if (!best)
      return flag(
        `This notice does not tell you that if you dispute the debt in writing ${regf ? 'by the end date' : 'within 30 days'}, the collector must ${regf ? 'stop collecting until it sends' : 'obtain and mail'} you verification of the debt or a copy of a judgment. A validation notice must include that statement (${cite}).`,
        [],
        'high',
        assumptions,
      );
    const missing: string[] = [];
    if (!best.verification) missing.push('that the collector will send verification of the debt (or a copy of a judgment)');
    if (regf && !best.cease) missing.push('that collection stops until then');
    if (!best.writing) missing.push('that the dispute must be in writing to trigger this protection');
    // Writing offered beside a spoken step ("if you notify this office verbally or in writing … this office will obtain
    // verification"): the statement says an oral dispute earns verification, which only a written one does (1692g(a)(4)).
    // Not an omission another page could fill but a statement that is wrong as written, so it stands on a partial letter.
    if (best.verification && best.writing) {
      const bestSpan = toSpan(d, best.range);
      const spoken = unwrittenRights(ctx.text, readLetter(ctx.text), ['verification']).find(
        (r) => r.sentence.start < bestSpan.end && r.sentence.end > bestSpan.start,
      );
      if (spoken)
        return misstatedFlag(
          `This notice tells you that disputing the debt without writing (by speaking to the collector) gets you verification of the debt. Only a written dispute obliges the collector to ${regf ? 'stop collecting until it sends verification' : 'obtain and mail verification'}; a dispute by phone or in person does not, so the statement may lead you to lose that protection (${cite}).`,
          [spoken.sentence],
          'medium',
          assumptions,
        );
    }
    if (missing.length === 0) return pass(assumptions);
    // The statement is there and names another step ("you must notify us … and we will obtain proof of the debt"):
    // it tells the consumer that step keeps the right, which only a written dispute does. A page not in hand cannot cure that.
    const unwritten = best.verification && !best.writing ? unwrittenRights(ctx.text, readLetter(ctx.text), ['verification'])[0] : undefined;
    // The Eleventh Circuit holds the omission itself a violation whatever else the letter holds (Bishop); elsewhere the
    // statement is judged with the rest of the letter, so a page not in hand is waited for.
    const eleventh = circuitOf(ctx.gates.state) === 11;
    // Elsewhere too when the notice's three statements are in hand together (decision 209): the rights paragraph is quoted
    // whole, so its verification statement is judged as it reads, not as another page might complete it.
    const judgedAsRead = eleventh || rightsParagraphInHand(ctx.text);
    // In the Eleventh Circuit the verification statement that leaves "in writing" out is itself the violation, whether or
    // not it names another step (Bishop: "if you dispute … we will obtain verification"), when no statement of the
    // letter says the dispute or the request is made in writing (decision 132).
    const bare =
      !unwritten &&
      judgedAsRead &&
      best.verification &&
      !best.writing &&
      !readLetter(ctx.text).rights.some((r) => r.invokedBy === 'writing' && (r.topic === 'verification' || r.topic === 'dispute'));
    if (bare)
      return misstatedFlag(
        `This notice promises ${regf ? 'verification of the debt' : 'to obtain and mail you verification of the debt'} when you dispute it, but never says the dispute must be in writing. Only a written dispute obliges the collector to ${regf ? 'stop collecting until it sends verification' : 'obtain and mail verification'}, so the statement may lead you to lose that protection by disputing another way (${cite}; Bishop v. Ross Earle & Bonan, 11th Cir. 2016).`,
        [toSpan(d, best.range)],
        'medium',
        assumptions,
      );
    // A spoken step named in the statement itself ("if you call us within 30 days to dispute the debt, we will send you
    // verification", "si nos llama"): it says a call earns verification, which only a written dispute does. Wrong as
    // written, it stands on a partial letter in every circuit (decision 217): a page not in hand could only contradict it,
    // leaving two readings, one of them wrong (Bishop; Clomon v. Jackson, 2d Cir. 1993). A neutral step ("notify",
    // "contact") may be meant in writing: outside the Eleventh Circuit it is judged with the whole letter (decision 209).
    const statement = toSpan(d, best.range);
    const spokenStep =
      best.verification &&
      !best.writing &&
      SPOKEN_STEP.test(fold((unwritten?.sentence ?? statement).text)) &&
      !readLetter(ctx.text).rights.some((r) => r.invokedBy === 'writing' && (r.topic === 'verification' || r.topic === 'dispute'));
    if (unwritten || spokenStep)
      return (judgedAsRead || spokenStep ? misstatedFlag : flag)(
        `This notice tells you to ${regf ? 'get verification of the debt' : 'have the collector obtain and mail you verification of the debt'} by a step that need not be in writing, and never says the dispute must be in writing. Only a written dispute obliges the collector to ${regf ? 'stop collecting until it sends verification' : 'obtain and mail verification'}; a call or other notice does not, so the statement may lead you to lose that protection (${cite}; Bishop v. Ross Earle & Bonan, 11th Cir. 2016).`,
        [unwritten?.sentence ?? statement],
        'medium',
        assumptions,
      );
    return flag(
      `This notice's statement about disputing the debt is incomplete: it does not say ${listOf(missing)}. The law requires the statement in full, and leaving part of it out may mislead you about how to protect your rights (${cite}).`,
      [toSpan(d, best.range)],
      'medium',
      assumptions,
    );
  },
};
