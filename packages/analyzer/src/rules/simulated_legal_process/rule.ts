import type { Rule, RuleMeta, Span } from '../../types';
import { checkGates, flag, needsInput, notApplicable, pass } from '../_threats-and-misrepresentations/gate';
import { FEDERAL_STUDENT_LOAN, HEDGE, JUDGMENT_EXISTS, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, hits, spanOfView, uniqueSpans, viewOf, type View } from '../_threats-and-misrepresentations/text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';
import { courtPapersSent } from '../../reading/papers-sent';
import { liveThreats, readLetter } from '../../reading/read-letter';
import { AGAINST_CAPTION, CAPTION_PARTY, CASE_CITATION as CITATION, DOCKET_LINE, VERSUS_LINE as VERSUS } from '../../reading/suit-presented';

/** A letter's subject line ("Re:", "Regarding:", "Subject:", "Asunto:"). */
const SUBJECT_LINE = /^\s*(?:re|regarding|subject|asunto|ref)\s*[:.]/i;

const meta: RuleMeta = {
  id: 'simulated_legal_process',
  title: 'Letter looks like a court document',
  citation: '15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)',
  kind: 'judgment',
  section: '1.4',
  description:
    'A debt collector may not send a letter dressed up as a summons, complaint or other court paper, or say that its letter is legal process, when no court has issued it. Real court papers name a real court and case you can check.',
  severity: 9,
  value: 1000,
};

/**
 * A court-paper title used as a heading ("SUMMONS", "NOTICE OF PENDING LAWSUIT"), English or Spanish. Decision 164 names the
 * pleadings and writs by more of their names: a complaint "for collection" or "to recover", a statement of claim, a petition on
 * account, a notice of motion, a motion for default judgment, an application for a prejudgment remedy, a citation to discover
 * assets, an information subpoena, a restraining notice, an income execution; Spanish "aviso de embargo", "mandamiento de
 * pago", "requerimiento judicial", "juicio ejecutivo".
 */
const TITLE =
  /\b(?:summons|notice\s+of\s+(?:pending\s+|intent\s+to\s+file\s+)?(?:(?:wage|salary|payroll|paycheck)\s+(?=garnishment\b))?(?:lawsuit|suit|legal\s+action|court\s+action|hearing|judgment|default|garnishment|levy|lien|trial|legal\s+proceedings)|complaint\s+(?:for|to)\s+(?:money|damages|debt|breach|collect(?:ion)?|recover(?:y)?|account|sums?)|statement\s+of\s+claim|(?:(?:original|verified|amended|sworn)\s+)?petition\s+(?:on|for)\s+(?:sworn\s+)?(?:account|debt|money|judg(?:e)?ment|collection|recovery)|original\s+petition|civil\s+cover\s+sheet|notice\s+of\s+(?:small\s+)?claim|small\s+claims\s+(?:notice|summons|complaint)|orden\s+de\s+embargo|auto\s+de\s+(?:embargo|ejecuci[oó]n)|c[eé]dula\s+de\s+notificaci[oó]n|(?:aviso|notificaci[oó]n)\s+de\s+embargo|mandamiento\s+de\s+(?:pago|embargo|ejecuci[oó]n)|requerimiento\s+judicial|juicio\s+(?:ejecutivo|ordinario|civil|mercantil)|notice\s+of\s+motion|praecipe(?:\s+for\s+\w+)?|motion\s+for\s+(?:default|summary)\s+judg(?:e)?ment|application\s+for\s+(?:a\s+)?(?:prejudgment\s+remedy|default\s+judg(?:e)?ment|writ)|citation\s+to\s+discover\s+assets|information\s+subpoena|restraining\s+notice|(?:income|property)\s+execution|order\s+to\s+(?:appear|show\s+cause)|writ\s+of\s+\w+|subpoena|affidavit\s+of\s+\w+|default\s+judgment|judgment\s+notice|court\s+summons|citation\s+to\s+appear|notice\s+to\s+appear|demand\s+for\s+appearance|notice\s+to\s+defendant|citaci[oó]n(?:\s+judicial)?|aviso\s+de\s+demanda|emplazamiento|citatorio|notificaci[oó]n\s+judicial|orden\s+de\s+comparecencia|demanda\s+judicial|(?:important\s+|official\s+)?legal\s+documents?|lawsuit\s+notification|notice\s+of\s+court\s+(?:date|appearance)|court\s+(?:date|appearance)\s+notice|order\s+to\s+pay|final\s+judgment\s+notice|(?:aviso|notificaci[oó]n)\s+de\s+audiencia|(?:legal|court|garnishment|judgment)\s+proceedings?\s+notice|documentos?\s+legal(?:es)?|aviso\s+de\s+(?:acci[oó]n\s+legal|juicio|sentencia)|notificaci[oó]n\s+de\s+(?:demanda|juicio|sentencia|acci[oó]n\s+legal))\b/i;
/**
 * A heading that calls the letter a legal or litigation notice ("LITIGATION NOTICE", "LEGAL NOTICE",
 * "FINAL NOTICE BEFORE JUDGMENT", "AVISO LEGAL"): not a court paper's title, but the way collectors dress
 * a letter as one. Weak on its own (a collector may truthfully warn of a suit); it counts beside a caption
 * or a case number. A "pre-legal" notice says the opposite (nothing legal has begun) and is not one.
 */
const LEGAL_HEADING =
  /^\W*(?:(?:final|formal|official|important)\s+)?(?:legal|litigation|lawsuit|court)\s+(?:notice|notification|alert)\W*$|^\W*notice\s+of\s+(?:litigation|legal\s+proceedings|intent\s+to\s+(?:sue|litigate|file(?:\s+(?:suit|a\s+lawsuit|a\s+claim|a\s+complaint))?))\W*$|^\W*(?:final\s+)?(?:notice|demand|warning)\s+(?:before|prior\s+to)\s+(?:suit|lawsuit|judgment|litigation|legal\s+action|court\s+action)\W*$|^\W*pre-?\s?judgment\s+notice\W*$|^\W*(?:aviso|notificaci[oó]n)\s+(?:legal|de\s+litigio|de\s+juicio|previa\s+a\s+(?:demanda|juicio))\W*$/im;
/**
 * A heading that names the letter itself a legal paper, not a warning of one (decision 159): "LEGAL NOTICE", "FINAL LEGAL
 * NOTICE", "LITIGATION NOTICE", "LEGAL DEMAND", "DEMAND FOR JUDGMENT", "AVISO LEGAL", "COMPLAINT" or "CIVIL COMPLAINT" alone on
 * its line in capitals. Standing over a collection letter it presents the letter as legal process (1692e(13)); like a court-paper
 * title alone it is asked (`lawsuitFiled`) and flagged once no suit was filed. Not "PRE-LEGAL", "NOTICE OF INTENT TO SUE" or
 * "FINAL NOTICE BEFORE LEGAL ACTION" (warnings: `threat_legal_action_unintended`), nor a line in a sentence.
 * Decision 164: "DEMANDA" (the Spanish complaint) in capitals, and a notice before a judgment ("FINAL NOTICE BEFORE JUDGMENT",
 * "PRE-JUDGMENT NOTICE"): only a suit ends in a judgment, so a notice sent before one says a suit is under way (1692e(2)(A),
 * (13)); a notice before "legal action" or "suit" is a warning and is not read.
 */
const LEGAL_PAPER_HEADING =
  /^[^\S\n]*(?:(?:final|formal|official|important|second)\s+)?(?:legal(?:\s+action)?|litigation|lawsuit|court(?:\s+action)?)\s+(?:notice|notification|demand)[^\S\n]*:?[^\S\n]*$|^[^\S\n]*demand\s+for\s+judg(?:e)?ment[^\S\n]*$|^[^\S\n]*(?:(?:aviso|notificaci[oó]n)\s+legal|demanda\s+legal)[^\S\n]*$|^[^\S\n]*(?:CIVIL\s+|VERIFIED\s+)?COMPLAINT[^\S\n]*$|^[^\S\n]*DEMANDA(?:\s+(?:CIVIL|JUDICIAL))?[^\S\n]*$|^\W*(?:(?:final|last|formal|official)\s+)?(?:notice|demand|warning|aviso)\s+(?:before|prior\s+to|previo\s+a\s+la)\s+(?:entry\s+of\s+)?(?:(?:default\s+)?judg(?:e)?ment|sentencia)\W*$|^\W*(?:pre-?\s?judg(?:e)?ment|prejudgment)\s+(?:notice|demand|notification)\W*$/im;
/**
 * Party labels: "Plaintiff … Defendant" within a few lines, and the way a summons addresses the consumer ("TO THE ABOVE-NAMED
 * DEFENDANT", "TO THE DEFENDANT:"; decision 164), "parte actora … parte demandada"; decision 515: a claim's and an arbitration's
 * own labels as a caption sets them, the label closing its line or its column or followed by "v." or "against" ("Claimant,\n …
 * Respondent", "Complainant against …", "to the respondent named above"), not a sentence that explains who would be the
 * claimant.
 */
