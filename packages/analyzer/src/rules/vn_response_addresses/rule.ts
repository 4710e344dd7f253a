import type { Rule, RuleResult } from '../../types';
import { addressBlocks, classifyBlocks } from '../_validation-notice/addresses';
import { lineOf } from '../_validation-notice/dates';
import { responseSection } from '../_validation-notice/response-section';
import { flag, notApplicable, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { toSpan } from '../_validation-notice/vn-doc';

export const rule: Rule = {
  meta: {
    id: 'vn_response_addresses',
    title: 'Mailing addresses missing from the response section',
    citation: '12 CFR 1006.34(c)(4)(iii)',
    kind: 'objective',
    section: '1.1',
    description:
      "The tear-off response part of a validation notice must show the collector's name and mailing address (where to send it) and your name and mailing address.",
    severity: 2,
    value: 100,
    safeHarbour: 'model_form',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: true });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const section = responseSection(d);
    if (!section)
      return notApplicable('The notice has no consumer-response section at all; that is checked by vn_response_section_placement and vn_dispute_prompts.');
    const blocks = classifyBlocks(ctx, d, addressBlocks(d, section));
    if (blocks.length >= 2) return pass(assumptions);
    const heading = toSpan(d, lineOf(d, section.start));
    const only = blocks[0];
    if (!only)
      return flag(
        "The response section of this notice shows no mailing address: neither the collector's address to send it to nor your name and address. The response section must carry both (12 CFR 1006.34(c)(4)(iii)).",
        [heading],
        'high',
        assumptions,
      );
    const missing = only.owner === 'consumer' ? "the collector's name and mailing address" : 'your name and mailing address';
    return flag(
      `The response section of this notice is missing ${missing}. It must show both the collector's and your name and mailing address (12 CFR 1006.34(c)(4)(iii)).`,
      [heading, toSpan(d, only.withName)],
      only.owner === 'unknown' ? 'medium' : 'high',
      assumptions,
    );
  },
};
