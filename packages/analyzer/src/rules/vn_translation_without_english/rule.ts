import type { Question, Rule, RuleResult } from '../../types';
import { flag, pass } from '../_validation-notice/results';
import { scope } from '../_validation-notice/scope';
import { anyIn, firstIn, toSpan, type VnDoc } from '../_validation-notice/vn-doc';

const SPANISH_WORDS = /\b(?:de|la|el|que|en|los|las|usted|su|por|para|con|una|deuda|nos|del|es|si|hasta|cobrar)\b/gi;
const ENGLISH_WORDS = /\b(?:the|of|and|to|you|your|is|that|for|this|debt|we|us|if|by|with|will|or)\b/gi;

/** English validation content (the notice itself, not a stray heading). */
const ENGLISH_NOTICE: readonly RegExp[] = [
  /\bis\s+a\s+debt\s+collector\b|\bfrom\s+a\s+debt\s+collector\b/i,
  /\bdispute\s+(?:all\s+or\s+part\s+of|the\s+validity\s+of)\s+(?:the|this)\s+debt\b/i,
  /\bname\s+and\s+address\s+of\s+the\s+original\s+creditor\b/i,
  /\bwe\s+will\s+assume\b|\bwill\s+be\s+assumed\b/i,
];
/** Spanish validation content. */
const SPANISH_NOTICE = /\bcobrador\s+de\s+deudas\b|\bdisputar\s+(?:toda|la\s+deuda)\b|\bacreedor\s+original\b|\bc[oó]mo\s+puede\s+disputar\b/i;

/** The model form's optional offer of a Spanish copy: the line (1006.34(d)(3)(vi)(A)) or the box ((d)(3)(vi)(B)). */
const SPANISH_OFFER =
  /p[oó]ngase\s+en\s+contacto\s+con\s+nosotros\s+para\s+solicitar\s+una\s+copia\s+de\s+este\s+formulario\s+en\s+espa[nñ]ol|quiero\s+este\s+formulario\s+en\s+espa[nñ]ol/i;

const OFFER_QUESTION: Question = {
  id: 'spanishNoticeRequestedNotSent',
  text: 'This notice offers a copy in Spanish. Did you ask the collector for it and not receive it?',
  type: 'boolean',
};

const QUESTION: Question = {
  id: 'receivedEnglishNotice',
  text: 'Did you also get this notice in English, in the same envelope or in an earlier letter from this collector?',
  type: 'boolean',
};

const count = (d: VnDoc, re: RegExp): number => d.text.match(re)?.length ?? 0;

export const rule: Rule = {
  meta: {
    id: 'vn_translation_without_english',
    title: 'Translated notice sent without an English version',
    citation: '12 CFR 1006.34(e)(1), (e)(2); comment 34(e)-1',
    kind: 'context',
    section: '1.1',
    description:
      'A collector may send the validation notice in another language, such as Spanish, only if it also sends an English version in the same mailing or sent one before. A collector that offers the notice in Spanish must send it when you ask.',
    severity: 4,
    value: 500,
    safeHarbour: 'none',
  },
  check: (ctx): RuleResult => {
    const s = scope(ctx, { regFOnly: true, safeHarbour: false });
    if (!s.ok) return s.result;
    const { d, assumptions } = s;
    const spanish = firstIn(d, SPANISH_NOTICE);
    // Words are counted only where a Spanish notice is found (a pure reading: the same answer, asked less often).
    const mostlySpanish = (): boolean => ctx.facts.language === 'es' || count(d, SPANISH_WORDS) > 2 * count(d, ENGLISH_WORDS);
    if (!spanish || !mostlySpanish()) {
      // An English notice that offers a Spanish copy: the collector must send it when asked.
      const offer = firstIn(d, SPANISH_OFFER);
      if (!offer) return pass(assumptions);
      const asked = ctx.answers.spanishNoticeRequestedNotSent;
      const quoted = toSpan(d, offer);
      if (asked === true)
        return flag(
          `This notice offers a copy in Spanish ("${quoted.text}"), and you told us you asked the collector for it and did not receive it. A collector that offers the validation notice in Spanish must send it when you ask (12 CFR 1006.34(d)(3)(vi), (e)).`,
          [quoted],
          'medium',
          assumptions,
        );
      // Asked only of a reader of Spanish: the offer is made to them.
      if (asked === undefined && ctx.readerLang === 'es')
        return {
          status: 'needs_input',
          questions: [OFFER_QUESTION],
          message:
            'This notice offers you a copy in Spanish. If you asked the collector for it, it had to send it to you. Did you ask for it and not receive it?',
          evidence: [quoted],
          assumptions,
        };
      return pass(assumptions);
    }
    if (anyIn(d, ENGLISH_NOTICE)) return pass([...assumptions, 'The packet includes an English version of the notice.']);
    const answer = ctx.answers.receivedEnglishNotice;
    if (answer === true) return pass([...assumptions, 'You told us you received an English version in this mailing or earlier.']);
    if (answer === undefined)
      return {
        status: 'needs_input',
        questions: [QUESTION],
        message:
          'This validation notice is in Spanish. That is allowed only if the collector also sent you the notice in English, in the same envelope or earlier. Did you get an English version?',
        evidence: [toSpan(d, spanish)],
        assumptions,
      };
    return flag(
      'This validation notice is entirely in Spanish and, as you told us, no English version came with it or before it. A collector may send a translated validation notice only together with, or after, an English one (12 CFR 1006.34(e)(1)).',
      [toSpan(d, spanish)],
      'high',
      assumptions,
    );
  },
};