const PARTY_LABELS =
  /\b(?:plaintiffs?|petitioners?|demandante|parte\s+actora)\b[\s\S]{0,200}?\b(?:defendants?|respondents?|demandad[oa])\b|\b(?:claimants?|complainants?)[^\S\n]*[,.]?[^\S\n]*(?:$|[)|]|[^\S\n]{3}|[^\S\n]+(?:v\.?|vs\.?|versus|against)(?![\w]))[\s\S]{0,200}?\b(?:defendants?|respondents?)\b|\babove[-\s]named\s+(?:defendants?|respondents?)\b|\b(?:defendants?|respondents?)\s+(?:named|identified)\s+above\b|\bto\s+(?:each|any|all|the)\s+(?:sheriffs?|constables?|marshals?)\b[^\n]{0,40}:|\byou\s+are\s+(?:hereby\s+)?commanded\s+to\s+serve\b|^\W*to\s+(?:the\s+)?(?:defendants?|demandad[oa])\b[^\n]{0,40}:/im;
/**
 * An appearance commanded or a court date given: "You are hereby summoned to appear", "Court date:", "a hearing is scheduled
 * for". Decision 164 adds the command in other words: "you are hereby summoned" alone, "you must appear at the … Court", and
 * Spanish ("usted debe comparecer ante el juzgado", "queda usted citado", "Fecha de audiencia:"). Decision 342: the Spanish of
 * "you are hereby summoned (to appear)": "por la presente se le cita (y emplaza) a comparecer", "se le cita a comparecer", "por
 * la presente se le emplaza" (not "se le citará", a step to come, nor on a suit's condition). A command stands alone as a
 * court paper's mark (`APPEARANCE_COMMAND`); "failure to appear" is a warning, and counts only beside other marks.
 */
const APPEARANCE =
  /\byour\s+(?:personal\s+)?(?:appearance|attendance|presence)\s+(?:is|will\s+be)\s+(?:required|mandatory|ordered)\s+(?:in|at|before)\s+(?:the\s+)?(?:[\w.,'-]+\s+){0,6}?(?:court|judge|magistrate|hearing)\b|\byou\s+are\s+(?:hereby\s+)?(?:summoned|ordered|commanded|directed|required)\s+to\s+(?:appear|answer|respond)|\byou\s+are\s+hereby\s+(?:summoned|cited)\b|\b(?:your\s+)?(?:court|hearing|trial|appearance|return|answer)\s+date\s*(?:is|:)|\b(?:report|appear|come|present\s+yourself)\s+(?:to|at|in|before)\s+(?:the\s+)?(?:courtroom|court\s+room|courthouse)\b|\bcourtroom\s+(?:no\.?\s*|#\s*)?[A-Z]?\d|\bhearing\s+(?:is\s+)?scheduled\s+for\b|\bappear\s+(?:in|before)\s+(?:the\s+)?court\s+on\b|\byou\s+(?:must|shall|are\s+to|are\s+required\s+to|will\s+need\s+to|need\s+to|will\s+be\s+required\s+to|will\s+have\s+to|have\s+to|are\s+going\s+to\s+have\s+to)\s+(?:personally\s+)?appear\s+(?:in|at|before)\s+(?:the\s+)?(?:[\w.,'-]+\s+){0,6}?(?:court|judge|magistrate)\b|\byou\s+(?:will\s+(?:have|need)\s+to|must|are\s+required\s+to|will\s+be\s+required\s+to|have\s+to)\s+(?:go|come|report)\s+to\s+court\b|\b(?:usted\s+)?(?:debe|deber[aá]|tiene\s+que|tendr[aá]\s+que)\s+(?:usted\s+)?(?:comparecer|presentarse)\s+(?:ante|en)\s+(?:el|la)\s+(?:juzgado|tribunal|corte|juez)\b|\b(?:queda|est[aá])\s+(?:usted\s+)?(?:citad[oa]|emplazad[oa])\b|\bse\s+le\s+(?:ha\s+)?(?:ordena(?:do)?|cita(?:do)?|emplaza(?:do)?|convoca(?:do)?)(?:\s+y\s+emplaza(?:do)?)?\s+(?:a\s+)?(?:comparecer|presentarse)\b|\bpor\s+(?:la\s+presente|este\s+medio)\s+se\s+le\s+(?:cita|emplaza)\b|\bfecha\s+de\s+(?:la\s+)?(?:audiencia|comparecencia|juicio)\s*:|\bfailure\s+to\s+appear\b/i;
/** A condition that names a suit or a court step ("if you are sued", "if a suit is filed", "unless you appear"): a warning of process, not process. */
const SUIT_STEP_CONDITION =
  /\b(?:if|unless|should|in\s+the\s+event|once|when|after|upon|si|en\s+caso|cuando|a\s+menos\s+que)\b[^.;]{0,80}?\b(?:sue[sd]?|suing|suit|lawsuit|litigation|legal\s+action|summons|complaint|petition|served|appear\w*|answer\w*|win|wins|prevails?|filed|demand(?:a|ado|ad[oa]s?)|juicio|comparec\w*)\b/i;
const CASE_NUMBER =
  /\b(?:case|docket|index|cause|civil\s+action|court\s+file|expediente\s+judicial)\s*(?:no\.?|number|#)\s*:?\s*[A-Z0-9][\w-]{2,}|\bdocket\s+(?:ref\.?|reference)\s*(?:no\.?|number|#)?\s*:?\s*[A-Z0-9][\w-]{2,}/i;
/**
 * A court named: its kind said with the word ("Harris County Court", "the Justice Court", "Court of Common Pleas"), as a court
 * paper's caption and a summons name the court that issued them, and as a consumer could look it up. "The court" alone is no
 * name: a letter says it in the lawful warning of what a suit would bring ("if you are sued, you must appear before the court",
 * Peters v. General Service Bureau, 8th Cir. 2002) as a court paper does. Decision 344: the Spanish the same way. "El tribunal",
 * "el juzgado", "la corte" alone are "the court" (they were read as a name, so "usted debe comparecer ante el tribunal el 15 de
 * abril" was flagged as court papers where "you must appear before the court on April 15" is asked); a Spanish court is named
 * by the kind after the noun: "Tribunal de Distrito", "Juzgado Municipal", "Corte Superior", "Tribunal del Condado de Harris",
 * "Juzgado de Paz" (a justice court), "Corte de Reclamos Menores", "Juzgado Primero de lo Civil", "Tribunal de Primera Instancia".
 */
const COURT_NAME =
  /\b(?:circuit|district|superior|county|municipal|justice|magistrate|small\s+claims|civil|supreme|common\s+pleas|general\s+sessions|city)\s+court\b|\bcourt\s+of\s+(?:common\s+pleas|claims)\b|\bdistrict\s+court\s+of\b|\b(?:tribunal|juzgado|corte)\s+(?:(?:de|del)\s+(?:(?:la|lo)\s+)?(?:distrito|circuito|condado|paz|reclamos\s+menores|menor\s+cuant[ií]a|primera\s+instancia|magistrados?|ciudad|familia|civil|apelaciones|justicia)|superior|suprem[oa]|municipal|civil|estatal|federal|(?:primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa])\b)/i;
/**
 * "IN THE MATTER OF …" standing as a heading: the caption of a proceeding (decision 164), not "Re:" or "In re: your account".
 * Decision 369: its Spanish, "EN EL ASUNTO DE …" / "EN EL CASO DE …", in capitals only, and not "EN EL CASO DE QUE" (a Spanish
 * sentence may open "En el caso de que …").
 */
const MATTER_CAPTION = /^[^\S\n]*in\s+the\s+matter\s+of\b[^\n]{0,70}$/im;
const SPANISH_MATTER_CAPTION = /^[^\S\n]*EN\s+EL\s+(?:ASUNTO|CASO)\s+DE\b(?!\s+QUE\b)[^\n]{0,70}$/m;
/**
 * A court named as the letter's heading (decision 164): "IN THE COUNTY COURT AT LAW NO. 2", "DISTRICT COURT OF NASSAU COUNTY",
 * "JUZGADO PRIMERO DE LO CIVIL", a line in capitals or opening "In the", standing alone. A court paper is headed so; a letter is
 * not. Not a reference line ("Re: Bank v. Consumer, Worcester District Court, Docket No. …": a case the consumer can check).
 */
/**
 * A sender or department named as an office of a court (decision 164): "Judicial Enforcement Division", "Court Processing
 * Center", "Civil Process Department". A collector is no office of a court; the name lends its letter the court's authority
 * (1692e(9), (13)). On a line of its own, as a letterhead or signature is; not "Legal Department" (the threat rule's).
 */
const COURT_OFFICE =
  /^[^\S\n]*(?:[\w&.,'-]+[^\S\n]+){0,3}(?:court|judicial|judiciary|civil\s+process)[^\S\n]+(?:processing|process|enforcement|services?|collections?|recovery|clerk'?s?)?[^\S\n]*(?:department|division|unit|center|centre|office|bureau|section)\b[^\n]{0,30}$/im;
/**
 * A court's seal shown on the letter (decision 380): a line of its own that names the seal of a court or its clerk ("[SEAL OF THE
 * DISTRICT COURT]", "OFFICIAL COURT SEAL", "(Clerk's Seal)", "SELLO DEL TRIBUNAL"), as a text marks the seal printed on a paper. A
 * court's seal on a collector's letter simulates a paper the court issued (15 U.S.C. 1692e(9); 12 CFR 1006.18(c)(3)). Not a
 * sentence ("this letter bears no court seal"), nor a bare "[SEAL]" (a notary's or a company's).
 */
const COURT_SEAL =
  /^[^\S\n]*[[(]?[^\S\n]*(?:(?:official|great)[^\S\n]+)?(?:(?:court|clerk'?s?|judicial)[^\S\n]+seal|seal[^\S\n]+of[^\S\n]+(?:the[^\S\n]+)?(?:[\w.'-]+[^\S\n]+){0,4}?(?:court|clerk))(?:[^\S\n]+of[^\S\n]+[^\n]{0,40}?)?[^\S\n]*[\])]?[^\S\n]*$|^[^\S\n]*[[(]?[^\S\n]*sello[^\S\n]+(?:oficial[^\S\n]+)?(?:del[^\S\n]+(?:tribunal|juzgado)|de[^\S\n]+la[^\S\n]+corte|judicial)[^\n]{0,40}?[\])]?[^\S\n]*$/im;
