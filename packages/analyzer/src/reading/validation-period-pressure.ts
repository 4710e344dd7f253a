/**
 * What presses the consumer to act inside the validation period (decision 091), read from the law's
 * categories rather than one letter's words: 15 U.S.C. 1692g(b) forbids collection activity and
 * communications during the thirty days that overshadow or are inconsistent with the right to dispute
 * or to ask for the original creditor; the courts read that through the least sophisticated
 * (unsophisticated) consumer (Swanson v. Southern Oregon Credit, 9th Cir. 1988; Miller v. Payco, 4th
 * Cir. 1991; Graziano v. Harrison, 3d Cir. 1991; Russell v. Equifax A.R.S., 2d Cir. 1996; Bartlett v.
 * Heibl, 7th Cir. 1997; Savino v. Computer Credit, 2d Cir. 1998; Peter v. GC Services, 5th Cir. 2002).
 *
 * The overshadowing rules read with it, beside the shared readers (`timingsIn`, `IMMEDIATE`, the threats
 * of `read-letter.ts`):
 * - a demand to end the debt in words other than "pay" (resolve, arrangements, take care of, satisfy,
 *   clear, settle in full, Spanish resolver, saldar, arreglos), `RESOLVE_DEBT`;
 * - what makes a "settle" sentence an offer the consumer may take or leave (a reduction, an amount
 *   accepted) rather than a demand to pay in full, `OFFER_CUE`;
 * - deadlines counted in the ways `timingsIn` does not read ("no later than ten days from the date of this
 *   letter", "15 days after receipt", "un plazo de 10 días", "las próximas 48 horas"), `deadlinesIn`;
 * - "prompt" payment or attention demanded under threat of a step, `PROMPT`; payment demanded as its condition
 *   ("if I do not receive prompt payment"), `CONDITIONAL_PAYMENT_DEMAND`; the writer's mandate to sue ("retained to
 *   collect this account and to file suit if necessary") as the step threatened, `MANDATE_TO_SUE`;
 * - a statement that the thirty days do not put off the time to pay ("the validation period does not
 *   relieve you of your obligation to pay now"), `PERIOD_DOES_NOT_DEFER_PAYMENT`;
 * - where a dated deadline falls when the letter gives neither its date nor an end date but the person
 *   said when it arrived, `insideFromReceipt`.
 * Folded text (lower case, plain quotes and dashes); bounded patterns.
 */
import { addDays } from '@debtshield/clocks';
import { spanOf } from '../text/find';
import type { IsoDate, Span } from '../types';
import { findDates } from '../rules/_disclosures-and-amounts/dates';
import { parseCount } from '../rules/_disclosures-and-amounts/numbers';
import { countedFromLetter, type Inside, type Timing, timingsIn } from '../rules/_disclosures-and-amounts/period';
import { execAll } from '../text/exec-all';
import { matchesOf, mayMatch } from '../text/prefilter';
import { collectionDespiteDisputeIn } from './collection-despite-dispute';
import { AUTHORITY_GIVEN_SOURCE, STEP_DECIDED_AFTER } from './lexicon';

/**
 * A demand to end the debt other than by the word "pay": resolve it, make (satisfactory) arrangements, take
 * care of it, satisfy or clear it, settle it in full, bring it current; handle, address, deal with, close out or
 * zero out the account or "this matter" (decision 127); the same in the passive ("this balance must be taken care of",
 * "your account must be brought current", decision 136); Spanish resolver, solucionar, saldar, liquidar, hacer
 * arreglos. Read only in a sentence with a deadline (the rules' own test).
 */
export const RESOLVE_DEBT =
  /\b(?:resolv\w*|resolution\s+of|(?:make|made|making|set\s+up|setting\s+up)\s+(?:(?:satisfactory|suitable|acceptable|payment|financial|other)\s+)?arrangements?|arrangements?\s+(?:are|is|have\s+been)\s+made|tak(?:e|en|ing)\s+care\s+of\s+(?:this|the|your|it)|satisf(?:y|ied|ying)\s+(?:this|the|your)\s+(?:debt|balance|account|obligation|claim)|(?:handle|address|deal\s+with|take\s+action\s+on|close\s+out|zero\s+out|pay\s+down)\s+(?:this|the|your)\s+(?:[a-z-]+\s+)?(?:matter|debt|balance|account|obligation|bill)|(?:debt|balance|account|obligation|claim)\s+(?:must|is\s+to|has\s+to|needs\s+to)\s+be\s+(?:satisfied|cleared|resolved|settled|brought\s+current|taken\s+care\s+of|handled|addressed)|clear\s+(?:up\s+)?(?:this|the|your)\s+(?:debt|balance|account|obligation)|settle\w*\s+(?:this|the|your)\s+(?:debt|balance|account|obligation|claim|matter)\s+in\s+full|bring\s+(?:this|the|your)\s+account\s+current|resolver|resuelv\w*|resoluci[oó]n\s+de|solucion\w*|saldar|salde|hacer\s+(?:los\s+)?arreglos|arreglos?\s+de\s+pago|liquid(?:e|ar)\s+(?:su|la|esta)\s+(?:deuda|cuenta|saldo))\b/;

/**
 * What makes a sentence an offer the consumer may take or leave (a settlement for less, a discount, an amount
 * the collector will accept, the offer's acceptance: "To accept, make sure your payment reaches us by…", decision 454), and not a
 * demand to pay: settle_offer_false_urgency judges those.
 */
export const OFFER_CUE =
  /\b(?:discount(?:ed)?|offer\w*|savings?|save|reduced|reduction|waive[ds]?|forgiv\w*|forgiven|in\s+full\s+satisfaction|special\s+arrangement|incentive|(?:we|our\s+client)\s+(?:will|would|can|is\s+willing\s+to|are\s+willing\s+to)\s+accept|less\s+than\s+(?:the\s+)?(?:full|total|balance)|descuento|oferta|rebaja|aceptar[aáe]?\w*)\b|%|\bpercent\b|^\W{0,3}to\s+accept\b|\bto\s+accept\s+(?:this|the|our)\s+(?:offer|settlement|proposal|discount)\b/;

/**
 * A telephone call said to be the only way to get help with the debt or to resolve it (decision 205): "WE CANNOT HELP YOU UNLESS
 * YOU CALL", "we are unable to assist you until you telephone our office", "unless you call us, we will not be able to help you",
 * "nothing can be done about this balance unless you call", "we can only help you if you call", "the only way to resolve this
 * account is to call us", "this matter can only be resolved by calling our office", "help is available only by telephone", Spanish
 * "no podemos ayudarle a menos que nos llame", "sólo podemos ayudarle si nos llama", "la única manera de resolver esta cuenta es
 * llamarnos". Said while the validation period runs, it offers the telephone as the one way out, when only a written dispute secures
 * verification and stops collection (15 U.S.C. 1692g(a)(4), (b); 12 CFR 1006.38(d)(2); Caprio v. Healthcare Revenue Recovery Group,
 * 3d Cir. 2013; Garrett v. Credit Bureau of Carbon County, Colo. App. 2018, under the Colorado act). Not an invitation to call (Riccio v.
 * Sentry Credit, 3d Cir. 2020 en banc), "contact us" by any means, a call named as a way to pay or to set up a plan (the verbs are
 * help, assist, resolve, settle, do anything, not pay), nor a sentence that offers writing too (`OTHER_CHANNEL`).
 */
const BY_PHONE = String.raw`(?:call(?:s|ing)?|telephon(?:e|es|ing)|phon(?:e|es|ing))`;
const CANNOT = String.raw`(?:cannot|can\s*not|can't|could\s+not|couldn't|(?:are|am|is)\s+(?:unable|not\s+able)\s+to|will\s+not\s+be\s+able\s+to|won't\s+be\s+able\s+to)`;
const HELP = String.raw`(?:help|assist|resolve|settle|work\s+(?:with\s+you|this\s+out|it\s+out)|do\s+anything|clear\s+(?:this\s+|it\s+)?up|take\s+care\s+of)`;
const ONE_WAY_OUT = String.raw`(?:resolve|settle|help|assist|handle|address|clear\s+up|take\s+care\s+of|fix|dispute|get\s+help\s+with)`;
export const TELEPHONE_ONLY_WAY = new RegExp(
  [
    String.raw`\b(?:we|i|this\s+office|our\s+office|our\s+staff|no\s+one|nobody)\s+${CANNOT}\s+${HELP}\b[^.;]{0,60}?\b(?:unless|until|without)\s+(?:you\s+)?(?:first\s+)?${BY_PHONE}\b`,
    String.raw`\b(?:unless|until)\s+you\s+(?:first\s+)?${BY_PHONE}\b[^.;]{0,40}?\b(?:we|i|this\s+office)\s+${CANNOT}\s+${HELP}\b`,
    String.raw`\b(?:nothing\s+(?:can|will|could)\s+be\s+done|there\s+is\s+nothing\s+(?:we|i)\s+(?:can|could)\s+do)\b[^.;]{0,50}?\b(?:unless|until)\s+you\s+(?:first\s+)?${BY_PHONE}\b`,
    String.raw`\b(?:we|i|this\s+office)\s+can\s+only\s+${HELP}\b[^.;]{0,40}?\b(?:if|when|once|after)\s+you\s+${BY_PHONE}\b|\b(?:we|i|this\s+office)\s+can\s+${HELP}\b[^.;]{0,40}?\bonly\s+(?:if|when|once|after)\s+you\s+${BY_PHONE}\b`,
    String.raw`\b(?:the\s+)?only\s+way\s+(?:to|for\s+you\s+to|we\s+can)\s+${ONE_WAY_OUT}\b[^.;]{0,60}?\bis\s+(?:to\s+|by\s+)?(?:${BY_PHONE}|(?:a\s+)?(?:phone|telephone)\s+call|over\s+the\s+(?:phone|telephone))\b`,
    String.raw`\b(?:this|the|your)\s+(?:account|matter|balance|debt|issue|problem|situation)\s+(?:can|will)\s+(?:only\s+be\s+(?:resolved|settled|handled|addressed|cleared\s+up|fixed)|be\s+(?:resolved|settled|handled|addressed|cleared\s+up|fixed)\s+only)\s+(?:by\s+(?:${BY_PHONE}|(?:a\s+)?(?:phone|telephone)(?:\s+call)?)|over\s+the\s+(?:phone|telephone))\b`,
    String.raw`\b(?:help|assistance)\b[^.;]{0,40}?\b(?:is\s+)?(?:available|offered|provided|given)\s+only\s+(?:by|over\s+the|through|via)\s+(?:phone|telephone|calling)\b|\b(?:help|assistance)\b[^.;]{0,40}?\bis\s+only\s+(?:available|offered|provided|given)\s+(?:by|over\s+the|through|via)\s+(?:phone|telephone|calling)\b`,
    String.raw`\bno\s+(?:le\s+|lo\s+|la\s+)?(?:podemos|puedo|podremos|podr[ií]amos)\s+(?:ayudar\w*|asistir\w*|resolver\w*|hacer\s+nada)\b[^.;]{0,50}?\b(?:a\s+menos\s+que|hasta\s+que|sin\s+que|si\s+no)\s+(?:usted\s+)?(?:nos\s+)?(?:llame|llama|telefonee)\b`,
    String.raw`\ba\s+menos\s+que\s+(?:usted\s+)?nos\s+llame\b[^.;]{0,40}?\bno\s+(?:le\s+|lo\s+|la\s+)?(?:podemos|podremos|podr[eé]|puedo)\s+(?:ayudar\w*|asistir\w*|resolver\w*|hacer\s+nada)`,
    String.raw`\b(?:s[oó]lo|solamente|[uú]nicamente)\s+(?:le\s+|lo\s+|la\s+)?(?:podemos|puedo|podremos)\s+(?:ayudar\w*|asistir\w*|resolver\w*)\b[^.;]{0,40}?\bsi\s+(?:usted\s+)?(?:nos\s+)?(?:llama|llame)\b`,
    String.raw`\b(?:la\s+)?[uú]nica\s+(?:manera|forma|v[ií]a)\s+de\s+(?:resolver|arreglar|solucionar|aclarar|disputar|recibir\s+ayuda)\b[^.;]{0,60}?\bes\s+(?:llam\w*|por\s+tel[eé]fono|telefone\w*)`,
  ].join('|'),
);
/** Another way than the telephone named beside it: writing, the mail, e-mail or a website (the sentence then offers no one way). */
export const OTHER_CHANNEL =
  /\bwrit(?:e|es|ing|ten)\b|\b(?:by|through\s+the|via)\s+(?:mail|post)\b|\bmail\s+(?:us|it|your)\b|\be-?mail\b|\bonline\b|\bwebsite\b|\bescrib\w*|\bpor\s+(?:escrito|correo)\b|\bcorreo\b/;

