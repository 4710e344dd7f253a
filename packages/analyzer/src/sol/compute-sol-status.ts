import { addYears, daysBetween, formatLongDate, isIsoDate } from '@debtshield/clocks';
import type { IsoDate, Question, SolStatus } from '../types';
import { REPORTING_PERIOD_NOTE, reportingPeriodEnd } from './reporting-period';
import { FEDERAL_TIME_BARRED_RULES, REVIVAL_WARNING, revivalRulesFor } from './revival-rules';
import { DC_RANGE, STATE_NAMES, getSolYears, isStateCode } from './sol-table';
import { CLOCK_START_NOTE, GENERAL_SOL_CAVEATS, STATE_SOL_NOTES, type Tag } from './state-sol-notes';
import { timeBarredDisclosureRulesFor } from './time-barred-disclosures';

/**
 * Where a debt stands against the state's statute of limitations (legal-reference §4; spec 000 §9).
 *
 * Conservative by design:
 * - the count starts from the LATEST date known among last payment, charge-off and first
 *   delinquency (the period usually runs from default or the last payment; a later start can only
 *   push the run-out date later, so this never calls a debt expired too early);
 * - the result is 'likely_expired', never 'expired': tolling, debt type and choice of law can change it;
 * - a written acknowledgment of unknown date makes an expired-looking debt 'unknown' (it may have
 *   restarted the period).
 */

export type SolInput = {
  /** Two-letter state code of the consumer. */
  state?: string | null;
  lastPaymentDate?: IsoDate;
  chargeOffDate?: IsoDate;
  firstDelinquencyDate?: IsoDate;
  /**
   * A date the letter's own figures put after the last payment (no payment or credit since its itemization
   * date). The count may start from it only to show the period has run out: the last payment may be earlier.
   */
  noPaymentAfter?: IsoDate;
  /** For a date printed without a day (month and year, or a year), the first day it can mean; the date itself is the last. */
  earliest?: { lastPayment?: IsoDate; chargeOff?: IsoDate; firstDelinquency?: IsoDate };
  /** The user acknowledged the debt in writing or promised to pay since the last payment. */
  acknowledgedDebtInWriting?: boolean;
  /**
   * The person's answer whether the time limit to sue on the debt has passed (`debtPastLimitationPeriod`, decision 254):
   * it settles a status the state and the dates leave unknown, with no counted date; where the dates settle it, they are
   * taken and a note names the contradiction.
   */
  pastLimitationPeriod?: boolean;
  /**
   * The letter's own words saying the debt is past the time to sue (decision 545: "Because of the age of your debt, we will not
   * sue you for it"), as quoted. Where no date is known and the person has not answered, it settles the status, with no date.
   */
  letterSaysTimeBarred?: string;
  today: IsoDate;
};

export const SOL_QUESTIONS = {
  state: { id: 'state', text: 'Which state do you live in?', type: 'state' },
  lastPaymentDate: { id: 'lastPaymentDate', text: 'When did you last make a payment on this debt?', type: 'date' },
  acknowledgedDebtInWriting: {
    id: 'acknowledgedDebtInWriting',
    text: 'Since your last payment, have you signed anything that acknowledges this debt or promises to pay it?',
    type: 'boolean',
  },
} as const satisfies Record<string, Question>;

/** Runs out within this many days: the status says so. */
const SOON_DAYS = 180;

const TAG_LABEL: Record<Tag, string> = { V: 'verified', S: 'secondary source', U: 'unverified' };

const long = formatLongDate;

type StartDate = { label: string; date: IsoDate; earliest?: IsoDate };

/** The dates a period can run from, as the notes name them. */
const DATE_LABELS = {
  lastPayment: 'last payment',
  chargeOff: 'charge-off',
  firstDelinquency: 'first missed payment (first delinquency)',
  noPaymentAfter: 'itemization',
} as const;

const knownDates = (input: SolInput, notes: string[]): StartDate[] => {
  const candidates: { label: string; date: IsoDate | undefined; earliest?: IsoDate }[] = [
    { label: DATE_LABELS.lastPayment, date: input.lastPaymentDate, earliest: input.earliest?.lastPayment },
    { label: DATE_LABELS.chargeOff, date: input.chargeOffDate, earliest: input.earliest?.chargeOff },
    { label: DATE_LABELS.firstDelinquency, date: input.firstDelinquencyDate, earliest: input.earliest?.firstDelinquency },
    // The person's own last payment date settles when the last payment was; the letter's bound then adds nothing.
    { label: DATE_LABELS.noPaymentAfter, date: input.lastPaymentDate === undefined ? input.noPaymentAfter : undefined },
  ];
  const out: StartDate[] = [];
  for (const c of candidates) {
    if (c.date === undefined) continue;
    if (!isIsoDate(c.date)) notes.push(`The ${c.label} date '${c.date}' is not a valid date and was ignored.`);
    else if (c.date > input.today) notes.push(`The ${c.label} date (${long(c.date)}) is in the future and was ignored.`);
    else out.push({ label: c.label, date: c.date, ...(c.earliest && isIsoDate(c.earliest) && c.earliest < c.date ? { earliest: c.earliest } : {}) });
  }
  return out;
};

