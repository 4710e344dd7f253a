import type { RuleResult } from '../../types';
import { misstatementsOf, type StatementMisstatement, type ValidationRight } from '../../reading/validation-statements';
import { misstatedFlag } from './results';
import { quote } from '../_disclosures-and-amounts/text';

/**
 * A rights statement the letter makes, and makes wrongly (decision 092): judged on the words in hand, so the
 * flag stands on a partial letter (`misstated`). Shared by the statements' rules: each passes the rights its
 * statement carries and the kinds it judges.
 *
 * - `period_from_letter`: the thirty days counted from the letter's own date ("within 30 days of the date of
 *   this letter"), where the statute counts them from the consumer's receipt of the notice (15 U.S.C.
 *   1692g(a)(3)-(5); 12 CFR 1006.34(b)(5)): the consumer is told of less time than the law gives, by the days
 *   the letter is in the mail.
 * - `hedged`: the right stated as uncertain or at the collector's choice ("you may be able to dispute", "at our
 *   discretion"): the statute and Regulation F require a statement of the right, not of a possibility
 *   (1692g(a)(3)-(5); 12 CFR 1006.34(c)(3)).
 * - `spoken_or_written`: the original creditor's name promised on a request made "verbally or in writing"; only
 *   a written request earns it (1692g(a)(5), (b)). (Verification promised so is vn_dispute_right_statement's own.)
 * - `assumed_unless_requested`: the debt assumed valid unless the consumer requests something (verification, the
 *   creditor's name), where no statement says the consumer may dispute: the notice never states the dispute right
 *   the assumption turns on (1692g(a)(3); Baker v. G.C. Services, 9th Cir. 1982).
 * - `validity_adjudged`: the consequence of silence said as a finding to be made ("the debt will be assessed valid",
 *   "will be determined to be correct"), where the statute's is that the collector assumes it valid: the consumer is
 *   told someone will rule the debt owed (1692g(a)(3), 1692e(10); Smith v. Hecker, E.D. Pa. 2005).
 * - `silence_as_admission` (decision 202): silence said to be an admission of the debt or a waiver of the consumer's
 *   rights or defences ("will be deemed an admission of liability", "you will have waived any defenses"): the
 *   statute's only consequence of silence is the collector's assumption, and a failure to dispute "may not be
 *   construed by any court as an admission of liability" (1692g(a)(3), (c); 1692e(10)).
 * - `request_conditioned` (decision 202): verification or the original creditor's name promised on a condition the
 *   statute does not set (a reason, a notarised or sworn form, a fee, a call first, a copy of identification):
 *   1692g(a)(4)-(5) and (b) ask only a written request within the period.
 * - `whole_debt_only` (decision 202): the dispute limited to the entire debt, where the statute says "the debt, or any
 *   portion thereof" (1692g(a)(3)-(4)).
 * - `period_shorter` (decision 202): verification or the creditor's name given a period of fewer than thirty days
 *   from receipt, where every right runs thirty (1692g(a)(4)-(5); 12 CFR 1006.34(b)(5)). (A shorter dispute window is
 *   dispute_conditions_added's.)
 * - `dispute_denied` (decision 209): the debt or its amount said not open to dispute, or the right to dispute said to end
 *   with the period ("not subject to dispute", "you will no longer be able to dispute"): the statute gives the right to
 *   dispute the debt "or any portion thereof", its only consequence of silence is the collector's assumption, and a
 *   consumer may dispute after the period too (1692g(a)(3), (c); 1692e(8), (10)).
 * - `dispute_sent_elsewhere` (decision 209): the dispute sent to the creditor ("any dispute should be directed to the
 *   original creditor", "unless you notify Pinecrest Bank"): the statute's dispute is notice to the debt collector, and
 *   only that notice stops collection and obliges verification (1692g(a)(3)-(4), (b); 1692e(10)).
 */
