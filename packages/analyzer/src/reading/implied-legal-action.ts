import { findPhrases, isNegatedAt, sentenceAround } from '../rules/_conduct-and-time-bar/phrases';
import type { Span } from '../types';
import { DEFINITE, HEDGED } from './lexicon';
import { onForgetLetter } from '../text/last-letter';

/**
 * Legal action implied without the word "sue" (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)): the
 * words courts read as telling the least sophisticated consumer that a lawsuit is coming.
 * - `legal_referral`: the account sent to a legal or litigation department, to "legal review", to "an
 *   attorney in your area", "to counsel for litigation" (United States v. National Financial Services,
 *   4th Cir. 1996: "will be turned over to an attorney" with no intent to sue; the reading layer's
 *   `attorney` step covers the plain referral, this the department and review words).
 * - `authorised_action`: "we have been authorized to take whatever action is necessary" (Bentley v.
 *   Great Lakes Collection Bureau, 2d Cir. 1993), or "appropriate / necessary / further / legal action": the
 *   creditor's authority to act named with no step is read the same way (not "authorized to collect / to accept
 *   a settlement", which names the step).
 * - `before_suit`: a demand or notice "before suit", "pre-suit", a "notice of intent" (Pipiles v.
 *   Credit Bureau of Lockport, 2d Cir. 1989, on "pre-legal" notices read the same way).
 * - `escalation_under_urgency`: a definite or framed escalation ("before further action is taken", "to
 *   avoid further collection activity") in a letter headed as a last or timed notice ("FINAL NOTICE",
 *   "48 HOUR NOTICE"); the heading makes the unnamed step read as the last one, a suit. A bare "final
 *   notice", or "we may continue collection activity", is not read (lawful: a collector may say it will
 *   keep collecting).
 * - `involuntary_means` (decision 196): "voluntarily" as the way not taken; and (decision 206) voluntary resolution said doubtful
 *   or no longer possible.
 * - `disposition_pending` (decision 206): a decision about what will be done to the account next, pending with the creditor
 *   or the collector ("a determination must be made with our client as to the disposition of your account", "our client will
 *   now decide what action to take", "el destino de su cuenta"): compulsory means implied (Flecha v. Medicredit, W.D. Tex.
 *   2017, 5th Cir.).
 * - `suit_costs` (decision 206): the costs only a suit brings ("court costs", "filing fees", "costas judiciales") said surely
 *   to follow non-payment (Bond v. Ideal Collection Services, M.D. Fla. 2018).
 * - `suit_as_alternative` (decision 369): a suit asked about as a question put to the consumer, or set against paying now as the
 *   costlier way ("Do you want to be sued?", "Why let this go to court?", "Avoid the cost and embarrassment of a lawsuit",
 *   "Before this becomes a legal matter", "Resolve this now rather than in court", "¿Quiere ser demandado?", "Resuelva esto
 *   ahora y no en los tribunales"): the other way the letter offers is the collector's suit (Jeter; Pipiles).
 * - `suit_practice` (decision 369): a suit claimed as the collector's or the creditor's practice ("We regularly file suit
 *   against debtors in your county", "Our client routinely sues on accounts like yours", "We have filed thousands of
 *   lawsuits", "Hemos presentado miles de demandas"): what it says it does to others it implies it will do here (United States
 *   v. National Financial Services, 4th Cir. 1996).
 * Each signal says whether it is hedged ("may be forwarded to our legal department"): outside the Third
 * Circuit a truthful "may" is a statement of remedies, not a threat (Brown v. Card Service Center, 3d
 * Cir. 2006, holds otherwise there). Negated signals ("we will not refer…") are not read. English and
 * Spanish.
 */
export type ImpliedLegalActionKind =
  | 'legal_referral'
  | 'suit_as_alternative'
  | 'suit_practice'
  | 'authorised_action'
  | 'before_suit'
  | 'escalation_under_urgency'
  | 'unnamed_step'
  | 'involuntary_means'
  | 'disposition_pending'
  | 'suit_costs';

/**
 * `timed` (an `unnamed_step` only): the step is put on a clock or framed as the last one; otherwise it counts only in a law
 * firm's letter. `clock`: the sentence that carries the clock when it is not the signal's own (a closing warning after a
 * demand on a deadline, decision 196).
 */
export type ImpliedLegalAction = { kind: ImpliedLegalActionKind; span: Span; sentence: Span; hedged: boolean; timed?: boolean; clock?: Span };

export type ImpliedLegalActionReading = {
  signals: ImpliedLegalAction[];
  /**
   * A sentence of the letter saying that no decision to take legal action has been made ("Please note, no decision
   * has been made to take legal action against you at this time", "aún no se ha tomado ninguna decisión de
   * demandarle"): read with the whole letter, it tells the consumer a referral or a possible suit is not imminent
   * (Rosenberg v. Client Services, S.D.N.Y. 2020; Wade v. Regional Credit, 9th Cir. 1996).
   */
  undecided?: Span;
  /** The days a timed heading gives ("48 HOUR NOTICE" → 2, "10 DAY NOTICE" → 10), when one is printed. */
  urgencyDays?: number;
};

const REFERRAL_VERB = String.raw`(?:forward|refer|turn|transfer|assign|send|sent|plac|submit|escalat|hand|releas|mov|remit|pass)\w*`;
const ES_REFERRAL_VERB = String.raw`(?:remit|envi|transfer|turn|refer|asign|pas|entreg|escal|traslad)[\w\u00c0-\u017f]*`;

const WHAT_IT_COSTS = String.raw`(?:costs?|expenses?|embarrassment|stress|hassle|inconvenience|risk|trouble|burden|publicity|consequences|fees)`;
/**
 * A suit asked about as a question put to the consumer, or set against paying now as the costlier way (decision 369): "Do you
 * want to be sued?", "Why let this go to court?", "Is it worth being taken to court over this balance?", "Avoid the cost and
 * embarrassment of a lawsuit", "spare yourself a court judgment", "Before this becomes a legal matter", "Resolve this now rather
 * than in court", "Keep this matter out of court", "end up in court", and in Spanish ("¿Quiere ser demandado?", "¿Por qué dejar
 * que esto llegue a los tribunales?", "Evite el costo y la vergüenza de una demanda", "antes de que esto se convierta en un
 * asunto legal", "y no en los tribunales", "fuera de los tribunales"). Not a question about a payment plan or the consumer's
 * questions, late fees or calls avoided, nor "if you are sued" (the sentence's own words name no court or suit to come).
 */
