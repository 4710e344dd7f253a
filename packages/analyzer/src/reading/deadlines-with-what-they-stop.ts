/**
 * A deadline to contact the collector or to pay, and the step the letter says meeting it stops (decision 240): "You should contact
 * this office not later than June 20 to conclude this matter" above "IMPORTANT—To stop further action, pay your account in full"
 * (Morgan v. Credit Adjustment Board, E.D. Va. 1998); "if you want to resolve this matter without a lawsuit, you must, within one
 * week…" (Bartlett v. Heibl, 7th Cir. 1997). A deadline set to end the matter, with a step it stops, tells the consumer to act before
 * the validation period ends (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)); where it falls against the period is the rules' to judge.
 *
 * Read, in folded text, sentence by sentence:
 * - the deadline: any `deadlinesIn` reads (a date in any format after its lead, a count, "by return mail", "today", "immediately",
 *   Spanish "a más tardar el…", "dentro de N días", "hoy mismo");
 * - the directive to contact or pay, in any modality: "you should / must / need to / are to / are expected to", "please", the
 *   imperative opening the sentence after a heading ("IMPORTANT—", "NOTICE:"), "we expect to hear from you", Spanish "debe / debería
 *   / tiene que", "favor de", the imperative ("comuníquese", "llame", "pague"); never an invitation ("you may", "if you wish", "the
 *   opportunity to", Wilson v. Quadramed, 3d Cir. 2000) nor a call asked only of one with questions;
 * - what it stops (`STOPS`): further, additional or legal action, collection activity, suit, a referral or a report, said as the
 *   purpose of acting ("to stop / avoid / prevent / halt further action", "para detener / evitar otras acciones") or as what only
 *   payment stops ("further action can be stopped only by payment in full"), in the deadline's sentence or in the sentence beside it
 *   that names payment or contact as the way; then the deadline's own sentence must be about the debt (payment, or a purpose of
 *   ending the matter: "to conclude / close / resolve this matter", "para concluir este asunto"), or state no other purpose.
 * Immediacy ("today", "by return mail") counts only under a directive in words of obligation or the imperative, and a step not said
 * to be only possible (Terran v. Kaplan, 9th Cir. 1997). Offers (a reduction, an amount accepted) are not read.
 */
import { spanOf } from '../text/find';
import { testText } from '../text/prefilter';
import type { IsoDate, Span } from '../types';
import type { Timing } from '../rules/_disclosures-and-amounts/period';
import { segTest } from '../rules/_disclosures-and-amounts/text';
import { deadlinesIn, INVITATION, OFFER_CUE, RESOLVE_DEBT } from './validation-period-pressure';

/** The step that acting stops: further or legal action, collection activity, suit, a lawyer, a report (English and Spanish). */
const STEP_WORDS = String.raw`(?:(?:any\s+|all\s+)?(?:further|additional|more|other|next|subsequent|formal)\s+(?:collection\s+|legal\s+)?(?:action|activity|activities|efforts?|steps?|measures|proceedings)|(?:legal|court|collection)\s+(?:action|proceedings?|activity|efforts)|(?:a\s+)?(?:law)?suit|litigation|(?:a\s+)?judgment|(?:referral|transfer)\s+(?:of\s+(?:this|your)\s+account\s+)?to\s+(?:an?|our)\s+(?:attorney|lawyer|law\s+firm|legal\s+department)|(?:negative\s+)?credit\s+report(?:ing)?|(?:m[aá]s|otras|nuevas|cualquier\s+otra|futuras)\s+(?:acciones|gestiones|medidas|actividades)(?:\s+(?:de\s+cobro|legales|judiciales|adicionales))?|acci(?:[oó]n|ones)\s+(?:legal(?:es)?|judicial(?:es)?|adicional(?:es)?)|medidas\s+(?:legales|judiciales|adicionales)|una\s+demanda)`;
/** A step said to be only possible (Terran v. Kaplan): "to avoid possible further action", "para evitar posibles acciones". */
const HEDGE = String.raw`(?:any\s+)?(?:possible|potential|eventual(?:es)?|posibles?)\s+`;
/** `STOPS`' pieces (decision 374): the stop said as a purpose in English and in Spanish (two of its alternatives whole), and the words of the third. */
const STOP_PURPOSE = String.raw`\b(?:(?:in\s+order\s+)?to|and)\s+(?:stop|avoid|prevent|halt|forestall|head\s+off)\s+(${HEDGE})?${STEP_WORDS}\b`;
const STOPPED_BY = String.raw`(?:can|will)\s+(?:only\s+)?be\s+(?:stopped|avoided|prevented|halted)\s`;
const SPANISH_STOP_PURPOSE = String.raw`\b(?:para|y)\s+(?:detener|evitar|impedir|parar|frenar)\s+(${HEDGE})?${STEP_WORDS}`;
/**
 * What acting stops, said as its purpose or as what payment alone stops: "to stop / avoid / prevent / halt / forestall further action",
 * "and avoid further collection action", "further action can be stopped only by payment in full", "para detener / evitar / impedir
 * otras acciones". Folded text.
 */
