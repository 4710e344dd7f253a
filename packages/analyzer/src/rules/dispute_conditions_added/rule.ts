import { addDays } from '@debtshield/clocks';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { announcedFirstLetter, periodOf, rightsSurviveStatement, timingsIn, validationRights } from '../_disclosures-and-amounts/period';
import { QUESTIONS } from '../_shared/questions';
import { circuitOf } from '../_shared/circuit-of';
import { earlierContactIn } from '../../reading/first-contact';
import { findDates } from '../_disclosures-and-amounts/dates';
import { firstPeriodRanOut, placeDeadline, secondNoticeInFirstPeriod } from '../_disclosures-and-amounts/period-outside-the-words';
import { deadlinesIn, OTHER_CHANNEL, TELEPHONE_ONLY_WAY } from '../../reading/validation-period-pressure';
import { parseCount } from '../_disclosures-and-amounts/numbers';
import { fold, matchIn, quote, segmentIndexAt, segments, segTest, trimSpan } from '../_disclosures-and-amounts/text';
import { execAll } from '../../text/exec-all';
import { readNoticeSetAside } from '../../reading/notice-set-aside';
import { readSilenceAsAdmission } from '../../reading/silence-as-admission';
import { readDisputeInvitedByTelephone } from '../../reading/dispute-invited-by-telephone';
import { readQualifiedDisputeProof, readValidReasonDemanded } from '../../reading/dispute-held-to-a-reason-or-proof';
import { rightLostByAnAct } from '../../reading/right-lost-by-an-act';
import { testText } from '../../text/prefilter';
import { recallsTheNotice } from '../../reading/validation-statements';
import { DISPUTE_DEADLINE_IN_THE_LAWS_VOICE, LAW_SAID_TO_REQUIRE_OF_THE_DISPUTE } from '../../reading/dispute-right-said-as-the-laws';
import { lawWithin, withoutTheLawsDuties } from '../../reading/law-recited';

/** Proof the person "may be required" to give (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const MAY_BE_REQUIRED = /\bmay\s+(?:be\s+required|need|have\s+to)\b/;
/** Writing named in the sentence. */
const WRITING_NAMED = /\bin\s+writing\b|\bwrite\b|\bwritten\b|\bpor\s+escrito\b/;
/** Writing named in Spanish. */
const SPANISH_WRITING_NAMED = /\bescr[ií]b|\bpor\s+escrito|\bcorreo\b/;

/** Segments about the consumer's dispute (or verification) right. */
/** A dispute named in English or Spanish (disputar, impugnar, "no está de acuerdo"). */
const ABOUT_DISPUTE_ANY = /\b(?:disput\w*|contest\w*|impugn\w*)\b/;
/** Decision 337: also the Spanish verb ("podemos, a nuestra discreción, verificar la deuda"), as "verify" is read. */
const ABOUT_DISPUTE = /\b(?:disput\w*|verification|verify|validation\s+request|contest\w*|impugn\w*|verificar)\b|\bverificaci[oó]n/;

/**
 * Words that make something a condition on the consumer rather than an invitation (not "we must…"); also a condition
 * joined to the dispute in the notice's own "unless" clause ("unless you dispute … and provide documentation …, we will
 * assume the debt is valid", "a menos que usted dispute … y presente pruebas"), which ties the assumption to the added
 * step as surely as "must" (decision 103). Decision 357: the dispute refused or not counted in the passive, as "will not be
 * accepted unless" was: "will not be considered valid / complete unless / without", "no dispute will be accepted without", "disputes
 * that do not include … will not be considered", and the collector's "we will only investigate disputes that include…", "only
 * disputes accompanied by … will be reviewed".
 */
const REQUIRED =
  /\b(?:will|shall|can|could)\s*not\s+be\s+(?:considered|deemed|treated\s+as|regarded\s+as)\s+(?:a\s+)?(?:valid|complete|proper|effective)\b|\b(?:is|are)\s+not\s+(?:considered|deemed)\s+(?:a\s+)?(?:valid|complete|proper|effective)\b|\bno\s+(?:dispute|request|claim)s?\s+(?:will|shall|can|may)\s+be\s+(?:accepted|considered|processed|honou?red|investigated|reviewed|verified)\s+(?:without|unless)\b|\b(?:that|which)\s+(?:do|does)\s+not\s+(?:include|contain|have|attach|enclose|provide)\b[^.]{0,80}?\b(?:will|shall|can)\s*not\s+be\s+(?:accepted|considered|processed|honou?red|investigated|reviewed|verified)\b|\bonly\s+(?:investigate|accept|consider|process|honou?r|review|verify|act\s+on)\s+(?:a\s+|the\s+|your\s+)?(?:disputes?|requests?)\s+(?:that|which|with|accompanied|supported|including)\b|\bonly\s+(?:disputes?|requests?)\s+(?:that|which|with|accompanied|supported|including)\b|\bunless\b[^.]{0,60}?\byou\b[^.]{0,120}?\band\s+(?:also\s+)?(?:provide|send|submit|include|attach|enclose|furnish|supply|produce|show|state|explain|give)\b|\ba\s+menos\s+que\s+(?:usted\s+)?[^.]{0,120}?\by\s+(?:tambi[eé]n\s+)?(?:proporcione|env[ií]e|presente|incluya|adjunte|explique|indique)\b|\b(?:you|disputes?|your\s+(?:dispute|letter|request|notice|claim)|all\s+disputes|any\s+dispute|requests?|claims?)\s+(?:must|shall|will\s+need\s+to|need\s+to|needs\s+to|have\s+to|has\s+to|(?:are|is)\s+required\s+to)\b|\bmust\s+(?:include|be\s+accompanied|contain|attach|enclose|be\s+notari\w*|be\s+signed|be\s+sworn|be\s+supported)\b|\b(?:is|are)\s+required\b|\bwe\s+(?:will\s+)?require\b|\bonly\s+be\s+(?:accepted|considered|processed|honou?red|investigated)|\b(?:will|can)\s*not\s+be\s+(?:accepted|considered|processed|honou?red|investigated|reviewed)\s+(?:unless|without|if)|\bcannot\s+be\s+(?:accepted|considered|processed|honou?red|investigated)\s+(?:unless|without)|\bwithout\b[^.]{0,60}\b(?:will|can)\s*not\s+be\s+(?:accepted|considered|processed|honou?red|investigated|reviewed)|\bunless\s+(?:accompanied|supported)|\b(?:is|are)\s+not\s+(?:valid|accepted)\s+(?:without|unless)|\busted\s+debe\b|\b(?:su|toda|la)\s+disputa\s+debe\b|\b(?:las|todas\s+las)\s+disputas\s+deben\b|\bes\s+obligatorio\b|\b(?:only|solely)\s+(?:if|when|after|upon)\b|\bs[oó]lo\s+si\b|\bsolamente\s+si\b|\b(?:we|this\s+office|our\s+office)\s+(?:cannot|can\s*not|will\s+not|won't|do\s+not|don't)\s+(?:accept|consider|process|honou?r|investigate|review|act\s+on)\b[^.]{0,60}?\b(?:unless|without|until)\b|\bwithout\b[^.]{0,60}\b(?:will|shall)\s+be\s+(?:disregarded|ignored|rejected|returned|denied|discarded|dismissed)\b|^\s*(?:please\s+)?(?:have|get)\s+(?:your|the|any)\s+(?:[\w-]+\s+){0,2}?(?:notari[sz]ed|sworn)\b|\(\s*(?:required|mandatory|must\s+be\s+completed|obligatorio|requerido)\s*\)|\*\s*required\b|\brequired\s+(?:field|information)\b|\b(?:if|when|should)\s+you\s+dispute\b(?![^,.]{0,60}\b(?:identity\s+theft|fraud\w*))[^.]{0,60}?,\s*(?:please\s+)?(?:include|attach|enclose|send|provide|submit|furnish|forward|mail)\b|^\s*to\s+dispute\b(?![^,.]{0,60}\b(?:identity\s+theft|fraud\w*))[^.]{0,60}?,\s*(?:please\s+)?(?:include|attach|enclose|send|provide|submit|furnish|forward|mail)\b|\bsi\s+(?:usted\s+)?disputa\b(?![^,.]{0,60}\b(?:robo\s+de\s+identidad|fraude))[^.]{0,60}?,\s*(?:por\s+favor\s+)?(?:incluya|adjunte|env[ií]e|proporcione)\b/;
/**
 * Decision 337: the Spanish obligation in the ways letters write it, as `REQUIRED` reads "you must", "you will need to", "is
 * required", "we cannot process … unless", "… will not be investigated without" and "to dispute, enclose …": "debe / deberá /
 * tiene que / tendrá que / necesita" before an infinitive ("para disputar esta deuda, debe enviarnos una copia de su licencia";
 * "debe" before a noun or a figure is "owes", and "no debe" is not an obligation), "se requiere", "es necesario / obligatorio
 * que", "requerimos", "no podemos procesar su disputa a menos que / sin", "las disputas sin … no serán investigadas", and the
 * imperative on a dispute ("para disputar, envíenos…", "si desea disputar…, incluya…").
 */
const SPANISH_REQUIRED = new RegExp(
  [
    String.raw`(?<!\bno\s)\b(?:debe|deber[aá]|tiene\s+que|tendr[aá]\s+que|necesita|necesitar[aá])\s+(?:usted\s+)?[a-z\u00e1\u00e9\u00ed\u00f3\u00fa\u00f1]+(?:ar|er|ir)(?:nos|le|lo|la|se)?(?![\w\u00c0-\u017f])`,
    String.raw`(?<!\bno\s)\bse\s+(?:requiere|exige)n?\b|(?<!\bno\s)\bes\s+(?:necesario|obligatorio|indispensable|imprescindible)\s+que\b|\b(?:requerimos|exigimos)\b`,
    String.raw`\bno\s+(?:podemos|podremos|vamos\s+a)\s+(?:aceptar|considerar|procesar|tramitar|investigar|revisar|atender)\b[^.]{0,60}?(?:\ba\s+menos\s+que\b|\bsin\b|\bhasta\s+que\b|\bsi\s+no\b)`,
    String.raw`\bsin\b[^.]{0,60}\bno\s+(?:ser[aá]n?|se)\s+(?:aceptad|considerad|procesad|investigad|revisad|tramitad|acept|consider|proces|investig|revis|tramit)\w*`,
    String.raw`\bno\s+ser[aá]n?\s+(?:aceptad|considerad|procesad|investigad|revisad|tramitad)[ao]s?\s+(?:(?:v[aá]lid|complet)[ao]s?\s+)?(?:sin|a\s+menos\s+que|si\s+no)\b`,
    // Decision 357: "no se considerará válida / completa", "solo investigaremos / se revisarán las disputas…", "las disputas que no
    // incluyan … no serán consideradas".
    String.raw`\bno\s+(?:se\s+)?(?:ser[aá]n?\s+)?consider(?:ad[ao]s?|ar[aá]n?)\s+(?:como\s+)?(?:v[aá]lid|complet)[ao]s?\b`,
    String.raw`\b(?:s[oó]lo|solamente|[uú]nicamente)\s+(?:investigaremos|aceptaremos|consideraremos|procesaremos|revisaremos|tramitaremos|se\s+(?:investigar|aceptar|considerar|procesar|revisar|tramitar)[aá]n?)\b`,
    String.raw`\bque\s+no\s+(?:incluyan?|contengan?|adjunten?|vengan?\s+acompa[nñ]ad[ao]s?)\b[^.]{0,80}?\bno\s+(?:ser[aá]n?|se)\s+(?:aceptad|considerad|procesad|investigad|revisad|tramitad|acept|consider|proces|investig|revis|tramit)\w*`,
    String.raw`(?:^\s*para\s+(?:poder\s+)?disputar\b|\bsi\s+(?:usted\s+)?(?:desea|quiere)\s+disputar\b)(?![^,.]{0,60}\b(?:robo\s+de\s+identidad|fraude))[^.]{0,60}?,\s*(?:por\s+favor\s+)?(?:incluya|adjunte|env[ií]e(?:nos)?|proporci[oó]ne(?:nos)?|presente|m[aá]nde(?:nos)?)(?![\w\u00c0-\u017f])`,
  ].join('|'),
);
/**
 * An invitation rather than a condition. Decision 337: "if you wish to dispute…, you will need to…" is a condition on the dispute,
 * not an invitation ("if you wish" is optional only of what it governs); Spanish "puede enviar / adjuntar", "si lo desea", "no es
 * necesario", "no se requiere", "opcional".
 */
