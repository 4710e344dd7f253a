import { findAll, findFirst } from '../../text/find';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';
import { QUESTIONS } from '../_shared/questions';
import { matchesOf } from '../../text/prefilter';

/**
 * legal-reference §1.7 `employer_email_used`: a debt collector may not email a consumer at an address it
 * knows or should know is provided by the consumer's employer, unless the consumer used that address to
 * contact the collector or consented to it (1006.22(f)(3); 1006.6(d)(4)(i), (iii)). Only the user knows
 * whose address it is (UserAnswers.sentToEmployerEmail); the letter shows whether it came by email.
 */

/** Signs that the document is an email: header lines with an address, or e-delivery boilerplate. */
const EMAIL_HEADER = /^[ \t]*(?:to|from|cc|sent\s+to|reply-to)[ \t]*:[^\n]{0,120}?[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gim;
const EMAIL_MARKS = /\bunsubscribe\b|\bopt[\s-]out\s+of\s+(?:these\s+)?emails?\b|\bthis\s+(?:e-?mail|message)\s+(?:was\s+sent|is\s+from)\b|\breply\s+stop\b/i;
const TO_ADDRESS = /^[ \t]*(?:to|sent\s+to)[ \t]*:[^\n]{0,120}?([\w.+-]+@([\w-]+(?:\.[\w-]+)+))/gim;

/** Common personal mailbox providers: an address elsewhere may be a work address. */
const PERSONAL_DOMAINS =
  /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|protonmail|proton|gmx|mail|zoho|comcast|verizon|att|sbcglobal|bellsouth|cox|charter|earthlink|optonline|frontier|windstream|juno|netzero)\./i;

const recipientSpan = (text: string): { span: Span; domain: string } | undefined => {
  for (const m of matchesOf(TO_ADDRESS, text)) {
    const address = m[1];
    const domain = m[2];
    if (!address || !domain) continue;
    const start = (m.index ?? 0) + m[0].lastIndexOf(address);
    return { span: { start, end: start + address.length, text: address }, domain };
  }
  return undefined;
};

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  if (ctx.gates.isRegF === false) {
    return { status: 'not_applicable', reason: 'This message is dated before November 30, 2021, when Regulation F (12 CFR 1006.22(f)(3)) took effect.' };
  }
  if (ctx.gates.isRegF === null) gate.assumptions.push(GATE_ASSUMPTIONS.regF);
  const answer = ctx.answers.sentToEmployerEmail;
  if (answer === false)
    return {
      status: 'pass',
      assumptions: [...gate.assumptions, 'You said the collector did not email you at a work address it knew about (or you had used or allowed it).'],
    };

  const recipient = recipientSpan(ctx.text);
  const looksLikeEmail = findAll(ctx.text, EMAIL_HEADER).length > 0 || !!findFirst(ctx.text, EMAIL_MARKS);
  const workDomain = recipient && !PERSONAL_DOMAINS.test(`${recipient.domain}.`) ? recipient : undefined;

  if (answer === true) {
    return {
      status: 'flag',
      message: `You told us the collector emailed you at an address your employer provides, which it knew was a work address, and that you had not emailed it from that address or agreed to its use. A debt collector may not send email to such an address (12 CFR 1006.22(f)(3)), because your employer may read it.${recipient ? ` The email was sent to ${recipient.span.text}.` : ''}`,
      evidence: recipient ? [recipient.span] : [],
      confidence: 'medium',
      assumptions: gate.assumptions,
    };
  }
  if (ctx.answers.deliveredElectronically === false) return { status: 'not_applicable', reason: 'The letter came by mail, not by email.' };
  if (!looksLikeEmail && ctx.answers.deliveredElectronically !== true) {
    return { status: 'not_applicable', reason: 'Nothing shows this letter came by email; this check is about emails sent to a work address.' };
  }
  return {
    status: 'needs_input',
    questions: [QUESTIONS.sentToEmployerEmail],
    message: workDomain
      ? `This email was sent to ${workDomain.span.text}, which does not look like a personal mailbox. A debt collector may not email you at an address it knows your employer provides, unless you used it to contact the collector or agreed to it. Tell us whether that is a work address.`
      : 'A debt collector may not email you at an address it knows your employer provides, unless you used it to contact the collector or agreed to it. Tell us whether this email went to a work address.',
    ...(recipient ? { evidence: [recipient.span] } : {}),
    assumptions: gate.assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'employer_email_used',
    title: "Email to an address the collector knows is the employer's",
    citation: '12 CFR 1006.22(f)(3); comment 22(f)(3)-1',
    kind: 'context',
    section: '1.7',
    description:
      'A debt collector may not email you at a work address it knows (or should know) your employer provides, unless you used that address to contact the collector or agreed to it, because your employer may be able to read it.',
    severity: 5,
    value: 500,
  },
  check,
};
