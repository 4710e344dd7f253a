import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';

/**
 * The dispute right said to be given up by something the consumer does that the statute does not name (decision 218, the kind of
 * decision 178 read by its parts rather than in one order of words): a payment, a plan, a settlement accepted, a call, a signature,
 * in any place in the sentence, and the right lost in any words ("By making a payment you … give up any right to dispute it",
 * "Once you pay, you can no longer dispute this debt", "Accepting this settlement offer waives any dispute", "If you set up a
 * payment plan, you lose the right to request verification", "Once you call us to arrange payment, the dispute period ends", "Si
 * acepta esta oferta, ya no podrá disputar la deuda"). The right lasts the thirty days whatever the consumer pays, arranges or says
 * (15 U.S.C. 1692g(a)(3)-(5), (b); not even silence is an admission, 1692g(c)); said to end on such a step, it is contradicted
 * (1692g(b); 12 CFR 1006.38(b)(1); 1692e(10)).
 *
 * Not: the right said to survive ("paying does not waive your right to dispute", "you can still dispute after you pay", "no
 * renuncia a su derecho"), the period's own end ("your right to dispute ends on July 14, 2025"), a dispute's effect on a payment
 * plan or an offer ("if you dispute, this offer is withdrawn" is judged elsewhere), what the consumer does once the debt is
 * verified.
 */

/** Something the consumer does (folded). */
const ACT =
  /\b(?:pay|pays|paying|paid|payment|payments|remit\w*|settle\w*|settlement|(?:payment\s+)?plan|arrangements?|agreement|accept\w*|sign\w*|call\w*|contact\w*|speak\w*|pago|pague|paga|pagar|plan\s+de\s+pagos|acuerdo|arreglo|acepta\w*|firma\w*|llam\w*)\b/;

/** The right, or the period, lost or ended (folded). */
const LOST =
  /\b(?:waive[sd]?|waiving|give[sn]?\s+up|gave\s+up|giving\s+up|forfeit\w*|surrender\w*|relinquish\w*|los(?:e|es|t|ing))\s+(?:(?:any|all|your|the|of\s+your|of\s+the)\s+)*(?:(?:legal\s+)?rights?\s+to\s+(?:dispute|contest|challenge|(?:request\s+|ask\s+for\s+)?verification|validation)|(?:dispute|validation|verification)\s+rights?|disputes?|claim\s+to\s+dispute|verification|validation)\b|\b(?:can|could|may|will\s+be\s+able\s+to)\s*(?:no\s+longer|not\s+(?:then\s+|later\s+)?)\s*(?:dispute|contest|challenge|request\s+verification|ask\s+for\s+verification|question)\b|\b(?:cannot|can't)\s+(?:then\s+|later\s+)?(?:dispute|contest|challenge|request\s+verification)\b|\b(?:dispute|validation|verification)\s+(?:period|window|rights?)\s+(?:ends|will\s+end|expires|will\s+expire|closes|will\s+close|is\s+over|terminates|will\s+terminate|no\s+longer\s+appl(?:y|ies))\b|\b(?:renuncia\w*|pierde|perder[aá]|perdi[oó])\s+(?:a\s+)?(?:su|sus|el|cualquier)\s+(?:derechos?|disputa|verificaci[oó]n)\b|\bya\s+no\s+(?:podr[aá]|puede)\s+(?:disputar|impugnar|solicitar\s+(?:la\s+)?verificaci[oó]n)\b|\b(?:el\s+)?(?:per[ií]odo|plazo)\s+(?:de\s+disputa|para\s+disputar)\s+(?:termina|terminar[aá]|vence|se\s+acaba)\b/;

/** The right said to survive, or the loss negated. */
const SURVIVES =
  /\b(?:does|do|will|would|shall)\s*(?:not|n't)\s+(?:\w+\s+){0,2}?(?:waive|give\s+up|forfeit|surrender|lose|end|affect|limit|take\s+away)\b|\b(?:still|also|continue\s+to)\s+(?:dispute|contest|have)\b|\bnot\s+(?:a\s+)?waive[rd]?\b|\bno\s+(?:renuncia\w*|pierde|perder[aá]|perder[aá]n|afecta\w*|termina\w*|se\s+pierde)|\bno\s+(?:le\s+)?(?:quita|quitar[aá])|\bwithout\s+(?:waiving|giving\s+up|losing)\b|\bsin\s+renunciar\b/;
/** The act is the consumer's dispute (its effect on a plan or an offer is not this kind). */
const DISPUTE_IS_THE_ACT = /^\s*(?:if|should|once|when)\s+you\s+(?:dispute|contest)\b|^\s*si\s+(?:usted\s+)?(?:disputa|impugna)\b/;
/** The period's own end written as a date or a count from receipt: no step of the consumer ends it. */
const OWN_END =
  /\b(?:ends?|expires?|vence|termina)\s+(?:on|el)\s+(?:\w+\s+\d|\d)|\b(?:days?|d[ií]as)\s+(?:after|from|despu[eé]s\s+de|a\s+partir\s+de)\s+(?:you\s+receive|receipt|recibir|que\s+reciba)/;

const CUE =
  /waiv|give up|gave up|giving up|forfeit|surrender|relinquish|los[et]|losing|no longer|not dispute|cannot|can't|period|window|renunci|pierde|perder|perdi|ya no|plazo/;

/** Whether one sentence (its folded text) says the dispute right is lost by a payment, a plan, a settlement, a call or a signature. */
export const rightLostByAnAct = (s: string): boolean => {
  if (!CUE.test(s) || !ACT.test(s) || SURVIVES.test(s) || DISPUTE_IS_THE_ACT.test(s) || OWN_END.test(s)) return false;
  const lost = LOST.exec(s);
  // The act must be other than the lost right's own words ("lose the right to request verification" names no act by itself).
  return lost !== null && ACT.test(`${s.slice(0, lost.index)} ${s.slice(lost.index + lost[0].length)}`);
};

/** The sentences of `text` that say so (spans of `text`). */
export const readRightLostByAnAct = (text: string): Span[] => {
  const folded = fold(text);
  if (!CUE.test(folded)) return [];
  return segments(text).filter((seg) => rightLostByAnAct(folded.slice(seg.start, seg.end)));
};
