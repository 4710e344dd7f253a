import type { Rule, RuleResult } from '../../types';
import { flag, listOf, misstatedFlag, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { lineOf } from '../_validation-notice/dates';
import { firstIn, type Range, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

type Prompt = { name: string; re: RegExp };

/** The (c)(4)(i) prompts, in the required order, with their usual variants and Spanish. */
const PROMPTS: Prompt[] = [
  {
    name: '"I want to dispute the debt because I think:"',
    re: /\bI\s+(?:want\s+to\s+dispute|dispute|am\s+disputing|wish\s+to\s+dispute)\s+(?:the|this)\s+debt\b|\bquiero\s+disputar\s+(?:la|esta)\s+deuda\b/i,
  },
  { name: '"This is not my debt."', re: /\bnot\s+my\s+debt\b|\bdebt\s+is\s+not\s+mine\b|\bno\s+es\s+mi\s+deuda\b/i },
  {
    name: '"The amount is wrong."',
    re: /\bamount\s+(?:owed\s+|claimed\s+)?is\s+(?:wrong|incorrect|not\s+correct|inaccurate)\b|\b(?:wrong|incorrect)\s+amount\b|\bcantidad\s+es\s+(?:incorrecta|equivocada)\b/i,
  },
  {
    name: '"Other (please describe on reverse or attach additional information)."',
    re: /^[^\w\n]{0,6}(?:other|otro|otra)\b|\b(?:other|otro)\s*\(\s*(?:please\s+)?(?:describe|explain|por\s+favor)/im,
  },
];

const locate = (d: VnDoc): (Range | undefined)[] => {
  const found: (Range | undefined)[] = [];
  let from = 0;
  for (const p of PROMPTS) {
    // Prefer the first match after the previous prompt (order), else anywhere.
    const after = firstIn(d, p.re, { start: from, end: d.text.length });
    const hit = after ?? firstIn(d, p.re);
    found.push(hit);
    if (after) from = after.end;
  }
  return found;
};

export const rule: Rule = {
  meta: {
    id: 'vn_dispute_prompts',
    title: '"How do you want to respond?" dispute checkboxes missing',
    citation: '12 CFR 1006.34(c)(4)(i); comment 34(c)(4)-1',
    kind: 'objective',
    section: '1.1',
    description:
      'The response part of a validation notice must let you tick why you dispute the debt: "I want to dispute the debt because I think:", then "This is not my debt.", "The amount is wrong." and "Other", in that order.',
    severity: 3,
    value: 250,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true, item: 'vn_dispute_prompts' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const found = locate(d);
    const missing = PROMPTS.filter((_, i) => !found[i]).map((p) => p.name);
    const present = found.filter((r): r is Range => r !== undefined);
    if (missing.length === PROMPTS.length && s.excerpt) return excerptResult('a response section');
    if (missing.length === PROMPTS.length)
      return flag(
        'This notice has no dispute prompts for you to tick (such as "I want to dispute the debt because I think:", "This is not my debt.", "The amount is wrong.", "Other"). A validation notice must include them in its response section (12 CFR 1006.34(c)(4)(i)).',
        [],
        'high',
        assumptions,
      );
    if (missing.length > 0)
      return flag(
        `The response section of this notice is missing the dispute prompt${missing.length > 1 ? 's' : ''} ${listOf(missing)}. A validation notice must include each of them (12 CFR 1006.34(c)(4)(i)).`,
        present.map((r) => toSpan(d, lineOf(d, r.start))),
        'high',
        assumptions,
      );
    const inOrder = present.every((r, i) => i === 0 || (present[i - 1] as Range).start < r.start);
    // Every prompt is in hand, in the wrong order: the section's own statement, wrong as written (decision 217).
    if (!inOrder)
      return misstatedFlag(
        'The dispute prompts of this notice are not in the required order ("I want to dispute the debt because I think:", "This is not my debt.", "The amount is wrong.", "Other"). The rule sets that order (12 CFR 1006.34(c)(4)(i)).',
        present.map((r) => toSpan(d, lineOf(d, r.start))),
        'medium',
        assumptions,
      );
    return pass(assumptions);
  },
};
