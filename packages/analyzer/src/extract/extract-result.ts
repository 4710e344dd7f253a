import type { ExtractedDocument, ExtractedPage, WordBox } from '../types';

/**
 * A word with where it sits in the page text: `pageText.slice(start, end) === text`, and in the
 * document text at `page.offset + start`. Lets a span of evidence be drawn on the page image.
 */
export type LocatedWordBox = WordBox & { start: number; end: number };

/** Units of the word boxes: PDF pages in points (1/72 in), images in pixels; origin top-left of the page as shown. */
export type PageSize = { width: number; height: number; unit: 'pt' | 'px' };

/** An ExtractedPage with what the extract stage knows besides the contract (all extra fields are additive). */
export type ExtractResultPage = Omit<ExtractedPage, 'words'> & {
  words: LocatedWordBox[];
  /** Size of the page in the units of its word boxes; absent for plain text. */
  size?: PageSize;
  /** Name of the upload this page came from, when it had one. */
  source?: string;
  /** OCR pages: the skew that was corrected, in degrees (positive: lines descended to the right). */
  skewAngle?: number;
  /** OCR pages: milliseconds spent in the OCR engine. */
  ocrMs?: number;
  /** OCR pages that lay sideways or upside down: the clockwise turn applied to read them (boxes stay in the page as given). */
  rotation?: 90 | 180 | 270;
};

/** What extractDocument returns: an ExtractedDocument (assignable to it) with richer pages. */
export type ExtractResult = Omit<ExtractedDocument, 'pages'> & { pages: ExtractResultPage[] };
