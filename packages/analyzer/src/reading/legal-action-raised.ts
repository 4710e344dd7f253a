import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import { readImpliedLegalAction } from './implied-legal-action';
import { readLetter } from './read-letter';
import { spanOf } from '../text/find';
import { matchesOf } from '../text/prefilter';
import { DEFENCE_RIGHT, legalThreats } from '../rules/_threats-and-misrepresentations/lawsuit';
import { foundSpan, viewOf } from '../rules/_threats-and-misrepresentations/text';

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
 * In a letter that says no decision to take legal action has been made, only a step said surely counts (an attorney's
 * referral not even then). Not read: the consumer's right to defend a suit, an agency's unnamed step without a clock.
 * Not read: a step denied ("we will not sue"), a suit already filed, a mention of law in a description, the consumer's rights.
 */
export type LegalActionRaised = { definite: Span[]; hedged: Span[]; implied: Span[] };

/** "all legally appropriate means", "any and all legal remedies", "every legal remedy", "every lawful option", "todos los medios legales", "todo recurso legal" (folded text). */
const LEGAL_MEANS =
  /\b(?:all|any|every|each|whatever)\s+(?:(?:and\s+all|other|further|available|necessary|appropriate|proper)\s+){0,3}(?:legal(?:ly\s+(?:appropriate|available|permissible|permitted))?|lawful|judicial)\s+(?:means|remed(?:y|ies)|recourse|options?|avenues?|measures?|steps?|action)\b|\b(?:todos\s+los|todas\s+las|cualquier|todo|toda)\s+(?:medios?|recursos?|remedios?|acciones|acci[oó]n|medidas?)\s+(?:legal(?:es)?|judicial(?:es)?|licit[oa]s?)\b/;
const LEGAL_MEANS_ALL = new RegExp(LEGAL_MEANS.source, 'g');
const NEGATED = /\b(?:not|never|no|without)\b[^.]{0,40}$|\bno\s+(?:utilizaremos|usaremos|tomaremos)\b/;
const HEDGED_WORDS =
  /\b(?:may|might|could|can|reserves?\s+the\s+right|consider|possible|if\s+(?:necessary|needed))\b|\bpod(?:emos|ra|ran|ria|rian)\b|\bpuede[n]?\b/;
const DEFINITE_WORDS =
  /\b(?:will|shall|intends?\s+to|are\s+going\s+to|is\s+going\s+to|must|no\s+(?:other\s+)?(?:choice|option|alternative)\s+but)\b|\b(?:utilizaremos|usaremos|tomaremos|ejerceremos|emplearemos|procederemos)\b/;

/** A step hung on a decision not yet made ("If a decision to sue is made, the claim will be forwarded", "should our client decide"). */
const DECISION_NOT_MADE =
  /\b(?:if|should|once|when|in\s+the\s+event)\s+(?:a\s+|the\s+)?decision\s+(?:to\s+\w+\s+)?(?:is|be|was|has\s+been)\s+made\b|\b(?:if|should|once|when)\s+(?:our|the|your|its)\s+(?:client|creditor)\s+(?:decides?|elects?|chooses?)\b|\bsi\s+(?:se\s+decide|(?:nuestro|el|su)\s+(?:cliente|acreedor)\s+decide)\b/;
const sentenceAt = (text: string, segs: readonly Span[], offset: number): Span => segs[segmentIndexAt(segs, offset)] ?? spanOf(text, offset, offset);

/**
 * `lawFirm`: the sender is a law firm, whose unnamed step ("we will proceed accordingly") is a suit (Lesher); in an agency's
 * letter such a step counts only on a clock or as the last one, as the threat rule reads it.
 */
export const readLegalActionRaised = (text: string, options: { lawFirm: boolean }): LegalActionRaised => {
  const out: LegalActionRaised = { definite: [], hedged: [], implied: [] };
  const implied = readImpliedLegalAction(text);
  // A letter that says no decision to take legal action has been made raises none but a step it says surely (Rosenberg v.
  // Client Services, S.D.N.Y. 2020; Wade v. Regional Credit Association, 9th Cir. 1996): the threat rule reads it so too.
  const undecided = implied.undecided !== undefined;
  for (const t of readLetter(text).threats) {
    if (!['sue', 'attorney', 'garnish', 'levy'].includes(t.action) || DEFENCE_RIGHT.test(t.sentence.text)) continue;
    if (t.certainty === 'definite' && !(undecided && t.action === 'attorney') && !DECISION_NOT_MADE.test(fold(t.sentence.text))) out.definite.push(t.sentence);
    else if (t.certainty === 'definite' && !undecided) out.hedged.push(t.sentence);
    // A possible step counts when someone is said to take it, it is a referral, or the letter frames it as a threat: not a
    // description of what a court may do "if a lawsuit is filed".
    else if (!undecided && t.certainty === 'hedged' && (t.actor !== 'unnamed' || t.action === 'attorney' || t.framed)) out.hedged.push(t.sentence);
  }
  // The threat rule's own reading of a suit or referral said as possible ("could result in a legal suit being filed").
  if (!undecided) {
    const v = viewOf(text);
    for (const t of legalThreats(v)) if (!t.categorical) out.hedged.push(foundSpan(v, t.found));
  }
  if (!undecided)
    for (const s of implied.signals) {
      if (s.kind === 'unnamed_step' && s.timed !== true && !options.lawFirm) continue;
      (s.hedged ? out.hedged : out.implied).push(s.sentence);
    }
  const folded = fold(text);
  const segs = segments(text);
  for (const m of matchesOf(LEGAL_MEANS_ALL, folded)) {
    const sentence = sentenceAt(text, segs, m.index!);
    const before = folded.slice(sentence.start, m.index);
    if (NEGATED.test(before)) continue;
    const words = folded.slice(sentence.start, sentence.end);
    const kind = HEDGED_WORDS.test(before) ? 'hedged' : DEFINITE_WORDS.test(words) ? 'definite' : 'implied';
    if (kind === 'definite' || !undecided) out[kind].push(sentence);
  }
  return out;
};
