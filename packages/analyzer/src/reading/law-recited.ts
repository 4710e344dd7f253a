import type { Span } from '../types';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { execAll } from '../text/exec-all';
import { memoOnLastLetter } from '../text/last-letter';
import { matchesNothing, mayMatch, prunedFor, testText } from '../text/prefilter';

/**
 * The law recited in its own voice (decision 523): a passage of a letter that recites or paraphrases a statute or a
 * regulation states the law; it makes no demand, sets no deadline, adds no condition and threatens nothing of the
 * collector's own. Robbins v. Wolpoff & Abramson (E.D. Wis. 2006, 2007): a letter that reproduced 15 U.S.C. 1692g(a),
 * its opening clause addressed to debt collectors included ("Within five days after the initial communication … a debt
 * collector shall … send the consumer a written notice"), did not confuse the unsophisticated consumer by reciting the
 * statute, even words the notice does not need, and "under the law we are required to inform you" was no deceptive
 * misstatement. The five days there are the collector's duty; the statute's "shall" is the law's, not a demand on the reader.
 *
 * Two kinds of words are the law's:
 * - the words that introduce the law as the speaker: the law or an enactment said to provide, require or state
 *   ("federal law provides that", "Section 809(b) of the Fair Debt Collection Practices Act provides", "15 U.S.C. § 1692g
 *   states", "12 CFR 1006.34 requires", "the state Rosenthal … Act and the federal … Act require that", "la ley federal
 *   exige que", "la sección 809 … establece que"), or the collector said to tell what the law makes it tell ("the law
 *   requires us to tell you", "as required by law, we inform you", "under the law we are required to inform you of the
 *   following", "la ley nos exige informarle");
 * - the clauses the law's generic actors speak in: a debt collector, collectors, the debt collector beside the consumer,
 *   with the law's modal ("a debt collector shall / must / may not", "collectors may not contact you before 8 a.m.", "un
 *   cobrador de deudas deberá / no podrá"), or any verb inside a sentence the law was introduced to speak ("12 CFR 1006.34
 *   requires a debt collector to provide …", "la ley federal exige que … un cobrador de deudas envíe …"), and the collectors
 *   the next sentence calls "they" ("They may not harass you …").
 *
 * A recital does not launder the collector's own words. Not the law's: the law said to require a payment of the reader
 * ("the law requires you to pay within 10 days", "la ley exige que usted pague …"), the law said to allow the collector's own
 * step ("the law allows us to garnish your wages": no introducing verb, no generic actor), a clause with a condition on the
 * reader's paying ("a debt collector may sue you if you do not pay"), and every sentence beside the recital. The clause ends
 * where the writer speaks again in the first person ("…, and we will sue you"). What the recital says of the consumer's
 * rights is still read by the rules that judge a misstatement of them (a written dispute, a shorter period): they blank only
 * the law's words of duty (`withoutTheLawsDuties`: the generic actors' modal, the collector told by law to tell), the rules that judge the collector's own demands, deadlines and threats
 * blank the whole of the law's words (`collectorsOwnWords`, `recitedAt`). The conduct rules (1692d) ask the same reading and a
 * broader sense of their own, the law describing conduct it forbids or stating the reader's rights (`lawSpeaksOrForbidsAt`,
 * decision 536).
 */

