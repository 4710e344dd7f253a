import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { isRightsStatement, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';

const meta: RuleMeta = {
  id: 'innocent_purchaser_claim',
  title: 'Falsely claims the account went to an "innocent purchaser for value"',
  citation: '15 U.S.C. 1692e(12); 12 CFR 1006.18(b)(1)(vi)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not falsely say or suggest that your account has been turned over to an "innocent purchaser for value" (or a "holder in due course"), a legal label used to suggest that the new owner is free of your defenses and complaints about the original deal.',
  severity: 5,
  value: 500,
};

const INNOCENT_PURCHASER =
  /\binnocent\s+(?:third[- ]party\s+)?(?:purchasers?|buyers?|holders?|assignees?)(?:\s+for\s+value)?\b|\binnocent\s+third[- ]part(?:y|ies)\b|\bbona\s+fide\s+purchasers?(?:\s+for\s+value)?\b|\bpurchasers?\s+for\s+value(?:\s+without\s+notice)?\b|\bholders?\s+in\s+due\s+course\b|\bgood[- ]faith\s+(?:purchasers?|buyers?|holders?|assignees?)\b|\bcomprador(?:a)?\s+de\s+buena\s+fe\b|\btenedor\s+de\s+buena\s+fe\b/i;

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const found = findWithSentence(v, INNOCENT_PURCHASER).filter((f) => !negatedBefore(f.sentence, f.at) && !isRightsStatement(f.sentence));
    if (found.length === 0) return pass(gate.assumptions);
    return flag(
      'This letter may violate federal law: it says your account was turned over to an "innocent purchaser for value" or "holder in due course", which suggests the new owner is free of your defenses. A debt collector may not falsely represent or imply this (15 U.S.C. 1692e(12); 12 CFR 1006.18(b)(1)(vi)). A buyer of a consumer debt generally takes it subject to your defenses.',
      uniqueSpans(found.map((f) => foundSpan(v, f))).slice(0, 3),
      'medium',
      gate.assumptions,
    );
  },
};
