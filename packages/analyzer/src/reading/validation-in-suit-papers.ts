/**
 * The debt-collection validation statement (15 U.S.C. 1692g(a)(3)-(5): the debt assumed valid unless disputed within
 * thirty days, verification on a dispute) put into suit papers (decision 186): a complaint, petition or summons whose own
 * paragraph says "the debt referenced in this suit will be assumed to be valid and correct if not disputed … within thirty
 * (30) days from the date hereof" (Marquez v. Weinstein, Pinson & Riley, 7th Cir. 2016), "unless Defendant disputes the
 * debt within 30 days, Plaintiff will assume it valid", "la deuda reclamada en esta demanda se presumirá válida si no se
 * disputa dentro de 30 días". A sued consumer must answer the court by the court's deadline; a dispute sent to the
 * collector neither stops the suit nor extends that deadline, and a period counted "from the date hereof" may run out
 * before the papers are even served. Read as court process misdescribed (1692e, 1692e(10)); a pleading is not the initial
 * communication that must carry the notice (1692g(d)), so nothing obliged the collector to put it there.
 *
 * Read: a validation statement (`readValidationStatements`) whose own sentence names the paper it is in as a suit ("this
 * suit", "this action", "the instant complaint", "Plaintiff", "Defendant", "this court", "esta demanda", "la parte
 * demandada"), or any validation statement in a document the gates read as a court pleading. Not read: a letter's
 * validation notice beside a suit it mentions ("If you do not dispute this debt within 30 days after receiving this
 * letter, we will assume it is valid"; the suit named in another sentence), nor any statement in a document that says
 * the dispute period does not change the time to answer the court ("you must still respond to the court by the date on
 * the summons"). English and Spanish.
 */
import type { Span } from '../types';
import { readValidationStatements, type ValidationStatement } from './validation-statements';
import { testText } from '../text/prefilter';

/**
 * The sentence names the paper it stands in as a suit, or the court the suit is in as a pleading does ("this Court", "este
 * tribunal"). Not "the court" alone: a judgment creditor's letter promises a copy of the judgment "from the court" in the
 * verification sentence, and that letter is a letter, not suit papers.
 */
const NAMES_ITS_SUIT =
  /\b(?:this|the\s+(?:present|instant|within|above[-\s](?:captioned|entitled|styled)))\s+(?:law)?suit\b|\b(?:this|the\s+(?:present|instant|within|above[-\s](?:captioned|entitled|styled)))\s+(?:civil\s+)?(?:action|complaint|petition|proceeding|pleading|summons)\b|\b(?:plaintiffs?|defendants?)\b|\bthis\s+(?:honorable\s+)?court\b|\b(?:esta|la\s+presente)\s+(?:demanda|acci[oó]n\s+(?:judicial|legal)?|petici[oó]n|causa)\b|\b(?:este|el\s+presente)\s+(?:juicio|procedimiento|proceso\s+judicial)\b|\b(?:la\s+)?parte\s+(?:demandante|demandada|actora)\b|\b(?:el|la)\s+demandad[oa]\b|\beste\s+(?:honorable\s+)?(?:tribunal|juzgado)\b|\besta\s+corte\b/i;

/**
 * A party word standing for the sender's own details, as courts write them when they quote a letter ("[Defendant's phone
 * number]", "[Defendant's website]", "Mail All Written Notices ... To [Defendant's Address]", "[dirección del demandado]"), or
 * as an address line names the sender: the letter's contact details, not the paper naming itself a suit (Schik v. Miramed
 * Revenue Group, S.D.N.Y. 2020, a letter read lawful; decision 206). Taken out before `NAMES_ITS_SUIT` is read.
 */
const PLACEHOLDER_PARTY =
  /\b(?:the\s+)?(?:plaintiffs?|defendants?)['’]s?\s+(?:(?:mailing|street|return|business|e-?mail|web|toll[-\s]free|main|office)\s+)?(?:address|phone|telephone|fax|website|web\s*site|url|e-?mail|name|number|logo|letterhead|p\.?\s?o\.?\s+box)\b|\b(?:direcci[oó]n|tel[eé]fono|sitio\s+web|n[uú]mero(?:\s+de\s+tel[eé]fono)?|nombre|fax|correo(?:\s+electr[oó]nico)?)\s+del?\s+(?:la\s+)?(?:demandad[oa]|demandante)\b/gi;

/** The document tells the sued consumer that the dispute period leaves the court's deadline as it is. */
const COURT_DEADLINE_KEPT =
  /\b(?:does|do|will|shall)\s+not\s+(?:change|extend|affect|alter|stop|suspend|delay|replace|postpone|pause|excuse\s+you\s+from)\b[^.]{0,100}?\b(?:court|summons|complaint|lawsuit|suit|answer|respond)\w*|\byou\s+(?:must|still\s+(?:must|need\s+to|have\s+to)|will\s+still\s+need\s+to|should\s+still)\s+(?:still\s+)?(?:respond|answer|appear|file)\w*\b[^.]{0,80}?\b(?:court|summons|complaint|petition)\b|\bseparate\s+from\b[^.]{0,60}?\b(?:court|lawsuit|summons)\b|\bno\s+(?:cambia|extiende|afecta|altera|detiene|suspende|reemplaza)\b[^.]{0,100}?\b(?:tribunal|corte|juzgado|demanda|citaci[oó]n|emplazamiento|responder|contestar)\b|\b(?:a[uú]n|todav[ií]a)\s+(?:debe|tiene\s+que)\s+(?:responder|contestar|comparecer)\b[^.]{0,80}?\b(?:tribunal|corte|juzgado|demanda|citaci[oó]n)\b|\bdebe\s+(?:a[uú]n|todav[ií]a)\s+(?:responder|contestar|comparecer)\b/i;

/** The validation statements of `text` that stand in suit papers (see the file's comment); `pleading`: the gates read the document as a court pleading. */
export const validationInSuitPapers = (text: string, pleading: boolean): ValidationStatement[] => {
  const statements = readValidationStatements(text).filter((st) => st.rights.some((r) => r === 'assume_valid' || r === 'dispute' || r === 'verification'));
  if (statements.length === 0 || testText(COURT_DEADLINE_KEPT, text)) return [];
  return statements.filter((st) => pleading || testText(NAMES_ITS_SUIT, st.sentence.text.replace(PLACEHOLDER_PARTY, ' ')));
};

/** The sentences of those statements, as evidence. */
export const validationInSuitPapersSpans = (text: string, pleading: boolean): Span[] => validationInSuitPapers(text, pleading).map((st) => st.sentence);
