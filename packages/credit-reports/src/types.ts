/**
 * Contracts of the credit-report package: what the parser returns, what the error finders return,
 * and what the user tells us. Dates are ISO 'YYYY-MM-DD'; a value printed with month precision only
 * ('03/2027', 'Mar 2027') is the first of that month with `precision: 'month'`.
 */
import type { IsoDate } from '@debtshield/analyzer';

export type Bureau = 'equifax' | 'experian' | 'transunion';
export const BUREAUS: readonly Bureau[] = ['equifax', 'experian', 'transunion'];

/** Where a value was read: 1-based page, offsets in that page's text, and the (masked) words. */
export type Evidence = { page: number; start: number; end: number; text: string };

/** A value read from the report, with its evidence and how sure the reading is (0..1). */
export type Field<T> = {
  value: T;
  evidence: Evidence;
  confidence: number;
  /** Dates: the precision printed. */
  precision?: 'day' | 'month';
  /** Set when the value was not printed but worked out from another one (how, in words). */
  inferred?: string;
};

export type AccountStatus = 'current' | 'late' | 'charged_off' | 'collection' | 'paid' | 'settled' | 'closed' | 'transferred' | 'bankruptcy_discharged';

export type AccountType = 'credit_card' | 'auto_loan' | 'student_loan' | 'mortgage' | 'personal_loan' | 'medical' | 'utility' | 'collection';

/** One month of the payment-history grid. 'ND': no data reported for the month. */
export type HistoryCode = 'OK' | '30' | '60' | '90' | '120' | '150' | '180' | 'CO' | 'ND';
export type HistoryMonth = { month: string; code: HistoryCode };

export type ParsedAccount = {
  /** Stable within one parse: 'acct-1', 'coll-1'. */
  id: string;
  kind: 'account' | 'collection';
  creditor: Field<string>;
  originalCreditor?: Field<string>;
  /** The last 4 characters of the account number; the rest is never kept. */
  accountLast4?: Field<string>;
  type?: Field<AccountType>;
  /** The status as read, with the words printed (a bureau's own wording: 'Paid, Closed; was Paid as agreed'). */
  status?: Field<AccountStatus> & { printed?: string };
  balance?: Field<number>;
  highBalance?: Field<number>;
  monthlyPayment?: Field<number>;
  dateUpdated?: Field<IsoDate>;
  dateClosed?: Field<IsoDate>;
  datePaid?: Field<IsoDate>;
  /** 'Individual Account', 'Authorized Account', 'Relationship Terminated' (an ownership designation, not a status). */
  responsibility?: Field<string>;
  creditLimit?: Field<number>;
  pastDue?: Field<number>;
  opened?: Field<IsoDate>;
  lastPayment?: Field<IsoDate>;
  /** Date of first delinquency: printed (Equifax) or inferred from the removal date (Experian, TransUnion). */
  dofd?: Field<IsoDate>;
  chargeOffAmount?: Field<number>;
  /**
   * `partial`: only some months could be read (a grid drawn with symbols: the marks printed as codes,
   * or a late stated in words); a month missing is unknown, and the last months read are not the latest.
   */
  paymentHistory?: Field<HistoryMonth[]> & { partial?: true };
  remarks?: Field<string>;
  /** The date the bureau says the item leaves the report (month precision). */
  removalDate?: Field<IsoDate>;
  /** Three-bureau reports: the bureau whose column the values were read from. */
  bureau?: Bureau;
  /** Every label/value pair printed on the tradeline, as printed (masked), with where it was read. */
  printed?: PrintedField[];
};

/** One field of a tradeline as printed: the label's words, what the label means, the value's words. */
export type PrintedField = { label: string; key: string; value: string; evidence: Evidence };

export type ParsedInquiry = { id: string; company: Field<string>; date?: Field<IsoDate> };

export type ParsedPublicRecord = {
  id: string;
  recordType: Field<string>;
  court?: Field<string>;
  filed?: Field<IsoDate>;
  status?: Field<string>;
  referenceLast4?: Field<string>;
};

