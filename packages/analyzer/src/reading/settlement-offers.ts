import { findPhrases, isNegatedAt } from '../rules/_conduct-and-time-bar/phrases';
import type { Span } from '../types';
import { onForgetLetter } from '../text/last-letter';
import { readOfferTerms } from './offer-terms';
import { readSumsThatEndTheDebt } from './sums-that-end-the-debt';
import { readOwedAmounts } from './owed-amounts';
import { findMoney } from '../rules/_disclosures-and-amounts/numbers';

/**
 * An offer to take less than the balance, or to take it over time, in the ways letters write it (and, read by
 * `sums-that-end-the-debt.ts`, a figure below the debt said to end it, whatever the words: decision 263): the
 * conduct the courts of appeals judged on time-barred debts (a "settlement" offer implies a debt the
 * law still enforces: McMahon v. LVNV Funding, 7th Cir. 2014; Buchanan v. Northland Group, 6th Cir.
 * 2015; Daugherty v. Convergent Outsourcing, 5th Cir. 2016; Tatis v. Allied Interstate, 3d Cir. 2018),
 * as against a bare request for payment (Huertas v. Galaxy Asset Management, 3d Cir. 2011: lawful
 * without a threat of suit). English and Spanish; negated offers ("we cannot offer a discount") are not
 * offers.
 */
