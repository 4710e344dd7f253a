/**
 * The words credit reports print, gathered from real reports, each kept with where it was seen.
 * The reader finds fields by these labels wherever they sit on the page (inline, in a column, above
 * their value); it never reads the synthetic generator's table (`bureau-layouts.ts`).
 *
 * `seen` names the real reports a wording was read on (the ids of the truth files under
 * `shared/fixtures/credit-reports-real/` and `packages/credit-reports/fixtures/real/`). A wording with
 * an empty `seen` list is one the bureaus print on reports we do not hold yet (their sample reports
 * and help pages); it is kept so that such a report is read, and marked so nobody mistakes it for
 * something measured.
 */
import type { AccountStatus, AccountType } from '../types';

export type ValueKind = 'money' | 'date' | 'text';

/** What a label names on a tradeline. */
export type AccountLabelKey =
  | 'accountName'
  | 'accountNumber'
  | 'type'
  | 'loanType'
  | 'status'
  | 'balance'
  | 'creditLimit'
  | 'highBalance'
  | 'pastDue'
  | 'opened'
  | 'lastPayment'
  | 'dofd'
  | 'chargeOffAmount'
  | 'originalCreditor'
  | 'remarks'
  | 'removal'
  | 'dateUpdated'
  | 'dateClosed'
  | 'datePaid'
  | 'monthlyPayment'
  | 'paymentReceived'
  | 'responsibility'
  | 'terms'
  | 'address'
  | 'phone'
  | 'statusUpdated'
  | 'balanceUpdated'
  | 'originalBalance'
  | 'availableCredit'
  | 'lastActivity';

export type LabelEntry<K extends string = string> = { key: K; phrases: readonly string[]; kind: ValueKind; seen: readonly string[] };

const TU25 = 'transunion-creditclarity-1';
const TU24 = 'transunion-viotagger-1';
const EX24 = 'experian-viotagger-1';
/** The open Equifax pages (myEquifax print, summary grid then details grid, two label/value pairs a row). */
const EQ24 = 'equifax-viotagger-p57';
/** The open three-bureau report (IdentityIQ saved as a web page: a column per bureau, decision 057). */
const IIQ25 = 'identityiq-credit-evo-1';

