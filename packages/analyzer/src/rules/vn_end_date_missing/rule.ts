import type { Rule, RuleResult, Span } from '../../types';
import { endDatesIn, labelledEndDates, REFERS_TO_END_DATE } from '../_validation-notice/dates';
import { flag, listOf, pass } from '../_validation-notice/results';
import { excerptResult, letterDateOf, scope } from '../_validation-notice/scope';
import { misstatementsOf } from '../../reading/validation-statements';
import { assumeValidStatements, originalCreditorStatements, type Statement, THIRTY_DAYS, verificationStatements } from '../_validation-notice/statements';
import { firstIn, toSpan, type VnDoc } from '../_validation-notice/vn-doc';
import { REG_F_EFFECTIVE_DATE } from '../../engine/gates';
import { QUESTIONS } from '../_shared/questions';

type Kind = { name: string; statements: Statement[] };

/**
 * A statement carries the end date when its sentence names a date. When it does not, the sentence
 * right after it (the model form's 'Write to ask for … If you write by [date], …') and then the one
 * before it ('Call or write to us by [date] … If you do not, we will assume …') are read: the first
 * that names a date or counts '30 days' decides.
 */
const isDated = (d: VnDoc, st: Statement, labelled: boolean): boolean => {
  for (const r of [st.range, st.next, st.previous]) {
    if (!r) continue;
    if (endDatesIn(d, [r]).length > 0) return true;
    if (labelled && firstIn(d, REFERS_TO_END_DATE, r)) return true;
    if (firstIn(d, THIRTY_DAYS, r)) return false;
  }
  return false;
};

/**
 * A notice that carries no date and counts the consumer's period from "the date of this letter" (decision 132): the
 * period cannot be computed at all, so the notice gives no end to the rights it states, before or after Regulation F
 * (15 U.S.C. 1692g(a)(3)-(5), 1692e(10)). A period counted from receipt ("within 30 days after you receive this
 * notice") can be computed by the consumer and is not this; a dated letter's period from its date is the statements'
 * own misstatement (vn_dispute_right_statement, decision 092). The date may stand on a page not in hand: a passage
 * asks, and the engine waits for the whole letter (an absence, not `misstated`).
 */
const undatedPeriod = (ctx: Parameters<Rule['check']>[0]): RuleResult | undefined => {
  if (ctx.answers.receivedDate !== undefined) return undefined;
  const s = scope(ctx, { regFOnly: false, safeHarbour: false });
  if (!s.ok || letterDateOf(ctx, s.d)) return undefined;
  const found = misstatementsOf(ctx.text, ['dispute', 'verification', 'original_creditor', 'assume_valid']).find((m) => m.kind === 'period_from_letter');
  if (!found) return undefined;
  if (s.excerpt) return excerptResult('a date on the letter');
  return flag(
    `This notice carries no date, yet it counts the time you have to dispute the debt from "the date of this letter" ("${found.statement.anchorSpan?.text ?? ''}"). You cannot tell when that time ends, so the notice gives no end to the rights it states (15 U.S.C. 1692g(a)(3)-(5), 1692e(10)${s.regime === 'regf' ? '; 12 CFR 1006.34(b)(5), (c)(3)' : ''}).`,
    [found.evidence],
    'medium',
    s.assumptions,
  );
};

/**
 * A notice with no date, none of Regulation F's wording, and rights counted as "30 days" with no end date (decision
 * 147): the statute's wording, lawful for a notice sent before 30 Nov 2021 and missing the end date Regulation F
 * requires for one sent after (12 CFR 1006.34(c)(3)). Which it is cannot be read from the words; the day the person
 * received it decides (sent before receipt), so it is asked. Not asked when the analysis is of a letter in hand before
 * Regulation F took effect (the analysis date is earlier), nor of a passage (the date may be on the page not in hand).
 */