const OFFER_PATTERNS: readonly RegExp[] = [
  // settle / settlement / resolve for less
  /\bsettle(?:ment|d|s)?\b/i,
  /\bresolve\s+(?:this|your|the)\s+(?:account|debt|balance|matter)\s+(?:for|with|at)\b/i,
  // discounts, savings, percentages off, reduced balances
  /\bdiscount(?:ed|s)?\b/i,
  /\b\d{1,2}(?:\.\d+)?\s*(?:%|percent)\s+(?:off|discount|savings|reduction|of\s+(?:the|your)\s+(?:total\s+|current\s+|account\s+)?balance)\b/i,
  /\bsav(?:e|ings?)\s+(?:of\s+)?(?:\$\s?\d|\d{1,2}\s*(?:%|percent))/i,
  /\breduc(?:e|ed|tion)\s+(?:in\s+)?(?:your\s+|the\s+)?(?:amount|balance|payoff|lump|debt|total)\b/i,
  /\b(?:accept|take)\s+(?:a\s+)?(?:reduced|lesser|smaller|partial|lower)\s+(?:amount|sum|payment|balance)\b/i,
  /\b(?:willing|agreed?|authori[sz]ed|prepared)\s+(?:us\s+)?to\s+accept\b/i,
  /\baccept\s+\$\s?[\d,.]+\s+(?:as\s+)?(?:(?:full\s+)?payment\s+in\s+full|full\s+(?:payment|settlement|satisfaction))\b/i,
  /\b(?:less|lower)\s+than\s+(?:the\s+)?(?:full|total|entire)\s+(?:balance|amount)\b/i,
  // offers and plans
  /\b(?:special|one[-\s]time|limited[-\s]time|settlement|payoff|exclusive|reduced)\s+offers?\b/i,
  /\boffer(?:ing)?\s+(?:you\s+)?(?:to\s+)?(?:settle|resolve|close|pay\s+off|an?\s+opportunity)\b/i,
  /\b(?:payment|installment|instalment|monthly)\s+(?:plans?|arrangements?|programs?|options?)\b/i,
  // the offer named as such and taken up, kept open or timed ("take advantage of this offer", "to accept
  // our offer", "this offer expires / is valid until / is good for 30 days"): Holzman (11th Cir. 2019)
  /\b(?:take\s+advantage\s+of|accept(?:ing)?|respond(?:ing)?\s+to|act\s+on)\s+(?:this|our|the|these|either|any\s+of\s+(?:these|our))\s+(?:(?:special|limited|above|following|settlement|payment|discount(?:ed)?|reduced|payoff)\s+)?offers?\b/i,
  /\b(?:this|our|the\s+(?:above|following))\s+offers?\s+(?:(?:is|are)\s+(?:only\s+)?(?:valid|good|available|open)|(?:will\s+)?(?:expires?|ends?|lapses?)|(?:is|are)\s+(?:contingent|conditioned|subject\s+to)|(?:will\s+)?(?:remains?|stays?)\s+open|may\s+not\s+be\s+(?:renewed|repeated|available|extended|offered\s+again))\b/i,
  /\bin\s+(?:\d+|two|three|four|five|six|twelve)\s+(?:monthly\s+)?(?:payments|installments|instalments)\s+of\b/i,
  // An offer said by what it does (decision 143): a sum taken to close, clear or satisfy the account or in full
  // satisfaction ("we will accept $500 to close your account", "pay only $500 and your account will be closed", "pay
  // $500 and we will consider the account paid in full"); the rest forgiven, waived or taken off; a part of the
  // balance instead of all of it ("instead of the full balance", "a fraction of the balance", "$750 off your
  // balance", "a reduction of 60%", "lower your balance to $500"); the account qualifying for a reduction; the
  // opportunity to pay a part; instalments.
  /\b(?:accept|take)\s+(?:only\s+|just\s+)?\$\s?[\d,]+(?:\.\d{2})?\s+(?:to\s+(?:close|resolve|satisfy|clear|settle)|in\s+(?:full\s+)?(?:satisfaction|settlement)|as\s+(?:full\s+|a\s+)?(?:settlement|satisfaction|payment\s+in\s+full))\b/i,
  /\bpay(?:ing)?\s+(?:only\s+|just\s+)?(?:\$\s?[\d,]+(?:\.\d{2})?|\d{1,2}\s*(?:%|percent)(?:\s+of\s+(?:the|your)\s+(?:\w+\s+)?balance)?)\s+(?:and|to)\s+(?:(?:we\s+will|our\s+client\s+will)\s+consider\s+)?(?:your|the|this)\s+(?:account|debt|balance)\s+(?:will\s+be\s+)?(?:closed|settled|satisfied|resolved|paid\s+in\s+full|cleared)|\bpay(?:ing)?\s+(?:only\s+|just\s+)?\$\s?[\d,]+(?:\.\d{2})?\s+to\s+(?:close|settle|satisfy|resolve|clear)\s+(?:this|your|the)\s+(?:account|debt|balance)(?:\s+in\s+full)?\b/i,
  /\bpay\s+(?:only\s+|just\s+)?\$\s?[\d,]+(?:\.\d{2})?\s+as\s+(?:(?:full\s+)?payment\s+in\s+full|full\s+(?:payment|settlement|satisfaction)|(?:a\s+)?settlement)\b/i,
  /\b(?:will|would)\s+(?:then\s+)?consider\s+(?:your|the|this)\s+(?:account|debt|balance)\s+(?:as\s+)?(?:paid\s+in\s+full|settled|satisfied)\b/i,
  /\b(?:forgive|waive|write\s+off|cancel|eliminate)\w*\s+(?:the\s+)?(?:remaining|rest\s+of\s+(?:the|your)|remainder\s+of\s+(?:the|your)|balance\s+of\s+(?:the|your))\s*(?:balance|debt|amount)?|\b(?:the\s+)?(?:rest|remainder|remaining\s+balance)\s+(?:will|would)\s+be\s+(?:forgiven|waived|written\s+off|cancell?ed)\b/i,
  /\binstead\s+of\s+(?:the\s+)?(?:full|total|entire|whole)\s+(?:balance|amount)\b|\ba\s+fraction\s+of\s+(?:the|your|what\s+you)\s+(?:balance|owe|amount)|\bless\s+than\s+(?:what\s+)?you\s+owe\b|\$\s?[\d,]+(?:\.\d{2})?\s+off\s+(?:of\s+)?(?:your|the)\s+(?:balance|debt|account)\b|\breduction\s+of\s+\d{1,2}\s*(?:%|percent)|\b(?:lower|reduce|cut)\s+(?:your|the)\s+(?:balance|debt)\s+(?:to|by)\b|\b(?:lower|reduce|cut|shrink)\s+(?:what\s+you\s+owe|the\s+amount\s+(?:you\s+owe|owed|due)|(?:your|the)\s+(?:balance|debt))\s+(?:by\s+(?:half|\d{1,2}\s*(?:%|percent)|\$)|in\s+half|to\s+\$)/i,
  /\b(?:qualif(?:y|ies|ied)|eligible)\s+for\s+(?:a|an|our)\s+(?:\w+\s+)?(?:reduction|discount|settlement|reduced\s+(?:payoff|balance))\b|\bopportunity\s+to\s+pay\s+(?:only\s+|just\s+)?(?:\d{1,2}\s*(?:%|percent)|\$\s?[\d,]+|a\s+(?:reduced|lesser|portion|part))/i,
  /\b(?:in|through|by)\s+(?:monthly\s+)?(?:installments|instalments)\b|\b(?:in|through|with)\s+(?:smaller\s+|small\s+|affordable\s+|easy\s+|manageable\s+|regular\s+|equal\s+)?(?:monthly|weekly|bi-?weekly)\s+payments\b|\baccept\s+(?:monthly|partial)\s+payments\b|\bover\s+(?:\d+|two|three|four|five|six|twelve|several|the\s+next\s+\w+)\s+months\b|\bpaid\s+over\s+time\b/i,
  /\b(?:payment|lump[-\s]sum|sum)\s+of\s+\$\s?[\d,]+(?:\.\d{2})?\s+(?:will|would|can|shall)\s+(?:fully\s+)?(?:satisfy|resolve|settle|close|clear|pay\s+off)\b|\b(?:approved|authori[sz]ed)\s+(?:a|an|the)\s+(?:\w+\s+)?(?:payoff|settlement|reduction|discount)\b|\beligible\s+for\s+(?:special|reduced|flexible)\s+(?:terms|payments?|payoff)\b/i,
  /\bquedar[aá]\s+(?:saldad[ao]|liquidad[ao]|pagad[ao]|cerrad[ao])\b|\bpague\s+(?:solo|s[oó]lo|solamente|[uú]nicamente)\s+\$/i,
  // A part of the balance, a lower figure, a programme to take it over time, or the sum named by what it does (decision
  // 152): "pay a portion of your balance", "we can work with you on a lower amount", "ask about our hardship program",
  // "Amount to resolve: $500", "You save: $750", "pague una parte de su saldo", "un monto menor", "programa de ayuda".
  /\b(?:pay(?:ing)?|resolv\w*|settl\w*|clos\w*|accept\w*)\s+(?:only\s+|just\s+)?(?:a\s+)?(?:portion|part|percentage|fraction)\s+of\s+(?:the|your|this)\s+(?:\w+\s+)?(?:balance|debt|amount)\b|\b(?:a|the)\s+(?:lower|lesser|smaller|reduced)\s+(?:amount|sum|figure|payoff|number)\b|\b(?:hardship|assistance|repayment|resolution|settlement|relief)\s+(?:programs?|plans?|options?)\b|\b(?:amount|payment|sum)\s+(?:to|needed\s+to|required\s+to)\s+(?:resolve|settle|close|satisfy|clear)\b|\byou\s+(?:save|will\s+save|could\s+save)\s*:?\s*\$/i,
  /\b(?:una\s+)?(?:parte|porci[oó]n|fracci[oó]n|porcentaje)\s+de\s+su\s+(?:saldo|deuda)\b|\b(?:un\s+)?monto\s+(?:menor|reducido)\b|\bprograma\s+de\s+(?:ayuda|dificultad(?:es)?(?:\s+econ[oó]micas?)?|pagos?|alivio)\b|\b(?:usted\s+)?ahorra\s*:?\s*\$/i,
  // The offer said as a label or a bare imperative (decision 358): "Resolve for $400", "Offer amount: $400", "Discounted balance:
  // $400", "enroll in our special program", "Resuelva por $400", "Monto de la oferta: $400", "programa especial".
  /\bresolve\s+(?:(?:it|now|today)\s+){0,2}for\s+(?:only\s+|just\s+)?\$\s?\d|\b(?:offer|offered|discounted|reduced|special|savings)\s+(?:amount|balance|payoff|price|payment)\s*:?\s*\$\s?\d|\b(?:special|discount|savings|reduction)\s+programs?\b/i,
  /\bresuelva\s+(?:su\s+(?:cuenta|deuda|saldo)\s+|hoy\s+)?por\s+(?:solo\s+|s[oó]lo\s+)?\$\s?\d|\bmonto\s+(?:de\s+la\s+)?(?:oferta|descuento)\s*:?\s*\$\s?\d|\bprograma\s+(?:especial|de\s+(?:descuento|ahorro|reducci[oó]n))\b/i,
  // The offer called by another name (decision 381): an opportunity, a chance or savings named as what the account offers ("a
  // special opportunity for you on this account", "the savings available on your account", "una oportunidad de ahorro"); less
  // than the balance said by its fraction or its result ("50 cents on the dollar", "pay half and the rest is gone", "your balance
  // can be lowered to $450"); a plan said by what it fits ("an arrangement that fits your budget", "let you pay $50 a month",
  // "monthly amounts you can afford").
  /\b(?:special|exclusive|limited[-\s]time|one[-\s]time|unique)\s+(?:savings\s+)?(?:opportunit(?:y|ies)|chance)\b|\b(?:savings|settlement|discount|payoff|resolution)\s+(?:opportunit(?:y|ies)|chance)\b|\bsavings?\s+(?:available|offered|waiting)\b|\bsavings?\s+on\s+(?:your|this|the)\s+(?:account|balance|debt)\b/i,
  /\b\d{1,2}\s+cents\s+on\s+the\s+dollar\b|\bpennies\s+on\s+the\s+dollar\b|\bpay(?:ing)?\s+(?:only\s+|just\s+)?(?:one[-\s])?(?:half|a\s+third|a\s+quarter)\b(?!\s+of\s+the\s+month)|\b(?:the\s+)?(?:rest|remainder)(?:\s+of\s+(?:the|your)\s+(?:balance|debt))?\s+(?:is|are|will\s+be|gets?)\s+(?:gone|erased|wiped\s+(?:out|away|clean)|taken\s+off|forgiven|waived|written\s+off|cancell?ed|dropped)\b|\b(?:balance|debt|amount\s+(?:you\s+owe|owed|due))\s+(?:can|could|may|might)\s+be\s+(?:lowered|reduced|cut|discounted|decreased)\b/i,
  /\b(?:arrangement|plan|schedule|terms)\s+(?:that|which|to)\s+(?:fits?|suits?|works?\s+for|match(?:es)?)\s+(?:you|your\s+(?:budget|needs|situation|finances|means))\b|\b(?:let|allow)\s+you\s+(?:to\s+)?pay\s+(?:only\s+|just\s+|as\s+little\s+as\s+)?\$\s?[\d,]+(?:\.\d{2})?\s+(?:a|per|each|every)\s+(?:month|week)\b|\b(?:monthly|weekly)\s+(?:amounts?|payments?|sums?|installments?)\s+(?:that\s+)?you\s+can\s+(?:afford|manage)\b/i,
  /\bmenos\s+de\s+lo\s+que\s+(?:usted\s+)?debe\b|\boportunidad\s+(?:especial|exclusiva|de\s+ahorro|de\s+(?:liquidar|saldar|resolver|arreglar))\b|\baceptar(?:emos|[aá]|[ií]amos)?\s+(?:solo\s+|s[oó]lo\s+)?(?:el|un)\s+\d{1,2}\s*%|\b(?:saldo|deuda|monto)\s+(?:se\s+)?(?:puede|podr[ií]a)\s+(?:reducir|rebajar|bajar)(?:se)?\b|\bpag(?:ue|ar)\s+(?:solo\s+|s[oó]lo\s+)?la\s+mitad\b|\bel\s+resto\s+(?:se\s+)?(?:perdona|condona|cancela|elimina|borra|le\s+ser[aá]\s+perdonado)|\bdar(?:emos|[eé])?\s+(?:la|su|esta)\s+(?:cuenta|deuda)\s+por\s+(?:cerrad|saldad|liquidad|pagad)[ao]\b|\b(?:montos|pagos|cantidades|cuotas)\s+(?:mensuales\s+)?que\s+(?:usted\s+)?pueda\s+(?:costear|pagar|permitirse|manejar)\b|\bopciones\s+de\s+pago\b|\b\d{1,2}\s+centavos\s+por\s+d[oó]lar\b/i,
  // A part of the debt forgiven, a percentage paid, the balance split into payments or a plan started small, what is owed lowered
  // (decision 381): "a portion of your debt can be forgiven", "we can waive part of your balance", "pay 60% and be done", "split
  // your balance into 6 easy payments", "start with as little as $25", "call us to lower what you owe", "divida su saldo en 6
  // pagos", "pague el 60%", "comience con solo $25", "una rebaja en su saldo".
  /\b(?:portion|part)\s+of\s+(?:your|the|this)\s+(?:\w+\s+)?(?:balance|debt|amount)\s+(?:can|could|may|will|would)\s+be\s+(?:forgiven|waived|written\s+off|cancell?ed|erased|taken\s+off)\b|\b(?:forgive|waive|write\s+off|cancel|erase)\s+(?:a\s+)?(?:portion|part|some)\s+of\s+(?:your|the|this)\s+(?:\w+\s+)?(?:balance|debt|amount)\b|\bpay(?:ing)?\s+(?:only\s+|just\s+)?\d{1,2}\s*(?:%|percent)(?!\s+(?:interest|apr|a\s+year|per\s+(?:year|annum)))|\b(?:split|break|divide|spread)\s+(?:up\s+)?(?:your|the|this)\s+(?:\w+\s+)?(?:balance|debt|amount|payments?)\s+(?:up\s+)?(?:into|over|across)\b|\bstart\s+(?:with|for|at)\s+(?:as\s+little\s+as|only|just)\s+\$\s?\d|\b(?:lower|reduce|cut|shrink)\s+what\s+you\s+owe\b/i,
  /\b(?:divid|repart)(?:a|ir)\s+(?:su|la|esta)\s+(?:deuda|saldo|cuenta)\s+en\b|\bpag(?:ue|ar)\s+(?:solo\s+|s[oó]lo\s+)?(?:el\s+)?\d{1,2}\s*%|\bcomien(?:ce|zar?)\s+con\s+(?:solo\s+|s[oó]lo\s+|tan\s+solo\s+|apenas\s+)\$\s?\d|\b(?:reducci[oó]n|rebaja)\s+(?:en|a)\s+su\s+(?:saldo|deuda)\b|\b(?:perdonar|condonar|cancelar)\w*\s+(?:una\s+)?parte\s+de\s+su\s+(?:saldo|deuda)\b/i,
  // Spanish
  /\b(?:acuerdo|liquidaci[oó]n|arreglo)\s+(?:de\s+)?(?:pago|deuda|cuenta|saldo)?|\bliquidar\s+(?:su|la|esta)\s+(?:cuenta|deuda)\b/i,
  /\baprovech(?:e|ar)\s+(?:esta|nuestra|la)\s+oferta\b|\b(?:esta|nuestra)\s+oferta\s+(?:vence|expira|termina|es\s+v[aá]lida|est[aá]\s+disponible|queda\s+abierta)\b/i,
  /\baceptar(?:emos|[aá])\s+(?:solo\s+|s[oó]lo\s+)?\$\s?[\d,]+|\bcerrar\s+su\s+cuenta\s+con\s+(?:un\s+)?pago\b|\b(?:reducci[oó]n|rebaja)\s+(?:de(?:l)?\s+)?(?:\d{1,2}\s*%|su\s+saldo)|\ben\s+lugar\s+del\s+saldo\s+total\b|\b(?:perdonar|condonar)\w*\s+(?:el\s+)?(?:resto|saldo\s+restante)\b|\ben\s+(?:c[uo]otas|plazos|mensualidades)\b|\ba\s+plazos\b|\ben\s+(?:pagos|abonos)\s+(?:(?:peque[nñ]os|c[oó]modos|parciales|iguales)\s+)?(?:mensuales|semanales|quincenales)\b/i,
  /\bdescuentos?\b|\bahorr(?:o|e|ar)\s+(?:de\s+)?(?:\$\s?\d|\d{1,2}\s*%)|\bsaldo\s+reducido\b|\boferta\s+(?:especial|de\s+(?:pago|liquidaci[oó]n|arreglo))\b|\bplan\s+de\s+pagos?\b|\baceptar\s+(?:un\s+)?(?:monto|pago|cantidad)\s+(?:menor|reducid[oa])\b/i,
];

