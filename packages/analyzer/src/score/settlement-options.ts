/**
 * Settlement options as shares of the current amount the letter states (spec 000 §3:
 * settlement_options, each amount, savings, percentage). Only computed from a known amount; no
 * amount is ever invented. `percentage` is the share of the balance offered.
 */

export type SettlementOption = {
  /** Share of the current balance offered, in percent. */
  percentage: number;
  amount: number;
  savings: number;
};

export const SETTLEMENT_PERCENTAGES: readonly number[] = [30, 40, 50];

const cents = (n: number): number => Math.round(n * 100) / 100;

export const settlementOptions = (currentAmount: number | undefined): SettlementOption[] => {
  if (currentAmount === undefined || !Number.isFinite(currentAmount) || currentAmount <= 0) return [];
  return SETTLEMENT_PERCENTAGES.map((percentage) => {
    const amount = cents((currentAmount * percentage) / 100);
    return { percentage, amount, savings: cents(currentAmount - amount) };
  });
};
