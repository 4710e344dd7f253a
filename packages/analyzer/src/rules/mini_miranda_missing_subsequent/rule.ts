import type { Rule, RuleContext, RuleResult } from '../../types';
import { letterDateOf } from '../_disclosures-and-amounts/dates';
import { federalGate, regFStatus } from '../_disclosures-and-amounts/gate';
import { fold, matchIn, quote } from '../_disclosures-and-amounts/text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';
import { hasLetterFrame } from '../../engine/completeness';
import { circuitOf } from '../_shared/circuit-of';
import { consumerStateOf } from '../_conduct-and-time-bar/gate';
import { addressedToTheLawyer, addresseeStateOf, LAWYER_LETTERS_OUTSIDE_THE_ACT } from '../../reading/written-to-the-lawyer';

/**
 * The debt-collector disclosure in any clear wording: "from a debt collector", "is a debt collector",
 * "collection agency", the classic "attempt(ing) to collect a debt", and the Spanish equivalents.
 * OCR confusions of l / 1 / I in "collector" are tolerated. Decision 337: the Spanish in the plural ("somos cobradores de deudas",
 * as "debt collectors" was read) and the attempt without "de" ("estamos intentando cobrar una deuda", "tratamos de cobrar").
 * Decision 373: the sender's kind named as a business of debt collection ("a debt collection company / firm / law firm", "a
 * collections agency", "una empresa / compañía / firma / un despacho de cobranza"): what 1692e(11) asks said in other words.
 * Decision 377: the purpose to collect a debt said in other words ("for the purpose of collecting a debt", "in an effort to
 * collect a debt", "a communication to collect a debt", "we are collecting a debt", "engaged in the collection of debts", "a
 * collector of debts", "con el propósito de cobrar una deuda", "nos dedicamos al cobro de deudas").
 */