const SUIT_AS_ALTERNATIVE: readonly RegExp[] = [
  /\b(?:do|would)\s+you\s+(?:really\s+|truly\s+)?(?:want|wish|like)\s+(?:to\s+(?:be\s+(?:sued|taken\s+to\s+court|dragged\s+(?:in)?to\s+court)|go\s+to\s+court|face\s+(?:a\s+(?:judge|lawsuit)|litigation|a\s+court))|(?:this|it|the\s+matter|this\s+matter|your\s+account)\s+to\s+(?:go|end\s+up|wind\s+up)\s+(?:to|in)\s+(?:court|litigation)|(?:a\s+)?(?:law)?suit|(?:an?\s+)?(?:court\s+|civil\s+|default\s+)?judg(?:e)?ment)\b[^.?!\n]{0,60}\?/i,
  /\bwhy\s+(?:let|allow|risk|have|make|force|wait\s+for|go\s+through|face|deal\s+with|pay\s+for|incur|end\s+up)\b[^.?!\n]{0,60}?\b(?:court|courts|(?:law)?suit|litigation|legal\s+(?:action|matter|proceedings)|judg(?:e)?ment|sued|judge)\b[^.?!\n]{0,40}\?/i,
  // "Don't make us sue you", "Help us avoid having to take legal action": the suit the consumer is told to spare the writer.
  /\b(?:(?:please\s+)?(?:do\s+not|don['’]t)\s+)?(?:make|force|compel)\s+(?:us|our\s+client|the\s+creditor)\s+(?:to\s+)?(?:sue\s+you|take\s+(?:you|this(?:\s+matter)?)\s+to\s+court|file\s+(?:a\s+)?(?:law)?suit|(?:pursue|take)\s+legal\s+action)\b|\bavoid\s+having\s+to\s+(?:sue\s+you|take\s+(?:you|this(?:\s+matter)?)\s+to\s+court|file\s+(?:a\s+)?(?:law)?suit|(?:pursue|take)\s+legal\s+action)\b/i,
  /\bis\s+(?:a\s+|the\s+)?(?:law)?suit\s+(?:really\s+|truly\s+)?worth\b|\bis\s+it\s+worth\s+(?:being\s+(?:sued|taken\s+to\s+court)|(?:a\s+)?(?:law)?suit|going\s+to\s+court|litigation|(?:a\s+)?court\s+judg(?:e)?ment)\b/i,
  new RegExp(
    String.raw`\b(?:avoid|spare\s+(?:yourself|you)|escape|prevent)\s+(?:the\s+)?(?:${WHAT_IT_COSTS}(?:\s*,\s*(?:the\s+)?${WHAT_IT_COSTS}){0,2}(?:\s*,?\s+(?:and|or)\s+(?:the\s+)?${WHAT_IT_COSTS})?\s+of\s+)?(?:(?:a|any)\s+)?(?:(?:law)?suit|litigation|court(?:\s+(?:action|proceedings|costs))?|(?:a\s+)?court\s+judg(?:e)?ment|being\s+(?:sued|taken\s+to\s+court)|going\s+to\s+court|legal\s+proceedings)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:before|prior\s+to)\s+(?:this|it|(?:the|this|your)\s+(?:matter|account|debt|balance|claim))\s+(?:becomes|turns\s+into|goes|reaches|ends\s+up|winds\s+up|escalates|is\s+(?:sent|taken|turned\s+over|referred|brought))\s+(?:(?:in)?to\s+|in\s+|before\s+)?(?:an?\s+|the\s+)?(?:legal\s+(?:matter|issue|case|action|proceedings?)|court(?:\s+(?:matter|case))?|court(?:room|house)|litigation|(?:law)?suit|judge)\b`,
    'i',
  ),
  /\b(?:rather|instead)\s+than\s+(?:to\s+)?(?:in|through|before|go(?:ing)?\s+to|fac(?:e|ing))\s+(?:a\s+|the\s+)?(?:court|courts|courtroom|litigation|judge|(?:law)?suit)\b|\bthan\s+(?:to\s+)?fac(?:e|ing)\s+(?:a\s+)?(?:judge|(?:law)?suit|litigation)\b|\b(?:keep|kept|keeping|stay|stays)\s+(?:(?:this|it|the|your)\s+)?(?:(?:matter|account|debt|claim)\s+)?(?:out\s+of|outside(?:\s+of)?)\s+(?:the\s+)?court(?:s|room)?\b|\b(?:end|ends|ending|wind|winds)\s+up\s+in\s+(?:court|litigation|front\s+of\s+a\s+judge)\b|\bor\s+(?:face|defend(?:\s+against)?|fight|deal\s+with|risk|be\s+(?:sued|taken\s+to\s+court))\s+(?:a\s+|the\s+)?(?:(?:law)?suit|litigation|court|judge|judg(?:e)?ment)\b/i,
  /(?<![\w\u00c0-\u017f])(?:quiere|desea)\s+(?:usted\s+)?(?:ser\s+demandad[oa]|que\s+(?:le|lo|la)\s+demandemos|que\s+(?:esto|este\s+asunto|su\s+cuenta)\s+(?:llegue|termine|acabe|vaya)\s+(?:a|en)\s+(?:los\s+tribunales|la\s+corte|el\s+juzgado|(?:un\s+)?juicio)|enfrentar\s+(?:una\s+demanda|un\s+juicio|a\s+un\s+juez))[^.?!\n]{0,40}\?/i,
  /(?<![\w\u00c0-\u017f])por\s+qu[eé]\s+(?:dejar|permitir|arriesgar\w*)(?![\w\u00c0-\u017f])[^.?!\n]{0,60}?(?<![\w\u00c0-\u017f])(?:tribunal(?:es)?|corte|juzgado|juicio|demanda|litigio|juez)(?![\w\u00c0-\u017f])[^.?!\n]{0,40}\?|(?<![\w\u00c0-\u017f])vale\s+la\s+pena\s+(?:ir\s+a\s+(?:juicio|la\s+corte|los\s+tribunales)|ser\s+demandad[oa]|(?:una\s+)?demanda|enfrentar)/i,
  /(?<![\w\u00c0-\u017f])evit(?:e|ar|a|emos)\s+(?:(?:el|los|la|las)\s+(?:costos?|gastos?|verg[uü]enza|molestias?|riesgos?|consecuencias)\s+(?:(?:y|o)\s+(?:el|los|la|las)\s+(?:costos?|gastos?|verg[uü]enza|molestias?|riesgos?)\s+)?(?:de|del)\s+)?(?:una\s+|un\s+)?(?:demanda|juicio|litigio|proceso\s+judicial|tribunal|los\s+tribunales|la\s+corte)(?![\w\u00c0-\u017f])/i,
  /(?<![\w\u00c0-\u017f])antes\s+de\s+que\s+(?:(?:esto|este\s+asunto|su\s+cuenta|su\s+deuda|el\s+asunto)\s+)?(?:se\s+convierta\s+en|llegue\s+a|pase\s+a|termine\s+en|vaya\s+a)\s+(?:un\s+asunto\s+legal|(?:los\s+)?tribunales|la\s+corte|el\s+juzgado|(?:un\s+)?juicio|una\s+demanda|(?:un\s+)?litigio)|(?<![\w\u00c0-\u017f])(?:y\s+no|en\s+lugar\s+de|en\s+vez\s+de)\s+(?:en|ante)\s+(?:los\s+tribunales|la\s+corte|el\s+juzgado|un\s+juicio)|(?<![\w\u00c0-\u017f])fuera\s+de\s+(?:los\s+tribunales|la\s+corte|juicio)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])o\s+(?:enfrentar|afrontar|arriesgarse\s+a|defenderse\s+(?:de|en))\s+(?:una\s+demanda|un\s+juicio|los\s+tribunales|un\s+litigio)(?![\w\u00c0-\u017f])/i,
];

const SUIT_PARTY = String.raw`(?:we|our\s+(?:client|firm|office|company|attorneys?|lawyers?)|the\s+(?:current\s+)?(?:creditor|owner)|(?:this|the)\s+(?:firm|office|agency|company))`;
const MANY = String.raw`(?:thousands|hundreds|dozens|many|numerous|countless|(?:more\s+than|over)\s+[\d,]+|[\d,]{3,})`;
/**
 * A suit claimed as the collector's or the creditor's practice (decision 369): "We regularly file suit against debtors in your
 * county", "Our client routinely sues on accounts like yours", "We have filed thousands of lawsuits", "Our firm has obtained
 * judgments against thousands of consumers", "It is our client's practice to pursue legal action", "Our client files lawsuits
 * on accounts like this every week", Spanish "Presentamos demandas regularmente", "Nuestro cliente demanda rutinariamente",
 * "Hemos presentado miles de demandas", "Es práctica de nuestro cliente tomar acciones legales". A practice denied ("we do not
 * regularly file lawsuits", "nunca hemos presentado una demanda") is not read (`isNegatedAt`), nor a practice that is no suit.
 */
const SUIT_PRACTICE: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${SUIT_PARTY}\s+(?:regularly|routinely|often|frequently|always|consistently|aggressively|commonly|typically|usually|actively)\s+(?:sues?\b|(?:file|files|bring|brings|initiate|initiates|pursue|pursues|take|takes|commence|commences)\s+(?:[\w'’]+\s+){0,2}?(?:suits?|lawsuits|legal\s+(?:action|remedies)|litigation|(?:people|consumers|debtors|customers)\s+to\s+court)\b|(?:obtain|obtains|win|wins)\s+judg(?:e)?ments\b)`,
    'i',
  ),
  new RegExp(
    String.raw`\b${SUIT_PARTY}\s+(?:file|files|bring|brings)\s+(?:${MANY}\s+(?:of\s+)?)?(?:suit|lawsuits|suits|legal\s+actions)\b|\b${SUIT_PARTY}\s+(?:(?:has|have)\s+)?(?:already\s+)?sued\s+${MANY}\b|\b${SUIT_PARTY}\s+(?:has|have)\s+a\s+(?:standard\s+|usual\s+)?(?:policy|practice)\s+of\s+(?:suing|filing\s+(?:suit|lawsuits)|(?:pursuing|taking)\s+legal\s+action)\b|\b(?:many|other|${MANY})\s+(?:of\s+)?(?:other\s+)?(?:consumers|people|debtors|customers|borrowers)\b[^.\n]{0,40}?\b(?:have\s+been|were)\s+sued\b|\b${SUIT_PARTY}\s+(?:sue|sues)\s+(?:consumers|people|debtors|customers|borrowers|those|anyone|everyone|accounts)\b|\b${SUIT_PARTY}\s+(?:has|have)\s+(?:already\s+)?(?:filed|brought|won|obtained|initiated)\s+(?:${MANY}\s+(?:of\s+)?(?:lawsuits|suits|legal\s+actions|judg(?:e)?ments|cases|collection\s+suits)|(?:lawsuits|suits|judg(?:e)?ments|legal\s+actions)\s+against\s+${MANY})\b`,
    'i',
  ),
  /\b(?:it\s+is|it['’]s)\s+(?:the\s+)?(?:our|our\s+client['’]s|the\s+creditor['’]s|this\s+(?:office|firm|agency)['’]s)\s+(?:standard\s+|usual\s+|normal\s+)?(?:practice|policy|procedure)\s+to\s+(?:sue|(?:file|pursue|take|bring|initiate|commence)\s+(?:[\w'’]+\s+){0,2}?(?:suit|lawsuits?|legal\s+action|litigation))\b|\b(?:our|our\s+client['’]s|the\s+creditor['’]s)\s+(?:standard\s+|usual\s+|normal\s+)?(?:practice|policy)\s+is\s+to\s+(?:sue|(?:file|pursue|take|bring|initiate|commence)\s+(?:[\w'’]+\s+){0,2}?(?:suit|lawsuits?|legal\s+action|litigation))\b/i,
  /(?<![\w\u00c0-\u017f])(?:presentamos|presenta|presentan|interponemos|interpone|interponen)\s+demandas(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:demandamos|demanda|demandan)\s+(?:regularmente|rutinariamente|habitualmente|frecuentemente|con\s+frecuencia|a\s+menudo|siempre)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:regularmente|rutinariamente|habitualmente|frecuentemente)\s+(?:demandamos|demanda|demandan)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:hemos|ha|han)\s+(?:presentado|interpuesto|ganado|obtenido)\s+(?:(?:miles|cientos|decenas|much[ao]s|numeros[ao]s|m[aá]s\s+de\s+[\d.,]+)\s+(?:de\s+)?(?:demandas|sentencias|juicios)|(?:demandas|sentencias|juicios)\s+contra\s+(?:miles|cientos|decenas|much[oa]s|numeros[oa]s|m[aá]s\s+de))|(?<![\w\u00c0-\u017f])(?:demandamos|(?:hemos|ha|han)\s+demandado)\s+a\s+(?:m[aá]s\s+de\s+[\d.,]+|miles|cientos|decenas|much[oa]s)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])tiene(?:n)?\s+(?:la|una)\s+(?:pol[ií]tica|pr[aá]ctica)\s+de\s+(?:demandar|presentar\s+demandas|tomar\s+acci[oó]n(?:es)?\s+legal(?:es)?)|(?<![\w\u00c0-\u017f])(?:muchos|otros|miles\s+de|cientos\s+de)\s+(?:otros\s+)?(?:consumidores|deudores|clientes|personas)(?![\w\u00c0-\u017f])[^.\n]{0,40}?(?:han\s+sido|fueron)\s+demandad[oa]s(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])es\s+(?:la\s+)?(?:pr[aá]ctica|pol[ií]tica)\s+(?:habitual\s+|com[uú]n\s+|normal\s+)?de\s+(?:nuestro\s+cliente|nuestra\s+(?:oficina|empresa|firma|agencia)|el\s+acreedor)\s+(?:demandar|presentar\s+demandas|tomar\s+acci[oó]n(?:es)?\s+legal(?:es)?|iniciar\s+acci[oó]n(?:es)?\s+(?:legal(?:es)?|judicial(?:es)?))/i,
];

