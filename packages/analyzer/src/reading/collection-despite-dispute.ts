/**
 * Collection said to go on through the consumer's dispute (decisions 127, 136, 154, 266), read by what the sentence does
 * rather than by one wording: 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2) say a written dispute inside the validation
 * period stops collection of the debt (or the part disputed) until the collector mails verification, so a letter that
 * tells the consumer a dispute leaves collection, the legal process or the duty to pay running contradicts the notice
 * and can overshadow it.
 *
 * A sentence (a clause of it: split at ";" and "but") does this when it holds, together:
 * - the consumer's dispute, not negated ("if you do not dispute", "unless you dispute", "without a dispute" are the
 *   statute's own conditions);
 * - the collector's collecting as the thing that goes on: collection, collecting, its efforts, activity, calls or
 *   process, the legal process, a lawsuit, the collector's remedies, the consumer's duty or obligation to pay, payments
 *   still due (Spanish cobro, cobranza, gestiones de cobro, acciones legales, obligación de pagar, seguir pagando);
 * - said to go on: a stop denied near it (not, never, no + stop, halt, suspend, pause, delay, prevent, interrupt, end,
 *   cease, affect, relieve, excuse, put on hold; Spanish no + detener, suspender, impedir, interrumpir, pausar, eximir,
 *   liberar), with the dispute as its subject or cause; or continuation near it (continue, proceed, go on, keep, remain
 *   due, still required to pay; Spanish continuar, seguir, proseguir), with the dispute as its condition or its time
 *   ("even if", "whether or not", "regardless of", "despite", "while", "during", "pending", "if", "aunque", "mientras",
 *   "a pesar de"). Decision 357: the balance or payment said due, owed or payable, or the consumer said bound to pay, with the
 *   dispute as its condition ("your payment is due regardless of whether you dispute", "the balance remains due and payable even
 *   if you dispute it", "el saldo sigue siendo exigible aunque usted dispute la deuda", "usted debe pagar aunque dispute").
 * Any tense, voice or modal ("may continue" says it as surely). Not: the undisputed part, a dispute by telephone or with
 * the credit bureaus (which the statute does not make stop collection), collection after the period, after or once
 * verification is sent, until verification, a dispute sent after the end date, or a stop the clause itself promises
 * ("we will suspend collection").
 *
 * Folded text (lower case, accents off, same length as the text). Patterns made once (decision 256).
 */
import { spanOf } from '../text/find';
import type { Span } from '../types';
import { segments } from '../rules/_disclosures-and-amounts/text';
import { execAll } from '../text/exec-all';
import { testPart, testText } from '../text/prefilter';

