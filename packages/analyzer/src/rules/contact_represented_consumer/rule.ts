import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { findPhrases, quoteOf, sentenceAround, shortQuote } from '../_conduct-and-time-bar/phrases';
import { QUESTIONS } from '../_shared/questions';
import { collectionDisclaimed } from '../../reading/collection-disclaimed';
import { disputeAcknowledgedOnly } from '../../reading/dispute-acknowledged';
import { settlementConfirmed } from '../../reading/settlement-confirmed';
import { writtenToOrThroughTheLawyer } from '../../reading/written-to-the-lawyer';

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

const LAWYER = String.raw`(?:attorney|lawyer|counsel)`;
/** The lawyer's name set off after the word ("your attorney, Marie Broussard, Esq., has…"), or before it ("Ms. Broussard, your attorney, has…"). */
const NAMED = String.raw`(?:,\s*[^,.;\n]{1,40}(?:,\s*esq\.?)?,|,)?`;
/** Not a condition ("if your attorney consents", "si su abogado lo autoriza"): the exception said as a fact. */
const NOT_CONDITION = String.raw`(?<!\b(?:if|unless|until|once|when|si|cuando|hasta\s+que)\s)`;

/**
 * The law's exceptions and the bounds of its reach, as a letter says them (decision 373), each with what the result says. 15 U.S.C.
 * 1692c(a)(2) excepts the lawyer's consent and the lawyer's failure to respond within a reasonable time; 1692c(a) opens with
 * "the prior consent of the consumer given directly to the debt collector" (comment 6(b)(2)-1: a reply to the consumer's own
 * contact); the section reaches only a communication "in connection with the collection of any debt" and a lawyer "with respect
 * to such debt".
 */