const COURT_HEADING_LINE = /^[^\S\n]*(?:in\s+the\s+|en\s+el\s+)?[^\n]{0,60}\b(?:court|juzgado|tribunal|corte)\b[^\n]{0,60}$/im;
const STATE_COUNTY = /\bstate\s+of\s+[a-z]+\s*[,)]?\s+county\s+of\s+[a-z]+/i;
const JUDGMENT_THREAT = /\bdefault\s+judgment\b|\bjudg(?:e)?ment\s+(?:will|may|shall)\s+be\s+(?:entered|rendered|taken)\b/i;
/**
 * The letter says that legal process exists or runs by itself: a suit filed, pending or docketed, a hearing
 * or trial set, or a judgment to be entered without a court hearing the case (15 U.S.C. 1692e(2)(A), (5),
 * (10), (13): the legal status of the debt and of the paper). True when a suit was filed; a threat of what
 * may happen ("a lawsuit may be filed", "if we sue and you do not appear, judgment may be entered") is not
 * one (Peters v. General Service Bureau, 8th Cir. 2002), nor is a "pre-legal" review.
 */
const SUIT_CLAIMED = new RegExp(
  [
    String.raw`\b(?:a\s+|the\s+|this\s+|our\s+)?(?:(?:lawsuit|suit|legal|court|litigation)\s+(?:papers|paperwork|documents)|lawsuit|suit|legal\s+action|civil\s+action|court\s+action|case|complaint|claim\s+in\s+court)\s+(?:against\s+you\s+)?(?:(?:has|have)\s+(?:now\s+)?been|was|were|is\s+(?:now\s+)?being|is\s+now)\s+(?:filed|commenced|initiated|docketed|instituted|brought|lodged)\b`,
    String.raw`\b(?:a\s+|the\s+)?(?:lawsuit|suit|legal\s+action|case|court\s+case|proceeding)\s+(?:is\s+)?(?:now\s+)?pending\s+against\s+you\b`,
    String.raw`\b(?:pending|filed)\s+(?:lawsuit|suit|legal\s+action|court\s+case)\s+against\s+you\b`,
    String.raw`\b(?:placed|entered|put|listed|set)\s+(?:it\s+|this\s+(?:matter|account|case)\s+|your\s+(?:account|file|case)\s+)?(?:on|in)\s+(?:our|the)\s+(?:litigation|court|trial)\s+(?:docket|calendar|list)\b`,
    String.raw`\b(?:your|the|a)\s+(?:court\s+date|hearing|trial|court\s+appearance)\s+(?:date\s+)?(?:has\s+been|is|was)\s+(?:now\s+)?(?:scheduled|set)\b`,
    String.raw`\bjudg(?:e)?ment\s+(?:will|shall)\s+(?:automatically\s+be\s+(?:entered|rendered|granted|issued|taken)|be\s+(?:entered|rendered|granted|issued|taken)\s+(?:against\s+you\s+)?(?:automatically|without\s+(?:further\s+)?(?:notice|a\s+hearing|a\s+trial|court|your\s+appearance)))`,
    String.raw`\bse\s+(?:ha|han)\s+(?:presentado|interpuesto|iniciado|radicado)\s+(?:una?\s+)?(?:demanda|acci[oó]n\s+legal|juicio)\b`,
    // The suit said served on the consumer (decision 394): "se le ha notificado la demanda", "se le ha entregado la citación".
    String.raw`\bse\s+le\s+(?:ha|han)\s+(?:notificado|entregado|emplazado)\s+(?:de\s+)?(?:la\s+|una\s+)?(?:demanda|citaci[oó]n|emplazamiento)(?![\w\u00c0-\u017f])`,
    String.raw`\b(?:demanda|juicio|caso|acci[oó]n\s+legal)\s+(?:pendiente|en\s+tr[aá]mite)\s+en\s+su\s+contra\b`,
    String.raw`\bsu\s+(?:caso|expediente|audiencia)\s+(?:ha\s+sido|fue|est[aá])\s+(?:asignad[oa]|programad[oa]|turnad[oa]|radicad[oa])\b`,
    // active voice and the suit's stage (decision 153): "we have filed a lawsuit against you", "our client has sued you", "legal
    // proceedings have been commenced / are underway", "your account is now in litigation", "your file has been submitted to the court"
    String.raw`\b(?:we|our\s+(?:client|firm|office)|(?:the|your)\s+(?:current\s+)?(?:creditor|owner)|this\s+(?:firm|office))\s+(?:have|has)\s+(?:now\s+|already\s+)?(?:filed|commenced|initiated|instituted|brought|started|begun)\s+(?:a\s+|the\s+)?(?:lawsuit|suit|legal\s+action|civil\s+action|court\s+action|legal\s+proceedings|proceedings|complaint|claim\s+in\s+court|case)\b`,
    String.raw`\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?(?:creditor|owner))\s+(?:have|has)\s+(?:now\s+|already\s+)?sued\s+you\b|\byou\s+(?:have\s+been|were|are\s+being)\s+sued\b`,
    String.raw`\b(?:legal|court|judicial)\s+proceedings\s+(?:against\s+you\s+)?(?:have\s+(?:now\s+)?been|were)\s+(?:filed|commenced|initiated|instituted|started|begun)\b|\b(?:legal|court|judicial)\s+proceedings\s+(?:against\s+you\s+)?(?:are|is)\s+(?:now\s+)?(?:underway|under\s+way|in\s+progress|pending)\b`,
    String.raw`\b(?:your|this|the)\s+(?:account|file|matter|case|debt|claim)\s+(?:is|has\s+been)\s+(?:now\s+|currently\s+|presently\s+|already\s+)?(?:placed\s+)?in\s+(?:active\s+)?litigation\b`,
    String.raw`\b(?:your|this|the)\s+(?:account|file|matter|case|debt|claim)\s+(?:has\s+(?:now\s+)?been|was|is\s+being)\s+(?:submitted|forwarded|sent|filed|presented|transmitted)\s+(?:to|with)\s+the\s+(?:court|clerk|judge)\b`,
    String.raw`\b(?:hemos|ha|han)\s+(?:presentado|interpuesto|iniciado|entablado|radicado|archivado|registrado|sometido)\s+(?:una\s+|la\s+)?(?:demanda|acci[oó]n(?:es)?\s+legal(?:es)?|juicio|procedimientos?\s+(?:legal(?:es)?|judicial(?:es)?))(?:\s+en\s+su\s+contra)?\b|\bse\s+(?:ha|han)\s+iniciado\s+(?:los\s+)?(?:procedimientos?|acci[oó]n(?:es)?)\s+(?:legal(?:es)?|judicial(?:es)?)\b|\bsu\s+(?:cuenta|caso|expediente|deuda)\s+(?:est[aá]|se\s+encuentra)\s+(?:ahora\s+)?en\s+litigio\b`,
    // the letter calls itself legal process (1692e(13)): "this notice constitutes legal process", "this letter is a legal
    // document", "you have been served", "este es un documento legal"
    // Decision 380: the letter to be treated or taken as one ("this letter should be treated as a court order", "please consider
    // this letter a summons", "you are receiving this letter as formal legal process", "the enclosed document is legal process").
    String.raw`\b(?:this|the\s+(?:enclosed|attached))\s+(?:letter|notice|document|communication|correspondence|paper)\s+(?:is|constitutes|serves\s+as|represents|(?:should|must|shall|is\s+to)\s+be\s+(?:treated|considered|regarded|taken|read)\s+as)\s+(?:an?\s+)?(?:official\s+|formal\s+|important\s+)?(?:legal\s+(?:process|document|summons)|court\s+(?:document|notice|order|papers?|summons)|summons|service\s+of\s+process)\b|\b(?:please\s+)?(?:consider|treat|regard|take)\s+this\s+(?:letter|notice|document|communication)\s+(?:as\s+)?(?:an?\s+|your\s+)?(?:official\s+|formal\s+)?(?:legal\s+process|summons|court\s+(?:order|summons|document)|service\s+of\s+process)\b|\breceiving\s+this\s+(?:letter|notice|document)\s+as\s+(?:an?\s+)?(?:official\s+|formal\s+)?(?:legal\s+process|summons|court\s+(?:order|summons|document)|service\s+of\s+process)\b|\bconstitutes\s+(?:formal\s+)?(?:legal\s+process|service\s+of\s+process)\b|\byou\s+(?:are|have\s+(?:now\s+)?been)\s+(?:hereby\s+)?(?:legally\s+|formally\s+|officially\s+)?served\b`,
    // Decision 380: a court's paper or order named as in English ("documento judicial", "orden judicial", "proceso judicial"), and
    // the letter to be taken as one ("tiene carácter de", "debe ser tratada como", "considere esta carta como una citación").
    String.raw`\best[ea]\s+(?:carta|aviso|documento|notificaci[oó]n)?\s*(?:es|constituye|sirve\s+como|tiene\s+(?:car[aá]cter|valor|fuerza)\s+de|debe\s+(?:ser\s+)?(?:tratad|considerad|tomad)[ao]\s+como)\s+(?:un[ao]?\s+)?(?:documento\s+(?:legal|judicial|de\s+la\s+corte|del\s+(?:tribunal|juzgado))|notificaci[oó]n\s+judicial|orden\s+(?:judicial|de\s+la\s+corte|del\s+(?:tribunal|juzgado))|citaci[oó]n|emplazamiento|proceso\s+(?:legal|judicial))(?![\w\u00c0-\u017f])|\bconsidere\s+(?:esta|este)\s+(?:carta|aviso|documento|notificaci[oó]n)\s+(?:como\s+)?(?:un[ao]?\s+)?(?:documento\s+(?:legal|judicial)|orden\s+judicial|citaci[oó]n|emplazamiento|proceso\s+(?:legal|judicial))(?![\w\u00c0-\u017f])|\busted\s+(?:ha\s+sido|queda)\s+(?:legalmente\s+|formalmente\s+)?(?:emplazad[oa]|notificad[oa]\s+judicialmente)\b`,
    String.raw`\bse\s+dictar[aá]\s+(?:una\s+)?sentencia\s+(?:en\s+su\s+contra\s+)?(?:autom[aá]ticamente|sin\s+(?:m[aá]s\s+)?(?:aviso|audiencia|juicio))`,
    // the step itself said to have begun, with no agent (decision 159): "legal action has commenced", "litigation has begun",
    // "la acción legal ha comenzado"
    String.raw`\b(?:legal\s+action|legal\s+proceedings|court\s+proceedings|litigation|the\s+(?:lawsuit|suit|case)\s+against\s+you)\s+(?:has|have)\s+(?:now\s+|already\s+)?(?:commenced|begun|started)\b|\b(?:la\s+)?(?:acci[oó]n\s+legal|demanda|el\s+(?:juicio|litigio)|los\s+procedimientos\s+(?:legales|judiciales))\s+(?:ha|han)\s+(?:comenzado|empezado|iniciado)\b`,
  ].join('|'),
  'i',
);
/**
 * A step of a suit said to have been taken, or a suit's papers said to be in the letter (decision 164), read by what the sentence
 * says happened, not by one phrasing (1692e(2)(A), (9), (10), (13)):
 * - a court paper or order said issued, entered, served or obtained: "a summons has been issued in your name", "a writ of
 *   garnishment has been issued", "a levy was issued against your bank account", "a default has been entered", "our client
 *   has obtained a writ", "our client filed suit against you", "the court has issued an order", "se ha ordenado el embargo" (a
 *   judgment said to exist is `misstated_legal_status`'s question, `judgmentEntered`: decisions 138, 159);
 * - the court said to have the case or a hearing: "your case has been assigned to Judge Miller", "a hearing on this debt has been
 *   set in the county court";
 * - service of process said attempted or under way: "our process server has attempted to serve you", "legal documents are
 *   being prepared to be served on you at your place of employment";
 * - a status line that names a stage of a suit: "Account Status: PENDING SUIT", "Status: In Litigation", "Status: Judgment";
 * - the letter calling itself a legal paper in a sentence: "This is a formal legal notice";
 * - court papers said enclosed or attached (a "pre-suit package": Zimmerman v. Portfolio Recovery Associates, S.D.N.Y. 2011):
 *   "enclosed is a copy of the summons and complaint", "the complaint our client intends to file is attached", "usted ha sido
 *   demandado" — not the consumer's own complaint or a complaint form.
 * Each is true once a suit was filed (a judgment too: `judgmentEntered` answers for it); said with none, it is a paper or a
 * status that does not exist. Not read in a sentence that hedges it ("may be served") or that warns of it on a suit's condition
 * ("if a suit is filed, you will be served").
 */