export const statementMisstatementFlag = (
  text: string,
  rights: readonly ValidationRight[],
  kinds: readonly StatementMisstatement['kind'][],
  cite: string,
  assumptions: string[],
): RuleResult | undefined => {
  const found = misstatementsOf(text, rights).find((m) => kinds.includes(m.kind));
  if (!found) return undefined;
  if (found.kind === 'period_from_letter')
    return misstatedFlag(
      `This notice counts the time you have to use your rights from the letter's own date ("${found.statement.anchorSpan?.text ?? ''}"). The law counts the thirty days from when you receive the notice, so the notice tells you of less time than you have, by the days the letter spends in the mail (${cite}).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'hedged')
    return misstatedFlag(
      `This notice states your right with a hedge ("${found.statement.hedge?.text ?? ''}"). The law gives you the right outright and requires the notice to say so; a statement that makes it sound uncertain or up to the collector misstates it and may lead you not to use it (${cite}).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'dispute_denied')
    return misstatedFlag(
      `This notice says you cannot dispute the debt ("${found.statement.denied?.text ?? ''}"). The law gives you the right to dispute the debt or any part of it; not disputing within the period only lets the debt collector assume the debt is valid, and you may still dispute it later. A notice that says the debt cannot be disputed misstates your right and may lead you not to use it (${cite}; 15 U.S.C. 1692g(c), 1692e(10)).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'dispute_sent_elsewhere')
    return misstatedFlag(
      `This notice tells you to take your dispute to the creditor ("${found.statement.sentElsewhere?.text ?? ''}"). The law's dispute is one you send to the debt collector: only a dispute the collector receives stops collection until it sends you verification, so a notice that sends it elsewhere misstates how to protect your rights (${cite}; 15 U.S.C. 1692e(10)).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'validity_adjudged')
    return misstatedFlag(
      `This notice says that the debt "${found.statement.adjudged?.text ?? ''}" if you do not dispute it. The law's statement is only that the debt collector will assume the debt is valid; a notice that says the debt will be assessed, determined or declared valid makes it sound as though a decision against you will be made, which misstates your rights and may lead you not to dispute (${cite}; 15 U.S.C. 1692e(10); Smith v. Hecker, E.D. Pa. 2005).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'silence_as_admission')
    return misstatedFlag(
      `This notice says that if you do not dispute the debt, your silence counts against you in law ("${found.statement.consequence?.text ?? ''}"). The law's only consequence of not disputing is that the debt collector may assume the debt is valid; your failure to dispute cannot be treated by any court as an admission that you owe it, and you give up no rights or defences by it (${cite}; 15 U.S.C. 1692g(c), 1692e(10)).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'request_conditioned')
    return misstatedFlag(
      `This notice promises verification or the original creditor's name only if you do something the law does not ask ("${found.statement.condition?.text ?? ''}"). A written request within the period is all the law requires; a reason, a notarised or signed form, a fee, a call or a copy of your identification is not, and a notice that asks for one may keep you from using your rights (${cite}).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'whole_debt_only')
    return misstatedFlag(
      `This notice says you may dispute only the whole debt ("${found.statement.wholeOnly?.text ?? ''}"). The law lets you dispute the debt or any part of it, so a notice that limits the dispute to the entire balance misstates your right and may lead you not to dispute the part you do not owe (${cite}).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'period_shorter')
    return misstatedFlag(
      `This notice gives you less time for this right than the law does ("${found.statement.shortPeriod?.text ?? ''}"). Each of your validation rights runs thirty days from when you receive the notice; a shorter period for one of them tells you of less time than you have (${cite}).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  if (found.kind === 'assumed_unless_requested')
    return misstatedFlag(
      `This notice says the debt will be assumed valid unless you make a request ("${quote(found.statement.sentence, 120)}"), and never tells you that you can dispute the debt. The law's statement is that the debt is assumed valid only if you do not dispute it within the period, in any way you choose, and that a written dispute gets you verification; a notice that speaks only of requests leaves out your right to dispute (${cite}; Baker v. G.C. Services, 9th Cir. 1982).`,
      [found.evidence],
      'medium',
      assumptions,
    );
  return misstatedFlag(
    `This notice tells you that asking for the original creditor's name and address without writing (by speaking to the collector) gets you that information. Only a written request obliges the collector to give it and to stop collecting until it does; a call does not, so the statement may lead you to lose that protection (${cite}).`,
    [found.evidence],
    'medium',
    assumptions,
  );
};