const EXCEPTIONS: readonly { patterns: readonly RegExp[]; says: string }[] = [
  {
    says: 'says your lawyer agreed to, or asked for, direct contact with you',
    patterns: [
      /\b(?:with|at)\s+(?:the\s+)?(?:consent|permission|request|direction)\s+of\s+your\s+(?:attorney|lawyer|counsel)\b/i,
      new RegExp(String.raw`\byour\s+${LAWYER}${NAMED}\s+(?:has\s+)?(?:consented|agreed|authori[sz]ed)\b`, 'i'),
      new RegExp(
        String.raw`\byour\s+${LAWYER}${NAMED}\s+(?:has\s+)?(?:advised|informed|told|notified)\s+us\s+that\s+(?:we|this\s+office)\s+(?:may|can|could)\s+(?:contact|communicate|write|speak|deal)\b`,
        'i',
      ),
      new RegExp(
        String.raw`\b(?:at|upon|per|by|with)\s+your\s+${LAWYER}(?:'|’)?s\s+(?:request|direction|instructions?|consent|permission|authori[sz]ation)\b`,
        'i',
      ),
      new RegExp(String.raw`${NOT_CONDITION}\b(?:requested|directed|instructed|authori[sz]ed|permitted)\s+by\s+your\s+${LAWYER}\b`, 'i'),
      new RegExp(
        String.raw`${NOT_CONDITION}\byour\s+${LAWYER}${NAMED}\s+(?:has\s+|had\s+)?(?:given|granted|provided)\s+(?:us\s+)?(?:(?:his|her|their|its)\s+)?(?:permission|consent|authori[sz]ation|approval)\b`,
        'i',
      ),
      new RegExp(
        String.raw`${NOT_CONDITION}\byour\s+${LAWYER}${NAMED}\s+(?:has\s+|had\s+)?(?:asked|requested|instructed|directed|permitted|allowed)\s+(?:us\s+to|that\s+(?:we|this\s+(?:notice|letter|statement|information)\s+be))\s+(?:write|send|sent|contact|communicate|mail|mailed|call|deal|provide|provided|forward|forwarded)\b`,
        'i',
      ),
      /(?<!\bsi\s)\bsu\s+abogad[oa]\s+(?:nos\s+)?(?:ha\s+)?(?:autoriz[oó]|autorizado|consinti[oó]|consentido|permiti[oó]|permitido|(?:dio|dado|otorg[oó]|otorgado)\s+(?:su\s+)?(?:permiso|consentimiento|autorizaci[oó]n))(?!\w)/i,
      /\bsu\s+abogad[oa]\s+(?:nos\s+)?(?:ha\s+)?(?:pidi[oó]|pedido|solicit[oó]|solicitado)\s+que\s+(?:le\s+|nos\s+)?(?:escrib|envi|contact|comuniq|llam|dirij)/i,
      /\b(?:a|por|con)\s+(?:la\s+|el\s+)?(?:petici[oó]n|solicitud|pedido|instrucci[oó]n|indicaci[oó]n|permiso|consentimiento|autorizaci[oó]n)\s+de\s+su\s+abogad[oa]\b/i,
    ],
  },
  {
    says: 'says your lawyer did not respond to the collector',
    patterns: [
      /\byour\s+(?:attorney|lawyer|counsel)\s+(?:has\s+)?(?:not\s+responded|failed\s+to\s+respond|did\s+not\s+respond)\b/i,
      new RegExp(
        String.raw`\byour\s+${LAWYER}\s+(?:(?:has|had)\s+(?:not|never)\s+(?:yet\s+)?(?:responded|replied|answered)|(?:did\s+not|didn't|failed\s+to|never)\s+(?:respond|reply|answer|responded|replied|answered))\b`,
        'i',
      ),
      new RegExp(
        String.raw`\bno\s+(?:response|reply|answer)\s+(?:\w+\s+){0,2}?from\s+your\s+${LAWYER}\b|\b(?:not|never)\s+(?:yet\s+)?(?:received|had|gotten)\s+(?:a|any)\s+(?:response|reply|answer)\s+from\s+your\s+${LAWYER}\b`,
        'i',
      ),
      new RegExp(
        String.raw`\b(?:wrote|written|sent|mailed|contacted|called)\s+(?:to\s+)?your\s+${LAWYER}\b[^.;\n]{0,80}?\b(?:(?:received|had|gotten|got)\s+no|(?:not|never)\s+(?:yet\s+)?(?:received|had|gotten)\s+(?:a|any))\s+(?:response|reply|answer)\b`,
        'i',
      ),
      new RegExp(
        String.raw`\b(?:not|never)\s+(?:yet\s+)?heard\s+(?:back\s+)?from\s+your\s+${LAWYER}\b|\b(?:letters?|correspondence|calls?|messages?|requests?)\s+to\s+your\s+${LAWYER}\b[^.;\n]{0,60}?\b(?:(?:have|has|went|gone|remain(?:s|ed)?)\s+)?(?:gone\s+)?unanswered\b`,
        'i',
      ),
      /\bsu\s+abogad[oa]\s+no\s+(?:nos\s+)?(?:ha\s+)?(?:respondi[oó]|respondido|contest[oó]|contestado)(?!\w)|\bno\s+(?:hemos\s+)?recib\w+\s+(?:ninguna\s+)?respuesta\s+de\s+su\s+abogad[oa]\b/i,
      /\b(?:escribimos|hemos\s+escrito|enviamos|contactamos|llamamos)\s+a\s+su\s+abogad[oa]\b[^.;\n]{0,80}?\b(?:no|sin)\s+(?:hemos\s+)?(?:recib\w+\s+)?(?:ninguna\s+)?respuesta\b/i,
    ],
  },
  {
    says: 'answers a request you made to the collector yourself (your own consent, 15 U.S.C. 1692c(a); comment 6(b)(2)-1)',
    patterns: [
      /\bas\s+you\s+(?:have\s+)?(?:requested|asked)\b|\bin\s+(?:response|reply)\s+to\s+your\s+(?:recent\s+|written\s+)?(?:request|letter|inquiry|enquiry|dispute)\b|\bpursuant\s+to\s+your\s+(?:recent\s+|written\s+)?request\b/i,
      /\bas\s+requested,?\s+(?:enclosed|attached|here\s+is|below|we\s+(?:are\s+|have\s+)?(?:enclos|send|sent|provid|attach|mail))|\byou\s+(?:have\s+)?(?:recently\s+)?(?:asked|requested)\s+(?:us\s+)?(?:to\s+(?:send|provide|mail|give)|that\s+we\s+(?:send|provide|mail))\b/i,
      /\bseg[uú]n\s+(?:lo\s+)?solicitado\s+por\s+usted|\busted\s+nos\s+(?:solicit[oó]|pidi[oó])\s+que\s+le\s+(?:envi|mand|proporcion|d)/i,
      /\bcomo\s+usted\s+(?:lo\s+)?(?:solicit[oó]|pidi[oó])(?!\w)|\ben\s+respuesta\s+a\s+su\s+(?:solicitud|petici[oó]n|carta|consulta|disputa)(?!\w)/i,
      // Decision 377: the reply said in the other ways letters say it: to the consumer's call, conversation or e-mail; the thing
      // sent named as what the consumer asked for; thanks for the consumer's own call or contact. Never the lawyer's letter
      // ("your attorney's letter" is no consent of the consumer), a payment, or the collector's own call.
      /\b(?:in\s+(?:response|reply)\s+to|pursuant\s+to|per|following|further\s+to|as\s+a\s+follow[- ]up\s+to)\s+your\s+(?:recent\s+)?(?:(?:tele)?phone\s+|written\s+)?(?:call|conversation|inquiry|enquiry|request|letter|e-?mail|message|correspondence|visit)\b/i,
      /\b(?:(?:the|this|these|a)\s+)?(?:payoff|pay-off|balance|information|statement|itemi[sz]ation|documents?|documentation|cop(?:y|ies)|verification|figures?|quote|records?|amount)\s+(?:(?:that|which)\s+)?you\s+(?:recently\s+|have\s+)?(?:requested|asked\s+(?:us\s+)?for)\b/i,
      /\bthank(?:s|\s+you)\s+for\s+(?:(?:your\s+(?:recent\s+)?(?:(?:tele)?phone\s+)?(?:call|inquiry|enquiry|letter|e-?mail|message))|calling|contacting\s+(?:us|our\s+office|this\s+office)|writing\s+(?:to\s+)?us)\b/i,
      /(?<![\w\u00c0-\u017f])(?:en\s+respuesta\s+a|conforme\s+a|seg[uú]n)\s+su\s+(?:reciente\s+)?(?:llamada|conversaci[oó]n|correo|mensaje|visita)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:la\s+|el\s+|los\s+|las\s+)?(?:informaci[oó]n|saldo|estado\s+de\s+cuenta|documentos?|copias?|verificaci[oó]n|monto|cifra)\s+que\s+(?:usted\s+)?(?:nos\s+)?(?:solicit[oó]|pidi[oó])(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])gracias\s+por\s+(?:su\s+llamada|llamarnos|comunicarse\s+con\s+(?:nosotros|nuestra\s+oficina)|contactarnos|escribirnos|su\s+consulta)(?![\w\u00c0-\u017f])/i,
    ],
  },
  {
    says: 'says your lawyer represents you in another matter, not for this debt ("with respect to such debt", 15 U.S.C. 1692c(a)(2))',
    patterns: [
      /\brepresents?\s+you\s+(?:only\s+)?(?:in|on|for)\s+(?:an?\s+|your\s+)?(?:other|another|unrelated|different|separate|bankruptcy)\b[^.;\n]{0,60}?\bnot\s+(?:with\s+respect\s+to|for|regarding|on|in)\s+this\s+(?:debt|account|matter)\b/i,
      /\brepresents?\s+you\s+(?:only\s+)?(?:in|on|for)\s+(?:an?\s+)?(?:other|another|unrelated|different|separate)\s+(?:matter|case|debt|account)\b/i,
      /\bno\s+(?:le\s+)?representa\s+(?:con\s+respecto\s+a|en|para|sobre)\s+esta\s+(?:deuda|cuenta)(?!\w)|\ble\s+representa\s+(?:(?:solo|solamente|[uú]nicamente)\s+)?en\s+otro\s+(?:asunto|caso)(?!\w)/i,
    ],
  },
];