/** A dispute word's stem anywhere: the letter and each sentence are skipped without it, before any clause is read. */
const DISPUTE_STEM = /disput|contest|challeng|impugn|verif|validat|validaci/;
/** The consumer's dispute (a noun or a verb); a clause without it is never read. */
const DISPUTE = new RegExp(
  String.raw`(?<![\w])(?:disput\w*|contest(?:s|ed|ing)?|challeng(?:e|es|ed|ing)|impugn\w*)(?![\w])|` +
    // Decision 451: a request for verification or validation (or for the original creditor's name), which 1692g(b) makes stop
    // collection as a written dispute does: "requesting verification", "your request for validation", "a verification request",
    // "asking for verification", Spanish "solicitar la verificación", "su solicitud de validación", "pedir la verificación".
    String.raw`\b(?:request(?:s|ed|ing)?\s+(?:for\s+)?(?:the\s+|a\s+)?(?:verification|validation|(?:name|identity)\s+(?:and\s+address\s+)?of\s+the\s+original\s+creditor)|(?:verification|validation)\s+requests?|ask(?:s|ed|ing)?\s+(?:us\s+)?(?:for\s+(?:the\s+)?(?:verification|validation)|to\s+verify|us\s+to\s+verify)|solicit(?:ar|a|e|an|en|ud)\s+(?:de\s+|la\s+|una\s+)?(?:verificaci[oó]n|validaci[oó]n)|ped(?:ir|ido|imos|ir\s+la)\s+(?:la\s+)?(?:verificaci[oó]n|validaci[oó]n))`,
  'g',
);
/** The dispute negated or made the statute's condition just before it ("if you do not dispute", "unless you dispute", "no disputa"). */
const DISPUTE_NEGATED_BEFORE =
  /(?:\b(?:(?<!\bor\s)not|never|fail(?:s|ed)?\s+to|unless|until|without|absent|no|sin|a\s+menos\s+que|hasta\s+que)|n't)\b(?:\s+\w+){0,3}\s*$/;
/** The collector's collecting, or the consumer's duty to pay, as the thing said to go on. */
const COLLECTING =
  /\b(?:collect(?:ion|ions|ing|ed|s)?|pursu\w*\s+(?:this|the|your)\s+(?:debt|account|balance|claim)|us\s+from\s+(?:pursuing|contacting|suing|filing|proceeding|taking\s+(?:legal\s+)?action|bringing\s+(?:suit|an\s+action))|proceed\w*\s+against\s+you|legal\s+(?:process|action|proceedings?)|lawsuit|suit|litigation|(?:our|its|the\s+creditor'?s|our\s+client'?s)\s+(?:legal\s+)?remedies|(?:obligation|duty|responsibility)\s+to\s+(?:pay|make\s+(?:your\s+|the\s+)?payments?)|(?:payments?|balance|amount|debt|sum|account)\s+(?:are|is|remain\w*|will\s+remain|will\s+be|continues?\s+to\s+be)\s+(?:still\s+)?(?:due|owed|owing|payable|required)|(?:pago|saldo|monto|deuda|cuenta)\s+(?:sigue\s+siendo|seguir[aá]\s+siendo|contin[uú]a\s+siendo|es|ser[aá]|permanece|sigue)\s+(?:exigible|vencid[oa]|pagadero|adeudad[oa]|debid[oa])|(?:required|obligated|expected)\s+to\s+(?:keep\s+)?(?:pay|make\s+(?:your\s+)?payments?)|(?:must|have\s+to|has\s+to|need\s+to)\s+(?:still\s+|keep\s+|continue\s+to\s+)?(?:pay|make\s+(?:your\s+)?payments?)|referr\w*\s+(?:of\s+)?(?:this|the|your)\s+(?:account|debt|matter|file|claim)|(?:refer|forward|transfer|assign|send|turn)\w*\s+(?:of\s+)?(?:this|the|your)\s+(?:account|debt|matter|file|claim)\s+(?:over\s+)?to\s+(?:an?|our|the|its)\s+(?:attorneys?|lawyers?|law\s+firm|legal)|due\s+date|(?:time|deadline)\s+to\s+pay|payment\s+(?:deadline|date)|fecha\s+de\s+(?:vencimiento|pago)|plazo\s+(?:para|de)\s+pag\w*|acci[oó]n\s+(?:legal|judicial)|cobr\w*|cobranza|gestiones|acciones\s+(?:legales|judiciales)|proceso\s+(?:legal|judicial)|demanda|obligaci[oó]n\s+de\s+pag\w*|(?:debe|tiene\s+que|tendr[aá]\s+que)\s+(?:seguir\s+|continuar\s+)?pag\w*|seguir\s+pagando|continuar\s+pagando)\b/;
/** A stop denied: a negation, then within a few words a verb of stopping (or "put … on hold"). */
const STOP_DENIED =
  /(?:\bnot|\bnever|n't|\bno|\bnor|\bni)\b(?:\s+(?:\w+|'\w+)){0,3}?\s+(?:stop|stopped|stops|halt|halted|halts|suspend|suspended|suspends|pause|paused|pauses|delay|delayed|delays|prevent|prevents|prevented|interrupt|interrupted|end|ends|ended|cease|ceased|affect|affects|affected|relieve|relieves|relieved|excuse|excuses|excused|release|releases|freeze|postpone|postpones|postponed|defer|defers|deferred|extend|extends|extended|push\s+back|hold\s+up|retras\w*|demor\w*|aplaz\w*|posterg\w*|put\s+(?:\w+\s+){0,4}?on\s+hold|be\s+(?:put|placed)\s+on\s+hold|deten\w*|detiene|suspend\w*|impid\w*|imped\w*|interrump\w*|paus\w*|pone\s+en\s+pausa|pondr[aá]\s+en\s+pausa|exim\w*|libera\w*|paraliz\w*|frena\w*)\b/;
