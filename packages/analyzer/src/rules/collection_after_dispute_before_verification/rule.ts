import { formatLongDate, isIsoDate } from '@debtshield/clocks';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { asksForMoney } from '../../reading/requests-for-money';
import { findPhrases, quoteOf, sentenceAround, shortQuote } from '../_conduct-and-time-bar/phrases';
import { answeredNo, MAIL_DAYS, timingAfter } from '../_conduct-and-time-bar/user-dates';
import { QUESTIONS } from '../_shared/questions';

/**
 * legal-reference §1.9 `collection_after_dispute_before_verification`: after a written dispute (or
 * original-creditor request) received within the validation period, the collector must stop
 * collecting the disputed amount until it sends verification (or the original creditor's name and
 * address) (1692g(b); 1006.38(c), (d)(2)). The user supplies the dispute date and whether
 * verification came (UserAnswers.disputeSentDate, verificationReceived).
 */

/** The letter itself answers the dispute (verification, judgment copy, original creditor). */
const VERIFICATION: readonly RegExp[] = [
  /\bin\s+response\s+to\s+your\s+(?:dispute|letter|request|correspondence|inquiry)\b/i,
  /\b(?:verification|validation)\s+of\s+(?:the|this|your)\s+(?:debt|account|balance)\b|\bwe\s+have\s+verified\b|\bverified\s+(?:the|this|your)\s+(?:debt|account|balance)\b/i,
  // The papers sent with it, enclosed, attached or included (decision 426: "attached are the documents", "a copy is included with
  // this letter", "adjuntamos una copia", "se adjunta el estado de cuenta").
  /\b(?:enclosed|attached)\s+(?:please\s+find\s+|is\s+|are\s+|you\s+will\s+find\s+)?(?:a\s+|the\s+)?(?:cop(?:y|ies)|statements?|documents?|documentation|records?|verification)\b|\b(?:cop(?:y|ies)|statements?|documents?|documentation|records?|verification)\s+(?:is|are)\s+(?:enclosed|attached|included)\b|\bhere\s+is\s+the\s+(?:verification|documentation|information)\b/i,
  /\b(?:adjuntamos|adjunto\s+encontrar[aá]|se\s+adjunta(?:n)?|le\s+enviamos|incluimos)\s+(?:una\s+|la\s+|el\s+|las\s+|los\s+)?(?:cop(?:ia|ias)|estados?\s+de\s+cuenta|documentos?|documentaci[oó]n|verificaci[oó]n|registros?)\b|\ben\s+respuesta\s+a\s+su\s+(?:disputa|carta|solicitud|reclamo|consulta)\b|\bverificaci[oó]n\s+de\s+(?:la|esta|su)\s+deuda\b/i,
  /\bcopy\s+of\s+(?:the|a)\s+judge?ment\b|\boriginal\s+creditor['’]?s?\s+name\s+and\s+address\b/i,
];

/** A duplicative dispute may be answered by pointing to the earlier response (1006.38(d)(2)(ii)). */
const DUPLICATIVE = /\bsubstantially\s+the\s+same\b|\bduplicative\b|\b(?:previously|already)\s+(?:responded|provided|sent|answered)\b/i;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const disputed = ctx.answers.disputeSentDate;
  if (answeredNo(disputed)) return { status: 'pass', assumptions: [...gate.assumptions, 'You said you did not send a written dispute by the deadline.'] };
  if (!isIsoDate(disputed)) {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.disputeSentDate],
      message:
        "If you disputed this debt in writing by the deadline in the collector's first notice, the collector must stop collecting until it sends you verification. Your answer tells us whether this letter came too soon.",
      assumptions: gate.assumptions,
    };
  }
  const timing = timingAfter(ctx, disputed, 'dispute');
  if (timing.status === 'unknown') {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.receivedDate],
      message: 'This letter is undated. Tell us when you received it, so we can compare it with the date of your dispute.',
      assumptions: gate.assumptions,
    };
  }
  if (timing.status === 'not_after') return { status: 'pass', assumptions: [...gate.assumptions, timing.reason] };

  const answersDispute = findPhrases(ctx.text, VERIFICATION)[0];
  if (answersDispute) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        `This letter appears to answer your dispute ("${shortQuote(sentenceAround(ctx.text, answersDispute.start, answersDispute.end), 90)}"); once verification is sent, collection may resume (15 U.S.C. 1692g(b)).`,
      ],
    };
  }
  const duplicative = findPhrases(ctx.text, [DUPLICATIVE])[0];
  if (duplicative) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        'The letter says your dispute repeats an earlier one it already answered, which the rule allows (12 CFR 1006.38(d)(2)(ii)).',
      ],
    };
  }
  // Collection is any ask for money in the ways collectors ask (decision 426), not the statements every collector's letter carries.
  const demands = asksForMoney(ctx.text);
  if (demands.length === 0) return { status: 'pass', assumptions: [...gate.assumptions, 'The letter does not ask for payment.'] };
  if (ctx.answers.verificationReceived === true) {
    return { status: 'pass', assumptions: [...gate.assumptions, 'You said the collector had already sent verification, so it may resume collecting.'] };
  }
  const evidence: Span[] = [];
  for (const d of demands) {
    const q = quoteOf(ctx.text, sentenceAround(ctx.text, d.start, d.end), d);
    if (!evidence.some((e) => e.start < q.end && q.start < e.end)) evidence.push(q);
    if (evidence.length >= 3) break;
  }
  if (ctx.answers.verificationReceived === undefined) {
    return {
      status: 'needs_input',
      questions: [QUESTIONS.verificationReceived],
      message:
        'This letter, sent after your dispute, asks for payment. That is allowed only if the collector had already sent you information verifying the debt. Tell us whether it had.',
      evidence,
      assumptions: [...gate.assumptions, timing.assumption],
    };
  }
  const first = evidence[0] as Span;
  return {
    status: 'flag',
    message: `You told us you disputed this debt in writing on ${formatLongDate(disputed)}, within the dispute period, and that the collector had not sent verification. This later letter still asks for payment ("${shortQuote(first)}"). Until it sends verification (or, for an original-creditor request, that creditor's name and address), a debt collector must stop collecting the disputed amount (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).`,
    evidence,
    confidence: timing.days > 2 * MAIL_DAYS ? 'high' : 'medium',
    assumptions: [
      ...gate.assumptions,
      timing.assumption,
      'Assumed your dispute was in writing and reached the collector by the end of the validation period stated in its first notice.',
    ],
  };
};

export const rule: Rule = {
  meta: {
    id: 'collection_after_dispute_before_verification',
    title: 'Collection continued after a timely written dispute',
    citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(c), (d)(2)',
    kind: 'context',
    section: '1.9',
    description:
      "If you dispute a debt in writing (or ask for the original creditor's name and address) within the dispute period, the debt collector must stop collecting the disputed amount until it sends you information verifying the debt (or the original creditor's name and address).",
    severity: 7,
    value: 1000,
  },
  check,
};
