/**
 * The validation-notice statements read by what they do (15 U.S.C. 1692g(a)(3)-(5); 12 CFR 1006.34(c)(3)):
 * for each sentence that states one of the consumer's validation rights, which right it states (the debt is
 * assumed valid unless disputed; verification on a dispute; the original creditor's name on a request, or
 * the dispute right itself), how it tells the consumer to act (in writing, by a spoken step or in writing, by
 * another step, or not said), from when it counts the period (the consumer's receipt, the letter's own date,
 * an end date, or not said), and words that hedge the right ("you may be able to dispute", "at our
 * discretion"). English and Spanish; the many ways notices phrase these ("unless you, within thirty days
 * after receipt of this notice, dispute…", "if you notify us within 30 days that you dispute…", "should you
 * dispute…", "you have the right to request verification", "si usted no disputa…").
 *
 * Rules judge what is read here with the doctrine they encode; this file says only what the words do.
 * Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { ORAL_OR_WRITING, RIGHT_IN_WRITING, RIGHT_INVOKED_OTHERWISE } from './lexicon';
import { memoOnLastLetter } from '../text/last-letter';
import { searcherIn, testPart, testText } from '../text/prefilter';

/** Which validation right a sentence states. */
export type ValidationRight = 'assume_valid' | 'verification' | 'original_creditor' | 'dispute';

/**
 * From when the sentence counts the consumer's period: `receipt` (the statute's "after receipt of the notice"),
 * `letter` (the letter's or notice's own date: "within 30 days of the date of this letter", "a partir de la fecha
 * de esta carta"), `end_date` (a calendar date or "the end date", Regulation F), absent when it says none.
 */
export type PeriodAnchor = 'receipt' | 'letter' | 'end_date';

export type ValidationStatement = {
  rights: ValidationRight[];
  /** How the consumer is told to act: in writing, by a spoken step or in writing, by another step; absent when not said. */
  mode?: 'writing' | 'oral_or_writing' | 'other';
  /** The number of days the period is given as, when said (30 in the statute). */
  days?: number;
  anchor?: PeriodAnchor;
  /** The words counting the period from the letter's own date, when it is so counted. */
  anchorSpan?: Span;
  /** Words that make the right uncertain or discretionary. */
  hedge?: Span;
  /**
   * The consequence of silence said as a finding to be made, not an assumption ("the debt will be assessed valid",
   * "will be determined to be correct", "será declarada válida"): the words of it.
   */
  adjudged?: Span;
  /**
   * What the sentence says the consumer does to keep the right or stop the assumption: `dispute` (the statute's
   * word, or contest, challenge), `request` (a request or written request for verification, with no dispute said:
   * "will be provided if requested in writing"). An assumption that opens with "otherwise" takes the trigger of the
   * statement just before it. Absent when neither is said.
   */
  trigger?: 'dispute' | 'request';
  /**
   * The consumer's silence said to carry a legal consequence beyond the collector's assumption: an admission of
   * liability ("will be deemed an admission", "shall constitute an admission", "se considerará una admisión") or a
   * waiver of rights or defences ("you will have waived any defenses"); the words of it. Not when negated ("may not be
   * construed by any court as an admission of liability": 1692g(c)'s own sentence).
   */
  consequence?: Span;
  /**
   * A condition the statute does not set, put on verification or the original creditor's name (a stated reason, a
   * notarised or sworn request, a fee, a call first, a copy of identification); the words of it. Not when said to be
   * optional ("you may, if you wish, tell us why").
   */
  condition?: Span;
  /** The dispute limited to the whole debt ("unless you dispute the entire debt", "partial disputes will not be accepted"); the words of it. */
  wholeOnly?: Span;
  /** The period of this right given as fewer than thirty days from the consumer's receipt ("within ten days after receipt of this notice"); the words of it. */
  shortPeriod?: Span;
  /**
   * The right to dispute denied: the debt or its amount said not open to dispute ("not subject to dispute", "cannot be
   * disputed", "no disputes will be accepted"), or the right said to end with the period ("you will no longer be able
   * to dispute", "barred from disputing"); the words of it (decision 209).
   */
  denied?: Span;
  /** The dispute sent to the creditor, not to the debt collector ("any dispute should be directed to the original creditor", "unless you notify Pinecrest Bank"); the words of it (decision 209). */
  sentElsewhere?: Span;
  sentence: Span;
};

/**
 * The Spanish verbs of taking a thing as valid, said of the debt (decision 513), the verb alone (folded text): "daremos la deuda
 * por válida", "la daremos por correcta", "la deuda se dará por válida", "esta oficina tendrá por válida la deuda", "la tendremos
 * por cierta", "tomaremos la deuda como válida", "entenderemos que la deuda es válida". Each is the assumption of 15 U.S.C.
 * 1692g(a)(3) in other words; the validity must follow the verb at once ("por / como válida", "que la deuda es válida"), so "daremos
 * por terminado el plan" or "le daremos la dirección correcta" is not one. Shared by the readings of the statement and by
 * dispute_must_be_in_writing_misstated, which reads the writing condition beside it.
 */
const SPANISH_DEBT = String.raw`(?:(?:la|esta|dicha|su|el|este|dicho)\s+(?:deuda|cuenta|saldo|obligaci[oó]n|cantidad)\s+)`;
const SPANISH_VALID = String.raw`(?:v[aá]lid|correct|ciert)`;
export const TOMAR_POR_VALIDA = String.raw`(?:dar[aá]n?|daremos|tendr(?:[aá]n?|emos)|tomar(?:[aá]n?|emos))(?=\s+${SPANISH_DEBT}?(?:por|como)\s+${SPANISH_VALID})|entender(?:[aá]n?|emos)(?=\s+que\s+${SPANISH_DEBT}?es\s+${SPANISH_VALID})`;

/**
 * The debt taken as valid in the words of a plain-language or third-person notice (decision 408): taken as valid ("the
 * undersigned will take it as valid", "we will take the debt to be valid", "we will take it that the balance is correct"), treated
 * as the consumer's own ("we will treat the debt as yours"), "tendrá la deuda por correcta". Folded text (no flags); the notice's
 * rules read it with `i` (rules/_validation-notice/statements.ts).
 */
export const TAKEN_AS_VALID = new RegExp(
  [
    String.raw`\btak(?:e|es|en|ing)\s+(?:it|this|that|the|your|such|said)\b[^.;]{0,40}?\b(?:as|to\s+be|that)\b[^.;]{0,40}?\b(?:valid|correct|accurate|owed|owing)\b`,
    String.raw`\btreat\w*\s+(?:it|this|that|the)\b[^.;]{0,30}?\bas\s+(?:yours|your\s+(?:own\s+)?(?:debt|obligation))\b`,
    String.raw`(?<![\w\u00c0-\u017f])tendr(?:[aá]n?|emos)\s+(?:la|esta|dicha|su|el|este|dicho)\s+(?:deuda|cuenta|saldo)\s+(?:por|como)\s+(?:correct|v[aá]lid|ciert)`,
    String.raw`(?<![\w\u00c0-\u017f])(?:${TOMAR_POR_VALIDA})`,
  ].join('|'),
);
/** The debt assumed, presumed, deemed, considered, treated or regarded as valid, correct or owed, or taken so (`TAKEN_AS_VALID`). */
const ASSUME_VALID = new RegExp(
  [
    String.raw`\b(?:assum|presum|deem|consider|treat|regard)\w*\b[^.;]{0,80}?\b(?:valid|correct|accurate|owed|owing)\b`,
    String.raw`\b(?:asumir|supondr|presumir|considerar|dar[aá]\s+por|daremos\s+por)\w*[^.;]{0,80}?\b(?:correct|v[aá]lid|ciert)`,
    TAKEN_AS_VALID.source,
  ].join('|'),
);
/**
 * The debt's validity said to be decided rather than assumed: "will be assessed valid", "shall be determined to be
 * correct", "will be declared / adjudged / established / confirmed / found valid", "será declarada válida", "se
 * determinará que es válida". The statute's consequence of silence is that the collector assumes the debt valid
 * (1692g(a)(3)); a finding to be made tells the consumer someone will rule the debt owed (Smith v. Hecker, E.D. Pa.
 * 2005: "will be assessed valid"). Synonyms of assuming ("deemed", "considered", "treated as", "presumed") are not this.
 */
