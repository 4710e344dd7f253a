import { REVIVAL_WARNING } from '../sol/revival-rules';
import type { Facts, Gates, RuleKind, SolStatus } from '../types';
import type { Deadline } from './compute-deadlines';
import { type SettlementOption, settlementOptions } from './settlement-options';

/**
 * The recommended response (spec 000 §1, §3 strategic_analysis). DEBT VALIDATION REQUEST is the
 * spec's default; the others are chosen, in this order, when the facts call for them:
 *   1. court papers                          -> ANSWER THE LAWSUIT (no letter stops a suit)
 *   2. debt likely past the limitations      -> TIME-BARRED DEBT RESPONSE
 *   3. validation period still open, or the
 *      letter is the notice and dates are unknown -> DEBT VALIDATION REQUEST
 *   4. abusive or harassing content          -> CEASE AND DESIST
 *   5. amount or dispute problems            -> DEBT DISPUTE
 *   6. a settlement offer, no violations     -> SETTLEMENT NEGOTIATION
 *   7. otherwise                             -> DEBT VALIDATION REQUEST
 *
 * Success probability is an ESTIMATE, not a measured rate (formula in packages/analyzer/README.md):
 *   estimate = clamp(75 + 5 × min(3, certain objective violations) − 10 × [FDCPA may not apply], 50, 90)
 * 75 is the spec's default; nothing here is a statistic about outcomes.
 */

export const STRATEGIES = {
  validation: 'DEBT VALIDATION REQUEST',
  cease: 'CEASE AND DESIST',
  dispute: 'DEBT DISPUTE',
  statute: 'TIME-BARRED DEBT RESPONSE',
  settlement: 'SETTLEMENT NEGOTIATION',
  lawsuit: 'ANSWER THE LAWSUIT',
} as const;

export type StrategyTemplate = keyof typeof STRATEGIES;

export const DEFAULT_STRATEGY = STRATEGIES.validation;
export const DEFAULT_SUCCESS_PROBABILITY = 75;

export type StrategyFinding = { id: string; kind: RuleKind; confidence: 'high' | 'medium' | 'low'; level: 'violation' | 'info' };

export type Strategy = {
  recommendedStrategy: (typeof STRATEGIES)[StrategyTemplate];
  /** Letter template to generate (spec 000 §2 payment 'template'). */
  template: StrategyTemplate;
  /** Percent. Always an estimate; see successProbabilityBasis. */
  successProbability: number;
  successProbabilityIsEstimate: true;
  successProbabilityBasis: string;
  explanation: string;
  settlementOptions: SettlementOption[];
  settlementNote?: string;
  currentCollector?: string;
  debtAmount?: number;
};

const ABUSIVE_IDS: ReadonlySet<string> = new Set([
  'threat_violence',
  'obscene_or_abusive_language',
  'threat_arrest_or_criminal',
  'debtor_list_publication',
  'coercive_debt_sale_advertisement',
  'contact_after_cease_or_refusal',
  'contact_represented_consumer',
]);

const AMOUNT_IDS: ReadonlySet<string> = new Set([
  'vn_itemization_arithmetic',
  'amounts_contradictory',
  'unauthorized_fees_or_interest',
  'pay_to_pay_fee',
  'misstated_legal_status',
  'collector_compensation_misstated',
  'interest_accrual_not_disclosed',
  'collection_after_dispute_before_verification',
]);

export type StrategyInput = {
  findings: readonly StrategyFinding[];
  sol: SolStatus;
  gates: Gates;
  facts: Facts;
  deadlines: readonly Deadline[];
};

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

const estimateSuccess = (findings: readonly StrategyFinding[], gates: Gates): { value: number; basis: string } => {
  const certain = findings.filter((f) => f.level === 'violation' && f.kind === 'objective' && f.confidence === 'high').length;
  const mayNotApply = gates.isDebtCollector === false || gates.isConsumerDebt === false;
  const value = clamp(DEFAULT_SUCCESS_PROBABILITY + 5 * Math.min(3, certain) - (mayNotApply ? 10 : 0), 50, 90);
  // Whole sentences (not joined pieces), so that src/i18n can write them in another language.
  const counted = Math.min(3, certain);
  const basis =
    certain > 0 && mayNotApply
      ? `An estimate, not a measured rate: the product's default of ${DEFAULT_SUCCESS_PROBABILITY}%, plus 5 points for each clear, objective violation (${counted} counted, at most 3), minus 10 because the federal debt-collection law may not apply to this sender or debt`
      : certain > 0
        ? `An estimate, not a measured rate: the product's default of ${DEFAULT_SUCCESS_PROBABILITY}%, plus 5 points for each clear, objective violation (${counted} counted, at most 3)`
        : mayNotApply
          ? `An estimate, not a measured rate: the product's default of ${DEFAULT_SUCCESS_PROBABILITY}%, minus 10 because the federal debt-collection law may not apply to this sender or debt`
          : `An estimate, not a measured rate: the product's default of ${DEFAULT_SUCCESS_PROBABILITY}%`;
  return { value, basis: `${basis}; bounded to 50–90%.` };
};