const PROCESS_CLAIMED = new RegExp(
  [
    String.raw`\b(?:a|an|the|your)\s+(?:[\w-]+\s+){0,2}?(?:summons|citation|writ(?:\s+of\s+[a-z]+)?|(?:court|garnishment|wage\s+garnishment|turnover|restraining)\s+order|order\s+to\s+(?:garnish|pay|appear|seize|levy)(?:\s+your\s+(?:wages|paycheck|bank\s+account|account|property))?|order\s+of\s+(?:garnishment|execution|attachment|the\s+court)|(?:bank\s+)?levy|default|execution|subpoena|warrant\s+in\s+debt)\s+(?:against\s+you\s+|in\s+your\s+name\s+|in\s+this\s+(?:action|case|matter)\s+|on\s+(?:this|your)\s+(?:account|debt)\s+)?(?:has\s+(?:now\s+|already\s+)?been|have\s+(?:now\s+|already\s+)?been|was|were|is\s+being)\s+(?:issued|entered|served|signed|granted|obtained|docketed|recorded|filed|sent|mailed|delivered|forwarded)\b`,
    String.raw`\b(?:we|our\s+(?:client|firm|office|attorneys?|lawyers?|counsel)|(?:the|your)\s+(?:current\s+)?(?:creditor|owner)|this\s+(?:firm|office)|the\s+plaintiff|counsel)\s+(?:has\s+|have\s+)?(?:now\s+|already\s+)?(?:obtained|secured|been\s+(?:granted|awarded)|filed|served|issued|brought|commenced|instituted)\s+(?:a\s+|the\s+|an\s+)?(?:action\s+against\s+you|motion\s+(?:for|to)\s+\w+|writ|court\s+order|garnishment\s+order|lawsuit|suit|legal\s+action|levy|summons)\b`,
    String.raw`\bthe\s+(?:court|judge|clerk(?:\s+of\s+(?:the\s+)?court)?)\s+(?:has\s+|have\s+)?(?:now\s+|already\s+)?(?:issued|entered|granted|signed|ordered|scheduled|set|approved|authorized|found|determined|ruled|decided)\b(?!\s+(?:a\s+|the\s+|its\s+)?(?:default\s+)?judg)`,
    String.raw`\b(?:your|this|the)\s+(?:case|matter|file|account|claim)\s+(?:has\s+(?:now\s+)?been|was|is\s+(?:now\s+)?being)\s+(?:assigned|transferred|referred|sent|forwarded|set)\s+(?:to|before)\s+(?:a\s+|the\s+)?(?:(?:honorable\s+)?judge|magistrate|court(?:room)?|hearing\s+officer|(?:[A-Z][a-z]+\s+){1,2}(?:county|district|circuit|superior|justice)\s+court)\b`,
    String.raw`\b(?:a|the|your|entry\s+of)\s+(?:court\s+date|hearing|trial|court\s+appearance|(?:a\s+|the\s+)?(?:default\s+)?judg(?:e)?ment(?:\s+against\s+you)?|default\s+hearing|pre-?trial(?:\s+conference)?|(?:status|settlement|case\s+management)\s+conference|court(?:-|\s)ordered\s+mediation|deposition)\b[^.]{0,50}?\b(?:has\s+(?:now\s+)?been|is|was)\s+(?:now\s+)?(?:scheduled|set|calendared|docketed)\b|\b(?:a|the|your)?\s*(?:hearing|trial|pre-?trial(?:\s+conference)?|(?:status|settlement|case\s+management)\s+conference|court(?:-|\s)ordered\s+mediation|deposition)\b[^.]{0,50}?\b(?:will\s+be|is\s+to\s+be)\s+held\s+(?:on|at|in)\b|\b(?:hearing|trial|pre-?trial(?:\s+conference)?|conference|mediation|deposition)\s+(?:in|on|for)\s+(?:your|this|the)\s+(?:case|matter|lawsuit|suit)\s+will\s+take\s+place\b|\b(?:your|this|the)\s+(?:account|file|matter|case|claim)\s+(?:has\s+(?:now\s+)?been|is|was)\s+(?:docketed|calendared|set|scheduled|listed)\s+for\s+(?:trial|a\s+hearing|hearing|court)\b`,
    String.raw`\bjudge\b[^.]{0,40}?\b(?:will|shall)\s+(?:preside|hear\s+(?:your|this|the)\s+(?:case|matter))\b|\b(?:preside[sd]?|presiding)\s+over\s+(?:your|this|the)\s+(?:case|matter|hearing|trial)\b`,
    String.raw`\b(?:lawsuit|suit|legal\s+action|litigation|court\s+case|civil\s+action|(?:final\s+|default\s+)?judg(?:e)?ment|motion\s+for\s+(?:default|judg(?:e)?ment))\s+(?:is\s+)?(?:now\s+|currently\s+|presently\s+)?pending\s+(?:against\s+you|on\s+(?:this|your)\s+(?:account|debt|balance)|in\s+(?:the\s+)?(?:[\w.'-]+\s+){0,4}court)\b`,
    String.raw`\b(?:date\s+(?:of\s+)?(?:complaint|suit|lawsuit|petition|case|action)\s+filed|(?:complaint|suit|lawsuit|petition|case|action)\s+filed(?:\s+on|\s+date)?|date\s+(?:of\s+)?filing\s+of\s+(?:the\s+)?(?:complaint|suit|lawsuit|petition))\s*:`,
    String.raw`\bserved\s+with\s+(?:a\s+|the\s+|your\s+)?(?:summons|complaint|lawsuit|suit\s+papers|court\s+(?:papers|documents)|legal\s+(?:papers|documents)|garnishment|writ)\b|\b(?:serve|deliver|hand)\s+(?:to\s+)?(?:you\s+)?(?:with\s+)?(?:your|the|these)\s+(?:court|legal|suit|lawsuit)\s+(?:documents|papers|process)\b`,
    String.raw`\b(?:process\s+server|sheriff|constable|marshal|court\s+officer)\b[^.]{0,60}?\b(?:serve[sd]?|serving|deliver(?:s|ed|ing)?|hand(?:s|ed)?)\s+(?:you|(?:the\s+)?(?:legal|court|suit|lawsuit)\s+(?:documents|papers|process))\b|\b(?:attempt(?:s|ed)?|tried|trying|unable)\s+to\s+serve\s+you\b|\b(?:legal|court|suit|lawsuit)\s+(?:documents|papers|process)\b[^.]{0,50}?\b(?:served|delivered|handed)\s+(?:on|upon|to)\s+(?:you|your)\b|\b(?:you|your\s+(?:employer|bank))\s+(?:has|have)\s+(?:now\s+)?been\s+served\s+with\s+(?:a|an|the)\b|\b(?:documentos|papeles)\s+(?:de\s+la\s+demanda|legales|judiciales)\b[^.]{0,50}?\b(?:entregad|notificad)\w*|\bserve\s+you\s+with\s+(?:the\s+)?(?:legal|court)\s+(?:documents|papers|process)|\bserve\s+you\s+with\s+(?:a|the)\s+(?:summons|complaint|lawsuit|suit)\b`,
    String.raw`\b(?:appears?|is|are|was|has\s+been)\s+(?:now\s+)?(?:listed\s+)?on\s+(?:the|our)\s+(?:court|trial|hearing|litigation)\s+(?:docket|calendar)\b|\b(?:a|an|the)\s+(?:small\s+claims?\s+|civil\s+|collection\s+|court\s+)(?:lawsuit|suit|action|case|complaint|petition|claim)\s+(?:against\s+you\s+|in\s+your\s+name\s+)?(?:has\s+(?:now\s+)?been|was|is\s+being)\s+(?:filed|commenced|docketed|lodged|instituted)\b`,
    String.raw`\b(?:lawsuit|suit|litigation|case|court|legal|action)\s+status\s*:\s*(?:active|open|pending|filed|in\s+progress|commenced|served)\b|\b(?:pending\s+(?:legal\s+)?action|legal\s+action|court\s+action|case\s+type|action\s+type)\s*:\s*(?:civil|complaint|lawsuit|suit|small\s+claims|collection\s+(?:suit|action))\b|\bconsider\s+yourself\s+(?:hereby\s+|legally\s+|formally\s+|officially\s+)*served\b|\b(?:placed\s+)?on\s+(?:a\s+)?litigation\s+hold\b|\bpending\s+(?:the|your)\s+(?:court\s+date|hearing|trial)\b`,
    String.raw`\bstatus\s*(?:is\s*)?:\s*(?:pending\s+(?:suit|lawsuit|litigation|judg(?:e)?ment|court)|(?:in\s+)?litigation(?:\s+pending)?|(?:suit|lawsuit|complaint)\s+(?:filed|pending)|judg(?:e)?ment(?:\s+(?:entered|pending|obtained))?|pre-?\s?judg(?:e)?ment|legal\s+action\s+(?:pending|commenced|initiated)|(?:in\s+)?suit)\b`,
    String.raw`\bthis\s+is\s+(?:an?\s+)?(?:(?:formal|official|important|final)\s+)*(?:legal|court|judicial)\s+(?:notice|document|process|summons|papers?|order|proceeding)\b|\best[ea]\s+es\s+un\s+aviso\s+(?:legal|judicial)\b`,
    String.raw`\b(?:enclosed|attached|included|adjunt[oa])\b[^.]{0,40}?\b(?:summons|(?:copy\s+of\s+)?(?:the|a|our)\s+(?:proposed\s+|draft\s+|unfiled\s+)?(?:complaint|petition)(?!\s+(?:form|response|procedure))|pleadings?|court\s+papers|suit\s+papers|lawsuit\s+papers|pre-?\s?suit\s+package|(?:proposed|agreed|consent|stipulated)\s+(?:order|judg(?:e)?ment)|legal\s+(?:documents?|papers)|stipulation\s+(?:for|of)\s+(?:judg(?:e)?ment|settlement|dismissal|payment)|affidavit\s+of\s+(?:debt|claim|account|indebtedness)|citaci[oó]n|emplazamiento|demanda)\b|\b(?:summons|complaint|petition|pleadings?|court\s+papers|suit\s+papers)\s+(?:prepared\s+(?:in|under)\s+your\s+name\s+|(?:that|which)\s+[^.]{0,50}?\s)?(?:is|are)\s+(?:enclosed|attached|included)\b|\bpre-?\s?suit\s+package\b`,
    String.raw`\byou\s+(?:have\s+been|were|are)\s+(?:now\s+)?named\s+(?:as\s+)?(?:a|the)\s+defendant\b|\byou\s+are\s+(?:now\s+)?(?:a|the)\s+defendant\s+in\b`,
    String.raw`\b(?:usted|ud\.)\s+(?:ha\s+sido|fue|est[aá]\s+siendo)\s+(?:demandad[oa]|emplazad[oa])\b|\b(?:existe|hay)\s+(?:una\s+)?(?:demanda|acci[oó]n\s+legal|juicio)\s+(?:\w+\s+)?en\s+su\s+contra\b|\bse\s+(?:ha|han)\s+(?:ordenado|decretado|dictado|emitido|expedido)\s+(?:el|la|un|una)\s+(?:embargo|sentencia|orden|citatorio|emplazamiento|mandamiento)\b|\b(?:el|la)\s+(?:juzgado|tribunal|juez|corte)\s+(?:ha|han)\s+(?:ordenado|dictado|emitido|fijado|programado|expedido)\b|\bse\s+(?:present[oó]|interpuso|radic[oó])\s+(?:una\s+)?demanda\b`,
    // decision 179: a "pending legal action" line; a hearing set, in Spanish; a garnishment, lien or levy order said coming,
    // sent or prepared (a court issues one only after a judgment); enforcement said to run under a court order that does not
    // exist. (Papers said prepared and an account "approved for litigation" state the collector's own steps before a suit:
    // the threat rule's `legal_referral`, as the corpus letter time-barred-suit-threat-texas holds.)
    String.raw`(?<![^\n])[^\S\n]*pending\s+(?:legal|court)\s+action\s*:|\b(?:acci[oó]n\s+legal|demanda|juicio)\s+pendiente\s+(?:sobre|en|contra|respecto\s+(?:a|de))\s+(?:esta|su|la)\s+cuenta\b`,
    String.raw`\bse\s+(?:ha|han)\s+(?:programado|fijado|se[nñ]alado)\s+(?:una\s+|la\s+|su\s+)?(?:audiencia|fecha\s+de\s+juicio|juicio|comparecencia)\b|\b(?:su|la|una)\s+audiencia\b[^.]{0,40}?\b(?:est[aá]|ha\s+sido|fue|qued[oó])\s+(?:programad|fijad|se[nñ]alad)a\b`,
    String.raw`\b(?:a|an|the|your)\s+(?:[\w-]+\s+){0,2}?(?:garnishment|lien|levy|attachment|seizure|turnover|execution)\s+orders?\b[^.]{0,30}?\b(?:will\s+(?:now\s+)?be|is\s+being|has\s+(?:now\s+)?been|have\s+been|was)\s+(?:sent|issued|served|recorded|filed|prepared|forwarded|mailed|delivered|entered|placed|signed|obtained)\b|\border\s+(?:of|for)\s+(?:garnishment|attachment|seizure|execution|levy)\b[^.]{0,30}?\b(?:will\s+(?:now\s+)?be|is\s+being|has\s+(?:now\s+)?been|was)\s+(?:sent|issued|served|recorded|filed|prepared|forwarded|mailed|delivered|entered|signed)\b|\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?creditor)\s+will\s+(?:now\s+|then\s+)?(?:obtain|get|file|record|place|secure)\s+(?:a|an)\s+(?:garnishment|lien|levy|attachment|seizure)\s+order\b|\bse\s+(?:enviar[aá]|emitir[aá]|expedir[aá]|dictar[aá]|ha\s+(?:enviado|emitido|preparado|expedido))\s+(?:una|la)\s+orden\s+de\s+(?:embargo|retenci[oó]n|gravamen)\b|\b(?:una|la)\s+orden\s+de\s+(?:embargo|retenci[oó]n|gravamen)\b[^.]{0,30}?\b(?:ser[aá]|ha\s+sido|fue|est[aá]\s+siendo)\s+(?:enviad|emitid|expedid|entregad|preparad)a\b`,
    String.raw`\b(?:garnish(?:ed|ment)?|levied|seized|attached|frozen)\b[^.]{0,40}?\b(?:under|by|pursuant\s+to|through)\s+(?:a\s+|an\s+)?court\s+order\b|\b(?:embargad[oa]s?|retenid[oa]s?)\b[^.]{0,40}?\b(?:por|mediante|con)\s+(?:una\s+)?orden\s+(?:judicial|del\s+(?:juez|tribunal|juzgado))\b`,
    // garnishment said to begin, and a sheriff's sale said to come: steps of a judgment's enforcement (decision 179)
    String.raw`\b(?:wage\s+|bank\s+)?garnishment\s+(?:will|shall)\s+(?:now\s+)?(?:begin|start|commence)\b|\bgarnishment\s+(?:has|have)\s+(?:now\s+)?(?:begun|started|commenced)\b|\b(?:sold|auctioned)\s+at\s+(?:a\s+|the\s+)?sheriff'?s?\s+sale\b|\bsheriff'?s?\s+sale\b[^.]{0,40}?\b(?:has\s+been|is|will\s+be)\s+(?:now\s+)?(?:scheduled|set)\b`,
  ].join('|'),
  'i',
);
/** The consumer's own complaint, a complaint form or a dispute: not a pleading. */
const NOT_A_PLEADING =
  /\b(?:your|consumer|cfpb|written)\s+complaint\b|\bcomplaint\s+(?:form|process|procedure|line)\b|\baffidavit\s+of\s+(?:identity\s+theft|fraud|forgery)\b/i;

