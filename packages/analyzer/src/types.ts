/**
 * The analyzer's shared contracts. Every stage is a plain function of the stage before it:
 *   extract (IO) -> ExtractedDocument -> facts -> Facts -> rules -> RuleOutcome[] -> score.
 * Offsets in a Span always index `ExtractedDocument.text` (the whole document, pages joined by
 * PAGE_SEPARATOR), so evidence can be quoted and highlighted exactly.
 */

/** Pages are joined with this separator in `ExtractedDocument.text`. */
export const PAGE_SEPARATOR = '\n\f\n';

/** A range of the document text. `text` is the exact substring `doc.text.slice(start, end)`. */
export type Span = { start: number; end: number; text: string };

export type ExtractionMethod = 'text-layer' | 'ocr' | 'plain-text';

export type WordBox = {
  text: string;
  /** 0..1 */
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
};

export type ExtractedPage = {
  /** 0-based page index in reading order (several photos become consecutive pages). */
  index: number;
  text: string;
  method: ExtractionMethod;
  /** 0..1. 1 for a text layer or plain text. */
  confidence: number;
  words: WordBox[];
  /** Offset of this page's text inside `ExtractedDocument.text`. */
  offset: number;
};

export type ExtractedDocument = {
  text: string;
  pages: ExtractedPage[];
  /** Overall method: one method, or 'mixed' when pages differ. */
  method: ExtractionMethod | 'mixed';
  /** 0..1, character-weighted mean of the pages. */
  confidence: number;
  /** True when any page's confidence is under LOW_CONFIDENCE_THRESHOLD: reported, never hidden. */
  lowConfidence: boolean;
  /** Human-readable notes (e.g. 'Page 2 was hard to read (confidence 41%).'). */
  warnings: string[];
};

export const LOW_CONFIDENCE_THRESHOLD = 0.6;

/** A value found in the text, with the words it came from. */
export type Fact<T> = { value: T; span: Span };

export type Address = { lines: string[]; span: Span };

export type Party = {
  name: Fact<string>;
  address?: Address;
  phone?: Fact<string>;
  website?: Fact<string>;
};

export type AccountNumber = {
  /** Always masked to the last 4 (e.g. '****6789'); the full number is never kept in facts. */
  masked: string;
  last4: string;
  kind: 'account' | 'reference';
  span: Span;
};

export type Itemization = {
  /** Amount owed on the itemization date. */
  amountOnItemizationDate?: Fact<number>;
  interest?: Fact<number | null>;
  fees?: Fact<number | null>;
  paymentsAndCredits?: Fact<number | null>;
  currentAmount?: Fact<number>;
  /** The notice points to the itemisation on an enclosed separate page. */
  separatePageReference?: Span;
};

export type SettlementOffer = {
  amount?: Fact<number>;
  percent?: Fact<number>;
  deadline?: Fact<string>;
  span: Span;
};

export type DebtTypeHint =
  | 'credit_card'
  | 'medical'
  | 'auto_loan'
  | 'personal_loan'
  | 'student_loan'
  | 'mortgage'
  | 'utility'
  | 'telecom'
  | 'retail'
  | 'payday'
  | 'judgment'
  | 'other';

/** Dates are ISO calendar dates 'YYYY-MM-DD' (no time zone games). */
export type IsoDate = string;

export type Facts = {
  collector?: Party;
  currentCreditor?: Fact<string>;
  originalCreditor?: Fact<string>;
  /** Creditor to whom the debt was owed on the itemization date. */
  itemizationDateCreditor?: Fact<string>;
  accountNumbers: AccountNumber[];
  consumer?: { name?: Fact<string>; address?: Address };
  letterDate?: Fact<IsoDate>;
  itemizationDate?: Fact<IsoDate>;
  itemization: Itemization;
  /** Every distinct dollar amount in the letter, in order of appearance. */
  amounts: Fact<number>[];
  validationEndDate?: Fact<IsoDate>;
  settlementOffers: SettlementOffer[];
  /** ISO 639-1 code of the letter's main language ('en', 'es'). */
  language: string;
  debtTypeHints: Fact<DebtTypeHint>[];
  lastPaymentDate?: Fact<IsoDate>;
  chargeOffDate?: Fact<IsoDate>;
  firstDelinquencyDate?: Fact<IsoDate>;
};

