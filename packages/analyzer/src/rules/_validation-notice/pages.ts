import type { ExtractedDocument } from '../../types';
import { fromOriginal, type Range, type VnDoc } from './vn-doc';

/** The pages of the document in normalised coordinates. */
export const pageRanges = (doc: ExtractedDocument, d: VnDoc): Range[] =>
  doc.pages.map((p) => ({ start: fromOriginal(d, p.offset), end: fromOriginal(d, p.offset + p.text.length) }));

/** Index of the page containing normalised offset `at`. */
export const pageOf = (pages: Range[], at: number): number => {
  const i = pages.findIndex((p) => at >= p.start && at <= p.end);
  return i < 0 ? pages.length - 1 : i;
};

/**
 * 'See reverse side for important information', 'continued on the back', 'see page 2'; since decision 426 the pointer in more of
 * its words: a verb of reading or turning with the other side ('read the notice on the back', 'please turn over', 'refer to page
 * 2'), what is said to stand there ('your rights are explained on the next page', 'appears on page 2'), and the Spanish ('vea al
 * reverso', 'información importante al dorso', 'consulte la página 2', 'lea el reverso').
 */
const OTHER_SIDE = String.raw`(?:the\s+)?(?:reverse(?:\s+side)?|back(?:\s+side)?|other\s+side|next\s+page|following\s+page|page\s+(?:2|two)|second\s+page)\b`;
const POINTED_TO = new RegExp(
  [
    String.raw`\b(?:see|read|review|refer\s+to|turn\s+to|look\s+at|check)\s+(?:[\w'’]+\s+){0,4}?(?:on|at|in)\s+${OTHER_SIDE}`,
    String.raw`\b(?:read|review|refer\s+to|turn\s+to|look\s+at|check)\s+${OTHER_SIDE}`,
    String.raw`\b(?:please\s+)?turn\s+(?:(?:this|the)\s+(?:page|letter|notice|sheet)\s+)?over\b`,
    String.raw`\b(?:explained|described|printed|appears?|set\s+(?:out|forth)|listed|found|continued|stated|shown|located|provided)\s+(?:below\s+)?(?:on|at)\s+${OTHER_SIDE}`,
    String.raw`\b(?:vea|ver|lea|leer|consulte|revise|mire)\s+(?:al\s+|el\s+|la\s+)?(?:reverso|dorso|p[aá]gina\s+(?:2|dos)|siguiente\s+p[aá]gina|otro\s+lado)\b|\b(?:al|en\s+el)\s+(?:dorso|reverso)\b`,
  ].join('|'),
  'i',
);

const FRONT_REFERENCE_FIRST_FORMS =
  /\bsee\s+(?:the\s+)?(?:reverse|back|other\s+side|next\s+page|following\s+page|page\s+(?:2|two)|below|enclosed|attached)\b|\bimportant\s+(?:information|notices?|disclosures?|rights)\b[^.\n]{0,40}\b(?:reverse|back|other\s+side|next\s+page|page\s+(?:2|two))\b|\b(?:continued|more)\s+on\s+(?:the\s+)?(?:reverse|back|next\s+page|other\s+side)\b|\bver\s+(?:al\s+)?reverso\b|^[ \t]*(?:over|p\.?t\.?o\.?)\s*[.→>]*[ \t]*$/im;

export const FRONT_REFERENCE = new RegExp(`${FRONT_REFERENCE_FIRST_FORMS.source}|${POINTED_TO.source}`, 'im');
