import { bureauRecipient, creditLetterNotes, type PrintedBureauAddress } from './generate-bureau-dispute';
import type { ConsumerDetails, IsoDate } from './inputs';
import type { Bureau, BureauLetter } from './letter';
import { composeLetter } from './shared/compose-letter';
import { creditSenderLines } from './shared/credit-paragraphs';
import { addDays } from './shared/format-date';
import { consumerName, senderLines } from './shared/parties';

export type FileDisclosureInput = { bureau: Bureau; date: IsoDate; consumer?: ConsumerDetails; printedAddress?: PrintedBureauAddress };

/** Said to the person wherever the request is offered: it shows the file and deletes nothing. */
export const FILE_DISCLOSURE_NOTE =
  'This request asks the bureau to show you everything in your file (FCRA 609, 15 U.S.C. 1681g). It disputes nothing and deletes nothing: to correct an item, dispute it once you have seen the file.';

/**
 * A request for the consumer's file (FCRA 609, 15 U.S.C. 1681g(a); legal-reference §5): all the
 * information in it, its sources, who received a report (employment: 2 years; anyone else: 1 year)
 * and the inquiries, on proof of identity (1681h(a)(1)).
 */
export const generateFileDisclosureRequest = (input: FileDisclosureInput): BureauLetter => {
  const { address, bureauName, addressNote } = bureauRecipient(input.bureau, input.printedAddress);
  const name = consumerName(input.consumer, undefined);
  const subject = 'Request for my complete credit file (FCRA 609)';
  const followUpDate = addDays(input.date, 30);
  const letter = composeLetter({
    kind: 'file_disclosure',
    subject,
    date: input.date,
    sender: creditSenderLines(input.consumer, senderLines(input.consumer, undefined).slice(1), name),
    recipient: [address.name, ...address.lines],
    reLines: [`RE: ${subject}`],
    paragraphs: [
      `Under 15 U.S.C. 1681g(a), please send me all the information in my ${bureauName} file at the time of this request, including:`,
      [
        '- every item of information in my file (15 U.S.C. 1681g(a)(1));',
        '- the sources of the information (1681g(a)(2));',
        '- everyone who procured a report on me for employment purposes in the last two years, or for any other purpose in the last year (1681g(a)(3));',
        '- the dates, original payees and amounts of any checks on which an adverse characterisation in my file is based (1681g(a)(4));',
        '- a record of all inquiries received in the last year that identified me in connection with a credit or insurance transaction I did not initiate (1681g(a)(5)).',
      ].join('\n'),
      'I enclose proof of my identity (15 U.S.C. 1681h(a)(1)). If a charge applies to this request, please tell me the amount before you process it.',
    ],
    signatureName: name,
    enclosures: ['A copy of a government-issued ID', 'A copy of a bill or statement showing my current address'],
    notes: [
      FILE_DISCLOSURE_NOTE,
      'Each bureau gives you a free report every 12 months at annualcreditreport.com (15 U.S.C. 1681j(a)); a free disclosure is also due after a denial based on your report, if you are unemployed and job-seeking, on public assistance, or a fraud victim (1681j(b)–(d)). Otherwise the bureau may charge a fee the law caps.',
      addressNote,
      ...creditLetterNotes,
    ],
    ...(followUpDate ? { followUpDate } : {}),
  });
  return { ...letter, bureau: input.bureau, bureauAddress: [address.name, ...address.lines] };
};