const PATTERNS: readonly { kind: ImpliedLegalActionKind; re: RegExp }[] = [
  {
    kind: 'legal_referral',
    re: new RegExp(
      String.raw`\b${REFERRAL_VERB}\s+(?:[\w'’]+\s+){0,5}?(?:to|with|into)\s+(?:(?:our|the|a|an|its|their)\s+)?(?:(?:in-house|internal|own)\s+)?(?:legal|litigation|law)\s+(?:department|dept\.?|division|unit|team|section|review\s+(?:department|team|unit))\b`,
      'i',
    ),
  },
  {
    kind: 'legal_referral',
    re: new RegExp(
      String.raw`\b${REFERRAL_VERB}\s+(?:[\w'’]+\s+){0,5}?to\s+(?:an?\s+|one\s+of\s+our\s+)?(?:(?:local|outside|affiliated)\s+)?(?:attorneys?|lawyers?|law\s+firms?|counsel)\s+(?:in\s+your\s+(?:area|county|state|city|community)|(?:licensed|located|practicing)\s+in\s+your\s+(?:state|area|county)|near\s+you)\b`,
      'i',
    ),
  },
  {
    kind: 'legal_referral',
    re: /\b(?:for|to|under|in)\s+(?:(?:our|the)\s+)?(?:legal|attorney|litigation)\s+review\b|\b(?:placed|is|are|now)\s+(?:with|in)\s+(?:our|the)\s+legal\s+(?:department|division|unit|team)\b|\b(?:is|are|remains?)\s+(?:now\s+)?pending\s+(?:litigation|legal\s+action)\b|\b(?:complaint|lawsuit|suit|petition|summons|papers|paperwork)\s+(?:is|are|has\s+been|have\s+been)\s+(?:now\s+)?(?:being\s+)?(?:prepared|drafted|readied)\s+for\s+(?:filing|the\s+court|submission\s+to\s+the\s+court)\b|\b(?:legal|attorney)\s+review\s+(?:department|stage|status|process)\b/i,
  },
  {
    kind: 'legal_referral',
    re: new RegExp(
      String.raw`\b${REFERRAL_VERB}\s+(?:[\w'’]+\s+){0,5}?to\s+(?:(?:our|the|a|an|its)\s+)?(?:attorneys?|lawyers?|law\s+firm|counsel|legal\s+counsel)\s+for\s+(?:possible\s+|potential\s+)?(?:litigation|suit|legal\s+action|legal\s+proceedings|collection\s+(?:by|through)\s+(?:suit|the\s+courts))\b`,
      'i',
    ),
  },
  // "Legal" alone as the department's name ("your account has been sent to legal", "escalated to legal for review"; decision 262).
  {
    kind: 'legal_referral',
    re: new RegExp(String.raw`\b${REFERRAL_VERB}\s+(?:[\w'’]+\s+){0,5}?to\s+legal(?=\s*(?:[.,;:!)]|$)|\s+(?:for|and|if|unless|without|immediately)\b)`, 'i'),
  },
  { kind: 'legal_referral', re: /\blitigation\s+(?:department|dept\.?|division|unit|team|queue|status|stage|file)\b/i },
  { kind: 'legal_referral', re: /\b(?:attorney|legal|litigation|lawyer)\s+placement\b/i },
  {
    kind: 'legal_referral',
    re: new RegExp(
      String.raw`\b${REFERRAL_VERB}\s+(?:[\w'’]+\s+){0,5}?to\s+(?:our|the|its|their)\s+(?:legal|outside|collection)\s+(?:counsel|attorneys?|lawyers?)\b`,
      'i',
    ),
  },
  {
    kind: 'legal_referral',
    re: new RegExp(
      String.raw`\b${ES_REFERRAL_VERB}\s+(?:[\w\u00c0-\u017f]+\s+){0,4}?a\s+(?:nuestro|el|un|su)\s+(?:departamento|[aá]rea|despacho)\s+(?:legal|jur[ií]dic[oa]|de\s+litigios|de\s+abogados)\b` +
        // Decision 348: placed in the legal department, as "placed with / in our legal department" is read in English.
        String.raw`|\b(?:colocad|ubicad|pues|puest|ingresad)[oa]s?\s+en\s+(?:nuestro|el)\s+(?:departamento|[aá]rea|despacho)\s+(?:legal|jur[ií]dic[oa]|de\s+litigios|de\s+abogados)\b`,
      'i',
    ),
  },
  {
    kind: 'legal_referral',
    re: new RegExp(
      String.raw`\b${ES_REFERRAL_VERB}\s+(?:[\w\u00c0-\u017f]+\s+){0,4}?a\s+un\s+(?:abogado|bufete)\s+(?:de|en)\s+su\s+(?:zona|[aá]rea|localidad|estado|condado|ciudad)\b`,
      'i',
    ),
  },
  {
    kind: 'legal_referral',
    re: /\b(?:para|a|en)\s+(?:una\s+)?revisi[oó]n\s+(?:legal|jur[ií]dica)\b|\b(?:departamento|unidad|[aá]rea|equipo|divisi[oó]n|secci[oó]n)\s+de\s+litigios?\b/i,
  },
  // Decision 369: the account sent "to litigation" by any verb ("Status: Referred to Litigation", "forwarded for litigation"), a
  // review of the stage before suit as a heading in capitals ("LITIGATION REVIEW", "PRE-SUIT REVIEW"), and the suit's papers said
  // being drafted ("our attorneys are drafting a complaint against you", "nuestros abogados están redactando una demanda en su
  // contra", "se están preparando los documentos para presentar una demanda").
  {
    kind: 'legal_referral',
    re: /\b(?:referred|sent|forwarded|assigned|transferred|moved|turned\s+over|escalated|released)\s+(?:to|for)\s+(?:pre-?)?litigation\b(?!\s+(?:department|dept|division|unit|team|section|review))|\b(?:drafting|preparing|writing|finali[sz]ing)\s+(?:a|the)\s+(?:complaint|lawsuit|summons|petition)\s+(?:against\s+you|to\s+be\s+filed|for\s+filing)\b|(?<![\w\u00c0-\u017f])(?:redactando|preparando|elaborando)\s+(?:una|la)\s+demanda\s+(?:en\s+su\s+contra|contra\s+usted)|(?<![\w\u00c0-\u017f])(?:preparando|redactando|elaborando)\s+(?:los\s+)?(?:documentos|papeles)\s+(?:necesarios\s+)?(?:para|de)\s+(?:presentar\s+)?(?:una\s+|la\s+)?demanda\b/i,
  },
  { kind: 'legal_referral', re: /^[^\S\n]*(?:LITIGATION|LEGAL|ATTORNEY|PRE-?LITIGATION|PRE-?SUIT)[^\S\n]+REVIEW[^\S\n]*:?[^\S\n]*$/m },
  {
    // The account said to be under review for, or readied for, a suit ("your contract is currently being reviewed for
    // potential litigation", "under review for a possible lawsuit", "pending legal review", "approved for suit",
    // "flagged for litigation", "under final review for potential legal action" (decision 474: the review qualified as final, formal,
    // further, internal, "en revisión final para una posible acción legal"), "being prepared for transfer to our attorney network", "scheduled for referral to our
    // attorneys" (the referral by its noun, to one lawyer or many), "we have recommended to our client that suit be filed", "en revisión para una posible
    // demanda"): Dewees v. Legal Servicing, E.D.N.Y. 2007, read such a status as implying imminent legal action.
    kind: 'legal_referral',
    re: /\bpending\s+(?:legal|attorney|litigation)\s+review\b|\blegal\s+queue\b|\b(?:qualif(?:y|ies|ied)|approved|selected|cleared|slated|scheduled|earmarked|designated|marked|flagged|queued|prepared|readied)\s+for\s+(?:possible\s+|potential\s+)?(?:legal\s+(?:action|proceedings)|(?:a\s+)?(?:law)?suit|litigation|(?:referral|transfer|assignment|placement|forwarding)\s+to\s+(?:an?\s+|our\s+|the\s+|one\s+of\s+our\s+)?(?:(?:local|outside|affiliated|network\s+of)\s+)?(?:attorneys?|lawyers?|law\s+firms?|counsel|legal\s+(?:department|counsel|team)))\b|\brecommend\w*\s+(?:to\s+(?:our|the|its|your)\s+(?:client|creditor)\s+)?(?:that\s+)?(?:suit|a\s+lawsuit|legal\s+action|litigation)\b|\b(?:(?:being\s+|been\s+)?(?:reviewed|evaluated|assessed|screened|considered|examined)|(?:under|in|undergoing)\s+(?:an?\s+)?(?:(?:final|formal|further|internal|additional|last|active)\s+)?(?:review|evaluation|consideration)|(?:reviewing|evaluating|assessing|screening|examining)\s+(?:your|this|the)\s+(?:[\w-]+\s+){0,2}?(?:account|file|contract|agreement|debt|matter))\s+for\s+(?:an?\s+)?(?:potential\s+|possible\s+|likely\s+|eventual\s+)?(?:litigation|(?:law)?suit|legal\s+(?:action|proceedings))\b|\b(?:en|bajo)\s+(?:revisi[oó]n|evaluaci[oó]n|an[aá]lisis)(?:\s+(?:final|formal|interna|adicional))?\s+para\s+(?:una\s+)?(?:posible\s+|eventual\s+)?(?:demanda|acci[oó]n\s+(?:legal|judicial)|litigio|juicio)\b/i,
  },
  {
    kind: 'authorised_action',
    // (Decision 206) also "to initiate / commence / institute / bring / begin" and "proceedings" ("this office has been
    // instructed to initiate any and all necessary action in the enforcement of this claim", Nance v. Friedman, N.D. Ill.
    // 2000; "instructed by our client to commence whatever proceedings are necessary").
    re: /\b(?:authori[sz]ed|instructed|empowered|directed|cleared|approved)\s+(?:by\s+(?:our|the|its|your)\s+(?:client|creditor)\s+)?(?:us\s+|this\s+(?:office|agency|firm|company)\s+)?(?:to\s+(?:take|pursue|use|proceed\s+with|employ|exercise|initiate|commence|institute|bring|begin|start|file)|for)\s+(?:(?:whatever|any\s+and\s+all|all|any)\s+(?:(?:legal|lawful|further|available|appropriate|necessary|judicial)\s+)?|(?:(?:the|such)\s+)?(?:appropriate|necessary|further|legal|stronger|judicial)\s+)(?:action|actions|steps|means|measures|remedies|proceedings)\b/i,
  },
  {
    // The authority named with the collector's discretion for the step: "authorized us to proceed as we deem
    // appropriate", "to take such action as may be necessary", "to proceed with whatever legal means is necessary",
    // "we have been authorized by our client to take appropriate action" (Bentley: the authority named with no step).
    kind: 'authorised_action',
    re: /\b(?:authori[sz]ed|instructed|empowered|directed)\s+(?:by\s+(?:our|the|its|your)\s+(?:client|creditor)\s+)?(?:us\s+|this\s+(?:office|agency|firm|company)\s+)?to\s+(?:proceed|act|take|pursue|use|employ)\s+(?:(?:with|by)\s+)?(?:(?:as|however)\s+(?:we|it|this\s+(?:office|firm))\s+(?:deems?|sees?|considers?|finds?)\s+(?:appropriate|necessary|fit|proper)|as\s+(?:necessary|appropriate)|(?:such|whatever|any\s+and\s+all|all)\s+(?:(?:legal|lawful|further|available|appropriate|necessary)\s+)?(?:action|actions|steps|measures|means|remedies)(?:\s+(?:as|that)\s+(?:may\s+be|is|are|we\s+deem)\s+(?:necessary|appropriate|required))?|(?:(?:the|such)\s+)?(?:appropriate|necessary|further|legal|stronger)\s+(?:action|actions|steps|measures|means|remedies))/i,
  },
  {
    kind: 'authorised_action',
    re: /\bautorizad[oa]s?\s+(?:por\s+(?:nuestro|el|su)\s+(?:cliente|acreedor)\s+)?(?:a|para)\s+(?:tomar|emprender|ejercer|utilizar|proceder\s+con)\s+(?:todas\s+las|cualquier|las)\s+(?:medidas|acciones|v[ií]as)\b|\bautorizad[oa]s?\s+(?:por\s+(?:nuestro|el|su)\s+(?:cliente|acreedor)\s+)?(?:a|para)\s+proceder\s+(?:como|seg[uú]n)\s+(?:estimemos|consideremos|corresponda)/i,
  },
  {
    // Decision 348: legal action said to be under consideration now, as a present process ("legal action is being considered on
    // your account", "a lawsuit is currently being contemplated", "se está considerando una acción legal"): a statement of what is
    // happening, read as "under review for possible litigation" is (Dewees), not the hedge "we may consider legal action"; and the
    // Spanish of "qualifies for legal action" ("su cuenta califica para una acción legal", "ha sido aprobada para una demanda").
    kind: 'legal_referral',
    re: /\b(?:legal\s+action|litigation|(?:a\s+)?(?:law)?suit|legal\s+proceedings|court\s+action)\s+(?:against\s+you\s+)?(?:is|are)\s+(?:now\s+|currently\s+|presently\s+|actively\s+)?being\s+(?:considered|contemplated|evaluated|weighed|discussed|prepared)\b|(?<![\w\u00c0-\u017f])se\s+est[aá]\s+(?:considerando|contemplando|evaluando|preparando)\s+(?:una?\s+)?(?:acci[oó]n\s+(?:legal|judicial)|demanda|litigio|juicio)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:califica|calificar[aá]|(?:ha\s+sido|fue)\s+(?:aprobad|seleccionad|marcad|designad)[oa])\s+para\s+(?:una?\s+)?(?:posible\s+)?(?:acci[oó]n\s+(?:legal|judicial)|demanda|litigio|juicio)(?![\w\u00c0-\u017f])/i,
  },
  {
    kind: 'before_suit',
    re: /\b(?:demand|notice|request|letter|warning)\s+(?:for\s+payment\s+)?(?:before|prior\s+to)\s+(?:the\s+(?:commencement|filing|initiation|institution|start|beginning)\s+of\s+(?:any\s+)?)?(?:a\s+)?(?:suit|lawsuit|litigation|legal\s+(?:action|proceedings)|court\s+action|filing)\b|\bnotice\s+of\s+(?:pending|impending)\s+(?:legal\s+action|litigation|(?:law)?suit|court\s+action)\b|\bpre[-\s]?(?:suit|filing)\s+(?:notice|demand|letter|stage|status|phase|review|department|unit|collections?)\b/i,
  },
  {
    kind: 'before_suit',
    re: /\b(?:final|last)\s+(?:opportunity|chance)\b[^.]{0,80}?\b(?:before|prior\s+to)\b[^.]{0,60}?\b(?:attorney|lawyer|legal|litigation|suit|lawsuit|court|counsel)\b/i,
  },
  { kind: 'before_suit', re: /\bnotice\s+of\s+intent(?:ion)?\b(?!\s+to\s+(?:report|furnish|notify|sell|charge|add))/i },
  {
    kind: 'before_suit',
    // Decision 369: "notificación previa al litigio", the notice in the feminine, and "prelitigio" as "pre-litigation" is read.
    re: /\baviso\s+de\s+intenci[oó]n\b|\bpre-?litigio\b|\b(?:aviso|notificaci[oó]n|requerimiento|demanda\s+de\s+pago)\s+(?:previ[oa]|antes)\s+(?:a|de)l?\s+(?:(?:inicio|comienzo|presentaci[oó]n)\s+de\s+)?(?:la\s+|una?\s+)?(?:demanda|acci[oó]n\s+legal|juicio|litigio)\b|\baviso\s+de\s+(?:acci[oó]n\s+(?:legal|judicial)|demanda|litigio|juicio)\s+(?:pendiente|inminente)\b/i,
  },
  // Decision 369: a suit asked about as a question put to the consumer, or set against paying now as the costlier way.
  ...SUIT_AS_ALTERNATIVE.map((re) => ({ kind: 'suit_as_alternative' as const, re })),
  // Decision 369: a suit claimed as the collector's or the creditor's practice.
  ...SUIT_PRACTICE.map((re) => ({ kind: 'suit_practice' as const, re })),
];

