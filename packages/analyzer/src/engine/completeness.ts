import { findFirst } from '../text/find';
import type { ExtractedDocument, Span, WholeLetter } from '../types';
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
/**
 * Elision marks of a quotation: "[...]", "[…]", "[. . .]", a spaced ". . .", and an ellipsis ("…",
 * "...", "****", the quoter's spaced "* * *" of decision 367) standing alone on its line, where a quotation leaves out whole paragraphs (a letter's
 * own "…" runs on after its words, so it is not read as one).
 */
const ELISION = /\[\s*(?:\.\s*){3}\]|\[\s*…\s*\]|(?:^|\s)\.\s\.\s\.(?=\s|$)|^[ \t]*(?:…|\.{3,}|\*(?:[ \t]{0,3}\*){2,})[ \t]*$/m;

/**
 * A complimentary close on a line of its own, as a letter ends before its signature ("Sincerely,",
 * "Very truly yours,", "Respectfully,", "Atentamente,"). Not "Thank you" (said anywhere in a letter).
 */
const CLOSING =
  /(?:^|\n)[ \t]*(?:sincerely(?:\s+yours)?|(?:very\s+)?(?:truly|sincerely|cordially)\s+yours|yours\s+(?:very\s+)?(?:truly|sincerely|faithfully)|respectfully(?:\s+(?:yours|submitted))?|(?:best|kind|warm)\s+regards|regards|atentamente|cordialmente|sinceramente|respetuosamente)[ \t]*,?[ \t]*(?=\n|$)/gi;

/**
 * Signs in the text that it is the whole letter (issue 26: a finding that something is missing is
 * provable only on the whole letter). Either the last page says it is the last ("Page 2 of 2", "Page 1
 * of 1", "Página 2 de 2") and every page it declares is in hand; or the letter's close and signature
 * come after its validation notice (`noticeEnd`: where the notice's last statement ends), so the body
 * and the notice it carries are both in hand. Anything in `findMissingPart` outweighs these signs.
 */
export const findWholeLetterSign = (doc: ExtractedDocument, options: { noticeEnd?: number | null } = {}): WholeLetter | null => {
  const text = doc.text;
  let lastPage: RegExpMatchArray | null = null;
  let declared = 0;
  for (const m of matchesOf(PAGE_N_OF_M, text)) {
    const n = Number(m[1] ?? m[3]);
    const of = Number(m[2] ?? m[4]);
    declared = Math.max(declared, of);
    if (n === of && of >= 1) lastPage = m;
  }
  if (lastPage && declared <= doc.pages.length && lastPage.index !== undefined)
    return { basis: 'last_page_marker', evidence: { start: lastPage.index, end: lastPage.index + lastPage[0].length, text: lastPage[0] } };
  const noticeEnd = options.noticeEnd;
  if (noticeEnd !== undefined && noticeEnd !== null) {
    for (const m of matchesOf(CLOSING, text)) {
      if (m.index === undefined || m.index < noticeEnd) continue;
      const lead = m[0].length - m[0].trimStart().length;
      const start = m.index + lead;
      return { basis: 'closing_after_notice', evidence: { start, end: m.index + m[0].length, text: m[0].trim() } };
    }
  }
  return null;
};

/**
 * The parts of a letter that frame its body: a way to reach the sender (a telephone number, a post
 * office box or street address with its ZIP code, a web or e-mail address) or a complimentary close.
 * Every letter a collector mails has at least one of them, and its header and footer, where they sit,
 * are also where the debt-collector statement is printed. A text with none of them holds the body of a
 * letter at most (a quotation, or a photo the text reader could not read to its edges), so what a
 * header or footer would carry cannot be judged missing from it, whatever was uploaded.
 */
const LETTER_FRAME: readonly RegExp[] = [
  /(?:\(\s?\d{3}\s?\)|\b\d{3})[\s.-]{0,2}\d{3}[\s.-]\d{4}\b/,
  /\bp\.?\s?o\.?\s+box\b|\bpost\s+office\s+box\b|\bapartado(?:\s+postal)?\s+\d/i,
  /\b[A-Z]{2},?\s+\d{5}(?:-\d{4})?\b/,
  /\bwww\.[a-z0-9-]+\.|\bhttps?:\/\/|\b[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/i,
  /\b\d{1,6}\s+(?:[A-Z][\w.'-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Parkway|Pkwy|Highway|Hwy|Suite|Ste|Way|Plaza|Place|Pl|Court|Ct)\b/,
];

const CLOSING_LINE = new RegExp(CLOSING.source, 'i');

export const hasLetterFrame = (text: string): boolean => LETTER_FRAME.some((re) => re.test(text)) || CLOSING_LINE.test(text);

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
