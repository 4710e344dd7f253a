import type { CollectorLetterInput } from '../inputs';
import { present } from './clean-text';
import { formatDate } from './format-date';
import { formatMoney } from './format-money';
import { stateName } from './state-names';

/** What a consumer may ask for in a dispute (legal-reference §5.1 'May request'; 1692g(a); 12 CFR 1006.34(c)(2)). */
export type VerificationItem = 'itemization' | 'original_creditor' | 'agreement' | 'chain_of_title' | 'license';

export const ALL_VERIFICATION_ITEMS: readonly VerificationItem[] = ['itemization', 'original_creditor', 'agreement', 'chain_of_title', 'license'];

const itemText = (item: VerificationItem, input: CollectorLetterInput): string => {
  const facts = input.facts;
  switch (item) {
    case 'itemization': {
      const date = formatDate(facts?.itemizationDate?.value);
      const current = formatMoney(facts?.itemization?.currentAmount?.value);
      return `An itemization of the debt from the itemization date${date ? ` (your letter gives ${date})` : ''} to now: the amount on that date, and the interest, fees, payments and credits since then that produce the amount you claim${current ? `, ${current}` : ''} (12 CFR 1006.34(c)(2)(vi)-(ix); 15 U.S.C. 1692g(a)(1)).`;
    }
    case 'original_creditor': {
      return 'The name and address of the original creditor (15 U.S.C. 1692g(a)(5)), and the name of the creditor to whom the debt was owed on the itemization date (12 CFR 1006.34(c)(2)(iii)).';
    }
    case 'agreement':
      return 'A copy of the signed contract or other agreement that created the debt, or other documents showing that I agreed to it, and the account statements that support the amount claimed.';
    case 'chain_of_title': {
      const creditor = present(facts?.currentCreditor?.value);
      return `Proof that ${creditor ?? 'the current creditor'} owns the debt, with each assignment or sale of it since the original creditor (the chain of title), and proof of your authority to collect it.`;
    }
    case 'license': {
      const state = stateName(input.state ?? input.sol?.state ?? undefined);
      return `If ${state ?? 'my state'} requires debt collectors to be licensed, your license number and the agency that issued it.`;
    }
  }
};

/** A numbered list of the requested items, under an intro line. */
export const verificationList = (input: CollectorLetterInput, intro: string, items: readonly VerificationItem[] = ALL_VERIFICATION_ITEMS): string =>
  [intro, ...items.map((item, i) => `${i + 1}. ${itemText(item, input)}`)].join('\n');

export const VERIFICATION_ITEM_LABELS: Readonly<Record<VerificationItem, string>> = {
  itemization: 'an itemization of the amount claimed since the itemization date',
  original_creditor: 'the name and address of the original creditor',
  agreement: 'a copy of the signed agreement or other proof that I agreed to the debt',
  chain_of_title: 'proof of ownership of the debt (the chain of title) and of your authority to collect it',
  license: 'your license to collect debts in my state, where one is required',
};
