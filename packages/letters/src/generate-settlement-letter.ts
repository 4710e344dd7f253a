import type { CollectorLetterInput, IsoDate } from './inputs';
import type { Letter } from './letter';
import { noncomplianceParagraph, WRITTEN_ONLY } from './shared/common-paragraphs';
import { BLANK } from './shared/blanks';
import { composeCollectorLetter } from './shared/compose-collector-letter';
import { addDays, formatDate, isIsoDate } from './shared/format-date';
import { formatMoney, roundCents } from './shared/format-money';
import { accountPhrase, yourLetter } from './shared/parties';
import { revivalNotes } from './shared/revival-notes';
import { collectorLetterNotes } from './shared/standard-notes';
import { present } from './shared/clean-text';

export type SettlementOfferTerms = {
  /** Percent of the balance (0 < percent <= 100). */
  percent?: number;
  /** Dollar amount; wins over percent when both are given. */
  amount?: number;
};

export type SettlementLetterInput = CollectorLetterInput & {
  /** Missing or invalid: the letter says [OFFER AMOUNT] and a note asks the user to fill it in. */
  offer?: SettlementOfferTerms;
  /** The balance the offer is measured against; defaults to the current amount the collector's letter states. */
  balance?: number;
  /** The date by which the signed written agreement must arrive. */
  agreementDeadline?: IsoDate;
  /** When no deadline date is given: within this many days of the letter's date. Default 15. */
  responseDays?: number;
};

export const PAY_FOR_DELETE_NOTE =
  "Pay-for-delete caution: no law requires a collector to delete accurate information in exchange for payment, and none forbids it, but a furnisher must not report information it knows is inaccurate and must correct and update what it reports (15 U.S.C. 1681s-2(a)(1), (a)(2)). Many collectors refuse. A collector deleting its own entry does not remove the original creditor's charge-off. Never count on deletion: it is worth something only if the signed written agreement says so.";

export const SETTLEMENT_NOTES: readonly string[] = [
  'Do not pay anything until you have the signed written agreement, and check that it says what the letter asks for (full and final settlement, no further collection or sale of the rest, how it will be reported).',
  "Pay by cashier's check or money order, or another method that gives no access to your bank account or card, and keep proof of payment. Do not give card or bank details by phone.",
  PAY_FOR_DELETE_NOTE,
  'A forgiven balance may count as taxable income (creditors typically send IRS Form 1099-C when $600 or more is forgiven). Ask a tax adviser.',
  'After paying, ask for a letter confirming the account is settled, and check your credit reports 30 to 60 days later.',
];

type Offer = { text: string; notes: string[] };

const DEFAULT_RESPONSE_DAYS = 15;

/** The offer as words: '$1,956.20 (50% of the $3,912.40 balance stated in your letter)'. Only numbers from the inputs. */
const describeOffer = (input: SettlementLetterInput): Offer => {
  const balance = input.balance ?? input.facts?.itemization?.currentAmount?.value ?? input.facts?.balances?.[0]?.value;
  const balanceText = formatMoney(balance);
  const { amount, percent } = input.offer ?? {};
  const validPercent = typeof percent === 'number' && Number.isFinite(percent) && percent > 0 && percent <= 100 ? percent : undefined;
  const validAmount = typeof amount === 'number' && Number.isFinite(amount) && amount > 0 ? amount : undefined;
  const of = input.balance !== undefined ? 'the balance of' : 'the balance stated in your letter,';
  if (validAmount !== undefined) {
    const share = balance && balance > 0 ? Math.round((validAmount / balance) * 1000) / 10 : undefined;
    return {
      text: `${formatMoney(validAmount)}${share !== undefined && share < 100 && balanceText ? ` (${share}% of ${of} ${balanceText})` : ''}`,
      notes: [],
    };
  }
  if (validPercent !== undefined) {
    if (balance !== undefined && balanceText) {
      return { text: `${formatMoney(roundCents((balance * validPercent) / 100))} (${validPercent}% of ${of} ${balanceText})`, notes: [] };
    }
    return {
      text: `${validPercent}% of the balance your letter claims`,
      notes: ['The letter states your offer as a percentage because we do not know the balance; you can replace it with a dollar amount.'],
    };
  }
  return { text: BLANK.offerAmount, notes: ['No valid offer was given: write the amount you offer where the letter says [OFFER AMOUNT].'] };
};

