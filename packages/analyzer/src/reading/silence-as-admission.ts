import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { searcherIn } from '../text/prefilter';
import { memoOnLastLetter } from '../text/last-letter';

/**
 * The consumer's silence said to be his admission, agreement or acceptance that he owes the debt (decision 218): "If you do not
 * respond, your silence will be treated as an admission that you owe this debt", "By not disputing this debt, you agree that you
 * owe it", "you will be deemed to have accepted liability", "Si no responde, consideraremos que usted acepta la deuda". The
 * failure to dispute "may not be construed by any court as an admission of liability" (15 U.S.C. 1692g(c)), and the notice lets
 * only the collector assume the debt valid, for its own purposes (1692g(a)(3); 12 CFR 1006.34(c)(3)): told that silence concedes
 * the debt, the consumer reads the notice's period as one in which he must act or lose the debt's defence (1692g(b), 1692e(10)).
 *
 * Decision 501 (session 55) reads the same silence said to verify, confirm, establish or prove the debt or its validity ("Your
 * failure to do so confirms the validity of the debt", "since no dispute was received, the debt is now deemed verified", "la validez
 * de la deuda ha quedado confirmada"), a silence told as a fact ("you did not dispute", "no dispute was received", "como usted no
 * disputó") as well as a condition, and "do so" after a sentence naming the dispute; `misstated_legal_status` reads it too.
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
  /\b(?:if|should|when|unless)\s+(?:you\s+)?(?:do\s+not|don't|fail\s+to|not|neglect\s+to)\s+(?:respond|reply|answer|dispute|contest|challenge|object|write|call|contact)\b|\b(?:your|the\s+consumer's)\s+silence\b|\b(?:your\s+|a\s+|any\s+)?(?:failure|neglect)\s+to\s+(?:respond|reply|answer|dispute|contest|challenge|object)\b|\b(?:by\s+)?not\s+(?:disputing|responding|replying|answering|contesting|challenging|objecting)\b|\bsi\s+(?:usted\s+)?no\s+(?:responde|contesta|disputa|impugna|se\s+comunica|nos\s+llama)\b|\bsu\s+silencio\b|\b(?:la\s+)?falta\s+de\s+(?:respuesta|disputa|contestaci[oó]n)\b|\b(?:el\s+)?no\s+(?:disputar|responder|contestar)\b|\byou\s+(?:did\s+not|didn't|have\s+not|haven't|never)\s+(?:yet\s+)?(?:disputed?|contested?|challenged?|objected|responded)\b|\b(?:your\s+)?not\s+having\s+(?:disputed|contested|challenged|objected|responded)\b|\bno\s+dispute\s+(?:was|has\s+been|had\s+been|is)\s+(?:received|made|filed|raised|sent)\b|\bhaving\s+received\s+no\s+dispute\b|\b(?:without|absent|in\s+the\s+absence\s+of)\s+(?:a\s+|any\s+)?dispute\b|\b(?:como|ya\s+que|puesto\s+que|dado\s+que)\s+(?:usted\s+)?no\s+(?:ha\s+)?(?:disput[oó]|disputado|impugn[oó]|impugnado|respondi[oó]|respondido)(?![\w\u00c0-\u017f])|\bal\s+no\s+(?:haber\s+)?(?:disputar|disputado|impugnar|impugnado|responder|respondido)\b|\bno\s+(?:hemos\s+)?recib(?:ido|imos)\s+(?:ninguna\s+)?disputa\b|\bsin\s+(?:ninguna\s+)?disputa\b/;

/** Taken as the consumer's own concession of the debt (folded). */
const ADMISSION =
  /\b(?:admission|agreement|acknowledg(?:e)?ment|acceptance|confession|concession)\s+(?:by\s+you\s+)?(?:that\s+(?:you\s+(?:owe|are\s+(?:legally\s+)?(?:responsible|liable))|(?:the|this)\s+(?:debt|balance|amount|account)\s+is\s+(?:owed|yours|valid|correct|due))|of\s+(?:the\s+|this\s+|your\s+)?(?:debt|liability|responsibility|balance|account|amount\s+owed))|\byou\s+(?:hereby\s+|have\s+)?(?:agree|admit|accept|acknowledge|concede|confirm)(?:e?d|s)?\s+(?:that\s+)?(?:you\s+owe|it\s+is\s+owed|the\s+debt\s+is\s+(?:owed|valid|yours)|(?:the\s+|this\s+)?(?:debt|liability|responsibility|balance)\b)|\b(?:deemed|considered|taken|treated|regarded)\s+to\s+have\s+(?:accepted|admitted|acknowledged|agreed\s+to|conceded)\s+(?:the\s+|this\s+|your\s+)?(?:debt|liability|responsibility|balance)\b|\b(?:means|indicates|shows|confirms)\s+(?:that\s+)?you\s+(?:accept|admit|agree|acknowledge)\s+(?:that\s+)?(?:you\s+owe|it\s+is\s+owed|the\s+debt|liability|responsibility)|\b(?:acepta|admite|reconoce)\s+(?:la|esta|su)\s+deuda\b|\b(?:acepta|admite|reconoce)\s+que\s+(?:usted\s+)?debe\b|\b(?:admisi[oó]n|aceptaci[oó]n|reconocimiento)\s+(?:de\s+que\s+(?:usted\s+)?debe|de\s+(?:la|esta|su)\s+deuda)\b|\b(?:verif(?:y|ies|ied)|confirm(?:s|ed)?|establish(?:es|ed)?|prov(?:e|es|ed)|validat(?:e|es|ed))\s+(?:the\s+)?(?:validity|accuracy|legitimacy|correctness)\s+of\b|\b(?:establish(?:es|ed)?|confirm(?:s|ed)?|verif(?:y|ies|ied)|prov(?:e|es|ed))\s+that\s+(?:the\s+|this\s+|your\s+)?(?:debt|balance|account|amount|charges?)\s+(?:is|are)\s+(?:valid|owed|correct|accurate|due)\b|\b(?:its|the|this|your)\s+(?:debt|balance|account|validity|accuracy)\s+(?:is|are|will\s+be|shall\s+be|becomes|stands)\s+(?:now\s+|therefore\s+|thus\s+|hereby\s+)?(?:deemed\s+|considered\s+|treated\s+as\s+)?(?:(?:conclusively|legally|fully)\s+)?(?:verified|confirmed|established|proven|proved)\b|\b(?:confirma|verifica|establece|prueba|demuestra|valida)\s+la\s+validez\s+de\b|\b(?:confirm|verific|establec|acept|admit|reconoc)[\w\u00c0-\u017f]*\s+que\s+(?:la|esta|su)\s+deuda\s+es\s+(?:v[aá]lida|correcta|suya|debida)\b|\b(?:(?:la\s+)?validez\s+de\s+)?(?:la|esta|su)\s+(?:deuda|cuenta)\s+(?:ha\s+quedado|qued[oó]|queda|est[aá]|ha\s+sido|fue|ser[aá])\s+(?:confirmada|verificada|establecida|probada|demostrada|validada)\b/;