const ADJUDGED_VALID =
  /\b(?:will|shall|would)\s+(?:then\s+|automatically\s+)?be\s+(?:assessed|determined|adjudged|adjudicated|declared|established|confirmed|found|ruled|judged|certified|held)\s+(?:to\s+be\s+|as\s+|to\s+have\s+been\s+)?(?:legally\s+)?(?:valid|correct|accurate|owed|owing|due)\b|(?<![\w\u00c0-\u017f])(?:ser[aá]n?|quedar[aá]n?)\s+(?:declarad|determinad|establecid|evaluad|dictaminad|confirmad|calificad)[oa]s?\s+(?:como\s+)?(?:v[aá]lid|correct|adeudad)[oa]s?(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])se\s+(?:determinar|declarar|establecer|dictaminar)[aá]\s+(?:que\s+(?:la\s+deuda\s+|el\s+saldo\s+|la\s+cuenta\s+)?es\s+|como\s+)(?:v[aá]lid|correct|adeudad)[oa]s?(?![\w\u00c0-\u017f])/;
/** The consequence turned on the consumer's silence ("unless you dispute", "if you do not", "otherwise", "a menos que"). */
const ON_SILENCE =
  /\bunless\b|\bif\s+(?:you\s+(?:do\s+not|don't|fail)|no\b|we\s+do\s+not)|\botherwise\b|\bfailing\b|\bsi\s+(?:usted\s+)?no\b|\ba\s+menos\s+que\b|\bde\s+lo\s+contrario\b/;
/** A review or investigation whose outcome is spoken of, or a choice of outcomes ("valid or invalid"). */
const REVIEW_OUTCOME = /\b(?:review|investigat|verif|examin|revis|investig)\w*|\bor\s+(?:in|not\s+)valid\b|\bo\s+inv[aá]lid/;
/** The dispute or the consumer's claim as what is found valid ("if your dispute is determined to be valid"): an outcome of a dispute, not the notice's statement. */
const CLAIM_FOUND = /\b(?:dispute|claim|complaint|objection|inquiry|request|disputa|reclamaci[oó]n|queja)\s+(?:is|will\s+be|shall\s+be|ser[aá]|es)\b/;

const VERIFICATION =
  /\bverif(?:y|ied|ies|ication)\b|\bverific(?:ar|amos|aremos|ara|arla|arlo)\b|\bverifiqu\w*|\bproof\s+(?:of|that)\b|\bcop(?:y|ies)\s+of\s+(?:a\s+|the\s+|any\s+)?judge?ment|\binformation\s+(?:that|which)\s+(?:shows?|proves?)\b|\bverificaci[oó]n\b|\bcopia\s+de\s+(?:la\s+|una\s+)?sentencia\b|\binformaci[oó]n\s+que\s+(?:demuestre|muestre|pruebe)\b/;
/**
 * The collector's proof of the debt in other words than verification (decision 359), read only beside a dispute: "we will send
 * you copies of the account records", "a statement from the creditor showing the balance", "documents supporting the debt",
 * "le enviaremos copias de los registros de la cuenta", "documentos que demuestren la deuda". 1692g(a)(4)'s verification is
 * what the promise does, whatever it is called.
 */
const VERIFIED_IN_OTHER_WORDS =
  /\bcop(?:y|ies)\s+of\s+(?:the\s+|your\s+|any\s+|our\s+)?(?:account\s+|signed\s+|original\s+)?(?:records|statements?|documents|documentation|contract|agreement|application)\b|\b(?:documentation|documents|evidence|records?|(?:a\s+|an?\s+account\s+)?statement)\s+(?:from\s+(?:the|your)\s+(?:original\s+)?creditor\s+)?(?:of|supporting|substantiating|showing|that\s+(?:shows?|supports?|proves?))\s+(?:the|this|your|what)\b|(?<![\w\u00c0-\u017f])(?:copias?\s+de\s+(?:los\s+|sus\s+)?(?:registros|documentos|estados\s+de\s+cuenta|contrato)|documentos?\s+que\s+(?:demuestren?|respalden?|prueben?|muestren?)|prueba\s+de\s+(?:la\s+deuda|que))(?![\w\u00c0-\u017f])/;
/** The original creditor, or in plain words the original lender (decision 408). */
const ORIGINAL_CREDITOR = /\boriginal\s+(?:creditor|lender)\b|\b(?:acreedor|prestamista)\s+original\b/;
/** Its name or address, not "on behalf of" or "in the name of" ("en nombre de", "a nombre de", "in the name of": decision 408). */
const ORIGINAL_CREDITOR_NAMED = /(?<!\bin\s+the\s)\bname\b|(?<!\b[ae]n\s)\bnombre\b|\baddress\b|\bdirecci[oó]n\b/;
/**
 * The consumer contesting the debt in words other than "dispute" (decision 359): questioning or objecting to it, denying it,
 * or saying it is wrong or not owed ("should you question the validity of this debt", "if you object to this balance", "if you
 * believe this amount is incorrect", "if you think you do not owe this money"; "si desea objetar esta deuda", "si no está de
 * acuerdo con el saldo", "si cree que no debe esta deuda"). What the statute calls disputing the debt "or any portion thereof"
 * (15 U.S.C. 1692g(a)(3)-(4)) is the act, whatever its verb. Not a question asked ("if you have questions about this debt").
 * Flags i (read on folded or raw text).
 */
const DEBT_OBJECT = String.raw`(?:the|this|that|your|such|said|any\s+(?:part|portion)\s+of\s+(?:the|this|your))\s+(?:(?:validity|accuracy|amount|balance|correctness)\s+of\s+(?:the|this|your)\s+)?(?:(?:entire|whole|full|total|unpaid|outstanding|past[- ]due|alleged|above)\s+)?(?:debt|balance|bill|claim|account|amount|charges?|obligation|validity|accuracy|sum)`;
export const DISPUTED_IN_OTHER_WORDS = new RegExp(
  [
    String.raw`\b(?:question(?:s|ed|ing)?|object(?:s|ed|ing)?\s+to|den(?:y|ies|ied|ying)(?:\s+owing)?)\s+${DEBT_OBJECT}\b`,
    String.raw`\b(?:believe|think|feel|contend|claim)(?:s|d)?\s+(?:that\s+)?(?:${DEBT_OBJECT}|it|this)\s+(?:is|was|are)\s+(?:wrong|incorrect|inaccurate|in\s+error|erroneous|not\s+(?:owed|yours|correct|valid|accurate|due))\b`,
    String.raw`\b(?:believe|think|feel|contend|claim)(?:s|d)?\s+(?:that\s+)?you\s+(?:do\s+not|don't|did\s+not|didn't)\s+owe\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:objetar|objeta|objete|cuestionar|cuestiona|cuestione|refutar|refuta|refute)\s+(?:la|esta|su|el|este|dicha|dicho)\s+(?:validez\s+de\s+(?:la|esta)\s+)?(?:deuda|saldo|cuenta|cantidad|monto|cobro|reclamo)(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+est[aá]\s+de\s+acuerdo\s+con\s+(?:la|esta|el|este|su)\s+(?:deuda|saldo|cuenta|cantidad|monto|cobro)(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])cree\s+que\s+(?:(?:la|esta|el|este|su)\s+(?:deuda|saldo|cuenta|cantidad|monto)\s+(?:es|est[aá])\s+(?:incorrect|equivocad|err[oó]ne)|no\s+(?:debe|adeuda)(?![\w\u00c0-\u017f]))`,
  ].join('|'),
  'i',
);
const DISPUTE = new RegExp(
  String.raw`\bdisput\w*|\bcontest(?:s|ed|ing)?\b|\bchalleng(?:e|es|ed|ing)\s+(?:the\s+)?(?:validity|debt|balance|amount)|\bimpugn\w*|${DISPUTED_IN_OTHER_WORDS.source}`,
  'i',
);

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  five: 5,
  seven: 7,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  cinco: 5,
  diez: 10,
  quince: 15,
  veinte: 20,
  treinta: 30,
};
const DAYS =
  /\b(\d{1,3}|five|seven|ten|fifteen|twenty|thirty|forty-five|sixty|cinco|diez|quince|veinte|treinta)\s*(?:\(\s*\d{1,3}\s*\)\s*)?[- ]?(?:calendar\s+|business\s+|h[aá]biles\s+)?(?:days?|d[ií]as)\b/;

/**
 * The consumer's receipt of the notice: the statute's start of the period, in the words for it ("receipt of this notice",
 * "you receive"), and the notice said to reach, arrive at or be delivered to the consumer, or the consumer to get it ("after
 * this notice reaches you", "after you get this letter", "después de que esta carta llegue a sus manos").
 */
const FROM_RECEIPT =
  /\breceipt\b|\breceiv(?:e|es|ed|ing)\s+(?:this|the|our)\s+(?:letter|notice|communication)|\b(?:letter|notice|communication)\s+(?:is|was|has\s+been)\s+received\b|\byou\s+(?:first\s+)?receive\b|\brecib(?:ir|a|e|i[oó])(?![\w\u00c0-\u017f])|\brecepci[oó]n\b|\b(?:letter|notice|communication)\s+(?:first\s+)?(?:reaches|reached|arrives|arrived|gets\s+to|got\s+to|comes\s+to|is\s+delivered|was\s+delivered|has\s+been\s+delivered)\b|\bdelivery\s+of\s+(?:this|the|our)\s+(?:letter|notice|communication)\b|\byou\s+(?:first\s+)?(?:get|got|have\s+gotten)\s+(?:this|the|our)\s+(?:letter|notice|communication)\b|(?<![\w\u00c0-\u017f])(?:llegue|lleg[oó])\s+a\s+(?:sus\s+manos|su\s+poder|usted|su\s+domicilio)(?![\w\u00c0-\u017f])|\bentrega\s+de\s+(?:esta|este|la|el)\s+(?:carta|aviso|notificaci[oó]n|comunicaci[oó]n)\b/;
/**
 * The period counted from the letter's own date ("within 30 days of the date of this letter", "30 days from
 * this notice", "within thirty days after the date above", "a partir de la fecha de esta carta").
 */
const FROM_LETTER =
  /\bdays?\s+(?:of|from|after|following)\s+(?:the\s+(?:date|mailing)\s+(?:of|on)\s+(?:this|the|our)\s+(?:letter|notice|communication|correspondence)|(?:this|our)\s+(?:letter|notice|communication|correspondence)|(?:the\s+)?(?:date\s+(?:above|shown\s+above|of\s+mailing|hereof)|above\s+date|letter\s+date|notice\s+date|mailing\s+date)|the\s+date\s+(?:(?:on\s+)?which\s+|that\s+|when\s+)?(?:this|the|our)\s+(?:letter|notice)\s+(?:was|is|has\s+been)\s+(?:mailed|sent|dated|postmarked)|the\s+postmark(?:ed)?\s+(?:date\s+)?(?:of|on)\s+(?:this|the|our)\s+(?:letter|notice|envelope)|today)\b|\bd[ií]as\s+(?:a\s+partir\s+|despu[eé]s\s+|contados\s+|siguientes\s+)?(?:de|desde|a)\s+(?:la\s+fecha\s+(?:de\s+(?:env[ií]o|emisi[oó]n|expedici[oó]n|franqueo|env[ií]o\s+por\s+correo)\s+de\s+|de\s+|en\s+que\s+se\s+envi[oó]\s+))?(?:esta|este|la\s+presente|el\s+presente)\s+(?:carta|aviso|notificaci[oó]n|comunicaci[oó]n)\b|\bd[ií]as\s+(?:contados\s+)?(?:a\s+partir\s+de|desde)\s+(?:hoy|la\s+fecha\s+de\s+hoy|el\s+d[ií]a\s+de\s+hoy)(?![\w\u00c0-\u017f])/;
const END_DATE =
  /\b(?:by|before|on\s+or\s+before|no\s+later\s+than|antes\s+del?|a\s+m[aá]s\s+tardar\s+el)\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\s+de\s+[a-z]+)|\bend\s+date\b|\bvalidation\s+period\b/;