/**
 * The account in legal or litigation review, by any verb or preposition (decision 262): "pending a litigation review", "awaiting
 * legal review", "has entered the litigation review process", "is being evaluated by our legal team", "our legal department is
 * now reviewing your file", "will be reviewed by our attorneys", Spanish "revisada para un posible litigio", "bajo revisión para
 * una posible acción legal", "evaluado por nuestro departamento legal": the status the `legal_referral` patterns above read
 * ("under legal review", "being reviewed for potential litigation"; Dewees v. Legal Servicing, E.D.N.Y. 2007), said otherwise.
 * A review that is the consumer's (a dispute, a hardship request, a question, accuracy: `REVIEW_ASKED_FOR`) is not read, nor a
 * review done ("our legal department reviewed your dispute"), nor a "may" outside the Third Circuit (the rule's doctrine).
 * Decision 342: the Spanish review by lawyers read in the English tenses only, under way or to come ("está siendo revisada por
 * nuestros abogados", "será revisada por un abogado", "bajo revisión por parte de nuestro departamento legal"); a review done
 * ("ha sido revisada por un abogado", "fue revisada por nuestros abogados") was read, where "has been reviewed by an attorney"
 * is not.
 */
const LAWYERS = String.raw`(?:(?:our|the|its|their|an?)\s+(?:in-house\s+|internal\s+|own\s+|outside\s+)?(?:(?:legal|litigation)\s+(?:department|dept\.?|team|unit|division|staff|section|counsel)|attorneys?|lawyers?|law\s+firm))`;
const REVIEWED = String.raw`(?:reviewed|evaluated|examined|assessed|screened|analy[sz]ed)`;
const ACCOUNT_OBJECT = String.raw`(?:your|this|the)\s+(?:[\w-]+\s+){0,2}?(?:account|file|matter|debt|claim|balance|case|contract|agreement)`;
const LEGAL_REVIEW: readonly RegExp[] = [
  /\b(?:pending|awaiting|undergoing|entered|entering|in|into|under|for|to)\s+(?:an?\s+|the\s+|our\s+|its\s+)?(?:formal\s+)?(?:legal|attorney|litigation|lawsuit|pre-?suit)\s+review\b|\b(?:legal|litigation)\s+review\s+(?:process|queue|team|unit|phase)\b/i,
  new RegExp(
    String.raw`\b(?:(?:is|are)\s+(?:now\s+|currently\s+|presently\s+)?being|(?:will|shall)\s+(?:now\s+|then\s+|soon\s+)?be)\s+${REVIEWED}\s+by\s+${LAWYERS}|\b(?:under|pending|awaiting)\s+(?:review|evaluation)\s+by\s+${LAWYERS}`,
    'i',
  ),
  new RegExp(
    String.raw`\b${LAWYERS}\s+(?:(?:is|are)\s+(?:now\s+|currently\s+|presently\s+)?(?:reviewing|evaluating|examining|assessing|screening|analy[sz]ing)|(?:will|shall)\s+(?:now\s+|then\s+|soon\s+)?(?:review|evaluate|examine|assess|screen|analy[sz]e))\s+${ACCOUNT_OBJECT}\b`,
    'i',
  ),
  /(?<![\w\u00c0-\u017f])(?:(?:revisad|evaluad|analizad|examinad|considerad)[oa]s?|(?:bajo|en)\s+(?:revisi[oó]n|evaluaci[oó]n|an[aá]lisis))\s+(?:para|con\s+miras\s+a)\s+(?:una?\s+)?(?:posible\s+|eventual\s+)?(?:demanda|acci[oó]n\s+(?:legal|judicial)|litigio|juicio|proceso\s+judicial)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:(?:est[aá]n?\s+(?:ahora\s+|actualmente\s+)?siendo|ser[aá]n?(?:\s+(?:ahora|pronto))?|va(?:n)?\s+a\s+ser)\s+(?:revisad|evaluad|analizad|examinad)[oa]s?|(?:bajo|en|pendiente\s+de)\s+(?:revisi[oó]n|evaluaci[oó]n))\s+(?:por\s+parte\s+de|por)\s+(?:(?:nuestro|el|su)\s+(?:departamento|[aá]rea|equipo)\s+(?:legal|jur[ií]dico|de\s+litigios)|(?:nuestros|los|sus|un)\s+abogados?)(?![\w\u00c0-\u017f])/i,
  // Decision 348: the lawyers reviewing in the Spanish active, as "our attorneys are reviewing your file" ("nuestros abogados están
  // revisando su expediente", "nuestro departamento legal revisará su cuenta").
  /(?<![\w\u00c0-\u017f])(?:(?:nuestros|los|sus)\s+abogados|(?:nuestro|el|su)\s+(?:departamento|[aá]rea|equipo)\s+(?:legal|jur[ií]dico|de\s+litigios))\s+(?:(?:est[aá]n?\s+(?:ahora\s+|actualmente\s+)?(?:revisando|evaluando|analizando|examinando))|(?:revisar[aá]n?|evaluar[aá]n?|analizar[aá]n?|examinar[aá]n?)|(?:va(?:n)?\s+a\s+(?:revisar|evaluar|analizar|examinar)))\s+(?:su|esta|este|el|la)\s+(?:cuenta|expediente|caso|deuda|asunto|archivo)(?![\w\u00c0-\u017f])/i,
];
/** A review of what the consumer asked for, or of the debt's accuracy: not a step against the consumer. */
const REVIEW_ASKED_FOR =
  /\b(?:disput\w*|hardship|request\w*|application|questions?|complaint|accuracy|accurate|error|mistake|verif\w*|offer\w*|proposal|disputa|solicitud|queja|reclamaci[oó]n|oferta)\b/i;

/** A definite or framed escalation with no step named: it reads as the last step only under an urgency heading. */
const ESCALATION: readonly RegExp[] = [
  /\b(?:before|prior\s+to)\s+(?:any\s+)?(?:further|additional|other|more\s+serious)\s+(?:collection\s+)?(?:action|actions|steps|measures|efforts)\b/i,
  /\b(?:to|in\s+order\s+to)\s+avoid\s+(?:any\s+)?(?:further|additional|more\s+serious)\s+(?:collection\s+)?(?:action|actions|activity|activities|steps|measures|efforts|consequences)\b/i,
  /\b(?:further|additional|more\s+serious)\s+(?:collection\s+)?(?:action|actions|steps|measures)\s+(?:will|shall|is\s+going\s+to|are\s+going\s+to)\s+be\s+(?:taken|pursued|initiated)\b/i,
  /\b(?:we|our\s+client|the\s+creditor)\s+(?:will|shall|intends?\s+to|(?:is|are)\s+going\s+to)\s+(?:take|pursue|proceed\s+with|initiate)\s+(?:further|additional|more\s+serious|the\s+next)\s+(?:collection\s+)?(?:action|steps?|measures)\b/i,
  /\b(?:will|shall)\s+result\s+in\s+(?:further|additional|more\s+serious)\s+(?:collection\s+)?(?:action|actions|steps|measures|activity)\b/i,
  /\bantes\s+de\s+(?:tomar|emprender|iniciar)\s+(?:otras|m[aá]s|nuevas)\s+(?:medidas|acciones)\b|\bpara\s+evitar\s+(?:otras|m[aá]s|nuevas)\s+(?:medidas|acciones|gestiones)\b/i,
];

/**
 * A step the collector or creditor will take without naming it: "we will take appropriate / further / the necessary
 * action", "further action will be taken", "such steps as may be necessary", "proceed accordingly", "proceed as we deem
 * appropriate", "proceed without further notice", "the next step", "protect our client's interests"; Spanish
 * "procederemos según corresponda / en consecuencia / sin previo aviso", "tomaremos las medidas necesarias", "proteger
 * los intereses de nuestro cliente", "el siguiente paso". With the least sophisticated consumer's reading, the one step
 * a collector threatens on a clock without naming it, after letters and calls, is a suit (Jeter v. Credit Bureau, 11th
 * Cir. 1985: five days, then "avoid the necessity of further action"); from a law firm, whose step is a suit, even
 * without a clock (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011). A hedged one ("our client may consider
 * additional remedies": Nichols v. Frederick J. Hanna, N.D.N.Y. 2011), a purpose ("so that no further procedures need
 * to be taken": Bandas v. United Recovery, N.D. Ill. 2018), a step that waits on the consumer's payment or dispute
 * ("we will take appropriate action upon receipt of your dispute"), and continued collection ("further collection
 * efforts") are not read.
 */
/**
 * Other ways of compelling payment, named only by their purpose ("we will consider other methods of enforcing collection",
 * "other means of enforcing payment", "stronger measures to enforce collection of this debt", "otros medios para hacer
 * cumplir el cobro"): after a demand on a short clock, the least sophisticated consumer reads the means that enforce a debt
 * as a suit (Bloodworth v. United Credit Service, E.D. Wis. 2016: "FURTHER DELAY CANNOT BE TOLERATED … WITHIN FIVE DAYS, WE
 * WILL CONSIDER OTHER METHODS OF ENFORCING COLLECTION"; decision 228). "Will consider" does not hedge these, the collector
 * saying it has turned to them; "may consider" does (Nichols). Continued collection ("further collection efforts") is not
 * enforcement.
 */
const ENFORCEMENT_STEP =
  /\b(?:other|further|additional|stronger|more\s+(?:serious|aggressive|drastic|severe|forceful)|alternative|different)\s+(?:methods?|means|ways?|measures|steps|avenues|remedies|options)\s+(?:of|to|for)\s+(?:enforc\w*|compel\w*|forc\w*)\s+(?:the\s+|this\s+|your\s+)?(?:collection|payment|debt|claim|obligation|account|balance)\b|\b(?:otr[oa]s|m[aá]s\s+(?:severas|fuertes|en[eé]rgicas))\s+(?:medios|m[eé]todos|medidas|v[ií]as|formas)\s+(?:para\s+|de\s+)?(?:hacer\s+cumplir|exigir|ejecutar|forzar)\s+(?:el\s+|la\s+|su\s+)?(?:cobro|pago|deuda|obligaci[oó]n)/i;
