import { spanOf } from '../../text/find';
import type { Rule, RuleContext, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { circuitOf } from '../_shared/circuit-of';
import { QUESTIONS } from '../_shared/questions';
import { findMoney, showMoney } from '../_disclosures-and-amounts/numbers';
import { lineEndNear, lineStartNear, matchIn, quote, wrappedTableRow } from '../_disclosures-and-amounts/text';
import { testText } from '../../text/prefilter';
import { matchesOf } from '../../text/prefilter';
import { readLetter } from '../../reading/read-letter';
import type { ChargeAct } from '../../reading/types';
import { contradicts, OTHERS_CHARGES, readBalanceGrowth } from '../../reading/balance-growth';
import { CHARGE_CAUSE_LEAD, PAYMENT_CHANNEL_SOURCE, PERMISSION_CONDITION } from '../../reading/lexicon';
import { FEDERAL_STUDENT_LOAN } from '../_threats-and-misrepresentations/phrases';
import { FEE_AUTHORITY_CLAIM } from '../_disclosures-and-amounts/fee-authority';
import { readAmountTables } from '../../reading/amount-parts';
import { lawFirmIdentity } from '../_threats-and-misrepresentations/parties';
import { findHits as payToPayHits } from '../pay_to_pay_fee/rule';

/** A judgment named (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const JUDGMENT = /\bjudgment\b/;

type FeeKind = 'collection' | 'processing' | 'convenience' | 'court' | 'attorney' | 'late' | 'insurance' | 'other';

/**
 * Decision 337: the Spanish labels as the English are read: "tarifa / cuota de cobranza", "tarifa administrativa / de servicio",
 * "costas judiciales", "cargo de presentación".
 */
const LABELS: readonly { kind: FeeKind; re: RegExp }[] = [
  {
    kind: 'collection',
    re: /\bcollection\s+(?:agency\s+)?(?:fees?|costs?|charges?|expenses?|commission)\b|\b(?:agency|contingency|contingent)\s+(?:fees?|commission|charges?)\b|\bcosts?\s+of\s+collection\b|\bcargos?\s+(?:por|de)\s+cobr\w+|\bhonorarios\s+de\s+cobr\w+|\bcostos?\s+de\s+cobr\w+|\bcomisi[oó]n(?:es)?\s+(?:de|por)\s+cobr\w+|\bgastos\s+de\s+cobr\w+|\b(?:tarifas?|cuotas?)\s+(?:de|por)\s+cobr\w+/g,
  },
  {
    kind: 'processing',
    re: /\b(?:processing|administrative|administration|admin|service|handling|recovery|placement|account\s+maintenance|transaction|file|(?:returned|dishono(?:u)?red|bounced)\s+(?:check|payment)|nsf)\s+(?:fees?|charges?)\b|\b(?:cargos?|tarifas?|cuotas?)\s+(?:administrativ[oa]s?|(?:de|por)\s+servicio|de\s+(?:procesamiento|tramitaci[oó]n|manejo|administraci[oó]n|recuperaci[oó]n|expediente)|por\s+(?:cheque|pago)\s+(?:devuelto|rechazado|sin\s+fondos))\b/g,
  },
  /**
   * A fee for paying ("Convenience fee: $4.95") printed as a row of the amount owed, above its total: a charge folded into
   * the debt the letter asks for, not the price of one way of paying (pay_to_pay_fee's subject). Read only as such a row
   * (`rowOfATotal`). Decision 157.
   */
  {
    kind: 'convenience',
    re: /\b(?:convenience|payment\s+processing|pay(?:ment)?[- ]by[- ](?:phone|web|card))\s+(?:fees?|charges?)\b|\bcargos?\s+(?:por\s+conveniencia|de\s+conveniencia)\b/g,
  },
  {
    kind: 'court',
    re: /\bcourt\s+costs?\b|\bfiling\s+fees?\b|\bservice\s+of\s+process\s+(?:fees?|costs?)\b|\b(?:costas|costos|gastos)\s+(?:judiciales|procesales|del\s+tribunal|de\s+la\s+corte)\b|\b(?:cargos?|tarifas?|cuotas?|derechos)\s+de\s+presentaci[oó]n\b/g,
  },
  { kind: 'attorney', re: /\b(?:attorney'?s?'?|legal|lawyer'?s?'?)\s+(?:fees?|costs?)\b|\bhonorarios\s+(?:de\s+)?(?:abogados?|legales)\b/g },
  { kind: 'late', re: /\blate\s+(?:fees?|charges?|penalt(?:y|ies))\b|\bcargos?\s+por\s+(?:pago\s+)?(?:atrasado|mora)\b/g },
  { kind: 'insurance', re: /\bforce[- ]placed\s+insurance\b|\bcollateral\s+protection\s+insurance\b|\binsurance\s+(?:premiums?|charges?|fees?)\b/g },
  /**
   * A charge of no named kind ("Other charges: $75.00", "Miscellaneous fees", "Otros cargos"): whether anything allows it
   * is the agreement's to say, so it is asked, never flagged from the words (decision 145). Liquidated damages added to the
   * balance are judged so too, with or without a figure (decision 370): a sum the agreement must set (1692f(1)).
   */
  {
    kind: 'other',
    re: /\b(?:other|misc(?:ellaneous)?\.?|additional|sundry)\s+(?:charges?|fees?|costs?)\b|\botros\s+(?:cargos|costos|gastos)\b|\bcargos\s+(?:adicionales|varios|diversos)\b|\bliquidated\s+damages\b|\bda[nñ]os\s+(?:y\s+perjuicios\s+)?liquidados\b/g,
  },
];

/**
 * Fees for a way of paying are pay_to_pay_fee's subject (decision 337: also in Spanish, "si paga por teléfono", "con tarjeta de
 * crédito", "pagos en línea", "conveniencia"). A card named as the way of paying ("by credit card", "credit
 * card payments", "a debit card fee"), not as the debt ("your credit card balance", "credit card account").
 */
const PAYMENT_METHOD = new RegExp(
  String.raw`\b(?:${PAYMENT_CHANNEL_SOURCE})\b|` +
    /\b(?:by\s+(?:phone|telephone|credit|debit|card)|online|over\s+the\s+phone|(?:credit|debit)\s+card\s+(?:payments?|transactions?|fees?|charges?|processing|convenience)|(?:with|using)\s+(?:a\s+|your\s+)?(?:credit|debit)\s+card|card\s+payments?|pay(?:ing|ments?)?\s+(?:made\s+)?(?:by|with|online|over)|convenience|third[- ]party\s+(?:payment\s+)?processor|(?:paga|pague|pagar|pagos?)\s+(?:(?:hechos?|realizados?)\s+)?(?:por\s+tel[eé]fono|en\s+l[ií]nea|con\s+tarjeta)|(?:con|por)\s+tarjeta\s+de\s+(?:cr[eé]dito|d[eé]bito)|conveniencia)\b/
      .source,
);
/**
 * The row of a figure on its own line ("Convenience fee: $4.95", "| Estimated attorney fees | $350.00 |") with a total,
 * a balance or an amount due printed in a row within the next few lines: the figure is a part of what the letter says
 * is owed (decision 157).
 */
const ROW_START = /^[ \t|*]*[a-z\u00e1\u00e9\u00ed\u00f3\u00fa\u00f1(]/;
const TOTAL_ROW_AFTER =
  /^(?:[^\n]*\n){0,3}?[ \t|*]*(?:total|(?:current\s+|account\s+)?balance|amount\s+(?:now\s+)?(?:due|owed|owing)|amount\s+of\s+(?:the\s+)?debt|saldo|monto|cantidad\s+adeudada)\b[^\n$]{0,40}\$\s?\d/;
const rowOfATotal = (folded: string, lineStart: number, lineEnd: number): boolean =>
  ROW_START.test(folded.slice(lineStart, lineEnd)) && TOTAL_ROW_AFTER.test(folded.slice(lineEnd + 1, lineEnd + 300));
/**
 * A charge not yet incurred given its own row in the amount asked for ("Estimated attorney fees: $350.00", "Anticipated
 * costs $120.00", "Attorney fees (estimated) $350.00", "Honorarios estimados: $350.00") above a total: the total includes
 * what is not owed (Carlin v. Davidson Fink, 2d Cir. 2017; Kaymark v. Bank of America, 3d Cir. 2015: fees for work not
 * yet done, itemized as owed, misstate the debt, 15 U.S.C. 1692e(2)(A), 1692f(1)). The sentence forms ("the amount
 * includes estimated fees") are the balance-growth reader's `unaccrued`. A row said to be conditional ("if suit is filed")
 * tells what may come, not what is owed. Decision 157.
 */
const NOT_YET = String.raw`(?:estimated|anticipated|projected|expected|future|unaccrued|unincurred|est\.)`;
const ESTIMATED_ROW = new RegExp(
  String.raw`^[ \t|*]*(?:${NOT_YET}\s+(?:[\w'/-]+\s+){0,2}?(?:fees?|costs?|charges?|interest|disbursements?|expenses?)\b|${NOT_YET}\s+(?:legal|attorney(?:'?s)?|lawyer(?:'?s)?|foreclosure|court)(?:\s*\/\s*[\w'-]+)?(?![\w'/])|(?:[\w'/-]+\s+){0,2}?(?:fees?|costs?|charges?|disbursements?|expenses?)\s*\(\s*${NOT_YET}\s*\)|(?:honorarios|costos|cargos|gastos|intereses)(?:\s+(?:de\s+)?\w+)?\s+(?:estimad|futur|previst|proyectad|anticipad)[oa]s\b)(?:[^\n$]{0,30}?\$\s?(\d[\d,]*(?:\.\d{2})?)|[ \t:]*$)`,
  'gm',
);
/**
 * The sum asked for stated in the statement's words ("the reinstatement amount if received between 9/4/2013 and 9/27/2013 is
 * $15,569.64", "Total amount due: $…", "payoff amount … $…"), for a row whose figure is not on its line (decision 384).
 */
const SUM_ASKED =
  /\b(?:reinstatement|payoff|pay-off|total)\s+(?:amount|due|balance|to\s+(?:reinstate|pay))\b[^\n$]{0,80}?\$\s?\d|\b(?:monto|cantidad|saldo)\s+(?:total|para\s+(?:pagar|liquidar))\b[^\n$]{0,80}?\$\s?\d/;
/** A row said to stand outside the sum ("not included in the amount above"). */
const NOT_IN_THE_SUM = /\b(?:not\s+included|excluded|not\s+part\s+of)\b|\bno\s+(?:est[aá]n?\s+)?incluid[oa]s?\b/;
/**
 * The statement says its estimated rows are estimates not due now (session 55; Carlin v. Davidson Fink, 2d Cir. 2017, faulted a
 * payoff statement for not disclosing that its figures were estimates): "amounts marked (Projected) are not due today", "estimated
 * items have not yet been incurred and will be refunded if not incurred", "los montos estimados no se deben hoy". Not a sentence
 * calling them due.
 */
const ESTIMATES_DISCLOSED = new RegExp(
  [
    String.raw`\b${NOT_YET}\b[^.;\n]{0,80}?\b(?:(?:is|are)\s+(?:not\s+(?:yet\s+|currently\s+)?(?:due|owed|owing|payable|incurred)|estimates?\s+only)|(?:has|have)\s+not\s+(?:yet\s+)?been\s+incurred|will\s+be\s+(?:refunded|credited|returned|adjusted)|(?:is|are)\s+(?:only\s+)?estimates?)\b`,
    String.raw`\b(?:not\s+(?:yet\s+)?incurred|if\s+(?:they\s+are\s+|it\s+is\s+)?not\s+incurred)\b[^.;\n]{0,60}?\b(?:refunded|credited|returned|adjusted)\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:proyectad|estimad|anticipad)[oa]s?\b[^.;\n]{0,80}?(?:no\s+(?:se\s+)?(?:deben|adeudan)\s+(?:hoy|todav[ií]a|a[uú]n)|no\s+(?:se\s+)?han\s+incurrido|se\s+(?:reembolsar|acreditar|devolver|ajustar)[aá]n?)`,
  ].join('|'),
);
const estimatedRows = (ctx: RuleContext, folded: string): Span[] => {
  if (testText(ESTIMATES_DISCLOSED, folded)) return [];
  const out: Span[] = [];
  for (const m of matchesOf(ESTIMATED_ROW, folded)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const lineEnd = lineEndNear(folded, end, 90);
    const line = folded.slice(start, lineEnd);
    if ((m[1] !== undefined && Number(m[1].replace(/,/g, '')) <= 0) || /\b(?:if|when|should|unless|si)\b/.test(line) || NOT_IN_THE_SUM.test(line)) continue;
    // A row stands above a total, or in a statement that says the sum it asks, its figure on its line or not (a statement's
    // columns, a quoted fragment; decision 384: Prescott v. Seterus, 11th Cir. 2015).
    if ((m[1] !== undefined && rowOfATotal(folded, start, lineEnd)) || (ROW_START.test(line) && SUM_ASKED.test(folded))) out.push(spanOf(ctx.text, start, end));
  }
  return out;
};
const ZERO = /^\s*[:=\-–]?\s*(?:\$\s*0+(?:\.0+)?(?![\d.,])|0\.00\b|none\b|n\/a\b|-0-)/;
const PERCENT = /\b\d{1,2}(?:\.\d{1,2})?\s?%|\b\d{1,2}(?:\.\d{1,2})?\s+percent\b/;
/** Decision 337: also the Spanish future, perfect and passive ("se agregará", "se ha cobrado", "ha sido agregado", "será aplicado"); decision 474: the
 * ledger's verb ("will post to this balance", "will be posted", "will be tacked on"). */
const DEFINITE_FUTURE =
  /\b(?:will|shall)\s+be\s+(?:added|assessed|charged|applied|imposed|posted|tacked\s+on)\b|\b(?:will|shall)\s+post\s+(?:to|on)\b|\bhas\s+been\s+(?:added|assessed|charged|applied)\b|\bhave\s+been\s+(?:added|assessed|charged|applied)\b|\bse\s+(?:agregar|a[nñ]adir|cobrar|aplicar|cargar)[aá]n?(?![\w\u00c0-\u017f])|\bse\s+(?:ha|han)\s+(?:agregado|a[nñ]adido|cobrado|aplicado|cargado)\b|\b(?:ha|han)\s+sido\s+(?:agregad|a[nñ]adid|cobrad|aplicad|cargad)[oa]s?\b|\bser[aá]n?\s+(?:agregad|a[nñ]adid|cobrad|aplicad|cargad)[oa]s?\b/;
/** A fee denied or waived (decision 337: also "no se han agregado", "sin cargo", "ningún cargo", "exonerado"). */
const NEGATED =
  /\bno\s+(?:(?:[a-z]+|\$\s?[\d,]+(?:\.\d{2})?)\s+){0,2}?(?:fees?|costs?|charges?)\b|\b(?:not|never)\s+(?:be\s+)?(?:charged?|add(?:ed)?|assess(?:ed)?|impos(?:e|ed))\b|\bwithout\s+(?:any\s+)?(?:fees?|charges?)\b|\bwaived?\b|\bno\s+(?:se\s+)?(?:ha|han|hemos|agregar|cobrar|aplicar|a[nñ]adir)\w*|\bsin\s+(?:ning[uú]n\s+)?(?:cargo|costo)s?\b|(?<![\w\u00c0-\u017f])ning[uú]n\s+(?:cargo|costo)|\bexonerad\w*|\bcondonad\w*/;
/**
 * The sentence after a fee's says those costs were not added ("Riverchase has not asked us to add those costs, and we have not added
 * them", "Those costs have not been added to your balance", "We are not charging you any of them", "No hemos agregado esos costos";
 * decision 493): the fee named is a clause described, not a charge on the debt.
 */
const DENIED_BACK =
  /\b(?:(?:have|has|had|are|is|were|was|will|do|does|did)\s+not|haven't|hasn't|aren't|isn't|won't|don't|didn't)\s+(?:been\s+|be\s+)?(?:add(?:ed|ing)?|charg(?:ed|ing)|assess(?:ed|ing)|impos(?:ed|ing)|includ(?:ed|ing)|appl(?:ied|ying))\b[^.;]{0,30}?\b(?:them|those|these|such|any\s+of\s+them)\b|\b(?:those|these|such)\s+(?:costs?|fees?|charges?)\s+(?:have|has|were|was|are|is)\s+not\s+(?:been\s+)?(?:added|charged|assessed|included|imposed|applied)\b|\bno\s+(?:(?:los|las|le)\s+)?(?:hemos|ha|han)\s+(?:agregado|a[nñ]adido|cobrado|aplicado|incluido|cargado)\s+(?:esos|estos|dichos|ningunos?)\b/;
/** The sentence after the one holding `at`, read only within a few hundred characters of it: a sentence that runs on past
 * that is no near follow-up, and the rest of a long letter is never searched once per fee label. */
const sentenceAfter = (folded: string, at: number): string => {
  const end = folded.slice(at, at + 400).search(/[.!?](?:\s|$)/);
  if (end < 0) return '';
  const from = at + end + 1;
  const next = folded.slice(from, from + 200);
  const stop = next.search(/[.!?](?:\s|$)/);
  return stop < 0 ? next : next.slice(0, stop);
};

/** Late fees are ordinary contract terms; only those added after the account reached the collector are in question (decision 354: also
 * one the collector says it added itself, "we have added a $25.00 late fee", "hemos agregado un cargo por mora"). */
const AFTER_PLACEMENT =
  /\b(?:since|after)\s+(?:placement|charge[- ]?off|assignment|referral|(?:the\s+|your\s+)?account\s+was\s+(?:placed|referred|assigned|sold))\b|\b(?:added|assessed|charged)\s+by\s+(?:our|this)\s+(?:office|agency|firm)\b|\b(?:we|our\s+(?:office|agency|firm)|this\s+(?:office|agency|firm))\s+(?:have|has)\s+(?:now\s+|also\s+)?(?:added|assessed|charged|applied|imposed)\b|(?<![\w\u00c0-\u017f])(?:hemos|nuestra\s+(?:oficina|agencia)\s+ha)\s+(?:agregado|a[nñ]adido|cobrado|aplicado|cargado)(?![\w\u00c0-\u017f])/;
/** State laws commonly allow a flat service charge on a dishonored check (e.g. Tuttle v. Equifax Check, 2d Cir. 1999): ask, do not flag.
 * In Spanish too ("cheque devuelto", "sin fondos", decision 370). */
const DISHONORED_CHECK =
  /\b(?:returned|dishono(?:u)?red|bounced|bad)\s+(?:checks?|payments?)\b|\b(?:check|payment)\s+(?:is|was)\s+(?:returned|dishono(?:u)?red)\b|\bnsf\b|\binsufficient\s+funds\b|\b(?:cheques?|pagos?)\s+(?:devuelt|rechazad)[oa]s?\b|\b(?:sin\s+fondos|fondos\s+insuficientes)\b/;
/**
 * The Higher Education Act makes a borrower in default on a federal student loan pay reasonable collection costs
 * (20 U.S.C. 1091a(b)(1); 34 CFR 682.410(b)(2), 674.45(e), 685.202(e)), percentages included (Black v. Educational
 * Credit Management Corp., 7th Cir. 2006): law permits them, so the words cannot show such a fee unauthorized. A
 * private student loan's note decides: asked, not assumed.
 */
const studentLoan = (ctx: RuleContext, folded: string): boolean =>
  ctx.facts.debtTypeHints.some((h) => h.value === 'student_loan') || testText(FEDERAL_STUDENT_LOAN, folded);
/**
 * The letter says the agreement itself sets the percentage ("your rental agreement (section 19) provides that you will
 * pay collection costs of 15%"): a percentage the agreement expressly authorizes, not a flat percentage read into a
 * clause for "costs of collection" (Kojetin v. C U Recovery, 8th Cir. 1999). Asked (unanswered) or passed (answered yes).
 */
const SAME_SENTENCE_CHAR = String.raw`(?:[^.]|(?<=\b(?:co|inc|corp|ltd|llc|no|st|sec|art))\.)`;
const AGREED_PERCENT = new RegExp(
  String.raw`\b(?:agreement|contract|note|terms|lease)\b${SAME_SENTENCE_CHAR}{0,120}?\b(?:provides?|allows?|permits?|states?|requires?|authori[sz]es?|sets?)\b${SAME_SENTENCE_CHAR}{0,120}?\b\d{1,2}(?:\.\d{1,2})?\s?(?:%|percent)` +
    String.raw`|\b\d{1,2}(?:\.\d{1,2})?\s?(?:%|percent\b)${SAME_SENTENCE_CHAR}{0,80}?\b(?:under|per|pursuant\s+to|as\s+(?:set|provided|stated)\s+(?:in|by))\s+(?:your|the)\s+(?:\w+\s+)?(?:agreement|contract|note|terms|lease)\b` +
    // The agreement's clause quoted, however long, with the percentage inside the quotation ("Paragraph 14 of your agreement
    // provides: "If this account is referred to an attorney ..., Buyer will pay reasonable collection costs not to exceed 15% of
    // the unpaid balance.""; decision 474).
    String.raw`|\b(?:agreement|contract|note|terms|lease)\b${SAME_SENTENCE_CHAR}{0,60}?\b(?:provides?|reads?|states?|says?)\b[^"“”\n]{0,20}["“]+[^"“”]{0,400}?\b\d{1,2}(?:\.\d{1,2})?\s?(?:%|percent\b)`,
);
/**
 * Interest the letter's own figures show added after the account left the creditor ("Interest since charge-off: $346.02",
 * "Total interest accrued since charge-off", "Post-placement interest $40.10", "Intereses desde la cancelación: $40.10"): an
 * addition to the debt, lawful only if the agreement or the law lets the balance grow. Where the consumer says it cannot
 * (the creditor stopped adding interest at charge-off, or the agreement allows none), the interest shown is a charge that
 * could not be added (15 U.S.C. 1692e(2)(A), 1692f(1); 12 CFR 1006.22(b)); where nothing is said, that fact is asked.
 * A zero line adds nothing (Degroot v. Client Services, 7th Cir. 2020). Decision 145.
 */
const INTEREST_ADDED_SINCE =
  /\b(?:interest|intereses)\b[^\n$]{0,60}?\b(?:since|after|desde|despu[eé]s\s+de)\s+(?:the\s+|la\s+|el\s+)?(?:charge[- ]?off|placement|assignment|referral|purchase|cancelaci[oó]n|castigo|asignaci[oó]n)\b[^\n$]{0,40}?:?[ \t]*\n?[ \t]*\+?[ \t]?\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})|\bpost[- ](?:charge[- ]?off|placement|assignment)\s+interest\b[^\n$]{0,30}?:?[ \t]*\n?[ \t]*\+?[ \t]?\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})/g;
