import type { Rule, RuleResult } from '../../types';
import { lineOf } from '../_validation-notice/dates';
import { flag, listOf, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { CHECK_ALL_HEADING, OC_PROMPT, RESPOND_HEADING } from '../_validation-notice/statements';
import { firstIn, matchesIn, type Range, toSpan } from '../_validation-notice/vn-doc';

/** The consumer-response prompts of (c)(4)(i)-(ii). */
const PROMPT = new RegExp(
  `\\bI\\s+want\\s+to\\s+dispute\\s+the\\s+debt\\b|\\bI\\s+dispute\\s+(?:the|this)\\s+debt\\b|\\bnot\\s+my\\s+debt\\b|\\bamount\\s+is\\s+(?:wrong|incorrect)\\b|\\bquiero\\s+disputar\\b|${OC_PROMPT.source}`,
  'gi',
);
/** Payment pitches that do not belong among the response prompts (the 'I enclosed this amount' box is allowed, 1006.34(d)(3)(iii)(B)). */
const PAYMENT_PITCH =
  /\bpay(?:ment)?\s+(?:now|today|immediately|in\s+full)\b|\bsettle\s+(?:now|today|for)\b|\b(?:settlement|special|limited[-\s]time)\s+offer\b|\bdiscount\b|\bsave\s+\d+\s*%|\bact\s+now\b|\bcall\s+(?:us\s+)?(?:now|today)\b/gi;

export const rule: Rule = {
  meta: {
    id: 'vn_response_section_placement',
    title: 'Response section not segregated / not at the bottom / wrong headings',
    citation: '12 CFR 1006.34(c)(4) (lead-in)',
    kind: 'objective',
    section: '1.1',
    description:
      'The part of a validation notice where you respond must be kept apart from the rest and, on paper, sit at the bottom under the headings "How do you want to respond?" and "Check all that apply:".',
    severity: 2,
    value: 150,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const heading = firstIn(d, RESPOND_HEADING);
    const checkAll = firstIn(d, CHECK_ALL_HEADING);
    const prompts = matchesIn(d, PROMPT);
    const firstPrompt = prompts[0];

    if (!heading && !checkAll && !firstPrompt && s.excerpt) return excerptResult('a response section');
    if (!heading && !checkAll && !firstPrompt)
      return flag(
        'This notice has no section for your response (the part headed "How do you want to respond?" and "Check all that apply:" with the dispute and original-creditor prompts). A validation notice must include it, apart from the other information and at the bottom of a written notice (12 CFR 1006.34(c)(4)).',
        [],
        'high',
        assumptions,
      );
    const missing = [...(heading ? [] : ['"How do you want to respond?"']), ...(checkAll ? [] : ['"Check all that apply:"'])];
    if (missing.length > 0) {
      const where = heading ?? checkAll ?? firstPrompt;
      return flag(
        `The response section of this notice lacks the required heading${missing.length > 1 ? 's' : ''} ${listOf(missing)}. The consumer-response information must sit under those headings (12 CFR 1006.34(c)(4)).`,
        where ? [toSpan(d, lineOf(d, where.start))] : [],
        heading ? 'medium' : 'high',
        assumptions,
      );
    }
    // Segregation: payment pitches mixed in among the prompts.
    const lastPrompt = prompts[prompts.length - 1];
    const start = Math.min((heading as Range).start, (checkAll as Range).start);
    const end = Math.max(lastPrompt?.end ?? start, (checkAll as Range).end);
    const pitches = matchesIn(d, PAYMENT_PITCH, { start, end });
    if (pitches.length > 0)
      return flag(
        'This notice mixes payment demands or offers into its response section, among the dispute prompts. The response information must be kept apart from other content (only an "I enclosed this amount" box is allowed there), and mixing them in may make the dispute options harder to see (12 CFR 1006.34(c)(4); 1006.34(d)(3)(iii)(B)).',
        pitches.map((r) => toSpan(d, lineOf(d, r.start))),
        'medium',
        assumptions,
      );
    return pass(assumptions);
  },
};
