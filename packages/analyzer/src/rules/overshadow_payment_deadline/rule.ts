import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { spanOf } from '../../text/find';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import {
  describeEnd,
  modelFormSentenceTest,
  askIfFirstLetter,
  overshadowScope,
  PERIOD_FROM_RECEIPT_ASSUMPTION,
  periodOf,
  rightsSurviveStatement,
  type Timing,
} from '../_disclosures-and-amounts/period';
import { matchIn, quote, segments, segTest } from '../_disclosures-and-amounts/text';
import { circuitOf } from '../_shared/circuit-of';
import {
  AT_THIS_TIME,
  CONDITIONAL_PAYMENT_DEMAND,
  COST_OF_WAITING,
  CONDITIONED_ON_SILENCE,
  DEADLINE_LABEL,
  deadlinesIn,
  followsFromDemand,
  INVITATION,
  LAST_CHANCE_HEADING,
  LAST_CHANCE_SAID,
  MANDATE_TO_SUE,
  OFFER_CUE,
  PERIOD_DOES_NOT_DEFER_PAYMENT,
  PROMPT,
  RESOLVE_DEBT,
  SETTLE,
  shoutedDemandIn,
  TAKE_ADVANTAGE,
} from '../../reading/validation-period-pressure';
import { deadlinesWithWhatTheyStop } from '../../reading/deadlines-with-what-they-stop';
import { askWhenReceived, laterLetterInFirstPeriod, laterLetterNothingPressing, placeDeadline } from '../_disclosures-and-amounts/period-outside-the-words';
import { readLetter } from '../../reading/read-letter';
import { collectorsOwnWords, lawWithin } from '../../reading/law-recited';
import type { ThreatAction } from '../../reading/types';
import { QUESTIONS } from '../_shared/questions';
import { rule as threatRule } from '../overshadow_threat_inside_period/rule';

/** Now, at once (decision 357: what makes the period said not to put off payment a demand to pay now). */
const NOW = /\b(?:now|immediately|at\s+once|today|ahora|de\s+inmediato|inmediatamente|hoy)\b/;
/** A step said to come (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const WILL_OR_SHALL = /\b(?:will|shall)\b/;

/**
 * Payment, in the words collectors use for it: pay and remit, "due and payable", a check or money order
 * for the balance, "send the full balance", Spanish pagar, pago, pagadero, saldo; the telegraphic due line of a text or
 * a short notice with its time ("Balance due within 72 hrs", "Total due in 3 days", decision 266), not a due label alone; the
 * Spanish participle ("debe ser pagado / liquidada", decision 386), as "must be paid" is; decision 414: "send the balance", "mail
 * your amount due" (not the balance sent on to a lawyer or an agency); session 52: "mail us a bank check or money order", "a money
 * order for $235.00"; decision 493: two of a collector's words for the balance, and "unpaid" ("send the full unpaid balance",
 * "mail the entire outstanding balance", "the whole past-due amount").
 */
