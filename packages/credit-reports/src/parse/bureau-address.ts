import type { ReportPage } from '../types';

/** The address a report prints for disputes, with where it was read. */
export type PrintedAddress = { lines: string[]; page: number; text: string };

const BOX = /\bP\.?\s?O\.?\s*Box\s+(\d{2,7})\b/i;
const CITY_STATE_ZIP = /^\s*([A-Za-z][A-Za-z .'-]{1,40}?),?\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\s*$/;
const SAME_LINE = /\bP\.?\s?O\.?\s*Box\s+(\d{2,7})[,\s]+([A-Za-z][A-Za-z .'-]{1,40}?),?\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\b/i;
/** Words that show the address is where disputes go (not a creditor's or the consumer's). */
const DISPUTE_CUE = /\bdispute|\bwrite\s+to\b|\bmail\s+(?:your|it|to)\b|\bsend\s+(?:your|it|to)\b/i;

/**
 * The dispute mailing address a bureau prints on the consumer's own report ("To dispute … write to …
 * P.O. Box 2000, Chester, PA 19016"), preferred over any list (legal-reference §5.6). Only a P.O. Box
 * with a city, state and ZIP within a few lines after a dispute cue counts; none found, undefined.
 */
export const readBureauAddress = (pages: readonly ReportPage[]): PrintedAddress | undefined => {
  for (const page of pages) {
    const lines = page.text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (!BOX.test(line)) continue;
      const before = lines.slice(Math.max(0, i - 3), i + 1).join(' ');
      if (!DISPUTE_CUE.test(before)) continue;
      const same = SAME_LINE.exec(line);
      if (same) {
        return { lines: [`P.O. Box ${same[1]}`, `${same[2]!.trim()}, ${same[3]} ${same[4]}`], page: page.index + 1, text: same[0] };
      }
      const next = CITY_STATE_ZIP.exec(lines[i + 1] ?? '');
      const box = BOX.exec(line);
      if (box && next)
        return {
          lines: [`P.O. Box ${box[1]}`, `${next[1]!.trim()}, ${next[2]} ${next[3]}`],
          page: page.index + 1,
          text: `${line.trim()} ${lines[i + 1]!.trim()}`,
        };
    }
  }
  return undefined;
};