/** Talk of paying or of an offer in the same sentence: its period may be the offer's, not the right's. */
const ABOUT_PAYMENT = /\b(?:pay|paid|payment|remit\w*|settle\w*|offer|discount|pago|pagar|oferta|descuento)\b/;

/**
 * A right said to be uncertain or discretionary: "you may be able to dispute", "you might have the right to
 * request", "at our discretion", "if we agree", "in some cases", "we may choose not to send", "usted podría
 * disputar". The plain "you may dispute" / "usted puede disputar" grants the right and is not a hedge.
 * The collector's duty hedged (decision 266): a modal on its duty ("we may give you the name", "we might be able to
 * provide", "verification may be obtained and mailed", "podríamos darle"), the duty done "where possible", "to the extent
 * possible", "generally", "in most cases", "de ser posible", "en lo posible": the statute says the collector "will"
 * obtain verification and "will" provide the name (1692g(a)(4)-(5)). The duty left to the collector's judgment (decision 359): "if we
 * deem it necessary", "if we find it appropriate", "si lo consideramos necesario". Not "we can", "as soon as it is available", "if
 * different from the current creditor", nor "we may be required by law to…".
 */
const HEDGE =
  /\bif\s+(?:we|it|they|this\s+office|our\s+(?:office|firm|client)|the\s+(?:collector|creditor|undersigned))\s+(?:deems?|considers?|finds?|thinks?|believes?)\s+(?:it\s+|such\s+(?:verification\s+)?|verification\s+)?(?:to\s+be\s+)?(?:necessary|appropriate|warranted|proper|needed|required)\b|\bsi\s+(?:lo\s+)?(?:consideramos|creemos|estimamos|considera|cree|estima|consideran)\s+(?:necesari[oa]|conveniente|apropiad[oa]|oportun[oa])\b|\b(?:may|might|could)\s+(?:possibly\s+|also\s+)?(?:be\s+able\s+to|have\s+(?:the|a)\s+right\s+to|be\s+entitled\s+to|be\s+allowed\s+to|qualify\s+to)\s+(?:dispute|request|ask|obtain|receive|get|challenge|contest)\b|\bat\s+(?:our|its|the\s+collector's|this\s+office's)\s+(?:sole\s+)?(?:discretion|option|election)\b|\bif\s+we\s+(?:agree|decide|choose|determine\s+it\s+appropriate)\b|\bin\s+(?:some|certain)\s+(?:cases|circumstances)\b|\b(?:we|this\s+office)\s+may\s+(?:choose|decide|elect)\s+(?:not\s+)?to\s+(?:obtain|provide|send|mail|verify|give)\b|\b(?:podr[ií]a|quiz[aá]s?\s+pueda|tal\s+vez\s+pueda)\s+(?:tener\s+(?:el\s+)?derecho\s+a\s+)?(?:disputar|solicitar|pedir|impugnar|obtener)\b|\ba\s+(?:nuestra|su)\s+discreci[oó]n\b|\b(?:will|shall|would)\s+(?:try|attempt|endeavou?r|seek|make\s+(?:every\s+|all\s+)?(?:reasonable\s+|good[- ]faith\s+)?efforts?)\s+to\s+(?:obtain|provide|send|mail|verify|give|furnish|get)\b|\bif\s+(?:available|possible|(?:it\s+is|they\s+are|such\s+information\s+is)\s+available|(?:required|mandated)\s+by\s+law|(?:the\s+)?law\s+requires)\b|\bif\s+we\s+(?:(?:have|possess)\s+(?:that|this|such|the)\s+information|can\s+(?:obtain|locate|find|get)\s+(?:it|that|this|them|such|the)\b)|(?<![\w\u00c0-\u017f])(?:intentaremos|trataremos\s+de|procuraremos)\s+(?:obtener|proporcionar|enviar|darle|verificar)(?![\w\u00c0-\u017f])|\bsi\s+(?:est[aá]\s+disponible|es\s+posible|la\s+ley\s+lo\s+(?:exige|requiere)|tenemos\s+(?:esa|dicha|la)\s+informaci[oó]n)|\b(?:we|this\s+office|our\s+office|the\s+(?:collector|undersigned))\s+(?:may|might|could)\s+(?:also\s+)?(?:be\s+able\s+to\s+)?(?:obtain|provide|send|mail|give|furnish|verify|forward|tell)\b|\b(?:verification|(?:the|such|this|that)\s+(?:name|information)|a\s+copy)\b[^.;]{0,60}?\b(?:may|might|could)\s+be\s+(?:obtained|provided|sent|mailed|given|furnished|forwarded|made\s+available)\b|\b(?:where|when(?:ever)?)\s+(?:possible|feasible|practicable)\b|\bif\s+(?:feasible|practicable|appropriate|we\s+(?:are\s+able|can))\b|\bto\s+the\s+extent\s+(?:possible|practicable|feasible|available|(?:we|it\s+is)\s+(?:are\s+)?(?:able|can|have))\b|\bin\s+(?:most|many)\s+cases\b|\b(?:will\s+|shall\s+)?(?:generally|usually|normally|typically|ordinarily)\s+(?:will\s+)?(?:obtain|provide|send|mail|give|verify|furnish)\b|\bde\s+ser\s+posible\b|\bcuando\s+sea\s+posible\b|\ben\s+(?:la\s+medida\s+de\s+)?lo\s+posible\b|\bpor\s+lo\s+general\b|\b(?:generalmente|normalmente)\b|\bpodr[ií]amos\s+(?:obtener|proporcionar|enviar|darle|verificar|facilitar)/;

