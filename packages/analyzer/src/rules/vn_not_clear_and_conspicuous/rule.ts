import type { ExtractedDocument, Rule, RuleResult, Span } from '../../types';
import { itemizationOf } from '../_validation-notice/itemization';
import { FRONT_REFERENCE, pageOf, pageRanges } from '../_validation-notice/pages';
import { flag, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { assumeValidStatements, originalCreditorStatements, type Statement, verificationStatements } from '../_validation-notice/statements';
import { firstIn, matchesIn, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

/** A dollar figure (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const DOLLAR_FIGURE = /\$\s?\d/;

/** A paragraph this long around the rights statements reads as dense boilerplate. */
const DENSE_PARAGRAPH = 1800;
/** Rights in type this much smaller than the page's usual type are hard to notice. */
const SMALL_TYPE_RATIO = 0.6;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : (s[Math.floor(s.length / 2)] as number);
};

/** Word heights of OCR'd pages, placed at their offsets in the text (words are matched in reading order). */
const wordHeights = (doc: ExtractedDocument): { at: number; height: number; page: number }[] => {
  const out: { at: number; height: number; page: number }[] = [];
  for (const page of doc.pages) {
    let cursor = 0;
    for (const w of page.words) {
      const i = page.text.indexOf(w.text, cursor);
      if (i < 0 || i - cursor > 60) continue;
      out.push({ at: page.offset + i, height: w.bbox.y1 - w.bbox.y0, page: page.index });
      cursor = i + w.text.length;
    }
  }
  return out;
};

/** The paragraph (between blank lines) around a range. */
const paragraphOf = (d: VnDoc, r: Range): Range => {
  const before = d.text.lastIndexOf('\n\n', r.start);
  const after = d.text.indexOf('\n\n', r.end);
  return { start: before < 0 ? 0 : before + 2, end: after < 0 ? d.text.length : after };
};

export const rule: Rule = {
  meta: {
    id: 'vn_not_clear_and_conspicuous',
    title: 'Validation information hard to notice or read',
    citation: '12 CFR 1006.34(d)(1), (b)(1)',
    kind: 'judgment',
    section: '1.1',
    description:
      'Your dispute rights and the other validation information must be easy to notice and read: not hidden on the back without a pointer on the front, buried in dense fine print, or printed much smaller than the rest.',
    severity: 5,
    value: 500,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const rights: Statement[] = [...verificationStatements(d), ...assumeValidStatements(d), ...originalCreditorStatements(d)];
    if (rights.length === 0) return pass(assumptions);
    const cite = '12 CFR 1006.34(b)(1), (d)(1)';

    // 1. Rights only on a later page, the front demands payment and does not point to them.
    const pages = pageRanges(ctx.doc, d);
    if (pages.length > 1) {
      const front = pages[0] as Range;
      const rightsPages = new Set(rights.map((r) => pageOf(pages, r.range.start)));
      const frontDemands = itemizationOf(ctx, d) !== undefined || firstIn(d, DOLLAR_FIGURE, front) !== undefined;
      if (!rightsPages.has(0) && frontDemands && !firstIn(d, FRONT_REFERENCE, front))
        return flag(
          `Your dispute rights appear only on page ${Math.min(...rightsPages) + 1} of this notice, and the first page, which states what you owe, does not point to them. That may make the validation information hard to notice, which the rules forbid (${cite}).`,
          rights.slice(0, 2).map((r) => toSpan(d, r.range)),
          'medium',
          [...assumptions, 'Assumed the first page is the front of the notice and the rights are on its back or a later sheet.'],
        );
    }

    // 2. Rights in type markedly smaller than the page's usual type (OCR word boxes).
    const heights = wordHeights(ctx.doc);
    if (heights.length >= 40) {
      const inRights = heights.filter((w) => rights.some((r) => w.at >= (d.map[r.range.start] ?? 0) && w.at <= (d.map[r.range.end - 1] ?? 0)));
      const body = median(heights.map((w) => w.height));
      const small = median(inRights.map((w) => w.height));
      if (inRights.length >= 10 && body > 0 && small < body * SMALL_TYPE_RATIO)
        return flag(
          `Your dispute rights are printed in type about ${Math.round((100 * small) / body)}% the size of the rest of this notice. Validation information in markedly smaller type may not be clear and conspicuous as the rules require (${cite}).`,
          rights.slice(0, 2).map((r) => toSpan(d, r.range)),
          'medium',
          [...assumptions, 'Type sizes were measured from the scanned page; check them against the paper letter.'],
        );
    }

    // 3. Rights buried in one long block of boilerplate.
    const dense: Span[] = [];
    for (const r of rights) {
      const p = paragraphOf(d, r.range);
      if (p.end - p.start >= DENSE_PARAGRAPH && matchesIn(d, /\n/g, p).length < (p.end - p.start) / 200) dense.push(toSpan(d, r.range));
    }
    if (dense.length > 0)
      return flag(
        `Your dispute rights sit inside one long, dense paragraph of fine print (over ${DENSE_PARAGRAPH.toLocaleString('en-US')} characters without a break). Buried that way, they may not be readily noticeable as the rules require (${cite}).`,
        dense.slice(0, 2),
        'low',
        assumptions,
      );
    return pass(assumptions);
  },
};