const OPTIONAL =
  /\b(?:you\s+may\s+(?:also\s+)?(?:include|attach|enclose|send|provide)|if\s+you\s+(?:wish|like|want)(?!\s+to\s+(?:dispute|contest|challenge))|(?:is|are)\s+(?:helpful|optional|not\s+required)|do\s+not\s+have\s+to|don't\s+have\s+to|not\s+required\s+to|puede\s+incluir|puede\s+(?:tambi[eé]n\s+)?(?:adjuntar|enviar|proporcionar)|si\s+(?:usted\s+)?(?:as[ií]\s+)?lo\s+desea|no\s+(?:es\s+necesario|es\s+obligatorio|tiene\s+que|se\s+requiere|necesita)|opcional)\b|\(\s*(?:optional|if\s+any|opcional)\s*\)/;

/**
 * A written channel beyond what the law asks, required of every dispute (decision 144): certified or registered mail,
 * a return receipt ("disputes must be sent by certified mail", "your dispute must be mailed certified, return receipt
 * requested", "por correo certificado"). Comment 38-1 of 12 CFR 1006.38 counts any mail, the collector's form, an
 * electronic channel it accepts, or hand delivery; the condition is read only with words of obligation (`REQUIRED`), so
 * "we suggest certified mail" and "you may send it by certified mail" stay lawful.
 */
const COSTLY_MAIL =
  /\b(?:certified|registered)\s+(?:mail|letter)\b|\bmailed\s+certified\b|\breturn\s+receipt\s+requested\b|\bcorreo\s+(?:certificado|registrado)\b|\bacuse\s+de\s+recibo\b/;

type Condition = { label: string; re: RegExp; needsRequired: boolean; strong: boolean };

const CONDITIONS: readonly Condition[] = [
  {
    // Decision 337: the Spanish papers as the English are read ("documentación", "comprobantes", "recibos", "estado de cuenta
    // bancario", "informe policial", "identificación con foto").
    label: 'proof or documents before a dispute is accepted',
    // Decision 367: papers asked as "all information regarding the dispute", "all relevant / supporting information", "toda la
    // información relacionada con la disputa" (McCurdy v. Professional Credit Service, D. Or. 2015: "please send all information
    // regarding the dispute to [the agency]" read as a dispute that must be written and documented). Not bare "information", nor
    // the consumer's name, address or account number.
    re: /\b(?:all|any)\s+(?:(?:of\s+)?the\s+)?(?:(?:relevant|supporting|pertinent|available)\s+)?information\s+(?:regarding|about|concerning|relating\s+to|related\s+to|pertaining\s+to|supporting|in\s+support\s+of|relevant\s+to|on|for)\s+(?:the\s+|your\s+|this\s+|such\s+|any\s+)?(?:dispute|claim)\b|\ball\s+(?:(?:of\s+)?the\s+)?(?:relevant|pertinent|supporting)\s+information\b|\bsupporting\s+information\b|\btoda\s+(?:la\s+)?informaci[oó]n\s+(?:relacionada\s+con|sobre|relativa\s+a|acerca\s+de|que\s+respalde|en\s+apoyo\s+de|pertinente\s+a)\s+(?:la\s+|su\s+|esta\s+|dicha\s+)?disputa\b|\binformaci[oó]n\s+(?:de\s+respaldo|que\s+respalde\s+su\s+disputa)\b|\b(?:proof|documentation|documents|evidence|receipts?|cancell?ed\s+checks?|bank\s+statements?|police\s+report|identity\s+theft\s+report|copy\s+of\s+(?:your\s+)?(?:(?:photo|picture|government[- ]issued|valid)\s+)?(?:id|identification|driver'?s?\s+licen[cs]e|social\s+security\s+card|passport)|photo\s+(?:id|identification)|pruebas?|documentos|copia\s+de\s+su\s+(?:licencia|identificaci[oó]n|tarjeta|pasaporte)|documentaci[oó]n|comprobantes?|recibos?|cheques?\s+cancelados?|estados?\s+de\s+cuenta\s+bancari[oa]s?|informe\s+(?:policial|de\s+la\s+polic[ií]a)|reporte\s+policial|identificaci[oó]n\s+con\s+foto)\b/,
    needsRequired: true,
    strong: false,
  },
  {
    label: 'a notarized or sworn dispute',
    re: /\b(?:notari[sz]\w*|sworn|affidavit|under\s+(?:penalty\s+of\s+)?oath|notariad\w*|jurad\w*)\b/,
    needsRequired: true,
    strong: true,
  },
  {
    label: 'a stated reason for the dispute',
    re: /\b(?:state|explain\w*|specify\w*|give|provide|describe|include|set\s+forth|tell\s+us|let\s+us\s+know|show)\b[^.]{0,40}\b(?:reasons?|basis|grounds|why)\b|\b(?:reasons?|basis|grounds|explanation)\s+(?:for|of)\s+(?:the\s+|your\s+|this\s+)?(?:dispute|disputing)\b|\bstatement\s+(?:explaining|stating|setting\s+out)\s+(?:why|the\s+reasons?)|\b(?:raz[oó]n|motivo)\s+(?:de|para)\s+(?:la\s+|su\s+)?disputa\b|\b(?:with|along\s+with)\s+(?:the|a|your)\s+(?:reasons?|explanation|grounds)\b|\bexplanation\s+(?:of|as\s+to)\s+(?:why|the\s+reasons?|the\s+basis|the\s+grounds)\b|\bwithout\s+(?:a|any|the|stating\s+(?:a|the))\s+(?:reasons?|explanation|basis|grounds)\b|\b(?:expli(?:que|car)|indi(?:que|car)|especifi(?:que|car)|d[eé]|dar|incluya|incluir|proporcion(?:e|ar))(?![\w\u00c0-\u017f])[^.]{0,40}\b(?:raz[oó]n|razones|motivos?|fundamentos?|por\s*qu[eé])(?![\w\u00c0-\u017f])/,
    needsRequired: true,
    strong: false,
  },
  {
    // Decision 337: also in Spanish ("las disputas solo se aceptan por teléfono", "únicamente en línea", "no aceptamos disputas por
    // escrito").
    label: 'one particular channel for disputes',
    re: /\b(?:only|solely|exclusively)\b[^.]{0,40}\b(?:by\s+(?:phone|telephone|calling|certified\s+mail)|online|through\s+our\s+(?:website|portal|web\s+site)|(?:on|using)\s+(?:the|our)\s+(?:enclosed\s+|attached\s+|official\s+)?form)\b|\b(?:by\s+(?:phone|telephone|certified\s+mail)|online|through\s+our\s+(?:website|portal)|(?:on|using)\s+(?:the|our)\s+(?:enclosed\s+|attached\s+|official\s+)?(?:dispute\s+)?form)\s+only\b|\b(?:do|does|will)\s+not\s+accept\s+(?:written|mailed)\s+disputes|\bwritten\s+disputes\s+(?:are|will)\s+not\s+(?:be\s+)?accepted|(?<![\w\u00c0-\u017f])(?:s[oó]lo|solamente|[uú]nicamente|exclusivamente)\s[^.]{0,40}?\b(?:por\s+tel[eé]fono|por\s+correo\s+certificado|en\s+l[ií]nea|a\s+trav[eé]s\s+de\s+nuestro\s+(?:sitio|portal)|(?:en|con|usando)\s+(?:el|nuestro)\s+formulario)\b|\b(?:por\s+tel[eé]fono|en\s+l[ií]nea)\s+(?:s[oó]lo|solamente|[uú]nicamente|exclusivamente)(?![\w\u00c0-\u017f])|\bno\s+(?:aceptamos|se\s+aceptan|ser[aá]n\s+aceptadas)\s+disputas\s+(?:por\s+escrito|por\s+correo|escritas)/,
    needsRequired: false,
    strong: true,
  },
  {
    // The collector's own form made the way to dispute ("disputes must be submitted using the enclosed form", decision 311),
    // not where the sentence offers another way ("… using the enclosed form or in a letter", "o escríbanos sin el formulario"):
    // the consumer may dispute in any writing or by a call (1692g(a)(3)-(4); 12 CFR 1006.38, comment 38-1).
    label: 'one particular channel for disputes',
    re: /\b(?:on|using|with|via|through|in)\s+(?:the|our|this)\s+(?:enclosed|attached|official|provided|following)\s+(?:dispute\s+)?form\b(?![^.]*\b(?:or\s+(?:write|call|send|mail|by\s+(?:letter|phone|mail)|in\s+(?:a\s+)?(?:letter|writing))|without\s+(?:the|a|using\s+the)\s+form))|\b(?:en|con|usando)\s+el\s+formulario\s+(?:adjunto|incluido|oficial)\b(?![^.]*\b(?:o\s+(?:escr[ií]b|ll[aá]m|env[ií]e)|sin\s+el\s+formulario))/,
    needsRequired: true,
    strong: false,
  },
  {
    label: 'one particular channel for disputes',
    re: COSTLY_MAIL,
    needsRequired: true,
    strong: false,
  },
  {
    label: 'disputing with someone other than the collector',
    re: /\byou\s+(?:must|need\s+to|will\s+need\s+to|have\s+to)\s+(?:first\s+)?(?:contact|call|write\s+to|dispute\s+(?:it\s+|this\s+(?:debt\s+|balance\s+)?)?(?:directly\s+)?with|direct\s+(?:your|any)\s+dispute\s+to|file\s+(?:your|a)\s+dispute\s+with|take\s+(?:it|this|(?:any|your|the|a)\s+dispute)\s+up\s+with)\s+(?:directly\s+)?(?:the\s+|your\s+)?(?:[a-z'.&-]{1,20}\s+){0,3}?(?:original\s+creditor|creditor|client|credit\s+(?:bureaus?|reporting\s+agenc\w*)|equifax|experian|trans\s?union|hospital|provider|doctor|insurer|insurance\s+company|merchant|seller|store)\b|\b(?:disputes?|your\s+dispute|all\s+disputes|any\s+dispute)\s+(?:must|shall|will\s+have\s+to)\s+be\s+(?:directed|made|sent|submitted|addressed|filed|mailed|forwarded|presented)\s+(?:directly\s+)?(?:to|with)\s+(?:the\s+|your\s+)?(?:original\s+creditor|creditor|client|credit\s+(?:bureaus?|reporting\s+agenc\w*)|equifax|experian|trans\s?union|hospital|provider)\b|\b(?:debe|tiene\s+que|deber[aá])\s+(?:comunicarse|contactar|llamar|escribir|dirigirse|dirigir\s+(?:su|cualquier)\s+disputa|disputar\w*)\s+(?:directamente\s+)?(?:con|a|al)\s+(?:el\s+|su\s+|la\s+|las\s+)?(?:acreedor|hospital|proveedor|m[eé]dico|bur[oó]|agencias?\s+de\s+(?:cr[eé]dito|informes))/,
    needsRequired: false,
    strong: false,
  },
  {
    // Decision 337: also in Spanish ("se cobra un cargo de $25 para procesar una disputa"), with "sin cargo" / "no hay ningún cargo"
    // read as no fee (`NO_FEE`).
    label: 'a fee to dispute or to obtain verification',
    re: /\$\s?\d[\d,.]*\s+(?:fee|charge)\b[^.]{0,50}\b(?:disput\w*|verification|validation)|\b(?:fee|charge|cost)\s+(?:of\s+\$\s?\d[\d,.]*\s+)?(?:to|for)\s+(?:process\w*\s+)?(?:a\s+|your\s+|any\s+)?(?:disput\w*|verification|validation)|\b(?:cargo|tarifa|cuota|costo|honorarios?)\s+(?:administrativo\s+)?(?:de\s+\$\s?\d[\d,.]*\s+)?(?:para|por)\s+(?:procesar\s+|tramitar\s+|investigar\s+)?(?:una\s+|su\s+|la\s+|cualquier\s+)?(?:disput\w*|verificaci[oó]n|validaci[oó]n)/,
    needsRequired: false,
    strong: true,
  },
];

const NO_FEE =
  /\b(?:no\s+(?:fee|charge|cost)|free\s+of\s+charge|without\s+(?:charge|cost)|at\s+no\s+cost|sin\s+(?:cargo|costo)|no\s+(?:hay|cobramos|se\s+cobra)\s+(?:ning[uú]n\s+)?(?:cargo|costo|tarifa)|gratuit\w*|gratis)\b/;
/**
 * A time said to the consumer for disputing ("unless you", "you must", "must be received"). Decision 451: the same in other words,
 * a dispute that "must be raised / lodged", disputes "not accepted / considered" (or that the collector will not accept) after it,
 * "if you wish to dispute … notify us within", Spanish "no aceptaremos", "no serán aceptadas", "si desea disputar", "debe plantearse".
 */
const CONSUMER_DEADLINE =
  /\b(?:unless\s+you|must\s+be\s+(?:raised|lodged|brought|asserted|registered|communicated|presented)|(?:disputes?|your\s+dispute|any\s+dispute|all\s+disputes|objections?)\s+(?:must|shall|needs?\s+to|has\s+to|have\s+to)|(?:will|can|shall|may)\s*(?:not|n't)\s+be\s+(?:accepted|considered|honou?red|processed|investigated|reviewed|valid)|(?:we|this\s+office)\s+(?:will|can|shall|do)\s*(?:not|n't)\s+(?:accept|consider|honou?r|process|investigate|review)|if\s+you\s+(?:wish|want|intend|plan|choose|would\s+like|decide)\s+to\s+(?:dispute|contest|challenge)|no\s+(?:aceptaremos|consideraremos|procesaremos|tramitaremos|aceptamos)|no\s+ser[aá]n?\s+(?:aceptad|considerad|procesad|tramitad)[oa]s?|si\s+(?:usted\s+)?(?:desea|quiere|decide)\s+(?:disputar|impugnar|objetar)|deb(?:e|en|er[aá]n?)\s+(?:plantearse|interponerse|formularse)|if\s+you\s+(?:do\s+not|don't|fail\s+to)|must\s+be\s+(?:received|made|submitted|sent|postmarked|filed)|you\s+(?:must|have|need\s+to|will\s+need\s+to)|a\s+menos\s+que\s+usted|si\s+(?:usted\s+)?no|usted\s+(?:debe|tiene)|deb(?:e|er[aá])\s+(?:usted\s+)?disputar|debe\s+ser\s+(?:recibid|enviad|presentad)[ao]|deb(?:e|en|er[aá]n?)\s+(?:hacerlo|hacerse|presentarse|presentarla|enviarse|enviarla|recibirse))(?![\w\u00e0-\u00ff])/;
/** What makes a dated dispute a window for the consumer: a deadline said to the consumer, "you have until", or later disputes refused. */
const CONSUMER_DEADLINE_OR_REFUSAL = new RegExp(
  String.raw`\b(?:unless\s+you|if\s+you\s+(?:do\s+not|don't|fail\s+to)|must\s+be\s+(?:received|made|submitted|sent|postmarked|filed)|you\s+(?:must|have|need\s+to|will\s+need\s+to|'ve\s+got)|(?:disputes?|your\s+dispute|any\s+dispute)\s+(?:must|shall|needs?\s+to|has\s+to|have\s+to)|(?:usted\s+)?tiene\s+hasta|debe\s+disputar|disputas?\s+deb(?:e|en|er[aá]n?))\b|` +
    String.raw`^\s*(?:please\s+)?dispute\b|` +
    String.raw`\b(?:will|can|shall|may)\s*(?:not|n't)\s+be\s+(?:accepted|considered|honou?red|processed|investigated|reviewed|valid)\b|\bno\s+ser[aá]n?\s+(?:aceptad|considerad)\w*`,
);
/** The collector's own time to act on a dispute ("we will respond within 10 days"; decision 451: Spanish "le responderemos dentro de 10 días"). */
const COLLECTOR_ACTION =
  /\bwe\s+(?:will|shall|'ll|must)\s+(?:respond|reply|investigate|review|answer|send|mail|provide|process|acknowledge|obtain)\b|\b(?:le\s+)?(?:responderemos|contestaremos|investigaremos|revisaremos|enviaremos|proporcionaremos|obtendremos)\b/;

/**
 * The limit of a dispute made only by telephone, stated as the law (decision 535): "if you dispute only by phone, we are not
 * required to stop collection", "… to send you verification", "si usted solo disputa la deuda por teléfono, no estamos obligados a
 * suspender el cobro". A dispute by any means overcomes the assumption of validity, but only a written one obliges the collector to
 * stop and verify (15 U.S.C. 1692g(a)(4), (b); 12 CFR 1006.38(d)(2)): the sentence describes the consumer's choice and what the law
 * then does not require, and puts no channel on the right. Not a telephone dispute said not to count ("will not be considered").
 */
const ORAL_DISPUTE_LIMIT =
  /\bif\s+you\s+(?:only\s+)?(?:dispute|contest|call)\w*\s+(?:(?:the|this|your)\s+(?:debt|balance|account)\s+)?(?:only\s+)?(?:by\s+(?:tele)?phone|over\s+the\s+phone|orally|verbally)\b[^.;]{0,60}?\b(?:(?:are|is|will\s+be)\s+not\s+(?:required|obligated|obliged)|need\s+not|(?:do|does|will)\s+not\s+(?:have|need)\s+to)\s+(?:to\s+)?(?:stop|cease|suspend|halt|pause|send|mail|provide|obtain|verify)\b|\bsi\s+(?:usted\s+)?(?:s[oó]lo|solamente|[uú]nicamente)\s+(?:disputa|llama)\w*\s+(?:la\s+deuda\s+)?por\s+tel[eé]fono(?![\w\u00c0-\u017f])[^.;]{0,60}?\bno\s+(?:estamos|est[aá]|estaremos)\s+obligad[oa]s?\s+a\s+(?:suspender|detener|parar|dejar\s+de|verificar|enviar)/;

type Hit = { sentence: Span; label: string; strong: boolean };

/**
 * A date given as the last day to dispute (decision 144): "you have until June 20, 2025 to dispute this debt", "any
 * dispute must be made by June 20", "disputes received after June 20, 2025 will not be considered", "tiene hasta el 20
 * de junio de 2025 para disputar". When the date falls before the validation period ends (the end date the notice gives,
 * or thirty days from receipt), it shortens the period 15 U.S.C. 1692g(a)(3)-(5) and 12 CFR 1006.34(b)(5) give; the
 * notice's own end date, or a later one, is not this. A date after "after" counts only when disputes after it are refused.
 */
const DISPUTE_DATE_LEAD =
  /\b(?:by|before|on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|until|till|prior\s+to|through|after|antes\s+del?|hasta\s+el|a\s+m[aá]s\s+tardar\s+el|despu[eé]s\s+del?)\s{1,3}(?:[a-z]+,\s{0,2})?$/;
const AFTER_LEAD = /\b(?:after|despu[eé]s\s+del?)\s{1,3}(?:[a-z]+,\s{0,2})?$/;
const REFUSED_AFTER =
  /\b(?:will|can|shall|may)\s*(?:not|n't)\s+be\s+(?:accepted|considered|honou?red|processed|investigated|reviewed|valid)\b|\b(?:are|is)\s+not\s+(?:accepted|considered|valid|timely)\b|\b(?:we|this\s+office)\s+(?:will\s+not|won't|cannot|can\s*not|do\s+not|don't)\s+(?:accept|consider|honou?r|process|investigate|review)\b|\bno\s+(?:ser[aá]n?|se)\s+(?:aceptad|considerad|acept|consider)\w*/;
const DISPUTE_WORD = /\b(?:disput\w*|contest\w*|challeng\w*|object\w*|impugn\w*)\b/g;
const NOT_THE_DISPUTE = /\b(?:pay|paid|payment|remit\w*|call|settle\w*|offer|pago|pagar)\b/;

/**
 * An offer or a discount lost by disputing the debt or asking for verification (decision 493): "if you dispute the balance or request
 * verification, this offer will be withdrawn", "this discount will be void if you dispute", "you will lose this discount if you
 * dispute", "valid only if you do not dispute", "available only on undisputed accounts", Spanish "si disputa la deuda, esta oferta será
 * retirada", "válida solo para cuentas no disputadas". Using the rights would cost the consumer the offer (15 U.S.C. 1692g(b); 12 CFR
 * 1006.38(b)(1)). Not an offer's own deadline, nor one said to stand whatever the dispute.
 */
const DISPUTING = String.raw`(?:dispute|contest|challenge|request\s+(?:debt\s+)?verification|ask\s+(?:us\s+)?for\s+verification|request\s+validation)`;
const OFFER = String.raw`(?:offer|discount|settlement|reduced\s+(?:payoff|balance|amount)|savings?)`;
const LOST = String.raw`(?:(?:will|shall|would)\s+be|is|are|becomes?|will\s+become)\s+(?:withdrawn|void|voided|revoked|cancell?ed|terminated|rescinded|forfeited|null(?:\s+and\s+void)?|no\s+longer\s+(?:available|valid|honou?red))|(?:will|shall|would)\s+no\s+longer\s+(?:be\s+)?(?:available|valid|apply|honou?red)`;
const OFFER_LOST_BY_DISPUTE = new RegExp(
  [
    String.raw`\b(?:if|should|once|when|in\s+the\s+event)\s+(?:that\s+)?you\s+(?:(?:choose|decide)\s+to\s+)?${DISPUTING}\b[^.;]{0,90}?\b${OFFER}\b[^.;]{0,50}?\b(?:${LOST})\b`,
    String.raw`\bshould\s+you\s+${DISPUTING}\b[^.;]{0,90}?\b${OFFER}\b[^.;]{0,50}?\b(?:${LOST})\b`,
    String.raw`\b${OFFER}\b[^.;]{0,50}?\b(?:${LOST})\b[^.;]{0,40}?\b(?:if|should|once|when)\s+you\s+${DISPUTING}\b`,
    String.raw`\byou\s+(?:will|would|may)\s+(?:lose|forfeit)\s+(?:this|the|your|any)\s+${OFFER}\b[^.;]{0,40}?\b(?:if|should|once|when)\s+you\s+${DISPUTING}\b`,
    String.raw`\b${OFFER}\b[^.;]{0,40}?\b(?:valid|available|good|applies|offered)\s+only\s+(?:if|when|while|as\s+long\s+as)\s+you\s+(?:do\s+not|don't)\s+${DISPUTING}\b`,
    String.raw`\b${OFFER}\b[^.;]{0,40}?\b(?:valid|available|good|applies|offered)\s+only\s+(?:on|to|for)\s+(?:undisputed|non-?disputed)\s+(?:accounts?|debts?|balances?)\b`,
    String.raw`\bsi\s+(?:usted\s+)?(?:disputa|impugna|solicita\s+(?:la\s+)?verificaci[oó]n)\b[^.;]{0,90}?\b(?:oferta|descuento|acuerdo)\b[^.;]{0,40}?\b(?:ser[aá]\s+(?:retirad|anulad|cancelad|revocad)[oa]|quedar[aá]\s+(?:anulad[oa]|sin\s+efecto)|se\s+(?:retirar|anular|cancelar)[aá]|ya\s+no\s+(?:ser[aá]\s+v[aá]lid[oa]|estar[aá]\s+disponible))`,
    String.raw`\b(?:oferta|descuento)\b[^.;]{0,40}?\b(?:v[aá]lid[oa]|disponible)\s+(?:s[oó]lo|solamente|[uú]nicamente)\s+(?:para|en)\s+cuentas\s+no\s+disputadas\b`,
  ].join('|'),
);

const datedDisputeWindow = (ctx: RuleContext, folded: string, seg: Span, period: ReturnType<typeof periodOf>): boolean => {
  const part = folded.slice(seg.start, seg.end);
  if (!/\d/.test(part) || !segTest(folded, seg, CONSUMER_DEADLINE_OR_REFUSAL) || segTest(folded, seg, COLLECTOR_ACTION)) return false;
  return findDates(ctx.text.slice(seg.start, seg.end), part).some((d) => {
    const lead = part.slice(Math.max(0, d.span.start - 30), d.span.start);
    if (!DISPUTE_DATE_LEAD.test(lead)) return false;
    if (AFTER_LEAD.test(lead) && !REFUSED_AFTER.test(part)) return false;
    // The date must govern the dispute, not a payment or a call said between them ("if you do not dispute this, pay by June 20").
    const before = part.slice(0, d.span.start);
    let at = -1;
    for (const m of execAll(DISPUTE_WORD, before)) at = m.index ?? at;
    const after = part.slice(d.span.end, d.span.end + 40);
    const disputeAfter = /^[^.;]{0,25}?\b(?:to|para)\s+(?:dispute|contest|challenge|object|disputar|impugnar)\b/.test(after);
    if (!disputeAfter && (at < 0 || NOT_THE_DISPUTE.test(before.slice(at)))) return false;
    const timing = { kind: 'date' as const, iso: d.iso, span: { start: seg.start + d.span.start, end: seg.start + d.span.end, text: d.span.text } };
    // The letter's end date read from this very sentence (a statute-era notice runs from receipt and names none, decision 357): a
    // date sooner than thirty days after the letter's own date cannot end a period that runs thirty days from receipt.
    if (period.endDate?.span.start === timing.span.start) return period.letterDate !== undefined && d.iso < addDays(period.letterDate.iso, 30);
    return placeDeadline(timing, period, ctx.answers.receivedDate) === 'inside';
  });
};

/**
 * The dispute must REACH the collector within the period ("unless this office receives your dispute
 * within 30 days", "your dispute must be received by us within thirty days", "if your notice of dispute is
 * not received in this office within 30 days", "unless your dispute reaches us", "si su disputa no se recibe
 * en esta oficina"), or the collector "hearing from" the consumer ("unless this office hears from you within thirty
 * days … that you dispute", "a menos que sepamos de usted": Homer v. Law Offices of Frederic I. Weinberg, E.D. Pa.
 * 2017, decision 114): the statute gives the consumer thirty days to dispute, so a dispute sent on the last
 * day is timely, and a notice that demands receipt shortens the window (Jacobson v. Healthcare Financial
 * Services, 2d Cir. 2008). Said in the passive with the place or the receiver ("received, in this office,
 * within", "received at our office", "delivered to us"), in the active ("unless we are in receipt of", "if we
 * have not received"), or with arrival verbs ("reaches us", "arrives at our office", "llegue a nuestra
 * oficina"). The consumer's own receipt of the notice ("within 30 days after receipt of this notice",
 * "after you receive this letter") is the statute's words, not this.
 */
const MUST_REACH_COLLECTOR =
  /\b(?:must|shall|has\s+to|have\s+to|needs?\s+to|will\s+need\s+to)\s+(?:be\s+(?:received|delivered)|reach|arrive)\b|\b(?:unless|if|until|when)\s+(?:this\s+(?:office|firm|agency|company)|we|our\s+(?:office|firm|agency)|the\s+undersigned)\s+(?:receives?|(?:has|have)\s+(?:not\s+)?received|(?:does|do)\s+not\s+receive|(?:doesn't|don't|haven't|hasn't)\s+(?:receive|received)|(?:is|are)\s+(?:not\s+)?in\s+receipt\s+of|hears?\s+from\s+you|(?:has|have)\s+(?:not\s+)?heard\s+from\s+you|(?:does|do)\s+not\s+hear\s+from\s+you|(?:doesn't|don't|haven't|hasn't)\s+(?:hear|heard)\s+from\s+you)\b|\b(?:is|are|(?:has|have)\s+(?:not\s+)?been)\s+(?:not\s+)?(?:received|delivered)\s*,?\s*(?:(?:by|in|at|to)\s+(?!you\b)(?:[\w&.']+,?\s+){1,4}?)?,?\s*(?:within|on\s+or\s+before|no\s+later\s+than|prior\s+to|before\s+the\s+(?:end|expiration))\b|\b(?:reach(?:es|ed)?|arriv(?:e|es|ed)\s+(?:at|in))\s+(?:us|this\s+(?:office|firm|agency)|our\s+(?:office|offices|firm|agency))\b|\b(?:unless|if|until)\b[^.]{0,100}?\b(?:is|are|(?:has|have)\s+(?:not\s+)?been)\s+(?:not\s+)?(?:received|delivered)\s+(?:at|in|by|to)\s+(?:this\s+(?:office|firm|agency|company)|our\s+(?:office|offices|firm|agency)|us)\b|\b(?:we|this\s+office|our\s+office)\s+(?:must|need\s+to|will\s+need\s+to|have\s+to|has\s+to)\s+have\b[^.]{0,80}?\b(?:in|at)\s+(?:our|this)\s+(?:office|offices|hands|possession)\b|\b(?:must|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:in|at)\s+(?:our|this)\s+(?:office|offices|hands|possession)\b|\b(?:debemos|necesitamos)\s+tener\b[^.]{0,80}?\ben\s+(?:nuestra|esta)\s+oficina\b|\bdebe\s+estar\s+en\s+(?:nuestra|esta)\s+oficina\b|\b(?:we|this\s+office)\s+(?:must|need\s+to)\s+receive\b|\b(?:debemos|tenemos\s+que)\s+recibir\b|\bsi\s+no\s+(?:la\s+|lo\s+)?recibimos\b|\ba\s+menos\s+que\s+(?:recibamos|(?:nuestra|esta)\s+oficina\s+reciba|(?:(?:nuestra|esta)\s+oficina\s+|nosotros\s+)?(?:sepa(?:mos)?|tenga(?:mos)?\s+noticias)\s+de\s+usted)\b|\bsi\s+no\s+(?:sabemos|tenemos\s+noticias)\s+de\s+usted\b|\bdebe\s+ser\s+recibid[ao]\b|\bno\s+se\s+recib[ea]\b|\b(?:debe\s+llegar|llegue)\s+a\s+(?:nuestra|esta)\s+oficina\b/;
/** A dispute, or the notice of one, is what must arrive (not a payment). */
const DISPUTE_WINDOW = /\b(?:30|thirty|treinta)\b|\bvalidation\s+period\b|\bend\s+date\b/;
const ABOUT_PAYMENT = /\b(?:pay|paid|payment|remit\w*|pago|pagar)\b/;
/** The letter says sending in time is enough ("a dispute postmarked within 30 days is timely", "even if it reaches us later"): Jacobson's own rule. */
const SENT_IS_ENOUGH =
  /\b(?:postmark\w*|sent|mailed|enviad[ao])\b[^.]{0,60}?\b(?:is|are|will\s+be|ser[aá])\s+(?:considered\s+)?(?:timely|on\s+time|accepted|a\s+tiempo)\b|\beven\s+if\b[^.]{0,60}?\b(?:reach|arriv|receiv)\w*|\baunque\b[^.]{0,60}?\b(?:llegue|recibamos)\b/;
/** A payment and a dispute that must both arrive ("if your payment or notice of dispute is not received"): the dispute is held to the deadline too. */
const PAYMENT_OR_DISPUTE =
  /\b(?:payment|pago)\s*,?\s+(?:or|and\/or|o)\s+(?:[\w']+\s+){0,5}?(?:dispute|disputing|disputa|disputar|disputando)\b|\b(?:dispute|disputa)\s+(?:or|o)\s+(?:(?:a|your|the|su)\s+)?(?:payment|pago)\b/;

/**
 * The dispute said after the count, in the statute's own order ("unless you, within fifteen days after receipt of this
 * notice, dispute the validity of the debt", "if you do not, within ten days of receiving this letter, contest it", "a
 * menos que usted, dentro de los quince días después de recibir este aviso, dispute la validez de la deuda"): only the
 * count's own words (from when it runs) stand between (decision 302).
 */
const DISPUTE_AFTER_COUNT =
  /^\s*(?:(?:after|from|of|following|upon|despu[eé]s\s+de|a\s+partir\s+de|desde|siguientes\s+a)\s+[^.;:!?,]{0,45})?\s*,?\s*(?:you\s+)?(?:to\s+)?(?:disput\w*|contest\w*|challenge|object|impugn\w*)\b/;
/** A payment, an offer, a call or a reply the count may govern instead of the dispute. */
const countGovernsOther = (words: string): boolean => NOT_THE_DISPUTE.test(words) || /\b(?:discount|hear|descuento)\b/.test(words);

/** A dispute window shorter than 30 days ("any dispute must be received within 10 days"; decision 357: "debe disputar esta deuda dentro de 10 días"). */
const shortWindow = (ctx: RuleContext, folded: string, seg: Span): boolean =>
  // Decision 536: or the deadline said of the law's consumer ("unless the consumer disputes it within ten days").
  (segTest(folded, seg, CONSUMER_DEADLINE) || segTest(folded, seg, DISPUTE_DEADLINE_IN_THE_LAWS_VOICE)) &&
  !segTest(folded, seg, COLLECTOR_ACTION) &&
  timingsIn(ctx.text, folded, seg).some((t) => {
    if (t.kind !== 'days' || t.days >= 30) return false;
    const before = folded.slice(Math.max(seg.start, t.span.start - 90), t.span.start);
    let at = -1;
    for (const m of execAll(/\b(?:disput\w*|notify\s+(?:us|this\s+office)|contest\w*|object\w*)\b/g, before)) at = m.index ?? at;
    // The deadline must govern the dispute, not a payment ("if you do not dispute this and wish to pay it within 10 days").
    if (at >= 0) return !/\b(?:pay|paid|payment|remit|call|hear)\b/.test(before.slice(at));
    // Or the dispute comes after the count, with no payment before or between ("unless you, within 15 days …, dispute").
    const after = DISPUTE_AFTER_COUNT.exec(folded.slice(t.span.end, seg.end));
    return after !== null && !countGovernsOther(after[0]) && !countGovernsOther(before);
  });

/**
 * A number of days given to dispute, said as a span of time rather than as a deadline ("you have ten days to
 * dispute", "you will have 15 business days from the date of this letter in which to contest it", "a 10-day
 * dispute period", "usted tiene diez días para disputar"): shorter than thirty, it misstates the statute's
 * period (15 U.S.C. 1692g(a)(3)-(4); 12 CFR 1006.34(b)(5)). Decision 451: disputes refused when made "more than ten days" after
 * a start ("disputes received more than 10 days after the date of this letter will not be considered"). Flags: the text is folded
 * (lower case).
 */
const DAYS_TO_DISPUTE =
  /\b(?:you\s+(?:have|will\s+have|'ll\s+have|are\s+given|get|only\s+have)|there\s+are|(?:usted\s+)?(?:tiene|tendr[aá]|dispone\s+de|cuenta\s+con))\s+(?:only\s+|just\s+|s[oó]lo\s+|solamente\s+)?(\d{1,3}|[a-z]{3,9}(?:[- ][a-z]{3,5})?)\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:business\s+|calendar\s+|working\s+)?(?:days?|d[ií]as)\s+(?:h[aá]biles\s+|naturales\s+|calendario\s+)?(?:(?:from|after|of|following|a\s+partir\s+de|desde)\s+[^.;]{0,50}?\s+)?(?:in\s+which\s+|within\s+which\s+)?(?:to|para)\s+(?:(?:let\s+us\s+know|tell\s+us|notify\s+us|inform\s+us)\s+(?:if|whether|that)\s+you\s+)?(?:dispute|contest|challenge|object|disputar|impugnar|objetar|cuestionar)\b|\b(\d{1,3}|[a-z]{3,9})[- ]days?\s+(?:dispute|validation)\s+(?:period|window)\b|\bplazo\s+de\s+(\d{1,3}|[a-z\u00e1\u00e9\u00ed\u00f3\u00fa]{3,9})\s+d[ií]as\s+para\s+(?:disputar|impugnar|objetar)\b|\b(?:disputes?|objections?|disputas?)\b[^.;]{0,40}?\b(?:more\s+than|over|m[aá]s\s+de)\s+(\d{1,3}|[a-z]{3,9})\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:business\s+|calendar\s+)?(?:days?|d[ií]as)\b[^.;]{0,60}?(?:\b(?:will|can|shall|may)\s*(?:not|n't)\s+be\s+(?:accepted|considered|honou?red|processed|investigated|reviewed|valid)\b|\bno\s+ser[aá]n?\s+(?:aceptad|considerad)[oa]s?\b)/g;
const SPANISH_COUNT: Record<string, number> = { cinco: 5, diez: 10, quince: 15, veinte: 20, siete: 7, tres: 3, catorce: 14, doce: 12 };

const daysToDispute = (folded: string, seg: Span): boolean => {
  for (const m of execAll(DAYS_TO_DISPUTE, folded.slice(seg.start, seg.end))) {
    const word = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    const n = parseCount(word) ?? SPANISH_COUNT[word];
    if (n !== undefined && n > 0 && n < 30) return true;
  }
  return false;
};
/**
 * The debt taken as valid, owed or admitted if the consumer says nothing within fewer days than the period, in words
 * other than "dispute" ("if we do not hear from you within ten days, we will assume this debt is valid", "failure to
 * respond within 10 days will be taken as an admission that you owe it", "si no se comunica con nosotros dentro de 10
 * días, consideraremos que la deuda es válida"): the statute's assumption comes only after thirty days without a
 * dispute (15 U.S.C. 1692g(a)(3), (b); 12 CFR 1006.34(c)(3)(iii)), so a sooner one contradicts the notice (decision 103). Also
 * said as the dispute given up ("we will assume you do not dispute this debt", "asumiremos que usted no disputa la deuda",
 * decision 144).
 */
const TAKEN_AS_VALID =
  /\b(?:assum\w*|consider\w*|deem\w*|treat\w*|tak(?:e|en)\s+as|regard\w*|accept\w*\s+as)\b[^.]{0,60}?\b(?:valid|correct|accurate|owed|owing|admitted|undisputed|an?\s+admission|(?:you\s+)?(?:agree|accept|admit)\w*\s+(?:that\s+you\s+owe|(?:this|the)\s+(?:debt|balance|amount)))\b|\b(?:assum\w*|consider\w*|deem\w*|treat\w*|tak(?:e|en)\s+(?:it\s+)?(?:as\s+(?:a\s+sign\s+)?)?(?:that\s+)?)\s+(?:that\s+)?you\s+(?:do\s+not|don't|have\s+no)\s+(?:dispute|object\w*|disagree)\b|\b(?:asumiremos|consideraremos|entenderemos)\s+que\s+(?:usted\s+)?no\s+(?:disputa|impugna|objeta)\b|\ban?\s+admission\s+(?:that|of)\b|\b(?:consideraremos|asumiremos|daremos\s+por)\b[^.]{0,40}?\b(?:v[aá]lid[ao]|correct[ao]|aceptad[ao]|reconocid[ao])\b|\b(?:asumir|presumir|suponer|considerar|dar\s+por\s+(?:hecho|sentado|supuesto)|tener\s+por)\b[^.]{0,60}?\b(?:v[aá]lid[ao]|correct[ao]|aceptad[ao]|reconocid[ao]|leg[ií]tim[ao])\b/;
const NO_RESPONSE =
  /\b(?:if|unless)\s+(?:we|this\s+office|our\s+office)\s+(?:do(?:es)?\s+not\s+|don't\s+|doesn't\s+)?(?:hear|receive\s+(?:a\s+|any\s+|your\s+)?(?:response|reply|word|answer))|\b(?:if|should)\s+you\s+(?:do\s+not|don't|fail\s+to|not)\s+(?:respond|reply|contact|call|write|answer|get\s+in\s+touch)|\bfailure\s+to\s+(?:respond|reply|contact|answer|call|write)|\bunless\s+you\s+(?:first\s+)?(?:respond|reply|contact|call|write|get\s+in\s+touch)\b|\ba\s+menos\s+que\s+(?:usted\s+)?(?:se\s+comunique|nos\s+(?:llame|contacte|escriba)|responda)\b|\bsi\s+(?:usted\s+)?no\s+(?:se\s+comunica|responde|nos\s+contacta|nos\s+llama|nos\s+escribe)|\bsi\s+no\s+(?:sabemos|tenemos\s+noticias)\s+de\s+usted/;
/** What is taken as valid is the debt, not an address or a choice. */
const THE_DEBT = /\b(?:debt|balance|amount|owe|owed|deuda|saldo|monto)\b/;
/** A contact asked for in the sentence before, to which "if you fail to contact us" refers back. */
const CONTACT_ASKED =
  /\b(?:contact|call|write|notify|phone|telephone|respond|reply|get\s+in\s+touch)\b|(?<![\w\u00c0-\u017f])(?:comun[ií]quese|ll[aá]menos|escr[ií]banos|cont[aá]ctenos|responda)(?![\w\u00c0-\u017f])/;
/**
 * Sooner than the period: fewer than thirty days, or at once (decision 384: "if you do not contact us immediately, we will assume
 * the debt is valid"), said in the sentence itself or, when the sentence gives no time of its own, in the sentence before that
 * asks for the contact whose failure it speaks of ("If you feel that this is not a valid debt, contact us immediately. If you fail
 * to contact us we will have no choice but to assume that this is a valid and just debt", held to say the debt could be assumed
 * valid before the thirty days ran: Gause v. Medical Business Consultants, M.D. Fla. 2019).
 */
const takenAsValidSooner = (ctx: RuleContext, folded: string, seg: Span, before: Span | undefined): boolean => {
  if (!segTest(folded, seg, TAKEN_AS_VALID) || !segTest(folded, seg, THE_DEBT) || !segTest(folded, seg, NO_RESPONSE)) return false;
  const own = deadlinesIn(ctx.text, folded, seg);
  if (own.some((t) => (t.kind === 'days' && t.days < 30) || t.kind === 'immediate')) return true;
  return (
    own.length === 0 &&
    before !== undefined &&
    segTest(folded, before, CONTACT_ASKED) &&
    deadlinesIn(ctx.text, folded, before).some((t) => t.kind === 'immediate')
  );
};

/** What makes a condition optional, leaving out "if you wish to dispute" (which says whether, not how soon). */
const OPTIONAL_CONDITION =
  /\b(?:you\s+may\s+(?:also\s+)?(?:include|attach|enclose|send|provide)|(?:is|are)\s+(?:helpful|optional|not\s+required)|do\s+not\s+have\s+to|don't\s+have\s+to|not\s+required\s+to|puede\s+incluir)\b/;

/**
 * Disputes steered to the telephone: "If you feel you do not owe this amount, please call us toll
 * free" tells the consumer who disputes to call, when only a written dispute secures verification
 * (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013). An invitation to call about payment
 * ("If you wish to eliminate further collection action, please contact us", Moyer v. Patenaude &
 * Felix, 3d Cir. 2021) is not about disputing.
 */
const CALL_TO_DISPUTE =
  /\bif\s+you\s+(?:feel|believe|think|contend|claim)\s+(?:that\s+)?(?:you\s+(?:do\s+not|don't|no\s+longer)\s+owe|this\s+(?:is\s+not\s+your\s+debt|(?:debt|balance|amount)\s+is\s+(?:not\s+(?:yours|owed|correct)|incorrect|wrong)))[^.]{0,80}?\b(?:please\s+)?(?:call|telephone|phone)\b|\bif\s+you\s+(?:dispute|disagree\s+with|question)\s+(?:this|the)\s+(?:debt|balance|amount|account|bill)\b[^.]{0,40}?,?\s*(?:please\s+)?(?:call|telephone|phone)\s+(?:us|our\s+office|this\s+office|toll[-\s]free|\(?\d|our\s+(?:[\w-]+\s+){0,3}?(?:number|line|department|center|centre|representatives?|staff|team))|\b(?:for|with)\s+(?:any\s+|all\s+)?disputes?\s*,\s*(?:please\s+)?(?:call|telephone|phone)\b|\b(?:questions\s+or\s+disputes|disputes\s+or\s+questions)\s*[?:]\s*(?:please\s+)?(?:call|telephone|phone)\b|\bto\s+(?:report|make|file|register|submit)\s+(?:a|your|any)\s+dispute\s*,\s*(?:please\s+)?(?:call|telephone|phone)\b|\bpara\s+(?:cualquier\s+|toda\s+|una\s+|su\s+)?disputas?\s*,\s*(?:por\s+favor,?\s+)?(?:ll[a\u00e1]menos|llame)\b|\bsi\s+(?:usted\s+)?(?:disputa|cuestiona|no\s+est[a\u00e1]\s+de\s+acuerdo\s+con|cree\s+que\s+no\s+debe)\s+(?:esta|la|este|el)\s+(?:deuda|cuenta|saldo|factura|monto|cantidad)\b[^.]{0,40}?,?\s*(?:por\s+favor,?\s+)?(?:ll[a\u00e1]menos|llame\s+(?:a\s+(?:nuestra|esta)\s+oficina|al\s+\(?\d|gratis))/;
/**
 * The same steer in other words (decision 127): the dispute sent to the telephone by its purpose ("To dispute this debt,
 * call us at…", "Call us at 800-… to dispute this balance", "Para disputar esta deuda, llámenos"), or required to be made by
 * telephone ("Disputes must be made by telephone", "you must call to dispute"), with no written way beside it. Decision 386: the
 * same in Spanish with its obligation ("Para disputar esta deuda, usted debe llamar a nuestra oficina", "Las disputas deben hacerse
 * por teléfono", "debe llamarnos para disputar").
 */
const DISPUTE_BY_PHONE =
  /\bto\s+(?:dispute|contest|challenge)\s+(?:this|the|your|any)\s+(?:debt|balance|amount|account|bill|charges?)\b[^.]{0,12}?,?\s*(?:please\s+)?(?:call|telephone|phone)\s+(?:us|our\s+office|this\s+office|toll[-\s]free|\(?\d)|\b(?:call|telephone|phone)\s+(?:us|our\s+office|this\s+office)\b[^.]{0,40}?\bto\s+(?:dispute|contest|challenge)\s+(?:this|the|your|any)\b|\b(?:disputes?|your\s+dispute|any\s+dispute)\s+(?:must|shall|need\s+to|needs\s+to|has\s+to|have\s+to)\s+be\s+(?:made|submitted|filed|raised|lodged|received)\s+(?:by|via|over\s+the|through)\s+(?:(?:phone|telephone)(?:\s+call)?|calling\s+us)\b|\byou\s+(?:must|need\s+to|have\s+to)\s+(?:call|telephone|phone)\s+(?:us\s+)?(?:in\s+order\s+)?to\s+(?:dispute|contest|challenge)\b|\bpara\s+disputar\s+(?:esta|la|su)\s+(?:deuda|cuenta|saldo)\b[^.]{0,12}?,?\s*(?:(?:usted\s+)?(?:debe|tiene\s+que|necesita)\s+(?:usted\s+)?)?(?:ll[aá]menos|llame|llamar(?:nos)?)\b|\b(?:las\s+|toda\s+|cualquier\s+|su\s+)?disputas?\s+deb(?:e|en|er[aá]n?)\s+(?:hacerse|presentarse|realizarse|ser\s+(?:hechas?|presentadas?|realizadas?))\s+(?:por|v[ií]a)\s+tel[eé]fono\b|\b(?:usted\s+)?(?:debe|tiene\s+que|necesita)\s+llamar(?:nos)?\s+(?:para|a\s+fin\s+de)\s+disputar\b/;
/**
 * A written dispute discouraged, or the consumer told to wait before disputing (decision 144): "please do not write to us; a
 * representative will call you", "there is no need to send us a letter", "you do not need to dispute this debt in writing",
 * "please wait for our representative's call before disputing", "no es necesario que nos escriba". Only a written dispute
 * within the period secures verification and stops collection until it is sent (15 U.S.C. 1692g(a)(4), (b); 12 CFR
 * 1006.38(d)(2)); a letter that tells the consumer not to write, or to wait for the collector first, contradicts the notice
 * while the period runs. A call the collector only announces ("you will be receiving a call", Maniaci, not adopted in
 * decision 103) is not this, nor mail sent to another address ("do not send correspondence to our payment address; write to
 * PO Box…"), nor "do not send cash", nor the consumer's own silence as a condition ("if you do not dispute this debt in
 * writing…": the notice's statement of what follows silence, decision 202; a writing requirement there is
 * dispute_must_be_in_writing_misstated's).
 */
const DISCOURAGES_WRITTEN_DISPUTE = new RegExp(
  [
    String.raw`(?<!\b(?:if|when|should|unless)\s+you\s+)\b(?:please\s+)?(?:do\s+not|don't)\s+(?:write\s+(?:to\s+)?us|send\s+us\s+(?:a\s+|any\s+)?(?:letters?|correspondence|written\s+disputes?|disputes?\s+in\s+writing)|send\s+(?:a\s+|any\s+)?(?:letters?|correspondence)(?=[^.]{0,80}\b(?:disput\w*|call\w*|representative|agent)\b)|send\s+(?:a\s+|any\s+)?(?:written\s+disputes?|disputes?\s+in\s+writing)|dispute\s+(?:this\s+(?:debt|balance)\s+|it\s+)?in\s+writing)\b(?![^.;]{0,60}\b(?:instead|address|p\.?\s?o\.?\s+box)\b)`,
    String.raw`\b(?:there\s+is\s+)?no\s+need\s+(?:for\s+you\s+)?to\s+(?:write(?:\s+to\s+us)?|send\s+(?:us\s+)?(?:a\s+|any\s+)?(?:letters?|written\s+\w+|correspondence|dispute)|dispute\s+(?:this\s+(?:debt|balance)\s+|it\s+)?in\s+writing|put\s+(?:your\s+|any\s+)?dispute\s+in\s+writing)\b`,
    String.raw`\byou\s+(?:do\s+not|don't)\s+(?:need|have)\s+to\s+(?:write(?:\s+to\s+us)?|send\s+(?:us\s+)?(?:a\s+)?letter|dispute\s+(?:this\s+(?:debt|balance)\s+|it\s+)?in\s+writing|put\s+(?:your\s+)?dispute\s+in\s+writing)\b(?![^.]{0,120}\b(?:verif|stop\s+collect|if\s+you\s+(?:do\s+)?write))`,
    String.raw`\bwait\s+(?:for|until)\s+(?:you\s+(?:hear|receive\s+a\s+call)\s+from\s+us|(?:our|the|a)\s+(?:[a-z']+\s+){0,2}?(?:call|representative|agent|letter))[^.]{0,40}?\bbefore\s+(?:disputing|writing|you\s+(?:dispute|write)|taking\s+any\s+action|sending)\b`,
    String.raw`\bno\s+(?:nos\s+)?escriba\b|\bno\s+(?:es\s+necesario|hace\s+falta)\s+que\s+(?:nos\s+)?(?:escriba|env[ií]e\s+(?:una\s+)?carta|dispute\s+por\s+escrito)\b|\bespere\s+(?:nuestra|la)\s+llamada\s+antes\s+de\s+(?:disputar|escribir)`,
    // decision 178: the wait said the other way round, the consumer's act held back until the collector's call ("please do not take any
    // action until our representative calls you", "please hold any correspondence until you hear from us", "espere a que nuestro
    // representante se comunique con usted antes de tomar cualquier acción")
    String.raw`(?<!\b(?:if|when|should|unless)\s+you\s+)\b(?:please\s+)?(?:(?:do\s+not|don't)\s+(?:take\s+any\s+(?:further\s+)?action|write(?:\s+to\s+us)?|send\s+(?:us\s+)?(?:anything|any\s+(?:letters?|correspondence|disputes?))|dispute\s+(?:this\s+(?:debt|balance)|it))|(?:hold|withhold|delay)\s+(?:any|your)\s+(?:correspondence|letters?|written\s+dispute|dispute))\s+(?:until|before)\s+(?:(?:our|a|the|one\s+of\s+our)\s+(?:[a-z']+\s+){0,2}?(?:representatives?|agents?|specialists?|collectors?|office)\s+(?:calls?|contacts?|speaks?\s+(?:with|to)|reaches?)\s+you|you\s+(?:hear|have\s+heard|receive\s+(?:a|our)\s+call)\s+from\s+(?:us|our\s+(?:[a-z']+\s+)?(?:representative|office|agent)))`,
    String.raw`\bespere\s+(?:a\s+que|hasta\s+que)\s+(?:nuestro|un|el|nuestra|una)\s+(?:representante|agente|oficina)\s+(?:se\s+comunique|le\s+llame|lo\s+llame|la\s+llame|lo\s+contacte|la\s+contacte|le\s+contacte)\b[^.;]{0,40}?\bantes\s+de\s+(?:tomar|disputar|escribir|enviar|hacer)|\bno\s+(?:tome\s+ninguna\s+(?:acci[oó]n|medida)|nos\s+escriba|env[ií]e\s+(?:ninguna\s+)?(?:carta|correspondencia|disputa))\s+(?:hasta\s+que|antes\s+de\s+que)\s+(?:nuestro|un|el|nuestra|una)\s+(?:representante|agente|oficina)`,
  ].join('|'),
);

/**
 * A dispute sent to the telephone instead of the mail, in a sentence about the dispute (decision 158): "if you dispute this
 * debt, call us instead of writing", "rather than sending a letter, call us to dispute", "si desea disputar esta deuda,
 * llámenos en vez de escribirnos", or writing said to slow the dispute down ("to dispute, please call us; letters will delay the
 * process"). Only a written dispute secures verification and stops collection (15 U.S.C. 1692g(a)(4), (b); 12 CFR
 * 1006.38(d)(2)). Not a call invited with questions instead of a letter ("instead of writing, please call us with any
 * questions": Riccio v. Sentry Credit, 3d Cir. 2020 (en banc); decision 151), which holds no dispute word.
 */
const CALL_INSTEAD_OF_WRITING = new RegExp(
  [
    String.raw`\b(?:call|telephone|phone)\s+(?:us|our\s+office|this\s+office)\b[^.;]{0,40}?\b(?:instead\s+of|rather\s+than)\s+(?:writing|sending\s+(?:us\s+)?(?:a\s+)?(?:letter|dispute))\b|\b(?:instead\s+of|rather\s+than)\s+(?:writing|sending\s+(?:us\s+)?(?:a\s+)?(?:letter|dispute))\b[^.;]{0,20}?,?\s*(?:please\s+)?(?:call|telephone|phone)\b`,
    String.raw`\b(?:ll[aá]menos|llame|comun[ií]quese)\b[^.;]{0,40}?\ben\s+(?:vez|lugar)\s+de\s+(?:escribir|enviar(?:nos)?\s+(?:una\s+)?carta)|\ben\s+(?:vez|lugar)\s+de\s+(?:escribir\w*|enviar(?:nos)?\s+(?:una\s+)?carta)\b[^.;]{0,20}?,?\s*(?:ll[aá]menos|llame)\b`,
    String.raw`\b(?:letters?|written\s+(?:disputes?|requests?)|correspondence|mail(?:ing)?\s+(?:a|your)\s+dispute|writing\s+to\s+us)\s+(?:will|would|may|can|only)\s+(?:only\s+)?(?:delay|slow)\b|\b(?:las\s+)?cartas\s+(?:solo\s+|s[oó]lo\s+)?(?:retrasar[aá]n|demorar[aá]n)\b`,
  ].join('|'),
);

/**
 * The dispute sent to the creditor the letter names (decision 158): "disputes must be sent to Pinecrest Bank", "please direct
 * any dispute to Pinecrest Bank, PO Box…", "if you dispute this debt, contact Pinecrest Bank directly", "las disputas deben
 * enviarse a Pinecrest Bank". The generic "the original creditor / the creditor / our client" is read by `CONDITIONS`
 * (decision 086); this reads the same steer when the letter writes the creditor's name instead. The dispute right runs to
 * the collector (15 U.S.C. 1692g(a)(3)-(4): "notifies the debt collector"); a dispute sent elsewhere neither stops
 * collection nor secures verification. The lead below must come just before the name; the creditor offered beside the
 * collector ("to us or to Pinecrest Bank", "you may also contact…") is not this.
 */
const SENT_TO_LEAD = [
  String.raw`\b(?:disputes?|your\s+dispute|any\s+dispute|all\s+disputes|written\s+disputes?)\s+(?:must|should|shall|are\s+to|is\s+to|need\s+to|needs\s+to|have\s+to|has\s+to|will\s+have\s+to)\s+be\s+(?:directed|made|sent|submitted|addressed|filed|mailed|forwarded|presented|raised)\s+(?:directly\s+)?(?:to|with)\s+`,
  String.raw`\b(?:please\s+)?(?:send|direct|mail|address|submit|forward)\s+(?:your|any|all)\s+(?:written\s+)?disputes?\s+(?:directly\s+)?to\s+`,
  String.raw`\bif\s+you\s+(?:wish\s+to\s+|want\s+to\s+)?dispute\b[^.;]{0,40}?,?\s*(?:please\s+)?(?:contact|call|write\s+to|write)\s+(?:directly\s+)?`,
  String.raw`\bto\s+dispute\b[^.;]{0,30}?,?\s*(?:please\s+)?(?:you\s+must\s+)?(?:contact|call|write\s+to)\s+(?:directly\s+)?`,
  String.raw`\bdispute\s+(?:it|this\s+(?:debt|balance))\s+directly\s+with\s+`,
  String.raw`\b(?:las\s+disputas|su\s+disputa|cualquier\s+disputa)\s+(?:debe|deben|deber[aá]n?)\s+(?:enviarse|dirigirse|presentarse|ser\s+(?:enviad|dirigid|presentad)[ao]s?)\s+(?:directamente\s+)?(?:a|ante)\s+`,
  String.raw`\b(?:env[ií]e|dirija|presente)\s+su\s+disputa\s+(?:directamente\s+)?(?:a|ante)\s+`,
  String.raw`\bsi\s+(?:usted\s+)?(?:desea\s+disputar|disputa)\b[^.;]{0,40}?,?\s*(?:por\s+favor,?\s+)?(?:comun[ií]quese\s+(?:directamente\s+)?con|llame\s+a|escriba\s+a)\s+`,
].join('|');
const SENT_TO_LEAD_RE = new RegExp(SENT_TO_LEAD);
const COLLECTOR_BESIDE =
  /\bor\s+(?:to\s+|with\s+)?(?:us|this\s+office|our\s+office)\b|\b(?:us|this\s+office|our\s+office)\s+or\b|\b(?:also|may|if\s+you\s+(?:wish|prefer|like))\b|\btambi[eé]n\b|\bsi\s+(?:lo\s+)?(?:desea|prefiere)\b|\bo\s+a\s+(?:nosotros|esta\s+oficina)\b/;
const escapeName = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
/** The test for a dispute sent to a creditor the letter names, unless that name is the collector's own; undefined when none is named. */
const sentToNamedCreditor = (ctx: RuleContext): RegExp | undefined => {
  const own = ctx.facts.collector?.name.value ? fold(ctx.facts.collector.name.value).trim() : undefined;
  const names = [ctx.facts.currentCreditor?.value, ctx.facts.originalCreditor?.value, ctx.facts.itemizationDateCreditor?.value]
    .map((v) =>
      v
        ? fold(v)
            .trim()
            .replace(/[.,;:]+$/, '')
        : '',
    )
    .filter((v, i, all) => v.length >= 3 && v !== own && all.indexOf(v) === i);
  return names.length > 0 ? new RegExp(`(?:${SENT_TO_LEAD})(?:the\\s+)?(?:${names.map(escapeName).join('|')})\\b`) : undefined;
};

/** Paying or calling offered as the only two ways to respond (no room for a written dispute), in English and Spanish. */
const PAY_OR_CALL =
  /\b(?:you\s+must|you\s+need\s+to|you\s+should|your\s+(?:only\s+)?(?:options|choices)\s+are\s+to|the\s+only\s+way\s+to\s+(?:resolve|avoid)[^.]{0,40}?\bis\s+to)\s+(?:either\s+)?(?:pay|remit|send\s+(?:us\s+)?(?:your\s+|the\s+)?(?:full\s+)?payment)\b[^.]{0,80}?\bor\s+(?:to\s+)?(?:call|telephone|phone|contact\s+(?:us|our\s+office|this\s+office)\s+by\s+(?:phone|telephone))\b|\b(?:debe|tiene\s+que|necesita)\s+(?:o\s+bien\s+)?(?:pagar|liquidar|abonar|enviar(?:nos)?\s+(?:su\s+|el\s+)?pago)\b[^.]{0,80}?\bo\s+(?:bien\s+)?(?:llamar(?:nos)?|telefonear(?:nos)?)\b/;
/**
 * A call whose stated purpose is arranging payment ("or call our firm and work out arrangements for payment", "or call us to
 * set up a payment plan", "o llamarnos para hacer arreglos de pago"): an invitation about paying, not a channel offered in
 * place of a written dispute. *Shapiro v. Riddle & Associates* (S.D.N.Y. 2003, aff'd 2d Cir. 2003) held "you must either
 * pay the Total Amount Due … or call our firm … and work out arrangements for payment" no overshadowing (decision 531).
 */
const CALL_TO_ARRANGE_PAYMENT =
  /\b(?:call|telephone|phone|contact)\b[^.]{0,80}?\b(?:(?:work\s+out|make|set\s+up|arrange|discuss|agree\s+(?:on|upon)|establish|negotiate)\s+(?:\w+\s+){0,2}?(?:arrangements?|(?:re)?payment\s+(?:plans?|schedules?|options?|terms)|payments?|installments?)|arrangements?\s+(?:for|to)\s+pay)\b|\b(?:llam|telefone)\w*[^.]{0,80}?\b(?:arreglos?\s+de\s+pagos?|acuerdos?\s+de\s+pagos?|plan(?:es)?\s+de\s+pagos?|(?:hacer|establecer|acordar|concertar|negociar)\s+(?:\w+\s+){0,2}?(?:pagos?|arreglos?|acuerdos?))/;
const WRITING = /\bin\s+writing\b|\bwritten\b|\bwrite\s+(?:to\s+)?us\b|\bby\s+mail\b/;

/**
 * The dispute or verification right made to depend on something the statute does not ask (decision 154), beyond pressure:
 * - **verification tied to payment** ("we will provide verification once your payment is received", "if you pay the
 *   balance, we will send you verification", "to dispute this debt, send your payment with a letter", "le enviaremos la
 *   verificación una vez que recibamos su pago", "para disputar la deuda, envíe su pago"): verification is owed on a written
 *   dispute alone, and collection stops until it is sent (15 U.S.C. 1692g(b)); a letter that puts payment first contradicts
 *   the notice (*Russell v. Equifax A.R.S.*, 2d Cir. 1996: the letter must not leave the consumer unsure of the rights);
 * - **verification as the collector's choice** ("we may, at our discretion, verify the debt", "this office may obtain
 *   verification", "verification may be provided at our option", "podemos, a nuestra discreción, verificar la deuda"): the
 *   statute says the collector *will* obtain it and must stop until it does (1692g(a)(4), (b));
 * - **a call or a conversation before disputing** ("before disputing this debt, you must call our office", "please call us
 *   before you send any dispute", "debe llamarnos antes de disputar"): the right is exercised by writing, with no step
 *   before it (1692g(a)(3)-(4); 12 CFR 1006.38(d)(2));
 * - **a financial statement or personal details asked as the price of a dispute** ("to dispute this debt, complete the
 *   enclosed financial statement", "please complete the enclosed financial statement and return it with any dispute",
 *   "before we can process a dispute, you must provide your Social Security number"): comment 38-1 asks nothing of a
 *   dispute but that it be made.
 * Read only where the sentence is about the dispute or verification; a payment plan's financial statement, "you may call
 * us before disputing", a receipt sent once a payment arrives, and verification "if you dispute in writing" stay lawful.
 */
const PAY_FIRST = new RegExp(
  [
    // verification after or upon payment
    String.raw`\bverif\w*[^.]{0,80}?\b(?:once|after|upon|when|as\s+soon\s+as|only\s+(?:if|when|after|upon))\b[^.]{0,25}?\b(?:(?:we|this\s+office)\s+(?:receive|have\s+received)\s+(?:your\s+|the\s+)?(?:full\s+)?payment|(?:your\s+|the\s+)?(?:full\s+)?payment\s+(?:is|has\s+been)\s+(?:received|made|cleared)|(?:receipt\s+of\s+)?(?:your\s+|the\s+)?(?:full\s+)?payment\b(?!\s+(?:plan|arrangement|options?))|you\s+(?:pay|have\s+paid|remit))`,
    String.raw`\b(?:once|after|upon|when|as\s+soon\s+as)\s+(?:(?:we|this\s+office)\s+(?:receive|have\s+received)\s+|receipt\s+of\s+)?(?:your\s+|the\s+)?(?:full\s+)?payment\b(?!\s+(?:plan|arrangement|options?))[^.]{0,80}?\bverif\w*`,
    String.raw`\bif\s+you\s+(?:first\s+)?(?:pay|remit|send\s+(?:us\s+)?(?:your\s+|the\s+)?payment)\b[^.]{0,80}?\b(?:we|this\s+office)\s+(?:will|shall|can)\s+(?:\w+\s+){0,3}?verif\w*`,
    String.raw`\b(?:dispute|notify\s+(?:us|this\s+office))\b[^.]{0,80}?\band\s+(?:also\s+)?(?:pay|remit|send\s+(?:us\s+)?(?:your\s+|the\s+)?payment)\b[^.]{0,60}?\bverif\w*`,
    // the dispute sent with a payment, by its purpose
    String.raw`\b(?:to|in\s+order\s+to)\s+(?:dispute|contest|challenge)\b[^.]{0,40}?,?\s*(?:please\s+)?(?:you\s+must\s+)?(?:send|enclose|include|remit|mail|make)\s+(?:us\s+)?(?:your\s+|a\s+|the\s+)?(?:full\s+)?payment\b`,
    // Spanish
    String.raw`\bverificaci[oó]n\b[^.]{0,80}?\b(?:una\s+vez\s+que|despu[eé]s\s+de\s+que|cuando|s[oó]lo\s+si)\s+(?:recibamos\s+su\s+pago|(?:usted\s+)?pague)`,
    String.raw`\b(?:una\s+vez\s+que|despu[eé]s\s+de\s+que|cuando)\s+(?:recibamos\s+su\s+pago|(?:usted\s+)?pague)\b[^.]{0,80}?\bverific`,
    String.raw`\bsi\s+(?:usted\s+)?paga\b[^.]{0,80}?\bverific`,
    String.raw`\bpara\s+disputar\b[^.]{0,40}?,?\s*(?:env[ií]e|incluya|adjunte|haga)\s+(?:su\s+|el\s+)?pago\b`,
  ].join('|'),
);
const AT_OUR_CHOICE = new RegExp(
  [
    String.raw`\b(?:we|this\s+office|our\s+office|the\s+collector)\s+may\s*,?\s*(?:(?:at\s+our\s+(?:sole\s+)?(?:option|discretion)|in\s+our\s+(?:sole\s+)?discretion|if\s+we\s+(?:choose|wish|decide))\s*,?\s*)?(?:choose\s+to\s+|elect\s+to\s+|decide\s+to\s+)?(?:verify|(?:obtain|provide|send|mail|furnish)\s+(?:you\s+)?(?:with\s+)?(?:a\s+copy\s+of\s+)?(?:the\s+)?verification)\b`,
    String.raw`\bverif\w*[^.]{0,60}?\b(?:at\s+our\s+(?:sole\s+)?(?:option|discretion)|in\s+our\s+(?:sole\s+)?discretion|if\s+we\s+(?:so\s+)?(?:choose|decide|elect))\b`,
    String.raw`\b(?:at\s+our\s+(?:sole\s+)?(?:option|discretion)|in\s+our\s+(?:sole\s+)?discretion)\b[^.]{0,60}?\bverif\w*`,
    String.raw`\b(?:podemos|podr[ií]amos|podr[aá]|puede)\s*,?\s*(?:a\s+nuestra\s+(?:sola\s+)?discreci[oó]n\s*,?\s*)?(?:verificar|(?:obtener|enviarle|proporcionarle|enviar|proporcionar)\s+(?:la\s+)?verificaci[oó]n)`,
    String.raw`\bverific\w*[^.]{0,60}?\ba\s+(?:nuestra\s+)?(?:sola\s+)?discreci[oó]n\b`,
  ].join('|'),
);
const CALL_FIRST = new RegExp(
  [
    String.raw`\b(?:you\s+must|you\s+need\s+to|you\s+have\s+to|you\s+are\s+required\s+to|please|first)\s+(?:first\s+)?(?:call|telephone|phone|speak\s+(?:with|to)|talk\s+(?:with|to)|contact)\b[^.]{0,60}?\bbefore\s+(?:disputing|you\s+(?:dispute|write|send|submit)|(?:submitting|sending|filing|making|mailing)\s+(?:a|any|your)\s+(?:written\s+)?dispute)`,
    String.raw`\bbefore\s+(?:disputing|you\s+(?:can\s+|may\s+)?dispute|(?:submitting|sending|filing|making|mailing)\s+(?:a|any|your)\s+(?:written\s+)?dispute)\b[^.]{0,60}?,?\s*(?:you\s+must|you\s+need\s+to|you\s+have\s+to|you\s+are\s+required\s+to|please|first)\s+(?:first\s+)?(?:call|telephone|phone|speak\s+(?:with|to)|talk\s+(?:with|to)|contact)\b`,
    String.raw`\b(?:debe|tiene\s+que|favor\s+de)\s+(?:llamarnos|llamar|comunicarse|hablar)\b[^.]{0,60}?\bantes\s+de\s+(?:disputar|presentar\s+(?:una|su)\s+disputa|enviar\s+(?:una|su)\s+disputa)`,
    String.raw`\bantes\s+de\s+(?:disputar|presentar\s+(?:una|su)\s+disputa)\b[^.]{0,60}?\b(?:debe|tiene\s+que|favor\s+de)\s+(?:llamarnos|llamar|comunicarse|hablar)`,
  ].join('|'),
);
const PERSONAL_DETAILS =
  /\bfinancial\s+(?:statement|information|disclosure|form)|\bsocial\s+security\s+(?:number|no\b)|\bemployer'?s?\b|\bincome\b|\bbank\s+account\s+(?:number|information)|\bestado\s+financiero|\bn[uú]mero\s+de\s+seguro\s+social|\bempleador|\bingresos\b/;
const PERSONAL_DETAILS_DEMANDED =
  /\b(?:to|in\s+order\s+to)\s+(?:dispute|contest|challenge)\b[^.]{0,40}?,?\s*(?:please\s+)?(?:complete|fill\s+out|return|send|enclose|provide|submit|sign)\b|^\s*(?:please\s+)?(?:complete|fill\s+out|return|send|enclose|provide|submit|sign)\b[^.]{0,80}?\b(?:with|along\s+with|and)\s+(?:your\s+|any\s+|the\s+)?(?:written\s+)?(?:dispute|request\s+for\s+verification)|\bbefore\s+(?:we\s+can\s+|we\s+will\s+)?(?:process|consider|review|accept|investigate)\w*\s+(?:a|any|your)\s+dispute|\bpara\s+disputar\b[^.]{0,40}?,?\s*(?:complete|llene|env[ií]e|proporcione|firme)\b|\b(?:complete|llene)\b[^.]{0,80}?\bcon\s+su\s+disputa\b/;
const PAYMENT_PLAN = /\b(?:payment\s+(?:plan|arrangement)|plan\s+de\s+pagos?|if\s+you\s+(?:wish|would\s+like|want)|si\s+(?:lo\s+)?desea)\b/;

/**
 * The notice's "assumed valid" sentence, or what follows silence, misstated in a way that changes it (decision 154): the
 * assumption avoided by paying ("unless you pay this debt within 30 days, this office will assume the debt is valid", "unless
 * you pay or dispute…", "a menos que pague…"), or silence said to cost the right or to bind a court ("you will have waived
 * your right to dispute it", "the debt will be assumed valid by the court", "perderá su derecho a disputar"). Only a dispute
 * avoids the assumption (1692g(a)(3)), and a failure to dispute "may not be construed by any court as an admission of
 * liability" (1692g(c)). The statute's own 1692g(c) sentence and "paying does not waive your right" stay lawful.
 */
const VALID_UNLESS_PAID =
  /\b(?:unless\s+you|if\s+you\s+(?:do\s+not|don't|fail\s+to))\s+(?:(?:first\s+|either\s+)?(?:pay|remit)|(?:dispute|notify\s+(?:us|this\s+office))\s+or\s+pay)\b[^.]{0,100}?\b(?:assum|consider|deem|treat|presum)\w*[^.]{0,40}?\bvalid\b|\ba\s+menos\s+que\s+(?:usted\s+)?(?:pague|dispute\s+o\s+pague)\b[^.]{0,100}?\b(?:asumir|considerar|presumir)\w*[^.]{0,40}?\bv[aá]lid/;
const SILENCE_OVERSTATED =
  /\b(?:will\s+(?:have\s+)?|you\s+(?:have\s+)?|shall\s+(?:have\s+)?|be\s+)(?:waived?|forfeit(?:ed)?|lose|lost|given\s+up)\s+(?:your|any|all)\s+(?:right|rights)\s+to\s+(?:dispute|contest|challenge|verification)|\b(?:assumed|deemed|considered|found|presumed)\s+(?:to\s+be\s+)?valid\s+by\s+(?:the|any|a)\s+court|\b(?:the|a|any)\s+court\s+will\s+(?:assume|presume|consider|treat|deem)\b|(?<!\bno\s)\b(?:perder[aá]|pierde|habr[aá]\s+renunciado\s+a|renuncia(?:r[aá])?\s+a)\s+su\s+derecho\s+(?:a|de)\s+(?:disputar|impugnar)|\bv[aá]lid[ao]\s+por\s+(?:el|cualquier)\s+tribunal/;
/** Whole-text pretest of the two (behind the prefilter): they run per sentence only when the letter has one. */
const NOTICE_MISSTATED = new RegExp(`${VALID_UNLESS_PAID.source}|${SILENCE_OVERSTATED.source}`);

/**
 * Verification promised on a spoken dispute (decision 154): "if you call us to dispute this debt, we will obtain
 * verification", "a phone call to our office is all you need to obtain verification", "si usted disputa esta deuda por
 * teléfono, obtendremos la verificación". Only a written dispute secures verification and stops collection (15 U.S.C.
 * 1692g(a)(4), (b)); a consumer who relies on the call loses both. "Call or write to us to dispute" (the model form) and
 * "if you call, we will explain how to request verification" are not this.
 */
const SPOKEN_DISPUTE_VERIFIED =
  /\b(?:if\s+you\s+(?:call|telephone|phone)|(?:by|over\s+the)\s+(?:tele)?phone|orally)\b[^.;]{0,60}?\b(?:we|this\s+office|our\s+office)\s+(?:will|shall)\s+(?:obtain|send|mail|provide|furnish)\b[^.;]{0,30}?\bverif|\b(?:a\s+)?(?:phone|telephone)\s+call\b[^.;]{0,40}?\b(?:is\s+all\s+(?:you\s+need|it\s+takes)|is\s+enough|is\s+sufficient|will\s+(?:get|secure|obtain))\b[^.;]{0,40}?\bverif|\bpor\s+tel[eé]fono\b[^.;]{0,60}?\b(?:obtendremos|le\s+enviaremos|le\s+proporcionaremos|le\s+mandaremos)\s+(?:la\s+)?verificaci/;

/**
 * The dispute right said to end, or to apply only, on a step the statute does not name (decision 178): "your dispute rights end if
 * you make a payment", "your right to dispute applies only if you are not on a payment plan", "if you set up a payment plan, your
 * right to dispute no longer applies", "su derecho a disputar termina si realiza un pago". The right lasts the thirty days whatever
 * the consumer pays or arranges (15 U.S.C. 1692g(a)(3)-(5); 1692g(c): not even silence is an admission). Not the period's own end
 * ("your right to dispute ends on July 14, 2025", "ends 30 days after you receive this notice").
 */
const RIGHT_ENDS_ON_A_STEP = new RegExp(
  [
    String.raw`\b(?:right|rights)\s+(?:to\s+(?:dispute|contest|verification|request\s+verification)|of\s+dispute)?\b[^.;]{0,20}?\b(?:ends?|expires?|terminates?|(?:is|are|will\s+be)\s+(?:lost|forfeited|void|waived|cancell?ed|terminated)|(?:no\s+longer|only)\s+appl(?:y|ies)|appl(?:y|ies)\s+only|(?:is|are)\s+(?:conditioned|contingent)\s+(?:on|upon))\b[^.;]{0,30}?\b(?:if|when|once|upon|after|while|unless)\s+(?:you\s+)?(?:(?:are|were)\s+(?:not\s+)?(?:on|in)\s+a\s+|make|made|making|pay|paid|enter|sign|agree|set\s+up|accept|call|speak|settle|promise)`,
    String.raw`\b(?:if|once|when|after)\s+you\s+(?:make\s+(?:a\s+)?payment|pay|set\s+up\s+(?:a\s+)?(?:payment\s+)?plan|enter\s+(?:into\s+)?(?:a\s+)?(?:payment\s+)?(?:plan|arrangement|agreement)|agree\s+to\s+(?:a\s+)?(?:payment\s+)?(?:plan|arrangement))\b[^.;]{0,40}?\b(?:your\s+)?(?:right|rights)\s+(?:to\s+dispute\s+)?(?:(?:will\s+)?(?:end|expire|terminate)|(?:is|are|will\s+be)\s+(?:lost|forfeited|void|waived)|no\s+longer\s+appl(?:y|ies))`,
    String.raw`\bderechos?\s+(?:a|de)\s+(?:disputar|impugnar|disputa)\b[^.;]{0,20}?\b(?:termina|terminar[aá]|vence|se\s+pierde|se\s+perder[aá]|queda\s+(?:anulado|sin\s+efecto)|s[oó]lo\s+aplica|ya\s+no\s+aplica)\b[^.;]{0,30}?\b(?:si|cuando|una\s+vez\s+que)\s+(?:usted\s+)?(?:realiza|hace|paga|pague|acepta|firma|establece|llama)`,
  ].join('|'),
);

/**
 * The thirty days said to have started before the consumer received the notice (decision 178): "the thirty-day period began on the
 * date this letter was mailed", "your 30 days to dispute began when your account was placed with us", "the 30-day period started
 * when this account was assigned to our office", "el plazo de 30 días comenzó cuando su cuenta fue asignada". The period runs from
 * the consumer's receipt (15 U.S.C. 1692g(a)(3)-(5)) or ends on the end date the notice gives, counted from receipt (12 CFR
 * 1006.34(b)(5)); a start set earlier shortens it. The notice's own "within 30 days of the date of this letter" is read by the
 * validation-notice rules (decision 144) and not here.
 */
const PERIOD_STARTED_EARLIER = new RegExp(
  [
    String.raw`\b(?:thirty|30)[- ]?(?:\(\s*30\s*\)\s*)?(?:-?day\s+(?:dispute\s+|validation\s+)?(?:period|window)|days)\b[^.;]{0,40}?\b(?:began|begins|started|starts|commenced|commences|(?:is|are|was|were)\s+counted|count|run|runs|ran)\s+(?:from|on|when|as\s+of|with|at)\s+(?:the\s+(?:date|day|time)\s+(?:that\s+|when\s+|on\s+which\s+)?)?(?:(?:this|the|our)\s+(?:letter|notice)\s+(?:was|is)\s+(?:mailed|sent|printed|issued|generated)|(?:this|the|your)\s+account\s+(?:was|is)\s+(?:placed|assigned|referred|turned\s+over|transferred|sold)|(?:of\s+)?(?:placement|assignment|referral|mailing)\b|we\s+(?:mailed|sent|received|were\s+assigned|acquired))`,
    String.raw`\b(?:plazo|per[ií]odo)\s+de\s+(?:30|treinta)\s+d[ií]as\b[^.;]{0,30}?\b(?:comenz[oó]|comienza|empez[oó]|empieza|corre|cuenta|se\s+cuenta)\s+(?:(?:a\s+partir\s+de|desde)\s+(?:la\s+fecha\s+(?:en\s+)?(?:que|de)\s+)?|cuando\s+|el\s+d[ií]a\s+(?:en\s+)?que\s+)(?:(?:enviamos|enviamos\s+esta\s+carta|se\s+envi[oó]|se\s+(?:asign|transfiri)[oó])|(?:su|la)\s+cuenta\s+fue\s+(?:asignada|transferida|referida)|(?:la\s+)?(?:asignaci[oó]n|env[ií]o))`,
  ].join('|'),
);

/** The label of a condition of decision 154's kinds the sentence puts on the dispute or verification right, if any. */
const rightMadeConditional = (folded: string, seg: Span): string | undefined => {
  if (segTest(folded, seg, PAY_FIRST)) return 'verification or a dispute made to wait on a payment, when verification is owed on a written dispute alone';
  if (segTest(folded, seg, AT_OUR_CHOICE) && !segTest(folded, seg, MAY_BE_REQUIRED))
    return "verification described as the collector's choice, when the law says it will be obtained and collection stops until it is";
  if (segTest(folded, seg, SPOKEN_DISPUTE_VERIFIED) && !segTest(folded, seg, WRITING_NAMED))
    return 'verification promised on a dispute made by telephone, when only a written dispute secures it';
  if (segTest(folded, seg, CALL_FIRST)) return 'a call or a conversation required before a dispute, when a written dispute alone is enough';
  if (segTest(folded, seg, RIGHT_ENDS_ON_A_STEP) || rightLostByAnAct(folded.slice(seg.start, seg.end)))
    return 'the dispute right said to end, or to apply only, on a payment, a plan or a call, when it lasts the whole validation period';
  if (segTest(folded, seg, PERSONAL_DETAILS) && segTest(folded, seg, PERSONAL_DETAILS_DEMANDED) && !segTest(folded, seg, PAYMENT_PLAN))
    return 'a financial statement or personal details asked of a dispute, when a dispute needs nothing but to be made';
  return undefined;
};

/**
 * A dispute put as the consumer's belief that the debt is not owed, answered by a call or a letter "to explain" it (decision 291):
 * "If for some reason you believe this debt is not valid, please review your rights … and contact our office to explain the
 * circumstances", "If you feel you do not owe this balance, call us and explain why", "si cree que esta deuda no es válida,
 * comuníquese con nosotros para explicar"; session 52: "Should you feel, for whatever reason, that you do not owe this debt, … call us so
 * you can tell us why", "let us know why"). The least sophisticated consumer reads that a dispute counts only from one who can
 * explain why the debt is not owed, a condition the statute does not put on the right (15 U.S.C. 1692g(a)(3), (b); Mendez v.
 * M.R.S. Associates, N.D. Ill. 2005). Not an explanation said to be optional, nor one asked of a consumer who cannot pay.
 */
const BELIEVES_NOT_OWED =
  /\b(?:if|should)\s+(?:for\s+(?:some|any|whatever)\s+reason\s*,?\s+)?you\s+(?:believe|feel|think|contend|claim)\s*,?\s+(?:for\s+(?:some|any|whatever)\s+reason\s*,?\s+)?(?:that\s+)?(?:(?:this|the|your)\s+(?:debt|balance|amount|bill|account|charges?)\s+(?:is|are)\s+(?:not\s+(?:valid|correct|owed|due|yours|accurate)|invalid|incorrect|in\s+error|wrong|inaccurate)|you\s+(?:do\s+not|don't)\s+owe)\b|\bif\s+you\s+(?:wish\s+to\s+|want\s+to\s+)?(?:dispute|disagree|contest|question)\b|\bsi\s+(?:por\s+alguna\s+raz[oó]n\s+)?(?:usted\s+)?(?:cree|considera|piensa)\s+que\s+(?:(?:esta|la|su)\s+deuda\s+no\s+es\s+(?:v[aá]lida|correcta)|no\s+(?:debe|adeuda))/;
const TO_EXPLAIN =
  /\b(?:contact|call|write|phone|telephone|notify|reach)\b[^.]{0,60}?\b(?:(?:to|and)\s+explain|so\s+(?:that\s+)?you\s+can\s+explain|(?:and|to|so\s+(?:that\s+)?you\s+can)\s+(?:tell|let)\s+us\s+(?:know\s+)?why)\b|\bexplain\s+(?:to\s+us\s+)?(?:why|the\s+reasons?)\b|\b(?:comun[ií]quese|ll[aá]menos|escr[ií]banos|cont[aá]ctenos)\b[^.]{0,60}?\b(?:para|y)\s+(?:explicar|expl[ií]quenos)/;
const EXPLANATION_OPTIONAL =
  /\b(?:you\s+(?:do\s+not|don't)\s+(?:need|have)\s+to\s+(?:explain|give|tell\s+us\s+why)|no\s+(?:explanation|reason)\s+(?:is\s+)?(?:needed|required|necessary)|(?:if\s+you\s+(?:wish|like|want)|optional(?:ly)?)\b[^.]{0,30}?\bexplain)|\bno\s+(?:tiene\s+que|necesita)\s+explicar/;
const EXPLANATION_LABEL = 'a dispute said to need an explanation of why the debt is not owed, when the right to dispute needs no reason';

const findHits = (ctx: RuleContext, letterFolded: string): Hit[] => {
  const found = findHitsIn(ctx, letterFolded, letterFolded);
  // The law's words of duty recited ("under the law we are required to inform you", "a debt collector shall") are no condition
  // the collector puts on the dispute; what the recital says of the consumer's rights is still read (decision 523). Read again
  // without them only where a finding lies in a recital.
  return found.some((h) => lawWithin(ctx.text, h.sentence)) ? findHitsIn(ctx, letterFolded, withoutTheLawsDuties(ctx.text)) : found;
};

const findHitsIn = (ctx: RuleContext, letterFolded: string, folded: string): Hit[] => {
  const hits: Hit[] = [];
  const period = periodOf(ctx, letterFolded);
  const misstated = testText(NOTICE_MISSTATED, folded);
  // Whole-text pretests (behind the prefilter): the per-sentence tests run only on a letter that has the words.
  const insteadOfWriting = testText(CALL_INSTEAD_OF_WRITING, folded);
  const toCreditor = testText(SENT_TO_LEAD_RE, folded) ? sentToNamedCreditor(ctx) : undefined;
  const telephoneOnly = testText(TELEPHONE_ONLY_WAY, folded);
  // Decision 542: a dispute sent to the telephone by a question ("Think this balance is wrong? Give us a call") or by a call that
  // takes the dispute ("a representative will note your dispute").
  for (const span of readDisputeInvitedByTelephone(ctx.text, folded))
    hits.push({ sentence: span, label: 'a dispute made by telephone, when only a written dispute secures verification of the debt', strong: false });
  let before: Span | undefined;
  for (const seg of segments(ctx.text)) {
    if (hits.some((h) => h.sentence.start <= seg.start && h.sentence.end >= seg.end)) continue;
    const previous = before;
    before = seg;
    if (misstated && (segTest(folded, seg, VALID_UNLESS_PAID) || segTest(folded, seg, SILENCE_OVERSTATED))) {
      hits.push({
        sentence: seg,
        label: 'the "assumed valid" statement changed: avoided by paying, or silence said to cost the right or to bind a court (15 U.S.C. 1692g(a)(3), (c))',
        strong: false,
      });
      continue;
    }
    if (
      (segTest(folded, seg, CALL_TO_DISPUTE) || segTest(folded, seg, DISPUTE_BY_PHONE)) &&
      !segTest(folded, seg, WRITING) &&
      !segTest(folded, seg, SPANISH_WRITING_NAMED)
    ) {
      hits.push({ sentence: seg, label: 'a dispute made by telephone, when only a written dispute secures verification of the debt', strong: false });
      continue;
    }
    if (
      segTest(folded, seg, DISCOURAGES_WRITTEN_DISPUTE) ||
      (insteadOfWriting && segTest(folded, seg, ABOUT_DISPUTE_ANY) && segTest(folded, seg, CALL_INSTEAD_OF_WRITING))
    ) {
      hits.push({
        sentence: seg,
        label: 'a written dispute discouraged, or a wait before disputing, when only a written dispute secures verification and stops collection',
        strong: false,
      });
      continue;
    }
    if (telephoneOnly && segTest(folded, seg, TELEPHONE_ONLY_WAY) && !segTest(folded, seg, OTHER_CHANNEL)) {
      hits.push({
        sentence: seg,
        label:
          'a telephone call said to be the only way to get help or to resolve the debt, when only a written dispute secures verification and stops collection',
        strong: false,
      });
      continue;
    }
    if (
      segTest(folded, seg, PAY_OR_CALL) &&
      !segTest(folded, seg, WRITING) &&
      !segTest(folded, seg, SPANISH_WRITING_NAMED) &&
      !segTest(folded, seg, CALL_TO_ARRANGE_PAYMENT)
    ) {
      hits.push({ sentence: seg, label: 'paying or calling as the only ways to respond, leaving out a written dispute', strong: false });
      continue;
    }
    if (segTest(folded, seg, PERIOD_STARTED_EARLIER)) {
      hits.push({ sentence: seg, label: 'the validation period said to have started before you received the notice, which shortens it', strong: false });
      continue;
    }
    if (takenAsValidSooner(ctx, folded, seg, previous)) {
      hits.push({ sentence: seg, label: 'a dispute window shorter than the validation period', strong: false });
      continue;
    }
    if (segTest(folded, seg, BELIEVES_NOT_OWED) && segTest(folded, seg, TO_EXPLAIN) && !segTest(folded, seg, EXPLANATION_OPTIONAL)) {
      hits.push({ sentence: seg, label: EXPLANATION_LABEL, strong: false });
      continue;
    }
    if (segTest(folded, seg, OFFER_LOST_BY_DISPUTE)) {
      hits.push({ sentence: seg, label: 'an offer or a discount you lose by disputing the debt or asking for verification', strong: false });
      continue;
    }
    if (!segTest(folded, seg, ABOUT_DISPUTE)) continue;
    if (toCreditor && segTest(folded, seg, toCreditor) && !segTest(folded, seg, COLLECTOR_BESIDE)) {
      hits.push({ sentence: seg, label: 'disputing with someone other than the collector', strong: false });
      continue;
    }
    const made = rightMadeConditional(folded, seg);
    if (made) {
      hits.push({ sentence: seg, label: made, strong: false });
      continue;
    }
    // Decision 536: or the condition said to be what the law requires ("federal law requires that any dispute be accompanied by …").
    const required = segTest(folded, seg, REQUIRED) || segTest(folded, seg, SPANISH_REQUIRED) || segTest(folded, seg, LAW_SAID_TO_REQUIRE_OF_THE_DISPUTE);
    const optional = segTest(folded, seg, OPTIONAL);
    const found = CONDITIONS.find((c) => segTest(folded, seg, c.re) && (!c.needsRequired || (required && !optional)));
    if (found) {
      if (found.label.startsWith('a fee') && segTest(folded, seg, NO_FEE)) continue;
      if (found.label === 'one particular channel for disputes' && segTest(folded, seg, ORAL_DISPUTE_LIMIT)) continue;
      hits.push({ sentence: seg, label: found.label, strong: found.strong });
    } else if (
      !segTest(folded, seg, OPTIONAL_CONDITION) &&
      (shortWindow(ctx, folded, seg) || daysToDispute(folded, seg) || datedDisputeWindow(ctx, folded, seg, period)) &&
      // A window restated as the earlier notice gave it ("as the notice explains, you have until March 20") is that notice's, whose
      // date this letter's does not stand for (decision 493).
      !recallsTheNotice(folded.slice(seg.start, seg.end))
    ) {
      hits.push({ sentence: seg, label: 'a dispute window shorter than the validation period', strong: false });
    } else if (
      segTest(folded, seg, MUST_REACH_COLLECTOR) &&
      segTest(folded, seg, DISPUTE_WINDOW) &&
      (!segTest(folded, seg, ABOUT_PAYMENT) || segTest(folded, seg, PAYMENT_OR_DISPUTE)) &&
      !segTest(folded, seg, SENT_IS_ENOUGH)
    ) {
      hits.push({
        sentence: seg,
        label:
          'a dispute that must reach the collector before the period ends, when sending it in time is enough (Jacobson v. Healthcare Financial Services, 2d Cir. 2008)',
        strong: false,
      });
    }
  }
  // The notice itself set aside: told to disregard it, or that it does not apply or is a formality (decision 218).
  for (const seg of readNoticeSetAside(ctx.text))
    if (!hits.some((h) => h.sentence.start < seg.end && h.sentence.end > seg.start)) hits.push({ sentence: seg, label: NOTICE_SET_ASIDE_LABEL, strong: false });
  // Silence said to be the consumer's admission that he owes the debt (decision 218; 15 U.S.C. 1692g(c)).
  for (const seg of readSilenceAsAdmission(ctx.text))
    if (!hits.some((h) => h.sentence.start < seg.end && h.sentence.end > seg.start))
      hits.push({ sentence: seg, label: SILENCE_AS_ADMISSION_LABEL, strong: false });
  // Payment or a reason the collector accepts for not paying demanded, and papers the collector will judge asked of a dispute
  // (decision 229; DeSantis v. Computer Credit, 2d Cir. 2001; Sambor v. Omnia Credit Services, D. Haw. 2002).
  for (const [read, label] of [
    [readValidReasonDemanded, VALID_REASON_LABEL],
    [readQualifiedDisputeProof, QUALIFIED_PROOF_LABEL],
  ] as const)
    for (const seg of read(ctx.text))
      if (!hits.some((h) => h.sentence.start < seg.end && h.sentence.end > seg.start)) hits.push({ sentence: seg, label, strong: false });
  return hits;
};

/**
 * A review of the consumer's earlier inquiry, dispute or complaint said to be already under way (decision 169): "has initiated
 * a review of the inquiry we recently received", "we are currently reviewing your dispute", "your inquiry is under review",
 * "your complaint has been forwarded to our research department for review", "a review of your inquiry is in progress",
 * "hemos iniciado una revisión de su consulta", "estamos investigando su disputa", "su reclamo está en revisión". Beside the
 * validation notice it tells the consumer that the matter is already being looked into, so that nothing more is needed to
 * dispute, and leaves the way to dispute uncertain (Schwebel v. Resurgent Capital Services, S.D.N.Y. 2020, 1692g(b) and
 * 1692e(10)); only a dispute in writing within the period secures verification and stops collection (15 U.S.C. 1692g(a)(4),
 * (b); 12 CFR 1006.38(d)(2)). Only in the Second Circuit: a court of the Fourth held the same words beside a notice set out plainly
 * not misleading (Williams v. Resurgent Capital Services, D.S.C. 2023). Not a review promised on a dispute the consumer may send ("if you dispute this debt in writing,
 * we will investigate"), a review said to be finished ("we have completed our review"), nor a review of a written dispute
 * ("your written dispute is under review": the consumer has done what the notice asks).
 */
const INQUIRY = String.raw`(?:(?:recent|earlier|prior|telephone|phone)\s+){0,2}(?:inquiry|enquiry|dispute|complaint|concern|questions?|call)`;
const CONSULTA = String.raw`(?:consulta|disputa|queja|reclamaci[oó]n|reclamo|llamada)`;
const REVIEW_UNDER_WAY = new RegExp(
  [
    String.raw`\b(?:has|have|had)\s+(?:now\s+|already\s+|just\s+)?(?:initiated|begun|started|opened|commenced|launched|undertaken)\s+(?:a|an|the|its|our)\s+(?:review|investigation|research|examination)\s+(?:of|into|on|regarding|concerning)\s+(?:the|your)\s+${INQUIRY}\b`,
    String.raw`\b(?:we|this\s+office|our\s+office|we\s+have\s+been)\s+(?:are\s+|is\s+)?(?:currently\s+|now\s+|presently\s+|already\s+)?(?:reviewing|investigating|researching|looking\s+into|examining)\s+(?:the|your)\s+${INQUIRY}\b`,
    String.raw`\b(?:your|the)\s+${INQUIRY}\b[^.;]{0,50}?\b(?:is|are|has\s+been|have\s+been)\s+(?:currently\s+|now\s+|already\s+)?(?:under\s+(?:review|investigation)|being\s+(?:reviewed|investigated|researched|looked\s+into)|(?:forwarded|referred|sent|escalated)\s+(?:to\s+[^.;]{1,50}?\s+)?for\s+(?:review|investigation|research))`,
    String.raw`\b(?:a|the|our)\s+(?:review|investigation)\s+(?:of|into)\s+(?:your|the)\s+${INQUIRY}\b[^.;]{0,40}?\b(?:is\s+)?(?:under\s*way|in\s+progress|pending|has\s+(?:begun|started))`,
    String.raw`\b(?:hemos|ha|han)\s+(?:iniciado|comenzado|empezado|abierto)\s+(?:una|la)\s+(?:revisi[oó]n|investigaci[oó]n)\s+(?:de|sobre)\s+(?:la|su)\s+${CONSULTA}`,
    String.raw`\b(?:estamos|est[aá])\s+(?:revisando|investigando)\s+(?:la|su)\s+${CONSULTA}`,
    String.raw`\b(?:su|la)\s+${CONSULTA}\b[^.;]{0,50}?\b(?:est[aá]\s+(?:siendo\s+(?:revisad|investigad)[ao]|en\s+(?:revisi[oó]n|proceso\s+de\s+revisi[oó]n|investigaci[oó]n))|ha\s+sido\s+(?:enviad|remitid|referid)[ao]\s+[^.;]{0,50}?para\s+(?:su\s+)?(?:revisi[oó]n|investigaci[oó]n))`,
  ].join('|'),
);
/** The inquiry under review was in writing: the consumer has disputed the way the notice asks. */
const WRITTEN_INQUIRY = /\b(?:written|in\s+writing|your\s+(?:letter|correspondence)|por\s+escrito|su\s+carta)\b/;
/**
 * The letter tells the consumer that the review is no dispute, or that a written dispute is still needed: "this review does not
 * replace a written dispute", "to preserve your rights, you must still dispute in writing", "aún debe disputar por escrito".
 */
const REVIEW_IS_NO_DISPUTE =
  /\b(?:does|will)\s+not\s+(?:replace|substitute\s+for|take\s+the\s+place\s+of|count\s+as|serve\s+as|affect)\s+(?:a|your|any)\s+(?:written\s+)?(?:dispute|right)|\b(?:must|should|need\s+to|will\s+need\s+to)\s+still\s+(?:dispute|notify|write|send)|\bstill\s+(?:need|have)\s+to\s+(?:dispute|notify|write)|\ba[uú]n\s+(?:debe|tiene\s+que|necesita)\s+(?:disputar|notificar|escribir|enviar)/;

/** The sentence in which the letter says a review of the consumer's inquiry is under way, unless the inquiry was written or the letter says the review is no dispute. */
const reviewUnderWay = (ctx: RuleContext, folded: string): Span | undefined => {
  if (!testText(REVIEW_UNDER_WAY, folded)) return undefined;
  const words = matchIn(ctx.text, folded, REVIEW_UNDER_WAY);
  if (!words || testText(REVIEW_IS_NO_DISPUTE, folded) || rightsSurviveStatement(ctx, folded)) return undefined;
  const segs = segments(ctx.text);
  const seg = segs[segmentIndexAt(segs, words.start)];
  if (seg && segTest(folded, seg, WRITTEN_INQUIRY)) return undefined;
  return seg ? trimSpan(ctx.text, seg.start, seg.end) : words;
};

/**
 * Judges the review said to be under way: in a letter that carries the notice, or the collector's first (the person's answer or its
 * own words of the placement or of a notice sent with it), a finding; in a letter with neither, whose sender has not said whether it is
 * the first, asked; in a later letter, not judged (the review may answer a dispute already made).
 */
const judgeReview = (ctx: RuleContext, folded: string, sentence: Span, assumptions: readonly string[]): RuleResult | undefined => {
  // Held in the Second Circuit's courts (Schwebel, S.D.N.Y. 2020); the same words beside a plain notice were held not misleading in
  // the Fourth's (Williams v. Resurgent Capital Services, D.S.C. 2023, L847): read only where Schwebel's circuit governs.
  if (circuitOf(ctx.gates.state) !== 2) return undefined;
  const notice = validationRights(ctx, folded) !== undefined || ctx.gates.isValidationNotice === true;
  const announced = notice ? undefined : announcedFirstLetter(ctx);
  const message = `This letter may overshadow your right to dispute the debt (15 U.S.C. 1692g(b), 1692e(10)): it says a review of an earlier inquiry or dispute is already under way ("${quote(sentence)}"). Beside the notice of your rights, that can make you think nothing more is needed to dispute the debt, and leaves unclear how to dispute it (Schwebel v. Resurgent Capital Services, S.D.N.Y. 2020). Only a dispute sent in writing within the validation period makes the collector stop collecting and send you verification (12 CFR 1006.38(d)(2)); to be safe, send one.`;
  if (notice || announced)
    return { status: 'flag', message, evidence: [sentence], confidence: 'medium', assumptions: announced ? [...assumptions, announced] : [...assumptions] };
  if (ctx.gates.isValidationNotice !== null || ctx.answers.isFirstContact !== undefined || earlierContactIn(ctx.text)) return undefined;
  return {
    status: 'needs_input',
    questions: [QUESTIONS.isFirstContact],
    message: `This letter says a review of an earlier inquiry or dispute is already under way ("${quote(sentence, 120)}"). If it is the first letter from this collector about this debt (the notice of your rights may be on the back or in the same envelope), that can make you think nothing more is needed to dispute the debt (15 U.S.C. 1692g(b); Schwebel v. Resurgent Capital Services, S.D.N.Y. 2020).`,
    evidence: [sentence],
    assumptions: [...assumptions],
  };
};

export const rule: Rule = {
  meta: {
    id: 'dispute_conditions_added',
    title: 'Letter adds conditions to the dispute right',
    citation: '15 U.S.C. 1692g(a)–(b), 1692e(10); 12 CFR 1006.34(c)(3), 1006.38 and comment 38-1',
    kind: 'judgment',
    section: '1.2',
    description:
      'You can dispute a debt with the collector simply by saying so, by the end of the validation period. The law does not require you to give reasons, send proof, have anything notarized, pay a fee, use one particular channel, or dispute with someone else. A letter that adds such conditions can mislead you about your rights.',
    severity: 6,
    value: 750,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const hits = findHits(ctx, folded);
    if (hits.length === 0) {
      const review = reviewUnderWay(ctx, folded);
      const judged = review ? judgeReview(ctx, folded, review, gate.assumptions) : undefined;
      if (judged) return judged;
    }
    if (hits.length === 0)
      return (
        secondNoticeInFirstPeriod(ctx, periodOf(ctx, folded), validationRights(ctx, folded), gate.assumptions) ?? {
          status: 'pass',
          assumptions: gate.assumptions,
        }
      );
    // A later letter sent after the first notice's period had run (the person said when the first came): nothing left to overshadow.
    const ran = firstPeriodRanOut(ctx, gate.assumptions);
    if (ran) return ran;
    const first = hits[0] as Hit;
    return {
      status: 'flag',
      message: `This letter may violate 15 U.S.C. 1692g and 1692e(10): it puts a condition on your right to dispute the debt — ${first.label} ("${quote(first.sentence)}"). The law does not require this: you may dispute by mail, on the collector's form, through an electronic channel it accepts, or by hand delivery, without giving reasons or proof (12 CFR 1006.38, comment 38-1).`,
      evidence: hits.map((h) => h.sentence),
      confidence: hits.some((h) => h.strong) ? 'high' : 'medium',
      assumptions: gate.assumptions,
    };
  }),
};

/** Decision 218's label (after the rule, so the catalogue keys above stay as they were). */
const NOTICE_SET_ASIDE_LABEL =
  'the notice of your rights itself set aside: you are told to disregard or ignore it, or that it does not apply, is void or is a mere formality, when it applies to you whatever you do (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1))';
const SILENCE_AS_ADMISSION_LABEL =
  'your silence said to be your own admission or agreement that you owe the debt, when the law says a failure to dispute is not an admission of liability (15 U.S.C. 1692g(c))';
/** Decision 229's labels. */
const VALID_REASON_LABEL =
  'payment or else a reason the collector accepts for not paying demanded, which tells you a dispute must rest on a reason the collector judges valid, when you may dispute for any reason or none (DeSantis v. Computer Credit, 2d Cir. 2001)';
const QUALIFIED_PROOF_LABEL =
  'documents the collector will judge "suitable", "acceptable" or "sufficient" asked of a dispute, when the law asks no proof of a dispute (Sambor v. Omnia Credit Services, D. Haw. 2002)';
