/**
 * A letter written to the consumer's lawyer, not to the consumer (decision 373): the salutation to counsel ("Dear Counsel",
 * "Estimado licenciado"), an "Attn:" line naming counsel, the consumer called the reader's client ("your client", "su cliente",
 * "counsel for the debtor"). A letter sent to the consumer in the lawyer's care ("c/o … Esq.", "via your attorney", "por medio de
 * su abogado") goes through the lawyer. Both are 15 U.S.C. 1692c(a)(2)'s own way of dealing with a represented consumer; only a
 * letter addressed to the lawyer is "directed solely to the consumer's attorney" (Guerrero v. RJM Acquisitions, 9th Cir. 2007).
 * A copy to the lawyer ("cc: … Esq.") of a letter addressed to the consumer is neither: the consumer is still the one written to.
 */
import type { Span } from '../types';
import { findPhrases } from '../rules/_conduct-and-time-bar/phrases';

const COUNSEL = String.raw`(?:esq\.?|esquire|attorney|counsel|lawyer|law\s+(?:office|offices|firm|group)|llp|pllc)`;

/** Addressed to the lawyer. */
const ADDRESSED_TO_LAWYER: readonly RegExp[] = [
  /\byour\s+client\b|\b(?:attorney|counsel)\s+for\s+(?:the\s+)?(?:debtor|consumer|defendant)\b/i,
  /^[ \t]*(?:attn|attention)\b[^\n]{0,60}?\b(?:esq\.?|esquire|(?:counsel|attorneys?)\s+(?:for|at\s+law)|law\s+(?:office|offices|firm|group)|llp|pllc)\b/im,
  /^[ \t]*dear\s+(?:counsel(?:or)?|attorney)\b/im,
  /\bsu\s+(?:cliente|representad[oa])\b|^[ \t]*estimad[oa]\s+(?:licenciad[oa]|abogad[oa]|letrad[oa])\b/im,
];

/** Sent to the consumer in the lawyer's care. */
const THROUGH_LAWYER: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:c\/o|care\s+of)\b[^\n]{0,60}?\b${COUNSEL}`, 'i'),
  /\b(?:via|through)\s+your\s+(?:attorney|lawyer|counsel)\b|\b(?:por\s+medio|a\s+trav[eé]s)\s+de\s+su\s+abogad[oa]\b/i,
];

/** Where the letter shows it is addressed to the consumer's lawyer, if it does. */
export const addressedToTheLawyer = (text: string): Span | undefined => findPhrases(text, ADDRESSED_TO_LAWYER)[0];

/** Where the letter shows it is addressed to the lawyer or sent in the lawyer's care, if it does. */
export const writtenToOrThroughTheLawyer = (text: string): Span | undefined => addressedToTheLawyer(text) ?? findPhrases(text, THROUGH_LAWYER)[0];

const HEAD_END = /^[ \t]*(?:re|dear|attn|attention|estimad[oa]|asunto)\b/im;
const STATE_ZIP = /\b([A-Z]{2})[ \t,.]+\d{5}(?:-\d{4})?\b/g;

/**
 * The two-letter state of the addressee's block (the last "City, ST 12345" before the reference line or the salutation), when the
 * head holds a second one beside the sender's; undefined otherwise. A letter to a lawyer is written to the lawyer's office.
 */
export const addresseeStateOf = (text: string): string | undefined => {
  const end = HEAD_END.exec(text.slice(0, 2000))?.index ?? Math.min(text.length, 2000);
  const states = [...text.slice(0, end).matchAll(STATE_ZIP)].map((m) => m[1]);
  return states.length >= 2 ? states[states.length - 1] : undefined;
};

/**
 * The circuits that hold a letter directed only to the consumer's lawyer outside the Act (decision 373): the Ninth (Guerrero v. RJM
 * Acquisitions, 499 F.3d 926 (9th Cir. 2007)) and the Second (Kropelnicki v. Siegel, 290 F.3d 118 (2d Cir. 2002)). Elsewhere such
 * letters are judged by what a competent lawyer would make of them (Evory v. RJM Acquisitions Funding, 7th Cir. 2007) or held
 * covered (Sayyed v. Wolpoff & Abramson, 4th Cir. 2007).
 */
export const LAWYER_LETTERS_OUTSIDE_THE_ACT: ReadonlySet<number> = new Set([2, 9]);
