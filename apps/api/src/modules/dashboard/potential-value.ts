import { FDCPA_LIMITATION_DAYS, FDCPA_STATUTORY_CAP_USD } from '@debtshield/contracts';
import { collectorKey } from '../intel/collector-key';

/** One likely violation, reduced to what the limit needs: who, and when it happened (if known). */
export type DatedViolation = { collectorName: string | null; date: string | null; fallbackDate: string };

export type PotentialValue = {
  statutoryMaxUsd: number;
  collectorsWithinLimit: number;
  collectorsPastLimit: number;
  undatedCollectors: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the law allows, not a sum of per-violation figures: in an individual FDCPA action the court
 * may award actual damages plus statutory damages up to $1,000 (15 U.S.C. 1692k(a)(2)(A)) — per
 * action, however many violations one collector committed — and the action must be brought within
 * one year of the violation (1692k(d)). So: $1,000 for each collector with a likely violation whose
 * newest dated violation is within the year. Actual damages depend on harm that is not estimated here.
 *
 * A violation without its own date (a letter with no date) is dated by when it was found
 * (`fallbackDate`): the letter cannot be newer than its upload, so this can only overstate the time
 * left; such collectors are counted and reported as undated so the figure says so.
 */
export const potentialValue = (violations: readonly DatedViolation[], now: Date): PotentialValue => {
  const newest = new Map<string, { date: string; undated: boolean }>();
  for (const v of violations) {
    const key = v.collectorName ? collectorKey(v.collectorName) : '';
    if (!key) continue;
    const date = v.date ?? v.fallbackDate;
    const prev = newest.get(key);
    if (!prev || date > prev.date) newest.set(key, { date, undated: v.date === null });
  }
  let within = 0;
  let past = 0;
  let undated = 0;
  for (const { date, undated: isUndated } of newest.values()) {
    const age = (now.getTime() - Date.parse(`${date.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
    if (age <= FDCPA_LIMITATION_DAYS) {
      within++;
      if (isUndated) undated++;
    } else past++;
  }
  return { statutoryMaxUsd: within * FDCPA_STATUTORY_CAP_USD, collectorsWithinLimit: within, collectorsPastLimit: past, undatedCollectors: undated };
};
