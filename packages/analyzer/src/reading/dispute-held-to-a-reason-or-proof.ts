import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { searcherIn } from '../text/prefilter';

/**
 * Two conditions a letter puts on the right to dispute without saying "your dispute must…" (decision 229), read by what the
 * sentence does. The consumer may dispute for any reason or none, with no papers: the statute and Regulation F ask only that
 * he dispute (in writing for verification) within the period (15 U.S.C. 1692g(a)(3)-(5), (b); 12 CFR 1006.34(c)(3), 1006.38
 * and comment 38-1). A letter that tells him otherwise misstates the right (1692e(10)) and can overshadow it (1692g(b)).
 *
 * 1. `readValidReasonDemanded`: payment, or else a reason the collector accepts for not paying, demanded ("the doctor insists on
 *    payment or a valid reason for your failure to make payment", "in the absence of a valid reason for your failure to pay…",
 *    "you must pay this bill or provide a legitimate reason for your nonpayment", "el médico exige el pago o una razón válida por
 *    la cual usted no ha pagado"). The least sophisticated consumer may believe a dispute must rest on a reason the collector
 *    judges valid (DeSantis v. Computer Credit, 2d Cir. 2001). Read where one sentence demands, in words of obligation or
 *    condition (insists, requires, demands, expects, must, unless, in the absence of), a reason (explanation, excuse,
 *    justification) for not paying that the collector measures (valid, good, acceptable, legitimate, satisfactory…) or that is
 *    the other branch of payment (decision 235: an invitation to give a valid reason demands nothing). Not: a hardship
 *    invitation ("if you cannot pay, call us about a plan"; "tell us why you cannot pay so that we can work out a plan": asked,
 *    not demanded, and no measure), a reason said not to be needed, a reason for something other than not paying.
 * 2. `readQualifiedDisputeProof`: documents the collector will judge asked of a dispute ("suitable dispute documentation",
 *    "acceptable documentation supporting your dispute", "sufficient proof that you do not owe it", "documentation satisfactory to
 *    this office", "documentación adecuada que respalde su disputa", "pruebas suficientes"). A measure of adequacy says the
 *    dispute counts only with papers that satisfy the collector (Sambor v. Omnia Credit Services, D. Haw. 2002: "suitable
 *    dispute documentation" misleads the consumer into thinking a dispute must be in writing and documented). Read in a sentence
 *    about a dispute or verification. Not: papers offered ("you may include…", "if you have…", "if you wish"), the collector's own
 *    verification papers ("we will obtain suitable documentation verifying the debt"), proof of payment asked outside a dispute,
 *    papers asked of a claim of identity theft or fraud (a police report, an identity theft report: decision 235).
 */

/** A reason, qualified by the collector's measure (folded). */
const QUALIFIED_REASON =
  /\b(?:valid|good|acceptable|legitimate|satisfactory|sufficient|adequate|justifiable|proper|reasonable|bona\s+fide|legal)\s+(?:reasons?|explanations?|excuses?|justifications?|cause|grounds?|basis)\b|(?:\b(?:buen[ao]s?|v[aá]lid[ao]s?)\s+(?:raz[oó]n|razones|motivos?|explicaci[oó]n|justificaci[oó]n|causa)|\b(?:raz[oó]n|razones|motivos?|explicaci[oó]n|justificaci[oó]n|causa)\s+(?:v[aá]lid[ao]s?|justificad[ao]s?|aceptables?|leg[ií]tim[ao]s?|suficientes?|satisfactori[ao]s?|razonables?))(?![\w\u00c0-\u017f])/;
/** A reason, unqualified. */
const REASON =
  /\b(?:reasons?|explanations?|excuses?|justifications?)\b|(?:\b(?:raz[oó]n|razones|motivos?|explicaci[oó]n|justificaci[oó]n))(?![\w\u00c0-\u017f])/;
