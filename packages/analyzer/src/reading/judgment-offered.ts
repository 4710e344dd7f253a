/**
 * A judgment offered to the consumer as something else (decision 206). A consent (agreed, stipulated, confessed) judgment, a
 * confession of judgment, a cognovit or a stipulation for entry of judgment, sent for the consumer to sign ("the attached
 * consent judgment", "sign the enclosed Agreed Judgment", "la sentencia por consentimiento adjunta"), in a letter that calls
 * what the consumer is doing a payment plan or arrangement, a voluntary repayment, an acknowledgment of the debt, or a mere
 * formality, and nowhere says that signing lets a court enter a judgment against the consumer. The letter implies that a
 * legal-process form is not one and hides its effect, so the least sophisticated consumer may sign away a defence thinking
 * she has only asked for a plan (15 U.S.C. 1692e, 1692e(10), 1692e(15); Brandon v. Eaton Group Attorneys, E.D. La. 2017:
 * "explore a voluntary repayment plan ... The debt will need to be acknowledged through the attached consent judgment").
 *
 * Not read: a letter that says the judgment's effect ("a judgment will be entered against you", "you consent to the entry of
 * judgment", "a court judgment against you", "you waive your right to defend", "se dictará sentencia en su contra"), a
 * judgment already entered (no paper to sign), a plan with no judgment, a paper named only to deny it ("we are not asking you
 * to sign a consent judgment"), the judgment paper itself uploaded without a letter. English and Spanish.
 */
import { findPhrases, isNegatedAt, sentenceAround } from '../rules/_conduct-and-time-bar/phrases';
import type { Span } from '../types';
import { testText } from '../text/prefilter';

/** The paper: a judgment the consumer is to agree to. */
const JUDGMENT_PAPER: readonly RegExp[] = [
  /\b(?:consent|agreed|stipulated|confessed|consensual)\s+(?:final\s+)?(?:judgment|judgement|decree)\b|\bjudg(?:e)?ment\s+by\s+(?:consent|confession|agreement|stipulation)\b|\bconfession\s+of\s+judg(?:e)?ment\b|\bcognovit\b|\bstipulation\s+(?:for|to|of)\s+(?:the\s+)?(?:entry\s+of\s+)?(?:a\s+)?judg(?:e)?ment\b|\bagreed\s+(?:order|entry)\s+of\s+judg(?:e)?ment\b/i,
  /\b(?:sentencia|fallo|juicio)\s+(?:acordad[oa]|consentid[oa]|convenid[oa]|por\s+(?:consentimiento|acuerdo|conformidad)|de\s+(?:consentimiento|conformidad|mutuo\s+acuerdo))\b|\bconfesi[oó]n\s+de\s+(?:sentencia|juicio|deuda\s+judicial)\b/i,
];

/** The paper is sent to be signed or returned, or is the means the letter names ("through", "by signing", "mediante"). */
const SENT_TO_SIGN =
  /\b(?:enclos\w*|attach\w*|sign\w*|execut\w*|return\w*|complet\w*|through|by\s+means\s+of|via|adjunt\w*|anex\w*|firm\w*|devuelv\w*|devolver|mediante|a\s+trav[eé]s\s+de|complete)\b/i;

/** What the letter calls the consumer's act: a plan, an arrangement, a voluntary repayment, an acknowledgment, a formality. */
const PLAN_FRAME =
  /\b(?:re)?payment\s+(?:plan|arrangements?|agreement|schedule|program)\b|\binstall?ment\s+(?:plan|agreement|arrangement|payments?)\b|\bpayment\s+terms\b|\bmonthly\s+payments?\b|\bper\s+month\b|\bvoluntar(?:y|ily)\b|\backnowledg\w*|\b(?:just|only|merely|simply)\s+(?:a\s+)?(?:formality|paperwork|records?|confirms?|memorializ\w*)\b|\bplan\s+de\s+pagos?\b|\b(?:acuerdo|arreglo|convenio)\s+de\s+pagos?\b|\bpagos?\s+mensuales\b|\bvoluntari\w*|\breconoc\w*|\b(?:s[oó]lo|solamente|simplemente)\s+(?:un\s+)?(?:tr[aá]mite|formalidad)\b/i;

