import { addDays, dayOfWeek, daysBetween, isBusinessDay, isIsoDate, type IsoDate } from '@debtshield/clocks';
import { answerRulesFor, type AnswerRule, type ClockStart, type CourtLevel } from './table';

/**
 * The answer deadline of a suit from the state, the court level and the day the papers were served
 * (decision 027). Calendar days after the day of service; a last day on a weekend or a federal
 * holiday moves to the next weekday that is not one (packages/clocks). Texas district and county
 * courts answer by 10:00 a.m. on the Monday after the 20th day (Tex. R. Civ. P. 99(b)). Courts that
 * print a date on the papers (a return or hearing date) are answered by that date, which the person
 * reads off the papers. A court whose clock runs from the day the papers were mailed (Vermont small
 * claims, decision 065) counts from that day when they came by mail, and asks for it.
 */

export type ServiceMethod = 'in_hand' | 'left_with_someone' | 'mail' | 'outside_state';

export type AnswerDeadlineInput = {
  state: string;
  level: CourtLevel;
  /** The day the papers were served (handed over, left, or mailed as the person says). */
  servedOn: IsoDate;
  method?: ServiceMethod;
  /** The return, hearing or answer date printed on the papers, for courts that set one. */
  dateOnPapers?: IsoDate | null;
  /** The day the papers were mailed (the postmark), for courts whose clock counts from the mailing. */
  mailedOn?: IsoDate | null;
  /** The days to answer printed on the papers, when read from them: the earlier date wins. */
  statedDays?: number | null;
  today: IsoDate;
};

export type AnswerDeadlineWhy =
  /** The count's last day fell on a weekend or holiday and moved to the next court day. */
  | { kind: 'moved_past_closed_day'; from: IsoDate }
  /** The papers state fewer days than the table: the earlier date is used. */
  | { kind: 'papers_state_fewer_days'; stated: number; table: number }
  /** The papers state more days than the table: the table's earlier date is used. */
  | { kind: 'papers_state_more_days'; stated: number; table: number }
  /** A longer time applies to the way the papers were served. */
  | { kind: 'longer_for_service_method'; method: ServiceMethod; days: number };

export type AnswerDeadline = {
  state: string;
  stateName: string;
  level: CourtLevel;
  rule: AnswerRule;
  /** The last day to file (inclusive); null when the court sets the date on the papers and it was not given. */
  dueDate: IsoDate | null;
  /** Texas district and county courts: by 10:00 a.m. on the due date. */
  dueBy: '10:00' | null;
  /** The days counted (calendar days after `startDate`); null for a date on the papers. */
  length: number | null;
  servedOn: IsoDate;
  /** What the days were counted from: the day of service, or the day the papers were mailed (the rule's `from`). */
  countedFrom: ClockStart;
  /** The day the count started: `servedOn`, or the mailing date the person gave. */
  startDate: IsoDate;
  status: 'open' | 'due_today' | 'passed' | 'needs_date_on_papers' | 'needs_mailing_date';
  daysRemaining: number | null;
  why: AnswerDeadlineWhy[];
};

export class AnswerDeadlineError extends Error {
  constructor(
    readonly code: 'unknown_state' | 'bad_date' | 'served_in_future' | 'mailed_after_service',
    message: string,
  ) {
    super(message);
  }
}

/** The first day on or after `date` that is not a Saturday, Sunday or federal holiday. */
export const nextCourtDay = (date: IsoDate): IsoDate => {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
};

const methodDays = (rule: AnswerRule, method: ServiceMethod | undefined): number | null => {
  if (rule.clock.type !== 'days_after_service') return null;
  const c = rule.clock;
  if (method === 'outside_state' && c.outOfState) return c.outOfState;
  if (method === 'mail' && c.byMail) return c.byMail;
  if ((method === 'left_with_someone' || method === 'mail') && c.notInHand) return c.notInHand;
  return c.days;
};

/**
 * Whether this rule counts from the mailing for papers served this way: yes when they came by mail
 * (or the way is not given); papers handed over, left at home or served outside the state count
 * from service (V.R.S.C.P. 3(d): "within 30 days of service by the sheriff").
 */
