/**
 * A letter's statement that, for a person in bankruptcy or discharged from the debt in bankruptcy, it is for information only
 * and not an attempt to collect from them personally (decision 392). A discharge ends the debtor's personal liability
 * (11 U.S.C. 524(a)(2)) but a lien survives it (Johnson v. Home State Bank, 501 U.S. 78, 1991), and Regulation Z has a
 * servicer tell a debtor in bankruptcy that a periodic statement is for information only (12 CFR 1026.41(f)). A foreclosure
 * firm's letter that said so, stated the balance and the validation notice and asked for nothing more did not say the
 * discharged debt was still owed personally (Tyler v. Fabrizio & Brook, E.D. Mich. 2019). Courts weigh such a statement
 * against the demand around it, so a plain request for payment beside it still collects (`demandsBesideDisclaimer`).
 *
 * Read by what the sentence does: it names bankruptcy, a discharge or the automatic stay (as a condition, "if you are in
 * bankruptcy or have been discharged", "to the extent your obligation has been discharged", or of whom it speaks, "persons who
 * have received a bankruptcy discharge") and says the letter informs only ("for informational purposes only", "for
 * information only", "solo para fines informativos"), that it is no attempt, act or demand to collect or for payment ("is not
 * intended as an attempt to collect", "does not constitute a demand for payment", "no es un intento de cobrarle"), that the
 * person is not personally liable, or that only the lien or security interest is enforced. Never a denied statement ("is not
 * for informational purposes only"), nor a sentence that says the debt is still owed ("you remain personally responsible").
 */
import { matchesOf } from '../text/prefilter';
import { memoOnLastLetter } from '../text/last-letter';
import { paymentRequestSpans } from '../rules/_conduct-and-time-bar/phrases';
import { segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import type { Span } from '../types';
import { settlementOfferSpans } from './settlement-offers';

/** Bankruptcy named: the case, the discharge, the stay ("bancarrota", "quiebra", "exoneración", "descargo"). */
const BANKRUPTCY = /\b(?:bankrupt(?:cy|cies)?|discharged?|automatic\s+stay|bancarrota|quiebra|exonerad[oa]s?|exoneraci[oó]n|descargad[oa]|descargo)\b/i;

/** The letter informs only, collects nothing, holds no one personally, or enforces only the lien. */
const INFORMS_ONLY = new RegExp(
  [
    // "for (compliance and/or) informational purposes (only)", "for information only", "provided for information purposes"
    String.raw`\bfor\s+(?:(?:compliance|regulatory)\s+(?:and\s*/?\s*(?:or\s+)?)?)?informational?\s+(?:purposes?\s+)?only\b`,
    String.raw`\bfor\s+(?:(?:compliance|regulatory)\s+(?:and\s*/?\s*(?:or\s+)?)?)?informational\s+purposes?\b`,
    // "is not (intended as) an attempt to collect", "does not constitute a demand for payment", "not an act to collect"
    String.raw`\b(?:is|are|does|do|shall|will)\s+not\s+(?:be\s+)?(?:intended\s+(?:as|to\s+be)\s+|constitute\s+|be\s+construed\s+as\s+)?(?:an?\s+)?(?:attempt|act|effort|demand|request)\s+(?:to\s+(?:collect|recover|impose)|for\s+payment)`,
    // "you are not personally liable", "not an attempt to impose personal liability"
    String.raw`\bnot\s+(?:be\s+)?personally\s+(?:liable|responsible|obligated)\b|\bno\s+personal\s+(?:liability|obligation)\b`,
    // Decision 493: "does not seek to hold you personally liable", "we send this notice only to comply with the law and to inform you"
    String.raw`\b(?:does|do|is|are|will)\s+not\s+(?:seek|intend|attempt)(?:ing)?\s+to\s+(?:hold\s+(?:you|the\s+debtor|anyone)\s+personally\s+(?:liable|responsible)|impose\s+personal\s+liability)\b`,
    String.raw`\b(?:only|solely)\s+to\s+(?:comply\s+with\s+(?:the\s+|applicable\s+|federal\s+|state\s+)?(?:law|laws|legal\s+requirements|regulations?)(?:\s+and\s+(?:to\s+)?inform\s+you)?|inform\s+you)\b`,
    // "seeks only to enforce its lien", "only to enforce the security interest in the property"
    String.raw`\b(?:only|solely)\s+(?:(?:seeks?|seeking|intends?)\s+)?to\s+enforce\s+(?:its|the|our\s+client(?:'|’)?s|a)\s+(?:(?:mortgage\s+)?lien|security\s+interest|mortgage|rights?\s+(?:in|against|to)\s+the\s+(?:property|collateral))`,
    // Spanish: "solo para fines informativos", "únicamente informativo", "no es un intento de cobrar(le)", "no constituye una
    // demanda de pago", "responsabilidad personal" denied
    String.raw`\b(?:solo|s[oó]lo|solamente|[uú]nicamente)\s+(?:para\s+|con\s+)?(?:fines\s+|prop[oó]sitos\s+)?informativ[oa]s?\b|\bpara\s+fines\s+informativos\b`,
    String.raw`\bno\s+(?:es|constituye|representa|pretende\s+ser)\s+(?:un|una)\s+(?:intento|esfuerzo|demanda|acto|cobro)\b`,
    String.raw`\bni\s+(?:un|una)\s+intento\s+de\s+imponer(?:le)?\s+responsabilidad\s+personal\b|\bno\s+(?:es|ser[aá])\s+personalmente\s+responsable\b`,
  ].join('|'),
  'gi',
);

/** The statement denied ("is not for informational purposes only", "no es solo para fines informativos"). */
const DENIED_BEFORE = /\b(?:not|no)\s+(?:(?:es|is)\s+)?$/i;

/** The debt said still owed in the same sentence ("you remain personally responsible", "sigue siendo responsable"). */
const STILL_OWED =
  /\b(?:remain|remains|still|continue\s+to\s+be)\s+(?:personally\s+)?(?:liable|responsible|obligated)\b|\bsigue\s+siendo\s+(?:personalmente\s+)?responsable\b/i;

/** The sentence that holds the disclaimer, or undefined when the letter has none. */
export const dischargeDisclaimer = memoOnLastLetter((text: string): Span | undefined => {
  const segs = segments(text);
  for (const m of matchesOf(INFORMS_ONLY, text)) {
    const at = m.index ?? 0;
    if (DENIED_BEFORE.test(text.slice(Math.max(0, at - 12), at))) continue;
    const seg = segs[segmentIndexAt(segs, at)];
    if (!seg) continue;
    const sentence = text.slice(seg.start, seg.end);
    if (BANKRUPTCY.test(sentence) && !STILL_OWED.test(sentence)) return seg;
  }
  return undefined;
});

/** A figure's label ("amount due", "balance now due"): a statement of the sum, not a request to pay it. */
const FIGURE_LABEL = /^(?:amount|balance|total|payment)\s+(?:now\s+|currently\s+)?due$/i;

/**
 * The letter's requests for payment and offers outside the disclaimer's sentence, other than a figure's label: what it asks of
 * the person beside saying it informs only.
 */
export const demandsBesideDisclaimer = (text: string, disclaimer: Span): Span[] =>
  [...paymentRequestSpans(text), ...settlementOfferSpans(text)].filter(
    (s) => (s.end <= disclaimer.start || s.start >= disclaimer.end) && !FIGURE_LABEL.test(s.text.trim()),
  );