/**
 * The consumer's silence said to have a legal consequence (15 U.S.C. 1692g(a)(3), (c); 1692e(10)): treated as an
 * admission or acknowledgment of the debt ("will be deemed an admission of liability", "shall constitute an admission",
 * "will be taken as an admission that the debt is owed", "se considerará una admisión de responsabilidad"), or a waiver
 * of the consumer's rights or defences ("you will have waived any defenses", "you forfeit all claims"). The statute's
 * consequence of silence is only that the collector may assume the debt valid, and "failure ... to dispute ... may not
 * be construed by any court as an admission of liability" (1692g(c)).
 */
const SILENCE_CONSEQUENCE =
  /\b(?:deemed|considered|treated|taken|construed|regarded|viewed|held|constitutes?|amounts?\s+to|be)\s+(?:(?:by|in)\s+(?:the|any|a)\s+courts?\s+)?(?:as\s+)?(?:an?\s+)?(?:legal\s+|binding\s+)?(?:admission|acknowledge?ment|confession)\s+(?:of|that)\b|\b(?:waive[sd]?|forfeit(?:s|ed)?|give\s+up|gave\s+up|given\s+up)\s+(?:any|all|your)\s+(?:(?:legal|other|possible)\s+)?(?:defen[cs]es|claims|objections|rights)\b|(?<![\w\u00c0-\u017f])(?:considerar[aá]|tomar[aá]|constituir[aá]|interpretar[aá]|se\s+(?:considerar|tomar|interpretar)[aá])\s+(?:\S+\s+){0,3}?(?:como\s+)?(?:una?\s+)?(?:admisi[oó]n|reconocimiento|aceptaci[oó]n)\s+de\b|(?<![\w\u00c0-\u017f])(?:renuncia(?:r[aá])?|habr[aá]\s+renunciado)\s+a\s+(?:todas?\s+)?(?:sus|cualquier)\s+(?:defensas|reclamos|derechos)\b|\bconclusively\s+(?:presumed|deemed|assumed|established|considered|treated|determined)\b|\b(?:become|becomes|be|been|deemed|considered|treated\s+as|regarded\s+as)\s+(?:final|binding|conclusive|legally\s+binding)\b|\bbe\s+bound\s+by\b|(?<![\w\u00c0-\u017f])(?:quedar[aá]\s+firme|ser[aá]\s+(?:definitiv[oa]|vinculante|concluyente)|se\s+considerar[aá]\s+(?:definitiv[oa]|firme))(?![\w\u00c0-\u017f])/;
/** The consequence said of silence (not of paying or of a dispute's outcome). */
const OF_SILENCE =
  /\bunless\b|\bif\s+no\s+(?:dispute|notice|objection|response)\b|\bif\s+you\s+(?:do\s+not|don't|fail)|\bfail(?:ure|s|ing)?\s+to\s+(?:dispute|notify|contest|respond)|\bsilence\b|\bsi\s+(?:usted\s+)?no\b|\ba\s+menos\s+que\b|\bfalta\s+de\s+(?:disputa|respuesta)/;
/** Negation just before the consequence ("may not be construed", "will not be treated", "ningún tribunal podrá considerarlo", "do not waive"). */
const NEGATED_BEFORE = /\b(?:not|never|no|cannot|can't|won't|nunca|ning[uú]n\w*|jam[aá]s)\s+(?:\S+\s+){0,3}$/;

/**
 * A condition put on verification or the original creditor's name that 1692g(a)(4)-(5) and (b) do not set (a written
 * request, sent within the period, is all they ask): a reason for the dispute, a notarised, sworn or signed form, a
 * fee, a telephone call first, a copy of the consumer's identification; English and Spanish.
 */
const UNSTATUTORY_CONDITION = new RegExp(
  [
    String.raw`\b(?:and|y)\s+(?:also\s+)?(?:state|explain|give|provide|tell\s+us|include|specify|describe|nos\s+explica|explique|indique|nos\s+indica)\b[^.;]{0,30}?\b(?:reasons?|why|basis|grounds|motivos?|raz[oó]n|razones)\b`,
    String.raw`\b(?:with|along\s+with|stating|explaining|accompanied\s+by)\s+(?:the\s+|a\s+|your\s+)?(?:reasons?|basis|grounds|explanation)\b`,
    String.raw`\b(?:notari[sz]ed|sworn|signed\s+and\s+notari[sz]ed|notariad[oa]|jurad[oa])\s+(?:written\s+)?(?:request|dispute|letter|statement|form|affidavit|solicitud|disputa|carta|declaraci[oó]n)\b|\b(?:is|be|are)\s+(?:signed\s+and\s+)?(?:notari[sz]ed|sworn)\b|\baffidavit\b`,
    String.raw`\$\s?\d[\d,.]*\s+(?:processing\s+|research\s+|administrative\s+|verification\s+)?(?:fee|charge)\b|\b(?:processing|research|administrative|verification|handling)\s+(?:fee|charge)\b|\bcargo\s+(?:de|por)\s+(?:procesamiento|tramitaci[oó]n|verificaci[oó]n)\b`,
    String.raw`\byou\s+must\s+(?:first\s+)?(?:call|telephone|phone|speak\s+(?:to|with))\b|\b(?:after|upon)\s+(?:first\s+)?(?:calling|speaking\s+(?:to|with))\s+(?:us|our|this)\b|\bdebe\s+(?:primero\s+)?llamar\w*`,
    String.raw`\b(?:accompanied\s+by|with|enclos\w+|includ\w+|attach\w*|(?:send|provide|submit|mail|fax|furnish|show)\w*(?:\s+us)?(?:\s+with)?)\s+(?:a\s+)?(?:(?:photo)?copy\s+of\s+)?(?:your\s+)?(?:(?:photo|picture|government[- ]issued|valid)\s+)?(?:identification|id|driver'?s?\s+licen[cs]e|social\s+security\s+card|passport)\b|\bcopia\s+de\s+su\s+(?:identificaci[oó]n|licencia|pasaporte)`,
  ].join('|'),
);
/** The condition said to be optional or refused ("you may, if you wish, tell us why", "no fee", "no need to give a reason"). */
const CONDITION_OPTIONAL =
  /\bif\s+you\s+(?:wish|like|want|choose)\b|\boptional\b|\bnot\s+required\b|\b(?:do\s+not|don't|need\s+not|needn't)\s+(?:have\s+to|need\s+to)?\s*(?:give|state|explain|provide|pay|call|sign)|\bno\s+(?:[a-z]+\s+)?(?:need|fee|charge|cost)\b|\bwithout\s+(?:any\s+)?(?:charge|cost|fee|reason)|\bfree\s+of\s+charge\b|\bsi\s+(?:lo\s+)?desea\b|\bopcional\b|\bno\s+(?:es\s+)?necesari[oa]\b|\bsin\s+(?:costo|cargo)\b/;

/**
 * The dispute limited to the whole debt, where the statute says "the debt, or any portion thereof" (1692g(a)(3)-(4)):
 * "dispute the entire debt", "dispute only the whole balance", "dispute the debt in its entirety", "partial disputes will
 * not be accepted", "disputes must concern the full amount", "disputa la totalidad de la deuda".
 */
const WHOLE_ONLY = new RegExp(
  [
    String.raw`\b(?:disput\w*|contest\w*|challeng\w*|question\w*|object\w*\s+to)\s+(?:only\s+)?(?:(?:the|this|your)\s+)?(?:validity\s+of\s+(?:the\s+|this\s+)?)?(?:(?:entire|whole|full|total)\s+(?:debt|balance|amount|account|sum)|(?:debt|balance|amount|account)\s+in\s+(?:its|their)\s+entirety)\b`,
    String.raw`\bpartial\s+disputes?\s+(?:will|are|shall|cannot|can\s*not|may)\s+(?:not\s+)?(?:be\s+)?(?:accepted|considered|honou?red|processed|recogni[sz]ed)\b`,
    String.raw`\bdisputes?\s+(?:must|shall|need\s+to|has\s+to|have\s+to)\s+(?:concern|cover|be\s+for|relate\s+to|include|address)\s+the\s+(?:entire|whole|full|total)\b`,
    String.raw`\b(?:disput|objet|cuestion)\w*\s+(?:s[oó]lo\s+)?(?:la\s+)?totalidad\s+de\s+la\s+deuda\b|\b(?:disput|objet|cuestion)\w*\s+(?:s[oó]lo\s+)?la\s+deuda\s+(?:completa|entera)\b`,
  ].join('|'),
);
/** The statute's "or any portion thereof" and its equivalents, which the whole-debt reading yields to. */
const ANY_PORTION = /\bany\s+portion\b|\b(?:all\s+or\s+(?:any\s+)?part|or\s+(?:any\s+)?part)\b|\bcualquier\s+(?:parte|porci[oó]n)\b|\bo\s+parte\b/;

/**
 * A period of fewer than thirty days counted from the consumer's receipt of the notice ("within ten days after receipt of
 * this notice", "dentro de los diez días siguientes a la recepción de este aviso"): the number and the words.
 */
const PERIOD_FROM_RECEIPT =
  /\bwithin\s+(\d{1,3}|five|seven|ten|fifteen|twenty|twenty-five)\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:calendar\s+|business\s+)?days?\s+(?:after|of|from|following)\s+(?:(?:your\s+)?receipt\s+of\s+(?:this|the|our)\s+(?:letter|notice|communication)|receiving\s+(?:this|the|our)\s+(?:letter|notice)|(?:the\s+date\s+)?you\s+(?:first\s+)?receive\s+(?:this|the|our)\s+(?:letter|notice))|\bdentro\s+de\s+(?:los\s+)?(\d{1,3}|cinco|diez|quince|veinte)\s+d[ií]as\s+(?:siguientes\s+a|despu[eé]s\s+de|a\s+partir\s+de)\s+(?:la\s+recepci[oó]n\s+de|recibir)\s+(?:este|esta)\s+(?:aviso|carta|notificaci[oó]n)/;

