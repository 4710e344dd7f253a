import type { IsoDate } from './types';
import { addBusinessDays } from './business-days';
import { addDays, daysBetween, formatLongDate } from './iso-date';

/**
 * The legal clocks of a dispute, as one pure function of what happened (decision 010).
 *
 * Each clock starts on the event the law names, says which event that was, what is assumed when
 * the event is not known, and whether it counts calendar days or business days (weekends and the
 * federal holidays of 5 U.S.C. 6103(a), the observed weekday included).
 */

export type Recipient = 'collector' | 'bureau';

/** What happened, as the tracker records it. `id` ties a deadline or a finding back to its event. */
export type ClockEvent = { id: string; date: IsoDate } & (
  | { type: 'notice_dated' } // the date printed on the collector's validation notice
  | { type: 'notice_mailed' } // when the collector mailed it (a postmark, a tracking page)
  | { type: 'notice_received' } // when the consumer actually received it
  | { type: 'notice_end_date' } // the validation end date printed on the notice
  | { type: 'dispute_sent'; recipient: Recipient; written: boolean }
  | { type: 'dispute_delivered'; recipient: Recipient }
  | { type: 'verification_received' } // the collector's verification (or a judgment copy)
  | { type: 'collection_activity'; description: string } // a demand, call or report after the dispute
  | { type: 'new_information_sent' } // more relevant information to the bureau during its 30 days
  | { type: 'free_annual_report' } // the dispute follows a report obtained free under 1681j(a)
  | { type: 'bureau_results_received' }
  | { type: 'mov_request_sent' }
  | { type: 'mov_request_delivered' }
  | { type: 'mov_received' } // the bureau's description of how it verified
  /** The collector sued and the papers were served: the answer is due on `answerDue` (packages/lawsuits computed it from the state's rule, decision 027). */
  | {
      type: 'lawsuit_served';
      answerDue: IsoDate;
      citation: string;
      length: number | null;
      /** Where the state's rule counts from the day the papers were mailed (decision 065): that day. */
      mailedOn?: IsoDate;
    }
  | { type: 'lawsuit_answered' } // the person filed an answer (or an appearance) with the court
);

export type DeadlineKind =
  | 'validation_period_end'
  | 'collection_paused_until_verification'
  | 'bureau_reinvestigation'
  | 'bureau_results_notice'
  | 'method_of_verification'
  | 'cfpb_bureau_complaint_available'
  | 'lawsuit_answer_due';

export type Counting = 'calendar_days' | 'business_days' | 'none';

export type DeadlineStatus =
  /** Still running. */
  | 'open'
  /** The party it binds did what it had to before the date. */
  | 'met'
  /** The date passed without it. */
  | 'passed'
  /** No date: the tracker watches for a breach (1692g(b)). */
  | 'watching'
  /** A breach was recorded while watching. */
  | 'breached'
  /** The date from which something becomes possible (a complaint) has come. */
  | 'available';

export type Deadline = {
  kind: DeadlineKind;
  /** Who the clock binds: the consumer must act, the collector or bureau must answer, or nobody (a date from which something is possible). */
  binds: 'consumer' | 'collector' | 'bureau' | 'none';
  /** The last day (inclusive); null for a watch without a date. */
  dueDate: IsoDate | null;
  citation: string;
  startDate: IsoDate;
  /** The event that started the clock (its type and id). */
  startedBy: { type: ClockEvent['type'] | 'assumed'; eventId: string | null; description: string };
  /** What the engine assumed, in words a person can check. Empty when nothing was assumed. */
  assumptions: string[];
  counting: Counting;
  /** The length of the clock in its counting unit; null for a watch. */
  length: number | null;
  status: DeadlineStatus;
  /** Days from `today` to `dueDate` (negative once passed); null for a watch. */
  daysRemaining: number | null;
  /** For a watch that was breached: the events that breach it. */
  evidence: string[];
};

const CITE = {
  validation: '15 U.S.C. 1692g(a); 12 CFR 1006.34(b)(5)',
  pause: '15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)',
  reinvestigation: '15 U.S.C. 1681i(a)(1)(A)',
  extended: '15 U.S.C. 1681i(a)(1)(A)-(B)',
  annualReport: '15 U.S.C. 1681i(a)(1)(A); 1681j(a)(3)',
  results: '15 U.S.C. 1681i(a)(6)(A)',
  mov: '15 U.S.C. 1681i(a)(7)',
  cfpb: 'CFPB complaint process (a complaint about a credit bureau\u2019s investigation needs the dispute to be over 45 days old or closed)',
} as const;

