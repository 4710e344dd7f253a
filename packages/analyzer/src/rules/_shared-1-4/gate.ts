import type { Question, RuleContext, RuleResult, Span } from '../../types';
import { SELF_DESCRIBED_COLLECTOR } from './phrases';

/** Wording of a collection letter rather than a pleading. */
const COLLECTION_LETTER =
  /\b(?:attempt(?:ing)?\s+to\s+collect|remit|make\s+(?:your\s+)?(?:check|payment|money\s+order)s?\s+payable|call\s+(?:us|our\s+office|this\s+office)|payment\s+(?:plan|arrangement|options)|settlement\s+offer|to\s+avoid)\b/i;

/** Regulation F's effective date (legal-reference §0.2 q4). */
const REG_F_EFFECTIVE_DATE = '2021-11-30';

/**
 * The gate questions of legal-reference §0.2 as the §1.4 rules use them. 1692e and 1006.18 bind
 * debt collectors collecting consumer debts; a gate that is false makes the rule not applicable, a
 * gate that is unknown (null) is assumed in the consumer's favour and the assumption is stated.
 */
export type GateOptions = {
  /** The rule is a Regulation F rule with no statutory twin (e.g. 1006.30(a)). */
  regF?: boolean;
  /** The rule still runs on a court pleading (it is about legal papers). */
  onPleadings?: boolean;
};

export type Gate = { stop: RuleResult } | { stop?: undefined; assumptions: string[] };

export const checkGates = (ctx: RuleContext, options: GateOptions = {}): Gate => {
  const { gates, text } = ctx;
  const assumptions: string[] = [];
  if (gates.isCourtPleading && !options.onPleadings) {
    // A collection letter dressed as a pleading is still a letter.
    if (!COLLECTION_LETTER.test(text))
      return {
        stop: {
          status: 'not_applicable',
          reason: 'This document appears to be a court pleading (summons or complaint), which is answered in court; this letter check does not apply to it.',
        },
      };
    assumptions.push('The document looks like a court pleading but also asks for payment like a collection letter, so it was checked as a letter.');
  }
  if (gates.isDebtCollector === false)
    return {
      stop: {
        status: 'not_applicable',
        reason:
          'The sender appears to be the original creditor collecting in its own name. 15 U.S.C. 1692e and 12 CFR 1006.18 apply to debt collectors (1692a(6)); state law may still apply.',
      },
    };
  if (gates.isDebtCollector === null)
    assumptions.push(
      SELF_DESCRIBED_COLLECTOR.test(text)
        ? 'Assumed the sender is a debt collector (the letter calls itself one).'
        : 'Assumed the sender is a debt collector covered by the FDCPA; if it is the original creditor collecting in its own name, this federal rule does not apply.',
    );
  if (gates.isConsumerDebt === false)
    return {
      stop: { status: 'not_applicable', reason: 'The debt appears to be a business debt; the FDCPA covers only personal, family or household debts (15 U.S.C. 1692a(5)).' },
    };
  if (gates.isConsumerDebt === null) assumptions.push('Assumed the debt is a consumer debt (for personal, family or household purposes).');
  if (options.regF) {
    if (gates.isRegF === false)
      return {
        stop: {
          status: 'not_applicable',
          reason: `The letter is dated before ${REG_F_EFFECTIVE_DATE} (30 Nov 2021), when Regulation F took effect; this Regulation F rule does not apply to it.`,
        },
      };
    if (gates.isRegF === null) assumptions.push('Assumed the letter is dated on or after 30 Nov 2021 (Regulation F applies).');
  }
  return { assumptions };
};

export type Confidence = 'high' | 'medium' | 'low';

export const flag = (message: string, evidence: Span[], confidence: Confidence, assumptions: string[]): RuleResult => ({
  status: 'flag',
  message,
  evidence,
  confidence,
  ...(assumptions.length > 0 ? { assumptions } : {}),
});

export const pass = (assumptions: string[] = []): RuleResult => ({ status: 'pass', ...(assumptions.length > 0 ? { assumptions } : {}) });

export const notApplicable = (reason: string): RuleResult => ({ status: 'not_applicable', reason });

export const needsInput = (message: string, questions: Question[], evidence: Span[], assumptions: string[]): RuleResult => ({
  status: 'needs_input',
  message,
  questions,
  ...(evidence.length > 0 ? { evidence } : {}),
  ...(assumptions.length > 0 ? { assumptions } : {}),
});

/** The questions of §1.4, one wording per UserAnswers key. */
export const QUESTIONS = {
  lawsuitFiled: {
    id: 'lawsuitFiled',
    type: 'boolean',
    text: 'Has a lawsuit actually been filed against you on this debt? (You were served with a summons, or the case shows on the court\'s website.)',
  },
  judgmentEntered: {
    id: 'judgmentEntered',
    type: 'boolean',
    text: 'Has a court entered a judgment against you on this debt? (Answer no if you were never sued, or the case is still open.)',
  },
  debtDischargedInBankruptcy: {
    id: 'debtDischargedInBankruptcy',
    type: 'boolean',
    text: 'Was this debt included in a bankruptcy case in which you received a discharge?',
  },
  debtAlreadyPaidOrSettled: {
    id: 'debtAlreadyPaidOrSettled',
    type: 'boolean',
    text: 'Had you already paid this debt in full, or settled it, before this letter arrived?',
  },
  contractAllowsCollectionFees: {
    id: 'contractAllowsCollectionFees',
    type: 'boolean',
    text: 'Does your original agreement with the creditor say that collection fees or collection costs can be added if you fall behind? (Check the card agreement or loan contract; answer no if it says nothing about them.)',
  },
  isFirstContact: {
    id: 'isFirstContact',
    type: 'boolean',
    text: 'Is this the first letter you received from this collector about this debt (and did it not speak to you by phone before)?',
  },
  lastPaymentDate: {
    id: 'lastPaymentDate',
    type: 'date',
    text: 'When did you last make a payment on this debt? If you never paid, when did you first fall behind? An approximate date is fine.',
  },
} satisfies Record<string, Question>;
