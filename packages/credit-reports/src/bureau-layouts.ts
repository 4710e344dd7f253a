/**
 * How each bureau labels things on its annual report. The first label of each list is the one the
 * synthetic generator prints; the others are variants the parser also accepts (wordings seen on the
 * bureaus' own sample reports and help pages, legal-reference §8.2). Equifax prints the date of first
 * delinquency; Experian ("On record until") and TransUnion ("Estimated month and year this item will
 * be removed") print only a removal date, from which it is inferred.
 */
import type { AccountStatus, AccountType, Bureau } from './types';

export type AccountFieldKey =
  | 'accountNumber'
  | 'type'
  | 'status'
  | 'balance'
  | 'creditLimit'
  | 'pastDue'
  | 'opened'
  | 'lastPayment'
  | 'dofd'
  | 'chargeOffAmount'
  | 'originalCreditor'
  | 'remarks'
  | 'removal'
  | 'history';

export type PersonalFieldKey = 'name' | 'aka' | 'ssn' | 'birthYear' | 'currentAddress' | 'previousAddress' | 'employer';
export type InquiryFieldKey = 'company' | 'date';
export type RecordFieldKey = 'recordType' | 'court' | 'filed' | 'status' | 'reference';
export type SectionKey = 'personal' | 'accounts' | 'collections' | 'inquiries' | 'publicRecords';

export type BureauLayout = {
  bureau: Bureau;
  /** Words that name the bureau on its report. */
  names: readonly string[];
  title: string;
  reportDate: readonly string[];
  sections: Record<SectionKey, readonly string[]>;
  personal: Record<PersonalFieldKey, readonly string[]>;
  account: Partial<Record<AccountFieldKey, readonly string[]>>;
  inquiry: Record<InquiryFieldKey, readonly string[]>;
  record: Record<RecordFieldKey, readonly string[]>;
  /** Date style of the generator: US numeric or month names. */
  dateStyle: 'us' | 'named';
  /** Printed words for each status and type (the generator's; the parser reads them by keywords). */
  statusText: Record<AccountStatus, string>;
  typeText: Record<AccountType, string>;
  /** How the bureau shows a month without data in the payment grid. */
  noData: string;
  /** Prints the whole account number (Experian) or masks it. */
  fullAccountNumbers: boolean;
};

