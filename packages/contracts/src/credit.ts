import { z } from 'zod';

/** Credit-report error categories (spec 001 §2.6). */
export const CREDIT_ERROR_CATEGORIES = ['fraud', 'accounts', 'oldDebts'] as const;
export type CreditErrorCategoryId = (typeof CREDIT_ERROR_CATEGORIES)[number];

/** The three nationwide bureaus (spec 001 §2.6). */
export const CREDIT_BUREAUS = ['equifax', 'experian', 'transunion'] as const;
export type CreditBureau = (typeof CREDIT_BUREAUS)[number];

/** Hardship options of spec 001 §2.6, as the letters package reads them. */
export const HARDSHIP_REASONS = ['medical emergency', 'job loss', 'divorce', 'COVID-19 impact', 'other'] as const;

/**
 * The errors the generator offers (spec 001 §2.6), each with the English wording the letter prints.
 * The web shows a translated label by id; the letter to the bureau is in English.
 */
export const CREDIT_ERROR_OPTIONS = [
  { id: 'fraud_account', category: 'fraud', text: 'This account was opened without my knowledge or permission' },
  { id: 'fraud_inquiry', category: 'fraud', text: 'This hard inquiry was made without my authorization' },
  { id: 'fraud_charges', category: 'fraud', text: 'The balance includes charges I did not make or authorize' },
  { id: 'accounts_balance', category: 'accounts', text: 'The balance reported is wrong' },
  { id: 'accounts_late', category: 'accounts', text: 'A late payment is reported for a month I paid on time' },
  { id: 'accounts_paid', category: 'accounts', text: 'The account is paid, settled or discharged but still shows a balance' },
  { id: 'accounts_duplicate', category: 'accounts', text: 'The same debt is listed more than once' },
  { id: 'accounts_status', category: 'accounts', text: 'The account status is wrong (open, closed or in collections)' },
  { id: 'accounts_personal', category: 'accounts', text: 'My personal information (name, address or employer) is wrong' },
  { id: 'old_seven_years', category: 'oldDebts', text: 'This negative item is older than the 7-year reporting period' },
  { id: 'old_reaged', category: 'oldDebts', text: 'The date of first delinquency is wrong (the debt was re-aged)' },
  { id: 'old_collection', category: 'oldDebts', text: 'This collection account is past the period it may be reported' },
] as const satisfies readonly { id: string; category: CreditErrorCategoryId; text: string }[];

/** The validation and error texts of spec 001 §5 and §8 (the web shows its translation of each). */
export const CREDIT_MESSAGES = {
  noErrors: 'Please select at least one error to dispute',
  noBureau: 'Please select which credit bureau this report is from',
  missingInfo: 'Please fill in all required information (Name, Address, City/State/ZIP)',
  ssnLast4: 'Enter only the last 4 digits of your Social Security number (digits only, up to 4)',
  legalNotice: 'Please read and accept the legal notice before generating your letters',
  generateFailed: 'Failed to generate dispute letters. Please try again.',
  requiresPlan: 'Credit dispute letters are part of the credit plans. Choose a credit plan on the payment page (/payment?product=credit).',
  scanUsed:
    'You have used the credit report read your purchase includes. Your disputes from that report stay open; to read another report, choose a credit plan on the payment page (/payment?product=credit).',
} as const;

/** Where a signed-in user without credit access is sent (spec 001 §6). */
export const CREDIT_PAYMENT_PATH = '/payment?product=credit';

const userText = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1, CREDIT_MESSAGES.missingInfo).max(max);

export const CreditDisputeItemSchema = z.object({
  id: userText(100).min(1),
  category: z.enum(CREDIT_ERROR_CATEGORIES),
  /** What is wrong, as chosen or typed (printed in the letter). */
  text: userText(500).min(1),
  /** The creditor or collector as the report shows it. */
  creditor: userText(200).optional(),
  /** Printed as the last 4 digits only; never stored or returned. */
  account_number: userText(40).optional(),
});

export const CreditCustomizationSchema = z.object({
  specificErrors: userText(2000).optional(),
  hardshipReason: z.enum(HARDSHIP_REASONS).optional(),
  specificHarm: userText(2000).optional(),
  /** When the delinquency began: YYYY-MM or YYYY-MM-DD. */
  debtDate: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}(-\d{2})?)?$/, 'Enter the date as YYYY-MM or YYYY-MM-DD')
    .optional(),
});

export const CreditUserInfoSchema = z.object({
  name: required(200),
  address: required(300),
  city_state_zip: required(200),
  /** Optional; digits only, at most 4 (spec 001 §5). Never stored. */
  ssn_last4: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, CREDIT_MESSAGES.ssnLast4)
    .optional(),
  customization: CreditCustomizationSchema.optional(),
});

