import type { Span } from '../types';
import { findAll, sentenceAt, spanOf } from '../text/find';
import { testText } from '../text/prefilter';

/**
 * Court papers a letter sends with it (decision 197): the titles of court process named as documents enclosed, attached or
 * sent ("Enclosed please find copies of the following: Summons / Verified Complaint / Acknowledgment of Receipt of Summons",
 * "Encl.: Summons and Complaint; Notice of Motion", "Copies of the Summons and the Verified Complaint are enclosed", "I am
 * sending you with this letter the Summons and the Complaint", "Anexos: Citación / Demanda", "le enviamos con esta carta copia
 * de la citación y de la demanda"), or listed as captions on lines of their own, two or more, as a court quotes what a
 * letter enclosed (Wiener v. Bloomfield, S.D.N.Y. 1995). Whether they are real (a suit was filed and they are its papers
 * served) or made up is the rule's question; this reads only that the letter sends them.
 *
 * Not read: the consumer's own complaint or a complaint form, a summons spoken of as a warning ("if a suit is filed, you will
 * be served with a summons"), a statement or an agreement enclosed.
 */
const TITLE = String.raw`(?:summons(?:\s+and\s+(?:verified\s+)?complaint)?|(?:verified\s+|amended\s+|original\s+)?(?:complaint|petition)(?!\s+(?:form|process|procedure|line|department))|notice\s+of\s+(?:motion|petition)|motion\s+for\s+(?:default|summary)\s+judg(?:e)?ment|order\s+to\s+show\s+cause|affidavit\s+of\s+service|acknowledg(?:e)?ment\s+of\s+(?:receipt|service)(?:\s+of\s+summons)?|statement\s+of\s+claim|citaci[oó]n|citatorio|emplazamiento|demanda)`;
const TITLE_RE = new RegExp(String.raw`\b${TITLE}\b`, 'i');
/** A verb or label that sends a paper with the letter. */
const SENT =
  /\b(?:enclosed|enclosures?|encl\.?|attached|attachments?|included|herewith|(?:am|are|is)\s+(?:sending|forwarding|serving)|(?:send|forward)\s+you|adjunt[oa]s?|adjuntamos|anex[oa]s?|anexamos|le\s+enviamos|le\s+remitimos|con\s+esta\s+carta)(?![a-z\u00c0-\u017f])/i;
/** The consumer's own complaint, a form, or a warning of papers to come. */
const NOT_SENT =
  /\b(?:your|consumer|cfpb|written)\s+complaint\b|\bcomplaint\s+(?:form|process|procedure)\b|\b(?:if|unless|should|once|when|si|en\s+caso)\b[^.;]{0,60}\b(?:sue[sd]?|suit|lawsuit|filed|served|receive)\b/i;
/** A line that is one court-process title and nothing else ("Summons", "Verified Complaint", "Summons & Complaint: …"). */
const TITLE_LINE = new RegExp(String.raw`^[^\S\n]*(?:copy\s+of\s+)?${TITLE}\b[^\n]{0,60}$`, 'gim');
/** An enclosure label on its own line ("Enclosures:", "Anexos:"), the titles on the lines below it. */
const ENCLOSURE_LABEL =
  /^[^\S\n]*(?:enclosures?|encl\.?|attachments?|anexos?|adjuntos?|enclosed\s+please\s+find[^\n]{0,40}|(?:the\s+)?following\s+(?:documents\s+)?(?:are|is)\s+enclosed)[^\S\n]*:?[^\S\n]*$/gim;

/**
 * `sentences`: sentences or enclosure lists that send the papers (a letter's own words); `captions`: titles alone on their
 * lines, two or more together, with no word of sending (a letter as a court quotes it, or court papers themselves).
 */
export type PapersSent = { sentences: Span[]; captions: Span[] };

export const courtPapersSent = (text: string): PapersSent => {
  const sentences: Span[] = [];
  const captions: Span[] = [];
  if (!testText(TITLE_RE, text)) return { sentences, captions };
  // A sentence that sends a paper by its title.
  for (const hit of findAll(text, TITLE_RE)) {
    const sentence = sentenceAt(text, hit.start);
    if (sentences.some((s) => s.start === sentence.start)) continue;
    if (SENT.test(sentence.text) && !NOT_SENT.test(sentence.text)) sentences.push(sentence);
  }
  // Titles alone on their lines: under an enclosure label, or two or more of them together.
  const lines = findAll(text, TITLE_LINE).filter((l) => !NOT_SENT.test(l.text) && l.text.trim().split(/\s+/).length <= 12);
  const labels = lines.length > 0 ? findAll(text, ENCLOSURE_LABEL) : [];
  const unbroken = (a: number, b: number): boolean => !/\n[^\S\n]*\n/.test(text.slice(a, b));
  for (const line of lines) {
    if (sentences.some((s) => s.start <= line.start && line.end <= s.end)) continue;
    if (labels.some((l) => l.end < line.start && line.start - l.end < 200 && unbroken(l.end, line.start))) sentences.push(spanOf(text, line.start, line.end));
    else if (lines.some((o) => o !== line && Math.abs(o.start - line.start) < 200 && unbroken(Math.min(o.end, line.end), Math.max(o.start, line.start))))
      captions.push(spanOf(text, line.start, line.end));
  }
  return { sentences, captions };
};