/** For not paying: the reason's object ("for your failure to make payment", "why this balance has not been paid", "por la cual no ha pagado"). */
const NOT_PAYING = new RegExp(
  [
    String.raw`\b(?:for|of|behind|as\s+to)\s+(?:your\s+|the\s+|this\s+|such\s+)?(?:failure|refusal|neglect|inability)\s+to\s+(?:make\s+(?:a\s+|any\s+|the\s+)?)?pay`,
    String.raw`\b(?:for|of|behind)\s+(?:your\s+|the\s+|this\s+)?(?:non-?\s?payment|not\s+(?:paying|having\s+paid|making\s+(?:a\s+|any\s+)?payments?)|withholding\s+(?:payment|it))`,
    String.raw`\bwhy\s+(?:you\s+(?:have\s+not|haven't|did\s+not|didn't|do\s+not|don't|will\s+not|won't|cannot|can't|can\s+not|are\s+unable\s+to|refuse\s+to|should\s+not|shouldn't)\s+(?:pay|paid|made\s+(?:a\s+)?payment)|(?:this|the|your)\s+(?:balance|bill|account|debt|invoice|amount)\s+(?:has\s+not\s+been|hasn't\s+been|was\s+not|wasn't|remains\s+un)\s*paid|(?:payment|it)\s+has\s+not\s+been\s+(?:made|received|paid))`,
    String.raw`\b(?:para|de|por)\s+(?:su\s+)?(?:falta\s+de\s+pago|no\s+pag(?:ar|o)|impago)|\bpor\s+(?:la\s+)?(?:cual|que)\s+(?:usted\s+)?no\s+(?:ha\s+)?pag|\bpor\s*qu[eé]\s+(?:usted\s+)?no\s+(?:ha\s+)?pag`,
  ].join('|'),
);
/** Payment, offered as the other branch of the demand ("payment or a reason", "pay this bill or provide…", "el pago o una razón"). */
const PAYMENT_OR = /\b(?:payment|pay|paid|pago|pagar)\b[^.;]{0,40}?\b(?:or|o)\b/;
/** Words of obligation on the consumer's side. */
const DEMANDED =
  /\b(?:insists?|insisted|insisting|requires?|required|demands?|demanded|expects?|expected|must|need\s+to|needs\s+to|will\s+need|have\s+to|has\s+to|unless|in\s+the\s+absence\s+of|absent|failing)\b|\b(?:exige|exigimos|requiere|requerimos|espera|esperamos|debe|deber[aá]|a\s+menos\s+que|a\s+falta\s+de|en\s+ausencia\s+de)\b/;