export type PersonalInfo = {
  names: Field<string>[];
  ssnLast4?: Field<string>;
  birthYear?: Field<number>;
  /** The first is the one printed as current. */
  addresses: Array<Field<string> & { current: boolean }>;
  employers: Field<string>[];
};

/** A value the parser would not guess: the words it saw and what it needs from the user. */
export type ReportQuestion = { id: string; itemId?: string; field: string; question: string; seen?: Evidence };

export type ParsedCreditReport = {
  bureau?: Field<Bureau>;
  reportDate?: Field<IsoDate>;
  personal: PersonalInfo;
  accounts: ParsedAccount[];
  inquiries: ParsedInquiry[];
  publicRecords: ParsedPublicRecord[];
  questions: ReportQuestion[];
  warnings: string[];
};

/** A page as the analyzer's extract stage gives it (words with offsets when known). */
export type ReportPage = {
  index: number;
  text: string;
  confidence: number;
  /** 'ocr' pages are rebuilt into lines from their word boxes. */
  method?: string;
  /** OCR pages: the skew the extract stage measured (degrees, positive: lines descend to the right). */
  skewAngle?: number;
  words?: ReadonlyArray<{ confidence: number; start?: number; end?: number; bbox?: { x0: number; y0: number; x1: number; y1: number } }>;
};

// ---------------------------------------------------------------------------------------------
// Findings

export type FindingKind =
  | 'duplicate'
  | 'reaged_dofd'
  | 'obsolete'
  | 'balance_after_payoff'
  | 'history_contradiction'
  | 'inquiry_unauthorised'
  | 'personal_info_wrong'
  | 'not_mine'
  | 'letter_mismatch'
  | 'bureau_mismatch'
  | 'medical_bureau_policy'
  | 'medical_state_law';

/** One value that proves a finding, with where it was read. */
export type Proof = { label: string; value: string; evidence?: Evidence; bureau?: Bureau };

export type CreditFinding = {
  id: string;
  kind: FindingKind;
  /** The FCRA section(s) (and the U.S. Code cite) the finding rests on; FDCPA for the letter side of a mismatch. */
  section: string;
  summary: string;
  /** Items concerned, as `bureau:itemId` (or `letter`). */
  items: string[];
  proof: Proof[];
  /**
   * Why it might be innocent: the explanation a furnisher or bureau could give (as the CFPB's Metro 2
   * evaluator states an alternate explanation for each check), so the person weighs the finding.
   */
  innocent?: string;
  /** Cross-checks with a collection letter: which side this finding is about. */
  side?: 'report' | 'letter';
  /** Cross-checks with a collection letter: what disagrees, as data (pages render it in their language). */
  mismatch?: LetterMismatch;
};

/** What a collection letter and a report account disagree about: each side's value, the report's with its page. */
export type LetterMismatch = {
  field: 'amount' | 'original_creditor' | 'first_delinquency' | 'last_payment';
  bureau: Bureau;
  /** The report account, as printed (creditor and last 4). */
  account: string;
  /** The letter's id (the analysis). */
  letter: string;
  letterValue: string;
  /** The letter's own words (masked). */
  letterWords: string;
  reportValue: string;
  evidence: Evidence;
  /** How the report value was worked out, when it was not printed. */
  inferred?: string;
};

/** Something only the user can say (an inquiry they authorised or not, personal data, an account). */
export type ConfirmationRequest = { item: string; kind: 'inquiry' | 'personal' | 'account'; question: string; proof: Proof[] };

/** What the user told us; items are `bureau:itemId` keys (personal data: `bureau:personal:<kind>:<n>`). */
export type UserConfirmations = {
  accurate?: readonly string[];
  notMine?: readonly string[];
  unauthorisedInquiries?: readonly string[];
  wrongPersonal?: readonly string[];
};

export type ErrorScan = { findings: CreditFinding[]; toConfirm: ConfirmationRequest[] };