/**
 * The outcome of a suit said to be decided (decision 159): a judgment that "will be entered against you", "our client will
 * obtain a judgment", "judgment is certain", "you will lose in court", "se dictará sentencia en su contra". Only a court
 * decides a case; said outright (no condition in the sentence: "unless you appear, a default judgment will be entered" is the
 * lawful Peters warning), it states the legal status of the debt as settled (1692e(2)(A), (5), (10)). With a real suit the
 * answer decides, as for a suit said to exist.
 */
const JUDGMENT_DECIDED =
  /\b(?:a\s+|the\s+|(?:a\s+)?default\s+)?judg(?:e)?ment(?:\s+by\s+default)?\s+(?:will|shall|is\s+going\s+to)\s+(?:now\s+|then\s+)?be\s+(?:entered|rendered|granted|issued|awarded|obtained|taken)\s+against\s+you\b|\bthe\s+court\s+(?:will|shall)\s+(?:enter|render|grant|issue|award)\s+(?:a\s+)?(?:judg(?:e)?ment|(?:us|our\s+client)\s+(?:a\s+)?judg(?:e)?ment)\b|\b(?:will|shall)\s+(?:result\s+in|lead\s+to|mean)\s+(?:a\s+|the\s+)?(?:default\s+)?judg(?:e)?ment\b|\bthe\s+(?:court|judge)\s+(?:will|shall)\s+(?:order\s+you\s+to\s+pay|require\s+you\s+to\s+pay|rule\s+against\s+you|find\s+(?:you\s+)?(?:liable|against\s+you))\b|\bthe\s+(?:court|judge)\s+(?:will|shall)\s+(?:find|rule|decide|side)\s+(?:in\s+(?:our|its|our\s+client's|the\s+(?:creditor|plaintiff)'s)\s+favou?r|against\s+you|for\s+(?:us|our\s+client|the\s+(?:creditor|plaintiff)))\b|\byou\s+(?:will|shall)\s+be\s+(?:found|held|declared)\s+liable\b|\byou\s+(?:will|shall)\s+be\s+ordered\s+(?:by\s+(?:the|a)\s+(?:court|judge)\s+)?to\s+pay\b|\bthere\s+(?:will|shall)\s+be\s+(?:a\s+)?(?:default\s+)?judg(?:e)?ment\s+(?:entered\s+)?against\s+you\b|\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?(?:creditor|owner))\s+(?:will|shall)\s+be\s+(?:granted|awarded|given)\s+(?:a\s+)?judg(?:e)?ment\b|\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?(?:creditor|owner))\s+(?:will|shall|is\s+going\s+to|are\s+going\s+to)\s+(?:have\s+no\s+(?:other\s+)?(?:choice|option)\s+but\s+to\s+|be\s+forced\s+to\s+|then\s+|now\s+)?(?:obtain|get|win|secure|receive)\s+(?:a\s+)?judg(?:e)?ment\b|\bjudg(?:e)?ment\s+(?:against\s+you\s+)?(?:is|will\s+be)\s+(?:certain|inevitable|guaranteed|assured)\b|\byou\s+(?:will|are\s+going\s+to)\s+lose\s+(?:in\s+court|the\s+(?:case|lawsuit|suit))\b|\bse\s+dictar[aá]\s+(?:una\s+)?sentencia\s+en\s+su\s+contra\b|\b(?:obtendremos|nuestro\s+cliente\s+obtendr[aá])\s+(?:una\s+)?sentencia\b/i;
