import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { disclosedCollectorNames, letterheadLines, payeeNames, signatureLines } from '../_threats-and-misrepresentations/parties';
import { findWithSentence, foundSpan, uniqueSpans, viewOf } from '../_threats-and-misrepresentations/text';

const meta: RuleMeta = {
  id: 'credit_bureau_impersonation',
  title: 'Implies the collector is or works for a credit bureau',
  citation: '15 U.S.C. 1692e(16); 12 CFR 1006.18(b)(1)(ii)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not suggest that it is a credit bureau (a consumer reporting agency such as Equifax, Experian or TransUnion) or that it works for one. A collector may say, truthfully, that it reports accounts to credit bureaus.',
  severity: 6,
  value: 750,
};

/** A credit-bureau identity in a sender name or title. */
const BUREAU_NAME =
  /\b(?:credit\s+(?:bureau|reporting\s+(?:agency|bureau|service|services|company|center|division|department|unit))|consumer\s+(?:credit\s+)?reporting\s+(?:agency|bureau)|credit\s+registry|national\s+credit\s+(?:registry|bureau|reporting|database)|credit\s+(?:information|history)\s+(?:bureau|registry|center)|bur[oó]\s+de\s+cr[eé]dito)\b/i;
/** The letter says it is a credit bureau, or speaks for one. */
const BUREAU_CLAIM =
  /\b(?:we\s+are|this\s+(?:office|company|agency)\s+is|as)\s+(?:a|an|the|your)\s+(?:national\s+|local\s+|regional\s+)?(?:credit\s+(?:bureau|reporting\s+agency)|consumer\s+reporting\s+agency)\b|\b(?:notice|message|letter|communication)\s+from\s+(?:the|your)\s+(?:local\s+|national\s+)?credit\s+bureau\b|\bon\s+behalf\s+of\s+(?:the\s+)?(?:national\s+)?credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))\b|\bmembers?\s+of\s+(?:the\s+)?(?:national\s+|local\s+)?credit\s+bureaus?\b|\b(?:we|our\s+office)\s+maintain\w*\s+your\s+credit\s+(?:file|record|history)\b/i;
/**
 * Lines about where the collector (or the creditor) reports or may report, or how to dispute with a
 * bureau, are not identities: "a negative credit bureau report ... may be submitted to a credit
 * reporting agency by the current account owner", "we will not report it to any credit reporting
 * agency". A sender's name or title has no verb of reporting.
 */
const REPORTING_LINE =
  /\b(?:report\w*\s+(?:\w+\s+)?to|dispute|equifax|experian|trans\s?union|contact|www\.|submit\w*|furnish\w*|reported|reporting\s+(?:it|this|your|the)\b|(?:may|will|would|can|could)\s+(?:not\s+)?(?:be\s+)?(?:report|submit|furnish|sen[dt]|provid)\w*)/i;

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const identity: Span[] = [
      ...letterheadLines(ctx),
      ...signatureLines(ctx),
      ...disclosedCollectorNames(ctx).map((n) => n.span),
      ...payeeNames(ctx).map((n) => n.span),
    ].filter((s) => BUREAU_NAME.test(s.text) && !REPORTING_LINE.test(s.text));
    const claims = findWithSentence(v, BUREAU_CLAIM).filter((f) => !negatedBefore(f.sentence, f.at));
    if (identity.length === 0 && claims.length === 0) return pass(gate.assumptions);
    return flag(
      'This letter may violate federal law: the sender calls itself, or presents itself as, a credit bureau or credit reporting agency. A debt collector may not suggest that it is, or works for, a consumer reporting agency (15 U.S.C. 1692e(16); 12 CFR 1006.18(b)(1)(ii)).',
      uniqueSpans([...identity, ...claims.map((f) => foundSpan(v, f))]).slice(0, 4),
      claims.length > 0 ? 'high' : 'medium',
      gate.assumptions,
    );
  },
};
