import type { Span } from '../types';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { LAW_FIRM } from './attorney-review';
import { readLetter } from './read-letter';

/**
 * A suit the sender says it will bring itself, for a client, when it is neither a law firm nor the debt's owner (decision 218):
 * "we have been retained by the above client to institute legal proceedings against you … we will pursue all legal remedies
 * available to our client", "this agency will take legal action against you", "we will file suit against you on behalf of our
 * client", "presentaremos una demanda en su contra" in a letter that collects for "nuestro cliente". A collection agency that
 * is not a lawyer cannot bring its client's suit (that is the practice of law) and, not owning the debt, has none of its own:
 * the step threatened is one that cannot legally be taken, whatever the agency meant (15 U.S.C. 1692e(5), 1692e(10); 12 CFR
 * 1006.18(c)(1); Withers v. Eveland, E.D. Va. 1997; Sibley v. Firstcollect, M.D. La. 1995).
 *
 * Read from three things at once: the letter says the sender collects for someone else (its client, who retained it or placed
 * the account with it, on whose behalf it acts); a definite threat of suit whose actor is the sender itself ("we", "this office",
 * "this agency"), naming no lawyer (a suit through the client's or the agency's attorneys is a referral, judged as before); and
 * nothing says the sender owns the debt (bought, assigned all rights) or is a law firm (letterhead or signature). Not: the
 * client's own suit, a recommendation to the client, a suit that may come, collection said to go on.
 */

/** The sender collects for someone else (folded text). */
const FOR_A_CLIENT =
  /\b(?:our|the\s+above(?:[\s-]+(?:named|referenced|mentioned))?|this|said)\s+client(?:'s|s)?\b|\b(?:we|this\s+(?:office|agency|company)|our\s+(?:office|agency))\s+(?:have|has)\s+been\s+(?:retained|engaged|hired)\b|\b(?:retained|engaged|hired)\s+(?:us|this\s+(?:office|agency))\b|\bplaced\s+(?:this|the|your)\s+(?:account|debt|claim|balance)\s+with\s+(?:us|this\s+(?:office|agency))\b|\b(?:placed|referred|listed|assigned|turned\s+over)\s+(?:with|to)\s+(?:us|this\s+(?:office|agency))\s+for\s+collection\b|\b(?:we|this\s+(?:office|agency|company))\s+(?:represents?|are\s+representing|is\s+representing|(?:are|is)\s+collecting\s+[^.]{0,40}?\s+(?:for|on\s+behalf\s+of))\s+(?!you\b)|\bon\s+behalf\s+of\s+(?:our|the|your\s+creditor|[a-z0-9&.,' -]{2,40}?(?:inc|llc|bank|company|corp|hospital|furniture))\b|\bacting\s+(?:for|on\s+behalf\s+of)\b|\bnuestr[oa]s?\s+cliente\b|\b(?:representamos|actuamos\s+en\s+nombre\s+de)\b|\ben\s+(?:nombre|representaci[oó]n)\s+de\s+(?:nuestro|su\s+acreedor)/;

/** The sender owns the debt or may sue in its own name: bought or acquired it, all rights assigned to it. */
const OWNS =
  /\b(?:purchased|bought|acquired)\b|\b(?:we|this\s+company|this\s+office)\s+(?:now\s+)?owns?\b|\b(?:current\s+)?owner\s+of\s+(?:this|the|your)\b|\bassignee\b|\b(?:rights|title|interest)\b[^.]{0,60}\b(?:assigned|transferred|sold)\s+to\s+(?:us|this\s+(?:office|company))\b|\bcompr(?:amos|[oó])\b|\badquiri(?:mos|[oó])\b|\bsomos\s+(?:el\s+|los\s+)?(?:dueñ|propietari)/;

/** The threat names a lawyer (a referral, the client's or the agency's attorney) or is a recommendation to the client. */
const THROUGH_A_LAWYER =
  /\b(?:attorneys?|lawyers?|counsel|law\s+firm|legal\s+department|abogad[oa]s?|bufete|departamento\s+(?:legal|jur[ií]dico))\b|\b(?:recommend|recomend)\w*|\b(?:advise|suggest|ask|request|urge|sugerir|pedir)\w*\s+(?:to\s+)?(?:that\s+)?(?:our|the|a|su|nuestro)\s+cliente?\b/;

/**
 * The client's mandate told ("our client has authorized us to commence suit", "nuestro cliente nos ha autorizado a demandar"): the
 * words of a law firm's letter, read as the client's decision, not the agent's own step (judged as before).
 */
const MANDATE =
  /\bclient\s+(?:has\s+|had\s+)?(?:now\s+)?(?:authori[sz]ed|instructed|directed|asked|retained|engaged|empowered)\b|\bcliente\s+nos\s+ha\s+(?:autorizado|instruido|indicado|pedido|encargado)\b/;

/**
 * The letter says elsewhere that the account goes to a lawyer ("We will refer this account to a local attorney for suit",
 * "su cuenta será enviada a un abogado"): the agency's "legal action" is that referral, a step it can take.
 */
const REFERRAL =
  /\b(?:refer|forward|send|sent|turn\w*\s+over|plac|assign|transfer|hand\w*\s+over|envi|remit|transfer|pasar)\w*\b[^.]{0,80}?\b(?:attorneys?|lawyers?|law\s+firms?|counsel|abogad[oa]s?|bufete)\b/;

/** The passive whose agent is the sender ("will be commenced by this office", "será presentada por nuestra agencia"). */
const BY_THE_SENDER =
  /\b(?:by|por)\s+(?:us|this\s+(?:office|agency|company)|our\s+(?:office|agency|company)|the\s+undersigned|nosotros|(?:esta|nuestra)\s+(?:oficina|agencia|compa[nñ][ií]a))\b/;

/** The first lines (letterhead) and the last (signature) of the letter: where a law firm names itself. */
const headAndTail = (text: string): string => `${text.slice(0, 600)}\n${text.slice(Math.max(0, text.length - 500))}`;

/** The sentences in which a sender that collects for a client says it will itself sue (spans of `text`). */
export const readSuitByAnAgent = (text: string): Span[] => {
  const folded = fold(text);
  if (!FOR_A_CLIENT.test(folded) || OWNS.test(folded) || REFERRAL.test(folded) || LAW_FIRM.test(headAndTail(text))) return [];
  const out: Span[] = [];
  for (const t of readLetter(text).threats) {
    if (t.action !== 'sue' || t.certainty !== 'definite') continue;
    const words = fold(t.sentence.text);
    if (!(t.actor === 'collector' || (t.actor === 'unnamed' && BY_THE_SENDER.test(words))) || THROUGH_A_LAWYER.test(words) || MANDATE.test(words)) continue;
    if (!out.some((s) => s.start === t.sentence.start)) out.push(t.sentence);
  }
  return out;
};