/** "We will consider": the collector turned to the step, for `ENFORCEMENT_STEP` only. */
const WILL_CONSIDER =
  /\b(?:will|shall|(?:is|are)\s+going\s+to|must\s+now|now)\s+(?:be\s+)?(?:consider\w*|look(?:ing)?\s+(?:at|into))\b|(?<![\w\u00c0-\u017f])(?:consideraremos|considerar[aá]n?|evaluaremos)\b/gi;

const STEP_ADJ = String.raw`(?:further|additional|appropriate|necessary|other|stronger|more\s+(?:serious|aggressive|drastic|severe)|next|immediate)`;
const UNNAMED_STEP: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:take|taking|pursue|pursuing|initiate|initiating|commence|commencing|proceed\s+with)\s+(?:(?:the|such|all|any|whatever|every)\s+)?(?:${STEP_ADJ}\s+){1,2}(?:action|actions|steps?|measures)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b${STEP_ADJ}\s+(?:action|actions|steps|measures)\s+(?:will|shall|is\s+going\s+to|are\s+going\s+to|must)\s+(?:then\s+)?be\s+(?:taken|pursued|initiated|commenced)\b`,
    'i',
  ),
  /\b(?:take|taking|pursue)\s+(?:(?:such|all|any|whatever)\s+)?(?:action|actions|steps|measures)\s+(?:as|that)\s+(?:(?:may\s+be|is|are|we\s+deem|(?:we|it)\s+(?:considers?|finds?))\s+)?(?:necessary|appropriate|required|fit)\b/i,
  // Decision 512: the step named only by its need, the qualifier after the noun, in the active and the passive ("we will take
  // whatever steps are needed", "whatever steps are necessary and proper will be taken", "all action that is required will be
  // taken", "se tomarán todas las medidas que sean necesarias").
  /\b(?:take|taking|pursue|pursuing|use|using)\s+(?:whatever|all|any|every)\s+(?:action|actions|steps?|measures|means)\s+(?:(?:that\s+)?(?:is|are)|(?:we|it|our\s+client)\s+(?:deems?|considers?|finds?))\s+(?:needed|necessary|required|appropriate|proper|warranted)\b/i,
  /\b(?:whatever|all|any|such|every)\s+(?:action|actions|steps?|measures|means)\s+(?:(?:that\s+|as\s+)?(?:is|are)\s+|(?:that\s+)?(?:we|it|our\s+client)\s+(?:deems?|considers?|finds?)\s+)?(?:needed|necessary|required|appropriate|proper|warranted)(?:\s+(?:and|or)\s+(?:needed|necessary|required|appropriate|proper|warranted))?\s+(?:will|shall|must|(?:is|are)\s+going\s+to)\s+(?:then\s+|now\s+)?be\s+(?:taken|pursued|initiated|commenced|used)\b/i,
  /(?<![\w\u00c0-\u017f])(?:se\s+)?(?:tomar[aá]n|emprender[aá]n|adoptar[aá]n)\s+(?:(?:las|todas\s+las|cualesquiera)\s+)?(?:medidas|acciones)\s+que\s+(?:sean|resulten|se\s+consideren|consideremos)\s+(?:necesarias|pertinentes|apropiadas|adecuadas)(?![\w\u00c0-\u017f])/i,
  /\b(?:protect|preserve|safeguard|enforce)\s+(?:our\s+client's|our\s+client’s|the\s+creditor's|the\s+creditor’s|its|our|their)\s+(?:legal\s+)?(?:interests?|rights)\b/i,
  /\bproceed\s+(?:accordingly|as\s+(?:we|it|our\s+client)\s+(?:deems?|sees?|considers?)\s+(?:appropriate|necessary|fit)|as\s+(?:necessary|appropriate)|(?:further\s+)?without\s+(?:any\s+)?(?:further|additional|prior)\s+(?:notice|warning)|to\s+the\s+next\s+(?:step|stage|phase|level))\b/i,
  /\b(?:move|moved|advance|advanced|escalate|escalated|go|sent|forwarded)\s+(?:\w+\s+){0,2}?to\s+the\s+next\s+(?:step|stage|phase|level)\b|\bthe\s+next\s+(?:step|stage|phase)\s+(?:being\s+taken|will\s+be\s+taken)\b/i,
  /\b(?:before|prior\s+to)\s+(?:any\s+)?(?:further|additional|more\s+serious)\s+(?:action|actions|steps|measures)\s+(?:is|are)\s+taken\b|\b(?:to|in\s+order\s+to)\s+avoid\s+(?:any\s+)?(?:further|additional|more\s+serious)\s+(?:action|actions|steps|measures|consequences)\b|\b(?:will|shall)\s+result\s+in\s+(?:further|additional|more\s+serious)\s+(?:action|actions|steps|measures)\b/i,
  /\b(?:escalate|escalating)\s+(?:this|your|the)\s+(?:matter|account|file|claim|debt|balance)\b|\b(?:matter|account|file|claim|debt|balance)\s+(?:will|shall|is\s+going\s+to)\s+(?:then\s+)?be\s+escalated\b|\btake\s+(?:this|the)\s+matter\s+(?:further|to\s+the\s+next\s+level)\b|\bpursue\s+(?:all|any|every|its|their|whatever)\s+(?:(?:available|other|further)\s+)?(?:remedies|recourse|options)(?:\s+available(?:\s+to\s+(?:it|them|our\s+client))?)?\b/i,
  ENFORCEMENT_STEP,
  /\bproceder(?:emos|[aá]n?)?\s+(?:seg[uú]n\s+corresponda|en\s+consecuencia|como\s+(?:corresponda|estimemos\s+conveniente|consideremos\s+(?:necesario|apropiado|conveniente))|sin\s+(?:m[aá]s|previo)\s+aviso)|(?<![\w\u00c0-\u017f])(?:tomaremos|tomar[aá]n?|emprenderemos|emprender[aá]n?|iniciaremos)\s+(?:(?:las|otras|todas\s+las)\s+)?(?:medidas|acciones)(?:\s+(?:necesarias|pertinentes|correspondientes|adicionales|apropiadas))?|\bproteger\s+los\s+(?:intereses|derechos)\s+de\s+(?:nuestro\s+cliente|su\s+acreedor|el\s+acreedor)|\b(?:el\s+)?(?:siguiente|pr[oó]ximo)\s+paso\s+(?:ser[aá]|se\s+tomar[aá])|(?<![\w\u00c0-\u017f])(?:tomar|emprender|iniciar|adoptar)\s+(?:(?:otras|m[aá]s|nuevas)\s+(?:medidas|acciones)|(?:las|todas\s+las)\s+(?:medidas|acciones)\s+(?:necesarias|pertinentes|correspondientes|adicionales|apropiadas))|(?<![\w\u00c0-\u017f])(?:daremos|dar[aá]n?|tomaremos|tomar[aá]n?)\s+(?:el|un)\s+(?:siguiente|pr[oó]ximo)\s+paso|(?<![\w\u00c0-\u017f])pasaremos\s+a\s+la\s+(?:siguiente|pr[oó]xima)\s+(?:etapa|fase)/i,
];
/**
 * A lawyer's warning that closes a demand and names no step ("GOVERN YOURSELF ACCORDINGLY", "act accordingly", "conduct
 * yourself accordingly", "be guided accordingly", "actúe / obre en consecuencia", "rija su conducta en consecuencia"): beside a
 * demand on a short clock, the least sophisticated consumer reads the step it leaves unsaid as a suit (Bond v. Ideal
 * Collection Services, M.D. Fla. 2018: payment in full within ten days, a referral, "GOVERN YOURSELF ACCORDINGLY", from an
 * agency that never sued; Jeter v. Credit Bureau, 11th Cir. 1985). Without such a demand it is not read (decision 196).
 */
const OMINOUS_CLOSING =
  /\b(?:govern|conduct|guide)\s+(?:yourself|yourselves)\s+accordingly\b|\b(?:please\s+)?act\s+accordingly\b|\bbe\s+guided\s+accordingly\b|(?<![\w\u00c0-\u017f])(?:act[uú]e|obre|r[ij]a\s+su\s+conducta|g[uo]bi[eé]rnese)\s+en\s+consecuencia\b/i;
/** A demand to pay or answer: what the closing's clock must time (not a dispute, whose thirty days are the consumer's right). */
const PAY_OR_REPLY =
  /\b(?:pay|paid|payment|remit\w*|balance|respond|reply|call|contact|hear\s+from|receive|pague|pagar|pago|saldo|responda|ll[aá]menos|recibimos)\b/i;
const DISPUTE_WORDS = /\bdisput\w*|\bverif\w*|\bvalidat\w*|\bimpugn\w*|\bvalidaci[oó]n\b/i;
/**
 * A referral whose destination the letter leaves unsaid ("we shall refer this account", "this matter will be turned over",
 * "we will forward this file", "remitiremos esta cuenta"), or said only as "for further handling" or "without further
 * notice": on a clock, the one step a collector sends an account on to after its own letters is read as a lawyer and a
 * suit (Bond; United States v. National Financial Services, 4th Cir. 1996). A destination that names another collector, the
 * creditor or the bureaus is not this (the words after the account must end the clause); a "may" is a truthful statement of
 * remedies outside the Third Circuit (the rule's doctrine); decision 196.
 */
const UNSAID_DESTINATION = String.raw`(?=\s*(?:[.!;:\n\[]|$|,?\s+(?:for\s+(?:further|appropriate|necessary|immediate|additional)\s+(?:handling|action|processing|proceedings)\b|without\s+(?:any\s+)?(?:further|additional|prior)\s+(?:notice|warning)\b|immediately\b|at\s+once\b|if\b|unless\b|should\b|in\s+the\s+event\b)))`;
const ES_UNSAID_DESTINATION = String.raw`(?=\s*(?:[.!;:\n\[]|$|,?\s+(?:si\b|a\s+menos\b|sin\s+(?:m[aá]s|previo)\s+aviso|de\s+inmediato\b|inmediatamente\b|para\s+(?:su\s+)?(?:tr[aá]mite|gesti[oó]n)\b)))`;
const ACCOUNT_NOUN = String.raw`(?:(?:past[- ]due|delinquent|unpaid|above|outstanding|entire)\s+)?(?:account|matter|claim|debt|file|balance|obligation|case)`;
const UNSAID_REFERRAL: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:we|i|our\s+(?:client|office|firm|agency|company)|this\s+(?:office|agency|company|firm))\s+(?:will|shall|intends?\s+to|(?:is|are)\s+going\s+to|must|plans?\s+to|(?:will|shall)\s+have\s+(?:no\s+(?:other\s+)?(?:choice|alternative)\s+but\s+)?to)\s+(?:then\s+|now\s+|immediately\s+|promptly\s+)?(?:refer|forward|turn\s+over|transfer|assign|send|hand\s+over|place|remit|release)\s+(?:this|your|the|said)(?:\s+${ACCOUNT_NOUN})?${UNSAID_DESTINATION}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:we|our\s+(?:client|office)|this\s+office)\s+(?:will|shall|intends?\s+to|(?:is|are)\s+going\s+to|must)\s+(?:then\s+|now\s+|immediately\s+)?turn\s+(?:this|your|the)\s+${ACCOUNT_NOUN}\s+over${UNSAID_DESTINATION}`,
    'i',
  ),
  new RegExp(
    String.raw`\b${ACCOUNT_NOUN}\s+(?:will|shall|is\s+going\s+to|must)\s+(?:then\s+|now\s+|immediately\s+|automatically\s+)?be\s+(?:referred|forwarded|turned\s+over|transferred|assigned|handed\s+over|placed|remitted|released)${UNSAID_DESTINATION}`,
    'i',
  ),
  new RegExp(
    String.raw`(?<![\w\u00c0-\u017f])(?:remitiremos|enviaremos|transferiremos|turnaremos|asignaremos|entregaremos|referiremos|pasaremos)\s+(?:esta|su|la|el|este)(?:\s+(?:cuenta|deuda|asunto|expediente|reclamo|caso|saldo))?${ES_UNSAID_DESTINATION}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:cuenta|deuda|asunto|expediente|reclamo|caso|saldo)\s+ser[aá]\s+(?:remitid|enviad|transferid|turnad|asignad|referid|entregad)[ao]${ES_UNSAID_DESTINATION}`,
    'i',
  ),
];

