import { CREDIT_ERROR_OPTIONS, type HARDSHIP_REASONS, type CreditBureau, type GenerateCreditDisputesRequest } from '@debtshield/contracts';

export type Hardship = (typeof HARDSHIP_REASONS)[number];

/** What the person has chosen and typed so far (kept in memory only: nothing is stored). */
export type ItemDetails = { creditor: string; last4: string };

export type CreditDraft = {
  selected: string[];
  /** Per chosen error: the creditor and the account's last 4 digits, both optional. */
  items: Record<string, ItemDetails>;
  specificErrors: string;
  hardshipReason: Hardship | '';
  specificHarm: string;
  /** YYYY-MM from the month field. */
  debtDate: string;
  bureaus: CreditBureau[];
  name: string;
  address: string;
  cityStateZip: string;
  ssnLast4: string;
  accepted: boolean;
};

export const EMPTY_DRAFT: CreditDraft = {
  selected: [],
  items: {},
  specificErrors: '',
  hardshipReason: '',
  specificHarm: '',
  debtDate: '',
  bureaus: [],
  name: '',
  address: '',
  cityStateZip: '',
  ssnLast4: '',
  accepted: false,
};

/** Step 2's checks, in the order of the form (spec 001 §5); keys are catalogue keys under credit.errors. */
export type PlanErrorKey = 'noBureau' | 'missingInfo' | 'ssnLast4' | 'legalNotice';
export type PlanField = 'bureaus' | 'name' | 'address' | 'cityStateZip' | 'ssnLast4' | 'accepted';

export const planErrors = (d: CreditDraft): Partial<Record<PlanField, PlanErrorKey>> => ({
  ...(d.bureaus.length === 0 ? { bureaus: 'noBureau' as const } : {}),
  ...(d.name.trim() ? {} : { name: 'missingInfo' as const }),
  ...(d.address.trim() ? {} : { address: 'missingInfo' as const }),
  ...(d.cityStateZip.trim() ? {} : { cityStateZip: 'missingInfo' as const }),
  ...(/^\d{0,4}$/.test(d.ssnLast4.trim()) ? {} : { ssnLast4: 'ssnLast4' as const }),
  ...(d.accepted ? {} : { accepted: 'legalNotice' as const }),
});

/** Whether the delinquency date is 7 or more years before `now` (spec 001 §5's old-debt alert, without the promise). */
export const isSevenYearsOld = (debtDate: string, now: Date = new Date()): boolean => {
  const m = /^(\d{4})-(\d{2})/.exec(debtDate);
  if (!m) return false;
  const months = (now.getUTCFullYear() - Number(m[1])) * 12 + (now.getUTCMonth() + 1 - Number(m[2]));
  return months >= 84;
};

/** The request of POST /api/generate-credit-disputes; the letter prints the English wording of each error. */
export const toRequest = (d: CreditDraft): GenerateCreditDisputesRequest => ({
  disputes: CREDIT_ERROR_OPTIONS.filter((o) => d.selected.includes(o.id)).map((o) => {
    const creditor = d.items[o.id]?.creditor.trim() ?? '';
    const last4 = d.items[o.id]?.last4.trim() ?? '';
    return { id: o.id, category: o.category, text: o.text, ...(creditor ? { creditor } : {}), ...(last4 ? { account_number: last4 } : {}) };
  }),
  bureaus: d.bureaus,
  user_info: {
    name: d.name.trim(),
    address: d.address.trim(),
    city_state_zip: d.cityStateZip.trim(),
    ...(d.ssnLast4.trim() ? { ssn_last4: d.ssnLast4.trim() } : {}),
    customization: {
      ...(d.specificErrors.trim() ? { specificErrors: d.specificErrors.trim() } : {}),
      ...(d.hardshipReason ? { hardshipReason: d.hardshipReason } : {}),
      ...(d.specificHarm.trim() ? { specificHarm: d.specificHarm.trim() } : {}),
      ...(d.debtDate ? { debtDate: d.debtDate } : {}),
    },
  },
  legal_notice_accepted: true,
});
