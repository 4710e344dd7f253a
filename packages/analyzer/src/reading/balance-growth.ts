/**
 * What a letter says about whether the balance can grow (decision 096): statements that interest,
 * fees or costs are, will or may be added ("may continue to accrue", "could be charged", "subject to
 * interest", "plus costs of collection", "your balance may increase", "pueden agregarse intereses",
 * "el saldo puede aumentar"), and statements that it is static ("no interest or fees will be added",
 * "interest has been waived", "no se agregarán intereses"). The rules judge them with the law:
 * 15 U.S.C. 1692e(2)(A), 1692f(1); 12 CFR 1006.18(b)(2)(i), 1006.22(b); Avila v. Riexinger (2d Cir.
 * 2016), Miller v. McCalla (7th Cir. 2000), Taylor v. Financial Recovery Services (2d Cir. 2018),
 * Boucher v. Finance System of Green Bay (7th Cir. 2018).
 *
 * Read sentence by sentence on folded text, in English and Spanish, with negation, modality, word order
 * (noun first, verb first, active, passive), lists ("interest, fees and costs") and conditions.
 */
import { spanOf } from '../text/find';
import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { mayMatch, mayMatchFolded, searcherIn } from '../text/prefilter';
import { onForgetLetter } from '../text/last-letter';
import { execAll } from '../text/exec-all';

/** What is said to grow: interest, a fee or cost of any kind, attorney's fees, or the balance itself. */
export type GrowthWhat = 'interest' | 'fees' | 'costs' | 'attorney_fees' | 'balance';

export type GrowthClaim = {
  what: GrowthWhat[];
  /** `definite`: is, will, continues, "plus interest"; `hedged`: may, could, might, "subject to", "reserves the right". */
  certainty: 'definite' | 'hedged';
  /** Made lawful by its own condition ("if permitted by law", "as your agreement allows", "si la ley lo permite"). */
  lawfulCondition: boolean;
  /**
   * The charges are named only as why a stated amount may differ on the day of payment: they "vary" or "change"
   * in a sentence that says the amount due may be greater (the Miller v. McCalla explanation, 7th Cir. 2000, endorsed
   * in Avila v. Riexinger, 2d Cir. 2016: "because of interest, late charges, and other charges that may vary from day
   * to day, the amount due on the day you pay may be greater"). Not a statement that a fee is added; wrong only where
   * the balance cannot grow (Boucher, 7th Cir. 2018), which the words cannot tell.
   */
  explainsAmount: boolean;
  span: Span;
  sentence: Span;
};

/** A statement that the balance does not grow, and what it says does not grow. */
export type StaticClaim = { what: GrowthWhat[]; span: Span; sentence: Span };

/**
 * An amount said to include charges not yet incurred or owed ("Total Amount Due may include estimated fees, costs …
 * that will become due"): Carlin v. Davidson Fink LLP (2d Cir. 2017), the amount of the debt stated with charges
 * that had not accrued is not the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A), 1692f(1)).
 */
export type UnaccruedClaim = { span: Span; sentence: Span };

export type BalanceGrowthReading = { claims: GrowthClaim[]; statics: StaticClaim[]; unaccrued: UnaccruedClaim[] };

const NOUN =
  "(?:(?:additional|further|future|applicable|accrued|accruing|contractual|statutory|post-?judgment|pre-?judgment|daily|late|finance|collection|collection\\s+agency|processing|administrative|service|legal|court|attorney'?s?'?|lawyer'?s?'?)\\s+)*(?:interest|fees?|costs?(?:\\s+of\\s+collection)?|charges?|penalt(?:y|ies))";
const NOUN_LIST = `${NOUN}(?:\\s*(?:,|and|or|&|and\\/or|as\\s+well\\s+as)\\s*(?:other\\s+|any\\s+)?${NOUN})*`;
const NOUN_ES =
  '(?:intereses|inter[eé]s|cargos?|costos?|costas|honorarios(?:\\s+de\\s+(?:(?:nuestros|nuestras|los|las)\\s+)?(?:abogad[oa]s?|cobranza))?|recargos?|comisi[oó]n(?:es)?|gastos)(?:\\s+(?:de\\s+cobr\\w+|adicionales|por\\s+mora|legales))?';
const NOUN_ES_LIST = `${NOUN_ES}(?:\\s*(?:,|y|o|e|ni)\\s*${NOUN_ES})*`;
const ADD_VERB = '(?:added|assessed|charged|applied|imposed|incurred|included|levied|accru\\w*|sought|collected|owed|due)';
const MODAL = '(will|shall|may|might|could|can|would|is\\s+going\\s+to|are\\s+going\\s+to)';
/**
 * Whose the charge is, said before it (decision 554): "this firm's attorneys' fees", "our client's collection costs", "the
 * creditor's legal fees", "Hargrove's fees". Optional; a determiner before the owner is the pattern's own. Never the consumer's
 * own ("your attorney's fees", "your own lawyer's fees"): each side pays its own lawyer.
 */
const OWNER = "(?:(?:(?:this|that|our|its|their)\\s+)?(?:(?!your\\b|own\\b)[\\w.&-]+\\s+)?(?!your\\b)[\\w.&-]+(?:'s|s')\\s+)?";

/**
 * How often or when the growth comes, written between the modal and the verb or after "be" ("may periodically be
 * added", "may be periodically increased", "could from time to time be charged", "will eventually accrue"): the same
 * claim with its time said (decision 103).
 */
const WHEN_ADVERB =
  '(?:periodically|from\\s+time\\s+to\\s+time|regularly|routinely|automatically|eventually|additionally|monthly|daily|each\\s+month|every\\s+month|over\\s+time|in\\s+the\\s+future|later|also|still|then|further)';
const WHEN_ADVERB_ES = '(?:peri[oó]dicamente|mensualmente|diariamente|con\\s+el\\s+tiempo|cada\\s+mes|tambi[eé]n|adem[aá]s)';
/** A frequency after the verb: "is added to your balance each month", "is charged monthly" (a habit, so a definite claim). */
const FREQUENCY = '(?:each|every|per)\\s+(?:day|month|week|year|billing\\s+cycle)|daily|monthly|weekly|annually|yearly';

/**
 * The subject of a sentence about what the consumer owes (decision 128): the balance, the amount (due, owed, owing,
 * shown, stated, above, "this amount", "the amount you need to pay"), the total, the sum, the figure, the debt, the
 * payoff, "what you owe". An amount of something else (a payment, an offer, an instalment) is set aside after the match
 * (OTHER_AMOUNT), not here, so the subject stays one class in every pattern that reads it.
 */
const OWED_SUBJECT =
  'balance|debt|payoff|(?:the|this|that|your|said)\\s+(?:total\\s+)?(?:amounts?|sum|figure|total)(?:\\s+(?:due|owed|owing|shown|stated|listed|indicated|above|below|requested|outstanding))?|amounts?\\s+(?:due|owed|owing|you\\s+owe|of\\s+(?:the|your|this)\\s+debt|shown|stated|above|you\\s+(?:need|have|must)\\s+to\\s+pay)|total\\s+(?:due|owed|owing|balance|amount)|what\\s+you\\s+(?:owe|must\\s+pay|will\\s+(?:owe|have\\s+to\\s+pay))';
/**
 * What an owed amount is said to do when it grows or moves (decision 128): increase, grow, go up, rise, vary, change,
 * fluctuate, differ, be greater / higher / more / different, be adjusted or revised. Whether a move is growth is the
 * sentence's: one whose only cause is a payment or credit is a decrease (PAYMENT_CAUSE) and is not a claim.
 */
const OWED_MOVES =
  'increase|grow|go\\s+up|rise|vary|change(?!\\s+(?:hands|owners?|ownership))|fluctuate|differ|adjust|be\\s+(?:greater|higher|more|larger|different|adjusted(?:\\s+upwards?)?|revised)';

/**
 * Who is said to add the charges (decision 172): the collector ("we", "this office"), the creditor by role ("the creditor", "the
 * original creditor", "the bank", "the card issuer", "the lender", "the servicer") or by a name that ends in a company word
 * ("Pinecrest Bank", "Acme Financial", "Northstar Card Services", "Delta Funding LLC"), with an appositive ("your creditor,
 * Pinecrest Bank,"). Not "your bank": that is the consumer's own. Folded text, so names are matched by their company word.
 */
const CHARGER =
  "(?:we|our\\s+client|(?:the|your)\\s+(?:current\\s+|original\\s+)?(?:creditor|owner|client)|the\\s+(?:current\\s+|original\\s+)?(?:bank|lender|(?:credit\\s+)?card\\s+issuer|issuer|servicer)|your\\s+(?:card\\s+issuer|lender|servicer|original\\s+lender)|this\\s+(?:office|firm|agency|company)|the\\s+(?:current\\s+)?owner|(?!(?:your|you|a|an|any|my|their|if|and|or|but|then|that|which)\\s)(?:[a-z][\\w&'-]*\\s+){1,3}?(?:bank(?:,?\\s+n\\.?\\s?a\\.?)?|financial|finance|credit\\s+union|card\\s+services|lending|capital|funding|llc|inc|corp(?:oration)?))(?:,\\s*(?:[\\w&'.-]+\\s+){0,4}?[\\w&'.-]+,)?";
const CHARGE_VERB = '(?:add|adds|adding|assess|assesses|assessing|charge|charges|charging|impose|imposes|imposing|seek|seeking|recover|collect|apply|applying)';

