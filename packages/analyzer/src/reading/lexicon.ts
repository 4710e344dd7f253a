/**
 * The vocabulary of the reading layer (decision 032): what a sentence of a collection letter can
 * threaten, how sure it says it is, on what condition and when, in English and Spanish. Patterns run
 * on folded text (lower case, plain quotes and dashes: `fold` of rules/_disclosures-and-amounts/text.ts).
 * They are written for the law's categories and the ways people say them (synonyms, passive and
 * active voice, modal verbs, the Spanish future tense), never for one letter's words. Every pattern is
 * bounded (no nested quantifiers over free text) so a long letter stays fast.
 */
import { SPANISH_FUTURE_SOURCE } from './spanish-future';
import type { ThreatAction } from './types';

/**
 * Taking money from the consumer's pay or account by process, in the words of the states' procedures and
 * of collectors, besides "garnish": a wage or income execution (New York, CPLR 5231), income withholding,
 * a payroll deduction, an execution against wages or property, money withheld, deducted or taken out of a
 * paycheck, a share of the pay withheld ("withhold 15% of your pay", "deduct a portion of your wages", and in the passive
 * "10% of your gross weekly wages can be deducted", decision 228),
 * "descontar de su salario", "se le descontará el 15% de su salario", "quitarle su sueldo", the employer ordered to withhold
 * or deduct the pay ("your employer will be ordered to withhold your wages", "se le ordenará a su empleador retener su
 * salario": the order is the garnishment, decision 181) (not a payment the consumer authorizes from a
 * bank account: that is no process). Shared by the reading layer's
 * `garnish` action and threat_seizure_garnishment (one table). Folded text; no flags.
 *
 * Decision 502: in the words of payroll too, as a step that will happen: a "payroll deduction" or "wage withholding" (any of
 * payroll, paycheck, wage, salary), the employer as the one who deducts or withholds ("your employer will begin
 * withholding", "your employer has been instructed to deduct"), a deduction from the "next", "upcoming" or "each" paycheck,
 * pay "docked", the wages said to be deducted or withheld in the passive; Spanish "descuento / deducción / retención por
 * nómina", "descuento salarial", the employer who "descontará", "deducirá" or "retendrá", "retendremos una parte de su
 * sueldo", "de su próximo cheque de pago".
 */
const PAYROLL_TAKING_SOURCE = String.raw`(?:payroll|paycheck|wage|salary)\s+(?:deductions?|withholdings?)|employer\s+(?:(?!not\b|never\b|cannot\b)[\w']+\s+){0,4}?(?:deduct|withh[oe]ld)\w*|(?:withh[oe]ld\w*|take|taking|taken|deduct\w*|dock(?:s|ed|ing)?)\s+(?:[\w$.,%]+\s+){0,3}?(?:out\s+of|from)\s+(?:your\s+(?:next|upcoming|future|coming|regular|weekly|monthly|bi-?weekly)|(?:each|every)(?:\s+(?:upcoming|future|regular|weekly|monthly|bi-?weekly))?)\s+(?:wages?|pay(?:checks?|days?)?|salary|income|earnings|checks?)|dock(?:s|ed|ing)?\s+(?:\w+\s+){0,2}?(?:your\s+)?(?:wages?|pay(?:checks?)?|salary)|(?:wages?|pay(?:checks?)?|salary|earnings)\s+(?:will|shall|may|might|can|could|would|is\s+going\s+to|are\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+(?:docked|deducted|withheld)|(?:descuentos?|deducci[oó]n(?:es)?|retenci[oó]n(?:es)?)\s+(?:(?:de|por|en|v[ií]a)\s+(?:la\s+|su\s+)?n[oó]mina|salarial(?:es)?)|(?:empleador|patr[oó]n)\s+(?:(?!no(?![\w\u00c0-\u017f]))[\w\u00c0-\u017f]+\s+){0,3}?(?:descont|deduc|deduj|reten|retien|retuv|retendr)[\w\u00c0-\u017f]*(?:\s+(?:[\w\u00c0-\u017f%]+\s+){0,4}?(?:de\s+)?su\s+(?:(?:pr[oó]xim[oa]|siguiente)\s+)?(?:salario|sueldo|cheque|n[oó]mina|quincena|pago))?|(?:reten|retien|retendr|deduc|deducir|descont)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f%]+\s+){0,4}?(?:de\s+)?su\s+(?:pr[oó]xim[oa]|siguiente)\s+(?:salario|sueldo|cheque(?:\s+de\s+pago)?|n[oó]mina|quincena|pago)|(?:reten|retien|retendr|deduc|deducir)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f%]+\s+){0,4}?(?:de\s+)?su\s+(?:salario|sueldo|cheque\s+de\s+pago|n[oó]mina|quincena)`;
export const WAGE_TAKING_SOURCE = String.raw`${PAYROLL_TAKING_SOURCE}|(?:wage|income|salary|payroll|paycheck)\s+(?:executions?|withholding\s+orders?|deduction\s+orders?|levy|levies|attachments?)|income\s+execution|execution\s+(?:on|against|upon)\s+(?:your\s+)?(?:wages?|salary|pay(?:check)?|income|earnings|property|assets|bank\s+accounts?)|(?:withh[oe]ld\w*|take|taking|took|taken|deduct\w*)\s+(?:[\w$.,%]+\s+){0,3}?(?:out\s+of|from)\s+your\s+(?:wages?|pay(?:checks?)?|salary|income|earnings)|(?:withh[oe]ld\w*|deduct\w*|garnish\w*|take|taking|taken)\s+(?:up\s+to\s+)?(?:\d{1,2}(?:\.\d+)?\s?%|\d{1,2}(?:\.\d+)?\s+per\s?cent|(?:a\s+)?(?:part|portion|percentage|share)|(?:one|a)[- ](?:quarter|fourth|third|half))\s+of\s+your\s+(?:(?:gross|net|weekly|monthly|bi-?weekly|take-home|regular|future)\s+){0,2}(?:wages?|pay(?:checks?)?|salary|income|earnings|disposable\s+(?:pay|income|earnings))|(?:\d{1,2}(?:\.\d+)?\s?%|\d{1,2}(?:\.\d+)?\s+per\s?cent|(?:a\s+)?(?:part|portion|percentage|share)|(?:one|a)[- ](?:quarter|fourth|third|half))\s+of\s+your\s+(?:(?:gross|net|weekly|monthly|bi-?weekly|take-home|regular|future|disposable)\s+){0,2}(?:wages?|pay(?:checks?)?|salary|income|earnings)\s+(?:will|shall|may|might|can|could|would|is\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+(?:deducted|garnished|withheld|taken|attached|seized|levied)|descont[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f%]+\s+){0,3}?(?:de|a)\s+su\s+(?:salario|sueldo|cheque\s+de\s+pago|n[oó]mina)|quit[\w\u00c0-\u017f]*(?:le)?\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:su\s+|el\s+)?(?:salario|sueldo)|(?:ordered|order|directed|required)\s+(?:\w+\s+){0,3}?to\s+(?:withhold|deduct|garnish)\s+(?:[\w$.,%]+\s+){0,3}?(?:of\s+|from\s+)?your\s+(?:wages?|pay(?:checks?)?|salary|earnings)|(?:ordenar|exigir)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f]+\s+){0,4}?(?:retener|descontar)\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?su\s+(?:salario|sueldo|cheque\s+de\s+pago)`;

/**
 * A channel a letter offers for paying, named as a place or a line rather than a verb (decision 198): "Automated phone
 * line", "telephone payment line", "IVR", "online portal", "payment website", "línea telefónica automática", "portal de
 * pagos". Shared by pay_to_pay_fee and unauthorized_fees_or_interest (a fee beside it is the price of that way of
 * paying). Folded text; no flags.
 */
export const PAYMENT_CHANNEL_SOURCE = String.raw`(?:automated\s+|toll[- ]free\s+)?(?:phone|telephone)\s+(?:payment\s+)?(?:line|system)|automated\s+(?:payment\s+)?(?:line|system)|ivr|(?:online|web|payment)\s+(?:payment\s+)?(?:portal|site|website)|l[ií]nea\s+(?:telef[oó]nica|autom[aá]tica)|portal\s+(?:de\s+pagos?|en\s+l[ií]nea)|pago\s+(?:por\s+tel[eé]fono|en\s+l[ií]nea)`;

/**
 * Remedies named by the law that gives them (decision 262): "every remedy available under the law", "all remedies the law
 * allows", "remedies at law", "todos los recursos legales", "todo recurso legal", "los recursos que la ley permite", "las vías legales": the step
 * "all legal remedies" already names (Bentley v. Great Lakes Collection Bureau, 2d Cir. 1993), read as a suit. Remedies with
 * no law named ("all remedies available to it") stay an unnamed step (decision 146). Folded text; no flags.
 */
const REMEDIES_OF_LAW = String.raw`(?:remed(?:y|ies)|recourse)\s+(?:(?:available|permitted|allowed|provided|authori[sz]ed|afforded)\s+(?:to\s+(?:it|us|them|our\s+client|the\s+creditor)\s+)?)?(?:under|at|by)\s+(?:the\s+|applicable\s+|state\s+|federal\s+)?law|(?:remed(?:y|ies)|recourse|means|options)\s+(?:that\s+)?(?:the|applicable|state|federal)\s+law\s+(?:allows|permits|provides|affords|gives)|(?:recursos?|v[ií]as?|medios?)\s+(?:legal(?:es)?|judicial(?:es)?)|(?:recursos|medios|medidas|acciones|v[ií]as)\s+que\s+(?:la\s+ley|las\s+leyes)\s+(?:permite|permiten|otorga|otorgan|autoriza|autorizan|concede|conceden)`;

/**
 * The consumer's credit record as collectors name it in plain words (folded text): "your credit" alone (not a credit card,
 * union, line, limit or account), "creditworthiness", a FICO score, a credit profile, name or reputation, besides the
 * rating, score, standing, history, report, record and file.
 */
const CREDIT_RECORD_SOURCE = String.raw`(?:credit\s+(?:ratings?|scores?|standing|histor(?:y|ies)|reports?|records?|files?|profiles?|worthiness|reputation|name)\b|creditworthiness|fico(?:\s+scores?)?\b|credit(?![\w-])(?!\s+(?:cards?|unions?|lines?|limits?|accounts?|agreements?|applications?|terms?|balances?|counsel\w*|insurance|life|memos?|approval|checks?)\b))`;
/** The Spanish names of the credit record ("su crédito", "historial crediticio", "puntaje de crédito", "calificación crediticia"). */
const CREDIT_RECORD_ES_SOURCE = String.raw`(?:historial\s+(?:crediticio|de\s+cr[eé]dito)|puntaje\s+(?:crediticio|de\s+cr[eé]dito)|calificaci[oó]n\s+crediticia|reputaci[oó]n\s+crediticia|(?:informe|reporte)\s+de\s+cr[eé]dito|cr[eé]dito(?![\w\u00c0-\u017f])(?!\s+(?:de\s+)?(?:tarjeta|l[ií]mite)))`;
/** The bureaus' names alone ("credit bureaus", "consumer reporting agency", "Equifax"), with no article or count before them. */
export const BUREAU_NAMES_SOURCE = String.raw`(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union)`;
/** The bureaus by any of their names ("the three major credit bureaus", "Equifax", "agencias de informes de crédito"). */
const BUREAUS_SOURCE = String.raw`(?:the\s+|all\s+(?:three\s+)?|each\s+of\s+the\s+)?(?:(?:three|3|major|national|nationwide)\s+)*${BUREAU_NAMES_SOURCE}\b`;
/**
 * The bureaus in Spanish, or by their names ("las agencias de informes de crédito", "los burós de crédito", "Equifax"); decision 542:
 * with the adjective between ("las agencias nacionales de informes de crédito", "agencias de reportes de crédito", "agencias de información
 * crediticia").
 */
export const BUREAUS_ES_SOURCE = String.raw`(?:agencias\s+(?:(?:nacionales|principales|estatales)\s+)?de\s+(?:(?:informes|reportes)\s+)?(?:de\s+)?cr[eé]dito|agencias\s+(?:(?:nacionales|principales)\s+)?de\s+informaci[oó]n\s+crediticia|bur[oó]s?\s+de\s+cr[eé]dito|equifax|experian|trans\s?union)`;
/** What a report says of the account: the status it will carry on the credit record ("delinquent", "a collection", "paid in full"). */
const REPORTED_STATUS_SOURCE = String.raw`(?:an?\s+)?["']?(?:collection(?:\s+account)?\b|delinquent|unpaid|past[- ]due|charged[- ]off|charge[- ]off|derogatory|in\s+default|defaulted|bad\s+debt|paid\b|paid\s+in\s+full|settled|satisfied|closed)`;

/**
 * Decision 261: the credit record put at stake, and a report to it, in the plain words the `report` reading did not read
 * (the credit put at stake is read as implying a report, Reitz v. Credit Systems of the Fox Valley, E.D. Wis. 2020; a
 * report named by its status is a report to the credit record, Magee v. Portfolio Recovery Associates, N.D. Ill. 2016):
 * - a harm done to the credit in any verb, with "your credit" alone or in other names ("may affect your credit", "could
 *   damage your credit", "don't let this debt ruin your credit", "could lower your FICO score");
 * - the credit said to suffer it ("your credit may be affected", "your creditworthiness may suffer") or to be at stake
 *   ("your credit is at risk", "puts your credit in jeopardy", "su historial crediticio está en riesgo");
 * - the account kept off the record or reflected in a credit profile ("pay today to keep this account off your credit
 *   report", "may be reflected in your credit profile");
 * - a report named by the status it gives the account ("we will report this account as delinquent", "may be reported as
 *   a collection", "we will report your account Paid in Full", "reportaremos esta cuenta como morosa");
 * - a report to "the bureaus", and the account's information sent to them in the passive ("negative information may be
 *   sent to the credit reporting agencies", "will be forwarded to Equifax"; not "submitted", California's notice, Cal.
 *   Civ. Code 1785.26(b), which the rule reads as no threat);
 * - Spanish: "su crédito podría verse afectado", "bajar su puntaje de crédito", "un reporte negativo en su historial".
 */
