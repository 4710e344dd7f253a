import { buildCeaseLetter, type ContactRestrictions } from './generate-cease-letter';
import { buildSettlementLetter, type SettlementOfferTerms } from './generate-settlement-letter';
import type { CollectorLetterInput, IsoDate } from './inputs';
import type { Letter } from './letter';
import { BLANK } from './shared/blanks';
import { closingParagraphs, REPORT_AS_DISPUTED } from './shared/common-paragraphs';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { addDays, formatDate } from './shared/format-date';
import { collectorLetterNotes } from './shared/standard-notes';
import { ALL_VERIFICATION_ITEMS, VERIFICATION_ITEM_LABELS, verificationList, type VerificationItem } from './shared/verification-items';

/** The tracker's counter-responses (spec 001 §2.3, §7 `POST /api/dispute/{id}/counter-response`). */
export type CounterResponseType = 'continued_dispute' | 'settlement_offer' | 'cease_desist';

export type CounterResponseInput = CollectorLetterInput & {
  responseType: CounterResponseType;
  /** Date of the user's earlier letter (the dispute the tracker recorded). */
  previousLetterDate?: IsoDate;
  /** Date of the collector's reply, when it replied. */
  collectorResponseDate?: IsoDate;
  /** continued_dispute: what the reply did not provide. Default: everything. */
  missingItems?: readonly VerificationItem[];
  /** settlement_offer */
  offer?: SettlementOfferTerms;
  balance?: number;
  agreementDeadline?: IsoDate;
  responseDays?: number;
  /** cease_desist */
  variant?: 'cease' | 'restrict';
  restrictions?: ContactRestrictions;
};

const earlier = (input: CounterResponseInput): string => formatDate(input.previousLetterDate) ?? BLANK.previousLetterDate;

const continuedDispute = (input: CounterResponseInput): Letter => {
  const subject = 'Continued dispute: verification not provided';
  const replyDate = formatDate(input.collectorResponseDate);
  const missing = input.missingItems && input.missingItems.length > 0 ? input.missingItems : ALL_VERIFICATION_ITEMS;
  const reply = replyDate
    ? `Your reply dated ${replyDate} does not verify the debt.${input.missingItems && input.missingItems.length > 0 ? ` It does not include the following: ${input.missingItems.map((i) => VERIFICATION_ITEM_LABELS[i]).join('; ')}.` : ''}`
    : 'As of the date of this letter I have not received verification of the debt.';
  const paragraphs = [
    `On ${earlier(input)} I sent you a written dispute of the account referenced above and a request for verification. ${reply} I continue to dispute this debt.`,
    verificationList(input, 'Please send me the following:', missing),
    'Until you send verification, please stop collecting this debt. If my dispute reached you within the validation period, continuing to collect before mailing verification violates 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2)(i).',
    REPORT_AS_DISPUTED,
    ...closingParagraphs(input, input.findings ?? [], { findingsIntro: 'I also note that your letters appear not to comply with federal law:' }),
  ].filter((p): p is string => p !== undefined);
  const followUpDate = addDays(input.date, 30);
  return composeCollectorLetter(input, {
    kind: 'continued_dispute',
    subject,
    paragraphs,
    notes: [
      'A collector may answer a dispute that repeats an earlier one, with no new information, by saying it is duplicative (12 CFR 1006.38(d)(2)(ii)). If you have anything new (statements, receipts, a reason the reply is wrong), enclose copies and list them under Enclosures.',
      'If the collector keeps collecting without sending verification, keep every letter and note every call: you can file a complaint with the CFPB (consumerfinance.gov/complaint) and your state attorney general.',
      ...collectorLetterNotes(input),
    ],
    followUpDate,
  });
};

/**
 * The tracker's counter-response letters: a continued dispute when the collector's reply does not
 * verify the debt (1692g(b); 1006.38(d)(2)), a settlement offer (the settlement letter with the
 * history), or a cease-and-desist (the cease letter with the history).
 */
export const generateCounterResponse = (input: CounterResponseInput): Letter => {
  switch (input.responseType) {
    case 'continued_dispute':
      return continuedDispute(input);
    case 'settlement_offer':
      return buildSettlementLetter(input, 'settlement_offer', `This follows my written dispute dated ${earlier(input)}.`);
    case 'cease_desist':
      return buildCeaseLetter(input, 'cease_desist', `On ${earlier(input)} I sent you a written dispute of this debt.`);
  }
};
