import { formatLongDate, isIsoDate } from '@debtshield/clocks';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { asksForMoney, proposesTermsOnly } from '../../reading/requests-for-money';
import { findPhrases, quoteOf, sentenceAround, shortQuote } from '../_conduct-and-time-bar/phrases';
import { circuitOf } from '../_shared/circuit-of';
import { answeredNo, MAIL_DAYS, timingAfter } from '../_conduct-and-time-bar/user-dates';
import { QUESTIONS } from '../_shared/questions';

/**
 * legal-reference §1.9 `contact_after_cease_or_refusal`: once the collector has received the consumer's
 * written refusal to pay or request to stop, it may write only to say it is stopping, that it or the
 * creditor may use remedies it ordinarily uses, or that it intends to use a specific remedy
 * (1692c(c); 1006.6(c)). The date the user wrote comes from the user (UserAnswers.ceaseLetterSentDate).
 */

/** The permitted "we are stopping" message (1692c(c)(1)). */
const TERMINATION: readonly RegExp[] = [
  /\b(?:we|our\s+(?:office|company|client))\s+(?:will|are|have)\s+(?:no\s+longer|not)\s+(?:be\s+)?(?:contact|communicat|call|writ|pursu|collect)\w*/i,
  /\b(?:ceas|terminat|clos|stop|discontinu|end)\w*\s+(?:all\s+)?(?:further\s+|our\s+)?(?:collection|communication|contact|efforts|activity)\b/i,
  /\bas\s+you\s+(?:requested|asked)\b|\bper\s+your\s+request\b|\b(?:we\s+)?(?:have\s+)?received\s+your\s+(?:request|letter|notice)\s+to\s+(?:stop|cease)\b/i,
  /\bclosed\s+(?:our|this|your)\s+(?:file|account)\b|\breturn(?:ed|ing)\s+(?:the|this|your)\s+account\s+to\b/i,
];

const isTerminationSentence = (text: string, s: Span): boolean => findPhrases(sentenceAround(text, s.start, s.end).text, TERMINATION).length > 0;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const sent = ctx.answers.ceaseLetterSentDate;
  if (answeredNo(sent))
    return { status: 'pass', assumptions: [...gate.assumptions, 'You said you did not send the collector a written request to stop or a refusal to pay.'] };
  if (!isIsoDate(sent)) {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.ceaseLetterSentDate],
      message:
        'If you told the collector in writing to stop contacting you, or that you refuse to pay, it may afterwards write only to say it is stopping or to name a remedy it may use. Your answer tells us whether this letter came after your request.',
      assumptions: gate.assumptions,
    };
  }
  const timing = timingAfter(ctx, sent, 'request to stop');
  if (timing.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.receivedDate],
      message: 'This letter is undated. Tell us when you received it, so we can compare it with the date of your request to stop.',
      assumptions: gate.assumptions,
    };
  }
  if (timing.status === 'not_after') return { status: 'pass', assumptions: [...gate.assumptions, timing.reason] };

  const terminating = findPhrases(ctx.text, TERMINATION).length > 0;
  // What the letter asks, offers or invites payment for, in any of the ways collectors ask (decision 426): the statements every
  // collector's letter carries (its 1692e(11) statement, the balance) are not a request, and a sentence that says it is stopping
  // asks nothing.
  const demands = asksForMoney(ctx.text).filter((s) => !isTerminationSentence(ctx.text, s));
  if (demands.length > 0 && circuitOf(ctx.gates.state) === 6 && proposesTermsOnly(ctx.text, demands)) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        timing.assumption,
        'The letter proposes terms (a settlement or a way to pay) without demanding payment. In the Sixth Circuit such a letter, sent after a request to stop, is read as a notice of a remedy the collector ordinarily uses, which the law allows (Lewis v. ACB Business Services, 135 F.3d 389 (6th Cir. 1998); 15 U.S.C. 1692c(c)(2)).',
      ],
    };
  }
  if (demands.length === 0) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        timing.assumption,
        terminating
          ? 'The letter says the collector is stopping, which the law still allows after a request to stop (15 U.S.C. 1692c(c)(1)).'
          : 'The letter does not ask for payment; after a request to stop, a collector may still say it is stopping or name a remedy it may use (15 U.S.C. 1692c(c)).',
      ],
    };
  }
  const evidence: Span[] = [];
  for (const d of demands) {
    const q = quoteOf(ctx.text, sentenceAround(ctx.text, d.start, d.end), d);
    if (!evidence.some((e) => e.start < q.end && q.start < e.end)) evidence.push(q);
    if (evidence.length >= 3) break;
  }
  const first = evidence[0] as Span;
  return {
    status: 'flag',
    message: `You told us you sent the collector a written request to stop contacting you (or a refusal to pay) on ${formatLongDate(sent)}. This later letter still asks for payment ("${shortQuote(first)}"). After receiving such a request, a debt collector may only tell you it is stopping, or that it or the creditor may use, or intends to use, a specific remedy (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). Keep a copy of your request and proof of mailing.`,
    evidence,
    confidence: timing.days > 2 * MAIL_DAYS ? 'high' : 'medium',
    assumptions: [
      ...gate.assumptions,
      timing.assumption,
      'Assumed your request was in writing (or sent electronically in a way the collector accepts) and went to the collector that sent this letter.',
    ],
  };
};

export const rule: Rule = {
  meta: {
    id: 'contact_after_cease_or_refusal',
    title: "Letter received after the user's written cease / refusal-to-pay notice",
    citation: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c); comment 6(c)(1)-1',
    kind: 'context',
    section: '1.9',
    description:
      'Once a debt collector receives your written request to stop contacting you, or your written refusal to pay, it must stop. It may write once more only to say it is stopping, or that it or the creditor may use (or intends to use) a specific legal remedy — not to ask for payment.',
    severity: 8,
    value: 1000,
  },
  check,
};