/** The first of the exceptions the letter states, with what it says. */
const exceptionIn = (text: string): { span: Span; says: string } | undefined => {
  const toLawyer = writtenToOrThroughTheLawyer(text);
  if (toLawyer) return { span: toLawyer, says: 'is written to your lawyer or sent through your lawyer' };
  for (const { patterns, says } of EXCEPTIONS) {
    const span = findPhrases(text, patterns)[0];
    if (span) return { span, says };
  }
  const settled = settlementConfirmed(text);
  if (settled)
    return { span: settled, says: 'only says the account is paid or settled and asks for nothing, so it is not a communication to collect the debt' };
  // Decision 398: a dispute or letter acknowledged and being looked into, nothing asked (Hennessey v. Medicredit, E.D. Mo. 2018).
  const acknowledged = disputeAcknowledgedOnly(text);
  if (acknowledged)
    return {
      span: acknowledged,
      says: 'only says your dispute or letter was received and is being looked into, and asks for nothing, so it is not a communication to collect the debt',
    };
  // Decision 414: a letter that says it is no attempt to collect and asks for nothing (Davis v. Portfolio Recovery, W.D. Pa. 2022).
  const disclaimed = collectionDisclaimed(text);
  return disclaimed
    ? {
        span: disclaimed,
        says: 'says it is not an attempt to collect a debt and asks for nothing (no payment, offer or financial information), so it is not a communication to collect the debt',
      }
    : undefined;
};