const describeBasis = (start: StartDate, all: StartDate[]): string => {
  const others = all.filter((d) => d !== start);
  const why = 'the period usually runs from default or the last payment';
  if (others.length === 0) return `Counted from the ${start.label} date (${long(start.date)}): ${why}.`;
  const list = others.map((d) => `the ${d.label} date, ${long(d.date)}`).join('; ');
  return `Counted from the ${start.label} date (${long(start.date)}), the latest of the dates known (also ${list}): ${why}, and the latest date gives the later, safer run-out date.`;
};

/** The state-specific caveats: other periods by debt type (with their run-out dates), revival, state disclosures. */
const stateNotes = (state: string, start: StartDate | undefined, today: IsoDate, timeBarredLikely: boolean): string[] => {
  const notes: string[] = [];
  for (const n of (isStateCode(state) && STATE_SOL_NOTES[state]) || []) {
    notes.push(`${n.text} (${TAG_LABEL[n.tag]})`);
    if (!start) continue;
    for (const alt of n.alternatives ?? []) {
      const end = addYears(start.date, alt.years);
      notes.push(`Under the ${alt.years}-year period for ${alt.appliesTo}, it ${end <= today ? 'would have run out on' : 'would run out on'} ${long(end)}.`);
    }
  }
  for (const r of revivalRulesFor(state)) notes.push(`Revival in ${stateName(state)}: ${r.text} (${r.source}; ${TAG_LABEL[r.tag]})`);
  if (timeBarredLikely) {
    for (const d of timeBarredDisclosureRulesFor(state))
      notes.push(`${d.jurisdiction} requires a time-barred-debt notice (${d.source}) from ${d.who}: ${d.substance} (${TAG_LABEL[d.tag]})`);
  }
  return notes;
};

const stateName = (state: string): string => (isStateCode(state) ? STATE_NAMES[state] : state);

/** The first days of the letter's time-bar dates printed without a day, as `SolInput.earliest` takes them. */
export const earliestOf = (facts: {
  lastPaymentDate?: { earliest?: IsoDate };
  chargeOffDate?: { earliest?: IsoDate };
  firstDelinquencyDate?: { earliest?: IsoDate };
}): NonNullable<SolInput['earliest']> => ({
  ...(facts.lastPaymentDate?.earliest ? { lastPayment: facts.lastPaymentDate.earliest } : {}),
  ...(facts.chargeOffDate?.earliest ? { chargeOff: facts.chargeOffDate.earliest } : {}),
  ...(facts.firstDelinquencyDate?.earliest ? { firstDelinquency: facts.firstDelinquencyDate.earliest } : {}),
});

/**
 * A status settled with no date counted, so with no run-out date: the state's period and notes where the state is known, and
 * the time-barred-debt rules where it is past. What settles it is the person's answer (decision 254) or the letter's words
 * (decision 545).
 */
const statusWithoutDate = (
  today: IsoDate,
  state: string | null,
  past: boolean,
  notes: string[],
  reportingNotes: string[],
  base: Pick<SolStatus, 'reportingEndsOn'>,
): Omit<SolStatus, 'basis'> => {
  const known = state !== null && isStateCode(state) ? state : null;
  return {
    ...base,
    state: known,
    status: past ? 'likely_expired' : 'within',
    years: known ? getSolYears(known) : null,
    notes: [
      ...notes,
      ...(past ? [...FEDERAL_TIME_BARRED_RULES, REVIVAL_WARNING] : [REVIVAL_WARNING]),
      ...(known ? stateNotes(known, undefined, today, past) : []),
      CLOCK_START_NOTE,
      ...GENERAL_SOL_CAVEATS,
      ...reportingNotes,
    ],
  };
};