/**
 * A judgment said to come without a hearing, a trial or the consumer's day in court (decision 179): "judgment may be entered
 * against you without a hearing", "the court can enter judgment without you ever going to court", "se dictará sentencia sin
 * audiencia". A court enters judgment only in a suit, after service and a chance to answer; said of no suit, or hedged, it
 * misdescribes the process (1692e(2)(A), (5), (10)). Not on a suit's condition ("if you do not answer the complaint, judgment
 * may be entered without a hearing": true of a real suit).
 */
const JUDGMENT_WITHOUT_HEARING =
  /\bjudg(?:e)?ment\b[^.]{0,60}?\bwithout\s+(?:a\s+|any\s+|further\s+|ever\s+)?(?:hearing|trial|court\s+date|notice\s+to\s+you|your\s+(?:day\s+in\s+court|appearance|knowledge|participation)|(?:you\s+)?(?:ever\s+)?(?:going|having\s+to\s+go|appearing)\s+(?:to|in)\s+court)\b|\bsentencia\b[^.]{0,60}?\bsin\s+(?:una\s+|ninguna\s+|previa\s+)?(?:audiencia|juicio)\b/i;
/** Any condition in the sentence ("if you do not appear", "unless", "once we sue"): a warning, not a judgment said decided. */
const ANY_CONDITION = /\b(?:if|unless|should|once|when|in\s+the\s+event|upon|until|after|si|cuando|a\s+menos\s+que)\b/i;
/**
 * A judgment taken as given in a clause of time (decision 164): "when judgment is entered against you, your wages will be
 * garnished", "once the judgment is obtained, we will levy your account". "If" leaves the suit's outcome open (the lawful
 * warning); "when" and "once" say it will come.
 */
const JUDGMENT_PRESUMED =
  /\b(?:when|once|after|upon|as\s+soon\s+as)\s+(?:the\s+|a\s+|our\s+|its\s+)?(?:default\s+)?judg(?:e)?ment\s+(?:is|has\s+been|gets)\s+(?:entered|obtained|granted|rendered|taken|signed)(?:\s+against\s+you)?\b[^.]{0,80}?\b(?:will|shall)\b|\b(?:will|shall)\b[^.]{0,80}?\b(?:when|once|after|upon|as\s+soon\s+as)\s+(?:the\s+|a\s+|our\s+|its\s+)?(?:default\s+)?judg(?:e)?ment\s+(?:is|has\s+been|gets)\s+(?:entered|obtained|granted|rendered|taken|signed)\b|\bupon\s+(?:the\s+)?entry\s+of\s+(?:the\s+|a\s+)?judg(?:e)?ment\b[^.]{0,80}?\b(?:will|shall)\b/i;
const OPEN_CONDITION = /\b(?:if|unless|should|in\s+the\s+event|whether|si|en\s+caso)\b/i;

/**
 * Charges of a suit claimed as owed now (decision 159): court costs, filing or service fees, judgment interest, set down
 * as an amount ("Court costs: $95.00", "post-judgment interest $42.10") or as what the consumer now owes ("you now owe court
 * costs", "the balance includes filing fees", "judgment interest is accruing"). Such charges exist only in a suit (judgment
 * interest only after a judgment): claimed with none, they state a suit or judgment that is not there (1692e(2)(A), 1692f(1)).
 * A charge a court may award ("if we sue, you may be responsible for court costs") is a warning, not a claim.
 */
const PROCESS_CHARGE =
  /\b(?:court\s+costs?|filing\s+fees?|service\s+(?:of\s+process\s+)?fees?|process\s+server\s+fees?|(?:post-?)?judg(?:e)?ment\s+interest|costas\s+judiciales|intereses\s+(?:de|por)\s+sentencia)\s*(?::|=|-|–|of|totaling|in\s+the\s+amount\s+of)?\s*\$\s?\d|\b(?:(?:you\s+)?(?:now\s+)?owe|(?:balance|amount|total)\s+(?:now\s+)?(?:includes?|reflects?)|(?:has|have)\s+been\s+added|added\s+to\s+your\s+(?:balance|account))\b[^.]{0,40}?\b(?:court\s+costs|filing\s+fees?|service\s+(?:of\s+process\s+)?fees?|judg(?:e)?ment\s+interest)\b|\b(?:(?:post-?)?judg(?:e)?ment\s+interest|court\s+costs)\s+(?:is|are|has\s+been|have\s+been)\s+(?:now\s+)?(?:accruing|added|assessed|charged|included)\b/i;

