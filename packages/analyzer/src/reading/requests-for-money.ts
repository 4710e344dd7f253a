import { closingSpans, findPhrases, isNegatedAt, paymentRequestSpans, sentenceAround } from '../rules/_conduct-and-time-bar/phrases';
import type { Span } from '../types';
import { memoOnLastLetter } from '../text/last-letter';
import { settlementOfferSpans } from './settlement-offers';

/**
 * Whether a debt collector's letter asks for money, read by what the words do, not by the verb "pay"
 * (decision 143). In the law's eyes a dunning letter from a debt collector is a request for payment
 * (Pantoja v. Portfolio Recovery, 7th Cir. 2017; McMahon v. LVNV Funding, 7th Cir. 2014: the letters
 * there asked for money in many words; the FDCPA reaches every communication "in connection with the
 * collection of any debt", 15 U.S.C. 1692e): the collector's statement that it is collecting a debt
 * ("this is an attempt to collect a debt", "este es un intento de cobrar una deuda"), a balance stated
 * with its figure, a remittance slip or whom to make a check payable to, the account said to be placed
 * with the collector for collection, an invitation to resolve, take care of or settle the account, to
 * make arrangements. The time-barred rules read these with the explicit requests (`paymentRequestSpans`)
 * and offers (`settlementOfferSpans`); the rules of §1.9, which judge contact after a cease or a dispute,
 * read the asks without the statements (`asksForMoney`, decision 426). A closing letter ("we have closed our
 * file") collects nothing, and a negated statement ("you do not need to send a payment") asks for nothing.
 */

/**
 * What the letter states about the debt or the writer, which every letter of a collector may carry, even one the law
 * leaves open after a request to stop (the 1692e(11) statement, the balance, its status, the placement): read as asking for
 * money only beside the asks below (`requestsForMoney`), never alone (`asksForMoney`).
 */
const COLLECTION_STATEMENTS: readonly RegExp[] = [
  // The collector's own statement that it is collecting (1692e(11)), in English and Spanish.
  /\b(?:attempt(?:ing)?|trying|effort|seeking|working)\s+to\s+collect\s+(?:(?:up)?on\s+)?(?:a|this|the|your)\s+(?:debt|account|balance)\b|\bfor\s+the\s+purpose\s+of\s+collecting\s+(?:a|this|the)\s+debt\b|\b(?:is|are|am)\s+collecting\s+(?:a|this|the)\s+debt\b/i,
  /\b(?:intento|tratando|intentando|esfuerzo|tratamos)\s+(?:de\s+)?(?:cobrar|recaudar)\s+(?:una|la|esta|su)\s+deuda\b|\bcon\s+el\s+(?:prop[oó]sito|fin)\s+de\s+cobrar\s+(?:una|la|esta)\s+deuda\b/i,
  // The letter said to come from a debt collector (the 1692e(11) notice of a later letter), or the collector retained to
  // collect ("this communication is from a debt collector", "we have been retained to collect this debt", "esta carta es
  // de un cobrador de deudas", "hemos sido contratados para cobrar esta deuda").
  /\b(?:is|comes)\s+from\s+a\s+debt\s+collector\b|\b(?:retained|hired|engaged|employed)\s+(?:by\s+[^.\n]{1,40}?\s+)?to\s+collect\b|\b(?:asked|instructed|authori[sz]ed)\s+us\s+to\s+(?:contact\s+you|collect)\b/i,
  /\bde\s+un\s+cobrador\s+de\s+deudas\b|\bproviene\s+de\s+una\s+agencia\s+de\s+cobranzas?\b|\bintenci[oó]n\s+es\s+(?:la\s+de\s+)?cobrar\b|\bcontratad[oa]s?\s+(?:por\s+[^.\n]{1,40}?\s+)?para\s+cobrar\b/i,
  // A balance stated as owed, with its figure ("Balance: $1,250.00", "Amount owed $", "you owe $", "Saldo: $"); a zero
  // balance asks for nothing.
  /\b(?:balance|amount\s+(?:owed|owing|due|of\s+(?:the\s+)?debt)|total\s+(?:due|owed|owing|balance|amount)|you\s+(?:still\s+)?owe|debt\s+amount|saldo(?:\s+(?:total|actual|adeudado|pendiente|vencido))?|monto\s+(?:adeudado|total|de\s+la\s+deuda)|cantidad\s+adeudada|usted\s+debe)\b[^.$]{0,40}?\$\s?(?!0+(?:\.0+)?\b)\d/i,
  // The account or balance said to be due, past due or in default ("your account is past due", "the balance is due").
  /\b(?:account|balance|debt|amount)(?:\s+(?:with|at|from)\s+[^.\n]{1,40}?)?\s+(?:is|remains)\s+(?:now\s+|still\s+|seriously\s+)?(?:due|past[-\s]due|overdue|delinquent|owing|in\s+default)\b|\bsu\s+cuenta\s+est[aá]\s+(?:vencida|atrasada|en\s+mora)\b/i,
  // The account placed, assigned or referred to the collector for collection.
  /\b(?:placed|assigned|referred|transferred|turned\s+over|forwarded|listed)\s+(?:(?:your|this|the)\s+(?:account|debt)\s+)?(?:with|to)\s+(?:us|our\s+(?:office|agency|firm|company|organi[sz]ation)|this\s+(?:office|agency|firm|company|organi[sz]ation))\b[^.\n]{0,30}?\b(?:for|to)\s+(?:immediate\s+)?(?:collections?|collect|recover)|\b(?:placed|assigned|referred|turned\s+over|listed|transferred)\s+(?:with|to)\s+[^.\n]{1,50}?\s+for\s+(?:immediate\s+)?collections?\b|\b(?:placed|assigned|referred|turned\s+over|listed|transferred)\s+(?:with|to)\s+(?:this|our|a)\s+collection\s+agency\b|\b(?:placed|assigned|referred|turned\s+over)\s+(?:to\s+us\s+)?for\s+(?:immediate\s+)?collections?\b/i,
  /\b(?:asignad[ao]|transferid[ao]|remitid[ao]|entregad[ao]|referid[ao])\s+(?:a|con)\s+(?:nuestra|esta|nosotros)\s*(?:oficina|agencia|compa[nñ][ií]a|empresa)?\b[^.\n]{0,30}?\b(?:cobr|recaud)/i,
];

