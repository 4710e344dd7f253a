import { WRITTEN_DISPUTE_AS_A_DUTY } from '../../reading/dispute-right-said-as-the-laws';
import type { Rule, RuleContext, RuleResult, Span } from '../../types';
import { letterDateOf } from '../_disclosures-and-amounts/dates';
import { announcedFirstLetter, validationRights } from '../_disclosures-and-amounts/period';
import { QUESTIONS } from '../_shared/questions';
import { withFederalGate, regFStatus } from '../_disclosures-and-amounts/gate';
import { quote, segments, trimSpan } from '../_disclosures-and-amounts/text';
import { circuitOf } from '../_shared/circuit-of';
import { firstPeriodRanOut } from '../_disclosures-and-amounts/period-outside-the-words';
import { execAll } from '../../text/exec-all';
import { prunedFor, searcherIn } from '../../text/prefilter';
import { TOMAR_POR_VALIDA } from '../../reading/validation-statements';
import { readDisputeInvitedByTelephone } from '../../reading/dispute-invited-by-telephone';

/** Riccio v. Sentry Credit, 954 F.3d 582 (3d Cir. 2020) (en banc): (a)(3) disputes need not be in writing; Graziano overruled. */
const RICCIO_DATE = '2020-03-26';

/** "… will assume (that) the debt is valid / our information is correct" (and Spanish). */
const ASSUME = /\b(?:assum(?:e|ed|es|ing)|presum(?:e|ed)|asumir\w*|asumiremos|supondremos|daremos\s+por)\b/g;
/**
 * The same statement with any verb of taking the debt as valid ("we will treat this debt as valid", "we will consider it
 * valid", "it will be deemed / regarded as valid", "consideraremos que es válida"): read for the writing condition. The verbs
 * of everyday speech ("we will take the debt to be valid", "will view / count / hold it as valid", "will be taken as valid":
 * session 52) only where the debt, or "it", and "to be / as valid" follow at once, so that "take steps … accurate" is not one.
 */
const TAKE_AS_VALID = new RegExp(
  String.raw`\b(?:assum(?:e|ed|es|ing)|presum(?:e|ed)|treat(?:s|ed|ing)?|consider(?:s|ed|ing)?|deem(?:s|ed)?|regard(?:s|ed)?|asumir\w*|asumiremos|supondremos|consideraremos|daremos\s+por|(?:tak(?:e|es|en|ing)|took|view(?:s|ed)?|count(?:s|ed)?|accept(?:s|ed)?|hold|held)(?=\s+(?:(?:(?:the|this|that|your|said)\s+)?(?:debt|balance|account|amount|claim|obligation)|it)?\s*(?:to\s+be|as)\s+(?:valid|correct|accurate)\b))\b|(?<![\w\u00c0-\u017f])(?:${TOMAR_POR_VALIDA})`,
  'g',
);
const VALID = /\b(?:valid|correct|accurate|v[aá]lid[ao]s?|correct[ao]s?|cierta)\b/;
/**
 * What an assumption (not a verb of treating or considering) takes the debt to be, in other words than valid ("we will assume you
 * owe this debt", "will assume the balance is owed / due", "daremos por hecho que usted lo debe"): the same assumption of
 * 15 U.S.C. 1692g(a)(3).
 */
const OWED = /\b(?:(?:you\s+)?owe[ds]?|owing|(?:is|are|to\s+be)\s+(?:due|owed|yours)|legitimate|(?:usted\s+)?(?:la|lo)\s+(?:debe|adeuda))\b/;
const ASSUMPTION_VERB = /^(?:assum|presum|asum|supond|daremos)/;
/**
 * The assumption's object left out where a quotation or a cut page ends ("… this office will assume [...]"): read as the validity
 * the condition before it speaks of ("… that you dispute the validity of this debt …").
 */
const OBJECT_LEFT_OUT = /^\s*(?:\[[^\]]{0,12}\]?|\.{3}|…)?\s*(?:[.;]|$)/;
const VALIDITY = /\bvalid(?:ity)?\b|\bvalidez\b/;
const CONDITION_START = /\b(?:unless|if|a\s+menos\s+que|si|salvo\s+que|a\s+no\s+ser\s+que|excepto\s+(?:si|que))\b/g;
const CLAUSE_BREAK = /\b(?:if|si)\b|;/g;
/**
 * An "if" after the assumption that is its own condition of silence, not the next statement (decision 513): "we will assume the
 * debt is valid if you do not dispute it …", "if, within thirty days …, you fail to contest it", "si dentro de los 30 días … usted
 * no la disputa". The clause goes on through it; an "if" that opens the verification statement still ends it.
 */
const SILENCE_IF =
  /^(?:if\s*,?\s*(?:[^.;]{0,70}?,\s*)?(?:you\s+(?:do\s+not|don't|fail\s+to|have\s+not|haven't)|no\s+(?:dispute|notice|written|word)|we\s+(?:do\s+not|don't)\s+(?:receive|hear)|this\s+office\s+(?:does\s+not|doesn't)\s+(?:receive|hear))\b|si\s+(?:[^.;]{0,70}?\s)?(?:usted\s+)?no\s+(?:la\s+|lo\s+|nos\s+|le\s+)?(?:disput|impugn|notific|cuestion|objet|recibimos|se\s+comunica))/;
