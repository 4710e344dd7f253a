/** Settlement arithmetic on the balance the letter states; never used without one. */

export type SettlementFigures = { percentage: number; amount: number; savings: number };

const cents = (n: number): number => Math.round(n * 100) / 100;

export const MIN_SETTLEMENT_PERCENT = 1;
export const MAX_SETTLEMENT_PERCENT = 100;

/** What paying `percentage` % of `debt` costs and saves, or null for a bad balance or percentage. */
export const settlementFor = (debt: number, percentage: number): SettlementFigures | null => {
  if (!Number.isFinite(debt) || debt <= 0) return null;
  if (!Number.isFinite(percentage) || percentage < MIN_SETTLEMENT_PERCENT || percentage > MAX_SETTLEMENT_PERCENT) return null;
  const amount = cents((debt * percentage) / 100);
  return { percentage, amount, savings: cents(debt - amount) };
};