/** The letter's claims, each with the group that holds the modal word (hedged or definite). */
const CLAIMS: readonly RegExp[] = [
  // growth told in the perfect, still running (decision 217): "interest has continued to accrue", "fees have continued
  // accruing", "interest has accrued since that date", "se han seguido sumando intereses", "los intereses han seguido
  // acumulándose"
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',$.%]+){0,6}?\\s+(?:has|have)\\s+(?:continued\\s+to\\s+(?:accrue|accumulate|be\\s+(?:added|charged|assessed))|continued\\s+(?:accruing|accumulating)|(?:been\\s+)?(?:accrued|accumulated|added|charged|assessed)\\s+(?:since|after)\\b)`,
    'g',
  ),
  new RegExp(
    `\\b(?:se\\s+)?(?:han|ha)\\s+(?:seguido|continuado)\\s+(?:sum|acumul|agreg|gener|deveng|a[nñ]ad)\\w*\\s+(?:los\\s+|m[aá]s\\s+)?(${NOUN_ES_LIST})\\b|\\b(${NOUN_ES_LIST})\\b(?:\\s+\\w+){0,3}?\\s+(?:han|ha)\\s+(?:seguido|continuado)\\s+(?:acumul|sum|gener|deveng|agreg)\\w*`,
    'g',
  ),
  // "interest and fees may (also / continue to) be added", "attorney's fees could be charged"
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',$.%]+){0,8}?\\s+${MODAL}\\s+(?:${WHEN_ADVERB}\\s+){0,2}(?:continue\\s+to\\s+)?(?:be\\s+)?(?:${WHEN_ADVERB}\\s+)?(?:${ADD_VERB}|accumulate|apply|grow|increase|vary|change|add\\s+to)\\b`,
    'g',
  ),
  // "interest continues to accrue", "interest is accruing", "interest accrues daily", "fees are being added"
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',$.%]+){0,8}?\\s+((?:continues?|will\\s+continue)\\s+to\\s+(?:accrue|accumulate|be\\s+(?:added|charged|assessed))|(?:(?:may|might|could|will|can)\\s+)?(?:keeps?|continues?)\\s+(?:accruing|accumulating|being\\s+(?:added|charged|assessed))|(?:is|are)\\s+(?:still\\s+)?(?:accruing|accumulating|being\\s+(?:added|charged|assessed))|accrues?\\s+(?:daily|each\\s+day|monthly|at|(?:from|after)\\s+(?:(?:the|that|this)\\s+date|today))|has\\s+been\\s+accruing` +
      // interest said to run (decision 379): "interest continues to run", "interest keeps running", "interest is still running",
      // "interest runs daily"
      `|(?:continues?|will\\s+continue)\\s+to\\s+run|(?:(?:may|might|could|will|can)\\s+)?(?:keeps?|continues?)\\s+running|(?:is|are|has\\s+been|have\\s+been)\\s+(?:still\\s+)?running|runs\\s+(?:daily|each\\s+day|every\\s+day|monthly|until|on\\s+(?:the|this|your)))\\b`,
    'g',
  ),
  // interest named as what a figure leaves out or may yet become: "the balance does not include interest that may accrue
  // after today", "any interest which will be added later" (decision 128): future charges, said to come
  new RegExp(
    `\\b(${NOUN_LIST}),?\\s+(?:that|which)\\s+${MODAL}\\s+(?:${WHEN_ADVERB}\\s+)?(?:continue\\s+to\\s+)?(?:accrue|be\\s+(?:added|charged|assessed|applied))\\b`,
    'g',
  ),
  // the same told from a date without a modal (decision 388): "interest accruing after the date of this letter", "interest to be
  // added after today", "los intereses que se acumulen después de la fecha de esta carta", "que se generen a partir de hoy"
  new RegExp(
    `\\b(${NOUN_LIST}),?\\s+(?:accruing|to\\s+(?:accrue|be\\s+(?:added|charged|assessed|applied)))\\s+(?:after|from|following)\\s+(?:today|(?:the|this|that)\\s+date)\\b|\\b(${NOUN_ES_LIST})\\s+que\\s+(?:se\\s+)?(?:acumulen|agreguen|cobren|generen|devenguen|sumen|a[nñ]adan)\\b`,
    'g',
  ),
  // the charge in the present, as a fact of the account (decision 128): "interest charges apply to this account", "a late fee of
  // $25 applies each month", "interest is compounding", "interest accrues on unpaid balances", "interest keeps building up",
  // "fees continue to mount", "interest will be tacked on"
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',$.%]+){0,4}?\\s+(applies|apply|(?:is|are)\\s+(?:still\\s+)?(?:compounding|being\\s+(?:applied|compounded|posted)|building\\s+up|mounting)|accrues?\\s+on|(?:keeps?|continues?)\\s+(?:to\\s+)?(?:build(?:ing)?|mount(?:ing)?|grow(?:ing)?|add(?:ing)?\\s+up)(?:\\s+up)?|builds?\\s+up|(?:will\\s+be|is|are|gets?)\\s+tacked\\s+on)\\b`,
    'g',
  ),
  // a habit: "interest is added to your balance each month", "interest is charged monthly", "each month, interest is added" (decision 103)
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,3}?\\s+(?:is|are|gets?)\\s+(?:added|charged|assessed|applied|compounded|posted)\\b(?:\\s+[\\w',]+){0,5}?\\s+(?:${FREQUENCY})\\b|\\b(?:${FREQUENCY}),?\\s+(${NOUN_LIST})\\s+(?:is|are|gets?)\\s+(?:added|charged|assessed|applied|compounded|posted)\\b`,
    'g',
  ),
  // the account or the balance bears the interest: "the debt may accrue interest", "your account continues to accrue
  // interest and fees", "the balance is accruing interest at the contract rate", "this account bears interest" (decision 103)
  new RegExp(
    `\\b(?:balance|account|debt|amount\\s+(?:due|owed|you\\s+owe))\\b(?:\\s+[\\w',]+){0,4}?\\s+(${MODAL}\\s+(?:${WHEN_ADVERB}\\s+)?(?:continue\\s+to\\s+)?(?:accrue|bear|incur|earn|generate|carry|accumulate)|(?:continues?|will\\s+continue)\\s+to\\s+(?:accrue|bear|incur|earn|generate|carry|accumulate)|(?:(?:will\\s+)?keeps?|continues?)\\s+(?:accruing|bearing|incurring|earning|generating|accumulating)|(?:is|are)\\s+(?:still\\s+)?(?:accruing|bearing|incurring|earning|generating|accumulating)|(?:accrues|bears|earns|generates|carries|accumulates))\\s+(?:${WHEN_ADVERB}\\s+)?(?:additional\\s+|further\\s+)?(${NOUN_LIST})\\b`,
    'g',
  ),
  // "failure to pay may result in additional interest and fees"; "you may be (held) responsible for attorney's fees"; "you will be charged interest"
  new RegExp(
    `\\b${MODAL}\\s+(?:also\\s+)?(?:result\\s+in|lead\\s+to|incur|(?:be\\s+)?(?:held\\s+)?(?:liable|responsible)\\s+for|be\\s+(?:charged|assessed|billed)(?:\\s+(?:an?|any))?)\\s+(?:the\\s+|any\\s+|all\\s+)?${OWNER}(${NOUN_LIST})\\b`,
    'g',
  ),
  // the consumer said to owe the charge, surely or by a modal (decision 365; Lox v. CDA, 7th Cir. 2012: fees only a court may
  // award said to be owed): "you are responsible for our attorney fees and court costs", "you will be required to pay our
  // attorney's fees", "you must also pay the attorney fees we have incurred", "you will have to pay our attorney's fees"
  new RegExp(
    `\\b(?:you|the\\s+(?:consumer|debtor|borrower))\\s+(?:(${MODAL}|must)\\s+(?:also\\s+)?(?:be\\s+)?|(are|is)\\s+(?:also\\s+)?)(?:(?:held\\s+)?(?:liable|responsible)\\s+for(?:\\s+paying)?|(?:required|obligated)\\s+to\\s+pay|(?:have|need)\\s+to\\s+pay|pay)\\s+(?:the\\s+|any\\s+|all\\s+|our\\s+|its\\s+|their\\s+|such\\s+)?${OWNER}(${NOUN_LIST})\\b`,
    'g',
  ),
  // the collector or the creditor says it: "we may add interest", "our client reserves the right to charge collection costs", "Pinecrest
  // Bank may continue to add interest and fees", "the card issuer continues to charge interest" (decision 172; Ortiz v. Advanced Call
  // Center Technologies, E.D.N.Y. 2019)
  new RegExp(
    `\\b${CHARGER}\\s+(?:${MODAL}\\s+(?:also\\s+)?(?:continue\\s+to\\s+|(?:be|keep(?:\\s+on)?)\\s+(?=\\w+ing\\b))?|(reserves?\\s+the\\s+right|has\\s+the\\s+right|is\\s+entitled)\\s+to\\s+(?:also\\s+)?|(?:continues?\\s+to|(?:is|are)\\s+(?:still\\s+)?(?=\\w+ing\\b)|keeps?\\s+(?=\\w+ing\\b))\\s*|(?=(?:adds|assesses|charges|imposes)\\s))(?:(?:resume|restart|start|begin|commence|return\\s+to)\\s+(?=\\w+ing\\b))?${CHARGE_VERB}\\s+(?:[\\w']+\\s+){0,3}?(${NOUN_LIST})\\b`,
    'g',
  ),
  // "the balance is subject to interest and collection costs"
  new RegExp(
    `\\b(subject\\s+to)\\s+(?:the\\s+)?(?:(?:addition|accrual|assessment|imposition|accumulation|compounding)\\s+of\\s+(?:any\\s+)?(?:the\\s+)?|additional\\s+)?(?:any\\s+)?(${NOUN_LIST})\\b`,
    'g',
  ),
  // interest on interest (decision 160): "interest will be compounded monthly", "compound interest applies", "interest is charged on
  // unpaid interest", "interest accrues on the full balance, including previously charged interest", "interés compuesto", "intereses
  // sobre los intereses", "los intereses se capitalizarán". Growth of a kind the law limits: misleading where the balance cannot
  // grow (Boucher) and, where it can, unlawful where neither the agreement nor state law allows compounding (Coyne v. Midland
  // Funding, 8th Cir. 2018), a fact outside the letter.
  new RegExp(
    `\\b(compound(?:ed|ing)?\\s+interest|interest\\b(?:\\s+[\\w',]+){0,4}?\\s+(?:${MODAL}\\s+(?:be\\s+)?|(?:is|are)\\s+(?:being\\s+)?)?(?:compounded|compounds|compounding|capitali[sz]ed))\\b` +
      `|\\b(interest)\\b(?:\\s+[\\w',$.%]+){0,8}?\\s+(?:on|upon)\\s+(?:the\\s+|any\\s+|all\\s+)?(?:unpaid|accrued|past[- ]due|previously\\s+(?:charged|accrued|assessed|billed)|prior|earlier|outstanding)\\s+interest\\b` +
      `|\\b(interest)\\b(?:\\s+[\\w',$.%]+){0,10}?\\s+(?:including|which\\s+includes|that\\s+includes)\\s+(?:any\\s+|all\\s+)?(?:the\\s+)?(?:accrued|unpaid|previously\\s+(?:charged|accrued|assessed|billed)|prior|past)\\s+interest\\b` +
      `|\\b(inter[eé]s\\s+compuesto|intereses\\s+(?:\\w+\\s+){0,3}?sobre\\s+(?:los\\s+)?intereses|(?:se\\s+)?capitalizar[aá]n\\s+(?:los\\s+)?intereses|intereses\\s+(?:se\\s+)?(?:capitalizar[aá]n|capitalizan|ser[aá]n\\s+capitalizados))`,
    'g',
  ),
  // charges said to come in an existential sentence (decision 160): "there may be additional charges", "there could also be further
  // interest", "there will be late fees"
  new RegExp(`\\bthere\\s+${MODAL}\\s+(?:also\\s+)?be\\s+(?:additional\\s+|further\\s+|other\\s+|more\\s+|some\\s+)?(${NOUN_LIST})\\b`, 'g'),
  // charges a figure leaves out since its date (decision 160): "your balance as of May 1 may not reflect interest accrued since that
  // date", "does not include fees added after that date". Read only after "include / reflect" (LEFT_OUT_BEFORE), so an itemization
  // row ("Interest accrued since charge-off: $0.00") is not taken for a claim.
  new RegExp(
    `(?<=\\b(?:include|includes|reflect|reflects|cover|covers|account\\s+for)\\s+(?:any\\s+)?)(${NOUN_LIST}),?\\s+(?:(?:that|which)\\s+(?:has|have)\\s+(?:been\\s+)?)?(?:accrued|added|assessed|charged|incurred|posted)\\s+(?:since|after|from)\\b`,
    'g',
  ),
  // "$1,250.00 plus applicable interest", "plus costs of collection"
  new RegExp(`(\\bplus|\\+)\\s+(?:any\\s+)?(${NOUN_LIST})\\b`, 'g'),
  // Fields v. Wilber Law Firm (7th Cir. 2004): "the balance includes collection costs and attorney's fees" (added, not itemized)
  /\b(?:balance|amount|total|debt)\b(?:\s+[\w',$.]+){0,5}?\s+(includes?|including|reflects?|consists\s+of)\s+(?:[\w,]+\s+){0,4}?((?:collection|collection\s+agency|attorney'?s?'?|lawyer'?s?'?|legal)\s+(?:fees?|costs?|charges?)|costs\s+of\s+collection|honorarios\s+de\s+(?:abogados?|cobranza)|costos\s+de\s+cobranza)\b/g,
  // growth implied by its remedy: "pay now to avoid further interest", "to stop additional fees", "before more interest is added"
  new RegExp(
    `\\b(avoid|stop|prevent|halt|minimi[sz]e|limit)(?:ing)?\\s+(?:any\\s+|the\\s+)?(?:further|additional|more|future|continuing|ongoing)\\s+(${NOUN_LIST})\\b|\\bbefore\\s+(?:any\\s+)?(?:more|further|additional)\\s+(${NOUN_LIST})\\s+(?:is|are|gets?|can\\s+be)\\s+(?:added|charged|assessed)|\\b(stop|halt|freeze)\\s+(?:the\\s+|all\\s+)?(interest|(?:late\\s+)?fees|(?:interest\\s+)?charges)(?:\\s+from\\s+(?:accruing|growing|being\\s+added))?\\b`,
    'g',
  ),
  // the charges named as what makes the amount grow (decision 139): "interest, late charges and other charges may cause the
  // balance to increase", "fees could make the amount you owe higher", "interest may result in a higher balance", "late
  // charges may lead to an increase in your balance"
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,6}?\\s+${MODAL}\\s+(?:also\\s+)?(?:cause|make|lead|result\\s+in)\\s+(?:(?:the|your|this|that)\\s+)?(?:total\\s+)?(?:balance|amount(?:\\s+(?:due|owed|you\\s+owe))?|debt|payoff|total|what\\s+you\\s+owe)\\s+(?:to\\s+)?(?:increase|grow|go\\s+up|rise|be\\s+(?:greater|higher|larger|more)|greater|higher|larger)\\b|\\b(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,6}?\\s+${MODAL}\\s+(?:also\\s+)?(?:result\\s+in|lead\\s+to|cause)\\s+(?:a|an)\\s+(?:higher|larger|greater|increased|bigger)\\s+(?:balance|amount|debt|payoff|total)|\\b(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,6}?\\s+${MODAL}\\s+(?:also\\s+)?(?:result\\s+in|lead\\s+to|cause)\\s+an\\s+increase\\s+(?:in|of)\\s+(?:the|your)\\s+(?:balance|amount|debt|payoff|total)`,
    'g',
  ),
  // Spanish, the same (decision 139): "los intereses y otros cargos pueden hacer que su saldo aumente", "podrían causar que la
  // cantidad adeudada sea mayor"
  new RegExp(
    `\\b(${NOUN_ES_LIST})\\b(?:\\s+[\\w\u00c0-\u017f]+){0,6}?\\s+(pueden|podr[aá]n|podr[ií]an|puede|podr[ií]a|van\\s+a)\\s+(?:hacer|causar|provocar)\\s+que\\s+(?:su|el|la|lo\\s+que)\\s+(?:saldo|monto|cantidad(?:\\s+adeudada)?|deuda|total|usted\\s+debe)\\b(?:\\s+[\\w\u00c0-\u017f]+){0,3}?\\s+(?:aumente|crezca|suba|sea\\s+(?:mayor|m[aá]s\\s+alt[oa]))`,
    'g',
  ),
  // "your balance is subject to change / increase"
  // and with a modal (decision 370): "your balance may be subject to change", "the amount you owe could be subject to increase"
  new RegExp(
    `\\b(${OWED_SUBJECT}|total)\\b(?:\\s+[\\w',$.]+){0,4}?\\s+(?:is|are|(?:may|might|could|will|can)\\s+(?:also\\s+)?be)\\s+(subject)\\s+to\\s+(?:change|increase|adjustment|fluctuation)\\b`,
    'g',
  ),
  // "your balance may increase", "the amount you owe could go up", "the amount due may be greater", "what you owe may be more"
  new RegExp(
    `\\b(${OWED_SUBJECT})\\b(?:\\s+[\\w',]+){0,6}?\\s+(will|may|might|could|can|is\\s+likely\\s+to)\\s+(?:(?:${WHEN_ADVERB})\\s+)?(?:continue\\s+to\\s+)?(?:${OWED_MOVES})\\b`,
    'g',
  ),
  // the same with its time or in the passive (decision 103): "your balance may periodically increase", "the amount due may be
  // (periodically) increased by accrued interest", "the balance is increasing", "continues to grow", "will keep going up"
  new RegExp(
    `\\b(balance|amount\\s+(?:due|owed|you\\s+owe|of\\s+(?:the|your|this)\\s+debt)|total\\s+(?:due|owed|balance)|debt|payoff)\\b(?:\\s+[\\w',]+){0,6}?\\s+(?:(${MODAL})\\s+(?:${WHEN_ADVERB}\\s+){0,2}(?:(?:increase|grow|go\\s+up|rise)|be\\s+(?:${WHEN_ADVERB}\\s+)?(?:increased|raised|adjusted\\s+upwards?))|(?:is|are)\\s+(?:still\\s+)?(?:increasing|growing|going\\s+up|rising)|(?:increases|grows|goes\\s+up|rises)\\s+(?:${FREQUENCY}|over\\s+time|as\\s+(?:interest|fees|charges)|with\\s+(?:interest|time)|until)|(?:continues?|will\\s+continue|(?:will\\s+)?keeps?)\\s+(?:to\\s+)?(?:increase|grow|go\\s+up|rise|climb|increasing|growing|going\\s+up|rising|climbing|get(?:ting)?\\s+(?:bigger|larger|higher)))\\b`,
    'g',
  ),
  // the same in the passive with any subject that names what is owed, or the account (decision 172; Balke v. Alliance One, E.D.N.Y.
  // 2017): "the amount shown above may be periodically increased by accrued interest", "the sum due may be increased", "your
  // account may from time to time be increased", "this amount may be raised"
  new RegExp(
    `\\b(${OWED_SUBJECT}|(?:the|this|your)\\s+account)\\b(?:\\s+[\\w',]+){0,6}?\\s+(${MODAL})\\s+(?:${WHEN_ADVERB}\\s+){0,2}be\\s+(?:${WHEN_ADVERB}\\s+)?(?:increased|raised|augmented|enlarged|adjusted\\s+upwards?)\\b`,
    'g',
  ),
  // "your balance is subject to periodic increase", "the amount due is subject to further increases"
  new RegExp(
    `\\b(${OWED_SUBJECT}|total)\\b(?:\\s+[\\w',$.]+){0,4}?\\s+(?:is|are|remains?)\\s+(subject)\\s+to\\s+(?:periodic|further|future|additional|regular)\\s+(?:increases?|adjustments?)\\b`,
    'g',
  ),
  // the balance said to change because of what grows, to take in interest to the day of payment, or to grow with delay
  // (decision 103): "the amount due will change as interest accrues", "the balance will include interest through the date
  // of payment", "the longer you wait, the more you will owe", "each day you wait…", "mientras más espere, más deberá"
  new RegExp(
    `\\b(?:balance|amount\\s+(?:due|owed|you\\s+owe)|total(?:\\s+due)?|payoff(?:\\s+amount)?)\\b(?:\\s+[\\w',]+){0,4}?\\s+(${MODAL})\\s+(?:change|vary|fluctuate|adjust)\\s+(?:(?:daily|from\\s+day\\s+to\\s+day|over\\s+time)\\s+)?(?:as|because\\s+of|due\\s+to|with|when)\\s+(?:the\\s+)?(?:addition\\s+of\\s+)?(?:additional\\s+|further\\s+|more\\s+)?(${NOUN_LIST})\\b|\\b(?:balance|amount\\s+(?:due|owed)|total|payoff(?:\\s+amount)?)\\b(?:\\s+[\\w',]+){0,3}?\\s+(${MODAL})\\s+include\\s+(?:any\\s+|all\\s+)?(${NOUN_LIST})\\s+(?:accrued\\s+)?(?:through|until|up\\s+to|to)\\s+(?:the\\s+)?(?:date|day)\\s+(?:of\\s+(?:your\\s+)?payment|you\\s+pay|(?:it|this)\\s+is\\s+paid)\\b|\\bthe\\s+longer\\s+you\\s+(?:wait|delay|take)\\b[^.]{0,40}?\\bthe\\s+(?:more|higher|larger|greater)\\s+(?:you\\s+(?:will\\s+)?owe|(?:your|the)\\s+(?:balance|debt|amount|payoff)|interest|fees|it\\s+(?:will\\s+)?costs?)\\b|\\b(?:each|every)\\s+(?:day|month|week)\\s+(?:you\\s+(?:wait|delay|do\\s+not\\s+pay|don't\\s+pay)|that\\s+(?:passes|goes\\s+by|(?:it|the\\s+(?:account|balance|debt))\\s+(?:remains|goes|is)\\s+unpaid))\\b[^.]{0,40}?\\b(?:more|higher|grows?|increases?|added|accrues?|bigger|larger|greater|goes\\s+up|rises|climbs)\\b|\\bmientras\\s+m[aá]s\\s+(?:espere|tarde|demore)\\b[^.]{0,30}?\\bm[aá]s\\s+(?:deber|pagar|intereses|cargos|alto|grande)` +
      // each day or month of delay said to make the debt greater (decision 379): "cada día que pasa, su deuda es mayor", "cada mes
      // que no paga, su saldo aumenta"
      `|\\bcada\\s+(?:d[ií]a|mes|semana)\\s+(?:que\\s+(?:pasa|espera|tarda|demora|no\\s+pag[ae]|deja\\s+pasar)|de\\s+(?:espera|demora|retraso))\\b[^.]{0,40}?(?:\\bm[aá]s\\b|\\bmayor\\b|\\b(?:aumenta|crece|sube)\\b|\\bse\\s+(?:agregan|suman|acumulan)\\b)`,
    'g',
  ),
  // the consumer said to owe more, or the debt raised by what comes (decision 153): "you may owe more than this amount", "you could end up
  // paying more", "delay will only increase what you owe", "interest will increase your balance", "additional amounts may become due",
  // "usted podría deber más"
  new RegExp(
    `\\byou\\s+(${MODAL})\\s+(?:also\\s+|end\\s+up\\s+|eventually\\s+)?(?:owe|owing|have\\s+to\\s+pay|pay(?:ing)?|be\\s+(?:required|asked)\\s+to\\s+pay)\\s+(?:more(?!\\s+than\\s+(?:one|two|three|several|a\\s+single)\\b)|a\\s+(?:higher|larger|greater|bigger)\\s+(?:amount|balance|sum|total))\\b` +
      `|\\b(?:delay\\w*|waiting|late\\s+payments?|non-?payment|failure\\s+to\\s+pay|${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,4}?\\s+(${MODAL})\\s+(?:only\\s+|also\\s+|further\\s+|continue\\s+to\\s+)?(?:increase|raise|add\\s+to|inflate|grow)\\s+(?:the\\s+(?:amount\\s+(?:of\\s+)?)?|your\\s+|what\\s+)(?:you\\s+owe|balance|debt|amount\\s+(?:due|owed|you\\s+owe)|total|payoff)\\b` +
      `|\\b(?:additional|further|more)\\s+(?:amounts?|sums?|money)\\s+(${MODAL})\\s+(?:also\\s+)?(?:become\\s+(?:due|owing|payable)|be\\s+(?:owed|due|added|owing))\\b` +
      `|\\busted\\s+(puede|podr[aá]|podr[ií]a|va\\s+a)\\s+(?:terminar\\s+)?(?:deber|debiendo|tener\\s+que\\s+pagar|pagar|pagando)\\s+m[aá]s\\b`,
    'g',
  ),
  // Spanish, verb first: "pueden agregarse intereses", "se podrán cobrar cargos", "se agregarán intereses"
  new RegExp(
    `\\b(?:se\\s+)?(pueden|podr[aá]n|podr[ií]an|podemos|podr[ií]amos|van\\s+a|vamos\\s+a|seguir[aá]n|agregar[aá]n|cobrar[aá]n|a[nñ]adir[aá]n|sumar[aá]n|aplicar[aá]n|agregaremos|cobraremos|a[nñ]adiremos|sumaremos|aplicaremos)\\s+(?:(?:agregar|a[nñ]adir|sumar|cobrar|aplicar|acumular|imponer)(?:se)?\\s+)?(?:a\\s+su\\s+(?:saldo|cuenta|deuda)\\s+)?(?:\\w+\\s+){0,1}?(${NOUN_ES_LIST})\\b`,
    'g',
  ),
  // Spanish, a singular subject, the adding verb required (decision 172): "el banco podría cobrar intereses", "su acreedor puede
  // agregar cargos por mora", "Pinecrest Bank puede seguir agregando intereses", "el acreedor seguirá cobrando intereses"
  new RegExp(
    `\\b(puede|podr[aá]|podr[ií]a|va\\s+a|seguir[aá]|sigue|contin[uú]a|continuar[aá])\\s+(?:seguir\\s+|continuar\\s+|volver\\s+a\\s+)?(?:agreg|a[nñ]ad|sum|cobr|aplic|impon)\\w*\\s+(?:a\\s+su\\s+(?:saldo|cuenta|deuda)\\s+)?(?:\\w+\\s+){0,1}?(${NOUN_ES_LIST})\\b`,
    'g',
  ),
  // Spanish, in the present (decision 128): "se cobran intereses diariamente", "los intereses se aplican mensualmente", "su cuenta
  // genera intereses", "su saldo sigue devengando intereses"
  new RegExp(
    `\\bse\\s+(?:le\\s+)?(aplican|cobran|agregan|a[nñ]aden|suman|acumulan|devengan|aplica|cobra|agrega|a[nñ]ade|suma)\\s+(?:m[aá]s\\s+|un\\s+|una\\s+)?(${NOUN_ES_LIST})\\b|\\b(${NOUN_ES_LIST})\\s+(?:siguen\\s+|contin[uú]an\\s+)?(corren|corriendo)\\s+(?:diariamente|mensualmente|cada\\s+(?:d[ií]a|mes)|sobre|hasta)\\b|\\b(${NOUN_ES_LIST})\\s+se\\s+(aplican|cobran|agregan|a[nñ]aden|suman|acumulan|devengan)\\b|\\b(genera|generan|devenga|devengan|(?:sigue|siguen|contin[uú]a|contin[uú]an)\\s+(?:generando|devengando|acumulando))\\s+(?:m[aá]s\\s+)?(${NOUN_ES_LIST})\\b`,
    'g',
  ),
  // Spanish, the charge still being added, impersonal and verb first (decision 263): "se siguen agregando intereses a su cuenta",
  // "se están acumulando intereses", "se continúan cobrando cargos", "se seguirán sumando intereses"
  new RegExp(
    `\\bse\\s+(siguen|sigue|contin[uú]an?|est[aá]n?|seguir[aá]n?|continuar[aá]n?|van\\s+a\\s+seguir)\\s+(?:agregando|sumando|cobrando|acumulando|aplicando|a[nñ]adiendo|generando|devengando|imponiendo|cargando)\\s+(?:a\\s+su\\s+(?:saldo|cuenta|deuda)\\s+)?(?:m[aá]s\\s+)?(${NOUN_ES_LIST})\\b`,
    'g',
  ),
  // Spanish, noun first: "los intereses pueden agregarse", "los intereses seguirán acumulándose", "intereses se podrán cobrar"
  new RegExp(
    `\\b(${NOUN_ES_LIST})\\b(?:\\s+\\w+){0,4}?\\s+(?:se\\s+)?(pueden|podr[aá]n|podr[ií]an|seguir[aá]n|siguen|contin[uú]an|continuar[aá]n|van\\s+a|ser[aá]n|se\\s+(?:agregar|a[nñ]adir|sumar|cobrar|aplicar)[aá]n)\\s*(?:ser\\s+)?(?:agreg|a[nñ]ad|sum|cobr|aplic|acumul|impon|devengand|generand|aument|crec|increment|corriendo|correr)\\w*`,
    'g',
  ),
  // Spanish, noun first with the adding verb itself in the future (decision 160): "los intereses a la tasa legal se agregarán", "los
  // cargos se cobrarán cada mes"
  new RegExp(`\\b(${NOUN_ES_LIST})\\b(?:\\s+\\w+){0,4}?\\s+se\\s+((?:agregar|a[nñ]adir|sumar|cobrar|aplicar|acumular|impondr)[aá]n)\\b`, 'g'),
  // Spanish, the hedge as a clause (decision 128): "es posible que se agreguen intereses", "puede que se cobren cargos adicionales"
  new RegExp(
    `\\b(es\\s+posible\\s+que|puede\\s+que|quiz[aá]s?)\\s+(?:se\\s+)?(?:le\\s+)?(?:agreguen|cobren|apliquen|sumen|acumulen|a[nñ]adan|impongan)\\s+(?:m[aá]s\\s+)?(${NOUN_ES_LIST})\\b`,
    'g',
  ),
  // Spanish, "usted podría ser responsable de honorarios de abogados", "podría resultar en cargos adicionales", "puede incurrir en
  // cargos adicionales" (decision 370, the twin of "you may incur additional fees")
  new RegExp(
    `\\b(puede|podr[aá]|podr[ií]a|va\\s+a)\\s+(?:ser\\s+responsable\\s+(?:de|por)|resultar\\s+en|incurrir\\s+en|tener\\s+que\\s+pagar)\\s+(?:los\\s+|las\\s+)?(${NOUN_ES_LIST})\\b` +
      // said surely (decision 365): "usted es responsable de nuestros honorarios de abogado", "tendrá que pagar las costas"
      `|\\busted\\s+(?:tambi[eé]n\\s+)?(es|ser[aá]|ser[ií]a|tendr[aá]|tendr[ií]a|deber[aá]|debe)\\s+(?:responsable\\s+(?:de|por)|que\\s+pagar|pagar)\\s+(?:los\\s+|las\\s+|nuestros\\s+|nuestras\\s+|sus\\s+)?(${NOUN_ES_LIST})\\b`,
    'g',
  ),
  // Spanish, "para evitar intereses adicionales", "antes de que se agreguen más intereses", "su saldo está sujeto a cambios"
  new RegExp(
    `\\b(evitar|detener|frenar)\\s+(?:m[aá]s\\s+|que\\s+se\\s+(?:agreguen|sumen|cobren)\\s+(?:m[aá]s\\s+)?)?(${NOUN_ES_LIST})(?:\\s+adicionales|\\s+futuros)?|\\bantes\\s+de\\s+que\\s+se\\s+(?:agreguen|sumen|cobren|acumulen)\\s+m[aá]s\\s+(${NOUN_ES_LIST})`,
    'g',
  ),
  // and with a modal (decision 370): "su saldo puede estar sujeto a cambios", "el total podría estar sujeto a aumentos"
  /\b(saldo|monto|total)\b(?:\s+\w+){0,3}?\s+(?:est[aá]|(?:puede|podr[aá]|podr[ií]a)\s+estar)\s+(sujeto)\s+a\s+(?:cambios?|aumentos?|ajustes?)/g,
  // Spanish, "sujeto a intereses", "más intereses"
  new RegExp(`\\b(sujet[oa]s?\\s+a|m[aá]s)\\s+(?:los\\s+|cualquier\\s+)?(${NOUN_ES_LIST})\\b`, 'g'),
  // Spanish, the balance grows: "su saldo puede aumentar", "la cantidad adeudada podría ser mayor", and with the day of payment
  // between, accents and all (decision 139): "la cantidad adeudada el día que usted pague puede ser mayor" (Miller's words)
  /\b(saldo|deuda|monto|importe|suma|cantidad(?:\s+adeudada)?|total|lo\s+que\s+(?:usted\s+)?debe)\b(?:\s+[\w\u00c0-\u017f]+){0,8}?\s+(puede|podr[aá]|podr[ií]a|va\s+a|seguir[aá])\s+(?:aumentar|crecer|incrementar\w*|subir|variar|fluctuar|cambiar(?!\s+de\s+(?:due[nñ]o|manos|propietario))|aumentando|creciendo|subiendo|ser\s+(?:mayor|m[aá]s\s+alt[oa]|diferente))/g,
  // Spanish, the same with its time or in the passive: "su saldo puede aumentar periódicamente", "puede ser aumentado", "su
  // saldo está aumentando", "sigue creciendo" (decision 103)
  new RegExp(
    `\\b(saldo|deuda|monto|cantidad(?:\\s+adeudada)?|total)\\b(?:\\s+[\\w\u00c0-\u017f]+){0,4}?\\s+(?:(puede|pueden|podr[aá]|podr[ií]a|va\\s+a)\\s+(?:${WHEN_ADVERB_ES}\\s+)?(?:ser\\s+(?:${WHEN_ADVERB_ES}\\s+)?(?:aumentad|incrementad|ajustad)[oa]|aumentar|crecer|incrementarse|subir)|est[aá]\\s+(?:aumentando|creciendo|increment[aá]ndose)|sigue\\s+(?:aumentando|creciendo)|(?:aumentar[aá]|crecer[aá]|subir[aá]|se\\s+incrementar[aá]|ser[aá]\\s+(?:mayor|m[aá]s\\s+alt[oa])|ir[aá]\\s+(?:aumentando|creciendo|subiendo))|(?:aumenta|crece|sube)\\s+(?:cada\\s+(?:d[ií]a|mes|semana)|diariamente|mensualmente|con\\s+el\\s+tiempo))`,
    'g',
  ),
];

const HEDGE = /^(?:may|might|could|can|would|reserves?|has\s+the\s+right|is\s+entitled|subject|sujet|pueden|podr|puede|podemos|es\s+posible|quiz)/;

/** A condition that makes the claim lawful on its face (Taylor, Miller: what may be added where the contract or law allows). */
const LAWFUL_CONDITION =
  /\b(?:if|where|when|as|to\s+the\s+extent|only\s+if|unless\s+prohibited|except\s+where)\s+(?:\w+\s+){0,4}?(?:permitted|allowed|authori[sz]ed|provided\s+for|applicable|allows?|permits?|authori[sz]es)\b|\b(?:permitted|allowed|authori[sz]ed)\s+by\s+(?:law|(?:your|the)\s+(?:original\s+)?(?:agreement|contract))|\bsi\s+(?:la\s+ley|su\s+contrato|el\s+contrato)\s+lo\s+permite|\bseg[uú]n\s+lo\s+permita|\bconforme\s+(?:a\s+)?(?:la\s+ley|su\s+contrato)/;

/** A negation just before the claim or inside it ("no interest will be added", "interest will not accrue"). */
const NEGATED_BEFORE = /\b(?:no|not|never|without|nor|ni|sin)\s+(?:\w+\s+){0,2}$/;
/**
 * The negation is the consumer's payment, not the charge's ("if you do not pay interest will accrue", "without prompt payment
 * additional interest will accrue", "if this account is not resolved, costs may be added"): the charge is the consequence
 * (decision 153).
 */
const NONPAYMENT_BEFORE = /\b(?:not|no|never|without|sin)\s+(?:\w+\s+){0,2}?(?:pay|paid|paying|payment|resolved|settled|received|pag\w*)\b/;
/**
 * A negation inside the claim ("interest will not accrue", "no se podrán cobrar intereses"). "Not pay" is the consumer's, not the
 * charge's ("every month you do not pay, your balance gets larger": the growth is the consequence, decision 379).
 */
const NEGATED_INSIDE =
  /\b(?:not|never|no\s+longer)\s+(?!pay\b|paid\b|paying\b)(?:be\s+)?\w|\bno\s+(?:se\s+)?(?:pued|podr|agreg|cobr|seguir|aument|est[aá]|sigue|crec)|\bwon't|\bcannot\b|\bcan't\b/;

/**
 * The balance is static (Taylor): "no interest or fees will be added", "we are not charging interest",
 * "interest has been waived", "your balance will not increase", "no se agregarán intereses", "su saldo no
 * aumentará". A condition ("if you pay by…, no further interest will be added") is a settlement term, not this.
 */
const STATIC: readonly RegExp[] = [
  new RegExp(
    `\\bno\\s+(?:further\\s+|additional\\s+|more\\s+|new\\s+)?(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,4}?\\s+(?:will|shall|is|are|has|have|can|may)\\s+(?:be\\s+|been\\s+|being\\s+)?(?:${ADD_VERB}|accru\\w*)`,
    'g',
  ),
  new RegExp(
    `\\b(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,4}?\\s+(?:will|shall|is|are|has|have|does|do|can|may)\\s*(?:not|never|no\\s+longer)\\s+(?:be\\s+|been\\s+|being\\s+|continue\\s+to\\s+)?(?:${ADD_VERB}|accru\\w*|increase|grow)`,
    'g',
  ),
  new RegExp(`\\b(${NOUN_LIST})\\b(?:\\s+[\\w',]+){0,4}?\\s+(?:is|are|has\\s+been|have\\s+been|was|were)\\s+(?:waived|suspended|frozen|stopped)`, 'g'),
  // the creditor's decision told as done (decision 388): "the creditor has waived all interest", "we have forgiven the late fees";
  // the balance "not subject to increase"
  new RegExp(
    `\\b${CHARGER}\\s+(?:has|have)\\s+(?:waived|forgiven|suspended|frozen)\\s+(?:all\\s+|any\\s+|the\\s+)?(?:further\\s+|future\\s+)?(${NOUN_LIST})|\\b(balance|amount(?:\\s+(?:due|owed))?|debt|total)\\b(?:\\s+[\\w',]+){0,3}?\\s+(?:(?:is|are)\\s+not|will\\s+not\\s+be)\\s+subject\\s+to\\s+(?:any\\s+)?(?:increases?|change|adjustments?)\\b`,
    'g',
  ),
  new RegExp(
    `\\b${CHARGER}\\s+(?:(?:is|are)\\s+not|(?:will|do|does)\\s+not|won't|(?:has|have)\\s+not)\\s+(?:be\\s+)?(?:charg|add|assess|accru|impos)\\w*\\s+(?:any\\s+)?(?:further\\s+|additional\\s+)?(${NOUN_LIST})`,
    'g',
  ),
  new RegExp(
    `\\b(?:is|are)\\s+not\\s+(?:accruing|bearing|earning|incurring)\\s+(?:any\\s+)?(?:further\\s+|additional\\s+)?(${NOUN_LIST})|\\bnot\\s+(?:charging|adding|assessing)\\s+(?:any\\s+)?(?:further\\s+|additional\\s+)?(${NOUN_LIST})`,
    'g',
  ),
  // the account does not bear it: "the debt does not accrue interest", "this account bears no interest", "no longer accrues interest" (decision 103)
  new RegExp(
    `\\b(?:balance|account|debt)\\b(?:\\s+[\\w',]+){0,3}?\\s+(?:(?:does|do|will|shall|is|are)\\s*(?:not|never)\\s+(?:accrue|bear|accruing|bearing)\\s+(?:any\\s+)?(?:further\\s+|additional\\s+)?(${NOUN_LIST})|(?:accrues|bears)\\s+no\\s+(?:further\\s+|additional\\s+)?(${NOUN_LIST})|no\\s+longer\\s+(?:accrues|bears)\\s+(${NOUN_LIST}))`,
    'g',
  ),
  /\b(balance|amount\s+(?:due|owed|you\s+owe)|debt|total)\b(?:\s+[\w',]+){0,4}?\s+(?:will|shall|does|can)\s*(?:not|never)\s+(?:increase|grow|change|go\s+up)\b|\b(balance)\s+is\s+(?:static|fixed|not\s+(?:increasing|growing))\b/g,
  // the amount owed said fixed or to stay as it is (decision 388): "this amount is fixed", "the amount you owe will stay the same",
  // "your balance will remain $1,245.60 until paid", "the balance will remain unchanged"; the subject right after its article, so
  // "your monthly payment" or "the settlement amount" is not it
  /\b(?:the|this|your)\s+(?:total\s+)?(balance|amount(?:\s+(?:due|owed|you\s+owe))?|debt|figure)\s+(?:(?:is|will\s+be)\s+(?:static|fixed|frozen|unchanged|constant)|(?:will\s+(?:stay|remain)|stays|remains)\s+(?:static|fixed|frozen|unchanged|the\s+same|constant|(?:at\s+)?\$\s?\d))/g,
  // "there will be no further interest", "there is no interest accruing on this account"
  new RegExp(
    `\\bthere\\s+will\\s+be\\s+no\\s+(?:further|additional|more|new)\\s+(${NOUN_LIST})|\\bthere\\s+(?:is|are)\\s+no\\s+(${NOUN_LIST})\\s+(?:accruing|being\\s+(?:added|charged|assessed))`,
    'g',
  ),
  new RegExp(
    `\\bno\\s+se\\s+(?:le\\s+)?(?:agregar|a[nñ]adir|sumar|cobrar|aplicar|acumular)[aá]n\\s+(?:m[aá]s\\s+)?(${NOUN_ES_LIST})|\\bno\\s+se\\s+(?:est[aá]n?\\s+)?(?:agregando|cobrando|acumulando)\\s+(${NOUN_ES_LIST})|\\bno\\s+se\\s+(?:le\\s+)?(?:agregan|a[nñ]aden|suman|cobran|aplican|acumulan|devengan)\\s+(?:m[aá]s\\s+)?(${NOUN_ES_LIST})|\\b(?:sin|no\\s+hay)\\s+(${NOUN_ES_LIST})\\s+adicionales`,
    'g',
  ),
  /\b(saldo|deuda|monto)\b(?:\s+\w+){0,3}?\s+no\s+(?:aumentar[aá]|crecer[aá]|cambiar[aá]|va\s+a\s+(?:aumentar|cambiar|crecer|subir))/g,
  // Spanish, the amount fixed or to stay as it is, and the charges no longer accruing (decision 388): "este monto es fijo", "su
  // saldo se mantendrá igual", "los intereses ya no se están acumulando", "ya no se acumulan intereses", "el acreedor ya no cobra
  // intereses", "los intereses fueron suspendidos"
  /\b(?:el|este|su)\s+(saldo|monto|importe|total)\s+(?:es|ser[aá]|permanecer[aá]|se\s+mantendr[aá]|se\s+mantiene|sigue\s+siendo)\s+(?:fijo|igual|el\s+mismo|sin\s+cambios|congelado)/g,
  new RegExp(
    `\\b(${NOUN_ES_LIST})\\s+(?:ya\\s+)?no\\s+se\\s+(?:est[aá]n?\\s+)?(?:acumul|agreg|cobr|deveng|sum|a[nñ]ad)\\w*|\\bya\\s+no\\s+(?:se\\s+)?(?:est[aá]n?\\s+)?(?:acumul|agreg|cobr|deveng|sum|a[nñ]ad)\\w*\\s+(?:m[aá]s\\s+)?(${NOUN_ES_LIST})|\\b(${NOUN_ES_LIST})\\s+(?:han\\s+sido|ha\\s+sido|fueron|fue|est[aá]n|est[aá])\\s+(?:suspendid|condonad|congelad|exonerad|perdonad)\\w*`,
    'g',
  ),
  // interest said to be waived, stopped or nil in the letter's own words or lines (decision 128): "Interest: waived", "Interest
  // rate: 0%", "0% interest", "interest-free", "the creditor has stopped charging interest", "no longer charges interest",
  // "this account is not subject to interest", "intereses: exonerados", "tasa de interés: 0%". A zero figure in an itemization
  // ("Interest: $0.00") is not this: it says what was added since a date, not that nothing can be (decision 096).
  /\b(interest(?:\s+(?:charges?|rate))?|intereses|tasa\s+de\s+inter[eé]s)\s*[:\-–|]\s*(?:waived|none|not\s+(?:charged|applicable)|0(?:\.0+)?\s?%|exonerados?|ninguno|condonados?)|\b0(?:\.0+)?\s?%\s+(interest|apr|inter[eé]s)\b|\b(interest)[- ]free\b|\b(interest)\s+(?:accrues|is\s+accruing|will\s+accrue|is\s+charged|applies)\s+at\s+(?:a\s+rate\s+of\s+)?0(?:\.0+)?\s?%|\bno\s+longer\s+(?:charges?|charging|adds?|adding|assesses|assessing)\s+(interest|fees|late\s+fees)|\b(?:is|are)\s+not\s+subject\s+to\s+(?:any\s+)?(interest|fees|interest\s+or\s+fees|interest\s+and\s+fees)\b/g,
  // the creditor, by role or name, has stopped charging (decision 172): "Pinecrest Bank has stopped charging interest"
  new RegExp(`\\b${CHARGER}\\s+(?:has|have)\\s+(?:stopped|ceased|discontinued)\\s+(?:charging|adding|assessing)\\s+(interest|fees|late\\s+fees)`, 'g'),
  // Spanish, the creditor will not charge: "el banco no cobrará intereses", "su acreedor no agregará cargos"
  new RegExp(`\\bno\\s+(?:le\\s+)?(?:cobrar|agregar|a[nñ]adir|sumar|aplicar)[aá]n?\\s+(?:m[aá]s\\s+)?(${NOUN_ES_LIST})`, 'g'),
];
const UNACCRUED: readonly RegExp[] = [
  /\b(?:amount|balance|total|payoff|figure|sum)\b[^.]{0,80}?\b(?:includes?|including|may\s+include|reflects?|contains?)\b[^.]{0,60}?\b(?:estimated|anticipated|projected|expected|future|unaccrued|unincurred)\s+(?:[\w'/-]+\s+){0,2}?(?:fees?|costs?|charges?|interest|disbursements?|expenses?)\b/,
  /\b(?:includes?|including|may\s+include|reflects?)\b[^.]{0,120}?\b(?:fees?|costs?|charges?|interest|disbursements?|expenses?)\b[^.]{0,80}?\b(?:not\s+yet\s+(?:due|incurred|accrued|owed|owing|earned|billed)|(?:that|which)\s+(?:will|may|would)\s+(?:become\s+due|be\s+incurred|accrue)\b)/,
  /\binclu\w+[^.]{0,80}?\b(?:cargos|costos|honorarios|intereses|gastos)\s+(?:estimados|futuros|previstos|anticipados|proyectados)|\binclu\w+[^.]{0,120}?\b(?:cargos|costos|honorarios|intereses|gastos)\b[^.]{0,60}?\ba[uú]n\s+no\s+(?:(?:est[aá]n|han|se\s+han)\s+)?(?:vencid|venc|adeud|incurrid|devengad)\w*/,
];

/**
 * A fee for a way of paying (pay_to_pay_fee's subject): "no fee to pay online" says nothing of the balance. "Pay by" is a
 * way of paying only before one ("pay by phone", "payments by card"), not before a deadline ("if you do not pay by May 1"),
 * and a card only as one ("credit card payments", "with your debit card"), not as the debt ("your credit card balance").
 */
const PAYMENT_METHOD =
  /\b(?:pay(?:ing|ments?)?\s+(?:made\s+)?(?:online|over\s+the\s+(?:phone|internet)|(?:by|with|through|using)\s+(?:a\s+|your\s+|our\s+)?(?:phone|telephone|card|credit|debit|check|cheque|mail|ach|bank|electronic|e-?check|web|website|automated|portal))|online|by\s+(?:phone|telephone|card|check|mail)|over\s+the\s+phone|(?:credit|debit)\s+card\s+(?:payments?|transactions?|fees?|charges?|processing|convenience)|(?:with|using)\s+(?:a\s+|your\s+)?(?:credit|debit)\s+card|convenience|pago\s+(?:en\s+l[ií]nea|por\s+tel[eé]fono|con\s+tarjeta)|en\s+l[ií]nea|por\s+tel[eé]fono|pagos?\s+(?:\w+\s+)?por\s+correo)\b/;

/** A phone carrier's charges for a text or call ("message and data charges may apply"): not a charge on the debt (decision 128). */
const CARRIER_CHARGES =
  /\b(?:message|messaging|data|carrier|text(?:ing)?|sms|wireless\s+provider|mensajes?|datos)\b[^.]{0,40}\b(?:rates?|charges?|fees?|cargos|tarifas)\b/;

/**
 * Another's charges named as such ("the fees charged by your phone carrier", "any fees your bank charges for a returned
 * payment", "los cargos que cobre su banco", "su banco podría cobrarle un cargo"): not a charge on the debt (decision 365;
 * the Spanish modal, decision 370). Shared with unauthorized_fees_or_interest's fee labels.
 */
export const OTHERS_CHARGES =
  /\b(?:fees?|charges?|costs?|cargos?|tarifas?)\b[^.]{0,30}?\b(?:charged|imposed|assessed|levied|cobrad[oa]s?)\s+by\s+(?:your|the\s+consumer's)\s+(?:bank|financial\s+institution|credit\s+union|(?:phone|wireless|mobile|cell(?:ular)?)\s+(?:carrier|company|provider)|carrier|provider)\b|\b(?:your|su)\s+(?:bank|financial\s+institution|credit\s+union|(?:phone|wireless|mobile)\s+(?:carrier|company|provider)|carrier|banco|compa[nñ][ií]a\s+telef[oó]nica)\s+(?:may\s+|might\s+|will\s+|puede\s+|podr[ií]a\s+|podr[aá]\s+)?(?:charges?|imposes?|assess(?:es)?|cobr[\w\u00c0-\u017f]*)/;

const STATIC_CONDITION = /\b(?:if|once|upon|when|after|provided|si|una\s+vez|cuando)\b/;

const whatOf = (said: string): GrowthWhat[] => {
  const out = new Set<GrowthWhat>();
  // "interest charges", "finance charges": interest by another name, not a fee (decision 128).
  const words = said.replace(/\b(?:interest|finance)\s+charges?\b/g, 'interest');
  if (/\binterest|\binter[eé]s|\bintereses/.test(words)) out.add('interest');
  // "honorarios" alone, or of the collector's lawyers ("los honorarios de nuestros abogados"), are lawyers' fees (decision 554);
  // "honorarios de cobranza" are a collection fee.
  if (/\b(?:attorney|lawyer|legal\s+fees|honorarios\s+de\s+abogad)|\bhonorarios\b(?!\s+de\s+cobr)/.test(words)) out.add('attorney_fees');
  if (
    /\bfees?\b|\bcharges\b|\b(?:late|service|processing|finance|other|additional|collection|administrative)\s+charge\b|\bpenalt|\bcargos?\b|\brecargos?\b|\bcomisi|\bhonorarios\s+de\s+cobr/.test(
      words,
    )
  )
    out.add('fees');
  if (/\bcosts?\b|\bcostos?\b|\bcostas\b|\bgastos\b/.test(words)) out.add('costs');
  if (/\b(?:balance|amount|debt|payoff|total|saldo|deuda|monto|cantidad)\b/.test(words)) out.add('balance');
  if (out.has('attorney_fees') && !/\b(?:fees?|charges?)\b[^.]*\b(?:fees?|charges?)\b/.test(words) && !/\bcollection|processing|late|service\b/.test(words))
    out.delete('fees');
  return [...out];
};

/** The patterns that can match somewhere in the letter (the literal prefilter, decision 022): the others are not run per sentence. */
type Live = { claims: readonly RegExp[]; statics: readonly RegExp[]; unaccrued: readonly RegExp[]; lawful: boolean };

const readSentence = (text: string, seg: Span, part: string, out: BalanceGrowthReading, live: Live): void => {
  for (const re of live.unaccrued) {
    if (!mayMatchFolded(re, part)) continue;
    const m = re.exec(part);
    if (m && !NEGATED_BEFORE.test(part.slice(Math.max(0, m.index - 20), m.index)) && !/\b(?:does|do|will)\s+not\s+include\b|\bno\s+incluye/.test(m[0])) {
      out.unaccrued.push({ span: spanOf(text, seg.start + m.index, seg.start + m.index + m[0].length), sentence: seg });
      break;
    }
  }
  if (PAYMENT_METHOD.test(part) || CARRIER_CHARGES.test(part) || OTHERS_CHARGES.test(part)) return;
  const lawful = live.lawful && LAWFUL_CONDITION.test(part);
  const staticHere: StaticClaim[] = [];
  for (const re of live.statics) {
    if (!mayMatchFolded(re, part)) continue;
    re.lastIndex = 0;
    for (const m of execAll(re, part)) {
      const at = m.index ?? 0;
      if (STATIC_CONDITION.test(part.slice(0, at))) continue;
      const span = spanOf(text, seg.start + at, seg.start + at + m[0].length);
      // What the statement names ("no longer charges interest": the interest, not the verb "charges").
      const what = whatOf(m.slice(1).filter(Boolean).join(' ') || m[0]);
      staticHere.push({ what: what.length > 0 ? what : ['balance'], span, sentence: seg });
    }
  }
  out.statics.push(...staticHere);
  const seen: { start: number; end: number }[] = [];
  const sentenceClaims: GrowthClaim[] = [];
  const causes = new Set<GrowthClaim>();
  let amountGrows = false;
  let hypothetical = false;
  for (const re of live.claims) {
    if (!mayMatchFolded(re, part)) continue;
    re.lastIndex = 0;
    for (const m of execAll(re, part)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (seen.some((s) => at < s.end && end > s.start)) continue;
      if (staticHere.some((s) => seg.start + at < s.span.end && seg.start + end > s.span.start)) continue;
      const before = part.slice(Math.max(0, at - 30), at);
      // "The balance does not include interest that may accrue after today": the negation is the figure's, the future
      // interest is said to come (decision 128).
      const leftOutFuture = LEFT_OUT_BEFORE.test(before) && (FUTURE_RELATIVE.test(m[0]) || SINCE_RELATIVE.test(m[0]));
      if ((NEGATED_BEFORE.test(before) && !leftOutFuture && !NONPAYMENT_BEFORE.test(before)) || NEGATED_INSIDE.test(m[0])) continue;
      // "the amount of your monthly payment may change", "the settlement amount may vary": not what is owed.
      const balanceClaim = !/\b(?:includ|reflect|consists\s+of)/.test(m[1] ?? '') && OWED_FIRST.test(m[0]);
      if (balanceClaim && (OTHER_AMOUNT.test(subjectOf(m[0])) || (PAYMENT_CAUSE.test(part) && !CHARGE_CAUSE.test(part)))) continue;
      seen.push({ start: at, end });
      const hedged = m.slice(1).some((g) => g !== undefined && HEDGE.test(g));
      // "the balance may increase due to interest and fees": the reasons the sentence names are what grows.
      const included = /\b(?:includ|reflect|consists\s+of)/.test(m[1] ?? '');
      const what = whatOf(balanceClaim ? part : included ? (m[2] ?? '') : m[0]);
      if (balanceClaim && !what.includes('balance')) what.push('balance');
      amountGrows ||= balanceClaim;
      const supposed = balanceClaim ? CHARGES_SUPPOSED.test(part.slice(0, at)) : SUPPOSED_BEFORE.test(part.slice(Math.max(0, at - 40), at));
      hypothetical ||= supposed;
      const claim: GrowthClaim = {
        // Growth with no cause named ("the longer you wait, the more you will owe") is the balance's.
        what: what.length > 0 ? what : ['balance'],
        certainty: hedged ? 'hedged' : 'definite',
        lawfulCondition: lawful || supposed,
        explainsAmount: !balanceClaim && (VARY_END.test(m[0]) || (hedged && PAYMENT_DAY.test(part))),
        span: spanOf(text, seg.start + at, seg.start + end),
        sentence: seg,
      };
      sentenceClaims.push(claim);
      // Charges said only possibly to have come ("may have accrued", "might have been added"), given as the cause of the
      // sentence's change of amount ("because …, the amount due may vary"), and not on a condition of the consumer's: the
      // Miller explanation in other words (decision 524).
      if (!balanceClaim && CAUSE_LEAD_BEFORE.test(part.slice(Math.max(0, at - 40), at)) && POSSIBLE.test(m[0]) && !CONSUMER_CONDITION.test(part))
        causes.add(claim);
    }
  }
  // Charges that only "vary" explain a changing amount when the sentence says the amount itself may be greater; an amount
  // said to grow only if charges accrue ("in the event there is interest accruing, the amount due may be greater") is as
  // hypothetical as its cause.
  for (const c of sentenceClaims) {
    const explained = amountGrows ? (causes.has(c) ? { ...c, explainsAmount: true } : c) : !c.explainsAmount ? c : { ...c, explainsAmount: false };
    out.claims.push(hypothetical && c.what.includes('balance') ? { ...explained, lawfulCondition: true } : explained);
  }
};

/**
 * The charges are only supposed, not said to be added: the claim is the subject of a condition ("if interest or other
 * charges are accruing", "in the event there is interest accruing", "to the extent any fees accrue", "si hay intereses
 * que se acumulan"). A truism, lawful even where nothing accrues (Salinas v. R.A. Rogers, 5th Cir. 2020). A condition
 * on the consumer ("if you do not pay, fees will be added") is not this: there the charges are the consequence.
 */
const SUPPOSING =
  '(?:if|in\\s+the\\s+event(?:\\s+that)?|in\\s+case|should|to\\s+the\\s+extent(?:\\s+that)?|whenever|en\\s+caso\\s+de\\s+que|si)\\s+(?:there\\s+(?:is|are|be|may\\s+be)\\s+|hay\\s+)?(?:any\\s+|some\\s+)?';
const SUPPOSED_BEFORE = new RegExp(`\\b${SUPPOSING}$`);
/** The balance said to grow after such a condition, the condition read in the same sentence before it. */
const CHARGES_SUPPOSED = new RegExp(`\\b${SUPPOSING}(?:${NOUN_LIST})\\b[^,;]{0,50}?\\b(?:accru\\w*|added|charged|assessed|appl(?:y|ies))\\b`);

/** A claim whose subject is what is owed (the balance, the amount, the total, "what you owe"), not a charge. */
const OWED_FIRST =
  /^(?:(?:the|this|that|your|said)\s+)?(?:total\s+)?(?:balance|amounts?|sum|figure|total|debt|payoff|what\s+you|saldo|deuda|monto|importe|suma|cantidad|lo\s+que)\b|^(?:you|usted)\s+(?:(?:may|might|could|will|would|can)\s+|podr[ií]a\s+|puede\s+)?(?:owe|deber)(?![\w\u00c0-\u017f])/;
/** An amount of something other than the debt: a payment, an instalment, an offer (its change is not the debt's growth). */
const OTHER_AMOUNT =
  /\b(?:payments?|instal{1,2}ments?|monthly|settle\w*|offer\w*|discount\w*|plan|refund|credit\s+limit|pago|cuota|oferta|descuento|acuerdo)\b/;
/**
 * A move of the amount caused by a payment or credit ("your balance may differ if you have recently made a payment", "the
 * amount shown may change once we receive your payment"): a decrease, not growth, unless the sentence also names a charge.
 */
const PAYMENT_CAUSE =
  /\b(?:if|once|when|after|as|because\s+of|due\s+to|to\s+reflect|for|si|cuando|una\s+vez\s+que|por)\b[^.]{0,40}?\b(?:payments?|credits?|credited|refunds?|pagos?|abonos?|cr[eé]ditos?)\b|\b(?:payments?|credits?)\s+(?:(?:are|is|were|was|being|have\s+been|has\s+been)\s+)?(?:made|received|credited|in\s+process|pending|posted|applied)\b|\bmade\s+a\s+payment\b/;
const CHARGE_CAUSE = /\b(?:interest|fees?|costs?|charges?|penalt|late|intereses|cargos?|costos|recargos?|honorarios)\b/;
/** The words before the verb of a claim about what is owed, the day of payment left out ("the amount due on the date of payment"). */
const subjectOf = (claim: string): string =>
  claim
    .split(/\s(?:will|shall|may|might|could|can|would|is|are|puede|podr\w*|va)\s/)[0]!
    .replace(/\b(?:date|day|time)\s+of\s+(?:your\s+|the\s+)?payment\b/g, '')
    // the same in Spanish (decision 139): "el monto que usted debe el día de su pago"
    .replace(/\b(?:d[ií]a|fecha)\s+(?:de|del)\s+(?:su\s+|el\s+)?pago\b/g, '');
/** "does not include / reflect / cover (any)" just before a charge: what the figure leaves out. */
const LEFT_OUT_BEFORE =
  /\b(?:include|includes|reflect|reflects|cover|covers|account\s+for)\s+(?:any\s+)?$|\bno\s+(?:incluye|refleja)\s+(?:los\s+|las\s+|ning[uú]n\s+)?$/;
/** The charge said to come in a relative clause: "interest that may accrue", "fees which will be added". */
const FUTURE_RELATIVE =
  /,?\s(?:that|which)\s+(?:will|shall|may|might|could|can|would|continues?\s+to|(?:is|are)\s+(?:still\s+)?accruing|accrues)\b|\s(?:accruing|to\s+(?:accrue|be\s+\w+))\s+(?:after|from|following)\s|\sque\s+(?:se\s+)?(?:acumulen|agreguen|cobren|generen|devenguen|sumen|a[nñ]adan)\b/;

/** The charge said to have been added since the figure's date: "interest accrued since that date" (decision 160). */
const SINCE_RELATIVE = /\s(?:accrued|added|assessed|charged|incurred|posted)\s+(?:since|after|from)$/;

/**
 * The charges introduced as a cause (decision 524): "because", "as", "since", "given that", "due to (the fact that)",
 * "debido a (que)", "como", "ya que", "dado que", "puesto que", at the start of the clause that names them.
 */
const CAUSE_LEAD_BEFORE =
  /(?:^|[,;:]\s*|\b)(?:because|(?<!\b(?:such|well)\s)as|since|given\s+that|due\s+to(?:\s+the\s+fact\s+that)?|debido\s+a(?:\s+que)?|como|ya\s+que|dado\s+que|puesto\s+que)\s+(?:(?:the|any|some|additional|further|more|other)\s+)?$/;
/** Said only possibly: "may (have)", "might", "could", "pueden (haberse)", "podrían". */
const POSSIBLE = /\b(?:may|might|could|pueden?|podr[ií]an?)\b/;
/** A condition on the consumer in the sentence ("if you do not pay", "unless", "si no paga"): then the charges are a threat. */
const CONSUMER_CONDITION = /\b(?:if|unless|should\s+you|a\s+menos\s+que)\b|\bsi\s+(?:usted\s+)?no\b/;

/** A claim whose only verb is that the charges vary or change (the Miller wording), not that they are added. */
const VARY_END = /\b(?:vary|change|fluctuate|differ)$/;
/**
 * The Miller frame: the amount said as it will stand on the day the consumer pays ("the amount due on the day you pay may be
 * greater", "you may owe more when you pay", "el día en que pague"). Charges said only to possibly be added, in a sentence that
 * says the amount may then be greater, explain the amount as charges that "vary" do (session 51).
 */
const PAYMENT_DAY =
  /\b(?:on|by)\s+the\s+(?:day|date)\s+(?:that\s+|when\s+)?you\s+(?:pay|make\s+(?:your\s+|a\s+)?payment)\b|\bat\s+the\s+time\s+(?:you\s+pay|of\s+(?:your\s+)?payment)\b|\bwhen\s+you\s+pay\b|(?:el\s+d[ií]a|la\s+fecha)\s+(?:en\s+)?(?:que|en\s+que)\s+(?:usted\s+)?pague(?![\w\u00c0-\u017f])/;

const QUICK =
  /interest|fee|cost|charge|penalt|balance|amount|debt|payoff|total|owe|\bsum\b|figure|longer\s+you|pay(?:ing)?\s+more|pag\w*\s+m[aá]s|inter[eé]s|cargo|costo|costas|honorario|recargo|comisi|saldo|deuda|monto|cantidad|importe|suma|debe/;

let memo: { text: string; reading: BalanceGrowthReading } | undefined;
onForgetLetter(() => {
  memo = undefined;
});

/** What `text` says about whether its balance can grow. Memoised on the last text; callers must not mutate the result. */
export const readBalanceGrowth = (text: string): BalanceGrowthReading => {
  if (memo?.text === text) return memo.reading;
  const folded = fold(text);
  const reading: BalanceGrowthReading = { claims: [], statics: [], unaccrued: [] };
  // The cue as the filter prunes it for this letter (its words the letter never uses left out), asked once.
  const quick = searcherIn(QUICK, folded);
  if (quick !== undefined && quick.test(folded)) {
    const live: Live = {
      claims: CLAIMS.filter((re) => mayMatch(re, folded)),
      statics: STATIC.filter((re) => mayMatch(re, folded)),
      unaccrued: UNACCRUED.filter((re) => mayMatch(re, folded)),
      lawful: mayMatch(LAWFUL_CONDITION, folded),
    };
    if (live.claims.length + live.statics.length + live.unaccrued.length > 0)
      for (const seg of segments(text)) {
        const part = folded.slice(seg.start, seg.end);
        if (quick.test(part)) readSentence(text, seg, part, reading, live);
      }
  }
  memo = { text, reading };
  return reading;
};

/** Does a static statement cover what a claim says grows (the balance as a whole covers everything)? */
export const contradicts = (claim: GrowthClaim, statement: StaticClaim): boolean => {
  if (statement.what.includes('balance')) return true;
  const named = claim.what.filter((w) => w !== 'balance');
  // "Your balance may increase" names no cause: a statement that no interest is added leaves it none.
  if (named.length === 0) return statement.what.includes('interest');
  return named.some((w) => statement.what.includes(w) || (w === 'attorney_fees' && statement.what.includes('fees')));
};
