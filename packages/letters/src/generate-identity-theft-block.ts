import { bureauRecipient, creditLetterNotes, type PrintedBureauAddress } from './generate-bureau-dispute';
import type { ConsumerDetails, CreditItem, IsoDate } from './inputs';
import type { Bureau, BureauLetter } from './letter';
import { composeLetter } from './shared/compose-letter';
import { creditItemLines, creditItemNotes, creditSenderLines } from './shared/credit-paragraphs';
import { addDays } from './shared/format-date';
import { consumerName, senderLines } from './shared/parties';

export type IdentityTheftBlockInput = {
  bureau: Bureau;
  /** The dispute address printed on the person's report, preferred over the registry. */
  printedAddress?: PrintedBureauAddress;
  date: IsoDate;
  consumer?: ConsumerDetails;
  /** The items the consumer says result from identity theft. */
  items: readonly CreditItem[];
};

/**
 * A request to block information that results from identity theft (FCRA 605B, 15 U.S.C. 1681c-2;
 * legal-reference §5.6): the bureau must block it within 4 business days of receiving proof of identity,
 * a copy of an identity theft report, the items and a statement that they are not the consumer's
 * transactions, and must tell the furnisher (1681c-2(b)). It asks; it promises nothing: a bureau may
 * decline or rescind a block obtained by misrepresentation or in error (1681c-2(c)).
 */
export const generateIdentityTheftBlock = (input: IdentityTheftBlockInput): BureauLetter => {
  const { address, bureauName, addressNote } = bureauRecipient(input.bureau, input.printedAddress);
  const name = consumerName(input.consumer, undefined);
  const subject = 'Request to block information resulting from identity theft (FCRA 605B)';
  // 4 business days to block, plus the mail both ways.
  const followUpDate = addDays(input.date, 14);
  const letter = composeLetter({
    kind: 'identity_theft_block',
    subject,
    date: input.date,
    sender: creditSenderLines(input.consumer, senderLines(input.consumer, undefined).slice(1), name),
    recipient: [address.name, ...address.lines],
    reLines: [`RE: ${subject}`],
    paragraphs: [
      `I am a victim of identity theft. The items listed below in my ${bureauName} credit file result from identity theft: they do not relate to any transaction that I made or authorised.`,
      `The items:\n${creditItemLines(input.items).join('\n')}`,
      'Under 15 U.S.C. 1681c-2(a), please block the reporting of this information within 4 business days of receiving this letter, and notify the furnishers of the information that it may be the result of identity theft, that an identity theft report has been filed and that a block has been requested (15 U.S.C. 1681c-2(b)).',
      'I enclose proof of my identity, a copy of my identity theft report, and this identification of the information and statement that it does not relate to any transaction by me.',
    ],
    signatureName: name,
    enclosures: [
      'A copy of my identity theft report (the FTC report from IdentityTheft.gov, or a police report)',
      'Proof of my identity (a copy of a government-issued ID and of a bill or statement showing my address)',
      'The pages of my credit report showing these items, marked',
    ],
    notes: [
      'File the identity theft report first, at IdentityTheft.gov (the FTC) or with the police: the bureau needs a copy to block the items (15 U.S.C. 1681c-2(a); 12 CFR 1022.3(i)).',
      'The bureau must block the items within 4 business days of receiving everything; it may decline or remove a block it finds was obtained in error or by a false statement (15 U.S.C. 1681c-2(c)). Only list items that are not yours.',
      addressNote,
      ...creditItemNotes(input.items),
      ...creditLetterNotes,
    ],
    ...(followUpDate ? { followUpDate } : {}),
  });
  return { ...letter, bureau: input.bureau, bureauAddress: [address.name, ...address.lines] };
};