/** The enactments a letter names as the speaker (folded text). */
const ENACTMENT = String.raw`(?:(?:section|sec\.|§+)\s*\d+[\w().-]*(?:\s+of\s+(?:the\s+)?[^.;:]{3,90}?)?|\d+\s+u\.?\s?s\.?\s?c\.?\s*(?:§+\s*|sec(?:tion|\.)?\s*)?\d+[\w().-]*|\d+\s+c\.?\s?f\.?\s?r\.?\s*(?:§+\s*|part\s+|sec(?:tion|\.)?\s*)?\d+[\w().-]*|(?:[\w'-]+\s+){0,2}?(?:act|acts|fdcpa|statute|regulation(?:\s+f)?|rule|code|ordinance|laws?))`;
/** The law said to speak: its verb, "that" or the collector's own duty to tell after it. */
const LAW_SPEAKS = String.raw`(?:also\s+)?(?:provides?|requires?|states?|says|reads|prohibits?|forbids?|mandates?|directs?)(?:\s+(?:that|us\s+to\s+(?:tell|inform|notify|advise|disclose\s+to)\s+you(?:\s+that)?))?`;
const INTRODUCER = new RegExp(
  [
    String.raw`\b(?:as\s+(?:required|provided|mandated)\s+by|under|pursuant\s+to)\s+(?:the\s+)?(?:federal\s+|state\s+|applicable\s+)?(?:law|statute|fdcpa)\b,?\s*(?:(?:we|i|this\s+(?:office|firm))\s+(?:are|am|is)\s+required\s+to\s+|(?:we|i)\s+(?:must\s+)?)(?:inform|tell|notify|advise|give|provide)\s+you(?:\s+(?:with\s+)?(?:of\s+)?(?:that|the\s+following(?:\s+(?:information|notice|disclosures?))?))?:?`,
    String.raw`\b(?:we|i|this\s+(?:office|firm))\s+(?:are|am|is)\s+required\s+by\s+(?:federal\s+|state\s+)?law\s+to\s+(?:inform|tell|notify|advise|give|provide)\s+you(?:\s+(?:with\s+)?(?:of\s+)?(?:that|the\s+following(?:\s+(?:information|notice|disclosures?))?))?:?`,
    String.raw`\bas\s+(?:federal\s+|state\s+)?law\s+requires\b,?(?:\s*(?:we|i)\s+(?:inform|tell|notify|advise|give|provide)\s+you(?:\s+(?:with\s+)?(?:of\s+)?(?:that|the\s+following(?:\s+(?:information|notice|disclosures?))?))?:?)?`,
    String.raw`\b${ENACTMENT}\s+${LAW_SPEAKS}\b`,
    String.raw`\b(?:under|pursuant\s+to|according\s+to|in\s+accordance\s+with)\s+(?:section|sec\.|§+|\d+\s+u\.?\s?s\.?\s?c|\d+\s+c\.?\s?f\.?\s?r)[^,;:]{0,80},`,
    // Spanish: the law or a section said to require or provide ("la ley federal exige que", "la sección 809 … establece que",
    // "conforme a la sección 809 …,", "la ley nos exige informarle", "según lo exige la ley").
    String.raw`\bla\s+ley\s+(?:federal\s+|estatal\s+)?nos\s+(?:exige|requiere|obliga\s+a)\s+(?:informarle|notificarle|decirle|comunicarle|darle)(?:\s+(?:que|lo\s+siguiente))?:?`,
    String.raw`\b(?:la|una|esta)\s+(?:ley|secci[oó]n|norma|regla|reglamentaci[oó]n)\b[^.;:]{0,90}?\b(?:exige|requiere|establece|dispone|estipula|indica|proh[ií]be|ordena)\s+(?:que\b)?`,
    String.raw`\b(?:conforme|de\s+acuerdo)\s+(?:a|con)\s+(?:la\s+)?(?:secci[oó]n|art[ií]culo|ley)\b[^.;:,]{0,90},`,
    String.raw`\bseg[uú]n\s+(?:lo\s+)?(?:exige|requiere|dispone|establece)\s+la\s+ley\b,?`,
  ].join('|'),
  'g',
);

/** What follows an introducer and makes it no recital: a payment said to be the reader's duty ("requires you to pay", "exige que usted pague"). */
const READER_PAYS =
  /^[\s,]*(?:that\s+|que\s+)?(?:you|usted|su)\b[^.;]{0,40}?\b(?:pay|pays|paid|payment|remit\w*|settle|pague\w*|pagar\w*|pago|liquid\w*|sald\w*)\b/;
