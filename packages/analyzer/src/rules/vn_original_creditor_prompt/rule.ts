import type { Rule, RuleResult } from '../../types';
import { lineOf } from '../_validation-notice/dates';
import { flag, pass } from '../_validation-notice/results';
import { excerptResult, scope } from '../_validation-notice/scope';
import { OC_PROMPT } from '../_validation-notice/statements';
import { firstIn, toSpan } from '../_validation-notice/vn-doc';

/** The form's tear-off part (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const RESPONSE_FORM = /\bhow\s+do\s+you\s+want\s+to\s+respond\b|\bcheck\s+all\s+that\s+apply\b|\bI\s+want\s+to\s+dispute\s+the\s+debt\b/i;

export const rule: Rule = {
  meta: {
    id: 'vn_original_creditor_prompt',
    title: 'Original-creditor request checkbox missing',
    citation: '12 CFR 1006.34(c)(4)(ii)',
    kind: 'objective',
    section: '1.1',
    description:
      'The response part of a validation notice must include a box you can tick to ask for the name and address of the original creditor ("I want you to send me the name and address of the original creditor.").',
    severity: 2,
    value: 150,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true, item: 'vn_original_creditor_prompt' });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    if (firstIn(d, OC_PROMPT)) return pass(assumptions);
    if (s.excerpt) return excerptResult('the original-creditor prompt');
    const respond = firstIn(d, RESPONSE_FORM);
    return flag(
      'The response part of this notice has no prompt you can tick to ask for the name and address of the original creditor (such as "I want you to send me the name and address of the original creditor."). A validation notice must include it (12 CFR 1006.34(c)(4)(ii)).',
      respond ? [toSpan(d, lineOf(d, respond.start))] : [],
      'high',
      assumptions,
    );
  },
};