const STOPS = new RegExp(
  String.raw`${STOP_PURPOSE}|\b${STEP_WORDS}\s+${STOPPED_BY}\s*(?:only\s+)?(?:by|through|with|if|upon|once|when)\b|${SPANISH_STOP_PURPOSE}`,
);
/**
 * What every match of `STOPS` holds (decision 374): its first and last alternatives whole, and of the middle one its verb with
 * what joins it, all written from the same pieces. Cheap to ask of a whole letter: each alternative opens on a short word, where
 * `STOPS`' middle one opens on any of the steps' many words.
 */
const STOPS_CORE = new RegExp(`${STOP_PURPOSE}|${STOPPED_BY}|${SPANISH_STOP_PURPOSE}`);

/**
 * What acting stops said as the other branch of the directive (decision 347): "call us today, or your account will be escalated",
 * "pay now or else we will take further action", "contact us immediately; otherwise, further collection action will follow",
 * "failing which legal action will be taken", "llámenos hoy o su cuenta será escalada", "de lo contrario, tomaremos otras medidas".
 * The step is the account moved up or on (escalated, referred, forwarded, turned over, assigned, placed "for collection", "with an
 * attorney") or one of `STEP_WORDS` taken, begun or said to follow; a step the branch says only may come ("or your account may be
 * escalated") is possible, as Terran v. Kaplan reads it (the modal's second group). Folded text.
 */
const MODAL = String.raw`(?:(will|shall|is\s+going\s+to|are\s+going\s+to)|(may|might|could|can))`;
const OR_ELSE = String.raw`(?:\bor\s+(?:else\s+)?|\botherwise,?\s+|\bfailing\s+(?:which|that|this),?\s+|\bde\s+lo\s+contrario,?\s+|(?<![\w\u00c0-\u017f])o\s+(?:de\s+lo\s+contrario\s+)?)`;
const OR_ELSE_STEP = new RegExp(
  [
    // "or your account will be escalated / referred to our attorney / forwarded for further action"
    String.raw`${OR_ELSE}(?:your|this|the)\s+(?:account|file|matter|debt|balance|claim)\s+${MODAL}\s+(?:then\s+|also\s+)?be\s+(?:escalated|referred|forwarded|turned\s+over|assigned|transferred|(?:sent|placed)\s+(?:to|with|for))\b`,
    // "or we will take further action", "otherwise we will begin legal proceedings"
    String.raw`${OR_ELSE}(?:we|i|our\s+(?:client|office|firm)|this\s+(?:office|firm)|the\s+creditor)\s+${MODAL}\s+(?:then\s+|also\s+)?(?:take|begin|start|commence|proceed\s+with|pursue|initiate|file|bring|escalate)\b`,
    // "otherwise further collection action will follow / be taken"
    String.raw`${OR_ELSE}${STEP_WORDS}\s+${MODAL}\s+(?:then\s+)?(?:follow|begin|commence|ensue|be\s+(?:taken|initiated|started|commenced|pursued|filed|brought))\b`,
    // Spanish: "o su cuenta será escalada / remitida", "de lo contrario, tomaremos otras medidas / procederemos con acciones legales"
    String.raw`${OR_ELSE}su\s+(?:cuenta|caso|expediente|deuda)\s+(?:(ser[aá])|(podr[ií]a\s+ser|puede\s+ser))\s+(?:escalad|remitid|enviad|transferid|turnad|asignad)[oa]`,
    String.raw`${OR_ELSE}(?:(?:(tomaremos|iniciaremos|procederemos\s+con|emprenderemos)|(podr[ií]amos\s+(?:tomar|iniciar|proceder\s+con)|podemos\s+(?:tomar|iniciar|proceder\s+con)))\s+${STEP_WORDS})`,
  ].join('|'),
);