const CREDIT_PLAIN_WORDS = [
  String.raw`\b(?:damag|hurt|harm|ruin|affect|impact|jeopardi[sz]|tarnish|destroy|wreck|lower|reduc|protect|safeguard|preserv)\w*\s+(?:(?:negatively|adversely|seriously|severely)\s+)?your\s+(?:good\s+)?${CREDIT_RECORD_SOURCE}`,
  String.raw`\byour\s+(?:good\s+)?${CREDIT_RECORD_SOURCE}\s+(?:(?:will|may|might|could|would|is\s+going\s+to|can)\s+(?:also\s+)?(?:suffer|drop|decline|fall|go\s+down|be\s+(?:(?:negatively|adversely|seriously|severely)\s+)?(?:damaged|harmed|hurt|affected|ruined|lowered|impacted|jeopardi[sz]ed|reduced))\b|(?:is|are|will\s+be|may\s+be|might\s+be|could\s+be|remains?)\s+(?:now\s+|also\s+)?(?:at\s+(?:risk|stake)|in\s+(?:jeopardy|danger)))`,
  String.raw`\bput(?:s|ting)?\s+your\s+(?:good\s+)?${CREDIT_RECORD_SOURCE}\s+(?:at\s+risk|in\s+(?:jeopardy|danger))`,
  String.raw`\bkeep(?:s|ing)?\s+(?:(?:it|this|that|the|your)\s+)?(?:[\w-]+\s+){0,2}?(?:off|out\s+of)\s+(?:of\s+)?your\s+credit\s+(?:reports?|files?|records?|histor(?:y|ies)|profiles?)\b`,
  String.raw`\b(?:plac|list|post|record|add|appear|reflect|show)\w*(?:\s+up)?\s+(?:[\w']+\s+){0,4}?(?:on|in)\s+your\s+credit\s+profiles?\b`,
  String.raw`\breport\w*\s+(?:(?:it|this|that|the|your)\s+(?:(?!to\b|with\b)[\w-]+\s+){0,2}?)?(?:as\s+${REPORTED_STATUS_SOURCE}|["']?(?:paid\s+in\s+full|settled\s+in\s+full|settled\s+for\s+less)\b)`,
  String.raw`\b(?:report\w*|furnish\w*)\b[^.;]{0,60}?\b(?:to|with)\s+(?:the|all|each\s+of\s+the)\s+(?:(?:three|3|major|national|nationwide)\s+)*bureaus\b`,
  String.raw`\b(?:sent|forwarded|transmitted|provided|released|given|turned\s+over)\s+to\s+${BUREAUS_SOURCE}`,
  String.raw`(?<![\w\u00c0-\u017f])(?:report[\w\u00c0-\u017f]*)\s+(?:(?:la|su|esta|esa|el|este)\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?)?como\s+(?:moros[ao]|pagad[ao]|saldad[ao]|liquidad[ao]|cancelad[ao]|vencid[ao]|impagad[ao]|no\s+pagad[ao]|en\s+(?:cobranza|cobro)|incobrable)`,
  String.raw`(?<![\w\u00c0-\u017f])su\s+${CREDIT_RECORD_ES_SOURCE}\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:verse\s+afectad|se\s+ver[aá]\s+afectad|ser\s+afectad|ser[aá]\s+afectad|baj(?:ar|ar[aá]|e)\b|disminu|ca(?:er|er[aá]|iga)\b|sufrir|est[aá]\s+en\s+(?:riesgo|peligro|juego)|estar\s+en\s+(?:riesgo|peligro|juego))`,
  String.raw`\b(?:baj|disminu|reduc)[\w\u00c0-\u017f]*\s+su\s+${CREDIT_RECORD_ES_SOURCE}`,
  String.raw`(?<![\w\u00c0-\u017f])(?:reporte|informe|registro|anotaci[oó]n|marca)s?\s+(?:de\s+cr[eé]dito\s+)?(?:negativ|desfavorable|advers)[\w\u00c0-\u017f]*`,
  // Decision 387: reporting said as a noun ("subject to credit reporting", "scheduled for credit bureau reporting", "credit
  // reporting will begin", "to avoid credit reporting"), begun ("we will begin reporting this account"), the account shared
  // with the bureaus, the debt said to go or end up on the credit report, the score said to drop or sink, a black mark on
  // the credit; in Spanish the bureaus notified by name ("notificaremos a Equifax"), the account sent or its information
  // given to them ("su cuenta será enviada a las agencias de crédito", "proporcionar información … a las agencias de crédito").
  String.raw`\b(?:(?:subject|eligible|scheduled|approved|slated|queued|flagged|selected|referred|designated)\s+(?:to|for)|avoid(?:s|ing)?|prevent(?:s|ing)?)\s+(?:(?:negative|adverse|derogatory|possible|further)\s+)?(?:credit|credit\s+bureau|consumer)\s+reporting\b(?!\s+agenc)`,
  String.raw`\b(?:credit|credit\s+bureau|consumer)\s+reporting\s+(?:will|may|might|could|shall|can|is\s+going\s+to)\s+(?:then\s+|also\s+)?(?:begin|start|commence|occur|follow|take\s+place|result)\b`,
  String.raw`\b(?:begin|began|begun|beginning|start|started|starting|commenc\w*)\s+(?:to\s+report|reporting)\s+(?:(?:this|the|your|its)\s+)(?:account|debt|balance|delinquency|collection|obligation)\b`,
  String.raw`\bshar(?:e|es|ed|ing)\s+(?:[\w']+\s+){0,5}?with\s+${BUREAUS_SOURCE}`,
  String.raw`\b(?:go(?:es)?|going|end(?:s|ing)?\s+up|wind\s+up|land(?:s|ing)?|get(?:s|ting)?|be|is|are)\s+on\s+your\s+credit\s+(?:reports?|files?|records?|histor(?:y|ies)|profiles?)\b`,
  String.raw`\b(?:drop|sink|tank|decreas|stain|blemish)\w*\s+(?:(?:negatively|seriously|severely)\s+)?your\s+(?:good\s+)?${CREDIT_RECORD_SOURCE}`,
  String.raw`\bblack\s+marks?\s+(?:on|in|against)\s+your\s+${CREDIT_RECORD_SOURCE}`,
  String.raw`(?<![\w\u00c0-\u017f])notific[\w\u00c0-\u017f]*\s+(?:a\s+)?(?:las\s+|los\s+)?${BUREAUS_ES_SOURCE}`,
  String.raw`(?<![\w\u00c0-\u017f])(?:equifax|experian|trans\s?union)\b[^.;]{0,40}?\b(?:ser[aá]n|podr[aá]n\s+ser)\s+(?:notificad|informad|avisad)[ao]s`,
  String.raw`(?<![\w\u00c0-\u017f])(?:enviad|remitid|transmitid|proporcionad|entregad|reportad)[ao]s?\s+a\s+(?:las\s+|los\s+)?${BUREAUS_ES_SOURCE}`,
  String.raw`(?<![\w\u00c0-\u017f])(?:proporcion|compart|suministr|facilit|entreg)[\w\u00c0-\u017f]*\s+(?:la\s+|su\s+)?informaci[oó]n\b[^.;]{0,40}?\b(?:a|con)\s+(?:las\s+|los\s+)?${BUREAUS_ES_SOURCE}`,
].join('|');

/**
 * Decision 342: the Spanish passive of the steps, read as the English passive is ("your wages will be garnished", "your bank
 * account will be frozen", "you will be sued"): the participle after what it is said of, a few words between for the verb
 * ("su salario será embargado", "su sueldo podría ser embargado", "su cuenta bancaria será congelada", "sus bienes serán
 * embargados", "usted será demandado", "usted ha sido demandado"). The participle is the step's span, so the words before it
 * say how sure it is and whether it is denied ("será", "podría ser", "no será"), as "will be garnished" is read. "Demandado" is
 * read only after a form of "ser" (not "el demandado", the defendant, nor "el monto demandado", the sum claimed).
 * Lookbehinds, bounded (a few words, no punctuation between). Folded text.
 */
const WAGE_PASSIVE_ES = String.raw`(?<=(?<![\w\u00c0-\u017f])(?:salarios?|sueldos?|n[oó]minas?|cheques?\s+de\s+pago|ingresos)\s+(?:[\w\u00c0-\u017f]+\s+){1,3})(?:embargad|retenid)[oa]s?(?![\w\u00c0-\u017f])`;
const PROPERTY_PASSIVE_ES = String.raw`(?<=(?<![\w\u00c0-\u017f])(?:cuentas?(?:\s+(?:bancarias?|de\s+(?:banco|ahorros?|cheques)|corrientes?))?|bienes|propiedad(?:es)?|casa|vivienda|veh[ií]culos?|autom[oó]vil(?:es)?|autos?|carros?|fondos|activos)\s+(?:[\w\u00c0-\u017f]+\s+){1,3})(?:embargad|congelad|incautad|confiscad)[oa]s?(?![\w\u00c0-\u017f])`;
const SUED_PASSIVE_ES = String.raw`(?<=(?<![\w\u00c0-\u017f])(?:ser|ser[aá]n?|sido|siendo|fue(?:ron)?|es|son)\s+(?:(?:judicialmente|legalmente)\s+)?)demandad[oa]s?(?![\w\u00c0-\u017f])`;

/**
 * The writer's compulsion to go on, said with no object (decision 368): "we will have no choice but to proceed", "we will be forced
 * to proceed", "no tendremos más remedio que proceder", "nos veremos obligados a proceder". A step left unnamed, as "further action"
 * is; not "proceed with / to" something (what follows names the step, read by its own words: "proceed with verification" is none).
 */
export const COMPELLED_TO_PROCEED = String.raw`(?:no\s+(?:other\s+)?(?:choice|alternative|option)\s+(?:but|other\s+than)\s+to|(?:forced|compelled|obliged|obligated)\s+to)\s+proceed(?!\s+(?:with|to|against)\b)|no\s+(?:tendremos|tendr[aá]n?|tenemos|tiene|nos\s+quedar[aá]|le\s+quedar[aá])\s+(?:m[aá]s\s+|otro\s+|otra\s+)?(?:remedio|opci[oó]n|alternativa|salida)\s+(?:que|sino)\s+proceder(?!\s+(?:con|a|en)\b)|(?:nos\s+veremos|se\s+ver[aá]n?)\s+(?:obligad|forzad)[oa]s?\s+a\s+proceder(?!\s+(?:con|a|en)\b)`;

