import { findFirst } from '../text/find';
import type { ExtractedDocument, Span } from '../types';
import { matchesOf } from '../text/prefilter';

/**
 * Is the text in hand the whole letter? A letter that points to its back ("see reverse side", "the
 * notice on the back"), says "page 1 of 2" when fewer pages were uploaded, or a text that marks
 * passages left out ("[...]", ". . .", as quotations do) may carry elsewhere what seems to be
 * missing. The checks that find an element missing then ask for the missing page instead of
 * flagging (issue 12: a letter whose back was not uploaded is not a letter without a validation
 * notice); what the pages in hand say is still judged.
 */

export type MissingPart = { reason: string; evidence?: Span };

/** References to the back or to another page of the letter. */
const OTHER_SIDE =
  /\bsee\s+(?:the\s+)?(?:reverse(?:\s+side)?|back(?:\s+(?:side|page))?|other\s+side|next\s+page|following\s+page|page\s+(?:2|two))\b|\b(?:notices?|information|disclosures?|rights)\s+(?:printed\s+|set\s+out\s+|stated\s+)?on\s+the\s+(?:reverse|back)(?:\s+side)?\b|\b(?:continued|more)\s+on\s+(?:the\s+)?(?:reverse|back|next\s+page|other\s+side)\b|\bver\s+(?:al\s+)?reverso\b/i;
const PAGE_N_OF_M = /\bpage\s+(\d{1,2})\s+of\s+(\d{1,2})\b|\bp[aá]gina\s+(\d{1,2})\s+de\s+(\d{1,2})\b/gi;
/** Elision marks of a quotation: "[...]", "[…]", "[. . .]", a spaced ". . .". */
const ELISION = /\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|(?:^|\s)\.\s\.\s\.(?=\s|$)/m;

/**
 * `followsModelForm`: a notice laid out as Model Form B-1 carries every required item on its front;
 * its "See reverse side for important information" points to state-law disclosures
 * (12 CFR 1006.34(d)(3)(iv)(A)), so a missing back does not leave the notice incomplete.
 */
export const findMissingPart = (doc: ExtractedDocument, options: { followsModelForm?: boolean } = {}): MissingPart | null => {
  const text = doc.text;
  let declared = 0;
  for (const m of matchesOf(PAGE_N_OF_M, text)) declared = Math.max(declared, Number(m[2] ?? m[4]));
  if (declared > doc.pages.length) {
    const evidence = findFirst(text, PAGE_N_OF_M);
    return {
      reason: `The letter says it has ${declared} pages ("${evidence?.text ?? ''}"), and ${doc.pages.length === 1 ? 'one page was' : `${doc.pages.length} pages were`} uploaded.`,
      evidence,
    };
  }
  if (doc.pages.length === 1 && !options.followsModelForm) {
    const evidence = findFirst(text, OTHER_SIDE);
    if (evidence) return { reason: `The letter refers to another side or page ("${evidence.text}"), which is not in what was uploaded.`, evidence };
  }
  const elided = findFirst(text, ELISION);
  if (elided)
    return { reason: `The text marks passages that were left out ("${elided.text.trim()}"): it is part of a letter, not the whole.`, evidence: elided };
  return null;
};
