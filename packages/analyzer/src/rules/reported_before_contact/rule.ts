import { addBusinessDays, daysBetween } from '@debtshield/clocks';
import { announcedFirstLetter } from '../_shared/first-letter';
import { priorCallIn } from '../../reading/first-contact';
import type { IsoDate, Rule, RuleContext, RuleMeta, Span } from '../../types';
import { checkGates, flag, needsInput, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { QUESTIONS } from '../_shared/questions';
import { readLetter } from '../../reading/read-letter';
import { deadlinesIn, followsFromDemand, stepDaysIn } from '../../reading/validation-period-pressure';
import { fold, quote, segments } from '../_disclosures-and-amounts/text';
import { spanOf } from '../../text/find';
import type { Timing } from '../_disclosures-and-amounts/period';

const meta: RuleMeta = {
  id: 'reported_before_contact',
  title: 'Debt reported to credit bureaus before the collector contacted you',
  citation: '12 CFR 1006.30(a)(1); comment 30(a)(1)-2; 15 U.S.C. 1692e(5), (10)',
  kind: 'context',
  section: '1.4',
  description:
    'A debt collector may not report a debt to a credit bureau before it has either spoken with you about the debt, or sent you a message about it and waited a reasonable time (14 days) to learn whether it was undeliverable. A first letter that says the debt is already on your credit report suggests this "debt parking"; one that says it will be reported less than 14 days after the letter threatens a report the collector may not yet make.',
  severity: 5,
  value: 500,
};

const BUREAU = String.raw`(?:credit\s+(?:report|reports|file|history|bureaus?|reporting\s+agenc(?:y|ies)|record)|consumer\s+reporting|bureaus?|equifax|experian|trans\s?union)`;
/** The collector says the debt is already reported or on the credit report. */
const ALREADY_REPORTED = new RegExp(
  String.raw`\b(?:(?:has|have)\s+(?:already\s+)?been\s+(?:reported|furnished|listed)|(?:we|our\s+(?:company|office|agency|firm))\s+(?:have|has)\s+(?:already\s+)?(?:reported|furnished|listed)|(?:is|are)\s+(?:now\s+|currently\s+|already\s+)?(?:being\s+)?(?:reported|listed|showing|appearing|reflected)|(?:we\s+are|we're)\s+(?:now\s+|currently\s+)?reporting)\b[^.]{0,100}?\b${BUREAU}\b` +
    String.raw`|\b(?:your\s+credit\s+(?:report|file|history)|credit\s+bureaus?|equifax|experian|trans\s?union)\b[^.]{0,60}?\b(?:now|currently|already)\s+(?:shows?|reflects?|lists?|includes?|contains?)\b` +
    String.raw`|\b(?:this|the|your)\s+(?:account|debt|collection(?:\s+account)?|balance)\s+(?:is|appears|has\s+been\s+placed)\s+(?:now\s+|already\s+|currently\s+)?(?:on|in)\s+your\s+credit\s+(?:report|file|history|record)\b` +
    // Decision 387: reporting said begun ("reporting of this account to the credit bureaus has begun"), and in Spanish the
    // account said already on the credit record ("esta cuenta ya está en su historial de crédito").
    String.raw`|\b(?:reporting|furnishing)\b[^.]{0,80}?\b${BUREAU}\b[^.]{0,40}?\b(?:has|have)\s+(?:already\s+|now\s+)?(?:begun|started|commenced)\b` +
    String.raw`|(?<![\w\u00c0-\u017f])(?:ya|actualmente)\s+(?:est[aá]|aparece|figura)\s+(?:registrad[ao]\s+|reportad[ao]\s+)?en\s+su\s+(?:historial|informe|reporte|expediente)\s+(?:de\s+)?cr[eé]dit`,
  'i',
);
/** Someone else reported it, or a check-writing bureau (1006.30(a)(2)). */
const NOT_THE_COLLECTOR =
  /\b(?:original|previous|prior|former)\s+(?:creditor|owner|lender)\b|\btelecheck|chexsystems|certegy|early\s+warning|check\s+(?:verification|writing\s+history)\b/i;
const CONDITIONAL = /^\s*(?:if|unless|once|when|after)\b/i;

/**
 * The debt on the report at the time of the letter ("this collection now appears on your credit report"). Not the "now" of a
 * request to pay or call ("paying now avoids a negative credit listing", "please call now": decision 387).
 */
const NOW = /\b(?:now|currently|already|ya|actualmente)\b/i;
const NOW_OF_A_REQUEST = /\b(?:pay(?:ing)?|act(?:ing)?|call(?:ing)?|respond(?:ing)?|contact(?:ing)?\s+us|right)\s+now\b|\bpague\s+ya\b/gi;
const saysNow = (sentence: string): boolean => NOW.test(sentence.replace(NOW_OF_A_REQUEST, ''));
/** The Spanish perfect, which the reading takes for a bare mention ("hemos reportado", "ha sido reportada"). */
const SPANISH_PERFECT = /\b(?:hemos|ha|han)\s+(?:sido\s+)?(?:reportad|informad|notificad|enviad)/i;

/** Another party said to have reported it: a creditor or lender as the subject, a name as the subject or the agent. */
const CREDITOR_BEFORE = /\b(?:creditor|lender|bank|acreedor|banco|prestamista)\b/i;
const WE_BEFORE = /\b(?:we|us|our|this\s+(?:office|agency|firm)|nosotros|nuestra)\b/i;
const NAME_SUBJECT = /^[ \t]*(?!(?:We|This|That|Your|It|The|Su|Esta|Este|Nosotros|Hemos)\b)(?:[A-Z][\w&.'-]*[ \t]+){1,5}(?:(?:has|have|had|ha|han)[ \t]+)?$/;
const BY_ANOTHER =
  /\b(?:by|por)\s+(?!us\b|our\b|this\b|nosotros\b|nuestra\b)(?:(?:the|your|su|el)\s+)?(?:(?:original|former|previous)\s+)?(?:creditor|lender|bank|acreedor|banco)\b|\b(?:by|por)\s+(?!Us\b|Our\b|This\b)(?:the\s+)?[A-Z][\w&'-]*/;
const byAnother = (sentence: string, start: number, end: number): boolean => {
  const before = sentence.slice(0, start);
  return (CREDITOR_BEFORE.test(before) && !WE_BEFORE.test(before)) || NAME_SUBJECT.test(before) || BY_ANOTHER.test(sentence.slice(end));
};

/**
 * What the reading layer reads as the debt already reported, by kind rather than by phrase: a report in the past in
 * any verb and voice ("we reported this account to the credit bureaus", "your account was furnished to Equifax",
 * "we have notified the bureaus", "su cuenta ha sido reportada"), or on the report now ("now appears on your credit
 * report", "ya aparece en su historial de crédito"); not by the creditor, not a denial, not a condition.
 */
const readAlreadyReported = (text: string): Span[] =>
  readLetter(text)
    .threats.filter((t) => {
      if (t.action !== 'report' || t.actor === 'creditor') return false;
      const sentence = t.sentence.text;
      const already = t.certainty === 'past' || (t.certainty === 'mention' && (saysNow(sentence) || SPANISH_PERFECT.test(sentence)));
      const at = t.actionSpan.start - t.sentence.start;
      return (
        already &&
        !NOT_THE_COLLECTOR.test(sentence) &&
        !CONDITIONAL.test(sentence) &&
        !negatedBefore(sentence, at) &&
        !byAnother(sentence, at, t.actionSpan.end - t.sentence.start)
      );
    })
    .map((t) => t.sentence);

/** Fourteen consecutive days after the letter is mailed: the reasonable wait of comment 30(a)(1)-2. */
const WAIT_DAYS = 14;
/** A report said to come at once, in words the reading of deadlines leaves to this rule ("today", "hoy", "right away"). */
const AT_ONCE =
  /\b(?:today|right\s+(?:away|now)|at\s+once|immediately|forthwith|this\s+(?:very\s+)?day)\b|(?<![\w\u00c0-\u017f])(?:hoy|de\s+inmediato|inmediatamente|en\s+este\s+momento)(?![\w\u00c0-\u017f])/;
/** A count said to run from the letter's arrival ("10 days after you receive this letter", "de recibir esta carta"). */
const FROM_RECEIPT =
  /^[\s,]{0,3}(?:(?:after|from|of|following)\s+(?:(?:the\s+|your\s+)?(?:date\s+of\s+)?(?:receipt|receiving)\b|(?:the\s+(?:day|date)\s+)?you\s+(?:receive|get)\b)|(?:despu[eé]s\s+de|a\s+partir\s+de|desde|de)\s+(?:(?:la|su)\s+(?:fecha\s+de\s+)?recepci[oó]n|(?:que\s+)?(?:usted\s+)?(?:reciba|recibir|haber\s+recibido)))/;
/** A modal inside the step's own words ("will be reported", "is going to appear"): as sure as the modal. */
const MODAL_IN_STEP = /\b(?:will|shall|is\s+going\s+to|are\s+going\s+to)\b/i;

/**
 * The first day a report may come by what the letter says of its time, counted in days from the letter's date: a date, a count of
 * days (from the letter's arrival, the fifth business day after its date, 1006.34(b)(5)), or at once. Undefined: no day can be
 * counted (a date in an undated letter).
 */
const dayOf = (timing: Timing, folded: string, letterDate: IsoDate | undefined): number | undefined => {
  if (timing.kind === 'immediate') return 0;
  if (timing.kind === 'days') {
    if (!FROM_RECEIPT.test(folded.slice(timing.span.end, timing.span.end + 50))) return timing.days;
    return timing.days + (letterDate ? daysBetween(letterDate, addBusinessDays(letterDate, 5)) : 7);
  }
  return letterDate ? daysBetween(letterDate, timing.iso) : undefined;
};

/**
 * A report the letter says the collector will make on a day before it may furnish the debt (decision 504): "this account will be
 * reported to Equifax, Experian and TransUnion on March 8" in a letter of March 4, "unless we receive payment within 5 days, we will
 * report this balance", "will be reported to the credit bureaus immediately", "upon receipt of this letter", "su cuenta será
 * reportada el 9 de junio", "reportaremos esta deuda dentro de 7 días", "hoy mismo informaremos esta cuenta". A collector may not
 * furnish before it has spoken with the consumer, or mailed or sent a message and waited fourteen days for it to come back
 * (12 CFR 1006.30(a)(1); comment 30(a)(1)-2). Read: a report said as sure, by the collector or no one named, with its time in the
 * sentence, or in the demand of the sentence before when the report is that demand's consequence ("Pay by June 9. If we do not
 * receive it, we will notify the credit bureaus"); of several times the latest decides (a payment deadline before the report's
 * own date does not move the report). Not read: a report that only may come (1692c(c)(2)'s lawful "may report"), one denied or
 * past (the past is read above), the creditor's own, one with no time, or one timed on or after the fourteenth day.
 */
const readEarlyReports = (ctx: RuleContext): Span[] => {
  const text = ctx.text;
  const folded = fold(text);
  const letterDate = ctx.gates.letterDate ?? undefined;
  const segs = segments(text);
  const out: Span[] = [];
  for (const t of readLetter(text).threats) {
    if (t.action !== 'report' || t.actor === 'creditor') continue;
    if (!(t.certainty === 'definite' || (t.certainty === 'mention' && MODAL_IN_STEP.test(t.actionSpan.text)))) continue;
    const sentence = t.sentence.text;
    const at = t.actionSpan.start - t.sentence.start;
    if (NOT_THE_COLLECTOR.test(sentence) || negatedBefore(sentence, at) || byAnother(sentence, at, t.actionSpan.end - t.sentence.start)) continue;
    const seg = t.sentence;
    const timings: Timing[] = [...deadlinesIn(text, folded, seg, letterDate), ...stepDaysIn(text, folded, seg, letterDate)];
    const own = folded.slice(seg.start, seg.end);
    const atOnce = AT_ONCE.exec(own);
    if (atOnce) timings.push({ kind: 'immediate', span: spanOf(text, seg.start + atOnce.index, seg.start + atOnce.index + atOnce[0].length) });
    const i = segs.indexOf(seg);
    const prev = i > 0 ? segs[i - 1] : undefined;
    if (timings.length === 0 && prev && followsFromDemand(own)) timings.push(...deadlinesIn(text, folded, prev, letterDate));
    if (timings.length === 0) continue;
    const days = timings.map((timing) => dayOf(timing, folded, letterDate));
    if (days.some((d) => d === undefined)) continue;
    const latest = Math.max(...(days as number[]));
    if (latest >= 0 && latest < WAIT_DAYS) out.push(seg);
  }
  return out;
};

const keep = (f: Found): boolean => !negatedBefore(f.sentence, f.at) && !NOT_THE_COLLECTOR.test(f.sentence) && !CONDITIONAL.test(f.sentence);

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx, { regF: true });
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const said = findWithSentence(v, ALREADY_REPORTED).filter(keep);
    const read = readAlreadyReported(ctx.text);
    const already = said.length > 0 || read.length > 0;
    const early = readEarlyReports(ctx);
    if (!already && early.length === 0) return pass(assumptions);
    const evidence = uniqueSpans([...said.map((f) => foundSpan(v, f)), ...read, ...early]).slice(0, 3);

    if (ctx.answers.priorPhoneContactDate)
      return pass([
        ...assumptions,
        'You told us the collector spoke with you by phone first; a collector may report after speaking with you (12 CFR 1006.30(a)(1)(i)).',
      ]);
    // Decision 534: the letter's own words of a call before it (12 CFR 1006.30(a)(1)(i): a collector may report after speaking with you).
    const call = ctx.answers.isFirstContact === undefined ? priorCallIn(ctx.text) : undefined;
    if (call)
      return pass([
        ...assumptions,
        `The letter says the collector spoke with you before it ("${quote(call)}"); a collector may report after speaking with you (12 CFR 1006.30(a)(1)(i)). If it never did, tell us this was its first contact.`,
      ]);
    const message = already
      ? "This letter says the debt is already on your credit report, and it is the collector's first contact with you. A collector may not report a debt before it has spoken with you or sent you a message and waited a reasonable time (14 days) for it to come back undeliverable (12 CFR 1006.30(a)(1)). Check your credit report for the date the collection was reported."
      : EARLY_REPORT_MESSAGE;
    if (ctx.answers.isFirstContact === true) return flag(message, evidence, 'high', assumptions);
    if (ctx.answers.isFirstContact === false)
      return pass([
        ...assumptions,
        'You told us the collector wrote to you before; reporting at least 14 days after its first message is allowed. Compare the date on your credit report with the date of its first letter.',
      ]);
    // The letter's own words of the placement say it is the collector's first letter (the one first-letter gate, decision 132).
    const announced = announcedFirstLetter(ctx);
    if (announced) return flag(message, evidence, 'medium', [...assumptions, announced]);
    if (ctx.gates.isValidationNotice === true)
      return flag(message, evidence, 'medium', [
        ...assumptions,
        already
          ? "Assumed this letter is the collector's first contact (it is the validation notice) and that the collector did not speak with you by phone before reporting."
          : "Assumed this letter is the collector's first contact (it is the validation notice) and that the collector did not speak with you by phone before it.",
      ]);
    return needsInput(
      already
        ? 'This letter says the debt is already on your credit report. If this is the first time the collector contacted you, it reported too early (12 CFR 1006.30(a)(1)).'
        : 'This letter says the debt will be reported to the credit bureaus less than 14 days after the letter. If this is the first time the collector contacted you, that is too early (12 CFR 1006.30(a)(1)).',
      [QUESTIONS.isFirstContact],
      evidence,
      assumptions,
    );
  },
};

/** Decision 504's message (after the rule, so the catalogue keys of the messages above stay as they were). */
const EARLY_REPORT_MESSAGE =
  "This letter says the debt will be reported to the credit bureaus less than 14 days after the letter's date, and it is the collector's first contact with you. A collector may not report a debt before it has spoken with you or sent you a message and waited a reasonable time (14 days) for it to come back undeliverable (12 CFR 1006.30(a)(1); comment 30(a)(1)-2), so the letter threatens a report the collector may not lawfully make then (15 U.S.C. 1692e(5), (10)). Check your credit report for the date the collection appears.";