/**
 * The same told in a sentence, with or without a figure (decision 180): interest said to have been added, charged or to have
 * accrued after the account was charged off, placed, assigned or bought ("Interest has been added to your balance since it
 * was charged off", "your balance includes interest of $345.00 accrued since charge-off", "since we purchased your account,
 * interest has accrued", "se han agregado intereses a su saldo desde la cancelación", "desde el castigo se han acumulado
 * intereses"). Interest added after charge-off where the creditor had stopped adding it is interest that cannot be added
 * (Stratton v. Portfolio Recovery Associates, 6th Cir. 2014: interest the creditor waived at charge-off; 15 U.S.C.
 * 1692e(2)(A), 1692f(1)). Not read: a negation ("no interest has been added since charge-off", "no se han agregado"), a
 * hedge ("may have accrued", read as a make-up left open by reading/amount-composition), a zero figure, the future.
 */
const AFTER_IT_LEFT = String.raw`(?:since|after|desde|despu[eé]s\s+de)\s+(?:the\s+|la\s+|el\s+|que\s+)?(?:(?:date\s+of\s+|fecha\s+de(?:l)?\s+)?(?:charge[- ]?off|placement|assignment|referral|purchase|sale|cancelaci[oó]n|castigo|asignaci[oó]n|compra)|(?:(?:it|your\s+account|the\s+account|this\s+account|the\s+debt)\s+was\s+(?:charged[- ]off|placed|assigned|sold|referred|purchased))|we\s+(?:purchased|acquired|bought|received)\s+(?:it|your\s+account|the\s+account|this\s+account|the\s+debt)|(?:su\s+|la\s+)?cuenta\s+fue\s+(?:cancelada|castigada|asignada|vendida))`;
const INTEREST_WORD = String.raw`(?:interest|finance\s+charges|intereses|cargos\s+financieros)`;
const ADDED_VERB = String.raw`(?:(?:has|have|had)\s+(?:been\s+)?|(?:was|were)\s+|se\s+(?:han|ha)\s+|han\s+sido\s+|ha\s+sido\s+)?(?:added|charged|assessed|accrued|applied|imposed|compounded|agregad[oa]s?|a[nñ]adid[oa]s?|cobrad[oa]s?|acumulad[oa]s?|aplicad[oa]s?|cargad[oa]s?)`;
/** Words of one sentence: anything but a full stop or a line end, except the decimal point of a figure. */
const IN_SENTENCE = (n: number): string => String.raw`(?:[^.\n]|\.(?=\d)){0,${n}}?`;
const INTEREST_ADDED_SINCE_SAID = new RegExp(
  [
    // interest … added … since charge-off
    String.raw`\b${INTEREST_WORD}\b${IN_SENTENCE(60)}\b${ADDED_VERB}\b${IN_SENTENCE(60)}\b${AFTER_IT_LEFT}\b`,
    // added … interest … since charge-off ("se han agregado intereses a su saldo desde la cancelación")
    String.raw`\b${ADDED_VERB}\s+(?:[\w$.,]+\s+){0,3}?${INTEREST_WORD}\b${IN_SENTENCE(60)}\b${AFTER_IT_LEFT}\b`,
    // since charge-off … interest … added, or … added … interest
    String.raw`\b${AFTER_IT_LEFT}\b,?${IN_SENTENCE(40)}\b(?:${INTEREST_WORD}\b${IN_SENTENCE(30)}\b${ADDED_VERB}|${ADDED_VERB}\s+(?:[\w$.,]+\s+){0,3}?${INTEREST_WORD})\b`,
  ].join('|'),
  'g',
);
/** A denial, a hedge or the future before the verb, or a zero figure, in the matched words. */
const NOT_ADDED = /\b(?:no|not|never|nor|none|ning[uú]n|nunca|may|might|could|would|will|shall|if|podr[ií]an?|pueden?|si)\b|n't\b|\$\s?0+(?:\.0+)?(?![\d.,])/;
const interestAddedSince = (ctx: RuleContext, folded: string): Span | undefined => {
  for (const m of matchesOf(INTEREST_ADDED_SINCE, folded)) {
    const value = Number((m[1] ?? m[2] ?? '0').replace(/,/g, ''));
    if (value > 0) return spanOf(ctx.text, m.index ?? 0, (m.index ?? 0) + m[0].length);
  }
  for (const m of matchesOf(INTEREST_ADDED_SINCE_SAID, folded)) {
    const start = m.index ?? 0;
    const lineStart = Math.max(folded.lastIndexOf('.', start - 1), folded.lastIndexOf('\n', start - 1)) + 1;
    // The rest of the line too: a zero figure after the words ("… accrued since charge-off: $0.00") adds nothing.
    const after = folded.slice(start + m[0].length, start + m[0].length + 60).search(/\n|\.(?!\d)/);
    const lineEnd = after < 0 ? Math.min(folded.length, start + m[0].length + 60) : start + m[0].length + after;
    if (NOT_ADDED.test(folded.slice(lineStart, lineEnd))) continue;
    return spanOf(ctx.text, start, start + m[0].length);
  }
  return undefined;
};

