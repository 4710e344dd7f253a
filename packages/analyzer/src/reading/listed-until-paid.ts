import type { Span } from '../types';
import { fold, segments, trimSpan } from '../rules/_disclosures-and-amounts/text';
import { memoOnLastLetter } from '../text/last-letter';
import { testText } from '../text/prefilter';

/**
 * A consequence already in force that only payment lifts (decision 542): the consumer's name, check or account said to be entered
 * already in a database that merchants or lenders consult ("your name has been placed in our NATIONWIDE CHECK DATABASE", "we have
 * entered your name in our national computer files"), with what it does until the debt is paid or resolved ("merchants may decline
 * your checks until this matter has been settled", "until this is resolved, we may not approve your checks"), or the listing said
 * cleared by payment ("to clear this item from our computer files, please remit"); Spanish "su nombre ha sido ingresado en nuestra
 * base de datos nacional de cheques", "los comercios podrían rechazar sus cheques hasta que se resuelva este asunto". Sent while the
 * thirty days run, such a letter tells the consumer the harm is under way now and ends only with payment, which leaves the right to
 * dispute looking beside the point (15 U.S.C. 1692g(b); Ozkaya v. Telecheck Services, N.D. Ill. 1997; Withers v. Equifax Risk
 * Management Services, N.D. Ill. 1999). Not: a listing only said to be possible ("returned checks may be reported to check
 * verification services"), one said removed or lifted, or suspended while a dispute is open.
 */

/** The listing said made: the name, check or account entered, placed, listed or recorded in a database, files or a system. */
const LISTED =
  /\b(?:your\s+(?:name|check|cheque|account|driver'?s\s+licen[sc]e(?:\s+number)?)|this\s+(?:check|item|account)|the\s+check\s+(?:referenced|listed|described)\s+(?:in|on)\s+this\s+notice)\s+(?:has|have)\s+(?:now\s+|already\s+)?been\s+(?:entered|placed|listed|recorded|added|flagged|registered|reported)\s+(?:in|into|on|to)\b[^.]{0,40}?\b(?:database|data\s+base|files?|system|registry|list|network)\b|\b(?:we|this\s+office)\s+(?:have|has)\s+(?:now\s+|already\s+)?(?:entered|placed|listed|recorded|added|flagged|registered)\s+your\s+(?:name|check|cheque|account)\s+(?:in|into|on)\b[^.]{0,40}?\b(?:database|data\s+base|files?|system|registry|list|network)\b|\bsu\s+(?:nombre|cheque|cuenta)\s+(?:ha\s+sido|fue)\s+(?:ingresad|incluid|registrad|colocad|anotad|agregad)[oa]\s+en\b[^.]{0,40}?\b(?:base\s+de\s+datos|archivos?|sistema|registro|lista)\b|\b(?:hemos|ha)\s+(?:ingresado|incluido|registrado|colocado|anotado|agregado)\s+su\s+(?:nombre|cheque|cuenta)\s+en\b[^.]{0,40}?\b(?:base\s+de\s+datos|archivos?|sistema|registro|lista)\b/;

/** Checks refused, in either order: "your checks may be declined", "merchants may decline your checks", "we may not approve your checks". */
const CHECKS_REFUSED = String.raw`(?:\b(?:checks?|cheques?|check[- ]writing(?:\s+privileges)?)\b[^.]{0,40}?\b(?:declined|refused|rejected|denied|not\s+(?:be\s+)?(?:approved|accepted|honou?red))\b|\b(?:decline|refuse|reject|deny|not\s+approve|not\s+accept|not\s+honou?r)\w*\s+(?:your\s+|any\s+)?(?:personal\s+)?(?:checks?|cheques?)\b|\b(?:rechaz|no\s+(?:aprob|acept))\w*\s+(?:sus\s+)?cheques?\b|\bcheques?\b[^.]{0,40}?\b(?:rechazad|no\s+(?:ser[aá]n?\s+)?(?:aprobad|aceptad))\w*)`;
/** What the listing does until payment: checks refused until the matter is resolved, paid or settled, the "until" before or after. */
const HELD_UNTIL_PAID = new RegExp(
  String.raw`${CHECKS_REFUSED}[^.]{0,60}?\b(?:until|hasta\s+que)\b|\b(?:until|hasta\s+que)\b[^.]{0,60}?\b(?:resolved|paid|settled|satisfied|cleared|resuelva|pague|liquide|salde|arregle)\w*\b[^.,]{0,10}?,?[^.]{0,40}?${CHECKS_REFUSED}`,
);

/** The listing said cleared by payment: "to clear / remove this item from our (computer) files, please remit". */
const CLEARED_BY_PAYMENT =
  /\bto\s+(?:clear|remove|delete|purge)\s+(?:this\s+(?:item|check|matter|account)|your\s+(?:name|check|account))\s+from\s+(?:our|the)\s+(?:[a-z]+\s+){0,2}(?:files?|database|data\s+base|records?|system)\b[^.]{0,80}?\b(?:remit|pay|send)\b|\bpara\s+(?:borrar|eliminar|retirar|quitar)\s+(?:este\s+(?:cheque|asunto)|su\s+(?:nombre|cheque|cuenta))\s+de\s+(?:nuestr[oa]s?|l[ao]s?)\s+(?:base\s+de\s+datos|archivos?|registros?|sistema)\b[^.]{0,80}?\b(?:pague|remita|env[ií]e)\b/;

/** The listing lifted, or suspended while a dispute is open: "removed from our database", "will suspend the listing if you dispute". */
const LIFTED =
  /\b(?:removed|deleted|lifted|suspended|cleared)\s+from\b|\b(?:suspend|remove|lift|hold)\w*\b[^.]{0,60}?\b(?:while|if|once|when)\b[^.]{0,30}?\bdisput\w*|\bdisput\w*\b[^.]{0,80}?\b(?:suspend|remove|lift)\w*\b|\b(?:eliminad|retirad|suspendid)[oa]\s+de\b|\b(?:suspender|eliminar|retirar)\w*\b[^.]{0,60}?\bdisput\w*/;

/** Every pattern's words, for the whole-text pretest. */
const ANY = /\b(?:database|data\s+base|files?|system|registry|list|network|records?|base\s+de\s+datos|archivos?|sistema|registros?|lista)\b/;

/**
 * The sentences that say a listing is in force until payment (the listing, and what it does until paid in it or the sentence
 * after), or that payment clears it; empty when the letter lifts it or suspends it during a dispute.
 */
const read = (text: string): Span[] => {
  const folded = fold(text);
  if (!testText(ANY, folded) || testText(LIFTED, folded)) return [];
  const segs = segments(text);
  const out: Span[] = [];
  segs.forEach((seg, i) => {
    const part = folded.slice(seg.start, seg.end);
    if (CLEARED_BY_PAYMENT.test(part)) {
      out.push(trimSpan(text, seg.start, seg.end));
      return;
    }
    if (!LISTED.test(part)) return;
    if (HELD_UNTIL_PAID.test(part)) {
      out.push(trimSpan(text, seg.start, seg.end));
      return;
    }
    const next = segs[i + 1];
    if (next && HELD_UNTIL_PAID.test(folded.slice(next.start, next.end))) out.push(trimSpan(text, seg.start, next.end));
  });
  return out;
};

/** `read`, memoised on the last letter: the rule asks it on two of its paths. Callers must not mutate the result. */
export const readListedUntilPaid: (text: string) => readonly Span[] = memoOnLastLetter(read);
