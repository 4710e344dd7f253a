import type { LetterKind } from './letter';

/** The collector letters a strategy can ask for. */
export type CollectorLetterKind = Extract<LetterKind, 'validation_request' | 'cease' | 'dispute' | 'original_creditor_request' | 'time_barred' | 'settlement'>;

/**
 * The letter for a strategy, whichever way it is written: the analyzer's names ('DEBT VALIDATION
 * REQUEST', 'CEASE AND DESIST', 'DEBT DISPUTE', 'TIME-BARRED DEBT RESPONSE', 'SETTLEMENT
 * NEGOTIATION', 'ANSWER THE LAWSUIT'), the payment page's template names (validation, cease,
 * dispute, statute) or a letter kind. Unknown or missing: the spec's default, the validation request.
 * 'ANSWER THE LAWSUIT' also gives the validation request: no letter answers a suit (pass
 * `lawsuitFiled` so the notes say so).
 */
export const letterKindForStrategy = (strategy: string | undefined): CollectorLetterKind => {
  const s = (strategy ?? '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
  if (/\bcease\b|\bstop\b/.test(s)) return 'cease';
  if (/\bsettle/.test(s)) return 'settlement';
  if (/\btime barred\b|\bstatute\b/.test(s)) return 'time_barred';
  if (/\boriginal creditor\b/.test(s)) return 'original_creditor_request';
  if (/\bvalidation\b|\bverification\b/.test(s)) return 'validation_request';
  if (/\bdispute\b/.test(s)) return 'dispute';
  return 'validation_request';
};
