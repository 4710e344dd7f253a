import type { IsoDate } from '@debtshield/clocks';
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
  'credit_card' | 'medical' | 'auto_loan' | 'personal_loan' | 'student_loan' | 'mortgage' | 'utility' | 'telecom' | 'retail' | 'payday' | 'judgment' | 'other';

/** Dates are ISO calendar dates 'YYYY-MM-DD' (no time zone games); the one definition lives in @debtshield/clocks. */
export type { IsoDate };

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
  lastPaymentDate?: DateFact;
  chargeOffDate?: DateFact;
  firstDelinquencyDate?: DateFact;
  /** The itemization date, when the itemization shows no payment or credit since it: the last payment was on or before it. */
  noPaymentAfter?: Fact<IsoDate>;
  /** Every amount labelled as the balance / amount due / total owed, each mention (for `amounts_contradictory`). */
  balances?: Fact<number>[];
  /** Dates the letter demands payment by (not settlement deadlines), for the overshadowing checks. */
  paymentDeadlines?: Fact<IsoDate>[];
  /** Every date in the letter with the words before it and what it was read as. */
  dates?: Array<Fact<IsoDate> & { label: string; kind: DateKind }>;
};

/**
 * A date the letter prints. `value` is the latest day it can mean; `earliest`, when it was printed without a
 * day ("03/2012", "in 2009"), the first day it can mean (`value` is then the last day of that month or year).
 */
export type DateFact = Fact<IsoDate> & { earliest?: IsoDate };

/** What a date in a letter is for (facts stage, `Facts.dates`). */
export type DateKind =
  | 'letter'
  | 'itemization'
  | 'validation_end'
  | 'payment_deadline'
  | 'settlement_deadline'
  | 'last_payment'
  | 'charge_off'
  | 'first_delinquency'
  | 'judgment'
  | 'service'
  | 'opened'
  | 'other';