const undatedNoEndDate = (ctx: Parameters<Rule['check']>[0]): RuleResult | undefined => {
  if (ctx.answers.receivedDate !== undefined || ctx.today < REG_F_EFFECTIVE_DATE) return undefined;
  const s = scope(ctx, { regFOnly: false, safeHarbour: false });
  if (!s.ok || s.excerpt || s.letterDate || letterDateOf(ctx, s.d) || ctx.facts.validationEndDate) return undefined;
  const d = s.d;
  const statements = [...verificationStatements(d), ...originalCreditorStatements(d), ...assumeValidStatements(d)];
  const counted = statements.map((st) => firstIn(d, THIRTY_DAYS, st.range)).find((r) => r !== undefined);
  if (!counted || statements.some((st) => isDated(d, st, labelledEndDates(d).length > 0))) return undefined;
  return {
    status: 'needs_input',
    questions: [QUESTIONS.receivedDate],
    message: `This notice carries no date and gives no end date for your rights; it counts "${toSpan(d, counted).text.trim()}" instead. That is the statute's wording, lawful for a notice sent before November 30, 2021; a notice sent since then must state the date the validation period ends (12 CFR 1006.34(c)(3)). When did you receive it?`,
    evidence: [toSpan(d, counted)],
  };
};

export const rule: Rule = {
  meta: {
    id: 'vn_end_date_missing',
    title: 'No specific validation end date',
    citation: '12 CFR 1006.34(c)(3)(i)–(iii)',
    kind: 'objective',
    section: '1.1',
    description:
      'Since November 30, 2021, each statement of your rights in a validation notice must give the actual date by which you can act (the end of the validation period), not just "within 30 days".',
    severity: 4,
    value: 500,
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => {
    const fromNoDate = undatedPeriod(ctx);
    if (fromNoDate) return fromNoDate;
    const s = scope(ctx, { regFOnly: true, safeHarbour: false });
    if (!s.ok) return undatedNoEndDate(ctx) ?? s.result;
    const { d, assumptions } = s;
    const kinds: Kind[] = [
      { name: 'the dispute and verification statement', statements: verificationStatements(d) },
      { name: 'the original-creditor statement', statements: originalCreditorStatements(d) },
      { name: 'the "assumed valid" statement', statements: assumeValidStatements(d) },
    ];
    const found = kinds.filter((k) => k.statements.length > 0);
    const labelled = labelledEndDates(d).length > 0 || ctx.facts.validationEndDate !== undefined;
    const undated = found.filter((k) => !k.statements.some((st) => isDated(d, st, labelled)));
    if (found.length > 0 && undated.length === 0) return pass(assumptions);
    if (found.length === 0 && ctx.facts.validationEndDate) return pass(assumptions);

    const evidence: Span[] = [];
    for (const k of undated) {
      for (const st of k.statements) {
        const days = firstIn(d, THIRTY_DAYS, st.range);
        evidence.push(toSpan(d, days ?? st.range));
      }
    }
    const none = found.length === 0 || undated.length === found.length;
    return flag(
      none
        ? `This notice does not give a specific date by which you can dispute the debt or ask for the original creditor${evidence.length > 0 ? '; it counts "30 days" instead' : ''}. Since Regulation F, a validation notice must state the end date of the validation period in each of these statements (12 CFR 1006.34(c)(3)(i)–(iii)).`
        : undated.length > 1
          ? `${listOf(undated.map((k) => k.name)).replace(/^t/, 'T')} in this notice give no end date${evidence.length > 0 ? ' (it counts "30 days" instead)' : ''}, while the others do. Each statement must state the end date of the validation period (12 CFR 1006.34(c)(3)(i)–(iii)).`
          : `${listOf(undated.map((k) => k.name)).replace(/^t/, 'T')} in this notice gives no end date${evidence.length > 0 ? ' (it counts "30 days" instead)' : ''}, while the others do. Each statement must state the end date of the validation period (12 CFR 1006.34(c)(3)(i)–(iii)).`,
      evidence,
      none ? 'high' : 'medium',
      assumptions,
    );
  },
};
