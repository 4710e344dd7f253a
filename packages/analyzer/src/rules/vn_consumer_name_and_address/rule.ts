import type { Rule, RuleResult } from '../../types';
import { addressBlocks, classifyBlocks, looksLikeExcerpt } from '../_validation-notice/addresses';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { firstIn, toSpan } from '../_validation-notice/vn-doc';

const TO_LINE = /^[ \t]*(?:to|para)[ \t]*:[ \t]*\S[^\n]*$/im;

export const rule: Rule = {
  meta: {
    id: 'vn_consumer_name_and_address',
    title: "Consumer's name / mailing address missing or truncated",
    citation: '12 CFR 1006.34(c)(2)(ii); comment 34(c)(2)(ii)-1',
    kind: 'objective',
    section: '1.1',
    description: 'A validation notice must show your name and mailing address, using the most complete and accurate version of your name the collector has.',
    severity: 2,
    value: 100,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const note = [
      ...assumptions,
      'Whether your name is complete (a known middle name or suffix left out) cannot be read from the letter; compare it with your own records.',
    ];
    if (ctx.facts.consumer?.address) return pass(note);
    const blocks = classifyBlocks(ctx, d, addressBlocks(d));
    if (blocks.some((b) => b.owner !== 'collector')) return pass(note);
    if (blocks.length === 0 && looksLikeExcerpt(d))
      return notApplicable(
        'The text looks like an excerpt of a letter (no letterhead, no addressee block); the whole letter is needed to check your name and address.',
      );
    const to = firstIn(d, TO_LINE);
    return flag(
      to
        ? 'This notice names you but does not show your mailing address. A validation notice must include your name and mailing address (12 CFR 1006.34(c)(2)(ii)).'
        : "This notice does not show your name and mailing address; the only address in it is the collector's. A validation notice must include them (12 CFR 1006.34(c)(2)(ii)).",
      to ? [toSpan(d, to)] : [],
      blocks.length === 0 ? 'high' : 'medium',
      note,
    );
  },
};