/** What a threat says will happen, by kind (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(c)). */
export const ACTIONS: readonly { action: ThreatAction; re: RegExp }[] = [
  {
    action: 'arrest',
    re: /\b(?:arrest\w*|jail|prison|imprison\w*|incarcerat\w*|criminal\s+(?:charges?|prosecution|action|complaint|case|proceedings?)|prosecut\w*|(?:bench|arrest)\s+warrant|police|sheriff\s+(?:will|may)\s+(?:come|arrive)|arrest\w*|c[aá]rcel|prisi[oó]n|cargos\s+(?:criminales|penales)|denuncia\s+penal|acci[oó]n\s+penal|orden\s+de\s+arresto)\b/g,
  },
  {
    action: 'garnish',
    re: new RegExp(
      String.raw`\b(?:garnish\w*|wage\s+(?:attachment|deduction|assignment)|attach\w*\s+(?:your\s+)?(?:wages?|pay(?:check)?|salary)|(?:take|deduct)\w*\s+(?:money\s+)?(?:from\s+)?your\s+(?:wages?|pay(?:check)?|salary)|embarg[\w\u00c0-\u017f]*\s+(?:de\s+)?(?:su\s+)?(?:salario|sueldo|n[oó]mina)|retenci[oó]n\s+(?:de\s+)?(?:su\s+)?(?:salario|sueldo)|${WAGE_PASSIVE_ES}|${WAGE_TAKING_SOURCE})\b`,
      'g',
    ),
  },
  {
    action: 'levy',
    // "Placed", "filed" and "recorded" are said of a lien only (decision 261): "your account will be placed with our attorney"
    // or "… may be placed on your credit file" is a referral or a report, not a seizure of a bank account.
    re: new RegExp(
      String.raw`\b(?:lev(?:y|ies|ied|ying)|seiz\w*|execut\w*\s+(?:on|upon|against)\s+(?:your|the\s+consumer's)\s+(?:assets|property|bank\s+accounts?|accounts?|home|house|real\s+estate|vehicle|car|funds)|(?:attach|freez)\w*\s+(?:your\s+)?(?:bank|property|assets|accounts?|funds|home|house|real\s+estate)|(?:place|put|record|file)\w*\s+a\s+lien|lien\s+(?:(?:being|to\s+be)\s+(?:recorded|placed|filed)\s+)?(?:on|against)\s+your|foreclos\w*\s+(?:on\s+|upon\s+)?(?:your|the)\s+(?:property|home|house|lien|mortgage|unit|condominium)|ejecuci[oó]n\s+hipotecaria|(?:bank\s+accounts?|accounts?|funds|property|assets|home|house|car|vehicle)\s+(?:will|shall|may|might|could|can|would|is\s+going\s+to|are\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+(?:frozen|seized|levied|attached|taken)(?!\s+(?:to|with|into|before|over)\b)|lien\s+(?:will|shall|may|might|could|can|would|is\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+(?:placed|filed|recorded|attached)|embargar[\w\u00c0-\u017f]*|embargo|incautar[\w\u00c0-\u017f]*|congelar[\w\u00c0-\u017f]*\s+(?:su|sus)\s+cuentas?|grav[aá]men|${PROPERTY_PASSIVE_ES})\b`,
      'g',
    ),
  },
  {
    action: 'repossess',
    re: /\b(?:repossess\w*|repo\s+(?:your|the)|recover\w*\s+(?:the|your)\s+(?:vehicle|car|truck|collateral|property)|tow\w*\s+(?:your|the)\s+(?:vehicle|car)|disable\w*\s+(?:your|the)\s+(?:vehicle|car)|reposesi[oó]n|reposeer|recuperar\w*\s+(?:su|el)\s+(?:veh[ií]culo|auto|carro))\b/g,
  },
  {
    action: 'attorney',
    // Spanish "pasará / pasarán / pasado a nuestro departamento legal, a un abogado" is a referral too (decision 151); the verb is
    // read with the space after it, since `\b` does not follow an accented letter. "Revisión legal" as "legal review" (decision 357).
    re: /\b(?:refer\w*|forward\w*|turn\w*\s+(?:\w+\s+){0,3}over|hand\w*\s+(?:\w+\s+){0,3}over|assign\w*|send|sending|sent|given|handed|enviando|remitiendo|transfiriendo|turnando|asignando|pasando|entregando|transfer\w*|plac\w*|escalat\w*|submit\w*|releas\w*|remit\w*|(?:give|gives|giving|gave|pass\w*)\s+(?:(?:this|the|your|their|its)\s+)?(?:account|file|matter|debt|claim|case|balance)(?:\s+(?:on|along|over))?|enviar\w*|enviaremos|remitir\w*|remitiremos|transferir\w*|turnar\w*|(?:envi|remit|transfer|turn|asign|refer)id[ao]s?|(?:envi|turn|asign|escal|traslad)ad[ao]s?|(?:escalar|trasladar)\w*|escalaremos|trasladaremos|entregar\w*|entregad[ao]s?|pasar[aá]n?\s|pasad[ao]s?)\b[^.;]{0,50}?\b(?:to|with|for|a|al)\s+(?:(?:an?|our|the|its|their|a|un|una|nuestros?|su|el|los)\s+)?(?:local\s+|outside\s+|collection\s+|retained\s+)?(?:attorneys?|lawyers?|law\s+(?:firm|office)s?|legal\s+(?:department|counsel|team|division|unit|staff)|counsel|abogados?|bufete|departamento\s+(?:legal|jur[ií]dico)|[aá]rea\s+(?:legal|jur[ií]dica))\b|\b(?:attorney|legal)\s+review\b|\brevisi[oó]n\s+(?:legal|jur[ií]dica)(?![\w\u00c0-\u017f])|\bpre-?(?:legal|litigation)\b|(?<![\w\u00c0-\u017f])(?:etapa|fase|cobranza|cobro|gesti[oó]n|aviso|departamento|estado|proceso|[aá]rea|notificaci[oó]n|requerimiento)\s+(?:de\s+(?:cobranza|cobro)\s+)?pre-?(?:judicial|jur[ií]dic[oa]|contencios[oa])(?![\w\u00c0-\u017f])|\b(?:refer|forward|turn|transfer|assign|send|sent|escalat|submit|mov|pass|releas)\w*\s+(?:[\w']+\s+){0,4}?to\s+legal(?=\s*(?:[.,;:!)]|$)|\s+(?:for|and|if|unless|without|immediately)\b)|\b(?:pass\w*|put|plac\w*|turn\w*|go(?:es)?)\s+(?:[\w']+\s+){0,3}?(?:in|into)\s+the\s+hands\s+of\s+(?:our|an?|the|its|their)\s+(?:(?:local|outside)\s+)?(?:attorneys?|lawyers?|counsel|legal\s+department)\b|(?<![\w\u00c0-\u017f])(?:pasar|poner|dejar|quedar)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:a|en)\s+manos\s+de\s+(?:nuestros?|un|unos|sus?|los)\s+abogados?\b|\b(?:we|our\s+client|the\s+creditor|this\s+office)\s+(?:will|shall|intends?\s+to|(?:is|are)\s+going\s+to|plans?\s+to|may|might|could)\s+(?:then\s+|now\s+)?(?:retain|hire|engage|employ)\s+(?:an?\s+|outside\s+|local\s+)*(?:attorney|lawyer|counsel|law\s+firm)\b|(?<![\w\u00c0-\u017f])(?:cuenta|expediente|deuda|caso|saldo|asunto)\s+(?:va|pasa|ir[aá])\s+a\s+(?:(?:nuestro|nuestros|un|unos|su|el|los)\s+)?(?:abogados?|bufete|departamento\s+(?:legal|jur[ií]dico))(?![\w\u00c0-\u017f])|\b(?:account|file|matter|debt|claim|case|balance)\s+(?:then\s+)?(?:goes|moves|passes|heads)\s+(?:on\s+|over\s+|along\s+)?to\s+(?:(?:an?|our|the|its|their)\s+)?(?:local\s+|outside\s+|collection\s+)?(?:attorneys?|lawyers?|law\s+firm|legal\s+(?:department|counsel|team)|counsel)\b/g,
  },
  {
    // Besides suit by name: collecting "through the courts", proceeding "against you", "by legal means", a court order sought,
    // being "served with a summons", "procederemos en su contra", "ante un juez" (decision 103); "procedimientos legales",
    // "trámites judiciales", "el litigio" (decision 196); a judgment "entered against you", a "court judgment", a summons
    // "issued" or "served", a process server (decision 306); not the notice's "copy of any judgment entered against you".
    // Decision 334: "procederemos con una demanda", "seguir adelante con la demanda", "mediante una demanda", and a suit to be
    // avoided or faced ("para evitar una demanda", "enfrentar una demanda"; not "una demanda de pago", a demand for payment).
    // Decision 357: the subjunctive with its pronoun ("recomendaremos a nuestro cliente que lo demande"); decision 358: "demandemos"
    // alone ("si no paga, puede que le demandemos"). Decision 394: the suit named by its papers said drawn up, prepared, filed or
    // served ("legal papers are being drawn up against you", "the summons will be served on you"), not papers sent on request.
    // Decision 565: "take you to court" in every form of the verb ("keep us from taking you to court", "you may be taken to court").
    action: 'sue',
    re: new RegExp(
      String.raw`\b(?:sue|sued|suing|suits?|lawsuits?|law\s+suits?|litigation|litigat(?:e|ed|ing)|civil\s+(?:actions?|suits?|lawsuits?|proceedings?|cases?)|legal\s+(?:action|proceedings?|steps?|measures|remed(?:y|ies)|process)|court\s+(?:action|proceedings?)|judicial\s+(?:action|proceedings?|remed(?:y|ies))|(?:take|takes|taking|took|taken)\s+(?:you|this(?:\s+matter)?|the\s+matter|your\s+account|(?:people|consumers|customers|debtors|anyone|anybody|individuals)(?:\s+like\s+you)?)\s+to\s+court|file\s+(?:a\s+)?(?:claim|complaint|petition|case)|commenc\w*\s+(?:an\s+)?action|institut\w*\s+(?:suit|proceedings|an\s+action)|(?:obtain|pursu|seek|sought)\w*\s+(?:a\s+|an\s+)?(?:money\s+|court\s+|civil\s+|default\s+|deficiency\s+)?judge?ment|enter\w*\s+(?:a\s+)?judge?ment|(?:bring|brought|initiat\w*|pursu\w*)\s+(?:a\s+|an\s+)?(?:suit|(?:legal\s+|court\s+)?action\s+(?:against|in\s+court)|proceedings|litigation|legal\s+(?:action|proceedings))|small\s+claims\s+court|(?:legal|suit|lawsuit|court|litigation)\s+(?:papers|paperwork|documents)(?=\s+(?:against\s+you\s+)?(?:(?:is|are)\s+(?:now\s+|currently\s+)?being|(?:will|shall)\s+(?:soon\s+|then\s+)?be|(?:has|have)\s+(?:now\s+|already\s+)?been)\s+(?:drawn\s+up|drafted|prepared|filed|served))|summons(?:\s+and\s+(?:a\s+)?complaint)?(?=\s+(?:against\s+you\s+)?(?:will|shall|(?:is|are)\s+(?:about|going)\s+to)\s+(?:soon\s+|then\s+)?be\s+served)|demandar\w*|demandemos|(?:lo|la|le|los|las)\s+demand(?:e|en|emos)|(?:present|interpon|entabl|inici|radic)[\w\u00c0-\u017f]*\s+(?:una\s+|la\s+|las\s+|ninguna\s+)?demandas?|(?:medidas|pasos|acciones)\s+(?:legales|judiciales)|(?:tomar|tomaremos|tomar[aá]n?)\s+acci[oó]n\s+legal|demandaremos|demanda\s+(?:judicial|legal|en\s+su\s+contra)|(?:proced[\w\u00c0-\u017f]*|seguir[\w\u00c0-\u017f]*|continuar[\w\u00c0-\u017f]*)\s+(?:adelante\s+)?con\s+(?:una|la)\s+demanda|(?:mediante|por\s+medio\s+de)\s+una\s+demanda|(?:evitar|enfrentar|afrontar)\s+(?:una|la|cualquier|posible)\s+demanda(?!\s+de\s+pago)|acci[oó]n\s+(?:legal|judicial)|acciones\s+(?:legales|judiciales)|proceso\s+(?:legal|judicial)|procedimientos?\s+(?:legal(?:es)?|judicial(?:es)?)|tr[aá]mites?\s+(?:legal(?:es)?|judicial(?:es)?)|litigios?|cobro\s+(?:judicial|jur[ií]dico)|proced(?:a|an|amos)\s+(?:legal|judicial)mente|(?:llevar\w*|llevad[oa]s?)\s+(?:(?:este|el|su|esta|la)\s+(?:asunto|caso|cuenta|deuda)\s+|lo\s+|la\s+|le\s+)?(?:a\s+)?(?:la\s+)?(?:corte|juicio|los\s+tribunales)|(?:collect\w*|recover\w*|pursu\w*|enforc\w*|resolv\w*|settl\w*)\s+(?:[\w']+\s+){0,3}?(?:through|in|before|via)\s+(?:the\s+)?courts?|proceed\w*\s+(?:legally\s+|judicially\s+)?against\s+you|(?:by|through|using)\s+(?:(?:whatever|any|all|every)\s+(?:available\s+|necessary\s+)?)?legal\s+(?:means|channels)|(?:seek|obtain)\w*\s+(?:a\s+)?court\s+order|served\s+with\s+(?:a\s+)?(?:summons|complaint|lawsuit|legal\s+papers)|(?<!cop(?:y|ies)\s+of\s+(?:an?\s+|any\s+|the\s+)?)(?:judge?ments?\s+(?:being\s+|to\s+be\s+|(?:will|shall|may|might|could|would|can|is\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+)?(?:entered|issued|rendered|granted|awarded|taken|obtained|sought|requested|pursued)\s+against\s+you|court\s+judge?ments?)|summons(?:es)?\s+(?:being\s+|to\s+be\s+)?(?:issued|served|filed)|(?:issu|serv)\w*\s+(?:you\s+with\s+)?(?:a|the)\s+summons|process\s+servers?|sentencias?\s+(?:judicial(?:es)?\s+)?en\s+su\s+contra|sentencias?\s+judicial(?:es)?|file\s+(?:suit\s+|a\s+case\s+)?against\s+you|proceder[\w\u00c0-\u017f]*\s+(?:legalmente\s+|judicialmente\s+)?en\s+su\s+contra|proceder[\w\u00c0-\u017f]*\s+(?:legalmente|judicialmente|por\s+(?:la\s+)?v[ií]a\s+(?:legal|judicial))|proceed\w*\s+(?:legally|judicially)|(?:complaint|petition|claim|case|action)\s+(?:will|shall|may|might|could|would|is\s+going\s+to)\s+(?:then\s+|also\s+)?be\s+(?:filed|commenced|brought|instituted|initiated|started)\s+(?:against\s+you|in\s+(?:[\w-]+\s+){0,2}?court)|taken\s+to\s+court|(?:ask|asking|petition\w*|request\w*)\s+(?:the\s+|a\s+)?(?:court|judge)\s+(?:for|to\s+(?:enter|grant|award))\s+(?:a\s+)?judge?ment|ante\s+(?:un|el|los)\s+(?:juez|tribunal|tribunales|corte)|(?:acudir|recurrir|ir)[\w\u00c0-\u017f]*\s+a\s+(?:los\s+tribunales|la\s+corte|juicio|un\s+juez)|(?:orden|mandato)\s+judicial|juicio|${SUED_PASSIVE_ES}|${REMEDIES_OF_LAW})\b`,
      'g',
    ),
  },
  {
    action: 'report',
    // Decision 191: a harm to the credit said as its effect ("a negative impact on your credit", "your credit rating will
    // suffer") and the Spanish future with its accented ending ("dañará su historial de crédito", "perjudicará su crédito").
    // Decision 178: the account's information sent, forwarded or furnished to the bureaus in other verbs ("we will forward the
    // account information to the national credit reporting agencies", "enviaremos la información a las agencias de crédito");
    // only information about the account, and only to a bureau (not "we will send you a copy of your credit report").
    // Decision 261 adds CREDIT_PLAIN_WORDS (above) to what this pattern reads.
    re: new RegExp(
      /\b(?:forward\w*|send|sends|sending|sent|submit\w*|provid\w*|transmit\w*|turn\w*\s+over)\s+(?:(?:the|your|this|all|our|its)\s+)?(?:account\s+|debt\s+|collection\s+|payment\s+)?(?:information|data|account|debt|balance|details)\b[^.;]{0,30}?\bto\s+(?:the\s+|all\s+(?:three\s+)?|each\s+of\s+the\s+)?(?:(?:three|3|major|national|nationwide)\s+)*(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union)\b|\b(?:enviar\w*|enviaremos|remitir\w*|remitiremos|transmitir\w*)\s+(?:la\s+|su\s+)?informaci[oó]n\b[^.;]{0,30}?\ba\s+(?:las\s+|los\s+)?(?:agencias\s+(?:(?:nacionales|principales|estatales)\s+)?de\s+(?:(?:informes|reportes)\s+)?(?:de\s+)?cr[eé]dito|bur[oó]s?\s+de\s+cr[eé]dito)|\bnotifi(?:ed|es)\s+(?:the\s+|all\s+(?:three\s+)?|each\s+of\s+the\s+)?(?:(?:three|3|major|national|nationwide)\s+)*(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union)\b|\b(?:report\w*|furnish\w*|notify\w*|reportar\w*|reportaremos|reporta(?:mos|n)?|reportad[ao]s?|informar\w*|informad[ao]s?|notificad[ao]s?)\b[^.;]{0,60}?\b(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies)|reports?|files?|history)|consumer\s+reporting\s+agenc(?:y|ies)|equifax|experian|trans\s?union|bur[oó]s?\s+de\s+cr[eé]dito|agencias\s+(?:(?:nacionales|principales|estatales)\s+)?de\s+(?:(?:informes|reportes)\s+)?(?:de\s+)?cr[eé]dito|historial\s+de\s+cr[eé]dito)|\b(?:credit\s+(?:bureaus?|reporting\s+agenc(?:y|ies))|equifax|experian|trans\s?union)\b[^.;]{0,40}?\b(?:will|may|shall)\s+be\s+(?:notified|informed|advised)\b|\b(?:plac\w*|put|puts|putting|list\w*|post\w*|record\w*|add\w*|appear\w*|reflect\w*|show\w*(?:\s+up)?)\s+(?:[\w']+\s+){0,4}?(?:on|in|to|with)\s+(?:your\s+|the\s+|all\s+(?:three\s+)?|each\s+of\s+the\s+)?(?:(?:three|3|major|national)\s+)*(?:credit\s+(?:reports?|files?|records?|histor(?:y|ies)|bureaus?))\b|\b(?:agencias\s+(?:(?:nacionales|principales|estatales)\s+)?de\s+(?:(?:informes|reportes)\s+)?(?:de\s+)?cr[eé]dito|bur[oó]s?\s+de\s+cr[eé]dito)\b[^.;]{0,40}?\b(?:ser[aá]n|podr[aá]n\s+ser)\s+(?:notificad|informad|avisad)[ao]s|\b(?:aparec[\w\u00c0-\u017f]*|figur[\w\u00c0-\u017f]*|registr[\w\u00c0-\u017f]*|anot[\w\u00c0-\u017f]*)\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?en\s+su\s+(?:historial|informe|reporte)\s+de\s+cr[eé]dito|\b(?:damag\w*|hurt\w*|harm\w*|ruin\w*|affect\w*|impact\w*|protect\w*|preserv\w*|safeguard\w*|jeopardi[sz]\w*|tarnish\w*|blemish\w*|keep(?:s|ing)?|maintain\w*)\s+(?:\w+\s+){0,2}(?:credit\s+(?:rating|score|standing|history|reports?|records?|files?|worthiness|reputation)|creditworthiness)|\b(?:negative|derogatory|adverse|unfavorable)\s+(?:credit\s+)?(?:reporting|report|listing|entry|mark|notation)\b|\b(?:negative|adverse|harmful|damaging|detrimental)\s+(?:impact|effect)\s+(?:on|upon)\s+(?:your\s+)?(?:credit(?:\s+(?:rating|score|standing|history|reports?|records?|files?))?|creditworthiness)\b|\bcredit\s+(?:rating|score|standing|history|record)s?\s+(?:will|may|might|could|would|is\s+going\s+to|can)\s+(?:also\s+)?(?:suffer|drop|decline|fall|go\s+down|be\s+(?:damaged|harmed|hurt|affected|ruined|lowered|impacted|jeopardi[sz]ed))\b|(?<![\w\u00c0-\u017f])(?:afect|da[nñ]|perjudic|arruin|proteg|protej|manch|mant[eé]n|manteng|cuid)[\w\u00c0-\u017f]*\s+(?:[\w\u00c0-\u017f]+\s+){0,2}(?:historial\s+(?:crediticio|de\s+cr[eé]dito)|puntaje\s+de\s+cr[eé]dito|cr[eé]dito)/
        .source +
        '|' +
        CREDIT_PLAIN_WORDS,
      'g',
    ),
  },
  {
    // Decision 337: also Spanish "todos los recursos disponibles", "cualquier medio a nuestro alcance", as "all available remedies".
    // Decision 368: the writer's compulsion to go on, said with no object (`COMPELLED_TO_PROCEED`).
    action: 'further_action',
    re: new RegExp(
      `${String.raw`\b(?:${COMPELLED_TO_PROCEED})\b|`}${/\b(?:(?:further|additional|next|other|appropriate|necessary|more\s+(?:serious|aggressive|drastic)|stronger|available|all\s+(?:available|legal))\s+(?:collection\s+)?(?:action|actions|steps?|measures|remedies|options|recourse)|next\s+(?:(?:logical|appropriate|necessary)\s+)?(?:step|phase|stage|level)|(?:next|further|appropriate|necessary)\s+(?:(?:logical|appropriate|necessary|legal|available)\s+)?courses?\s+of\s+action|escalat\w*\s+(?:this|your|the)\s+(?:matter|account|file|debt|claim|balance)|(?:matter|account|file|debt|claim|balance)\s+(?:will|may|might|could|shall|would|is\s+going\s+to)\s+(?:then\s+)?be\s+escalated|escalation|(?:further|additional|more\s+(?:serious|aggressive|intensive)|stronger|increased)\s+collection\s+(?:efforts|activity|activities)|whatever\s+(?:action|actions|steps|measures|means)|(?:proceed|act)\s+accordingly|collection\s+proceedings?|(?:proceder|actuar)\w*\s+en\s+consecuencia|(?<=\b(?:(?:we|i|(?:our|this)\s+(?:office|client|firm|company|agency)|the\s+(?:creditor|collector))\s+(?:will|shall)|we'll|i'll)\s+(?:then\s+|now\s+|simply\s+)?(?:have\s+to\s+|need\s+to\s+|be\s+(?:forced|compelled|obliged|required)\s+to\s+)?)proceed(?=\s*(?:[.;:!]|$)|\s+without\b|,\s+(?:without|and|if|unless)\b)|(?<=\b(?:(?:we|i|(?:our|this)\s+(?:office|client|firm|company|agency)|the\s+(?:creditor|collector))\s+(?:will|shall)|we'll|i'll)\s+(?:then\s+|now\s+)?)act\s+(?:on|against)\s+(?:this|the|your)\s+(?:account|matter|debt|file|claim|balance)|(?:take|taking|pursue|pursuing)\s+(?:(?:all|any|such|whatever|the)\s+)?(?:necessary\s+|appropriate\s+|available\s+|legal\s+)?(?:steps|action|actions|measures)\s+(?:to|that\s+will)\s+(?:protect|preserve|enforce|safeguard)\s+(?:our|its|the|their|my)\s+(?:client(?:'s|’s|s'|s’)?\s+)?(?:interests?|rights?)|procederemos(?=\s*(?:[.;:!]|$)|\s+sin\b)|procedimientos?\s+de\s+cobro|(?:take|taking|pursue|pursuing)\s+(?:such\s+|any\s+|whatever\s+|further\s+)?(?:action|steps|measures)\s+as\s+(?:(?:is|are|may\s+be|we\s+(?:deem|consider|find))\s+)?(?:necessary|appropriate|warranted|required|needed|advisable)|(?:referred|turned\s+over|assigned)\s+(?:for|to)\s+(?:further\s+)?collection\s+action|proceed\w*\s+with\s+(?:(?:our|the|its|their|formal|further|additional|all)\s+){0,2}(?:collection|legal|enforcement)\s+(?:activity|activities|action|actions|efforts|proceedings?|process|remedies)|proced\w*\s+con\s+(?:(?:las|los|nuestras|nuestros|m[aá]s)\s+)?(?:gestiones|acciones|medidas|actividades|procedimientos|esfuerzos)\s+(?:de\s+cobro|legales|judiciales|de\s+cobranza)|(?:all|any|every)\s+(?:available\s+|lawful\s+|legal\s+)?(?:means|remedies|options)\s+(?:available|at\s+(?:our|its|their)\s+disposal)|medidas\s+(?:adicionales|necesarias|de\s+cobro)|(?:siguiente|pr[oó]ximo)\s+(?:paso|curso\s+de\s+acci[oó]n)|acciones?\s+(?:adicionales|de\s+cobro\s+adicionales)|otras\s+(?:medidas|acciones)|escalar\w*\s+(?:este|su|el)\s+(?:asunto|caso|cuenta)|(?:tod[oa]s\s+(?:l[oa]s\s+)?|cualquier\s+|cualesquiera\s+)(?:recursos?|medios?|remedios?|opci[oó]n(?:es)?|acci[oó]n(?:es)?)\s+(?:legales?\s+|judiciales?\s+)?(?:disponibles?|a\s+(?:nuestro|su)\s+alcance|a\s+(?:nuestra|su)\s+disposici[oó]n))\b/.source}`,
      'g',
    ),
  },
];