/** What asks the consumer to pay or to arrange payment, without the verb "pay" of the explicit requests. */
const COLLECTION_ASKS: readonly RegExp[] = [
  // A remittance slip, or whom a payment goes to.
  /\b(?:detach|tear\s+off|cut\s+off)\s+(?:and\s+return|(?:this|the)\s+(?:bottom\s+|lower\s+)?(?:portion|coupon|stub|slip))\b|\breturn\s+(?:this|the)\s+(?:bottom\s+|lower\s+)?(?:portion|coupon|stub|slip)\b|\b(?:checks?|money\s+orders?|payments?)\s+(?:should\s+be\s+|must\s+be\s+)?(?:made\s+)?payable\s+to\b|\bamount\s+enclosed\b|\bcup[oó]n\s+de\s+pago\b|\bdesprenda\s+y\s+devuelva\b|\ba\s+nombre\s+de\b[^.\n]{0,40}\bcheques?\b|\bcheques?\b[^.\n]{0,30}\ba\s+(?:la\s+)?orden\s+de\b/i,
  // An invitation to resolve, take care of or settle the account, or to make arrangements for it.
  /\b(?:take\s+care\s+of|handle|address|resolve|settle|clear\s+up|satisfy|pay\s+down)\s+(?:this|your|the)\s+(?:(?:past[-\s]due|outstanding|unpaid|delinquent|overdue|open|remaining)\s+)?(?:account|debt|balance|matter|obligation)\b/i,
  /\b(?:make|set\s+up|arrange|work\s+out|discuss)\s+(?:(?:a|the)\s+)?(?:payment\s+)?(?:arrangements?|terms)\b|\bdiscuss\s+(?:your|the|payment|repayment)\s+(?:payment\s+)?options\b|\bprompt\s+attention\b|\bresolv(?:e|ing)\s+this\b(?!\s+dispute)/i,
  // Payment to be arranged (decision 395): a verb of arranging with payment or repayment as its object, active or passive ("we
  // would like to arrange payment", "call to arrange for payment", "set up repayment", "work out a payment schedule",
  // "schedule your payments", "unless repayment is arranged"); an arrangement of anything else ("arrange a time") is not one.
  /\b(?:arrang(?:e|es|ed|ing)|set(?:ting)?\s+up|work(?:ing)?\s+out|schedul(?:e|ing)|organi[sz](?:e|ing))\s+(?:for\s+)?(?:(?:a|the|your|some|any|monthly|regular)\s+)?(?:re)?payments?\b|\b(?:re)?payments?\s+(?:is|are|be|can\s+be|has\s+been|have\s+been)\s+(?:arranged|set\s+up|worked\s+out|scheduled)\b/i,
  // Payment asked for without an imperative "pay" ("payment in full is requested", "to pay, call us", "send your check or
  // money order").
  /\bpayment\s+(?:in\s+full\s+)?(?:is\s+)?(?:requested|expected|required|demanded)\b|\bto\s+(?:make\s+a\s+)?pay(?:ment)?\s*,\s*(?:call|visit|go|log)\b|\bsend\s+(?:us\s+)?(?:your\s+)?(?:check|payment|money\s+order)\b|\benclose\s+(?:just\s+|only\s+)?(?:\$|your\s+(?:payment|check))|\b(?:address|send|direct|remit)\s+(?:all\s+)?(?:future\s+)?(?:correspondence\s+and\s+)?payments\b|\brepayment\s+(?:opportunity|plan|program|options?)\b/i,
  /\b(?:resolver|arreglar|solucionar|atender)\s+(?:este|su|el|esta|la)\s+(?:asunto|saldo|caso|cuenta|deuda)\b|\bpagos?\s+mensuales\b|\bhacer\s+(?:un\s+)?arreglos?\s+de\s+pago\b/i,
  // The debt said paid off for a sum ("this debt can be paid off for $500").
  /\bpaid\s+(?:off|in\s+full)\s+(?:for|with)\s+(?:just\s+|only\s+)?\$/i,
  // The sum said to be due by a time or to be paid, in the passive (decision 426: "the balance must be paid by July 1", "should be
  // paid within ten days", "su saldo debe pagarse", "debe ser pagado"), the amount to be forwarded ("kindly forward the amount
  // owed"), the account to be taken as satisfied once a sum is received, in the passive ("will be considered satisfied once we
  // receive $700", "upon receipt of $700").
  /\b(?:must|should|is\s+to|are\s+to|has\s+to|have\s+to|needs?\s+to)\s+be\s+paid\b|\bdebe(?:n|r[aá]n?)?\s+(?:ser\s+)?pagad[oa]s?\b|\bdebe(?:n|r[aá]n?)?\s+pagarse\b/i,
  /\b(?:forward|submit)\s+(?:us\s+)?(?:the|your)\s+(?:full\s+|total\s+)?(?:amount|balance|payment|sum|remittance)\b/i,
  /\b(?:account|debt|balance|matter)\s+(?:will|would|can|could|shall)\s+be\s+(?:considered|treated|marked|deemed|noted)\s+(?:as\s+)?(?:satisfied|paid|resolved|settled|closed)\b|\b(?:once|when|after|upon)\s+(?:we\s+(?:receive|have\s+received)|receipt\s+of|receiving)\s+(?:your\s+(?:payment|check)\s+(?:of|for)\s+)?\$\s?\d/i,
];

