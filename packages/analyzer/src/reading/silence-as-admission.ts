import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { searcherIn } from '../text/prefilter';

/**
 * The consumer's silence said to be his admission, agreement or acceptance that he owes the debt (decision 218): "If you do not
 * respond, your silence will be treated as an admission that you owe this debt", "By not disputing this debt, you agree that you
 * owe it", "you will be deemed to have accepted liability", "Si no responde, consideraremos que usted acepta la deuda". The
 * failure to dispute "may not be construed by any court as an admission of liability" (15 U.S.C. 1692g(c)), and the notice lets
 * only the collector assume the debt valid, for its own purposes (1692g(a)(3); 12 CFR 1006.34(c)(3)): told that silence concedes
 * the debt, the consumer reads the notice's period as one in which he must act or lose the debt's defence (1692g(b), 1692e(10)).
 *
 * Read where one sentence says both: the consumer not answering or not disputing (as a condition, "your silence", "failure to
 * dispute", "by not disputing", Spanish), and that this is taken as his own admission, agreement, acceptance or acknowledgment
 * of the debt or of liability. Not: the statute's sentences ("we will assume this debt is valid", "may not be construed by any
 * court as an admission of liability"), the model form's "we will assume that our information is correct", a payment said not to
 * be an admission, anything negated ("does not mean that you admit owing it"), the consumer's agreement invited ("if you agree
 * that you owe this balance, please call").
 */

/** The consumer not answering or not disputing (folded). */
const SILENCE =
  /\b(?:if|should|when|unless)\s+(?:you\s+)?(?:do\s+not|don't|fail\s+to|not|neglect\s+to)\s+(?:respond|reply|answer|dispute|contest|challenge|object|write|call|contact)\b|\b(?:your|the\s+consumer's)\s+silence\b|\b(?:your\s+|a\s+|any\s+)?(?:failure|neglect)\s+to\s+(?:respond|reply|answer|dispute|contest|challenge|object)\b|\b(?:by\s+)?not\s+(?:disputing|responding|replying|answering|contesting|challenging|objecting)\b|\bsi\s+(?:usted\s+)?no\s+(?:responde|contesta|disputa|impugna|se\s+comunica|nos\s+llama)\b|\bsu\s+silencio\b|\b(?:la\s+)?falta\s+de\s+(?:respuesta|disputa|contestaci[oó]n)\b|\b(?:el\s+)?no\s+(?:disputar|responder|contestar)\b/;

/** Taken as the consumer's own concession of the debt (folded). */
const ADMISSION =
  /\b(?:admission|agreement|acknowledg(?:e)?ment|acceptance|confession|concession)\s+(?:by\s+you\s+)?(?:that\s+(?:you\s+(?:owe|are\s+(?:legally\s+)?(?:responsible|liable))|(?:the|this)\s+(?:debt|balance|amount|account)\s+is\s+(?:owed|yours|valid|correct|due))|of\s+(?:the\s+|this\s+|your\s+)?(?:debt|liability|responsibility|balance|account|amount\s+owed))|\byou\s+(?:hereby\s+)?(?:agree|admit|accept|acknowledge|concede|confirm)\s+(?:that\s+)?(?:you\s+owe|it\s+is\s+owed|the\s+debt\s+is\s+(?:owed|valid|yours)|(?:the\s+|this\s+)?(?:debt|liability|responsibility|balance)\b)|\b(?:deemed|considered|taken|treated|regarded)\s+to\s+have\s+(?:accepted|admitted|acknowledged|agreed\s+to|conceded)\s+(?:the\s+|this\s+|your\s+)?(?:debt|liability|responsibility|balance)\b|\b(?:means|indicates|shows|confirms)\s+(?:that\s+)?you\s+(?:accept|admit|agree|acknowledge)\s+(?:that\s+)?(?:you\s+owe|it\s+is\s+owed|the\s+debt|liability|responsibility)|\b(?:acepta|admite|reconoce)\s+(?:la|esta|su)\s+deuda\b|\b(?:acepta|admite|reconoce)\s+que\s+(?:usted\s+)?debe\b|\b(?:admisi[oó]n|aceptaci[oó]n|reconocimiento)\s+(?:de\s+que\s+(?:usted\s+)?debe|de\s+(?:la|esta|su)\s+deuda)\b/;

/** Said not to be so, or the statute's own sentence. */
const NEGATED =
  /\b(?:not|never|no|without)\s+(?:be\s+)?(?:(?:construed|considered|deemed|treated|taken|regarded|mean|an?)\s+)*(?:as\s+)?(?:an?\s+)?(?:admission|agreement|acknowledg|acceptance|admit|accept)|\b(?:does|do|will|shall|may|cannot|can)\s*(?:not|n't)\s+(?:be\s+)?(?:mean|construed|considered|deemed|treated|taken|regarded|count)\b|\bno\s+(?:significa|implica|constituye|ser[aá]\s+considerad)|\bnot\s+an?\s+admission\b/;
/** The consumer's agreement invited, not imposed ("if you agree that you owe this balance, please call"). */
const INVITED = /\bif\s+you\s+(?:agree|accept|admit|acknowledge)\b|\bsi\s+(?:usted\s+)?(?:acepta|est[aá]\s+de\s+acuerdo|reconoce)\b/;
/** Paying, not silence, is what the sentence speaks of ("making a payment is not an admission"). */
const PAYMENT_SUBJECT = /^\s*(?:making\s+a\s+payment|(?:any|a|your)\s+payment|paying|hacer\s+un\s+pago|su\s+pago)\b/;

const CUE = /admission|agree|acknowledg|accept|confess|concession|admit|concede|confirm|acepta|admite|reconoce|admisi/;

/** The sentences of `text` that say the consumer's silence concedes the debt (spans of `text`). */
export const readSilenceAsAdmission = (text: string): Span[] => {
  const folded = fold(text);
  // The cue, the silence and the admission as the filter prunes them for this letter, asked once (none: no sentence holds it).
  const cue = searcherIn(CUE, folded);
  const silence = searcherIn(SILENCE, folded);
  const admission = searcherIn(ADMISSION, folded);
  if (cue === undefined || silence === undefined || admission === undefined || !cue.test(folded)) return [];
  const out: Span[] = [];
  for (const seg of segments(text)) {
    const s = folded.slice(seg.start, seg.end);
    if (!cue.test(s) || !silence.test(s) || !admission.test(s) || NEGATED.test(s) || INVITED.test(s) || PAYMENT_SUBJECT.test(s)) continue;
    out.push(seg);
  }
  return out;
};
