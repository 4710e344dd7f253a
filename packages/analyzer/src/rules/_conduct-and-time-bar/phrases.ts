import type { Span } from '../../types';
import { globalOf, spanOf } from '../../text/find';
import { matchesNothing, mayMatch, prunedFor } from '../../text/prefilter';
import { PREVENTING_AFTER, THREAT_DISCLAIMER_BEFORE } from '../../reading/lexicon';
import { liveThreats, readLetter } from '../../reading/read-letter';
import { recitedAt } from '../../reading/law-recited';
import { execAll } from '../../text/exec-all';
import { isSpace } from '../../text/chars';
import { onForgetLetter } from '../../text/last-letter';

/**
 * Phrase finding for §1.6–§1.9. Every pattern is linear (no nested quantifiers over free text) and
 * every look-around is bounded, so a 200 KB letter is read in milliseconds.
 */

const MAX_SENTENCE_REACH = 500;

/** The caption's abbreviation between two parties, as a word of its own: "v", "vs". */
const CAPTION_ABBREVIATION = /(?:^|[\s(])vs?$/i;

/**
 * A company's form after its name, on the same line as the words that follow ("MIDLAND CREDIT MANAGEMENT, INC. CANNOT SUE YOU
 * FOR IT", "Resurgent Capital Services L.P. services this account"): the name goes on, the sentence does not end (decision 389;
 * the reading segments read "Inc." so already).
 */
const COMPANY_FORM = /(?:^|[\s,])(?:inc|corp|co|ltd|llc|l\.l\.c|l\.p|n\.a)$/i;

const isSentenceEnd = (text: string, i: number): boolean => {
  const c = text[i];
  if (c === '.' || c === '!' || c === '?') {
    const next = text[i + 1];
    if (next !== undefined && !/\s/.test(next)) return false;
    // A caption's "v." / "vs." between the parties, and "No." before a case number, end no sentence (decision 358): "a prior
    // lawsuit (Pinecrest Bank v. Gomez, Case No. 2010-CV-1234) was dismissed" is one sentence.
    return !(
      c === '.' &&
      (CAPTION_ABBREVIATION.test(text.slice(Math.max(0, i - 4), i)) ||
        (next !== '\n' && next !== '\r' && COMPANY_FORM.test(text.slice(Math.max(0, i - 6), i))) ||
        (/\bno$/i.test(text.slice(Math.max(0, i - 3), i)) && /^\s?\d/.test(text.slice(i + 1, i + 3))))
    );
  }
  if (c !== '\n') return false;
  if (/^[ \t]*\n/.test(text.slice(i + 1, i + 40))) return true;
  return endsShortLine(text, i);
};

const SHORT_LINE = 40;

/**
 * A line break after a short line that does not run on (a heading, an address or a label line such as
 * 'Balance Due: $2,085.50', or a short line followed by a capitalised one) ends a sentence; a long line
 * broken mid-sentence (OCR, narrow columns) does not.
 */
const endsShortLine = (text: string, newline: number): boolean => {
  let start = newline;
  while (start > 0 && text[start - 1] !== '\n') {
    start--;
    if (newline - start > SHORT_LINE + 20) return false;
  }
  const line = text.slice(start, newline).trim();
  if (line.length === 0 || line.length > SHORT_LINE || /[,;\-–]$/.test(line)) return false;
  return !/[a-z]$/.test(line) || /^[ \t]*[A-Z0-9$]/.test(text.slice(newline + 1, newline + 20));
};

/** The sentence around [start, end): bounded, trimmed. A blank line also ends a sentence. */
export const sentenceAround = (text: string, start: number, end: number = start): Span => {
  let s = start;
  const sLimit = Math.max(0, start - MAX_SENTENCE_REACH);
  while (s > sLimit && !isSentenceEnd(text, s - 1)) s--;
  let e = end;
  const eLimit = Math.min(text.length, end + MAX_SENTENCE_REACH);
  while (e < eLimit && !isSentenceEnd(text, e)) e++;
  if (e < text.length && text[e] !== '\n') e++;
  while (s < e && isSpace(text.charCodeAt(s))) s++;
  while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
  return spanOf(text, s, e);
};

/**
 * One letter is read by every rule: a finder that depends only on the text is computed once for the
 * last text seen and each caller gets its own copy of the list (the spans themselves are not changed).
 * Forgotten with every other reader's memo when the analysis ends (`forgetLastLetter`): no letter's
 * words stay in the process after its analysis.
 */
const perText = <T>(find: (text: string) => T[]): ((text: string) => T[]) => {
  let seen: string | undefined;
  let found: T[] = [];
  onForgetLetter(() => {
    seen = undefined;
    found = [];
  });
  return (text: string): T[] => {
    if (text !== seen) {
      found = find(text);
      seen = text;
    }
    return found.slice();
  };
};

/** Matches kept per pattern: no real letter has more, and it bounds the work on hostile input. */
const MAX_MATCHES = 300;

/** Every match of any of the patterns, as spans in text order, overlapping matches merged to the first. */
export const findPhrases = (text: string, patterns: readonly RegExp[]): Span[] => {
  const spans: Span[] = [];
  for (const p of patterns) {
    if (!mayMatch(p, text)) continue;
    const pruned = prunedFor(p, text);
    if (matchesNothing(pruned, p)) continue;
    let count = 0;
    for (const m of execAll(globalOf(pruned), text)) {
      if (!m[0]) continue;
      const start = m.index ?? 0;
      spans.push(spanOf(text, start, start + m[0].length));
      if (++count >= MAX_MATCHES) break;
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) continue;
    out.push(s);
  }
  return out;
};

/**
 * A negation governing the words that start at `index`: 'we will not sue', 'no legal action',
 * 'we have not yet decided to sue', 'cannot be sued', 'no le demandaremos'. The negation must sit in
 * the same verb group (only auxiliary / filler words between), so 'if you do not pay, we will sue'
 * is not negated.
 */
const NEGATED_TAIL = new RegExp(
  // Decision 336: Spanish "nunca", "jamás" and "ni" ("nunca le amenazaremos ni le haremos daño"), as "never" and "nor"; session 52:
  // "tampoco" ("Sunbelt tampoco puede demandarle"), as "cannot … either".
  // Decision 348: the Spanish auxiliaries of the perfect and the passive and the copula ("no ha sido remitida", "no es un aviso de…"), as "has not been", "is not".
  String.raw`(?:\b(?:not|never|no|cannot|unable|nor|without|nunca|ni|tampoco)|\bjam[aá]s|n't|n’t)` +
    String.raw`(?:[\s,]+(?:be|been|being|able|to|going|gonna|intend|intends|intended|plan|plans|planning|yet|decided|decide|choose|chosen|chose|elect|elected|ever|legally|lawfully|attempt|try|seek|file|take|bring|pursue|initiate|commence|institute|start|begin|threaten|threatening|or|any|a|an|the|you|your|against|permitted|allowed|for|it|this|we|us|will|would|can|could|may|do|does|did|have|has|under|circumstances|le|lo|la|les|se|vamos|a|podemos|puede|pueden|podr[aá]|podremos|ser|ser[aá]|tomar|presentar|iniciar|una|un|ninguna|ning[uú]n|ha|han|hemos|sido|fue|fueron|es|son|est[aá]|est[aá]n|estamos|a[uú]n|todav[ií]a))*[\s,]*$`,
  'i',
);

export const isNegatedAt = (text: string, index: number): boolean => {
  const window = text.slice(Math.max(0, index - 80), index);
  // Only the current sentence counts: cut at the last sentence end in the window.
  let cut = 0;
  for (let i = window.length - 1; i > 0; i--) {
    const c = window[i - 1];
    if ((c === '.' || c === '!' || c === '?') && /\s/.test(window[i] ?? '')) {
      cut = i;
      break;
    }
  }
  const tail = window.slice(cut);
  return NEGATED_TAIL.test(tail) || THREAT_DISCLAIMER_BEFORE.test(tail);
};

// ---------------------------------------------------------------------------------------------
// Collection activity

/** Words that ask for payment or offer to resolve the debt (the letter is trying to collect). */
export const PAYMENT_REQUEST_PATTERNS: readonly RegExp[] = [
  /\bsettle(?:ment|d)?\b/i,
  /\bpayment\s+(?:plans?|arrangements?|options?|programs?)\b/i,
  /\bpay(?:ing)?\s+(?:the|this|your|a|in\s+full|off|us|only|just|now|today|\$)/i,
  /\bmake\s+(?:a\s+|your\s+|the\s+|monthly\s+)?payments?\b/i,
  /\b(?:amount|balance|total|payment)\s+(?:now\s+|currently\s+)?due\b/i,
  /\bremit(?:tance)?\b/i,
  // "resolve your delinquent account", "resolve this past-due balance", "resolve her outstanding debt"
  /\bresolve\s+(?:this|your|the|his|her|their)\s+(?:(?:delinquent|past[-\s]due|overdue|outstanding|unpaid|open|remaining|charged[-\s]off|old|collection)\s+){0,2}(?:account|debt|balance|matter|obligation)\b/i,
  /\bdiscount(?:ed)?\b/i,
  /\breduced\s+(?:amount|balance|payoff|lump)\b/i,
  /\bpay\s*off\b|\bpayoff\b/i,
  /\bplease\s+(?:call|contact|send|forward)\b/i,
  /\bpague\b|\bpagar\b|\bpago\b|\bliquidar\b|\boferta\s+de\b|\bsaldo\s+(?:pendiente|adeudado)\b/i,
  // Asking for money without the verb 'pay' (decision 142): a payment of a sum, a sum that clears or closes the
  // account, money to send, what the collector will accept, the account to be treated as satisfied once paid,
  // options for the account, and Spanish ("one payment of $300", "take care of this account for $300", "put this
  // debt behind you for $300", "we will accept $300 to close it", "your balance can be cleared for $300", "call to
  // discuss options for this account", "salde su cuenta", "ponga su cuenta al día").
  /\b(?:one|a|single|lump[-\s]sum|monthly|first)\s+(?:lump[-\s]sum\s+)?payments?\s+of\s+\$/i,
  /\b(?:take\s+care\s+of|clear\s+up|clear|close\s+out|wipe\s+out|eliminate|put)\s+(?:this|your|the)\s+(?:account|debt|balance)(?:\s+behind\s+you)?\s+(?:today\s+|now\s+)?(?:for|with)\s+(?:just\s+|only\s+)?(?:\$|a\s+(?:single|one-time|lump))/i,
  /\b(?:send|mail)\s+(?:us\s+|in\s+)?(?:just\s+|only\s+)?\$|\baccept\s+(?:just\s+|only\s+)?\$\s?[\d,]+(?:\.\d{2})?\s+(?:to|as|in|for)\b/i,
  /\b(?:account|balance|debt)\s+(?:can|could|will|may)\s+be\s+(?:cleared|closed|resolved|satisfied)\s+(?:for|with|upon|once)\b|\b(?:will|would)\s+(?:then\s+)?(?:consider|treat|mark)\s+(?:the|this|your)\s+(?:account|debt|balance)\s+(?:as\s+)?(?:satisfied|paid|resolved)\b/i,
  /\b(?:options|ways)\s+(?:for|to\s+(?:resolve|handle|address|take\s+care\s+of))\s+(?:this|your|the)\s+(?:account|debt|balance)\b|\bget\s+(?:this|your|the)\s+(?:account|debt|balance)\s+paid\b|\bbring\s+(?:this|your|the)\s+(?:account|balance)\s+current\b/i,
  /\bsald(?:e|ar)\s+(?:su|la|esta)\s+(?:cuenta|deuda)\b|\bponga\s+(?:su\s+cuenta\s+)?al\s+d[ií]a\b|\bcancel(?:e|ar)\s+(?:su|la|esta)\s+deuda\b|\bresolver\s+(?:su|la|esta)\s+(?:cuenta|deuda)\b|\bopciones\s+para\s+(?:su|la|esta)\s+(?:cuenta|deuda)\b/i,
];

export const paymentRequestSpans = perText((text: string): Span[] => findPhrases(text, PAYMENT_REQUEST_PATTERNS).filter((s) => !isNegatedAt(text, s.start)));

// ---------------------------------------------------------------------------------------------
// Time-barred debt language (§1.6)

/** The letter itself says the debt is old or past the limitations period. */
const AGE_ADMISSION_PATTERNS: readonly RegExp[] = [
  // The age given as the reason ("because of / due to / in view of / given the age of your debt").
  /(?:\b(?:because|due|owing|in\s+(?:light|view)|on\s+account|as\s+a\s+result)\s+)?\b(?:of|to|given|considering)\s+the\s+age\s+of\s+(?:your|this|the)\s+(?:debt|account|obligation|balance)\b/i,
  /\b(?:statute\s+of\s+limitations?|legal\s+time\s+limit|limitations\s+period)\b[^.]{0,80}?\b(?:has|had|may\s+have|might\s+have|have)\s+(?:already\s+)?(?:expired|run|passed|lapsed|ended)\b/i,
  /\b(?:is|are|be|been|appears\s+to\s+be|may\s+be)\s+time[-\s]?barred\b/i,
  /\b(?:beyond|past|outside|exceeded|after)\s+the\s+(?:applicable\s+)?(?:statute\s+of\s+limitations?|limitations\s+period|time\s+limit\s+for\s+(?:a\s+)?(?:law)?suit)/i,
  /\btoo\s+old\s+(?:for\s+(?:us\s+|you\s+|anyone\s+)?)?to\s+(?:be\s+)?(?:sue|sued|enforce|enforced|collect\s+in\s+court)\b|\btoo\s+old\s+for\s+(?:a\s+)?(?:law)?suit\b/i,
  // Decision 337: the age given as the reason in the other Spanish ways, as the English "because of / given / in view of"
  // ("por la antigüedad de su deuda", "dada / a causa de / en vista de la antigüedad de esta cuenta").
  /\bdebido\s+a\s+la\s+antig[uü]edad\b|\bdeuda\s+(?:est[aá]\s+)?prescrita\b|\b(?:por|dada|a\s+causa\s+de|en\s+vista\s+de|considerando|teniendo\s+en\s+cuenta)\s+la\s+antig[uü]edad\s+de\s+(?:su|esta|la)\s+(?:deuda|cuenta|obligaci[oó]n|saldo)\b/i,
];

export const ageAdmissionSpans = perText((text: string): Span[] =>
  [
    ...findPhrases(text, AGE_ADMISSION_PATTERNS).filter((s) => !isNegatedAt(text, s.start) && !/\bnot\b/i.test(s.text) && !recitedAt(text, s.start)),
    ...ageReasonForNoSuitSpans(text),
  ].sort((a, b) => a.start - b.start),
);

/**
 * The debt's age given as the reason, in the other ways people say it (decision 537): "given how old this debt is", "because this
 * debt is (so / too) old", "given how long ago this debt arose", "because of its age", Spanish "debido a lo antigua que es su
 * deuda", "como esta deuda es antigua", "por su antigüedad", "ya que esta deuda tiene muchos años", and the time passed ("given the
 * time that has passed since your last payment", "because so much time has gone by", "debido al tiempo transcurrido"). Said alone it only calls the
 * debt old ("because this debt is old, we are offering a discount"): it is an admission only as the reason the collector will
 * not sue (`ageReasonForNoSuitSpans`), as the consent orders' "Because of the age of your debt, we will not sue you for it" is.
 */
const DEBT_EN = String.raw`(?:this|your|the)\s+(?:debt|account|balance|obligation|loan|bill)`;
const DEBT_ES = String.raw`(?:su|esta|la)\s+(?:deuda|cuenta|obligaci[oó]n)`;
const AGE_REASON_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:because(?:\s+of)?|since|as|given(?:\s+that)?|considering(?:\s+that)?|in\s+(?:light|view)\s+of|due\s+to|owing\s+to|on\s+account\s+of)\s+(?:how\s+(?:very\s+)?old\s+(?:${DEBT_EN}|it)\s+(?:is|has\s+become)|how\s+long\s+ago\s+(?:${DEBT_EN}|it)\s+(?:arose|began|originated|was\s+(?:incurred|opened|charged[-\s]off)|went\s+(?:unpaid|delinquent|into\s+default)|defaulted)|how\s+long\s+(?:${DEBT_EN}|it)\s+has\s+(?:gone\s+unpaid|been\s+(?:unpaid|delinquent|past\s+due|in\s+default))|(?:${DEBT_EN}|it)\s+is\s+(?:now\s+)?(?:so\s+|very\s+|too\s+|quite\s+)?old|(?:its|the\s+(?:debt|account)['’]s|your\s+(?:debt|account)['’]s)\s+age|(?:this|it)\s+is\s+(?:an?\s+)?(?:very\s+|rather\s+|quite\s+)?old\s+(?:debt|account|balance|obligation|loan|bill)|(?:the\s+)?(?:(?:amount\s+of|length\s+of)\s+)?time\s+(?:that\s+)?has\s+(?:passed|gone\s+by|elapsed)(?!\s+(?:for|to)\b)|so\s+much\s+time\s+has\s+(?:passed|gone\s+by|elapsed))\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:debido\s+a|por|dad[oa]|a\s+causa\s+de|en\s+vista\s+de|considerando|teniendo\s+en\s+cuenta)\s+(?:lo|cu[aá]n)\s+antigu[oa]\s+que\s+es\s+${DEBT_ES}|\b(?:debido\s+a\s+que|dado\s+que|ya\s+que|puesto\s+que|como|porque)\s+${DEBT_ES}\s+(?:ya\s+)?(?:es\s+(?:muy\s+|tan\s+|demasiado\s+)?antigu[oa]|tiene\s+(?:muchos|tantos|varios)\s+a[nñ]os)\b|\b(?:debido\s+a|por|dada|a\s+causa\s+de|en\s+vista\s+de)\s+su\s+antig[uü]edad\b|\b(?:debido\s+al|por\s+el|dado\s+el|a\s+causa\s+del|en\s+vista\s+del)\s+tiempo\s+(?:que\s+ha\s+(?:pasado|transcurrido)|transcurrido)\b`,
    'i',
  ),
];

/** The age given as the reason the collector will not sue, in the same sentence as the promise (decision 537). */
const ageReasonForNoSuitSpans = (text: string): Span[] => {
  if (!/\bold\b|\bage\b|long\s+ago|how\s+long|antig|a[nñ]os|\btime\b|\btiempo\b/i.test(text)) return [];
  const reasons = findPhrases(text, AGE_REASON_PATTERNS).filter((s) => !isNegatedAt(text, s.start) && !recitedAt(text, s.start));
  if (reasons.length === 0) return [];
  const promises = willNotSueSpans(text);
  return reasons.filter((r) => {
    const sentence = sentenceAround(text, r.start, r.end);
    return promises.some((p) => p.start >= sentence.start && p.end <= sentence.end);
  });
};

const CONDITIONAL_LEAD = /\b(?:if|whether|unless|in\s+case|you\s+(?:believe|think|feel|claim))\b/i;

/** A statement made as a condition ("If you believe this debt is time-barred…") asserts nothing. */
export const isConditional = (text: string, span: Span): boolean => {
  const sentence = sentenceAround(text, span.start, span.end);
  return CONDITIONAL_LEAD.test(text.slice(sentence.start, span.start));
};

/** The letter says the LAW bars or limits a suit (what Pantoja requires, and what CA / WV open with). */
const LAW_BARS_SUIT_PATTERNS: readonly RegExp[] = [
  /\b(?:the\s+)?law\s+limits\s+how\s+long\b/i,
  // "the statute of limitations (period) (on / for this debt) has expired" (decision 152: the debt named between).
  /\bstatute\s+of\s+limitations?\s+(?:period\s+)?(?:(?:on|for|applicable\s+to|that\s+applies\s+to)\s+(?:this|your|the)\s+(?:debt|account|obligation|balance)\s+)?(?:has|had|may\s+have|have)\s+(?:already\s+)?(?:expired|run|passed|lapsed)\b/i,
  /\bstatute\s+of\s+limitations?\s+(?:(?:on|for)\s+(?:this|your|the)\s+(?:debt|account)\s+)?(?:bars|prevents|prohibits)\b/i,
  /\b(?:is|are|be|been)\s+time[-\s]?barred\b/i,
  /\b(?:beyond|past|outside|exceeded)\s+the\s+(?:applicable\s+)?(?:statute\s+of\s+limitations?|limitations\s+period)\b/i,
  /\b(?:cannot|can\s?not|can't|can’t|unable\s+to|(?:is|are)\s+not\s+(?:legally\s+)?(?:able|permitted|allowed)\s+to|no\s+longer\s+(?:legally\s+)?(?:able\s+to|permitted\s+to))\s+(?:legally\s+)?(?:sue|be\s+sued|file\s+(?:a\s+)?(?:law)?suit|take\s+legal\s+action|bring\s+(?:a\s+)?(?:law)?suit)/i,
  /\bcannot\s+be\s+(?:legally\s+)?required\s+to\s+pay\b/i,
  /\b(?:legally\s+)?unenforceable\b|\bno\s+longer\s+(?:legally\s+)?enforceable\b|\bnot\s+(?:legally\s+)?enforceable\b/i,
  // Decision 358: also the impersonal and the passive, as "you cannot be sued" is read ("no se le puede demandar", "usted no puede
  // ser demandado").
  /\bla\s+ley\s+limita\b|\bprescrit[ao]\b|\b(?:no|tampoco)\s+(?:se\s+)?(?:le\s+|lo\s+|la\s+)?(?:puede|pueden|podemos|podr[aá]n?)\s+demandar|\b(?:no|tampoco)\s+(?:puede|podr[aá])\s+ser\s+demandad[oa]\b/i,
  // The time to sue said to be over, in other words ("the time to file a lawsuit on this debt has passed",
  // "you can no longer be sued", "el plazo para demandarle ha vencido").
  // (A parenthesis may name the limit: "the legal time limit (statute of limitations) for suing you … has expired", the
  // New York DFS wording, decision 143.)
  /\b(?:time|period|deadline)\s+(?:limit\s+)?(?:\([^()]{1,40}\)\s+)?(?:to|for)\s+(?:sue|suing|be\s+sued|fil(?:e|ing)\s+(?:a\s+)?(?:law)?suit|bring(?:ing)?\s+(?:a\s+)?(?:law)?suit|legal\s+action)\b[^.]{0,60}?\b(?:has|have|had)\s+(?:already\s+)?(?:expired|passed|run|lapsed|ended)\b/i,
  /\b(?:can|may)\s+no\s+longer\s+(?:legally\s+)?(?:be\s+sued|sue\s+you|be\s+(?:collected|enforced)\s+(?:in|through)\s+(?:a\s+)?(?:court|lawsuit))\b/i,
  // The bar said in other words (decision 152): the collector no longer able to act, a suit that cannot be brought
  // (passive), a suit past the time the law allows, the collector forbidden to sue, and the Spanish ("the creditor can
  // no longer take legal action", "legal action cannot be taken on this debt due to its age", "this debt is beyond the
  // time allowed for filing a lawsuit", "the time allowed by law for a creditor to sue you has passed", "we are
  // prohibited from suing you", "we cannot and will not sue you", "no puede tomar acción legal", "no podemos iniciar una
  // demanda").
  /\b(?:can|may)\s+no\s+longer\s+(?:legally\s+)?(?:take\s+(?:any\s+)?(?:legal|court)\s+action|file\s+(?:a\s+)?(?:law)?suit|bring\s+(?:a\s+)?(?:law)?suit|take\s+you\s+to\s+court|pursue\s+(?:legal\s+action|(?:a\s+)?(?:law)?suit))\b|\b(?:legal\s+action|court\s+action|(?:a\s+)?(?:law)?suit)\s+(?:cannot|can\s?not|can['’]t|may\s+not|can\s+no\s+longer|may\s+no\s+longer)\s+(?:legally\s+)?be\s+(?:taken|filed|brought|started|commenced|pursued)\b/i,
  /\b(?:beyond|past|outside|after)\s+the\s+(?:time|period)\s+(?:allowed|permitted|set|given)\s+(?:by\s+(?:the\s+|state\s+)?law\s+)?(?:for|to)\s+(?:fil(?:e|ing)|bring(?:ing)?|sue|suing|start(?:ing)?|legal\s+action)\b|\b(?:time|period)\s+(?:allowed|permitted|set|given)\s+(?:by\s+(?:the\s+|state\s+)?law\s+)?(?:for|to)\s+(?:(?:a|the|any)\s+(?:creditor|collector|owner|debt\s+buyer)\s+to\s+)?(?:sue|suing|fil(?:e|ing)|bring(?:ing)?|take\s+legal\s+action)\b[^.]{0,60}?\b(?:has|have|had)\s+(?:already\s+)?(?:expired|passed|run|lapsed|ended)\b/i,
  /\b(?:prohibited|barred|precluded|forbidden)\s+(?:by\s+law\s+)?from\s+(?:su(?:e|ing)|fil(?:e|ing)\s+(?:a\s+)?(?:law)?suit|bring(?:ing)?\s+(?:a\s+)?(?:law)?suit|tak(?:e|ing)\s+(?:any\s+)?legal\s+action)\b|\b(?:is|are)\s+not\s+(?:legally\s+)?(?:able|permitted|allowed)\s+to\s+(?:pursue|initiate|commence)\s+(?:legal\s+action|(?:a\s+)?(?:law)?suit)\b|\b(?:cannot|can\s?not|can['’]t)\s+(?:and|or)\s+(?:will|would|shall)\s+not\s+(?:sue|file\s+(?:a\s+)?(?:law)?suit|take\s+legal\s+action)\b/i,
  /\bno\s+(?:se\s+)?(?:le\s+)?(?:puede|pueden|podemos|podr[aá]n?)\s+(?:tomar|iniciar|presentar|entablar|emprender)\s+(?:una\s+|ninguna\s+)?(?:acci[oó]n(?:es)?\s+(?:legal(?:es)?|judicial(?:es)?)|demanda)\b/i,
  // The law said no longer to allow a suit, or a suit said no longer possible ("the law no longer allows a lawsuit on
  // this account", "legal action on this debt is no longer possible because of its age", "too old for a court to
  // enforce", "la ley ya no permite una demanda").
  /\b(?:the\s+)?(?:law|statute|state\s+law)\s+(?:no\s+longer|does\s+not|doesn't|will\s+not|won't)\s+(?:allow|permit)s?\s+(?:a\s+|any\s+|us\s+to\s+(?:file\s+)?(?:a\s+)?)?(?:(?:law)?suit|legal\s+action|court\s+action|sue)\b|\b(?:(?:a\s+)?(?:law)?suit|legal\s+action|court\s+action)\b[^.]{0,40}?\b(?:is|are)\s+no\s+longer\s+(?:legally\s+)?(?:possible|available|permitted|allowed)\b|\btoo\s+old\s+for\s+(?:a|the|any)\s+court\s+to\s+(?:enforce|hear)\b|\bla\s+ley\s+ya\s+no\s+permite\s+(?:una\s+)?(?:demanda|acci[oó]n\s+legal)\b/i,
  // The law said not to allow the suit, with whom it binds or the consumer sued (decision 381): "the law does not allow you to be
  // sued for it", "the law does not allow anyone to sue you", "state law no longer permits a creditor to take you to court", "la
  // ley no permite que se le demande", "la ley no nos permite demandarle", "la ley ya no permite que nadie le demande"; session 55: the
  // owner named in that place, "the law does not allow Commonwealth Debt Holdings, LLC to sue you", "state law does not permit Acme
  // Funding Inc. to file a lawsuit", "la ley no permite que Acme Funding, LLC le demande").
  /\b(?:the\s+)?(?:law|statute|state\s+law)\s+(?:no\s+longer|does\s+not|doesn't|doesn’t|will\s+not|won't|won’t)\s+(?:allow|permit)s?\s+(?:you|anyone|anybody|us|them|(?:a|the|any|your)\s+(?:creditor|collector|owner|debt\s+buyer|court)|(?:(?:(?:inc|corp|co|ltd|llc|lp|n\.a|l\.l\.c|p\.c|p\.a)\.|[^\s.,;:]+),?\s+){1,6}?)(?:or\s+(?:its|their|our)\s+(?:client|clients|owner|agents?)\s+)?to\s+(?:be\s+sued|sue|file\s+(?:a\s+)?(?:law)?suit|bring\s+(?:a\s+)?(?:law)?suit|take\s+(?:you\s+to\s+court|legal\s+action|court\s+action))\b|\bla\s+ley\s+(?:ya\s+)?no\s+(?:nos\s+|le\s+|les\s+)?permite\s+(?:que\s+(?:nadie\s+|(?:(?:(?:inc|corp|co|ltd|llc|lp|n\.a|l\.l\.c|p\.c|p\.a)\.|[^\s.,;:]+),?\s+){1,6}?)?(?:se\s+)?(?:le\s+|lo\s+|la\s+)?demand|demandar)/i,
  // The law as the one that limits the time to sue, active or passive ("how long you can be sued on a debt is limited
  // by law", "the time in which you can be sued is limited by state law", "the law sets a time limit on how long a
  // creditor can sue", "el tiempo durante el cual se le puede demandar está limitado por la ley").
  /\b(?:how\s+long|the\s+(?:time|period|length\s+of\s+time)(?:\s+(?:in|during|within)\s+which|\s+that)?)\s+(?:you|a\s+(?:person|consumer)|someone|consumers|people)\s+(?:can|may|could)\s+be\s+sued\b[^.]{0,40}?\b(?:is|are)\s+(?:limited|restricted|set)\s+by\s+(?:(?:the|state|federal)\s+)?law\b|\b(?:the\s+)?law\s+(?:limits|restricts|sets\s+(?:a\s+)?(?:time\s+)?limits?\s+(?:on|for))\s+(?:how\s+long|the\s+(?:time|period|length\s+of\s+time))\b[^.]{0,40}?\b(?:sue|sued|lawsuit|suit)\b|\b(?:el\s+tiempo|el\s+plazo|el\s+per[ií]odo)\s+(?:durante\s+el\s+cual|en\s+(?:el\s+)?(?:que|cual)|para)\s+(?:se\s+)?(?:le\s+|lo\s+|la\s+)?(?:puede|pueden|podemos)\s+(?:ser\s+)?demandar\w*[^.]{0,40}?\best[aá]\s+limitado\s+por\s+(?:la\s+)?ley\b/i,
  // The same general rule said as a limit the law sets or that exists (session 51): "there is a legal limit on how long you can be
  // sued over a debt", "the law puts a limit on how long you can be taken to court", "laws place time limits on lawsuits to collect
  // debts", "state laws limit how long a creditor can sue you", "hay un límite legal de tiempo para demandar", "la ley fija un límite
  // de tiempo para demandarle"; session 52: the limit on the time during which one can be sued ("hay un límite legal al tiempo
  // durante el cual se le puede demandar", "existe un límite legal sobre cuánto tiempo…", "la ley pone un límite al tiempo en que…").
  /\b(?:there\s+(?:is|are)|(?:(?:the|state|federal)\s+)?laws?\s+(?:sets?|puts?|places?|imposes?))\s+(?:a\s+)?(?:(?:legal|time|statutory)\s+)*limits?\s+(?:on|to|for)\s+(?:(?:how\s+long|the\s+(?:time|period|length\s+of\s+time))\b[^.]{0,50}?\b(?:sue|sued|suing|lawsuits?|suits?|court|legal\s+action)\b|(?:(?:law)?suits|legal\s+actions?|court\s+actions?|suing)\b)|\b(?:(?:state|federal)\s+)?laws\s+(?:limit|restrict)\s+how\s+long\b[^.]{0,40}?\b(?:sue|sued|suing|lawsuits?|suits?|court)\b|\b(?:hay|existe[n]?)\s+(?:un\s+)?l[ií]mites?\s+(?:legal(?:es)?\s+)?(?:de\s+tiempo\s+)?(?:para|sobre|al?|en)\s+(?:demandar|(?:el\s+)?(?:tiempo|plazo|per[ií]odo)\b[^.]{0,50}?demand|cu[aá]nto\s+tiempo\b[^.]{0,50}?demand)|\bla\s+ley\s+(?:establece|fija|pone|impone)\s+(?:un\s+)?l[ií]mites?\s+(?:de\s+tiempo\s+)?(?:para|sobre|al?|en)\s+(?:demandar|(?:el\s+)?(?:tiempo|plazo|per[ií]odo)\b[^.]{0,50}?demand|cu[aá]nto\s+tiempo\b[^.]{0,50}?demand)/i,
  // The bar said by what the words do rather than by the statute's name (decision 266): the debt too old to be sued on or
  // collected in court ("too old to be collected in court", "too old for you to be sued on it"), a debt that cannot be
  // collected or enforced in court, the creditor no longer allowed to sue, a debt outside the time in which one can be sued,
  // no one able to sue, and the Spanish ("no se puede cobrar por la vía judicial", "demasiado antigua para ser demandada").
  /\btoo\s+old\s+(?:for\s+(?:you|anyone|a\s+(?:creditor|collector|court)|us|them)\s+)?to\s+(?:(?:legally\s+)?be\s+(?:sued\s+(?:on|for|over)|collected\s+(?:in|through|by)\s+(?:a\s+|the\s+)?(?:courts?|lawsuit|legal\s+action)|enforced)|sue\s+(?:on|for|over)|(?:collect|enforce)\s+(?:in|through|by)\s+(?:a\s+|the\s+)?(?:courts?|lawsuit))\b|\b(?:cannot|can\s?not|can['’]t)\s+(?:legally\s+)?be\s+(?:collected|enforced|recovered)\s+(?:in|through|by)\s+(?:a\s+|the\s+)?(?:courts?|lawsuit|legal\s+action|judicial\s+(?:action|process))\b/i,
  /\b(?:no\s+longer|not)\s+(?:legally\s+)?allowed\s+to\s+(?:sue|take\s+(?:you\s+)?to\s+court|file\s+(?:a\s+)?(?:law)?suit|bring\s+(?:a\s+)?(?:law)?suit)\b|\b(?:outside|beyond|past)\s+the\s+(?:time(?:\s+period)?|period)\s+(?:in\s+which|during\s+which|within\s+which|when)\s+(?:you|a\s+(?:person|consumer)|someone)\s+(?:can|could|may)\s+(?:legally\s+)?be\s+sued\b|\b(?:no\s+one|nobody|no\s+creditor|no\s+collector)\s+(?:can|may|could)\s+(?:legally\s+|now\s+)?(?:sue\s+you|take\s+you\s+to\s+court|file\s+(?:a\s+)?(?:law)?suit)\b/i,
  /\bno\s+se\s+(?:le\s+)?puede\s+(?:cobrar|exigir|reclamar|ejecutar)\s+(?:por\s+(?:la\s+)?v[ií]a\s+judicial|judicialmente|en\s+(?:los\s+|un\s+)?tribunal(?:es)?|ante\s+(?:un|los)\s+tribunal(?:es)?)|\bdemasiado\s+antigua\s+para\s+(?:ser\s+)?(?:demandad|cobrad|reclamad)[ao]/i,
  // The time the law allows to sue said to have run (decision 474), as the Spanish below says it: "the time allowed by Connecticut law
  // to sue on this debt has expired", "the period in which a creditor may sue you has run out", "the deadline to file a lawsuit
  // over this debt has passed", "the legal time limit for taking legal action on this debt has ended".
  /\b(?:the|your|this)\s+(?:(?:legal|statutory)\s+)?(?:time(?:\s+(?:limit|period))?|period|deadline|window)\s+(?:(?:allowed|permitted|given|set)\s+(?:by\s+(?:[\w-]+\s+){0,2}?law\s+)?)?(?:(?:in|during|within)\s+which\s+(?:you|a\s+(?:creditor|collector|person)|the\s+(?:creditor|owner)|anyone|someone)\s+(?:can|may|could)\s+(?:legally\s+)?(?:sue|be\s+sued)|(?:to|for)\s+(?:su(?:e|ing)|bring(?:ing)?\s+(?:a\s+)?(?:law)?suit|fil(?:e|ing)\s+(?:a\s+)?(?:law)?suit|tak(?:e|ing)\s+(?:any\s+)?(?:legal|court)\s+action))\b[^.]{0,60}?\b(?:has|have|had)\s+(?:already\s+|now\s+)?(?:expired|passed|run(?:\s+out)?|ended|lapsed|elapsed|gone\s+by)\b/i,
  /\bya\s+no\s+(?:se\s+)?(?:le\s+|lo\s+|la\s+)?(?:puede|pueden|podemos)\s+demandar|\bel\s+plazo\s+para\s+demandar\w*\b[^.]{0,50}?\b(?:ha|han|había)\s+(?:ya\s+)?(?:vencido|expirado|terminado)|\bel\s+plazo\s+para\s+demandar\w*\b[^.]{0,50}?\bya\s+(?:ha\s+)?(?:vencido|expirado|terminado)/i,
];

export const lawBarsSuitSpans = perText((text: string): Span[] =>
  findPhrases(text, LAW_BARS_SUIT_PATTERNS).filter((s) => {
    const sentence = sentenceAround(text, s.start, s.end).text;
    // "has not expired" is caught by the verb group; conditional "if ... has expired" is not a statement. The law's own words of
    // debts at large ("a debt collector may not sue on a debt too old to be collected in court", decision 523) say nothing of this debt.
    return !/\b(?:has|have|had)\s+not\b|\bif\s+the\s+statute\b|\bwhether\b/i.test(sentence) && !recitedAt(text, s.start);
  }),
);

/**
 * "We will not sue you" style promises: a choice the collector (or its client) makes, not a bar the
 * law sets (not enough on their own: Pantoja). Any actor, future or intent, a suit in any words.
 */
// Decision 337: also "initiate / commence / institute any legal action" ("we will not initiate any legal action").
const SUE_ACT = String.raw`(?:sue|take\s+(?:any\s+)?(?:legal|court)\s+action|take\s+you\s+to\s+court|file\s+(?:a\s+)?(?:law)?suit|bring\s+(?:a\s+)?(?:law)?suit|pursue\s+(?:legal|litigation|a\s+(?:law)?suit)|(?:initiate|commence|institute)\s+(?:any\s+)?(?:legal|court|litigation|a\s+(?:law)?suit))`;
const WILL_NOT_SUE_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:will|shall|would)\s+not\s+(?:\w+\s+)?${SUE_ACT}`, 'i'),
  new RegExp(String.raw`\b(?:won['’]?t|(?:is|are|am)\s+not\s+going\s+to)\s+(?:\w+\s+)?${SUE_ACT}`, 'i'),
  new RegExp(String.raw`\b(?:has|have)\s+(?:decided|chosen|elected|agreed)\s+not\s+to\s+${SUE_ACT}`, 'i'),
  new RegExp(
    String.raw`\b(?:do|does)\s+not\s+(?:intend|plan)\s+to\s+${SUE_ACT}|\bno\s+(?:intention|plans?)\s+(?:of|to)\s+(?:su(?:e|ing)|tak(?:e|ing)\s+legal\s+action|fil(?:e|ing)\s+(?:a\s+)?(?:law)?suit)`,
    'i',
  ),
  // Hedged and chosen forms courts found no disclosure of the law's bar (Pantoja; Buchanan; Tatis): "we may not sue",
  // "our client may choose not to sue", "we are not currently planning to sue", "we do not presently intend to sue",
  // "hemos decidido no demandarle", "no presentaremos una demanda".
  new RegExp(
    String.raw`\b(?:we|our\s+(?:client|company|office|firm)|the\s+(?:creditor|owner|current\s+(?:creditor|owner)))\s+(?:may|might)\s+(?:(?:choose|decide|elect)\s+)?not\s+(?:to\s+)?${SUE_ACT}`,
    'i',
  ),
  new RegExp(String.raw`\b(?:has|have|had)\s+(?:\w+\s+)?(?:decided|chosen|elected|agreed)\s+not\s+to\s+${SUE_ACT}`, 'i'),
  new RegExp(
    String.raw`\b(?:is|are|am)\s+not\s+(?:currently\s+|presently\s+|now\s+)?(?:(?:planning|intending)\s+to\s+${SUE_ACT}|suing\s+you\b)|\b(?:do|does)\s+not\s+(?:currently\s+|presently\s+|now\s+)(?:intend|plan)\s+to\s+${SUE_ACT}`,
    'i',
  ),
  /\b(?:hemos|ha|han)\s+(?:decidido|elegido|optado\s+por)\s+no\s+demandar\w*|\bno\s+(?:presentaremos|interpondremos|entablaremos|iniciaremos)\s+(?:una\s+|ninguna\s+)?demanda\b|\bno\s+(?:le\s+|lo\s+|la\s+)?demandaremos\b/i,
  /\bno\s+(?:le|lo|la)\s+demandar(?:emos|[aá]n?)\b|\bno\s+(?:vamos|va|van)\s+a\s+demandar\w*|\bno\s+(?:tomaremos|iniciaremos|emprenderemos)\s+(?:ninguna\s+)?acci[oó]n(?:es)?\s+(?:legal|legales|judicial|judiciales)/i,
  // Decision 337: the Spanish promise in the other ways the English one is read: the consumer not taken to court ("no lo
  // llevaremos a los tribunales"), no intention or plan to sue ("no tenemos la intención de demandarle", "no planeamos
  // demandar"), "never", and the passive ("no se presentará ninguna demanda").
  /\bno\s+(?:l[eoa]s?\s+)?(?:llevaremos|llevar[aá]n?|(?:vamos|va|van)\s+a\s+llevar(?:l[eoa]s?)?)\s+a\s+(?:los\s+tribunales|la\s+corte|juicio|un\s+tribunal)|\bno\s+(?:tenemos|tiene|tienen)\s+(?:la\s+|ninguna\s+)?intenci[oó]n\s+de\s+(?:demandar\w*|llevar\w*\s+a\s+(?:los\s+tribunales|la\s+corte|juicio)|(?:presentar|iniciar|entablar)\s+(?:una\s+)?demanda|tomar\s+acci[oó]n(?:es)?\s+(?:legal|legales|judicial|judiciales))|\bno\s+(?:planeamos|pensamos|planea|piensa|planean)\s+demandar\w*|\bnunca\s+(?:l[eoa]\s+)?demandar(?:emos|[aá]n?)|\bno\s+se\s+(?:presentar|iniciar|entablar|interpondr)[aá]\s+(?:ninguna\s+|una\s+)?(?:demanda|acci[oó]n\s+(?:legal|judicial))/i,
  // Decision 358: the hedged and chosen Spanish forms, as "we may not sue" and "our client may choose not to sue" are read: "puede
  // que no le demandemos", "es posible que no lo demandemos", "podemos optar por no demandarle", "podríamos no demandarle", "no
  // tenemos planes de demandarle". Each leaves the suit to the collector's choice, not the law's bar (Pantoja).
  /\b(?:puede|es\s+posible)\s+que\s+no\s+(?:l[eoa]s?\s+)?demand(?:emos|e|en)\b|\b(?:podemos|podr[ií]amos|puede|podr[ií]a|pueden|podr[ií]an)\s+(?:optar\s+por|decidir|elegir)\s+no\s+demandar\w*|\bpodr[ií]amos\s+no\s+demandar\w*|\bno\s+(?:tenemos|tiene|tienen)\s+(?:ning[uú]n\s+)?planes?\s+de\s+demandar\w*/i,
  // The promise in other grammar (decision 165): the suit said not to be brought, in the passive ("no lawsuit will be
  // filed against you", "legal action will not be taken on this account"), the progressive ("we will not be suing you"),
  // "never", an agreement or election ("we agree not to sue you", "we elect not to sue"), a practice or policy ("we do not
  // sue on debts of this age", "it is our policy not to sue"), and the debt not taken to court ("our client will not
  // pursue this debt in court"). Each is the collector's choice, not the law's bar; "cannot be taken" is the law's
  // (`LAW_BARS_SUIT_PATTERNS`).
  /\b(?:no|not\s+any)\s+(?:(?:law)?suit|legal\s+action|court\s+action|litigation|legal\s+proceedings?)\s+(?:will|shall|would|is\s+going\s+to)\s+be\s+(?:filed|brought|taken|commenced|initiated|pursued|started)\b|\b(?:(?:law)?suit|legal\s+action|court\s+action|litigation|legal\s+proceedings?)\s+(?:will|shall|would)\s+not\s+be\s+(?:filed|brought|taken|commenced|initiated|pursued|started)\b/i,
  new RegExp(
    String.raw`\b(?:will|shall|would)\s+not\s+be\s+(?:suing|filing\s+(?:a\s+)?(?:law)?suit|taking\s+(?:any\s+)?(?:legal|court)\s+action)\b|\b(?:will|shall|would)\s+never\s+(?:\w+\s+)?${SUE_ACT}|\b(?:agree|agrees|agreed|promise|promises|elect|elects|choose|chooses|opt|opts)\s+not\s+to\s+${SUE_ACT}|\b(?:is|are|am)\s+(?:not|under\s+no)\s+(?:obligat(?:ed|ion)|required|bound)\s+to\s+${SUE_ACT}`,
    'i',
  ),
  /\b(?:do|does)\s+not\s+(?:sue|file\s+(?:law)?suits?|take\s+legal\s+action)\s+(?:on|over|for|against)\b|\b(?:policy|practice)\s+(?:is\s+)?not\s+to\s+(?:sue|file\s+(?:law)?suits?|take\s+legal\s+action)\b|\b(?:will|shall|would)\s+not\s+(?:pursue|collect|enforce)\s+(?:this|the|your)\s+(?:debt|account|balance)\s+(?:in|through)\s+(?:a\s+|the\s+)?courts?\b/i,
];