/** A salutation to the person (made once, decision 256). */
const SALUTATION = /^[ \t]*(?:dear|estimad[oa])\b[^\n]{1,60}/im;

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const exception = exceptionIn(ctx.text);
  if (exception) {
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        `The letter ${exception.says} ("${shortQuote(sentenceAround(ctx.text, exception.span.start, exception.span.end), 90)}"), which the law allows (15 U.S.C. 1692c(a)(2)).`,
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
  // Decision 426: the person says the letter went to the lawyer, the law's own way (1692c(a)(2)); asked when the words show no
  // one it is addressed to (a salutation, the consumer's name), as a fragment or a letter the lawyer passed on may not.
  if (ctx.answers.sentOnlyToAttorney === true)
    return {
      status: 'pass',
      assumptions: [
        ...gate.assumptions,
        'You said this letter was sent to your lawyer, not to you: that is how the law says a collector must deal with someone it knows has a lawyer (15 U.S.C. 1692c(a)(2)).',
      ],
    };
  const salutation = findPhrases(ctx.text, [SALUTATION])[0];
  const addressee = ctx.facts.consumer?.name?.span;
  const evidence: Span[] = [...knows];
  const target = salutation ?? (addressee && ctx.text.slice(addressee.start, addressee.end) === addressee.text ? addressee : undefined);
  if (!target && ctx.answers.sentOnlyToAttorney === undefined)
    return {
      status: 'needs_input',
      questions: [QUESTIONS.sentOnlyToAttorney],
      message:
        'You told us the collector knew a lawyer represents you for this debt. The text we have does not show to whom the letter was addressed. If it was sent to you, the collector should have dealt with your lawyer instead; if it was sent to your lawyer, that is what the law requires. Tell us which.',
      ...(knows.length ? { evidence: knows } : {}),
      assumptions: gate.assumptions,
    };
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
