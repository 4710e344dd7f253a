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

/** 'See reverse side for important information', 'continued on the back', 'see page 2'. */
export const FRONT_REFERENCE =
  /\bsee\s+(?:the\s+)?(?:reverse|back|other\s+side|next\s+page|following\s+page|page\s+(?:2|two)|below|enclosed|attached)\b|\bimportant\s+(?:information|notices?|disclosures?|rights)\b[^.\n]{0,40}\b(?:reverse|back|other\s+side|next\s+page|page\s+(?:2|two))\b|\b(?:continued|more)\s+on\s+(?:the\s+)?(?:reverse|back|next\s+page|other\s+side)\b|\bver\s+(?:al\s+)?reverso\b|^[ \t]*(?:over|p\.?t\.?o\.?)\s*[.→>]*[ \t]*$/im;