/** Continuation: collection or the duty to pay said to go on. */
const GOES_ON =
  /\b(?:continu\w*|proceed\w*|pursu\w*|go(?:es)?\s+on|going\s+on|keep\w*|carr(?:y|ies)\s+on|move\s+forward|moving\s+forward|remain\w*\s+(?:due|owed|owing|payable|in\s+effect)|still\s+(?:be\s+)?(?:due|owed|required|obligated|expected|pay|have\s+to|must|need)|(?:is|are|will\s+be)\s+(?:still\s+)?(?:due|owed|owing|payable)|(?:must|have\s+to|has\s+to|need\s+to)\s+pay|(?:es|ser[aá])\s+(?:exigible|pagadero|vencid[oa])|(?:debe|tiene\s+que|tendr[aá]\s+que)\s+pagar\w*|segui\w*|seguir\w*|prosegu\w*|prosig\w*|sigue|siguen)\b/;
/** The continuation itself negated ("will not continue", "no continuaremos"). */
const GOES_ON_NEGATED_BEFORE = /(?:\bnot|\bnever|n't|\bno)\b(?:\s+\w+){0,2}\s*$/;
/** The dispute as the condition or the time of the continuation, just before the dispute word. */
const DISPUTE_AS_CONDITION =
  /\b(?:even\s+if|even\s+though|even\s+when|whether\s+or\s+not|regardless\s+of(?:\s+whether)?|despite|notwithstanding|in\s+spite\s+of|while|during|pending|because(?:\s+of)?|since|now\s+that|due\s+to|on\s+account\s+of|if|should|when(?:ever)?|aunque|incluso\s+si|aun\s+si|a\s+pesar\s+de|mientras|durante|pendiente|debido\s+a|porque|ya\s+que|si)\b(?:\s+\S+){0,5}\s*$/;
/**
 * What keeps the sentence lawful: the undisputed part, another channel, a time after the period or after verification, or a
 * dispute made to someone other than the collector (decision 535: "disputing the debt with your creditor does not stop our
 * collection", "una disputa presentada ante su acreedor"; 1692g(b) stops collection on notice to the debt collector), said of
 * the dispute itself, not of the debt owed to the creditor.
 */
const LAWFUL_REACH =
  /\b(?:disput\w*|contest\w*|challeng\w*)\s+(?:(?:the|this|your|these|those)\s+(?:debt|balance|account|bill|charges?|amount)\s+)?(?:(?:sent|made|filed|submitted|directed|mailed|raised|lodged)\s+)?(?:directly\s+)?(?:with|to)\s+(?:your|the)\s+(?:original\s+)?(?:creditor|hospital|provider|lender|bank|merchant)\b(?![^.;]{0,30}\b(?:and|or)\s+(?:with\s+|to\s+)?us\b)|\bdisputas?\s+(?:(?:presentada|enviada|dirigida|hecha)s?\s+)?(?:ante|a|con)\s+(?:su|el)\s+acreedor|\bdisput\w*\s+(?:la\s+deuda\s+)?(?:directamente\s+)?(?:con|ante)\s+(?:su|el)\s+acreedor|\bundisputed|\b(?:rest|remainder|remaining\s+balance|balance\s+you\s+do\s+not\s+dispute|part\s+you\s+do\s+not\s+dispute)\b|\b(?:by\s+(?:tele)?phone|over\s+the\s+phone|orally|verbal(?:ly)?|oral|spoken|por\s+tel[eé]fono|verbalmente)\b|\bcredit\s+(?:score|report|rating|file|bureaus?|reporting\s+agenc\w*)|\b(?:bureaus?|experian|equifax|transunion)\b|\bafter\s+(?:the\s+)?(?:validation|dispute|30[- ]day|thirty[- ]day)\s+period|\bafter\s+(?:that\s+date|the\s+end\s+date|(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+\d|\d{1,2}\/\d{1,2})|\b(?:after|once|until|unless)\b[^.;]{0,40}?\bverif\w*|\bdespu[eé]s\s+de\b[^.;]{0,30}?\bverificaci\w*|\bhasta\s+(?:enviarle|que\s+le\s+enviemos)\b/;
/** A stop the clause itself promises ("we will suspend collection", "we must stop collection", "suspenderemos el cobro"). */
const STOP_PROMISED = /\b(?:will|shall|must|would|we)\s+(?:\w+\s+)?(?:stop|suspend|cease|halt|pause)\b|\b(?:suspenderemos|detendremos|dejaremos\s+de)\b/;
/** The period or the time to dispute named before the dispute, as the subject of the stop denied. */
const PERIOD_AS_SUBJECT =
  /\b(?:(?:thirty|30)[- ]?(?:\(30\)\s+)?days?|(?:validation|dispute|30[- ]day|thirty[- ]day)\s+period|time\s+to\s+dispute|plazo|(?:30|treinta)\s+d[ií]as)\b|\bper[ií]odo\b/;
/** Where a clause breaks: ";", and a contrast ("but", "pero", "however"). */
const CLAUSE_BREAK = /;|\b(?:but|pero|however|sin\s+embargo)\b/g;

/** The clauses of `part` (offsets into it). */
const clausesOf = (part: string): { start: number; end: number }[] => {
  const out: { start: number; end: number }[] = [];
  let from = 0;
  for (const m of execAll(CLAUSE_BREAK, part)) {
    out.push({ start: from, end: m.index });
    from = m.index + m[0].length;
  }
  out.push({ start: from, end: part.length });
  return out;
};

/** The positions of the clause's disputes that are the consumer's and not negated. */
const disputesIn = (clause: string): number[] => {
  const out: number[] = [];
  for (const m of execAll(DISPUTE, clause)) if (!DISPUTE_NEGATED_BEFORE.test(clause.slice(Math.max(0, m.index - 40), m.index))) out.push(m.index);
  return out;
};

/** Whether `re` matches within `reach` characters of `at` in `clause`. */
const near = (clause: string, re: RegExp, at: number, end: number, reach: number): boolean =>
  re.test(clause.slice(Math.max(0, at - reach), Math.min(clause.length, end + reach)));

/** Whether one clause says collection goes on through the dispute. */
const goesOnThroughDispute = (clause: string): boolean => {
  const disputes = disputesIn(clause);
  if (disputes.length === 0 || !COLLECTING.test(clause) || LAWFUL_REACH.test(clause)) return false;
  const stop = STOP_DENIED.exec(clause);
  // A stop denied with collection beside it, and the dispute its subject (said before it) or its cause (said anywhere).
  // Not where the period, not the dispute, is what does not stop it ("That you have thirty days to notify this office of a
  // dispute … may not prevent this office from filing a lawsuit", held lawful): that is PERIOD_DOES_NOT_STOP's reading.
  const periodFirst = PERIOD_AS_SUBJECT.test(clause.slice(0, disputes[0]));
  if (stop && !periodFirst && near(clause, COLLECTING, stop.index, stop.index + stop[0].length, 50)) {
    if (disputes.some((d) => d < stop.index)) return true;
    if (disputes.some((d) => DISPUTE_AS_CONDITION.test(clause.slice(Math.max(0, d - 40), d)))) return true;
  }
  if (STOP_PROMISED.test(clause)) return false;
  const on = GOES_ON.exec(clause);
  if (!on || GOES_ON_NEGATED_BEFORE.test(clause.slice(Math.max(0, on.index - 20), on.index))) return false;
  if (!near(clause, COLLECTING, on.index, on.index + on[0].length, 45)) return false;
  return disputes.some((d) => DISPUTE_AS_CONDITION.test(clause.slice(Math.max(0, d - 40), d)));
};

/** Where the letter says a dispute does not stop collection: the first sentence that does (a span of `text`). */
export const collectionDespiteDisputeIn = (text: string, folded: string): Span | undefined => {
  if (!testText(DISPUTE_STEM, folded)) return undefined;
  for (const seg of segments(text)) {
    const part = folded.slice(seg.start, seg.end);
    if (!testPart(DISPUTE_STEM, folded, part)) continue;
    for (const c of clausesOf(part)) if (goesOnThroughDispute(part.slice(c.start, c.end))) return spanOf(text, seg.start, seg.end);
  }
  return undefined;
};
