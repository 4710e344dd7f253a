import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import { readImpliedLegalAction } from './implied-legal-action';
import { readLetter } from './read-letter';
import { spanOf } from '../text/find';

/**
 * The sentences in which a letter raises legal action against the consumer, and how sure it says the step is (decision 249):
 * the question whether the collector holds the licence or registration its state requires reaches them whatever their words.
 * A collector that may not lawfully collect in the consumer's state cannot lawfully take any legal step there, so its threat of
 * one may be a threat of "action that cannot legally be taken" (15 U.S.C. 1692e(5); LeBlanc v. Unifund CCR Partners, 11th Cir.
 * 2010: a letter saying the account "may be referred to an attorney" from a collector not registered under Fla. Stat. 559.553).
 *
 * - `definite`: a suit, an attorney's referral, garnishment or levy said as coming (the reading layer's definite threats), or
 *   "all legal means/remedies" with "will", "intend", "no choice but" ("we will use all legally appropriate means for
 *   collection", "utilizaremos todos los medios legales");
 * - `hedged`: the same said as possible ("may be referred to an attorney for possible legal action", "if a decision to sue is
 *   made, the claim will be forwarded", "puede ser enviada a un abogado");
 * - `implied`: legal action implied in other words (the implied reader's signals: a legal department, "before suit", a timed
 *   last step), or "all legal remedies" with no verb of certainty.
 * A referral or implied step in a letter that says no decision to take legal action has been made counts as hedged.
 * Not read: a step denied ("we will not sue"), a suit already filed, a mention of law in a description, the consumer's rights.
 */
export type LegalActionRaised = { definite: Span[]; hedged: Span[]; implied: Span[] };

/** "all legally appropriate means", "any and all legal remedies", "every lawful option", "todos los medios legales" (folded text). */
const LEGAL_MEANS =
  /\b(?:all|any|every|whatever)\s+(?:(?:and\s+all|other|further|available|necessary|appropriate|proper)\s+){0,3}(?:legal(?:ly\s+(?:appropriate|available|permissible|permitted))?|lawful|judicial)\s+(?:means|remedies|recourse|options|avenues|measures|steps|action)\b|\b(?:todos\s+los|todas\s+las|cualquier)\s+(?:medios|recursos|remedios|acciones|medidas)\s+(?:legales|judiciales|licit[oa]s)\b/;
const NEGATED = /\b(?:not|never|no|without)\b[^.]{0,40}$|\bno\s+(?:utilizaremos|usaremos|tomaremos)\b/;
const HEDGED_WORDS =
  /\b(?:may|might|could|can|reserves?\s+the\s+right|consider|possible|if\s+(?:necessary|needed))\b|\bpod(?:emos|ra|ran|ria|rian)\b|\bpuede[n]?\b/;
const DEFINITE_WORDS =
  /\b(?:will|shall|intends?\s+to|are\s+going\s+to|is\s+going\s+to|must|no\s+(?:other\s+)?(?:choice|option|alternative)\s+but)\b|\b(?:utilizaremos|usaremos|tomaremos|ejerceremos|emplearemos|procederemos)\b/;

const sentenceAt = (text: string, segs: readonly Span[], offset: number): Span => segs[segmentIndexAt(segs, offset)] ?? spanOf(text, offset, offset);

export const readLegalActionRaised = (text: string): LegalActionRaised => {
  const out: LegalActionRaised = { definite: [], hedged: [], implied: [] };
  const implied = readImpliedLegalAction(text);
  for (const t of readLetter(text).threats) {
    if (!['sue', 'attorney', 'garnish', 'levy'].includes(t.action)) continue;
    // A referral in a letter that says no decision to take legal action has been made is a possibility, not a step said as
    // coming (Rosenberg v. Client Services, S.D.N.Y. 2020; the threat rule reads it so too).
    if (t.certainty === 'definite' && !(implied.undecided && t.action === 'attorney')) out.definite.push(t.sentence);
    else if (t.certainty === 'definite' || t.certainty === 'hedged') out.hedged.push(t.sentence);
  }
  for (const s of implied.signals) (s.hedged || implied.undecided ? out.hedged : out.implied).push(s.sentence);
  const folded = fold(text);
  const segs = segments(text);
  for (const m of folded.matchAll(new RegExp(LEGAL_MEANS.source, 'g'))) {
    const sentence = sentenceAt(text, segs, m.index);
    const before = folded.slice(sentence.start, m.index);
    if (NEGATED.test(before)) continue;
    const words = folded.slice(sentence.start, sentence.end);
    (HEDGED_WORDS.test(before) ? out.hedged : DEFINITE_WORDS.test(words) ? out.definite : out.implied).push(sentence);
  }
  return out;
};
