import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, pass } from '../_threats-and-misrepresentations/gate';
import { isRightsStatement, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { testText } from '../../text/prefilter';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { circuitOf } from '../_shared/circuit-of';
import { validationInSuitPapers } from '../../reading/validation-in-suit-papers';
import { judgmentOfferedAsPlan } from '../../reading/judgment-offered';
import { stepSaidToNeedACourt } from '../../reading/law-stated';

const meta: RuleMeta = {
  id: 'legal_process_misdescribed',
  title: 'Real legal papers described as not requiring action',
  citation: '15 U.S.C. 1692e(2)(A), (5), (15); 12 CFR 1006.18(b)(1)(viii)',
  kind: 'objective',
  section: '1.4',
  description:
    'If you are sued, the court papers (summons and complaint) have deadlines. A debt collector may not tell you that real legal papers are not legal process, or that they need no action from you, nor misstate what a judgment can do (for example, that Social Security benefits can be garnished, or that wages can be taken without a court). Ignoring a summons can lead to a judgment against you.',
  severity: 10,
  value: 1000,
};

/** Real legal papers are in or behind this document (English or Spanish). */
const PAPERS =
  /\byou\s+are\s+(?:hereby\s+)?summoned\b|\byou\s+(?:have\s+been|were|are\s+being)\s+sued\b|\b(?:we|our\s+client|(?:the|your)\s+(?:current\s+)?(?:creditor|owner)|plaintiff)\s+(?:have|has)\s+(?:now\s+|already\s+)?(?:filed|served|commenced|brought|sued\s+you)\b|\b(?:hemos|ha|han)\s+(?:presentado|interpuesto|entablado)\s+(?:una\s+)?demanda\b|\b(?:enclosed|attached|served|filed|issued)\b[^.]{0,60}?\b(?:summons|complaint|petition|lawsuit|suit|court\s+papers|legal\s+papers|writ|subpoena|(?:district|circuit|county|superior|municipal|magistrate|justice|small\s+claims)\s+court\s+(?:case|action|matter|papers))\b|\b(?:summons|complaint|petition|lawsuit|suit|court\s+papers|legal\s+papers|writ|subpoena|(?:district|circuit|county|superior|municipal|magistrate|justice|small\s+claims)\s+court\s+(?:case|action|matter|papers))\b[^.]{0,60}?\b(?:enclosed|attached|served|filed|issued)\b|\b(?:adjunt[oa]s?|anex[oa]s?|entregad[oa]s?|presentad[oa]|notificad[oa]s?)\b[^.]{0,60}?\b(?:citaci[oó]n|citatorio|emplazamiento|demanda|documentos\s+(?:legales|judiciales))\b|\b(?:citaci[oó]n|citatorio|emplazamiento|demanda|documentos\s+(?:legales|judiciales))\b[^.]{0,60}?\b(?:adjunt[oa]s?|anex[oa]s?|entregad[oa]s?|presentad[oa]|notificad[oa]s?)\b/i;

/**
 * Session 55 (decision 503, law letter W537): the papers named by a plain noun the sender's side filed or served ("the documents
 * our client filed", "the papers our client has filed", "los documentos que nuestro cliente presentó", "los papeles que su
 * acreedor presentó"), court papers by another name ("court documents", "lawsuit papers", "documentos del tribunal", "papeles
 * del juzgado", "la petición") sent, mailed, delivered or received, and a suit said filed in the Spanish preterite ("nuestro
 * cliente interpuso / presentó una demanda"). The consumer's own papers ("los documentos que usted presentó", "su petición")
 * are not read.
 */
const MORE_PAPERS =
  /\b(?:papers|documents|paperwork|pleadings)\s+(?:(?:that|which)\s+)?(?:our\s+client|the\s+(?:creditor|plaintiff)|your\s+creditor|we|this\s+(?:firm|office))\s+(?:(?:has|have|had)\s+)?(?:filed|served|had\s+served)\b|\b(?:court|lawsuit|suit)\s+(?:papers|documents|paperwork|filings)\b[^.]{0,40}?\b(?:enclosed|attached|served|filed|issued|delivered|mailed|sent|handed|you\s+(?:received|got))\b|\b(?:enclosed|attached|served|delivered|mailed|sent)\b[^.]{0,40}?\b(?:court|lawsuit|suit)\s+(?:papers|documents|paperwork|filings)\b|\b(?:documentos|papeles|escritos)\s+que\s+(?:nuestr[oa]\s+(?:cliente|clienta|representad[oa])|su\s+acreedor|el\s+(?:acreedor|demandante)|la\s+parte\s+demandante|hemos)\b[^.]{0,60}?(?<![\w\u00c0-\u017f])(?:present[oó]|presentaron|presentado|interpuso|interpusieron|radic[oó]|radicaron|entabl[oó]|entablaron)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:(?:documentos|papeles)\s+(?:judiciales|legales|del\s+(?:tribunal|juzgado)|de\s+la\s+corte)|(?<!\bsus?\s)petici[oó]n)(?![\w\u00c0-\u017f])[^.]{0,60}?(?<![\w\u00c0-\u017f])(?:adjunt[oa]s?|anex[oa]s?|entregad[oa]s?|presentad[oa]s?|notificad[oa]s?|enviad[oa]s?|recibi[oó]|le\s+enviamos)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:adjunt[oa]s?|adjuntamos|anex[oa]s?|anexamos|le\s+enviamos|recibi[oó])(?![\w\u00c0-\u017f])[^.]{0,60}?(?<![\w\u00c0-\u017f])(?:(?:documentos|papeles)\s+(?:judiciales|legales|del\s+(?:tribunal|juzgado)|de\s+la\s+corte)|(?<!\bsus?\s)petici[oó]n|citaci[oó]n|citatorio|emplazamiento)(?![\w\u00c0-\u017f])|(?<![\w\u00c0-\u017f])(?:present[oó]|presentaron|interpuso|interpusieron|entabl[oó]|entablaron|radic[oó]|radicaron)\s+(?:(?:una|la)\s+)?(?:demanda|petici[oó]n)(?![\w\u00c0-\u017f])/i;