export const countsFromMailing = (rule: AnswerRule, method: ServiceMethod | undefined): boolean =>
  rule.from === 'mailing' && (method === undefined || method === 'mail');

const statusOf = (due: IsoDate, today: IsoDate): { status: AnswerDeadline['status']; daysRemaining: number } => {
  const daysRemaining = daysBetween(today, due);
  return { status: daysRemaining < 0 ? 'passed' : daysRemaining === 0 ? 'due_today' : 'open', daysRemaining };
};

export const computeAnswerDeadline = (input: AnswerDeadlineInput): AnswerDeadline => {
  const rules = answerRulesFor(input.state);
  if (!rules) throw new AnswerDeadlineError('unknown_state', `No answer rule for state "${input.state}".`);
  if (
    !isIsoDate(input.servedOn) ||
    (input.dateOnPapers != null && !isIsoDate(input.dateOnPapers)) ||
    (input.mailedOn != null && !isIsoDate(input.mailedOn)) ||
    !isIsoDate(input.today)
  )
    throw new AnswerDeadlineError('bad_date', 'Dates must be real calendar dates (YYYY-MM-DD).');
  if (input.servedOn > input.today) throw new AnswerDeadlineError('served_in_future', 'The day of service cannot be after today.');
  const rule = input.level === 'general' ? rules.general : rules.limited;
  const fromMailing = countsFromMailing(rule, input.method);
  const mailedOn = fromMailing ? (input.mailedOn ?? null) : null;
  if (mailedOn !== null && mailedOn > input.servedOn)
    throw new AnswerDeadlineError('mailed_after_service', 'The papers cannot have been mailed after the day they reached you.');
  const start = mailedOn ?? input.servedOn;
  const base = {
    state: rules.state,
    stateName: rules.name,
    level: input.level,
    rule,
    servedOn: input.servedOn,
    countedFrom: fromMailing ? ('mailing' as const) : ('service' as const),
    startDate: start,
  };
  const why: AnswerDeadlineWhy[] = [];
  if (fromMailing && mailedOn === null) return { ...base, dueDate: null, dueBy: null, length: null, status: 'needs_mailing_date', daysRemaining: null, why };

  if (rule.clock.type === 'date_on_papers') {
    if (!input.dateOnPapers) return { ...base, dueDate: null, dueBy: null, length: null, status: 'needs_date_on_papers', daysRemaining: null, why };
    const last = addDays(input.dateOnPapers, rule.clock.plusDays ?? 0);
    const due = nextCourtDay(last);
    if (due !== last) why.push({ kind: 'moved_past_closed_day', from: last });
    return { ...base, dueDate: due, dueBy: null, length: null, ...statusOf(due, input.today), why };
  }

  if (rule.clock.type === 'monday_after_days') {
    const expires = addDays(input.servedOn, rule.clock.days);
    // "The Monday next after the expiration": a 20th day that is itself a Monday moves a week on.
    let monday = addDays(expires, 1);
    while (dayOfWeek(monday) !== 1) monday = addDays(monday, 1);
    const due = nextCourtDay(monday);
    if (due !== monday) why.push({ kind: 'moved_past_closed_day', from: monday });
    return { ...base, dueDate: due, dueBy: '10:00', length: rule.clock.days, ...statusOf(due, input.today), why };
  }

  const tableDays = methodDays(rule, input.method) ?? rule.clock.days;
  if (tableDays !== rule.clock.days && input.method) why.push({ kind: 'longer_for_service_method', method: input.method, days: tableDays });
  let length = tableDays;
  const stated = input.statedDays ?? null;
  if (stated !== null && stated !== tableDays) {
    if (stated < tableDays) {
      why.push({ kind: 'papers_state_fewer_days', stated, table: tableDays });
      length = stated;
    } else why.push({ kind: 'papers_state_more_days', stated, table: tableDays });
  }
  const last = addDays(start, length);
  const due = nextCourtDay(last);
  if (due !== last) why.push({ kind: 'moved_past_closed_day', from: last });
  return { ...base, dueDate: due, dueBy: null, length, ...statusOf(due, input.today), why };
};