const COLLECTION_ACTS: readonly RegExp[] = [...COLLECTION_STATEMENTS, ...COLLECTION_ASKS];

/**
 * The collector's identification (1692e(11)) as a sentence of its own, read on folded text: it states who writes, not a purpose
 * to collect ("this communication is from a debt collector", "esta carta proviene de un cobrador de deudas").
 */
export const COLLECTOR_IDENTIFICATION =
  /^(?:this\s+(?:communication|letter|notice)\s+is\s+from\s+a\s+debt\s+collector\.?|esta\s+(?:comunicaci[oó]n|carta)\s+(?:es|proviene)\s+de\s+un\s+cobrador\s+de\s+deudas\.?)$/i;

/**
 * "Thank you for resolving this account", "gracias por resolver esta cuenta": thanks for what the consumer did, not an invitation
 * to do it (decision 389).
 */
const THANKS_BEFORE = /\b(?:thank(?:s|\s+you)|grateful|appreciate\s+you|gracias|agradecemos)\s+(?:\w+\s+){0,2}?(?:for|por)\s+$/i;

/**
 * A negation that is the condition of what follows, not a denial of the request ("if we are unable to arrange repayment, …",
 * "unless you make arrangements", "si no podemos acordar el pago"): the failure to pay is the condition of the next step, so
 * the letter still asks for the money (decision 395).
 */
const CONDITION_BEFORE = /\b(?:if|unless|until|should|si|a\s+menos\s+que|hasta\s+que)\b[^,;:.!?\n]*$/i;

/**
 * The request said to be unneeded ("you do not need to arrange any payment", "you are not required to make a payment now",
 * "no tiene que hacer ningún pago"): no request (decision 395).
 */