/** A reason said not to be needed, or left to the consumer ("you do not need a valid reason…", "for any reason or none"). */
const REASON_NOT_NEEDED =
  /\b(?:do\s+not|don't|does\s+not|doesn't|need\s+not|are\s+not|is\s+not|not)\s+(?:need|have\s+to|required|necessary|obligated)\b|\bno\s+(?:\w+\s+)?(?:reason|explanation)\s+(?:is\s+)?(?:needed|required|necessary)\b|\bfor\s+any\s+reason\b|\bbut\s+you\s+(?:do\s+not|don't)\s+have\s+to\b|\bno\s+(?:tiene\s+que|necesita|es\s+necesario|es\s+obligatorio)\b/;

const REASON_CUE = /reason|explanation|excuse|justif|raz[oó]n|motivo|explicaci/;

/** The sentences of `text` that demand payment or a reason the collector accepts for not paying (spans of `text`). */
export const readValidReasonDemanded = (text: string): Span[] => {
  const folded = fold(text);
  // The cue and the words of not paying, as the filter prunes them for this letter (none: no sentence holds them).
  const reasonCue = searcherIn(REASON_CUE, folded);
  const notPaying = searcherIn(NOT_PAYING, folded);
  if (reasonCue === undefined || notPaying === undefined || !reasonCue.test(folded) || !/pa[gy]|pago|pagar|pagad/.test(folded)) return [];
  const out: Span[] = [];
  for (const seg of segments(text)) {
    const s = folded.slice(seg.start, seg.end);
    if (!reasonCue.test(s) || !notPaying.test(s) || REASON_NOT_NEEDED.test(s)) continue;
    // DeSantis turned on a reason insisted on beside payment: an invitation to tell a valid reason ("if you have a valid reason
    // for not paying, such as insurance, please call us") asks, and demands nothing (decision 235).
    if (DEMANDED.test(s) && (QUALIFIED_REASON.test(s) || (REASON.test(s) && PAYMENT_OR.test(s)))) out.push(seg);
  }
  return out;
};

/** Papers measured by the collector's standard (folded). */
const PAPERS = String.raw`(?:documentation|documents?|proof|evidence|records|paperwork|substantiation)`;
const PAPELES = String.raw`(?:documentaci[oó]n|documentos|pruebas?|comprobantes|evidencias?)`;
const MEASURE = String.raw`(?:suitable|acceptable|adequate|sufficient|satisfactory|appropriate|proper|valid|verifiable|legitimate)`;
const MEDIDA = String.raw`(?:adecuad[ao]s?|suficientes?|aceptables?|apropiad[ao]s?|v[aá]lid[ao]s?|satisfactori[ao]s?|id[oó]ne[ao]s?)`;
const QUALIFIED_PAPERS = new RegExp(
  [
    String.raw`\b${MEASURE}\s+(?:(?:supporting|written|dispute|documentary|substantiating|other)\s+){0,2}${PAPERS}\b`,
    String.raw`\b${PAPERS}\s+(?:that\s+is\s+|which\s+is\s+)?(?:acceptable|satisfactory|sufficient)\s+to\s+(?:us|this\s+office|our\s+(?:office|client)|the\s+(?:creditor|collector))\b`,
    String.raw`\b${PAPELES}\s+(?:de\s+respaldo\s+)?${MEDIDA}(?![\w\u00c0-\u017f])`,
    String.raw`\b${MEDIDA}\s+${PAPELES}(?![\w\u00c0-\u017f])`,
  ].join('|'),
);
/** About a dispute or verification. */
const ABOUT_DISPUTE = /\b(?:disput\w*|contest\w*|challeng\w*|impugn\w*|verification|verify)\b|\bverificaci[oó]n/;
/** The papers offered, not asked for ("you may include…", "if you have…", "if you wish", "puede incluir", "si lo desea"). */
const OFFERED =
  /\b(?:you\s+may\s+(?:also\s+)?(?:include|attach|enclose|send|provide|submit)|if\s+you\s+(?:have|wish|like|want|choose)|(?:is|are)\s+(?:helpful|optional|not\s+required)|(?:do\s+not|don't)\s+have\s+to|not\s+required\s+to)\b|\bpuede\s+(?:incluir|adjuntar|enviar)\b|\bsi\s+(?:lo\s+desea|usted\s+desea|tiene)\b|\(\s*(?:optional|opcional)\s*\)/;
/** The collector's own papers: what it obtains or sends in verification ("we will obtain suitable documentation verifying the debt"). */
const COLLECTORS_PAPERS = new RegExp(
  String.raw`\b(?:we|this\s+office|our\s+office|the\s+(?:creditor|collector))\s+(?:will|shall|must|can|may|would)\s+(?:then\s+)?(?:obtain|send|provide|mail|furnish|forward|give|supply|produce)\b[^.;]{0,40}?\b${MEASURE}\s+(?:\w+\s+)?${PAPERS}|\b${PAPERS}\s+(?:verifying|of|supporting|for|evidencing)\s+(?:the|this|your)\s+(?:debt|account|balance|amount|obligation)\b|\b(?:le\s+)?(?:enviaremos|obtendremos|proporcionaremos)\b`,
);

const PAPERS_CUE = /document|proof|evidence|records|paperwork|substantiation|prueba|comprobante|evidencia/;
/**
 * Identity theft or fraud: the papers asked (a police report, an identity theft report or affidavit) belong to the procedure for a
 * claim that the debt is not the consumer's (15 U.S.C. 1681c-2, 1681s-2(a)(6)), not a condition on the dispute right (decision 235).
 */
const IDENTITY_THEFT =
  /\bidentity\s+(?:theft|fraud)\b|\bfraud\w*|\bpolice\s+report\b|\b(?:identity\s+theft\s+)?affidavit\b|\brobo\s+de\s+identidad\b|\bfraude\b|\binforme\s+policial\b|\bdenuncia\s+policial\b/;

/** The sentences of `text` that ask a dispute for papers the collector will judge adequate (spans of `text`). */
export const readQualifiedDisputeProof = (text: string): Span[] => {
  const folded = fold(text);
  const qualifiedPapers = searcherIn(QUALIFIED_PAPERS, folded);
  if (!PAPERS_CUE.test(folded) || qualifiedPapers === undefined || !qualifiedPapers.test(folded)) return [];
  const out: Span[] = [];
  for (const seg of segments(text)) {
    const s = folded.slice(seg.start, seg.end);
    if (!PAPERS_CUE.test(s) || !qualifiedPapers.test(s) || !ABOUT_DISPUTE.test(s) || OFFERED.test(s) || COLLECTORS_PAPERS.test(s) || IDENTITY_THEFT.test(s))
      continue;
    out.push(seg);
  }
  return out;
};
