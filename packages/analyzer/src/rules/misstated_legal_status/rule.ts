import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, needsInput, pass, type Confidence } from '../_threats-and-misrepresentations/gate';
import { solAtLetter } from '../_threats-and-misrepresentations/lawsuit';
import { timeBarSaidInLetter } from '../_conduct-and-time-bar/time-bar';
import { FEDERAL_STUDENT_LOAN, JUDGMENT_EXISTS, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { circuitOf } from '../_shared/circuit-of';
import { QUESTIONS } from '../_shared/questions';
import { matchesOf, testText } from '../../text/prefilter';
import { DISCHARGE_QUALIFIED, EXCEPTED_OUTRIGHT, NOT_DISCHARGEABLE } from '../../reading/lexicon';
import { fold } from '../_disclosures-and-amounts/text';
import { execAll } from '../../text/exec-all';
import { spanOf } from '../../text/find';
import { readLetter } from '../../reading/read-letter';
import { readOwedAmounts } from '../../reading/owed-amounts';
import { readHedgedCompositions, readOpenAdditions } from '../../reading/amount-composition';
import { daysBetween } from '../_validation-notice/dates';
import { readOfferTerms } from '../../reading/offer-terms';
import { contradicts, readBalanceGrowth } from '../../reading/balance-growth';
import { readSettlementPercents } from '../../reading/settlement-percents';
import { admissionDenied, judgmentSpokenOfAsPossible } from '../../reading/law-stated';
import { settlementConfirmed } from '../../reading/settlement-confirmed';
import { readAmountTables } from '../../reading/amount-parts';
import { readOfferBases } from '../../reading/offer-base';
import { readPaymentReported, TAX_REPORT } from '../../reading/tax-report';
import { readChargesLeftUndetermined, readUnfiguredCollectorFees } from '../../reading/amount-composition';
import { readEstateToldItOwes } from '../../reading/estate-addressee';
import { readSuitPresented } from '../../reading/suit-presented';
import { readCurrentFigureAskedFor } from '../../reading/current-figure-asked-for';
import { demandsBesideDisclaimer, dischargeDisclaimer } from '../../reading/discharge-disclaimer';
import { shortQuote } from '../_conduct-and-time-bar/phrases';
import { requestsForMoney } from '../../reading/requests-for-money';
import { readSilenceAsAdmission } from '../../reading/silence-as-admission';
import { readBankruptcySaidNotToReach } from '../../reading/bankruptcy-said-not-to-reach';
import { noRevivalOn, revivalRulesFor } from '../../sol/revival-rules';
import { revivalWarningSpans, sentenceAround } from '../_conduct-and-time-bar/phrases';

const meta: RuleMeta = {
  id: 'misstated_legal_status',
  title: 'Character, amount or legal status of the debt misrepresented',
  citation: '15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i)',
  kind: 'context',
  section: '1.4',
  description:
    'A debt collector may not misstate the legal status of a debt: for example, claim a court judgment that does not exist, say the debt never expires, say you are legally required to pay a debt too old to sue on, say that not disputing it is an admission, or collect a debt that was discharged in bankruptcy or already paid.',
  severity: 8,
  value: 1000,
};

// Decision 336: Spanish "no hay prescripción para esta cuenta", "no está sujeta a ningún plazo de prescripción", "no prescribe
// nunca", as "there is no statute of limitations" is read.
const NEVER_EXPIRES =
  /\bnever\s+(?:expires?|goes?\s+away|disappears?|be\s+(?:forgiven|erased|cancell?ed))\b|\b(?:will|does|shall)\s+not\s+expire\b|\bnot\s+subject\s+to\s+(?:any|a|the)\s+statute\s+of\s+limitations\b|\b(?:has|there\s+is)\s+no\s+statute\s+of\s+limitations\b|\b(?:will|shall)\s+remain\s+(?:due|owing|collectible|enforceable|valid)\s+(?:forever|until\s+(?:it\s+is\s+)?paid|indefinitely|for\s+life)\b|\bnunca\s+(?:vence|expira|prescribe)\b|(?<![\w\u00c0-\u017f])(?:no\s+(?:hay|existe|tiene|aplica)\s+(?:ning[uú]n\s+|ninguna\s+)?(?:(?:plazo|per[ií]odo|t[eé]rmino)\s+de\s+)?prescripci[oó]n|no\s+(?:est[aá]|estar[aá])\s+sujet[oa]\s+a\s+(?:ning[uú]n\s+|ninguna\s+)?(?:(?:plazo|per[ií]odo|t[eé]rmino)\s+de\s+)?prescripci[oó]n|no\s+(?:prescribe|prescribir[aá]|expira|expirar[aá]|vence|vencer[aá])\s+(?:nunca|jam[aá]s)|(?:seguir[aá]|permanecer[aá])\s+(?:vigente|pendiente|adeudad[oa]|exigible)\s+(?:para\s+siempre|hasta\s+que\s+(?:sea\s+)?pagad[oa]|indefinidamente))(?![\w\u00c0-\u017f])/i;
/** The reading layer's flat non-dischargeability, on the letter's own case (compiled once: the prefilter analyses each pattern once). */
const NOT_DISCHARGEABLE_I = new RegExp(NOT_DISCHARGEABLE.source, 'i');
const ABOUT_THE_DEBT = /\b(?:debt|account|balance|obligation|loan|judg(?:e)?ment|it|deuda|cuenta)\b/i;
const ABOUT_AN_OFFER = /\b(?:offer|discount|settlement|promotion|program|plan|oferta)\b/i;
/** Failing to dispute is not an admission of liability (15 U.S.C. 1692g(c)). Decision 336: and in Spanish ("si no disputa esta
 * deuda, se considerará que usted admite que la debe", "su silencio será una admisión"). */
const ADMISSION =
  /\b(?:fail\w*|neglect\w*)\s+to\s+(?:dispute|respond)[^.]{0,100}?\b(?:admission|admit\w*|waive\w*|conclusive\w*|legally\s+(?:valid|binding)|binding|acknowledg\w*\s+(?:that\s+)?(?:you\s+)?owe)|\b(?:silence|failure\s+to\s+respond)\s+(?:will\s+be|is)\s+(?:treated|deemed|considered|construed)\s+as\s+(?:an\s+)?(?:admission|acknowledg\w*|agreement)|\b(?:deemed|considered)\s+(?:to\s+be\s+)?(?:an\s+)?admission\b|(?<![\w\u00c0-\u017f])(?:si\s+(?:usted\s+)?no\s+(?:disputa|dispute|responde|responda|impugna)|(?:el\s+)?no\s+(?:disputar|responder)|su\s+(?:falta\s+de\s+(?:disputa|respuesta)|silencio))[^.]{0,100}?(?:admisi[oó]n|admit[\w\u00c0-\u017f]*|reconoc[\w\u00c0-\u017f]*\s+(?:que\s+)?(?:la\s+|lo\s+)?deb|reconocimiento|legalmente\s+(?:v[aá]lid|vinculante)|vinculante|renunci[\w\u00c0-\u017f]*)/i;
/** A payment named in a revival sentence (not only a written promise or acknowledgment), English and Spanish. */
const PAYMENT_NAMED = /\b(?:pay(?:ing|ment|s)?|paid)\b|(?<![\w\u00c0-\u017f])(?:pago|pagar|pague|abono)(?![\w\u00c0-\u017f])/i;
/** The revival said as what will happen, not what may. */
const DEFINITE_REVIVAL =
  /\b(?:will|shall|is\s+going\s+to)\b|(?<![\w\u00c0-\u017f])(?:renovar[aá]|reiniciar[aá]|revivir[aá]|restablecer[aá]|reactivar[aá]|podr[aá]\s+demandar)(?![\w\u00c0-\u017f])/i;
const HEDGED_REVIVAL =
  /\b(?:may|might|could|can\s+(?:restart|revive|renew)|possibly|in\s+some\s+(?:states|cases)|depending)\b|(?<![\w\u00c0-\u017f])(?:podr[ií]a|puede\s+(?:reiniciar|renovar)|en\s+algunos\s+estados)(?![\w\u00c0-\u017f])/i;
const OBLIGATION_DENIED = /\b(?:no|not|never|nor|without)\s+(?:(?:be|been|any|a)\s+)?$/i;
// Session 55: "is your legal obligation", and in Spanish ("legalmente obligado a pagar", "la obligación legal de pagar").
const LEGALLY_OBLIGATED =
  /\b(?:legally\s+(?:obligated|required|bound|responsible|liable)|legal\s+(?:obligation|duty)\s+to\s+pay|(?:is|remains?|will\s+remain)\s+your\s+legal\s+(?:obligation|duty)|legally\s+enforceable|enforceable\s+debt|required\s+by\s+law\s+to\s+pay|obligated\s+by\s+law\s+to\s+pay)\b|(?<![\w\u00c0-\u017f])(?:legalmente\s+(?:obligad|responsable)[oa]s?|(?:la\s+|una\s+)?obligaci[oó]n\s+legal\s+de\s+pagar|la\s+ley\s+le\s+obliga\s+a\s+pagar)(?![\w\u00c0-\u017f])/i;

/**
 * The amount of the debt, stated so that it is not the amount of the debt (1692e(2)(A); 1692g(a)(1)):
 * - a principal "plus interest accruing at X% from [an earlier date]" with no total as of the
 *   letter (Bazan v. Hammerman & Hultgren, D. Ariz. 2020; Miller v. McCalla, 7th Cir. 2000);
 * - a total that "may include estimated fees, costs … not yet due" (Carlin v. Davidson Fink, 2d Cir. 2017);
 * - a balance that "does not include accrued interest" with "call for the payoff" (Chuway v.
 *   National Action Financial, 7th Cir. 2004). Where the figure only "may not include accruing
 *   interest", the Ninth Circuit's district courts hold it lawful (Hutton v. Collins & Lamore,
 *   S.D. Cal. 2009): flagged only in the Second and Seventh Circuits.
 */
const DATE_WORDS = String.raw`(?:[A-Z][a-z]+\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\s+de\s+[a-z]+\s+(?:de|del)\s+\d{4})`;
/**
 * The sum and the interest joined in any of the ways letters join them ("plus", "together with", "with", "and", "más",
 * "junto con"), the interest accruing or accrued or at a rate ("plus accruing interest", "together with interest
 * thereon at 9% per annum", "with statutory interest", "más intereses"), running from an earlier date ("from March 1,
 * 2019", "since 3/1/2019", "desde el 1 de marzo de 2019"): decision 145 read the Bazan kind in these wordings.
 */
const ACCRUING_FROM_EARLIER = new RegExp(
  String.raw`\b(?:plus|together\s+with|with|and|m[aá]s|junto\s+con|con)\s+(?:(?:at\s+)?\d{1,2}(?:\.\d{1,3})?\s?%\s+(?:(?:per\s+(?:annum|year)|annual|yearly|anual)\s+)?)?(?:(?:all\s+)?(?:accruing|continuing|additional|further|accrued(?:\s+and\s+accruing)?|statutory|contractual|legal|pre-?judgment|daily|los\s+)\s*)?(?:interest|intereses)(?:\s+(?:thereon|on\s+(?:that|this|the)\s+(?:sum|amount|balance|principal)))?\b(?:[^.]|\.(?=\d)){0,80}?\b(?:from|since|beginning|commencing|desde|a\s+partir\s+del?)\s+(?:and\s+)?(?:after\s+)?(?:el\s+)?${DATE_WORDS}`,
  'i',
);
/** A total or balance stated as of the letter ("total due: $", "balance as of the date of this letter"). */
const TOTAL_NOW =
  /\b(?:total\s+(?:amount\s+)?(?:due|owed|owing|balance|debt)|(?:current|total)\s+balance|balance\s+(?:due|owed)|amount\s+(?:now\s+)?(?:due|owed)\s+(?:now|today|as\s+of)|as\s+of\s+the\s+date\s+of\s+this\s+(?:letter|notice)|(?:debt|amount)\s+now)\b(?!\s+(?:was|were|had\s+been|stood\s+at)\b)[^.\n]{0,40}\$\s?\d/i;
const ESTIMATED_NOT_DUE =
  /\b(?:total|amount|balance|payoff)\b[^.]{0,60}?\bmay\s+include\s+(?:estimated|anticipated|projected|future)\b[^.]{0,160}?\bnot\s+yet\s+(?:due|owed|incurred)\b/i;
const EXCLUDES_INTEREST =
  /\b(?:balance|amount|total|figure)\b(?:[^.]|\.(?=\d)){0,120}?\b(does\s+not|doesn['’]t|may\s+not|might\s+not)\s+(?:yet\s+)?(?:include|reflect|account\s+for)\s+(?:any\s+)?(?:accrued|accruing|additional|unpaid|further)?\s*(?:interest|late\s+charges|fees)\b|\b(?:saldo|monto|cantidad|total|cifra)\b(?:[^.]|\.(?=\d)){0,120}?\b(no|puede\s+no|podr[ií]a\s+no|quiz[aá]s?\s+no)\s+(?:incluye|incluir|refleja|reflejar|contiene|contener)\s+(?:los\s+|las\s+|ning[uú]n\s+)?(?:intereses|cargos(?:\s+por\s+mora)?|recargos)\b/i;

/**
 * A balance said to include the collector's own charges (attorney's fees, collection costs or fees, an agency's fee or
 * commission) without a figure for them: the consumer cannot tell what part of the figure is the debt and what part the
 * charge, whether or not the agreement allows it (Fields v. Wilber Law Firm, 7th Cir. 2004: "It is not enough that the
 * agreement allows the fees; the letter must itemize or explain them"; 15 U.S.C. 1692e(2)(A), 1692e(10)). Interest, or
 * the creditor's own charges ("principal, interest and fees"), within a balance is not this (Wahl v. Midland, 7th Cir.
 * 2009). Charges a court awarded, and estimated future charges (the Carlin reading of unauthorized_fees_or_interest), are
 * read elsewhere. Decision 145.
 */
const COLLECTION_CHARGES = String.raw`(?:(?:our|the\s+agency'?s|this\s+(?:office|firm|agency)'?s)\s+(?:fees?|commission)|(?:reasonable\s+)?(?:attorney'?s?'?|attorneys'|legal|lawyer'?s?'?|counsel)\s+fees?|(?:collection\s+(?:agency\s+)?|agency'?s?\s+|contingency\s+)(?:fees?|costs?|charges?|commission)|costs?\s+(?:of|for)\s+collection|honorarios\s+(?:de\s+)?(?:abogados?|legales|de\s+cobr\w+)|(?:costos?|cargos?|gastos)\s+de\s+cobr\w+|(?:fees?|costs?|charges?)(?:\s+(?:and|or|&)\s+(?:fees?|costs?|charges?))?\s+(?:added|charged|assessed|imposed)\s+by\s+(?:us|our\s+(?:office|firm|agency|company)|this\s+(?:office|firm|agency|company))|(?:cargos?|costos?|gastos)\s+(?:agregad|cobrad|a[nñ]adid)[oa]s\s+por\s+(?:nosotros|nuestra\s+(?:oficina|agencia|empresa)|esta\s+(?:oficina|agencia|empresa)))`;
/**
 * The verbs that fold a charge into a figure (decision 217 adds "reflects", "contains", "consists of", "is made up of",
 * "comprises", "incorporates", "refleja", "contiene", "comprende"): the same fold in other words.
 */
const FOLDS = String.raw`(?:(?:also\s+)?(?:includes?|reflects?|contains?|incorporates?|comprises?|covers?)|including|reflecting|inclusive\s+of|consists?\s+of|(?:is\s+)?made\s+up\s+of|(?:has|have)\s+been\s+(?:added|included)|incluye|incluido|que\s+incluye|incluyendo|refleja|contiene|comprende|incorpora)`;
const LUMPED = new RegExp(
  String.raw`\$\s?[\d,]+(?:\.\d{2})?,?\s+(?:which\s+|that\s+|que\s+)?${FOLDS}\b[^.\n$]{0,60}?\b${COLLECTION_CHARGES}|` +
    String.raw`\b(?:balance|amount|total|sum|figure|saldo|cantidad|monto|importe)\b(?:[^.\n]|\.(?=\d)){0,80}?\b${FOLDS}\b[^.\n$]{0,60}?\b${COLLECTION_CHARGES}` +
    // The balance said to have grown to its figure by the collector's charges ("your balance has increased to $1,480.00 due
    // to collection fees", "su saldo ha aumentado a $1,480.00 debido a cargos de cobranza"): the same fold, told as a
    // change (decision 157).
    String.raw`|\b(?:balance|amount|total|debt|saldo|monto|deuda)\b[^.\n$]{0,40}?\b(?:(?:has|have|is|was)\s+(?:now\s+)?)?(?:increased|grown|risen|gone\s+up|climbed|ha\s+(?:aumentado|subido|crecido)|aument[oó]|subi[oó])\s+(?:to|a)\s+\$\s?[\d,]+(?:\.\d{2})?,?\s+(?:due\s+to|because\s+of|with\s+the\s+addition\s+of|after\s+(?:adding|the\s+addition\s+of)|by\s+(?:adding|the\s+addition\s+of)|debido\s+a|por|con\s+(?:la\s+adici[oó]n\s+de|los|las))\s+(?:the\s+|our\s+|los\s+|las\s+)?(?:[\w'-]+\s+){0,2}?${COLLECTION_CHARGES}` +
    String.raw`|\b${COLLECTION_CHARGES}\s+(?:(?:have|has)\s+been|are|is|were|was|han\s+sido|est[aá]n?)\s+(?:added\s+(?:to|into)|included\s+in|incluid[oa]s?\s+en|agregad[oa]s?\s+a)\s+(?:the|your|this|su|el|la)\s+(?:balance|amount|total|saldo|cantidad|monto)\b`,
  'i',
);
/** A figure for the collector's charges anywhere in the letter: they are itemized. */
const CHARGES_ITEMIZED = new RegExp(
  String.raw`${COLLECTION_CHARGES}\s*(?:\([^)\n]{0,12}\)\s*)?(?:[:=|.\-–]+\s*|(?:of|in\s+the\s+amount\s+of|totaling|totalling|amounting\s+to|de|por)\s+)?\$\s?\d|\$\s?[\d,]+(?:\.\d{2})?\s+(?:in|of|for|de|en)\s+${COLLECTION_CHARGES}`,
  'i',
);
/**
 * A figure said to include charges the letter does not name ("includes principal, interest and other charges", "includes
 * miscellaneous fees", "incluye otros cargos"), with no figure for them anywhere (decision 217): the consumer cannot tell
 * what they are, whether they were owed, or how much of the figure they make (Fields v. Wilber Law Firm, 7th Cir. 2004:
 * charges folded into a balance must be stated; Miller v. McCalla, 7th Cir. 2000; 15 U.S.C. 1692e(2)(A), 1692g(a)(1)).
 */
const UNNAMED_CHARGES = String.raw`(?:(?:other|miscellaneous|misc\.?|additional|various|sundry|certain|related)\s+(?:charges?|fees?|costs?|amounts?|expenses?)|otros\s+(?:cargos|costos|gastos|montos)|cargos\s+(?:adicionales|varios|diversos)|gastos\s+varios)`;
const UNNAMED_FOLDED = new RegExp(
  String.raw`\b(?:balance|amount|total|sum|figure|saldo|cantidad|monto|importe)\b(?:[^.\n]|\.(?=\d)){0,80}?\b${FOLDS}\b[^.\n$]{0,60}?\b${UNNAMED_CHARGES}\b`,
  'i',
);
const UNNAMED_FIGURED = new RegExp(
  String.raw`${UNNAMED_CHARGES}\s*(?:\([^)\n]{0,12}\)\s*)?(?:[:=|.\-–]+\s*|(?:of|in\s+the\s+amount\s+of|totaling|totalling|de|por)\s+)?\$\s?\d|\$\s?[\d,]+(?:\.\d{2})?\s+(?:in|of|for|de|en)\s+${UNNAMED_CHARGES}`,
  'i',
);
const LUMP_EXCEPT =
  /\b(?:not|no|never|nor|sin)\b[^.]{0,30}?\b(?:include|incluye|reflect|contain|comprise|incorporate|cover|refleja|contiene|comprende|incorpora)|\b(?:estimated|anticipated|projected|future|if|may|might|could|would|estimad\w*)\b|\b(?:court|judg(?:e)?ment|awarded|tribunal|sentencia)\b/i;

/**
 * A statement that forgiven debt will or may be reported to the IRS (a 1099-C) when no report can be
 * made: a discharge of less than $600 is never reportable (26 U.S.C. 6050P(b); 26 CFR 1.6050P-1(a)(1)).
 * The statement misleads whatever its modality, "will report … as required by IRS regulations" even
 * beside "might not be required in your case" (Schultz v. Midland Credit Management, 3d Cir. 2018), and
 * "may file a 1099-C" (Heredia v. Capital Management Services, 7th Cir. 2019). The forgiven amount is
 * at most the saving the letter offers, or the balance less the offer, or the balance itself; when the
 * letter states none of them, the consumer is asked whether the full balance is under $600. A general
 * "this settlement may have tax consequences" says nothing about a report and is lawful (Dunbar v. Kohn
 * Law Firm, 7th Cir. 2018), and so is advice to consult a tax adviser.
 */
/** The tax-report statement, read by the reading layer (`src/reading/tax-report.ts`). */
const FORM_1099 = TAX_REPORT;
const SAVING =
  /\b(?:a\s+)?saving(?:s)?\s+(?:of\s*)?:?\s*\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)|\b(?:save|ahorr(?:a|e|o|ar[aá]|ará)|ahorro\s+de|descuento\s+de)\s+(?:de\s+)?\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)|\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)\s+(?:in\s+)?(?:savings|off|forgiven|discount|de\s+(?:ahorro|descuento))\b|\b(?:the\s+)?(?:forgiven(?:\s+(?:amount|balance|debt))?|amount\s+forgiven|forgiveness\s+of|monto\s+perdonado|cantidad\s+perdonada)\s*[,:(]?\s*(?:is\s+|of\s+|de\s+)?\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)(?![\d,.]*\d)(?!\s*(?:or\s+(?:more|greater|above|over)|and\s+(?:above|over|up)|o\s+m[aá]s))/gi;
