/**
 * The inputs the letter templates need, and nothing more. The package stands alone: it does not
 * import the analyzer. The shapes are chosen so that the analyzer's own objects fit them as they
 * are (TypeScript's structural typing): an analyzer `Facts` is a `LetterFacts`, an analyzer
 * `Finding` is a `LetterFinding`, an analyzer `SolStatus` is a `LetterSol`
 * (`analyzer-compat.test.ts` checks this at compile time). Callers without an analysis (the tracker,
 * the credit pages) build the same shapes by hand; `valueOf` style wrappers are just `{ value }`.
 */

/** A calendar date 'YYYY-MM-DD' (no time, no time zone). */
export type IsoDate = string;

/** A value read from the collector's letter. The analyzer's `Fact<T>` (value + span) fits. */
export type FactValue<T> = { readonly value: T };

/** A postal address as lines. The analyzer's `Address` (lines + span) fits. */
export type AddressLines = { readonly lines: readonly string[] };

/**
 * An account or reference number. The analyzer keeps only the masked form; other callers may pass
 * a full number by mistake: the templates print at most the last 4 characters either way.
 */
export type AccountReference = {
  readonly masked?: string;
  readonly last4?: string;
  readonly kind?: 'account' | 'reference';
};

/** The collector's letter as the templates see it (a subset of the analyzer's `Facts`). */
export type LetterFacts = {
  readonly collector?: {
    readonly name?: FactValue<string>;
    readonly address?: AddressLines;
  };
  readonly currentCreditor?: FactValue<string>;
  readonly originalCreditor?: FactValue<string>;
  readonly itemizationDateCreditor?: FactValue<string>;
  readonly accountNumbers?: readonly AccountReference[];
  /** The consumer as the collector's letter names and addresses them. */
  readonly consumer?: {
    readonly name?: FactValue<string>;
    readonly address?: AddressLines;
  };
  /** Date of the collector's letter being answered. */
  readonly letterDate?: FactValue<IsoDate>;
  readonly itemizationDate?: FactValue<IsoDate>;
  readonly itemization?: {
    readonly amountOnItemizationDate?: FactValue<number>;
    readonly interest?: FactValue<number | null>;
    readonly fees?: FactValue<number | null>;
    readonly paymentsAndCredits?: FactValue<number | null>;
    readonly currentAmount?: FactValue<number>;
  };
  /** Every dollar amount in the letter. */
  readonly amounts?: readonly FactValue<number>[];
  /** Every amount the letter labels as the balance / amount due. */
  readonly balances?: readonly FactValue<number>[];
  readonly validationEndDate?: FactValue<IsoDate>;
  readonly lastPaymentDate?: FactValue<IsoDate>;
  readonly chargeOffDate?: FactValue<IsoDate>;
  readonly firstDelinquencyDate?: FactValue<IsoDate>;
};

/** The words of the collector's letter a finding rests on. The analyzer's `Span` fits. */
export type EvidenceText = { readonly text: string };

/** A likely violation (a subset of the analyzer's `Finding`). */
export type LetterFinding = {
  /** Rule id of the legal reference, e.g. 'vn_itemization_arithmetic'. */
  readonly id: string;
  readonly title: string;
  /** Exactly as the legal reference gives it, e.g. '12 CFR 1006.34(c)(2)(vii)–(ix); 15 U.S.C. 1692e(2)(A)'. */
  readonly citation: string;
  readonly kind: 'objective' | 'judgment' | 'context';
  /** Written for the user (not for the collector): the templates never put it in a letter. */
  readonly message?: string;
  readonly evidence: readonly EvidenceText[];
  readonly confidence?: 'high' | 'medium' | 'low';
};

/** Where the debt stands against the statute of limitations. The analyzer's `SolStatus` fits. */
export type LetterSol = {
  readonly status: 'within' | 'likely_expired' | 'unknown';
  /** Two-letter state code. */
  readonly state: string | null;
  readonly years: number | null;
  readonly runsOutOn?: IsoDate;
  readonly basis?: string;
};

/** The consumer's own details, as they typed them. Anything missing becomes a marked blank. */
export type ConsumerDetails = {
  readonly name?: string;
  /** Street line(s) then city, state and ZIP; a single string with line breaks is split. */
  readonly addressLines?: readonly string[] | string;
  /** Bureau letters only. */
  readonly dateOfBirth?: IsoDate;
  /** Bureau letters only: digits, at most 4 (spec 001 §5). */
  readonly ssnLast4?: string;
};

/** A recipient given directly (e.g. the API's `collector_info`), preferred over the facts. */
export type RecipientDetails = {
  readonly name?: string;
  readonly addressLines?: readonly string[] | string;
};

/** What every letter to a debt collector takes. */
export type CollectorLetterInput = {
  /** The date printed on this letter. Never taken from the clock. */
  readonly date: IsoDate;
  readonly consumer?: ConsumerDetails;
  /** The collector; overrides `facts.collector` field by field. */
  readonly collector?: RecipientDetails;
  /** An account number typed by the user or stored on a dispute: printed as the last 4 only. */
  readonly accountNumber?: string;
  readonly facts?: LetterFacts;
  readonly findings?: readonly LetterFinding[];
  /** The consumer's two-letter state, e.g. 'OH'. */
  readonly state?: string;
  readonly sol?: LetterSol;
  /** Ask the collector to communicate only in writing (12 CFR 1006.14(h)). */
  readonly writtenCommunicationOnly?: boolean;
  /** A suit has been filed: a letter does not answer it (a note tells the user). */
  readonly lawsuitFiled?: boolean;
};

/** Credit-report error categories of spec 001 §2.6. */
export type CreditErrorCategory = 'fraud' | 'accounts' | 'oldDebts';

/** One item on a credit report. */
export type CreditItem = {
  readonly id?: string;
  /** What the report shows or what is wrong, as chosen or typed (spec 001 `text`). */
  readonly text: string;
  /** The creditor or collector name as the report shows it. */
  readonly creditor?: string;
  /** Printed as the last 4 only. */
  readonly accountNumber?: string;
};

/** One disputed item with its category (spec 001 §3 credit error selection). */
export type CreditDisputeItem = CreditItem & { readonly category: CreditErrorCategory };

/** Spec 001 §2.6 customization. */
export type CreditCustomization = {
  /** What is wrong, in the user's words. */
  readonly specificErrors?: string;
  /** 'medical emergency' | 'job loss' | 'divorce' | 'COVID-19 impact' | 'other', or the user's words. */
  readonly hardshipReason?: string;
  /** How the error harms the user, in their words. */
  readonly specificHarm?: string;
  /** When the delinquency began: 'YYYY-MM-DD' or 'YYYY-MM' (for oldDebts). */
  readonly debtDate?: string;
};