/** What the user told us (answers to the analyzer's questions, or the upload form). */
export type UserAnswers = {
  /** Two-letter state of the consumer, e.g. 'CA'. */
  state?: string;
  /** Is this the first letter you received from this collector about this debt? */
  isFirstContact?: boolean;
  /** Did the collector contact you by phone first (more than 5 days before this letter)? */
  priorPhoneContactDate?: IsoDate;
  lastPaymentDate?: IsoDate;
  /**
   * The time limit to sue on this debt (the statute of limitations) has passed (true) or has not (false), as the person
   * knows it without the date of the last payment: a court or a lawyer said so, or the last payment was long ago
   * ("in 2009"). The alternative to `lastPaymentDate`, asked right after it wherever the time-bar rules ask the date and
   * never once a date is given; a date (the person's, or one the letter prints that settles the count) wins over it, and
   * a contradiction is said. Yes: the findings of a time bar (12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), (5), (10);
   * Pantoja, McMahon, Buchanan, Daugherty; the states' notices), said to rest on the answer, with no counted date; no: not
   * time-barred (decision 254). §1.6, §4
   */
  debtPastLimitationPeriod?: boolean;
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
  /** Was this letter sent to your lawyer rather than to you (decision 426)? */
  sentOnlyToAttorney?: boolean;
  /** Was the debt for personal, family or household purposes? */
  isConsumerDebt?: boolean;
  /** Is the sender the original creditor collecting in its own name? */
  senderIsOriginalCreditor?: boolean;
  /** Date the letter was received (defaults to the letter date when unknown). */
  receivedDate?: IsoDate;
  /** For a later letter: when the collector's first letter about the debt (the one with the validation notice) arrived. §1.2 */
  firstNoticeReceivedDate?: IsoDate;
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
  /** For a translated (e.g. Spanish) validation notice: an English version came in the same mailing or earlier. §1.1 */
  receivedEnglishNotice?: boolean;
  /** The notice offered a copy in Spanish (its optional "Póngase en contacto…" line or "Quiero este formulario en español" box); you asked for it and did not receive it. §1.1 */
  spanishNoticeRequestedNotSent?: boolean;
  /** The consumer reads Spanish (for a letter in Spanish, or with a Spanish passage that tells them to call). §1.3 */
  readsSpanish?: boolean;
  /** A lawsuit has been filed against the user on this debt (served with a summons, or the case shows at the court). §1.4 */
  lawsuitFiled?: boolean;
  /** As far as the user knows, a lawyer at the firm that sent the letter personally reviewed the account (Clomon v. Jackson). §1.4 */
  attorneyReviewedAccount?: boolean;
  /**
   * The letter is from a law firm or a lawyer: a law office's letterhead, or signed by an attorney. Asked only when the
   * text in hand names no sender at all (no letterhead, no signature, no name) and the sender speaks as retained counsel
   * or says its demand rests on its client's word alone (decision 250); the letter is then judged as a law firm's. §1.4
   */
  senderIsLawFirm?: boolean;
  /**
   * The sentence saying no lawyer has reviewed the account is printed only on the back of the letter, or below the
   * signature, not in the body on the front (Lesher v. Law Offices of Mitchell N. Kay, 3d Cir. 2011; Gonzalez v. Kay,
   * 5th Cir. 2009). Asked when the text in hand cannot show where it sits (decision 141). §1.4
   */
  attorneyDisclaimerOnBack?: boolean;
  /**
   * On the paper letter, the notice of the right to dispute within thirty days is played down beside a demand for payment or
   * contact, or a warning, that stands out: printed smaller or fainter than the demand, or only on the back with nothing on the
   * front pointing to it, while the demand is bold, larger, in capitals or in color. What an upload's words cannot show (15 U.S.C.
   * 1692g(b); Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Miller v. Payco-General American Credits, 4th Cir. 1991;
   * under Regulation F the notice must be clear and conspicuous, 12 CFR 1006.34(b)(1), (d)(1)). Asked by
   * overshadow_payment_deadline of a first letter whose demand the words alone do not hold to overshadow (decision 243). §1.2
   */
  noticeDeemphasized?: boolean;
  /** A court has entered a judgment against the user on this debt. §1.4 */
  judgmentEntered?: boolean;
  /** The debt was discharged in a bankruptcy case. §1.4 */
  debtDischargedInBankruptcy?: boolean;
  /** A letter that says it is for information only for a person in or discharged from bankruptcy still gives a due date, a coupon or payment instructions (decision 392). §1.4 */
  informationalLetterAsksForPayment?: boolean;
  /** The debt was already paid in full or settled. §1.4 */
  debtAlreadyPaidOrSettled?: boolean;
  /**
   * The amount the letter asks for is more than the user owes: a payment they made is not credited, or a charge they never
   * agreed to (and no law allows) is added. A fact outside the letter's words; a demand for more than is owed misstates the
   * amount of the debt (15 U.S.C. 1692e(2)(A)) and seeks an amount not authorized (1692f(1); 12 CFR 1006.18(b)(2)(i),
   * 1006.22(b); Rosen v. L J Ross Associates, E.D.N.Y. 2021: "Amount Due" left unchanged after a $100 payment). Asked
   * beside `debtAlreadyPaidOrSettled` where the letter demands an amount (decision 241). §1.4, §1.5
   */
  amountDemandedExceedsOwed?: boolean;
  /**
   * The company that sent the letter lacks the license or registration the user's state requires of debt collectors (the user
   * can check the state regulator's public registry). A fact outside the letter: a collector that threatens legal action while
   * unlicensed may threaten action that cannot legally be taken (15 U.S.C. 1692e(5); LeBlanc v. Unifund CCR Partners, 11th Cir.
   * 2010; contra, a licensing breach alone: Carlson v. First Revenue Assurance, 8th Cir. 2004; Wade v. Regional Credit
   * Association, 9th Cir. 1996). Asked by threat_legal_action_unintended where the letter raises legal action (decision 249). §1.4
   */
  collectorUnlicensed?: boolean;
  /** The full balance of the debt, before any discount offered, is under $600 (no forgiveness of it can be reported to the IRS). §1.4 */
  balanceUnder600?: boolean;
  /**
   * The letter offers a settlement for less than the balance, and every settlement it offers forgives less than $600 (the
   * balance less the settlement amount): no forgiveness it offers can be reported to the IRS, whatever the balance (Balon
   * v. Enhanced Recovery, M.D. Pa. 2017; Heredia v. Capital Management Services, 7th Cir. 2019). §1.4
   */
  settlementForgivesUnder600?: boolean;
  /** The original agreement allows collection fees or collection costs to be added to the debt. §1.4 */
  contractAllowsCollectionFees?: boolean;
  /** The original agreement expressly allows a fee for paying by phone, online or by card (a "convenience fee"). §1.5 pay_to_pay_fee */
  contractAllowsPaymentFees?: boolean;
  /** The debt is secured by the property the letter threatens to repossess or disable (e.g. a car loan secured by the car). §1.5 */
  propertySecuresDebt?: boolean;
  /**
   * The balance can still grow: the agreement or the law lets interest, late charges or other charges keep
   * being added now that the debt is in collection (false: e.g. a charged-off account whose interest was
   * waived, a loan whose terms allow no late charges). §1.5 interest_accrual_not_disclosed (Boucher).
   */
  balanceCanIncrease?: boolean;
  /**
   * The debt was sold or assigned to another company (a debt buyer) before the letter: the creditor the consumer first
   * owed no longer owns it. Asked where a notice names only the original creditor and the circuit reads that as naming
   * the creditor owed now unless the debt passed to another (Smith v. Simm Associates, 7th Cir. 2019; decision 147). §1.1
   */
  debtSoldToAnother?: boolean;
  /**
   * The debt is a credit card, a store or charge card, or a running account for services (medical, telephone, utility),
   * not a loan the consumer signed a note for: what many courts call an open account, whose period §4.1 reports shorter
   * in some states. Asked by the time-barred rules only where that shorter period has run and the table's has not, and
   * the letter's words do not say the kind (decision 156).
   */
  debtIsOpenAccount?: boolean;
  /** What was uploaded is the whole letter, front and back: nothing the letter refers to ("see reverse side", "page 2") is missing. */
  allPagesUploaded?: boolean;
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
  /** 0..1: share of the model form's headings and prompts found, in order (followsModelForm's evidence). */
  modelFormScore?: number;
  /**
   * The model form's own statements a notice that follows the form leaves out (the labels of
   * `MODEL_FORM_MAIN_MARKERS` / `MODEL_FORM_RESPONSE_MARKERS` not found): the safe harbour does not cover an item
   * whose statement the form carries and the notice omits (decision 132).
   */
  modelFormLeftOut?: string[];
  /**
   * Why the text in hand may not be the whole letter ("see reverse side", "page 1 of 2" with one page
   * uploaded, passages marked as left out), or null/absent when it is (or the user said so). Checks that
   * find an element missing then ask for the missing page instead of flagging (src/engine/completeness.ts).
   */
  missingPart?: string | null;
  /**
   * What shows the text in hand is the whole letter: the person said so (`allPagesUploaded`), or the
   * letter's last page says it is the last, or its close and signature follow its validation notice.
   * null/absent when nothing does: then a check whose finding is an absence asks instead of flagging
   * (issue 26; src/engine/completeness.ts).
   */
  wholeLetter?: WholeLetter | null;
};