/**
 * Attorney's fees given a figure in a letter that shows no lawyer at work: no suit, no law firm sending it, no attorney
 * spoken of beyond the fee's own label. A fee for legal work not done is not owed whatever the agreement allows (Kaymark
 * v. Bank of America, 3d Cir. 2015: fees for services not yet performed, listed as owed, misstate the debt; 15 U.S.C.
 * 1692e(2)(A), 1692e(2)(B), 1692f(1)); whether a suit was brought is a fact outside the letter (`lawsuitFiled`). Decision 157.
 */
const LAWYER_SPOKEN_OF = /\b(?:attorneys?|lawyers?|law\s+(?:firm|office)|counsel|abogad[oa]s?|bufete)\b/;
const unearnedAttorneyFees = (ctx: RuleContext, folded: string, items: readonly Item[], suit: boolean): Item[] => {
  const fees = items.filter((i) => i.kind === 'attorney' && i.amount !== undefined);
  if (fees.length === 0 || suit || ctx.answers.lawsuitFiled === true || lawFirmIdentity(ctx).lawFirm) return [];
  let rest = folded;
  for (const f of fees) rest = rest.slice(0, f.span.start) + ' '.repeat(f.span.end - f.span.start) + rest.slice(f.span.end);
  return LAWYER_SPOKEN_OF.test(rest) ? [] : fees;
};

