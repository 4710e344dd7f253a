import { bureauRecipient, creditLetterNotes, type PrintedBureauAddress } from './generate-bureau-dispute';
import type { ConsumerDetails, CreditItem, IsoDate } from './inputs';
import type { Bureau, BureauLetter } from './letter';
import { BLANK } from './shared/blanks';
import { tidyLine } from './shared/clean-text';
import { composeLetter } from './shared/compose-letter';
import { creditItemLines, creditItemNotes, creditSenderLines } from './shared/credit-paragraphs';
import { addDays, formatDate } from './shared/format-date';
import { consumerName, senderLines } from './shared/parties';
import { safeUserText } from './shared/user-text';

export type MethodOfVerificationInput = {
  bureau: Bureau;
  /** The dispute address printed on the person's report, preferred over the registry. */
  printedAddress?: PrintedBureauAddress;
  date: IsoDate;
  consumer?: ConsumerDetails;
  items: readonly CreditItem[];
  /** When the user sent the dispute. */
  disputeDate?: IsoDate;
  /** The date of the bureau's results letter. */
  resultsDate?: IsoDate;
  confirmationNumber?: string;
  /** A statement of dispute to add to the file (15 U.S.C. 1681i(b)), in the user's words. */
  statementOfDispute?: string;
  /** Ask the bureau to notify recent recipients of reports (15 U.S.C. 1681i(d)). */
  notifyPastRecipients?: boolean;
};

/**
 * Method-of-verification request after a reinvestigation (15 U.S.C. 1681i(a)(6)(B)(iii), (a)(7);
 * legal-reference §5.5), with the optional statement of dispute (1681i(b)) and notice to past
 * recipients (1681i(d)).
 */
export const generateMethodOfVerificationRequest = (input: MethodOfVerificationInput): BureauLetter => {
  const { address, bureauName, addressNote } = bureauRecipient(input.bureau, input.printedAddress);
  // A bureau's confirmation number is not an account number: printed as given.
  const confirmation = input.confirmationNumber ? tidyLine(input.confirmationNumber) || undefined : undefined;
  const statement = safeUserText(input.statementOfDispute);
  const name = consumerName(input.consumer, undefined);
  const subject = 'Request for the method of verification';
  const paragraphs = [
    `On ${formatDate(input.disputeDate) ?? BLANK.disputeDate} I disputed the items listed below in my ${bureauName} credit file. Your results dated ${formatDate(input.resultsDate) ?? BLANK.resultsDate} say that you verified them.`,
    `The items:\n${creditItemLines(input.items).join('\n')}`,
    'Under 15 U.S.C. 1681i(a)(7), please send me, within 15 days of receiving this request, a description of the procedure you used to determine the accuracy and completeness of each item, including the business name and address of every furnisher you contacted and its telephone number if reasonably available. Your results notice had to tell me of this right (15 U.S.C. 1681i(a)(6)(B)(iii)).',
    statement.text
      ? `I continue to dispute these items. Please add this statement of dispute to my file and include it, or a clear summary of it, in every report that contains the items (15 U.S.C. 1681i(b), (c)): "${statement.text.replace(/"/g, "'")}"`
      : undefined,
    input.notifyPastRecipients
      ? 'Please also send notice of any deletion or correction, and of my statement of dispute, to everyone who received a report containing these items within the past two years for employment purposes or within the past six months for any other purpose (15 U.S.C. 1681i(d)).'
      : undefined,
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, 20);
  const letter = composeLetter({
    kind: 'method_of_verification',
    subject,
    date: input.date,
    sender: creditSenderLines(input.consumer, senderLines(input.consumer, undefined).slice(1), name),
    recipient: [address.name, ...address.lines],
    reLines: [`RE: ${subject}`, `    Dispute confirmation number: ${confirmation ?? BLANK.confirmationNumber}`],
    paragraphs,
    signatureName: name,
    enclosures: ['A copy of the results letter', '[LIST ANY OTHER DOCUMENTS YOU ENCLOSE]'],
    notes: [
      addressNote,
      ...creditItemNotes(input.items),
      ...statement.notes,
      'The bureau must answer within 15 days of receiving this request (15 U.S.C. 1681i(a)(7)); the follow-up date allows for the mail.',
      ...(statement.text
        ? ['A bureau may limit a statement of dispute to 100 words if it helps you write a clear summary (15 U.S.C. 1681i(b)); keep it short and factual.']
        : []),
      ...creditLetterNotes,
    ],
    ...(followUpDate ? { followUpDate } : {}),
  });
  return { ...letter, bureau: input.bureau, bureauAddress: [address.name, ...address.lines] };
};