export const ACCOUNT_LABELS: readonly LabelEntry<AccountLabelKey>[] = [
  { key: 'accountName', phrases: ['Account Name', 'Creditor Name', 'Company Name'], kind: 'text', seen: [EX24, TU25] },
  { key: 'accountNumber', phrases: ['Account Number', 'Account #', 'Acct #', 'Account No.'], kind: 'text', seen: [EX24, EQ24, IIQ25] },
  { key: 'type', phrases: ['Account Type', 'Type of Account', 'Loan/Account Type'], kind: 'text', seen: [EX24, TU25, TU24, EQ24, IIQ25] },
  { key: 'loanType', phrases: ['Loan Type', 'Account Type Detail', 'Account Type - Detail', 'Kind of Business'], kind: 'text', seen: [TU25, TU24, IIQ25] },
  { key: 'status', phrases: ['Pay Status', 'Payment Status', 'Account Status', 'Status'], kind: 'text', seen: [TU25, TU24, EX24, EQ24, IIQ25] },
  {
    key: 'balance',
    phrases: ['Balance', 'Current Balance', 'Balance Owed', 'Amount Owed', 'Reported Balance'],
    kind: 'money',
    seen: [TU25, EX24, EQ24, IIQ25],
  },
  { key: 'creditLimit', phrases: ['Credit Limit', 'Credit Limit (Hist.)', 'Limit'], kind: 'money', seen: [TU25, TU24, EQ24, IIQ25] },
  {
    key: 'highBalance',
    phrases: ['High Balance', 'High Balance (Hist.)', 'Highest Balance', 'High Credit'],
    kind: 'money',
    seen: [TU25, TU24, EX24, EQ24, IIQ25],
  },
  { key: 'pastDue', phrases: ['Past Due', 'Amount Past Due', 'Past Due Amount'], kind: 'money', seen: [TU25, EQ24, IIQ25] },
  { key: 'opened', phrases: ['Date Opened', 'Opened', 'Open Date'], kind: 'date', seen: [TU25, TU24, EX24, EQ24, IIQ25] },
  {
    key: 'lastPayment',
    phrases: ['Last Payment Made', 'Date of Last Payment', 'Last Payment', 'Last Payment Date', 'Recent Payment'],
    kind: 'date',
    seen: [TU25, TU24, EX24, IIQ25],
  },
  { key: 'dofd', phrases: ['Date of First Delinquency', 'Date of 1st Delinquency', 'First Delinquency', 'Delinquency First Reported'], kind: 'date', seen: [] },
  { key: 'chargeOffAmount', phrases: ['Charge Off Amount', 'Amount Charged Off', 'Charge-Off Amount'], kind: 'money', seen: [] },
  { key: 'originalCreditor', phrases: ['Original Creditor', 'Original Creditor Name'], kind: 'text', seen: [IIQ25] },
  { key: 'remarks', phrases: ['Remarks', 'Comments', 'Comment', 'Creditor Remarks'], kind: 'text', seen: [TU25, IIQ25] },
  {
    key: 'removal',
    phrases: ['Estimated month and year this item will be removed', 'On Record Until', 'Estimated Removal Date', 'Scheduled to be removed'],
    kind: 'date',
    seen: [TU25, EX24],
  },
  { key: 'dateUpdated', phrases: ['Date Updated', 'Date Reported', 'Last Reported', 'Reported'], kind: 'date', seen: [TU25, TU24, EQ24, IIQ25] },
  { key: 'dateClosed', phrases: ['Date Closed', 'Closed Date'], kind: 'date', seen: [TU25] },
  { key: 'datePaid', phrases: ['Date Paid', 'Paid Date'], kind: 'date', seen: [TU25] },
  { key: 'monthlyPayment', phrases: ['Monthly Payment', 'Scheduled Payment', 'Payment Amount'], kind: 'money', seen: [TU25, EX24, IIQ25] },
  { key: 'paymentReceived', phrases: ['Payment Received', 'Actual Payment'], kind: 'money', seen: [TU25] },
  {
    key: 'responsibility',
    phrases: ['Responsibility', 'Owner', 'Ownership', 'Account Designator', 'Bureau Code'],
    kind: 'text',
    seen: [TU25, TU24, EX24, EQ24, IIQ25],
  },
  { key: 'terms', phrases: ['Terms', 'Term Duration', 'Terms Frequency', 'No. of Months (terms)'], kind: 'text', seen: [TU25, EX24, EQ24, IIQ25] },
  { key: 'address', phrases: ['Address'], kind: 'text', seen: [TU25, TU24, EX24] },
  { key: 'phone', phrases: ['Phone', 'Phone Number'], kind: 'text', seen: [TU25, TU24, EX24] },
  { key: 'statusUpdated', phrases: ['Status Updated'], kind: 'date', seen: [EX24] },
  { key: 'balanceUpdated', phrases: ['Balance Updated'], kind: 'date', seen: [EX24] },
  { key: 'originalBalance', phrases: ['Original Balance', 'Original Amount', 'Original Loan Amount'], kind: 'money', seen: [EX24] },
  { key: 'availableCredit', phrases: ['Available Credit'], kind: 'money', seen: [EQ24] },
  { key: 'lastActivity', phrases: ['Date Last Active'], kind: 'date', seen: [IIQ25] },
];