/**
 * The creditor's authority for a step said as given, with the creditor as the giver or the collector as the one given it (decision
 * 542): "Northgate Bank has given this firm authority to bring a lawsuit", "our client has granted us the authority to file suit",
 * "we have been given the go-ahead to sue", "nuestro cliente nos ha otorgado la autorización para demandarle", "el acreedor ha dado a
 * esta firma autoridad para presentar una demanda". As "our client has authorized us to commence suit" (decision 163), the decision
 * is made and only the collector's act is left (Ellis v. Cohen & Slamowitz, N.D.N.Y. 2010). Not "has not given", "have not been given",
 * nor authority to settle or to accept a payment (no step follows it: the reader reads a step only where one is named).
 */
export const AUTHORITY_GIVEN_SOURCE = String.raw`(?:\b(?:has|have|had)\s+(?:now\s+|already\s+|just\s+|also\s+)?(?:given|granted|extended|delegated|conferred\s+(?:on|upon))\s+(?:to\s+)?(?:us|me|this\s+(?:office|firm|agency)|our\s+(?:office|firm|agency|attorneys?|law\s+firm))|(?<!\bnot\s|n't\s|\bnever\s)\bbeen\s+(?:given|granted))\s+(?:(?:the|full|its|their|final)\s+)*(?:authority|authori[sz]ation|permission|approval|go-ahead|green\s+light|power)\s+to\b|(?<![\w\u00c0-\u017f])(?:(?:nos|me|le|les)\s+)?(?:ha|han|hab[ií]a)\s+(?:dado|otorgado|concedido|conferido)\s+(?:a\s+(?:esta|nuestra)\s+(?:firma|oficina|agencia)\s+)?(?:(?:la|plena|toda\s+la)\s+)?(?:autoridad|autorizaci[oó]n|facultad|permiso|aprobaci[oó]n)\s+(?:para|de)(?![\w\u00c0-\u017f])`;

/**
 * Modal and framing words that make a sentence say an action will come. Besides the modals: the step the
 * creditor has authorised, approved, ordered or decided on ("our client has authorised legal action",
 * "nuestro cliente nos ha autorizado a demandarle": the decision is made, 12 CFR 1006.18(c)(1) asks whether it
 * was meant), "the next step is …", and the Spanish future in every person ("demandaremos", "procederán",
 * "resultará en una demanda": the accented ending is matched without `\b`, which does not see it). Intent said in Spanish as
 * "intends to" is in English ("tiene la intención de demandarle", "es nuestra intención", "planea presentar una demanda"),
 * "se verá obligado a" as "nos veremos obligados a", and "el siguiente paso es …" as "the next step is …" (decision 262).
 * Decision 342: "contra", "ahora", "nuestra", "vuestra" end as an unaccented future does ("procedera") and are no verb: "se ha
 * presentado una demanda en su contra" read a future after the past step and was left a mention, where "a lawsuit has been
 * filed against you" is read as past. Decision 344: the Spanish future read by its forms (`spanish-future.ts`: an infinitive or an
 * irregular stem before the ending, the subjunctive after "si" / "aunque" set apart) instead of any word ending in "-ra",
 * "-ran" or "-remos" ("manera", "primera", "factura", "si usted pagara" said a step beside them was sure).
 * Decision 394: the step sanctioned, or recommended in Spanish ("hemos recomendado … que inicie acciones legales", as "we have
 * recommended to our client that suit be filed" is read by its passive "be filed"), the authority said received ("we have received authorization to commence legal
 * proceedings", "hemos recibido autorización para demandar"; not after "not"), and papers under way in Spanish ("se están
 * preparando").
 */