const PAY =
  /\b(?:pay|pays|paid|paying|payment|payable|remit|remittance|pago|pagar|pague|paga|pagan|pagando|pagadero|liquide|cancele|remita|pagarl[oa]s?|pagarse|p[aá]guel[oa]s?|liquidarl[oa]s?|saldarl[oa]s?|salde|saldar|liquidar|pagad[oa]s?|liquidad[oa]s?|saldad[oa]s?)\b|\b(?:check|cheque|money\s+order)\s+(?:for|in)\s+(?:the\s+)?(?:above\s+|stated\s+|full\s+|total\s+|balance\s+)?(?:amount|balance|sum)\b|\b(?:check|cheque|money\s+order)\s+(?:for|in\s+the\s+amount\s+of)\s+\$\s?\d|\b(?:send|mail|forward)\s+(?:us\s+|me\s+)?(?:a|your|the)\s+(?:(?:bank|certified|cashier['’]?s|personal)\s+)?(?:check|cheque|money\s+order)\b|\b(?:send|mail|forward|wire)\s+(?:us\s+)?(?:the\s+)?(?:(?:full|entire|total|whole|outstanding|remaining|unpaid|past[- ]due)\s+){1,2}(?:balance|amount)\b|\b(?:send|mail|forward|wire)\s+(?:us\s+)?(?:the|your)\s+(?:balance|amount\s+(?:due|owed|owing))\b(?!\s+(?:to|with)\s+(?:our|an?|the|its)\s+(?:attorneys?|lawyers?|law\s+firm|agency|collection|legal))|\benv[ií]e\s+(?:el\s+)?saldo\b|\b(?:balance|amount|debt|sum)\s+(?:is|are)\s+(?:now\s+)?due\b|\b(?:balance|amount|payment|total|sum)\s+(?:now\s+)?due\s+(?:within|in\s+(?:\d+|[a-z-]+)\s+(?:hours?|hrs?|days?|business\s+days?|weeks?)|by|no\s+later|immediately|today|upon)\b|\b(?:saldo|deuda|monto|cantidad)\s+(?:total\s+)?(?:vence|es\s+pagadero)\b|\breceive\s+(?:the\s+|your\s+)?(?:full\s+|entire\s+|total\s+|outstanding\s+|remaining\s+)(?:balance|amount|sum)\b|\b(?:balance|amount|sum)\s+(?:must|should|needs?\s+to|has\s+to)\s+(?:reach|arrive)\b|\b(?:balance|amount|debt|sum|total)\s+(?:is|are)\s+(?:now\s+)?(?:expected|required|demanded|needed)\b|\b(?:saldo|monto|deuda)\s+(?:se\s+)?(?:exige|requiere)\b|\bdue\s+(?:immediately|upon\s+receipt|on\s+receipt|at\s+once|in\s+full\s+immediately)\b|\b(?:collect|obtain|secure|recover)\w*\s+(?:(?:this|the|your|full|entire|total|outstanding|past[- ]due)\s+)+(?:balance|debt|amount|payment|sum)\b|\b(?:your|a)\s+(?:check|cheque|money\s+order|remittance)\b|\b(?:cobr|recuper)ar\s+(?:este|el|su|la|esta)\s+(?:saldo|deuda|monto|cuenta|cantidad)\b/;
/**
 * Obligation in other words than "must" (decision 127): "it is imperative / essential / necessary that", "you are (hereby)
 * directed / instructed / ordered / obligated to", "is to be paid", "we will need your payment", "it is our client's
 * expectation", Spanish "es imprescindible / indispensable / urgente que". Decision 151: "is mandatory", and Spanish obligation
 * in the persons and forms "debe" alone did not reach: "tiene / tenemos que", "necesitamos recibir su pago", "debemos recibir",
 * "deberá ser recibido" (the accented ending, which `\b` does not see), "es requerido / exigido / obligatorio". Decision 169: "imperative
 * that you…" without its "it is" (a clause cut or headed). Requests ("we ask
 * that", "you should", "le pedimos") are not this.
 */
const OBLIGED = String.raw`it\s+is\s+(?:imperative|essential|necessary|critical|vital|urgent|mandatory)\s+that|(?:imperative|essential|vital|crucial)\s+that\s+you|you\s+are\s+(?:hereby\s+)?(?:directed|instructed|ordered|obligated|obliged)\s+to|(?:is|are)\s+to\s+be\s+(?:paid|remitted|received|resolved|settled|satisfied)|(?:we|i)\s+(?:will|'ll)\s+need\s+(?:your\s+|the\s+|full\s+)*(?:payment|remittance)|expectation|es\s+(?:imprescindible|indispensable|urgente|obligatorio)\s+que|(?:is|are)\s+(?:mandatory|compulsory|obligatory)|(?:es|son|ser[aá]n?)\s+(?:requerid|exigid|obligatori)[oa]s?|(?:tiene|tienen|tendr[aá]n?|tenemos)\s+que|necesitamos\s+(?:recibir|su\s+pago|el\s+pago)|necesitamos\s+que\s+(?:usted\s+)?(?:pague|remita|env[ií]e|liquide|salde|realice)|(?:we|i)\s+need\s+you\s+to\s+(?:pay|remit|send|make\s+(?:a\s+|the\s+|your\s+|full\s+)?payment)|deb(?:en|emos|er[aá]n?)\s+(?:recibir|pagar|ser\s+(?:pagad|recibid)[oa]s?|enviar|remitir|liquidar|saldar)|(?:is|are)\s+(?:absolutely\s+)?(?:necessary|essential|imperative|vital|critical)|(?:has|have)\s+(?:instructed|directed|asked|authori[sz]ed)\s+(?:us|me|this\s+(?:office|firm))\s+to\s+(?:collect|obtain|secure|recover|demand)|nos\s+ha\s+(?:instruido|indicado|pedido|encargado|autorizado)\s+(?:que\s+|a\s+)?(?:cobr|recuper|exig)\w*`;
/**
 * Where a command opens: the start of a sentence or line, or after a purpose or a time said first (decision 158: "To avoid
 * further collection activity, please remit…", "Para evitar acciones legales, pague…", "Upon receipt of this letter, please
 * remit…", "Today, call…": the same command with its step or its time put before it; decision 368: after a list's
 * bullet or dash, "- Pay the balance today.", "• Pague el saldo hoy.").
 */
const COMMAND_START = String.raw`(?:^|\n|[.!]\s)[ \t]*(?:[-•*·▪][ \t]*)?(?:(?:(?:(?:in\s+order\s+)?to\s+(?:avoid|prevent|stop)|para\s+evitar)\b[^.,;:]{1,60}|(?:upon|on)\s+receipt\s+of\s+(?:this|our)\s+(?:letter|notice)|al\s+recibir\s+(?:esta|este|la)\s+(?:carta|aviso|notificaci[oó]n)|today|immediately|hoy|de\s+inmediato)\s*,\s*)?`;
/**
 * A sentence that opens by telling the reader to pay ("Pay…", "Please remit…", "Pague…"; decision 151: "Kindly remit…", "Make your
 * payment…", "Resolve this balance…", "Favor de pagar…", "Sírvase remitir…"; decision 158: "Please make immediate payment…"; decision 357: "Liquide…", "Salde…"; decision 368: the coupon's
 * "Please detach and return with payment by…", "Desprenda y devuelva con su pago antes del…", payment still named in the sentence).
 */
/**
 * The immediacy word a writer may put before the verb of a command or a request ("Please immediately pay…", "We ask that you
 * immediately make payment…": Jenkins v. Union Corp., N.D. Ill. 1998; "Le pedimos que inmediatamente realice el pago…"). The time
 * itself is still read by the deadline reader, as when the word follows the verb.
 */
const AT_ONCE_BEFORE_VERB = String.raw`(?:(?:immediately|promptly|inmediatamente|de\s+inmediato)\s+)?`;
const PAY_COMMAND = String.raw`(?:please\s+|kindly\s+|por\s+favor,?\s+)?${AT_ONCE_BEFORE_VERB}(?:pay|remit|send|mail|wire|resolve|detach|desprenda|separe|recorte|make\s+(?:your\s+|a\s+|the\s+|full\s+|immediate\s+)*payment|pague|env[ií]e|remita|realice|liquide|salde|(?:favor\s+de|s[ií]rvase)\s+(?:pagar|remitir|enviar|realizar|liquidar))\b`;
const IMPERATIVE = new RegExp(COMMAND_START + PAY_COMMAND);
/**
 * Payment in full said to be due now or at once, as a sentence ("Payment in full is due now", "The balance of $480.00 is due
 * immediately", "The whole balance is payable at this time", "due today", "without delay", "El pago total vence ahora", "en este
 * momento"; decision 474); not a label ("Balance due now: $480.00") nor "is now due" (a statement that the
 * debt is owed).
 */
const DUE_NOW =
  /\b(?:payment|balance|amount|debt|account|sum|total)(?:\s+(?:shown|stated|listed|indicated)\s+(?:above|below))?(?:\s+in\s+full|\s+of\s+\$\s?[\d,.]+)?\s+(?:is|are)\s+(?:due|payable)(?:\s+and\s+(?:due|payable))?\s+(?:in\s+full\s+)?(?:right\s+now|now|immediately|at\s+once|(?:up)?on\s+receipt|at\s+this\s+time|today|forthwith|without\s+(?:further\s+|any\s+)?delay)\b|\b(?:el\s+)?(?:pago|saldo|monto|total)(?:\s+total)?\s+(?:vence|es\s+pagadero|se\s+debe\s+pagar|debe\s+pagarse)\s+(?:ahora|hoy|de\s+inmediato|inmediatamente|en\s+este\s+momento|sin\s+demora)\b/;

/** A demand said not to be made: "immediate payment is not required", "no payment is due now", "no se requiere el pago inmediato". */
const DEMAND_DENIED =
  /\b(?:is|are)\s+not\s+(?:required|due|demanded|expected|necessary|needed)\b|\bno\s+(?:(?:immediate|full)\s+)?payment\s+is\s+(?:required|due|needed|expected)\b|\bno\s+se\s+(?:requiere|exige)\b|\b(?:do|does)\s+not\s+(?:have|need)\s+to\b|\b(?:don't|doesn't)\s+(?:have|need)\s+to\b|\bneed\s+not\b|\b(?:we|i|this\s+office)\s+(?:do\s+not|don't|are\s+not|am\s+not)\s+(?:require|demand|expect|insist|ask)\w*|\bnot\s+(?:demanding|requiring|insisting\s+on)\b|\bno\s+(?:tiene|tienen|necesita|necesitan)\s+que\b|\bno\s+(?:le\s+)?(?:exigimos|requerimos|estamos\s+exigiendo)\b/;

/**
 * Payment asked for in a clause of its own (decision 357): "we request / ask that you pay…", "le pedimos / solicitamos que pague…",
 * and Spanish payment expected ("esperamos (recibir) su pago"), as "we expect payment" is. A request is the imperative's "please
 * pay" in other words: like it, a demand only with a time the rule then places inside the period ("we request that you pay
 * immediately": Savino v. Computer Credit, 2d Cir. 1998, "we request immediate payment"), never by itself.
 */
const REQUEST_TO_PAY = String.raw`(?:request|ask)s?\s+that\s+you\s+(?:please\s+)?${AT_ONCE_BEFORE_VERB}(?:pay|remit|send|make|resolve|submit)|(?:pedimos|solicitamos|rogamos|pide|solicita)\s+(?:a\s+usted\s+)?que\s+(?:usted\s+)?${AT_ONCE_BEFORE_VERB}(?:pague|remita|env[ií]e|realice|liquide|salde|efect[uú]e)|(?:esperamos|se\s+espera)\s+(?:recibir\s+)?(?:su|el)\s+(?:pago|cheque|giro)`;

/**
 * Payment asked for in softer words (decision 450): payment that "should" reach the office or be received, made or mailed ("your
 * payment should reach us", "you should pay the balance"), a request put in the passive ("we ask that payment in full be made"),
 * a wish ("we would appreciate / look forward to receiving your payment"), importance ("it is important that we receive your
 * payment") and "see that" it arrives; Spanish "su pago debería llegar", "le agradeceríamos recibir su pago", "es importante que
 * recibamos su pago", "solicitamos que el saldo sea pagado", "procure / asegúrese de que su pago llegue". Like a request
 * (`REQUEST_TO_PAY`), a demand only with a counted or dated time the rule places inside the period, never with "immediately"
 * alone ("Payment should be made immediately" is a plain request, decision 158) nor by itself. Not "should you wish", "payable
 * to", a payment that should include something, the reader's own verification to come.
 */
const SOFT_ASK = new RegExp(
  [
    String.raw`\b(?:payment|balance|amount|remittance|check|cheque|money\s+order|sum|total)(?:\s+in\s+full|\s+of\s+\$\s?[\d,.]+)?\s+should\s+(?:reach|arrive|be\s+(?:received|made(?!\s+payable)|paid|mailed|sent|remitted|submitted|forwarded|postmarked|in\s+(?:our|this|the)\s+office))\b`,
    String.raw`\byou\s+should\s+(?:pay|remit|send|mail|forward|make\s+(?:a\s+|your\s+|the\s+|full\s+)*payment)\b`,
    String.raw`\b(?:ask|request)s?\s+that\s+(?:(?:the|your|full|this|entire|total|outstanding)\s+)*(?:payment|balance|amount|account|debt|sum|remittance)(?:\s+in\s+full|\s+of\s+\$\s?[\d,.]+)?\s+be\s+(?:made|paid|remitted|sent|mailed|received|submitted|resolved|settled|satisfied)\b`,
    String.raw`\b(?:would|will)\s+(?:greatly\s+|very\s+much\s+|sincerely\s+)?appreciate\s+(?:receiving\s+|having\s+)?(?:(?:your|the|full|a|payment\s+of\s+the)\s+)*(?:payment|remittance|check|balance)\b`,
    String.raw`\blook(?:s|ing)?\s+forward\s+to\s+(?:receiving\s+)?(?:(?:your|the|full|a)\s+)*(?:payment|remittance|check)\b`,
    String.raw`\bit\s+is\s+(?:very\s+|extremely\s+|most\s+|especially\s+)?important\s+that\s+(?:we\s+receive|you\s+(?:pay|remit|send|mail|make\s+(?:a\s+|your\s+|the\s+|full\s+)*payment))\b`,
    String.raw`\bsee\s+(?:to\s+it\s+)?that\s+(?:(?:your|the|full|this|a)\s+)*(?:payment|balance|amount|remittance|check)(?:\s+in\s+full)?\s+(?:reaches|arrives|is\s+(?:received|paid|mailed|sent)|gets\s+to)\b`,
    String.raw`\b(?:pago|saldo|cheque|monto|giro)(?:\s+total)?\s+deber[ií]a\s+(?:llegar|ser\s+(?:recibid|pagad|enviad|realizad)[oa]|recibirse|pagarse|enviarse|hacerse|realizarse)\b`,
    String.raw`\bagradecer(?:[ií]amos|emos|[ií]a|[ií]an)\s+(?:(?:mucho|recibir)\s+)*(?:su|el)\s+(?:pago|cheque|giro)\b`,
    String.raw`\bagradecer(?:[ií]amos|emos|[ií]a|[ií]an)\s+que\s+(?:usted\s+)?(?:nos\s+)?(?:pague|env[ií]e|remita|liquide|salde)\b`,
    String.raw`\bes\s+(?:muy\s+|sumamente\s+)?importante\s+que\s+(?:recibamos|(?:usted\s+)?(?:pague|env[ií]e|remita|liquide|salde))\b`,
    String.raw`\b(?:solicitamos|pedimos|requerimos|rogamos)\s+que\s+(?:el|su|la)\s+(?:pago|saldo|monto|deuda|cuenta)(?:\s+total)?\s+sea\s+(?:pagad|liquidad|saldad|enviad|recibid|cubiert)[oa]\b`,
    String.raw`\b(?:procure|aseg[uú]rese\s+de|cerci[oó]rese\s+de)\s+que\s+su\s+(?:pago|cheque|giro)\s+(?:llegue|sea\s+recibido)\b`,
    // Decision 450, still other modalities: a trust, a hope, a count on receiving it; payment "requested" or "appreciated" with
    // its time; "let us have", "arrange to pay" said to the reader (not a representative's call to arrange it); "ensure / make sure" it arrives or is paid; a command to take care of, clear,
    // forward or bring current the balance; Spanish "confiamos en / contamos con recibir su pago", "asegúrese de pagar", "haga su
    // pago". Payment is named in each, so a dispute "to be sent" or questions answered are not.
    String.raw`\b(?:trust|hope|anticipate|count(?:ing)?\s+on|rely(?:ing)?\s+on)\s+(?:that\s+)?(?:you\s+will\s+)?(?:to\s+)?(?:(?:receiv|send|mak|remit|mail|forward)\w*\s+)?(?:us\s+)?(?:(?:your|the|full|a|this|entire|total|outstanding)\s+)*(?:payment|remittance|check|cheque|balance)\b`,
    String.raw`\b(?:trust|hope|anticipate|count(?:ing)?\s+on)\s+(?:that\s+)?you\s+will\s+pay\b`,
    String.raw`\b(?:payment|remittance|check|cheque)\b[^.]{0,50}?\b(?:is|will\s+be|would\s+be)\s+(?:(?:greatly|much|most|very\s+much)\s+)?(?:requested|appreciated)\b`,
    String.raw`\blet\s+us\s+have\s+(?:(?:your|the|full|a|this|entire|total|outstanding)\s+)*(?:payment|remittance|check|cheque|balance)\b`,
    String.raw`(?:${COMMAND_START}|\b(?:please|kindly)\s+)(?:please\s+|kindly\s+)?arrange\s+(?:to\s+pay|(?:for\s+)?(?:(?:the|your|full)\s+)*payment)\b`,
    String.raw`\b(?:ensure|make\s+sure|be\s+sure)\s+(?:that\s+)?(?:(?:your|the|full|this|a)\s+)*(?:payment|balance|amount|remittance|check)(?:\s+in\s+full)?\s+(?:reaches|arrives|is\s+(?:received|paid|made|mailed|sent)|gets\s+to)\b`,
    String.raw`\b(?:make\s+sure|be\s+sure)\s+(?:to|you)\s+(?:pay|(?:send|remit|mail)\s+(?:us\s+)?(?:(?:your|the|full|a|this|entire|total|outstanding)\s+)*(?:payment|remittance|check|cheque|balance))\b`,
    String.raw`${COMMAND_START}(?:please\s+|kindly\s+)?(?:take\s+care\s+of|clear(?:\s+up)?|bring|forward)\s+(?:(?:this|the|your|full|entire|outstanding|past[- ]due)\s+)*(?:balance|account|debt|amount)\b(?:\s+(?:current|up\s+to\s+date))?`,
    String.raw`\b(?:confiamos\s+en|contamos\s+con)\s+(?:recibir\s+)?(?:su|el)\s+(?:pago|cheque|giro)\b`,
    String.raw`\baseg[uú]rese\s+de\s+(?:pagar|liquidar|saldar|(?:enviar|remitir)(?:nos)?\s+(?:su|el)\s+(?:pago|cheque|saldo))\b`,
    String.raw`\bhaga\s+(?:su|el)\s+pago\b`,
  ].join('|'),
);

/**
 * Instalments of a plan the consumer set up are due on their own schedule. Decision 535: also an instalment named by its place
 * in the plan ("your first payment of $100 is due on June 20", "your next payment", "su primer pago", "su próxima cuota"), which
 * names a series, and a plan named in Spanish ("plan de pagos", "acuerdo de pago").
 */
const PLAN =
  /\b(?:installments?|instalments?|monthly|per\s+month|each\s+month|payment\s+plan|as\s+agreed|you\s+agreed|promised?\s+to\s+pay|mensual(?:es)?)\b|\b(?:first|next|initial|second|third|remaining|scheduled|upcoming)\s+(?:monthly\s+)?(?:payments?|installments?|instalments?)\b|(?<![\w\u00c0-\u017f])(?:(?:primer|pr[oó]xim[oa]|siguiente|segund[oa])\s+(?:pago|cuota|abono)|plan\s+de\s+pagos?|acuerdo\s+de\s+pagos?)(?![\w\u00c0-\u017f])/;
/**
 * A demand: words of obligation, or a line that opens with the imperative ("Pay the full amount today", Rhoades v. West Virginia
 * Credit Bureau, S.D.W. Va. 1997), or a time granted to pay ("You have five days to pay", "tiene diez días para pagar", decision
 * 151): a span set for paying is a deadline as "pay within five days" is (Bartlett v. Heibl, 7th Cir. 1997: "you must, within
 * one week…"); the rules' own test then places it against the period. Decision 266: due "in" a count of hours or days,
 * time granted to make arrangements ("until June 20, 2025 to make arrangements", "para hacer arreglos de pago"), and a
 * date with its year after "until". Decision 337: the Spanish time granted with its start between, as the English "from the date
 * of this letter" was ("tiene cinco días a partir de la fecha de esta carta para pagar"). Decision 357: payment asked in a clause of
 * its own (`REQUEST_TO_PAY`), Spanish time granted as "cuenta con / dispone de diez días para liquidar", "se espera el pago". Decision 368: the Spanish labels read in English ("MONTO A PAGAR DE
 * INMEDIATO", as "AMOUNT DUE IMMEDIATELY"; "ACCIÓN INMEDIATA REQUERIDA", as "IMMEDIATE ACTION REQUIRED").
 */
const DEMAND = new RegExp(
  String.raw`\b(?:${OBLIGED})\b|` +
    /\b(?:must|shall|required?|requires|demand(?:s|ed|ing)?|request(?:s|ed)?\s+(?:your\s+|that\s+you\s+make\s+)?immediate|immediate\s+(?:full\s+)?payment\s+(?:in\s+full\s+)?(?:is\s+(?:hereby\s+)?)?requested|(?:le\s+|se\s+(?:le\s+)?)?(?:pedimos|solicitamos|solicita|pide)\s+(?:su\s+|el\s+)?pago\s+(?:total\s+)?inmediato|expect(?:s|ed)?(?!\s+(?:a|an|our|the|another)\s+(?:(?:phone|telephone|follow-up)\s+)?(?:call|letter|visit|representative|agent|notice)\b)|need\s+to|needs\s+to|(?:is|are)\s+needed|have\s+to|has\s+to|insists?|is\s+due|are\s+due|(?:due|payable)(?:\s+and\s+(?:payable|owing|due))?\s+(?:immediately|(?:right\s+)?now|within|by|upon|on|no\s+later|in\s+(?:\d+|[a-z-]+)\s+(?:hours?|hrs?|days?|business\s+days?|weeks?)|in\s+full\s+(?:immediately|(?:right\s+)?now|within|by|upon))|final\s+(?:notice|demand)|last\s+chance|at\s+your\s+(?:own\s+)?peril|debe|debera|exig(?:e|en|imos|ir[aá]n?|i[oó])|requier(?:e|en)|requerimos|insist(?:e|en|imos)|se\s+requiere|es\s+necesario|vence)\b|\b(?:do\s+not|don't)\s+delay\b|\b(?:you\s+(?:have|are\s+(?:given|allowed|granted)|will\s+have)|(?:we|i|this\s+office)\s+(?:will\s+|shall\s+)?(?:give|allow|grant)\s+you|(?:we\s+are|i\s+am)\s+(?:giving|allowing|granting)\s+you)\s+(?:only\s+)?(?:(?:[a-z0-9()-]+\s+){1,4}?(?:days?|hours?|weeks?)|until\s+(?:[^.,;]|,\s*\d{4}){1,30}?)\s+(?:from\s+[^.]{1,40}?\s+)?to\s+(?:pay|remit|resolve|settle|make\s+(?:a\s+|your\s+|full\s+)?payment|make\s+(?:(?:payment|satisfactory|suitable|acceptable)\s+)?arrangements|take\s+care\s+of|satisfy|clear\s+(?:up\s+)?(?:this|the|your))\b|\b(?:(?:usted\s+)?(?:tiene|cuenta\s+con|dispone\s+de)|le\s+(?:damos|daremos|concedemos|otorgamos))\s+(?:solo\s+|s[oó]lo\s+)?(?:(?:[a-z0-9()]+\s+){1,3}?(?:d[ií]as|horas|semanas?)|hasta\s+[^.,;]{1,30}?)\s+(?:(?:a\s+partir\s+de|desde|contados\s+(?:a\s+partir\s+de|desde))\s+[^.]{1,40}?\s+)?para\s+(?:pagar|liquidar|saldar|resolver|hacer\s+(?:los\s+)?arreglos)\b|\bno\s+(?:se\s+)?(?:demore|tarde|espere\s+m[aá]s)\b|\b(?:we|i)\s+(?:need|require|want)\s+(?:your\s+|the\s+|full\s+)*(?:payment|remittance)\b|\b(?:strongly\s+)?urge[sd]?\s+you\s+to\b|\b(?:a\s+pagar|pagader[oa]s?|exigibles?)\s+(?:de\s+inmediato|inmediatamente|ahora(?:\s+mismo)?|hoy(?:\s+mismo)?)\b|\b(?:acci[oó]n|pago|respuesta|atenci[oó]n)\s+(?:inmediat[oa]\s+|urgente\s+|total\s+)?(?:es\s+)?(?:requerid|exigid|obligatori)[oa]\b/
      .source +
    String.raw`|\b(?:${REQUEST_TO_PAY})\b|${COMMAND_START}${PAY_COMMAND}`,
);
/**
 * What the letter says follows the deadline: a report, suit and its means, a lawyer, further collection. Decision 357: Spanish
 * "reportaremos", a record "como cuenta de cobro impaga" (Swanson v. Southern Oregon Credit Service, 9th Cir. 1988); not a
 * payment posted ("will be recorded to your account", "será registrado en su cuenta").
 */
const CONSEQUENCE =
  /\b(?:report(?:ed|ing)?|record(?:ed)?(?!\s+(?:to|on)\s+(?:your|the|this)\s+(?:account|balance))|credit\s+(?:bureaus?|reports?|rating|record|file|history)|sue|sued|suit|lawsuit|legal\s+(?:action|proceedings?|steps|remedies)|litigation|court|judgment|attorneys?|lawyers?|law\s+firm|garnish\w*|levy|liens?|foreclos\w*|repossess\w*|seiz\w*|post(?:ed|ing)?\s+(?:this\s+|the\s+|your\s+)?(?:collection\s+|account\s+|debt\s+)?(?:to|on|in)\s+(?:your|the|our)\s+(?:credit\s+|master\s+)?(?:file|record|report)|unpaid\s+collection\s+item|further\s+(?:action|collection|steps)|additional\s+(?:action|collection|costs|fees)|collection\s+(?:activity|efforts|action|proceedings?)|escalat\w*|(?:proceed|act)\s+accordingly|avoid|consequences?|penalt\w*|failure\s+to|fail\s+to|failing\s+(?:which|that|this|payment)|or\s+else|or\s+we\s+will|demanda|abogad[oa]s?|acci[oó]n\s+legal|acciones\s+(?:legales|judiciales)|medidas\s+(?:legales|judiciales|de\s+cobro)|reportad[ao]|reportaremos|reportar[aá]n?|(?:registrad[ao]|registraremos|registrar[aá]n?)\s+como|cobro\s+(?:impag[oa]|no\s+pagad[oa])|bur[oó]\s+de\s+cr[eé]dito|recursos\s+(?:legales|judiciales)|v[ií]as?\s+(?:legal|judicial)(?:es)?|escalad[ao]|escalar[aá]n?|escalaremos|grav[aá]men(?:es)?|ejecuci[oó]n\s+hipotecaria)\b/;

/**
 * A response demanded instead of payment ("you must contact this office within five days", "we must hear from
 * you immediately", "comuníquese con nosotros de inmediato"): with a step threatened if the consumer does not,
 * it presses for an answer inside the period the same way (Savino v. Computer Credit, 2d Cir. 1998: "immediate
 * payment in full or a valid reason for nonpayment").
 */
const CONTACT =
  /(?:^|[.!]\s)[ \t]*(?:please\s+)?(?:act|take\s+action|act[uú]e|tome\s+acci[oó]n)\b|\byou\s+(?:must|need\s+to|have\s+to|are\s+required\s+to)\s+(?:act|take\s+action)\b|\b(?:call|contact|telephone|phone|respond|reply|response|text\s+(?:us\s+)?back|text\s+us|send\s+(?:us\s+)?a\s+text|get\s+in\s+touch|be\s+in\s+touch|reach\s+out|hear\s+from\s+you|(?:prompt|immediate|urgent)\s+attention|ll[aá]menos|llame|comun[ií]quese|comunicarse\s+con|cont[aá]ctenos|responda|respuesta|atenci[oó]n\s+inmediata)\b/;
/** A sentence that opens by telling the reader to respond ("Call us within…", "Comuníquese con nosotros de inmediato…"). */
const CONTACT_IMPERATIVE = new RegExp(
  COMMAND_START +
    /(?:please\s+|por\s+favor,?\s+)?(?:call|contact|telephone|phone|respond|reply|text\s+(?:us\s+)?back|text\s+us|get\s+in\s+touch|reach\s+out|act|take\s+action|act[uú]e|tome\s+acci[oó]n|ll[aá]menos|llame|comun[ií]quese|cont[aá]ctenos|responda|give\s+(?:this\s+(?:matter|account|letter)\s+|it\s+)?(?:your\s+)?(?:immediate|prompt|urgent)\s+attention|pr[eé]stele\s+(?:atenci[oó]n\s+inmediata|su\s+atenci[oó]n\s+inmediata))\b/
      .source,
);
/**
 * The step threatened for not responding: suit, a lawyer, a report, a taking, or further collection action (decision 334: the
 * "next phase" or "stage", "appropriate" or "whatever" action or steps).
 */
const STEP =
  /\b(?:sue|sued|suit|lawsuit|legal\s+(?:action|proceedings?|steps|remedies|department|dept)|litigation|court|judgment|attorneys?|lawyers?|law\s+firm|credit\s+(?:bureaus?|reports?|rating|record|file|history)|report(?:ed|ing)?\s+(?:this|the|your)|garnish\w*|levy|liens?|foreclos\w*|repossess\w*|seiz\w*|(?:further|additional|next)\s+(?:collection\s+)?(?:action|steps?|measures|efforts|activity)|next\s+(?:phase|stage|level)|(?:appropriate|necessary|whatever)\s+(?:collection\s+)?(?:action|steps|measures)|escalat\w*|(?:proceed|act)\s+accordingly|collection\s+proceedings?|demanda|(?:lo|la|le|los|las)\s+demandar\w*|demandarl[oae]s?|acci[oó]n\s+legal|acciones\s+(?:legales|judiciales)|medidas\s+(?:legales|judiciales|adicionales)|acciones\s+adicionales|(?:m[aá]s|otras)\s+(?:acciones|actividades|gestiones|medidas)\s+de\s+cobro|bur[oó]\s+de\s+cr[eé]dito|reportaremos|reportar[aá]n?|abogad[oa]s?|tribunal(?:es)?|embargo|recursos\s+(?:legales|judiciales)|escalad[ao]|escalar[aá]n?|escalaremos|grav[aá]men(?:es)?|ejecuci[oó]n\s+hipotecaria)\b/;

/** A labelled date to pay by ("Due Date:", "Date Due:", "Due By:", "Fecha de vencimiento:", "Fecha de pago:"): payment, though the word is not written. */
const DUE_DATE_LABEL = /\b(?:due\s+date|date\s+due|due\s+(?:by|on)(?=\s*[:|])|fecha\s+(?:de\s+)?vencimiento|fecha\s+de\s+pago)\b/;

/** Words of obligation (not a polite imperative): what makes "prompt" payment a demand. */
const OBLIGATION = new RegExp(
  String.raw`\b(?:${OBLIGED})\b|` +
    /\b(?:must|shall|required?|requires|demand(?:s|ed|ing)?|expect(?:s|ed)?(?!\s+(?:a|an|our|the|another)\s+(?:(?:phone|telephone|follow-up)\s+)?(?:call|letter|visit|representative|agent|notice)\b)|need\s+to|needs\s+to|(?:is|are)\s+needed|have\s+to|has\s+to|insists?|is\s+due|are\s+due|debe|debera|exig(?:e|en|imos|ir[aá]n?|i[oó])|requier(?:e|en)|requerimos|insist(?:e|en|imos)|se\s+requiere|es\s+necesario)\b/
      .source,
);

/** A step the letter only says may come, or calls only possible ("to avoid possible further action", decision 240; not "as soon as possible"). */
const HEDGED_STEP = /\b(?:may|might|could|can|possibly|potential|consider\w*|podr\w*|puede[n]?)\b|(?<!\bas\s|\bantes\s|\bpronto\s)\b(?:possible|posibles?)\b/;

/** `mandate`: the writer's mandate to sue said earlier in the letter, the step a demand put as its condition threatens. */
/** `stop`: what the letter says meeting the deadline stops, when that is what made it a hit (decision 240). */
type Hit = { sentence: Span; timing: Timing; consequence: boolean; contact?: boolean; mandate?: Span; savino?: true; stop?: Span };

/**
 * The consumer's own response named as what is demanded (decision 218): to contact, call, write, respond, reply, or be heard from
 * ("we must hear from you", "you are required to contact this office", "debe comunicarse con nosotros"). Not a payment, not the
 * collector's call.
 */
/**
 * Obligation in words that leave no choice (decision 218): must, required, need or have to, imperative, "debe", "tiene que".
 * Not "we expect to hear from you", a wish the earlier families keep lawful.
 */
const RESPONSE_OBLIGED =
  /\b(?:must|required?|requires|(?:need|needs|have|has)\s+to|imperative|essential|mandatory|obligated|obliged|directed|instructed|ordered|debe\w*|tiene\s+que|es\s+(?:necesario|obligatorio|imprescindible|indispensable)\s+que)\b/;
/** A response asked only of one who has a question or a wish ("if you have questions, you must call us within 10 days"). */
const IF_YOU_CHOOSE =
  /\b(?:if|should)\s+you\s+(?:have|need|would|want|wish|choose|prefer|are\s+(?:unable|interested))\b|\bsi\s+(?:usted\s+)?(?:tiene|necesita|desea|quiere)\b/;
const RESPONSE =
  /\b(?:hear\s+from\s+you|(?:contact|call|telephone|phone|write\s+to|respond\s+to|reply\s+to|get\s+in\s+touch\s+with|reach\s+out\s+to)\s+(?:us|this\s+office|our\s+office|the\s+undersigned|me)|(?:respond|reply|answer)\b|response|comunicarse\s+con\s+(?:nosotros|esta\s+oficina|nuestra\s+oficina)|comun[ií]quese|ll[aá]menos|responda|contestar|responder)\b/;

/**
 * A heading and the line under it, read as one sentence (decision 127): a demand is often split between a title and
 * its body ("ACTION REQUIRED WITHIN 10 DAYS" over "Pay the balance of $1,250.00 or call this office"; "Pay within:"
 * over "10 days"). A heading is a short line of capitals, or one that ends with a colon.
 */
const isHeading = (text: string, seg: Span): boolean => {
  const line = text.slice(seg.start, seg.end);
  return line.length <= 80 && !line.includes('\n') && !/[.!?]$/.test(line) && (/:$/.test(line) || (/[A-Z]/.test(line) && !/[a-z]/.test(line)));
};
const withHeadings = (text: string, segs: readonly Span[]): Span[] => {
  const out: Span[] = [];
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i] as Span;
    const next = segs[i + 1];
    if (next && isHeading(text, seg) && !text.slice(seg.end, next.start).includes('\n\n')) {
      out.push(spanOf(text, seg.start, next.end));
      i += 1;
    } else out.push(seg);
  }
  return out;
};

/**
 * An offer the consumer may take or leave (a settlement for less, a discount, an amount the collector will
 * accept): not a demand (settlement_offer_false_urgency judges it). "Settle this account in full" is a demand.
 */
const isOffer = (folded: string, seg: Span): boolean =>
  segTest(folded, seg, OFFER_CUE) || (segTest(folded, seg, SETTLE) && !segTest(folded, seg, RESOLVE_DEBT) && !segTest(folded, seg, OBLIGATION));

/** The findings, and the sentences that would be findings if their dated deadline could be placed (no letter date, no end date). */
const findHits = (ctx: RuleContext, letterFolded: string): { hits: Hit[]; unplaced: Span[] } => {
  const found = findHitsIn(ctx, letterFolded, letterFolded);
  const inLaw = (s: Span): boolean => lawWithin(ctx.text, s);
  // A statute's duties and deadlines recited in the law's voice are no demand (decision 523): where a finding lies in one, the
  // letter is read again in the collector's own words.
  if (!found.hits.some((h) => inLaw(h.sentence)) && !found.unplaced.some(inLaw)) return found;
  return findHitsIn(ctx, letterFolded, collectorsOwnWords(ctx.text));
};

/** `findHits` reading `folded` (the letter's folded text, or the collector's own words), the period read from the letter's. */
const findHitsIn = (ctx: RuleContext, letterFolded: string, folded: string): { hits: Hit[]; unplaced: Span[] } => {
  const period = periodOf(ctx, letterFolded);
  const received = ctx.answers.receivedDate;
  // A date written without its year is the next such day after the letter's date, or the day it came.
  const anchor = period.letterDate?.iso ?? received;
  const segs = withHeadings(ctx.text, segments(ctx.text));
  const hits: Hit[] = [];
  const unplaced: Span[] = [];
  const formSentence = modelFormSentenceTest(ctx, letterFolded);
  // "The thirty days do not relieve you of your obligation to pay": an untimed demand to pay is then a demand to pay now.
  const noDeferral = matchIn(ctx.text, folded, PERIOD_DOES_NOT_DEFER_PAYMENT);
  const secondCircuit = circuitOf(ctx.gates.state) === 2;
  const thirdCircuit = circuitOf(ctx.gates.state) === 3;
  // In the Second Circuit, payment in full said to be due now, not denied ("No payment is due at this time").
  const dueNowIn = (seg: Span): Span | undefined =>
    secondCircuit && !segTest(folded, seg, DEMAND_DENIED) ? matchIn(ctx.text, folded, DUE_NOW, seg.start, seg.end) : undefined;
  segs.forEach((seg, i) => {
    // Instalments of a plan fall due on their own schedule, unless a step is threatened for not paying by the deadline.
    if (isOffer(folded, seg) || (segTest(folded, seg, PLAN) && !segTest(folded, seg, STEP))) return;
    const softAsk = segTest(folded, seg, SOFT_ASK);
    const dueNow = dueNowIn(seg);
    const pay = softAsk || segTest(folded, seg, PAY) || segTest(folded, seg, RESOLVE_DEBT) || segTest(folded, seg, DUE_DATE_LABEL) || dueNow !== undefined;
    if (!pay && !segTest(folded, seg, CONTACT)) return;
    // Read only for a sentence that asks for payment or contact (most sentences of a letter do neither).
    const next = segs[i + 1];
    const stepNext = Boolean(next && followsFromDemand(folded.slice(next.start, next.end)) && segTest(folded, next, STEP));
    // The step said first, on the consumer's silence, and the demand that times it after ("If we do not hear from you, we will sue. Call us within ten days.").
    const prev = i > 0 ? segs[i - 1] : undefined;
    const stepBefore =
      prev && segTest(folded, prev, CONDITIONED_ON_SILENCE) && segTest(folded, prev, STEP) && !segTest(folded, prev, HEDGED_STEP) ? prev : undefined;
    const deadlines = deadlinesIn(ctx.text, folded, seg, anchor);
    const place = (t: Timing) => placeDeadline(t, period, received);
    let timing = deadlines.find((t) => place(t) === 'inside');
    // Decision 414: payment asked now and pressed by the cost of waiting ("If you wish to dispose of this matter at this time without
    // further expense, please forward…": Mistretta v. Babb, N.D. Ill. 2003). The choice is between paying now and paying more, so
    // "if you wish" is no free invitation and "at this time" is now; in the Third Circuit an invitation to pay now and avoid what
    // follows stays one (Wilson v. Quadramed, 3d Cir. 2000).
    const costOfWaiting = pay ? matchIn(ctx.text, folded, COST_OF_WAITING, seg.start, seg.end) : undefined;
    const nowSaid = costOfWaiting
      ? (deadlines.find((t) => t.kind === 'immediate')?.span ?? matchIn(ctx.text, folded, AT_THIS_TIME, seg.start, seg.end))
      : undefined;
    const pressedNow = nowSaid !== undefined && !(thirdCircuit && segTest(folded, seg, INVITATION));
    if (!timing && pressedNow) timing = { kind: 'immediate', span: nowSaid };
    // Payment demanded in words of obligation, or as its condition ("if I do not receive prompt payment…").
    const conditional = segTest(folded, seg, CONDITIONAL_PAYMENT_DEMAND);
    // A command is a demand too when the sentence itself names the step ("Contact us as soon as possible to avoid legal action").
    const commanded = (segTest(folded, seg, IMPERATIVE) || segTest(folded, seg, CONTACT_IMPERATIVE)) && segTest(folded, seg, STEP);
    const demanded = (segTest(folded, seg, OBLIGATION) || conditional || commanded) && !segTest(folded, seg, INVITATION);
    // "Prompt payment is required to avoid legal action": prompt is immediacy when demanded under threat of a step, said
    // in the sentence, the next one, or (for a demand put as its condition) the writer's mandate to sue said before it.
    const mandate = conditional ? segs.slice(0, i).find((m) => segTest(folded, m, MANDATE_TO_SUE)) : undefined;
    const stepIn = segTest(folded, seg, STEP) ? seg : stepNext ? next : mandate;
    // Unless the step is only said to be possible (Terran v. Kaplan, 9th Cir. 1997).
    if (!timing && demanded && stepIn && !segTest(folded, stepIn, HEDGED_STEP)) {
      // Or said in a short sentence just before it, as a heading is ("Se le acaba el tiempo. Debe pagar…", decision 151).
      const prompt =
        matchIn(ctx.text, folded, PROMPT, seg.start, seg.end) ??
        (prev && prev.end - prev.start <= 60 ? matchIn(ctx.text, folded, PROMPT, prev.start, prev.end) : undefined);
      if (prompt) timing = { kind: 'immediate', span: prompt };
    }
    if (!timing && pay && demanded && noDeferral) timing = { kind: 'immediate', span: noDeferral };
    // The period or the rights said not to put off a payment wanted now, in one sentence ("Notwithstanding your rights below, full
    // payment is due now", "The thirty-day period does not affect your obligation to pay now"): the opposite of Bartlett's
    // explanation, a demand to pay now by itself (decision 357).
    const overridden =
      pay && noDeferral !== undefined && noDeferral.start >= seg.start && noDeferral.end <= seg.end
        ? matchIn(ctx.text, folded, NOW, seg.start, seg.end)
        : undefined;
    if (!timing && overridden) timing = { kind: 'immediate', span: overridden };
    // A line of capitals that demands payment now by itself ("IMMEDIATE FULL PAYMENT", decision 205: Miller v. Payco, 4th Cir. 1991).
    const shouted = pay ? shoutedDemandIn(ctx.text, folded, seg) : undefined;
    if (!timing && shouted) timing = { kind: 'immediate', span: shouted };
    // In the Second Circuit a demand that payment in full is due now or at once, in the letter that carries the notice,
    // contradicts the thirty days by itself (Savino v. Computer Credit, 2d Cir. 1998; Unger v. National Revenue Group,
    // E.D.N.Y. 2000: "Payment in full is due now"); elsewhere immediacy counts only under a step (decision 136).
    if (!timing && dueNow) timing = { kind: 'immediate', span: dueNow };
    if (!timing) {
      if (
        pay &&
        !received &&
        !period.letterDate &&
        !period.endDate &&
        deadlines.some((t) => t.kind === 'date' && place(t) === 'unknown') &&
        (segTest(folded, seg, DEMAND) || segTest(folded, seg, CONSEQUENCE)) &&
        !formSentence(seg)
      )
        unplaced.push(seg);
      return;
    }
    if (!pay) {
      // A response demanded by a deadline inside the period, a step threatened for not giving it; or a last chance said just before
      // it ("This is your final opportunity. Call today.", decision 368), not an offer's, nor a call asked of one with questions.
      const lastChance =
        ((prev !== undefined &&
          prev.end - prev.start <= 100 &&
          segTest(folded, prev, LAST_CHANCE_SAID) &&
          !segTest(folded, prev, OFFER_CUE) &&
          !segTest(folded, prev, TAKE_ADVANTAGE)) ||
          segTest(folded, seg, LAST_CHANCE_HEADING)) &&
        !segTest(folded, seg, OFFER_CUE) &&
        !segTest(folded, seg, TAKE_ADVANTAGE) &&
        !segTest(folded, seg, IF_YOU_CHOOSE);
      const stepped = Boolean(segTest(folded, seg, STEP) || stepNext || stepBefore || lastChance);
      // In the Second Circuit a response demanded in words of obligation by a time inside the period contradicts the thirty days
      // without a step (Savino v. Computer Credit, 2d Cir. 1998: a demand for "immediate payment in full or a valid reason for
      // nonpayment"; decision 218), as a payment demanded now does (decision 136). Elsewhere the step is needed (Bartlett v.
      // Heibl, 7th Cir. 1997; Terran v. Kaplan, 9th Cir. 1997; Wilson v. Quadramed, 3d Cir. 2000).
      const responseDemanded =
        !stepped && secondCircuit && segTest(folded, seg, RESPONSE_OBLIGED) && segTest(folded, seg, RESPONSE) && !segTest(folded, seg, IF_YOU_CHOOSE);
      if (
        !(segTest(folded, seg, DEMAND) || segTest(folded, seg, CONTACT_IMPERATIVE)) ||
        segTest(folded, seg, INVITATION) ||
        !(stepped || responseDemanded) ||
        formSentence(seg)
      )
        return;
      // A response asked "immediately" under a step the letter only says may come is Terran v. Kaplan's lawful letter (9th Cir. 1997).
      const stepSentence = segTest(folded, seg, STEP) ? seg : stepNext ? next : stepBefore;
      if (timing.kind === 'immediate' && stepSentence && segTest(folded, stepSentence, HEDGED_STEP)) return;
      hits.push({ sentence: seg, timing, consequence: stepped, contact: true, ...(responseDemanded ? { savino: true } : {}) });
      return;
    }
    const consequence =
      pressedNow ||
      segTest(folded, seg, CONSEQUENCE) ||
      Boolean(next && followsFromDemand(folded.slice(next.start, next.end)) && segTest(folded, next, CONSEQUENCE)) ||
      Boolean(mandate);
    // A labelled due date ("Payment Due Date:", "Pay by:") is the date the consumer is told to pay by; not when the sentence
    // leaves it to the consumer ("You may pay by June 20 if you wish", decision 136).
    const labelled = segTest(folded, seg, DEADLINE_LABEL) && !segTest(folded, seg, INVITATION);
    // A demand denied ("immediate payment is not required", decision 205) is no demand, unless the sentence demands in other words too.
    const denied = matchIn(ctx.text, folded, DEMAND_DENIED, seg.start, seg.end);
    const demandWords = denied ? DEMAND.test(`${folded.slice(seg.start, denied.start)} ${folded.slice(denied.end, seg.end)}`) : segTest(folded, seg, DEMAND);
    // Payment asked in softer words is a demand by a counted or dated time, never by "immediately" alone (decision 450).
    const askedByATime = softAsk && timing.kind !== 'immediate' && !segTest(folded, seg, INVITATION);
    const demand =
      demandWords ||
      labelled ||
      (conditional && demanded) ||
      shouted !== undefined ||
      overridden !== undefined ||
      dueNow !== undefined ||
      pressedNow ||
      askedByATime;
    // Immediacy alone is a deadline only when it is demanded, not offered.
    if (timing.kind === 'immediate' && (!demand || (segTest(folded, seg, INVITATION) && !pressedNow))) return;
    if (!consequence && !demand) return;
    // The model form's own wording is a safe harbour (1006.38(b)(2)); a deadline the collector added is not.
    if (formSentence(seg)) return;
    hits.push({ sentence: seg, timing, consequence, ...(mandate ? { mandate } : {}) });
  });
  // A deadline to contact or pay, with the step the letter says meeting it stops, in its sentence or beside it ("You should contact
  // this office not later than June 20 to conclude this matter" over "To stop further action, pay your account in full"; Morgan v.
  // Credit Adjustment Board, E.D. Va. 1998; Bartlett v. Heibl, 7th Cir. 1997): a demand by a deadline under a step (decision 240).
  for (const d of deadlinesWithWhatTheyStop(ctx.text, folded, segs, anchor)) {
    if (hits.some((h) => h.sentence.start === d.sentence.start) || formSentence(d.sentence) || isOffer(folded, d.sentence)) continue;
    const place = (t: Timing) => placeDeadline(t, period, received);
    const timing = d.deadlines.find((t) => place(t) === 'inside');
    if (timing) hits.push({ sentence: d.sentence, timing, consequence: true, contact: !d.pay, stop: d.stop });
    else if (!received && !period.letterDate && !period.endDate && d.deadlines.some((t) => t.kind === 'date' && place(t) === 'unknown'))
      unplaced.push(d.sentence);
  }
  return { hits, unplaced };
};

/** Payment or a call wanted at once ("today", "immediately", "at once"): with a command, what makes a request a demand (decision 243). */
const AT_ONCE = /\b(?:today|immediately|at\s+once|right\s+away|without\s+delay|hoy(?:\s+mismo)?|de\s+inmediato|inmediatamente|enseguida)\b/;
/** The notice's own sentences (the rights, how to dispute, the original creditor): not a demand beside it. */
const NOTICE_WORDS = /\b(?:disput\w*|verif\w*|original\s+creditor|assum\w*|impugn\w*|acreedor\s+original|validaci[oó]n|validation)\b/;
/**
 * Words of obligation that demand (decision 243): the rule's `OBLIGATION` without "is due" (a statement that the debt is owed: "the
 * balance is due") or "expect", and not "must ask / request" (a polite request: "we must ask that you remit the balance", held lawful).
 */
const DEMANDED = new RegExp(
  String.raw`\b(?:${OBLIGED})\b|` +
    /\b(?:must(?!\s+(?:ask|request))|shall|required?|requires|demand(?:s|ed|ing)?|insists?|need\s+to|needs\s+to|have\s+to|has\s+to|debe|debera|exig(?:e|en|imos|ir[aá]n?|i[oó])|requier(?:e|en)|requerimos|insist(?:e|en|imos)|se\s+requiere|es\s+necesario)\b/
      .source,
);
/** A step put after the period, or only weighed ("whether or not placement with a law firm is appropriate"): not pressure inside it. */
const AFTER_OR_WEIGHED =
  /\bafter\s+(?:the\s+)?(?:validation|dispute|30[- ]day|thirty[- ]day)\s+period|\bafter\s+(?:the\s+)?(?:30|thirty)\s+days\b|\buntil\s+after\b|\bdespu[eé]s\s+del?\s+(?:per[ií]odo|plazo|(?:30|treinta)\s+d[ií]as)|\bwhether\b|\bsi\s+procede\b/;
/** Steps that, said to follow the debt left unpaid, press a first letter's reader (decision 243): suit and its means, a lawyer, a report. */
const PRESSING_STEPS: readonly ThreatAction[] = ['sue', 'attorney', 'garnish', 'levy', 'repossess', 'report'];

/**
 * A first letter's demand for payment or a call, or a step it says will follow non-payment, that the words alone do not hold to
 * overshadow the notice (no deadline inside the period, no step timed inside it; decision 136). Words of obligation ("you must pay",
 * "we demand", "insists on payment", "usted debe pagar", "le exigimos el pago"), payment said to be due now, a command to pay or call
 * at once ("Phone us today"), or a sure step on non-payment ("If you do not pay, we will refer your account to our attorney"). Not a
 * way to pay, a polite request to remit or to call ("Please remit payment", "Please call us": a "PLEASE CALL" box and payment requests
 * over smaller rights were held lawful), a call asked of one with questions, an invitation, an offer, a plan's instalments, a demand
 * said not to be made, a step only said to be possible (Terran v. Kaplan, 9th Cir. 1997), the notice's own sentences or the model
 * form's.
 */
const demandOrPressureIn = (ctx: RuleContext, letterFolded: string): Span | undefined => {
  const found = demandOrPressureReadIn(ctx, letterFolded, letterFolded);
  // A demand found in a recital of the law is read again in the collector's own words (decision 523).
  return found && lawWithin(ctx.text, found) ? demandOrPressureReadIn(ctx, letterFolded, collectorsOwnWords(ctx.text)) : found;
};

const demandOrPressureReadIn = (ctx: RuleContext, letterFolded: string, folded: string): Span | undefined => {
  const formSentence = modelFormSentenceTest(ctx, letterFolded);
  const anchor = periodOf(ctx, letterFolded).letterDate?.iso ?? ctx.answers.receivedDate;
  // No date or count of its own: a demand or a step so timed has been judged by its time ("at once" has not: decision 136).
  const plain = (seg: Span): boolean =>
    deadlinesIn(ctx.text, folded, seg, anchor).every((t) => t.kind === 'immediate') &&
    !segTest(folded, seg, AFTER_OR_WEIGHED) &&
    !formSentence(seg) &&
    !isOffer(folded, seg) &&
    !segTest(folded, seg, INVITATION) &&
    !segTest(folded, seg, IF_YOU_CHOOSE) &&
    !segTest(folded, seg, NOTICE_WORDS) &&
    !segTest(folded, seg, DEMAND_DENIED) &&
    !(segTest(folded, seg, PLAN) && !segTest(folded, seg, STEP));
  for (const seg of withHeadings(ctx.text, segments(ctx.text))) {
    if (!plain(seg)) continue;
    const now = segTest(folded, seg, AT_ONCE) || segTest(folded, seg, PROMPT);
    if (segTest(folded, seg, PAY) || segTest(folded, seg, RESOLVE_DEBT)) {
      if (segTest(folded, seg, DEMANDED) || segTest(folded, seg, DUE_NOW) || (segTest(folded, seg, IMPERATIVE) && now)) return seg;
    } else if (segTest(folded, seg, RESPONSE) && (segTest(folded, seg, RESPONSE_OBLIGED) || (segTest(folded, seg, CONTACT_IMPERATIVE) && now))) return seg;
  }
  // A step only said to be possible is Terran v. Kaplan's lawful letter (9th Cir. 1997).
  const step = readLetter(ctx.text).threats.find(
    (t) =>
      PRESSING_STEPS.includes(t.action) &&
      (t.certainty === 'definite' || (t.certainty === 'mention' && segTest(folded, t.sentence, WILL_OR_SHALL))) &&
      t.timings.every((x) => x.kind === 'immediate') &&
      !segTest(folded, t.sentence, HEDGED_STEP) &&
      plain(t.sentence),
  );
  return step?.sentence;
};

/**
 * Overshadowing by layout (decision 243): a first letter whose demand or pressure the words alone do not hold to overshadow the
 * notice may still do so on the paper, where the demand stands out (bold, larger, capitals, colour) and the notice of the thirty
 * days is played down (smaller or fainter type, or only on the back with nothing on the front pointing to it): Swanson v. Southern
 * Oregon Credit Service (9th Cir. 1988); Miller v. Payco-General American Credits (4th Cir. 1991); under Regulation F the notice must
 * be clear and conspicuous (12 CFR 1006.34(b)(1), (d)(1)). The words cannot show it and the person holding the letter can, so the
 * rule asks `noticeDeemphasized`, flags (medium) on yes and passes on no. Not asked under the model form (its format is the safe
 * harbour, 12 CFR 1006.38(b)(2)), where the letter explains that the rights survive its demand (Bartlett v. Heibl, 7th Cir. 1997), nor
 * where the threat rule already flags the letter from its words.
 */
const byLayout = (ctx: RuleContext, folded: string, assumptions: string[]): RuleResult | undefined => {
  if (ctx.answers.noticeDeemphasized === false || ctx.gates.followsModelForm || rightsSurviveStatement(ctx, folded)) return undefined;
  const demand = demandOrPressureIn(ctx, folded);
  if (!demand || threatRule.check(ctx).status === 'flag') return undefined;
  if (ctx.answers.noticeDeemphasized === undefined)
    return {
      status: 'needs_input',
      questions: [QUESTIONS.noticeDeemphasized],
      message: `Whether this letter's demand ("${quote(demand, 120)}") overshadows your right to dispute the debt depends on how the paper letter looks, which the uploaded words cannot show: a demand that stands out while the notice of your 30-day rights is printed smaller or fainter, or only on the back with nothing on the front pointing to it, can overshadow those rights (15 U.S.C. 1692g(b); Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Miller v. Payco-General American Credits, 4th Cir. 1991).`,
      evidence: [demand],
      assumptions,
    };
  return {
    status: 'flag',
    message: layoutMessage(quote(demand)),
    evidence: [demand],
    confidence: 'medium',
    assumptions: [
      ...assumptions,
      'You told us that on the paper letter the demand stands out while the notice of your 30-day rights is printed smaller or fainter, or only on the back with nothing on the front pointing to it.',
    ],
  };
};

export const rule: Rule = {
  meta: {
    id: 'overshadow_payment_deadline',
    title: 'Payment demanded before the validation period ends',
    citation: '15 U.S.C. 1692g(b) (last sentence); 12 CFR 1006.38(b)(1); Bartlett v. Heibl; Graziano v. Harrison; Russell v. Equifax A.R.S.',
    kind: 'judgment',
    section: '1.2',
    description:
      'During the validation period (30 days after you receive the validation notice, or the end date the notice gives) a debt collector may ask for payment, but it must not demand payment by an earlier deadline in a way that makes your right to dispute the debt or to ask for the original creditor look meaningless.',
    severity: 7,
    value: 1000,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const scope = overshadowScope(ctx, folded, gate.assumptions, 'a deadline');
    if (!scope.ok) {
      const found = findHits(ctx, folded);
      // A later letter is judged against the first notice's period, once the person says when that came.
      const later = laterLetterInFirstPeriod(ctx, found.hits, [...gate.assumptions]);
      if (later) return later;
      const candidate = found.hits[0]?.sentence ?? found.unplaced[0];
      return (
        (candidate && askIfFirstLetter(ctx, candidate, 'a deadline', [...gate.assumptions])) ||
        laterLetterNothingPressing(ctx, gate.assumptions, 'a deadline') ||
        scope.result
      );
    }
    const { assumptions } = scope;
    const { hits, unplaced } = findHits(ctx, folded);
    if (hits.length === 0) {
      if (unplaced[0] && !rightsSurviveStatement(ctx, folded)) return askWhenReceived(unplaced[0], assumptions);
      return byLayout(ctx, folded, assumptions) ?? { status: 'pass', assumptions };
    }
    const survive = rightsSurviveStatement(ctx, folded);
    if (survive) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          `The letter explains that its deadline does not cut short your dispute rights ("${quote(survive, 100)}"), the wording Bartlett v. Heibl approved.`,
        ],
      };
    }
    const period = periodOf(ctx, folded);
    const first = hits[0] as Hit;
    const strong = hits.some((h) => h.consequence && h.timing.kind !== 'immediate');
    if (!period.endDate) assumptions.push(PERIOD_FROM_RECEIPT_ASSUMPTION);
    const evidence = [
      ...hits.flatMap((h) => [
        ...(h.mandate ? [h.mandate] : []),
        h.sentence,
        ...(h.stop && (h.stop.start < h.sentence.start || h.stop.end > h.sentence.end) ? [h.stop] : []),
      ]),
      ...(period.endDate ? [period.endDate.span] : []),
    ];
    const deadline = first.timing.kind === 'immediate' ? 'immediately' : `"${quote(first.timing.span, 60)}"`;
    const message = hits.every((h) => h.savino)
      ? savinoMessage(quote(first.sentence), deadline, describeEnd(period))
      : first.stop
        ? stopMessage(quote(first.sentence), deadline, quote(first.stop, 80), describeEnd(period))
        : hits.some((h) => !h.contact)
          ? `This letter may violate 15 U.S.C. 1692g(b): it demands payment ("${quote((hits.find((h) => !h.contact) ?? first).sentence)}") with a deadline (${deadline}) that comes before ${describeEnd(period)}, and it does not explain that you can still dispute the debt or ask for the original creditor until then. A payment deadline inside the validation period can overshadow those rights.`
          : `This letter may violate 15 U.S.C. 1692g(b): it demands that you contact the collector ("${quote(first.sentence)}") by a deadline (${deadline}) that comes before ${describeEnd(period)}, under threat of further steps, and it does not explain that you can still dispute the debt or ask for the original creditor until then. A demand for a response inside the validation period can overshadow those rights (Savino v. Computer Credit, 2d Cir. 1998).`;
    return {
      status: 'flag',
      message,
      evidence,
      confidence: strong ? 'high' : 'medium',
      assumptions,
    };
  }),
};