const openWindow = (deadlines: readonly Deadline[]): Deadline | undefined =>
  deadlines.find((d) => (d.kind === 'validation_end_date' || d.kind === 'dispute_window') && d.daysLeft >= 0);

const windowSentence = (window: Deadline | undefined): string => {
  if (!window) return "This appears to be the collector's first notice.";
  if (window.kind === 'validation_end_date') return `You are inside the validation period (until ${window.date}, the end date the letter gives).`;
  return `You are likely still within 30 days of receiving the letter (until ${window.date}).`;
};

const hasWindowDates = (deadlines: readonly Deadline[]): boolean => deadlines.some((d) => d.kind === 'validation_end_date' || d.kind === 'dispute_window');

const choose = ({ findings, sol, gates, facts, deadlines }: StrategyInput): { template: StrategyTemplate; explanation: string } => {
  const ids = new Set(findings.filter((f) => f.level === 'violation').map((f) => f.id));
  const count = ids.size;
  const found =
    count === 0
      ? ''
      : count === 1
        ? ' The analysis found 1 likely violation; the letter can cite it.'
        : ` The analysis found ${count} likely violations; the letter can cite them.`;

  if (gates.isCourtPleading)
    return {
      template: 'lawsuit',
      explanation:
        'These look like court papers. A letter to the collector does not stop a lawsuit: file an answer with the court by its deadline (raising any defence such as the statute of limitations), and consider a lawyer or legal aid.',
    };
  if (sol.status === 'likely_expired')
    return {
      template: 'statute',
      explanation: `The debt is likely past the statute of limitations in ${sol.state}. A debt collector must not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)). The response tells the collector so without admitting the debt, and asks it to stop or to prove the debt's age.${found}`,
    };
  const window = openWindow(deadlines);
  if (window || (gates.isValidationNotice !== false && !hasWindowDates(deadlines)))
    return {
      template: 'validation',
      explanation: `${windowSentence(window)} A written dispute sent in time makes the collector stop collecting until it sends verification of the debt (15 U.S.C. 1692g(b); 12 CFR 1006.38).${found}`,
    };
  if ([...ids].some((id) => ABUSIVE_IDS.has(id)))
    return {
      template: 'cease',
      explanation: `The letter contains threats or abuse. A written request to stop communicating obliges the collector to stop, except to confirm it is stopping or to name a specific remedy (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). It does not erase the debt.${found}`,
    };
  if ([...ids].some((id) => AMOUNT_IDS.has(id)))
    return {
      template: 'dispute',
      explanation: `The amount or the way it is being collected looks wrong. A written dispute asks the collector to correct it and to report the debt as disputed (15 U.S.C. 1692e(8)).${found}`,
    };
  if (facts.settlementOffers.length > 0 && count === 0)
    return {
      template: 'settlement',
      explanation:
        'The letter offers a settlement and shows no likely violation. If the debt is yours, a written settlement agreed before you pay can close it for less; get the terms in writing first.',
    };
  return {
    template: 'validation',
    explanation: `Asking the collector to prove the debt in writing is the safe first step whatever the letter says (15 U.S.C. 1692g).${found}`,
  };
};

export const recommendStrategy = (input: StrategyInput): Strategy => {
  const { template, explanation } = choose(input);
  const success = estimateSuccess(input.findings, input.gates);
  const debtAmount = input.facts.itemization.currentAmount?.value;
  const collector = input.facts.collector?.name.value;
  const options = settlementOptions(debtAmount);
  return {
    recommendedStrategy: STRATEGIES[template],
    template,
    successProbability: success.value,
    successProbabilityIsEstimate: true,
    successProbabilityBasis: success.basis,
    explanation,
    settlementOptions: options,
    ...(options.length && input.sol.status !== 'within' ? { settlementNote: REVIVAL_WARNING } : {}),
    ...(collector ? { currentCollector: collector } : {}),
    ...(debtAmount !== undefined ? { debtAmount } : {}),
  };
};
