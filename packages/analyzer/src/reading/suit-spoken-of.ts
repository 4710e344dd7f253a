import { findPhrases, isNegatedAt, NOT_A_THREAT_SENTENCE, sentenceAround, suitNegatedInClause, suitThreats } from '../rules/_conduct-and-time-bar/phrases';
import type { Span } from '../types';
import { memoOnLastLetter } from '../text/last-letter';
import { readImpliedLegalAction, type ImpliedLegalAction, type ImpliedLegalActionKind } from './implied-legal-action';

/**
 * Remedies the creditor may pursue, named without the word "suit" ("our client may pursue all remedies available to it",
 * "we will exercise any and all legal rights", "utilizaremos todos los recursos legales"): on a time-barred debt the only
 * remedy beyond asking is a suit, so this is read as speaking of one (decision 152).
 */
const REMEDIES_PATTERNS: readonly RegExp[] = [
  /\b(?:pursue|exercise|use|seek|take|enforce|invoke)\s+(?:any\s+and\s+all|all|any|every|whatever|its|their|our|such)\s+(?:(?:other|available|legal|lawful|further)\s+){0,2}(?:remedies|rights\s+and\s+remedies|legal\s+(?:rights|options)|options\s+available)\b/i,
  /\b(?:all|any|every)\s+(?:(?:other|available|legal|lawful)\s+){0,2}remed(?:y|ies)\s+(?:available|allowed|permitted)\s+(?:to\s+(?:it|us|them|our\s+client|the\s+creditor)|by|under)\b/i,
  /\b(?:todos\s+los|cualquier)\s+(?:recursos|remedios|derechos)\s+(?:legales|disponibles|que\s+la\s+ley)\b/i,
];

/**
 * The letter speaks of a suit or of a step that needs one: a threat of suit (`suitThreats`), a referral to a legal
 * department, attorney review, authority to take "whatever action is necessary" (`readImpliedLegalAction`), or the
 * remedies available to the creditor. Huertas (3d Cir. 2011) and Freyermuth (8th Cir. 2001) hold a request for payment
 * of a time-barred debt lawful only absent such words (decision 152). Negated and rights-describing sentences are not read.
 */
const CONSUMER_REMEDY = /\b(?:available|open)\s+to\s+you\b|\byour\s+(?:legal\s+)?(?:rights|remedies)\b|\ba\s+usted\b|\bsus\s+derechos\b/i;

/**
 * The implied reader's signals of legal action that speak of a suit (not an unnamed step or an escalation, which name none),
 * outside rights text and a suit negated in its clause; `kinds` narrows them. The time-barred threat rule reads the stage
 * before suit, a suit as the other way and a suit claimed as practice, said surely (decision 369).
 */
export const impliedSuitSignals = (text: string, kinds?: ReadonlySet<ImpliedLegalActionKind>): ImpliedLegalAction[] =>
  readImpliedLegalAction(text).signals.filter(
    (sig) =>
      (kinds ? kinds.has(sig.kind) : sig.kind !== 'unnamed_step' && sig.kind !== 'escalation_under_urgency') &&
      !NOT_A_THREAT_SENTENCE.test(sig.sentence.text) &&
      !suitNegatedInClause(text, sig.sentence, sig.span.start),
  );

const suitSpokenOf = memoOnLastLetter((text: string): Span[] => {
  const spans = suitThreats(text).map((t) => t.sentence);
  for (const sig of impliedSuitSignals(text)) spans.push(sig.sentence);
  for (const s of findPhrases(text, REMEDIES_PATTERNS)) {
    if (isNegatedAt(text, s.start)) continue;
    const sentence = sentenceAround(text, s.start, s.end);
    // The consumer's own remedies ("you may pursue any remedies available to you") are a statement of rights.
    if (CONSUMER_REMEDY.test(sentence.text) || /\byou\b[^.]{0,30}$/i.test(text.slice(Math.max(sentence.start, s.start - 40), s.start))) continue;
    if (!NOT_A_THREAT_SENTENCE.test(sentence.text) && !suitNegatedInClause(text, sentence, s.start)) spans.push(sentence);
  }
  return spans.sort((a, b) => a.start - b.start);
});

/** The spans (a copy: callers may change the list) of the sentences that speak of a suit; memoised per letter. */
export const suitSpokenOfSpans = (text: string): Span[] => suitSpokenOf(text).slice();
