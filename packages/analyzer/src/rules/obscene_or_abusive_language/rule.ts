import type { Rule, RuleContext, RuleResult } from '../../types';
import { federalGate } from '../_conduct-and-time-bar/gate';
import { shortQuote } from '../_conduct-and-time-bar/phrases';
import { distinctQuotes, findStatements, type Statement } from '../_conduct-and-time-bar/statements';

/**
 * legal-reference §1.8 `obscene_or_abusive_language`: obscene or profane language, or language whose
 * natural consequence is to abuse the reader (1692d(2); 1006.14(d)). Profanity and slurs are objective;
 * insults aimed at the reader ("deadbeat", "you are a liar") are abuse.
 */

/** Profanity and slurs (including masked forms such as 'f***'). */
const PROFANITY: readonly RegExp[] = [
  /\bf+u+c+k+\w*|\bmotherf\w+|\bf[*#@%]{2,}(?:k|ck|king|ing)?\b|\bwtf\b/i,
  /\bsh[i1]t(?:ty|head|s)?\b|\bbull\s?sh[i1]t\b|\bs[*#@%]{2,}t\b/i,
  /\bbitch\w*|\bbastards?\b|\bass\s?holes?\b|\bdumb\s?ass\w*|\bjackass\w*|\bgod\s?damn\w*|\bdamn(?:ed|it)?\b|\bcrap(?:py)?\b|\bpiss(?:ed)?\b|\bdickhead\w*|\bcunts?\b|\bwhores?\b|\bsluts?\b/i,
  /\bdick\b(?!\s+[A-Z])/,
  /\bnigg(?:er|a|ah)s?\b|\bspics?\b|\bwetbacks?\b|\bchinks?\b|\bkikes?\b|\bfag(?:got)?s?\b|\bretard(?:ed|s)?\b|\btrann(?:y|ies)\b/i,
  /\bmierda\b|\bpendej[oa]s?\b|\bcabr[oó]n(?:es)?\b|\bput[oa]s?\b|\bching\w+|\bcarajo\b|\bhijo\s+de\s+puta\b/i,
];

const INSULT = String.raw`(?:dead\s?beat|liar|thief|crook|cheat(?:er)?|loser|scum(?:bag)?|low[\s-]?life|idiot|moron|imbecile|stupid|worthless|pathetic|parasite|bum|freeloader|leech|criminal|fraud(?:ster)?|disgrace|trash|garbage|irresponsible|dishonest|sorry\s+excuse)`;

/** Insults aimed at the reader, and epithets that are abusive wherever they stand. */
const ABUSE: readonly RegExp[] = [
  new RegExp(
    String.raw`\byou(?:\s+are|['’]re|\s+r|\s+were|\s+have\s+been)?\s+(?:such\s+|nothing\s+but\s+|just\s+)?(?:an?\s+)?(?:lying\s+|worthless\s+|pathetic\s+|lazy\s+|sorry\s+|no[\s-]good\s+)?${INSULT}s?\b(?!\s+(?:victim|alert|department|prevention|protection|report|claim|investigation|unit))`,
    'i',
  ),
  new RegExp(String.raw`\b(?:people|deadbeats?|losers|folks|debtors)\s+like\s+you\b|\byour\s+kind\b`, 'i'),
  /\bdead\s?beats?\b|\bscumbags?\b|\blow[\s-]?lifes?\b|\bfreeloaders?\b|\bbums?\s+like\b/i,
  // Decision 353: the insult said of whoever does not pay, so that it lands on the reader ("Only a thief refuses to pay what he owes",
  // "People who don't pay their debts are nothing but thieves", "Solo un ladrón se niega a pagar"), and shame put on the reader
  // ("You should be ashamed of yourself", "Shame on you", "Debería darle vergüenza").
  new RegExp(
    String.raw`\bonly\s+(?:an?\s+)?(?:lying\s+|dishonest\s+)?${INSULT}s?\s+(?:would|will|refuses?|ignores?|fails?|does(?:n['’]t|\s+not)|won['’]t|avoids?)\b|\b(?:people|those|anyone|someone|a\s+person|debtors|consumers)\s+who\s+(?:do(?:es)?\s+not|don['’]t|doesn['’]t|refuses?\s+to|won['’]t|will\s+not|fails?\s+to|never)\s+pay\b[^.]{0,40}?\b(?:is|are)\s+(?:an?\s+|nothing\s+but\s+|no\s+better\s+than\s+|just\s+|simply\s+)?(?:${INSULT}s?|thieves)\b|\byou\s+(?:should|ought\s+to)\s+be\s+ashamed\b|\bshame\s+on\s+you\b`,
    'i',
  ),
  /(?<![\w\u00c0-\u017f])(?:s[oó]lo|solamente)\s+un[a]?\s+(?:ladr[oó]n|ladrona|sinverg[uü]enza|estafador[a]?|tramposo|tramposa|delincuente|criminal|mentiros[oa]|gorr[oó]n)\s+(?:se\s+niega|no\s+paga|ignora|evita)|(?:las\s+)?(?:personas|gente|quienes|los\s+que)\s+(?:que\s+)?no\s+pagan\b[^.]{0,40}?\b(?:son|es)\s+(?:unos?\s+|unas?\s+)?(?:ladrones|ladronas|sinverg[uü]enzas|estafadores|tramposos|delincuentes|criminales|mentirosos)|deber[ií]a\s+(?:darle|de\s+darle|tener)\s+verg[uü]enza|\bqu[eé]\s+verg[uü]enza\s+(?:para\s+usted|deber[ií]a)/i,
  /\b(?:usted\s+es\s+(?:un[a]?\s+)?)(?:sinverg[uü]enza|ladr[oó]n|ladrona|mentiros[oa]|estafador[a]?|vag[oa])\b/i,
  // Decision 336: the Spanish insult with a word before it or in its other nouns ("usted es un moroso sinvergüenza", "usted no
  // es más que un tramposo"), "la gente como usted", "los de su clase", and the epithets abusive wherever they stand, as the
  // English is read. "Moroso" alone (delinquent) is the account's status, not an insult.
  /(?<![\w\u00c0-\u017f])(?:usted\s+(?:es|ha\s+sido|no\s+es\s+m[aá]s\s+que)\s+(?:un[a]?\s+)?(?:[\w\u00c0-\u017f]+\s+)?(?:sinverg[uü]enza|ladr[oó]n|ladrona|mentiros[oa]|estafador[a]?|vag[oa]|tramposo|tramposa|delincuente|criminal|idiota|est[uú]pid[oa]|in[uú]til|par[aá]sito|basura|deshonest[oa]|irresponsable|gorr[oó]n|gorrona)|(?:la\s+)?(?:gente|personas|morosos|deudores|tipos)\s+como\s+usted|los\s+de\s+su\s+(?:clase|cala[nñ]a)|sinverg[uü]enzas?|gorrones|muertos?\s+de\s+hambre)(?![\w\u00c0-\u017f])/i,
];

export const check = (ctx: RuleContext): RuleResult => {
  const gate = federalGate(ctx);
  if (!gate.ok) return { status: 'not_applicable', reason: gate.reason };
  const profanity = findStatements(ctx.text, PROFANITY);
  const abuse = findStatements(ctx.text, ABUSE);
  if (profanity.length === 0 && abuse.length === 0) return { status: 'pass', assumptions: gate.assumptions };
  const all: Statement[] = [...profanity, ...abuse].sort((a, b) => a.phrase.start - b.phrase.start);
  const evidence = distinctQuotes(all);
  const firstQuote = evidence[0];
  const words = [...new Set(all.map((s) => s.phrase.text.replace(/\s+/g, ' ')))]
    .slice(0, 4)
    .map((w) => `"${w}"`)
    .join(', ');
  const law = 'A debt collector may not use obscene or profane language, or language meant to abuse the reader (15 U.S.C. 1692d(2); 12 CFR 1006.14(d)).';
  return {
    status: 'flag',
    message:
      profanity.length > 0
        ? `This letter uses profane or obscene language (${words}). ${law}`
        : `This letter calls you names (${words}, in "${firstQuote ? shortQuote(firstQuote, 100) : ''}"). Language whose natural effect is to abuse or humiliate the reader may violate federal law. ${law}`,
    evidence,
    confidence: profanity.length > 0 ? 'high' : 'medium',
    assumptions: gate.assumptions,
  };
};

export const rule: Rule = {
  meta: {
    id: 'obscene_or_abusive_language',
    title: 'Profanity or language meant to abuse the reader',
    citation: '15 U.S.C. 1692d(2); 12 CFR 1006.14(d)',
    kind: 'objective',
    section: '1.8',
    description:
      'A debt collector may not use obscene or profane language, slurs, or insults meant to abuse or humiliate you (for example calling you a "deadbeat", a "liar" or a "thief").',
    severity: 8,
    value: 1000,
  },
  check,
};