/**
 * Words that tell the consumer the papers need nothing from them: no action or answer needed, no court
 * appearance, a mere formality or a copy for the records, papers to ignore, papers that are not a suit
 * (1692e(15)), by any modality or person, English or Spanish. Decision 380: the papers themselves said to need nothing ("the
 * summons does not require any response from you", "the court papers require no action", "la citación no requiere ninguna
 * respuesta"). Session 52: "a routine / standard formality" said of the papers, "not something you need to respond to or appear
 * for", "nothing you need to do about them".
 */
const MISDESCRIBED =
  /\b(?:summons|complaint|petition|(?:court\s+|legal\s+)?(?:papers|documents)|lawsuit|suit|citaci[oó]n|citatorio|emplazamiento|demanda|documentos(?:\s+(?:judiciales|legales))?)\b[^.;]{0,40}?(?:\b(?:does|do|will)\s+not\s+(?:require|need)\s+(?:any\s+|an?\s+)?|\brequires?\s+no\s+|(?<![\w\u00c0-\u017f])no\s+(?:requiere|requieren|necesita|necesitan)\s+(?:ninguna\s+)?)(?:action|response|reply|answer|appearance|attention|acci[oó]n|respuesta|contestaci[oó]n|comparecencia)(?![\w\u00c0-\u017f])|\bno\s+(?:further\s+)?(?:action|response|reply|answer|court\s+appearance|appearance)\s+(?:(?:to|with|in|before)\s+(?:the\s+)?(?:court|lawsuit|summons|complaint|suit)\s+)?(?:is\s+|will\s+be\s+)?(?:needed|required|necessary)\b|\b(?:do\s+not|don't|need\s+not|will\s+not|won't|are\s+not\s+required\s+to|have\s+no\s+need\s+to)\s+(?:need\s+to\s+|have\s+to\s+)?(?:respond|appear|answer|go\s+to\s+court|attend|file\s+(?:an?\s+)?(?:answer|response)|take\s+any\s+action|do\s+anything)\b|\b(?:is|are)\s+not\s+(?:a\s+)?(?:lawsuit|legal\s+(?:process|papers|documents?|action)|court\s+(?:papers|documents?)|summons)\b|\b(?:just|merely|only|simply)\s+a\s+formality\b|\b(?:summons|complaint|petition|papers|documents|they|it|these|this)\b[^.;]{0,40}?\b(?:is|are)\s+(?:just\s+|merely\s+|only\s+|simply\s+)?(?:a\s+)?(?:routine|mere|simple|standard)\s+formalit(?:y|ies)\b|\b(?:is|are)\s+not\s+(?:something|anything)\s+(?:that\s+)?you\s+(?:need|have|are\s+required)\s+to\s+(?:respond\s+to|reply\s+to|answer|appear\s+for|act\s+on)\b|\bnothing\s+(?:that\s+)?you\s+(?:need|have)\s+to\s+do\s+(?:about|with|regarding)\s+(?:them|it|these|this|the\s+(?:enclosed\s+|attached\s+)?(?:papers|summons|complaint|documents|lawsuit|suit))\b|\b(?:ignore|disregard)\s+(?:the|this|these|any)\s+(?:enclosed\s+|attached\s+)?(?:summons|complaint|papers|documents|court\s+papers|notice)\b|\b(?:can|may)\s+(?:safely\s+)?(?:ignore|disregard)\s+(?:the|this|these|any)\s+(?:enclosed\s+|attached\s+)?(?:summons|complaint|court\s+papers|legal\s+papers)\b|\bno\s+need\s+to\s+(?:appear|go\s+to\s+court|respond|answer|file)\b|\bfor\s+(?:your\s+)?(?:information|records)\s+only\b|\b(?:a\s+)?courtesy\s+copy\s+only\b|\bno\s+(?:es|necesita)\s+(?:una\s+demanda|responder|presentarse)\b|\bno\s+(?:tiene|necesita|debe)\s+(?:que\s+)?(?:responder|contestar|presentarse|comparecer|ir\s+a\s+la\s+corte|ir\s+al\s+tribunal|hacer\s+nada)\b|\b(?:puede|debe)\s+(?:ignorar|hacer\s+caso\s+omiso\s+de)\s+(?:la|el|los|las|esta|este|estos|estas)\s+(?:citaci[oó]n|citatorio|emplazamiento|demanda|documentos|papeles)\b|\bno\s+se\s+(?:requiere|necesita)\s+(?:ninguna\s+)?(?:acci[oó]n|respuesta|comparecencia)\b|\b(?:es|son)\s+(?:solo|s[oó]lo|solamente|meramente)\s+(?:un\s+)?(?:tr[aá]mite|formalidad|copia\s+informativa)\b|\bthere\s+is\s+no\s+(?:need|reason)\s+(?:for\s+you\s+)?to\s+(?:respond|appear|answer|go\s+to\s+court|attend|contact\s+the\s+court|file)\b|\b(?:it\s+is\s+)?(?:not\s+|un)necessary\s+(?:for\s+you\s+)?to\s+(?:respond|appear|answer|go\s+to\s+court|attend|contact\s+the\s+court|file\s+(?:an?\s+)?(?:answer|response))\b|\b(?:do\s+not|don't|need\s+not)\s+(?:need\s+to\s+)?(?:contact|call|write\s+to)\s+the\s+court\b|\bno\s+(?:es\s+necesario|hace\s+falta)\s+(?:que\s+(?:usted\s+)?)?(?:responder|responda|contestar|conteste|comparecer|comparezca|presentarse|se\s+presente|ir\s+a\s+la\s+corte|vaya\s+a\s+la\s+corte)\b/i;

/**
 * What an answer to real papers is, misdescribed (decision 159): a call, a letter or a payment to the collector said to be the
 * answer the court needs ("calling our office is the same as answering the complaint", "to respond to the lawsuit, call our
 * office", "your response to this office will be filed with the court"). Only a filing with the court answers a suit
 * (1692e(2)(A), (10), (15)).
 */
const ANSWER_MISDESCRIBED =
  /\b(?:calling|contacting|paying|writing\s+to|responding\s+to|a\s+(?:call|letter|payment)\s+to)\s+(?:us|our\s+office|this\s+office|this\s+firm|our\s+firm)\s+(?:is\s+the\s+same\s+as|counts\s+as|(?:will\s+)?serves?\s+as|takes\s+the\s+place\s+of|(?:will\s+)?satisf(?:y|ies))\s+(?:an?\s+|your\s+)?(?:answer(?:ing)?|respon(?:se|ding)|appear(?:ance|ing)|fil(?:ing)\s+an?\s+answer)\b|\bto\s+(?:(?:respond|answer|reply)\s+to|answer)\s+(?:the|this)\s+(?:lawsuit|suit|complaint|summons|court\s+papers|petition)\s*,?\s+(?:(?:simply|just|please)\s+)?(?:call|contact|write\s+to|pay)\s+(?:us|our\s+office|this\s+office|this\s+firm)\b|\byour\s+(?:(?:phone|telephone)\s+)?(?:response|reply|call|letter|payment)\s+to\s+(?:us|this\s+office|our\s+office|this\s+firm)\s+(?:will\s+(?:be\s+(?:filed|forwarded|sent)\s+(?:with|to)\s+the\s+court|(?:serve|count|be\s+treated|be\s+accepted)\s+as\s+(?:an?\s+|your\s+)?(?:answer|response|appearance))|(?:is|counts\s+as|serves\s+as)\s+your\s+(?:answer|response|appearance)(?:\s+to\s+the\s+(?:court|lawsuit|complaint|summons))?)\b|\b(?:llamar(?:nos)?|contactar(?:nos)?|comunicarse\s+con\s+(?:nosotros|nuestra\s+oficina))\s+(?:a\s+nuestra\s+oficina\s+)?(?:equivale\s+a|cuenta\s+como|es\s+lo\s+mismo\s+que)\s+(?:contestar|responder)\b/i;

/**
 * Session 55 (decision 503, law letter W537): more words for papers that need nothing (1692e(15); 1006.18(b)(1)(viii)).
 * - The papers said to be only a notice, a claim or information ("these papers are nothing more than a notice of our client's
 *   claim", "simply notification", "only informational", "just a claim notice", "estos documentos son solo un aviso de reclamo",
 *   "no son más que un aviso", "son solamente informativos"), or to require nothing from the consumer ("the complaint requires
 *   nothing further from you", "la petición no requiere nada de su parte"); a letter, message or e-mail said to be a notice is
 *   not the papers.
 * - The answer or the appearance said unneeded in other words: "need not file anything with the court", "no need to show up",
 *   "not obligated / expected to answer", "won't have to go before the judge", "don't worry about answering", "you can skip the
 *   court date"; Spanish "no es / será necesario que presente ninguna respuesta", "no hace falta que asista a la audiencia", "no
 *   tendrá que contestar", "no está obligada a presentarse", "no tendrá que acudir al tribunal", "puede ignorar la fecha de
 *   audiencia".
 */
const PAPER_NOUN = String.raw`(?:summons(?:es)?|complaint|petition|citation|lawsuit|suit|(?:court\s+|legal\s+|lawsuit\s+|suit\s+)?(?:papers|documents|paperwork|filings)|these|they|citaci[oó]n|citatorio|emplazamiento|demanda|petici[oó]n|documentos|papeles|estos|estas)`;
/** The words between the paper and its verb, short and not a letter or a message (what is said of the letter is not said of the papers). */
const BETWEEN = String.raw`(?:(?!\b(?:letter|carta|message|mensaje|e-?mail|correo|notice|aviso)\b)[^.;]){0,40}?`;
const NOTICE_WORD = String.raw`(?:(?:an?|un[oa]?)\s+)?(?:(?:(?:claim|courtesy|friendly|simple|informal|informational|collection)\s+)?(?:notices?|notifications?|reminders?)|(?:claim|collection)\s+(?:papers|documents|forms?)|informational|for\s+(?:your\s+)?information|aviso|notificaci[oó]n|recordatorio|informativ[oa]s?|para\s+su\s+informaci[oó]n)`;
const MERELY = String.raw`(?:(?:is|are|es|son|ser[aá]n?)\s+(?:just|only|merely|simply|nothing\s+(?:more|other)\s+than|no\s+more\s+than|s[oó]lo|solamente|[uú]nicamente|meramente|simplemente|nada\s+m[aá]s\s+que)|no\s+(?:es|son)\s+(?:m[aá]s\s+que|sino))`;
const COURT_VERB = String.raw`(?:respond|reply|answer|appear|attend|show\s+up|come\s+to\s+court|go\s+(?:to|before)\s+(?:court|the\s+(?:court|courthouse|judge|hearing)|a\s+judge)|file\s+(?:anything|an?\s+(?:written\s+)?(?:answer|response|appearance)|your\s+answer)|submit\s+(?:an?\s+|your\s+)?(?:written\s+)?(?:answer|response|anything)|take\s+any\s+action|do\s+anything|contact\s+the\s+court)`;
const VERBO_TRIBUNAL = String.raw`(?:responder|contestar|comparecer|acudir|asistir|presentarse|presentar\s+(?:(?:una|ninguna|su)\s+)?(?:respuesta|contestaci[oó]n|escrito)|ir\s+(?:a\s+la\s+corte|al\s+(?:tribunal|juzgado)|ante\s+el\s+juez)|hacer\s+nada)`;
const VERBO_SUBJUNTIVO = String.raw`(?:responda|conteste|comparezca|acuda|asista|se\s+presente|presente\s+(?:(?:una|ninguna|su)\s+)?(?:respuesta|contestaci[oó]n|escrito)|vaya\s+(?:a\s+la\s+corte|al\s+(?:tribunal|juzgado)))`;
const MORE_MISDESCRIBED = new RegExp(
  [
    String.raw`\b${PAPER_NOUN}\b${BETWEEN}(?<![\w\u00c0-\u017f])${MERELY}\s+${NOTICE_WORD}(?![\w\u00c0-\u017f])`,
    String.raw`\b${PAPER_NOUN}\b${BETWEEN}\b(?:requires?|will\s+require|needs?)\s+nothing\s+(?:further\s+|more\s+|else\s+)?(?:from|of)\s+you\b`,
    String.raw`\b${PAPER_NOUN}\b${BETWEEN}(?<![\w\u00c0-\u017f])no\s+(?:requieren?|necesitan?|exigen?)\s+nada\b`,
    String.raw`\b(?:need\s+not|(?:do|will)\s+not\s+(?:need|have)\s+to|(?:don't|won't)\s+(?:need|have)\s+to|(?:are|will)\s+not\s+(?:be\s+)?(?:required|obligated|obliged|expected|asked)\s+to|(?:aren't|won't\s+be)\s+(?:required|obligated|obliged|expected|asked)\s+to|have\s+no\s+(?:need|obligation)\s+to|there\s+is\s+no\s+(?:need|reason|requirement)\s+(?:for\s+you\s+)?to|no\s+need\s+to|(?:it\s+is\s+)?(?:not\s+|un)necessary\s+(?:for\s+you\s+)?to)\s+${COURT_VERB}\b`,
    String.raw`\b(?:do\s+not|don't|no\s+need\s+to)\s+worry\s+about\s+(?:answering|responding|appearing|filing|going\s+to\s+court|the\s+(?:hearing|court\s+date|deadline|answer|court|summons|complaint|petition|citation|lawsuit|suit))\b`,
    String.raw`\b(?:can|may|are\s+free\s+to|feel\s+free\s+to)\s+(?:safely\s+|simply\s+|just\s+)?(?:skip|miss|ignore|disregard|forget\s+about)\s+(?:the|this|your|any|that)\s+(?:enclosed\s+|attached\s+)?(?:hearing|court\s+date|trial(?:\s+date)?|court\s+appearance|deadline|answer\s+(?:date|deadline)|citation|petition|lawsuit|suit|summons|complaint|court\s+(?:papers|documents)|papers|documents)\b`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:tiene|tendr[aá]|tendr[ií]a|necesita|necesitar[aá]|debe|deber[aá]|hay)\s+(?:que\s+)?${VERBO_TRIBUNAL}(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:est[aá]|estar[aá])\s+obligad[oa]s?\s+a\s+${VERBO_TRIBUNAL}(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:(?:es|ser[aá]|ser[ií]a)\s+necesario|hace\s+falta|har[aá]\s+falta|se\s+(?:requiere|requerir[aá]|necesita))\s+(?:que\s+(?:usted\s+)?)?(?:${VERBO_TRIBUNAL}|${VERBO_SUBJUNTIVO})(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])(?:puede|podr[aá]|puedes)\s+(?:ignorar|olvidarse\s+de|hacer\s+caso\s+omiso\s+de|no\s+(?:asistir|acudir|ir)\s+a)\s+(?:la|el|los|las|esta|este|estos|estas|su)\s+(?:fecha\s+de\s+(?:la\s+)?audiencia|audiencia|citaci[oó]n|citatorio|emplazamiento|demanda|petici[oó]n|documentos|papeles|plazo|fecha\s+(?:l[ií]mite|de\s+(?:la\s+)?corte))(?![\w\u00c0-\u017f])`,
  ].join('|'),
  'i',
);
/** The court's own step in what was said unneeded: a payment to come does not excuse it, as a payment made may (decision 503). */
const COURT_STEP =
  /\b(?:respond|reply|answer|appear|attend|show\s+up|court|courthouse|hearing|judge|summons|complaint|petition|citation|trial)|(?<![\w\u00c0-\u017f])(?:respuesta|responder|responda|contest\w*|compare[cz]\w*|acudir|acuda|asist\w*|presentarse|se\s+presente|tribunal|juzgado|corte|juez|audiencia|citaci[oó]n|demanda|petici[oó]n)(?![\w\u00c0-\u017f])/i;
/** A payment already made ("if you have already paid", "si usted ya pagó"), as against one to come ("if you pay today"). */
const ALREADY_PAID =
  /\balready\b|\bhave\s+(?:paid|settled|sent|made|mailed)\b|\bhas\s+(?:already\s+)?been\b|(?<![\w\u00c0-\u017f])(?:ya|pag[oó]|ha\s+pagado)(?![\w\u00c0-\u017f])/i;
/** The case said dismissed before the words ("once the case has been dismissed, you will not need to appear"): true. */
const ONCE_DISMISSED =
  /\b(?:once|after|when|if)\b[^.;]{0,60}?\b(?:(?:case|suit|lawsuit|action|petition|complaint|matter)\s+(?:is|has\s+been|was|gets)\s+dismissed|court\s+(?:dismisses|has\s+dismissed|enters?\s+(?:the|a)\s+dismissal))\b|(?<![\w\u00c0-\u017f])(?:una\s+vez\s+que|cuando|despu[eé]s\s+de\s+que)\b[^.;]{0,60}?(?<![\w\u00c0-\u017f])(?:desestime|haya\s+desestimado|se\s+(?:desestime|haya\s+desestimado)|sobresea|haya\s+sobrese[ií]do)(?![\w\u00c0-\u017f])/i;
/** "Not just a formality", "no es solo un aviso": the papers said to be more than that. */
const NOT_MERELY =
  /\bnot\s+(?:just|merely|only|simply)\b|(?<![\w\u00c0-\u017f])no\s+(?:es|son)\s+(?:solo|s[oó]lo|solamente|[uú]nicamente|meramente|simplemente)(?![\w\u00c0-\u017f])/i;
/** A step to skip or ignore, said with a denial before it ("do not miss the hearing or ignore the summons"): a warning. */
const SKIP_WORD =
  /^(?:(?:can|may|puede|debe|podr[aá])\s+(?:safely\s+|simply\s+|just\s+)?)?(?:ignore|disregard|skip|miss|forget|ignorar|hacer\s+caso\s+omiso|olvidarse|no\s+(?:asistir|acudir|ir))\b/i;
const DENIED_BEFORE = /(?<![\w\u00c0-\u017f])(?:do\s+not|don't|never|nunca|no)\s+(?:(?!\b(?:can|may|puede|podr\w*)\b)[^.;:,]){0,40}$/i;

/**
 * What a judgment or its enforcement would do, misstated, with or without papers (decision 159): income the law exempts
 * (Social Security, SSI, veterans' or disability benefits, unemployment, child support, public assistance: 42 U.S.C. 407,
 * 31 CFR 212) said to be garnished, levied or taken; and enforcement said to run by itself ("automatically", "without a court
 * order", "without going (back) to court", "without a hearing"), which needs a writ or order from a court (1692e(2)(A), (4),
 * (5), 1692f). Liens are not read (a docketed judgment is a lien on land in many states), nor a statement that such income is
 * exempt or protected, nor a federal student loan (Treasury offset reaches some benefits).
 */
const EXEMPT_INCOME = String.raw`(?:social\s+security(?:\s+(?:benefits|checks?|payments|income|disability))?|SSI|supplemental\s+security\s+income|(?:veterans'?|VA)\s+benefits|disability\s+(?:benefits|payments|checks?)|unemployment\s+(?:benefits|compensation|checks?)|child\s+support(?:\s+payments)?|public\s+assistance|welfare\s+benefits|(?:beneficios\s+del\s+)?seguro\s+social|beneficios\s+de\s+(?:veteranos|discapacidad|desempleo))`;
const TAKE = String.raw`(?:garnish(?:ed|ing)?|levy|levied|levying|seiz(?:e|ed|ing)|attach(?:ed|ing)?|tak(?:e|en|ing)|intercept(?:ed|ing)?|offset|embarg(?:ar|ado|ados|ada|adas|aremos|ará|arán)|retener|retenid[oa]s?)`;
const EXEMPT_TAKEN = new RegExp(
  String.raw`\b${TAKE}\s+(?:from\s+)?(?:your\s+|sus?\s+|los\s+|el\s+)?(?:monthly\s+)?${EXEMPT_INCOME}|\b${EXEMPT_INCOME}\s+(?:benefits\s+|payments\s+)?(?:(?:will|can|may|could|shall|would)\s+(?:also\s+)?be|(?:is|are)\s+(?:subject\s+to\s+(?:being\s+)?)?|puede[n]?\s+ser|ser[aá]n?)\s*${TAKE}`,
  'i',
);
const EXEMPT_SAID =
  /\b(?:exempt\w*|protected|cannot\s+be|can(?:no|')t\s+(?:be\s+)?|not\s+(?:be\s+)?(?:garnished|taken|levied|seized)|safe\s+from|exent[oa]s?|protegid[oa]s?|no\s+(?:puede[n]?|pueden)\s+ser)\b/i;
// Decision 336: Spanish "sin una orden judicial", "sin orden del juez", "sin una audiencia", as "without a court order" is read.
const AUTOMATIC_ENFORCEMENT =
  /\b(?:garnish\w*|levy|levied|seiz\w*|attach\w*\s+(?:your\s+)?(?:wages|bank|accounts?|property)|sheriff|(?:bank\s+accounts?|wages|paycheck|property)\s+(?:will|shall|can)\s+be\s+(?:frozen|seized|levied|garnished|taken)|embarg\w+)\b[^.]{0,80}?\b(?:automatically|without\s+(?:a|any|the\s+need\s+for\s+a)\s+(?:court\s+order|hearing|judge)|without\s+(?:going|returning)\s+(?:back\s+)?to\s+court|without\s+(?:further\s+)?court\s+(?:action|involvement|approval)|autom[aá]ticamente|sin\s+(?:una\s+|ninguna\s+)?(?:orden\s+(?:judicial|del\s+(?:tribunal|juez|juzgado))|(?:ir|volver|acudir)\s+(?:a\s+la\s+corte|al\s+tribunal|al\s+juzgado)|(?:una\s+)?audiencia))(?![\w\u00c0-\u017f])|\b(?:automatically|autom[aá]ticamente)\s+(?:be\s+)?(?:garnish\w*|levy|levied|seiz\w*|embarg\w+)/i;
/**
 * More of the wages than any garnishment reaches, said taken (decision 179): "we can garnish 100% of your wages", "your entire
 * paycheck will be taken", "embargaremos todo su salario". Federal law caps a creditor's wage garnishment at 25% of disposable
 * earnings (15 U.S.C. 1673(a); states may set less), and even support orders stop short of all of it; said of a judgment's
 * enforcement it misstates what the judgment can do (1692e(2)(A), (4), (5), (10)).
 */
const WAGES_BEYOND_CAP =
  /\b(?:garnish|take|seize|levy|withhold|keep)\w*\s+(?:all|100\s?%|one\s+hundred\s+percent|the\s+(?:entire|whole|full)|every\s+(?:penny|dollar|cent)|your\s+(?:entire|whole|full))\s+(?:of\s+)?(?:your\s+)?(?:wages|paychecks?|pay|salary|earnings)\b|\b(?:all|100\s?%|the\s+(?:entire|whole|full)|your\s+(?:entire|whole|full))\s+(?:of\s+)?(?:your\s+)?(?:wages|paychecks?|salary|earnings)\s+(?:will|can|may|could|shall|would)\s+(?:also\s+)?be\s+(?:garnished|taken|seized|withheld|levied)\b|\bembarg\w+\s+(?:todo\s+(?:su|el)|la\s+totalidad\s+de\s+su|el\s+100\s?%\s+de\s+su)\s+(?:salario|sueldo|cheque|pago)\b/i;
const STUDENT_LOAN = /\b(?:federal\s+student\s+loan|department\s+of\s+education|treasury\s+offset|higher\s+education\s+act)\b/i;

/** "This letter is not a summons", "esta carta no es": the letter itself, not the papers, said not to be process. */
const THIS_LETTER_IS_NOT =
  /\b(?:this|the\s+present)\s+(?:letter|notice|communication|correspondence|message)\s+(?:itself\s+)?is\s+not\b|\besta\s+(?:carta|comunicaci[oó]n|notificaci[oó]n)\s+no\s+es\b/i;

/** "If you have already paid, no action is needed": true and not about the papers. */
const PAID_CONDITION =
  /\b(?:if|once|when|after)\s+(?:you\s+)?(?:have\s+)?(?:already\s+)?(?:paid|pay|settled?|sent|made|mailed)\b|\bif\s+(?:payment|this\s+balance)\s+has\s+(?:already\s+)?been\b|\bupon\s+(?:full\s+)?payment\b|\bsi\s+(?:usted\s+)?(?:ya\s+)?(?:pag[oó]|paga|ha\s+pagado)(?![a-z])/i;
/** "If you do not respond, …": a warning of the consequence, the opposite of a misdescription. */
const CONSEQUENCE = /\b(?:if|unless|when|should|in\s+case|si|cuando)\s+(?:[^.,;]{0,50}\s(?:and|or|y|o)\s+)?(?:you\s+|usted\s+)?$/i;
/** A sentence that says there are no papers ("No lawsuit has been filed against you, and this letter is not a summons"): decision 164. */
const NO_PAPERS_SAID =
  /\b(?:no|not\s+(?:a|any)|never)\s+(?:lawsuit|suit|legal\s+action|case|court\s+action|summons|complaint|court\s+papers)\s+(?:has|have|was|were|is)\s+(?:yet\s+|ever\s+)?(?:been\s+)?(?:filed|served|issued|commenced|brought|pending)\b|\bno\s+se\s+ha\s+(?:presentado|iniciado)\s+(?:ninguna\s+)?demanda\b/i;
const CONDITIONAL_SUIT = /^\s*(?:if|should|in\s+the\s+event|si|en\s+caso)\b/i;

/**
 * A payment said to end the need: one already made excuses any words ("if you have already paid, no action is needed"); one to
 * come excuses only words that name no court step ("once you pay in full, no further action is needed"), not "if you pay today,
 * you will not need to respond to the court" (a payment does not answer a suit; decision 503).
 */
const paymentExcuses = (f: Found): boolean => {
  const m = PAID_CONDITION.exec(f.sentence);
  if (!m) return false;
  return ALREADY_PAID.test(m[0]) || !COURT_STEP.test(f.hit.match[0]);
};

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx, { onPleadings: true });
    if (gate.stop) return gate.stop;
    const assumptions = [...gate.assumptions];
    const v = viewOf(ctx.text);
    const consequences = testText(STUDENT_LOAN, v.text)
      ? []
      : [
          ...findWithSentence(v, EXEMPT_TAKEN),
          // The step said NOT to happen by itself or without a court is the law stated (decision 210).
          ...findWithSentence(v, AUTOMATIC_ENFORCEMENT).filter((f) => !stepSaidToNeedACourt(f.sentence)),
        ].filter((f) => !negatedBefore(f.sentence, f.at) && !EXEMPT_SAID.test(f.sentence) && !isRightsStatement(f.sentence));
    const wages = findWithSentence(v, WAGES_BEYOND_CAP).filter((f) => !negatedBefore(f.sentence, f.at) && !EXEMPT_SAID.test(f.sentence));
    if (consequences.length === 0 && wages.length > 0)
      return flag(
        'This letter appears to misstate what a court judgment can do: it says all of your wages or your whole paycheck can be taken. Federal law limits wage garnishment for an ordinary debt to 25% of your disposable earnings, and many states allow less (15 U.S.C. 1673). A debt collector may not misstate the legal status of a debt or the consequences of legal process (15 U.S.C. 1692e(2)(A), (4), (5), (10); 12 CFR 1006.18(b)(2)(i), (c)(1)).',
        uniqueSpans(wages.map((f) => foundSpan(v, f))).slice(0, 3),
        'medium',
        assumptions,
      );
    if (consequences.length > 0)
      return flag(
        "This letter appears to misstate what a court judgment or its enforcement can do: it says income the law protects (such as Social Security, veterans' or disability benefits) can be taken, or that wages, bank accounts or property can be garnished or seized automatically or without a court. Federal benefits are exempt from garnishment, and a collector must go through a court to garnish or levy. A debt collector may not misstate the legal status of a debt or the consequences of legal process (15 U.S.C. 1692e(2)(A), (4), (5), (10); 12 CFR 1006.18(b)(2)(i), (c)(1)).",
        uniqueSpans(consequences.map((f) => foundSpan(v, f))).slice(0, 3),
        'medium',
        assumptions,
      );
    // The validation statement put into suit papers (decision 186; Marquez v. Weinstein, Pinson & Riley, 7th Cir. 2016).
    const inSuit = validationInSuitPapers(ctx.text, ctx.gates.isCourtPleading);
    if (inSuit.length > 0)
      return flag(
        `${VALIDATION_IN_SUIT_MESSAGE}${inSuit.some((st) => st.anchor === 'letter') ? ` ${FROM_THE_PAPERS_DATE_NOTE}` : ''}`,
        uniqueSpans(inSuit.map((st) => st.sentence)).slice(0, 2),
        circuitOf(ctx.gates.state) === 7 ? 'high' : 'medium',
        circuitOf(ctx.gates.state) === 7 ? assumptions : [...assumptions, OUTSIDE_THE_SEVENTH_NOTE],
      );
    // A judgment sent for signature under a payment plan's name, its effect unsaid (decision 206; Brandon v. Eaton Group
    // Attorneys, E.D. La. 2017): a legal-process form implied to be something else. The judgment paper itself, uploaded as a
    // court paper, is what it says it is.
    const offered = ctx.gates.isCourtPleading ? [] : judgmentOfferedAsPlan(ctx.text);
    if (offered.length > 0)
      return flag(JUDGMENT_AS_PLAN_MESSAGE, uniqueSpans(offered.flatMap((o) => [o.frame, o.sentence])).slice(0, 3), 'medium', assumptions);
    const papers = [...findWithSentence(v, PAPERS), ...findWithSentence(v, MORE_PAPERS)].filter(
      (f) => !negatedBefore(f.sentence, f.at) && !CONDITIONAL_SUIT.test(f.sentence) && !NO_PAPERS_SAID.test(f.sentence),
    );
    const hasPapers = ctx.gates.isCourtPleading || papers.length > 0 || ctx.answers.lawsuitFiled === true;
    if (!hasPapers) return pass(assumptions);

    const misdescribed = [...findWithSentence(v, MISDESCRIBED), ...findWithSentence(v, ANSWER_MISDESCRIBED), ...findWithSentence(v, MORE_MISDESCRIBED)].filter(
      (f: Found) =>
        !paymentExcuses(f) &&
        !ONCE_DISMISSED.test(f.sentence.slice(0, f.at)) &&
        !(SKIP_WORD.test(f.hit.match[0]) && DENIED_BEFORE.test(f.sentence.slice(0, f.at))) &&
        !NOT_MERELY.test(f.sentence) &&
        // "This letter is not a court document": the letter said to be what it is (decision 210), not the papers.
        !(!ctx.gates.isCourtPleading && THIS_LETTER_IS_NOT.test(f.sentence.slice(Math.max(0, f.at - 40), f.at + 12))) &&
        // "If a lawsuit is filed and you do not appear, …": the condition joined to the consumer's failure (decision 153).
        !CONSEQUENCE.test(f.sentence.slice(Math.max(0, f.at - 80), f.at)),
    );
    if (misdescribed.length === 0) return pass(assumptions);
    if (papers.length === 0 && !ctx.gates.isCourtPleading)
      assumptions.push('You told us a lawsuit was filed on this debt; the letter is read against those court papers.');
    const evidence = uniqueSpans([...misdescribed.map((f) => foundSpan(v, f)), ...papers.slice(0, 1).map((f) => foundSpan(v, f))]).slice(0, 4);
    return flag(
      'This letter appears to tell you that real court papers are not a lawsuit or need no action from you. A debt collector may not say that legal process is not legal process or does not require action (15 U.S.C. 1692e(15); 12 CFR 1006.18(b)(1)(viii)). A summons has a deadline: if it is missed, the court can enter a judgment against you. Read the summons itself for your deadline.',
      evidence,
      papers.length > 0 || ctx.gates.isCourtPleading ? 'high' : 'medium',
      assumptions,
    );
  },
};

/** Decision 186's messages (after the rule, so the catalogue keys above stay as they were). */
const VALIDATION_IN_SUIT_MESSAGE =
  'These court papers repeat the debt-collection "validation" notice: they say the debt will be assumed valid unless you dispute it within 30 days. That right runs to the debt collector, not to the court. Once you are sued you must answer the court by the deadline on the summons, and a dispute sent to the collector neither stops the lawsuit nor gives you more time. Said in the suit papers themselves, it can lead you to miss the court\'s deadline and lose by default, and so misdescribes the legal process (15 U.S.C. 1692e, 1692e(10); Marquez v. Weinstein, Pinson & Riley, 7th Cir. 2016). Court papers are not the letter that must carry this notice (15 U.S.C. 1692g(d)). Read the summons for your deadline to answer.';
const FROM_THE_PAPERS_DATE_NOTE =
  'They also count the 30 days from the date written on the papers, which can run out before the papers are even served on you.';
const OUTSIDE_THE_SEVENTH_NOTE =
  "Marquez binds the courts of the Seventh Circuit; courts elsewhere also hold that a debt collector's court filings can violate 15 U.S.C. 1692e (Heintz v. Jenkins, 1995, brought litigating lawyers under the Act), but the court of appeals of your circuit may not have decided this wording.";
/** Decision 206's message (after the rule, so the catalogue keys above stay as they were). */
const JUDGMENT_AS_PLAN_MESSAGE =
  'This letter may violate federal law: it asks you to sign a court judgment (a consent or agreed judgment, or a confession of judgment) but presents it as a payment plan, an acknowledgment of the debt or a formality, and does not say that signing it lets the court enter a judgment against you. A judgment can be enforced by garnishment or a bank levy and ends your chance to defend the lawsuit. A debt collector may not imply that a legal-process document is something else or hide what it does (15 U.S.C. 1692e, 1692e(10), 1692e(15); Brandon v. Eaton Group Attorneys, E.D. La. 2017). Read the document itself, and consider asking a lawyer or legal aid before you sign.';