/**
 * What follows an introducer and makes it no recital: any duty the law is said to put on the reader ("federal law requires that
 * you respond within 10 days", "requires you to send", "exige que usted envíe"); the reader's rights ("that you may dispute",
 * "que usted puede") are the law's.
 */
const READER_DUTY =
  /^[\s,]*(?:that\s+|que\s+)?(?:you|usted)\b(?!\s+(?:may|can|could|have\s+(?:the\s+)?(?:right|option)|are\s+(?:entitled|allowed|permitted|not\s+required)|do\s+not\s+have|puede|podr[aá]|tiene\s+(?:el\s+)?derecho|no\s+tiene\s+que))/;

/** The introducers that say the collector is told by law to tell the reader (not a duty the law puts on the reader). */
const TOLD_TO_TELL = /\b(?:inform|tell|notify|advise|disclose|give|provide)\b|\b(?:informarle|notificarle|decirle|comunicarle|darle)\b/;

/** A payment said to be the reader's duty inside a clause ("you must pay", "usted debe pagar"). */
const READER_MUST_PAY =
  /\b(?:you|usted)\s+(?:must|shall|(?:are|is)\s+(?:required|obligated)\s+to|have\s+to|need\s+to|debe|deber[aá]|tiene\s+que)\s+(?:[\w\u00c0-\u017f]+\s+){0,2}?(?:pay|remit|pagar|liquidar|saldar)\b/;

/** The law's generic actors with the law's modal (folded text). */
const ACTOR_EN = String.raw`(?:(?:a|any|no|every|each)\s+(?:third[- ]party\s+)?(?:debt\s+)?collectors?|(?<!\b(?:our|my|its|their|your|these|those|the)\s)(?:debt\s+)?collectors|the\s+(?:debt\s+)?collectors?)`;
const MODAL_EN = String.raw`(?:\s+(?:also|generally|only|then|likewise))?\s+(?:shall|must|may|cannot|can\s*not|can't|(?:is|are)\s+(?:(?:not\s+)?(?:required|allowed|permitted)|prohibited|forbidden)|has\s+to|have\s+to)\b`;
const ACTOR_ES = String.raw`(?:(?:un|ning[uú]n|todo|cualquier|el|los)\s+(?:cobrador(?:es)?|agentes?\s+de\s+cobr[oa]\w*|agencias?\s+de\s+cobr[oa]\w*)(?:\s+de\s+deudas)?)`;
const MODAL_ES = String.raw`\s+(?:no\s+)?(?:deber[aá]n?|debe[n]?|podr[aá]n?|puede[n]?|tiene[n]?\s+(?:prohibido|que)|est[aá]n?\s+(?:obligad|autorizad)[oa]s?)(?![\w\u00c0-\u017f])`;
const ACTOR_WITH_MODAL = new RegExp(String.raw`\b${ACTOR_EN}${MODAL_EN}|\b${ACTOR_ES}${MODAL_ES}`, 'g');
/** A generic actor with any verb: the law's when the sentence is one the law was introduced to speak. */
const ACTOR_ANY = new RegExp(String.raw`\b${ACTOR_EN}\b|\b${ACTOR_ES}(?![\w\u00c0-\u017f])`, 'g');
/** "The debt collector" is the law's only beside the law's "consumer" or inside an introduced sentence. */
const THE_COLLECTOR = /^the\s+(?:debt\s+)?collector|^(?:el|los)\s+/;
const THE_CONSUMER = /\b(?:the|a)\s+consumer\b|\b(?:el|un)\s+consumidor\b/;
/** The collectors named back as "they" at the head of the sentence after a recital ("They may not harass you …"). */
const THEY_WITH_MODAL = new RegExp(String.raw`(?:^|[.!?]\s+)(?:they|ellos)${MODAL_EN}|(?:^|[.!?]\s+)ellos${MODAL_ES}`, 'g');