export type PersonalLabelKey = 'name' | 'aka' | 'ssn' | 'birthYear' | 'currentAddress' | 'previousAddress' | 'employer' | 'reportDate';
export const PERSONAL_LABELS: readonly LabelEntry<PersonalLabelKey>[] = [
  { key: 'name', phrases: ['Name', 'Consumer Name'], kind: 'text', seen: [] },
  { key: 'aka', phrases: ['Also Known As', 'Formerly Known As', 'Other Names', 'AKA'], kind: 'text', seen: [] },
  { key: 'ssn', phrases: ['Social Security Number', 'SSN'], kind: 'text', seen: [] },
  { key: 'birthYear', phrases: ['Year of Birth', 'Date of Birth', 'Birth Year'], kind: 'text', seen: [] },
  { key: 'currentAddress', phrases: ['Current Address', 'Address'], kind: 'text', seen: [] },
  { key: 'previousAddress', phrases: ['Previous Address', 'Former Address', 'Other Address'], kind: 'text', seen: [] },
  { key: 'employer', phrases: ['Employer', 'Employment', 'Employer Name'], kind: 'text', seen: [] },
  { key: 'reportDate', phrases: ['Report Date', 'Date of Report', 'Date Created', 'Date generated'], kind: 'date', seen: [] },
];

export type InquiryLabelKey = 'company' | 'date';
export const INQUIRY_LABELS: readonly LabelEntry<InquiryLabelKey>[] = [
  { key: 'company', phrases: ['Requested By', 'Company Name', 'Inquiry by', 'Inquirer'], kind: 'text', seen: [] },
  { key: 'date', phrases: ['Inquiry Date', 'Date of request', 'Date of Inquiry', 'Requested On'], kind: 'date', seen: [] },
];

export type RecordLabelKey = 'recordType' | 'court' | 'filed' | 'status' | 'reference';
export const RECORD_LABELS: readonly LabelEntry<RecordLabelKey>[] = [
  { key: 'recordType', phrases: ['Record Type', 'Type'], kind: 'text', seen: [] },
  { key: 'court', phrases: ['Court', 'Court Name'], kind: 'text', seen: [] },
  { key: 'filed', phrases: ['Date Filed', 'Filed'], kind: 'date', seen: [] },
  { key: 'status', phrases: ['Record Status', 'Status'], kind: 'text', seen: [] },
  { key: 'reference', phrases: ['Docket Number', 'Reference Number', 'Case Number'], kind: 'text', seen: [] },
];

export type SectionKey = 'personal' | 'accounts' | 'collections' | 'inquiries' | 'publicRecords' | 'other';

/** Section headings: a row that is exactly one of these starts the section. */
export const SECTION_HEADINGS: ReadonlyArray<{ key: SectionKey; phrases: readonly string[]; seen: readonly string[] }> = [
  { key: 'personal', phrases: ['Personal Information', 'Personal Info', 'Personal Profile'], seen: [] },
  {
    key: 'accounts',
    phrases: [
      'Accounts with Adverse Information',
      'Satisfactory Accounts',
      'Adverse Accounts',
      'Potentially Negative Items',
      'Accounts in Good Standing',
      'Credit Accounts',
      'Accounts',
      'Account History',
      'Revolving Accounts',
      'Installment Accounts',
      'Mortgage Accounts',
      'Other Accounts',
    ],
    seen: [TU25],
  },
  { key: 'collections', phrases: ['Collections', 'Collection Accounts'], seen: [] },
  { key: 'inquiries', phrases: ['Inquiries', 'Regular Inquiries', 'Hard Inquiries', 'Requests Viewed by Others', 'Credit Inquiries'], seen: [] },
  { key: 'publicRecords', phrases: ['Public Records', 'Public Record Information'], seen: [] },
  { key: 'other', phrases: ['Soft Inquiries', 'Promotional Inquiries', 'Account Review Inquiries', 'Consumer Statements', 'Credit Report Messages'], seen: [] },
];

/** Words inside a tradeline that are headings of its parts, never a creditor's name. */
export const SUBHEADINGS: readonly string[] = [
  'Account Information',
  'Account Info',
  'Account Details',
  'Contact Info',
  'Contact Information',
  'Payment History',
  'Potentially Negative',
  'Account Name',
  'Rating',
  'Total Month',
  'Two-Year Payment History',
  'Payment history guide',
];

