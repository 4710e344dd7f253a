import type { Span } from '../types';
import { segments, trimSpan } from '../rules/_disclosures-and-amounts/text';
import { onForgetLetter } from '../text/last-letter';
import { testText } from '../text/prefilter';

/**
 * A dispute sent to the telephone in the ways collectors write it beyond "if you feel you do not owe this amount, please call us"
 * (decision 542). Two forms, English and Spanish:
 *
 * 1. A question put to the consumer who thinks the bill wrong, answered by a call in the same sentence or the one after ("Think
 *    this balance is wrong? Just give us a call at 1-877-…", "Have a question about this balance, or believe you don't owe it?
 *    Call us", "Disagree with this amount? Phone our office", "¿Cree que este saldo es incorrecto? Llámenos al 800-…", "¿No está
 *    de acuerdo con este saldo? Llame a nuestra oficina").
 * 2. A call on which the collector says it takes the dispute ("call us and a representative will note your dispute", "our staff
 *    will record your dispute over the phone", "llámenos y un representante anotará su disputa").
 *
 * Either tells the consumer who disputes to call, when only a written dispute secures verification of the debt and the name of
 * the original creditor and stops collection until they are mailed (15 U.S.C. 1692g(a)(4), (a)(5), (b)); the Third Circuit held
 * such an invitation to overshadow and contradict the notice (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; Schweer
 * v. HOVG, M.D. Pa. 2017). Not read: a question with no dispute in it ("Have a question about your balance? Call us": Riccio v.
 * Sentry Credit, 3d Cir. 2020 en banc, held an invitation to call with questions lawful), a question answered by writing or by
 * writing or a call ("Think this is wrong? Write to us or call"), a question answered by the back of the page, a call about
 * payment or a plan.
 */

/** What the bill is called, with "any part of" before it or ", or any part of it," after it. */
const BILL = String.raw`(?:any\s+(?:part|portion)\s+of\s+)?(?:(?:this|the|your|our|it)\s+)?(?:(?:balance|debt|amount|bill|charges?|account|figure|total)\s*)?(?:,?\s*or\s+any\s+(?:part|portion)\s+of\s+it\s*,?\s*)?`;
/**
 * The belief that the bill is wrong or not owed, or the wish to dispute it, as the consumer's: "think this balance is wrong",
 * "believe any portion of this balance is mistaken", "believe you don't owe it", "disagree with this amount", Spanish "cree que
 * este saldo es incorrecto", "no está de acuerdo con este saldo", "desea disputar esta deuda".
 */
const BELIEF = [
  String.raw`\b(?:think|believe|feel|suspect)\s+(?:that\s+)?${BILL}\s*(?:is|was|are|'s|may\s+be|might\s+be)\s+(?:wrong|incorrect|inaccurate|in\s+error|an?\s+(?:error|mistake)|mistaken|not\s+(?:yours|right|correct|accurate|owed|valid))\b`,
  String.raw`\b(?:think|believe|feel)\s+(?:that\s+)?you\s+(?:do\s+not|don't|did\s+not|didn't|no\s+longer)\s+owe\b`,
  String.raw`\b(?:disagree\s+with|dispute|contest|question)\s+(?:this|the|your|any\s+(?:part|portion)\s+of\s+(?:this|the))\s+(?:balance|debt|amount|bill|charges?|account)\b`,
  String.raw`\b(?:cree|piensa|considera)\s+(?:usted\s+)?que\s+(?:(?:alguna\s+parte\s+de\s+)?(?:este|esta|el|la|su)\s+(?:saldo|deuda|monto|cantidad|factura|cuenta|cargo)\s+(?:es|est[aá])\s+(?:incorrect|equivocad|errad|mal\b)|no\s+(?:lo\s+|la\s+)?(?:debe|adeuda))`,
  String.raw`\bno\s+est[aá]\s+de\s+acuerdo\s+con\s+(?:este|esta|el|la|su)\s+(?:saldo|deuda|monto|cantidad|factura|cuenta|cargo)`,
  String.raw`\b(?:disputar|impugnar)\s+(?:este|esta|el|la|su)\s+(?:saldo|deuda|monto|cantidad|factura|cuenta|cargo)`,
].join('|');
/** The belief put as a question, up to its question mark. */
const DISPUTE_QUESTION = new RegExp(String.raw`(?:${BELIEF})[^?\n]{0,40}\?`);
/** The belief put as a condition ("should you think…", "if you believe any portion…", "si cree que…"), up to its end. */
const DISPUTE_CONDITION = new RegExp(String.raw`\b(?:if|should|si)\s+(?:usted\s+)?(?:you\s+)?(?:${BELIEF})`);