export const DEBT_COLLECTOR_DISCLOSURE =
  /\bdebt\s{0,3}co[l1i|]{2}ector|\bcollection\s+agency|\b(?:attempt(?:ing)?|trying)\s+to\s+co[l1i|]{2}ect\s+(?:a|the|this)\s+debt|\bcobrador(?:a|es|as)?\s+de\s+deudas|\bagencia\s+de\s+(?:cobr\w+|recaudaci[oó]n)|\b(?:intento|intent(?:a|ando)|tratando)\s+de\s+cobrar\s+(?:una|la|esta)\s+deuda|\b(?:intent(?:a|amos|ando)|trat(?:a|amos))\s+(?:de\s+)?cobrar\s+(?:una|la|esta|su)\s+deuda|\bdebt\s+collection\s+(?:law\s+)?(?:company|firm|business|office)|\bcollections\s+agency|\b(?:we\s+are|is|(?:from|by)|es|somos)\s+an?\s+(?:licensed\s+|third[- ]party\s+|professional\s+)?collections?\s+(?:company|firm|law\s+firm|business)\b|\b(?:empresa|compa[nñ][ií]a|firma|despacho|oficina)\s+de\s+(?:cobranzas?|cobros?)\b|\b(?:purpose|effort|attempts?|intent|order)\s+(?:of|to)\s+co[l1i|]{2}ect(?:ing)?\s+(?:a|the|this|your)\s+debt|\b(?:sent|written|mailed|made|communication|letter|notice)\s+to\s+co[l1i|]{2}ect\s+(?:a|the|this|your)\s+debt|\b(?:we\s+are|we're|this\s+(?:office|firm|company|agency)\s+is)\s+co[l1i|]{2}ecting\s+(?:a|the|this|your)\s+debt|\bengaged\s+in\s+(?:the\s+)?(?:business\s+of\s+)?(?:the\s+)?co[l1i|]{2}ect(?:ion|ing)\s+(?:of\s+)?debts?\b|\bco[l1i|]{2}ectors?\s+of\s+debts\b|\bco[l1i|]{2}ects?\s+debts\b|\b(?:prop[oó]sito|fin|objeto|intento)\s+de\s+cobrar\s+(?:una|la|esta|su)\s+deuda|\b(?:nos\s+dedicamos|se\s+dedica)\s+(?:al|a\s+la)\s+(?:cobro|cobranza|recuperaci[oó]n)\s+de\s+deudas|\bcobramos\s+deudas\b/;

/** A location-information request to a third party (1692b). */
const LOCATION_REQUEST =
  /\b(?:location\s+information|(?:confirm|verify|correct)(?:ing)?\s+(?:the\s+)?(?:current\s+)?(?:address|location|whereabouts|place\s+of\s+employment)\s+(?:of|for)\b)/;

/** Words of money owed or paid: a letter that holds none asks for no payment ("pay", "payment", "balance", "$1,245.60", "pago", "saldo"). */
const MONEY_WORDS =
  /\b(?:pay(?:s|ing|ment|ments|able)?|remit\w*|balance|amount\s+(?:due|owed|owing)|settle\w*|pag(?:o|os|ar|ue)|saldo|deuda\s+de)\b|\$\s?[1-9]/;

/**
 * The consumer asked for the details of a bankruptcy: its case number, chapter, court, filing date or the bankruptcy attorney
 * ("please provide the bankruptcy information", "your bankruptcy case number", "envíenos el número de caso … de bancarrota").
 * Read on the folded text.
 */
const BANKRUPTCY_INFORMATION =
  /\b(?:bankruptcy|bancarrota|quiebra)\b[\s\S]{0,160}?\b(?:information|informaci[oó]n|case\s+(?:number|no)|chapter|cap[ií]tulo|attorney|abogado|date\s+filed|court)\b|\b(?:case\s+(?:number|no)|n[uú]mero\s+de\s+caso)\b[\s\S]{0,160}?\b(?:bankruptcy|bancarrota|quiebra)\b/;

/** The day the 1996 amendment of 1692e(11) took effect (Pub. L. 104-208, div. A, title II, § 2305). */
const BEFORE_THE_1996_AMENDMENT = '1996-09-30';

export const rule: Rule = {
  meta: {
    id: 'mini_miranda_missing_subsequent',
    title: 'Letter does not say it is from a debt collector',
    citation: '15 U.S.C. 1692e(11); 12 CFR 1006.18(e)(2), (e)(3)',
    kind: 'objective',
    section: '1.3',
    description:
      'Every letter a debt collector sends must say that it is from a debt collector. The first one must also say that the collector is trying to collect a debt and will use any information for that purpose. Court papers in a lawsuit are the exception.',
    severity: 3,
    value: 500,
  },
  check: (ctx: RuleContext): RuleResult => {
    const folded = fold(ctx.text);
    const gate = federalGate(ctx, { exemptPleadings: true }, folded);
    if (!gate.ok) return gate.result;
    if (ctx.answers.addressedToThirdParty === true || testText(LOCATION_REQUEST, folded)) {
      return {
        status: 'not_applicable',
        reason:
          'A letter to someone else asking only where you live or work must not say it is about a debt or from a debt collector (15 U.S.C. 1692b(2), (5)); whether it revealed the debt is checked by third_party_letter_discloses_debt.',
      };
    }
    // Decision 389: a letter that only asks for the details of a bankruptcy and asks for no money is a request for information,
    // not a communication to collect the debt (Buckley v. Bass & Associates, 7th Cir. 2001; Gburek, 7th Cir. 2010, keeps any
    // letter that asks for or offers payment inside the Act).
    if (testText(BANKRUPTCY_INFORMATION, folded) && !testText(MONEY_WORDS, folded)) {
      return {
        status: 'not_applicable',
        reason:
          'This letter only asks for the details of a bankruptcy (its case number, chapter or attorney) and asks for no payment, so it is a request for information rather than an attempt to collect the debt, and the debt-collector statement is not required in it (Buckley v. Bass & Associates, 249 F.3d 678, 7th Cir. 2001).',
      };
    }
    const disclosure = matchIn(ctx.text, folded, DEBT_COLLECTOR_DISCLOSURE);
    if (disclosure) return { status: 'pass', assumptions: [`The letter says "${quote(disclosure, 80)}".`] };
    const circuit = circuitOf(ctx.gates.state ?? addresseeStateOf(ctx.text) ?? consumerStateOf(ctx));
    const toLawyer = circuit !== undefined && LAWYER_LETTERS_OUTSIDE_THE_ACT.has(circuit) ? addressedToTheLawyer(ctx.text) : undefined;
    if (toLawyer) {
      return {
        status: 'not_applicable',
        reason: `This letter is written to the consumer's lawyer ("${quote(toLawyer, 60)}"), not to the consumer; in this circuit a letter directed only to the consumer's lawyer is held outside the Act (Guerrero v. RJM Acquisitions, 9th Cir. 2007; Kropelnicki v. Siegel, 2d Cir. 2002).`,
      };
    }
    const regF = regFStatus(ctx, letterDateOf(ctx, folded)?.iso);
    if (ctx.gates.isValidationNotice === true && regF !== false) {
      return {
        status: 'not_applicable',
        reason: 'This is the validation notice; its debt-collector statement is checked by vn_collector_communication_disclosure (12 CFR 1006.34(c)(1)).',
      };
    }
    // "On behalf of" alone also fits a creditor's billing vendor: ask rather than flag.
    const cue = gate.collectorCue && !/^on\s+behalf\s+of$/i.test(gate.collectorCue.text.replace(/\s+/g, ' ')) ? gate.collectorCue : undefined;
    if (ctx.gates.isDebtCollector !== true && !cue) {
      return {
        status: 'needs_input',
        questions: [QUESTIONS.senderIsOriginalCreditor],
        message:
          'This letter never says it is from a debt collector. That is required only if the sender is a debt collector (for example a collection agency, a debt buyer or a collection law firm), not if it is your original creditor collecting in its own name.',
      };
    }
    // The statement sits in a letter's header or footer: a text without either cannot show it is missing (decision 175).
    if (!hasLetterFrame(ctx.text))
      return {
        status: 'not_applicable',
        reason:
          'What was read shows no part of the letter around its body (no address, telephone number, web address or closing), where the debt-collector statement is usually printed, so whether the letter says it is from a debt collector cannot be judged from it. Upload a complete, clear copy of every page to have this checked.',
      };
    const initial = ctx.gates.isValidationNotice === true;
    // Decision 414: before the 1996 amendment (Pub. L. 104-208, § 2305, September 30, 1996) the Ninth Circuit held that a follow-up
    // notice need not carry the disclosure (Pressley v. Capital Credit & Collection Service, 760 F.2d 922, 9th Cir. 1985); the
    // Fourth held the opposite (Carroll v. Wolpoff & Abramson, 961 F.2d 459, 4th Cir. 1992), which the statute's "in all
    // communications" supports elsewhere.
    const dated = letterDateOf(ctx, folded)?.iso;
    if (!initial && circuit === 9 && dated !== undefined && dated < BEFORE_THE_1996_AMENDMENT)
      return {
        status: 'not_applicable',
        reason:
          'This later letter is dated before September 30, 1996, when the law first required every later letter to say it is from a debt collector; in this circuit a follow-up letter did not need the statement before then (Pressley v. Capital Credit & Collection Service, 760 F.2d 922, 9th Cir. 1985).',
      };
    const assumptions = [...gate.assumptions];
    if (ctx.gates.isValidationNotice === null) assumptions.push('Assumed this is a later letter, not your first contact from this collector.');
    const requirement = initial
      ? 'A first letter must say that the collector is attempting to collect a debt and that any information obtained will be used for that purpose (15 U.S.C. 1692e(11)).'
      : 'Every later letter must at least say "This communication is from a debt collector" (15 U.S.C. 1692e(11); 12 CFR 1006.18(e)(2)).';
    return {
      status: 'flag',
      message: `This letter does not appear to say anywhere that it is from a debt collector. ${requirement} If the back of the letter or an enclosed page carries that statement, this finding does not apply.`,
      evidence: cue ? [cue] : [],
      confidence: ctx.gates.isDebtCollector === true ? 'high' : 'medium',
      assumptions,
    };
  },
};