const NO_NEED_BEFORE =
  /\b(?:(?:do|does|did)\s*(?:not|n't|n’t)\s+(?:need|have)\s+to|need\s+not|no\s+need\s+to|(?:is|are|am)\s+not\s+(?:required|necessary|obligated|obliged)\s+to|no\s+(?:tiene|necesita|debe)\s+(?:que\s+)?|no\s+es\s+necesario)\s+(?:\w+\s+){0,2}$/i;

/** "Is not an attempt…", "no es un intento…": the statement denied. */
const NOT_A_BEFORE = /\b(?:not|no|nor|never)\s+(?:(?:es|is|are|be|ser[aá])\s+)?(?:(?:an?|the|un|una|el|la)\s+)?$/i;

/** What a letter's words ask or state, read with the same filters: thanks, "you need not", a denied statement, a negation. */
const readRequests = (text: string, acts: readonly RegExp[], explicitOf: (text: string) => Span[]): Span[] => {
  const thankedOrUnneeded = (s: Span): boolean =>
    THANKS_BEFORE.test(text.slice(Math.max(0, s.start - 40), s.start)) || NO_NEED_BEFORE.test(text.slice(Math.max(0, s.start - 50), s.start));
  const explicit = explicitOf(text).filter((s) => !thankedOrUnneeded(s));
  const read = findPhrases(text, acts).filter(
    (s) =>
      (!isNegatedAt(text, s.start) || CONDITION_BEFORE.test(text.slice(Math.max(0, s.start - 60), s.start))) &&
      !NOT_A_BEFORE.test(text.slice(Math.max(0, s.start - 24), s.start)) &&
      !thankedOrUnneeded(s),
  );
  if (explicit.length === 0 && (read.length === 0 || closingSpans(text).length > 0)) return [];
  return [...explicit, ...read.filter((a) => !explicit.some((e) => e.start < a.end && a.start < e.end))].sort((a, b) => a.start - b.start);
};

/**
 * Every request for money the letter makes, in text order: the explicit requests, the offers, and the acts above.
 * Empty for a closing letter that asks for nothing explicitly.
 */
export const requestsForMoney = memoOnLastLetter((text: string): Span[] =>
  readRequests(text, COLLECTION_ACTS, (t) => [...paymentRequestSpans(t), ...settlementOfferSpans(t)]),
);

/** A bare invitation to call or write ("please call us", "please contact our office"): contact, not yet a request for money. */
const BARE_INVITATION = /^please\s+(?:call|contact)\b/i;

/**
 * What the letter asks the consumer to pay, offers or invites payment for, without what any collector's letter states (its
 * 1692e(11) statement, the balance, its status, the placement) or a bare invitation to call (decision 426). The rules of §1.9
 * judge a letter written after the consumer asked the collector to stop or disputed the debt by this: the law leaves such a
 * letter open to stop, to name a remedy or to send the verification, each of which carries the statements, never the asks
 * (15 U.S.C. 1692c(c), 1692g(b)).
 */
export const asksForMoney = memoOnLastLetter((text: string): Span[] =>
  readRequests(text, COLLECTION_ASKS, (t) => [...paymentRequestSpans(t).filter((s) => !BARE_INVITATION.test(s.text)), ...settlementOfferSpans(t)]),
);

/**
 * An ask that proposes terms rather than demands the sum: a settlement offer, a plan or arrangement to pay, monthly payments
 * ("we can offer you a 40% reduction", "call to set up a payment arrangement", "pagos mensuales"). Lewis v. ACB Business
 * Services (6th Cir. 1998) held such a letter, sent after a request to stop, a notice of a remedy the collector ordinarily uses
 * (1692c(c)(2)).
 */
const PROPOSED_TERMS =
  /\b(?:settle(?:ment|d)?|discount(?:ed)?|reduc(?:tion|ed)|offer(?:ing|s)?|arrangements?|repayment|installments?|payment\s+(?:plans?|options?|programs?|schedule)|set\s+up|work\s+out|options?)\b|\b(?:liquidar|oferta|ofrecemos|arreglos?|pagos?\s+mensuales|plan\s+de\s+pagos?)\b/i;

/** Whether every ask stands in a sentence that proposes terms (or is an offer). */
export const proposesTermsOnly = (text: string, asks: readonly Span[]): boolean => {
  const offers = settlementOfferSpans(text);
  return (
    asks.length > 0 &&
    asks.every((a) => offers.some((o) => o.start < a.end && a.start < o.end) || PROPOSED_TERMS.test(sentenceAround(text, a.start, a.end).text))
  );
};

/** Only the acts above, none of the explicit requests or offers: the letter asks for money in no plainer words. */
export const asksOnlyByCollecting = (text: string): boolean => paymentRequestSpans(text).length === 0 && settlementOfferSpans(text).length === 0;
