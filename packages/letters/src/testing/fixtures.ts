import type { CollectorLetterInput, LetterFacts, LetterFinding, LetterSol } from '../inputs';

/** A validation notice as the analyzer reads it (values only; spans are not needed here). */
export const FACTS: LetterFacts = {
  collector: {
    name: { value: 'Midwest Portfolio Recovery, LLC' },
    address: { lines: ['PO Box 4471', 'Columbus, OH 43215'] },
  },
  currentCreditor: { value: 'Harbor Bank, N.A.' },
  itemizationDateCreditor: { value: 'Harbor Bank, N.A.' },
  accountNumbers: [{ masked: '****4471', last4: '4471', kind: 'account' }],
  consumer: { name: { value: 'Jordan A. Reyes' }, address: { lines: ['12 Elm Street', 'Dayton, OH 45402'] } },
  letterDate: { value: '2026-02-20' },
  itemizationDate: { value: '2025-06-30' },
  itemization: {
    amountOnItemizationDate: { value: 3500 },
    interest: { value: 312.4 },
    fees: { value: 150 },
    paymentsAndCredits: { value: 0 },
    currentAmount: { value: 3912.4 },
  },
  amounts: [{ value: 3500 }, { value: 312.4 }, { value: 150 }, { value: 3912.4 }, { value: 3962.4 }],
  balances: [{ value: 3912.4 }, { value: 3962.4 }],
  validationEndDate: { value: '2026-03-27' },
};

/** The same letter with nothing known about the people or the account. */
export const BARE_FACTS: LetterFacts = { amounts: [] };

export const ARITHMETIC: LetterFinding = {
  id: 'vn_itemization_arithmetic',
  title: 'Itemization does not add up',
  citation: '12 CFR 1006.34(c)(2)(vii)–(ix); 15 U.S.C. 1692e(2)(A), 1692g(a)(1)',
  kind: 'objective',
  message: 'You told us nothing; the figures do not add up.',
  evidence: [{ text: 'Fees: $150.00' }],
  confidence: 'high',
};

export const CONTRADICTORY: LetterFinding = {
  id: 'amounts_contradictory',
  title: 'Different balances in the same letter',
  citation: '15 U.S.C. 1692e(2)(A), (10), 1692g(a)(1); 12 CFR 1006.34(c)(2)(ix)',
  kind: 'objective',
  evidence: [{ text: 'Balance due: $3,962.40' }],
  confidence: 'high',
};

export const OVERSHADOW: LetterFinding = {
  id: 'overshadow_payment_deadline',
  title: 'Payment demanded before the validation period ends',
  citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(b)(1)',
  kind: 'judgment',
  evidence: [{ text: 'Pay the full balance within 10 days of this letter to avoid further action.' }],
  confidence: 'medium',
};

export const SUIT_THREAT: LetterFinding = {
  id: 'time_barred_suit_threat',
  title: 'Threatens suit on a debt past the statute of limitations',
  citation: '12 CFR 1006.26(b); 15 U.S.C. 1692e(2)(A), (5)',
  kind: 'context',
  evidence: [{ text: 'this account will be referred to our attorneys, who are authorized to file suit against you' }],
  confidence: 'high',
};

export const MISSING_CREDITOR: LetterFinding = {
  id: 'vn_current_creditor',
  title: 'current creditor missing',
  citation: '12 CFR 1006.34(c)(2)(v)',
  kind: 'objective',
  evidence: [],
};

/** A quote that carries a full account number: it must come out masked. */
export const FULL_NUMBER_QUOTE: LetterFinding = {
  id: 'credit_reporting_threat_misleading',
  title: 'False or misleading credit-reporting statement',
  citation: '15 U.S.C. 1692e(8)',
  kind: 'judgment',
  evidence: [{ text: 'Account 4111111111114471 will be reported to all three bureaus as delinquent forever.' }],
};

export const FINDINGS: readonly LetterFinding[] = [ARITHMETIC, CONTRADICTORY, OVERSHADOW];

export const EXPIRED_SOL: LetterSol = { status: 'likely_expired', state: 'OH', years: 6, runsOutOn: '2024-03-14', basis: 'counted from the last payment date' };

export const DATE = '2026-03-05';

export const CONSUMER = { name: 'Jordan A. Reyes', addressLines: ['12 Elm Street', 'Dayton, OH 45402'] };

/** A full input for a collector letter. */
export const FULL_INPUT: CollectorLetterInput = { date: DATE, consumer: CONSUMER, facts: FACTS, findings: FINDINGS, state: 'OH' };

/** Only the date: every other detail must come out as a marked blank. */
export const BARE_INPUT: CollectorLetterInput = { date: DATE, facts: BARE_FACTS };

/** Phrases no letter may contain (legal-reference §4.2, §5). */
export const ADMISSION_PHRASES = ['I owe', 'my debt', 'I will pay', 'I promise', 'I acknowledge'] as const;

export const findAdmissions = (text: string): string[] => ADMISSION_PHRASES.filter((p) => text.toLowerCase().includes(p.toLowerCase()));