/** Contact or payment, the acts a deadline asks for. */
const ACT =
  /\b(?:contact\w*|call|telephone|phone|write|reply|respond|get\s+in\s+touch|hear\s+from\s+you|pay|paid|payment|remit\w*|send|mail|balance|comun[ií]\w*|llam\w*|cont[aá]ct\w*|respond\w*|conteste|pag(?:ue|ar|o|ada|ado)|saldo|remita|env[ií]e)\b/;
/** Payment, for the sentence that sets the deadline: then it is about the debt whatever else it says. */
const PAYMENT = /\b(?:pay|paid|payment|remit\w*|balance|pag(?:ue|ar|o|ada|ado)|saldo|liquid(?:e|ar))\b/;

/** The sentence opening, after a heading or a mark set before it ("IMPORTANT—", "*NOTICE:", "Aviso:"). */
const OPENING = String.raw`^[\s*•-]*(?:(?:important|notice|urgent|attention|please\s+note|importante|aviso|urgente|atenci[oó]n)\s*[-:!]+\s*)?`;
/** Obligation or the imperative: what makes a sentence a directive that may time the consumer's act at once. */
const OBLIGED_DIRECTIVE = new RegExp(
  String.raw`\b(?:must|shall|(?:need|needs|have|has)\s+to|you\s+are\s+to|(?:is|are)\s+to\s+be|(?:are|is)\s+(?:required|expected|directed|instructed)\s+to|(?:we|i)\s+(?:must|expect\s+to|need\s+to)\s+hear\s+from\s+you|(?:we|i)\s+(?:expect|require|need)\s+(?:your|full|the)|tiene\s+que|favor\s+de|s[ií]rvase)\b|\bdeb(?:e|en|o|emos|er[aá]n?)(?![\w\u00c0-\u017f])|` +
    String.raw`${OPENING}(?:please\s+|kindly\s+|por\s+favor,?\s+)?(?:contact|call|telephone|phone|write|reply|respond|get\s+in\s+touch|pay|remit|send|mail|comun[ií]quese|ll[aá]me(?:nos)?|cont[aá]ctenos|responda|pague|remita|env[ií]e)\b`,
);
/** A directive in the conditional or the courtesy: "you should", "you ought to", "please", "usted debería". */
const SOFT_DIRECTIVE = /\b(?:should|ought\s+to|please|kindly|deber[ií]a|por\s+favor)\b/;
/** Asked only of one who has a question or a wish; or not asked at all. */
const ONLY_IF =
  /\b(?:if|should)\s+you\s+(?:have|need|would|want|wish|choose|prefer)\b|\bsi\s+(?:usted\s+)?(?:tiene|necesita|desea|quiere)\b|\b(?:do\s+not|don't|need\s+not)\s+(?:need\s+to\s+)?(?:call|contact|pay|respond)|\bno\s+(?:tiene|necesita)\s+que\b/;
/** A purpose of ending the matter or the debt: "to conclude / close / finalize / resolve this matter", "para concluir este asunto". */
const ENDS_THE_MATTER =
  /\b(?:conclude|close|finali[sz]e|end|settle|clear\s+up|complete|terminate|dispose\s+of)\s+(?:this|the|your)\s+(?:matter|account|debt|balance|file|claim|obligation)\b|\b(?:concluir|cerrar|finalizar|terminar|arreglar|aclarar)\s+(?:este|esta|el|la|su)\s+(?:asunto|cuenta|deuda|saldo|caso|expediente)\b/;
/** A purpose stated for the act: "to update your address", "para actualizar…"; then it must be about the debt. */
const PURPOSE =
  /\b(?:in\s+order\s+)?to\s+(?!(?:us|this|our|me|the|you|your|him|her)\b)[a-z]+|\bpara\s+(?!(?:el|la|los|las|su|sus|usted|nosotros)\b)[a-záéíóúñ]+/;

/** A character of a word, as `\b` and `OR_ELSE`'s look-behind read it. */
const EDGE_IN_A_WORD = /[\w\u00c0-\u017f]/;

/** A deadline read with the step meeting it stops: the sentence that sets it, its deadlines, the words of what it stops. */
export type DeadlineWithStop = { sentence: Span; deadlines: Timing[]; stop: Span; pay: boolean };

/** What acting stops, in `seg`, and whether the step is said to be only possible. */
const stopIn = (text: string, folded: string, seg: Span): { span: Span; possible: boolean } | undefined => {
  const part = folded.slice(seg.start, seg.end);
  const m = STOPS.exec(part);
  if (m) {
    const start = seg.start + m.index;
    return { span: spanOf(text, start, start + m[0].length), possible: Boolean(m[1] ?? m[2]) };
  }
  // The other branch of the directive (decision 347): possible when its modal only allows the step.
  const o = OR_ELSE_STEP.exec(part);
  if (!o) return undefined;
  const start = seg.start + o.index;
  const possible = [o[2], o[4], o[6], o[8], o[10]].some((g) => g !== undefined);
  return { span: spanOf(text, start, start + o[0].length), possible };
};

/** The sentence beside a deadline that names payment or contact as the way to stop the step ("To stop further action, pay…"). */
const stopBeside = (text: string, folded: string, seg: Span | undefined): ReturnType<typeof stopIn> => {
  if (!seg || segTest(folded, seg, INVITATION) || segTest(folded, seg, ONLY_IF)) return undefined;
  const stop = stopIn(text, folded, seg);
  return stop && segTest(folded, seg, ACT) ? stop : undefined;
};

/**
 * The sentences of `segs` that set a deadline to contact or pay (placed after `anchor`, the letter's date or the day it came) and the
 * step meeting it stops, in the sentence or beside it.
 */
export const deadlinesWithWhatTheyStop = (text: string, folded: string, segs: readonly Span[], anchor?: IsoDate): DeadlineWithStop[] => {
  // A stop said as a purpose, or the step as the directive's other branch somewhere in the letter (decision 347): a bare "or" is in
  // almost every letter, so the branch is asked of the whole text once (through the prefilter) rather than sentence by sentence.
  if (!/stop|avoid|prevent|halt|forestall|head\s+off|detener|evitar|impedir|parar|frenar/.test(folded) && !testText(OR_ELSE_STEP, folded)) return [];
  // No sentence is read without a stop in it or beside it (`stopIn`: `STOPS` or `OR_ELSE_STEP`), so a letter in which neither
  // matches reads none (decision 374: the walk skipped, not its patterns made cheaper; a stop verb is in most letters, "we must
  // stop collection" of the model form, a stop said as a purpose in few). A segment is a piece of the letter, and each pattern
  // found in it is found in the whole text at the same place unless an assertion at its edge reads otherwise there: `\b` and
  // `OR_ELSE`'s look-behind, which see no character outside the segment. Beside a sentence's edge in the letter is white space or a
  // mark, which they read as they read nothing; only a long run cut inside a word (`segments`, at 800 characters) differs, and
  // then the sentences are read.
  if (
    !segs.some((seg) => EDGE_IN_A_WORD.test(folded.charAt(seg.start - 1)) || EDGE_IN_A_WORD.test(folded.charAt(seg.end))) &&
    !STOPS_CORE.test(folded) &&
    !testText(OR_ELSE_STEP, folded)
  )
    return [];
  const out: DeadlineWithStop[] = [];
  segs.forEach((seg, i) => {
    if (!segTest(folded, seg, ACT) || segTest(folded, seg, INVITATION) || segTest(folded, seg, ONLY_IF) || segTest(folded, seg, OFFER_CUE)) return;
    const obliged = segTest(folded, seg, OBLIGED_DIRECTIVE);
    if (!obliged && !segTest(folded, seg, SOFT_DIRECTIVE)) return;
    const own = stopIn(text, folded, seg);
    const pay = segTest(folded, seg, PAYMENT);
    // Beside it, the deadline's own sentence must be about the debt: payment, ending the matter, or no other purpose.
    const aboutDebt = pay || segTest(folded, seg, ENDS_THE_MATTER) || segTest(folded, seg, RESOLVE_DEBT) || !segTest(folded, seg, PURPOSE);
    const stop = own ?? (aboutDebt ? (stopBeside(text, folded, segs[i + 1]) ?? stopBeside(text, folded, segs[i - 1])) : undefined);
    if (!stop) return;
    // Immediacy only under obligation or the imperative and a step not said to be only possible (Terran v. Kaplan).
    const deadlines = deadlinesIn(text, folded, seg, anchor).filter((t) => t.kind !== 'immediate' || (obliged && !stop.possible));
    if (deadlines.length > 0) out.push({ sentence: seg, deadlines, stop: stop.span, pay });
  });
  return out;
};