export const willNotSueSpans = perText((text: string): Span[] => findPhrases(text, WILL_NOT_SUE_PATTERNS));

/** The collector says it is closing the account or ending collection (a closing letter collects nothing). */
const CLOSING_PATTERNS: readonly RegExp[] = [
  /\bclos(?:e|es|ing|ed)\s+(?:our|its|the|this|your)\s+(?:file|account|records?)\b/i,
  /\b(?:ceas|stop|end|terminat|discontinu)\w*\s+(?:all\s+)?(?:further\s+)?(?:collection|collecting|contact)\b/i,
  /\breturn\w*\s+(?:the|this|your)\s+(?:account|file)\s+to\b/i,
  /\bno\s+(?:longer|further)\s+(?:collect|pursu|seek)\w*\b/i,
  /\bcerra(?:r|mos|remos)\s+(?:el|su|este)\s+(?:expediente|archivo|caso|cuenta)\b|\bsuspender\w*\s+(?:el|todo)\s+cobro\b/i,
];

/**
 * A stop said as the consumer's right or on a condition is not the collector closing the account (decision 152): the
 * Regulation F notice's "If you write to us by …, we must stop collection on any amount you dispute", "you may ask us to
 * stop contacting you", "we will cease collection until we send verification".
 */
const CONDITIONAL_STOP =
  /\bif\s+you\b|\bunless\b|\buntil\b|\bonce\s+you\b|\bwhen\s+you\b|\byou\s+(?:may|can|could|have\s+the\s+right)\b|\bmust\s+(?:stop|cease)\b|\bdisput|\bsi\s+(?:usted|nos)\b|\bhasta\s+que\b/i;