export const DEFINITE = new RegExp(
  String.raw`\b(?:will|shall|'ll|intends?|intend(?:ed|ing)|intention|going\s+to|plans?\s+to|planning\s+to|(?:is|are|am|'re)\s+(?:now\s+)?(?:prepared|ready|scheduled|set|preparing|getting\s+ready|about)\s+to|must|have\s+to|has\s+to|no\s+(?:other\s+)?(?:choice|alternative|option)|forced\s+to|compelled\s+to|(?:obligated|obliged)\s+(?:to\s+(?:my|our|the)\s+client\s+)?to|(?:instructed|authori[sz]ed|directed)\s+(?:(?:us|me|this\s+(?:office|firm)|our\s+(?:office|firm|attorneys?))\s+)?to|(?:retained|engaged|hired|asked|requested|empowered)\s+(?:us|me|this\s+(?:office|firm)|our\s+(?:office|firm|attorneys?))\s+to|(?:approved|authori[sz]ed|cleared|recommended|selected|slated|earmarked|scheduled|flagged|queued|designated)\s+for|decided\s+to|(?:not|no\s+longer)\s+(?:inclined|willing|prepared)\s+to\s+wait|(?:cannot|can\s+not|will\s+not|won't)\s+(?:wait|delay|hold)|proceed\w*\s+(?:with|to)|vamos\s+a|va\s+a|tenemos\s+que|nos\s+veremos\s+obligados|se\s+ver[aá]n?\s+(?:obligad|forzad)[oa]s?|(?:tiene|tienen|tenemos|tengo)\s+(?:la\s+|toda\s+la\s+|plena\s+)?intenci[oó]n\s+de|(?:es|ser[aá])\s+(?:la|nuestra|su|mi)\s+intenci[oó]n|plane(?:a|an|amos)|(?:se|nos)\s+propone(?:n|mos)?|(?:siguiente|pr[oó]ximo)\s+paso\s+es|(?:has|have|had)\s+(?:now\s+|already\s+|just\s+)?(?:authori[sz]ed|approved|sanctioned|instructed|ordered|directed|decided\s+on)|(?<!\bnot\s+(?:yet\s+)?|n't\s+(?:yet\s+)?|never\s+)(?:received|obtained|been\s+(?:given|granted))\s+(?:the\s+)?(?:necessary\s+)?(?:authori[sz]ation|approval|authority|permission|clearance|instructions?)\s+(?:(?:from|by)\s+(?:our|the|your|its)\s+(?:client|creditor)\s+)?(?:to|for)|(?:the\s+)?next\s+(?:step|stage|phase)\s+(?:is|will\s+be)|(?:is|are|am|'re)\s+(?:now\s+|currently\s+)?(?:preparing|drafting|readying)|(?:ha|han|hemos)\s+(?:autorizado|aprobado|recomendado|ordenado|instruido|decidido)|(?<!\bno\s+(?:hemos\s+|ha\s+|han\s+)?)(?:recibido|obtenido|tenemos|recibimos)\s+(?:la\s+)?(?:autorizaci[oó]n|aprobaci[oó]n)\s+(?:de\s+(?:nuestro|su)\s+cliente\s+)?para|(?:estamos|est[aá]n?)\s+(?:ahora\s+)?(?:preparando|redactando|elaborando)|(?:recibido|recibimos|tenemos|con)\s+(?:las\s+)?instrucciones\s+(?:de|para)|(?:is|are|am|'re)\s+(?:now\s+|currently\s+)?in\s+the\s+(?:process|midst)\s+of|(?:estamos|est[aá]n?)\s+en\s+(?:el\s+)?proceso\s+de|(?:ha|han)\s+sido\s+(?:aprobad|autorizad|seleccionad|recomendad)[oa]s?\s+para)\b|\bser[aá]n?(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:daremos|dar[aá]n?|haremos|har[aá]n?)(?![\w\u00c0-\u017f])|` +
    SPANISH_FUTURE_SOURCE +
    `|${AUTHORITY_GIVEN_SOURCE}`,
);

/**
 * The step said decided after it, in the passive (decision 394): "legal action has been authorized by our client", "a lawsuit
 * against you has been approved", "suit was recommended", "la demanda ha sido autorizada por nuestro cliente". What the active
 * voice says ("our client has authorized legal action", `DEFINITE`) the passive says too. The verb is captured: a suit only
 * recommended to the client is still the client's to decide (Terran v. Kaplan, 9th Cir. 1997), which the overshadowing rule
 * reads apart. "Has not been approved" decides nothing and is not read.
 */
export const STEP_DECIDED_AFTER =
  /^[^.;,]{0,30}?(?:\b(?:(?:has|have|had)\s+(?:now\s+|already\s+|just\s+)?been|was|were)\s+(?:now\s+|already\s+)?(authori[sz]ed|approved|recommended|sanctioned|ordered|cleared)\b|(?<![\w\u00c0-\u017f])(?:(?:ha|han)\s+sido|fue|fueron)\s+(?:ya\s+)?(autorizad|aprobad|recomendad|ordenad)[oa]s?(?![\w\u00c0-\u017f]))/;

/** Words that leave the action open. */
export const HEDGED =
  /\b(?:may|might|could|can|possibly|possible|potential(?:ly)?|consider\w*|reserves?\s+the\s+right|retains?\s+the\s+right|(?:has|have)\s+the\s+right|(?:is|are)\s+entitled|options?\s+(?:include|available|are)|eligible|evaluat\w*|assess\w*\s+whether|determine\s+whether|decide\s+whether|(?:if|when)\s+appropriate|at\s+(?:our|its|their)\s+(?:discretion|option)|podr\w*|puede[n]?|podemos|se\s+reserva\w*|posible\w*|considerar\w*)\b/;

/**
 * A step in the present tense that names what happens to the account (decision 407): "this account goes to our attorney", "your
 * file moves to our legal department", "su cuenta va / pasa a nuestro abogado". Said of the account, the present tells what will be
 * done as surely as "will": the step is not hedged.
 */
export const PRESENT_TENSE_STEP =
  /^(?:account|file|matter|debt|claim|case|balance)\s+(?:then\s+)?(?:goes|moves|passes|heads)\b|^(?:cuenta|expediente|deuda|caso|saldo|asunto)\s+(?:va|pasa)(?![\w\u00c0-\u017f])/;

/** A framing that makes even a bare mention a threat ("FINAL NOTICE BEFORE SUIT", "to avoid legal action"). */
export const FRAME =
  /\b(?:(?:final|last)\s+(?:notice|demand|warning|letter|request|attempt|communication)\s+(?:(?:to|for)\s+you\s+)?(?:[^.;]{0,60}?\s)?(?:before|prior\s+to)|(?:manera|forma|modo|v[ií]a)\s+de\s+evitar|(?:[uú]?ltim[oa]|final)\s+(?:aviso|notificaci[oó]n|advertencia|carta|requerimiento|intento)\s+(?:para\s+usted\s+)?(?:[^.;]{0,60}?\s)?antes\s+de|(?:aviso|notificaci[oó]n|advertencia|carta|requerimiento)\s+(?:final|[uú]ltim[oa])\s+antes\s+de|notice\s+of\s+intent\s+to|intent\s+to\s+(?:sue|file|refer|report|garnish)|to\s+avoid|in\s+order\s+to\s+avoid|avoid\s+(?:further|legal|additional)|para\s+evitar|(?:last|final)\s+(?:chance|opportunity)|[uú]ltima\s+oportunidad|pre-?legal|pre-?litigation)\b|(?<![\w\u00c0-\u017f])[uú]ltima\s+oportunidad\b/;

/**
 * A disclaimer of a threat, with the step it disclaims just after it: "this is not a threat of suit", "nothing in this
 * letter is (should be read as) a threat of legal action", "this letter does not constitute a threat to sue", "no es
 * una amenaza de demanda". The step named inside the disclaimer is denied, not threatened (a disclaimer elsewhere in the
 * sentence does not reach another step: "this is not a threat, but we will sue" still threatens). Decision 565: the letter said not
 * to mean the step ("this letter does not mean that you will be sued", "nothing in this letter means that we will sue you",
 * "esto no significa que le demandaremos"), not where the step itself is negated again ("does not mean that we will not sue").
 */
export const THREAT_DISCLAIMER_BEFORE =
  /(?:(?:\bnothing\s+(?:contained\s+)?in\s+(?:this|the)\s+(?:letter|notice|communication|correspondence)\s+(?:is|constitutes|means|should\s+be\s+(?:read|construed|taken|understood|considered)\s+as)|\b(?:is|are|was)\s+not|\b(?:should|must|shall|is)\s+not\s+(?:to\s+)?be\s+(?:read|construed|taken|understood|considered|interpreted)\s+as|\bdoes\s+not\s+(?:constitute|represent|mean)|\bno\s+(?:es|constituye)|\bno\s+debe\s+(?:interpretarse|entenderse|considerarse)\s+como)\s+(?:an?\s+|una\s+)?(?:threat|amenaza)\s+(?:of|to|that|de|con)\s+(?:[\w\u00c0-\u017f-]+\s+){0,6}$)|(?:\bnothing\s+(?:contained\s+)?in\s+(?:this|the)\s+(?:letter|notice|communication|correspondence)\s+means|\b(?:does|do|should|will)\s+not\s+mean|\b(?:doesn|don|won)['’]t\s+mean|\bno\s+(?:significa|quiere\s+decir)|\bnada\s+(?:de\s+lo\s+que\s+dice\s+)?(?:en\s+)?(?:esta|la)\s+(?:carta|notificaci[oó]n|comunicaci[oó]n|aviso)\s+(?:significa|quiere\s+decir))\s+(?:that\s+|que\s+)?(?:(?!(?:not|no|never|nunca|jam[aá]s)\b|[\w']+n['’]t\b)[\w\u00c0-\u017f'’-]+\s+){0,5}$/i;

/**
 * The step named as what a time limit is for: "the time for suing you", "the time to sue", "the period in which you
 * can be sued", "el plazo para demandarle". The law's limit is described, no step is threatened (time-barred notices,
 * Cal. Civ. Code 1788.14(d); 23 NYCRR 1.3; revival statements).
 */
