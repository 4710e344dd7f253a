import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { testText } from '../text/prefilter';
import { DISCHARGE_QUALIFIED, EXCEPTED_OUTRIGHT } from './lexicon';

/**
 * The consumer's own bankruptcy said not to reach the debt (session 55, issue 26). A filing stops every act to collect a debt owed
 * before it (11 U.S.C. 362(a)(6)), and a discharge ends personal liability on those debts (11 U.S.C. 524(a)(2)) whoever owns them
 * afterwards. A letter that names the consumer's own bankruptcy (a filing, a case, a plan, a discharge) and says, in a sentence
 * about it, that it does not stop, cover, include or affect the debt ("your filing does not stop collection of this account",
 * "accounts purchased after a discharge are not covered by it", "su bancarrota no detiene el cobro", "no forma parte de su plan")
 * misstates the debt's legal status (15 U.S.C. 1692e(2)(A), (10); 12 CFR 1006.18(b)(2)(i)).
 *
 * Not read where the sentence gives a reason the Code gives: a debt that arose after the filing or the discharge, a reaffirmed or
 * excepted debt (support, taxes, a student loan without undue hardship, "nondischargeable"), a lien or other security that
 * survives, a case dismissed or converted without a discharge, relief from the stay; nor a notice that is for information only;
 * nor a bankruptcy that is not the consumer's.
 */

/** The letter names the consumer's own bankruptcy (folded). */
const YOUR_BANKRUPTCY = new RegExp(
  [
    String.raw`\byour\s+(?:(?:pending|recent|prior|current|chapter\s+(?:7|11|12|13|seven|thirteen))\s+)*(?:bankruptcy|discharge|plan|case|petition|filing)\b`,
    String.raw`\byou\s+(?:have\s+|had\s+)?(?:filed|received|were\s+granted|obtained)\s+(?:for\s+)?(?:a\s+|your\s+)?(?:chapter\s+(?:7|11|12|13)\s+)?(?:bankruptcy|discharge|protection)\b`,
    String.raw`\b(?:the\s+)?discharge\s+(?:that\s+)?you\s+(?:received|obtained|were\s+granted)\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:su\s+(?:bancarrota|quiebra|descargo|plan\s+del\s+cap[ií]tulo|caso\s+de\s+(?:bancarrota|quiebra))|usted\s+se\s+declar[oó]\s+en\s+(?:bancarrota|quiebra)|usted\s+(?:recibi[oó]|obtuvo)\s+(?:un\s+|el\s+|su\s+)?(?:descargo|liberaci[oó]n))`,
  ].join('|'),
);
/** A word of bankruptcy in the sentence (folded). */
const BANKRUPTCY =
  /\b(?:bankruptcy|chapter\s+(?:7|11|12|13|seven|thirteen)|discharge[ds]?|petition|(?:automatic\s+)?stay)\b|(?<![\w\u00c0-\u017f])(?:bancarrota|quiebra|cap[ií]tulo\s+(?:7|13|siete|trece)|descargo)(?![\w\u00c0-\u017f])/;
/** Said not to stop, cover, include or affect the debt (folded). */
const NOT_REACHED = new RegExp(
  [
    String.raw`\b(?:does|did|will|would|shall)\s*(?:not|n't)\s+(?:also\s+|in\s+any\s+way\s+)?(?:stop|halt|end|prevent|suspend|pause|bar|affect|change|cover|include|reach|apply\s+to|protect\s+you\s+from|release\s+you\s+from|relieve\s+you\s+of|eliminate|erase|cancel|discharge)\b`,
    String.raw`\b(?:is|are|was|were|remains?)\s+(?:therefore\s+|thus\s+|also\s+|still\s+|simply\s+)?not\s+(?:part\s+of|included|covered|subject\s+to|affected|protected|listed|discharged)\b`,
    String.raw`\b(?:is|are|was|were)\s+(?:excluded|exempt(?:ed)?)\s+from\b`,
    String.raw`\boutside\s+(?:of\s+)?your\s+(?:bankruptcy|plan|case|discharge)\b`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:detiene|detendr[aá]|impide|impedir[aá]|afecta|afectar[aá]|cubre|cubrir[aá]|incluye|aplica|suspende|elimina|cancela)(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:forma|formaba|form[oó])\s+parte\s+de(?![\w\u00c0-\u017f])`,
    String.raw`(?<![\w\u00c0-\u017f])no\s+(?:est[aá]|fue|ser[aá]|queda)\s+(?:incluid|cubiert|afectad|protegid|descargad)[oa]s?(?![\w\u00c0-\u017f])`,
  ].join('|'),
);
/** A reason the Bankruptcy Code gives, or a notice for information only (folded). */
const LAWFUL_REASON = new RegExp(
  [
    String.raw`\b(?:opened|incurred|arose|originated|created|began|started|established|charges?\s+(?:you\s+)?(?:made|incurred)|(?:were|was)\s+made|purchases\s+you\s+made|services?\s+(?:were\s+|was\s+)?(?:provided|rendered|received))\b[^.]{0,60}?\bafter\b`,
    String.raw`\bpost-?(?:petition|discharge|filing)\b|\breaffirm\w*|\bnon-?dischargeable\b|\bexcepted\s+from\s+(?:the\s+)?discharge\b`,
    String.raw`\b(?:lien|collateral|security\s+interest|secured|mortgage|repossess\w*|foreclos\w*|in\s+rem)\b`,
    String.raw`\b(?:dismiss\w*|converted|without\s+a\s+discharge|no\s+discharge|relief\s+from\s+(?:the\s+)?(?:automatic\s+)?stay|(?:stay|it)\s+(?:was|has\s+been)\s+lifted|lifted\s+the\s+(?:automatic\s+)?stay)\b`,
    String.raw`\bstudent\s+loans?\b|\bfor\s+information(?:al)?\s+(?:purposes\s+)?only\b|\bnot\s+an\s+attempt\s+to\s+collect\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:reafirm[\w\u00c0-\u017f]*|gravamen|garant[ií]a|hipoteca|desestim[\w\u00c0-\u017f]*|pr[eé]stamos?\s+estudiantil[\w\u00c0-\u017f]*|solo\s+(?:para\s+|con\s+fines\s+)?informa[\w\u00c0-\u017f]*|no\s+es\s+un\s+intento\s+de\s+cobr[\w\u00c0-\u017f]*)`,
  ].join('|'),
);

/** The sentences of `text` that say the consumer's own bankruptcy does not reach the debt (spans of `text`). */
export const readBankruptcySaidNotToReach = (text: string): Span[] => {
  const folded = fold(text);
  if (!testText(YOUR_BANKRUPTCY, folded) || !testText(NOT_REACHED, folded)) return [];
  const out: Span[] = [];
  for (const seg of segments(text)) {
    const s = folded.slice(seg.start, seg.end);
    if (!BANKRUPTCY.test(s) || !NOT_REACHED.test(s)) continue;
    if (LAWFUL_REASON.test(s) || EXCEPTED_OUTRIGHT.test(s) || DISCHARGE_QUALIFIED.test(s)) continue;
    out.push(seg);
  }
  return out;
};