/** A call as the answer: "give us a call", "call us / our office / 1-800…", "phone / telephone us", "llámenos", "llame al …". */
const CALL_ANSWER =
  /\b(?:give\s+us\s+a\s+(?:call|ring)|(?:call|phone|telephone|ring)\s+(?:us|our\s+(?:office|team|staff|representatives?|customer|toll)|this\s+office|toll[-\s]?free|(?:at\s+)?\(?\d)|call\s+(?:the\s+)?(?:number|toll[-\s]?free\s+number)\b)|\bll[aá]m(?:enos|e\s+(?:a|al)\b)|\bcomun[ií]quese\s+(?:con\s+nosotros\s+)?por\s+tel[eé]fono\b/;

/** The dispute said to be taken on the call: "note / record / log / take / register your dispute", "anotará / registrará su disputa". */
const DISPUTE_TAKEN =
  /\b(?:note|notes|record|records|log|logs|take|takes|register|registers|enter|enters|file|files|open|opens)\s+(?:your|the|a)\s+dispute\b|\b(?:anotar|registrar|tomar|abrir)(?:[aá]n?|emos)?\s+su\s+disputa\b/;
/** The telephone in the sentence. */
const ON_THE_PHONE = /\b(?:call|calls|calling|phone|telephone|over\s+the\s+phone|by\s+phone)\b|\bll[aá]m|\btel[eé]fono/;

/** Writing named as the way, or a way beside the call (then the call is one way among others). */
const WRITING_OR_OTHER_WAY =
  /\bin\s+writing\b|\bwritten\b|\bwrite\b|\bwriting\b|\bby\s+mail\b|\bletter\s+to\s+us\b|\bescr[ií]b|\bpor\s+escrito\b|\bcorreo\b|\bcarta\b/;

/** Every pattern's words, for the whole-text pretest. */
const ANY = /\?|\bdisput/;

/**
 * The sentences (a question with the call that answers it, or one sentence) that send a dispute to the telephone, in `text`
 * (`folded` its folded form, same length).
 */
const read = (text: string, folded: string): Span[] => {
  if (!testText(ANY, folded)) return [];
  const segs = segments(text);
  const out: Span[] = [];
  segs.forEach((seg, i) => {
    const part = folded.slice(seg.start, seg.end);
    if (DISPUTE_QUESTION.test(part)) {
      const question = part.slice(0, part.lastIndexOf('?') + 1);
      const afterQuestion = part.slice(question.length);
      const next = segs[i + 1];
      const answer = afterQuestion.trim() ? afterQuestion : next ? folded.slice(next.start, next.end) : '';
      if (CALL_ANSWER.test(answer) && !WRITING_OR_OTHER_WAY.test(answer) && !WRITING_OR_OTHER_WAY.test(question)) {
        const end = afterQuestion.trim() || !next ? seg.end : next.end;
        out.push(trimSpan(text, seg.start, end));
        return;
      }
    }
    const condition = DISPUTE_CONDITION.exec(part);
    if (condition && CALL_ANSWER.test(part.slice(condition.index + condition[0].length)) && !WRITING_OR_OTHER_WAY.test(part)) {
      out.push(trimSpan(text, seg.start, seg.end));
      return;
    }
    if (DISPUTE_TAKEN.test(part) && ON_THE_PHONE.test(part) && !WRITING_OR_OTHER_WAY.test(part)) out.push(trimSpan(text, seg.start, seg.end));
  });
  return out;
};

let last: { text: string; folded: string; spans: readonly Span[] } | undefined;
onForgetLetter(() => {
  last = undefined;
});

/**
 * `read`, memoised on the last letter (two rules ask it of the same letter and folding). Callers must not mutate the result.
 */
export const readDisputeInvitedByTelephone = (text: string, folded: string): readonly Span[] => {
  if (last?.text === text && last.folded === folded) return last.spans;
  const spans = read(text, folded);
  last = { text, folded, spans };
  return spans;
};