const SUIT_CONTEXT = /\bcase\s+(?:no\.?|number|#)|\bjudgment\b|\bcomplaint\b|\bsummons\b|\blawsuit\s+(?:was|has\s+been)\s+filed\b|\bdocket\b/;

type Item = { kind: FeeKind; span: Span; amount?: number; percent: boolean };

/**
 * A collection fee whose figure is a round share of the debt it is added to: a percentage of the balance (a contingency
 * rate), not a cost incurred, shown by the letter's own figures when its words give no "%" (legal-reference §1.5:
 * "fees expressed as a percentage of the balance"; Kojetin v. C U Recovery, 8th Cir. 2000). The debt it is measured
 * against is the sum of the other parts of the table it stands in, or the total less the fee; the share is one of the
 * rates collection agencies charge, and the base must carry cents, so that a flat fee beside a round balance ($250 on
 * $1,000.00) is never taken for a percentage. Decision 145.
 */
const RATES = [0.1, 0.15, 0.18, 0.2, 0.22, 0.25, 0.28, 0.3, 1 / 3, 0.35, 0.4, 0.45, 0.5];
const shareOf = (fee: number, base: number): boolean =>
  base > 0 && Math.round(base * 100) % 100 !== 0 && RATES.some((r) => Math.abs(Math.round(base * r * 100) / 100 - fee) <= 0.01);
const percentFromFigures = (text: string, item: Item): boolean => {
  if (item.amount === undefined || (item.kind !== 'collection' && item.kind !== 'processing' && item.kind !== 'convenience')) return false;
  const fee = item.amount;
  for (const t of readAmountTables(text)) {
    const row = t.parts.find((p) => p.span.start <= item.span.start && item.span.start < p.span.end + 1 && Math.abs(p.value - fee) < 0.005);
    if (!row) continue;
    const others = Math.round((t.sum - fee) * 100) / 100;
    if (shareOf(fee, others) || shareOf(fee, Math.round((t.total.value - fee) * 100) / 100)) return true;
  }
  return false;
};

/**
 * The line says the fee is part of what is owed: included in, added to or charged on the balance, the account or the total.
 * Decision 337: also the collector saying it added the fee, in either language ("we have added a $25.00 collection fee to your
 * account", "hemos agregado…", "se ha cobrado…"), as its passive was.
 */
const FEE_IN_THE_DEBT =
  /\b(?:includ(?:es|ed|ing)|inclusive\s+of|(?:added|applied|charged|assessed)\s+(?:to|on)\s+(?:your|the|this)\s+(?:balance|account|debt|total|amount)|(?:has|have)\s+been\s+(?:added|assessed|charged|applied)|assessed\s+by\s+(?:our|this)\s+(?:office|agency|firm)|incluye|incluido|agregad[oa]\s+a\s+su\s+(?:saldo|cuenta|deuda)|(?:we|i|this\s+office|our\s+office)\s+(?:have\s+|has\s+)?(?:added|applied|charged(?!\s+off)|assessed)|hemos\s+(?:agregado|a[nñ]adido|cobrado|aplicado|cargado)|se\s+(?:ha|han)\s+(?:agregado|a[nñ]adido|cobrado|aplicado|cargado))\b/;
/** Liquidated damages: read as a charge without a figure too (decision 370). */
const LIQUIDATED = /\bliquidated\b|\bliquidados\b/;
/**
 * A processing, administrative, file or recovery fee said without a figure to be in the debt, in its own sentence ("your balance
 * includes an administrative fee", "we have assessed a file fee to your account", "su saldo incluye un cargo administrativo"): a
 * fee folded into the balance, not itemized (Fields v. Wilber Law Firm, 7th Cir. 2004; decision 370). Not one asked with each
 * payment, nor one denied.
 */
/** What is owed, named in the sentence that says the fee is in it (not "this letter includes an administrative fee schedule"). */
const OWED_NAMED = /\b(?:balance|account|debt|total|amount\s+(?:due|owed|you\s+owe)|saldo|cuenta|deuda|monto|adeudado)\b/;
/** The sentence of a label inside its line: from the last full stop before it to the next after it. */
const sentenceInLine = (folded: string, start: number, labelEnd: number, lineStart: number, lineEnd: number): string => {
  const from = Math.max(lineStart, folded.lastIndexOf('. ', start) + 1);
  const stop = folded.indexOf('.', labelEnd);
  return folded.slice(from, stop === -1 || stop > lineEnd ? lineEnd : stop);
};
const feeSaidInTheDebt = (folded: string, start: number, labelEnd: number, lineStart: number, lineEnd: number): boolean => {
  const sentence = sentenceInLine(folded, start, labelEnd, lineStart, lineEnd);
  return FEE_IN_THE_DEBT.test(sentence) && OWED_NAMED.test(sentence) && !FEE_PER_PAYMENT.test(sentence) && !NEGATED.test(sentence);
};
/** A fee asked with each payment: the price of paying (pay_to_pay_fee's subject), not a part of the debt. */
const FEE_PER_PAYMENT = /\b(?:each|every|per|any)\s+payment\b|\bwith\s+(?:your|each|every)\s+payment\b|\bcada\s+pago\b/;

/** Fee labels with a non-zero amount or a percentage after them on the same line (or a definite "will be added"). */
const findItems = (ctx: RuleContext, folded: string): Item[] => {
  // A fee for a way of paying is pay_to_pay_fee's subject only where that rule reads it: read once, when first needed.
  let payToPay: { start: number; end: number }[] | undefined;
  const readByPayToPay = (start: number, end: number): boolean =>
    (payToPay ??= payToPayHits(ctx, folded).map((h) => h.sentence)).some((s) => s.start < end && start < s.end);
  const items: Item[] = [];
  for (const { kind, re } of LABELS) {
    for (const m of matchesOf(re, folded)) {
      const start = m.index ?? 0;
      const labelEnd = start + m[0].length;
      const lineEnd = lineEndNear(folded, labelEnd, 90);
      const lineStart = lineStartNear(folded, start, 120);
      const line = folded.slice(lineStart, lineEnd);
      // A drawn table's cell wrapped over lines is read with its row: the way of paying may sit in the line above (decision 198).
      const rowSpan = wrappedTableRow(folded, lineStart, lineEnd) ?? { start: lineStart, end: lineEnd };
      const row = folded.slice(rowSpan.start, rowSpan.end);
      const paying = readByPayToPay(rowSpan.start, rowSpan.end);
      if (kind === 'processing' && paying && PAYMENT_METHOD.test(row)) continue;
      // The row's own name is no way of paying, in either language ("Cargo por conveniencia: $4.95", decision 337).
      if (kind === 'convenience' && ((paying && PAYMENT_METHOD.test(row.replace(/\bconvenien(?:ce|cia)\b/g, ''))) || !rowOfATotal(folded, lineStart, lineEnd)))
        continue;
      if (kind === 'late' && !AFTER_PLACEMENT.test(line)) continue;
      // Another's charge named as such ("service charges may be assessed by your bank", "su banco podría cobrarle un cargo"):
      // no charge on the debt (decision 370, as the balance-growth reader reads it).
      if (OTHERS_CHARGES.test(sentenceInLine(folded, start, labelEnd, lineStart, lineEnd))) continue;
      if (DENIED_BACK.test(sentenceAfter(folded, labelEnd))) continue;
      const after = folded.slice(labelEnd, lineEnd);
      if (ZERO.test(after)) continue;
      const found = findMoney(ctx.text, labelEnd, Math.min(lineEnd, labelEnd + 50))[0];
      // "collection costs may be added to your balance of $1,234": that amount is the balance, not the fee.
      const money =
        found &&
        !/\b(?:balance|principal|total|owe|debt|amount)\b/.test(
          folded.slice(labelEnd, found.span.start).replace(/\bof\s+(?:the\s+|your\s+)?(?:principal|balance|debt|amount)\b/g, ''),
        )
          ? found
          : // The figure written before the label, joined to it, in a line that says the fee is in the debt ("your balance
            // includes a $35.00 processing fee", "which includes a $50.00 late fee assessed by our office"; decision 180). A fee
            // asked with each payment ("add a $7.50 collection fee to each payment") is the price of paying, not a part of the debt.
            FEE_IN_THE_DEBT.test(line) && !FEE_PER_PAYMENT.test(line) && !NEGATED.test(line)
            ? findMoney(ctx.text, Math.max(lineStart, start - 16), start).find((b) => /^[ \t]*$/.test(folded.slice(b.span.end, start)))
            : undefined;
      // A charge of no named kind is read only as a figure the letter adds, never from a sentence about charges.
      if (kind === 'other' && !money && !LIQUIDATED.test(m[0])) continue;
      const pctAfter = PERCENT.exec(after);
      const pctBefore = pctAfter ? null : PERCENT.exec(folded.slice(lineStart, start));
      if (money) {
        if (money.value > 0) items.push({ kind, span: spanOf(ctx.text, start, money.span.end), amount: money.value, percent: Boolean(pctAfter ?? pctBefore) });
      } else if (NEGATED.test(line)) {
        continue;
      } else if (pctAfter) {
        items.push({ kind, span: spanOf(ctx.text, start, labelEnd + pctAfter.index + pctAfter[0].length), percent: true });
      } else if (pctBefore) {
        items.push({ kind, span: spanOf(ctx.text, lineStart + pctBefore.index, labelEnd), percent: true });
      } else if (DEFINITE_FUTURE.test(line) || (kind === 'processing' && feeSaidInTheDebt(folded, start, labelEnd, lineStart, lineEnd))) {
        items.push({ kind, span: spanOf(ctx.text, start, labelEnd), percent: false });
      }
    }
  }
  for (const item of items) if (!item.percent && percentFromFigures(ctx.text, item)) item.percent = true;
  return items.sort((a, b) => a.span.start - b.span.start);
};

/** Court costs a court awards in a suit are the law's, not the collector's, to add. */
/** "… if permitted by law", "as your agreement allows": a lawful statement of what may be added (the test's near miss). */
/**
 * Decision 554: the condition said with the agreement or a statute as the subject ("if your contract provides for them", "where
 * the agreement allows it", "si su contrato lo permite") and fees named as the statute's ("statutory attorney's fees", "as
 * provided by statute", "pursuant to Section 5-327 of the General Obligations Law").
 */
const IF_PERMITTED =
  /\b(?:if|where|when|as|to\s+the\s+extent|only\s+if)\s+(?:\w+\s+){0,3}?(?:permitted|allowed|authori[sz]ed|provided\s+for)\b|\b(?:if|where|when|as|to\s+the\s+extent|only\s+if)\s+(?:your|the)\s+(?:\w+\s+)?(?:contract|agreement|note|statute|law)\s+(?:so\s+)?(?:provides|allows|permits|authori[sz]es)\b|\bstatutory\s+(?:attorney'?s?'?|legal|lawyer'?s?'?)\s+fees\b|\b(?:permitted|allowed|authori[sz]ed|provided(?:\s+for)?)\s+(?:by|under)\s+(?:the\s+|a\s+|state\s+|applicable\s+)?(?:statute|law|code)\b|\b(?:pursuant\s+to|under)\s+(?:the\s+)?(?:[\w.-]+\s+){0,4}?(?:statute|code|§|section\s+\d)|\b(?:permitted|allowed|authori[sz]ed)\s+by\s+(?:law|your\s+(?:agreement|contract))|\bsi\s+(?:la\s+ley|su\s+contrato)\s+lo\s+permite|\bseg[uú]n\s+lo\s+permita/;

const COURT_AWARD = /\b(?:court|suit|lawsuit|judgment|judgement|awarded|litigation|legal\s+action|demanda|tribunal|sentencia)\b/;

/**
 * Fees or costs the letter says will or may be added (the reading layer's charges): "collection
 * costs may be added to your balance", "se podrán agregar cargos". Interest is interest_accrual's
 * subject; fees a court would award in a suit are not the collector's.
 */
/** A charge read, and whether it is only the Miller explanation of a changing amount (see GrowthClaim.explainsAmount). */
type Threatened = ChargeAct & { explainsAmount: boolean };

const threatenedCharges = (ctx: RuleContext, folded: string): Threatened[] => {
  const growth = readBalanceGrowth(ctx.text);
  // Fees, costs or attorney's fees the balance-growth reader finds in other wordings ("plus costs of collection",
  // "subject to collection costs", "interest and fees may be added", "pueden agregarse cargos"); a balance said to grow
  // (the Miller wording among them) is interest_accrual's, and a claim the letter contradicts is flagged there.
  const more: Threatened[] = growth.claims
    // A balance said to grow because of charges other than interest ("your balance may increase due to interest, late
    // charges and other charges") names those charges as coming: Boucher's own words (decision 153).
    .filter((g) => !g.lawfulCondition && g.what.some((w) => w === 'fees' || w === 'costs' || w === 'attorney_fees'))
    .filter((g) => !growth.statics.some((s) => s.sentence.start !== g.sentence.start && contradicts(g, s)))
    // Fees and costs a court has awarded, or would award in a suit, are not the collector's own addition; attorney's fees
    // are, even in a suit (the American Rule: only a contract or a statute allows them, Lox v. CDA, 7th Cir. 2012; decision 153).
    .filter((g) => g.what.includes('attorney_fees') || !COURT_AWARD.test(folded.slice(g.sentence.start, g.sentence.end)))
    .map((g) => ({
      kind: 'charge',
      what: g.what.includes('costs') && !g.what.includes('fees') && !g.what.includes('attorney_fees') ? 'costs' : 'fees',
      certainty: g.certainty,
      span: g.span,
      sentence: g.sentence,
      // The charges named as why the amount may grow explain it as Miller's words do: asked from the words, judged with answers.
      explainsAmount: g.explainsAmount || g.what.includes('balance'),
    }));
  const overlaps = (a: { span: Span }, b: { span: Span }): boolean => a.span.start < b.span.end && b.span.start < a.span.end;
  // A charge the reading layer takes as denied where the negation is the consumer's payment ("if this account is not
  // resolved, costs may be added"): the growth reader's claim stands (decision 153).
  const charges = readLetter(ctx.text)
    .charges.filter((c) => c.what !== 'interest' && !(c.certainty === 'negated' && more.some((g) => overlaps(c, g))))
    // A charge the growth reader reads as the Miller explanation (charges said to vary, or only possibly added, in a sentence that
    // says the amount on the day of payment may be greater) explains the amount whichever reader found it (session 51).
    .map((c) => ({ ...c, explainsAmount: CHARGE_CAUSE_LEAD.test(c.span.text) || growth.claims.some((g) => g.explainsAmount && overlaps(c, g)) }));
  const all = [...charges, ...more.filter((g) => !charges.some((c) => overlaps(c, g)))];
  return all.filter((c) => {
    const sentence = folded.slice(c.sentence.start, c.sentence.end);
    // Court costs follow a judgment by law; attorney's fees do not (the American Rule: only a contract or a statute
    // allows them, Lox v. CDA, 7th Cir. 2012), so a court said to award them is still the collector's claim.
    const courtCosts = c.what === 'costs' && COURT_AWARD.test(sentence);
    return (
      c.certainty !== 'negated' &&
      !courtCosts &&
      !PAYMENT_METHOD.test(sentence) &&
      !IF_PERMITTED.test(sentence) &&
      !PERMISSION_CONDITION.test(sentence) &&
      !OTHERS_CHARGES.test(sentence)
    );
  });
};

const KIND_TEXT: Readonly<Record<FeeKind, string>> = {
  collection: 'a collection fee or cost',
  processing: 'a processing, administrative or service fee',
  convenience: 'a fee for paying, added to the amount owed',
  court: 'court costs',
  attorney: "attorney's fees",
  late: 'late fees',
  insurance: 'an insurance charge',
  other: 'a charge it does not name',
};

const describeItem = (i: Item): string =>
  `${KIND_TEXT[i.kind]} ("${quote(i.span, 80)}"${i.amount !== undefined && !i.span.text.includes('$') ? `, ${showMoney(i.amount)}` : ''})`;

export const rule: Rule = {
  meta: {
    id: 'unauthorized_fees_or_interest',
    title: 'Fees or interest not authorized by contract or law',
    citation: '15 U.S.C. 1692f(1), 1692e(2)(A); 12 CFR 1006.22(b); Heintz v. Jenkins',
    kind: 'context',
    section: '1.5',
    description:
      'A debt collector may add interest, fees or charges to what you owe only if the agreement that created the debt expressly allows them or the law permits them. Collection, processing or administrative fees, court costs when no lawsuit was filed, and percentage add-ons are common examples of charges that may not be allowed.',
    severity: 7,
    value: 1000,
  },
  check: withFederalGate({}, (ctx, folded, gate) => {
    const assumptions = [...gate.assumptions];
    // An amount due that includes charges not yet incurred is not the amount of the debt, whatever the agreement allows.
    const unaccrued = [...readBalanceGrowth(ctx.text).unaccrued, ...estimatedRows(ctx, folded).map((span) => ({ span, sentence: span }))];
    if (unaccrued.length > 0) {
      // Carlin (2d Cir. 2017), Kaymark v. Bank of America (3d Cir. 2015) and Prescott v. Seterus (11th Cir. 2015) hold it.
      const second = [2, 3, 11].includes(circuitOf(ctx.gates.state) ?? 0);
      if (!second)
        assumptions.push(
          'Carlin v. Davidson Fink (Second Circuit), Kaymark v. Bank of America (Third Circuit) and Prescott v. Seterus (Eleventh Circuit) bind in their circuits; elsewhere courts may decide differently.',
        );
      return {
        status: 'flag',
        message: `This letter may overstate what you owe: it says the amount it asks for includes charges that have not yet been incurred or come due ("${quote(unaccrued[0]!.span, 120)}"). A collector may collect only amounts you owe, and a figure that includes estimated or future fees or costs does not state the amount of the debt (15 U.S.C. 1692e(2)(A), 1692f(1), 1692g(a)(1); Carlin v. Davidson Fink LLP, 2d Cir. 2017). Before paying, ask in writing for the amount owed today, without estimated charges.`,
        evidence: unaccrued.map((u) => u.sentence),
        confidence: second ? 'medium' : 'low',
        assumptions,
        misstated: true,
      };
    }
    const interestAdded = interestAddedSince(ctx, folded);
    if (interestAdded && ctx.answers.balanceCanIncrease === false)
      return {
        status: 'flag',
        message: `This letter shows interest added to your debt after it left the creditor ("${quote(interestAdded, 120)}"), and you told us the balance cannot grow (the creditor stopped adding interest, or your agreement allows none). Adding interest that cannot lawfully be added misstates what you owe (15 U.S.C. 1692e(2)(A), 1692f(1); 12 CFR 1006.22(b)). Before paying, ask in writing for the amount without that interest.`,
        evidence: [interestAdded],
        confidence: 'medium',
        assumptions,
      };
    const suit = ctx.answers.lawsuitFiled === true || ctx.answers.judgmentEntered === true || testText(SUIT_CONTEXT, folded);
    const judgment = ctx.answers.judgmentEntered === true || testText(JUDGMENT, folded);
    const items = findItems(ctx, folded).filter((i) => !(i.kind === 'attorney' && judgment) && !(i.kind === 'court' && suit));
    const answer = ctx.answers.contractAllowsCollectionFees;
    if (items.length === 0) {
      // "Fees may be added" where nothing allows them is a threat of a charge that cannot lawfully be made
      // (15 U.S.C. 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).
      const threatened = threatenedCharges(ctx, folded);
      if (threatened.length === 0 && interestAdded && ctx.answers.balanceCanIncrease === undefined)
        return {
          status: 'needs_input',
          questions: [QUESTIONS.balanceCanIncrease],
          message: `This letter shows interest added to your debt after it left the creditor ("${quote(interestAdded, 120)}"). That is lawful only if your agreement or the law lets the balance keep growing (15 U.S.C. 1692f(1)).`,
          evidence: [interestAdded],
          assumptions,
        };
      if (threatened.length === 0 || answer === true) return { status: 'pass', assumptions };
      const said = threatened.map((c) => `"${quote(c.span, 80)}"`).join('; ');
      if (answer === false)
        return {
          status: 'flag',
          message: threatened.some((c) => c.certainty === 'hedged')
            ? `This letter says fees or costs may be added to your debt (${said}). You told us your original agreement does not allow such fees, and the letter cites no law that does. Saying that charges may be added when none can lawfully be added misrepresents what you owe and threatens a step that cannot be taken (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).`
            : `This letter says fees or costs will be added to your debt (${said}). You told us your original agreement does not allow such fees, and the letter cites no law that does. Adding charges that cannot lawfully be added misrepresents what you owe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018).`,
          evidence: threatened.map((c) => c.sentence),
          confidence: 'medium',
          assumptions,
        };
      // The Miller explanation naming late charges or other charges is not made true by interest alone accruing: in Boucher
      // v. Finance System of Green Bay (7th Cir. 2018) the letters showed an interest balance, and naming "late charges and
      // other charges" that could not be added was misleading. So a balance that can grow does not settle it; whether the
      // agreement allows those charges does (asked below; flagged above when it does not; passed when it does). Decision 153.
      // The letter's own words claim a charge it does not say anything allows: flagged from the words (low), with the
      // one thing they cannot tell stated as the assumption, as for a fee already added. A letter that says the
      // agreement allows it, a returned check (many states set a service charge), or a student loan (the Higher Education
      // Act sets collection costs) is asked about instead.
      // The Miller v. McCalla explanation ("because of interest, late charges and other charges that may vary…, the
      // amount due … may be greater", in any order or wording: charges said to vary or change, or named as the cause,
      // in a sentence that says the amount may be greater) is the Seventh Circuit's safe harbour: wrong only where those
      // charges cannot be added (Boucher), which the words cannot tell, so it is asked about.
      const fromWords = threatened.filter((c) => !c.explainsAmount);
      if (fromWords.length > 0 && !matchIn(ctx.text, folded, FEE_AUTHORITY_CLAIM) && !testText(DISHONORED_CHECK, folded) && !studentLoan(ctx, folded)) {
        const quoted = fromWords.map((c) => `"${quote(c.span, 80)}"`).join('; ');
        return {
          status: 'flag',
          message: fromWords.some((c) => c.certainty === 'hedged')
            ? `This letter says fees or costs may be added to your debt (${quoted}) and does not say what allows them. A collector may add a fee only if your original agreement expressly allows it or the law permits it; saying that charges may be added when none can lawfully be added misrepresents what you owe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018). If your agreement does allow them, tell us and we will re-check.`
            : `This letter says fees or costs will be added to your debt (${quoted}) and does not say what allows them. A collector may add a fee only if your original agreement expressly allows it or the law permits it; saying that charges will be added when none can lawfully be added misrepresents what you owe (15 U.S.C. 1692e(2)(A), 1692e(5), 1692f(1); Boucher v. Finance System of Green Bay, 7th Cir. 2018). If your agreement does allow them, tell us and we will re-check.`,
          evidence: fromWords.map((c) => c.sentence),
          confidence: 'low',
          assumptions: [...assumptions, 'Assumed your original agreement does not expressly allow these fees (the letter does not say that it does).'],
        };
      }
      return {
        status: 'needs_input',
        questions: [
          {
            id: 'contractAllowsCollectionFees',
            text: 'Does your original agreement with the creditor expressly allow the fees this letter says may be added (for example collection fees or costs)?',
            type: 'boolean',
          },
        ],
        message: `This letter says fees or costs may be added to your debt (${said}). Whether they can be depends on your original agreement and state law (15 U.S.C. 1692f(1)).`,
        evidence: threatened.map((c) => c.sentence),
        assumptions,
      };
    }

    const agreedPercent = matchIn(ctx.text, folded, AGREED_PERCENT);
    const contractClaim = matchIn(ctx.text, folded, FEE_AUTHORITY_CLAIM) ?? agreedPercent;
    const court = items.filter((i) => i.kind === 'court');
    const percent = agreedPercent ? [] : items.filter((i) => i.percent && (i.kind === 'collection' || i.kind === 'processing' || i.kind === 'convenience'));
    const strongKinds = items.filter((i) => i.kind === 'collection' || i.kind === 'processing' || i.kind === 'convenience');
    const question = {
      id: 'contractAllowsCollectionFees' as const,
      text: 'Does your original agreement with the creditor expressly allow the fees this letter adds (for example collection fees or costs)?',
      type: 'boolean' as const,
    };

    if (answer === false) {
      return {
        status: 'flag',
        message: `This letter adds ${items.map(describeItem).join('; ')}. You told us your original agreement does not allow such fees, and no law is cited that permits them. Collecting amounts not expressly authorized by the agreement or by law is prohibited (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)).`,
        evidence: items.map((i) => i.span),
        confidence: 'high',
        assumptions,
      };
    }
    const unearned = unearnedAttorneyFees(ctx, folded, items, suit);
    if (unearned.length > 0 && ctx.answers.lawsuitFiled === false)
      return {
        status: 'flag',
        message: `This letter lists ${unearned.map(describeItem).join('; ')} as part of what you owe, but you told us no lawsuit was filed, and the letter comes from no lawyer and speaks of none. Attorney's fees for legal work that was not done are not owed, whatever your agreement allows, and listing them misstates the debt (15 U.S.C. 1692e(2)(A), 1692e(2)(B), 1692f(1); Kaymark v. Bank of America, 3d Cir. 2015). Before paying, ask in writing what legal work the fees are for.`,
        evidence: unearned.map((i) => i.span),
        confidence: 'low',
        assumptions: [...assumptions, 'Assumed no lawyer worked on the account before suit (the letter names none).'],
      };
    if (unearned.length > 0 && ctx.answers.lawsuitFiled === undefined && answer === true)
      return {
        status: 'needs_input',
        questions: [QUESTIONS.lawsuitFiled],
        message: `This letter lists ${unearned.map(describeItem).join('; ')} as part of what you owe, and comes from no lawyer. Attorney's fees are owed only for legal work done; if no lawsuit was filed, the fee may be for work that was never done (15 U.S.C. 1692e(2)(A), 1692f(1); Kaymark v. Bank of America, 3d Cir. 2015). Has a lawsuit been filed on this debt?`,
        evidence: unearned.map((i) => i.span),
        assumptions,
      };
    if (court.length > 0) {
      return {
        status: 'flag',
        message: `This letter charges ${court.map(describeItem).join('; ')}, but nothing in it shows that a lawsuit was filed. Court costs exist only in a lawsuit, so this amount may not be lawful to collect (15 U.S.C. 1692f(1), 1692e(2)(A)).`,
        evidence: court.map((i) => i.span),
        confidence: 'medium',
        assumptions: [...assumptions, 'Assumed no lawsuit has been filed on this debt (the letter mentions none).'],
      };
    }
    if (answer === true) {
      // The Seventh Circuit reads an agreement to pay "costs" of collection as allowing a percentage fee (Bernal v. NRA
      // Group, 7th Cir. 2019), against the Eighth (Kojetin v. C U Recovery, 2000) and the Eleventh (Bradley v. Franklin
      // Collection Service, 2014): there the percentage is not flagged once the agreement allows collection costs.
      if (percent.length > 0 && circuitOf(ctx.gates.state) === 7)
        return {
          status: 'pass',
          assumptions: [
            ...assumptions,
            'In the Seventh Circuit an agreement to pay collection costs, which you told us yours is, has been held to allow a percentage fee (Bernal v. NRA Group, 2019), though other circuits hold otherwise (Kojetin; Bradley).',
          ],
        };
      if (percent.length > 0 && !studentLoan(ctx, folded)) {
        return {
          status: 'flag',
          message: `This letter adds ${percent.map(describeItem).join('; ')}: a fee set as a percentage of the balance. Even where an agreement allows "costs of collection", courts have held a flat percentage that is not tied to the collector's actual costs may be unlawful (15 U.S.C. 1692f(1)).`,
          evidence: percent.map((i) => i.span),
          confidence: 'low',
          assumptions: [
            ...assumptions,
            "You told us your agreement allows collection fees; whether it allows this percentage depends on its exact words and your state's law.",
          ],
        };
      }
      return { status: 'pass', assumptions: [...assumptions, 'You told us your original agreement allows the fees the letter adds.'] };
    }
    const checkDebt = testText(DISHONORED_CHECK, folded);
    const student = (percent.length > 0 || strongKinds.length > 0) && studentLoan(ctx, folded);
    if (!student && (percent.length > 0 || (strongKinds.length > 0 && !contractClaim && !checkDebt))) {
      const flagged = percent.length > 0 ? percent : strongKinds;
      return {
        status: 'flag',
        message: `This letter adds ${flagged.map(describeItem).join('; ')}. A collector may collect such a fee only if your original agreement expressly allows it or the law permits it (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)); ${percent.length > 0 ? 'a flat percentage of the balance is often not tied to any real cost. ' : ''}the letter does not say what allows it. If your agreement does allow it, tell us and we will re-check.`,
        evidence: flagged.map((i) => i.span),
        confidence: 'medium',
        assumptions: [...assumptions, 'Assumed your original agreement does not expressly allow this fee (the letter does not show that it does).'],
      };
    }
    return {
      status: 'needs_input',
      questions: [question, ...(unearned.length > 0 && ctx.answers.lawsuitFiled === undefined ? [QUESTIONS.lawsuitFiled] : [])],
      message: `This letter adds ${items.map(describeItem).join('; ')}${contractClaim ? ` and says it is allowed ("${quote(contractClaim, 80)}")` : ''}. Whether it may be collected depends on your original agreement and state law${checkDebt ? ' (many states allow a set service charge on a returned check)' : ''}${student ? " (on a defaulted federal student loan, federal law requires reasonable collection costs: 20 U.S.C. 1091a(b)(1); a private student loan's note decides)" : ''} (15 U.S.C. 1692f(1)).`,
      evidence: items.map((i) => i.span),
      assumptions,
    };
  }),
};
