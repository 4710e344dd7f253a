import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { findPhrases, quoteOf, sentenceAround } from '../_conduct-and-time-bar/phrases';
import { QUESTIONS } from '../_shared/questions';

/**
 * legal-reference §1.7 `postcard_communication`: a debt collector may not communicate with a consumer
 * about a debt by postcard (1692f(7); 1006.22(f)(1)). Whether the letter came as a postcard is not in
 * its text: the user says so (UserAnswers.isPostcard).
 */

const DEBT_WORDS: readonly RegExp[] = [
  /\bdebt\s+collector\b|\bcollect(?:ion|ing)?\s+(?:a|this|the|your)?\s*(?:debt|account|balance)\b|\bpast[\s-]+due\b|\bbalance\s+(?:due|of|owed)\b|\bamount\s+(?:due|owed)\b|\boverdue\b|\byou\s+owe\b|\bdeuda\b/i,
];
const MENTIONS_POSTCARD = /\bpost\s?cards?\b|\btarjeta\s+postal\b/i;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  if (ctx.answers.isPostcard === false) return { status: 'pass', assumptions: [...gate.assumptions, 'You said the letter came sealed, not as a postcard.'] };
  if (ctx.answers.isPostcard === true) {
    const first = findPhrases(ctx.text, DEBT_WORDS)[0];
    const evidence: Span[] = first ? [quoteOf(ctx.text, sentenceAround(ctx.text, first.start, first.end), first)] : [];
    return {
      status: 'flag',
      message:
        'You told us this came as a postcard. A debt collector may not contact you about a debt by postcard, because anyone who handles your mail can read it (15 U.S.C. 1692f(7); 12 CFR 1006.22(f)(1)).' +
        (first ? " The card's words reveal the debt to anyone who reads it." : ''),
      evidence,
      confidence: 'high',
      assumptions: gate.assumptions,
    };
  }
  if (ctx.answers.deliveredElectronically === true) return { status: 'not_applicable', reason: 'The letter came electronically, not by mail.' };
  if (ctx.doc.pages.length > 2) return { status: 'not_applicable', reason: `A ${ctx.doc.pages.length}-page letter is not a postcard.` };
  const mention = findPhrases(ctx.text, [MENTIONS_POSTCARD])[0];
  return {
    status: 'needs_input',
    questions: [QUESTIONS.isPostcard],
    message: 'A debt collector may not contact you about a debt by postcard. Tell us whether this came as a postcard or sealed in an envelope.',
    ...(mention ? { evidence: [sentenceAround(ctx.text, mention.start, mention.end)] } : {}),
    assumptions: gate.assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'postcard_communication',
    title: 'Collection by postcard',
    citation: '15 U.S.C. 1692f(7), 1692b(4); 12 CFR 1006.22(f)(1), 1006.10(b)(3)',
    kind: 'objective',
    section: '1.7',
    description:
      'A debt collector may not contact you about a debt by postcard or any other open mailer that others can read, because it exposes your debt to anyone who handles your mail.',
    severity: 6,
    value: 1000,
  },
  check,
};
