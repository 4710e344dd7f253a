/**
 * A letter that says it is not an attempt to collect a debt, or no demand for payment, and asks for nothing (decision 414). The
 * FDCPA's rule on writing to a consumer who has a lawyer reaches a communication "in connection with the collection of any debt"
 * (15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)); whether a letter is one is judged by its animating purpose, a demand for payment
 * weighed first (Grden v. Leikin Ingber & Winters, 6th Cir. 2011; Gburek v. Litton Loan Servicing, 7th Cir. 2010). A debt
 * buyer's letters that "do not demand payment, offer alternatives to default, or request financial information" and "expressly
 * disclaim that the letter is an 'attempt to collect a debt'" were not attempts to collect (Davis v. Portfolio Recovery
 * Associates, W.D. Pa. 2022, development L759). A disclaimer does not undo a demand beside it: courts weigh what the letter asks,
 * so one request for money, offer or request for the person's finances elsewhere and the letter collects, whatever it says of
 * itself.
 *
 * Read by what the sentence does: it says the letter, notice or communication is not (or is not intended or meant as) an
 * attempt or effort to collect, does not constitute (or is not) a demand or request for payment ("this communication is from
 * a debt collector but is not an attempt to collect a debt", "this is not a demand for payment", "no es un intento de cobrar
 * una deuda", "no constituye una demanda de pago"). A bankruptcy disclaimer that speaks only of a discharged person's personal
 * liability is `dischargeDisclaimer`'s. The letter asks for nothing when every request for money the reading layer finds
 * (`requestsForMoney`) is the collector's identification, in a sentence of its own or in the disclaimer's ("is from a debt
 * collector but is not…"), and it asks for no financial information.
 */
import { spanOf } from '../text/find';
import { memoOnLastLetter } from '../text/last-letter';
import { matchesOf, testText } from '../text/prefilter';
import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import { COLLECTOR_IDENTIFICATION, requestsForMoney } from './requests-for-money';

/** The letter's statement that it is no attempt to collect and no demand for payment, in English and Spanish (folded text). */
const DISCLAIMS = new RegExp(
  [
    // "is not an attempt to collect a debt", "is not intended as an attempt to collect", "is not meant to be an effort to collect"
    String.raw`\b(?:is|are)\s+not\s+(?:(?:intended|meant)\s+(?:as|to\s+be)\s+)?(?:an?\s+)?(?:attempt|effort)\s+to\s+collect\b`,
    // "does not constitute a demand for payment", "is not a demand for payment", "is not a request for payment"
    String.raw`\b(?:does|do)\s+not\s+constitute\s+(?:an?\s+)?(?:demand|request)\s+for\s+payment\b`,
    String.raw`\b(?:is|are)\s+not\s+(?:(?:intended|meant)\s+(?:as|to\s+be)\s+)?(?:an?\s+)?(?:demand|request)\s+for\s+payment\b`,
    // Decision 426: the attempt denied with other verbs: "does not constitute an attempt to collect", "should not be construed as
    // / shall not be deemed / is not to be considered an attempt to collect", "nothing in this letter shall be deemed an attempt
    // to collect", "is not being sent to collect a debt"
    String.raw`\b(?:does|do)\s+not\s+constitute\s+(?:an?\s+)?(?:attempt|effort)\s+to\s+collect\b`,
    String.raw`\b(?:should|shall|will|is|are|must)\s+not\s+(?:to\s+)?be\s+(?:construed|deemed|considered|interpreted|viewed|read|taken)\s+(?:as\s+)?(?:an?\s+)?(?:attempt|effort|demand)\s+(?:to\s+collect|for\s+payment)\b`,
    String.raw`\bnothing\s+in\s+this\s+(?:letter|notice|communication|statement)\s+(?:shall|should|will|is\s+to)\s+be\s+(?:construed|deemed|considered|interpreted)\s+(?:as\s+)?(?:an?\s+)?(?:attempt|effort|demand)\s+(?:to\s+collect|for\s+payment)\b`,
    String.raw`\b(?:is|are)\s+not\s+(?:being\s+)?sent\s+(?:to|in\s+an\s+(?:attempt|effort)\s+to)\s+collect\b`,
    // "no es un intento de cobrar una deuda", "no constituye una demanda de pago", "no es una solicitud de pago"
    String.raw`\bno\s+(?:es|constituye|representa|pretende\s+ser)\s+(?:un|una)\s+(?:intento|esfuerzo)\s+de\s+cobr`,
    // "no tiene el propósito / la intención / el fin de cobrar una deuda" (decision 426)
    String.raw`\bno\s+tiene\s+(?:el|la|como)\s+(?:prop[oó]sito|intenci[oó]n|fin|objeto|objetivo)\s+(?:de\s+)?cobr`,
    String.raw`\bno\s+(?:es|constituye|representa)\s+(?:un|una)\s+(?:demanda|solicitud|petici[oó]n|exigencia)\s+de\s+pago\b`,
  ].join('|'),
  'g',
);

/** The identification said inside the disclaimer's own sentence ("is from a debt collector but…"). */
const IDENTIFIES = /\bfrom\s+a\s+debt\s+collector\b|\bde\s+un\s+cobrador\s+de\s+deudas\b|\bde\s+una\s+agencia\s+de\s+cobranzas?\b/;

/** The person's finances asked for (Davis: a letter that requests financial information seeks to collect). */
const FINANCES_ASKED =
  /\b(?:complete|fill\s+out|return|send|provide|submit|furnish)\s+(?:us\s+)?(?:with\s+)?(?:the\s+(?:enclosed\s+|attached\s+)?|a\s+|your\s+)?(?:financial\s+(?:statement|information|disclosure|worksheet)|income\s+(?:information|statement)|proof\s+of\s+income|bank\s+statements?|pay\s+stubs?)\b|\b(?:complete|llene|env[ií]e|proporcione)\s+(?:el\s+|la\s+|su\s+)?(?:estado\s+financiero|informaci[oó]n\s+financiera|comprobante\s+de\s+ingresos)\b/;

/**
 * The words where the letter says it is no attempt to collect (or no demand for payment), when it asks for nothing else;
 * undefined otherwise. Memoised on the last text.
 */
export const collectionDisclaimed: (text: string) => Span | undefined = memoOnLastLetter((text) => {
  const folded = fold(text);
  const disclaiming = new Set<number>();
  const disclaimers: Span[] = [];
  const segs = segments(text);
  for (const m of matchesOf(DISCLAIMS, folded)) {
    const at = m.index!;
    const i = segmentIndexAt(segs, at);
    if (i < 0) continue;
    disclaiming.add(i);
    disclaimers.push(spanOf(text, at, at + m[0].length));
  }
  const said = disclaimers[0];
  if (!said || testText(FINANCES_ASKED, folded)) return undefined;
  const asks = requestsForMoney(text).some((r) => {
    const i = segmentIndexAt(segs, r.start);
    if (i < 0) return true;
    // In the disclaimer's sentence: the disclaimed attempt itself, or the identification beside it.
    if (disclaiming.has(i)) return !IDENTIFIES.test(folded.slice(r.start, r.end)) && !disclaimers.some((d) => d.start < r.end && r.start < d.end);
    const seg = segs[i]!;
    return !COLLECTOR_IDENTIFICATION.test(folded.slice(seg.start, seg.end).trim());
  });
  return asks ? undefined : said;
});
