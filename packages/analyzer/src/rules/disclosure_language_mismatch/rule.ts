import type { Rule } from '../../types';
import { letterDateOf } from '../_shared-1-2-to-1-5/dates';
import { withFederalGate, regFStatus } from '../_shared-1-2-to-1-5/gate';
import { languageMix } from '../_shared-1-2-to-1-5/language';
import { matchIn, quote } from '../_shared-1-2-to-1-5/text';
import { GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';

const ENGLISH_DISCLOSURE = /\bdebt\s{0,3}co[l1i|]{2}ector|\bcollection\s+agency|\b(?:attempt(?:ing)?|trying)\s+to\s+co[l1i|]{2}ect\s+(?:a|the|this)\s+debt/;
const SPANISH_DISCLOSURE =
  /\bcobrador(?:a)?\s+de\s+deudas|\bagencia\s+de\s+(?:cobr\w+|recaudaci[oó]n)|\b(?:intento|intent(?:a|ando)|tratando)\s+de\s+cobrar\s+(?:una|la|esta)\s+deuda|\bcobrar\s+una\s+deuda/;

export const rule: Rule = {
  meta: {
    id: 'disclosure_language_mismatch',
    title: "Debt-collector disclosure not in the letter's language",
    citation: '12 CFR 1006.18(e)(4); comment 18(e)(4)-1',
    kind: 'objective',
    section: '1.3',
    description:
      'If a debt collector writes to you in Spanish (or in Spanish and English), the statement that the letter is from a debt collector must also be given in Spanish, completely and accurately — not only in English.',
    severity: 3,
    value: 250,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const mix = languageMix(folded);
    const spanishLetter = mix.spanishSubstantial || ctx.facts.language === 'es';
    if (!spanishLetter) {
      return {
        status: 'not_applicable',
        reason: 'The letter is written in English only (apart from any optional Spanish-copy offer), so no translated disclosure is needed.',
      };
    }
    const english = matchIn(ctx.text, folded, ENGLISH_DISCLOSURE);
    const spanish = matchIn(ctx.text, folded, SPANISH_DISCLOSURE);
    if (!english && !spanish) {
      return {
        status: 'not_applicable',
        reason: 'The letter has no debt-collector disclosure in any language; that is checked by mini_miranda_missing_subsequent.',
      };
    }
    const regF = regFStatus(ctx, letterDateOf(ctx, folded)?.iso);
    if (regF === false) {
      return {
        status: 'not_applicable',
        reason: 'The letter is dated before 30 November 2021, when Regulation F (and its same-language rule, 12 CFR 1006.18(e)(4)) took effect.',
      };
    }
    const assumptions = regF === null ? [...gate.assumptions, GATE_ASSUMPTIONS.regF] : gate.assumptions;
    if (!spanish && english) {
      return {
        status: 'flag',
        message: `This letter is written ${mix.englishSubstantial ? 'partly ' : ''}in Spanish, but the statement that it comes from a debt collector appears only in English ("${quote(english, 100)}"). Regulation F requires that disclosure in each language the letter uses (12 CFR 1006.18(e)(4)).`,
        evidence: [english],
        confidence: 'high',
        assumptions,
      };
    }
    if (spanish && !english && mix.englishSubstantial) {
      return {
        status: 'flag',
        message: `This letter is written partly in English, but the statement that it comes from a debt collector appears only in Spanish ("${quote(spanish, 100)}"). Regulation F requires that disclosure in each language the letter uses (12 CFR 1006.18(e)(4)).`,
        evidence: [spanish],
        confidence: 'medium',
        assumptions,
      };
    }
    return { status: 'pass', assumptions };
  }),
};