/** The number of business days after mailing on which receipt may be assumed (12 CFR 1006.34(b)(5)). */
export const ASSUMED_RECEIPT_BUSINESS_DAYS = 5;
export const VALIDATION_PERIOD_DAYS = 30;
export const REINVESTIGATION_DAYS = 30;
export const REINVESTIGATION_EXTENSION_DAYS = 15;
export const ANNUAL_REPORT_REINVESTIGATION_DAYS = 45;
export const RESULTS_NOTICE_BUSINESS_DAYS = 5;
export const MOV_DAYS = 15;
export const CFPB_BUREAU_COMPLAINT_DAYS = 45;

type Of<T extends ClockEvent['type']> = Extract<ClockEvent, { type: T }>;

const byDate = <T extends ClockEvent>(a: T, b: T): number => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1);
const all = <T extends ClockEvent['type']>(events: ClockEvent[], type: T): Of<T>[] => events.filter((e): e is Of<T> => e.type === type).sort(byDate);
const first = <T extends ClockEvent['type']>(events: ClockEvent[], type: T, where: (e: Of<T>) => boolean = () => true): Of<T> | undefined =>
  all(events, type).find(where);
const last = <T extends ClockEvent['type']>(events: ClockEvent[], type: T): Of<T> | undefined => all(events, type).at(-1);

const dated = (
  base: Omit<Deadline, 'status' | 'daysRemaining' | 'evidence'>,
  today: IsoDate,
  doneOn: IsoDate | undefined,
  kind: 'deadline' | 'opens' = 'deadline',
): Deadline => {
  const due = base.dueDate as IsoDate;
  const daysRemaining = daysBetween(today, due);
  let status: DeadlineStatus;
  if (kind === 'opens') status = doneOn !== undefined || today >= due ? 'available' : 'open';
  else if (doneOn !== undefined && doneOn <= due) status = 'met';
  else status = today > due ? 'passed' : 'open';
  return { ...base, status, daysRemaining, evidence: [] };
};

/** When the recipient got a letter: the delivery date when known, else 5 business days after mailing (assumed). */
const receiptOf = (
  sent: { id: string; date: IsoDate; type: ClockEvent['type'] },
  delivered: { id: string; date: IsoDate; type: ClockEvent['type'] } | undefined,
  who: string,
): { date: IsoDate; startedBy: Deadline['startedBy']; assumptions: string[] } => {
  if (delivered) {
    return {
      date: delivered.date,
      startedBy: { type: delivered.type, eventId: delivered.id, description: `${who} received your letter (delivery recorded)` },
      assumptions: [],
    };
  }
  const date = addBusinessDays(sent.date, ASSUMED_RECEIPT_BUSINESS_DAYS);
  return {
    date,
    startedBy: { type: sent.type, eventId: sent.id, description: `you mailed your letter to the ${who}` },
    assumptions: [
      `No delivery date is recorded: the ${who}'s receipt is assumed ${ASSUMED_RECEIPT_BUSINESS_DAYS} business days after mailing (weekends and federal holidays not counted). Record the delivery date to replace this assumption.`,
    ],
  };
};

/**
 * The consumer's validation period: it ends 30 days after the consumer receives the notice. The end
 * date printed on a Regulation F notice is the date the collector promised, so it wins when recorded;
 * else 30 days from the recorded receipt; else from receipt assumed 5 business days after mailing
 * (the letter's date stands in for the mailing date, which can only make the date earlier).
 */
export const validationPeriod = (events: ClockEvent[], today: IsoDate): Deadline | null => {
  const endOnNotice = last(events, 'notice_end_date');
  const received = first(events, 'notice_received');
  const mailed = first(events, 'notice_mailed');
  const datedOn = first(events, 'notice_dated');
  const mailing = mailed ?? datedOn;
  const disputed = first(events, 'dispute_sent', (e) => e.recipient === 'collector' && e.written);
  const assumptions: string[] = [];
  let startDate: IsoDate;
  let startedBy: Deadline['startedBy'];
  if (received) {
    startDate = received.date;
    startedBy = { type: 'notice_received', eventId: received.id, description: 'you received the collector\u2019s validation notice' };
  } else if (mailing) {
    startDate = addBusinessDays(mailing.date, ASSUMED_RECEIPT_BUSINESS_DAYS);
    startedBy = {
      type: mailing.type,
      eventId: mailing.id,
      description: mailed ? 'the collector mailed its validation notice' : 'the date printed on the collector\u2019s validation notice',
    };
    assumptions.push(
      `Receipt is assumed ${ASSUMED_RECEIPT_BUSINESS_DAYS} business days after ${mailed ? 'mailing' : 'the date on the notice (used as the mailing date)'}, weekends and federal holidays not counted (12 CFR 1006.34(b)(5)).`,
    );
  } else if (endOnNotice) {
    startDate = addDays(endOnNotice.date, -VALIDATION_PERIOD_DAYS);
    startedBy = { type: 'assumed', eventId: null, description: 'receipt of the notice, worked back from its end date' };
    assumptions.push('Neither the receipt nor the mailing date is recorded: the start is worked back from the end date on the notice.');
  } else {
    return null;
  }
  let dueDate = addDays(startDate, VALIDATION_PERIOD_DAYS);
  if (endOnNotice) {
    if (endOnNotice.date < dueDate) {
      assumptions.push(
        `The end date on the notice (${formatLongDate(endOnNotice.date)}) is earlier than 30 days after receipt (${formatLongDate(dueDate)}); the earlier date is used so a dispute sent by it is timely either way.`,
      );
    } else if (endOnNotice.date > dueDate) {
      assumptions.push('The collector gave more time than the law requires; the end date on the notice is used (12 CFR 1006.34(b)(5)).');
    }
    dueDate = endOnNotice.date;
  }
  assumptions.push('The period counts calendar days and is not extended when its last day falls on a weekend or holiday.');
  return dated(
    {
      kind: 'validation_period_end',
      binds: 'consumer',
      dueDate,
      citation: CITE.validation,
      startDate,
      startedBy: endOnNotice ? { ...startedBy, description: `${startedBy.description}; end date as printed on the notice` } : startedBy,
      assumptions,
      counting: 'calendar_days',
      length: VALIDATION_PERIOD_DAYS,
    },
    today,
    disputed?.date,
  );
};