/** A table column of savings: a header cell "You save", "Savings", "Discount", "Ahorro" over rows of amounts. */
const SAVING_HEADER = /^(?:you\s+save|savings?|amount\s+saved|discount(?:\s+amount)?|amount\s+forgiven|forgiven|ahorro|usted\s+ahorra|descuento)$/i;
const cellsOf = (line: string): string[] | undefined => {
  const cells = line.includes('|')
    ? line
        .replace(/^\s*\|/, '')
        .replace(/\|\s*$/, '')
        .split('|')
    : line.split(/\t+| {2,}/);
  return cells.length >= 2 ? cells.map((c) => c.trim()) : undefined;
};
const savingColumn = (text: string): number[] => {
  const out: number[] = [];
  let column = -1;
  for (const line of text.split('\n')) {
    const cells = cellsOf(line);
    if (!cells) {
      column = -1;
      continue;
    }
    const header = cells.findIndex((c) => SAVING_HEADER.test(c));
    if (header >= 0) column = header;
    else if (column >= 0) {
      const money = /\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/.exec(cells[column] ?? '');
      if (money) out.push(Number(money[1]!.replace(/,/g, '')));
    }
  }
  return out;
};
const IRS_THRESHOLD = 600;

type Reason = { spans: Span[]; text: string; confidence: Confidence };

