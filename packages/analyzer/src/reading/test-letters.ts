/**
 * The composed letters the paraphrase-family tests put their variants in (tests only). One Reg F
 * first letter whose validation period ends July 14, 2025, with `body` as its own words; the
 * salutation and the notice's "we must stop collection" sentence can be left out where a family
 * judges the letter without them.
 */
export type FirstLetterOptions = {
  head?: string;
  amountLine?: boolean;
  signature?: string;
  salutation?: boolean;
  stopCollectionLine?: boolean;
};

export const firstLetter = (body: string, options: FirstLetterOptions = {}): string =>
  [
    options.head ?? 'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
    '',
    'June 2, 2025',
    '',
    'Maria Gomez\n12 Oak St\nAustin, TX 78701',
    '',
    `Re: Account ending 4411. Current creditor: Pinecrest Bank.${options.amountLine === false ? '' : ' Total amount of the debt now: $1,250.00.'}`,
    '',
    ...(options.salutation === false ? [] : ['Dear Maria Gomez:', '']),
    'This communication is from a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank.',
    '',
    body,
    '',
    'How can you dispute the debt?',
    'Call or write to us by July 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
    ...(options.stopCollectionLine === false
      ? []
      : ['If you write to us by July 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.']),
    '',
    'Sincerely,',
    options.signature ?? 'Apex Recovery Group',
  ].join('\n');
