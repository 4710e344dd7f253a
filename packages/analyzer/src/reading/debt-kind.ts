import type { DebtTypeHint, Fact, Span } from '../types';
import { spanOf } from '../text/find';
import { mayMatch } from '../text/prefilter';

/**
 * What kind of obligation the letter's words say the debt is, for the statute of limitations (decision 156). Real periods
 * differ by kind (legal-reference §4.1): a credit card, a store or charge account, a revolving line, and a running bill
 * for services (medical, telephone, utility) are what courts in many states call an open account, and where the state's
 * open-account period is shorter than the product's one number, a court judging such a letter may count the shorter one.
 * A loan (car, student, personal, payday, mortgage) rests on a signed note: written-contract periods govern it, so a
 * letter that names one is not read as an open account whatever else it says.
 */
/** What named the debt a running account: a kind of the debt-type reader, or words that call it open or revolving. */
export type OpenAccountKind = 'credit_card' | 'retail' | 'medical' | 'telecom' | 'utility' | 'open_or_revolving';
export type DebtKind = { kind: OpenAccountKind; span: Span };

/** Kinds the debt-type reader finds that are running accounts. */
const OPEN_ACCOUNT_HINTS: ReadonlySet<DebtTypeHint> = new Set(['credit_card', 'retail', 'medical', 'telecom', 'utility']);

/** Kinds that rest on a written loan or a judgment: the written-contract (or judgment) period governs. */
const WRITTEN_LOAN_HINTS: ReadonlySet<DebtTypeHint> = new Set(['auto_loan', 'personal_loan', 'student_loan', 'mortgage', 'payday', 'judgment']);

/**
 * Words that name the account as open or revolving ("open account", "revolving credit account", "revolving charge
 * account", "charge account", "open-end credit", "cuenta abierta", "crédito rotativo / revolvente").
 */
const OPEN_ACCOUNT_WORDS =
  /\bopen[- ]?(?:book\s+)?accounts?\b|\bopen[- ]end(?:ed)?\s+(?:credit|account|plan)\b|\brevolving\s+(?:credit|charge|account|line)\b|\b(?:retail\s+)?charge\s+account\b|\bcuenta\s+abierta\b|\bcr[eé]dito\s+(?:rotativo|revolvente|renovable)\b/i;

/** The letter names a loan, a mortgage or a judgment: the written-contract (or judgment) period governs. */
export const namesWrittenLoan = (hints: readonly Fact<DebtTypeHint>[]): boolean => hints.some((h) => WRITTEN_LOAN_HINTS.has(h.value));

/**
 * The letter's reading of the debt's kind as an open account, or null: a running account named by the debt-type reader
 * or by the words above, and no loan, mortgage or judgment named.
 */
export const openAccountKindOf = (text: string, hints: readonly Fact<DebtTypeHint>[]): DebtKind | null => {
  if (namesWrittenLoan(hints)) return null;
  const m = mayMatch(OPEN_ACCOUNT_WORDS, text) ? OPEN_ACCOUNT_WORDS.exec(text) : null;
  if (m) return { kind: 'open_or_revolving', span: spanOf(text, m.index, m.index + m[0].length) };
  for (const h of hints) if (OPEN_ACCOUNT_HINTS.has(h.value)) return { kind: h.value as OpenAccountKind, span: h.span };
  return null;
};