/** POST /api/generate-credit-disputes (spec 001 §7). */
export const GenerateCreditDisputesRequestSchema = z.object({
  disputes: z.array(CreditDisputeItemSchema).min(1, CREDIT_MESSAGES.noErrors).max(50),
  bureaus: z.array(z.enum(CREDIT_BUREAUS)).min(1, CREDIT_MESSAGES.noBureau).max(3),
  user_info: CreditUserInfoSchema,
  legal_notice_accepted: z.literal(true, { error: CREDIT_MESSAGES.legalNotice }),
  /** The dispute follows the free annual report: the bureau has 45 days, not 30 (15 U.S.C. 1681j(a)(3)). */
  after_free_annual_report: z.boolean().optional(),
});
export type GenerateCreditDisputesRequest = z.input<typeof GenerateCreditDisputesRequestSchema>;

/**
 * POST /api/credit-repair/disputes/generate (spec 001 §7): the same request, also read with the
 * spec's other names (`selected_errors` for `disputes`, one `bureau` or `uploaded_bureau` for
 * `bureaus`); `user_customization` (tone and the like) is accepted and ignored: every letter cites
 * the law it rests on. Checked against GenerateCreditDisputesRequestSchema once the names are read.
 */
export const CreditRepairGenerateRequestSchema = z.looseObject({
  disputes: z.unknown().optional(),
  selected_errors: z.unknown().optional(),
  bureaus: z.unknown().optional(),
  bureau: z.unknown().optional(),
  uploaded_bureau: z.unknown().optional(),
  user_info: z.unknown().optional(),
  legal_notice_accepted: z.unknown().optional(),
  after_free_annual_report: z.unknown().optional(),
  user_customization: z.unknown().optional(),
});

export const CreditLetterSchema = z.object({
  bureau: z.enum(CREDIT_BUREAUS),
  /** The whole letter, plain text. */
  content: z.string(),
  /** The bureau's name and mailing address lines. */
  bureau_address: z.array(z.string()),
  /** e.g. 'equifax-dispute-2026-03-05.txt'. */
  file_name: z.string(),
  /** For the user, never part of the letter. */
  notes: z.array(z.string()),
  follow_up_date: z.string().nullable(),
});
export type CreditLetter = z.infer<typeof CreditLetterSchema>;

export const GenerateCreditDisputesResponseSchema = z.object({
  success: z.literal(true),
  /** One letter per bureau chosen. */
  letters: z.partialRecord(z.enum(CREDIT_BUREAUS), CreditLetterSchema),
  /** Nothing is stored (decision 016), so no dispute is opened here. */
  dispute_id: z.null(),
});
export type GenerateCreditDisputesResponse = z.infer<typeof GenerateCreditDisputesResponseSchema>;

const CREDIT_BUREAU_NAMES: Readonly<Record<CreditBureau, string>> = { equifax: 'Equifax', experian: 'Experian', transunion: 'TransUnion' };
const namesOf = (bureaus: readonly CreditBureau[]): string => bureaus.map((b) => CREDIT_BUREAU_NAMES[b]).join(', ');

/**
 * The 402 a single-bureau plan answers when a letter would go to more bureaus than were bought
 * (decision 043): it names the plan, the bureau(s) already covered and what would allow the letter.
 */
export const creditBureauRefusal = (input: { bureausPaid: number; covered: readonly CreditBureau[]; refused: readonly CreditBureau[] }): string => {
  const plan =
    input.bureausPaid === 1
      ? 'Your "Credit dispute: one bureau" plan ($29) covers dispute letters to one credit bureau'
      : `Your ${input.bureausPaid} "Credit dispute: one bureau" purchases cover dispute letters to ${input.bureausPaid} credit bureaus`;
  const covered = input.covered.length > 0 ? `: ${namesOf(input.covered)}, chosen with your first letters.` : '; you chose more at once.';
  const allow =
    input.covered.length > 0
      ? `A letter to ${namesOf(input.refused)} needs the "Credit dispute: all 3 bureaus" plan ($49) or another one-bureau purchase (/payment?product=credit).`
      : 'Choose one bureau, or the "Credit dispute: all 3 bureaus" plan ($49) for more (/payment?product=credit).';
  return `${plan}${covered} ${allow}`;
};

/**
 * GET /api/credit/dispute-bureaus: which bureaus the person's plan lets dispute letters go to
 * (decision 043). `bureaus_paid` is null when unlimited (all three bureaus, full access).
 */
export const CreditDisputeBureausResponseSchema = z.object({
  success: z.literal(true),
  bureaus_paid: z.number().int().nonnegative().nullable(),
  /** Bureaus already written to under a counted plan, oldest first; empty when unlimited. */
  bureaus_covered: z.array(z.enum(CREDIT_BUREAUS)),
});
export type CreditDisputeBureausResponse = z.infer<typeof CreditDisputeBureausResponseSchema>;