/**
 * "Voluntarily" as the way the consumer has failed to take, or a last chance to take ("You have failed to make a satisfactory
 * arrangement to resolve this obligation voluntarily", "This is your last opportunity to resolve this account voluntarily",
 * "has not been voluntarily resolved", "full involuntary resolution of your account", "usted no ha resuelto esta deuda
 * voluntariamente", "cobro coactivo"): the other way is compulsion, a suit and its means (Riess v. Messerli & Kramer, D. Minn.
 * 2011; Allen v. ATG Credit, N.D. Ill. 2004; decision 196). Payment said to be voluntary ("any payment you make is voluntary",
 * the time-barred notices), a choice offered, a thanks are not read (`VOLUNTARY_LAWFUL`).
 */
const VOLUNTARY_WAY = String.raw`(?:voluntarily|on\s+a\s+voluntary\s+basis|voluntary\s+(?:basis|payment|resolution|arrangement|settlement))`;
const ES_VOLUNTARY_WAY = String.raw`(?:voluntariamente|de\s+(?:manera|forma|modo)\s+voluntaria)`;
/**
 * "Voluntarily" in other words (decision 511): "on your own", "of your own accord / free will", "by choice", "willingly"; Spanish
 * "por su propia cuenta", "por (su) voluntad propia". Not the consumer's own schedule, terms or pace (a choice of when, not of
 * whether), and read only where the way the consumer failed to take is named (`OWN_WAY_FAILED`): alone, "on your own" is a choice.
 */
const ON_OWN = String.raw`(?:on\s+your\s+own(?!\s+(?:schedule|terms|time|pace|timetable|behalf))|of\s+your\s+own\s+(?:accord|free\s+will|volition)|by\s+(?:your\s+own\s+)?choice|willingly)`;
const ES_ON_OWN = String.raw`(?:por\s+su\s+propia\s+(?:cuenta|voluntad)|por\s+voluntad\s+propia|de\s+buena\s+voluntad)`;
/** The way to end the debt that the consumer is said not to have taken: paying, settling, arranging, resolving, a plan. */
const OWN_WAY = String.raw`(?:arrang\w*|settl\w*|resol\w*|pa(?:y|id|ying)|clear\w*|plan|work(?:ed)?\s+out|satisf\w*|handl\w*|take\s+care|taken\s+care)`;
const ES_OWN_WAY = String.raw`(?:pag\w*|acuerdo|arregl\w*|resol\w*|resuel\w*|liquid\w*|sald\w*|plan)`;
/** The account said to be resolved or collected without the consumer's consent or against their will: the compulsory way, named. */
const WITHOUT_CONSENT = String.raw`(?:without\s+your\s+(?:consent|agreement|permission|cooperation|participation)|against\s+your\s+will|whether\s+(?:or\s+not\s+)?you\s+(?:agree|consent|cooperate)(?:\s+or\s+not)?)`;
const ES_WITHOUT_CONSENT = String.raw`(?:sin\s+su\s+(?:consentimiento|autorizaci[oó]n|acuerdo|cooperaci[oó]n)|en\s+contra\s+de\s+su\s+voluntad|quiera\s+o\s+no)`;
const INVOLUNTARY: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:fail(?:ed|s|ure)?|neglected|refused|declined|not)\s+(?:[\w'’-]+\s+){0,10}?${VOLUNTARY_WAY}\b`, 'i'),
  new RegExp(String.raw`\b(?:last|final|only|remaining)\s+(?:chance|opportunity)\s+(?:[\w'’-]+\s+){0,6}?${VOLUNTARY_WAY}\b`, 'i'),
  /\binvoluntar(?:y|ily)\s+(?:collection|resolution|payment|means|measures|action|recovery|process|enforcement|remed(?:y|ies))\b/i,
  new RegExp(String.raw`\bno\s+(?:ha|han|hemos)\s+(?:[\w\u00c0-\u017f]+\s+){0,6}?${ES_VOLUNTARY_WAY}`, 'i'),
  new RegExp(String.raw`(?<![\w\u00c0-\u017f])(?:[uú]ltima|final|[uú]nica)\s+oportunidad\s+(?:[\w\u00c0-\u017f]+\s+){0,6}?${ES_VOLUNTARY_WAY}`, 'i'),
  /\b(?:cobro|cobranza|resoluci[oó]n|ejecuci[oó]n)\s+(?:forzos[oa]|coactiv[oa]|involuntari[oa])\b/i,
  // Decision 511: "voluntarily" in other words, where the way not taken is named ("You have not made an acceptable arrangement to
  // settle this obligation on your own"); none said to have been made, in the passive ("No acceptable plan for paying this
  // balance voluntarily has been worked out by you"); the account resolved "without your consent" (Allen v. ATG Credit's
  // "involuntary resolution", in other words).
  new RegExp(String.raw`\b(?:fail(?:ed|s|ure)?|neglected|refused|declined|not)\s+(?:[\w'’-]+\s+){0,10}?${OWN_WAY}\b(?:\s+[\w'’-]+){0,6}?\s+${ON_OWN}\b`, 'i'),
  new RegExp(
    String.raw`\bno\s+(?:[\w'’-]+\s+){0,2}?(?:plan|arrangement|agreement|payment|effort|attempt|resolution|settlement|offer)s?\s+(?:[\w'’-]+\s+){0,8}?(?:${VOLUNTARY_WAY}|${ON_OWN})\s+(?:[\w'’-]+\s+){0,3}?(?:has|have)\s+(?:yet\s+|ever\s+)?been\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:resol\w*|collect\w*|recover\w*|enforc\w*|settl\w*|liquidat\w*)\s+(?:[\w'’-]+\s+){0,6}?${WITHOUT_CONSENT}`, 'i'),
  new RegExp(
    String.raw`\bno\s+(?:ha|han|hemos)\s+(?:[\w\u00c0-\u017f]+\s+){0,10}?${ES_OWN_WAY}(?![\w\u00c0-\u017f])(?:\s+[\w\u00c0-\u017f]+){0,6}?\s+${ES_ON_OWN}`,
    'i',
  ),
  new RegExp(
    String.raw`(?<![\w\u00c0-\u017f])(?:resuel\w*|resolver\w*|cobr\w*|ejecut\w*|recuper\w*|liquid\w*)\s+(?:[\w\u00c0-\u017f]+\s+){0,6}?${ES_WITHOUT_CONSENT}`,
    'i',
  ),
  // Voluntary resolution said doubtful or no longer possible (Flecha v. Medicredit, W.D. Tex. 2017: "voluntary resolution is
  // doubtful"; decision 206).
  /\bvoluntary\s+(?:resolution|payment|settlement|repayment|arrangement|compliance)\b[^.]{0,60}?\b(?:doubtful|unlikely|improbable|impossible|not\s+(?:possible|likely)|no\s+longer\s+(?:[\w-]+\s+)?(?:possible|likely|an\s+option|available))\b/i,
  /\b(?:doubtful|unlikely|improbable|no\s+longer\s+(?:[\w-]+\s+)?(?:possible|likely))\b[^.]{0,60}?\b(?:voluntarily|on\s+a\s+voluntary\s+basis)\b/i,
  /\b(?:resoluci[oó]n|pago|arreglo|soluci[oó]n)\s+voluntari[oa]\b[^.]{0,60}?(?:dudos[oa]|improbable|imposible|ya\s+no\s+(?:es|parece|resulta)\s+posible)|(?:dudoso|improbable|ya\s+no\s+es\s+posible)\b[^.]{0,60}?\bvoluntariamente\b/i,
];

/**
 * The costs only a suit brings, said surely to follow non-payment (decision 206): "court costs, filing fees and attorney fees
 * will be added to your balance", "you will be responsible for court costs", "failure to pay will result in filing fees and
 * court costs", "you will incur court costs", "se le cobrarán las costas judiciales": the least sophisticated consumer reads a
 * suit coming (Bond v. Ideal Collection Services, M.D. Fla. 2018: "court costs", "filing", "attorney fees"). Attorney fees
 * alone are not read (a contract may allow a collection lawyer's fee without a suit). Not read: a "may" (outside the Third
 * Circuit), costs said only of a suit if one is filed or a court so orders, a denial, costs already in a judgment or an
 * itemization line (no future).
 */
const SUIT_COST_NOUN = String.raw`(?:(?:court|filing|litigation|suit)\s+(?:costs?|fees?|expenses?|charges?)|costs?\s+of\s+(?:suit|litigation|court|the\s+(?:suit|lawsuit|litigation|action))|costas\s+(?:judiciales|procesales|del\s+juicio)|gastos\s+(?:judiciales|de\s+(?:juicio|litigio|corte|tribunal)))`;
const SUIT_COSTS: readonly RegExp[] = [new RegExp(String.raw`\b${SUIT_COST_NOUN}`, 'i')];
/** The sentence says the costs will come: a future or a result. */
const COSTS_FOLLOW =
  /\b(?:will|shall|is\s+going\s+to|are\s+going\s+to|result(?:s|ing)?\s+in|incur)\b|(?<![\w\u00c0-\u017f])(?:se\s+(?:le\s+)?(?:cobrar[aá]n?|agregar[aá]n?|añadir[aá]n?|sumar[aá]n?|impondr[aá]n?)|cobraremos|agregaremos|añadiremos|sumaremos|tendr[aá]\s+que\s+pagar|incurrir[aá])/i;
/** The costs said only of a suit if one is brought, or of a court's order: a statement of what a suit would carry. */
const COSTS_IF_SUED =
  /\b(?:if|should|in\s+the\s+event|once|when)\b[^.]{0,60}?\b(?:lawsuit|suit|sue[sd]?|judgment|court\s+(?:so\s+)?(?:orders?|awards?|enters?))\b|\bcourt\s+(?:so\s+)?(?:orders?|awards?|allows?)\b|\b(?:si|en\s+caso\s+de)\b[^.]{0,60}?\b(?:demanda|sentencia|tribunal|corte)\b/i;
/** A denial in the clause before the costs ("No court costs or filing fees will be added", "you will not be charged court costs"). */
const COSTS_DENIED_BEFORE = /\b(?:no|not|without|free\s+of|never|sin|ning[uú]n[oa]?s?)\b(?!\s+(?:pay|paid|receive|received|respond|hear|make|paga|recibimos))/i;
const clauseBefore = (text: string, sentence: Span, at: number): string => {
  const before = text.slice(sentence.start, at);
  return before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';')) + 1);
};

/**
 * A decision about what will be done to the account next, pending with the creditor or the collector (decision 206): "a
 * determination must be made with our client as to the disposition of your account" (Flecha v. Medicredit, W.D. Tex. 2017),
 * "the disposition of your account will be decided", "our client will now decide what action to take", "we must determine the
 * next course of action", "sent to our client to decide how to proceed", "se debe tomar una determinación sobre el destino de
 * su cuenta", "nuestro cliente decidirá qué medidas tomar". The least sophisticated consumer reads the decision as one between
 * waiting and compulsion. A decision on what the consumer asked for (a dispute, an offer, a hardship request, an itemization)
 * is not read (`DISPOSITION_LAWFUL`), nor a hedge outside the Third Circuit (the rule's doctrine), nor a denial.
 */
