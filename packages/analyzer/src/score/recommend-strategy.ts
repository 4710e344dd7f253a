import { formatLongDate } from '@debtshield/clocks';
import { REVIVAL_WARNING } from '../sol/revival-rules';
import type { Facts, Gates, RuleKind, SolStatus, UserAnswers } from '../types';
import type { Deadline } from './compute-deadlines';
import { type SettlementOption, settlementOptions } from './settlement-options';

/**
 * The recommended response (spec 000 §1, §3 strategic_analysis). DEBT VALIDATION REQUEST is the
 * spec's default; the others are chosen, in this order, when the facts call for them. The order is
 * the law's (issue 27, decision 033): validation while the period runs; a request to cease only once
 * the period is over (or when the person chooses it); settlement only after verification.
 *   1. court papers                          -> ANSWER THE LAWSUIT (no letter stops a suit)
 *   2. debt likely past the limitations      -> TIME-BARRED DEBT RESPONSE
 *   3. the validation period is open or not known to be over (the letter is the first notice and
 *      no date shows the period ended), and no dispute sent yet -> DEBT VALIDATION REQUEST
 *      (threats or a settlement offer add why cease and settlement wait)
 *   4. abusive or harassing content          -> CEASE AND DESIST
 *   5. amount or dispute problems            -> DEBT DISPUTE
 *   6. a settlement offer, no violations, and
 *      the collector has verified the debt   -> SETTLEMENT NEGOTIATION
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
  'interest_increase_language_false',
  'collection_after_dispute_before_verification',
]);

export type StrategyInput = {
  findings: readonly StrategyFinding[];
  sol: SolStatus;
  gates: Gates;
  facts: Facts;
  deadlines: readonly Deadline[];
  /** What the person told us: a dispute already sent, verification received, the date the letter came. */
  answers?: UserAnswers;
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

/** The date in a sentence is written for a person ("July 1, 2025"; Spanish "1 de julio de 2025"), decision 251. */
const windowSentence = (window: Deadline | undefined): string => {
  if (!window) return "This appears to be the collector's first notice.";
  if (window.kind === 'validation_end_date')
    return `You are inside the validation period (until ${formatLongDate(window.date)}, the end date the letter gives).`;
  return `You are likely still within 30 days of receiving the letter (until ${formatLongDate(window.date)}).`;
};

/**
 * Whether the validation period is known to be over: the end date the letter gives has passed, or
 * 30 days from the day the person says the letter came have passed, or this is a later letter (the
 * period ran from the first notice). A window counted from the letter date alone is a safe date, not
 * the end: the 30 days run from receipt, so the period is then not known to be over.
 */
const periodKnownOver = (gates: Gates, deadlines: readonly Deadline[], answers: UserAnswers): boolean => {
  if (gates.isValidationNotice === false) return true;
  if (deadlines.some((d) => d.kind === 'validation_end_date' && d.daysLeft < 0)) return true;
  return Boolean(answers.receivedDate) && deadlines.some((d) => d.kind === 'dispute_window' && d.daysLeft < 0);
};

const hasWindowDates = (deadlines: readonly Deadline[]): boolean => deadlines.some((d) => d.kind === 'validation_end_date' || d.kind === 'dispute_window');

const choose = ({ findings, sol, gates, facts, deadlines, answers = {} }: StrategyInput): { template: StrategyTemplate; explanation: string } => {
  const ids = new Set(findings.filter((f) => f.level === 'violation').map((f) => f.id));
  const count = ids.size;
  const found =
    count === 0
      ? ''
      : count === 1
        ? ' The analysis found 1 likely violation; the letter can cite it.'
        : ` The analysis found ${count} likely violations; the letter can cite them.`;
  const abusive = [...ids].some((id) => ABUSIVE_IDS.has(id));
  const offer = facts.settlementOffers.length > 0;

  if (gates.isCourtPleading)
    return {
      template: 'lawsuit',
      explanation:
        'These look like court papers. A letter to the collector does not stop a lawsuit: file an answer with the court by its deadline (raising any defence such as the statute of limitations), and consider a lawyer or legal aid.',
    };
  if (sol.status === 'likely_expired')
    return {
      template: 'statute',
      explanation: sol.state
        ? `The debt is likely past the statute of limitations in ${sol.state}. A debt collector must not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)). The response tells the collector so without admitting the debt, and asks it to stop or to prove the debt's age.${found}`
        : // The person answered that the time limit has passed, and the state is not known (decision 254).
          `You answered that the time limit to sue on this debt has passed. A debt collector must not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)). The response tells the collector so without admitting the debt, and asks it to stop or to prove the debt's age.${found}`,
    };
  const window = openWindow(deadlines);
  const disputed = Boolean(answers.disputeSentDate);
  if (!disputed && (window || !periodKnownOver(gates, deadlines, answers))) {
    const when =
      window || !hasWindowDates(deadlines)
        ? windowSentence(window)
        : 'The 30 days to dispute run from the day you received the letter: if that was less than 30 days ago, the validation period is still open.';
    // Whole sentences per case (not joined pieces), so that src/i18n can write each in another language.
    const explanation = abusive
      ? `${when} A written dispute sent in time makes the collector stop collecting until it sends verification of the debt (15 U.S.C. 1692g(b); 12 CFR 1006.38). The letter also contains threats: you can ask the collector to stop contacting you, but send that after this dispute, because a request to stop sent first can end your chance to learn who owns the debt and what it is, and it does not stop a lawsuit.${found}`
      : offer
        ? `${when} A written dispute sent in time makes the collector stop collecting until it sends verification of the debt (15 U.S.C. 1692g(b); 12 CFR 1006.38). Do not pay or accept the settlement offer before the collector has verified the debt: a settlement comes after verification.${found}`
        : `${when} A written dispute sent in time makes the collector stop collecting until it sends verification of the debt (15 U.S.C. 1692g(b); 12 CFR 1006.38).${found}`;
    return { template: 'validation', explanation };
  }
  if (abusive)
    return {
      template: 'cease',
      explanation: `The validation period is over and the letter contains threats or abuse. A written request to stop communicating obliges the collector to stop, except to confirm it is stopping or to name a specific remedy (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)). It does not erase the debt or stop a lawsuit, and the collector may send you no more information about it: if you still want proof of the debt, ask for verification first.${found}`,
    };
  if ([...ids].some((id) => AMOUNT_IDS.has(id)))
    return {
      template: 'dispute',
      explanation: `The amount or the way it is being collected looks wrong. A written dispute asks the collector to correct it and to report the debt as disputed (15 U.S.C. 1692e(8)).${found}`,
    };
  if (offer && count === 0 && answers.verificationReceived === true)
    return {
      template: 'settlement',
      explanation:
        'The collector has verified the debt, and the letter offers a settlement and shows no likely violation. If the debt is yours, a written settlement agreed before you pay can close it for less; get the terms in writing first.',
    };
  if (offer && count === 0)
    return {
      template: 'validation',
      explanation:
        'The letter offers a settlement. Before you pay or promise anything, ask the collector in writing to verify the debt (15 U.S.C. 1692g): a settlement comes after verification, and paying or promising to pay can restart the statute of limitations in some states.',
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