/** The status as the person's answer gives it (decision 254): past the time limit, or not. */
const answeredStatus = (
  input: SolInput,
  state: string | null,
  notes: string[],
  reportingNotes: string[],
  base: Pick<SolStatus, 'reportingEndsOn'>,
): SolStatus => {
  const past = input.pastLimitationPeriod === true;
  return {
    ...statusWithoutDate(input.today, state, past, notes, reportingNotes, base),
    basis: past
      ? 'You answered that the time limit to sue on this debt has passed. No date was counted: this status rests on your answer, not on the dates.'
      : 'You answered that the time limit to sue on this debt has not passed. No date was counted: this status rests on your answer, not on the dates.',
    fromAnswer: true,
  };
};

/**
 * The status as the letter's own words give it (decision 545): the collector says the debt is past the time to sue, and no
 * date or answer says otherwise.
 */
const letterStatus = (
  input: SolInput,
  state: string | null,
  notes: string[],
  reportingNotes: string[],
  base: Pick<SolStatus, 'reportingEndsOn'>,
): SolStatus => ({
  ...statusWithoutDate(input.today, state, true, notes, reportingNotes, base),
  basis: `The letter itself says this debt is past the time to sue ("${input.letterSaysTimeBarred ?? ''}"). No date was counted: this status rests on the collector's own words. If you know the date of your last payment, give it to check the count.`,
  fromLetter: true,
});

/** The person's answer on the time limit, where the dates settle the status otherwise (decision 254): the dates are taken. */
const answerContradicted = (input: SolInput, status: SolStatus['status'], runsOutOn: IsoDate): string[] => {
  if (input.pastLimitationPeriod === true && status === 'within')
    return [
      `You answered that the time limit to sue on this debt has passed, but counted from the dates known it runs out on ${long(runsOutOn)}, and a date is taken over the answer. If a court or a lawyer told you the debt is time-barred, check the date with them.`,
    ];
  if (input.pastLimitationPeriod === false && status === 'likely_expired')
    return [
      `You answered that the time limit to sue on this debt has not passed, but counted from the dates known it ran out on ${long(runsOutOn)}, and a date is taken over the answer. If a payment or a written promise to pay came later and restarted it, give the date of that payment.`,
    ];
  return [];
};

