import { addDays } from '@debtshield/clocks';
import type { IsoDate, Question, RuleContext, RuleResult, Span } from '../../types';
import { QUESTIONS } from '../_shared/questions';
import { insidePeriod, type Inside, type Period, type Timing } from './period';
import { insideFromReceipt } from '../../reading/validation-period-pressure';
import { fold, quote } from './text';
import { type DateHit, findDates } from './dates';
import { testText } from '../../text/prefilter';
import { formatDate } from '../_validation-notice/dates';
import { earlierContactIn } from '../../reading/first-contact';

/** The period named (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const PERIOD_NAMED = /\b(?:initial|first|original|validation|rights?|primera|inicial|derechos)\b|validaci/;

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
/**
 * `untimed`: a step said to follow non-payment with no date, or a stage before suit named (decision 178): pressing because the letter
 * came inside the period. `said: 'chance_over'`: the sentence says the chance to resolve the debt is over (decision 234), worded so.
 */
export type PressingSentence = { sentence: Span; timing: Timing; untimed?: boolean; said?: 'chance_over' };

const deadlineOf = (t: Timing, letterDate: IsoDate): IsoDate => (t.kind === 'date' ? t.iso : t.kind === 'days' ? addDays(letterDate, t.days) : letterDate);

/**
 * The words before a date that name it as the date of the sender's first letter or of its validation notice (decision 178): "our
 * initial letter dated", "our first notice of", "the validation notice we sent you on", "nuestra primera carta del", "el aviso de
 * validación enviado el"; or after a date, "On May 28, 2025, we sent you our first letter / a notice of your rights". Only the first
 * letter or the notice itself: a letter named without that ("our letter of May 28") may be a later one, whose date bounds nothing.
 */