/** What the user told us (answers to the analyzer's questions, or the upload form). */
export type UserAnswers = {
  /** Two-letter state of the consumer, e.g. 'CA'. */
  state?: string;
  /** Is this the first letter you received from this collector about this debt? */
  isFirstContact?: boolean;
  /** Did the collector contact you by phone first (more than 5 days before this letter)? */
  priorPhoneContactDate?: IsoDate;
  lastPaymentDate?: IsoDate;
  /** Did you acknowledge the debt in writing / promise to pay since the last payment? */
  acknowledgedDebtInWriting?: boolean;
  /** Date the user sent a written cease / refusal-to-pay notice. */
  ceaseLetterSentDate?: IsoDate;
  /** Date the user sent a written dispute or request for verification. */
  disputeSentDate?: IsoDate;
  /** Did the collector send verification after your dispute? */
  verificationReceived?: boolean;
  /** Does the collector know you have a lawyer for this debt? */
  collectorKnowsAttorney?: boolean;
  /** Was the debt for personal, family or household purposes? */
  isConsumerDebt?: boolean;
  /** Is the sender the original creditor collecting in its own name? */
  senderIsOriginalCreditor?: boolean;
  /** Date the letter was received (defaults to the letter date when unknown). */
  receivedDate?: IsoDate;
  /** The letter arrived by email or text message. */
  deliveredElectronically?: boolean;
  /** The address the collector emailed is the user's work email, and the collector knew. */
  sentToEmployerEmail?: boolean;
  /** What the envelope showed besides the addresses (typed by the user). */
  envelopeText?: string;
  /** The letter came as a postcard. */
  isPostcard?: boolean;
  /** The letter was addressed to someone other than the user. */
  addressedToThirdParty?: boolean;
};

/** The gate questions of legal-reference §0.2, answered from the letter and the user. */
export type Gates = {
  /** true / false when known, null when unknown (then rules state their assumption). */
  isDebtCollector: boolean | null;
  isConsumerDebt: boolean | null;
  isValidationNotice: boolean | null;
  letterDate: IsoDate | null;
  /** Letter dated on or after 2021-11-30 (Regulation F). null when undated. */
  isRegF: boolean | null;
  state: string | null;
  /** Debt related to a consumer financial product or service (§0.2 q6). */
  isConsumerFinancialProduct: boolean | null;
  /** The letter is a court pleading (summons / complaint): most checks do not apply. */
  isCourtPleading: boolean;
  /** The notice follows Model Form B-1 closely enough for the safe harbour (§1.10). */
  followsModelForm: boolean;
};

export type RuleKind = 'objective' | 'judgment' | 'context';

export type RuleMeta = {
  /** snake_case id from legal-reference.md, equal to the rule's folder name. */
  id: string;
  /** Short title, e.g. '"This is from a debt collector" statement missing'. */
  title: string;
  /** Citation exactly as the legal reference gives it, e.g. '12 CFR 1006.34(c)(1); 15 U.S.C. 1692e(11)'. */
  citation: string;
  kind: RuleKind;
  /** Section of the legal reference, e.g. '1.1'. */
  section: string;
  /** Plain-language description shown to users (what the law requires / forbids). */
  description: string;
  /** 1 (technical) .. 10 (egregious): feeds the severity score. */
  severity: number;
  /** Estimated value in USD for the product's 'total_value' (FDCPA statutory damages cap is $1,000 per action). */
  value: number;
};

export type Question = {
  /** Key of UserAnswers this question fills. */
  id: keyof UserAnswers;
  text: string;
  type: 'date' | 'boolean' | 'text' | 'state';
};

export type RuleResult =
  /** Checked and nothing wrong found. */
  | { status: 'pass'; assumptions?: string[] }
  /** The rule does not apply to this letter (gate failed, whitelist matched); reason says why. */
  | { status: 'not_applicable'; reason: string }
  /** A likely violation, with the words of the letter that prove it. For a missing element,
   *  evidence may be empty and `message` says what is missing. */
  | {
      status: 'flag';
      message: string;
      evidence: Span[];
      confidence: 'high' | 'medium' | 'low';
      assumptions?: string[];
    }
  /** Cannot decide without the user: ask these. */
  | { status: 'needs_input'; questions: Question[]; message: string; evidence?: Span[]; assumptions?: string[] };

export type RuleContext = {
  doc: ExtractedDocument;
  /** doc.text, for convenience. */
  text: string;
  facts: Facts;
  gates: Gates;
  answers: UserAnswers;
  /** Today's date for the analysis (injected so tests are deterministic). */
  today: IsoDate;
};

export type Rule = {
  meta: RuleMeta;
  check: (ctx: RuleContext) => RuleResult;
};

export type Finding = RuleMeta & Extract<RuleResult, { status: 'flag' }>;