/**
 * Immediate payment demanded as a shouted line of its own (decision 205): a line in capitals that names payment now and nothing else
 * ("IMMEDIATE FULL PAYMENT", "IMMEDIATE PAYMENT REQUIRED", "PAYMENT IN FULL DUE TODAY", "BALANCE DUE IMMEDIATELY", "PAY IN FULL
 * TODAY", "PAGO INMEDIATO", "PAGUE EL SALDO HOY"). Set apart and in capitals it is the letter's loudest words, a demand by layout even
 * without a verb of obligation (Miller v. Payco-General American Credits, 4th Cir. 1991: "IMMEDIATE FULL PAYMENT" and "PHONE US
 * TODAY" on the front, the notice on the back; Swanson v. Southern Oregon Credit Service, 9th Cir. 1988: a demand in bold capitals
 * larger than the notice). Decision 368: payment now joined to an urgency label by a dash or a colon ("PAST DUE – PAY NOW", "OVERDUE:
 * PAY TODAY", "VENCIDO – PAGUE AHORA"): the label makes the "PAY NOW" a demand, not a way to pay. Not a label with a figure
 * ("BALANCE DUE: $480.00", "PAST DUE BALANCE: $480.00"), a bare "PAY NOW" or "PAY ONLINE" (a way to pay), "PAST DUE – PAY ONLINE",
 * "PROMPT PAYMENT" (Wilson v. Quadramed, 3d Cir. 2000, approved prompt payment asked), nor the same words in ordinary type.
 */
const SHOUTED_DEMAND_LINE =
  /^[\s*•-]*(?:(?:(?:seriously\s+)?past\s+due|overdue|delinquent|final\s+notice|urgent|vencid[oa]|atrasad[oa]|en\s+mora|aviso\s+final|urgente)[\s!]*[-:|][\s-]*(?:please\s+|por\s+favor\s+)?(?:pay|remit|pague|remita)(?:\s+(?:in\s+full|(?:the|your)\s+(?:full\s+|entire\s+)?(?:balance|amount)|el\s+saldo(?:\s+total)?))?\s+(?:now|today|immediately|at\s+once|ahora(?:\s+mismo)?|hoy(?:\s+mismo)?|de\s+inmediato|inmediatamente)|immediate\s+(?:full\s+)?payment(?:\s+in\s+full)?(?:\s+(?:is\s+)?(?:required|demanded|due|expected|requested|necessary))?|(?:full\s+)?payment\s+(?:in\s+full\s+)?(?:is\s+)?(?:due|required|demanded|expected)\s+(?:now|immediately|today|at\s+once)|(?:the\s+|your\s+)?(?:full\s+|entire\s+)?balance\s+(?:is\s+)?(?:due|payable)\s+(?:in\s+full\s+)?(?:now|immediately|today|at\s+once)|(?:pay|remit)\s+(?:(?:the|your)\s+)?(?:(?:full|entire)\s+)?(?:balance\s+|amount\s+)?(?:in\s+full\s+)(?:now|today|immediately|at\s+once)|(?:pay|remit)\s+(?:the|your)\s+(?:full\s+|entire\s+)?(?:balance|amount)\s+(?:now|today|immediately|at\s+once)|pago\s+(?:total\s+)?inmediato(?:\s+(?:requerido|exigido))?|pague\s+(?:el\s+saldo\s+(?:total\s+)?)?(?:hoy|ahora|de\s+inmediato|inmediatamente))[\s.!]*$/;
/** The first line of `seg` (of `text`) in capitals that demands payment now by itself, if any. */
export const shoutedDemandIn = (text: string, folded: string, seg: Span): Span | undefined => {
  let at = seg.start;
  for (const line of text.slice(seg.start, seg.end).split('\n')) {
    const start = at;
    at += line.length + 1;
    if (line.length > 70 || /[a-z\u00e0-\u00ff]/.test(line) || !/[A-Z].*[A-Z]/.test(line)) continue;
    if (SHOUTED_DEMAND_LINE.test(folded.slice(start, start + line.length))) return spanOf(text, start, start + line.length);
  }
  return undefined;
};

/**
 * An invitation to pay or act now ("we shall afford you the opportunity to pay this bill immediately and avoid further
 * action", "you may pay now if you wish") is not a demand (Wilson v. Quadramed, 3d Cir. 2000): immediacy offered, not
 * required. Read by both overshadowing rules (decision 144: the threat rule too).
 */
export const INVITATION = /\b(?:opportunity|option|you\s+(?:may|can)|if\s+you\s+(?:wish|would\s+like|want|choose|prefer)|invite|welcome|encourage)\b/;
/**
 * The cost of waiting (decision 414): paying now said to spare the consumer further expense or costs ("dispose of this matter at
 * this time without further expense", "with no additional cost to you", "to avoid further costs", "before additional costs are incurred", "sin gastos adicionales",
 * "para evitar más gastos"). With a time of now it presses the payment: the choice offered is between paying now and paying more,
 * inside the thirty days (Mistretta v. Babb, N.D. Ill. 2003). Not a step of the collector's ("avoid further action": Wilson v.
 * Quadramed, 3d Cir. 2000, held an invitation to pay immediately and avoid it lawful), nor a payment channel at no charge ("without
 * additional charge") or a reassurance ("there will be no further expense").
 */
export const COST_OF_WAITING =
  /\b(?:without|with\s+no)\s+(?:any\s+)?(?:further|additional|more|extra)\s+(?:expenses?|costs?)\b|\b(?:avoid(?:ing)?|prevent(?:ing)?|spare\s+(?:yourself|you))\s+(?:any\s+)?(?:further|additional|unnecessary|added|more|extra)\s+(?:collection\s+)?(?:expenses?|costs?)\b|\bbefore\s+(?:any\s+)?(?:further|additional|more)\s+(?:collection\s+)?(?:expenses?|costs?)\s+(?:are|is)\s+(?:incurred|added|assessed|charged)\b|(?<![\w\u00c0-\u017f])sin\s+(?:m[aá]s\s+gastos|gastos\s+(?:adicionales|extra)|costos?\s+adicionales)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])evitar\s+(?:m[aá]s\s+)?(?:gastos|costos)(?:\s+adicionales)?(?![\w\u00c0-\u017f])/;
/**
 * "At this time", "en este momento": now, where payment is pressed by the cost of waiting (decision 414); and "now", "ahora" said
 * of the act ("to close this file now, with no additional cost to you": session 52), read only beside the cost of waiting.
 */
export const AT_THIS_TIME = /\bat\s+this\s+(?:time|point)\b|\bnow\b|(?<![\w\u00c0-\u017f])(?:en\s+este\s+momento|ahora)(?![\w\u00c0-\u017f])/;
/** The consumer's act refused or left undone ("if you choose not to pay immediately…"): a condition of the step, not an invitation. */
export const ACT_NOT_DONE = /\b(?:not|never|fail\w*|neglect\w*|refus\w*|declin\w*|ignor\w*)\b/;

/** "Settle" and its Spanish: an offer when a cue says so, a demand when it asks for the balance in full. */
export const SETTLE = /\b(?:settle\w*|settlement|liquidar|liquidaci[oó]n)\b/;

/**
 * Prompt payment, attention or action demanded ("prompt payment is required", "must be paid promptly",
 * "su pronto pago"): the rules read it as immediacy only with words of obligation and a step threatened
 * for not acting, never alone or as a request ("please remit promptly"). The same class holds soon without a
 * date (decision 127): "as soon as possible", "ASAP", "at your earliest opportunity", "cuanto antes", "lo antes
 * posible", "a la mayor brevedad" ("at your earliest convenience" is a courtesy, not this). And payment said to be due
 * now ("Payment is due now. If not received, …", decision 136), and urgency said outright ("time is of the essence",
 * "urgently", "without hesitation", "el tiempo apremia", and decision 566 "el tiempo es esencial", "el tiempo es de la
 * esencia"; "urgent attention / action / response", decision 144); time said to be running
 * out ("time is running out", "time is short", "before it is too late", "se le acaba el tiempo", decision 151); an urgent lead
 * (decision 386): "act now", "don't wait", "do not delay", "URGENT", "final demand / notice / warning", "actúe ahora", "no espere",
 * "urgente", "último aviso", "aviso final" (not "don't wait to call us", "no espere para llamarnos"), which the rule reads only under
 * a demand and a step it does not hedge, in the sentence or the short sentence (or heading) just before. The balance stated as
 * "the amount due now" (the model form's words) is not this, nor any of them with no step.
 */