export const TIME_LIMIT_BEFORE =
  /\b(?:time|period|deadline|limit|limitations?|plazo|tiempo)\s+(?:(?:limit|period)\s+)?(?:for|to|within\s+which|in\s+which|during\s+which|para|en\s+(?:el\s+)?que|durante\s+el\s+cual)\s+(?:[\w\u00c0-\u017f'’]+\s+){0,4}$/i;

/**
 * A verb of preventing (decision 565): "stop", "prevent", "keep … from", "avoid", "escape", "impedir", "detener", "evitar",
 * "escapar". Negated, it says the step
 * it governs comes ("nobody can stop us from suing you", "usted no podrá evitar que le demandemos"): the negation is the
 * prevention's, not the step's. `PREVENTING_WORD` is its start, for a gap of words; `PREVENTING_AFTER` finds it just after a
 * negation.
 */
const PREVENTING_WORD = String.raw`(?:stop|prevent|keep|kept|avoid|escap|imped|impid|deten|detien|detuv|evit)[\w\u00c0-\u017f]*\s`;
export const PREVENTING_AFTER = new RegExp(String.raw`^\s*(?:[\w\u00c0-\u017f'’]+\s+){0,3}?${PREVENTING_WORD}`, 'i');

/**
 * Negation that governs the action: the words just before it ("we will not sue", "no intention to"). "Don't let" / "do not
 * let" is no denial of the step but a warning that it comes unless the reader acts ("don't let this debt ruin your credit",
 * decision 261). A debt said "too old to" be reported or sued on ("demasiado antigua para") denies the step (decision 387).
 * A verb of preventing between the negation and the step (`PREVENTING_WORD`, decision 565) takes the negation: "nadie puede impedir
 * que le demandemos", "you cannot stop us from suing" deny the prevention and say the step comes. Decision 565 also: "nor" with
 * its verb ("nor will we take any legal action") and the Spanish "ni" alone ("no le reportaremos ni le demandaremos") deny the step;
 * "any", "other", "further" before it are no words of another verb.
 */
export const NEGATED_BEFORE = new RegExp(
  String.raw`(?:\b(?:will|shall|would|does|did|can|could|may|might|are|is|am|have|has)\s+not|\bdo\s+not(?!\s+let\b)|\b(?:won't|can't|cannot|doesn't|didn't|haven't|hasn't)|\bdon't(?!\s+let\b)|\bno\s+(?:intention|intent|plans?|decision)(?:\s+(?:has\s+been\s+made\s+)?(?:to|of))?|\bnot\s+(?:yet\s+)?(?:decided|determined)(?:\s+whether)?(?:\s+to)?|\btoo\s+old\s+to|\bdemasiado\s+antigu[ao]s?\s+para|\bnever|\bno(?=\s+(?:[\w\u00c0-\u017f]+\s+)?$)(?!\s+(?:other\s+|m[aá]s\s+)?(?:choice|alternative|option|later|longer|opci[oó]n|alternativa|remedio)s?\b)|\bno\s+(?:vamos|podemos|pensamos|planeamos)(?:\s+a)?|\bno\s+(?:tenemos|tiene|tienen|hay)\s+(?:la\s+|ninguna\s+)?(?:intenci[oó]n|planes?|decisi[oó]n)(?:\s+de)?|\bno\s+(?:le|lo|la)|\bneither\s+(?:[\w'’]+\s+){1,4}nor\s+(?:[\w'’]+\s+){0,3}[\w'’]+|\bni\s+(?:[\w\u00c0-\u017f]+\s+){1,3}ni\s+(?:[\w\u00c0-\u017f]+\s+){0,2}[\w\u00c0-\u017f]+|\bning[uú]n[ao]?|\bnunca|\bjam[aá]s|\bnobody|\bno[\s-]one|\bnadie|\bnor\s+(?:will|shall|would|can|could|may|might|do|does|did|is|are|was|were|has|have|had)|\bni)\s+(?:(?!${PREVENTING_WORD})[\w\u00c0-\u017f]+\s+){0,3}(?:(?:any|other|further|additional|ning[uú]n[ao]?|otr[ao]s?)\s+){0,2}$`,
);

/**
 * The step stands inside an indirect question ("has not determined whether a lawsuit will be filed", "no attorney has
 * made a determination about whether suit will be brought"): a question of whether it happens says neither that it will
 * nor that it may.
 */
export const WHETHER_BEFORE = /\bwhether\s+(?:or\s+not\s+)?(?:[\w'’-]+\s+){0,4}$/i;

/** Statements that no decision has been made at all (Wade v. Regional Credit; a hedge the courts read as true). */
export const NOT_DECIDED =
  /\b(?:no\s+(?:decision|determination)\s+(?:has\s+been|was)\s+made|(?:have|has)\s+not\s+(?:yet\s+)?(?:decided|determined|made\s+(?:a|any)\s+decision)|a[uú]n\s+no\s+(?:hemos|ha)\s+decidido)\b/;

/** The action already happened or is described as a fact of the past ("a lawsuit was filed"). */
export const PAST =
  /\b(?:was|were|has\s+been|have\s+been|had\s+been|fue|fueron|ha\s+sido|han\s+sido)\s+(?:already\s+)?(?:filed|sued|commenced|entered|obtained|served|garnished|levied|seized|repossessed|arrested|presentad[ao]s?|iniciad[ao]s?|(?:envi|asign|turn)ad[ao]s?|(?:remit|transfer|refer)id[ao]s?|(?:demand|embarg|congel|incaut)ad[ao]s?)\b|\bse\s+(?:ha|han)\s+(?:presentad|interpuest|iniciad|radicad|entablad)[ao]s?\b|\b(?:hemos|ha|han)\s+(?:presentado|interpuesto|iniciado|radicado|entablado|demandado|embargado)\b|\b(?:we|they|the\s+creditor|our\s+client)\s+(?:filed|sued|obtained|commenced|garnished|levied|repossessed)\b/;

/** A statement about someone else's right to sue (the consumer suing the collector, the law's rule; the consumer's own remedies, decision 262). */
export const NOT_OURS =
  /\byou\s+(?:may|can|could|might|have\s+the\s+right\s+to|are\s+entitled\s+to)\s+(?:\w+\s+){0,2}(?:sue|file|bring)|\byou\s+(?:(?:may|might|can|could|also|still|would)\s+)*(?:have\s+the\s+right\s+to\s+|are\s+entitled\s+to\s+)?(?:have|pursue|seek|exercise|use|keep|retain|assert)\s+(?:[\w-]+\s+){0,3}?(?:remed(?:y|ies)|recourse|rights?)\b|\busted\s+(?:puede|podr[aá]|tiene\s+(?:el\s+)?derecho\s+(?:a|de))\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?(?:recursos|v[ií]as|medios|demandar|acudir|recurrir)|\b(?:sue|suing)\s+(?:us|a\s+(?:debt\s+)?collector|the\s+collector|collectors)\b|\bif\s+you\s+(?:sue|file)\b|\b(?:cannot|can\s+not|will\s+not)\s+(?:sue|be\s+sued)\s+(?:you\s+)?(?:for|on)\s+(?:it|this\s+debt)\b|\bbecause\s+of\s+the\s+age\s+of\s+(?:your|this)\s+debt\b|\bpor\s+la\s+antig[uü]edad\b/;

/** The condition of a threat ("if you do not pay", "unless", "should you fail", "otherwise"). */
export const CONDITION =
  /\b(?:if|unless|should\s+you|in\s+the\s+event|failing|failure\s+to|in\s+case|until|otherwise|or\s+else|si|a\s+menos\s+que|de\s+lo\s+contrario|en\s+caso\s+de)\b/g;

/**
 * Phrases that time a step inside the validation period whatever the dates ("without waiting for the 30 days"). Decision 337:
 * the Spanish period named as the English is ("antes de que termine el período de treinta días", "dentro del período de
 * validación", "sin esperar a que termine el plazo de 30 días", "aunque usted dispute"), not only "los treinta días". Decision 474: the
 * period named back by its days ("within those thirty days", "during these 30 days", "within the same thirty days").
 */
export const PERIOD_CUE =
  /\b(?:without\s+(?:waiting|regard)\s+(?:for|to|until)\s+(?:the\s+)?(?:end\s+of\s+(?:the\s+)?)?(?:thirty|30)[- ]?(?:\(30\)\s+)?(?:day|days)|(?:during|within|with\s+in|inside)\s+(?:those|these|the\s+same|that\s+same)\s+(?:thirty|30)[- ]?(?:\(30\)\s+)?days?\b|before\s+(?:the\s+|those\s+|these\s+)?(?:thirty|30)[- ]?(?:\(30\)\s+)?(?:day\s+(?:period|validation\s+period)|days?)\s+(?:expires?|pass(?:es)?|runs?(?:\s+out)?|are\s+up|is\s+over|ends?|ha(?:ve|s)\s+(?:passed|expired|run))|(?:during|within|with\s+in|inside|before\s+the\s+end\s+of)\s+(?:the\s+|this\s+|that\s+|your\s+)?(?:thirty|30)[- ]?(?:\(30\)\s+)?day\s+(?:validation\s+|dispute\s+)?period|(?:during|within|before\s+the\s+end\s+of)\s+(?:the\s+|your\s+)?(?:validation|dispute)\s+period|(?:prior\s+to|before)\s+the\s+(?:expiration|expiry|end|close|running)\s+of\s+(?:the|this|that|your)\s+(?:(?:thirty|30)[- ]?(?:\(30\)\s+)?day\s+)?(?:validation\s+|dispute\s+)?period|antes\s+del?\s+(?:vencimiento|fin|final|t[eé]rmino)\s+del?\s+(?:per[ií]odo|plazo)|even\s+(?:if|though|while|before)\s+(?:you\s+)?(?:dispute|the\s+(?:thirty|30)[- ]day)|while\s+(?:your\s+)?(?:dispute|the\s+(?:thirty|30)[- ]day)|sin\s+esperar\s+(?:a\s+que\s+)?(?:(?:venzan?|terminen?|pasen?)\s+)?(?:los\s+)?(?:30|treinta)\s+d[ií]as|antes\s+de\s+que\s+(?:venzan|terminen|pasen|transcurran|finalicen|expiren|se\s+cumplan)\s+(?:los\s+)?(?:30|treinta)\s+d[ií]as|(?:(?:antes\s+de|sin\s+esperar\s+(?:a\s+)?)\s*que\s+(?:termine|venza|finalice|expire|concluya|acabe|se\s+cumpla|transcurra|pase)\s+(?:el|su|este)|dentro\s+(?:del|de\s+(?:ese|este|su))|durante\s+(?:el|su|este|ese))\s+(?:per[ií]odo|plazo)\s+de\s+(?:(?:30|treinta)\s+d[ií]as|validaci[oó]n|disputa)|aun(?:que|\s+si|\s+cuando)\s+(?:usted\s+)?disput[ae]|mientras\s+(?:usted\s+)?(?:disputa|su\s+disputa)|durante\s+(?:el\s+)?(?:per[ií]odo|plazo)\s+de\s+(?:(?:30|treinta)\s+d[ií]as|validaci[oó]n))\b/;

/**
 * The letter says the thirty days do not stop or delay a step ("the 30-day period does not prevent
 * us from filing suit", "the thirty days do not stop a lawsuit"): it tells the reader a step may come
 * inside the period.
 */
export const PERIOD_DOES_NOT_STOP =
  /\b(?:(?:thirty|30)[- ]?(?:\(30\)\s+)?(?:day|days)|validation\s+period|dispute\s+period|period)\b[^.]{0,60}?\b(?:does\s+not|do\s+not|doesn't|don't|will\s+not|won't|shall\s+not|may\s+not|might\s+not|need\s+not|cannot|can\s+not|can't|could\s+not|would\s+not|wouldn't)\s+(?:\w+\s+){0,2}(?:stop|prevent|preclude|bar|delay|suspend|postpone|hold\s+(?:off|up)|limit)\b[^.]{0,60}?\b(?:suit|sue|suing|lawsuit|legal\s+action|litigation|judge?ment|further\s+action|collection\s+(?:action|activity)|legal\s+proceedings|remedies)|\b(?:(?:thirty|30)[- ]?(?:\(30\)\s+)?(?:day|days)|validation\s+period|dispute\s+period)\b[^.]{0,60}?\b(?:is|are)\s+not\s+(?:a\s+|an\s+)?(?:bar|barrier|obstacle|impediment)\s+to\b[^.]{0,40}?\b(?:suit|suing|lawsuit|legal\s+action|litigation|further\s+action)|\bnothing\b[^.]{0,80}?\b(?:prevents?|precludes?|stops?|bars?)\b[^.]{0,60}?\b(?:suit|sue|suing|lawsuit|legal\s+action|litigation)\b[^.]{0,40}?\b(?:during|within|before\s+the\s+end\s+of)\s+(?:the\s+|this\s+|your\s+)?(?:thirty|30|validation|dispute)|\b(?:los\s+)?(?:30|treinta)\s+d[ií]as\b[^.]{0,40}?\b(?:no\s+(?:necesariamente\s+)?|pueden?\s+no\s+)(?:impiden?|detienen?|suspenden?|retrasan?|evitan?|limitan?|impedir|detener|suspender|retrasar|evitar)\b|\b(?:not|no\s+longer)\s+(?:required|obligated|bound)\s+to\s+wait\b[^.]{0,60}?\b(?:thirty|30|validation|dispute)\b|\b(?:need\s+not|(?:do|does)\s+not\s+(?:need|have)\s+to)\s+wait\b[^.]{0,60}?\b(?:thirty|30|validation|dispute)\b|\bno\s+(?:tenemos|estamos\s+obligados)\s+(?:que|a)\s+esperar\b[^.]{0,40}?\b(?:30|treinta)\b/;

/**
 * Immediacy as words: the one table of the "immediate" deadline (`timingsIn` of the validation-period
 * reader), in the ways collectors write it: "immediately", "at once" (not "all at once", a lump sum), "straight away", "forthwith", "upon receipt", "by
 * return mail", "without (any / further) delay", "right now", "no later than today", "by the end of the
 * day", "pay … today", "de inmediato", "de forma inmediata", "sin (más) demora", "hoy mismo", "pague … hoy", "comuníquese …
 * hoy" as "contact … today" (decision 347); "a vuelta de correo", "por correo de regreso" and "al recibo de esta carta" as "by
 * return mail" and "upon receipt", and "si no paga hoy" as "if not paid today" (decision 357); decision 368: "pay … today" with an
 * amount in cents between ("Pay the balance of $1,245.60 today"), and "al recibir" after a due label ("FECHA DE VENCIMIENTO: AL
 * RECIBIR", as "DUE DATE: UPON RECEIPT"); decision 386: not after "siguientes / posteriores" ("dentro de los treinta días siguientes a
 * la recepción de este aviso" is the notice's own count from receipt, not "upon receipt")
 * (Miller v. Payco-General American Credits, 4th Cir. 1991; Swanson v. Southern Oregon Credit Service,
 * 9th Cir. 1988). Left out on purpose: "promptly", "as soon as possible", "at your earliest convenience":
 * a request without a time is not a deadline (Bartlett v. Heibl, 7th Cir. 1997, lets a collector ask for
 * payment), and an immediate deadline counts only where the sentence demands it (the rules' own test).
 */
export const IMMEDIATE =
  /\b(?:immediately|immediate|(?<!\ball\s)at\s+once|right\s+(?:away|now)|straight\s?away|without\s+(?:any\s+|further\s+|more\s+|additional\s+)?delay|upon\s+receipt|on\s+receipt|forthwith|by\s+return\s+(?:mail|post)|no\s+later\s+than\s+today|(?:by|before)\s+(?:the\s+)?(?:end|close)\s+of\s+(?:the\s+)?(?:business\s+)?day|inmediatamente|de\s+inmediato|de\s+(?:forma|manera)\s+inmediata|en\s+forma\s+inmediata|sin\s+(?:m[aá]s\s+|ninguna\s+)?(?:demora|dilaci[oó]n|tardanza)|hoy\s+mismo)\b|\b(?:pay|paid|payment|remit|send|mail|wire|call|contact|pague|pagar|pago|paga|pagad[oa]|env[ií]e|ll[aá]menos|llame|comun[ií]quese|cont[aá]ctenos|escr[ií]banos|responda)\b(?:[^.]|\.\d){0,25}\b(?:today|hoy)\b|\b(?:vencimiento|vence|pagadero|pagadera|exigible)\s*:?\s*(?:al|a\s+su|a\s+la)\s+(?:recibir|recibo|recepci[oó]n)\b|(?<!\b(?:siguientes|posteriores|subsiguientes)\s+)\b(?:al|a\s+la)\s+(?:recibir|recepci[oó]n\s+de|recibo\s+de)\s*(?:la\s+|lo\s+)?(?:esta|este)\s+(?:carta|aviso|notificaci[oó]n)|\b(?:a|por)\s+vuelta\s+de\s+correo|\bpor\s+correo\s+de\s+(?:regreso|retorno|vuelta)\b|\bcall\s+(?:us\s+)?now\b|\b(?:pay|remit|send|mail|wire)\s+(?:(?:us|it|this|the|your|in|full|entire|total|balance|amount|payment|check|account)\s+){0,3}now\b|\b(?:pago|cancelaci[oó]n|liquidaci[oó]n)\s+(?:total\s+)?inmediat[oa]\b/;

/** Who acts, read from the words before the verb. */
export const ACTOR_COLLECTOR =
  /\b(?:we|us|our\s+(?:office|firm|company|agency)|this\s+(?:office|firm|agency|company)|the\s+undersigned|i|nosotros|nuestra\s+(?:oficina|agencia|empresa))\b/;
export const ACTOR_CREDITOR = /\b(?:(?:our|the|your)\s+client|the\s+(?:current\s+)?creditor|the\s+(?:owner|holder)\s+of|nuestro\s+cliente|el\s+acreedor)\b/;
export const ACTOR_ATTORNEY = /\b(?:(?:our|the|an?|its)\s+(?:attorneys?|lawyers?|law\s+firm|legal\s+department|counsel)|abogados?)\b/;

// The Greco disclaimer (no lawyer has reviewed the account) is read in one place: NO_ATTORNEY_REVIEW in ./attorney-review (decision 148).

/** Growth of the balance. */
export const CAN_GROW =
  /\b(?:may|might|could|will|can|shall)\s+(?:\w+\s+){0,2}(?:increase|grow|change|vary|rise|go\s+up|be\s+(?:greater|higher|more))\b|\binterest\b(?:\s+\w+){0,3}?\s+(?:continues?|accru\w*|will\s+(?:continue|be\s+(?:added|charged|assessed)))|\b(?:fees?|costs?|charges?|interest|penalt(?:y|ies))\b(?:\s+\w+){0,4}?\s+(?:may|might|could|will|shall|can)\s+(?:also\s+|continue\s+to\s+)?be\s+(?:added|assessed|charged|applied|imposed|incurred|included)|\b(?:we|our\s+client)\s+(?:may|might|could|will|can)\s+(?:also\s+)?(?:add|assess|charge|impose|seek|recover)\s+(?:\w+\s+){0,3}(?:fees?|costs?|interest|charges?)|\bpuede\s+(?:aumentar|variar|cambiar|incrementar)\w*|\b(?:intereses|cargos|costos|honorarios)\b(?:\s+\w+){0,3}?\s+(?:podr[aá]n|se\s+(?:agregar|a[nñ]adir|sumar|cobrar)[aá]n)/;

/** What an amount is said to be: the debt now, or as of another day. */
export const CURRENT_AMOUNT =
  /\b(?:now|today|current(?:ly)?|present(?:ly)?|presently|outstanding|due|owing|remaining|total\s+(?:amount|balance|due|owed)|amount\s+(?:due|owed)|balance\s+(?:due|owed)|you\s+owe|ahora|hoy|actual|pendiente|adeudad[ao])\b/;
/**
 * What the debt was when it began, not what is owed (decision 197): the sum borrowed, lent, financed or "became indebted" for,
 * the original (principal) amount of the loan or note ("you became indebted … in the amount of", "you incurred a debt of" (decision 515), "you borrowed", "the
 * original amount of your loan was", "loaned you", "extended you credit in the original principal amount of", "usted pidió
 * prestado", "el monto original del préstamo"). Read on the words between the figure and the figure before it; "original
 * creditor" is not one.
 */
export const ORIGIN_AMOUNT =
  /\b(?:became\s+indebted|(?:you\s+)?incurred\s+(?:a|an|the|this|your)\s+(?:debt|obligation|loan)\s+(?:of|in\s+the\s+(?:amount|sum)\s+of|totall?ing|for)|(?:you\s+)?(?:borrowed|financed)|(?:loaned|lent|advanced)\s+(?:to\s+)?you|extended\s+(?:to\s+)?you\s+(?:a\s+)?(?:credit|loan)|original(?:ly)?\s+(?:principal\s+|face\s+)?(?:amount|loan|principal|balance|debt|note|sum|contract)|(?:principal|face)\s+amount\s+of\s+(?:the|your|this)\s+(?:loan|note|mortgage)|amount\s+financed|pidi[oó]\s+prestad[oa]s?|(?:le\s+)?prest[oó]\s+(?:a\s+usted)?|(?:monto|saldo|importe|capital)\s+original|se\s+endeud[oó])\b/;
/**
 * Words that tie a date to an amount beside it (the date the figure speaks for): "as of", "as at", "on",
 * "through" / "thru", "dated", "ending" (a statement period), "at charge-off"; Spanish "al", "hasta el",
 * "a (la) fecha de(l)", "con fecha (de)", and "el" right after a word for the balance ("su saldo el 31
 * de marzo de 2019 era …"; a bare "el" also starts due dates, so it needs the noun).
 */
export const AS_OF =
  /\b(?:as\s+of|as\s+at|on|through|thru|dated|ending|at\s+(?:the\s+time\s+of\s+)?(?:charge[- ]?off|placement)|balance\s+at|al|hasta\s+el|a\s+(?:la\s+)?fecha\s+del?|con\s+fecha(?:\s+del?)?|(?:saldo|deuda|monto|balance)\s+(?:\w+\s+)?el)\s+$/;

/**
 * The character of the debt: a flat statement that it cannot be discharged in bankruptcy ("is NOT
 * eligible for bankruptcy discharge", "bankruptcy will not eliminate this debt", "non-dischargeable",
 * "no puede cancelarse en bancarrota"). Almost every consumer debt can be, a student loan included on a
 * showing of undue hardship (11 U.S.C. 523(a)(8)), so the flat statement misrepresents the debt's legal
 * status (15 U.S.C. 1692e(2)(A); Easterling v. Collecto, 2d Cir. 2012). DISCHARGE_QUALIFIED is the
 * qualification that makes it true ("unless you show undue hardship", "generally", "may not be").
 */
export const NOT_DISCHARGEABLE =
  /\b(?:cannot|can\s*not|can't|will\s+not|won't|shall\s+not)\s+(?:be\s+)?(?:discharged|eliminated|erased|wiped\s+out|cancell?ed|forgiven|included|removed|released)\s+(?:in|through|by|under|with)\s+(?:a\s+|any\s+|your\s+)?(?:chapter\s+\d+\s+)?bankruptcy|\b(?:not|never)\s+(?:be\s+)?(?:eligible|subject|entitled)\s+(?:for|to)\s+(?:a\s+|any\s+)?(?:bankruptcy\s+)?discharge|\bineligible\s+for\s+(?:a\s+|any\s+)?(?:bankruptcy\s+)?discharge|\bnon-?\s?dischargeable\b|\bnot\s+dischargeable\b|\bbankruptcy\s+(?:will\s+not|won't|does\s+not|doesn't|would\s+not|cannot|can\s*not|can't)\s+(?:eliminate|discharge|erase|wipe\s+out|cancel|remove|release)\b|\b(?:exempt|excluded|immune|protected)\s+from\s+(?:a\s+|any\s+)?(?:bankruptcy|discharge)\b|\bno\s+(?:puede|podr[aá]|se\s+puede)\s+(?:ser\s+)?(?:cancelad|eliminad|descargad|liberad|perdonad|cancelar|eliminar|descargar|liberar|perdonar)\w*\s+(?:en|mediante|por|con)\s+(?:una\s+|la\s+)?(?:bancarrota|quiebra)|\bno\s+(?:es|son)\s+elegibles?\s+para\s+(?:la\s+|una\s+)?(?:cancelaci[oó]n|descarga|liberaci[oó]n|exoneraci[oó]n)|\b(?:la\s+)?(?:bancarrota|quiebra)\s+no\s+(?:elimina|cancela|borra|libera|perdona)\w*|\b(?:cannot|can\s*not|can't|will\s+not|won't|shall\s+not)\s+(?:be\s+)?(?:discharged|eliminated|erased|wiped\s+out|cancell?ed|forgiven|removed|released)\b[^.;:!?]{0,40}?\b(?:if|when|though|in\s+the\s+event)\b[^.;:!?]{0,30}?\bbankruptcy|\b(?:not|never)\s+(?:be\s+)?(?:eligible|subject|entitled)\s+(?:for|to)\s+(?:a\s+|any\s+)?bankruptcy\s+(?:protection|relief)|\bno\s+(?:ser[aá]|podr[aá]\s+ser|puede\s+ser)\s+(?:cancelad|eliminad|descargad|liberad|perdonad)\w*[^.;:!?]{0,40}?\b(?:aunque|si|incluso\s+si|aun\s+si)\b[^.;:!?]{0,30}?(?:bancarrota|quiebra)/;
/** Words that qualify the statement and make it true (both patterns run on folded, lower-case text). */
export const DISCHARGE_QUALIFIED =
  /\b(?:unless|except|undue\s+hardship|generally|usually|ordinarily|typically|in\s+most\s+cases|difficult|hard\s+to|may\s+not\s+be|might\s+not\s+be|a\s+menos\s+que|excepto|dificultad\s+excesiva|generalmente|por\s+lo\s+general|dif[ií]cil)\b/;
/** Debts the Bankruptcy Code does except outright (domestic support, criminal restitution, fines, most taxes: 11 U.S.C. 523(a)(1), (5), (7), (13)). */
export const EXCEPTED_OUTRIGHT =
  /\b(?:child\s+support|spousal\s+support|alimony|domestic\s+support|restitution|criminal\s+fines?|tax(?:es)?|pensi[oó]n\s+alimenticia|manutenci[oó]n)\b/;

/** An offer to settle for less, or a plan. */
export const OFFER =
  /\b(?:settle\w*|settlement|discount\w*|reduced\s+(?:amount|balance|payoff)|accept\s+(?:\$|a\s+(?:reduced|lump)|less)|(?:save|savings?\s+of)\s+(?:\$|\d)|payment\s+plan|(?:pay|paying)\s+(?:only|just)\s+\$|\d{1,2}\s?%\s+off|liquidar|liquidaci[oó]n|descuento|oferta|plan\s+de\s+pagos)\b/;

/** A demand for payment or contact. */
export const DEMAND_PAY =
  /\b(?:pay|remit|payment\s+(?:in\s+full\s+)?(?:is\s+)?(?:due|required|expected|must)|must\s+be\s+paid|send\s+(?:us\s+)?(?:your\s+)?(?:payment|the\s+balance|a\s+check)|pague|pagar|env[ií]e\s+(?:su\s+)?pago)\b/;
export const DEMAND_CONTACT = /\b(?:call|contact|telephone|phone|reach|respond|ll[aá]menos|comun[ií]quese|cont[aá]ctenos|responda)\b/;
export const NOT_REQUIRED = /\b(?:you\s+(?:do\s+not|don't)\s+have\s+to|you\s+are\s+not\s+(?:required|obligated)|no\s+(?:est[aá]\s+obligad[oa]|tiene\s+que))\b/;

/** Statements of the consumer's validation rights, and hedges that undercut them. */
export const RIGHTS_TOPICS: readonly { topic: 'dispute' | 'original_creditor' | 'verification'; re: RegExp }[] = [
  { topic: 'original_creditor', re: /\boriginal\s+creditor\b|\bacreedor\s+original\b/ },
  { topic: 'verification', re: /\bverif\w*|\bproof\s+(?:of|that)\b|\bverificaci[oó]n\b/ },
  { topic: 'dispute', re: /\bdisput\w*|\bimpugn\w*/ },
];
/**
 * How a statement says a right is invoked (15 U.S.C. 1692g(a)(4), (5), (b); 12 CFR 1006.34(c)(3)(iv), (v)):
 * verification and the original creditor's name are owed only after a dispute or request in writing,
 * so a statement that names another step ("notify us", "call", "let us know") and no writing tells the
 * consumer a step that does not protect the right (Bishop v. Ross Earle & Bonan, 11th Cir. 2016;
 * Camacho v. Bridgeport Financial, 9th Cir. 2005, on the converse). A letter sent by the consumer ("por carta",
 * "una carta") is writing; the notice itself ("recibir esta carta", like "receiving this letter") is not (decision 132).
 */
export const RIGHT_IN_WRITING =
  /\b(?:in\s+writing|written|writes?|writing|by\s+(?:mail|letter|post)|in\s+a\s+letter|send\s+(?:us\s+)?a\s+letter|por\s+escrito|escrib\w*|(?:por|mediante|en\s+una|una|con\s+una)\s+carta)\b/;
/**
 * Writing offered as one of two ways, the other spoken ("if you notify this office verbally or in writing",
 * "by phone or by mail", "por escrito o verbalmente"): the statement says a step that need not be written
 * earns the right, which for verification and the original creditor's name only writing does
 * (15 U.S.C. 1692g(a)(4), (5); Bishop v. Ross Earle & Bonan, 11th Cir. 2016, on a statement naming no writing).
 */
export const ORAL_OR_WRITING =
  /\b(?:verbally|orally|by\s+(?:tele)?phone|by\s+calling(?:\s+us)?|in\s+person)\s+or\s+(?:by\s+|in\s+)?(?:writing|written|mail|letter)\b|\b(?:in\s+writing|by\s+(?:mail|letter))\s+or\s+(?:verbally|orally|by\s+(?:tele)?phone|by\s+calling|in\s+person)\b|\b(?:verbal|oral)\s+or\s+written\b|\bwritten\s+or\s+(?:verbal|oral)\b|\bpor\s+escrito\s+o\s+(?:verbalmente|oralmente|por\s+tel[eé]fono|en\s+persona)\b|\b(?:verbalmente|oralmente|por\s+tel[eé]fono|en\s+persona)\s+o\s+por\s+escrito\b/;
/** A statement conditioned on the consumer disputing ("if you (do) dispute", "should you dispute", "upon your dispute", "si (usted) disputa"). */
export const DISPUTE_CONDITION =
  /\b(?:if|should|once|when(?:ever)?|upon|after)\s+(?:you|your)\s+(?:(?:do|does|should|timely|then)\s+)?disput\w*|\bsi\s+(?:usted\s+)?(?:disputa|impugna)\w*/;
/**
 * A spoken step named as the way to use a right ("if you call us", "by telephone", "if you tell us in person", "si nos
 * llama", "por teléfono", "verbalmente"): unlike "notify" or "contact", which a letter may mean in writing, it says the
 * right is kept without writing (decision 217). A verification or original-creditor statement that names one is wrong as
 * written: only a written dispute or request earns either (15 U.S.C. 1692g(a)(4)-(5); Bishop v. Ross Earle & Bonan, 11th
 * Cir. 2016), and a page not in hand could only contradict it.
 */
export const SPOKEN_STEP =
  /\b(?:call(?:s|ing|ed)?|(?:tele)?phon(?:e|es|ing|ed)|by\s+(?:tele)?phone|orally|verbally|in\s+person|speak(?:ing)?\s+(?:to|with)|talk(?:ing)?\s+(?:to|with))\b|\bll[aá]m(?:e|enos|ar|a|ando)\b|\bpor\s+tel[eé]fono\b|\bverbalmente\b|\ben\s+persona\b/;
export const RIGHT_INVOKED_OTHERWISE =
  /\b(?:notif(?:y|ies|ied|ying)|tell|inform|advise|contact|call|telephone|phone|let\s+(?:us|this\s+(?:office|firm)|the\s+(?:undersigned|collector|creditor))\s+know|comun[ií]\w*|inf[oó]rm\w*|av[ií]s\w*|ll[aá]m\w*)\b|\bnotif[ií]qu\w*|\bnotific\w*/;
/**
 * The assumption statement of 1692g(a)(3) in the passive with no one doing the assuming ("the debt will
 * be assumed to be valid", "shall be deemed correct", "it will be assumed that the information is accurate",
 * "se considerará válida"): the statute says "by the debt collector", and district courts in Virginia,
 * New York and Pennsylvania read the passive as not saying who assumes, so the consumer may think a court
 * or the creditor will treat the debt as owed (Fariasantos v. Rosenberg & Associates, E.D. Va. 2014;
 * Diaz v. Residential Credit Solutions, E.D.N.Y. 2013; Galuska v. Collectors Training Institute, M.D. Pa.
 * 2008). ASSUMED_BY is the "by us / by this office / by the debt collector" that cures it; a "by" naming
 * who receives or sends something ("received by this office") is not it (ASSUMED_BY_NOT_ASSUMER).
 */
export const ASSUMED_PASSIVE =
  /\b(?:will|shall|would|is|are)\s+(?:then\s+)?(?:be\s+)?(?:assumed|presumed|deemed|considered|treated|regarded|accepted)\s+(?:to\s+be\s+|as\s+)?(?:valid|correct|accurate|owed|owing)|\b(?:will|shall|would|is)\s+(?:then\s+)?be\s+(?:assumed|presumed|deemed|understood|concluded)\s+that\b[^.]{0,100}?\b(?:valid|correct|accurate|owed|owing)\b|\bse\s+(?:asumir[aá]|presumir[aá]|considerar[aá]|dar[aá]\s+por)\s+(?:que\s+(?:la\s+deuda\s+)?es\s+)?(?:v[aá]lid|correct|cierta)/;
export const ASSUMED_BY =
  /\bby\s+(?:us|me|this\s+(?:office|firm|agency|company|collector|law\s+firm)|the\s+(?:debt\s+)?collector|our\s+(?:office|firm|agency|company)|the\s+undersigned|[a-z][a-z&.,']*(?:\s+[a-z&.,']+){0,4}\s+(?:inc|llc|l\.l\.c|lp|llp|pllc|p\.?c|p\.?a|corp|corporation|company|co|associates|group|services|law\s+(?:firm|offices?)))\b|\bpor\s+(?:nosotros|esta\s+(?:oficina|agencia|empresa)|el\s+cobrador)\b/;
export const ASSUMED_BY_NOT_ASSUMER = /\b(?:received|sent|mailed|delivered|given|made|filed|signed|postmarked)\s+by\b/g;
export const RIGHTS_HEDGE =
  /\b(?:may\s+be\s+able\s+to|might\s+be\s+able|if\s+you\s+(?:believe|think|feel)\s+(?:that\s+)?(?:you\s+)?(?:have\s+)?(?:a\s+)?(?:valid|legitimate|good)|at\s+(?:our|its)\s+(?:discretion|option)|in\s+(?:some|certain)\s+cases|(?:we|it)\s+may\s+(?:choose|decide)\s+(?:not\s+)?to|if\s+we\s+(?:agree|decide)|with\s+(?:proof|documentation|a\s+reason|an\s+explanation)|must\s+(?:provide|include|give)\s+(?:a\s+)?(?:reason|explanation|documentation|proof))\b/;

/** A charge added to the debt: the thing, then (within a few words) whether it is or may be added. */
export const CHARGE =
  /\b(?:(?:collection|attorney'?s?|legal|late|processing|administrative|service|court)\s+)?(fees?|costs?|charges|interest|penalt(?:y|ies)|cargos|costos|honorarios|intereses)\b(?:\s+[\w']+){0,5}?\s+(?:(will|shall|may|might|could|can)\s+(?:also\s+|continue\s+to\s+|then\s+)?(?:be\s+)?(?:added|assessed|charged|applied|imposed|incurred|included|accru\w*)|(continues?|accrues?|accruing)\b|(podr[aá]n|se)\s+(?:agregar|a[nñ]adir|sumar|cobrar|aplicar)[aá]?n?)/g;
/** The same said by the collector ("we may add collection costs", "our client will seek attorney fees"). */
export const CHARGE_ACTIVE =
  /\b(?:we|our\s+client|the\s+creditor|this\s+office)\s+(will|shall|may|might|could|can)\s+(?:also\s+)?(?:add|assess|charge|impose|seek|recover|collect)\s+(?:[\w']+\s+){0,3}?(fees?|costs?|interest|charges)\b/g;
/** Spanish, verb first ("se podrán agregar cargos de cobranza"). */
export const CHARGE_ES =
  /\bse\s+(podr[aá]n|pueden|van\s+a|agregar[aá]n|cobrar[aá]n|a[nñ]adir[aá]n|sumar[aá]n)\s+(?:agregar\s+|a[nñ]adir\s+|sumar\s+|cobrar\s+|aplicar\s+)?(?:[\w]+\s+){0,2}?(cargos|costos|honorarios|intereses)\b/g;
/**
 * A charge said possible only as far as the law or the agreement allows it (decision 565): the condition, not a claim that the
 * fee is owed nor that the law requires or sets it (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)). "To the extent permitted by law", "if
 * permitted by law", "where your agreement allows", "only if your agreement or a statute allows them", "en la medida en que la
 * ley lo permita", "cuando la ley lo permita", "en la medida permitida por la ley", "solo si su contrato o la ley lo permiten",
 * "siempre que su contrato lo autorice". Not "as permitted by law" nor "autorizados por la ley": those say the law allows it.
 */
export const PERMISSION_CONDITION =
  /\b(?:if|where|when|whenever|to\s+the\s+extent(?:\s+that)?|insofar\s+as|only\s+(?:if|where|when|to\s+the\s+extent))\s+(?:(?:it\s+is|they\s+are|so|expressly|otherwise|then)\s+)?(?:permitted|allowed|authori[sz]ed|provided\s+for)\b|\b(?:if|where|when|to\s+the\s+extent(?:\s+that)?|insofar\s+as|only\s+(?:if|where|when))\s+(?:your|the|a|any|applicable)\s+(?:[\w-]+\s+){0,2}?(?:contract|agreement|note|statute|law)(?:\s+or\s+(?:your|the|a|any|applicable)\s+(?:[\w-]+\s+)?(?:contract|agreement|note|statute|law))?\s+(?:so\s+|expressly\s+)?(?:provides?|allows?|permits?|authori[sz]es?)\b|\b(?:si|cuando|donde|siempre\s+que|en\s+la\s+medida\s+(?:en\s+)?(?:que|la\s+que)|s[oó]lo\s+si|solamente\s+si|[uú]nicamente\s+si)\s+(?:(?:su|el|la|una?)\s+)?(?:contrato|acuerdo|pagar[eé]|ley(?:\s+aplicable)?|estatuto)(?:\s+o\s+(?:(?:su|el|la|una?)\s+)?(?:contrato|acuerdo|ley(?:\s+aplicable)?|estatuto))?\s+(?:(?:lo|los|las|la)\s+)?(?:permit|autori[cz]|dispong|prev[eé]|establezc|dispone|establece)\w*|\ben\s+la\s+medida\s+(?:permitida|autorizada)\s+por\s+(?:la\s+ley|el\s+contrato|su\s+contrato)|\bseg[uú]n\s+lo\s+(?:permita|autorice|disponga)\b/i;

/**
 * A court said to award a charge ("the court could allow court costs and attorney's fees"), or a judgment said to carry it ("a
 * judgment may include attorney's fees", "la sentencia podría incluir honorarios de abogados", decision 554): the charge a suit
 * would add.
 */
export const CHARGE_COURT =
  /\b(?:the\s+|a\s+|any\s+|la\s+|una\s+)?(?:courts?|judge|tribunal|judg(?:e)?ments?|sentencia)\s+(could|may|might|will|would|can|podr[aá]|podr[ií]a|puede)\s+(?:also\s+|tambi[eé]n\s+)?(?:allow|award|grant|order|assess|add|impose|include|otorgar|conceder|ordenar|incluir)\s+(?:[\w']+\s+){0,4}?(attorney'?s?'?\s+fees|lawyer'?s?'?\s+fees|legal\s+fees|court\s+costs|costs|fees|honorarios|costas)/g;
/**
 * The Miller v. McCalla wording ("because of interest, late charges, and other charges that may vary
 * from day to day, the amount due … may be greater"): it says charges will be added.
 */
export const CHARGE_VARY =
  /\b(?:because\s+of|due\s+to|owing\s+to|as\s+a\s+result\s+of)\s+(?:[\w,]+\s+){0,6}?(late\s+charges|other\s+charges|fees|collection\s+costs|costs)\b[^.]{0,60}?\b(may|will|could|might|can)\s+(?:vary|increase|change|be\s+greater)/g;
/** Where a CHARGE_VARY match starts: the charges named as a cause, not as an addition. */
export const CHARGE_CAUSE_LEAD = /^(?:because\s+of|due\s+to|owing\s+to|as\s+a\s+result\s+of)\b/i;

/**
 * Offers (settlement_offer_false_urgency; 15 U.S.C. 1692e(10)): what makes an offer, words that
 * present it as never to be repeated (Goswami v. American Collections, 5th Cir. 2004), short or
 * "only" deadlines, and the honest statement that it may or may not be renewed (Evory v. RJM,
 * 7th Cir. 2007; Preston v. Midland, 7th Cir. 2020), in English and Spanish. Decision 350: an offer "withdrawn permanently",
 * "nunca se volverá a ofrecer" (as "will never be made again"), and one "only available today" ("solo está disponible hoy").
 */
export const OFFER_WORDS =
  /\b(?:settle\w*|settlement|discount\w*|reduced\s+(?:amount|balance|payoff|payment)|save\s+\$|savings?|%\s*off|percent\s+off|lump[- ]sum|amnesty|special\s+offers?|offers?|ofertas?|descuentos?|liquidar|liquidaci[oó]n|acuerdos?|rebajas?)\b/i;
export const OFFER_ONE_TIME =
  /\bone[- ]time(?:\s+only)?\s+(?:offer|opportunity|deal|chance)\b|\bone\s+time\s+only\b|\bonce[- ]in[- ]a[- ]lifetime\b|\b(?:will|shall|would|can)\s*(?:never|not)\s+be\s+(?:repeated|offered\s+again|extended|made\s+again|available\s+again|renewed|re-?offered)\b|\bwon['’]?t\s+be\s+(?:repeated|offered\s+again|made\s+again|available\s+again|renewed|extended)\b|\bnever\s+(?:be\s+)?(?:repeated|offered\s+again|made\s+again|see\s+(?:this|an?\s+)\w*\s*(?:offer|discount)\s+again)\b|\b(?:will|shall|can)\s*(?:not|never)\s+(?:be\s+able\s+to\s+)?(?:offer|make|extend|repeat)\s+(?:this|the\s+same|such\s+an?)\s+(?:\w+\s+)?(?:offer|discount|settlement)\s+again\b|\b(?:last|final)\s+(?:chance|opportunity)\b|\bonly\s+(?:chance|opportunity|time\s+(?:we|this\s+offer))\b|\bnow\s+or\s+never\b|\bgone\s+(?:for\s+good|forever)\b|\b(?:this|the)\s+(?:offer|discount)\s+(?:is\s+)?(?:final|non-?renewable)\b|\boferta\s+[uú]nica\b|\b(?:por\s+)?[uú]nica\s+vez\b|(?<![\w\u00c0-\u017f])[uú]ltima\s+oportunidad\b|\b(?:no|nunca|jam[aá]s)\s+se\s+(?:repetir[aá]n?|volver[aá]n?\s+a\s+(?:ofrecer|repetir)|renovar[aá]n?)(?![\w\u00c0-\u017f])|\b(?:withdrawn|revoked|cancell?ed)\s+(?:permanently|for\s+good|forever)\b|\bpermanently\s+(?:withdrawn|revoked|cancell?ed)\b|(?<![\w\u00c0-\u017f])(?:retirad|revocad|cancelad)[ao]\s+(?:permanentemente|para\s+siempre|definitivamente)(?![\w\u00c0-\u017f])|\bno\s+volver[aá]n?\s+a\s+(?:ofrecerse|repetirse)\b|(?<![\w\u00c0-\u017f])(?:no\s+(?:puede|podr[aá])\s+ser\s+(?:extendid|prorrogad|renovad|repetid|ampliad)[ao]|no\s+se\s+(?:extender|prorrogar|ampliar)[aá]n?|no\s+(?:la|lo)\s+(?:podremos|volveremos\s+a|vamos\s+a)\s+(?:ofrecer|extender|repetir|hacer)|(?:oportunidad|oferta)\s+[uú]nica|[uú]nica\s+oportunidad|ahora\s+o\s+nunca|(?:esta|la)\s+(?:oferta|propuesta)\s+(?:es\s+)?(?:final|definitiva|no\s+renovable))(?![\w\u00c0-\u017f])/i; // Spanish forms: decision 336
export const OFFER_ONLY_DEADLINE =
  /\b(?:expires?|expiring|valid|good|available)\s+(?:in|for|within)\s+(?:24|48|72)\s+(?:hours|hrs)\b|\b(?:24|48|72)[- ]hours?\s+(?:only|offer)\b|\blimited[- ]time\s+(?:only|offer)\b|\b(?:good|valid|available)\s+(?:for\s+)?(?:\d+|ten|fifteen|thirty|forty-five|sixty)\s+days\s+only\b|\bonly\s+(?:good|valid|available)\s+(?:for|until|through|today)\b|\b(?:good|valid|available)\s+today\s+only\b|(?<![\w\u00c0-\u017f])(?:s[oó]lo|solamente|[uú]nicamente)\s+(?:est[aá]\s+)?(?:disponible|v[aá]lid[ao])\s+hoy(?![\w\u00c0-\u017f])|\bamnesty\s+(?:period|program)\b|\bv[aá]lid[ao]\s+(?:solo|s[oó]lamente|[uú]nicamente)\s+(?:por|hasta)\b|(?<![\w\u00c0-\u017f])(?:(?:vence|expira|v[aá]lid[ao]|disponible)\s+(?:en|por|durante|dentro\s+de)\s+(?:24|48|72)\s+horas|(?:oferta\s+)?por\s+tiempo\s+limitado)(?![\w\u00c0-\u017f])/i; // Spanish forms: decision 336
export const OFFER_MAY_BE_RENEWED =
  /\bnot\s+(?:\w+\s+){0,2}?(?:obligated|required|bound)\s+to\s+(?:renew|extend|make|repeat)\b|\b(?:no|under\s+no)\s+obligation\s+to\s+(?:renew|extend|repeat|make)\b|\bmay\s+(?:be\s+able\s+to\s+)?(?:offer|make|extend|renew)\s+(?:you\s+)?(?:other|future|additional|similar|another)\b|\bmay\s+or\s+may\s+not\s+(?:renew|extend|repeat|make|offer)\b|\bfuture\s+offers\b|\b(?:other|additional|different)\s+(?:offers|options)\s+may\s+be\s+(?:available|made|offered)\b|\bno\s+(?:estamos|est[aá]|tenemos|tiene)\s+(?:obligad[oa]s?|la\s+obligaci[oó]n|obligaci[oó]n)\s+(?:a|de)\s+renovar\b/i;
