import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { mayMatch, searcherIn } from '../text/prefilter';

/**
 * The validation notice set aside by the letter that carries it (decision 218): the consumer told to disregard or ignore the
 * notice of rights, or told that it does not apply, is void or waived, or is a mere formality ("If you pay today, please
 * disregard the dispute notice below", "The 30-day notice on the back does not apply if you want to avoid legal action", "The
 * notice of your dispute rights below is only a legal formality", "Si paga hoy, puede ignorar el aviso al dorso"). A collection
 * communication may not "overshadow or be inconsistent with the disclosure" (15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)), and a
 * statement that the disclosure need not be heeded is the plainest inconsistency with it (Swanson v. Southern Oregon Credit
 * Service, 9th Cir. 1988; Russell v. Equifax A.R.S., 2d Cir. 1996; Bartlett v. Heibl, 7th Cir. 1997).
 *
 * Read only where the words name the notice of rights itself ("the validation notice", "the notice below / on the back", "your
 * dispute rights", "the thirty-day notice", "el aviso al dorso", "sus derechos de disputa"), never "this letter" or "this
 * notice" alone (a letter may rightly say it can be ignored by one who has paid). Not: one who has already paid, settled or
 * disputed ("if you have already paid, disregard the notice below": the notice is moot for him), one in bankruptcy or not the
 * debtor, an order not to ignore it, a previous letter superseded, the notice said to be required by law. Decision 357: the notice
 * named by where it stands with a clause ("the notice that appears below", "el aviso que aparece abajo"), the words printed on the
 * back named as information, language or text ("the information on the back of this letter", "la información al dorso"), and
 * Spanish "del" ("haga caso omiso del aviso al dorso").
 */

/** The notice of rights, named as such (folded text). */
const NOTICE =
  String.raw`(?:the|this|our|that)\s+(?:(?:important|following|enclosed|attached|federal|legal|consumer|(?:30|thirty)[- ]day|validation|debt\s+validation|dispute|verification)\s+){1,3}(?:notice|disclosures?|statement|information|section|paragraph|period|language)(?!\s+(?:of|about|regarding)\s+(?:this\s+)?(?:offer|discount|payment|settlement))` +
  String.raw`|(?:the|this)\s+notice\s+(?:printed\s+|shown\s+|set\s+out\s+|appearing\s+|(?:that|which)\s+(?:appears|is\s+(?:printed|shown|set\s+out))\s+)?(?:below|above|on\s+the\s+(?:back|reverse|next\s+page)(?:\s+side)?|on\s+(?:the\s+)?(?:page\s+)?2|of\s+(?:your\s+)?(?:(?:dispute|validation|legal)\s+)?rights)` +
  String.raw`|(?:the\s+)?(?:information|notice|statement|disclosures?|language|section)\s+(?:printed\s+\w+\s+)?(?:about|regarding|concerning|on|of)\s+(?:your|their|the\s+consumer's)\s+(?:(?:legal|dispute|validation)\s+)?rights` +
  String.raw`|(?:your|their)\s+(?:(?:dispute|validation|verification)\s+)rights|(?:your|their)\s+rights\s+(?:described|explained|stated|set\s+out|listed|printed|shown)\s+(?:below|above|on\s+the\s+(?:back|reverse))` +
  String.raw`|(?:the\s+)?(?:information|language|text|wording|fine\s+print|statements?)\s+(?:printed\s+|shown\s+|appearing\s+|(?:that|which)\s+(?:appears|is\s+(?:printed|shown)))?on\s+the\s+(?:back|reverse)(?:\s+side)?(?:\s+of\s+(?:this|the|our)\s+(?:letter|notice|page))?` +
  String.raw`|(?:(?:el|este|dicho|del)\s+)?aviso\s+(?:que\s+(?:aparece|figura|se\s+encuentra|est[aá]|se\s+incluye)\s+)?(?:(?:al|del|en\s+el)\s+(?:dorso|reverso)|(?:m[aá]s\s+)?abajo|a\s+continuaci[oó]n)` +
  String.raw`|(?:la\s+)?informaci[oó]n\s+(?:que\s+(?:aparece|figura|se\s+encuentra)\s+)?(?:al|del|en\s+el)\s+(?:dorso|reverso)` +
  String.raw`|(?:el|este|dicho)\s+aviso\s+(?:(?:de|sobre)\s+(?:sus\s+)?(?:derechos|validaci[oó]n|disputa)|(?:al|del)\s+(?:dorso|reverso)|abajo|a\s+continuaci[oó]n|adjunto|(?:de\s+)?(?:30|treinta)\s+d[ií]as)` +
  String.raw`|(?:la\s+)?(?:informaci[oó]n|notificaci[oó]n|secci[oó]n)\s+(?:sobre|de)\s+sus\s+derechos|sus\s+derechos\s+de\s+(?:disputa|validaci[oó]n)|el\s+(?:per[ií]odo|plazo)\s+de\s+(?:30|treinta)\s+d[ií]as`;

/** The reader told to set it aside: a verb said of the notice ("disregard", "ignore", "need not concern yourself with", "no tome en cuenta"). */
const SET_ASIDE_VERB = String.raw`(?:disregard|ignore|pay\s+no\s+(?:attention|heed|mind)\s+to|(?:need\s+not|(?:do\s+not|don't)\s+need\s+to|no\s+longer\s+need\s+to|have\s+no\s+need\s+to)\s+(?:read|follow|heed|worry\s+about|concern\s+yourself\s+with|consider|bother\s+with)|(?:can|may)\s+(?:safely\s+)?(?:skip|set\s+aside|forget(?:\s+about)?)|void|voids|cancels?|ignorar|ignore|no\s+(?:tome|tenga)\s+en\s+cuenta|haga\s+caso\s+omiso\s+(?:del|de|al|a)|olv[ií]dese\s+del?|olvide|pase\s+por\s+alto|omitir|pasar\s+por\s+alto|no\s+tomar\s+en\s+cuenta|anula|anular[aá])`;
const VERB_THEN_NOTICE = new RegExp(String.raw`\b${SET_ASIDE_VERB}\s+(?:[\w']+\s+){0,2}?(?:${NOTICE})`);

