/**
 * A letter that only acknowledges a dispute or other correspondence, says it is being looked into, and asks for nothing
 * (decision 398). The FDCPA's rule on writing to a consumer who has a lawyer reaches a communication "in connection with the
 * collection of any debt" (15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)); whether a letter is one is judged by its animating
 * purpose, whether it seeks to induce payment (Grden v. Leikin Ingber & Winters, 6th Cir. 2011; Gburek v. Litton Loan
 * Servicing, 7th Cir. 2010, weighing a demand for payment first). A collection agency's letter to a represented consumer
 * that said only that her dispute had been received and was being investigated, that no information or action was needed
 * from her and that someone would contact her if more was needed, demanded nothing and was purely informational: not such a
 * communication (Hennessey v. Medicredit, E.D. Mo. 2018, development L692).
 *
 * Read by what the sentences do: one says the dispute, letter, inquiry or complaint was received ("we have received your
 * dispute", "your letter disputing the balance was received", "this letter acknowledges receipt of your correspondence",
 * "hemos recibido su disputa"); another (or the same) says it is being investigated or reviewed, or that nothing is needed
 * from the person ("we are currently investigating the matter", "your account is under review", "no further action is
 * required on your part", "no se requiere ninguna acción de su parte"). The letter asks for nothing when every request for
 * money the reading layer finds (`requestsForMoney`) is the collector's identification ("this
 * communication is from a debt collector", which 1692e(11) requires of every later letter and which states no purpose to
 * collect). A letter that says it is an attempt to collect, states a balance, or asks for payment or a call about payment
 * collects, whatever it acknowledges.
 */
import { matchesOf, testText } from '../text/prefilter';
import { memoOnLastLetter } from '../text/last-letter';
import { spanOf } from '../text/find';
import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import { COLLECTOR_IDENTIFICATION, requestsForMoney } from './requests-for-money';

/** What the person sent: a dispute, a letter, an inquiry ("su disputa", "su carta", "su reclamo"). */
const SENT = String.raw`(?:(?:written\s+|recent\s+|formal\s+)?(?:dispute|letter|correspondence|inquiry|enquiry|complaint|notice\s+of\s+dispute|request\s+for\s+(?:validation|verification)|validation\s+request|verification\s+request|request))`;

/** The dispute or correspondence said received, as a fact (never "if we receive your dispute"). */
const RECEIVED = new RegExp(
  [
    String.raw`\b(?:we|our\s+office|this\s+office|the\s+company)\s+(?:have|has|had)\s+(?:now\s+)?(?:received|reviewed|logged|recorded|noted)\s+your\s+${SENT}`,
    String.raw`\b(?:we|our\s+office)\s+received\s+your\s+${SENT}`,
    String.raw`\b(?:we\s+are|our\s+office\s+is)\s+in\s+receipt\s+of\s+your\s+${SENT}`,
    String.raw`\backnowledg(?:e|es|ing)\s+(?:the\s+)?(?:receipt\s+of\s+)?your\s+${SENT}`,
    String.raw`\byour\s+${SENT}\b[^.;\n]{0,80}?\b(?:has|have|was|were)\s+(?:been\s+)?(?:received|logged|recorded|noted|forwarded)\b`,
    String.raw`\bthank\s+you\s+for\s+your\s+${SENT}`,
    // Spanish: "hemos recibido su disputa / carta / reclamo / consulta", "su disputa fue recibida", "acusamos recibo de su carta"
    String.raw`\b(?:hemos|ha)\s+recibido\s+su\s+(?:disputa|carta|correspondencia|consulta|reclamo|reclamaci[oó]n|queja|solicitud)\b`,
    String.raw`\bsu\s+(?:disputa|carta|correspondencia|consulta|reclamo|reclamaci[oó]n|queja|solicitud)\b[^.;\n]{0,60}?\b(?:fue|ha\s+sido)\s+recibid[oa]\b`,
    String.raw`\bacusamos\s+recibo\s+de\s+su\s+(?:disputa|carta|correspondencia|consulta|reclamo|reclamaci[oó]n|queja|solicitud)\b`,
  ].join('|'),
  'gi',
);

/** The matter being looked into, or nothing needed from the person. */
const LOOKED_INTO = new RegExp(
  [
    String.raw`\b(?:are|is|am)\s+(?:currently\s+|now\s+)?(?:investigating|reviewing|researching|looking\s+into|examining|processing)\b`,
    String.raw`\b(?:will|shall)\s+(?:promptly\s+|now\s+)?(?:investigate|review|research|look\s+into|examine)\b`,
    String.raw`\b(?:is|are|remains?)\s+(?:currently\s+|now\s+)?(?:under|being)\s+(?:review|investigation|investigated|reviewed|researched)\b`,
    String.raw`\b(?:has|have)\s+been\s+(?:forwarded|referred|sent)\s+(?:to\s+[^.;\n]{1,60}?\s+)?for\s+(?:review|investigation|research)\b`,
    String.raw`\bno\s+(?:additional\s+|further\s+|other\s+)?(?:information|action|documentation|response|payment)\s+(?:is\s+)?(?:needed|required|necessary)\b`,
    String.raw`\byou\s+(?:do\s+not|don['’]t|need\s+not)\s+(?:need\s+to\s+)?(?:do\s+anything|take\s+any\s+(?:further\s+)?action|respond|send\s+(?:us\s+)?anything)\b`,
    // Spanish: "estamos investigando / revisando", "investigaremos", "está en revisión", "no se requiere ninguna acción de su parte"
    String.raw`\b(?:estamos|est[aá])\s+(?:actualmente\s+)?(?:investigando|revisando|analizando)\b|\b(?:investigaremos|revisaremos)\b`,
    String.raw`\b(?:est[aá]|se\s+encuentra)\s+(?:en\s+(?:revisi[oó]n|investigaci[oó]n)|siendo\s+(?:revisad|investigad)[oa])\b`,
    String.raw`\bno\s+se\s+(?:requiere|necesita)\s+(?:ninguna\s+)?(?:acci[oó]n|informaci[oó]n|respuesta)\b|\bno\s+(?:necesita|tiene\s+que)\s+(?:hacer\s+nada|tomar\s+ninguna\s+acci[oó]n|responder)\b`,
  ].join('|'),
  'i',
);

/**
 * The words where the letter says the dispute or correspondence was received, when the letter also says it is being looked into
 * (or needs nothing from the person) and asks for nothing; undefined otherwise. Memoised on the last text.
 */
export const disputeAcknowledgedOnly: (text: string) => Span | undefined = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!/receiv|receipt|acknowledg|thank\s+you\s+for\s+your|recibid|recibo/.test(folded)) return undefined;
  const segs = segments(text);
  let said: Span | undefined;
  for (const m of matchesOf(RECEIVED, folded)) {
    const at = m.index ?? 0;
    if (segmentIndexAt(segs, at) < 0 || /\b(?:if|once|when|upon|unless|si|cuando)\s*$/.test(folded.slice(Math.max(0, at - 12), at))) continue;
    said = spanOf(text, at, at + m[0].length);
    break;
  }
  if (!said || !testText(LOOKED_INTO, folded)) return undefined;
  const asks = requestsForMoney(text).some((r) => {
    const i = segmentIndexAt(segs, r.start);
    const seg = i >= 0 ? segs[i]! : r;
    return !COLLECTOR_IDENTIFICATION.test(folded.slice(seg.start, seg.end).trim());
  });
  return asks ? undefined : said;
});