const ACCOUNT_WORD = String.raw`(?:your|this|the|said)\s+(?:[\w-]+\s+){0,2}?(?:account|debt|matter|file|claim|balance|obligation)`;
const DISPOSITION: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:determination|decision)\s+(?:must|will|shall|needs?\s+to|has\s+to|is\s+(?:going|about)\s+to|is(?:\s+now)?\s+being)\s+(?:now\s+)?(?:be\s+)?made\b[^.]{0,80}?\b(?:as\s+to|regarding|about|concerning|on|with\s+respect\s+to|in\s+regard\s+to)\s+(?:the\s+)?(?:(?:final|further|future|ultimate)\s+)?(?:disposition|future|fate|handling|next\s+step|course\s+of\s+action)\s+(?:of|on|for)\s+${ACCOUNT_WORD}`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:disposition|fate|future)\s+of\s+${ACCOUNT_WORD}\s+(?:will|shall|must|is\s+(?:going\s+to|about\s+to)|is(?:\s+now)?\s+being|has\s+to|needs\s+to)\s+(?:now\s+)?(?:be\s+)?(?:determined|decided)\b`,
    'i',
  ),
  /\b(?:will|shall|must|(?:is|are)\s+(?:going|about)\s+to|needs?\s+to|ha(?:s|ve)\s+to)\s+(?:now\s+)?(?:decide|determine)\s*(?:,[^,.]{0,60},\s*)?(?:what\s+(?:action|actions|steps?|measures|course)\b|how\s+to\s+(?:proceed|handle|deal\s+with)\b|the\s+(?:next|appropriate|proper)\s+(?:course\s+of\s+action|step|steps|action)\b|the\s+(?:final\s+)?disposition\b)/i,
  /\bto\s+(?:decide|determine)\s+(?:how\s+to\s+proceed|what\s+(?:action|steps?|measures)\s+to\s+take|the\s+next\s+(?:step|course\s+of\s+action)|the\s+(?:final\s+)?disposition\s+of)\b/i,
  /\bse\s+(?:debe|deber[aá]|tiene\s+que|tendr[aá]\s+que|va\s+a)\s+(?:tomar|hacer)\s+una\s+(?:determinaci[oó]n|decisi[oó]n)\b[^.]{0,80}?\b(?:sobre|respecto\s+(?:a|de)|en\s+cuanto\s+a|acerca\s+de)\s+(?:el|la)\s+(?:destino|disposici[oó]n|futuro|curso|manejo)\s+de\s+(?:su|esta|la)\s+(?:cuenta|deuda)/i,
  /(?<![\w\u00c0-\u017f])(?:decidir[aá]n?|determinar[aá]n?|decidiremos|determinaremos)\s+(?:qu[eé]\s+(?:medidas|acciones|hacer|pasos)|c[oó]mo\s+proceder|el\s+(?:siguiente|pr[oó]ximo)\s+paso)/i,
  /\b(?:destino|futuro)\s+de\s+su\s+cuenta\s+(?:ser[aá]|se)\s+(?:decidid[oa]|determinad[oa]|decidir[aá]|determinar[aá])/i,
];
const DISPOSITION_LAWFUL =
  /\b(?:dispute\w*|offer\w*|proposal|request\w*|application|hardship|eligib\w*|accept\w*|approv\w*|verif\w*|questions?|error|mistake|itemiz\w*|oferta|solicitud|disputa|aceptar?|acepta)\b/i;
const VOLUNTARY_LAWFUL =
  /\b(?:not\s+(?:required|obligated|obliged)|no\s+(?:obligation|requirement)|(?:if|should)\s+you\s+(?:choose|decide|wish)|thank\w*|may\s+(?:make|choose|pay)|is\s+voluntary|are\s+voluntary|no\s+est[aá]\s+obligad[oa]|gracias)\b/i;

/** The step put on a clock: a number of days or hours, a date, "immediately", "without further notice" (and Spanish). */
const CLOCK =
  /\b(?:\d{1,3}|two|three|five|seven|ten|fourteen|fifteen|twenty|thirty|forty-eight|seventy-two)\s+(?:\(\d{1,3}\)\s+)?(?:business\s+|calendar\s+)?(?:days?|hours?)\b|\bwithin\s+(?:the\s+next\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:business\s+|calendar\s+)?(?:days?|hours?|weeks?)\b|\b\d{1,3}\s+(?:days?|hours?)\s+(?:from|of|after)\b|\bby\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/\d{1,2})|\bimmediately\b|\bat\s+once\b|\btoday\b|\bwithout\s+(?:any\s+)?(?:further|additional|prior)\s+(?:notice|warning)|\b(?:en|dentro\s+de|(?:en\s+)?un\s+plazo\s+(?:m[aá]ximo\s+)?de)\s+(?:los\s+)?(?:pr[oó]ximos\s+)?(?:\d{1,3}|[a-z]+)\s+(?:\(\d{1,3}\)\s+)?d[ií]as(?![\w\u00c0-\u017f])|\bsin\s+(?:m[aá]s|previo)\s+aviso|\binmediatamente\b|\bhoy\b/i;
/**
 * The writer said to be compelled to the step ("we will be forced to", "our client will be compelled to", "we'll be obliged to",
 * "nos veremos obligados a", "se verá obligado a"): the last-step frame "no choice but" is, in other words (decision 262). The
 * writer only: "you are obligated to pay" compels no step of the writer's.
 */
const COMPELLED = String.raw`\b(?:we|i|our\s+client|the\s+creditor|this\s+(?:office|firm|agency|company))(?:'ll|\s+will|\s+shall|\s+would|\s+(?:are|is|am))?\s+(?:then\s+|now\s+|soon\s+)?(?:be\s+|feel\s+|find\s+(?:ourselves|itself|myself)\s+)?(?:forced|compelled|obliged|obligated)\s+to\b|(?<![\w\u00c0-\u017f])(?:nos\s+(?:veremos|vemos|ver[ií]amos)|se\s+ver[aá]n?|se\s+ve[n]?)\s+(?:obligad|forzad)[oa]s?\s+a(?![\w\u00c0-\u017f])`;
/** A frame that makes the unnamed step the last one: "to avoid", "before", "last chance", "no choice but", compulsion. */
const STEP_FRAME = new RegExp(
  String.raw`${COMPELLED}|\b(?:to\s+avoid|avoid\s+(?:further|additional)|before|prior\s+to|last\s+(?:chance|opportunity)|final\s+(?:chance|opportunity)|no\s+(?:other\s+)?(?:choice|alternative|option)\s+but|leave\s+us\s+no|para\s+evitar|antes\s+de)\b|(?<![\w\u00c0-\u017f])[uú]ltima\s+oportunidad\b`,
  'i',
);
/** A frame that makes the unnamed step the last one, clock or not: "last chance", "no choice but", "leave us no alternative", compulsion. */
const LAST_STEP = new RegExp(
  String.raw`${COMPELLED}|\b(?:(?:last|final)\s+(?:chance|opportunity)|no\s+(?:other\s+)?(?:choice|alternative|option)\s+but|leave\s+us\s+no|no\s+nos\s+(?:deja|deja\s+usted)\s+otra\s+(?:opci[oó]n|alternativa))\b|(?<![\w\u00c0-\u017f])[uú]ltima\s+oportunidad\b`,
  'i',
);
/** The step waits on what the consumer does for the account (pays, disputes, calls), or serves a purpose: not a threat. */
const CONSUMER_TRIGGER =
  /\b(?:so\s+(?:that|we\s+(?:can|may))|dispute\w*|privacy|personal\s+information|error|mistake|incorrect|identity\s+theft|fraud\w*|victim|(?:call|contact|write\s+to|notify|tell|email)\s+(?:us|this\s+office|our\s+office)\b[^.]{0,60}?\band\s+we\s+(?:will|shall|can)\b|verif\w*|upon\s+(?:receipt|receiving)|once\s+(?:we\s+receive|you\s+(?:pay|call|respond))|(?:when|after)\s+we\s+receive|if\s+you\s+(?:pay|have\s+(?:already\s+)?paid|call|contact|send|respond|make)\b(?![^.]{0,40}\bnot\b)|questions?|para\s+que|si\s+usted\s+(?:paga|ya\s+pag|llama))/i;
/** The step named right after the words ("take the necessary steps to report this account", "to protect your information"): not an unnamed step. */
const NAMES_ANOTHER_STEP =
  /^[\s,]*(?:to|and|by)\s+(?:(?:report|notify|inform|contact|call|update|close|return|send\s+you|verify|correct|protect\s+your|safeguard\s+your|secure|process|apply|credit|set\s+up|arrange|establish|help)\w*|reportar|informar|notificar|llamar)\b/i;
/** Continued collection, which a collector may say it will do. */
const KEEPS_COLLECTING = /\bcollection\s+(?:efforts|activity|activities|action|actions|calls|letters)\b|\bcollection\s+(?:steps|measures)\b/i;

/**
 * A statement that no decision to take legal action has been made (see `ImpliedLegalActionReading.undecided`), also said
 * through the lawyer's review that has not happened ("no attorney has reviewed the particular circumstances of your
 * account to determine whether a lawsuit should be filed", Sholty v. Cavalry Portfolio Services, C.D. Ill. 2019; "ningún
 * abogado ha revisado su cuenta para determinar si se debe presentar una demanda"; decision 185).
 */
const UNDECIDED =
  /\b(?:no\s+(?:attorney|lawyer)|(?:an?|the)\s+(?:attorney|lawyer)\s+(?:has|have)\s+not)\s+(?:(?:has|have)\s+)?(?:yet\s+|personally\s+)*(?:reviewed|looked\s+at|evaluated|examined)\b[^.]{0,100}?\bto\s+(?:determine|decide|evaluate)\s+(?:whether|if)\b[^.]{0,40}?\b(?:suit|lawsuit|sue|legal\s+action|litigation|court)\b|\bning[uú]n\s+abogado\s+(?:ha\s+)?(?:revisado|examinado|evaluado)\b[^.]{0,100}?\bpara\s+(?:determinar|decidir)\s+si\b[^.]{0,40}?\b(?:demanda|demandar|acci[oó]n\s+legal|juicio)|\bno\s+(?:decision|determination)\s+(?:has\s+(?:yet\s+)?been|was|is\s+being)\s+made\b[^.]{0,60}?\b(?:legal|suit|sue|lawsuit|litigation|attorney|court|refer)\w*|\b(?:have|has)\s+not\s+(?:yet\s+)?(?:decided|determined|made\s+(?:a|any)\s+decision)\s+(?:(?:whether|yet)\s+)?(?:to\s+)?(?:sue|file|take\s+legal|pursue\s+legal|refer|begin\s+legal)|\bno\s+se\s+ha\s+tomado\s+(?:ninguna\s+|una\s+)?decisi[oó]n\s+(?:de|sobre|para)\s+(?:demandar|tomar\s+acci|iniciar|presentar|remitir)|\ba[uú]n\s+no\s+(?:hemos|ha|han)\s+decidido\s+(?:si\s+)?(?:demandar|tomar|iniciar|presentar|remitir)/i;

