import type { CollectorLetterInput, ConsumerDetails, LetterFacts, RecipientDetails } from '../inputs';
import { BLANK } from './blanks';
import { cleanLines, present } from './clean-text';
import { formatDate } from './format-date';
import { pickAccountLast4 } from './mask-account';

/** The consumer's name: what they typed, else the name the collector's letter uses, else a blank. */
export const consumerName = (consumer: ConsumerDetails | undefined, facts: LetterFacts | undefined): string =>
  present(consumer?.name) ?? present(facts?.consumer?.name?.value) ?? BLANK.consumerName;

/** Sender block: name and address, each part a marked blank when unknown. */
export const senderLines = (consumer: ConsumerDetails | undefined, facts: LetterFacts | undefined): string[] => {
  const typed = cleanLines(consumer?.addressLines);
  const address = typed.length > 0 ? typed : cleanLines(facts?.consumer?.address?.lines);
  return [consumerName(consumer, facts), ...(address.length > 0 ? address : [BLANK.street, BLANK.cityStateZip])];
};

/** The collector's name: the caller's, else the letter's, else undefined. */
export const collectorNameOf = (collector: RecipientDetails | undefined, facts: LetterFacts | undefined): string | undefined =>
  present(collector?.name) ?? present(facts?.collector?.name?.value);

/** Recipient block for a collector letter. */
export const collectorLines = (collector: RecipientDetails | undefined, facts: LetterFacts | undefined): string[] => {
  const typed = cleanLines(collector?.addressLines);
  const address = typed.length > 0 ? typed : cleanLines(facts?.collector?.address?.lines);
  return [collectorNameOf(collector, facts) ?? BLANK.collectorName, ...(address.length > 0 ? address : [BLANK.collectorAddress])];
};

/** 'Account ending in 4471' (or 'Reference ending in ...'), or a marked blank. Never more than 4 characters of the number. */
export const accountPhrase = (input: Pick<CollectorLetterInput, 'accountNumber' | 'facts'>): string => {
  const picked = pickAccountLast4(input.accountNumber, input.facts?.accountNumbers);
  if (!picked) return `Account ending in ${BLANK.accountLast4}`;
  return `${picked.kind === 'reference' ? 'Reference number' : 'Account'} ending in ${picked.last4}`;
};

/** The RE block of a collector letter: account, creditor, the letter being answered, the subject. */
export const collectorReLines = (input: CollectorLetterInput, subject: string): string[] => {
  const creditor = present(input.facts?.currentCreditor?.value);
  const letterDate = formatDate(input.facts?.letterDate?.value);
  return [
    `RE: ${accountPhrase(input)}`,
    ...(creditor ? [`    Creditor named in your letter: ${creditor}`] : []),
    ...(letterDate ? [`    Your letter dated ${letterDate}`] : []),
    `    ${subject}`,
  ];
};

/** 'your letter dated March 5, 2026' or 'your letter'. */
export const yourLetter = (facts: LetterFacts | undefined): string => {
  const date = formatDate(facts?.letterDate?.value);
  return date ? `your letter dated ${date}` : 'your letter';
};
