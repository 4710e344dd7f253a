import { addDays } from '@debtshield/clocks';
import type { IsoDate, RuleContext, RuleResult, Span } from '../../types';
import { QUESTIONS } from '../_shared/questions';
import { insidePeriod, type Inside, type Period, type Timing } from './period';
import { insideFromReceipt } from '../../reading/validation-period-pressure';
import { quote } from './text';

/**
 * The facts outside a letter's words that place its deadline in the validation period (decision 091): the day
 * this letter came (`receivedDate`, when it gives neither its own date nor an end date) and the day the
 * collector's first letter came (`firstNoticeReceivedDate`, for a later letter).
 */

/** Where a deadline falls; a date the letter's own dates cannot place is placed from the day the person received it. */
export const placeDeadline = (t: Timing, period: Period, received: IsoDate | undefined): Inside => {
  const inside = insidePeriod(t, period);
  return inside === 'unknown' && !period.letterDate && !period.endDate && received ? insideFromReceipt(t, received) : inside;
};

/** A deadline dated in a letter that gives neither its own date nor an end date: when the letter came decides. */
export const askWhenReceived = (evidence: Span, assumptions: string[]): RuleResult => ({
  status: 'needs_input',
  questions: [QUESTIONS.receivedDate],
  message: `This letter sets a deadline ("${quote(evidence, 120)}") but gives neither its own date nor the end of the validation period. If that deadline comes less than 30 days after you received the letter, it may overshadow your right to dispute the debt or to ask for the original creditor (15 U.S.C. 1692g(b)).`,
  evidence: [evidence],
  assumptions,
});

/**
 * A later letter during the first notice's validation period. 15 U.S.C. 1692g(b) governs "collection
 * activities and communications during the 30-day period", not only the first letter: a second letter that demands
 * payment or threatens a step by a deadline before the first notice's period ends overshadows it the same way (12 CFR
 * 1006.38(b)(1)). Whether the period still runs is a fact outside this letter's words: when the person received the
 * first letter. Asked, then judged: the period ends thirty days after that receipt; this letter's date (or the day it
 * came) and its deadline must both fall before then.
 */
export type PressingSentence = { sentence: Span; timing: Timing };

const deadlineOf = (t: Timing, letterDate: IsoDate): IsoDate => (t.kind === 'date' ? t.iso : t.kind === 'days' ? addDays(letterDate, t.days) : letterDate);

export const laterLetterInFirstPeriod = (ctx: RuleContext, pressing: readonly PressingSentence[], assumptions: string[]): RuleResult | undefined => {
  const first = pressing[0];
  if (!first || ctx.gates.isValidationNotice !== false) return undefined;
  const firstReceived = ctx.answers.firstNoticeReceivedDate;
  if (firstReceived === undefined)
    return {
      status: 'needs_input',
      questions: [QUESTIONS.firstNoticeReceivedDate],
      message: `This is not the collector's first letter about the debt, and it sets a deadline ("${quote(first.sentence, 120)}"). If it came during the 30 days after you received the collector's first letter, that deadline may overshadow your right to dispute the debt or to ask for the original creditor, which runs from the first letter (15 U.S.C. 1692g(b)).`,
      evidence: [first.sentence],
      assumptions,
    };
  const letterDate = ctx.gates.letterDate ?? ctx.answers.receivedDate;
  if (letterDate === undefined)
    return {
      status: 'needs_input',
      questions: [QUESTIONS.receivedDate],
      message: `This letter sets a deadline ("${quote(first.sentence, 120)}") and gives no date. If it came during the 30 days after you received the collector's first letter, that deadline may overshadow your right to dispute the debt or to ask for the original creditor (15 U.S.C. 1692g(b)).`,
      evidence: [first.sentence],
      assumptions,
    };
  const end = addDays(firstReceived, 30);
  const inside = letterDate < end ? pressing.filter((p) => deadlineOf(p.timing, letterDate) < end) : [];
  const hit = inside[0];
  if (!hit) return { status: 'pass', assumptions };
  return {
    status: 'flag',
    message: `This letter may violate 15 U.S.C. 1692g(b): it came while the validation period of the collector's first letter was still running (you received that letter on ${firstReceived}, so the period ran to ${end}), and it sets a deadline ("${quote(hit.sentence)}") that comes before then. Letters during the validation period must not overshadow your right to dispute the debt or to ask for the original creditor.`,
    evidence: inside.map((p) => p.sentence),
    confidence: 'medium',
    assumptions: [
      ...assumptions,
      `This letter is not the collector's first; the validation period is counted from the day you said you received the first one (${firstReceived}).`,
    ],
  };
};