/** A heading or line calling the letter the last, or a timed, notice. */
const URGENCY: readonly RegExp[] = [
  /\b(?:final|last)\s+(?:notice|demand|warning|request\s+for\s+payment)\b/i,
  /\b\d{1,3}[-\s]?(?:hours?|hrs?|days?)\s+(?:notice|warning|demand|final\s+notice)\b/i,
  /\b(?:urgent|immediate)\s+(?:notice|demand|action\s+required|attention\s+required|response\s+required)\b/i,
  /\b(?:aviso|notificaci[oó]n|advertencia|requerimiento)\s+(?:final|urgente|de\s+\d{1,3}\s+(?:horas|d[ií]as))\b|(?<![\w\u00c0-\u017f])[uú]ltimo\s+(?:aviso|requerimiento)\b/i,
  // Decision 512: the clock printed after the word "notice", ending its line ("NOTICE - 2 DAYS", "NOTICE: 48 HOURS", "FINAL
  // NOTICE (5 DAYS)", "AVISO - 2 DÍAS"): the same timed title as "48 HOUR NOTICE".
  /\b(?:(?:final|last|urgent)\s+)?(?:notice|demand|warning)[^\S\n]*(?:[-–—:]|\()[^\S\n]*\d{1,3}[-\s]?(?:hours?|hrs?|days?)\b\)?(?=[^\S\n]*[.!]?[^\S\n]*(?:\n|$))/i,
  /(?<![\w\u00c0-\u017f])(?:(?:aviso|notificaci[oó]n|advertencia|requerimiento)(?:\s+(?:final|urgente))?)[^\S\n]*(?:[-–—:]|\()[^\S\n]*\d{1,3}\s+(?:horas|d[ií]as)(?![\w\u00c0-\u017f])\)?(?=[^\S\n]*[.!]?[^\S\n]*(?:\n|$))/i,
];
const TIMED_NOTICE = /\b(\d{1,3})[-\s]?(hours?|hrs?|days?|horas|d[ií]as)(?![\w\u00c0-\u017f])/i;

/** A span that is a line of its own, as a title or a notice's printed line is (nothing else on its line). */
const isOwnLine = (text: string, span: Span): boolean => {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const nl = text.indexOf('\n', span.end);
  const lineEnd = nl < 0 ? text.length : nl;
  return text.slice(lineStart, span.start).trim() === '' && /^[\s.!:]*$/.test(text.slice(span.end, lineEnd));
};

/** The step printed as a line of its own that opens with it ("Take Action As Necessary…"), not said of someone in a sentence ("You should take action…"). */
const stepLine = (text: string, span: Span, sentence: Span): boolean =>
  isOwnLine(text, sentence) && text.slice(text.lastIndexOf('\n', span.start - 1) + 1, span.start).trim() === '';

/** The step put after the validation period ("but not before the end of the thirty-day period"): not on the demand's clock. */
const AFTER_THE_PERIOD =
  /\b(?:after|not\s+(?:before|until|prior\s+to))\s+(?:the\s+)?(?:end\s+of\s+the\s+|expiration\s+of\s+the\s+)?(?:(?:thirty|30)[- ]day\s+|validation\s+|dispute\s+)(?:validation\s+)?period\b|\bdespu[eé]s\s+del?\s+(?:per[ií]odo|plazo)\b/i;

/**
 * The sentence before `before` that demands payment or an answer on a short clock (days or hours, a date, "immediately"),
 * not a dispute's thirty days: what a closing warning is read beside.
 */
const clockedDemand = (text: string, before: number): Span | undefined => {
  let at = before;
  for (let i = 0; i < 6 && at > 0; i++) {
    let k = at - 1;
    while (k > 0 && /\s/.test(text[k] ?? '')) k--;
    const sentence = sentenceAround(text, Math.max(0, k - 1));
    if (sentence.end <= 0 || sentence.start >= at) break;
    if (CLOCK.test(sentence.text) && PAY_OR_REPLY.test(sentence.text) && !DISPUTE_WORDS.test(sentence.text)) return sentence;
    at = sentence.start;
  }
  return undefined;
};

/**
 * The words before the step leave it open ("may be forwarded to our legal department"). In a sentence printed in capitals the
 * hedge is read in any case (decision 343): "MAY BE SCHEDULED FOR REFERRAL TO AN ATTORNEY" leaves the step as open as "may be
 * scheduled" does; "MAY" before a day's number is the month.
 */
const hedgedAt = (text: string, sentence: Span, at: number): boolean => {
  const before = text.slice(Math.max(sentence.start, at - 80), at);
  if (HEDGED.test(before)) return true;
  return !/[a-z]/.test(sentence.text) && HEDGED.test(before.toLowerCase().replace(/\bmay(?=\s+\d)/g, 'MAY'));
};

const memo = { text: undefined as string | undefined, reading: { signals: [] } as ImpliedLegalActionReading };
onForgetLetter(() => {
  memo.text = undefined;
  memo.reading = { signals: [] };
});

/** What the letter implies about legal action without naming a suit (see the type's comment). Memoised on the last text. */
export const readImpliedLegalAction = (text: string): ImpliedLegalActionReading => {
  if (memo.text === text) return memo.reading;
  const signals: ImpliedLegalAction[] = [];
  for (const { kind, re } of PATTERNS)
    for (const span of findPhrases(text, [re])) {
      if (isNegatedAt(text, span.start)) continue;
      const sentence = sentenceAround(text, span.start, span.end);
      signals.push({ kind, span, sentence, hedged: hedgedAt(text, sentence, span.start) });
    }
  for (const span of findPhrases(text, LEGAL_REVIEW)) {
    if (isNegatedAt(text, span.start)) continue;
    const sentence = sentenceAround(text, span.start, span.end);
    if (REVIEW_ASKED_FOR.test(sentence.text) || signals.some((s) => s.sentence.start === sentence.start)) continue;
    signals.push({ kind: 'legal_referral', span, sentence, hedged: hedgedAt(text, sentence, span.start) });
  }
  const urgency = findPhrases(text, URGENCY).filter((s) => !isNegatedAt(text, s.start));
  if (urgency.length > 0)
    for (const span of findPhrases(text, ESCALATION)) {
      if (isNegatedAt(text, span.start)) continue;
      const sentence = sentenceAround(text, span.start, span.end);
      if (hedgedAt(text, sentence, span.start)) continue;
      signals.push({ kind: 'escalation_under_urgency', span, sentence, hedged: false });
    }
  // A notice titled with its own short clock ("48 HOUR NOTICE", "10-DAY DEMAND", "AVISO DE 48 HORAS") puts every step
  // it states on that clock: a step printed as one of its lines, with no "will", is what the notice announces (Pipiles
  // v. Credit Bureau of Lockport, 2d Cir. 1989: a "48 HOUR NOTICE" whose lines said the item was referred and "Take
  // Action As Necessary And Appropriate To Secure Payment In Full" implied legal action about to be taken).
  const timedTitle = urgency.some((u) => TIMED_NOTICE.test(u.text) && isOwnLine(text, u));
  // A step the collector will take without naming it, on a clock or as the last step (`timed`); without either it is
  // read only in a law firm's letter, which the rule knows (the letterhead), so the signal says which.
  for (const span of findPhrases(text, UNNAMED_STEP)) {
    if (isNegatedAt(text, span.start) || KEEPS_COLLECTING.test(span.text)) continue;
    const sentence = sentenceAround(text, span.start, span.end);
    const before = text.slice(Math.max(sentence.start, span.start - 100), span.start);
    const enforcement = ENFORCEMENT_STEP.test(span.text);
    const hedged = enforcement
      ? HEDGED.test(text.slice(Math.max(sentence.start, span.start - 80), span.start).replace(WILL_CONSIDER, ' will '))
      : hedgedAt(text, sentence, span.start);
    if (hedged || CONSUMER_TRIGGER.test(sentence.text) || NAMES_ANOTHER_STEP.test(text.slice(span.end, span.end + 60))) continue;
    const framed = STEP_FRAME.test(sentence.text);
    const definite =
      framed ||
      DEFINITE.test(before.toLowerCase()) ||
      DEFINITE.test(span.text.toLowerCase()) ||
      /^\s*(?:will|shall|must)\b/i.test(text.slice(span.end, span.end + 12)) ||
      (timedTitle && stepLine(text, span, sentence));
    if (!definite) continue;
    if (signals.some((s) => s.sentence.start === sentence.start)) continue;
    signals.push({
      kind: 'unnamed_step',
      span,
      sentence,
      hedged: false,
      // Under a title with its own clock, every step the notice says surely is on that clock (decision 512), not only one
      // printed as a line of its own.
      timed: LAST_STEP.test(sentence.text) || CLOCK.test(sentence.text) || timedTitle,
    });
  }
  // A referral with its destination left unsaid, on a clock or as the last step (decision 196).
  for (const span of findPhrases(text, UNSAID_REFERRAL)) {
    if (isNegatedAt(text, span.start)) continue;
    const sentence = sentenceAround(text, span.start, span.end);
    if (hedgedAt(text, sentence, span.start) || CONSUMER_TRIGGER.test(sentence.text) || AFTER_THE_PERIOD.test(sentence.text)) continue;
    if (!(CLOCK.test(sentence.text) || LAST_STEP.test(sentence.text))) continue;
    if (signals.some((s) => s.sentence.start === sentence.start)) continue;
    signals.push({ kind: 'unnamed_step', span, sentence, hedged: false, timed: true });
  }
  // A lawyer's closing warning beside a demand on a short clock: the clock is the demand's (decision 196).
  const closings = findPhrases(text, [OMINOUS_CLOSING]).filter((span) => !isNegatedAt(text, span.start));
  if (closings.length > 0) {
    const clock = clockedDemand(text, closings[0]!.start);
    if (clock)
      for (const span of closings) {
        const sentence = sentenceAround(text, span.start, span.end);
        if (signals.some((s) => s.sentence.start === sentence.start)) continue;
        signals.push({ kind: 'unnamed_step', span, sentence, hedged: false, timed: true, clock });
      }
  }
  // Compulsion implied as the other way to "voluntarily" (decision 196).
  for (const span of findPhrases(text, INVOLUNTARY)) {
    if (isNegatedAt(text, span.start)) continue;
    const sentence = sentenceAround(text, span.start, span.end);
    if (VOLUNTARY_LAWFUL.test(sentence.text) || signals.some((s) => s.sentence.start === sentence.start)) continue;
    signals.push({ kind: 'involuntary_means', span, sentence, hedged: hedgedAt(text, sentence, span.start) });
  }
  // The costs of a suit said to follow (decision 206).
  for (const span of findPhrases(text, SUIT_COSTS)) {
    if (isNegatedAt(text, span.start)) continue;
    const sentence = sentenceAround(text, span.start, span.end);
    if (COSTS_DENIED_BEFORE.test(clauseBefore(text, sentence, span.start))) continue;
    if (!COSTS_FOLLOW.test(sentence.text) || COSTS_IF_SUED.test(sentence.text)) continue;
    if (signals.some((s) => s.sentence.start === sentence.start)) continue;
    signals.push({ kind: 'suit_costs', span, sentence, hedged: hedgedAt(text, sentence, span.start) });
  }
  // A decision about the account's disposition, pending (decision 206).
  for (const span of findPhrases(text, DISPOSITION)) {
    if (isNegatedAt(text, span.start)) continue;
    const sentence = sentenceAround(text, span.start, span.end);
    if (DISPOSITION_LAWFUL.test(sentence.text) || signals.some((s) => s.sentence.start === sentence.start)) continue;
    signals.push({ kind: 'disposition_pending', span, sentence, hedged: hedgedAt(text, sentence, span.start) });
  }
  signals.sort((a, b) => a.span.start - b.span.start);
  const undecidedAt = findPhrases(text, [UNDECIDED])[0];
  const undecided = undecidedAt ? sentenceAround(text, undecidedAt.start, undecidedAt.end) : undefined;
  let urgencyDays: number | undefined;
  for (const u of urgency) {
    const m = TIMED_NOTICE.exec(u.text);
    if (!m) continue;
    const n = Number(m[1]);
    const days = /^(?:h|hr)/i.test(m[2]!) ? Math.ceil(n / 24) : n;
    urgencyDays = Math.max(urgencyDays ?? 0, days);
  }
  memo.text = text;
  memo.reading = { signals, ...(urgencyDays !== undefined ? { urgencyDays } : {}), ...(undecided ? { undecided } : {}) };
  return memo.reading;
};
