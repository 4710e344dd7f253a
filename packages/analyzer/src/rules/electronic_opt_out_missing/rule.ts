import type { Rule, Span } from '../../types';
import { letterDateOf } from '../_disclosures-and-amounts/dates';
import { withFederalGate, regFStatus } from '../_disclosures-and-amounts/gate';
import { matchIn, quote, segmentIndexAt, segments } from '../_disclosures-and-amounts/text';
import { GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';

/** Signs that the text is an email or a text message. */
const ELECTRONIC =
  /(?:^|\n)[ \t]*(?:from|to|reply-to|cc)[ \t]*:[^\n]{0,120}@|(?:^|\n)[ \t]*subject[ \t]*:|\bthis\s+(?:e-?mail|text\s+message|sms)\b|\bmsg\s*(?:&|and)\s*data\s+rates\b|\breply\s+"?stop\b|\bview\s+(?:this\s+e-?mail\s+)?in\s+(?:your\s+)?browser\b|\bsent\s+from\s+my\s+(?:iphone|phone)\b|\btxt\b/;
/** Signs of a paper letter: a tear-off or return slip. */
const PAPER =
  /\bmail\s+this\s+form\s+to\b|\bdetach\b|\breturn\s+this\s+(?:portion|stub|coupon)\b|\benclosed\s+(?:return\s+)?envelope\b|\bremit\s+to\b|\bamount\s+enclosed\b/;
/** A "City, ST 12345" line; a mailed letter has at least two (sender and recipient). */
const CITY_STATE_ZIP = /(?:^|\n)[^\n]{0,60}\b[A-Z][A-Za-z .'-]{1,30},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?[ \t]*(?=\n|$)/g;
/** Two "City, ST 12345" lines or more: searched up to the second, not through the rest of the letter. */
const hasTwoCityLines = (text: string): boolean => {
  CITY_STATE_ZIP.lastIndex = 0;
  let found = 0;
  while (found < 2 && CITY_STATE_ZIP.exec(text) !== null) found++;
  CITY_STATE_ZIP.lastIndex = 0;
  return found >= 2;
};
/**
 * A way to stop further e-mails or texts, in the words messages use (decision 426): opt out, unsubscribe, a reply with a word
 * ("reply to this message with the word STOP", "reply \"REMOVE\""), asking the collector to stop e-mailing or texting, not
 * wishing to receive more, preferring not to be contacted by e-mail, and the Spanish ("dejar de recibir", "cancelar su
 * suscripción", "responda … BAJA").
 */
const OPT_OUT =
  /\bopt[- ]?out\b|\breply(?:\s+(?:to|this|the|our|message|e-?mail|text|with|word|by|typing|sending|texting|back|just|simply|a|us|and|saying|only))*\s*[:"“']?\s*(?:stop|end|quit|cancel|remove|unsubscribe)\b|\bstop\s+(?:sending|e-?mailing|texting|messaging|contacting)\s+(?:you|e-?mails?|texts?|messages?)\b|\b(?:do\s+not|don't|don’t|no\s+longer)\s+(?:wish|want|like)\s+to\s+(?:receive|get)\b|\bprefer\s+(?:that\s+)?we\s+(?:not|no\s+longer|stop)\s+(?:contact|e-?mail|text|messag)|\bdejar\s+de\s+recibir\b|\bcancelar\s+(?:su\s+)?suscripci[oó]n\b|\bno\s+desea\s+(?:seguir\s+)?recibir\b|\bresponda(?:\s+(?:a|este|mensaje|correo|con|la|palabra|el|texto|escribiendo|enviando|solo|simplemente))*\s*[:"“']?\s*(?:stop|alto|baja|cancelar)\b|\bunsubscribe\b|\breply\s+(?:with\s+)?"?(?:stop|end|quit|cancel)\b|\btext\s+"?(?:stop|end)\b|\bsend\s+"?stop\b|\b(?:stop|end)\s+to\s+(?:opt|end|cancel|unsubscribe|quit|stop)\b|\bto\s+stop\s+(?:receiving|getting)\b|\bno\s+longer\s+(?:wish|want)\s+to\s+receive\b|\b(?:email|communication|contact)\s+preferences\b|\bdarse\s+de\s+baja\b|\bresponda\s+"?(?:stop|alto|baja)\b/;
/** What 1006.6(e) forbids an opt-out to require: more than the preference and the address or number, or a fee. */
const INFO_BURDEN =
  /\baccount\s+(?:number|no\.?|#)|\bsocial\s+security\b|\bssn\b|\bdate\s+of\s+birth\b|\bbirth\s*date\b|\blog\s*(?:in|on)\b|\bsign\s+in\b|\bpassword\b|\bverify\s+your\s+identity\b/;
const FEE_BURDEN = /\b(?:pay|payment|fee|charge)\b/;
const NOT_A_FEE = /\b(?:no\s+(?:fee|charge|cost)|free(?:\s+of\s+charge)?|rates\s+may\s+apply)\b/;

export const rule: Rule = {
  meta: {
    id: 'electronic_opt_out_missing',
    title: 'Email or text with no opt-out instructions',
    citation: '12 CFR 1006.6(e)',
    kind: 'objective',
    section: '1.3',
    description:
      'Every email or text message from a debt collector must tell you a simple way to stop further emails or texts to that address or number, free of charge, without asking for anything more than your choice and the address or number.',
    severity: 3,
    value: 250,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const assumptions = [...gate.assumptions];
    const answered = ctx.answers.deliveredElectronically;
    if (answered === false)
      return { status: 'not_applicable', reason: 'You told us this letter came on paper; the opt-out rule covers emails and text messages.' };
    if (answered === undefined) {
      const cue = matchIn(ctx.text, folded, ELECTRONIC);
      if (cue) assumptions.push(`Assumed this is an email or text message (it shows "${quote(cue, 60)}").`);
      else if (matchIn(ctx.text, folded, PAPER) || hasTwoCityLines(ctx.text)) {
        return {
          status: 'not_applicable',
          reason:
            'This looks like a mailed letter (it has postal addresses or a slip to mail back). The opt-out rule covers emails and text messages; tell us if it came by email or text.',
        };
      } else {
        return {
          status: 'needs_input',
          questions: [{ id: 'deliveredElectronically', text: 'Did this message reach you by email or text message?', type: 'boolean' }],
          message:
            'Emails and text messages from a debt collector must explain how to opt out of further electronic messages. Tell us how this one reached you.',
        };
      }
    }
    const regF = regFStatus(ctx, letterDateOf(ctx, folded)?.iso);
    if (regF === false)
      return { status: 'not_applicable', reason: 'The message is dated before November 30, 2021, when Regulation F (12 CFR 1006.6(e)) took effect.' };
    if (regF === null) assumptions.push(GATE_ASSUMPTIONS.regF);
    const optOut = matchIn(ctx.text, folded, OPT_OUT);
    if (!optOut) {
      return {
        status: 'flag',
        message:
          'This email or text does not appear to tell you how to opt out of further electronic messages (for example "reply STOP" or an unsubscribe link). Regulation F requires every electronic communication from a debt collector to describe a reasonable and simple way to opt out (12 CFR 1006.6(e)).',
        evidence: [],
        confidence: 'high',
        assumptions,
      };
    }
    const segs = segments(ctx.text);
    const seg = segs[segmentIndexAt(segs, optOut.start)] as Span | undefined;
    const part = seg ? folded.slice(seg.start, seg.end) : '';
    if (seg && (INFO_BURDEN.test(part) || (FEE_BURDEN.test(part) && !NOT_A_FEE.test(part)))) {
      return {
        status: 'flag',
        message: `The opt-out instructions ask for more than your choice and your email address or phone number ("${quote(seg)}"). Regulation F does not allow an opt-out that requires a fee or any other information (12 CFR 1006.6(e)).`,
        evidence: [seg],
        confidence: 'medium',
        assumptions,
      };
    }
    return { status: 'pass', assumptions: [...assumptions, `The message explains how to opt out ("${quote(seg ?? optOut, 100)}").`] };
  }),
};