/** Said not to be so, or the statute's own sentence. */
const NEGATED =
  /\b(?:not|never|no|without)\s+(?:be\s+)?(?:(?:construed|considered|deemed|treated|taken|regarded|mean|an?)\s+)*(?:as\s+)?(?:an?\s+)?(?:admission|agreement|acknowledg|acceptance|admit|accept)|\b(?:does|do|will|shall|may|cannot|can)\s*(?:not|n't)\s+(?:be\s+)?(?:mean|construed|considered|deemed|treated|taken|regarded|count|verify|confirm|establish|prove|validate)\b|\bno\s+(?:significa|implica|constituye|ser[aá]\s+considerad)|\bnot\s+an?\s+admission\b/;
/** The consumer's agreement invited, not imposed ("if you agree that you owe this balance, please call"). */
const INVITED = /\bif\s+you\s+(?:agree|accept|admit|acknowledge)\b|\bsi\s+(?:usted\s+)?(?:acepta|est[aá]\s+de\s+acuerdo|reconoce)\b/;
/** Paying, not silence, is what the sentence speaks of ("making a payment is not an admission"). */
const PAYMENT_SUBJECT = /^\s*(?:making\s+a\s+payment|(?:any|a|your)\s+payment|paying|hacer\s+un\s+pago|su\s+pago)\b/;

/** The consumer's not acting named by "do so", the act named in the sentence before ("… an opportunity to dispute it. Your failure to
 * do so confirms …"). */
const NOT_DONE =
  /\b(?:fail(?:ed|ing|ure)\s+to\s+do\s+so|not\s+(?:having\s+)?(?:done|doing)\s+so|did\s+not\s+do\s+so|didn't\s+do\s+so)\b|\bno\s+(?:hacerlo|haberlo\s+hecho)\b/;
/** The sentence before names the dispute (or the answer) that was not made. */
const DISPUTE_NAMED = /\b(?:disput|contest|challeng|object|respond|impugn)/;

const CUE =
  /admission|agree|acknowledg|accept|confess|concession|admit|concede|confirm|verif|establish|prove|validat|acepta|admite|reconoce|admisi|validez|establec|prueba|demuestra/;

/** The sentences of `text` that say the consumer's silence concedes the debt (spans of `text`). Read once per letter (two rules
 * ask); callers must not mutate the result. */
export const readSilenceAsAdmission: (text: string) => Span[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  // The cue, the silence and the admission as the filter prunes them for this letter, asked once (none: no sentence holds it).
  const cue = searcherIn(CUE, folded);
  const silence = searcherIn(SILENCE, folded);
  const admission = searcherIn(ADMISSION, folded);
  if (cue === undefined || admission === undefined || !cue.test(folded) || (silence === undefined && !NOT_DONE.test(folded))) return [];
  const out: Span[] = [];
  let before = '';
  for (const seg of segments(text)) {
    const s = folded.slice(seg.start, seg.end);
    const previous = before;
    before = s;
    if (!cue.test(s) || !admission.test(s) || NEGATED.test(s) || INVITED.test(s) || PAYMENT_SUBJECT.test(s)) continue;
    if (!silence?.test(s) && !(NOT_DONE.test(s) && DISPUTE_NAMED.test(previous))) continue;
    out.push(seg);
  }
  return out;
});