/**
 * After a timely written dispute the collector must stop collecting until it mails verification
 * (1692g(b)). There is no deadline to answer: the clock is a watch that is breached by any
 * collection activity recorded after the collector received the dispute and before verification.
 */
export const collectionPause = (events: ClockEvent[], today: IsoDate, validation: Deadline | null): Deadline | null => {
  const sent = first(events, 'dispute_sent', (e) => e.recipient === 'collector' && e.written);
  if (!sent) return null;
  const assumptions: string[] = [];
  if (!validation) {
    assumptions.push('No validation notice date is recorded: the dispute is assumed to be timely (sent within the validation period).');
  } else if (validation.dueDate && sent.date > validation.dueDate) {
    // A late dispute does not pause collection (it still makes 1692e(8) apply to credit reporting).
    return null;
  }
  assumptions.push('Timeliness is judged by the date you sent the dispute.');
  const delivered = first(events, 'dispute_delivered', (e) => e.recipient === 'collector' && e.date >= sent.date);
  const receipt = receiptOf(sent, delivered, 'collector');
  const verified = first(events, 'verification_received', (e) => e.date >= sent.date);
  // Activity on the day of receipt may predate it; only later days count as a breach.
  const breaches = all(events, 'collection_activity').filter((e) => e.date > receipt.date && (!verified || e.date < verified.date));
  return {
    kind: 'collection_paused_until_verification',
    binds: 'collector',
    dueDate: null,
    citation: CITE.pause,
    startDate: receipt.date,
    startedBy: receipt.startedBy,
    assumptions: [...receipt.assumptions, ...assumptions],
    counting: 'none',
    length: null,
    status: verified ? 'met' : breaches.length > 0 ? 'breached' : 'watching',
    daysRemaining: null,
    evidence: breaches.map((e) => e.id),
  };
};