/**
 * Subheadings that open a tradeline's fields (Equifax prints its payment grid between the summary and
 * 'Account Details'): a payment grid before one of these is over, and the labels after it are read.
 */
export const FIELDS_HEADINGS: ReadonlyArray<{ phrase: string; seen: readonly string[] }> = [{ phrase: 'Account Details', seen: [EQ24] }];

/**
 * A late payment stated in words under a payment grid (Experian's 'Payment history guide': '30 days past
 * due as of Nov 2017'): the days late, the month's name and the year. Text, not icons: read as printed.
 */
export const PAST_DUE_AS_OF: { pattern: RegExp; seen: readonly string[] } = {
  pattern: /^(30|60|90|120|150|180) days past due as of ([A-Za-z]{3})[a-z]*\.? ((?:19|20)\d{2})\.?$/i,
  seen: [EX24],
};

/**
 * An account's state printed in parentheses after the creditor in its heading ('2.6 CREDITOR NAME
 * (CLOSED)', after the section's own number): not part of the creditor's name.
 */
export const HEADING_STATES: ReadonlyArray<{ phrase: string; seen: readonly string[] }> = [
  { phrase: 'Closed', seen: [EQ24] },
  { phrase: 'Open', seen: [] },
  { phrase: 'Paid', seen: [] },
  { phrase: 'Transferred', seen: [] },
];

/** The bureaus' own names (and their report sites) as printed. */
export const BUREAU_NAMES = {
  equifax: ['equifax'],
  experian: ['experian'],
  transunion: ['transunion', 'trans union'],
} as const;

/** Wordings only one bureau prints (a report that does not print the bureau's name is still told by them). */
export const BUREAU_HINTS: Record<'equifax' | 'experian' | 'transunion', readonly string[]> = {
  equifax: ['date of 1st delinquency', 'date of first delinquency', 'equifax.com'],
  experian: ['on record until', 'scheduled to continue on record', 'experian.com', 'potentially negative'],
  transunion: ['estimated month and year this item will be removed', 'pay status', 'transunion.com', 'accounts with adverse information'],
};

/** Reads a printed status by its words (any bureau's wording); undefined when none fits. */
export const statusOf = (raw: string): AccountStatus | undefined => {
  // Equifax prints its status as a code with underscores ('PAYS_AS_AGREED', 'INCLUDED_IN_CHAPTER_13'; seen on EQ24).
  const s = raw.toLowerCase().replace(/_/g, ' ');
  if (/bankrupt|\bchapter\s*(7|11|12|13)\b/.test(s)) return 'bankruptcy_discharged';
  if (/transferred|\bsold\b/.test(s)) return 'transferred';
  if (/settled/.test(s)) return 'settled';
  if (/charged?[ -]?off|charge-off/.test(s)) return 'charged_off';
  if (/collection/.test(s)) return 'collection';
  if (/as agreed|never late|\bcurrent\b|open\.?\s*never/.test(s) && !/past due|delinquent|\d+\s*days/.test(s))
    return s.includes('paid, closed') || /^paid\b/.test(s) ? 'paid' : 'current';
  if (/past due|\blate\b|delinquent|\d+\s*days/.test(s)) return 'late';
  if (/\bpaid\b/.test(s)) return 'paid';
  if (/closed/.test(s)) return 'closed';
  return undefined;
};

/** Reads a printed account (or loan) type by its words; undefined when none fits. */
export const typeOf = (raw: string): AccountType | undefined => {
  const s = raw.toLowerCase().replace(/_/g, ' ');
  if (/collection/.test(s)) return 'collection';
  if (/credit card|revolving charge|charge account|\bcard\b/.test(s)) return 'credit_card';
  if (/auto|vehicle/.test(s)) return 'auto_loan';
  if (/student|education/.test(s)) return 'student_loan';
  if (/mortgage|real estate/.test(s)) return 'mortgage';
  if (/medical/.test(s)) return 'medical';
  if (/utility/.test(s)) return 'utility';
  if (/unsecured|personal loan/.test(s)) return 'personal_loan';
  return undefined;
};
