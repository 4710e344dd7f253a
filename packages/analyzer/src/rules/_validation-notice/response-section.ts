import { CHECK_ALL_HEADING, RESPOND_HEADING } from './statements';
import { firstIn, type Range, type VnDoc } from './vn-doc';

/**
 * The consumer-response section (1006.34(c)(4)): from its heading, the tear-off line, "Mail this
 * form to:" or the first dispute prompt, whichever comes first, to the end of the notice.
 */
const MARKERS: readonly RegExp[] = [
  RESPOND_HEADING,
  CHECK_ALL_HEADING,
  /\bmail\s+this\s+form\s+to\b|\benv[ií]e\s+este\s+formulario(?:\s+por\s+correo)?\s+a\b/i,
  /^[ \t]*(?:[-–_=.]\s?){8,}|✂|\bdetach\s+(?:and\s+return|here)\b|\btear\s+(?:off|here)\b|\bcut\s+(?:here|along)\b|\breturn\s+this\s+(?:portion|form|stub|coupon)\b/im,
  /\bI\s+want\s+to\s+dispute\s+the\s+debt\b|\bquiero\s+disputar\s+la\s+deuda\b/i,
];

export const responseSection = (d: VnDoc): Range | undefined => {
  const starts = MARKERS.map((re) => firstIn(d, re)?.start).filter((x): x is number => x !== undefined);
  if (starts.length === 0) return undefined;
  return { start: Math.min(...starts), end: d.text.length };
};