/** FCRA: the bureau's reinvestigation (30 days from its receipt; 45 with new information or after a free annual report), its results notice, and when a CFPB complaint about it becomes possible. */
export const bureauClocks = (events: ClockEvent[], today: IsoDate): Deadline[] => {
  const sent = first(events, 'dispute_sent', (e) => e.recipient === 'bureau');
  if (!sent) return [];
  const delivered = first(events, 'dispute_delivered', (e) => e.recipient === 'bureau' && e.date >= sent.date);
  const receipt = receiptOf(sent, delivered, 'credit bureau');
  const results = first(events, 'bureau_results_received', (e) => e.date >= sent.date);
  const annual = first(events, 'free_annual_report', (e) => e.date <= sent.date);
  const base30 = addDays(receipt.date, REINVESTIGATION_DAYS);
  const newInfo = first(events, 'new_information_sent', (e) => e.date >= sent.date && e.date <= base30);
  let length: number = REINVESTIGATION_DAYS;
  let citation: string = CITE.reinvestigation;
  const assumptions = [...receipt.assumptions];
  if (annual) {
    length = ANNUAL_REPORT_REINVESTIGATION_DAYS;
    citation = CITE.annualReport;
    assumptions.push('The dispute follows a free annual report, so the bureau has 45 days.');
  } else if (newInfo) {
    length = REINVESTIGATION_DAYS + REINVESTIGATION_EXTENSION_DAYS;
    citation = CITE.extended;
    assumptions.push(
      `You sent more information on ${formatLongDate(newInfo.date)}, within the 30 days: the bureau may take 15 more days (not if it finds the item inaccurate or unverifiable within the 30 days).`,
    );
  }
  assumptions.push('Calendar days.');
  const reinvestigation = dated(
    {
      kind: 'bureau_reinvestigation',
      binds: 'bureau',
      dueDate: addDays(receipt.date, length),
      citation,
      startDate: receipt.date,
      startedBy: receipt.startedBy,
      assumptions,
      counting: 'calendar_days',
      length,
    },
    today,
    results?.date,
  );
  const resultsNotice = dated(
    {
      kind: 'bureau_results_notice',
      binds: 'bureau',
      dueDate: addBusinessDays(reinvestigation.dueDate as IsoDate, RESULTS_NOTICE_BUSINESS_DAYS),
      citation: CITE.results,
      startDate: reinvestigation.dueDate as IsoDate,
      startedBy: { type: 'assumed', eventId: null, description: 'the last day of the reinvestigation' },
      assumptions: [
        'The reinvestigation is assumed to end on its last day; the results must reach you within 5 business days after it ends (weekends and federal holidays not counted).',
      ],
      counting: 'business_days',
      length: RESULTS_NOTICE_BUSINESS_DAYS,
    },
    today,
    results?.date,
  );
  const complaint = dated(
    {
      kind: 'cfpb_bureau_complaint_available',
      binds: 'none',
      dueDate: addDays(sent.date, CFPB_BUREAU_COMPLAINT_DAYS),
      citation: CITE.cfpb,
      startDate: sent.date,
      startedBy: { type: 'dispute_sent', eventId: sent.id, description: 'you sent your dispute to the credit bureau' },
      assumptions: ['Counted in calendar days from the day you sent the dispute; once the bureau sends its results the complaint is possible at once.'],
      counting: 'calendar_days',
      length: CFPB_BUREAU_COMPLAINT_DAYS,
    },
    today,
    results?.date,
    'opens',
  );
  return [reinvestigation, resultsNotice, complaint];
};

/** FCRA 611(a)(7): the bureau describes how it verified within 15 days of receiving the request. */
export const methodOfVerification = (events: ClockEvent[], today: IsoDate): Deadline | null => {
  const sent = first(events, 'mov_request_sent');
  if (!sent) return null;
  const delivered = first(events, 'mov_request_delivered', (e) => e.date >= sent.date);
  const receipt = receiptOf(sent, delivered, 'credit bureau');
  const answered = first(events, 'mov_received', (e) => e.date >= sent.date);
  return dated(
    {
      kind: 'method_of_verification',
      binds: 'bureau',
      dueDate: addDays(receipt.date, MOV_DAYS),
      citation: CITE.mov,
      startDate: receipt.date,
      startedBy: receipt.startedBy,
      assumptions: [...receipt.assumptions, 'Calendar days.'],
      counting: 'calendar_days',
      length: MOV_DAYS,
    },
    today,
    answered?.date,
  );
};

/**
 * The answer to a lawsuit (decision 027): the date the state's rule gives, counted by packages/lawsuits
 * from the day of service (calendar days, a weekend or holiday end moved to the next court day); met
 * once an answer is recorded on or before it. The latest service recorded wins (papers served again).
 * Where the rule counts from the day the papers were mailed (Vermont small claims, decision 065), the
 * clock starts on that day and says so.
 */
export const lawsuitAnswer = (events: ClockEvent[], today: IsoDate): Deadline | null => {
  const served = last(events, 'lawsuit_served');
  if (!served) return null;
  const answered = first(events, 'lawsuit_answered', (e) => e.date >= served.date);
  return dated(
    {
      kind: 'lawsuit_answer_due',
      binds: 'consumer',
      dueDate: served.answerDue,
      citation: served.citation,
      startDate: served.mailedOn ?? served.date,
      startedBy: {
        type: served.type,
        eventId: served.id,
        description: served.mailedOn ? 'the court papers were mailed to you' : 'the court papers were served on you',
      },
      assumptions: ['Court holidays of your state that are not federal holidays are not counted: confirm the date with the court clerk.'],
      counting: served.length === null ? 'none' : 'calendar_days',
      length: served.length,
    },
    today,
    answered?.date,
  );
};

/** Every clock the events start, in the order of their dates (watches last). */
export const computeDeadlines = (events: ClockEvent[], today: IsoDate): Deadline[] => {
  const validation = validationPeriod(events, today);
  const out: Deadline[] = [];
  if (validation) out.push(validation);
  const pause = collectionPause(events, today, validation);
  out.push(...bureauClocks(events, today));
  const mov = methodOfVerification(events, today);
  if (mov) out.push(mov);
  const answer = lawsuitAnswer(events, today);
  if (answer) out.push(answer);
  out.sort((a, b) => ((a.dueDate as IsoDate) < (b.dueDate as IsoDate) ? -1 : (a.dueDate as IsoDate) > (b.dueDate as IsoDate) ? 1 : 0));
  if (pause) out.push(pause);
  return out;
};
