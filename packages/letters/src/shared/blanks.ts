/**
 * Marked blanks for what the templates do not know. Never replaced by a guess: the user fills them
 * in. Every blank is upper case in square brackets, so `hasBlanks` can find them.
 */
export const BLANK = {
  date: '[DATE]',
  consumerName: '[YOUR FULL NAME]',
  street: '[YOUR STREET ADDRESS]',
  cityStateZip: '[YOUR CITY, STATE ZIP]',
  collectorName: '[COLLECTOR NAME]',
  collectorAddress: '[COLLECTOR MAILING ADDRESS]',
  accountLast4: '[LAST 4 DIGITS OF ACCOUNT NUMBER]',
  state: '[YOUR STATE]',
  dateOfBirth: '[YOUR DATE OF BIRTH]',
  ssnLast4: '[LAST 4 DIGITS OF YOUR SSN]',
  offerAmount: '[OFFER AMOUNT]',
  previousLetterDate: '[DATE OF YOUR EARLIER LETTER]',
  furnisherName: '[FURNISHER NAME]',
  furnisherAddress: '[FURNISHER ADDRESS FOR DISPUTES, AS SHOWN ON YOUR CREDIT REPORT]',
  bureauAddress: '[BUREAU DISPUTE MAILING ADDRESS]',
  whatIsWrong: '[EXPLAIN WHAT IS WRONG WITH THIS ITEM AND WHY]',
  firstDelinquencyDate: '[DATE THE DELINQUENCY BEGAN]',
  disputeDate: '[DATE OF YOUR DISPUTE]',
  resultsDate: '[DATE OF THE RESULTS LETTER]',
  confirmationNumber: '[DISPUTE CONFIRMATION NUMBER]',
} as const;

const BLANK_PATTERN = /\[[A-Z0-9][A-Z0-9 ,.'/-]*\]/;

/** True when the text still holds a marked blank. */
export const hasBlanks = (text: string): boolean => BLANK_PATTERN.test(text);