/**
 * A balance the letter gives only as of a date well before itself ("As of March 1, 2021, your balance was $1,250.00",
 * "Balance as of 03/01/2021: $1,250.00", "Al 1 de marzo de 2021, su saldo era de $1,250.00"), with no figure said to be
 * owed now anywhere in it: if the balance has grown since, the letter never says what the debt is (15 U.S.C.
 * 1692e(2)(A), 1692g(a)(1); Miller v. McCalla, 7th Cir. 2000: the collector must state the amount due as of the
 * letter; Chuway v. National Action, 7th Cir. 2004). If the balance cannot grow, the old figure is still the amount
 * (Taylor v. Financial Recovery Services, 2d Cir. 2018): a fact outside the letter, so `balanceCanIncrease` decides.
 * First notices are read by vn_current_amount as well. Decision 157.
 */
const STALE_DAYS = 90;
const AS_OF_A_DATE = new RegExp(String.raw`\bas\s+of\s+${DATE_WORDS}`, 'gi');
/**
 * A figure the letter dates by an event of the account's past, not by a calendar date: the balance at charge-off, when the
 * account was placed, assigned or sold, at default, the original or previous balance ("Balance at charge-off: $2,000.00",
 * "The balance on your account as of the date of charge-off was $2,345.67", "Original balance: $1,250.00", "Amount owed
 * when your account was placed with us: $900.00", "Saldo al momento de la cancelación: $2,000.00", "Saldo original").
 * Given alone, with no figure owed now, it is the same kind as a balance as of an old date (decision 180).
 *
 * Decision 365: the same figure said in a sentence, the event told as a clause around it: the event first ("When your
 * account was referred to us, the balance was $1,245.60", "Cuando su cuenta fue asignada a nuestra oficina, el saldo era de
 * $1,245.60"), the figure first ("a balance of $1,245.60 as of the date your account was placed with us", "at the time it was
 * placed with our office"), or the account said to have come with it ("Your account was placed with us with a balance of
 * $1,245.60"). Only the simple past ("was", "fue"): "has been placed with a balance of" may speak of now.
 */
const PAST_EVENT = String.raw`(?:charged[- ]off|placed|assigned|sold|referred|purchased|transferred|turned\s+over|asignad[oa]|transferid[oa]|referid[oa]|vendid[oa]|cancelad[oa]|castigad[oa]|cedid[oa])`;
/** A balance's noun, owed or not ("balance", "amount owed", "debt", "saldo adeudado"). */
const OLD_FIGURE_NOUN = String.raw`(?:balance|amount|total|debt|saldo|monto|cantidad|deuda)(?:\s+(?:due|owed|owing|adeudad[oa]))?`;
/** An event of the account's past said by a bare participle: "when placed", "once assigned", "cuando fue asignada", "al ser transferida". */
const BARE_EVENT = String.raw`(?:when|once|upon\s+being|cuando\s+fue|al\s+ser)\s+(?:first\s+)?${PAST_EVENT}\b`;
const HISTORY_FIGURE_SAID = [
  String.raw`\b(?:when|at\s+the\s+time|on\s+the\s+date|as\s+of\s+the\s+date|cuando|al\s+momento\s+en\s+que|en\s+la\s+fecha\s+en\s+que)\s+(?:(?:your|the|this|su|la)\s+)?(?:it|account|debt|cuenta|deuda)\s+(?:was|fue)\s+${PAST_EVENT}\b(?:[^\n$.]|\.(?=\d)){0,80}?\b(?:balance|amount|total|debt|saldo|monto|cantidad|deuda)\b(?:[^\n$.]|\.(?=\d)){0,30}?\$\s?\d[\d,]*(?:\.\d{2})?`,
  String.raw`\b(?:balance|amount|total|saldo|monto|cantidad)\s+(?:of|de)\s+\$\s?\d[\d,]*(?:\.\d{2})?\s+(?:as\s+of|at|on|upon|when|al\s+momento\s+(?:de|en\s+que)|cuando)\s+(?:(?:the\s+)?(?:date|time)\s+(?:of\s+)?)?(?:(?:your|the|this|su|la)\s+)?(?:(?:it|account|debt|cuenta|deuda)\s+(?:was|fue)\s+${PAST_EVENT}|placement|assignment|charge[- ]?off|referral|sale|purchase|asignaci[oó]n|cesi[oó]n|cancelaci[oó]n)\b`,
  String.raw`\b(?:account|debt|cuenta|deuda)\s+(?:was|fue)\s+${PAST_EVENT}\b(?:[^\n$.]){0,60}?\b(?:with|carrying|showing|con)\s+(?:a|an|un)\s+(?:\w+\s+)?(?:balance|saldo)\s+(?:of|de)\s+\$\s?\d[\d,]*(?:\.\d{2})?`,
  // Decision 395: the event said by a bare participle, the figure after it ("Balance when placed with our office: $…", "Your
  // debt, when placed for collection, was $…", "Saldo cuando fue asignada…", "Su deuda, al ser transferida…, era de $…") or
  // before it ("The amount owed was $… when referred to our office").
  String.raw`\b${OLD_FIGURE_NOUN}\s*,?\s+${BARE_EVENT}(?:[^\n$.]|\.(?=\d)){0,60}?\$\s?\d[\d,]*(?:\.\d{2})?`,
  String.raw`\b${OLD_FIGURE_NOUN}\s+(?:of|was|de|era(?:\s+de)?|fue(?:\s+de)?)\s+\$\s?\d[\d,]*(?:\.\d{2})?\s+${BARE_EVENT}`,
].join('|');
const HISTORY_FIGURE = new RegExp(
  String.raw`\b(?:(?:original|charge[- ]?off|charged[- ]off|placement|placed|assigned|assignment|default|opening|prior|previous|starting)\s+(?:balance|amount)(?:\s+(?:due|owed|owing))?|(?:balance|amount|total|debt)(?:\s+(?:due|owed|owing))?(?:\s+(?:on|of)\s+(?:your|the|this)\s+account)?\s+(?:at|as\s+of|upon|on|when|at\s+(?:the\s+)?time)\s+(?:of\s+)?(?:the\s+)?(?:(?:date\s+of\s+)?(?:charge[- ]?off|placement|assignment|purchase|sale|default|referral)\b|(?:(?:your|the)\s+)?(?:last|final|most\s+recent)\s+(?:billing\s+|monthly\s+)?statement\b|(?:(?:your|the|this)\s+)?(?:it|account|debt)\s+was\s+(?:charged[- ]off|placed|assigned|sold|referred|purchased))|saldo\s+(?:original|inicial|anterior|(?:al\s+momento\s+|en\s+la\s+fecha\s+)?de(?:l)?\s+(?:la\s+)?(?:cancelaci[oó]n|castigo|asignaci[oó]n|cesi[oó]n)))(?:[^\n$.]|\.(?=\d)){0,40}?\$\s?\d[\d,]*(?:\.\d{2})?|${HISTORY_FIGURE_SAID}`,
  'gi',
);
const historyFigures = (text: string): Span[] =>
  [...matchesOf(HISTORY_FIGURE, text)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] }));