/** The notice said not to apply, void, waived or a formality ("the notice below does not apply if…", "el aviso no aplica si…"). */
const NOTICE_THEN_SET_ASIDE = new RegExp(
  String.raw`\b(?:${NOTICE})\b[^.;!?]{0,60}?\b(?:(?:does|do|will)\s+not\s+apply|(?:doesn't|don't|won't)\s+apply|no\s+longer\s+appl(?:y|ies)|(?:is|are|will\s+be|becomes?|shall\s+be)\s+(?:(?:then|automatically|hereby)\s+)?(?:void|voided|waived|cancel+ed|null(?:\s+and\s+void)?|not\s+applicable|inapplicable|superseded|withdrawn|of\s+no\s+(?:effect|force)|(?:only|just|merely|simply|nothing\s+more\s+than)\s+(?:a\s+)?(?:legal\s+|standard\s+|required\s+)?(?:formality|technicality|boilerplate|fine\s+print))|(?:can|may)\s+(?:safely\s+)?be\s+(?:disregarded|ignored|set\s+aside|skipped)|no\s+(?:se\s+)?aplica|no\s+tiene\s+(?:ning[uú]n\s+)?efecto|(?:queda|quedan|quedar[aá]n?|ser[aá]n?)\s+(?:anulad|cancelad|sin\s+efecto|renunciad)|(?:es|son)\s+(?:solo|s[oó]lo|solamente|meramente)\s+(?:una?\s+)?(?:simple\s+)?(?:formalidad|tr[aá]mite)|puede[n]?\s+ser\s+ignorad)`,
);

/** Told not to set it aside ("do not ignore", "please don't disregard", "no ignore"): an order to heed it. */
const NOT_BEFORE = /\b(?:not|never|no|nunca)\s+(?:(?:to|please|por\s+favor)\s+)?$|n't\s+$/;
/** One for whom the notice is moot or not meant: already paid, settled or disputed; in bankruptcy; not the debtor. */
const MOOT =
  /\bif\s+(?:you\s+)?(?:have|'ve|had)\s+(?:already\s+|previously\s+)?(?:paid|sent|mailed|made|settled|resolved|disputed|submitted)\b|\bif\s+(?:this|the|your)\s+(?:account|balance|debt|bill|matter)\s+(?:has|had|was)\s+(?:already\s+)?(?:been\s+)?(?:paid|settled|resolved|satisfied)\b|\bif\s+(?:your\s+)?payment\s+has\s+(?:already\s+)?been\b|\bsi\s+(?:usted\s+)?ya\s+(?:pag|envi|hizo|realiz|disput|resolvi|liquid)|\bbankrupt|\bdischarg|\bquiebra|\bbancarrota|\bnot\s+the\s+(?:person|debtor|individual)|\bdeceased\b/;
/** An earlier notice replaced by this letter's own ("ignore the dispute notice we sent last month; this letter gives you a new period"). */
const EARLIER_NOTICE =
  /\b(?:previous|prior|earlier|former|old|last\s+(?:month|week)|(?:we|was)\s+sent|sent\s+(?:you|earlier)|replac\w*|supersed\w*|new\s+(?:30|thirty)|anterior|enviamos|reemplaz\w*)\b/;
/** The notice said to stand ("your rights … apply even if you pay", "not affected"): the safe statement, not a set-aside. */
const STANDS =
  /\b(?:not\s+affected|does\s+not\s+affect|do\s+not\s+affect|(?:still|continue\s+to)\s+appl(?:y|ies)|appl(?:y|ies)\s+(?:even|whether)|no\s+afecta|sigue[n]?\s+vigentes?)\b/;

const CUE =
  /disregard|ignor|no attention|no heed|no mind|need not|need to|skip|set aside|forget|void|cancel|apply|applies|applicable|waived|formality|technicality|boilerplate|fine print|tome en cuenta|tenga en cuenta|caso omiso|olvid|pase por alto|omitir|anul|aplica|efecto|formalidad|tr[aá]mite|renunciad/;

/** The sentences of `text` that set the validation notice aside (spans of `text`). */
export const readNoticeSetAside = (text: string): Span[] => {
  const folded = fold(text);
  // The cue as the filter prunes it for this letter, asked once (none: no sentence holds it).
  const cue = searcherIn(CUE, folded);
  if (cue === undefined || !cue.test(folded) || (!mayMatch(VERB_THEN_NOTICE, folded) && !mayMatch(NOTICE_THEN_SET_ASIDE, folded))) return [];
  const out: Span[] = [];
  for (const seg of segments(text)) {
    const s = folded.slice(seg.start, seg.end);
    if (!cue.test(s) || MOOT.test(s) || STANDS.test(s) || EARLIER_NOTICE.test(s)) continue;
    const verb = VERB_THEN_NOTICE.exec(s);
    const hit = (verb && !NOT_BEFORE.test(s.slice(Math.max(0, verb.index - 20), verb.index))) || NOTICE_THEN_SET_ASIDE.test(s);
    if (hit) out.push(seg);
  }
  return out;
};
