import { creditLetterNotes } from './generate-bureau-dispute';
import type { ConsumerDetails, CreditCustomization, CreditDisputeItem, IsoDate, RecipientDetails } from './inputs';
import type { Letter } from './letter';
import { BLANK } from './shared/blanks';
import { cleanLines, present } from './shared/clean-text';
import { composeLetter } from './shared/compose-letter';
import { byCategory, creditItemLines, creditItemNotes, customizationParagraph, whatIsWrong } from './shared/credit-paragraphs';
import { addDays, formatLooseDate, onOrIn } from './shared/format-date';
import { consumerName, senderLines } from './shared/parties';

export type FurnisherDisputeInput = {
  date: IsoDate;
  consumer?: ConsumerDetails;
  /** The furnisher and the address it gives for disputes (on the credit report). */
  furnisher?: RecipientDetails;
  items: readonly CreditDisputeItem[];
  customization?: CreditCustomization;
};

/**
 * Direct dispute to the furnisher (15 U.S.C. 1681s-2(a)(8); 12 CFR 1022.43; legal-reference §5.7):
 * identifies the accounts, says what is disputed and why, asks for a reasonable investigation and for
 * corrections to every bureau; for identity theft, the 1681s-2(a)(6)(B) bar on furnishing.
 */
export const generateFurnisherDispute = (input: FurnisherDisputeInput): Letter => {
  const groups = byCategory(input.items);
  const wrong = whatIsWrong(input.customization);
  const custom = customizationParagraph(input.customization);
  const furnisherName = present(input.furnisher?.name) ?? BLANK.furnisherName;
  const furnisherAddress = cleanLines(input.furnisher?.addressLines);
  const delinquency = formatLooseDate(input.customization?.debtDate) ?? present(input.customization?.debtDate);
  const name = consumerName(input.consumer, undefined);
  const subject = 'Direct dispute of information you furnish to consumer reporting agencies';
  const paragraphs = [
    'I dispute information you furnished to consumer reporting agencies about the accounts listed below. Under 15 U.S.C. 1681s-2(a)(8) and 12 CFR 1022.43, please conduct a reasonable investigation, review the information I provide with this letter, and report the results to me within the time 12 CFR 1022.43(e) allows.',
    groups.accounts.length > 0 ? `Inaccurate or incomplete information:\n${creditItemLines(groups.accounts).join('\n')}\n${wrong.text}` : undefined,
    groups.fraud.length > 0
      ? `Accounts that result from identity theft:\n${creditItemLines(groups.fraud).join('\n')}\nI did not open ${groups.fraud.length > 1 ? 'these accounts' : 'this account'} or authorize the transactions on ${groups.fraud.length > 1 ? 'them' : 'it'}. A copy of my identity theft report is enclosed. Under 15 U.S.C. 1681s-2(a)(6)(B), once you receive an identity theft report at the address you designate, you may not furnish this information unless you later know or are informed that it is correct.`
      : undefined,
    groups.oldDebts.length > 0
      ? `Delinquency date:\n${creditItemLines(groups.oldDebts).join('\n')}\nThe delinquency began ${delinquency ? onOrIn(delinquency) : `on ${BLANK.firstDelinquencyDate}`}. The date of first delinquency you report must be the month and year the delinquency began (15 U.S.C. 1681s-2(a)(5)); please confirm it and correct it if it is wrong.`
      : undefined,
    custom.paragraph,
    'If the information is inaccurate or incomplete, please correct it and notify every consumer reporting agency to which you furnished it (12 CFR 1022.43(e); 15 U.S.C. 1681s-2(a)(2)).',
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, 30);
  return composeLetter({
    kind: 'furnisher_dispute',
    subject,
    date: input.date,
    sender: senderLines(input.consumer, undefined),
    recipient: [furnisherName, ...(furnisherAddress.length > 0 ? furnisherAddress : [BLANK.furnisherAddress])],
    reLines: [`RE: ${subject}`],
    paragraphs,
    signatureName: name,
    enclosures: [
      'The page of my credit report showing each item, with the item marked',
      ...(groups.fraud.length > 0 ? ['A copy of my identity theft report'] : []),
      '[LIST ANY OTHER DOCUMENTS YOU ENCLOSE]',
    ],
    notes: [
      'Send it to the address the furnisher gives for disputes on your credit report; if there is none, any business address of the furnisher will do (12 CFR 1022.43(c)).',
      ...creditItemNotes(input.items),
      ...(groups.accounts.length > 0 ? wrong.notes : []),
      ...custom.notes,
      'Write it in your own words: a furnisher may ignore a dispute it reasonably believes was prepared by a credit repair organization or on its form (12 CFR 1022.43(b); 15 U.S.C. 1681s-2(a)(8)(G)).',
      'A direct dispute gives you no right to sue the furnisher (15 U.S.C. 1681s-2(c)). Dispute with the credit bureaus as well: only a dispute through a bureau lets you sue a furnisher that fails to investigate (15 U.S.C. 1681s-2(b)).',
      ...creditLetterNotes,
    ],
    ...(followUpDate ? { followUpDate } : {}),
  });
};