const onlyAnOldBalance = (ctx: Parameters<Rule['check']>[0], v: ReturnType<typeof viewOf>): Span | undefined => {
  const letterDate = ctx.gates.letterDate;
  const history = historyFigures(ctx.text);
  if (!letterDate && history.length === 0) return undefined;
  const inHistory = (s: { start: number; end: number }): boolean => history.some((h) => h.start <= s.end && s.start <= h.end);
  const current = ctx.facts.itemization.currentAmount;
  // The facts stage's current amount may be the dated figure itself ("On January 15, 2022, the balance owed was $1,100.00"):
  // the reading layer's date for it decides (decision 217).
  const datedLongBefore = (s: { start: number; end: number }): boolean =>
    letterDate !== null &&
    letterDate !== undefined &&
    readLetter(ctx.text).amounts.some(
      (a) => a.span.start <= s.end && s.start <= a.span.end && !a.current && a.asOf !== undefined && daysBetween(a.asOf, letterDate) > STALE_DAYS,
    );
  if (
    (current && !inHistory(current.span) && !datedLongBefore(current.span)) ||
    testText(
      TOTAL_NOW,
      // A figure "as of" a calendar date is judged by that date (the amounts reader's `asOf`), not taken for one owed now.
      v.text.replace(HISTORY_FIGURE, (m) => ' '.repeat(m.length)).replace(AS_OF_A_DATE, (m) => ' '.repeat(m.length)),
    )
  )
    return undefined;
  const amounts = readLetter(ctx.text).amounts;
  if (amounts.some((a) => a.current && !inHistory(a.span))) return undefined;
  const stale = amounts.filter((a) => (letterDate && a.asOf !== undefined && daysBetween(a.asOf, letterDate) > STALE_DAYS) || inHistory(a.span));
  if (stale.length === 0 && history.length === 0) return undefined;
  const inStale = (s: Span): boolean => inHistory(s) || stale.some((a) => a.span.start <= s.end && s.start <= a.span.end);
  if (readOwedAmounts(ctx.text).some((o) => !inStale(o.span))) return undefined;
  return stale[0]?.span ?? history[0];
};

/**
 * What the letter's words settle about whether its balance grows (decision 207): true where it says definitely that
 * interest or charges are being added (not as the Miller explanation of why the amount may differ, not under a lawful
 * condition), false where it says only that nothing is added, else undefined (a hedge, or both said).
 */
const growthSaid = (text: string): boolean | undefined => {
  const reading = readBalanceGrowth(text);
  const definite = reading.claims.filter((c) => c.certainty === 'definite' && !c.explainsAmount && !c.lawfulCondition);
  const denied = definite.filter((c) => reading.statics.some((st) => contradicts(c, st)));
  if (definite.length > 0 && denied.length === 0) return true;
  if (reading.statics.length > 0 && reading.claims.length === 0) return false;
  return undefined;
};

/** A found phrase not denied before it in its clause. */
const keep = (f: Found): boolean => !negatedBefore(f.sentence, f.at);

/**
 * The most any settlement in the letter can forgive, from its words: the savings it states, else the balance less what
 * each offer takes (decision 207: every offer judged on its own; a plan of instalments by its whole, count × figure; a
 * percentage of the stated balance, taken off or to be paid), else the balance. Interest discharged is not counted toward
 * the $600 (26 CFR 1.6050P-1: interest discharged need not be reported): where the letter itemizes interest in the balance, no settlement forgives more
 * principal than the balance less that interest.
 */