export const PROMPT =
  /\b(?:urgent\s+(?:attention|action|response|reply|payment|resolution)|time\s+is\s+(?:running|running\s+out|short)|(?:you\s+are\s+)?running\s+out\s+of\s+time|before\s+it\s+is\s+too\s+late|el\s+tiempo\s+se\s+(?:le\s+)?(?:acaba|agota)|se\s+(?:le\s+)?(?:acaba|agota)\s+el\s+tiempo|(?:payment|balance|amount|debt|account)\s+(?:is|are)\s+(?:now\s+)?due\s+(?:right\s+)?now|time\s+is\s+of\s+the\s+essence|urgently|without\s+(?:further\s+)?hesitation|el\s+tiempo\s+apremia|el\s+tiempo\s+es\s+(?:esencial|de\s+(?:la\s+)?esencia)|promptly|prompt\s+(?:payment|attention|response|remittance|action|reply|resolution|settlement)|pronto\s+pago|pago\s+pronto|a\s+la\s+(?:mayor\s+)?brevedad(?:\s+posible)?|as\s+soon\s+as\s+(?:possible|you\s+(?:can|are\s+able))|asap|at\s+(?:the|your)\s+earliest\s+(?:possible\s+)?(?:moment|opportunity)|cuanto\s+antes|lo\s+(?:antes|m[aá]s\s+pronto)\s+posible|act\s+(?:now|today|immediately|at\s+once)|act[uú]e\s+(?:ahora|hoy|de\s+inmediato|inmediatamente)|(?:don't|do\s+not)\s+(?:wait|delay)(?!\s+(?:to|in|for|if|until)\b)|no\s+(?:espere|demore|se\s+demore|tarde)(?!\s+(?:para|en|a|si|hasta)\b)|urgent(?:e)?|(?:final|last)\s+(?:demand|notice|warning)|aviso\s+final|final\s+(?:advertencia|demanda)|advertencia\s+final)\b|(?<![\w\u00c0-\u017f])[uú]ltim(?:o\s+(?:aviso|requerimiento)|a\s+(?:advertencia|demanda))\b/;

/**
 * Payment demanded in the form of its condition ("if I do not receive prompt payment…", "unless we receive your
 * payment immediately…", "should payment not be received promptly…", "si no recibimos su pago…"): the collector
 * states what it will do when the money does not come, which demands it as surely as "you must pay" (Adams v.
 * Law Offices of Stuckert & Yates, E.D. Pa. 1996). A request ("if you can, please pay promptly") is not this. Decision 334:
 * the same condition with the consumer or the debt as its subject ("unless you pay the amount due at once…", "if you fail to
 * remit immediately…", "if not paid forthwith…", "unless this balance is paid promptly…", "failing which…", "si usted no
 * paga…", "a menos que pague…"). Decision 566: "it" or the Spanish impersonal as the subject ("unless it is paid…", "if it is not
 * paid…", "si no se paga…").
 */
export const CONDITIONAL_PAYMENT_DEMAND =
  /\b(?:if|unless|until)\s+(?:i|we|this\s+(?:office|firm)|our\s+(?:office|firm|client))\s+(?:do(?:es)?\s+not|don't|doesn't|fail\s+to)?\s*(?:receive|get|have)\s+(?:your\s+|the\s+|full\s+|a\s+)?(?:prompt\s+|immediate\s+)?(?:payment|remittance|check|balance)|\b(?:if|unless|should)\s+(?:your\s+|the\s+|full\s+)?(?:payment|remittance|balance)\s+(?:is|be)\s+not\s+(?:received|made|paid)|\bshould\s+(?:your\s+|the\s+|full\s+)?(?:payment|remittance|balance)\s+not\s+be\s+(?:received|made|paid)|\bunless\s+(?:your\s+|the\s+|full\s+)?(?:payment|remittance|balance)\s+is\s+(?:received|made|paid)|\bsi\s+no\s+(?:recibimos|recibo|recibe)\s+(?:su\s+)?pago\b|\b(?:(?:if|should)\s+you\s+(?:do\s+not|don't|fail\s+to|neglect\s+to|not)|unless\s+you)\s+(?:immediately\s+)?(?:pay|remit|send\s+(?:us\s+)?(?:your\s+|the\s+|full\s+|a\s+)?(?:payment|check|remittance|balance)|make\s+(?:your\s+|the\s+|full\s+|a\s+)?payment)\b|\b(?:if|unless|should)\s+(?:this|the|your|full)\s+(?:debt|balance|account|amount|bill|payment)\s+(?:is|be)\s+(?:not\s+)?(?:paid|resolved|settled|satisfied|taken\s+care\s+of)\b|\bif\s+not\s+(?:paid|received)\b|\bunless\s+it\s+is\s+(?:paid|resolved|settled|satisfied|taken\s+care\s+of)\b|\bif\s+it\s+is\s+not\s+(?:paid|resolved|settled|satisfied|taken\s+care\s+of)\b|(?<![\w\u00c0-\u017f])si\s+no\s+se\s+(?:paga|liquida|salda|resuelve)(?![\w\u00c0-\u017f])|\bfailing\s+(?:payment|which)\b|(?<![\w\u00c0-\u017f])(?:si\s+(?:usted\s+)?no\s+(?:paga|liquida|env[ií]a\s+(?:su\s+)?pago)|a\s+menos\s+que\s+(?:usted\s+)?(?:pague|liquide|env[ií]e\s+(?:su\s+)?pago))(?![\w\u00c0-\u017f])/;

/**
 * The writer's mandate to sue, said as what it was retained for ("I have been retained to collect this account and
 * to file suit if necessary", "this firm has been authorized to commence legal action", "we have been instructed to
 * sue"): a step the letter presents as coming, which frames a demand for prompt payment elsewhere in the letter
 * (Adams v. Law Offices of Stuckert & Yates, E.D. Pa. 1996). A mandate only to collect, or a step said to be possible
 * ("may recommend legal action", Terran v. Kaplan, 9th Cir. 1997), is not this.
 */
export const MANDATE_TO_SUE =
  /\b(?:retained|engaged|instructed|authori[sz]ed|hired|employed|directed)\s+(?:by\s+[^.;]{1,60}?\s+)?to\s+(?:[^.;]{0,60}?\b(?:and|or)\s+(?:if\s+necessary,?\s+)?)?(?:to\s+)?(?:file\s+(?:a\s+)?(?:suit|lawsuit|a\s+claim\s+in\s+court)|sue\b|commence\s+(?:legal\s+action|suit|(?:legal\s+)?proceedings)|institute\s+(?:legal\s+)?(?:action|suit|proceedings)|take\s+(?:legal|court)\s+action|bring\s+(?:suit|an\s+action)|pursue\s+(?:legal|court)\s+(?:action|remedies))/;

/**
 * The demand not met, said of the debt itself (decision 136): "If this debt is not paid…", "Should this account remain
 * unpaid…", "Unless this matter is resolved…", "If the matter remains unresolved…", "Si la deuda no se paga…", "En caso de
 * no recibir su pago…". Folded text; the opening of a sentence or a clause.
 */
const DEBT_SUBJECT = String.raw`(?:this|the|your)\s+(?:debt|balance|account|amount|matter|bill|obligation|claim)`;
const UNMET_SUBJECT = String.raw`(?:if|should|in\s+the\s+event\s+(?:that\s+)?)\s+${DEBT_SUBJECT}\s+(?:(?:is|has|was)\s+not\b|(?:is|remains?|goes|go|stays?)\s+(?:still\s+)?(?:unpaid|unresolved|outstanding|unsatisfied|open))|unless\s+${DEBT_SUBJECT}\s+is\s+(?:paid|resolved|settled|satisfied|taken\s+care\s+of)|si\s+(?:la|su|esta)\s+(?:deuda|cuenta|saldo|factura)\s+no\b|en\s+caso\s+de\s+(?:no|que\s+no)\b`;
/**
 * The time the demand gave running out (decision 136): "Once that time passes…", "When the ten days are up…", "At the end
 * of that time…", "Past that date…", "Una vez vencido el plazo…", "Pasado ese plazo…". Only the time the demand before it
 * set ("that time", "those ten days"); never the validation period ("this 30-day period"), which the rules read apart (`AFTER_PERIOD`).
 */
const THAT_TIME = String.raw`(?:that|this|those|these)\s+(?!(?:validation|dispute|thirty|30)\b)(?:[a-z0-9-]+\s+)?(?:time|period|deadline|date|days?)`;
const TIME_RUN_OUT = String.raw`(?:once|when|after|as\s+soon\s+as)\s+${THAT_TIME}\s+(?:has\s+|have\s+|is\s+|are\s+)?(?:passe[ds]?|expire[ds]?|run\s+out|runs\s+out|ran\s+out|up|over|gone|elapsed?|lapse[ds]?)|(?:past|at\s+the\s+end\s+of|upon\s+(?:the\s+)?expiration\s+of)\s+${THAT_TIME}|(?:una\s+vez\s+)?(?:vencido|pasado|transcurrido|cumplido)\s+(?:ese|este|dicho|el)\s+(?:plazo|t[eé]rmino)`;

/**
 * The contact the letter announced not made (decision 144): "If we cannot reach you…", "Should our representative be unable
 * to contact you…", "If we are unable to speak with you…", "Si no podemos comunicarnos con usted…". A call announced for a day
 * inside the period, with a step if it fails, times the step as a demand does.
 */
const UNREACHED = String.raw`(?:if|should)\s+(?:we|our\s+(?:representative|office|agent)|this\s+office|(?:a|the)\s+representative)\s+(?:(?:cannot|can't|can\s+not|could\s+not|couldn't|(?:is|are)\s+unable\s+to|be\s+unable\s+to|(?:do(?:es)?\s+not|don't|doesn't|fail\s+to))\s+(?:reach|contact|speak\s+(?:to|with)|get\s+(?:through\s+to|in\s+touch\s+with))\s+you)|si\s+no\s+(?:podemos|logramos|pudi[eé]ramos)\s+(?:comunicarnos\s+con\s+usted|contactarl[oae]|localizarl[oae])`;

/**
 * A sentence that is the consequence of the demand before it (decision 127): it opens by referring back to the demand
 * not being met, in any of the ways letters write it ("If you do not…", "Otherwise…", "Failure to do so…", "Should you
 * ignore this letter…", "If we don't receive it…", "If the balance remains unpaid…", "Non-payment will…", "Without
 * payment…", "Absent a response…", "In that event…", "After that…", "Then…", "De lo contrario…", "De no hacerlo…",
 * "Si usted no…", "La falta de pago…"), or it ends by saying so ("We will file suit if you do not."). The demand and its
 * consequence are then one act split in two sentences (1692g(b)). Folded text of the one sentence.
 */
const REFERS_BACK = new RegExp(
  String.raw`^(?:if\s+(?:you\s+)?(?:do\s+not|don't|fail|do\s+neither|neither|ignore|neglect|choose\s+not|refuse|decline|are\s+unable)|if\s+not\b|otherwise|failure|failing|non-?payment|absent\s+(?:payment|a\s+(?:payment|response)|your|full)|without\s+(?:payment|a\s+(?:payment|response)|your\s+(?:payment|response))|should\s+(?:you\s+(?:fail|not|ignore|neglect|choose\s+not|refuse|decline)|(?:payment|this|the\s+balance|it|we)\s+not)|if\s+(?:payment|this|the\s+(?:balance|account|debt|amount)|it|your\s+(?:payment|account|balance))\s+(?:is|remains|has|was)\s+(?:not|still|unpaid|outstanding)|${UNMET_SUBJECT}|${TIME_RUN_OUT}|if\s+(?:we|this\s+office|our\s+office)\s+(?:do(?:es)?\s+not|don't|doesn't|fail\s+to)\s+(?:receive|hear|get)|${UNREACHED}|if\s+this\s+is\s+not|if\s+(?:no\s+)?(?:payment|response)\s+is\s+(?:not\s+)?received|in\s+(?:that|this|such)\s+(?:event|case)|in\s+the\s+event\s+(?:that\s+)?(?:you|payment|this|it|we)|(?:after|beyond)\s+(?:that|this)\b|thereafter|then\b|at\s+that\s+(?:time|point)|ignoring\s+this|de\s+lo\s+contrario|en\s+caso\s+contrario|de\s+no\s+(?:hacerlo|recibir|pagar|recibirse)|si\s+no\b|si\s+usted\s+no|la\s+falta\s+de\s+pago)`,
);
const ENDS_ON_THE_DEMAND =
  /\b(?:if|unless)\s+(?:you\s+(?:do\s+not|don't|fail\s+to)(?:\s+(?:do\s+so|pay|respond|comply))?|not|it\s+is\s+not\s+paid|(?:payment|the\s+balance)\s+is\s+not\s+received)\s*[.!]?\s*$/;

/** Whether the sentence `folded` (its own folded text) is the consequence of the demand just before it. */
export const followsFromDemand = (sentence: string): boolean =>
  REFERS_BACK.test(sentence) || ENDS_ON_THE_DEMAND.test(sentence) || /\b(?:will|shall)\s+then\b/.test(sentence);

/**
 * A step named first and said to come after its words (decision 151): "further collection activity will follow", "additional
 * collection efforts will commence", "further action will be taken", "before further collection activity is taken", Spanish
 * "se iniciarán" is the future already. The reading layer reads a modal before the step ("we will take further action") or a
 * passive of its own verb; a step named as a noun and then said to follow, begin or be taken is as sure as its modal. Not
 * "continue" or "resume": collection may go on during the period until a dispute (1692g(b)). Read on the words right after the
 * step (`after`), for one threat at a time. A step "scheduled / set / slated for" a date ("Referral to our attorney is scheduled for
 * June 20") is as sure.
 */
const STEP_COMES =
  /^[^.;]{0,25}?\b(?:(?:will|shall|is\s+going\s+to|are\s+going\s+to)\s+(?:then\s+|also\s+|soon\s+)?(?:follow|begin|commence|start|ensue|be\s+(?:taken|initiated|started|commenced|pursued|undertaken|begun|instituted|implemented))|(?:is|are)\s+(?:now\s+)?(?:scheduled|set|slated|planned)\s+(?:for|to))\b/;
const STEP_TAKEN_BEFORE = /^\s*(?:is|are)\s+(?:taken|initiated|started|commenced|pursued|undertaken|begun|instituted)\b/;
/** Whether `after` (folded words right after a step) says the step will come; `before` the words before it, for "before … is taken". */
export const stepSaidToCome = (before: string, after: string): boolean =>
  STEP_COMES.test(after) || (STEP_TAKEN_BEFORE.test(after) && /\bbefore\b[^.;]{0,40}$/.test(before));

/**
 * A step conditioned on the consumer's silence or non-payment, said before the demand that times it ("If we do not hear
 * from you, we will file suit. Please call us within ten days."; "Unless you pay, our client will sue."; "Si no se
 * comunica con nosotros, …"): the same act told in the other order (decision 127).
 */
export const CONDITIONED_ON_SILENCE = new RegExp(
  String.raw`\b(?:if|should|in\s+the\s+event)\s+(?:you\s+(?:do\s+not|don't|fail\s+to|not|neglect\s+to|ignore)|we\s+(?:do\s+not|don't|fail\s+to)\s+(?:hear|receive)|(?:payment|the\s+balance)\s+is\s+not)\b|\bunless\s+(?:you\s+(?:pay|call|contact|respond|reply|resolve)|we\s+(?:hear|receive))\b|\bsi\s+(?:usted\s+)?no\s+(?:paga|se\s+comunica|responde|nos\s+llama|recibimos)\b|\ba\s+menos\s+que\s+(?:usted\s+)?(?:pague|se\s+comunique|responda)\b` +
    // the debt itself left unpaid (decision 136): "If this debt is not paid, we will file suit."
    String.raw`|\b(?:${UNMET_SUBJECT})`,
);

/**
 * Where the letter says a dispute does not stop collection, if it does (the sentence): decisions 127, 136 and 154 read it by
 * wordings; decision 266 reads it by what the clause does (`collection-despite-dispute.ts`), which holds every wording read
 * before.
 */
export const disputeDoesNotStopCollectionIn = (text: string, folded: string): Span | undefined => collectionDespiteDisputeIn(text, folded);

/**
 * The step said to follow because the consumer has not paid (decision 178): "because you have not paid, …", "since you have failed
 * to resolve this account, …", "as you have not responded, …", "due to your failure to pay, …", "debido a que no ha pagado, …", "ya que
 * usted no ha pagado, …". Read with a definite step of suit, its means or a report, in a letter sent after the first notice: the
 * collector tells the consumer, while the first notice's thirty days run, that the debt is treated as unpaid and the step is next
 * (Spira v. I.C. System, E.D.N.Y. 2006: a second letter inside the period saying the account would be reported because the
 * obligation was not fulfilled). Decision 542: Spira's own words in Spanish, "como usted no ha cumplido con su obligación, …".
 */
export const STEP_ON_NON_PAYMENT =
  /\b(?:because|since|as)\s+(?:you\s+(?:have\s+)?(?:not|never|failed\s+to|neglected\s+to|did\s+not|didn't|haven't)|(?:we\s+have\s+(?:not|never)\s+(?:received|heard)|no\s+payment\s+(?:has\s+been|was)\s+(?:received|made)|(?:this|the|your)\s+(?:debt|balance|account)\s+(?:has\s+not\s+been|remains\s+un)))|\bdue\s+to\s+(?:your\s+)?(?:failure\s+to|non-?payment|lack\s+of\s+(?:payment|response))|\b(?:debido\s+a\s+que|ya\s+que|como|puesto\s+que)\s+(?:usted\s+)?no\s+(?:ha|hemos)\s+(?:pagado|respondido|recibido|realizado|cumplido)|\bdebido\s+a\s+(?:su\s+)?falta\s+de\s+(?:pago|respuesta)/;

/**
 * A stage before suit named as where the account is, or as the letter's title (decision 178): "Pre-legal Notification", "PRE-LEGAL
 * NOTICE", "pre-litigation", "referred to our pre-legal department", "notice of intent to sue / to file suit", "aviso prejudicial",
 * "cobro prejudicial", "etapa prejudicial". The words say suit is the next step without saying when; in a later letter sent while the
 * first notice's period runs, beside a request to pay, they press as a threat of suit does (Rosenberg v. Midland Credit Management,
 * E.D.N.Y. 2021: a "Pre-legal Notification" four days after the first letter plausibly overshadowed it). Not "no legal action has
 * been taken" (a denial), nor the word "legal" alone.
 */
export const PRE_LEGAL_STAGE =
  /\bpre[- ]?(?:legal|litigation|suit)\b|\bnotice\s+of\s+(?:intent|intention)\s+to\s+(?:sue|file\s+(?:suit|a\s+lawsuit)|litigate|commence\s+(?:suit|legal\s+action)|take\s+legal\s+action)\b|\b(?:aviso|notificaci[oó]n|cobro|etapa|fase|departamento)\s+pre-?\s?(?:judicial|legal)(?![\w\u00c0-\u017f])|\baviso\s+de\s+(?:intenci[oó]n\s+de\s+)?demanda\b/;

/**
 * A step said to come soon without a date (decision 136): "shortly", "soon", "in the near future", "at any time", "any day
 * now", "en breve", "próximamente", "en cualquier momento". Said of suit or its means as what will happen (not what may), it
 * places the step inside the thirty days as surely as "immediately" does; the threat rule reads it only for a definite
 * step of suit (a "may" is Terran v. Kaplan's lawful hedge, 9th Cir. 1997), never for a request to pay. Decision 334: the writer
 * said not to wait ("our client is not inclined to wait", "we will not wait any longer", "no estamos dispuestos a esperar"), which
 * says the same of the step's time.
 */
export const STEP_SOON =
  /\b(?:shortly|(?:very\s+)?soon|in\s+the\s+(?:very\s+)?near\s+future|at\s+any\s+(?:time|moment)|any\s+day\s+now|en\s+breve|pr[oó]ximamente|en\s+cualquier\s+momento|muy\s+pronto|(?:is|are|am)\s+(?:no\s+longer|not)\s+(?:inclined|willing|prepared)\s+to\s+wait|(?:unwilling|disinclined)\s+to\s+wait|(?:will|shall|can|cannot|could)\s*(?:not|no\s+longer)\s+wait|won't\s+wait|no\s+(?:est[aá]|estamos|est[aá]n)\s+(?:dispuest|inclinad)[oa]s?\s+a\s+esperar|no\s+(?:esperar[aá]|esperaremos|podemos\s+esperar))\b/;

/**
 * The step already decided on (decision 163): the creditor has authorised, approved, instructed or asked for it, or the account
 * has been approved or cleared for it ("our client has authorized us to commence suit against you", "this account has been
 * approved for legal action", "ABC Bank has retained this firm to file a lawsuit", "nuestro cliente nos ha autorizado a
 * demandarle"). Nothing is left to decide before the step but the collector's act, so a definite step of suit said so may come
 * on any day of the thirty, as "at any time" does (Ellis v. Cohen & Slamowitz, E.D.N.Y. 2010: a letter saying the client had
 * authorized suit, sent inside the validation period, plausibly overshadowed it). Read in the words before the step's own.
 * Decision 542: the authority said given (`AUTHORITY_GIVEN_SOURCE`: "has given this firm authority to bring a lawsuit").
 */
const STEP_AUTHORIZED_BEFORE = new RegExp(
  String.raw`(?:(?<!\bnot\s+(?:yet\s+)?|n't\s+(?:yet\s+)?|never\s+)\b(?:received|obtained|been\s+(?:given|granted))\s+(?:the\s+)?(?:necessary\s+)?(?:authori[sz]ation|approval|authority|permission|clearance|instructions?)\b|(?<![\w\u00c0-\u017f])(?<!\bno\s+(?:hemos\s+|ha\s+|han\s+)?)(?:recibido|obtenido)\s+(?:la\s+)?(?:autorizaci[oó]n|aprobaci[oó]n)(?![\w\u00c0-\u017f])|\b(?:has|have|had)\s+(?:now\s+|already\s+|just\s+|also\s+)?(?:been\s+)?(?:authori[sz]ed|approved|instructed|directed|cleared|recommended|(?:retained|asked|engaged|hired)\s+(?:us|me|this\s+(?:office|firm)|our\s+(?:office|firm|attorneys?))\s+to)\b|\b(?:ha|han)\s+(?:sido\s+)?(?:autorizad|aprobad|instruid)[oa]s?\b|\bnos\s+ha\s+(?:autorizado|instruido|pedido)\b|${AUTHORITY_GIVEN_SOURCE})[^.;]{0,70}$`,
);

/**
 * A denial before the authorisation ("no attorney has been authorized to…", "our client has not approved…"), in the same clause:
 * not a negation of an earlier clause ("our client is not inclined to wait and has instructed us to file suit", decision 334).
 */
const AUTHORIZATION_DENIED = /(?:\bno|\bnot|n't|\bnever|\bneither|\bnor)\b(?:(?!\b(?:and|but|y|pero)\b)[^.;,]){0,40}$/;

/**
 * `after`: the folded words just after a step, in its sentence. True when they say the step is already authorised or approved
 * in the passive ("legal action has been authorized by our client", decision 394); not when it is only recommended to the client.
 */
export const stepAuthorizedAfter = (after: string): boolean => {
  const m = STEP_DECIDED_AFTER.exec(after);
  return m !== null && !/^recom/.test(m[1] ?? m[2] ?? '');
};

/** `before`: the folded words just before a step, in its sentence. True when they say the step is already authorised, not denied. */
export const stepAuthorizedBefore = (before: string): boolean => {
  const m = STEP_AUTHORIZED_BEFORE.exec(before);
  return m !== null && !AUTHORIZATION_DENIED.test(before.slice(0, m.index)) && !/\bnot\b/.test(m[0].slice(0, 30));
};

/**
 * The step named as what comes after a last chance (decision 163): "this is your final opportunity to pay before we take legal
 * steps", "last chance before suit", "FINAL NOTICE BEFORE LEGAL ACTION", "última oportunidad antes de". Said of suit or its
 * means, the step is next and near; and "opportunity" here is no invitation (the `INVITATION` words read it as one). Decision
 * 394: Spanish in either word order and gender ("aviso final antes de", "último aviso antes de", "notificación final antes de").
 */
export const FINAL_CHANCE_BEFORE =
  /\b(?:final|last)\s+(?:opportunity|chance|notice|warning|demand|request|attempt|communication)\b[^.;]{0,80}?\b(?:before|prior\s+to|or\s+(?:else|we|our|this|your|the)|otherwise|failing\s+which)\b|(?<![\w\u00c0-\u017f])(?:(?:[uú]ltim[oa]|final)\s+(?:oportunidad|aviso|advertencia|notificaci[oó]n|requerimiento|carta|intento)|(?:oportunidad|aviso|advertencia|notificaci[oó]n|requerimiento|carta|intento)\s+(?:final|[uú]ltim[oa]))(?![\w\u00c0-\u017f])[^.;]{0,80}?(?:\bantes\s+de\b|\bde\s+lo\s+contrario\b|\bo\s+(?:(?:su|sus|le|lo|la|nuestro|nuestra)\s+)?[\w\u00c0-\u017f]+(?:remos|r[aá]n?)(?![\w\u00c0-\u017f]))/;

/**
 * A last chance said as a sentence or a heading of its own (decision 368): "This is your final opportunity.", "LAST CHANCE", "FINAL
 * WARNING", "Esta es su última oportunidad." Just before a call or a contact demanded at once ("Call today."), it says the chance ends
 * with that call: the step the response is pressed under, as "last chance" makes a payment demand one (decision 127). The rule reads
 * it only in a short sentence right before the demand, and not as the last chance to take an offer (`OFFER_CUE`, "take advantage").
 */
export const LAST_CHANCE_SAID =
  /^[\s*•-]*(?:(?:this|it|here)\s+is\s+(?:your|the|a)\s+(?:very\s+)?(?:final|last)\s+(?:opportunity|chance|warning)|(?:final|last)\s+(?:opportunity|chance|warning)|(?:esta|[eé]sta)\s+es\s+su\s+(?:[uú]ltima|final)\s+(?:oportunidad|advertencia)|(?:[uú]ltima|final)\s+(?:oportunidad|advertencia))(?![\w\u00c0-\u017f])/;
/** The same as a heading over the call, read as one sentence with it ("LAST CHANCE" over "Call us today…", "ÚLTIMA OPORTUNIDAD"). */
export const LAST_CHANCE_HEADING =
  /^[\s*•-]*(?:final|last)\s+(?:opportunity|chance|warning)[\s!.:]*\n|^[\s*•-]*(?:[uú]ltima|final)\s+(?:oportunidad|advertencia)[\s!.:]*\n/;
/** An offer's last chance ("your final opportunity to take advantage of this offer", "de aprovechar esta oferta"). */
export const TAKE_ADVANTAGE = /\btake\s+advantage\b|\baprovech\w*/;

/**
 * A step said to come with no further notice, demand or warning before it (decision 361): "There may be no further notice or demand
 * in writing from this firm prior to the filing of suit", "suit may be filed without further notice", "you will receive no other
 * warning before we sue", "no habrá más avisos antes de la demanda", "sin previo aviso", "sin más aviso". The letter in hand is then
 * the last word before the step, which may come on any day of the thirty (Mizrachi v. Wilson, Elser, Moskowitz, Edelman & Dicker,
 * 2d Cir. 2020). Read in the step's own sentence.
 */
export const NO_FURTHER_NOTICE_BEFORE =
  /\b(?:no|without(?:\s+any)?)\s+(?:further|other|additional|more|prior|advance|subsequent)\s+(?:written\s+)?(?:notices?|demands?|warnings?|letters?|correspondence|notification)\b|\bno\s+(?:written\s+)?(?:notice|demand|warning)\s+(?:is\s+required\s+)?(?:before|prior\s+to)\b|\bsin\s+(?:m[aá]s\s+|otro\s+|ning[uú]n\s+otro\s+)?(?:previo\s+)?avisos?(?:\s+previos?)?\b|\bno\s+(?:habr[aá]|recibir[aá]|reciba|le\s+(?:enviaremos|daremos|enviaremos))\s+(?:m[aá]s|otros?|ning[uú]n\s+otro)\s+(?:avisos?|advertencias?|cartas?)\b/;

/**
 * A step only advised to the client, the client's decision and not the sender's act (Terran v. Kaplan, 9th Cir. 1997: "we may find it
 * necessary to recommend to our client that they proceed with legal action"; decisions 361, 535). The kind is the verb of advice, not
 * one word: "recommend", "advise that proceedings be brought", "advise our client to sue", "suggest to the creditor that suit be
 * filed", "urge our client to commence", Spanish "recomendar", "aconsejar a nuestro cliente que", "sugerir que". Not advice given to
 * the consumer ("we advise you that suit has been filed", "we urge you to pay"), nor advice the sender says it received ("as our
 * client has advised us to do").
 */
export const STEP_ONLY_ADVISED =
  /\brecommend\w*|\b(?:advis(?:e|es|ed|ing)|suggest(?:s|ed|ing)?|urg(?:e|es|ed|ing))\s+(?:to\s+)?(?:(?:our|the|its|your|my|this)\s+(?:client|creditor)s?\s+)?(?:that|to)\b(?!\s+(?:you|your|us)\b)|\brecomend\w*|\b(?:aconsej|suger|sugier|exhort)\w*\s+(?:a\s+(?:nuestro|su|el)\s+(?:cliente|acreedor)\s+)?que\b/;

/**
 * Payment pressed as due now, in any form of the verb ("pay now", "by paying the balance now", "paying . . . now", "resolve this
 * now"): what a suit said to come without further notice leaves as the only way to stop it (decision 361).
 */
export const PAYMENT_NOW =
  /\b(?:pay|paying|remit|remitting|resolve|resolving|settle|settling|pague|pagar|pagando)\b(?:[ \t]+(?:\.[ \t]+\.[ \t]+\.|[\w$,'-]+)){0,4}?[ \t]+(?:now|today|ahora|hoy)\b/;

/** How much chance or time a letter says the consumer was given (decision 234): "every", "ample", "more than enough"… */
const CHANCE_MEASURE = String.raw`(?:every|ample|several|many|numerous|multiple|repeated|sufficient|enough|plenty\s+of|more\s+than\s+(?:enough|sufficient|ample)|(?:all|each)\s+(?:the\s+)?(?:reasonable\s+)?)`;
const CHANCE_NOUN = String.raw`(?:opportunit(?:y|ies)|chances?|time)`;
/** What the chance was for: ending the debt, not disputing it. */
const CHANCE_FOR = String.raw`(?:resolve|pay|settle|satisfy|arrange|make|take\s+care|clear|handle|address|bring)`;

/**
 * The consumer's chance to resolve the debt said to be over (decision 234): already given ("We have now given you an opportunity
 * to resolve this matter", "you have been given every opportunity to pay", "you have had more than enough time", "ample time …
 * has been given to you"), passed or run out ("your time to settle this debt has run out", "your opportunity to resolve this
 * without litigation has passed", "you have exhausted every chance"), Spanish "ya le hemos dado la oportunidad de resolver",
 * "usted ha tenido tiempo suficiente para pagar", "su plazo para resolver … se ha vencido". In a later letter sent while the first
 * notice's thirty days run, beside a step of suit (even one that only may come), the words say the time is up and suit is next,
 * and can lead the unsophisticated consumer to believe he is out of time to dispute (Read v. Messerli & Kramer, D. Minn. 2012).
 * The rule reads it only there; a chance still open or offered with its own date (`CHANCE_STILL_OPEN`) is not.
 */
export const CHANCE_SAID_OVER = new RegExp(
  [
    String.raw`\b(?:we|i|our\s+(?:client|office|firm)|the\s+creditor|this\s+(?:office|firm))\s+(?:have|has)\s+(?:now\s+|already\s+|repeatedly\s+|by\s+now\s+|to\s+date\s+|at\s+this\s+point\s+|so\s+far\s+|thus\s+far\s+)?(?:given|afforded|offered|provided|extended)\s+you\s+(?:an?|the|${CHANCE_MEASURE})\s+(?:\w+\s+)?${CHANCE_NOUN}\s+to\s+${CHANCE_FOR}`,
    String.raw`\byou\s+have\s+(?:now\s+|already\s+)?(?:been\s+(?:given|afforded|offered|provided)|had)\s+${CHANCE_MEASURE}\s+(?:\w+\s+)?${CHANCE_NOUN}\b`,
    String.raw`\b${CHANCE_MEASURE}\s+(?:\w+\s+)?${CHANCE_NOUN}\s+(?:to\s+[^.;]{0,60}?\s+)?(?:has|have)\s+(?:now\s+|already\s+)?been\s+(?:given|afforded|provided|extended)\b`,
    String.raw`\byour\s+(?:\w+\s+){0,2}?(?:opportunity|chance|time)\s+to\s+${CHANCE_FOR}\b[^.;]{0,80}?\b(?:has|have|is)\s+(?:now\s+|already\s+)?(?:passed|expired|ended|lapsed|elapsed|run\s+out|over|gone)\b`,
    String.raw`\byou\s+have\s+(?:now\s+)?(?:run\s+out\s+of|exhausted)\s+(?:all\s+(?:of\s+)?|every\s+|your\s+)?${CHANCE_NOUN}`,
    String.raw`(?<![\w\u00c0-\u017f])(?:ya\s+)?(?:le|les)\s+(?:hemos|ha|han)\s+(?:dado|brindado|ofrecido|concedido|otorgado)\s+(?:la|una|amplia|suficiente|toda|varias|muchas|m[uú]ltiples|repetidas)\s+(?:\w+\s+)?(?:oportunidad(?:es)?|tiempo)`,
    String.raw`(?<![\w\u00c0-\u017f])usted\s+ha\s+tenido\s+(?:tiempo\s+suficiente|suficiente\s+tiempo|amplio\s+tiempo|bastante\s+tiempo|(?:varias|muchas|suficientes|amplias)\s+oportunidades|toda\s+oportunidad)`,
    String.raw`(?<![\w\u00c0-\u017f])su\s+(?:oportunidad|plazo|tiempo)\s+(?:para|de)\s+[^.;]{0,80}?\b(?:ha|se\s+ha)\s+(?:vencido|terminado|expirado|pasado|agotado|acabado)`,
  ].join('|'),
);

/** The chance said still open, offered now or with its own date, or thanked for (decision 234): no time said to be up. */
export const CHANCE_STILL_OPEN = /\b(?:still|until|through|remains?\s+open|thank(?:s|\s+you)|todav[ií]a|a[uú]n|hasta|gracias)(?![\w\u00c0-\u017f])/;

/**
 * A statement that the validation period does not put off the time to pay ("the 30-day period does not
 * relieve you of your obligation to pay", "your dispute rights do not extend the due date", "payment remains
 * due during the validation period", "el plazo de 30 días no le exime de pagar"): beside a demand to pay, it
 * tells the consumer the payment cannot wait for the end date. Decision 357: "does not affect your obligation to pay", the rights
 * or the notice set aside by "notwithstanding / regardless of / despite" before a demand ("Notwithstanding your rights below, full
 * payment is due now", "A pesar de sus derechos descritos abajo, el pago total vence ahora"); said with "now" in its own sentence
 * it is a demand to pay now by itself (the rule's reading).
 */
export const PERIOD_DOES_NOT_DEFER_PAYMENT = new RegExp(
  [
    String.raw`\b(?:(?:thirty|30)[- ]?(?:\(30\)\s+)?days?|validation\s+(?:period|notice|rights)|dispute\s+(?:period|rights)|(?:your\s+)?rights\s+(?:described|stated|set\s+(?:out|forth))|(?:this|the)\s+notice)\b[^.]{0,60}?\b(?:does|do|will|shall)\s*(?:not|n't)\s+(?:\w+\s+){0,2}?(?:relieve|excuse|release|extend|postpone|suspend|delay|defer|change|alter|affect)\b[^.]{0,60}?\b(?:(?:obligation|duty|responsibility|need|time)\s+to\s+(?:pay|make\s+(?:the\s+|this\s+)?payment)|due\s+date|payment\s+(?:due\s+date|deadline|obligation)|you\s+from\s+(?:paying|making\s+(?:the\s+|this\s+|a\s+|your\s+)?payment))`,
    // Decision 450: the notice, the rights or the period said not to be let keep the consumer from paying ("Do not let the notice
    // below keep you from paying today", "No deje que el aviso le impida pagar hoy"), and the rights said not to excuse paying in
    // Spanish ("Sus derechos de validación no le eximen de pagar").
    String.raw`\b(?:do\s+not|don't|never)\s+let\s+(?:the|this|your|these|those|any)\s+(?:[\w-]+\s+){0,2}?(?:notice|rights?|period|days|information|disclosures?)\b[^.]{0,40}?\b(?:keep|stop|prevent|delay|hold|discourage)\s+you\s+(?:back\s+)?from\s+(?:paying|making\s+(?:the\s+|this\s+|a\s+|your\s+)?payment)`,
    String.raw`\b(?:sus\s+|los\s+)?derechos(?:\s+de\s+(?:validaci[oó]n|disputa|disputar))?\s+no\s+(?:le\s+)?(?:eximen|liberan|relevan|excusan|exime|libera)\s+de\s+pag`,
    String.raw`\bno\s+(?:deje|permita)\s+que\s+(?:el|este|su|sus|los|la|dicho)\s+(?:\S+\s+){0,3}?(?:aviso|derechos?|per[ií]odo|plazo|informaci[oó]n)\b[^.]{0,40}?\b(?:le\s+)?(?:impida|impidan|retrase|retrasen|detenga|detengan)\s+pag`,
    String.raw`\b(?:payment|balance|amount)\s+(?:is|remains)\s+(?:still\s+)?due\s+(?:now\s+|immediately\s+)?(?:during|regardless\s+of|notwithstanding|despite|even\s+during)\s+(?:the\s+|your\s+)?(?:thirty|30|validation|dispute|rights|notice)`,
    String.raw`\b(?:notwithstanding|regardless\s+of|despite|in\s+spite\s+of)\s+(?:your\s+|the\s+|these\s+|those\s+|any\s+)?(?:(?:dispute|validation|legal)\s+)?(?:rights|notice|(?:thirty|30)[- ]day\s+period|validation\s+period)\b[^.]{0,80}?\b(?:due|payable|must|required|demand\w*|expect\w*)\b`,
    String.raw`\b(?:a\s+pesar\s+de|sin\s+perjuicio\s+de|independientemente\s+de)\s+(?:sus\s+|los\s+|el\s+|este\s+|dicho\s+)?(?:derechos|aviso|per[ií]odo|plazo)\b[^.]{0,80}?\b(?:vence|debe|exig\w*|requier\w*|pagadero)\b`,
    String.raw`\b(?:per[ií]odo|plazo)\s+de\s+(?:30|treinta)\s+d[ií]as\s+no\s+(?:le\s+)?(?:exime|libera|releva|suspende|aplaza|posterga|extiende|afecta|cambia|modifica)\b[^.]{0,40}?\bpag`,
  ].join('|'),
);

// A second word only after a tens word ("twenty-five", "thirty one", Spanish "treinta y cinco", decision 205): "attorney ten days"
// must not read as one count (decision 144), or the count after it is never tried.
const COUNT = String.raw`(\d{1,3}|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[- ]|(?:treinta|cuarenta|cincuenta|sesenta)\s+y\s+)?[a-z]{1,9})\s{0,3}(?:\(\s*\d{1,3}\s*\)\s{0,3})?`;
const UNIT = String.raw`(business\s+|calendar\s+|working\s+|h[aá]biles\s+)?(days?|d[ií]as|hours?|hrs?\.?|horas|weeks?|semanas?)`;

/** Counted deadlines `timingsIn` does not read. Group 1, 4, … 22 (every third) is the count; the next two, the kind of day and the unit. */
const COUNTED = new RegExp(
  [
    // "no later than ten days from…", "not later than 15 days"
    String.raw`\b(?:no|not)\s+later\s+than\s+${COUNT}${UNIT}`,
    // "10 days from the date of this letter", "15 days after receipt", "five days of the date of this notice", "7 days from today"
    String.raw`\b${COUNT}${UNIT}\s+(?:from|after|following|of)\s+(?:(?:the\s+)?(?:date\s+(?:of|on)\s+)?(?:this|the|our)\s+(?:letter|notice|demand)|today|receipt|(?:your\s+)?receiving\s+(?:this|the)|the\s+date\s+(?:above|hereof|shown)|(?:the\s+)?(?:(?:date|day)\s+of\s+(?:the\s+)?)?(?:mailing|postmark)\b|the\s+(?:date|day)\s+(?:this|the|our)\s+(?:letter|notice)\s+(?:was|is|has\s+been)\s+(?:mailed|sent|posted|dated|issued))`,
    // the same in Spanish (decision 144): "diez días después de la fecha de esta carta", "10 días a partir de hoy"
    String.raw`\b${COUNT}${UNIT}\s+(?:despu[eé]s\s+de|a\s+partir\s+de|contados\s+(?:a\s+partir\s+de|desde))\s+(?:hoy|la\s+fecha\s+de\s+(?:esta|la)\s+(?:carta|notificaci[oó]n)|(?:la\s+)?recepci[oó]n|recibir)`,
    // a notice or demand named by its span of time (decision 144): "TEN DAY NOTICE", "10-DAY NOTICE", "48 HOUR NOTICE", "a
    // ten-day demand", "a ten-day period in which to pay", "AVISO DE DIEZ DÍAS"; never the thirty days of the notice itself
    String.raw`\b(?!30\b|thirty\b)(\d{1,3}|[a-z]{3,9})[- ]?${UNIT}\s+(?:(?:final\s+)?(?:notice|demand|deadline|warning|ultimatum)\b|period\s+(?:in\s+which\s+|within\s+which\s+)?to\s+(?:pay|respond|resolve|contact|call)\b)`,
    String.raw`\baviso\s+(?:final\s+)?de\s+(\d{1,3}|[a-z]{3,9})\s+()(d[ií]as|horas)\b`,
    // "un plazo de 10 días", "plazo máximo de diez días", "término de 5 días"
    String.raw`\b(?:plazo|t[eé]rmino)\s+(?:m[aá]ximo\s+)?de\s+${COUNT}${UNIT}`,
    // "en las próximas 48 horas", "dentro de las próximas dos semanas"
    String.raw`\b(?:en|dentro\s+de)\s+las\s+pr[oó]ximas\s+${COUNT}${UNIT}`,
    // the same in the masculine, and "antes de diez días" (decision 103): "dentro de los próximos 10 días"
    String.raw`\b(?:(?:en|dentro\s+de)\s+los\s+pr[oó]ximos|antes\s+de)\s+${COUNT}${UNIT}`,
    // time granted, to run out before a step or for paying (decision 103; counted from today, the letter or its receipt, decision
    // 144: "you have ten days from today to pay before we sue"): "you have ten days to pay before…", "we will give
    // you 10 days to resolve this", "tiene diez días para pagar antes de…", "le damos 10 días para…"
    String.raw`\b(?:you\s+(?:have|will\s+have|are\s+(?:given|allowed|being\s+given))|you've\s+got|(?:we|i|this\s+office)\s+(?:will|shall|are\s+going\s+to|am\s+going\s+to)\s+(?:give|allow|grant)\s+you|(?:we\s+are|i\s+am)\s+(?:giving|allowing|granting)\s+you|(?:usted\s+)?tiene|le\s+(?:damos|daremos|concedemos|otorgamos)|cuenta\s+con)\s+(?:only\s+|just\s+|s[oó]lo\s+|solamente\s+)?${COUNT}${UNIT}\s+(?:(?:from|after|following|of)\s+(?:today|now|(?:the\s+)?(?:date\s+of\s+)?(?:this|the)\s+(?:letter|notice)|(?:your\s+)?receipt(?:\s+of\s+(?:this|the)\s+(?:letter|notice))?|receiving\s+(?:this|the)\s+(?:letter|notice))\s+|(?:a\s+partir\s+de|desde)\s+(?:hoy|la\s+fecha\s+de\s+esta\s+carta)\s+)?(?:to|in\s+which\s+to|before|para|antes)\b`,
    // the time left before a step: "ten days remain before we file suit", "quedan 10 días antes de…"
    String.raw`\b${COUNT}${UNIT}\s+(?:remain|are\s+left|is\s+all\s+(?:you\s+have|that\s+remains))\s+before\b|\bquedan\s+${COUNT}${UNIT}\s+(?:antes|para)\b`,
    // decision 151: the time run out in Spanish ("transcurridos 10 días", "pasados diez días", "al cabo de cinco días"), counted from
    // now ("ten days from now"), the consumer's silence for a span ("if you ignore this letter for more than ten days"), and the
    // collector's wait before a step ("we will wait ten days before referring…", "no longer than ten days")
    String.raw`\b(?:transcurridos|pasados|vencidos|cumplidos|al\s+cabo\s+de)\s+(?:los\s+)?${COUNT}${UNIT}`,
    String.raw`\b${COUNT}${UNIT}\s+from\s+now\b`,
    String.raw`\b(?:ignor\w*|silence|no\s+(?:response|reply|payment))\b[^.]{0,30}?\bfor\s+(?:more\s+than\s+|over\s+|longer\s+than\s+)?${COUNT}${UNIT}`,
    String.raw`\bwait\s+(?:(?:no\s+)?(?:longer|more)\s+than\s+|only\s+|just\s+)?${COUNT}${UNIT}`,
    // hours written short, as texts and e-mails do ("within 48 hrs", "in the next 24 hr") (decision 127)
    String.raw`\b(?:within|in|in\s+the\s+next|during\s+the\s+next|next)\s+${COUNT}(?=hrs?\b)${UNIT}`,
  ].join('|'),
  'g',
);
/** The count's group of each alternative of COUNTED (every third: count, kind of day, unit). */
const COUNT_GROUPS = Array.from({ length: (new RegExp(`${COUNTED.source}|`).exec('')?.length ?? 1) / 3 }, (_, k) => 1 + 3 * k);

/**
 * A date given as a label of the letter's payment box or heading ("Payment Due Date: 06/20/2025", "Pay by:",
 * "Reply by", "Fecha de vencimiento:"; a deadline named as a noun, decision 151: "Payment deadline:", "The deadline for payment is
 * June 20", "Last day to pay:", "Plazo para pagar:"; decision 169: the label in other word orders and verbs, "Date Due:", "Payment
 * Due:", "Due By:", "Pay On or Before:", "Please Remit By:", "Fecha de pago:", "Pagar antes de:", the bare "due" labels only before a
 * colon or a cell's edge, so "the amount due on your account" is no label): the date the consumer is told to pay or answer by. The words alone,
 * for the rules' test of a demand; `DEADLINE_LABEL_BEFORE`, the same just before a date.
 */
const DEADLINE_LABEL_SOURCE = String.raw`(?:(?:payment\s+)?due\s+date|date\s+due|(?:payment|amount)\s+due(?:\s+(?:by|on))?(?=\s*[:|])|due\s+(?:by|on)(?=\s*[:|])|pay\s+on\s+or\s+before|(?:please\s+)?remit\s+(?:by|on\s+or\s+before)|fecha\s+de\s+pago|pagar\s+antes\s+del?|(?:please\s+)?pay(?:ment\s+due)?\s+by|(?:reply|respond|response\s+due)\s+by|fecha\s+(?:de\s+)?(?:vencimiento|l[ií]mite)(?:\s+del?\s+pago)?|pague\s+antes\s+del?|payment\s+deadline|deadline\s+(?:for|to)\s+(?:payment|pay|remit\w*)|last\s+day\s+to\s+(?:pay|remit)|plazo\s+(?:para\s+(?:pagar|el\s+pago)|de\s+pago))`;
export const DEADLINE_LABEL = new RegExp(String.raw`\b${DEADLINE_LABEL_SOURCE}\b`);
// The label before its date on a line ("Pay by: 06/20/2025") or in the cell before it ("| Pay by | 06/20/2025 |").
const DEADLINE_LABEL_BEFORE = new RegExp(String.raw`\b${DEADLINE_LABEL_SOURCE}\s*(?:[:|]|\s(?:is|es|ser[aá])\s)?\s*$`);

/**
 * The header of the table column a date stands in (decision 127): a table written as rows of cells ("| Amount due | Due
 * date |" over "| $1,250.00 | June 20, 2025 |") labels each cell by its column's first row, as a label line labels
 * its value. `at` is an offset of `folded`; undefined when the line is not a row of cells.
 */
const columnHeaderAt = (folded: string, at: number): string | undefined => {
  const lineStart = folded.lastIndexOf('\n', at - 1) + 1;
  if (!/^[ \t]*\|/.test(folded.slice(lineStart, at))) return undefined;
  const column = folded.slice(lineStart, at).split('|').length - 1;
  let header: string | undefined;
  for (let start = lineStart; start > 0;) {
    const prevStart = folded.lastIndexOf('\n', start - 2) + 1;
    const row = folded.slice(prevStart, start - 1);
    if (!/^[ \t]*\|/.test(row)) break;
    if (!/^[ \t|:-]*$/.test(row)) header = row;
    start = prevStart;
  }
  return header?.split('|')[column];
};
/** A Spanish lead the shared date reader does not take: "tiene hasta el 20 de junio de 2025 para pagar" (decision 103). */
/**
 * The debt still unpaid after a date (decision 144): "if the balance remains unpaid after June 20, 2025", "should this account
 * be outstanding past June 20", "si el saldo sigue sin pagar después del 20 de junio de 2025": the date is the deadline. Only
 * after words of the debt left unpaid, so "payments received after June 20 will be credited" is not this.
 */
const UNPAID_AFTER_LEAD =
  /\b(?:unpaid|outstanding|unresolved|unsatisfied|open|(?:not|no)\s+(?:been\s+)?(?:paid|received|resolved|settled))\s+(?:after|beyond|past|as\s+of)\s*$|\bsin\s+(?:pagar|resolver|liquidar)\s+(?:despu[eé]s\s+del?|pasado\s+el)\s*$/;
const SPANISH_DATE_LEAD = /\bhasta\s+el\s*$/;
/**
 * A step said to come from a date on (decision 151): "After June 20, 2025, this account will be sent to our attorney", "Beginning
 * June 20, we will report…", "A partir del 20 de junio…". The date is when the step comes; read only where the sentence names a
 * step (`STEP_FROM_WORDS`; decision 386: legal action or proceedings, litigation, "acciones legales"), so "payments received after
 * June 20 will be credited" is not this.
 */
const STEP_FROM_LEAD = /\b(?:after|beginning|starting|as\s+of|on\s+or\s+after|effective|a\s+partir\s+del?|despu[eé]s\s+del?)\s*$/;
const STEP_FROM_WORDS =
  /\b(?:attorneys?|lawyers?|law\s+firm|legal\s+department|suit|lawsuit|sue|credit\s+bureaus?|report\w*|further\s+(?:collection\s+)?(?:action|activity|efforts)|legal\s+(?:action|proceedings?|means|remedies)|litigation|abogad[oa]s?|demanda|acci[oó]n(?:es)?\s+(?:legal|judicial)(?:es)?|bur[oó]s?\s+de\s+cr[eé]dito)\b/;

const MONTH_NUMBER: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

/**
 * A date written without its year after a deadline's lead ("by June 20", "no later than July 1st", "antes del 20 de
 * junio"): the next such day on or after the letter's date (or the day it came). Groups: English month and day;
 * Spanish day and month; a day of the month alone ("by the 20th", "no later than the 15th of this month", decision 136),
 * the next such day of the month after the anchor; English day and month ("by the 20th of July", decision 136).
 */
const YEARLESS_DATE =
  /\b(?:by|before|on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|until|prior\s+to|due(?:\s+on|\s+by)?|received\s+by|antes\s+del?|a\s+m[aá]s\s+tardar\s+el|para\s+el|hasta\s+el)\s{1,3}(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{1,3}(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)|the\s+(\d{1,2})(?:st|nd|rd|th)(?:\s+(?:day\s+)?of\s+(?:this|the)\s+(?:current\s+)?month)?(?!\s+(?:day\s+)?of\s+[a-z])|the\s+(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?)\b(?!\s*,?\s*\d{2,4}\b|\s+del?\s+\d{4})/g;

/**
 * A deadline named by the calendar, inside thirty days whatever the letter's date: a weekday ("by Friday"), this
 * week, next week ("is scheduled to be sent to our attorney next week", decision 144), the next week or the next few days ("within the next week", "en los próximos días", decision 103), the end of the
 * week or of the month ("antes del fin de mes"). Days: a week, two for "next Friday", 29 for
 * the month's end (it cannot reach the end of a period that runs thirty days from receipt). Decision 151: "within a few days",
 * "by the close of business on Friday", and tomorrow ("by tomorrow", "pay … tomorrow", "a más tardar mañana", "pague … mañana";
 * not "mañana por la tarde", a time of day), one day.
 */
const CALENDAR_DEADLINE =
  /\b(?:(?:by|before|no\s+later\s+than|until)\s+(?:(?:the\s+)?(?:close|end)\s+of\s+(?:business|the\s+(?:business\s+)?day)\s+on\s+)?(this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(this|next|within\s+the(?:\s+(?:next|coming))?|(?:in|during|over)\s+the\s+(?:next|coming)|by\s+the\s+end\s+of\s+(?:the|this))\s+week|(?:within|in|over|during)\s+the\s+(?:next|coming)\s+(?:(?:few|couple(?:\s+of))\s+)?days|(?:by|before)\s+(?:the\s+)?end\s+of\s+(?:the|this)\s+week|(?:en|dentro\s+de)\s+(?:la\s+)?pr[oó]xima\s+semana|(?:en|dentro\s+de)\s+los\s+pr[oó]ximos\s+(?:pocos\s+)?d[ií]as|(?:by|before)\s+(?:the\s+)?end\s+of\s+(?:the|this)\s+(month)|(esta)\s+semana|antes\s+del?\s+(?:fin|final)\s+de(?:l)?\s+(?:la\s+semana|(mes))|(?:para\s+el|antes\s+del|a\s+m[aá]s\s+tardar\s+el|hasta\s+el)\s+(?:pr[oó]ximo\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)|(?:within|in)\s+a\s+(?:few|couple(?:\s+of)?)\s+days|(?:by|before|no\s+later\s+than|not\s+later\s+than|until)\s+(?:(?:the\s+)?(?:close|end)\s+of\s+(?:business|the\s+(?:business\s+)?day)\s+)?(tomorrow)|(?:pay|remit|send|mail|call|contact|respond|reply)\b[^.]{0,25}\b(tomorrow)(?!\s+(?:morning|afternoon|evening)?\s*(?:we|our|a\s+representative)\s+will)|(?:antes\s+de|a\s+m[aá]s\s+tardar|para|hasta)\s+(ma[ñn]ana)(?!\s+(?:por|en)\s+la)|(?:pague|pagar|llame|ll[aá]menos|comun[ií]quese|env[ií]e|responda)\b[^.]{0,25}\b(ma[ñn]ana)(?!\s+(?:por|en)\s+la))\b/g;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The next `month`/`day` on or after `anchor`, or a date no rule can place when there is no anchor. */
const nextDate = (month: number, day: number, anchor: IsoDate | undefined): IsoDate => {
  if (!anchor) return `0000-${pad(month)}-${pad(day)}` as IsoDate;
  const year = Number(anchor.slice(0, 4));
  const same = `${year}-${pad(month)}-${pad(day)}` as IsoDate;
  return same >= anchor ? same : (`${year + 1}-${pad(month)}-${pad(day)}` as IsoDate);
};

/** The next `day` of a month on or after `anchor` (this month's, or the next month's), or a date no rule can place without one. */
const nextDayOfMonth = (day: number, anchor: IsoDate | undefined): IsoDate => {
  if (!anchor) return `0000-00-${pad(day)}` as IsoDate;
  const month = Number(anchor.slice(5, 7));
  if (day >= Number(anchor.slice(8, 10))) return nextDate(month, day, anchor);
  return month === 12 ? (`${Number(anchor.slice(0, 4)) + 1}-01-${pad(day)}` as IsoDate) : nextDate(month + 1, day, anchor);
};

/**
 * Immediacy the shared `IMMEDIATE` does not read (decision 127), one class with it: payment the moment the letter comes
 * ("as soon as you receive this letter", "the moment you get this notice", "immediately upon receipt"; decision 493: "upon receiving this
 * notice", "when you receive this letter", "as soon as this letter reaches you", "when this notice arrives", Spanish "tan pronto
 * (como) reciba esta carta"), payment "now"
 * in the passive ("must be paid now", "is payable now"; not "the amount due now", the model form's own words for the
 * balance), and Spanish "ahora (mismo)" after paying ("debe pagar el saldo ahora"), "en cuanto reciba esta carta".
 * Decision 144: acting or answering now or today ("act now", "take action today", "respond right now", "actúe ahora",
 * "responda hoy") and attention asked at once in Spanish ("su atención inmediata / urgente"; decision 368: "ACCIÓN INMEDIATA", as
 * "IMMEDIATE ACTION"); decision 158: payment said to be
 * needed, required or made "now" ("your payment is needed now", "we need your payment now", "payment must be made now"; not "the
 * balance due now"); decision 347: payment demanded or insisted on "now" ("we demand payment in full now"): immediacy the rules count
 * only where the sentence demands it under a step it names (the 7th Circuit's "take action now" beside a step that only
 * "may" come stays puffery, Zemeckis v. Global Credit & Collection, 7th Cir. 2012; Terran v. Kaplan, 9th Cir. 1997).
 */
const IMMEDIATE_MORE =
  /\b(?:act|take\s+action|respond|reply|answer|get\s+in\s+touch|act[uú]e|tome\s+acci[oó]n|responda|conteste)\s+(?:right\s+)?(?:now|today|ahora(?:\s+mismo)?|hoy(?:\s+mismo)?)\b|\bact\s+(?:at\s+once|without\s+delay)\b|\b(?:atenci[oó]n|acci[oó]n)\s+(?:inmediata|urgente)\b|\b(?:as\s+soon\s+as|the\s+(?:moment|minute|day|instant))\s+you\s+(?:receive|get|open|read)\s+(?:this|the|our)\s+(?:letter|notice|demand|message)|\bwhen\s+you\s+(?:receive|get)\s+(?:this|our)\s+(?:letter|notice|demand|message)|\b(?:up)?on\s+receiving\s+(?:this|the|our)\s+(?:letter|notice|demand|message)|\b(?:as\s+soon\s+as|when|once|the\s+(?:moment|minute|day|instant))\s+(?:this|the|our)\s+(?:letter|notice|demand|message)\s+(?:reaches\s+you|arrives|comes|is\s+received)\b|\b(?:paid|payable|settled|remitted)\s+(?:in\s+full\s+)?(?:right\s+)?now\b|\b(?:pagar|pague|pagado|pagada|pago)\b[^.]{0,25}?\bahora(?:\s+mismo)?\b|\b(?:en\s+cuanto|tan\s+pronto(?:\s+como)?|apenas)\s+(?:usted\s+)?(?:reciba|recibe)\s+(?:esta|este)\s+(?:carta|aviso|notificaci[oó]n)|\b(?:payment|remittance)\b[^.]{0,25}?\b(?:made|needed|required|expected|sent|received)\s+(?:right\s+)?now\b|\b(?:need|require|expect|want|demands?|insists?\s+(?:on|upon))\s+(?:your\s+|the\s+|full\s+)*(?:payment|remittance)\s+(?:in\s+full\s+)?(?:of\s+(?:the|your|this)\s+(?:full\s+|entire\s+)?(?:balance|amount|debt|account)\s+)?(?:right\s+)?now\b/g;

const NO_DEADLINES: readonly RegExpExecArray[] = [];

/**
 * Deadlines written in `seg`: those `timingsIn` reads, the counted forms it does not, labelled dates, dates without a
 * year (placed after `anchor`, the letter's date or the day it came; without one, a date no rule places, so the rule
 * asks when the letter came) and calendar deadlines, without overlaps.
 */
export const deadlinesIn = (text: string, folded: string, seg: Span, anchor?: IsoDate): Timing[] => {
  const out = timingsIn(text, folded, seg);
  const part = folded.slice(seg.start, seg.end);
  const overlaps = (at: number, end: number): boolean => out.some((t) => t.span.start < end && t.span.end > at);
  if (!out.some((t) => t.kind === 'immediate') && /now|receiv|reach|arriv|get\b|open|read|ahora|recib|today|hoy|inmediat|urgente|\bact\b/.test(part)) {
    IMMEDIATE_MORE.lastIndex = 0;
    const m = IMMEDIATE_MORE.exec(part);
    if (m) out.push({ kind: 'immediate', span: spanOf(text, seg.start + m.index, seg.start + m.index + m[0].length) });
  }
  if (/\d/.test(part)) {
    YEARLESS_DATE.lastIndex = 0;
    for (const m of execAll(YEARLESS_DATE, part)) {
      const at = seg.start + (m.index ?? 0);
      const end = at + m[0].length;
      if (overlaps(at, end)) continue;
      if (m[5]) {
        const day = Number(m[5]);
        if (!(day >= 1 && day <= 31)) continue;
        out.push({ kind: 'date', iso: nextDayOfMonth(day, anchor), span: spanOf(text, at, end) });
        continue;
      }
      const month = MONTH_NUMBER[(m[1] ?? m[4] ?? m[7] ?? '').slice(0, m[4] ? undefined : 3)];
      const day = Number(m[2] ?? m[3] ?? m[6]);
      if (!month || !(day >= 1 && day <= 31)) continue;
      out.push({ kind: 'date', iso: nextDate(month, day, anchor), span: spanOf(text, at, end) });
    }
  }
  CALENDAR_DEADLINE.lastIndex = 0;
  // Asked of the whole letter (`folded`, of which `part` is a sentence): a letter without the words has no such deadline.
  for (const m of mayMatch(CALENDAR_DEADLINE, folded) ? execAll(CALENDAR_DEADLINE, part) : NO_DEADLINES) {
    const at = seg.start + (m.index ?? 0);
    const end = at + m[0].length;
    if (overlaps(at, end)) continue;
    const days = m[6] || m[7] || m[8] || m[9] ? 1 : m[3] || m[5] ? 29 : /next/.test(m[1] ?? '') || /pr[oó]ximo/.test(m[0]) ? 14 : 7;
    out.push({ kind: 'days', days, span: spanOf(text, at, end), ...(countedFromLetter(folded, end) ? { fromLetter: true } : {}) });
  }
  if (
    /\d/.test(part) &&
    (DEADLINE_LABEL.test(part) ||
      /\bhasta\s+el\b/.test(part) ||
      /unpaid|outstanding|unresolved|unsatisfied|\bopen\b|not\s+(?:been\s+)?(?:paid|received|resolved|settled)|sin\s+(?:pagar|resolver|liquidar)/.test(part) ||
      (/\b(?:after|beginning|starting|as\s+of|effective|a\s+partir|despu[eé]s)\b/.test(part) && STEP_FROM_WORDS.test(part)))
  ) {
    for (const d of findDates(text.slice(seg.start, seg.end), part)) {
      const start = seg.start + d.span.start;
      if (out.some((t) => t.span.start <= start && t.span.end > start)) continue;
      const lead = part.slice(Math.max(0, d.span.start - 40), d.span.start);
      const header = part.includes('|') ? columnHeaderAt(folded, start) : undefined;
      if (
        !DEADLINE_LABEL_BEFORE.test(lead) &&
        !SPANISH_DATE_LEAD.test(lead) &&
        !UNPAID_AFTER_LEAD.test(lead) &&
        !(STEP_FROM_LEAD.test(lead) && STEP_FROM_WORDS.test(part)) &&
        !(header && DEADLINE_LABEL.test(header))
      )
        continue;
      out.push({ kind: 'date', iso: d.iso, span: spanOf(text, start, seg.start + d.span.end) });
    }
  }
  if (!/day|hour|\bhrs?\b|week|d[ií]a|hora|semana/.test(part)) return out;
  COUNTED.lastIndex = 0;
  for (const m of execAll(COUNTED, part)) {
    const at = seg.start + (m.index ?? 0);
    const end = at + m[0].length;
    if (out.some((t) => t.span.start < end && t.span.end > at)) continue;
    const group = COUNT_GROUPS.find((g) => m[g] !== undefined) ?? 1;
    const n = parseCount(m[group] ?? '');
    if (n === undefined || n === 0) continue;
    const business = Boolean(m[group + 1]);
    const unit = m[group + 2] ?? '';
    const days = /^h/.test(unit) ? 1 : /^(?:w|s)/.test(unit) ? n * 7 : business ? Math.ceil((n * 7) / 5) : n;
    // The count's own words may say it runs from the letter's date ("30 days from the date of this letter", decision 178): then
    // thirty days end before the period, which runs from receipt.
    const fromLetter = countedFromLetter(folded, end) || COUNTED_FROM_LETTER_DATE.test(m[0]);
    out.push({ kind: 'days', days, span: spanOf(text, at, end), ...(fromLetter ? { fromLetter: true } : {}) });
  }
  return out;
};

const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const MONTH_EN = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?`;
const MONTH_ES = String.raw`(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)`;
/**
 * The day a step is set for, named by the calendar rather than counted or dated with its year (decision 386): a weekday ("our
 * attorney will file suit on Monday", "this Friday", "next Monday"), tomorrow, this month or within it, a date without its year after
 * "on" ("on March 11", "on Friday, March 11", "on the 15th"); in Spanish "el (próximo) lunes", "mañana" (not "la mañana", the
 * morning), "este mes", "(en) la próxima semana", "la semana que viene", "el (día) 15 de marzo". Groups: 1 next weekday; 2 this or
 * on a weekday; 3 tomorrow; 4 the month; 5 English month and 6 its day; 7 a day of the month; 8 "el próximo"; 9 a Spanish weekday; 10
 * "mañana"; 11 "mes"; 12 next week; 13 a Spanish day and 14 its month. Read only in a step's own sentence (`stepDaysIn`, the threat rule), where the day is
 * the step's: a call asked or announced for Monday names no step.
 */
const STEP_DAY = new RegExp(
  [
    String.raw`\b(next\s+${WEEKDAY})\b`,
    String.raw`\b(?:on|this(?:\s+coming)?)\s+(${WEEKDAY})\b(?!,?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s+\d)`,
    String.raw`\b(tomorrow)\b`,
    String.raw`\b(?:this|within\s+the|during\s+the)\s+(month)\b`,
    String.raw`\bon\s+(?:${WEEKDAY},?\s+)?${MONTH_EN}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?!,?\s*\d{4})`,
    String.raw`\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:day\s+)?of\s+[a-z])`,
    String.raw`\bel\s+(pr[oó]ximo\s+)?(lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\b`,
    String.raw`(?<!\bla\s)(?<![\w\u00c0-\u017f])(ma[ñn]ana)(?![\w\u00c0-\u017f])(?!\s+(?:por|en)\s+la)`,
    String.raw`\b(?:este|dentro\s+del|en\s+el\s+curso\s+del)\s+(mes)\b`,
    String.raw`\b(?:la\s+)?(pr[oó]xima\s+semana|semana\s+(?:pr[oó]xima|que\s+viene))(?![\w\u00c0-\u017f])`,
    String.raw`\bel\s+(?:d[ií]a\s+)?(\d{1,2})\s+de\s+${MONTH_ES}\b(?!\s+(?:de|del)\s+\d{4})`,
  ].join('|'),
  'g',
);

/**
 * The days a step in `seg` is set for by the calendar (`STEP_DAY`), placed from `anchor` (the letter's date or the day it came): a
 * weekday within a week, "next" within two, tomorrow one day, the month twenty-nine; a date without its year, the next such day.
 */
export const stepDaysIn = (text: string, folded: string, seg: Span, anchor?: IsoDate): Timing[] => {
  const part = folded.slice(seg.start, seg.end);
  const out: Timing[] = [];
  STEP_DAY.lastIndex = 0;
  for (const m of execAll(STEP_DAY, part)) {
    const span = spanOf(text, seg.start + (m.index ?? 0), seg.start + (m.index ?? 0) + m[0].length);
    const month = m[5] !== undefined ? MONTH_NUMBER[m[5].slice(0, 3)] : m[14] !== undefined ? MONTH_NUMBER[m[14]] : undefined;
    const day = Number(m[6] ?? m[13] ?? m[7] ?? 0);
    if (month !== undefined || m[7] !== undefined) {
      if (!(day >= 1 && day <= 31)) continue;
      out.push({ kind: 'date', iso: month !== undefined ? nextDate(month, day, anchor) : nextDayOfMonth(day, anchor), span });
      continue;
    }
    const days = m[3] || m[10] ? 1 : m[4] || m[11] ? 29 : m[1] || m[8] || m[12] ? 14 : 7;
    out.push({ kind: 'days', days, span });
  }
  return out;
};

/** A count whose own words run it from the letter's date or its mailing (read inside a `COUNTED` match). */
const COUNTED_FROM_LETTER_DATE =
  /\b(?:from|after|following|of)\s+(?:the\s+)?date\s+(?:of|on)\s+(?:this|the|our)\s+(?:letter|notice|demand)\b|\bthe\s+date\s+(?:above|hereof|shown)\b|\b(?:from|after|following)\s+(?:the\s+)?(?:(?:date|day)\s+of\s+(?:the\s+)?)?(?:mailing|postmark)\b|\b(?:from|after|following)\s+the\s+(?:date|day)\s+(?:this|the|our)\s+(?:letter|notice)\s+(?:was|is|has\s+been)\s+(?:mailed|sent|posted|dated|issued)\b|\b(?:despu[eé]s\s+de|a\s+partir\s+de|contados\s+(?:a\s+partir\s+de|desde))\s+la\s+fecha\s+de\s+(?:esta|la)\s+(?:carta|notificaci[oó]n)/;

/**
 * Where a dated deadline falls when the letter gives neither its own date nor an end date but the person
 * said when it arrived: the period runs thirty days from receipt (15 U.S.C. 1692g(a)(3)); a date more than
 * ten days before receipt is history, not a deadline.
 */
export const insideFromReceipt = (t: Timing, received: IsoDate): Inside => {
  if (t.kind !== 'date') return 'unknown';
  if (t.iso < addDays(received, -10)) return 'unknown';
  return t.iso < addDays(received, 30) ? 'inside' : 'outside';
};

/**
 * A suit said to be already filed, served or enclosed ("a lawsuit has been filed against you", "enclosed is
 * the summons and complaint", "you have been sued", "hemos presentado una demanda"): collection activity
 * during the period that, unexplained, overshadows the notice it comes with (Ellis v. Solomon & Solomon, 2d
 * Cir. 2010: a summons served inside the thirty days demands an answer before the period ends). A condition
 * or a denial before it ("if a suit has been filed", "no lawsuit has been filed") is read by `suitPendingIn`.
 */
const SUIT_PENDING = new RegExp(
  [
    String.raw`\b(?:(?:a|the|this|our)\s+)?(?:lawsuit|law\s+suit|suit|complaint|legal\s+action|civil\s+action|action|collection\s+suit)\s+(?:has|have)\s+(?:now\s+|already\s+)?been\s+(?:filed|commenced|started|instituted|served|brought)\b`,
    String.raw`\b(?:we|our\s+client|this\s+(?:office|firm)|the\s+(?:creditor|plaintiff))\s+(?:has|have)\s+(?:now\s+|already\s+)?(?:filed|commenced|started|instituted|brought)\s+(?:a\s+|an\s+)?(?:lawsuit|suit|(?:legal\s+|civil\s+)?action|complaint)\b`,
    String.raw`\benclosed\s+(?:is|are|please\s+find|you\s+will\s+find)\s+(?:a\s+|the\s+)?(?:copy\s+of\s+(?:the\s+|a\s+)?)?(?:summons|complaint)\b`,
    String.raw`\b(?:the\s+)?(?:summons|complaint)\s+(?:is|are)\s+enclosed\b`,
    String.raw`\byou\s+(?:have\s+been|were|are\s+being)\s+sued\b`,
    String.raw`\b(?:se\s+ha|hemos|ha)\s+(?:presentado|interpuesto|iniciado|entablado)\s+una\s+demanda\b`,
  ].join('|'),
  'g',
);
const NOT_PENDING = /\b(?:if|whether|unless|once|when|no|not|never|before|until|si|ninguna|ning[uú]n)\b[^.;]{0,25}$/;

/** Where the letter says a suit on the debt is already filed, served or enclosed, if it does. */
export const suitPendingIn = (text: string, folded: string): Span | undefined => {
  if (!/suit|sued|summons|complaint|action|demanda/.test(folded)) return undefined;
  SUIT_PENDING.lastIndex = 0;
  for (const m of matchesOf(SUIT_PENDING, folded)) {
    const at = m.index ?? 0;
    if (NOT_PENDING.test(folded.slice(Math.max(0, at - 40), at))) continue;
    return spanOf(text, at, at + m[0].length);
  }
  return undefined;
};

/**
 * The letter's answer to how a threatened step can be stopped ("What do you need to do to stop this process from continuing?",
 * "To stop this from happening, you can:", "HOW TO AVOID THIS:", "Here is how you can prevent this", "¿Qué debe hacer para
 * detener este proceso?", and session 52: "How do you keep this from going any further?"), read with the ways it lists: the rest of its line and the list items under it (numbered, lettered,
 * dashed, "Option 1:"). Folded text.
 */
const STOP_QUESTION =
  /\b(?:what\s+(?:do\s+|can\s+)?(?:you\s+)?(?:need|have|can|should|must)\s+(?:to\s+)?do\s+to\s+(?:stop|avoid|prevent|halt|end|keep\s+(?:this|it)\s+from)|what\s+(?:can|could|should|must)\s+you\s+do\s+to\s+(?:stop|avoid|prevent|halt|end|keep\s+(?:this|it)\s+from)|how\s+(?:do|can)\s+you\s+keep\s+(?:this|it|the\s+(?:account|file|matter))\s+from\s+(?:going|moving|proceeding|happening|being)|(?:to|in\s+order\s+to)\s+keep\s+(?:this|it)\s+from\s+(?:going|moving|proceeding|happening)\b[^.\n:]{0,40}?\byou\s+(?:can|may|must|need\s+to|should)|how\s+(?:to|you\s+can|can\s+you|do\s+you)\s+(?:stop|avoid|prevent|halt)|(?:here\s+is|here's|this\s+is)\s+how\s+(?:you\s+can\s+|to\s+)?(?:stop|avoid|prevent|halt)|(?:to|in\s+order\s+to)\s+(?:stop|avoid|prevent|halt)\s+(?:this|that|these|it|the\s+(?:referral|transfer|forwarding|process|lawsuit|suit|report(?:ing)?|placement))\b[^.\n:]{0,40}?\byou\s+(?:can|may|must|need\s+to|should)|(?:qu[eé]\s+(?:debe|necesita|puede)\s+(?:usted\s+)?hacer\s+)?para\s+(?:detener|evitar|impedir|parar)\s+(?:este|esta|esto|estos|eso)\b)/g;
const LIST_ITEM = /^[ \t]*(?:\(?\d{1,2}[).:]|\(?[a-h][).]|[-•*·]|(?:option|opci[oó]n)\s+\d{1,2}\s*[:.)-]?)/;
/** A way to stop the step that is payment or a call to pay. */
const PAYMENT_WAY =
  /\b(?:pay\w*|mail\s+in|\$\s?\d|call\w*|phone|settle\w*|arrange\w*|set\s*up|plans?|discounts?|pague|pagar|pago\w*|env[ií]e|ll[aá]m\w*|descuentos?|planes)\b/;
/** The dispute (or the validation rights) named among the ways. */
const DISPUTE_WAY =
  /\bdisput\w*|\bimpugn\w*|\bverif\w*|\bvalidat\w*|\bvalidaci[oó]n\b|\b(?:your|sus?)\s+(?:rights|derechos)\b|\b(?:reverse|back)\s+(?:side|of\s+(?:this|the)\s+(?:letter|notice|page))\b|\breverso\b/;

/**
 * Where a letter answers how to stop a threatened step with ways that are all payment or a call, none the dispute: the
 * question and its ways as one span (Oberther v. Midland Credit Management, D. Mass. 2014: "What do you need to do to stop this
 * process from continuing? 1) Mail in $500.00 ... 2) Call us ...", the notice on the back; decision 196). Whether a step is
 * threatened before it is the rule's to read.
 */
export const paymentOnlyWaysToStop = (text: string, folded: string): Span | undefined => {
  if (!/stop|avoid|prevent|halt|keep|detener|evitar|impedir|parar/.test(folded)) return undefined;
  for (const m of matchesOf(STOP_QUESTION, folded)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const lineEnd = folded.indexOf('\n', end);
    let waysEnd = lineEnd < 0 ? folded.length : lineEnd;
    let ways = folded.slice(end, waysEnd);
    for (let i = 0; i < 8 && waysEnd < folded.length; i++) {
      const next = folded.indexOf('\n', waysEnd + 1);
      const line = folded.slice(waysEnd + 1, next < 0 ? folded.length : next);
      if (!LIST_ITEM.test(line)) break;
      ways += `\n${line}`;
      waysEnd = next < 0 ? folded.length : next;
    }
    if (!PAYMENT_WAY.test(ways) || DISPUTE_WAY.test(ways)) continue;
    return spanOf(text, at, waysEnd);
  }
  return undefined;
};