export const LAYOUTS: Record<Bureau, BureauLayout> = {
  equifax: {
    bureau: 'equifax',
    names: ['equifax'],
    title: 'EQUIFAX  Annual Credit Report',
    reportDate: ['Report Date', 'Date of Report'],
    sections: {
      personal: ['PERSONAL INFORMATION'],
      accounts: ['CREDIT ACCOUNTS', 'ACCOUNTS'],
      collections: ['COLLECTIONS'],
      inquiries: ['INQUIRIES', 'HARD INQUIRIES'],
      publicRecords: ['PUBLIC RECORDS'],
    },
    personal: {
      name: ['Name'],
      aka: ['Formerly Known As', 'Other Names'],
      ssn: ['Social Security Number', 'SSN'],
      birthYear: ['Year of Birth', 'Date of Birth'],
      currentAddress: ['Current Address', 'Address'],
      previousAddress: ['Previous Address', 'Former Address'],
      employer: ['Employer', 'Employment'],
    },
    account: {
      accountNumber: ['Account Number'],
      type: ['Account Type', 'Loan Type'],
      status: ['Account Status', 'Status'],
      balance: ['Balance'],
      creditLimit: ['Credit Limit'],
      pastDue: ['Amount Past Due'],
      opened: ['Date Opened'],
      lastPayment: ['Date of Last Payment'],
      dofd: ['Date of 1st Delinquency', 'Date of First Delinquency'],
      chargeOffAmount: ['Charge Off Amount'],
      originalCreditor: ['Original Creditor'],
      remarks: ['Comments'],
      history: ['Payment History'],
    },
    inquiry: { company: ['Company Name'], date: ['Inquiry Date'] },
    record: { recordType: ['Record Type'], court: ['Court'], filed: ['Date Filed'], status: ['Record Status'], reference: ['Reference Number'] },
    dateStyle: 'us',
    statusText: {
      current: 'Pays As Agreed',
      late: 'Past Due',
      charged_off: 'Charged Off',
      collection: 'Collection',
      paid: 'Paid In Full',
      settled: 'Settled For Less Than Full Balance',
      closed: 'Closed',
      transferred: 'Transferred Or Sold',
      bankruptcy_discharged: 'Discharged In Bankruptcy',
    },
    typeText: {
      credit_card: 'Credit Card',
      auto_loan: 'Auto Loan',
      student_loan: 'Student Loan',
      mortgage: 'Mortgage',
      personal_loan: 'Personal Loan',
      medical: 'Medical',
      utility: 'Utility',
      collection: 'Collection Agency',
    },
    noData: 'NR',
    fullAccountNumbers: false,
  },
  experian: {
    bureau: 'experian',
    names: ['experian'],
    title: 'Experian  Personal Credit Report',
    reportDate: ['Date generated', 'Report date'],
    sections: {
      personal: ['PERSONAL INFORMATION'],
      accounts: ['ACCOUNTS'],
      collections: ['COLLECTION ACCOUNTS', 'COLLECTIONS'],
      inquiries: ['HARD INQUIRIES', 'INQUIRIES'],
      publicRecords: ['PUBLIC RECORDS'],
    },
    personal: {
      name: ['Name'],
      aka: ['Also known as'],
      ssn: ['Social Security number'],
      birthYear: ['Year of birth'],
      currentAddress: ['Current address', 'Address'],
      previousAddress: ['Previous address'],
      employer: ['Employer'],
    },
    account: {
      accountNumber: ['Account number'],
      type: ['Account type'],
      status: ['Status'],
      balance: ['Balance'],
      creditLimit: ['Credit limit'],
      pastDue: ['Past due'],
      opened: ['Date opened'],
      lastPayment: ['Last payment'],
      chargeOffAmount: ['Charge off amount'],
      originalCreditor: ['Original creditor'],
      remarks: ['Comment'],
      removal: ['On record until'],
      history: ['Payment history'],
    },
    inquiry: { company: ['Inquiry by'], date: ['Date of request'] },
    record: { recordType: ['Record type'], court: ['Court'], filed: ['Date filed'], status: ['Record status'], reference: ['Reference number'] },
    dateStyle: 'named',
    statusText: {
      current: 'Open. Never late.',
      late: 'Past due',
      charged_off: 'Account charged off',
      collection: 'Collection account',
      paid: 'Paid, closed',
      settled: 'Settled, less than full balance',
      closed: 'Closed',
      transferred: 'Transferred, closed',
      bankruptcy_discharged: 'Discharged through Bankruptcy Chapter 7',
    },
    typeText: {
      credit_card: 'Credit card',
      auto_loan: 'Auto loan',
      student_loan: 'Student loan',
      mortgage: 'Mortgage',
      personal_loan: 'Unsecured loan',
      medical: 'Medical debt',
      utility: 'Utility',
      collection: 'Collection',
    },
    noData: 'ND',
    fullAccountNumbers: true,
  },
  transunion: {
    bureau: 'transunion',
    names: ['transunion', 'trans union'],
    title: 'TransUnion  Annual Credit Report',
    reportDate: ['Date Created', 'Report Date'],
    sections: {
      personal: ['PERSONAL INFORMATION'],
      accounts: ['ACCOUNT INFORMATION'],
      collections: ['COLLECTIONS'],
      inquiries: ['REGULAR INQUIRIES', 'INQUIRIES'],
      publicRecords: ['PUBLIC RECORDS'],
    },
    personal: {
      name: ['Name'],
      aka: ['Also Known As'],
      ssn: ['Social Security Number', 'SSN'],
      birthYear: ['Year of Birth', 'Date of Birth'],
      currentAddress: ['Current Address', 'Address'],
      previousAddress: ['Previous Address', 'Other Address'],
      employer: ['Employer'],
    },
    account: {
      accountNumber: ['Account Number'],
      type: ['Loan Type'],
      status: ['Pay Status'],
      balance: ['Balance'],
      creditLimit: ['Credit Limit'],
      pastDue: ['Past Due'],
      opened: ['Date Opened'],
      lastPayment: ['Last Payment Made'],
      chargeOffAmount: ['Amount Charged Off'],
      originalCreditor: ['Original Creditor'],
      remarks: ['Remarks'],
      removal: ['Estimated month and year this item will be removed'],
      history: ['Payment History'],
    },
    inquiry: { company: ['Requested By'], date: ['Inquiry Date'] },
    record: {
      recordType: ['Record Type'],
      court: ['Court'],
      filed: ['Date Filed'],
      status: ['Record Status'],
      reference: ['Docket Number', 'Reference Number'],
    },
    dateStyle: 'us',
    statusText: {
      current: 'Current; Paid or paying as agreed',
      late: 'Past Due',
      charged_off: 'Charged Off',
      collection: 'Collection Account',
      paid: 'Paid, Closed',
      settled: 'Settled - less than full balance',
      closed: 'Closed',
      transferred: 'Transferred',
      bankruptcy_discharged: 'Included in Chapter 7 Bankruptcy',
    },
    typeText: {
      credit_card: 'CREDIT CARD',
      auto_loan: 'AUTOMOBILE',
      student_loan: 'STUDENT LOAN',
      mortgage: 'REAL ESTATE MORTGAGE',
      personal_loan: 'UNSECURED',
      medical: 'MEDICAL',
      utility: 'UTILITY',
      collection: 'COLLECTION AGENCY',
    },
    noData: 'X',
    fullAccountNumbers: false,
  },
};

/** Reads a printed status by its words, whichever bureau printed it; undefined when none fits. */
export const readStatus = (raw: string): AccountStatus | undefined => {
  const s = raw.toLowerCase();
  if (/bankrupt/.test(s)) return 'bankruptcy_discharged';
  if (/transferred|\bsold\b/.test(s)) return 'transferred';
  if (/settled/.test(s)) return 'settled';
  if (/charged?[ -]?off/.test(s)) return 'charged_off';
  if (/collection/.test(s)) return 'collection';
  if (/as agreed|never late|\bcurrent\b/.test(s)) return 'current';
  if (/\bpaid\b/.test(s)) return 'paid';
  if (/past due|\blate\b|delinquent/.test(s)) return 'late';
  if (/closed/.test(s)) return 'closed';
  return undefined;
};

/** Reads a printed account type by its words; undefined when none fits. */
export const readType = (raw: string): AccountType | undefined => {
  const s = raw.toLowerCase();
  if (/collection/.test(s)) return 'collection';
  if (/credit card|revolving charge|charge account/.test(s)) return 'credit_card';
  if (/auto|vehicle/.test(s)) return 'auto_loan';
  if (/student|education/.test(s)) return 'student_loan';
  if (/mortgage|real estate/.test(s)) return 'mortgage';
  if (/medical/.test(s)) return 'medical';
  if (/utility/.test(s)) return 'utility';
  if (/unsecured|personal loan|installment/.test(s)) return 'personal_loan';
  return undefined;
};