/** "We cannot offer you a discount", "we are not able to accept less", "no podemos ofrecerle un descuento". */
const NEGATED_OFFER = /\b(?:cannot|can['’]?t|not|never|unable\s+to|no\s+(?:podemos|puede|ofrecemos))\s+(?:[\wáéíóúñ]+\s+){0,3}$/i;

/**
 * A reduction said as what any payment does ("each payment you make will reduce your balance", "payments are applied to reduce
 * the balance"): the arithmetic of paying, not an offer to take less (decision 381).
 */
const PAYMENT_DOES =
  /\b(?:payments?|pagos?)\s+(?:(?:that\s+)?you\s+(?:make|send)\s+|(?:que\s+)?(?:usted\s+)?(?:haga|env[ií]e)\s+)?(?:will|would|shall|can|may|does|do|(?:is|are)\s+applied\s+to)\s+(?:\w+\s+)?$|\bapplied\s+to\s+$/i;

/**
 * The phrase's only figures are what the letter states as owed, not marked as less ("pay $2,140.55 to close this account"
 * beside "Balance: $2,140.55"): the whole debt asked for, a demand, not an offer (Huertas; decision 263).
 */
const MARKED_LESS_WORD = /\b(?:only|just|solo|s[oó]lo|solamente)\b/i;
const wholeDebtAsked = (text: string, span: Span): boolean => {
  if (!span.text.includes('$') || MARKED_LESS_WORD.test(span.text)) return false;
  const owed = readOwedAmounts(text);
  const figures = findMoney(text, span.start, span.end);
  return figures.length > 0 && figures.every((f) => owed.some((o) => Math.abs(o.value - f.value) < 1));
};

const memo = { text: undefined as string | undefined, found: [] as Span[] };
onForgetLetter(() => {
  memo.text = undefined;
  memo.found = [];
});

/**
 * The offers the letter makes, in text order (negated ones left out): the phrases above, and a plan read by its terms
 * whatever names it (decision 130's reader: a count of payments and their figure, "monthly payments as low as $50",
 * "pagos desde solo $50"): a plan is an offer to take the debt over time. A figure by a date alone is not: a demand
 * ("pay $600 by June 30") asks for payment without offering anything (Huertas).
 */
export const settlementOfferSpans = (text: string): Span[] => {
  if (memo.text !== text) {
    const named = findPhrases(text, OFFER_PATTERNS).filter(
      (s) =>
        !isNegatedAt(text, s.start) &&
        !NEGATED_OFFER.test(text.slice(Math.max(0, s.start - 40), s.start)) &&
        !PAYMENT_DOES.test(text.slice(Math.max(0, s.start - 50), s.start)) &&
        !wholeDebtAsked(text, s),
    );
    const apart = (span: Span): boolean => !named.some((s) => s.start < span.end && span.start < s.end);
    const plans = readOfferTerms(text)
      .filter((t) => t.kind !== 'lump_by_date' && apart(t.span))
      .map((t) => t.span);
    // A figure below the debt said to end it (decision 263): "pay $800.00 and we will call it even", "saldar la cuenta por $800.00".
    const sums = readSumsThatEndTheDebt(text)
      .map((o) => o.span)
      .filter(apart);
    memo.found = plans.length || sums.length ? [...named, ...plans, ...sums].sort((a, b) => a.start - b.start) : named;
    memo.text = text;
  }
  return memo.found.slice();
};