export const closingSpans = perText((text: string): Span[] =>
  findPhrases(text, CLOSING_PATTERNS).filter((s) => !isNegatedAt(text, s.start) && !CONDITIONAL_STOP.test(sentenceAround(text, s.start, s.end).text)),
);

/** A warning that a payment or promise could restart (revive) the limitations period. */
const REVIVAL_PATTERNS: readonly RegExp[] = [
  // A suit said possible only on the consumer's own new act (decision 554): "you could only be sued if you signed a new written
  // promise to pay", "you can be sued only if you make a payment", "solo se le podría demandar si usted firma una nueva promesa de
  // pago". It says what would revive the debt; it threatens nothing.
  /\b(?:only\s+)?(?:be\s+)?sued\s+only\s+if\s+you\b|\bonly\s+be\s+sued\s+if\s+you\b|\b(?:sue|sued)\b[^.]{0,40}?\bonly\s+if\s+you\s+(?:sign|make|pay|acknowledg|promis|agree|renew)\w*|\bs[oó]lo\b[^.]{0,40}?\bdemand\w*\b[^.]{0,20}?\bsi\s+usted\s+(?:firma|hace|paga|reconoce|promete|acepta)\w*/i,
  /\b(?:restart|re-start|revive|reset|renew|re-age|extend)\w*\s+(?:the\s+)?(?:time\s+(?:period|limit)|time\s+(?:to\s+|in\s+which\s+(?:you\s+can\s+be|to\s+be)\s+)(?:sue|sued|file|bring)|limitations|statute|clock|period)/i,
  /\b(?:time\s+(?:period|limit)|time\s+(?:to\s+|in\s+which\s+(?:you\s+can\s+be|to\s+be)\s+)(?:sue|sued|file\s+(?:a\s+)?(?:law)?suit|bring\s+(?:a\s+)?(?:law)?suit)|statute\s+of\s+limitations?|limitations\s+period|period)\b[^.]{0,80}?\b(?:start\s+(?:over|again|anew)|restart|begin\s+again|be\s+revived|revive|reset|renew)/i,
  /\bif\s+you\s+(?:make|send|pay)\b[^.]{0,120}?\b(?:can|could|may|might|will)\s+(?:be\s+able\s+to\s+)?(?:sue|be\s+sued)\b/i,
  /\breinici[\wáéíóú]+\s+el\s+(?:plazo|periodo|per[ií]odo)\b/i,
  // The time to sue named by who can be sued in it (decision 381): "a payment may extend the time you can be sued", "could
  // restart the period during which the creditor can sue you", "may lengthen the time a creditor can sue".
  /\b(?:restart|re-start|revive|reset|renew|extend|lengthen|prolong)\w*\s+(?:the\s+)?(?:time|period|window)\s+(?:(?:in|during|within)\s+which\s+|that\s+|when\s+)?(?:you|a\s+creditor|the\s+creditor|anyone|we|they|it|someone)\s+(?:can|may|could)\s+(?:(?:legally\s+)?be\s+sued|sue)\b/i,
  // The time or the right to sue named by whose it is (session 55): "a payment will reset the time our client has to file suit",
  // "a payment of any amount will restore our client's right to sue you", "could renew the owner's ability to take you to court".
  /\b(?:restart|re-start|revive|reset|renew|restor|reinstat|extend)\w*\s+(?:the\s+time\b[^.]{0,40}?\b(?:sue|suit|court|legal\s+action)|(?:(?:our|its|the|their|your)\s+)?(?:(?:client|creditor|owner|collector|lender|bank|company)['’]?s?\s+)?(?:legal\s+)?(?:right|ability|power)\s+to\s+(?:sue|file|bring|take\s+(?:you\s+to\s+court|legal\s+action)|collect\s+(?:[\w$.,]+\s+){0,4}?(?:through|in)\s+(?:the\s+)?courts?))/i,
  // The consent-decree wording: "you can renew the debt and start the time period for the filing of a lawsuit against you".
  /\b(?:start|begin)\s+(?:a\s+new\s+|the\s+)?(?:time\s+period|period|clock)\s+(?:for|to)\b[^.]{0,40}?\b(?:lawsuit|suit|sue)\b/i,
  // Revival said in other words (decision 152): the debt or the right to sue revived, a payment giving the creditor a new
  // right to sue or letting it sue again, the debt re-aged, and the Spanish ("your debt may be revived", "a payment could
  // give the creditor a new right to sue you", "paying could allow the owner to sue you again", "un pago podría permitir
  // que el acreedor vuelva a demandarle", "la deuda puede revivir").
  /\b(?:debt|account|claim|obligation|right\s+to\s+sue)\s+(?:may|might|could|can|will|would)\s+(?:be\s+)?(?:revived|renewed|re-?aged|restored|reinstated)\b|\bre-?age[sd]?\s+(?:the|your|this)\s+(?:debt|account)\b/i,
  /\b(?:pay(?:ing|ment)?|promis\w*\s+to\s+pay|acknowledg\w*)\b[^.]{0,100}?\b(?:new|renewed|fresh|another)\s+(?:right|time\s+period|period|chance)\s+to\s+(?:sue|file|bring)\b|\b(?:pay(?:ing|ment)?|promis\w*\s+to\s+pay|acknowledg\w*)\b[^.]{0,100}?\b(?:allow|let|permit|enable|give)\w*\s+(?:the\s+|your\s+|its\s+|our\s+)?(?:creditor|collector|owner|debt\s+buyer|us|them|it|client|anyone|anybody|someone|somebody)\b[^.]{0,40}?\bsue\b|\bsue\s+you\s+again\b/i,
  /\b(?:vuelva|volver|vuelvan)\s+a\s+demandar\w*|\b(?:deuda|cuenta)\s+(?:puede|podr[ií]a)\s+(?:revivir|renovarse|reactivarse)\b|\b(?:un\s+pago|pagar|un\s+abono)\b[^.]{0,100}?\b(?:permitir|dar)\w*\b[^.]{0,40}?\bdemand\w*/i,
  // Revival said by what the words do (decision 266): a payment said to revive or renew the debt itself ("making a payment
  // could revive it", "a payment may revive the debt"), the clock said to start over, a payment after which the consumer
  // may again be sued or taken to court ("once you pay, you may again be sued", "if you make any payment, the creditor could
  // then take you to court"), the debt brought back within the time to sue, and the Spanish ("el plazo podría comenzar de
  // nuevo", "el tiempo para demandarle podría volver a empezar", "cualquier pago puede renovar el plazo"; session 52, the verb before
  // its noun: "puede reiniciar el tiempo", "renovar la deuda y hacer que vuelva a correr el plazo", the consent decree's Spanish;
  // "renovará nuestro derecho a demandarle").
  /\b(?:pay(?:ing|ment)?|pays|paid|promis\w*\s+to\s+pay|acknowledg\w*)\b[^.]{0,80}?\b(?:revive|renew|re-?age|restore|reinstate|reactivate)s?\s+(?:it|the\s+debt|this\s+debt|your\s+debt|the\s+account|this\s+account|your\s+account|the\s+claim)\b|\b(?:clock|countdown)\b[^.]{0,30}?\b(?:start|begin|run)\w*\s+(?:over|again|anew|afresh)\b|\bbring\w*\s+(?:the|this|your)\s+(?:debt|account)\s+back\s+(?:within|into|under)\b/i,
  /\b(?:if|once|when|after)\s+you\s+(?:make\s+(?:a|any|even\s+a)\s+(?:partial\s+|small\s+)?payment|pay)\b[^.]{0,100}?\b(?:(?:may|might|could|can|will)\s+(?:then\s+)?(?:again\s+be\s+sued|be\s+sued\s+again)|(?:could|can|may|might|will)\s+(?:then\s+|again\s+)?(?:take\s+you\s+to\s+court|file\s+(?:a\s+)?(?:law)?suit\s+against\s+you))/i,
  /\b(?:el\s+)?(?:plazo|per[ií]odo|tiempo|t[eé]rmino)\b[^.]{0,60}?\b(?:(?:comenz|comienc|comienz|empez|empiec|empiez|inici|corr)\S*\s+(?:de\s+nuevo|otra\s+vez|nuevamente)|volv(?:er|er[aá]n?|er[ií]a|a)\S*\s+a\s+(?:empezar|comenzar|correr|contar|iniciar)|reiniciar\S*)|\b(?:pago|pagar|abono)\b[^.]{0,60}?\b(?:renov|reinici|reactiv|ampli|extend)\w*\s+(?:el\s+)?(?:plazo|per[ií]odo|t[eé]rmino)\b|\b(?:reinici|renov|reactiv|restablec)[\w\u00c0-\u017f]*\s+(?:el|la|su|esta|nuestro|nuestra)\s+(?:plazo|per[ií]odo|tiempo|t[eé]rmino|deuda|derecho\s+a\s+demandar\w*)\b|\b(?:vuelva|vuelvan|volver)\s+a\s+(?:correr|empezar|comenzar|contar|iniciar)\s+(?:el|su)\s+(?:plazo|per[ií]odo|tiempo|t[eé]rmino)\b/i,
  // The CFPB's revival sentence in Spanish (decision 254), as the English "if you make a payment … can sue you": "Si hace un
  // pago, admite que debe la deuda o promete pagarla, [acreedor] puede demandarlo para cobrarla".
  /\bsi\s+(?:usted\s+)?(?:hace|realiza|env[ií]a|paga|admite|promete)\b[^.]{0,120}?\b(?:puede|podr[ií]a|podr[aá]n?|pueden)\s+demandar\w*/i,
];

/**
 * The verb that says the time to sue starts again, inside a revival phrase: the word a denial negates ("we will not
 * restart", "no payment will revive", "does not re-age", "no reiniciará").
 */
const REVIVAL_VERB =
  /\b(?:restart|re-start|reviv|reset|renew|re-?age|extend|start\s+(?:over|again|anew)|begin\s+again|new\s+right|sue\s+you\s+again|again\s+be\s+sued|be\s+sued\s+again|take\s+you\s+to\s+court|restor|reinstat|reactiv|bring\w*\s+(?:the|this|your)\s+(?:debt|account)\s+back|reinici|renov|(?:comenz|comienc|comienz|empez|empiec|empiez)\S*\s+de\s+nuevo|vuelva|volv)\w*/i;

/** The collector, its client or the owner as the subject that promises ("we will not restart", "our client agrees"). */
const PROMISING_SUBJECT =
  /\b(?:we|our\s+(?:client|company|office|firm)|the\s+(?:creditor|owner|current\s+(?:creditor|owner)|collector|debt\s+buyer))\s+(?:will|shall|would|won['’]t|do|does|agrees?|promises?|(?:has|have)\s+agreed)\b|\b(?:we|our\s+client)\s+(?:agree|promise|guarantee)\b|\bnos\s+comprometemos\b|\bno\s+(?:reiniciaremos|renovaremos)\b/i;

/** "No payment you make will restart", "nothing you do will revive", "neither a payment nor a promise will": the subject denies. */
const NO_SUBJECT_DENIES =
  /(?:^|[,;:]\s*|\b(?:and|but|so|because)\s+)(?:no|neither|nothing|ning[uú]n|ninguna|nada)\b(?!\s+(?:obstante|matter|doubt)\b)[^,;:.]{0,60}$/i;

/**
 * A negator governing the revival verb through a longer verb group ("will not be used to extend or renew", "does not in
 * any way restart", "will never be treated as restarting"): up to seven words, none of them opening another clause.
 */
const DENIED_VERB_GROUP =
  /(?:\b(?:not|never|cannot)|n['’]t)(?:\s+(?!if\b|unless\b|but\b|however\b|although\b|though\b|while\b|whereas\b|that\b|you\b|and\b|so\b|because\b|which\b)[\w'’-]+){0,7}\s+$/i;

export type RevivalDenial = { span: Span; sentence: Span; promised: boolean };

/** Every revival phrase, warning or denial: one pass of the patterns per letter. */
const revivalPhrases = perText((text: string): Span[] => findPhrases(text, REVIVAL_PATTERNS));

/**
 * A revival phrase that denies the restart (decision 165): "we will not restart the statute of limitations if you make a
 * payment", "making a payment will not restart the time to sue", "no payment you make can revive the debt", "we will not
 * re-age your account", "el pago no reiniciará el plazo". It warns of nothing. Said where a payment or a promise may
 * revive the debt (legal-reference §4.2) it tells the reader the opposite of the law (*Pantoja*: the warning is the
 * second half of what a letter on a time-barred debt owes), or, said as the collector's own promise ("we will not
 * restart"), a choice that binds neither the law nor a later owner (*Perea v. Portfolio Recovery*, N.D. Ill. 2020, under
 * *Pantoja*); where nothing revives the debt (N.Y. CPLR 214-i, Tex. Fin. Code 392.307, Cal. CCP 360), the same words are
 * the law. `promised`: the collector or its client is the subject ("we will not", "our client agrees").
 */
export const revivalDenials = perText((text: string): RevivalDenial[] => {
  const out: RevivalDenial[] = [];
  for (const span of revivalPhrases(text)) {
    const verb = REVIVAL_VERB.exec(span.text);
    const at = span.start + (verb?.index ?? 0);
    const sentence = sentenceAround(text, span.start, span.end);
    const before = text.slice(sentence.start, at);
    if (!isNegatedAt(text, at) && !suitNegatedInClause(text, sentence, at) && !NO_SUBJECT_DENIES.test(before) && !DENIED_VERB_GROUP.test(before)) continue;
    out.push({ span, sentence, promised: PROMISING_SUBJECT.test(text.slice(sentence.start, at)) });
  }
  return out;
});

/** A warning that a payment or promise could restart the time to sue; a denial of the restart is none (decision 165). */
export const revivalWarningSpans = perText((text: string): Span[] => {
  const denied = revivalDenials(text);
  const found = revivalPhrases(text);
  return denied.length === 0 ? found : found.filter((s) => !denied.some((d) => d.span.start === s.start));
});

/** The sentence warns that a payment or promise could restart the time to sue (it explains the law; it threatens nothing). */
export const isRevivalWarning = (sentence: string): boolean => REVIVAL_PATTERNS.some((p) => p.test(sentence));

// ---------------------------------------------------------------------------------------------
// Threats of suit (time_barred_suit_threat)

const SUIT_PATTERNS: readonly RegExp[] = [
  /\bsu(?:e|ed|es|ing)\b/i,
  /\blaw\s?suits?\b/i,
  /\blegal\s+(?:action|actions|proceedings?|remed(?:y|ies)|measures|steps|process)\b/i,
  /\blitigat(?:e|ion|ed)\b/i,
  /\b(?:court|judicial)\s+(?:action|proceedings?|case)\b/i,
  /\btake\s+you\s+to\s+court\b/i,
  // Other wordings of a suit (12 CFR 1006.26(b) bans a threat of suit however worded): legal options or
  // placement, being taken to court, collecting through the courts, a court judgment; and in Spanish.
  /\blegal\s+(?:options|recourse|means|avenues|channels|review|placement)\b/i,
  /\b(?:taken|tak(?:e|ing)\s+(?:this(?:\s+(?:matter|account|debt))?|the\s+(?:matter|account|debt)|your\s+(?:account|debt)))\s+to\s+court\b/i,
  /\bthrough\s+the\s+courts?\b|\bcourt\s+judg(?:e)?ments?\b|\bjudicial\s+(?:remedies|means|collection)\b/i,
  /\bante\s+(?:el|los|un)\s+tribunal(?:es)?\b|\bllevar(?:le|lo|la)?\s+a\s+(?:la\s+)?corte\b|\bmedidas\s+(?:legales|judiciales)\b|\bv[ií]a\s+judicial\b/i,
  /\bfil(?:e|ed|ing)\s+(?:a\s+)?(?:suit|(?:claim|complaint|action)\s+against\s+you)\b/i,
  /\b(?:obtain|seek|get|enter|secure)\w*\s+(?:a\s+)?judg(?:e)?ment\b|\bjudg(?:e)?ment\s+against\s+you\b/i,
  /\bjudg(?:e)?ment\s+(?:may|will|could|can|shall)\s+be\s+(?:entered|obtained|taken|sought)\b|\b(?:summoned|hauled|dragged)\s+(?:to|into)\s+court\b|\bsummoned\s+to\s+appear\s+(?:in|before)\s+(?:a\s+)?(?:court|judge)\b/i,
  /\bsummons\b/i,
  // The suit said by its papers or its judge (decision 381): "you could receive court papers", "a judge could order you to pay",
  // "podría recibir una citación judicial", "podría ser emplazado", "documentos del tribunal", "un juez podría ordenarle pagar".
  /\b(?:court|legal)\s+papers\b|\ba\s+judge\s+(?:may|might|could|can|will|would)\s+(?:\w+\s+)?order\s+you\b|\bcitaci[oó]n\s+(?:judicial|a\s+(?:la\s+)?corte|del\s+tribunal)\b|\bemplazad[oa]s?\b|\bemplazamiento\b|\bdocumentos\s+(?:del|de\s+la)\s+(?:tribunal|corte|juzgado)\b|\bun\s+juez\s+(?:podr[ií]a|puede|va\s+a|le\s+podr[ií]a)\s+(?:\w+\s+)?orden/i,
  /\bpre-?\s?legal\b/i,
  /\b(?:refer|forward|assign|transfer|turn|place)\w*\b[^.\n]{0,40}?\b(?:attorneys?|lawyers?|legal\s+department|law\s+firm|counsel)\b/i,
  /\blegal\s+department\b/i,
  /\bgarnish\w*\b/i,
  /\bdemand(?:a|ar|arle|arlo|arla|aremos|ado|ada)\b|\bacci[oó]n(?:es)?\s+(?:legal|legales|judicial|judiciales)\b|\bproceso\s+judicial\b/i,
];

/**
 * Sentences that describe rights, the limitations period or revival: not threats. Decision 554: New York's required notice of
 * exempt income (22 NYCRR 1.2(b): "If a creditor or debt collector receives a money judgment against you in court, state and
 * federal laws may prevent the following types of income from being taken", Spanish "si un acreedor o cobrador de deudas obtiene
 * una sentencia") describes the law, whoever may hold a judgment; so do a suit said possible only within the period ("a creditor may
 * sue only within the period the law allows") and a suit by anyone as a hypothesis ("if anyone tries to sue you", "si alguien
 * intenta demandarle").
 */
export const NOT_A_THREAT_SENTENCE =
  /\b(?:if|when)\s+a\s+creditor\s+or\s+(?:a\s+)?debt\s+collector\s+(?:receives|obtains|gets)\b|\bsue\s+only\s+within\b|\bif\s+(?:anyone|someone|somebody|anybody)\s+(?:(?:tries|attempts)\s+to\s+)?sues?\b|\bsi\s+(?:alguien|alguno|alguna\s+persona|otra\s+persona)\s+(?:(?:intenta|trata\s+de|quiere)\s+)?demandar\w*|\bincome\s+from\s+being\s+taken\b|\bsi\s+un\s+acreedor\s+o\s+(?:un\s+)?(?:cobrador|agente)\b|limits\s+how\s+long|\blimited\s+by\s+(?:(?:the|state|federal)\s+)?law\b|\blaw\s+(?:restricts|sets\s+(?:a\s+)?(?:time\s+)?limits?\s+(?:on|for))\b|\blimitado\s+por\s+(?:la\s+)?ley\b|statute\s+of\s+limitations?|limitations\s+period|time[-\s]?barred|too\s+old|prescri|la\s+ley\s+limita|\bif\s+(?:you\s+are\s+|you['’]re\s+|you\s+get\s+)?sued\b|\bsi\s+(?:usted\s+)?(?:es|fuera|resulta|ha\s+sido)\s+demandad[oa]\b|\bsi\s+(?:se\s+)?le\s+demanda(?:n|ran)?\b|\bno\s+(?:decision|determination)\s+(?:has\s+(?:yet\s+)?been|was|is\s+being)\s+made\b|\bno\s+se\s+ha\s+tomado\s+(?:ninguna\s+|una\s+)?decisi[oó]n\b|\bif\s+[^.,;]{0,40}\bsues\s+you\b|violat|prohibit|restart|re-start|reviv|start\s+over|re-?age|fair\s+debt\s+collection|\bfdcpa\b|you\s+have\s+the\s+right|your\s+rights|tiene\s+derecho|consult\s+(?:an?|your|with)|your\s+(?:own\s+)?(?:attorney|lawyer)|if\s+you\s+(?:make|pay|agree|acknowledge|promise|sign|send)\s+(?:a|any|the|some|us|this)\b|\bno\s+attorney\b|\bnot\s+been\s+reviewed\b|\bcopy\s+of\s+(?:a|the|any|such)\s+(?:verification\s+or\s+)?(?:court\s+)?judg(?:e)?ment\b|\bverification\s+of\s+the\s+debt\b|\bunenforceable\b|\bnot\s+(?:legally\s+)?enforceable\b|\bcannot\s+be\s+required\s+to\s+pay\b|\bnot\s+legal\s+advice\b|\bproof\s+of\s+claim\b|\bno\s+longer\s+(?:legally\s+)?(?:be\s+sued|sue)\b|\b(?:time|period|deadline)\s+(?:limit\s+)?(?:to|for)\s+(?:sue|suing|be\s+sued|fil(?:e|ing)\s+(?:a\s+)?(?:law)?suit|bring(?:ing)?\s+(?:a\s+)?(?:law)?suit|legal\s+action)\b|\bya\s+no\s+(?:se\s+)?(?:le\s+|lo\s+|la\s+)?(?:puede|pueden|podemos)\s+demandar|\bplazo\s+para\s+(?:presentar\s+(?:una\s+)?)?demand\w*|\brenovar\s+(?:la|esta|su)\s+deuda\b|\bvuelva\s+a\s+(?:correr|empezar|comenzar)\b|\breinici\w*|\breanud\w*|\bcomenzar\s+de\s+nuevo\b|\bempezar\s+de\s+nuevo\b/i;

const DEFINITE =
  /\b(?:will|shall|intends?|intend\s+to|plans?\s+to|going\s+to|prepared\s+to|has\s+been|have\s+been|is\s+being|are\s+being|must|immediately|recommend(?:ed)?|authori[sz]ed)\b/i;

const DESCRIPTIVE_PLACEMENT =
  /^(?:placed|assigned|referred|forwarded|transferred|turned)\b[^.\n]{0,40}?\b(?:this|our)\s+(?:law\s+)?(?:firm|office)\b|^(?:placed|assigned|referred|forwarded|transferred|turned)\b[^.\n]{0,40}?\bthe\s+undersigned\b/i;

const HEDGE = /\b(?:may|might|could|possible|possibly|consider|considering|options?|puede|podr[ií]a)\b/i;

/**
 * A suit told as past and disposed of ("a prior lawsuit (Pinecrest Bank v. Gomez, Case No. …) was dismissed", "the lawsuit filed
 * against you in 2010 was withdrawn", "la demanda fue desestimada"), with no step to come in the sentence: a fact of the past, not a
 * threat (12 CFR 1006.26(b) bars threatening a suit; decision 358). "It was dismissed, and we will refile it" still threatens.
 */
const PAST_SUIT_DISPOSED =
  /\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:voluntarily\s+)?(?:dismissed|withdrawn|discontinued|vacated|closed|resolved)\b|\b(?:fue|ha\s+sido)\s+(?:desestimad|retirad|archivad|anulad|cerrad)[ao]\b/i;
const STEP_TO_COME =
  /\b(?:will|shall|may|might|could|can|intends?|plans?|going\s+to|again|re-?file|re-?open|refil\w*|unless|if\s+you\s+do\s+not|otherwise)\b|\b(?:podr[ií]?\w*|puede|volver\w*\s+a|de\s+nuevo|nuevamente|si\s+no)\b|(?:ar|er|ir)(?:[eé]|[aá]s?|emos|[aá]n)(?![\w\u00c0-\u017f])/i;
const pastSuitOnly = (sentence: string): boolean => PAST_SUIT_DISPOSED.test(sentence) && !STEP_TO_COME.test(sentence);

export type SuitThreat = { phrase: Span; sentence: Span; definite: boolean };

/**
 * The clause that holds the suit is negated (decision 152): "we have no intention of suing you", "lawsuits are not filed
 * on accounts of this age", "neither we nor our client will sue you", "legal action is not an option", "this debt can not
 * be collected through the courts", "no tomaremos acción legal", "nunca le demandaremos". A negation in a condition ("if
 * you do not pay, we will sue", "unless you pay", "failure to pay") is not the suit's, and "we will not hesitate to sue"
 * threatens.
 */
const CLAUSE_NEGATOR = /(?:^|[^\p{L}])(?:not|no|never|neither|nor|cannot|unable|nunca|ni|tampoco|ning[uú]n|ninguna)(?![\p{L}])|n['’]t(?![\p{L}])/giu;
const CONDITION_WORD = /\b(?:if|unless|until|should|whether|when|si|a\s+menos\s+que|failure|falta)\b/gi;
/** A main clause's subject and verb after a condition ("if you do not pay, we will…", "si no paga tomaremos…"). */
const MAIN_CLAUSE =
  /\b(?:we|our\s+\w+|they|it|the\s+(?:creditor|client|owner|collector))\s+(?:will|may|shall|would|can|could|might|intends?|plans?)\b|\b(?:tomaremos|procederemos|iniciaremos|presentaremos|podr[ií]amos|demandaremos)\b/i;
const NOT_NEGATING =
  /^no\s+(?:further|more|other|additional|prior)\s+(?:notice|notices|warning|warnings|letters?|contact|reminders?)\b|^(?:not|no|n['’]t)\s+(?:force|make|compel|leave|let|ignore|delay\s+in|hesitate|wait|delay|be\s+able\s+to\s+(?:stop|prevent)|only|other|choice|alternative|option\s+but|longer\s+(?:wait|delay|hold))\b|^no\s+(?:dudaremos|esperaremos)\b|^no\s+(?:obstante|matter|doubt)\b/i;
const NEGATED_AFTER =
  /^[\p{L}\s'’-]{0,40}?\b(?:is|are|was|were|will|would|can|could|may|shall|be|es|ser[aá]n?)\s+(?:not|never|no\s+longer|no)\b|^[\p{L}\s'’-]{0,40}?\b(?:cannot|can['’]t|won['’]t)\b/iu;

/** Words between two points, as a count. */
const wordsIn = (s: string): number => (s.trim() ? s.trim().split(/\s+/).length : 0);

export const suitNegatedInClause = (text: string, sentence: Span, phraseStart: number): boolean => {
  const rel = phraseStart - sentence.start;
  const raw = sentence.text;
  // The clause around the phrase: from the last clause break before it to the next one after it.
  let from = rel;
  while (from > 0 && !/[,;:]/.test(raw[from - 1] ?? '')) from--;
  let to = rel;
  while (to < raw.length && !/[,;:.]/.test(raw[to] ?? '')) to++;
  const clause = raw.slice(from, to);
  const p = rel - from;
  const before = clause.slice(0, p);
  // A negator within four words before the suit, not inside a condition that no main clause has closed.
  let negator: RegExpExecArray | undefined;
  for (const m of execAll(CLAUSE_NEGATOR, before)) negator = m;
  if (negator) {
    const at = negator.index + (negator[0].length - negator[0].trimStart().length);
    const word = before.slice(at);
    const governed = before.slice(at + negator[0].trim().length);
    // "no podrá evitar que le demandemos", "you cannot avoid being sued": the negation is the prevention's (decision 565).
    // "any", "other", "further" name no new verb: "nor will it take any other legal action" is four words from its negation.
    if (
      wordsIn(governed.replace(/\b(?:any|other|further|additional|ning[uú]na?|otra?s?)\b/giu, ' ')) <= 4 &&
      !NOT_NEGATING.test(word) &&
      !PREVENTING_AFTER.test(governed)
    ) {
      let cond = -1;
      for (const c of execAll(CONDITION_WORD, before.slice(0, at))) cond = c.index;
      if (cond < 0 || MAIN_CLAUSE.test(before.slice(cond + 2, at))) return true;
    }
  }
  // Or the suit said not to happen after its noun ("lawsuits are not filed", "legal action is not an option").
  const after = clause.slice(p).replace(/^\S+/, '');
  const cut = after.search(/\b(?:if|unless|until|should|when|si|a\s+menos)\b/i);
  return NEGATED_AFTER.test(cut >= 0 ? after.slice(0, cut) : after);
};

/** A negated suit and its threat in one sentence ("we will not file a lawsuit or threaten to file one"). */
const NEGATED_SUIT_OR_THREAT = /\b(?:not|never)\s+(?:[\w'’]+\s+){0,4}?(?:or|nor)\s+(?:threaten|intend|plan)\w*\s+to\b/i;

/**
 * The sentence says the law bars a suit, or negates a suit and its threat together (decision 152): a disclosure, not a
 * threat ("legal action cannot be taken on this debt due to its age", "the creditor can no longer take legal action").
 */
export const saysLawBars = (text: string, sentence: Span): boolean =>
  NEGATED_SUIT_OR_THREAT.test(sentence.text) || lawBarsSuitSpans(text).some((b) => b.start < sentence.end && sentence.start < b.end);

/**
 * A suit said possible only within the law's time, or only had one been timely filed, or denied with no one as its subject
 * (decision 560): "a creditor may sue only within the period the law allows", "you can be sued only before the time limit runs",
 * "a court could enter a judgment against you only if a lawsuit were timely filed", "nobody may sue you for it", "solo se puede
 * demandar dentro del plazo que fija la ley", "nadie puede demandarle". The sentence states the law's limit, as the time-barred
 * notices do (12 CFR 1006.26; Cal. Civ. Code 1788.14(d); 23 NYCRR 1.3); it threatens nothing. Not "nobody can stop us from suing
 * you", "nadie puede impedir que le demandemos": the step is still said to come.
 */
const SUIT_LIMITED_OR_DENIED =
  /\bonly\s+(?:within|before|during)\s+(?:the\s+|a\s+|that\s+)?(?:[\w-]+\s+){0,3}?(?:period|time|limit|deadline|years?)\b|\bonly\s+if\s+(?:a|the|any)\s+(?:law)?suit\s+(?:is|was|were|had\s+been|has\s+been)\s+(?:timely|properly)\s+(?:filed|brought)|\bs[oó]lo\s+(?:se\s+)?(?:le\s+)?(?:puede|pueden|podr[aá]n?|podr[ií]a)\s+demandar\w*\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?(?:dentro|antes)\s+del?\s+(?:plazo|per[ií]odo|t[eé]rmino)|\b(?:nobody|no[\s-]one|nadie)\s+(?!(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:stop|prevent|keep|imped|deten|evit)\w*)(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:sue|file|take\s+you\s+to\s+court|bring|demandar\w*|presentar)/i;
export const suitLimitedByLaw = (sentence: string): boolean => SUIT_LIMITED_OR_DENIED.test(sentence);

/** Words threatening a lawsuit (or remedies that need one), outside disclosures and negations. */
export const suitThreats = perText((text: string): SuitThreat[] => {
  const out: SuitThreat[] = [];
  let lastSentenceEnd = -1;
  let rejectedSentenceEnd = -1;
  for (const phrase of findPhrases(text, SUIT_PATTERNS)) {
    if (phrase.start < lastSentenceEnd || phrase.start < rejectedSentenceEnd) continue;
    // 'Sue' / 'SUE' as a first name ('Sue Miller, Account Manager') is not a verb unless a verb form precedes it.
    if (
      /^S(?:ue|UE)$/.test(phrase.text) &&
      !/\b(?:will|to|may|might|can|could|shall|would|and|or|not)\s+$/i.test(text.slice(Math.max(0, phrase.start - 12), phrase.start))
    )
      continue;
    if (isNegatedAt(text, phrase.start)) continue;
    // A law firm saying the account "has been placed with this firm" describes itself; it is not a referral threat.
    if (DESCRIPTIVE_PLACEMENT.test(phrase.text)) continue;
    const sentence = sentenceAround(text, phrase.start, phrase.end);
    if (suitNegatedInClause(text, sentence, phrase.start)) continue;
    if (
      NOT_A_THREAT_SENTENCE.test(sentence.text) ||
      suitLimitedByLaw(sentence.text) ||
      isRevivalWarning(sentence.text) ||
      saysLawBars(text, sentence) ||
      pastSuitOnly(sentence.text)
    ) {
      rejectedSentenceEnd = sentence.end;
      continue;
    }
    lastSentenceEnd = sentence.end;
    out.push({ phrase, sentence, definite: DEFINITE.test(sentence.text) && !HEDGE.test(sentence.text) });
  }
  // What the reading layer reads as a live threat of suit or of a step that needs one (decision 032): other
  // wordings and Spanish ("take this matter to court", "su cuenta será remitida a un abogado").
  for (const t of liveThreats(readLetter(text), ['sue', 'attorney', 'garnish', 'levy'])) {
    if (out.some((o) => t.sentence.start < o.sentence.end && o.sentence.start < t.sentence.end)) continue;
    if (
      NOT_A_THREAT_SENTENCE.test(t.sentence.text) ||
      suitLimitedByLaw(t.sentence.text) ||
      isRevivalWarning(t.sentence.text) ||
      saysLawBars(text, t.sentence) ||
      pastSuitOnly(t.sentence.text)
    )
      continue;
    if (suitNegatedInClause(text, t.sentence, t.actionSpan.start)) continue;
    out.push({ phrase: t.actionSpan, sentence: t.sentence, definite: t.certainty === 'definite' });
  }
  return out.sort((a, b) => a.sentence.start - b.sentence.start);
});

const MAX_QUOTE = 320;

/** The sentence as evidence, or a window around the phrase when the sentence runs long (OCR without periods). */
export const quoteOf = (text: string, sentence: Span, phrase: Span): Span => {
  if (sentence.end - sentence.start <= MAX_QUOTE) return sentence;
  const start = Math.max(sentence.start, phrase.start - 120);
  const end = Math.min(sentence.end, phrase.end + 120);
  return spanOf(text, start, end);
};

/** A short quotation for messages: whitespace collapsed, cut to `max` characters. */
export const shortQuote = (span: Span, max = 140): string => {
  const flat = span.text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The most telling request for payment, as a quote: a settlement / discount offer first, else any request. */
export const bestPaymentQuote = (text: string, offer?: Span): Span | undefined => {
  if (offer && text.slice(offer.start, offer.end) === offer.text) return offer;
  const spans = paymentRequestSpans(text);
  const best = spans.find((s) => /settle|discount|reduc|offer|oferta|liquidar|pay\s/i.test(s.text)) ?? spans[0];
  return best ? quoteOf(text, sentenceAround(text, best.start, best.end), best) : undefined;
};

/**
 * The consumer's consent, the statute's own exception for telling a third party of the debt (15 U.S.C. 1692c(b); decisions 349 and
 * 356): "with your (prior) (written) consent / permission / authorization", "con su consentimiento / permiso / autorización".
 */
export const WITH_CONSENT =
  /\b(?:with|upon|after\s+(?:receiving|obtaining))\s+your\s+(?:prior\s+)?(?:express\s+)?(?:written\s+)?(?:consent|permission|authori[sz]ation)\b|\bcon\s+su\s+(?:previo\s+)?(?:consentimiento|permiso|autorizaci[oó]n)\b/i;
