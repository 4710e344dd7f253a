import type { Question, Rule, RuleContext, RuleResult, Span } from '../../types';
import { letterDateOf } from '../_disclosures-and-amounts/dates';
import { withFederalGate, regFStatus } from '../_disclosures-and-amounts/gate';
import { languageMix, letterFrame } from '../_disclosures-and-amounts/language';
import { matchIn, quote, trimSpan } from '../_disclosures-and-amounts/text';
import { GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';
import { circuitOf } from '../_shared/circuit-of';
import { PART_OF_LETTER_REASON } from '../../engine/run-rule';
import { searcherIn, testText } from '../../text/prefilter';

const ENGLISH_DISCLOSURE = /\bdebt\s{0,9}co[l1i|]{2}ector|\bcollection\s+agency|\b(?:attempt(?:ing)?|trying)\s+to\s+co[l1i|]{2}ect\s+(?:a|the|this)\s+debt/;
const SPANISH_DISCLOSURE =
  /\bcobrador(?:a)?\s+de\s+deudas|\bagencia\s+de\s+(?:cobr\w+|recaudaci[oó]n)|\b(?:intento|intent(?:a|ando)|tratando)\s+de\s+cobrar\s+(?:una|la|esta)\s+deuda|\bcobrar\s+una\s+deuda/;

/** A sentence of the English disclosure, with its end: "This communication is from a debt collector." */
const ENGLISH_DISCLOSURE_SENTENCE =
  /[^.!?\n]*(?:\bdebt\s{0,9}co[l1i|]{2}ector|\b(?:attempt(?:ing)?|trying)\s+to\s+co[l1i|]{2}ect\s+(?:a|the|this)\s+debt)[^.!?\n]*[.!?]?/g;

/**
 * A short letter written in Spanish whose English is its debt-collector disclosure (decision 344; decision 341 left it): the
 * function-word count reads the full two-sentence English disclosure ("This communication is from a debt collector. This is an
 * attempt to collect a debt and any information obtained will be used for that purpose.") as more English than the few Spanish
 * lines around it. The rule compares the disclosure with "the rest of the communication" (12 CFR 1006.18(e)(4)), so the rest is
 * counted without the disclosure's sentences; and since a few words cannot say alone whose letter it is (an English letter of a
 * few words whose English is mostly its disclosure may hold one lawful Spanish line: "Visite www.cfpb.gov/… para obtener más
 * información"), the letter must also be framed in Spanish: a Spanish salutation or close, and no English one.
 */
const framedInSpanish = (folded: string): boolean => {
  const frame = letterFrame(folded);
  if (!frame.spanish || frame.english) return false;
  const rest = languageMix(folded.replace(ENGLISH_DISCLOSURE_SENTENCE, (m) => ' '.repeat(m.length)));
  return rest.spanish > rest.english;
};

/** Asked when the letter is in Spanish, or has a Spanish passage that matters, and the reader has not said. */
const READS_SPANISH: Question = {
  id: 'readsSpanish',
  text: 'Do you read Spanish?',
  type: 'boolean',
};

/** English words of a validation notice: the rights to dispute within the period. */
const ENGLISH_RIGHTS = /\bdispute\s+(?:the\s+validity|all\s+or\s+(?:any\s+)?part|(?:the|this)\s+debt|it)\b|\bwithin\s+(?:thirty|30)\s+days\b/;
/** The same rights in Spanish. */
const SPANISH_RIGHTS = /\bdisput(?:ar|a|e)\b|\b(?:30|treinta)\s+d[ií]as\b|\bverificaci[oó]n\b/;
/** A Spanish instruction to get in touch: call, write, contact us. */
const SPANISH_CONTACT = /\b(?:llam(?:e|ar|enos|arnos)|ll[aá]menos|comun[ií]quese|cont[aá]ctenos|escr[ií]banos)\b/;
/** The optional offer of a Spanish copy or of help in Spanish (1006.34(d)(3)(vi); Reed v. Southwest Credit). */
const SPANISH_OFFER = /espa[nñ]ol|spanish/;
const SPANISH_FUNCTION = /\b(?:de|la|el|que|usted|ud|su|sus|para|por|una|esta|este|cuenta|deuda|al|y|si|tiene|alguna|pregunta)\b/g;

/**
 * A Spanish sentence inside an English notice that tells the reader to call (Ehrich v. I.C. System,
 * 681 F. Supp. 2d 265 (E.D.N.Y. 2010)), when the Spanish gives none of the rights the English states.
 */
const spanishContactPassage = (text: string, folded: string): Span | undefined => {
  // Asked of the whole letter once: a letter that cannot hold the Spanish words of a call holds no line with them.
  const contact = searcherIn(SPANISH_CONTACT, folded);
  if (contact === undefined) return undefined;
  let start = 0;
  for (const line of folded.split('\n')) {
    const end = start + line.length;
    const lineStart = start;
    start = end + 1;
    if (SPANISH_OFFER.test(line) || !contact.test(line) || SPANISH_RIGHTS.test(line)) continue;
    if ((line.match(SPANISH_FUNCTION)?.length ?? 0) < 4) continue;
    return trimSpan(text, lineStart, end);
  }
  return undefined;
};

/**
 * A disclosure the law requires, given in Spanish: the debt-collector statement, or else the line that states the rights to
 * dispute (decision 561). Dykes's claim is that the disclosures were given in a language the consumer cannot read; a Spanish
 * page that holds none of them (a heading, "Opciones de pago", "Llame") withholds nothing by its language, whatever else
 * the letter lacks (Ehrich v. Credit Protection Association, E.D.N.Y. 2012, L2190).
 */
const spanishDisclosureIn = (text: string, folded: string): Span | undefined => {
  const statement = matchIn(text, folded, SPANISH_DISCLOSURE);
  if (statement) return statement;
  const rights = matchIn(text, folded, SPANISH_RIGHTS);
  if (!rights) return undefined;
  const lineStart = folded.lastIndexOf('\n', rights.start - 1) + 1;
  const lineEnd = folded.indexOf('\n', rights.end);
  return trimSpan(text, lineStart, lineEnd === -1 ? folded.length : lineEnd);
};

/**
 * The language the consumer reads against the language of the letter (legal-reference §1.3): a
 * letter almost all in Spanish to a consumer who reads none (Dykes v. Portfolio Recovery Associates,
 * 111 F. Supp. 3d 739 (E.D. Va. 2015): 1692e, 1692e(11)), and a Spanish sentence telling a reader of
 * Spanish to call, inside an English-only notice of the rights to dispute (Ehrich: 1692g(b)).
 * Judged on the letter's words and the consumer's answer, whatever the letter's date.
 */
const readerLanguage = (ctx: RuleContext, folded: string, mostlySpanish: boolean, assumptions: string[]): RuleResult | undefined => {
  const reads = ctx.answers.readsSpanish;
  if (mostlySpanish) {
    const disclosure = spanishDisclosureIn(ctx.text, folded);
    if (reads === false && disclosure)
      return {
        status: 'flag',
        message: `This letter is written almost entirely in Spanish, and you told us you do not read Spanish. A collector that sends the required disclosures in a language the consumer cannot read may mislead the consumer and fail to give them ("${quote(disclosure, 100)}"): a federal court held such letters, sent to a consumer who never asked for Spanish, plausibly violate 15 U.S.C. 1692e and 1692e(11) (Dykes v. Portfolio Recovery Associates, E.D. Va. 2015). Other courts have not all ruled on this, and a consumer who asked for Spanish letters has no such claim.`,
        evidence: [disclosure],
        confidence: 'medium',
        assumptions,
      };
    if (reads === undefined && ctx.readerLang !== 'es' && disclosure)
      return {
        status: 'needs_input',
        questions: [READS_SPANISH],
        message:
          'If you do not read Spanish and never asked for letters in Spanish, this letter, written in Spanish, may not have given you the disclosures the law requires in a form you can read. Do you read Spanish?',
        evidence: [disclosure],
        assumptions,
      };
    return undefined;
  }
  if (!testText(ENGLISH_RIGHTS, folded)) return undefined;
  const passage = spanishContactPassage(ctx.text, folded);
  if (!passage) return undefined;
  // The sentence addresses readers of Spanish, and the Second Circuit's courts judge the letter for them as a matter
  // of law (Ehrich): there the words alone flag, unless the reader says they read no Spanish; elsewhere it is asked.
  const secondCircuit = circuitOf(ctx.gates.state) === 2;
  if (reads === true || (reads === undefined && secondCircuit))
    return {
      status: 'flag',
      message: `The notice of your rights is in English only, but a sentence in Spanish tells you to call ("${quote(passage, 100)}") without telling you, in Spanish, that you may dispute the debt in writing within the validation period. For a reader of Spanish that can overshadow the rights and invite a phone call instead of a written dispute (15 U.S.C. 1692g(b); Ehrich v. I.C. System, E.D.N.Y. 2010). The law differs elsewhere: another court held a short Spanish paragraph after the signature, read by a consumer who reads no Spanish, did no harm (Reed v. Southwest Credit Systems, S.D. Tex. 2013).`,
      evidence: [passage],
      confidence: reads === true ? 'medium' : 'low',
      assumptions:
        reads === true
          ? assumptions
          : [
              ...assumptions,
              'Assumed you read Spanish: the sentence is addressed to readers of Spanish, and courts in your circuit judge such a letter for them (Ehrich v. I.C. System, E.D.N.Y. 2010). If you read no Spanish, tell us.',
            ],
    };
  if (reads === undefined && ctx.readerLang === 'es')
    return {
      status: 'needs_input',
      questions: [READS_SPANISH],
      message: 'A sentence of this English notice, in Spanish, tells you to call, but your rights are given only in English. Do you read Spanish?',
      evidence: [passage],
      assumptions,
    };
  return undefined;
};

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
    const spanishLetter = mix.spanishSubstantial || ctx.facts.language === 'es' || framedInSpanish(folded);
    // Which languages a letter uses, and whether it is "almost all in Spanish", are facts of all its pages: on part of a
    // letter the disclosure in the other language, or the English pages, may be on a page not uploaded (decision 267).
    // A Spanish sentence the part does hold, inviting a call beside an English notice, is read on its words.
    const part = ctx.answers.allPagesUploaded === false;
    const byReader = readerLanguage(ctx, folded, !part && spanishLetter && !mix.englishSubstantial, gate.assumptions);
    if (byReader?.status === 'flag') return byReader;
    const same: RuleResult = part
      ? { status: 'not_applicable', reason: PART_OF_LETTER_REASON }
      : sameLanguage(ctx, folded, gate.assumptions, mix, spanishLetter);
    // The question about the reader is asked only when the words alone flag nothing.
    return byReader && same.status !== 'flag' ? byReader : same;
  }),
};

/** Regulation F's same-language rule (12 CFR 1006.18(e)(4)). */
const sameLanguage = (ctx: RuleContext, folded: string, gateAssumptions: string[], mix: ReturnType<typeof languageMix>, spanishLetter: boolean): RuleResult => {
  const gate = { assumptions: gateAssumptions };
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
      reason: 'The letter is dated before November 30, 2021, when Regulation F (and its same-language rule, 12 CFR 1006.18(e)(4)) took effect.',
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
};