const largestForgiven = (ctx: Parameters<Rule['check']>[0], v: ReturnType<typeof viewOf>): number | undefined => {
  const savings = [...[...execAll(SAVING, v.text)].map((m) => Number((m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').replace(/,/g, ''))), ...savingColumn(v.text)].filter(
    (n) => n > 0,
  );
  if (savings.length > 0) return Math.max(...savings);
  const balances = [
    ...(ctx.facts.balances ?? []).map((b) => b.value),
    ...(ctx.facts.itemization.currentAmount ? [ctx.facts.itemization.currentAmount.value] : []),
    // The balance named in the offer's own words, in any order ("settle your $700.00 balance", decision 217).
    ...readOfferBases(ctx.text).map((b) => b.value),
  ].filter((n) => n > 0);
  if (balances.length === 0) return undefined;
  const balance = Math.max(...balances);
  const plans = readOfferTerms(ctx.text).filter((t) => t.kind === 'instalments');
  const instalment = new Set(plans.map((t) => t.amount));
  const taken = [
    // The tax statement's own threshold ("any amount of $600.00 or more forgiven in a settlement") is not an offer.
    ...ctx.facts.settlementOffers
      .filter((o) => !FORM_1099.test(ctx.text.slice(o.span.start, o.span.end)))
      .map((o) => o.amount?.value)
      .filter((n): n is number => n !== undefined && !instalment.has(n)),
    ...plans.map((t) => t.total),
    ...readSettlementPercents(ctx.text).map((p) => (balance * (p.kind === 'pay' ? p.percent : 100 - p.percent)) / 100),
  ].filter((n) => n > 0 && n < balance);
  const forgiven = taken.length > 0 ? balance - Math.min(...taken) : balance;
  const interest = ctx.facts.itemization.interest?.value ?? 0;
  return interest > 0 && interest < balance ? Math.min(forgiven, balance - interest) : forgiven;
};

/** The clause of a found sentence that holds the hit: from the last ";" or sentence end before it to the next one after it. */
const clauseOf = (f: Found): string => {
  const before = f.sentence.slice(0, f.at);
  const start = Math.max(before.lastIndexOf(';'), before.search(/\.\s+[^.]*$/)) + 1;
  const after = f.sentence.slice(f.at + 1).search(/;|\.\s/);
  return f.sentence.slice(start, after < 0 ? f.sentence.length : f.at + 1 + after);
};

/** The tax-report statement, and whether it misleads (`reasons`) or the balance must be asked (`ask`). */
const taxReasons = (ctx: Parameters<Rule['check']>[0], v: ReturnType<typeof viewOf>): { reasons: Reason[]; ask?: Span[] } => {
  // The payment named as what is reported (decision 230): a 1099-C reports the debt discharged, never the payment, so the
  // statement misdescribes the tax consequence whatever the settlement forgives (Broderick v. Viking Client Services, D.N.J. 2017).
  const payment = readPaymentReported(ctx.text);
  if (payment.length > 0)
    return {
      reasons: [
        {
          spans: payment.slice(0, 1),
          text: 'tells you that what you pay to settle will be or may be reported to the IRS, but a Form 1099-C reports only the debt that is forgiven, never the payment, so the statement misdescribes what settling means for your taxes (26 U.S.C. 6050P; Broderick v. Viking Client Services, D.N.J. 2017; Schultz v. Midland Credit Management, 3d Cir. 2018; 15 U.S.C. 1692e(2)(A), 1692e(10))',
          confidence: 'medium',
        },
      ],
    };
  // Advice to consult a tax adviser is lawful: judged in the clause that names the report, since "1099-C." can end a
  // sentence that the splitter takes for an initial and joins to the next one ("… a Form 1099-C. We cannot give tax advice").
  // A report the letter says will not be made ("we will not report this settlement to the IRS") is no threat of one.
  const warning = findWithSentence(v, FORM_1099).filter(
    (f) => !/\bconsult\b|\btax\s+(?:advis|profession|preparer)|\basesor\s+fiscal\b/i.test(clauseOf(f)) && keep(f),
  );
  if (warning.length === 0) return { reasons: [] };
  const spans = warning.slice(0, 1).map((f) => foundSpan(v, f));
  const forgiven = largestForgiven(ctx, v);
  if (forgiven === undefined) {
    if (ctx.answers.balanceUnder600 === true)
      return {
        reasons: [
          {
            spans,
            text: `says forgiven debt will or may be reported to the IRS, but you told us the whole balance is under $${IRS_THRESHOLD}, and forgiveness of less than $${IRS_THRESHOLD} is never reported, so the statement may make you fear a tax report that cannot happen (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018)`,
            confidence: 'medium',
          },
        ],
      };
    // The figure that decides is the amount forgiven, not the balance: "any indebtedness of $600.00 or more … may be
    // reported" on a $798.67 debt offered for $638.94 (Balon v. Enhanced Recovery, M.D. Pa. 2017) or a $718.96 debt
    // offered for $467.32 (Foster v. AllianceOne Receivables Management, N.D. Ill. 2016) misleads though the balance is
    // over $600. When the letter's words do not give both figures, the person is asked what the settlement forgives.
    if (ctx.answers.settlementForgivesUnder600 === true)
      return {
        reasons: [
          {
            spans,
            text: `says forgiven debt will or may be reported to the IRS, but you told us every settlement the letter offers forgives less than $${IRS_THRESHOLD}, and forgiveness of less than $${IRS_THRESHOLD} is never reported, so the statement may make you fear a tax report that cannot happen (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019)`,
            confidence: 'medium',
          },
        ],
      };
    return { reasons: [], ...(ctx.answers.settlementForgivesUnder600 === undefined ? { ask: spans } : {}) };
  }
  if (forgiven >= IRS_THRESHOLD) return { reasons: [] };
  return {
    reasons: [
      {
        spans,
        text: `says forgiven debt will or may be reported to the IRS (a 1099-C), but no settlement the letter offers can forgive $${IRS_THRESHOLD} or more (at most $${forgiven.toFixed(2)}), and forgiveness of less than $${IRS_THRESHOLD} is never reported, so the statement may mislead you about the cost of settling (26 U.S.C. 6050P(b); Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019)`,
        confidence: 'medium',
      },
    ],
  };
};

/**
 * The letter's own figure said not to be, or perhaps not to be, the amount owed: "the balance shown may not be your full
 * balance", "this amount may not reflect the total amount you owe", "the amount due in this letter is an estimate",
 * "Approximate balance: $2,345.67", "su saldo puede no ser el saldo total", "saldo aproximado". The consumer is given a
 * figure and told it may not be the debt, without what is left out or how much: the letter does not state the amount of
 * the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Chuway v. National Action Financial Services, 7th Cir. 2004: a balance
 * followed by "to obtain your most current balance information, please call" did not state it; Kolganov v. Phillips &
 * Cohen Associates, E.D.N.Y. 2004). Not read: a reason given that the consumer can act on (payments or credits received, a
 * settlement, a plan), or growth explained (interest, fees, charges: the balance-growth readers' and Miller's safe harbour,
 * "the amount due on the day you pay may be greater"). Decision 180.
 */
/** A dollar figure above zero: the letter asks for an amount (decision 241). */
const DEMANDED_FIGURE = /\$\s?(?:0*[1-9]|0*\.\d*[1-9])/;
const FIGURE_NOUN = String.raw`(?:balance|amount(?:\s+(?:due|owed|shown|above|stated))?|figure|total|sum|saldo|monto|cantidad|cifra)`;
const FIGURE_NOT_THE_DEBT = new RegExp(
  [
    String.raw`\b${FIGURE_NOUN}\b(?:[^.\n]|\.(?=\d)){0,60}?\b(?:may|might|could)\s+not\s+(?:be|reflect|represent|show|equal|match)\s+(?:(?:your|the|what)\s+)?(?:(?:full|total|complete|entire|exact|actual|correct|final|current|true|whole|real)\s+)?(?:balance|amount|payoff|debt|sum|you\s+(?:actually\s+)?owe)\b`,
    String.raw`\b${FIGURE_NOUN}\b(?:[^.\n]|\.(?=\d)){0,60}?\b(?:is|are)\s+(?:only\s+)?(?:an?\s+)?(?:estimate[ds]?|approximat(?:e|ion|ely\s+(?:correct|accurate)))\b`,
    String.raw`\b(?:estimated|approximate)\s+(?:current\s+)?(?:balance|amount\s+(?:due|owed|owing))\b(?:[^.\n]|\.(?=\d)){0,20}?\$\s?\d`,
    String.raw`\b(?:saldo|monto|cantidad|cifra)\b(?:[^.\n]|\.(?=\d)){0,60}?\b(?:puede|podr[ií]a)\s+no\s+(?:ser|reflejar|representar)\s+(?:su|el|la|lo\s+que)\s+(?:(?:saldo|monto|cantidad|deuda)\s+)?(?:total|completo|completa|exacto|exacta|actual|real|final|usted\s+debe)\b`,
    String.raw`\b(?:saldo|monto|cantidad)\s+(?:aproximad[oa]|estimad[oa])\b|\b(?:saldo|monto|cantidad|cifra)\b(?:[^.\n]|\.(?=\d)){0,60}?\bes\s+(?:solo\s+)?(?:un|una)\s+(?:estimado|estimaci[oó]n|aproximaci[oó]n|c[aá]lculo\s+aproximado)\b`,
  ].join('|'),
  'i',
);
/** A reason the consumer can act on, or growth explained: no hedge on the debt itself. */
const FIGURE_HEDGE_EXPLAINED =
  /\b(?:pay(?:ment|ments|ing)?|paid|credits?|refunds?|settle\w*|offer\w*|discount\w*|plan|installments?|instalments?|monthly|interest|fees?|charges?|costs?|accru\w*|day\s+you\s+pay|pagos?|pagad[oa]|cr[eé]ditos?|acuerdo|oferta|descuento|intereses|cargos|costos)\b/i;

/** Ways of stating the amount that do not state the amount of the debt (see the patterns above). */
/**
 * The letter says no interest or no fees were ever added, or that the account does not bear them, in the past or as its
 * character (decision 217): "no interest or fees have been added since placement", "we have not charged any interest",
 * "this account does not accrue interest", "is not subject to interest", "non-interest-bearing", "esta cuenta no genera
 * intereses", "no se han agregado cargos". Not "no interest is being added" (now only: interest may have been added
 * before), nor a statement of the future.
 */
const NONE_ADDED = new RegExp(
  [
    String.raw`\b(?:no|not\s+any)\s+(?:further\s+|additional\s+)?(interest|fees?|charges?|costs?)(?:,?\s+(?:or|and|nor)\s+(?:any\s+)?(interest|fees?|charges?|costs?))?\s+(?:has|have)\s+(?:ever\s+)?been\s+(?:added|charged|assessed|applied|accrued|imposed)`,
    String.raw`\b(?:we|the\s+creditor|our\s+client|this\s+office)\s+(?:has|have)\s+(?:not|never)\s+(?:added|charged|assessed|applied|imposed)\s+(?:any\s+)?(interest|fees?|charges?)(?:\s+(?:or|and)\s+(?:any\s+)?(interest|fees?|charges?))?`,
    String.raw`\b(?:this|the|your)\s+(?:account|debt|balance)\s+(?:does\s+not|doesn't|do\s+not|will\s+not)\s+(?:accrue|bear|carry)\s+(?:any\s+)?(interest|fees?)|\b(?:account|debt|balance)\s+(?:is|are)\s+not\s+subject\s+to\s+(?:any\s+)?(interest|fees?)|\bnon-?(interest)[- ]bearing\b|\bbears\s+no\s+(interest)`,
    String.raw`\bno\s+(?:genera|devenga|acumula|causa)\s+(?:ning[uú]n\s+)?(intereses?|cargos?)|\bno\s+se\s+(?:le\s+)?(?:han|ha)\s+(?:agregado|cobrado|cargado|aplicado|sumado)\s+(?:ning[uú]n\s+)?(intereses?|cargos?)|\bno\s+(?:est[aá]|es)\s+sujet[oa]\s+a\s+(intereses?|cargos?)`,
  ].join('|'),
  'g',
);
/** A row of the letter's own figures for interest or fees added over a period ("Interest since charge-off", "Cargos desde"). */
const ADDED_SINCE = /\b(?:since|after|from|between|desde|despu[eé]s|entre)\b/;
const isInterest = (word: string): boolean => /^inter/.test(word);

/**
 * Interest or fees shown added over a period beside the letter's own statement that none were, or that the account bears
 * none: the letter reads two ways, one of them inaccurate, about what the debt is made of (15 U.S.C. 1692e(2)(A), 1692e(10);
 * Clomon v. Jackson, 2d Cir. 1993). The figures are the itemization's interest and fees (12 CFR 1006.34(c)(2)(vii)) and a
 * table's rows labelled with their period.
 */
const addedWhereNoneSaid = (ctx: Parameters<Rule['check']>[0]): { statement: Span; row: Span; what: 'interest' | 'fees'; value: number } | undefined => {
  const folded = fold(ctx.text);
  if (!/\b(?:no|not|non|bears|sujet)/.test(folded)) return undefined;
  const rows: { what: 'interest' | 'fees'; value: number; span: Span }[] = [];
  // The itemization's own lines, when they say they run over a period ("Interest since charge-off", the model form's "Between
  // … and today: You were charged this amount in interest"); a bare "Interest: $120.00" may be the creditor's before it.
  const overAPeriod = (span: Span): boolean =>
    /\b(?:since|after|between|desde|despu[eé]s|entre)\b|\byou\s+were\s+charged\b|\bse\s+le\s+cobr/.test(
      folded.slice(Math.max(0, span.start - 150), span.start),
    );
  const { interest, fees } = ctx.facts.itemization;
  if (interest?.value && overAPeriod(interest.span)) rows.push({ what: 'interest', value: interest.value, span: interest.span });
  if (fees?.value && fees !== interest && overAPeriod(fees.span)) rows.push({ what: 'fees', value: fees.value, span: fees.span });
  for (const t of readAmountTables(ctx.text))
    for (const p of t.parts)
      if (
        p.kind === 'add' &&
        p.value > 0 &&
        ADDED_SINCE.test(p.label) &&
        /\b(?:interest|inter[eé]s|intereses|fees?|charges?|costs?|cargos?|costos?|gastos)\b/.test(p.label)
      )
        rows.push({ what: /\binter/.test(p.label) ? 'interest' : 'fees', value: p.value, span: p.span });
  if (rows.length === 0) return undefined;
  for (const m of matchesOf(NONE_ADDED, folded)) {
    const at = m.index!;
    const named = m.slice(1).filter((g): g is string => g !== undefined);
    const row = rows.find((r) => named.some((w) => (r.what === 'interest') === isInterest(w)));
    if (row) return { statement: spanOf(ctx.text, at, at + m[0].length), row: row.span, what: row.what, value: row.value };
  }
  return undefined;
};

const amountReasons = (ctx: Parameters<Rule['check']>[0], v: ReturnType<typeof viewOf>, assumptions: string[]): Reason[] => {
  const reasons: Reason[] = [];
  const none = addedWhereNoneSaid(ctx);
  if (none)
    reasons.push({
      spans: [none.statement, none.row],
      text: `says ${none.what === 'interest' ? 'no interest is added' : 'no fees or charges are added'} to the account ("${none.statement.text.replace(/\s+/g, ' ')}"), yet its own figures show ${none.what === 'interest' ? 'interest added' : 'fees or charges added'} ($${none.value.toFixed(2)}), so it tells you two different things about what you owe (Clomon v. Jackson, 2d Cir. 1993; 15 U.S.C. 1692e(2)(A), 1692e(10))`,
      confidence: 'medium',
    });
  const accruing = findWithSentence(v, ACCRUING_FROM_EARLIER);
  // A total stated elsewhere, not the figure the interest is added to ("Balance due $1,250.00 plus 9% interest from January
  // 1, 2020" states no total: its balance is the base, decision 217).
  const totalNow =
    testText(
      TOTAL_NOW,
      accruing.reduce((t, f) => t.split(f.sentence).join(' '), v.text),
    ) ||
    (ctx.facts.itemization.currentAmount !== undefined &&
      !accruing.some((f) => {
        const sentence = foundSpan(v, f);
        const at = ctx.facts.itemization.currentAmount!.span.start;
        return sentence.start <= at && at < sentence.end;
      }));
  if (accruing.length > 0 && !totalNow)
    reasons.push({
      spans: accruing.slice(0, 1).map((f) => foundSpan(v, f)),
      text: 'states a sum "plus" interest accruing from an earlier date without ever stating the total you owe as of the letter, so it does not state the amount of the debt (Bazan v. Hammerman & Hultgren; 15 U.S.C. 1692g(a)(1))',
      confidence: 'medium',
    });
  const estimated = findWithSentence(v, ESTIMATED_NOT_DUE);
  if (estimated.length > 0)
    reasons.push({
      spans: estimated.slice(0, 1).map((f) => foundSpan(v, f)),
      text: 'gives a total that may include estimated fees and costs that are not yet due, without saying which, so it does not clearly state what you owe now (Carlin v. Davidson Fink, 2d Cir. 2017)',
      confidence: 'medium',
    });
  // A stated figure whose make-up the letter leaves open: it "may include" charges, or includes them "if applicable"
  // (Weiss v. Zwicker; Carlin; Chuway; reading/amount-composition.ts). The Carlin wording with "not yet due" is read above.
  // Both hedges on what the figure is bind in the Second and Seventh Circuits; elsewhere the flag is low and says so.
  const hedgeReason = (spans: Span[], text: string, elsewhere: string): void => {
    const circuit = circuitOf(ctx.gates.state);
    const bound = circuit === 2 || circuit === 7;
    if (!bound) assumptions.push(elsewhere);
    reasons.push({ spans, text, confidence: bound ? 'medium' : 'low' });
  };
  const hedged = estimated.length > 0 ? [] : readHedgedCompositions(ctx.text);
  if (hedged.length > 0)
    hedgeReason(
      [hedged[0]!.sentence],
      'states a balance and then says only that it may include charges, or includes them only where they apply, without saying whether they are in the figure or how much they are, so you cannot tell what the amount of the debt is (Weiss v. Zwicker & Associates, E.D.N.Y. 2009; Carlin v. Davidson Fink, 2d Cir. 2017; 15 U.S.C. 1692g(a)(1))',
      'A balance said only perhaps to include charges was held not to state the amount of the debt in the Second Circuit (Weiss v. Zwicker & Associates, E.D.N.Y. 2009; Carlin v. Davidson Fink, 2d Cir. 2017) and the Seventh requires the letter to state the amount plainly (Chuway v. National Action Financial, 7th Cir. 2004); courts elsewhere may decide differently.',
    );
  // The figure given "plus" fees or costs the letter leaves open, or gives only a limit for (decision 217).
  const open = readOpenAdditions(ctx.text);
  if (open.length > 0)
    hedgeReason(
      [open[0]!.span],
      `states the amount of the debt as a figure plus fees or costs it ${open[0]!.bounded ? 'gives only an upper limit or an estimate for' : 'gives no figure for'} ("${open[0]!.span.text.replace(/\s+/g, ' ')}"), so you cannot tell how much you owe or whether those charges are owed at all (Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1), 1692e(2)(A))`,
      'A figure plus fees or costs without their amount was held not to state the amount of the debt in the Seventh Circuit (Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004) and by courts in the Second Circuit; courts elsewhere may decide differently.',
    );
  // The figure itself said perhaps not to be the amount owed, or an estimate (decision 180).
  const hedgedFigure = findWithSentence(v, FIGURE_NOT_THE_DEBT).filter((f) => !FIGURE_HEDGE_EXPLAINED.test(f.sentence));
  if (hedgedFigure.length > 0)
    hedgeReason(
      hedgedFigure.slice(0, 1).map((f) => foundSpan(v, f)),
      'gives a figure and then says it may not be the amount you owe, or is only an estimate, without saying what is left out or how much, so it does not tell you the amount of the debt (Chuway v. National Action Financial Services, 7th Cir. 2004; Kolganov v. Phillips & Cohen Associates, E.D.N.Y. 2004; 15 U.S.C. 1692g(a)(1))',
      "A figure the letter says may not be the full amount owed was held not to state the amount of the debt in the Seventh Circuit (Chuway v. National Action Financial Services, 7th Cir. 2004) and in the Second Circuit's district courts (Kolganov v. Phillips & Cohen Associates, E.D.N.Y. 2004); courts elsewhere may decide differently.",
    );
  // Charges folded into the figure without their own (Fields, binding in the Seventh Circuit): the collector's own, and
  // charges the letter does not name (decision 217).
  const fieldsReason = (spans: Span[], text: string): void => {
    const seventh = circuitOf(ctx.gates.state) === 7;
    const fields = 'Fields v. Wilber Law Firm binds in the Seventh Circuit (Illinois, Indiana, Wisconsin); elsewhere courts may decide differently.';
    if (!seventh && !assumptions.includes(fields)) assumptions.push(fields);
    reasons.push({ spans, text, confidence: seventh ? 'medium' : 'low' });
  };
  const foldedReason = (found: Found[], itemized: RegExp, text: string): void => {
    if (found.length === 0 || testText(itemized, v.text)) return;
    fieldsReason(
      found.slice(0, 1).map((f) => foundSpan(v, f)),
      text,
    );
  };
  foldedReason(
    findWithSentence(v, LUMPED).filter((f) => !LUMP_EXCEPT.test(f.sentence)),
    CHARGES_ITEMIZED,
    "says the amount it asks for includes the collector's own fees or costs without saying how much they are, so you cannot tell what part is the debt and what part the charge, even if your agreement allows such charges (Fields v. Wilber Law Firm, 7th Cir. 2004)",
  );
  foldedReason(
    findWithSentence(v, UNNAMED_FOLDED).filter((f) => !LUMP_EXCEPT.test(f.sentence)),
    UNNAMED_FIGURED,
    'says the amount it asks for includes charges it does not name ("other charges", "miscellaneous fees") and gives no figure for them, so you cannot tell what they are, whether you owe them or how much of the amount they make (Fields v. Wilber Law Firm, 7th Cir. 2004; Miller v. McCalla, 7th Cir. 2000; 15 U.S.C. 1692g(a)(1))',
  );
  // The collector's own fee named as charged, with no figure for it anywhere, beside a total (decision 230; Fields; Hackler v.
  // Tolteca Enterprises, W.D. Tex. 2019): the same kind as a fee folded in, read where the letter does not say it is in the total.
  const unfigured = readUnfiguredCollectorFees(ctx.text);
  if (unfigured.length > 0 && !reasons.some((r) => r.spans.some((s) => s.start <= unfigured[0]!.end && unfigured[0]!.start <= s.end)))
    fieldsReason(
      [unfigured[0]!],
      'names a fee the collector charges but never says how much it is or whether it is in the amount asked, so you cannot tell what part of that amount is the debt and what part the fee, even if your agreement allows such a fee (Fields v. Wilber Law Firm, 7th Cir. 2004; Hackler v. Tolteca Enterprises, W.D. Tex. 2019; 15 U.S.C. 1692g(a)(1), 1692e(2)(A))',
    );
  // Charges named as owed beside the balance with no figure, "to be determined", "where applicable", "if any" (decision
  // 241; Kalebaugh v. Berman & Rabin, D. Kan. 2014, as a matter of law; Miller; Fields): read where no reason above quotes them.
  const undetermined = readChargesLeftUndetermined(ctx.text).filter((u) => !reasons.some((r) => r.spans.some((s) => s.start < u.end && u.start < s.end)));
  if (undetermined.length > 0) {
    const circuit = circuitOf(ctx.gates.state);
    const held = circuit === 7 || circuit === 10 || circuit === 2;
    if (!held)
      assumptions.push(
        'A balance beside fees or costs left "to be determined" or owed "where applicable" was held not to state the amount of the debt in the Seventh Circuit (Miller v. McCalla, Raymer, 7th Cir. 2000) and by courts in the Tenth (Kalebaugh v. Berman & Rabin, D. Kan. 2014) and the Second; courts elsewhere may decide differently.',
      );
    reasons.push({
      spans: [undetermined[0]!],
      text: 'states a balance and then names fees, costs or interest as owed without any figure for them, leaving them "to be determined" or owed only "where applicable" or "if any", so you cannot tell the total you owe or whether those charges are owed at all (Kalebaugh v. Berman & Rabin, D. Kan. 2014; Miller v. McCalla, Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1), 1692e(2)(A))',
      confidence: held ? 'medium' : 'low',
    });
  }
  const excludes = findWithSentence(v, EXCLUDES_INTEREST);
  if (excludes.length > 0 && readCurrentFigureAskedFor(v.text).length > 0) {
    const definite = excludes.some((f) => /\b(?:does\s+not|doesn['’]t)\b|\bno\s+(?:incluye|refleja|contiene)\b/i.test(f.hit.match[0]));
    const circuit = circuitOf(ctx.gates.state);
    if (definite || circuit === 2 || circuit === 7) {
      if (!definite)
        assumptions.push(
          'Courts in the Ninth Circuit have held a balance that "may not include accruing interest" with a number to call lawful (Hutton v. Collins & Lamore, S.D. Cal. 2009); the law differs there.',
        );
      reasons.push({
        spans: excludes.slice(0, 1).map((f) => foundSpan(v, f)),
        text: `states a balance that ${definite ? 'does not include' : 'may not include'} the interest owed and sends you to call for the real figure, so the letter does not itself state the amount of the debt (Chuway v. National Action Financial, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1))`,
        confidence: definite ? 'medium' : 'low',
      });
    } else
      assumptions.push(
        'The letter says its balance may not include accruing interest and gives a number to call; courts in the Ninth Circuit have held that lawful (Hutton v. Collins & Lamore), while the Seventh (Chuway) and Second (Avila, Carlin) require the letter itself to state the amount: the law differs by circuit.',
      );
  }
  return reasons;
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const { answers } = ctx;
    const reasons: Reason[] = [];
    const studentLoan = testText(FEDERAL_STUDENT_LOAN, v.text);
    reasons.push(...amountReasons(ctx, v, assumptions));
    const tax = taxReasons(ctx, v);
    reasons.push(...tax.reasons);
    // A letter addressed to an estate that tells "you" that you owe, never saying whose the debt is (decision 230).
    const estate = readEstateToldItOwes(ctx.text);
    if (estate) {
      const third = circuitOf(ctx.gates.state) === 3;
      if (!third)
        assumptions.push(
          'A letter to an estate that tells the reader "you owe" was held to mislead the executor by a court in the Third Circuit (Rock v. Greenspoon Marder, D.N.J. 2021); courts elsewhere may decide differently.',
        );
      reasons.push({
        spans: [estate.addressee, estate.owes],
        text: 'is addressed to the estate of a person who has died, yet tells "you" that you owe the debt without saying who "you" is or that only the estate is liable, so the executor or relative who opens it may think they owe the debt themselves (Rock v. Greenspoon Marder, D.N.J. 2021; 15 U.S.C. 1692e(2)(A), 1692e(10); 12 CFR 1006.18(b)(2)(i))',
        confidence: third ? 'medium' : 'low',
      });
    }
    const oldBalance = onlyAnOldBalance(ctx, v);
    // Whether the balance grows, from the letter's own words where they settle it (decision 207): a definite statement
    // that interest or charges are being added ("interest continues to accrue", "los intereses siguen acumulándose") says
    // it grows; a statement that nothing is added ("no interest or fees are being added", "interest has been waived")
    // says the old figure is still the amount (Taylor). A hedge ("may be added") settles nothing: the person is asked.
    const grows = oldBalance ? growthSaid(ctx.text) : undefined;
    const canIncrease = answers.balanceCanIncrease ?? grows;
    if (oldBalance && canIncrease === true)
      reasons.push({
        spans: [oldBalance],
        text: `gives the balance only as it stood at an earlier time (a date long before the letter, or an event such as the charge-off or the placement of the account) and never says what you owe now, and ${answers.balanceCanIncrease === true ? 'you told us the balance has kept growing' : 'the letter itself says interest or charges keep being added'}, so it does not state the amount of the debt (Miller v. McCalla, 7th Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004; 15 U.S.C. 1692g(a)(1))`,
        confidence: 'medium',
      });

    const never = findWithSentence(v, NEVER_EXPIRES).filter((f) => {
      const subject = f.sentence.slice(Math.max(0, f.at - 50), f.at);
      return ABOUT_THE_DEBT.test(f.sentence) && !ABOUT_AN_OFFER.test(subject) && !/\bnot\s+(?:true|correct)\b/i.test(f.sentence);
    });
    if (never.length > 0 && !studentLoan)
      reasons.push({
        spans: never.map((f) => foundSpan(v, f)),
        text: 'says the debt never expires, but consumer debts become too old to sue on under state statutes of limitations',
        confidence: 'medium',
      });

    // A flat "cannot be discharged in bankruptcy": false for a student loan too (undue hardship), so no student-loan exception.
    const notDischargeable = findWithSentence(v, NOT_DISCHARGEABLE_I).filter((f) => {
      const sentence = fold(f.sentence);
      return (
        ABOUT_THE_DEBT.test(f.sentence) &&
        !DISCHARGE_QUALIFIED.test(sentence) &&
        !EXCEPTED_OUTRIGHT.test(sentence) &&
        !/\bnot\s+(?:true|correct)\b/i.test(f.sentence)
      );
    });
    if (notDischargeable.length > 0)
      reasons.push({
        spans: notDischargeable.map((f) => foundSpan(v, f)),
        text: 'says flatly that the debt cannot be discharged in bankruptcy, but almost every consumer debt can be, a student loan included when repaying it would be an undue hardship (11 U.S.C. 523(a)(8); Easterling v. Collecto, 2d Cir. 2012)',
        confidence: 'medium',
      });

    // 1692g(c) said truly ("… may not be construed by any court as an admission") is not this (decision 210).
    const admission = findWithSentence(v, ADMISSION).filter((f) => keep(f) && !admissionDenied(f.sentence));
    if (admission.length > 0)
      reasons.push({
        spans: admission.map((f) => foundSpan(v, f)),
        text: 'says that not disputing the debt is an admission that you owe it, but the law says a failure to dispute may not be treated as an admission of liability by any court (15 U.S.C. 1692g(c))',
        confidence: 'medium',
      });
    // The silence said, in the reading the dispute rules share (decision 218, widened by decision 501), to concede, verify,
    // confirm or establish the debt, where the pattern above did not read it.
    const admitted = admission.map((f) => foundSpan(v, f));
    const conceded = readSilenceAsAdmission(ctx.text).filter((seg) => !admitted.some((a) => a.start < seg.end && a.end > seg.start));
    if (conceded.length > 0)
      reasons.push({
        spans: conceded,
        text: 'says that your not disputing the debt has confirmed it, or admits that you owe it, but the notice only lets the collector assume the debt is valid for its own purposes, and a failure to dispute may not be treated as an admission of liability by any court (15 U.S.C. 1692g(a)(3), (c))',
        confidence: 'medium',
      });

    // A payment said to revive a time-barred debt, definitely, where the state's law says a payment does not (session 55):
    // California (a signed writing is needed, CCP 360), New York after CPLR 214-i (nothing revives a barred consumer debt).
    const revivalState = ctx.gates.state;
    if (noRevivalOn(revivalState, ctx.gates.letterDate ?? ctx.today)) {
      const barred = timeBarSaidInLetter(ctx.text).length > 0 || solAtLetter(ctx).status === 'likely_expired';
      const definite = barred
        ? revivalWarningSpans(ctx.text).filter((span) => {
            const sentence = sentenceAround(ctx.text, span.start, span.end).text;
            return PAYMENT_NAMED.test(sentence) && DEFINITE_REVIVAL.test(sentence) && !HEDGED_REVIVAL.test(sentence);
          })
        : [];
      if (definite.length > 0)
        reasons.push({
          spans: definite.slice(0, 1).map((span) => sentenceAround(ctx.text, span.start, span.end)),
          text: `says that a payment will revive this debt or restart the time to sue, but in ${revivalState} a payment by itself does not revive a debt once the time to sue has run (${revivalRulesFor(
            revivalState,
          )
            .filter((r) => r.paymentDoesNotRevive || r.noRevivalAfterExpiry)
            .map((r) => r.source)
            .join('; ')})`,
          confidence: 'medium',
        });
    }

    // The consumer's own bankruptcy said not to reach the debt (session 55): a filing stops collection of the debts owed before it
    // (11 U.S.C. 362(a)(6)) and a discharge ends personal liability on them whoever owns them later (11 U.S.C. 524(a)(2)).
    const unreached = readBankruptcySaidNotToReach(ctx.text);
    if (unreached.length > 0)
      reasons.push({
        spans: unreached.slice(0, 2),
        text: 'says that your bankruptcy does not reach this debt (that your filing does not stop its collection, or that the debt is outside your case, plan or discharge for a reason the law does not give, such as its sale), but a bankruptcy filing stops the collection of debts owed before it and a discharge ends your personal liability on them, whoever owns them later; only the debts and liens the Bankruptcy Code excepts, or a debt you reaffirmed, survive (11 U.S.C. 362(a)(6), 524(a)(2))',
        confidence: 'medium',
      });

    // "No legal obligation to pay", "not legally required": the obligation denied (decision 210).
    const obligated = findWithSentence(v, LEGALLY_OBLIGATED).filter((f) => keep(f) && !OBLIGATION_DENIED.test(f.sentence.slice(0, f.at)));
    if (obligated.length > 0) {
      const admitted = timeBarSaidInLetter(ctx.text);
      const sol = solAtLetter(ctx);
      if (admitted.length > 0 || (sol.status === 'likely_expired' && !studentLoan)) {
        if (admitted.length === 0) assumptions.push(`Assumed the statute of limitations had run when the letter was written: ${sol.basis}`);
        reasons.push({
          spans: [...obligated.map((f) => foundSpan(v, f)), ...admitted.slice(0, 1)],
          text: 'says you are legally obligated to pay a debt that appears too old to sue on, which suggests the debt can still be enforced in court',
          confidence: admitted.length > 0 ? 'medium' : 'low',
        });
      }
    }

    // A letter that itself says the account is settled or paid and asks for nothing does not seek payment of it (decision
    // 217): the answers that the debt was discharged, paid or settled give no reason, and are not asked.
    const confirmed = settlementConfirmed(ctx.text);
    if (confirmed)
      assumptions.push(
        `The letter says the account is settled or paid ("${confirmed.text}") and asks for no payment, so it is not read as collecting a debt already paid, settled or discharged.`,
      );
    const askPaid = confirmed === undefined;
    // A letter that tells a person in or discharged from bankruptcy it is for information only and asks for nothing more does
    // not say the discharged debt is owed personally (decision 392; Tyler v. Fabrizio & Brook, E.D. Mich. 2019); one that still
    // gives an amount due with a due date, payment instructions or a coupon may, whatever its label (Roth v. Nationstar
    // Mortgage, M.D. Fla. 2016). The words decide on a whole letter; on part of one, the person's answer does.
    const disclaimer = askPaid ? dischargeDisclaimer(ctx.text) : undefined;
    const asksBeside = disclaimer === undefined || demandsBesideDisclaimer(ctx.text, disclaimer).length > 0;
    const asksElsewhere = asksBeside ? true : answers.allPagesUploaded === true ? false : answers.informationalLetterAsksForPayment;
    if (disclaimer && asksElsewhere === false)
      assumptions.push(
        `The letter says that for a person in or discharged from bankruptcy it is for information only and not an attempt to collect from them personally ("${shortQuote(disclaimer, 90)}"), and it asks for no payment: a lien can survive a discharge, so the letter is not read as collecting a discharged debt from you personally (Tyler v. Fabrizio & Brook, E.D. Mich. 2019). A request that you pay it yourself would be.`,
      );
    const askDischarged = askPaid && asksElsewhere !== false;
    const askInformational = disclaimer !== undefined && asksElsewhere === undefined && answers.debtDischargedInBankruptcy !== false;
    const dischargedReason = asksBeside
      ? 'seeks payment of a debt that you told us was discharged in bankruptcy, which is no longer legally owed'
      : 'seeks payment of a debt that you told us was discharged in bankruptcy: it calls itself informational, but you told us it gives a due date, a payment coupon or instructions for paying, and a statement is judged by what it does, not by its label (Roth v. Nationstar Mortgage, M.D. Fla. 2016)';
    if (answers.debtDischargedInBankruptcy === true && askDischarged && asksElsewhere === true)
      reasons.push({
        spans: [],
        text: dischargedReason,
        confidence: 'high',
      });
    if (answers.debtAlreadyPaidOrSettled === true && askPaid)
      reasons.push({ spans: [], text: 'seeks payment of a debt that you told us was already paid or settled', confidence: 'high' });
    // An amount demanded that the person says is more than they owe: a payment not credited, a charge never agreed to (decision
    // 241), or a debt that is not theirs at all (decision 346: Frias v. Patenaude & Felix, W.D. Wash. 2022, a judgment debtor of
    // the same name). Asked beside the paid and discharged questions where the letter demands a figure above zero, or where the
    // person said the pages in hand are not the whole letter: its figure may be on a page not read, and their answer settles it.
    // Until the person says the pages are the whole letter, a letter that asks for money in any words (`requestsForMoney`:
    // "if we are unable to arrange repayment", "please remit the balance") may print its figure on a page not read too, and is
    // asked the same (decision 395); a letter said to be whole that prints no figure demands none (decision 346).
    const asksForMoneyUnfigured = answers.allPagesUploaded === undefined && requestsForMoney(ctx.text).length > 0;
    const askAmount = askPaid && (testText(DEMANDED_FIGURE, v.text) || answers.allPagesUploaded === false || asksForMoneyUnfigured);
    if (answers.amountDemandedExceedsOwed === true && askAmount)
      reasons.push({
        spans: [],
        text: 'asks for more than you owe, as you told us (for example a payment you made is not credited, or a charge you never agreed to is added), and a collector may not misstate the amount of a debt or collect any amount that neither your agreement nor the law allows (Rosen v. L J Ross Associates, E.D.N.Y. 2021: an "Amount Due" left unchanged after a payment; 15 U.S.C. 1692e(2)(A), 1692f(1))',
        confidence: 'high',
      });

    // A suit presented as pending by the letter's form (a caption, a docket number: decision 186) when none was filed misstates
    // the debt's legal status as in litigation (decision 291; In re Murray, Bankr. D. Mass. 2016).
    const suitShown = readSuitPresented(ctx.text).begun;
    if (suitShown.length > 0 && answers.lawsuitFiled === false)
      reasons.push({
        spans: suitShown.slice(0, 2),
        text: 'is styled as if a lawsuit on the debt were already pending (a case caption such as "Creditor vs. you", or a docket number), and you told us no lawsuit has been filed, which misstates the legal status of the debt as in litigation (Murray v. Revenue Management Corp., In re Murray, Bankr. D. Mass. 2016: a "Re: [creditor] vs.: [consumer]" heading when no suit was pending; 15 U.S.C. 1692e(2)(A))',
        confidence: 'medium',
      });

    // A judgment inside a condition or spoken of in general says none exists on this debt (decision 210).
    const judgment = findWithSentence(v, JUDGMENT_EXISTS).filter((f) => keep(f) && !judgmentSpokenOfAsPossible(f.sentence, f.at));
    if (judgment.length > 0 && answers.judgmentEntered === false)
      reasons.push({
        spans: judgment.map((f) => foundSpan(v, f)),
        text: 'says a court judgment was entered, and you told us there is none',
        confidence: 'high',
      });

    // Whether the debt was discharged, paid or settled, or the amount asked is more than is owed: facts no words show, asked
    // together wherever the rule asks anything.
    const paidQuestions = [
      ...(askDischarged && answers.debtDischargedInBankruptcy === undefined ? [QUESTIONS.debtDischargedInBankruptcy] : []),
      ...(askInformational ? [QUESTIONS.informationalLetterAsksForPayment] : []),
      ...(askPaid && answers.debtAlreadyPaidOrSettled === undefined ? [QUESTIONS.debtAlreadyPaidOrSettled] : []),
      ...(askAmount && answers.amountDemandedExceedsOwed === undefined ? [QUESTIONS.amountDemandedExceedsOwed] : []),
      ...(suitShown.length > 0 && answers.lawsuitFiled === undefined ? [QUESTIONS.lawsuitFiled] : []),
    ];
    if (reasons.length > 0) {
      const confidence: Confidence = reasons.some((r) => r.confidence === 'high') ? 'high' : reasons.some((r) => r.confidence === 'medium') ? 'medium' : 'low';
      return flag(
        `This letter may violate federal law: it ${reasons.map((r) => r.text).join('; it also ')}. A debt collector may not misrepresent the character, amount or legal status of a debt (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i)).`,
        uniqueSpans(reasons.flatMap((r) => r.spans)).slice(0, 5),
        confidence,
        assumptions,
      );
    }

    if (judgment.length > 0 && answers.judgmentEntered === undefined)
      return needsInput(
        "This letter says a court judgment was entered on this debt. If no court has entered a judgment against you, that misstates the debt's legal status (15 U.S.C. 1692e(2)(A)). You can check with the court named in the letter.",
        [QUESTIONS.judgmentEntered],
        uniqueSpans(judgment.map((f) => foundSpan(v, f))).slice(0, 2),
        assumptions,
      );
    if (tax.ask)
      return needsInput(
        'This letter says forgiven debt will or may be reported to the IRS. Forgiveness of less than $600 is never reported (26 U.S.C. 6050P(b)), so where every settlement the letter offers forgives less than that, whatever the balance, the statement can make you fear a tax report that cannot happen (Schultz v. Midland Credit Management, 3d Cir. 2018; Heredia v. Capital Management Services, 7th Cir. 2019). Tell us how much a settlement would forgive.',
        [QUESTIONS.settlementForgivesUnder600, ...paidQuestions],
        tax.ask,
        assumptions,
      );
    if (oldBalance && canIncrease === undefined)
      return needsInput(
        'This letter gives the balance only as it stood at an earlier time (a date long before the letter, or an event such as the charge-off or the placement of the account) and never says what you owe now. If interest or charges have been added since, the letter does not state the amount of the debt (Miller v. McCalla, 7th Cir. 2000; 15 U.S.C. 1692e(2)(A), 1692g(a)(1)); if the balance cannot grow, the old figure is still what you owe. Tell us whether the balance can still grow.',
        [QUESTIONS.balanceCanIncrease, ...paidQuestions],
        [oldBalance],
        assumptions,
      );
    if (suitShown.length > 0 && answers.lawsuitFiled === undefined)
      return needsInput(
        'This letter is styled as if a lawsuit on the debt were already pending (a case caption such as "Creditor vs. you", or a docket number). If no lawsuit has been filed, that misstates the legal status of the debt (15 U.S.C. 1692e(2)(A)). Tell us whether you have been sued on this debt.',
        paidQuestions,
        suitShown.slice(0, 2),
        assumptions,
      );
    if (paidQuestions.length > 0)
      return needsInput(
        "Nothing in the letter itself misstates the debt's legal status. A collector may not demand payment of a debt that was discharged in bankruptcy or already paid or settled, or ask for more than you owe; tell us if any of these applies.",
        paidQuestions,
        [],
        assumptions,
      );
    return pass(assumptions);
  },
};