export const computeSolStatus = (input: SolInput): SolStatus => {
  const notes: string[] = [];
  const state = input.state?.trim().toUpperCase() || null;
  const dates = knownDates(input, notes);
  const dofd = dates.find((d) => d.label.startsWith('first missed'));
  const chargeOff = dates.find((d) => d.label === 'charge-off');
  const reportingEndsOn = dofd ? reportingPeriodEnd(dofd.date) : undefined;
  const reportingNotes = [
    REPORTING_PERIOD_NOTE,
    ...(reportingEndsOn ? [`Counted from the first missed payment, it may no longer be reported after ${long(reportingEndsOn)}.`] : []),
    ...(!reportingEndsOn && chargeOff
      ? [`The first missed payment came before the charge-off, so reporting should end no later than ${long(reportingPeriodEnd(chargeOff.date))}.`]
      : []),
  ];
  const base = { state, ...(reportingEndsOn ? { reportingEndsOn } : {}) };

  if (!state || !isStateCode(state)) {
    if (input.pastLimitationPeriod !== undefined) return answeredStatus(input, null, notes, reportingNotes, base);
    if (input.letterSaysTimeBarred !== undefined) return letterStatus(input, null, notes, reportingNotes, base);
    return {
      ...base,
      state: null,
      status: 'unknown',
      years: null,
      basis: state
        ? `'${state}' is not a US state code, so no limitations period could be looked up.`
        : 'Your state is not known, so no limitations period could be looked up.',
      question: SOL_QUESTIONS.state,
      notes: [...notes, ...GENERAL_SOL_CAVEATS, ...reportingNotes],
    };
  }

  const years = getSolYears(state);
  const start = dates.reduce<StartDate | undefined>((latest, d) => (!latest || d.date > latest.date ? d : latest), undefined);
  const periodText = years === null ? `${DC_RANGE.shortest} to ${DC_RANGE.longest} years` : `${years} years`;

  if (!start) {
    if (input.pastLimitationPeriod !== undefined) return answeredStatus(input, state, notes, reportingNotes, base);
    if (input.letterSaysTimeBarred !== undefined) return letterStatus(input, state, notes, reportingNotes, base);
    return {
      ...base,
      status: 'unknown',
      years,
      basis:
        years === null
          ? `The period in ${stateName(state)} is ${periodText}, but no date of last payment, charge-off or first missed payment is known, so it cannot be counted.`
          : `The period in ${stateName(state)} is ${years} years, but no date of last payment, charge-off or first missed payment is known, so it cannot be counted.`,
      question: SOL_QUESTIONS.lastPaymentDate,
      notes: [...notes, CLOCK_START_NOTE, ...stateNotes(state, undefined, input.today, true), ...GENERAL_SOL_CAVEATS, ...reportingNotes],
    };
  }

  // DC has no product number: within before the shortest reported period, likely expired after the longest.
  const shortestEnd = addYears(start.date, years ?? DC_RANGE.shortest);
  const runsOutOn = addYears(start.date, years ?? DC_RANGE.longest);
  const basis = describeBasis(start, dates);
  const ranOut = input.today >= runsOutOn;
  const between = years === null && !ranOut && input.today >= shortestEnd;
  const acknowledged = input.acknowledgedDebtInWriting === true;

  // A bound on the last payment shows a run-out, never that the period still runs (the last payment may be earlier).
  const boundOnly = start.label === DATE_LABELS.noPaymentAfter;
  let status: SolStatus['status'] = ranOut ? 'likely_expired' : between || boundOnly ? 'unknown' : 'within';
  let question: Question | undefined;
  const statusNotes: string[] = [];
  // A date printed without a day may be early in its month or year: the latest start it allows gives the run-out
  // above, the earliest one may have run out already. Then the status waits for the last payment.
  const lowStart = dates.reduce<StartDate | undefined>((a, d) => (!a || (d.earliest ?? d.date) > (a.earliest ?? a.date) ? d : a), undefined);
  const lowDate = lowStart?.earliest ?? lowStart?.date;
  if (status === 'within' && lowDate && lowDate < start.date && input.today >= addYears(lowDate, years ?? DC_RANGE.shortest)) {
    status = 'unknown';
    // Unless the last payment is known to the day (the person's answer, or a full date in the letter).
    if (input.lastPaymentDate === undefined || input.earliest?.lastPayment !== undefined) question = SOL_QUESTIONS.lastPaymentDate;
    statusNotes.push(
      `The ${start.label} date is printed without a day: counted from its first day, ${long(lowDate)}, the period would have run out on ${long(addYears(lowDate, years ?? DC_RANGE.shortest))}.`,
    );
  }

  if (boundOnly) statusNotes.push(`The letter shows no payment or credit after ${long(start.date)}, so the last payment was on or before that date.`);
  if (between)
    statusNotes.push(
      `In the District of Columbia the period is reported as 3 years for contract claims but the product's table does not give one; counted both ways it ran out on ${long(shortestEnd)} or runs out on ${long(runsOutOn)}.`,
    );
  if (ranOut) {
    if (acknowledged) {
      status = 'unknown';
      statusNotes.push(
        `The ${periodText} period counted from ${long(start.date)} ran out on ${long(runsOutOn)}, but you acknowledged the debt in writing, which may have restarted it (state law decides; see the revival notes).`,
      );
    } else {
      if (start.label !== 'last payment' && input.lastPaymentDate === undefined) {
        question = SOL_QUESTIONS.lastPaymentDate;
        statusNotes.push(`A payment made after ${long(start.date)} would start the count later and could change this.`);
      } else if (input.acknowledgedDebtInWriting === undefined) question = SOL_QUESTIONS.acknowledgedDebtInWriting;
      if (daysBetween(runsOutOn, input.today) < SOON_DAYS)
        statusNotes.push('It ran out less than six months ago: time that does not count (for example while you lived out of state) could still extend it.');
      statusNotes.push(...FEDERAL_TIME_BARRED_RULES, REVIVAL_WARNING);
    }
  } else if (boundOnly) {
    question = SOL_QUESTIONS.lastPaymentDate;
    statusNotes.push(`Counted from it, the period runs out on ${long(runsOutOn)}, sooner if the last payment was earlier.`);
  } else if (status === 'within') {
    const left = daysBetween(input.today, runsOutOn);
    if (left <= SOON_DAYS)
      statusNotes.push(
        `It runs out soon: in ${left} days, on ${long(runsOutOn)}. A payment or written acknowledgment before then can restart it in many states.`,
      );
    else statusNotes.push(REVIVAL_WARNING);
  }

  // What the dates leave open, the person's answer on the time limit settles (decision 254).
  if (status === 'unknown' && input.pastLimitationPeriod !== undefined) return answeredStatus(input, state, notes, reportingNotes, base);
  return {
    ...base,
    status,
    years,
    runsOutOn,
    basis,
    ...(question ? { question } : {}),
    notes: [
      ...notes,
      ...answerContradicted(input, status, runsOutOn),
      ...statusNotes,
      ...stateNotes(state, start, input.today, status !== 'within'),
      CLOCK_START_NOTE,
      ...GENERAL_SOL_CAVEATS,
      ...reportingNotes,
    ],
  };
};
