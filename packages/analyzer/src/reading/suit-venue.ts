import type { Span } from '../types';
import { STATE_NAMES } from '../sol/sol-table';
import { spanOf } from '../text/find';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { testText } from '../text/prefilter';
import { readLetter } from './read-letter';

/**
 * The state whose courts a threatened suit is said to be brought in (decision 218): "we will file suit against you in the courts
 * of the State of New York", "legal action will be commenced in Cook County, Illinois", "we may sue you in a Delaware court",
 * "presentaremos una demanda en los tribunales del estado de Florida". A debt collector may bring a suit on a consumer debt only
 * in the judicial district where the consumer signed the contract or where he lives (15 U.S.C. 1692i(a)(2)); a suit threatened in
 * another state's courts is an action that cannot legally be taken (1692e(5); Fox v. Citicorp Credit Services, 9th Cir. 1994, on
 * 1692i's purpose; Wiener v. Bloomfield, S.D.N.Y. 1995, a suit threatened in another venue). The rule compares the state with the
 * consumer's.
 *
 * Read only where a suit is threatened (definite or hedged; not one denied or already filed: a judgment entered elsewhere is a
 * past fact) and the sentence names the forum's state in court words: "courts of (the State of) X", "in (an?) X (state, superior,
 * circuit, district, county) court", "… County, X", Spanish "tribunales / corte (del estado) de X". Not the law chosen by a
 * contract ("governed by the laws of the State of Delaware"), the collector's address, a state named in another sentence.
 */

export type SuitVenue = { sentence: Span; state: string; forum: Span };

const NAMES = Object.entries(STATE_NAMES as Record<string, string>).map(([code, name]) => ({ code, name: name.toLowerCase() }));
const NAME_ALT = NAMES.map((n) => n.name.replace(/\s+/g, String.raw`\s+`))
  .sort((a, b) => b.length - a.length)
  .join('|');
const CODE_ALT = NAMES.map((n) => n.code.toLowerCase()).join('|');

/** A forum named with its state (folded text); the state's name is the last group. */
const FORUM = new RegExp(
  [
    String.raw`\b(?:courts?|court\s+system|judicial\s+system)\s+(?:of|in|for)\s+(?:the\s+)?(?:(?:state|commonwealth)\s+of\s+)?(${NAME_ALT})\b`,
    String.raw`\b(?:in|before|into|to)\s+(?:the\s+|an?\s+)?(${NAME_ALT})\s+(?:state\s+|superior\s+|circuit\s+|district\s+|county\s+|civil\s+|municipal\s+|small\s+claims\s+|justice\s+)*courts?\b`,
    String.raw`\b[a-z]+(?:\s+[a-z]+)?\s+county,\s+(${NAME_ALT}|${CODE_ALT})\b`,
    String.raw`\b(?:tribunal(?:es)?|corte|cortes|juzgados?)\s+(?:del?\s+)?(?:(?:estado|condado)\s+de\s+)?(${NAME_ALT})\b`,
  ].join('|'),
);

const SIGNED_THERE =
  /\b(?:where|in\s+which)\s+(?:you\s+signed|the\s+(?:contract|agreement|note)\s+was\s+(?:signed|entered|made))\b|\bdonde\s+(?:usted\s+)?firm[oó]\b/;

const codeOf = (name: string): string | undefined => {
  const n = name.replace(/\s+/g, ' ');
  return NAMES.find((s) => s.name === n || s.code.toLowerCase() === n)?.code;
};

const CUE = new RegExp(String.raw`\b(?:${NAME_ALT})\b`);

/** The suits the letter threatens in a named state's courts. */
export const readSuitVenues = (text: string): SuitVenue[] => {
  const folded = fold(text);
  if (!testText(CUE, folded)) return [];
  const out: SuitVenue[] = [];
  for (const t of readLetter(text).threats) {
    if (t.action !== 'sue' || (t.certainty !== 'definite' && t.certainty !== 'hedged') || out.some((v) => v.sentence.start === t.sentence.start)) continue;
    const words = folded.slice(t.sentence.start, t.sentence.end);
    const m = FORUM.exec(words);
    // The district where the contract was signed is a lawful venue too (1692i(a)(2)(A)): named so, it is not read.
    if (!m || SIGNED_THERE.test(words)) continue;
    const name = m.slice(1).find((g) => g !== undefined);
    const state = name ? codeOf(name) : undefined;
    if (!state) continue;
    out.push({ sentence: t.sentence, state, forum: spanOf(text, t.sentence.start + m.index, t.sentence.start + m.index + m[0].length) });
  }
  return out;
};