/** A claim read inside a condition or a warning of what may happen is no claim. */
const CONDITIONAL_CLAIM = /^\s*(?:if|unless|should|in\s+the\s+event|once|before|when|si|en\s+caso)\b/i;
/** "No lawsuit has been filed", "ninguna demanda…": the claim denied by its own determiner. */
const DENIED_DETERMINER = /\b(?:no|never|ning[uú]n[ao]?|not\s+(?:a|any))\s+$/i;
/** A claim asked about, not made ("the clerk can tell you whether a case has been filed"): decision 164. */
const ASKED_ABOUT = /\b(?:whether|if|si)\s+(?:or\s+not\s+)?(?:[\w']+\s+){0,2}$/i;

/**
 * Signs of a collection letter (a real pleading rarely has them). Decision 342: in Spanish too ("cobrador de deudas", "cobrar
 * una deuda", "pago", "saldo", "monto adeudado", "para evitar", "llámenos"): a Spanish letter had none of the English words, so
 * it was taken for a real pleading and nothing it said of a suit was asked about.
 */
const COLLECTION =
  /\b(?:debt\s+collector|collect\s+a\s+debt|remit|payment|pay\s+(?:the|this|your|in\s+full)|balance|amount\s+due|settle|to\s+avoid|call\s+(?:us|our\s+office|this\s+office)|cobrador(?:a|es)?\s+de\s+deudas|cobrar\s+(?:una|la|esta|su)\s+deuda|pagos?|pag(?:ar|ue|uen)|saldos?|(?:monto|cantidad|importe)\s+(?:adeudad[oa]|debid[oa]|pendiente)|para\s+evitar|ll[aá]menos|comun[ií]quese)\b/i;
/** Hallmarks of a real filed case that the user can check. */
const REAL_CASE =
  /\b(?:clerk\s+of\s+(?:the\s+)?court|(?:has|have|was|were)\s+(?:been\s+)?filed|you\s+(?:have\s+been|were)\s+served|enclosed\s+(?:is|are|please\s+find)?\s*(?:a\s+copy\s+of\s+)?the\s+summons|within\s+\d+\s+days\s+after\s+service|clerk,?\s+by\b|deputy\s+clerk|days\s+after\s+this\s+summons(?:\s+and\s+legal\s+papers)?\s+(?:is|are)\s+served)\b/i;

/** Titles that warn of process or exist outside court: not, alone, a paper dressed as process. */
const NOT_PROCESS_TITLE = /\bintent\b|\bdefault\b(?!\s+judgment)|\blien\b|\blevy\b/i;
/** A line that stands as a heading, not a short sentence: in capitals, or a few words with no closing stop. */
const headingLike = (line: string): boolean => {
  const letters = line.replace(/[^A-Za-z\u00c0-\u017f]/g, '');
  return (letters.length > 4 && letters === letters.toUpperCase()) || (!/[.?!;,]\s*$/.test(line.trim()) && line.trim().split(/\s+/).length <= 8);
};
/** The letter says plainly that no suit has been filed ("No lawsuit has been filed", "we have not sued you"). */
const NO_SUIT_SAID =
  /\bno\s+(?:lawsuit|suit|legal\s+action|case|court\s+action)\s+(?:has\s+(?:yet\s+)?been|was|is)\s+(?:yet\s+)?(?:filed|pending|commenced|brought)|\b(?:we|our\s+client|(?:the|your)\s+creditor)\s+(?:have|has)\s+not\s+(?:yet\s+)?(?:filed|sued|commenced|brought)|\bthis\s+(?:letter\s+|notice\s+)?is\s+not\s+a\s+(?:lawsuit|summons|court\s+(?:document|paper|order))|\bno\s+se\s+ha\s+(?:presentado|iniciado)\s+(?:ninguna\s+)?(?:demanda|acci[oó]n\s+legal)/i;

/** Titles count only as headings: a short line, or a line in capitals. */
const headingTitles = (v: View): Span[] => {
  const out: Span[] = [];
  // A federal student loan's administrative wage garnishment and Treasury offset are a real agency's process, without a court
  // (20 U.S.C. 1095a, 31 U.S.C. 3720D): their notices are not papers dressed as a court's (decision 164).
  const agencyGarnishment = testText(FEDERAL_STUDENT_LOAN, v.text);
  for (const h of hits(v, TITLE)) {
    if (agencyGarnishment && /garnish|offset|levy|embargo/i.test(h.match[0])) continue;
    const lineStart = v.text.lastIndexOf('\n', h.start) + 1;
    const nl = v.text.indexOf('\n', h.end);
    const line = v.text.slice(lineStart, nl < 0 ? v.text.length : nl).trim();
    const letters = line.replace(/[^A-Za-z]/g, '');
    if (line.length <= 60 || (letters.length > 8 && letters === letters.toUpperCase())) out.push(spanOfView(v, lineStart, nl < 0 ? v.text.length : nl));
  }
  return out;
};

const spansOf = (v: View, re: RegExp): Span[] => hits(v, re).map((h) => spanOfView(v, h.start, h.end));

const courtStyle = (v: View) => {
  const titles = headingTitles(v);
  const parties = spansOf(v, PARTY_LABELS);
  // Not a sentence opened by a condition, English or Spanish ("if you are sued, you must appear", "si usted es demandado, debe
  // comparecer": decision 342).
  const appearanceFound = findWithSentence(v, APPEARANCE).filter((f) => !negatedBefore(f.sentence, f.at) && !/^\s*(?:if|si)\b/i.test(f.sentence));
  const appearance = appearanceFound.map((f) => foundSpan(v, f));
  // An appearance commanded or a date given, outside a warning of what a suit would bring ("if you are sued, you must appear").
  const commanded = appearanceFound.some(
    (f) => !/^failure/i.test(f.hit.match[0]) && !SUIT_STEP_CONDITION.test(f.sentence) && !HEDGE.test(f.sentence.slice(0, f.at)),
  );
  const captions = [
    // A caption as a letter's subject line ("Re: Mount Ida College vs.: Edward Murray") is a letter's own form, not a court's:
    // the threat and legal-status rules read it (decision 291; In re Murray, Bankr. D. Mass. 2016: nothing in such a letter
    // "even remotely suggests it was issued by a court").
    ...hits(v, VERSUS).filter((h) => CAPTION_PARTY.test(h.match[0]) && !CITATION.test(h.match[0]) && !SUBJECT_LINE.test(h.match[0])),
    ...hits(v, AGAINST_CAPTION),
    ...[...hits(v, MATTER_CAPTION), ...hits(v, SPANISH_MATTER_CAPTION)].filter((h) => !/[.?!;]\s*$/.test(h.match[0])),
  ].map((h) => spanOfView(v, h.start, h.end));
  const courtHeadings = hits(v, COURT_HEADING_LINE)
    .filter((h) => {
      const line = h.match[0].trim();
      if (/^re\s*:/i.test(line) || VERSUS.test(line) || testText(CASE_NUMBER, line) || !testText(COURT_NAME, line) || /[.?!;]$/.test(line)) return false;
      const letters = line.replace(/[^A-Za-z\u00c0-\u017f]/g, '');
      return (letters.length > 8 && letters === letters.toUpperCase()) || /^in\s+the\b/i.test(line);
    })
    .map((h) => spanOfView(v, h.start, h.end));
  // A heading already read as a court-paper title is not counted twice.
  const legalHeadings = spansOf(v, LEGAL_HEADING).filter((h) => !titles.some((t) => t.start < h.end && h.start < t.end));
  const others = [CASE_NUMBER, COURT_NAME, STATE_COUNTY, JUDGMENT_THREAT].map((re) => spansOf(v, re));
  // "Complaint" counts only in capitals (a "Complaints" section or a sentence about the CFPB is no heading).
  const paperHeadings = hits(v, LEGAL_PAPER_HEADING)
    .filter((h) => !/complaint|demanda/i.test(h.match[0]) || /COMPLAINT|DEMANDA/.test(h.match[0]))
    .map((h) => spanOfView(v, h.start, h.end));
  const courtOffices = spansOf(v, COURT_OFFICE);
  const courtSeals = spansOf(v, COURT_SEAL).filter((h) => !/[.?!;]\s*$/.test(h.text));
  const docketAlone = others[1]!.length === 0 ? spansOf(v, DOCKET_LINE) : [];
  const strong = [titles, parties, appearance, courtHeadings].filter((a) => a.length > 0).length;
  const count = strong + [captions, legalHeadings, ...others].filter((a) => a.length > 0).length;
  const evidence = uniqueSpans([
    ...courtHeadings.slice(0, 1),
    ...courtOffices.slice(0, 1),
    ...courtSeals.slice(0, 1),
    ...titles.slice(0, 2),
    ...legalHeadings.slice(0, 1),
    ...paperHeadings.filter((h) => !legalHeadings.some((l) => l.start < h.end && h.start < l.end)).slice(0, 1),
    ...captions.slice(0, 1),
    ...parties.slice(0, 1),
    ...appearance.slice(0, 1),
    ...others.flat().slice(0, 3),
  ]);
  return {
    strong,
    count,
    // A heading that names a court paper or a step of process, not a warning of one ("NOTICE OF INTENT TO FILE SUIT") nor a
    // paper that exists outside court ("NOTICE OF DEFAULT", a lien or levy notice) (decision 153).
    processTitle: titles.some((t) => !NOT_PROCESS_TITLE.test(t.text) && headingLike(t.text)),
    evidence,
    // A court paper's own form standing alone over the letter (decision 164): party labels, an appearance commanded, a court as
    // the heading. Like a title alone, asked, and flagged once no suit was filed.
    courtForm: parties.length > 0 || commanded || courtHeadings.length > 0 || courtOffices.length > 0 || courtSeals.length > 0 || docketAlone.length > 0,
    caption: captions.length > 0,
    legalHeading: legalHeadings.length > 0,
    paperHeading: paperHeadings.length > 0,
    caseNumber: others[0]!.length > 0,
    hasCourtAndCase: others[0]!.length > 0 && others[1]!.length > 0,
  };
};

/** Statements that a suit exists or a judgment will follow by itself, outside a condition and not denied. */
const suitClaims = (v: View): Span[] => [
  ...findWithSentence(v, SUIT_CLAIMED)
    .filter(
      (f) =>
        !negatedBefore(f.sentence, f.at) &&
        !CONDITIONAL_CLAIM.test(f.sentence) &&
        !DENIED_DETERMINER.test(f.sentence.slice(0, f.at)) &&
        !ASKED_ABOUT.test(f.sentence.slice(0, f.at)),
    )
    .map((f) => foundSpan(v, f)),
  // A condition that is no step of a suit ("if you do not pay, a judgment will be entered against you", "failure to respond to
  // this notice will result in a default judgment") leaves the judgment decided (decision 164); the Peters warning names one.
  ...findWithSentence(v, JUDGMENT_DECIDED)
    .filter((f) => !negatedBefore(f.sentence, f.at) && !(ANY_CONDITION.test(f.sentence) && SUIT_STEP_CONDITION.test(f.sentence)) && !HEDGE.test(f.sentence))
    .map((f) => foundSpan(v, f)),
  ...findWithSentence(v, JUDGMENT_WITHOUT_HEARING)
    .filter((f) => !negatedBefore(f.sentence, f.at) && !SUIT_STEP_CONDITION.test(f.sentence) && !ASKED_ABOUT.test(f.sentence.slice(0, f.at)))
    .map((f) => foundSpan(v, f)),
  ...findWithSentence(v, JUDGMENT_PRESUMED)
    .filter((f) => !negatedBefore(f.sentence, f.at) && !OPEN_CONDITION.test(f.sentence) && !HEDGE.test(f.sentence))
    .map((f) => foundSpan(v, f)),
  ...findWithSentence(v, PROCESS_CLAIMED)
    .filter(
      (f) =>
        !negatedBefore(f.sentence, f.at) &&
        !CONDITIONAL_CLAIM.test(f.sentence) &&
        !DENIED_DETERMINER.test(f.sentence.slice(0, f.at)) &&
        !ASKED_ABOUT.test(f.sentence.slice(0, f.at)) &&
        !SUIT_STEP_CONDITION.test(f.sentence) &&
        // a hedge ("may be served"); "please consider yourself served" is none
        !(HEDGE.test(f.sentence) && !/^consider\s+yourself/i.test(f.hit.match[0])) &&
        !NOT_A_PLEADING.test(f.sentence) &&
        // a negation inside the words the pattern spans ("our process server has not attempted to serve you")
        !/\b(?:not|never|no)\b|n't\b/i.test(f.hit.match[0]),
    )
    .map((f) => foundSpan(v, f)),
  // a letter about a judgment that exists may state its interest and costs (misstated_legal_status asks judgmentEntered)
  ...(testText(JUDGMENT_EXISTS, v.text)
    ? []
    : findWithSentence(v, PROCESS_CHARGE)
        .filter((f) => !negatedBefore(f.sentence, f.at) && !ANY_CONDITION.test(f.sentence) && !HEDGE.test(f.sentence.slice(0, f.at)))
        .map((f) => foundSpan(v, f))),
];

/**
 * Court papers sent with the letter (decision 197; Wiener v. Bloomfield, S.D.N.Y. 1995: a lawyer's collection letter that
 * enclosed copies captioned "Summons", "Verified Complaint" and "Acknowledgment of Receipt of Summons" when no suit had been
 * filed misrepresented them as legal process, 1692e(9), (13)). Sent in the letter's words ("enclosed please find", "Encl.:",
 * "anexos"), or listed as captions beside a threat of suit (a letter, not the papers alone). Real papers of a filed suit may
 * be sent: asked (`lawsuitFiled`), flagged when no suit was filed, silent when one was.
 */
const papersSentByLetter = (text: string): Span[] => {
  const { sentences, captions } = courtPapersSent(text);
  if (captions.length === 0) return sentences;
  const suitThreatened = liveThreats(readLetter(text), ['sue']).some((t) => t.certainty === 'definite' || t.certainty === 'hedged');
  return suitThreatened ? [...sentences, ...captions] : sentences;
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx, { onPleadings: true });
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const style = courtStyle(v);
    const claims = suitClaims(v);
    // A judgment the consumer says was entered was entered in a suit.
    const filed = ctx.answers.lawsuitFiled ?? (ctx.answers.judgmentEntered === true ? true : undefined);
    /** Court papers by their form: a court-paper title, party labels or an appearance command, with another mark. */
    const courtPaper = style.strong > 0 && style.count >= 2;
    /** A letter dressed as notice of a suit: a caption beside a case number, a court or a "legal notice" heading, or such a heading over a case number. */
    const dressed = (style.caption || (style.legalHeading && style.caseNumber)) && style.count >= 2;
    /** A court-paper title alone over the letter, in a letter that does not say plainly that no suit was filed (decision 153). */
    const titled = (style.processTitle || style.paperHeading || style.courtForm || style.caption) && !testText(NO_SUIT_SAID, v.text);
    const styled = courtPaper || dressed || ((style.caption || titled) && filed === false);
    const sent = papersSentByLetter(ctx.text);
    if (!styled && claims.length === 0 && !titled && sent.length === 0) return pass(assumptions);
    /** Only court papers sent with the letter, nothing else of a suit's form or words. */
    const sentOnly = sent.length > 0 && !styled && !titled && claims.length === 0;

    const collection = testText(COLLECTION, v.text) || sent.length > 0;
    if (filed === true) return pass([...assumptions, 'You told us a lawsuit was filed, so these may be real court papers (see legal_process_misdescribed).']);
    if (filed !== false && !collection) return notApplicable('This appears to be a real court pleading, not a collection letter made to look like one.');
    const evidence = uniqueSpans([...style.evidence, ...claims.slice(0, 2), ...sent.slice(0, 3)]).slice(0, 5);
    if (filed === false)
      return flag(
        sentOnly
          ? PAPERS_SENT_NO_SUIT_MESSAGE
          : styled
            ? 'This letter looks like a court document (court-paper titles, party labels, case numbers or appearance dates), and you told us no lawsuit has been filed. A debt collector may not send papers that simulate legal process (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).'
            : 'This letter says that a lawsuit has been filed or is pending against you, or that a judgment will be entered without a court hearing, and you told us no lawsuit has been filed. A debt collector may not misstate the legal status of a debt or present its letter as legal process (15 U.S.C. 1692e(2)(A), (5), (10), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
        evidence,
        'high',
        assumptions,
      );
    if (courtPaper) {
      if (style.hasCourtAndCase && testText(REAL_CASE, v.text))
        return needsInput(
          'This document looks like court papers and names a court and a case number. If no lawsuit has actually been filed, a collector may not send papers that simulate legal process (15 U.S.C. 1692e(9), (13)). You can check the case number with the court clerk.',
          [QUESTIONS.lawsuitFiled],
          evidence,
          assumptions,
        );
      return flag(
        'This letter may violate federal law: it is made to look like a court document (court-paper titles, party labels, case numbers or appearance dates) while asking for payment, and it names no real filed case you can check. A debt collector may not send letters that simulate legal process (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)).',
        evidence,
        'medium',
        [...assumptions, 'Assumed no lawsuit has been filed on this debt (the letter names no filed case you can check).'],
      );
    }
    // A case reference that names the court and the case number, and nothing more, is how a letter about a
    // real suit is headed: there is a case to check, and nothing in the words says otherwise.
    if (dressed && style.hasCourtAndCase && !style.legalHeading && claims.length === 0) return pass(assumptions);
    if (sentOnly) return needsInput(PAPERS_SENT_ASK_MESSAGE, [QUESTIONS.lawsuitFiled], evidence, assumptions);
    return needsInput(
      'This letter is styled like notice of a lawsuit (a case caption, a case number or a "legal notice" heading) or says that a suit is filed or pending. If no lawsuit has actually been filed, a debt collector may not send a letter that presents itself as legal process or misstates the legal status of the debt (15 U.S.C. 1692e(2)(A), (9), (13)). You can check any case number with the court clerk.',
      [QUESTIONS.lawsuitFiled],
      evidence,
      assumptions,
    );
  },
};

/** Decision 197's messages (after the rule, so the catalogue keys above stay as they were). */
const PAPERS_SENT_NO_SUIT_MESSAGE =
  "This letter sends papers titled as court process (such as a summons or a complaint), and you told us no lawsuit has been filed. Papers dressed as a court's when no court has issued them misrepresent them as legal process; a debt collector may not send them (15 U.S.C. 1692e(9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3); Wiener v. Bloomfield, S.D.N.Y. 1995).";
const PAPERS_SENT_ASK_MESSAGE =
  'This letter sends papers titled as court process (such as a summons or a complaint). If a lawsuit was filed, they may be its real papers, and they have deadlines: read the summons. If no lawsuit has been filed, a debt collector may not send papers that present themselves as legal process (15 U.S.C. 1692e(9), (13)). You can check with the court clerk.';