/** Where the assumption's clause ends in `tail`: at the first "if" (or ";") that is not its condition of silence. */
const clauseBreakIn = (tail: string): number => {
  for (const m of execAll(CLAUSE_BREAK, tail)) if (m[0] === ';' || !SILENCE_IF.test(tail.slice(m.index ?? 0))) return m.index ?? 0;
  return tail.length;
};
const BACK_REFERENCE = /^(?:if\s+you\s+(?:do\s+not|don't|fail\s+to(?:\s+do\s+so)?)|if\s+not|otherwise|de\s+lo\s+contrario|si\s+no(?:\s+lo\s+hace)?)\b/;
/**
 * Writing named: "in writing", "written", "write to us", "by mail", and a document asked for the dispute ("provide us with a statement
 * that you dispute", "send this office a signed statement", "envíenos una declaración": decision 296; Zengerle v. Dynia & Associates,
 * E.D. Mich. 2013, read "provide us with a statement … within thirty days" as asking a written dispute).
 */
const WRITING =
  /\bin\s+writing\b|(?<!\bthis\s)(?<!\bour\s)\bwritten\b|\bwrite\s+(?:to\s+)?(?:us|me|this\s+office|our\s+office)\b|\bby\s+(?:mail|letter|certified\s+mail)\b|\bpor\s+escrito\b|\bescr[ií]b\w*|\b(?:provide|send|give|submit|furnish|mail)\s+(?:us|me|this\s+office|our\s+office)\s+(?:with\s+)?(?:a|an|your)\s+(?:signed\s+|sworn\s+)?(?:statement|letter|declaration|affidavit)\b|\b(?:env[ií]enos|proporci[oó]nenos|h[aá]ganos\s+llegar|nos\s+(?:env[ií]e|proporcione|haga\s+llegar|mande))\s+(?:una|su)\s+(?:declaraci[oó]n|carta)\b/;
const ORAL = /\b(?:call|calling|phone|telephone|orally|oral|verbally|in\s+person|verbalmente)\b|\bll[aá]m|\btel[eé]fono/;
const DISPUTE = /\b(?:disput\w*|notify|notif\w*|contest\w*|question\w*|object\w*|contact\w*|write|impugn\w*|objet[aeo]\w*|cuestion\w*)\b/;
/**
 * Writing offered as one way among others: a verb that is not a written channel joined by "or" to the writing verb
 * ("Contact us or write to us…", "Llámenos o escríbanos…", the model notice's own words). The first verb need not be
 * one this rule knows as oral: "contact" covers any way, and a phone photo's OCR turns "Llámenos" into "LIdmenos".
 * A written channel before the "or" ("Email or write to us…") keeps the condition in writing.
 */
const OTHER_WAY_OR_WRITE =
  /\b(?!(?:e-?mail\w*|mail\w*|fax\w*|text\w*|correo\w*|carta\w*|letter\w*|escr[ií]b\w*|write\w*|written|notify\w*|notif[ií]\w*)\b)[a-z\u00e0-\u00ff]{4,}(?:\s+(?:us|me|nos|this\s+office|our\s+office))?\s*,?\s+(?:or|o)\s+(?:write\b|escr[ií]b)/;

/**
 * A blanket writing rule for every dispute ("All disputes must be made in writing.", "if you wish to dispute this debt, you must do
 * so in writing": decision 408), not tied to verification.
 */
const BLANKET =
  /\bif\s+you\s+(?:wish|want|intend|choose|decide)\s+to\s+dispute\b[^.;]{0,60}?\byou\s+must\s+do\s+so\s+in\s+writing\b|\b(?:all\s+|any\s+)?disputes?\s+(?:must|shall|need\s+to|needs\s+to|are\s+required\s+to|is\s+required\s+to)\s+(?:be\s+)?(?:made\s+|submitted\s+|sent\s+|received\s+|put\s+)?in\s+writing\b|\byou\s+must\s+dispute\s+(?:this\s+debt\s+|the\s+debt\s+|it\s+)?in\s+writing\b|\btoda\s+disputa\s+debe\s+(?:hacerse|presentarse)\s+por\s+escrito\b/;
const VERIFICATION_ONLY = /\bverif\w*|\boriginal\s+creditor\b|\bacreedor\s+original\b/;
/**
 * The same writing rule for every dispute said by kind (decision 144): writing as the only way ("you may only dispute
 * this debt in writing", "disputes can only be made in writing", "we only accept written disputes", "only written
 * disputes will be considered", "disputes must be in writing to be valid"), or a spoken dispute refused ("oral disputes
 * will not be accepted", "we do not accept disputes over the phone", "a dispute made by telephone will not be
 * honored", "verbal disputes are not valid"), Spanish ("todas las disputas deben hacerse por escrito", "solo aceptamos
 * disputas por escrito", "no aceptamos disputas por teléfono"). 15 U.S.C. 1692g(a)(3) and 12 CFR 1006.34(c)(3)(iii): any
 * dispute, oral or written, keeps the debt from being assumed valid (Hooks, Camacho, Clark). Read only where it is not
 * tied to verification or the original creditor's name (`VERIFICATION_ONLY`), which do need writing.
 */
const WRITING_ONLY = new RegExp(
  [
    String.raw`\byou\s+(?:may|can)\s+only\s+dispute\s+(?:(?:this|the|your)\s+(?:debt|balance|account|amount)\s+|it\s+)?in\s+writing\b`,
    String.raw`\byou\s+(?:must|need\s+to|have\s+to)\s+(?:submit|send|make|put|file)\s+(?:your\s+|any\s+|the\s+)?dispute\s+in\s+writing\b`,
    String.raw`\b(?:all\s+|any\s+)?disputes?\s+(?:(?:can|may|will)\s+only\s+be|(?:are|is)\s+only)\s+(?:made\s+|submitted\s+|accepted\s+|considered\s+|valid\s+|honou?red\s+)?(?:in\s+writing|by\s+(?:mail|letter))\b`,
    String.raw`\b(?:we|this\s+office|our\s+office)\s+(?:will\s+)?only\s+(?:accept|consider|honou?r|recogni[sz]e|process)\s+(?:written\s+disputes|disputes\s+(?:made\s+|submitted\s+)?in\s+writing)\b`,
    String.raw`\bonly\s+(?:written\s+disputes|disputes\s+(?:made\s+|submitted\s+)?in\s+writing)\s+(?:will|can|may|are)\s+(?:be\s+)?(?:accepted|considered|honou?red|recogni[sz]ed|processed|valid)\b`,
    String.raw`\bdisputes?\s+(?:must|need\s+to|has\s+to|have\s+to)\s+be\s+(?:made\s+|submitted\s+)?in\s+writing\s+(?:to|in\s+order\s+to)\s+be\s+(?:valid|accepted|considered|honou?red|effective)\b`,
    String.raw`\b(?:oral|verbal|spoken|telephone|phone|telephonic)\s+disputes?\s+(?:will|can|shall|are|is|may)\s*(?:not|n't)\s+(?:be\s+)?(?:accepted|considered|honou?red|recogni[sz]ed|processed|valid|effective)\b`,
    String.raw`\b(?:a\s+|any\s+)?disputes?\s+(?:made\s+|raised\s+|submitted\s+)?(?:by\s+(?:tele)?phone|over\s+the\s+(?:tele)?phone|orally|verbally|in\s+a\s+(?:phone\s+)?call)\s+(?:will|can|shall|are|is|may)\s*(?:not|n't)\s+(?:be\s+)?(?:accepted|considered|honou?red|recogni[sz]ed|processed|valid|effective)\b`,
    String.raw`\b(?:we|this\s+office|our\s+office)\s+(?:do|does|will|can|cannot|can't|won't|don't|doesn't)\s*(?:not\s+)?(?:accept|consider|honou?r|recogni[sz]e|process|take)\s+(?:any\s+)?(?:(?:oral|verbal|telephone|phone)\s+disputes|disputes\s+(?:by\s+(?:tele)?phone|over\s+the\s+(?:tele)?phone|orally|verbally))\b`,
    String.raw`\b(?:todas\s+las\s+disputas|toda\s+disputa|las\s+disputas|su\s+disputa)\s+(?:deben|debe|tienen\s+que|tiene\s+que)\s+(?:hacerse|presentarse|enviarse|ser\s+(?:presentadas?|enviadas?|hechas?))\s+por\s+escrito\b`,
    String.raw`\bs[oó]lo\s+(?:aceptamos|aceptaremos|consideramos)\s+disputas\s+por\s+escrito\b`,
    String.raw`\bno\s+(?:aceptamos|aceptaremos|consideramos)\s+disputas\s+(?:por\s+tel[eé]fono|verbales|telef[oó]nicas)\b|\blas\s+disputas\s+(?:verbales|telef[oó]nicas|por\s+tel[eé]fono)\s+no\s+(?:ser[aá]n|son)\s+(?:aceptadas|v[aá]lidas|consideradas)\b`,
    // Decision 337: the same rule in the other ways it is written. A dispute named with words between it and its obligation ("any
    // dispute you have must be sent to us in writing", "cualquier disputa que tenga debe enviárnosla por escrito", "toda disputa debe
    // ser por escrito"); the consumer's only way in Spanish ("usted solo puede disputar esta deuda por escrito", "únicamente
    // aceptamos disputas por escrito"); a spoken dispute refused in the singular ("una disputa hecha por teléfono no será aceptada").
    String.raw`\b(?:all\s+|any\s+|your\s+)?disputes?\s+(?:[a-z']+\s+){1,4}?(?:must|shall|needs?\s+to|has\s+to|have\s+to|(?:is|are)\s+required\s+to)\s+(?:be\s+)?(?:made\s+|submitted\s+|sent\s+|received\s+|put\s+|mailed\s+|presented\s+)?(?:to\s+(?:us|me|this\s+office|our\s+office)\s+)?in\s+writing\b`,
    String.raw`\b(?:todas\s+las\s+disputas|toda\s+disputa|las\s+disputas|su\s+disputa|cualquier\s+disputa)\s+(?:que\s+[\w\u00c0-\u017f]+\s+)?(?:deben|debe|tienen\s+que|tiene\s+que|deber[aá]n?)\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?por\s+escrito\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:s[oó]lo|solamente|[uú]nicamente|exclusivamente)\s+(?:puede\s+(?:usted\s+)?disputar|aceptamos|aceptaremos|consideramos|consideraremos)\s+(?:(?:esta|la|su)\s+(?:deuda|cuenta|saldo)\s+|disputas\s+)?por\s+escrito\b`,
    String.raw`\b(?:una|cualquier|toda)\s+disputa\s+(?:hecha\s+|realizada\s+|presentada\s+)?(?:por\s+tel[eé]fono|verbalmente|en\s+forma\s+verbal|de\s+forma\s+verbal)\s+no\s+(?:ser[aá]|es)\s+(?:aceptada|v[aá]lida|considerada)`,
    // Session 51: the writing said to be what a law or the Act requires of every dispute ("the Fair Debt Collection Practices Act
    // requires that any dispute of this debt be sent to this office in writing", "federal law requires that all disputes be made in
    // writing", "the FDCPA requires you to dispute this debt in writing", "la ley federal exige que toda disputa se envíe por escrito").
    String.raw`\b(?:requires?|required|mandates?)\s+that\s+(?:(?:any|all|each|every|your|a)\s+)?disputes?\b[^.;]{0,60}?\bbe\s+[^.;]{0,40}?\bin\s+writing\b`,
    String.raw`\b(?:requires?|required|mandates?)\s+(?:you|consumers?|the\s+consumer|debtors?)\s+to\s+(?:dispute|contest|challenge|submit\s+(?:a|your|any)\s+dispute)\b[^.;]{0,40}?\bin\s+writing\b`,
    String.raw`\b(?:exige|requiere|dispone)\s+que\s+(?:toda|cualquier|su|una)\s+disputa\b[^.;]{0,80}?\bpor\s+escrito\b`,
  ].join('|'),
);

/**
 * The consequence of no dispute said as collection rather than as the assumption (decision 178): the balance collected, pursued or
 * treated as owed "unless disputed in writing" ("this account has been forwarded to this office to collect the balance in full
 * unless disputed in writing within 30 days", "unless you dispute this debt in writing, we will proceed with collection", "the debt
 * will be considered owed unless you notify us in writing", "cobraremos el saldo total a menos que usted dispute la deuda por
 * escrito"). It tells the consumer that only a written dispute keeps the debt from being collected as owed, which is the
 * assumption of 15 U.S.C. 1692g(a)(3) made to depend on writing (Vega v. Credit Bureau Enterprises, E.D.N.Y. 2005: "unless disputed
 * in writing within 30 days from this notice" overshadowed the notice; Hooks v. Forman, Holt, 2d Cir. 2013). Not verification or the
 * original creditor's name (which do need writing), nor a dispute offered by phone or in writing.
 */
/** A dispute named in the sentence; and a request to stop contact, which the statute does ask in writing (1692c(c)). */
const DISPUTED = /\b(?:disput\w*|contest\w*|challeng\w*|impugn\w*)/;
const CEASE_REQUEST =
  /\b(?:cease|stop)\s+(?:all\s+|further\s+)?(?:communicat\w*|contact\w*|calls?|letters?)\b|\brefuse\s+to\s+pay\b|\bdeje\s+de\s+(?:comunicarse|contactarl)/;
const COLLECTED_UNLESS_WRITTEN = new RegExp(
  [
    String.raw`\b(?:collect\w*|pursu\w*|recover\w*|proceed\w*\s+(?:with|to)\s+(?:the\s+|our\s+)?collect\w*|(?:considered|treated\s+as|deemed)\s+(?:owed|owing|due))\b[^.;]{0,80}?\bunless\s+(?:(?:it\s+is\s+|this\s+(?:debt\s+|account\s+)?is\s+)?disputed|you\s+(?:dispute|contest|challenge|notify\s+(?:us|this\s+office|our\s+office))\w*)\b[^.;]{0,40}?\bin\s+writing\b`,
    String.raw`\bunless\s+(?:you\s+(?:dispute|contest|challenge|notify\s+(?:us|this\s+office|our\s+office))\w*|(?:it\s+is\s+|this\s+(?:debt\s+|account\s+)?is\s+)?disputed)\b[^.;]{0,40}?\bin\s+writing\b[^.;]{0,60}?\b(?:collect\w*|pursu\w*|recover\w*|proceed\w*\s+(?:with|to)\s+(?:the\s+|our\s+)?collect\w*|(?:considered|treated\s+as|deemed)\s+(?:owed|owing|due))\b`,
    String.raw`\b(?:cobrar\w*|cobraremos|procederemos\s+con\s+el\s+cobro|proseguiremos\s+con\s+el\s+cobro)\b[^.;]{0,80}?\ba\s+menos\s+que\s+(?:usted\s+)?(?:dispute|impugne|nos\s+notifique)\b[^.;]{0,40}?\bpor\s+escrito\b`,
    String.raw`\ba\s+menos\s+que\s+(?:usted\s+)?(?:dispute|impugne|nos\s+notifique)\b[^.;]{0,40}?\bpor\s+escrito\b[^.;]{0,60}?\b(?:cobrar\w*|cobraremos|procederemos\s+con\s+el\s+cobro|proseguiremos\s+con\s+el\s+cobro)\b`,
  ].join('|'),
);

/**
 * The statute's own 1692g(b) sentence recited (decision 535): collection said to continue during the period, which a written
 * dispute stops ("collection activities may continue during the 30-day period unless you notify us in writing that you dispute
 * the debt", "las actividades de cobro pueden continuar durante el período de 30 días"). It says what goes on while the period
 * runs, which is the law, not that the debt is taken as owed unless disputed in writing (Vega's sentence names no period).
 */
const CONTINUES_DURING_THE_PERIOD =
  /\b(?:continu\w*|go\s+on|proceed)\b[^.;]{0,40}?\b(?:during|within|throughout|in)\s+(?:the|this|that|your)\s+(?:(?:thirty|30)(?:[- ]?\(30\))?[- ]days?(?:\s+period)?|(?:validation|dispute|verification)\s+period|period)\b|\bcontin[uú]\w*\s+durante\s+(?:el|este|ese)\s+(?:per[ií]odo|plazo)/;

/**
 * An invitation to dispute by telephone: a sentence that speaks to a consumer who disputes ("if you feel
 * you do not owe this amount", "if you dispute / disagree with this balance", "to dispute this debt",
 * "si usted cree que no debe") and names a call as the way (Caprio v. Healthcare Revenue Recovery
 * Group, 3d Cir. 2013).
 */
const DISPUTE_INVITATION =
  /\bif\s+you\s+(?:feel|believe|think|contend|claim)\s+(?:that\s+)?(?:you\s+)?(?:do\s+not|don't|did\s+not|didn't|no\s+longer)\s+owe\b|\bif\s+you\s+(?:wish\s+to\s+|want\s+to\s+|would\s+like\s+to\s+)?(?:dispute|disagree|contest)\b|\bif\s+you\s+(?:feel|believe|think)\s+(?:that\s+)?(?:this|the)\s+(?:debt|balance|amount|bill|account|charge)\s+is\s+(?:not\s+(?:yours|correct|owed|valid)|incorrect|wrong|in\s+error|inaccurate|invalid)\b|\bto\s+(?:dispute|contest)\s+(?:this|the|your)\s+(?:debt|balance|amount|account|bill)\b|\bsi\s+(?:usted\s+)?(?:cree|considera|piensa)\s+que\s+no\s+(?:debe|adeuda)\b|\bsi\s+(?:usted\s+)?(?:desea\s+)?(?:disputa|impugna|no\s+est[aá]\s+de\s+acuerdo)/;
/**
 * The same invitation when the consumer would contest who owes the bill: told to call if insurance (or
 * another payer) may cover it ("If you carry any insurance that may cover this obligation, please contact our
 * office at the number above", "If you feel that this balance may be due from your insurance carrier, … the
 * representative at the extension listed below", "si tiene seguro que pueda cubrir esta deuda, llámenos").
 * A consumer who says the insurer is liable disputes personal liability, and the courts of the Third Circuit
 * that read Caprio on such sentences declined to make the consumer tell "resolving" from "disputing" (Kassin v.
 * AR Resources, D.N.J. 2017 and 2018; Morello v. AR Resources, D.N.J. 2018; Coulter v. Receivables Management
 * Systems, E.D. Pa. 2019). Read only where Graziano bound (this rule's Third Circuit branch), never nationally.
 */
const OTHER_PAYER_INVITATION =
  /\b(?:if\s+(?:you\s+(?:carry|have|had|hold|maintain)|there\s+is)|should\s+you\s+(?:carry|have|hold|maintain))\s+(?:any\s+)?(?:[a-z]+\s+){0,2}?(?:insurance|coverage|insurer|health\s+plan)\b[^.]{0,80}?\b(?:cover\w*|pay|pays|paid|be\s+(?:responsible|liable)|responsible)\b|\b(?:if\s+you|should\s+you)\s+(?:feel|believe|think|know)\s+(?:that\s+)?(?:this|the|your)\s+(?:balance|bill|amount|debt|charges?|account|claim|obligation)\s+(?:may|might|should|could|is|are|was|were|will)?\s*(?:be\s+|have\s+been\s+|been\s+)?(?:due\s+from|owed\s+by|payable\s+by|paid\s+by|covered\s+by|the\s+responsibility\s+of|billed\s+to)\s+(?:your\s+|an?\s+|the\s+)?(?:[a-z]+\s+){0,2}?(?:insurance|insurer|carrier|health\s+plan|medicare|medicaid)\b|\bif\s+(?:your\s+)?(?:[a-z]+\s+){0,2}?(?:insurance|insurer|insurance\s+(?:company|carrier|provider)|health\s+plan)\s+(?:should\s+have\s+(?:paid|covered)|should\s+(?:pay|cover)|may\s+(?:pay|cover|be\s+(?:responsible|liable))|might\s+(?:pay|cover)|(?:is|was)\s+(?:responsible|liable)|covers?|pays?)\b|\bif\s+(?:this|the)\s+(?:balance|bill|amount|debt|charges?|claim)\s+(?:should\s+have\s+been|may\s+be|might\s+be|should\s+be|was|is)\s+(?:paid|covered)\s+by\s+(?:your\s+)?(?:[a-z]+\s+){0,2}?(?:insurance|insurer|carrier|health\s+plan)\b|\bsi\s+(?:usted\s+)?tiene\s+(?:alg[uú]n\s+)?(?:seguro|p[oó]liza|cobertura)\b[^.]{0,80}?\b(?:cubr\w*|pag\w*)\b|\bsi\s+(?:usted\s+)?(?:cree|considera|piensa)\s+que\s+(?:este|esta|el|la|su)\s+(?:saldo|deuda|factura|cuenta|cargo|monto)\s+(?:debe|deber[ií]a|puede|podr[ií]a)\s+(?:ser\s+)?(?:pagad[ao]|cubiert[ao])\s+por\s+su\s+(?:compa[nñ][ií]a\s+de\s+)?(?:seguros?|aseguradora)\b|\bsi\s+su\s+(?:compa[nñ][ií]a\s+de\s+)?(?:seguros?|aseguradora)\b[^.]{0,60}?\b(?:cubr\w*|pag\w*|responsable)\b/;
/** Giving the payer's particulars is not contesting the bill: "that information can be submitted by calling … or by completing the form" (Cruz v. Financial Recoveries, D.N.J. 2016), "provide us with any insurance information". */
const PAYER_DETAILS_ONLY =
  /\b(?:insurance|policy|coverage|claim|member)\s+(?:information|info|details|card|number|id)\b|\b(?:that|this|the|such)\s+information\s+(?:can|may|should|must|could)\s+be\s+(?:submitted|provided|given|sent|updated|reported)\b|\binformaci[oó]n\s+(?:de(?:l)?\s+)?(?:su\s+)?(?:seguro|p[oó]liza|aseguradora)\b/;
/** A call asked for by the number it is made on: "contact our office at the toll-free number above", "the representative at the extension listed below". */
const BY_NUMBER =
  /\bcontact\w*\b[^.]{0,50}?\bat\s+(?:the\s+|our\s+|this\s+)?(?:toll[-\s]?free\s+|telephone\s+|phone\s+)?(?:number|extension|ext\.?)(?=[\s.,;:]|$)|\btoll[-\s]?free\b|\b(?:comun[ií]quese|cont[aá]ct\w*|ll[aá]m\w*)\b[^.]{0,50}?\bn[uú]mero\b/;

/** A sentence of the notice that makes a right depend on writing ("If you notify this office in writing…"). */
const WRITTEN_RIGHT = /\b(?:in\s+writing|written\s+request|por\s+escrito)\b/;

type Invitation = { span: Span; otherPayer: boolean };

/** Invitations to dispute by telephone: the spans of their sentences, and whether they speak of another payer. */
const phoneDisputeInvitations = (ctx: RuleContext, folded: string): Invitation[] => {
  // Decision 542: the same invitation put as a question answered by a call, or as a call that takes the dispute.
  const asked = readDisputeInvitedByTelephone(ctx.text, folded).map((span): Invitation => ({ span, otherPayer: false }));
  const within = (seg: Span): boolean => asked.some((a) => a.span.start <= seg.start && a.span.end >= seg.end);
  return [
    ...asked,
    ...segments(ctx.text).flatMap((seg): Invitation[] => {
      if (within(seg)) return [];
      const part = folded.slice(seg.start, seg.end);
      ASSUME.lastIndex = 0;
      if (ASSUME.test(part) || VERIFICATION_ONLY.test(part)) return [];
      const span = trimSpan(ctx.text, seg.start, seg.end);
      if (DISPUTE_INVITATION.test(part) && ORAL.test(part)) return [{ span, otherPayer: false }];
      if (OTHER_PAYER_INVITATION.test(part) && (ORAL.test(part) || BY_NUMBER.test(part)) && !PAYER_DETAILS_ONLY.test(part)) return [{ span, otherPayer: true }];
      return [];
    }),
  ].sort((a, b) => a.span.start - b.span.start);
};

/**
 * Where the text holds no notice at all: the collector's first letter carries one (15 U.S.C. 1692g(a): in it or
 * within five days), and its verification statement needs a written dispute ((a)(4)); known from the person's
 * answer or from the letter's own words of the account's placement. Else asked; a later letter is not judged.
 */
const firstLetterWithoutNoticeWords = (
  ctx: RuleContext,
  folded: string,
  invitations: readonly Invitation[],
  assumptions: readonly string[],
): { first: true; assumptions: string[] } | { first: false; result?: RuleResult } => {
  if (validationRights(ctx, folded) || ctx.gates.isValidationNotice === false) return { first: false };
  if (ctx.gates.isValidationNotice === true) return { first: true, assumptions: [...assumptions, NOTICE_NOT_IN_WORDS] };
  const announced = announcedFirstLetter(ctx);
  if (announced) return { first: true, assumptions: [...assumptions, announced, NOTICE_NOT_IN_WORDS] };
  return {
    first: false,
    result: {
      status: 'needs_input',
      questions: [QUESTIONS.isFirstContact],
      message: `This letter invites you to call about a dispute of the bill ("${quote((invitations[0] as Invitation).span, 160)}"). If it is the first letter from this collector about this debt, the notice of your rights that came with it asked for a written dispute, and for letters sent before Riccio v. Sentry Credit (3d Cir. en banc, March 26, 2020) the Third Circuit held that an invitation to dispute by phone can contradict that notice (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013).`,
      evidence: invitations.slice(0, 2).map((i) => i.span),
      assumptions: [...assumptions],
    },
  };
};

/** Stated when the letter is judged as a first letter whose notice is not in the text read. */
const NOTICE_NOT_IN_WORDS =
  "The notice of your rights is not in the text read; as the collector's first letter about the debt, it came with one, and that notice must say that verification follows a written dispute (15 U.S.C. 1692g(a)(4)).";

type Hit = { spans: Span[] };

const lastMatchBefore = (re: RegExp, s: string, before: number): number => {
  let at = -1;
  for (const m of execAll(re, s.slice(0, before))) at = m.index ?? at;
  return at;
};

/**
 * Where the object of the verb at `at` ends in `part`, when it is what a debt is taken to be: valid, or (for an assumption)
 * owed, or left out where a quotation ends after a condition that speaks of the debt's validity; else undefined.
 */
const assumedObjectEnd = (part: string, at: number, verb: string): number | undefined => {
  const from = at + verb.length;
  const after = part.slice(from, at + 90);
  const assumption = ASSUMPTION_VERB.test(verb);
  const object = VALID.exec(after) ?? (assumption ? OWED.exec(after) : null);
  if (object) return from + object.index + object[0].length;
  return assumption && OBJECT_LEFT_OUT.test(part.slice(from)) && VALIDITY.test(part.slice(0, at)) ? from : undefined;
};

const findHits = (ctx: RuleContext, folded: string): Hit[] => {
  const segs = segments(ctx.text);
  const hits: Hit[] = [];
  // The statements' patterns as the filter prunes them for this letter, asked once (none: no sentence can hold one).
  const blanket = searcherIn(BLANKET, folded);
  const writingOnly = searcherIn(WRITING_ONLY, folded);
  // Decision 536: a written dispute said to be the consumer's duty in other modals and in Spanish, the law's name before it or not.
  const writtenAsADuty = searcherIn(WRITTEN_DISPUTE_AS_A_DUTY, folded);
  const collectedUnlessWritten = searcherIn(COLLECTED_UNLESS_WRITTEN, folded);
  const takeAsValid = searcherIn(TAKE_AS_VALID, folded);
  // Global, so `searcherIn` gives it as written: its pruned copy is searched (decision 518), the same matches.
  const takeAsValidPruned = prunedFor(TAKE_AS_VALID, folded);
  segs.forEach((seg, i) => {
    const part = folded.slice(seg.start, seg.end);
    if (
      ((blanket !== undefined && blanket.test(part) && !ORAL.test(part)) ||
        (writtenAsADuty !== undefined && writtenAsADuty.test(part) && !ORAL.test(part)) ||
        (writingOnly !== undefined && writingOnly.test(part))) &&
      !VERIFICATION_ONLY.test(part)
    ) {
      hits.push({ spans: [seg] });
      return;
    }
    if (
      collectedUnlessWritten !== undefined &&
      collectedUnlessWritten.test(part) &&
      DISPUTED.test(part) &&
      !CEASE_REQUEST.test(part) &&
      !ORAL.test(part) &&
      !OTHER_WAY_OR_WRITE.test(part) &&
      !VERIFICATION_ONLY.test(part) &&
      !CONTINUES_DURING_THE_PERIOD.test(part)
    ) {
      hits.push({ spans: [trimSpan(ctx.text, seg.start, seg.end)] });
      return;
    }
    if (takeAsValid === undefined) return;
    for (const a of execAll(takeAsValidPruned, part)) {
      const at = a.index ?? 0;
      const validEnd = assumedObjectEnd(part, at, a[0]);
      if (validEnd === undefined) continue;
      const clauseStart = part.lastIndexOf(';', at) + 1;
      const semi = part.indexOf(';', at);
      const clauseEnd = semi < 0 ? part.length : semi;
      const condAt = lastMatchBefore(CONDITION_START, part.slice(clauseStart), at - clauseStart);
      const preStart = condAt < 0 ? clauseStart : clauseStart + condAt;
      const tail = part.slice(validEnd, clauseEnd);
      const postEnd = validEnd + clauseBreakIn(tail);
      const pre = part.slice(preStart, at);
      let cond = pre + part.slice(at, postEnd);
      let spanStart = preStart;
      const spans: Span[] = [];
      const prev = segs[i - 1];
      if (BACK_REFERENCE.test(pre.trim()) && !DISPUTE.test(pre.replace(BACK_REFERENCE, ''))) {
        // "If you do not" points back to the clause before it: the one before a semicolon in this sentence ("… tell this office in
        // writing that you dispute it; if you do not, we will take it to be valid"), else the sentence before.
        if (clauseStart > 0) {
          const before = part.lastIndexOf(';', clauseStart - 2) + 1;
          cond = `${part.slice(before, clauseStart - 1)} ${cond}`;
          spanStart = before;
        } else if (prev) {
          cond = `${folded.slice(prev.start, prev.end)} ${cond}`;
          spans.push(prev);
        }
      }
      if (!DISPUTE.test(cond) || ORAL.test(cond) || OTHER_WAY_OR_WRITE.test(cond)) continue;
      if (!WRITING.test(cond)) continue;
      spans.push(trimSpan(ctx.text, seg.start + spanStart, seg.start + postEnd));
      hits.push({ spans });
    }
  });
  return hits;
};

export const rule: Rule = {
  meta: {
    id: 'dispute_must_be_in_writing_misstated',
    title: 'Misstates whether a dispute must be in writing',
    citation:
      '15 U.S.C. 1692g(a)(3), 1692g(b); 12 CFR 1006.34(c)(3)(iii) ("contacts"); Hooks v. Forman, Holt (2d Cir. 2013); Camacho v. Bridgeport Financial (9th Cir. 2005); Clark v. Absolute Collection Service (4th Cir. 2014); Caprio v. Healthcare Revenue Recovery Group (3d Cir. 2013)',
    kind: 'objective',
    section: '1.2',
    description:
      'You can dispute a debt in any way, including by phone, to stop the collector from treating it as valid. Only the right to get verification (and the request for the original creditor) needs a written dispute. A notice that says you must dispute in writing to avoid the debt being assumed valid misstates your rights.',
    severity: 5,
    value: 1000,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const assumptions = [...gate.assumptions];
    const hits = findHits(ctx, folded);
    const letterDate = letterDateOf(ctx, folded)?.iso;
    const regF = regFStatus(ctx, letterDate);
    const circuit = circuitOf(ctx.gates.state);
    // Graziano bound the Third Circuit until the en banc court overruled it in Riccio v. Sentry Credit (26 Mar 2020).
    // An undated letter is judged by it when the analysis itself is dated before Riccio: the letter was in hand by then.
    const graziano =
      circuit === 3 &&
      ((regF === false && (letterDate === undefined || letterDate < RICCIO_DATE)) || (regF === null && letterDate === undefined && ctx.today < RICCIO_DATE));
    if (graziano) {
      // The converse misstatement while a dispute had to be in writing: an invitation to dispute by telephone
      // beside a notice that makes the rights depend on writing (Caprio, 3d Cir. 2013).
      const invitations = phoneDisputeInvitations(ctx, folded);
      const written = segments(ctx.text).find((seg) => WRITTEN_RIGHT.test(folded.slice(seg.start, seg.end)) && DISPUTE.test(folded.slice(seg.start, seg.end)));
      const outside = invitations.length > 0 && !written ? firstLetterWithoutNoticeWords(ctx, folded, invitations, assumptions) : undefined;
      if (outside && !outside.first && outside.result) return outside.result;
      if (invitations.length > 0 && (written || outside?.first)) {
        const first = invitations[0] as Invitation;
        return {
          status: 'flag',
          message: !first.otherPayer
            ? `This letter may misstate how to dispute the debt: it invites you to call if you dispute it ("${quote(first.span, 160)}"), while its notice makes your rights depend on a written dispute. For letters sent before Riccio v. Sentry Credit (3d Cir. en banc, March 26, 2020), the Third Circuit required a dispute in writing (Graziano v. Harrison), and held that an invitation to dispute by phone can overshadow and contradict the written-dispute notice (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; 15 U.S.C. 1692g(b), 1692e(10)).`
            : `This letter may misstate how to dispute the debt: it invites you to call if your insurance or another payer may owe the bill ("${quote(first.span, 160)}"), which is a dispute of whether you owe it, while its notice makes your rights depend on a written dispute. For letters sent before Riccio v. Sentry Credit (3d Cir. en banc, March 26, 2020), the Third Circuit required a dispute in writing (Graziano v. Harrison) and held that an invitation to dispute by phone can overshadow and contradict the written-dispute notice (Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013; 15 U.S.C. 1692g(b), 1692e(10)); courts there read an invitation to call about insurance the same way.`,
          evidence: [...invitations.slice(0, 2).map((i) => i.span), ...(written ? [trimSpan(ctx.text, written.start, written.end)] : [])],
          confidence: 'medium',
          assumptions: outside?.first ? outside.assumptions : assumptions,
        };
      }
    }
    if (hits.length === 0) return { status: 'pass', assumptions };
    // A later letter sent after the first notice's period had run (decision 178): nothing left to overshadow.
    const ran = firstPeriodRanOut(ctx, assumptions);
    if (ran) return ran;
    const first = hits[0] as Hit;
    if (graziano) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          `The notice asks for a written dispute ("${quote(first.spans[first.spans.length - 1] as Span, 100)}"), but for letters sent before Riccio v. Sentry Credit (3d Cir. en banc, March 26, 2020) the Third Circuit read 1692g(a)(3) as requiring writing (Graziano v. Harrison), so this is not flagged in your state. The law differs elsewhere: most circuits (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.) hold that any dispute, oral or written, counts.`,
        ],
      };
    }
    const strong = regF === true || circuit === 2 || circuit === 4 || circuit === 9;
    if (regF === null)
      assumptions.push(
        'The letter date could not be read; if it is dated on or after November 30, 2021, Regulation F (12 CFR 1006.34(c)(3)(iii)) applies and this is a clear misstatement.',
      );
    const evidence = hits.flatMap((h) => h.spans);
    const why =
      regF === true
        ? 'Regulation F requires the notice to say the debt will be assumed valid unless you contact the collector to dispute it (12 CFR 1006.34(c)(3)(iii)); any dispute, including by phone, counts.'
        : circuit === 2 || circuit === 4 || circuit === 9
          ? 'The courts of your circuit hold that a dispute under 15 U.S.C. 1692g(a)(3) need not be in writing (Hooks, Clark, Camacho).'
          : 'Most courts (Hooks, 2d Cir.; Camacho, 9th Cir.; Clark, 4th Cir.; the Third Circuit since Riccio, 2020) hold that a dispute under 15 U.S.C. 1692g(a)(3) need not be in writing; the Third Circuit (Graziano) read it the other way for letters before 2020.';
    return {
      status: 'flag',
      message: `${strong ? 'This letter appears to misstate' : 'This letter may misstate'} your dispute rights: it says the debt will be assumed valid unless you dispute it in writing ("${quote({ start: 0, end: 0, text: first.spans.map((s) => s.text).join(' ') }, 220)}"). ${why} Only the rights to verification and to the original creditor's name require a written request.`,
      evidence,
      confidence: strong ? 'high' : 'medium',
      assumptions,
    };
  }),
};
