import type { Rule, RuleResult } from '../../types';
import { lineOf } from '../_validation-notice/dates';
import { FRONT_REFERENCE, pageRanges } from '../_validation-notice/pages';
import { flag, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { firstIn, matchesIn, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

/** Disclosures required by other (mostly state) law. */
const OTHER_LAW_DISCLOSURE =
  /\b(?:notice\s+to\s+)?(?:California|Colorado|Massachusetts|New\s+York\s+City|New\s+York|Minnesota|Washington|Tennessee|Utah|Wisconsin|North\s+Carolina|Maine|Nevada|Texas|Oregon|Connecticut|Vermont|Maryland|Illinois|Arizona|Florida|Georgia|Michigan|Ohio|Pennsylvania|New\s+Jersey)\s+(?:residents|consumers|law)\b|\bresidents\s+of\s+(?:the\s+state\s+of\s+)?[A-Z]|\bnotice\s+to\s+(?:consumers|residents)\b|\bstate\s+law\s+(?:requires|gives|provides)\b|\brequired\s+(?:by|under)\s+(?:state|[A-Z][a-z]+)\s+law\b|\bRosenthal\b|\blicensed\s+by\s+the\b|\b(?:collection\s+agency\s+)?licen[cs]e\s+(?:no\.?|number|#)/i;

/** A line standing for a page break in flattened text ('REVERSE SIDE', '[Back of notice]', 'Page 2 of 2'). */
const PAGE_MARKER = /^[ \t[(-]*(?:reverse(?:\s+side)?|back\s+of\s+(?:page|letter|notice|form)|page\s+2(?:\s+of\s+\d)?)[ \t\])-]*$/im;

const splitPages = (ranges: Range[], d: VnDoc): Range[] => {
  if (ranges.length > 1) return ranges;
  const marker = firstIn(d, PAGE_MARKER);
  return marker
    ? [
        { start: 0, end: marker.start },
        { start: marker.start, end: d.text.length },
      ]
    : ranges;
};

export const rule: Rule = {
  meta: {
    id: 'vn_optional_disclosure_misuse',
    title: 'Optional or state disclosures placed or sized wrongly',
    citation: '12 CFR 1006.34(d)(2)(i)(B), (d)(3)(iv)(A)–(B); comments 34(d)(3)(iv)(A)-1, -2 and (B)-1',
    kind: 'objective',
    section: '1.1',
    description:
      'Disclosures required by state or other law may go on the back of a validation notice only if the front says so (for example "Notice: See reverse side for important information").',
    severity: 2,
    value: 150,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const pages = splitPages(pageRanges(ctx.doc, d), d);
    if (pages.length < 2) return pass(assumptions);
    const front = pages[0] as Range;
    if (firstIn(d, FRONT_REFERENCE, front)) return pass(assumptions);
    const back = pages.slice(1).flatMap((p) => matchesIn(d, OTHER_LAW_DISCLOSURE, p));
    const first = back[0];
    if (!first) return pass(assumptions);
    return flag(
      'This notice puts disclosures required by state or other law on a later page, but its front does not tell you to look there (for example "Notice: See reverse side for important information"). The rules allow those disclosures on the back only with that statement on the front (12 CFR 1006.34(d)(3)(iv)(A)).',
      [toSpan(d, lineOf(d, first.start))],
      'medium',
      [...assumptions, 'Assumed the later page is the back of the notice (or a sheet that follows it).'],
    );
  },
};