const FIRST_LETTER_DATED_BEFORE =
  /\b(?:(?:our|my|this\s+office's|the)\s+(?:initial|first|original)\s+(?:letter|notice|correspondence|communication)(?:\s+to\s+you)?|(?:the|our)\s+validation\s+notice(?:\s+(?:that\s+)?we\s+(?:sent|mailed)(?:\s+to)?\s+you)?|(?:our|the)\s+notice\s+of\s+your\s+(?:rights|right\s+to\s+dispute)(?:\s+(?:that\s+)?we\s+(?:sent|mailed)(?:\s+to)?\s+you)?)\s+(?:dated|of|sent\s+(?:to\s+you\s+)?on|mailed\s+(?:to\s+you\s+)?on|on)\s+(?:[a-z]+,\s+)?$|\b(?:nuestra\s+(?:primera\s+carta|carta\s+inicial|notificaci[oó]n\s+inicial|primera\s+notificaci[oó]n)|(?:el|nuestro)\s+aviso\s+de\s+(?:validaci[oó]n|sus\s+derechos))\s+(?:del?|con\s+fecha(?:\s+del?)?|fechad[ao]\s+el|enviad[ao]\s+el)\s+$/;
const FIRST_LETTER_DATED_AFTER =
  /^,?\s+(?:we|this\s+office|our\s+office)\s+(?:sent|mailed)\s+(?:to\s+)?you\s+(?:our\s+(?:initial|first)\s+(?:letter|notice)|(?:a|the)\s+(?:validation\s+)?notice\s+of\s+your\s+(?:rights|right\s+to\s+dispute)|(?:a|the|our)\s+validation\s+notice)\b|^,?\s+le\s+(?:enviamos|hemos\s+enviado)\s+(?:nuestra\s+primera\s+carta|(?:un|el)\s+aviso\s+de\s+(?:validaci[oó]n|sus\s+derechos))/;

/**
 * A letter that calls itself the second notice or letter (decision 474): the letter before it, dated in its words ("We wrote to you on
 * February 3, 2025", "our previous letter dated", "le escribimos el 3 de febrero"), is the first.
 */
const CALLS_ITSELF_SECOND = /\bsecond\s+(?:notice|letter|request|reminder|attempt)\b|\bsegund[ao]\s+(?:aviso|carta|notificaci[oó]n)\b/;
const EARLIER_LETTER_DATED_BEFORE =
  /\b(?:(?:we|this\s+office|our\s+office|i)\s+(?:wrote|sent|mailed)\s+(?:to\s+)?(?:you\s+)?(?:(?:a|our|the)\s+(?:letter|notice)\s+)?(?:about\s+this\s+(?:account|debt|balance)\s+)?on|(?:our|my)\s+(?:previous|prior|last|earlier)\s+(?:letter|notice)\s+(?:dated|of|sent\s+on|mailed\s+on))\s+(?:[a-z]+,\s+)?$|(?:\ble\s+(?:escribimos|enviamos(?:\s+una\s+carta)?)|\bnuestra\s+carta\s+anterior)\s+(?:del?|el|con\s+fecha(?:\s+del?)?)\s+$/;

/** The date the letter's own words give for the sender's first letter (the one with the notice), if any, and before this letter's date. */
export const firstLetterDateIn = (ctx: RuleContext, letterDate: IsoDate): DateHit | undefined => {
  const folded = fold(ctx.text);
  const second = testText(CALLS_ITSELF_SECOND, folded);
  if (!second && !testText(PERIOD_NAMED, folded)) return undefined;
  return findDates(ctx.text, folded)
    .filter((d) => {
      if (d.iso >= letterDate) return false;
      const before = folded.slice(Math.max(0, d.span.start - 80), d.span.start);
      const after = folded.slice(d.span.end, d.span.end + 90);
      return (
        FIRST_LETTER_DATED_BEFORE.test(before) ||
        (/\b(?:on|el)\s+$/.test(before) && FIRST_LETTER_DATED_AFTER.test(after)) ||
        (second && EARLIER_LETTER_DATED_BEFORE.test(before))
      );
    })
    .sort((a, b) => (a.iso < b.iso ? -1 : 1))[0];
};

/** What a finding bounded by the first letter's stated date assumes (decision 178). */
const firstPeriodBoundAssumption = (firstDated: IsoDate, bound: IsoDate): string =>
  `This letter is not the collector's first; the first one is dated ${formatDate(firstDated)} (this letter says so), and you could not have received it before then, so its validation period ran at least to ${formatDate(bound)}.`;

export const laterLetterInFirstPeriod = (ctx: RuleContext, pressing: readonly PressingSentence[], assumptions: string[]): RuleResult | undefined => {
  const first = pressing[0];
  if (!first || ctx.gates.isValidationNotice !== false) return undefined;
  const firstReceived = ctx.answers.firstNoticeReceivedDate;
  const dated = ctx.gates.letterDate ?? ctx.answers.receivedDate;
  // The first letter's own date, said in this letter's words, bounds its period from below (decision 178): it was received on or
  // after that date, so its thirty days run at least to that date plus thirty. A letter and a deadline before then are surely inside.
  const firstDated = firstReceived === undefined && dated !== undefined ? firstLetterDateIn(ctx, dated) : undefined;
  if (firstDated && dated) {
    const bound = addDays(firstDated.iso, 30);
    const surely = dated < bound ? pressing.filter((p) => deadlineOf(p.timing, dated) < bound) : [];
    const hit = surely[0];
    if (hit)
      return {
        status: 'flag',
        message:
          hit.said === 'chance_over'
            ? chanceOverDatedMessage(formatDate(dated), formatDate(firstDated.iso), quote(hit.sentence))
            : hit.untimed
              ? `This letter may violate 15 U.S.C. 1692g(b): it is dated ${formatDate(dated)}, less than 30 days after the collector's first letter (dated ${formatDate(firstDated.iso)}, as this letter says), so the validation period that letter began was still running, and it says a step will follow if the debt is not paid ("${quote(hit.sentence)}"), without saying that you can still dispute the debt or ask for the original creditor until then. Letters during the validation period must not overshadow those rights.`
              : `This letter may violate 15 U.S.C. 1692g(b): it is dated ${formatDate(dated)}, less than 30 days after the collector's first letter (dated ${formatDate(firstDated.iso)}, as this letter says), so the validation period that letter began was still running, and it sets a deadline ("${quote(hit.sentence)}") before that period could end. Letters during the validation period must not overshadow your right to dispute the debt or to ask for the original creditor.`,
        evidence: [...surely.map((p) => p.sentence), firstDated.span],
        confidence: surely.every((p) => p.untimed) ? 'low' : 'medium',
        assumptions: [...assumptions, firstPeriodBoundAssumption(firstDated.iso, bound)],
      };
  }
  if (firstReceived === undefined)
    return {
      status: 'needs_input',
      questions: [QUESTIONS.firstNoticeReceivedDate],
      message:
        first.said === 'chance_over'
          ? chanceOverAskMessage(quote(first.sentence, 120))
          : first.untimed
            ? `This is not the collector's first letter about the debt, and it says a step will follow if the debt is not paid ("${quote(first.sentence, 120)}"). If it came during the 30 days after you received the collector's first letter, that warning may overshadow your right to dispute the debt or to ask for the original creditor, which runs from the first letter (15 U.S.C. 1692g(b)).`
            : `This is not the collector's first letter about the debt, and it sets a deadline ("${quote(first.sentence, 120)}"). If it came during the 30 days after you received the collector's first letter, that deadline may overshadow your right to dispute the debt or to ask for the original creditor, which runs from the first letter (15 U.S.C. 1692g(b)).`,
      evidence: [first.sentence],
      assumptions,
    };
  const letterDate = dated;
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
    message:
      hit.said === 'chance_over'
        ? chanceOverMessage(formatDate(firstReceived), formatDate(end), quote(hit.sentence))
        : hit.untimed
          ? `This letter may violate 15 U.S.C. 1692g(b): it came while the validation period of the collector's first letter was still running (you received that letter on ${formatDate(firstReceived)}, so the period ran to ${formatDate(end)}), and it says a step will follow if the debt is not paid ("${quote(hit.sentence)}"), without saying that you can still dispute the debt or ask for the original creditor until then. Letters during the validation period must not overshadow those rights.`
          : `This letter may violate 15 U.S.C. 1692g(b): it came while the validation period of the collector's first letter was still running (you received that letter on ${formatDate(firstReceived)}, so the period ran to ${formatDate(end)}), and it sets a deadline ("${quote(hit.sentence)}") that comes before then. Letters during the validation period must not overshadow your right to dispute the debt or to ask for the original creditor.`,
    evidence: inside.map((p) => p.sentence),
    confidence: inside.every((p) => p.untimed) ? 'low' : 'medium',
    assumptions: [
      ...assumptions,
      `This letter is not the collector's first; the validation period is counted from the day you said you received the first one (${formatDate(firstReceived)}).`,
    ],
  };
};

/**
 * A later letter (the person's answer, or its own words of an earlier letter) in which nothing was read that sets a deadline or
 * threatens a step (decision 169): 15 U.S.C. 1692g(b) governs communications during the first notice's period, so the rule has
 * judged it against that period and found nothing pressing. A pass that says so, not "the letter does not contain the notice".
 */
export const laterLetterNothingPressing = (ctx: RuleContext, assumptions: readonly string[], what: 'a deadline' | 'a threat'): RuleResult | undefined =>
  ctx.gates.isValidationNotice === false
    ? {
        status: 'pass',
        assumptions: [
          ...assumptions,
          what === 'a deadline'
            ? "This is not the collector's first letter about the debt, so it was judged against the validation period of the first one: nothing in its words was read as a payment deadline that could fall inside that period."
            : "This is not the collector's first letter about the debt, so it was judged against the validation period of the first one: nothing in its words was read as a threat of action that could fall inside that period.",
        ],
      }
    : undefined;

/**
 * A later letter dated on or after the end of the first notice's validation period (decision 178): the person said it is not the
 * first letter and when the first came, and this letter's date (or the day it came) is thirty days or more after that. The period it
 * could overshadow had run; a follow-up sent then is not judged against it.
 */
export const firstPeriodRanOut = (ctx: RuleContext, assumptions: readonly string[]): RuleResult | undefined => {
  const firstReceived = ctx.answers.firstNoticeReceivedDate;
  const letterDate = ctx.gates.letterDate ?? ctx.answers.receivedDate;
  if (ctx.gates.isValidationNotice !== false || letterDate === undefined) return undefined;
  if (firstReceived === undefined) return periodRanOutAfterEarlierLetter(ctx, letterDate, assumptions);
  const end = addDays(firstReceived, 30);
  if (letterDate < end) return undefined;
  return {
    status: 'pass',
    assumptions: [
      ...assumptions,
      `This is not the collector's first letter, and it is dated after the validation period of the first one had ended (you received that letter on ${formatDate(firstReceived)}, so the period ran to ${formatDate(end)}): what it says about disputing was not judged against that period.`,
    ],
  };
};

/** "Our letter of May 20, 2019": an earlier letter of the sender named by its date, with no word that it was the first. */
const OUR_LETTER_OF = /\b(?:our|my)\s+(?:letter|notice)\s+(?:dated|of)\s+(?:[a-z]+,\s+)?$/;
/**
 * Days after an earlier letter of the sender by which the first notice's period had surely run: the notice comes with the first
 * communication or within five days of it (1692g(a); 12 CFR 1006.34(a)(1)), up to ten more days in the mail, then thirty days.
 */
const LATEST_END_AFTER_EARLIER_LETTER = 45;

/**
 * A later letter dated long after an earlier letter its own words name by date (session 55): "We wrote to you on May 20, 2019",
 * "our previous letter dated …", "le escribimos el …". The first communication came on or before that letter, so the period it
 * opened had run {@link LATEST_END_AFTER_EARLIER_LETTER} days after it at the latest; a letter dated after then is not judged
 * against it. Any earlier letter bounds the first one's period from above (the first is no later), so no word that it was the
 * first is needed here, unlike the lower bound of `firstLetterDateIn`.
 */
const periodRanOutAfterEarlierLetter = (ctx: RuleContext, letterDate: IsoDate, assumptions: readonly string[]): RuleResult | undefined => {
  const folded = fold(ctx.text);
  const earlier = findDates(ctx.text, folded)
    .filter((d) => {
      if (d.iso >= letterDate) return false;
      const before = folded.slice(Math.max(0, d.span.start - 80), d.span.start);
      return FIRST_LETTER_DATED_BEFORE.test(before) || EARLIER_LETTER_DATED_BEFORE.test(before) || OUR_LETTER_OF.test(before);
    })
    .sort((a, b) => (a.iso < b.iso ? -1 : 1))[0];
  if (!earlier) return undefined;
  const bound = addDays(earlier.iso, LATEST_END_AFTER_EARLIER_LETTER);
  if (letterDate < bound) return undefined;
  return {
    status: 'pass',
    assumptions: [
      ...assumptions,
      `This letter says the collector wrote to you on ${formatDate(earlier.iso)}. The validation period that began with the collector's first letter (on or before then) had ended by ${formatDate(bound)} at the latest, and this letter is dated after that, so what it says about disputing was not judged against that period. If this collector's first letter came later, tell us when.`,
    ],
  };
};

/** A notice re-sent because the person asked for it ("as you requested", "at your request"): not a second period imposed. */
const SENT_ON_REQUEST =
  /\b(?:at\s+your\s+request|as\s+(?:you\s+)?requested|you\s+(?:have\s+)?(?:asked|requested)\s+(?:for\s+|us\s+(?:for|to\s+send)\s+)?(?:a\s+|another\s+|this\s+)?(?:copy|translation|notice|letter)|a\s+solicitud\s+suya|como\s+(?:usted\s+)?(?:lo\s+)?solicit[oó])(?![\w\u00c0-\u017f])/i;

/**
 * A second validation notice inside the first one's period (decision 144). The letter carries the notice's statements,
 * with thirty days of its own, but the person said it is not the collector's first letter (or, unanswered, its own words name
 * an earlier letter of its sender: "as stated in our previous letter", decision 071's reader): if it came while the period of
 * the first notice was still running, and the period it states is not the same one, the consumer cannot tell how many days
 * are left to dispute or which debts the period covers (15 U.S.C. 1692g(b); Maloney v. Alliance Collection Agencies, E.D.
 * Wis. 2018, motion to dismiss denied; Ortiz v. Enhanced Recovery Co., N.D. Tex. 2019: a second notice three months later
 * is not confusing). When the first notice came is a fact outside this letter's words: asked. Not judged: a notice the
 * person asked for again ("as you requested"), a first letter (the person's answer, or a first notice received on or after
 * this letter's date, which is this one), or a second notice that restates the first one's end date.
 */
export const secondNoticeInFirstPeriod = (
  ctx: RuleContext,
  period: Period,
  notice: Span | undefined,
  assumptions: readonly string[],
): RuleResult | undefined => {
  // Not the first letter: the person's answer, or (unanswered) the letter's own words naming an earlier letter of its sender.
  const later = ctx.answers.isFirstContact === false || (ctx.answers.isFirstContact === undefined && earlierContactIn(ctx.text) !== undefined);
  if (!later || ctx.gates.isValidationNotice !== true || SENT_ON_REQUEST.test(ctx.text)) return undefined;
  const ask = (question: Question, message: string): RuleResult => ({
    status: 'needs_input',
    questions: [question],
    message,
    evidence: notice ? [notice] : [],
    assumptions: [...assumptions],
  });
  const firstReceived = ctx.answers.firstNoticeReceivedDate;
  const stated = period.endDate?.iso;
  const dated = period.letterDate?.iso ?? ctx.answers.receivedDate;
  // The first letter's date in this notice's words bounds the first period from below (decision 178): a notice dated before that
  // date plus thirty days came inside it, and one with no end date, or an end date well before that bound, states another period.
  const firstDated = firstReceived === undefined && dated !== undefined ? firstLetterDateIn(ctx, dated) : undefined;
  const bound = firstDated ? addDays(firstDated.iso, 30) : undefined;
  if (firstDated && bound && dated && dated < bound && (!stated || stated < addDays(bound, -3)))
    return {
      status: 'flag',
      message: `This letter may violate 15 U.S.C. 1692g(b): it gives you a new notice of your right to dispute the debt, dated ${formatDate(dated)}, less than 30 days after the collector's first letter (dated ${formatDate(firstDated.iso)}, as this letter says), while the validation period of that letter was still running. Two notices with two periods can leave you unsure how many days you have left to dispute the debt or to ask for the original creditor (Maloney v. Alliance Collection Agencies, E.D. Wis. 2018). To be safe, send any dispute in writing within 30 days of when you received the first letter.`,
      evidence: [...(notice ? [notice] : []), firstDated.span],
      confidence: 'low',
      assumptions: [...assumptions, firstPeriodBoundAssumption(firstDated.iso, bound)],
    };
  if (firstReceived === undefined)
    return ask(
      QUESTIONS.firstNoticeReceivedDate,
      "This letter gives you a notice of your right to dispute the debt, with thirty days of its own, but it is not the collector's first letter about the debt (you said so, or it names an earlier letter). If it came during the 30 days after you received the first one, two notices with two periods can leave you unsure how many days you have left to dispute the debt or to ask for the original creditor (15 U.S.C. 1692g(b); Maloney v. Alliance Collection Agencies, E.D. Wis. 2018).",
    );
  const letterDate = dated;
  if (letterDate === undefined)
    return ask(
      QUESTIONS.receivedDate,
      "This letter gives you a notice of your right to dispute the debt and is not the collector's first letter, but it is not dated. If it came during the 30 days after you received the first one, two notices with two periods can leave you unsure how many days you have left to dispute the debt (15 U.S.C. 1692g(b)).",
    );
  const end = addDays(firstReceived, 30);
  // The first notice received on or after this letter's date is this letter; after the first period, a new notice confuses no one (Ortiz).
  if (firstReceived >= letterDate || letterDate >= end) return undefined;
  // The same period restated: an end date within three days of the first one's end.
  if (stated && stated >= addDays(end, -3) && stated <= addDays(end, 3)) return undefined;
  return {
    status: 'flag',
    message: `This letter may violate 15 U.S.C. 1692g(b): it gives you a new notice of your right to dispute the debt${stated ? ` with its own end date (${formatDate(stated)})` : ', with thirty days counted from when you receive it'}, while the validation period of the collector's first letter was still running (you received that letter on ${formatDate(firstReceived)}, so its period ran to ${formatDate(end)}). Two notices with two periods can leave you unsure how many days you have left to dispute the debt or to ask for the original creditor (Maloney v. Alliance Collection Agencies, E.D. Wis. 2018). To be safe, send any dispute in writing before ${formatDate(end)}.`,
    evidence: [...(notice ? [notice] : []), ...(period.endDate ? [period.endDate.span] : [])],
    confidence: 'low',
    assumptions: [
      ...assumptions,
      `This letter is not the collector's first; the first notice's validation period is counted from the day you said you received it (${formatDate(firstReceived)}).`,
    ],
  };
};

/*
 * Decision 234's messages: a later letter that says the chance to resolve the debt is over (after the code above, so the catalogue
 * keys of the messages above stay as they were).
 */
const chanceOverDatedMessage = (dated: string, firstDated: string, sentence: string): string =>
  `This letter may violate 15 U.S.C. 1692g(b): it is dated ${dated}, less than 30 days after the collector's first letter (dated ${firstDated}, as this letter says), so the validation period that letter began was still running, and it tells you that your chance to resolve the debt has already been given or has passed ("${sentence}") while it speaks of a lawsuit. That can make you believe you are out of time, when you can still dispute the debt or ask for the original creditor until the period ends (Read v. Messerli & Kramer, D. Minn. 2012).`;
const chanceOverAskMessage = (sentence: string): string =>
  `This is not the collector's first letter about the debt, and it tells you that your chance to resolve the debt has already been given or has passed ("${sentence}") while it speaks of a lawsuit. If it came during the 30 days after you received the collector's first letter, those words may overshadow your right to dispute the debt or to ask for the original creditor, which runs from the first letter (15 U.S.C. 1692g(b)).`;
const chanceOverMessage = (firstReceived: string, end: string, sentence: string): string =>
  `This letter may violate 15 U.S.C. 1692g(b): it came while the validation period of the collector's first letter was still running (you received that letter on ${firstReceived}, so the period ran to ${end}), and it tells you that your chance to resolve the debt has already been given or has passed ("${sentence}") while it speaks of a lawsuit. That can make you believe you are out of time, when you can still dispute the debt or ask for the original creditor until then (Read v. Messerli & Kramer, D. Minn. 2012).`;
