import type { Question, RuleContext, RuleResult, Span } from '../../types';
import { debtCollectorAssumption, GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';
import { testText } from '../../text/prefilter';

/** Wording of a collection letter rather than a pleading. */
const COLLECTION_LETTER =
  /\b(?:attempt(?:ing)?\s+to\s+collect|remit|make\s+(?:your\s+)?(?:check|payment|money\s+order)s?\s+payable|call\s+(?:us|our\s+office|this\s+office)|payment\s+(?:plan|arrangement|options)|settlement\s+offer|to\s+avoid)\b/i;

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
    if (!testText(COLLECTION_LETTER, text))
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
  if (gates.isDebtCollector === null) assumptions.push(debtCollectorAssumption(text));
  if (gates.isConsumerDebt === false)
    return {
      stop: {
        status: 'not_applicable',
        reason: 'The debt appears to be a business debt; the FDCPA covers only personal, family or household debts (15 U.S.C. 1692a(5)).',
      },
    };
  if (gates.isConsumerDebt === null) assumptions.push(GATE_ASSUMPTIONS.consumerDebt);
  if (options.regF) {
    if (gates.isRegF === false)
      return {
        stop: {
          status: 'not_applicable',
          reason: 'The letter is dated before November 30, 2021, when Regulation F took effect; this Regulation F rule does not apply to it.',
        },
      };
    if (gates.isRegF === null) assumptions.push(GATE_ASSUMPTIONS.regF);
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
