import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { findPhrases, quoteOf, sentenceAround, shortQuote } from '../_conduct-and-time-bar/phrases';
import { QUESTIONS } from '../_shared/questions';

/**
 * legal-reference §1.9 `contact_represented_consumer`: once the collector knows the consumer has a lawyer
 * for this debt (and can find the lawyer's name and address), it must deal with the lawyer, unless the
 * lawyer fails to respond within a reasonable time or consents to direct contact (1692c(a)(2);
 * 1006.6(b)(2)). The user says whether the collector knew (UserAnswers.collectorKnowsAttorney).
 */

/** The letter itself shows the collector knows of the lawyer. */
const KNOWS_OF_LAWYER: readonly RegExp[] = [
  /\b(?:we|our\s+office|our\s+client)\s+(?:have|has)\s+been\s+(?:advised|informed|notified|told)\s+that\s+you\s+(?:are\s+represented|have\s+(?:retained|hired|engaged)|have\s+an?\s+(?:attorney|lawyer))/i,
  /\b(?:we|our\s+office)\s+(?:are|were)\s+(?:aware|advised|informed|notified)\s+that\s+you\s+(?:are\s+represented|have\s+(?:retained|hired|engaged)|have\s+an?\s+(?:attorney|lawyer))/i,
  /(?<!\bif\s)\byou\s+are\s+(?:now\s+)?represented\s+by\s+(?:an?\s+|legal\s+)?(?:attorney|counsel|lawyer)/i,
  /\byour\s+(?:attorney|lawyer|counsel)\s+(?:has\s+)?(?:notified|informed|advised|told|contacted|wrote|written)\s+(?:to\s+)?us\b/i,
];

/** The letter goes to the lawyer, or the lawyer agreed / did not answer (the statute's exceptions). */
const EXCEPTION: readonly RegExp[] = [
  /\b(?:c\/o|care\s+of)\b[^\n]{0,60}?\b(?:esq\.?|attorney|law\s+(?:office|offices|firm|group)|llp|pllc)\b/i,
  /\byour\s+client\b|\b(?:attorney|counsel)\s+for\s+(?:the\s+)?(?:debtor|consumer|defendant)\b/i,
  /\b(?:with|at)\s+(?:the\s+)?(?:consent|permission|request|direction)\s+of\s+your\s+(?:attorney|lawyer|counsel)\b|\byour\s+(?:attorney|lawyer|counsel)\s+(?:has\s+)?(?:consented|agreed|asked\s+us|authori[sz]ed)\b/i,
  /\byour\s+(?:attorney|lawyer|counsel)\s+(?:has\s+)?(?:not\s+responded|failed\s+to\s+respond|did\s+not\s+respond)\b/i,
];

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const exception = findPhrases(ctx.text, EXCEPTION)[0];
  if (exception) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        `The letter goes to your lawyer or says your lawyer agreed or did not respond ("${shortQuote(sentenceAround(ctx.text, exception.start, exception.end), 90)}"), which the law allows (15 U.S.C. 1692c(a)(2)).`,
      ],
    };
  }
  const knows = findPhrases(ctx.text, KNOWS_OF_LAWYER).map((s) => quoteOf(ctx.text, sentenceAround(ctx.text, s.start, s.end), s));
  const answer = ctx.answers.collectorKnowsAttorney;
  if (answer === false)
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        'You said the collector did not know a lawyer represents you for this debt (or your lawyer did not respond or agreed to direct contact).',
      ],
    };
  if (answer === undefined) {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.collectorKnowsAttorney],
      message: knows.length
        ? `This letter says the collector knows you have a lawyer ("${shortQuote(knows[0] as Span, 90)}"), yet it writes to you directly. Once a collector knows a lawyer represents you for a debt, it must deal with the lawyer unless the lawyer does not respond or agrees. Tell us whether that applies.`
        : 'If a lawyer represents you for this debt and the collector knew it, the collector must deal with your lawyer, not write to you. Tell us whether that applies.',
      ...(knows.length ? { evidence: knows } : {}),
      assumptions: gate.assumptions,
    };
  }
  const salutation = findPhrases(ctx.text, [/^[ \t]*(?:dear|estimad[oa])\b[^\n]{1,60}/im])[0];
  const addressee = ctx.facts.consumer?.name?.span;
  const evidence: Span[] = [...knows];
  const target = salutation ?? (addressee && ctx.text.slice(addressee.start, addressee.end) === addressee.text ? addressee : undefined);
  if (target && !evidence.some((e) => e.start < target.end && target.start < e.end)) evidence.unshift(target);
  return {
    status: 'flag',
    message:
      'You told us the collector knew, before it wrote this letter, that a lawyer represents you for this debt. This letter is addressed to you directly. Unless your lawyer failed to respond within a reasonable time or agreed to direct contact, a debt collector must communicate with your lawyer, not with you (15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)). Give this letter to your lawyer.',
    evidence,
    confidence: knows.length > 0 ? 'high' : 'medium',
    assumptions: [...gate.assumptions, "Assumed the collector knew, or could readily find, your lawyer's name and address."],
  };
};

export const rule: Rule = {
  meta: {
    id: 'contact_represented_consumer',
    title: 'Letter sent directly to a consumer the collector knows has a lawyer',
    citation: '15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2); comment 6(b)(2)-1',
    kind: 'context',
    section: '1.9',
    description:
      "Once a debt collector knows that a lawyer represents you for a debt, and can find the lawyer's name and address, it must deal with your lawyer instead of contacting you, unless the lawyer does not respond in a reasonable time or agrees to direct contact.",
    severity: 7,
    value: 1000,
  },
  check,
};
