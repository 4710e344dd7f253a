import { bureauRecipient, creditLetterNotes, type PrintedBureauAddress } from './generate-bureau-dispute';
import type { ConsumerDetails, CreditItem, IsoDate } from './inputs';
import type { Bureau, BureauLetter } from './letter';
import { BLANK } from './shared/blanks';
import { composeLetter } from './shared/compose-letter';
import { creditItemLines, creditItemNotes, creditSenderLines } from './shared/credit-paragraphs';
import { addDays, formatDate } from './shared/format-date';
import { consumerName, senderLines } from './shared/parties';

/** What the bureau did with the dispute, when the next letter is not the method-of-verification request. */
export type BureauFollowUpReason = 'frivolous' | 'no_response' | 'reinserted';

export type BureauFollowUpInput = {
  bureau: Bureau;
  /** The dispute address printed on the person's report, preferred over the registry. */
  printedAddress?: PrintedBureauAddress;
  reason: BureauFollowUpReason;
  date: IsoDate;
  consumer?: ConsumerDetails;
  items: readonly CreditItem[];
  /** When the user sent the first dispute. */
  disputeDate?: IsoDate;
  /** The bureau's notice (frivolous, reinsertion), when it sent one. */
  noticeDate?: IsoDate;
};

const SUBJECT: Record<BureauFollowUpReason, string> = {
  frivolous: 'My dispute is not frivolous: reinvestigate it',
  no_response: 'No results of my dispute within the time the law allows',
  reinserted: 'Information reinserted in my file after it was deleted',
};

/**
 * The bureau's answer that calls for a second letter (15 U.S.C. 1681i; legal-reference §5.5):
 * a dispute called frivolous or irrelevant (1681i(a)(3): the bureau must say what information it
 * needs; the letter gives it and asks again), no results within 30 days (1681i(a)(1), (a)(5)(A):
 * information that cannot be verified in time must be deleted), and an item put back after it was
 * deleted (1681i(a)(5)(B): the furnisher must certify it, and the bureau must tell the consumer in
 * writing within 5 business days). It asks; it promises nothing.
 */
export const generateBureauFollowUp = (input: BureauFollowUpInput): BureauLetter => {
  const { address, bureauName, addressNote } = bureauRecipient(input.bureau, input.printedAddress);
  const name = consumerName(input.consumer, undefined);
  const sent = formatDate(input.disputeDate) ?? BLANK.disputeDate;
  const notice = formatDate(input.noticeDate);
  const items = `The items:\n${creditItemLines(input.items).join('\n')}`;
  const byReason: Record<BureauFollowUpReason, string[]> = {
    frivolous: [
      `On ${sent} I disputed the items listed below in my ${bureauName} credit file. ${notice ? `Your notice dated ${notice}` : 'You'} told me you consider the dispute frivolous or irrelevant.`,
      items,
      'My dispute says which items are wrong and why, and I enclose the documents that support it again. If you still need something to investigate, 15 U.S.C. 1681i(a)(3)(C) requires you to tell me exactly what information you need. Please reinvestigate these items now, as 15 U.S.C. 1681i(a)(1)(A) requires, and send me the results in writing.',
    ],
    no_response: [
      `On ${sent} I disputed the items listed below in my ${bureauName} credit file. More than 30 days have passed since you received my dispute and I have received no results.`,
      items,
      'Under 15 U.S.C. 1681i(a)(1)(A) you had 30 days from receiving my dispute to complete a reasonable reinvestigation, and under 1681i(a)(5)(A) information that is found inaccurate or incomplete, or that cannot be verified, must be deleted or modified. Please send me, in writing, the results of the reinvestigation and a free copy of my file as it now stands (15 U.S.C. 1681i(a)(6)).',
    ],
    reinserted: [
      `The items listed below were deleted from my ${bureauName} credit file after my dispute of ${sent}, and they now appear in it again.`,
      items,
      'Under 15 U.S.C. 1681i(a)(5)(B), information deleted after a dispute may be reinserted only if the furnisher certifies that it is complete and accurate, and you must notify me in writing within 5 business days of the reinsertion, with the name, address and telephone number of the furnisher. Please send me that certification and notice, or delete the items again.',
    ],
  };
  const subject = SUBJECT[input.reason];
  const followUpDate = addDays(input.date, 35);
  const letter = composeLetter({
    kind: 'bureau_follow_up',
    subject,
    date: input.date,
    sender: creditSenderLines(input.consumer, senderLines(input.consumer, undefined).slice(1), name),
    recipient: [address.name, ...address.lines],
    reLines: [`RE: ${subject}`],
    paragraphs: byReason[input.reason],
    signatureName: name,
    enclosures: ['A copy of my first dispute letter and its proof of mailing', '[COPIES OF THE DOCUMENTS THAT SUPPORT THE DISPUTE]'],
    notes: [
      addressNote,
      ...creditItemNotes(input.items),
      'If the bureau still does not answer, you may file a complaint with the CFPB once the dispute is more than 45 days old.',
      ...creditLetterNotes,
    ],
    ...(followUpDate ? { followUpDate } : {}),
  });
  return { ...letter, bureau: input.bureau, bureauAddress: [address.name, ...address.lines] };
};