/** The judgment's effect, said: a court judgment against the consumer, consent to its entry, the defence given up. */
const EFFECT_SAID =
  /\bjudg(?:e)?ment\s+(?:will|would|shall|may|can|is\s+to)\s+be\s+(?:entered|rendered|filed|granted)\s+against\s+you\b|\b(?:enter|entry\s+of|render|obtain)\s+(?:a\s+|the\s+)?(?:final\s+)?judg(?:e)?ment\s+against\s+you\b|\b(?:agree|consent)\w*\s+to\s+(?:the\s+)?(?:entry\s+of\s+)?(?:a\s+|the\s+)?judg(?:e)?ment\b|\b(?:court|legal|final)\s+judg(?:e)?ment\s+against\s+you\b|\bis\s+a\s+judg(?:e)?ment\s+against\s+you\b|\bwaiv\w*\s+(?:your|any)\s+(?:right|defen[cs]e)\w*\s+to\s+(?:contest|defend|dispute|a\s+trial|answer|a\s+hearing)|\bsentencia\s+en\s+su\s+contra\b|\b(?:dictar[aá]|emitir[aá]|registrar[aá]|se\s+dictar[aá])\s+(?:una\s+)?sentencia\b|\brenuncia\w*\s+a\s+su\s+derecho\s+(?:a|de)\s+(?:defenderse|impugnar|un\s+juicio|contestar)\b/i;

/** A judgment spoken of as already entered: a judgment to enforce, not a paper to sign. */
const ALREADY_ENTERED = /\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:entered|rendered|obtained|granted)\b|\bse\s+(?:dict[oó]|ha\s+dictado)\b/i;

/** The paper named only to deny it ("we are not asking you to sign a consent judgment", "no le pedimos que firme"). */
const NEGATED_BEFORE = /\b(?:not|never|no|without|nunca|sin)\b[^.:;]{0,50}$/i;

/**
 * The document is the judgment paper itself, not a letter about it: a line that is only the paper's title ("CONSENT
 * JUDGMENT", "Agreed Judgment"), the parties named as plaintiff and defendant, and no letter's salutation.
 */
const TITLE_LINE =
  /^[\s*#]*(?:(?:final\s+)?(?:consent|agreed|stipulated|confessed)\s+(?:final\s+)?judg(?:e)?ment|confession\s+of\s+judg(?:e)?ment|stipulation\s+for\s+(?:entry\s+of\s+)?judg(?:e)?ment|sentencia\s+(?:acordada|por\s+consentimiento))[\s*.:]*$/im;
const isTheJudgmentPaper = (text: string): boolean =>
  TITLE_LINE.test(text) &&
  /\bplaintiffs?\b|\bdemandante\b/i.test(text) &&
  /\bdefendants?\b|\bdemandad[oa]\b/i.test(text) &&
  !/^\s*(?:dear|estimad[oa])\b/im.test(text);

export type JudgmentOffered = { paper: Span; sentence: Span; frame: Span };

/**
 * The judgment papers `text` sends for signature under a plan's name (see the file's comment): the paper's sentence and the
 * sentence that frames it (the same one, or one within a few sentences). Empty when the letter says the judgment's effect.
 */
export const judgmentOfferedAsPlan = (text: string): JudgmentOffered[] => {
  const papers = findPhrases(text, JUDGMENT_PAPER);
  if (papers.length === 0 || testText(EFFECT_SAID, text) || isTheJudgmentPaper(text)) return [];
  const found: JudgmentOffered[] = [];
  for (const paper of papers) {
    const sentence = sentenceAround(text, paper.start, paper.end);
    if (isNegatedAt(text, paper.start) || NEGATED_BEFORE.test(text.slice(sentence.start, paper.start))) continue;
    if (ALREADY_ENTERED.test(sentence.text) || !SENT_TO_SIGN.test(sentence.text)) continue;
    // The frame: in the paper's sentence, or in the text around it (two sentences' reach either way).
    const from = Math.max(0, sentence.start - 400);
    const to = Math.min(text.length, sentence.end + 400);
    const near = text.slice(from, to);
    const m = PLAN_FRAME.exec(near);
    if (!m) continue;
    const at = from + m.index;
    found.push({ paper, sentence, frame: sentenceAround(text, at, at + m[0].length) });
  }
  return found;
};