/** Internal: the settlement letter, also used by the tracker's 'settlement_offer' counter-response. */
export const buildSettlementLetter = (input: SettlementLetterInput, kind: 'settlement' | 'settlement_offer', history?: string): Letter => {
  const offer = describeOffer(input);
  const days = input.responseDays !== undefined && Number.isInteger(input.responseDays) && input.responseDays > 0 ? input.responseDays : DEFAULT_RESPONSE_DAYS;
  const deadline = isIsoDate(input.agreementDeadline) ? input.agreementDeadline : undefined;
  const deadlineText = deadline ? `by ${formatDate(deadline)}` : `within ${days} days of the date of this letter`;
  const owner = present(input.facts?.currentCreditor?.value);
  const account = accountPhrase(input)
    .replace(/^Account/, 'the account')
    .replace(/^Reference number/, 'the account with reference number');
  const subject = kind === 'settlement' ? 'Settlement offer' : 'Settlement offer (follow-up)';
  const paragraphs = [
    `${history ? `${history} ` : ''}I am writing about the account referenced above${history ? '' : ` and ${yourLetter(input.facts)}`}. Without admitting that I am liable for this account, or that the amount you claim is correct, I offer ${offer.text} as full and final settlement of this account, on the condition that we first sign a written agreement on the terms below.`,
    [
      'Before any payment is made, I need a written agreement, on your letterhead and signed by your authorized representative, stating that:',
      `1. ${offer.text.replace(/ \(.*\)$/, '')} is accepted as full and final settlement of ${account}, and the account will have a $0 balance once that amount is received;`,
      '2. neither you, the creditor, nor anyone else will try to collect any remaining balance, and no remaining balance will be sold or transferred for collection;',
      '3. how you will report the account to the consumer reporting agencies after the settlement (for example, "settled in full" or "paid in full" with a $0 balance), and that you will update any reporting you have made to match;',
      `4. that you are authorized to settle this account on behalf of its owner${owner ? ` (${owner})` : ''}.`,
    ].join('\n'),
    'I also ask whether you will request that the consumer reporting agencies delete the account you reported. I understand that you may decline, and that anything you report must be accurate. If you agree, please include it in the written agreement.',
    "Payment would be a single lump sum, made only after I receive the signed agreement, by cashier's check or money order. I will not give you access to any bank account or card, and I do not authorize any electronic withdrawal.",
    `Please send the signed written agreement ${deadlineText}. If I have not received it by then, this offer is withdrawn.`,
    'This offer is made only to resolve a disputed claim. It does not acknowledge that the debt is valid or that any amount is owed, and it is not an agreement to make any payment except on the terms of a signed written agreement.',
    noncomplianceParagraph(input, input.findings ?? []),
    input.writtenCommunicationOnly ? WRITTEN_ONLY : undefined,
  ].filter((p): p is string => p !== undefined);
  const mayBeTimeBarred = input.sol?.status !== 'within';
  const followUpDate = deadline ?? addDays(input.date, days);
  return composeCollectorLetter(input, {
    kind,
    subject,
    paragraphs,
    notes: [
      ...offer.notes,
      ...(mayBeTimeBarred ? revivalNotes(input.state ?? input.sol?.state) : []),
      ...SETTLEMENT_NOTES,
      ...collectorLetterNotes(input, false),
    ],
    followUpDate,
  });
};

/**
 * Settlement offer (legal-reference §5.4): X% or $Y as full and final settlement, no admission of
 * liability, a signed written agreement before any payment, a carefully worded pay-for-delete
 * request, payment only by means that give no account access, and a deadline for the agreement.
 */
export const generateSettlementLetter = (input: SettlementLetterInput): Letter => buildSettlementLetter(input, 'settlement');