/** Decision 218's message (after the rule, so the catalogue keys above stay as they were). */
const savinoMessage = (sentence: string, deadline: string, end: string): string =>
  `This letter may violate 15 U.S.C. 1692g(b): it demands that you contact or answer the collector ("${sentence}") by a deadline (${deadline}) that comes before ${end}, and it does not explain that you can still dispute the debt or ask for the original creditor until then. In the Second Circuit a demand for your response sooner than the validation period ends can overshadow those rights even without a threat (Savino v. Computer Credit, 2d Cir. 1998).`;

/** Decision 240's message: a deadline to contact or pay with the step meeting it stops. */
const stopMessage = (sentence: string, deadline: string, stop: string, end: string): string =>
  `This letter may violate 15 U.S.C. 1692g(b): it tells you to contact or pay the collector ("${sentence}") by a deadline (${deadline}) that comes before ${end}, and says that doing so stops a further step ("${stop}"), without explaining that you can still dispute the debt or ask for the original creditor until then. A first letter that sets a deadline inside the validation period to end the matter and stop further action can overshadow those rights (Morgan v. Credit Adjustment Board, E.D. Va. 1998; Bartlett v. Heibl, 7th Cir. 1997).`;

/** Decision 243's message: a demand that stands out over a notice played down on the paper. */
const layoutMessage = (demand: string): string =>
  `You told us that on the paper letter the demand ("${demand}") stands out while the notice of your right to dispute the debt within 30 days is printed smaller or fainter, or only on the back with nothing on the front pointing to it. That may violate 15 U.S.C. 1692g(b): the notice must be conveyed effectively, and a first letter whose demand for payment or warning draws the eye away from it can overshadow your right to dispute the debt or to ask for the original creditor (Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Miller v. Payco-General American Credits, 4th Cir. 1991); for letters sent since November 30, 2021 the notice must also be clear and conspicuous (12 CFR 1006.34(b)(1), (d)(1)).`;
