import type { CollectorLetterInput, IsoDate } from '../inputs';
import type { Letter } from '../letter';
import { composeLetter, type LetterParts } from './compose-letter';
import { collectorLines, collectorReLines, consumerName, senderLines } from './parties';

/** What differs between the letters to a debt collector; the rest comes from the input. */
export type CollectorLetterParts = Omit<LetterParts, 'date' | 'sender' | 'recipient' | 'reLines' | 'signatureName' | 'followUpDate'> & {
  /** Omitted when undefined (e.g. a letter date that is not a date). */
  followUpDate?: IsoDate | undefined;
};

/**
 * A letter from the consumer to the debt collector: the consumer's block, the collector's address,
 * the RE lines with the account and the collector's letter, and the consumer's name under the
 * signature, all from the input; the rest from `parts`.
 */
export const composeCollectorLetter = (input: CollectorLetterInput, parts: CollectorLetterParts): Letter => {
  const { followUpDate, ...rest } = parts;
  return composeLetter({
    ...rest,
    date: input.date,
    sender: senderLines(input.consumer, input.facts),
    recipient: collectorLines(input.collector, input.facts),
    reLines: collectorReLines(input, parts.subject),
    signatureName: consumerName(input.consumer, input.facts),
    ...(followUpDate ? { followUpDate } : {}),
  });
};