/**
 * This debt named ("your debt", "this account", "su deuda"): a clause about it is the letter's statement of this debt, not the
 * law's of debts at large ("Because of the age of your debt, a debt collector cannot sue you for it" is the time-bar disclosure).
 */
const THIS_DEBT = /\b(?:your|this)\s+(?:debt|account|balance|obligation|loan)\b|\b(?:su|esta)\s+(?:deuda|cuenta|saldo|obligaci[oó]n|pr[eé]stamo)\b/;

/** A condition on the reader's paying: the clause is the collector's threat, whatever its actor ("a debt collector may sue you if you do not pay"). */
const READER_CONDITION =
  /\b(?:if|unless|should)\s+you\s+(?:do\s+not|don't|fail\s+to|refuse\s+to|neglect\s+to)?\s*(?:pay|remit|settle|make\s+(?:a\s+|the\s+)?payment)\b|\bsi\s+(?:usted\s+)?no\s+(?:paga|pague|liquida|salda)\b|\ba\s+menos\s+que\s+(?:usted\s+)?(?:pague|liquide|salde)\b/;

/**
 * Where a clause ends: a sentence's end (not an initial's stop: "a.m.", "U.S.C."), a semicolon or colon, a dash between
 * words, an item's letter or number ("(a)", "(4)") after a space, a blank line, and the writer speaking again in the first
 * person after "and" or "but" ("…, and we will sue you").
 */
const WRITER_AGAIN = String.raw`,?\s+(?:and|but|so|then|y|pero)\s+(?=(?:we|i|our|us|this\s+(?:office|firm|company)|nosotros)\b)`;
const CLAUSE_END = new RegExp(
  String.raw`(?<![\s.(][a-z])[.!?](?=["')\]]?(?:\s|$))|[;:]|\s-{1,2}\s|\u2014|\n[ \t]*\n|(?<=\s)\(\s*(?:[a-z]|\d{1,2}|[ivx]{1,4})\s*\)\s|${WRITER_AGAIN}`,
  'g',
);
/** Where the writer speaks again in the first person, or a semicolon ends a statement: the bounds of a stretch of a sentence. */
const STRETCH_END = new RegExp(String.raw`;|${WRITER_AGAIN}`, 'g');
/** Where a sentence ends (the reach of an introducer). */
const SENTENCE_END = /(?<![\s.(][a-z])[.!?](?=["')\]]?(?:\s|$))|\n[ \t]*\n/g;

/** The ends of clauses or sentences in `folded` (offsets of each end's first character). */
const endsOf = (re: RegExp, folded: string): number[] => execAll(re, folded).map((m) => m.index ?? 0);

/** The last end before `at` (0 when none) and the first end at or after it (the text's length when none), read within `reach`. */
const around = (ends: readonly number[], at: number, length: number, reach = 600): [number, number] => {
  let start = Math.max(0, at - reach);
  let end = Math.min(length, at + reach);
  for (const e of ends) {
    if (e < at && e + 1 > start) start = e + 1;
    if (e >= at) {
      end = Math.min(end, e);
      break;
    }
  }
  return [start, end];
};

export type LawRecited = {
  /** The words that introduce the law as the speaker. */
  introducers: readonly Span[];
  /** The clauses the law's generic actors speak in. */
  clauses: readonly Span[];
  /** The generic actors with their modal, and the introducers that say the collector is told by law to tell: the law's words of duty. */
  duties: readonly Span[];
  /**
   * What each introducer brings in: from it to its sentence's end, or to where the writer speaks again in the first person
   * ("Federal law prohibits the use of obscene language, but we will …"). Read only by the conduct rules (`lawSpeaksOrForbidsAt`).
   */
  passages: readonly Span[];
};

const NONE: LawRecited = { introducers: [], clauses: [], duties: [], passages: [] };

/** A cheap test that the letter may recite the law at all (most letters do not). */
const MAY_RECITE =
  /\b(?:laws?|act|acts|statute|regulation|section|u\.?\s?s\.?\s?c|c\.?\s?f\.?\s?r|ley|secci[oó]n)\b|§|\bcollectors?\s+(?:shall|must|may|cannot|can)\b|\bcobrador(?:es)?(?:\s+de\s+deudas)?\s+(?:no\s+)?(?:deber|debe|podr|puede)/;

const span = (text: string, start: number, end: number): Span => ({ start, end, text: text.slice(start, end) });

/** Every match of the global `re` in `folded`, its alternatives the letter cannot hold pruned first (decision 518). */
const scan = (re: RegExp, folded: string): RegExpMatchArray[] => {
  if (!mayMatch(re, folded)) return [];
  const pruned = prunedFor(re, folded);
  return matchesNothing(pruned, re) ? [] : execAll(pruned, folded);
};

const readUncached = (text: string): LawRecited => {
  const folded = fold(text);
  if (!testText(MAY_RECITE, folded)) return NONE;
  const actors = scan(ACTOR_WITH_MODAL, folded);
  const found = scan(INTRODUCER, folded);
  if (actors.length === 0 && found.length === 0) return NONE;
  // The ends are found only in a letter that has the law's words (the scans cost more than the words' own).
  const sentenceEnds = found.length > 0 ? endsOf(SENTENCE_END, folded) : [];
  const introducers: Span[] = [];
  /** The reach of each introducer: from its end to its sentence's end. */
  const reaches: [number, number][] = [];
  const writerAgain = found.length > 0 ? endsOf(STRETCH_END, folded) : [];
  const passages: Span[] = [];
  for (const m of found) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (READER_PAYS.test(folded.slice(end, end + 80)) || READER_DUTY.test(folded.slice(end, end + 80))) continue;
    introducers.push(span(text, start, end));
    const reach = around(sentenceEnds, end, folded.length, 1200)[1];
    reaches.push([end, reach]);
    passages.push(span(text, start, Math.min(reach, writerAgain.find((e) => e >= end) ?? reach)));
  }
  const clauseEnds = endsOf(CLAUSE_END, folded);
  const clauses: Span[] = [];
  // Of the introducers, only the collector told by law to tell is a word of duty for the rules that read misstatements: "the law
  // requires that …" may go on to put a condition on the reader's dispute, which those rules must still read.
  const duties: Span[] = introducers.filter((i) => TOLD_TO_TELL.test(folded.slice(i.start, i.end)));
  const introduced = (at: number): boolean => reaches.some(([a, b]) => at >= a && at < b);
  const add = (at: number, actor: Span | undefined): void => {
    const [start, end] = around(clauseEnds, at, folded.length);
    const clause = folded.slice(start, end);
    if (READER_CONDITION.test(clause) || READER_MUST_PAY.test(clause) || THIS_DEBT.test(clause)) return;
    if (!clauses.some((c) => c.start === start)) clauses.push(span(text, start, end));
    if (actor) duties.push(actor);
  };
  for (const m of actors) {
    const at = m.index ?? 0;
    const [start, end] = around(clauseEnds, at, folded.length);
    if (THE_COLLECTOR.test(m[0]) && !introduced(at) && !THE_CONSUMER.test(folded.slice(start, end))) continue;
    add(at, span(text, at, at + m[0].length));
  }
  if (reaches.length > 0)
    for (const m of scan(ACTOR_ANY, folded)) {
      const at = m.index ?? 0;
      if (introduced(at)) add(at, undefined);
    }
  if (clauses.length > 0)
    for (const m of scan(THEY_WITH_MODAL, folded)) {
      const at = (m.index ?? 0) + m[0].search(/they|ellos/);
      if (clauses.some((c) => c.end <= at && at - c.end < 40)) add(at, span(text, at, (m.index ?? 0) + m[0].length));
    }
  if (introducers.length === 0 && clauses.length === 0) return NONE;
  clauses.sort((a, b) => a.start - b.start);
  return { introducers, clauses, duties, passages };
};

/** The law's words in `text` (memoised on the last letter). */
export const lawRecitedIn: (text: string) => LawRecited = memoOnLastLetter(readUncached);

/** Whether the offset `at` of `text` lies in the law's words: an introducer or a clause its generic actors speak in. */
export const recitedAt = (text: string, at: number): boolean => {
  const law = lawRecitedIn(text);
  if (law === NONE) return false;
  return law.clauses.some((c) => at >= c.start && at < c.end) || law.introducers.some((c) => at >= c.start && at < c.end);
};

/**
 * Whether `span` of `text` holds any of the law's words. The rules read a letter first as it is and blank the law's words only
 * when what they found lies in them: a new text costs the prefilter a new index (decision 518), which most letters never need.
 */
export const lawWithin = (text: string, span: Span): boolean => {
  const law = lawRecitedIn(text);
  if (law === NONE) return false;
  const meets = (s: Span): boolean => s.start < span.end && s.end > span.start;
  return law.clauses.some(meets) || law.introducers.some(meets) || law.duties.some(meets);
};

/** `folded` with `spans` blanked (offsets kept). */
const blanked = (folded: string, spans: readonly Span[]): string => {
  if (spans.length === 0) return folded;
  const chars = folded.split('');
  for (const s of spans) for (let i = s.start; i < s.end && i < chars.length; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
};

const ownWordsMemo = memoOnLastLetter((text: string): string => {
  const law = lawRecitedIn(text);
  return law === NONE ? fold(text) : blanked(fold(text), [...law.introducers, ...law.clauses]);
});
const dutiesMemo = memoOnLastLetter((text: string): string => {
  const law = lawRecitedIn(text);
  return law === NONE ? fold(text) : blanked(fold(text), law.duties);
});

/**
 * The folded text with the law's words blanked (offsets kept): what the collector says in its own voice, for the rules that
 * judge its demands, deadlines and threats. The folded text itself when the letter recites no law.
 */
export const collectorsOwnWords = (text: string): string => ownWordsMemo(text);

/**
 * The folded text with only the law's words of duty blanked (the introducers, the generic actors with their modal): for the
 * rules that judge a misstatement of the consumer's rights, which still read what a recital says of them.
 */
export const withoutTheLawsDuties = (text: string): string => dutiesMemo(text);

/**
 * Words that describe conduct as the law forbids it, or state the reader's rights (folded text): "the Act prohibits", "is
 * unlawful", "are not allowed", "it is against the law", "you have the right to be free from harassment", "the law protects you
 * from", "know your rights", "your rights under", threats of violence named as a kind of conduct, harassment named beside the law
 * or the reader's rights; "la ley prohíbe", "es ilegal", "usted tiene derecho", "sus derechos bajo", "conozca sus derechos". A bare
 * "your rights" ("we don't care about your rights") and the law or the Act only named ("the FDCPA does not protect …", "federal
 * law allows us to …") are not: they describe nothing the law forbids.
 */
const FORBIDDEN_OR_A_RIGHT = new RegExp(
  [
    String.raw`\bprohibit\w*|\bforb[ia]d\w*|\b(?:is|are|was|were|be)\s+(?:not\s+(?:allowed|permitted)|unlawful|illegal)\b|\bagainst\s+the\s+law\b`,
    String.raw`\bfree\s+from\b|\bprotects?\s+(?:you|consumers?)\s+(?:from|against)\b|\b(?:you\s+(?:also\s+)?have|consumers?\s+have|a\s+consumer\s+has)\s+(?:the\s+|certain\s+)?rights?\b`,
    String.raw`\byour\s+rights\s+(?:under|include|are|as\s+a)\b|\bknow\s+your\s+rights\b|\bthreats?\s+of\s+violence\b|\bharass(?:ment|ing)?\b[^.]{0,40}\b(?:law|rights)\b`,
    String.raw`(?<![\w\u00c0-\u017f])(?:proh[ií]b[\w\u00c0-\u017f]*|(?:es|son|ser[ií]a)\s+(?:ilegal(?:es)?|il[ií]cit[oa]s?)|(?:va|est[aá])\s+(?:en\s+)?contra\s+(?:de\s+)?la\s+ley|usted\s+tiene\s+(?:el\s+)?derecho|sus\s+derechos\s+(?:bajo|seg[uú]n|conforme|incluyen|son)|conozca\s+sus\s+derechos|le\s+protege\s+(?:de|contra))(?![\w\u00c0-\u017f])`,
  ].join('|'),
);
/** The law's generic actor forbidden ("a debt collector may not", "no collector may", "los cobradores no pueden"), a clause the law speaks in even where it names this debt. */
const GENERIC_ACTOR_FORBIDDEN = new RegExp(
  String.raw`\b${ACTOR_EN}(?:\s+(?:also|generally))?\s+(?:may\s+not|must\s+not|shall\s+not|cannot|can\s*not|can't|(?:is|are)\s+(?:not\s+(?:allowed|permitted)|prohibited|forbidden))\b|\bno\s+(?:debt\s+)?collector\s+(?:may|shall|can)\b|\b${ACTOR_ES}\s+no\s+(?:pueden?|deben?|podr[aá]n?|deber[aá]n?)(?![\w\u00c0-\u017f])`,
);
/**
 * The reader's own non-payment said to be unlawful ("not paying what you owe is against the law", "your refusal to pay is illegal",
 * "no pagar es ilegal"; not "it is illegal for a collector to call you names if you fail to pay"): the collector's accusation (and a misstatement, 1692e(7)), not the law describing a collector's conduct.
 */
const READER_ACCUSED =
  /\b(?:not\s+paying|non-?payment|(?:refus|fail|neglect)\w*\s+to\s+pay|your\s+(?:failure|refusal))\b[^.;]{0,60}?(?<!\bnot\s|\bnever\s)\b(?:illegal|unlawful|against\s+the\s+law|a\s+crime|prohibited)\b|\byou\s+(?:are|were)\s+(?:breaking|violating)\b|(?<![\w\u00c0-\u017f])(?:no\s+pagar|falta\s+de\s+pago|negarse\s+a\s+pagar)(?![\w\u00c0-\u017f])[^.;]{0,60}?(?<!\bno\s(?:es\s|son\s)?(?:un\s)?|\bnunca\s(?:es\s)?(?:un\s)?)(?:ilegal|il[ií]cit|contra\s+la\s+ley|delito|proh[ií]b)/;

/**
 * Whether the words at `at`, in `sentence` of `text`, are the law speaking or the law describing conduct it forbids, for the rules
 * that read the collector's own conduct (obscene or abusive language, threats of harm, publication of debtors, a debt advertised
 * for sale: 15 U.S.C. 1692d; 12 CFR 1006.14). The shared reading first (`recitedAt`: the law's generic actors and the words that
 * introduce it), then what an introducer brings in ("Federal law prohibits the use of obscene language"), then the broader sense
 * these rules need: the stretch of the sentence the words are in (to a semicolon or to where the writer speaks again in the first
 * person) describes conduct as forbidden or states the reader's rights, and does not accuse the reader of breaking the law.
 */
export const lawSpeaksOrForbidsAt = (text: string, at: number, sentence: Span): boolean => {
  if (recitedAt(text, at)) return true;
  const law = lawRecitedIn(text);
  if (law.passages.some((p) => at >= p.start && at < p.end)) return true;
  const folded = fold(text).slice(sentence.start, sentence.end);
  const rel = at - sentence.start;
  let start = 0;
  let end = folded.length;
  for (const e of endsOf(STRETCH_END, folded)) {
    if (e < rel) start = e + 1;
    else {
      end = e;
      break;
    }
  }
  const stretch = folded.slice(start, end);
  return (FORBIDDEN_OR_A_RIGHT.test(stretch) || GENERIC_ACTOR_FORBIDDEN.test(stretch)) && !READER_ACCUSED.test(stretch);
};
