import { addDays, addYears } from '@debtshield/clocks';
import type { IsoDate } from '../types';

/**
 * The FCRA credit-reporting limit (legal-reference §4.4), independent of the statute of limitations:
 * collection and charged-off accounts may not be reported once they antedate the report by more than
 * 7 years, counted from 180 days after the start of the delinquency that led to collection or
 * charge-off (15 U.S.C. 1681c(a)(4), (c)(1)). Payment, settlement, a sale or a new collector do not
 * reset it.
 */
export const reportingPeriodEnd = (firstDelinquencyDate: IsoDate): IsoDate => addYears(addDays(firstDelinquencyDate, 180), 7);

export const REPORTING_PERIOD_NOTE =
  'Credit reporting is a separate clock: a collection or charged-off account may stay on your credit report for about 7 years and 180 days from the first missed payment that led to it (15 U.S.C. 1681c(a)(4), (c)(1)). Paying, settling or a sale of the debt does not restart it. A debt can be too old to sue on and still be reportable, or the other way round.';
