import { addDays, addYears, daysBetween, earliestValidationEndDate, formatLongDate, isIsoDate } from '@debtshield/clocks';
import type { Facts, Gates, IsoDate, SolStatus, UserAnswers } from '../types';

/** The dates that matter for this letter, each with where it comes from. */

export type DeadlineKind =
  | 'validation_end_date'
  | 'earliest_lawful_validation_end_date'
  | 'dispute_window'
  | 'settlement_offer'
  | 'sol_runs_out'
  | 'credit_reporting_ends'
  | 'fdcpa_claim';

export type Deadline = {
  kind: DeadlineKind;
  date: IsoDate;
  label: string;
  /** Where the date comes from: the letter, the user, or the rule it was computed by. */
  source: string;
  /** Days from today (negative when past). */
  daysLeft: number;
};

/** Days a consumer has to dispute in writing after receiving the notice (15 U.S.C. 1692g(a)(3)-(5)). */
export const DISPUTE_WINDOW_DAYS = 30;

/** Margin taken off the FDCPA's one-year limit (15 U.S.C. 1692k(d)) so the date shown is safe. */
export const FDCPA_CLAIM_MARGIN_DAYS = 30;

export type DeadlineInput = {
  facts: Facts;
  gates: Gates;
  answers: UserAnswers;
  sol: SolStatus;
  today: IsoDate;
  /** True when the analysis found at least one likely violation (the FDCPA claim date is then shown). */
  hasFindings: boolean;
};

export const computeDeadlines = ({ facts, gates, answers, sol, today, hasFindings }: DeadlineInput): Deadline[] => {
  const out: Deadline[] = [];
  const add = (kind: DeadlineKind, date: IsoDate | undefined, label: string, source: string): void => {
    if (date && isIsoDate(date)) out.push({ kind, date, label, source, daysLeft: daysBetween(today, date) });
  };
  const letterDate = facts.letterDate?.value;
  const isNotice = gates.isValidationNotice !== false;

  add(
    'validation_end_date',
    facts.validationEndDate?.value,
    'Validation end date in the letter: dispute in writing by this date and the collector must stop collecting until it sends verification.',
    'the letter',
  );

  if (letterDate && isIsoDate(letterDate) && isNotice) {
    const { endDate, assumedReceipt } = earliestValidationEndDate(letterDate);
    add(
      'earliest_lawful_validation_end_date',
      endDate,
      `Earliest validation end date the law allows for a letter dated ${formatLongDate(letterDate)} (assumed received ${formatLongDate(assumedReceipt)}, plus 30 days).`,
      '12 CFR 1006.34(b)(5): 5 business days for mail, then 30 days',
    );
  }

  const received = answers.receivedDate && isIsoDate(answers.receivedDate) ? answers.receivedDate : undefined;
  const windowStart = received ?? letterDate;
  if (windowStart && isIsoDate(windowStart) && isNotice) {
    add(
      'dispute_window',
      addDays(windowStart, DISPUTE_WINDOW_DAYS),
      received
        ? 'Send your written dispute within 30 days of receiving the letter (by this date).'
        : 'Send your written dispute within 30 days; counted from the letter date because the date you received it is unknown, so this is the safe date.',
      received ? 'your received date + 30 days (15 U.S.C. 1692g(a))' : 'letter date + 30 days (15 U.S.C. 1692g(a))',
    );
  }

  facts.settlementOffers.forEach((offer) => add('settlement_offer', offer.deadline?.value, 'Deadline of the settlement offer in the letter.', 'the letter'));

  if (sol.runsOutOn && sol.status !== 'unknown')
    add(
      'sol_runs_out',
      sol.runsOutOn,
      sol.status === 'likely_expired'
        ? 'The statute of limitations likely ran out on this date: a collector must not sue or threaten to sue after it.'
        : 'The statute of limitations likely runs out on this date.',
      `${sol.state ?? 'state'} period of ${sol.years ?? '?'} years (the product's table of state periods); ${sol.basis}`,
    );

  add(
    'credit_reporting_ends',
    sol.reportingEndsOn,
    'After this date the debt may no longer appear on your credit report (7 years and 180 days from the first missed payment).',
    '15 U.S.C. 1681c(a)(4), (c)(1)',
  );

  if (hasFindings && letterDate && isIsoDate(letterDate))
    add(
      'fdcpa_claim',
      addDays(addYears(letterDate, 1), -FDCPA_CLAIM_MARGIN_DAYS),
      'To sue over this letter under the FDCPA, file before this date (one year from the violation, with a 30-day safety margin).',
      '15 U.S.C. 1692k(d)',
    );

  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
};