/**
 * The right to dispute denied (1692g(a)(3): "the debt, or any portion thereof"; 1692g(c); 1692e(10)): the debt or its
 * amount said not open to dispute ("not subject to dispute", "cannot be disputed", "is not disputable", "no disputes will
 * be accepted"), or the right said to end with the period ("you will no longer be able to dispute this debt", "barred
 * from disputing", "can no longer be disputed"); Spanish "no puede ser disputado", "ya no podrá disputar". A refusal
 * that names a condition ("will not be accepted unless…") is a condition, dispute_conditions_added's.
 */
const DISPUTE_DENIED = new RegExp(
  [
    String.raw`\bnot\s+(?:subject|open)\s+to\s+(?:any\s+)?(?:dispute|challenge|contest)\b`,
    String.raw`\b(?:cannot|can\s*not|may\s+not|can\s+no\s+longer|may\s+no\s+longer|will\s+no\s+longer|could\s+not)\s+be\s+(?:disputed|contested|challenged)\b(?![^.;]{0,20}\b(?:unless|without|except|if)\b)`,
    String.raw`\b(?:is|are)\s+(?:not\s+disputable|undisputable|indisputable|non-?disputable)\b`,
    String.raw`\bno\s+disputes?\s+(?:will|shall|can|may)\s+be\s+(?:accepted|considered|honou?red|entertained|processed)\b(?![^.;]{0,20}\b(?:unless|without|except|if)\b)`,
    String.raw`\b(?:no\s+longer\s+be\s+able\s+to|be\s+(?:barred|precluded|prohibited|foreclosed)\s+from)\s+(?:dispute|disputing|contest|contesting|challenge|challenging)\b`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:puede|podr[aá]n?|pueden)\s+ser\s+(?:disputad|impugnad)[oa]s?(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])ya\s+no\s+podr[aá]\s+(?:disputar|impugnar)|(?<![\w\u00c0-\u017f])no\s+(?:est[aá]|es)\s+sujet[oa]\s+a\s+(?:disputa|impugnaci[oó]n)|(?<![\w\u00c0-\u017f])no\s+se\s+aceptar[aá]n\s+disputas(?![\w\u00c0-\u017f])`,
  ].join('|'),
);

/** The denial itself denied just before it ("this does not mean the debt cannot be disputed", "nothing here says it is not subject to dispute"). */
const DENIAL_NEGATED = /\b(?:does\s+not|doesn't|do\s+not|don't|not\s+mean|never\s+means?|nothing|no\s+one\s+can\s+say)\b[^.;]*$/;

/** The creditor as a party (its role, or a bank, credit union or hospital by name), to whom a dispute is sent; not the credit bureaus. */
const CREDITOR_PARTY = String.raw`(?:the\s+|your\s+|our\s+|my\s+)?(?:original\s+|current\s+)?(?:creditor|client)\b|(?:[a-z&'.-]+\s+){1,3}(?:bank|credit\s+union|hospital)\b`;
/**
 * The dispute sent to the creditor (1692g(a)(3)-(4), (b): notice "to the debt collector"): "any dispute should be directed
 * to the original creditor", "please contact your original creditor to dispute", "to dispute this debt, write to our
 * client", "send your dispute to the creditor", "unless you notify the original creditor … that you dispute", "para
 * disputar esta deuda, comuníquese con el acreedor original". Not the collector passing a dispute on ("we will forward
 * your dispute to the original creditor") nor a dispute of a credit report with the bureaus.
 */
const SENT_ELSEWHERE = new RegExp(
  [
    String.raw`\b(?:disputes?|your\s+dispute|any\s+dispute|all\s+disputes)\b[^.;]{0,50}?\b(?:(?:should|must|need\s+to|needs\s+to|are\s+to|is\s+to|has\s+to|have\s+to|shall)\s+be\s+(?:directed|sent|made|addressed|submitted|mailed)\s+(?:directly\s+)?(?:to|with)|(?:are|is)\s+(?:only\s+|solely\s+|exclusively\s+)?handled\s+by)\s+(?:${CREDITOR_PARTY})`,
    String.raw`(?<!\b(?:we|i|this\s+office|our\s+office|our\s+firm)\s+(?:will|shall|may|would|can|must)\s+(?:also\s+|then\s+)?)\b(?:contact|write\s+to|call|notify)\s+(?:directly\s+)?(?:${CREDITOR_PARTY})[^.;]{0,40}?\bto\s+(?:dispute|contest|challenge)\b`,
    String.raw`\bto\s+(?:dispute|contest|challenge)\b(?:\s+(?:this|the|your|any)\s+(?:debt|balance|amount|account|charges?|bill))?,?\s*(?:please\s+)?(?:you\s+(?:must|should|need\s+to)\s+)?(?:contact|write\s+to|call|notify)\s+(?:directly\s+)?(?:${CREDITOR_PARTY})`,
    String.raw`\bsend\s+(?:your|any|the|a)\s+(?:written\s+)?dispute\s+(?:directly\s+)?to\s+(?:${CREDITOR_PARTY})`,
    String.raw`\b(?:unless|if|should)\s+you\s+(?:first\s+)?notify\s+(?:${CREDITOR_PARTY})`,
    // The dispute made "with" the creditor (decision 378): "unless you dispute this debt with the original creditor", "si
    // usted disputa la deuda directamente con el acreedor"; and the Spanish of "unless you notify the creditor": "a menos que usted
    // notifique a nuestro cliente".
    String.raw`\b(?:unless|if|should)\s+you\b[^.;]{0,90}?\b(?:dispute|contest|challenge)\s+(?:the\s+validity\s+of\s+)?(?:this|the|your)\s+(?:debt|balance|account|amount)(?:,?\s+or\s+any\s+portion\s+thereof,?)?\s+(?:directly\s+)?with\s+(?:${CREDITOR_PARTY})`,
    String.raw`(?<![\w\u00c0-\u017f])(?:a\s+menos\s+que|si)\s+(?:usted\s+)?(?:[^.;]{0,90}?\s)?(?:disput|impugn|objet)[ae]\s+(?:la\s+validez\s+de\s+)?(?:esta|la|su)\s+(?:deuda|cuenta|saldo)\s+(?:directamente\s+)?(?:con|ante)\s+(?:el\s+|su\s+|nuestro\s+)?(?:acreedor|cliente|banco)`,
    String.raw`(?<![\w\u00c0-\u017f])(?:a\s+menos\s+que|si)\s+(?:usted\s+)?(?:primero\s+)?(?:notifi(?:que|ca)|avis[ea]|inform[ea]|comuni(?:que|ca))\s+(?:a\s+(?:su\s+|nuestro\s+|el\s+)?|al\s+)(?:acreedor|cliente|banco)`,
    // The dispute in other words, then the creditor to turn to (decision 359): "if you feel this bill is in error, you must contact
    // Pinecrest Bank", "si no está de acuerdo con esta deuda, comuníquese con el acreedor original".
    String.raw`\b(?:if|should)\s+you\s+(?:dispute|question|object|believe|think|feel|deny|contest)\b[^.;]{0,60}?\b(?:you\s+(?:must|should|need\s+to|have\s+to)\s+|please\s+)(?:first\s+)?(?:contact|write\s+to|call|notify)\s+(?:directly\s+)?(?:${CREDITOR_PARTY})`,
    String.raw`(?<![\w\u00c0-\u017f])si\s+(?:usted\s+)?(?:disputa|impugna|objeta|cuestiona|no\s+est[aá]\s+de\s+acuerdo|cree\s+que)\b[^.;]{0,50}?(?:comun[ií]quese\s+con|escriba\s+a|ll[aá]me\s+a|contacte\s+a?)\s+(?:el\s+|su\s+|al\s+|nuestro\s+)?(?:acreedor|cliente|banco)`,
    String.raw`(?<![\w\u00c0-\u017f])para\s+(?:disputar|impugnar|objetar|cuestionar)\b[^.;]{0,40}?(?:comun[ií]quese\s+con|escriba\s+a|ll[aá]me\s+a|llame\s+a|contacte\s+a?)\s+(?:el\s+|su\s+|al\s+|nuestro\s+)?(?:acreedor|cliente|banco)|(?<![\w\u00c0-\u017f])disputas?\s+(?:debe|deben|deber[aá]n?)\s+(?:ser\s+)?(?:dirigid|enviad)[oa]s?\s+(?:a|al)\s+(?:el\s+|su\s+)?(?:acreedor|cliente|banco)`,
  ].join('|'),
);

/** The words of `re` in `part` (offset by the sentence) when `ok` holds of the match. */
const spanIn = (text: string, seg: Span, part: string, re: RegExp, ok: (m: RegExpExecArray) => boolean = () => true): Span | undefined => {
  const m = re.exec(part);
  return m && ok(m) ? spanOf(text, seg.start + m.index, seg.start + m.index + m[0].length) : undefined;
};

const daysIn = (part: string): number | undefined => {
  const m = DAYS.exec(part);
  if (!m) return undefined;
  const n = m[1] as string;
  return /^\d+$/.test(n) ? Number(n) : NUMBER_WORDS[n];
};

/** What the consumer does to get verification, when the sentence does not say "dispute" ("if you write to us by…", "you have the right to request verification"). */
const VERIFICATION_TRIGGER =
  /\b(?:request(?:s|ed|ing)?|ask\s+for|right\s+to|entitled\s+to|solicit\w*|pid\w*|ped(?:ir|irnos|irle)|derecho\s+a|exig\w*|demand(?:s|ed|ing)?)\b|\bask(?:s|ed|ing)?\s+(?:(?:us|this\s+office|our\s+office|the\s+(?:collector|undersigned)|me)\s+)?(?:to|that)\b|\bhave\s+(?:us|this\s+office|our\s+office)\s+(?:verify|obtain|provide|send)\b|\b(?:want|wish|would\s+like)\s+(?:us|this\s+office|our\s+office)\s+to\b|\b(?:desea|quiere|prefiere)\s+que\b|\bif\s+you\s+(?:write|notify|tell|contact|ask|send\s+us)\b|\bsi\s+(?:usted\s+)?(?:nos\s+)?(?:escribe|notifica|comunica)\w*/;

/** An assumption that takes its condition from the sentence before ("Otherwise, the debt will be assumed to be valid", "De lo contrario…"). */
const OTHERWISE = /^\W*(?:otherwise|if\s+not|failing\s+that|de\s+lo\s+contrario|en\s+caso\s+contrario)\b/;

/**
 * A request, not a dispute, as what the consumer does ("if requested in writing", "upon your written request", "if
 * you ask for verification", "si lo solicita"): read only where the sentence says no dispute.
 */
const REQUESTED = /\b(?:request(?:s|ed|ing)?|ask(?:s|ed)?\s+for|solicit\w*|pid[ae]\w*)\b/;

/**
 * The validity said to be decided, in the statement of the consequence of silence: conditioned on it, or standing as
 * a quoted fragment of a notice whose condition is not in hand ("[...] will be assessed valid [...]").
 */
const adjudgedIn = (part: string, adjudgedValid: RegExp | undefined): RegExpExecArray | null => {
  const m = adjudgedValid === undefined ? null : adjudgedValid.exec(part);
  if (!m || CLAIM_FOUND.test(part)) return null;
  // Without the condition in the sentence, not where a review's outcome is spoken of ("after our review it will be
  // determined to be valid or invalid").
  if (!ON_SILENCE.test(part) && (REVIEW_OUTCOME.test(part) || DISPUTE.test(part))) return null;
  return m;
};

/** The consequence of silence said as an admission or a waiver, not negated just before it. */
const consequenceIn = (part: string): RegExpExecArray | null => {
  const m = SILENCE_CONSEQUENCE.exec(part);
  return m && !NEGATED_BEFORE.test(part.slice(Math.max(0, m.index - 40), m.index)) ? m : null;
};

/**
 * The rights `part` (a sentence of `folded`) states; `adjudged`: its validity said to be decided (`adjudgedIn`), and `dispute`:
 * `DISPUTE` found in it, read once by the caller. Each pattern is tested as the filter prunes it for the letter (`testPart`,
 * decision 518): the same answers.
 */
const rightsOf = (folded: string, part: string, adjudged: boolean, dispute: boolean): ValidationRight[] => {
  const out: ValidationRight[] = [];
  const has = (re: RegExp): boolean => testPart(re, folded, part);
  if (
    adjudged ||
    (has(OF_SILENCE) && (dispute || /\bnotify\s+(?:us|this\s+office|our\s+office)\b|\bnos\s+notifica/.test(part)) && consequenceIn(part) !== null)
  )
    out.push('assume_valid');
  else if (
    has(ASSUME_VALID) &&
    (dispute ||
      has(OTHERWISE) ||
      /\bunless\b|\bif\s+(?:you\s+(?:do\s+not|don't|fail)|no|we\s+do\s+not)\b|\bsi\s+(?:usted\s+)?no\b|\ba\s+menos\s+que\b/.test(part))
  )
    out.push('assume_valid');
  if ((has(VERIFICATION) && (dispute || has(VERIFICATION_TRIGGER))) || (dispute && has(VERIFIED_IN_OTHER_WORDS))) out.push('verification');
  if (has(ORIGINAL_CREDITOR) && has(ORIGINAL_CREDITOR_NAMED)) out.push('original_creditor');
  if (out.length === 0 && dispute && (has(DAYS) || has(HEDGE) || has(WHOLE_ONLY) || has(DISPUTE_DENIED) || has(SENT_ELSEWHERE))) out.push('dispute');
  return out;
};

/**
 * A sentence that recalls an earlier notice or a period already run, as a later letter does (decision 408): the consumer
 * who did not dispute ("you did not dispute this debt within thirty days", "usted no disputó"), the debt that has been
 * assumed valid ("it has therefore been assumed valid", "ha sido considerada válida"), the notice that gave the days ("our
 * notice of January 8 gave you thirty days", "le dimos 30 días"), the period said to have run ("that time has passed", "the
 * thirty-day period has expired", "the dispute period … ended on July 14", "el plazo ha vencido"), the rights restated as the earlier
 * notice gave them ("as the notice explains", "como le indicamos en nuestro aviso", decision 493). It speaks of the notice; it is not the notice (12 CFR
 * 1006.34(a)(1)). Not when it is the condition of a statement ("if you did not dispute…": `recallsTheNotice`).
 */
const RECALL_OF_NOTICE = new RegExp(
  [
    String.raw`\byou\s+(?:did\s+not|didn't|never)\s+(?:dispute|contest|challenge|question|notify|respond|request|ask)\b`,
    String.raw`\b(?:has|have|had)\s+(?:(?:therefore|thus|now|already|since)\s+)?been\s+(?:assumed|deemed|presumed|considered|treated\s+as|regarded\s+as)\s+(?:to\s+be\s+)?(?:valid|correct|accurate|owed|owing)\b`,
    String.raw`\b(?:gave|provided|afforded|allowed|offered|granted)\s+you\s+(?:(?:a|the)\s+)?(?:thirty|30)\b`,
    String.raw`\b(?:period|time|days|window)\b[^.;]{0,60}?\b(?:(?:has|have|had)\s+(?:now\s+|since\s+|already\s+)?(?:passed|expired|ended|run|elapsed|lapsed|gone\s+by)|ended|expired|lapsed|elapsed|ran\s+out)\b`,
    String.raw`(?<![\w\u00c0-\u017f])usted\s+no\s+(?:disput|impugn|cuestion|objet)[oó](?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])ha\s+sido\s+(?:asumid|considerad|presumid|tenid|dad)[ao]\s+(?:por\s+|como\s+)?(?:v[aá]lid|correct)[ao](?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])le\s+(?:dimos|otorgamos|concedimos|dieron|otorgaron)\s+(?:un\s+plazo\s+de\s+)?(?:treinta|30)(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])(?:el\s+)?plazo\b[^.;]{0,60}?\b(?:ha|hab[ií]a)\s+(?:ya\s+)?(?:vencido|terminado|expirado|pasado|transcurrido)(?![\w\u00c0-\u017f])`,
    // Decision 493: the rights restated as the earlier notice gave them ("as the notice explains", "as our notice of February 9
    // explained", "como explica el aviso", "como le indicamos en nuestro aviso del 9 de febrero"); not the letter's own notice
    // ("the notice below / enclosed / on the back", "el aviso adjunto / abajo / al dorso").
    String.raw`\bas\s+(?:(?:the|our|my)\s+(?:(?:earlier|previous|prior|first|initial|original|last)\s+)?(?:validation\s+)?notice(?!\s+(?:below|above|enclosed|attached|on\s+the\s+(?:back|reverse)))(?:\s+(?:of|dated|sent(?:\s+to\s+you)?\s+on)\s+[a-z]+\.?\s+\d{1,2},?\s+\d{4})?\s+(?:explains|explained|says|said|states|stated|told\s+you|tells\s+you|describes|described|sets\s+out|set\s+out)|(?:explained|stated|described|set\s+out)\s+in\s+(?:our|the|my)\s+(?:(?:earlier|previous|prior|first|initial|original|last)\s+)?(?:validation\s+)?(?:notice|letter)(?!\s+(?:below|above|enclosed|attached|on\s+the\s+(?:back|reverse))))\b`,
    String.raw`(?<![\w\u00c0-\u017f])como\s+(?:se\s+|le\s+|ya\s+)?(?:explica(?:ba)?|explic[oó]|indica(?:ba)?|indic[oó]|dice|dec[ií]a|dijo|se[ñn]ala(?:ba)?|se[ñn]al[oó]|explicamos|indicamos|dijimos|informamos|se[ñn]alamos)\s+(?:en\s+)?(?:el|nuestro|su)\s+(?:(?:primer|anterior)\s+)?aviso(?!\s+(?:adjunto|abajo|arriba|incluido|al\s+dorso|en\s+el\s+reverso))(?![\w\u00c0-\u017f])`,
  ].join('|'),
);
/** A condition or a future just before the recall ("if you did not dispute", "unless the time has run"): a statement, not a recall. */
const RECALL_CONDITIONED = /\b(?:if|unless|until|should|when|once|after|whether|si|a\s+menos\s+que|hasta\s+que|cuando|una\s+vez\s+que)\b[^.;]{0,50}$/;

/** The folded sentence recalls an earlier notice or a period already run (`RECALL_OF_NOTICE`), not under a condition. */
export const recallsTheNotice = (part: string): boolean => {
  const m = RECALL_OF_NOTICE.exec(part);
  return m !== null && !RECALL_CONDITIONED.test(part.slice(0, m.index));
};

/**
 * The model validation notice's itemization (Model Form B-1 and the CFPB's Spanish version, 12 CFR
 * 1006.34(c)(2)(vi)-(viii), (d)(2)): "As of …, you owed", "Total amount of the debt now", "Hasta el …, usted
 * debía", "Monto total de la deuda ahora". These lines exist only inside a validation notice, so an upload that
 * holds them holds a notice, however much of it shows; whether each of its statements is there is for the other
 * vn_* checks (Bergida v. PlusFour, D. Nev. 2023, read such a notice as a whole). The model's opening sentence
 * alone ("We are trying to collect a debt that you owe to …") is not enough: later letters say it too.
 */
export const MODEL_NOTICE_LINES =
  /\btotal\s+amount\s+of\s+the\s+debt\s+now\b|\bas\s+of\s+[^\n]{3,30}?,?\s+you\s+owed\b|\bmonto\s+total\s+de\s+la\s+deuda\s+ahora\b|\bhasta\s+el\s+[^\n]{3,30}?,?\s+usted\s+deb[ií]a\b/i;

/**
 * A sentence that says the notice comes in another letter (decision 474): "in a separate letter we are sending you the validation
 * notice, which explains how to dispute this debt", "under separate cover you will receive the notice of your rights", "en una carta
 * aparte le enviamos el aviso de validación", "por separado le enviamos el aviso de sus derechos". It describes that notice's
 * statements without making them, as a recall does (12 CFR 1006.34(a)(1): the notice may come within five days, in its own letter).
 */
const SEPARATELY =
  /\bin\s+(?:a\s+separate|another)\s+(?:letter|notice|mailing|envelope|document|communication)\b|\bunder\s+separate\s+cover\b|\bseparately\b|(?<![\w\u00c0-\u017f])(?:en\s+(?:una\s+)?(?:carta|comunicaci[oó]n|notificaci[oó]n|sobre)\s+(?:aparte|separad[ao])|por\s+separado|en\s+otra\s+carta)(?![\w\u00c0-\u017f])/;
const NOTICE_NAMED = /\b(?:validation\s+notice|notice|aviso|notificaci[oó]n)\b/;
/** The folded sentence says the notice is sent, enclosed or coming in another letter. */
export const pointsToNoticeSentSeparately = (part: string): boolean => SEPARATELY.test(part) && NOTICE_NAMED.test(part);
/** The first sentence of `text` that says the notice comes in another letter, if any. */
export const noticeSentSeparatelyIn = (text: string): Span | undefined => {
  const folded = fold(text);
  if (!testText(SEPARATELY, folded)) return undefined;
  return segments(text).find((seg) => pointsToNoticeSentSeparately(folded.slice(seg.start, seg.end)));
};

/**
 * A sentence that answers the consumer's dispute already made (decision 389): "we received your letter of October 3, in which you
 * disputed this debt and asked us to verify it", "in response to your dispute, we have verified the debt", "recibimos su carta en
 * la que disputó la deuda". The collector's reply under 1692g(b), not the statement of the right.
 */
export const REPLY_TO_DISPUTE =
  /\byou\s+(?:have\s+)?disputed\b|\b(?:we\s+(?:have\s+)?received|in\s+response\s+to|in\s+reply\s+to|this\s+responds\s+to|thank\s+you\s+for)\s+your\s+(?:letter|dispute|request|correspondence|inquiry)\b|\busted\s+disput[oó]\b|\b(?:recibimos|hemos\s+recibido|en\s+respuesta\s+a)\s+su\s+(?:carta|disputa|solicitud)\b/i;

const modeOf = (part: string): ValidationStatement['mode'] =>
  ORAL_OR_WRITING.test(part) ? 'oral_or_writing' : RIGHT_IN_WRITING.test(part) ? 'writing' : RIGHT_INVOKED_OTHERWISE.test(part) ? 'other' : undefined;

const readUncached = (text: string): ValidationStatement[] => {
  const folded = fold(text);
  const out: ValidationStatement[] = [];
  let previous: ValidationStatement | undefined;
  // The validity said to be decided, as the filter prunes it for this letter (asked once; none: no sentence says it).
  const adjudgedValid = searcherIn(ADJUDGED_VALID, folded);
  for (const seg of segments(text)) {
    const part = folded.slice(seg.start, seg.end);
    const adjudged = adjudgedIn(part, adjudgedValid);
    // Whether the sentence speaks of a dispute, asked once: `rightsOf` and the statement read it up to six times (decision 382).
    const dispute = testPart(DISPUTE, folded, part);
    const rights = rightsOf(folded, part, adjudged !== null, dispute);
    if (rights.length === 0 || REPLY_TO_DISPUTE.test(part) || recallsTheNotice(part) || pointsToNoticeSentSeparately(part)) {
      previous = undefined;
      continue;
    }
    const trigger: ValidationStatement['trigger'] = dispute
      ? 'dispute'
      : OTHERWISE.test(part) && rights.includes('assume_valid')
        ? previous?.trigger
        : REQUESTED.test(part)
          ? 'request'
          : undefined;
    const days = daysIn(part);
    const fromLetter = FROM_LETTER.exec(part);
    const anchor: PeriodAnchor | undefined = FROM_RECEIPT.test(part)
      ? 'receipt'
      : fromLetter && !ABOUT_PAYMENT.test(part)
        ? 'letter'
        : END_DATE.test(part)
          ? 'end_date'
          : undefined;
    const hedge = HEDGE.exec(part);
    const consequence = rights.includes('assume_valid') && OF_SILENCE.test(part) ? consequenceIn(part) : null;
    const ofRequest = rights.includes('verification') || rights.includes('original_creditor');
    const condition = ofRequest && !CONDITION_OPTIONAL.test(part) ? spanIn(text, seg, part, UNSTATUTORY_CONDITION) : undefined;
    const wholeOnly = dispute && !ANY_PORTION.test(part) ? spanIn(text, seg, part, WHOLE_ONLY) : undefined;
    const shortPeriod = spanIn(text, seg, part, PERIOD_FROM_RECEIPT, (m) => {
      const n = (m[1] ?? m[2]) as string;
      return (/^\d+$/.test(n) ? Number(n) : (NUMBER_WORDS[n] ?? (n === 'twenty-five' ? 25 : 30))) < 30;
    });
    const denied = spanIn(text, seg, part, DISPUTE_DENIED, (m) => !DENIAL_NEGATED.test(part.slice(Math.max(0, m.index - 30), m.index)));
    const sentElsewhere = spanIn(text, seg, part, SENT_ELSEWHERE);
    const mode = modeOf(part) ?? (OTHERWISE.test(part) ? previous?.mode : undefined);
    const statement: ValidationStatement = {
      rights,
      ...(mode ? { mode } : {}),
      ...(days !== undefined ? { days } : {}),
      ...(anchor ? { anchor } : {}),
      ...(anchor === 'letter' && fromLetter
        ? { anchorSpan: spanOf(text, seg.start + fromLetter.index, seg.start + fromLetter.index + fromLetter[0].length) }
        : {}),
      ...(hedge ? { hedge: spanOf(text, seg.start + hedge.index, seg.start + hedge.index + hedge[0].length) } : {}),
      ...(adjudged ? { adjudged: spanOf(text, seg.start + adjudged.index, seg.start + adjudged.index + adjudged[0].length) } : {}),
      ...(trigger ? { trigger } : {}),
      ...(consequence ? { consequence: spanOf(text, seg.start + consequence.index, seg.start + consequence.index + consequence[0].length) } : {}),
      ...(condition ? { condition } : {}),
      ...(wholeOnly ? { wholeOnly } : {}),
      ...(shortPeriod ? { shortPeriod } : {}),
      ...(denied ? { denied } : {}),
      ...(sentElsewhere ? { sentElsewhere } : {}),
      sentence: seg,
    };
    out.push(statement);
    previous = statement;
  }
  return out;
};

/** The validation statements of `text`, each read by what it does. Memoised on the last text; callers must not mutate the result. */
export const readValidationStatements: (text: string) => ValidationStatement[] = memoOnLastLetter(readUncached);

/**
 * The letter states one of the notice's own statements (decision 408): the debt assumed valid unless disputed, verification
 * on a dispute, or the original creditor's name on a request (15 U.S.C. 1692g(a)(3)-(5); 12 CFR 1006.34(c)(3)), in any of the
 * wordings read here. A bare mention of a dispute with a number of days is not one: a later letter or a consumer's own letter
 * says as much. The gate that takes a letter for the validation notice asks this (engine/gates.ts).
 */
export const statesANoticeRight = (text: string): boolean => readValidationStatements(text).some((st) => st.rights.some((r) => r !== 'dispute'));

/**
 * `text` with each sentence that recalls an earlier notice, says the notice comes separately, or answers a dispute already made blanked out (the same length, so
 * offsets hold): what is left is what the letter itself states. The text itself when no sentence does.
 */
export const withoutRecalls = (text: string): string => {
  const folded = fold(text);
  // Asked of the filter first (decision 518): most letters hold no word these need.
  if (!testText(RECALL_OF_NOTICE, folded) && !testText(REPLY_TO_DISPUTE, folded) && !testText(SEPARATELY, folded)) return text;
  let out = text;
  for (const seg of segments(text)) {
    const part = folded.slice(seg.start, seg.end);
    if (REPLY_TO_DISPUTE.test(part) || recallsTheNotice(part) || pointsToNoticeSentSeparately(part))
      out = out.slice(0, seg.start) + ' '.repeat(seg.end - seg.start) + out.slice(seg.end);
  }
  return out;
};

/**
 * The notice's three statements are in hand together (decision 209): the assumption of validity, verification on a
 * dispute, and the original creditor's name on a request are each read in the text. The rights paragraph is then judged as
 * it reads: a statement that leaves "in writing" out is not waiting for another page to say it.
 */
export const rightsParagraphInHand = (text: string): boolean => {
  const rights = new Set(readValidationStatements(text).flatMap((st) => st.rights));
  return rights.has('assume_valid') && rights.has('verification') && rights.has('original_creditor');
};

/** What a statement says wrongly, whatever else the letter holds (a page not in hand cannot cure it). */
export type StatementMisstatement =
  | { kind: 'period_from_letter'; statement: ValidationStatement; evidence: Span }
  | { kind: 'hedged'; statement: ValidationStatement; evidence: Span }
  | { kind: 'spoken_or_written'; statement: ValidationStatement; evidence: Span }
  | { kind: 'assumed_unless_requested'; statement: ValidationStatement; evidence: Span }
  | { kind: 'validity_adjudged'; statement: ValidationStatement; evidence: Span }
  | { kind: 'silence_as_admission'; statement: ValidationStatement; evidence: Span }
  | { kind: 'request_conditioned'; statement: ValidationStatement; evidence: Span }
  | { kind: 'whole_debt_only'; statement: ValidationStatement; evidence: Span }
  | { kind: 'period_shorter'; statement: ValidationStatement; evidence: Span }
  | { kind: 'dispute_denied'; statement: ValidationStatement; evidence: Span }
  | { kind: 'dispute_sent_elsewhere'; statement: ValidationStatement; evidence: Span };

/**
 * The misstatements of the statements of `rights`: the period counted from the letter's own date (when the
 * number of days is the statute's thirty or more: a shorter period is `dispute_conditions_added`'s), a hedge,
 * and (for verification and the original creditor's name, which only writing earns) a spoken step offered
 * beside writing. In the order found, one per statement.
 *
 * And, where no statement of the letter says the consumer may dispute, an assumption conditioned on a request
 * instead ("… will be provided if requested in writing within 30 days. Otherwise, the debt will be assumed to be
 * valid"): the notice replaces the right to dispute by a request (Baker v. G.C. Services, 9th Cir. 1982).
 */
export const misstatementsOf = (text: string, rights: readonly ValidationRight[]): StatementMisstatement[] => {
  const out: StatementMisstatement[] = [];
  const statements = readValidationStatements(text);
  // No statement anywhere says the consumer may dispute: the notice speaks only of requests.
  const disputeNeverSaid = statements.every((st) => st.trigger !== 'dispute' && !st.rights.includes('dispute'));
  for (const st of statements) {
    const mine = st.rights.filter((r) => rights.includes(r));
    if (mine.length === 0) continue;
    if (st.denied) out.push({ kind: 'dispute_denied', statement: st, evidence: st.sentence });
    else if (st.sentElsewhere) out.push({ kind: 'dispute_sent_elsewhere', statement: st, evidence: st.sentence });
    else if (mine.includes('assume_valid') && st.adjudged) out.push({ kind: 'validity_adjudged', statement: st, evidence: st.sentence });
    else if (mine.includes('assume_valid') && st.consequence) out.push({ kind: 'silence_as_admission', statement: st, evidence: st.sentence });
    else if (st.anchor === 'letter' && st.anchorSpan && (st.days === undefined || st.days >= 30))
      out.push({ kind: 'period_from_letter', statement: st, evidence: st.sentence });
    else if (st.hedge) out.push({ kind: 'hedged', statement: st, evidence: st.sentence });
    else if (mine.includes('assume_valid') && st.trigger === 'request' && disputeNeverSaid)
      out.push({ kind: 'assumed_unless_requested', statement: st, evidence: st.sentence });
    else if (st.mode === 'oral_or_writing' && mine.some((r) => r === 'verification' || r === 'original_creditor'))
      out.push({ kind: 'spoken_or_written', statement: st, evidence: st.sentence });
    else if (st.wholeOnly) out.push({ kind: 'whole_debt_only', statement: st, evidence: st.sentence });
    else if (st.condition && mine.some((r) => r === 'verification' || r === 'original_creditor'))
      out.push({ kind: 'request_conditioned', statement: st, evidence: st.sentence });
    else if (st.shortPeriod && mine.some((r) => r === 'verification' || r === 'original_creditor'))
      out.push({ kind: 'period_shorter', statement: st, evidence: st.sentence });
  }
  return out;
};