/** Why the text in hand is taken to be the whole letter, with the words that show it when the text does. */
export type WholeLetter = { basis: 'answered' | 'last_page_marker' | 'closing_after_notice'; evidence?: Span };

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
  /**
   * How the Model Form B-1 safe harbour (legal-reference §1.10; 12 CFR 1006.34(d)(2), 1006.38(b)(2))
   * applies. 'model_form': when the notice follows the model form the engine reports the rule as
   * not applicable (a flag stands only when every word it quotes lies outside the model form's own
   * sentences: the collector added them). 'none': the rule always runs (it checks values the safe harbour
   * does not cover, e.g. arithmetic or the end date). Unset: 'model_form' for vn_* and overshadow_*
   * ids, except the engine's short list of value checks, and 'none' for every other id.
   */
  safeHarbour?: 'model_form' | 'none';
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
      /**
       * The words in hand misstate what the law requires (a statement present but wrong or hedged), so a
       * page that was not uploaded cannot cure them: the flag stands when `gates.missingPart` is set, or
       * when nothing shows the text is the whole letter (`gates.wholeLetter`).
       */
      misstated?: boolean;
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
  /** Statute-of-limitations status from the state and the known dates (the engine fills it). */
  sol?: SolStatus;
  /**
   * The language the person reads (the app's language; 'en' when unknown). Only for questions that
   * matter to a reader of that language (a Spanish copy the notice offers); findings never depend on it.
   */
  readerLang?: 'en' | 'es';
};

/** Result of `computeSolStatus` (src/sol): where the debt stands against the state's limitations period. */
export type SolStatus = {
  status: 'within' | 'likely_expired' | 'unknown';
  /** Two-letter state code used, or null when unknown. */
  state: string | null;
  /** The product's period for the state (spec 000 §9), or null when the state is unknown or not in the table. */
  years: number | null;
  /** The date the period runs out, counted from the date named in `basis`. */
  runsOutOn?: IsoDate;
  /** Which date the count started from and why (or why no count was possible). */
  basis: string;
  /** The question whose answer would settle the status. */
  question?: Question;
  /** Caveats: other periods by debt type, revival, state disclosures, credit reporting. */
  notes: string[];
  /** FCRA 7-year reporting limit (15 U.S.C. 1681c), separate from the SOL, when it can be computed. */
  reportingEndsOn?: IsoDate;
  /** The status rests on the person's answer (`debtPastLimitationPeriod`), not on a counted date: no `runsOutOn` (decision 254). */
  fromAnswer?: true;
  /** The status rests on the letter's own words saying the debt is past the time to sue, not on a counted date (decision 545). */
  fromLetter?: true;
};

export type Rule = {
  meta: RuleMeta;
  check: (ctx: RuleContext) => RuleResult;
};

export type Finding = RuleMeta & Extract<RuleResult, { status: 'flag' }>;
