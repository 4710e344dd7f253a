/**
 * The product's 'total_value' (spec 000 §3, §9: default value per violation 1000 dollars), bounded
 * by what the FDCPA allows: statutory damages of up to $1,000 per action for an individual
 * (15 U.S.C. 1692k(a)(2)(A)), plus actual damages and attorney's fees, which cannot be read from a
 * letter. Several violations in one letter do not multiply the $1,000.
 */

export const DEFAULT_VIOLATION_VALUE = 1000;
export const FDCPA_STATUTORY_DAMAGES_CAP = 1000;

export const DAMAGES_NOTE =
  "Statutory damages under the FDCPA are up to $1,000 per lawsuit, not per violation (15 U.S.C. 1692k(a)(2)(A)), plus any actual damages and attorney's fees if you win. This is not a promise of money: courts decide, and a technical violation that caused no harm may not be enough to sue in federal court.";

export type TotalValue = {
  /** Statutory damages the findings could support, capped at $1,000. */
  totalValue: number;
  /** Sum of the per-finding values before the cap (for display next to each finding only). */
  uncappedSum: number;
  cap: number;
  note: string;
};

export const totalValue = (values: readonly number[]): TotalValue => {
  const uncappedSum = values.reduce((sum, v) => sum + (Number.isFinite(v) && v >= 0 ? v : DEFAULT_VIOLATION_VALUE), 0);
  return { totalValue: Math.min(FDCPA_STATUTORY_DAMAGES_CAP, uncappedSum), uncappedSum, cap: FDCPA_STATUTORY_DAMAGES_CAP, note: DAMAGES_NOTE };
};
