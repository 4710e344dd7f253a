import {
  addBusinessDays,
  ASSUMED_RECEIPT_BUSINESS_DAYS,
  checkContactLog,
  computeDeadlines,
  daysBetween,
  formatLongDate,
  type ClockEvent,
  type ContactEntry,
  type ContactFinding,
  type Deadline,
  type IsoDate,
} from '@debtshield/clocks';
import {
  DEADLINE_ALERT_DAYS,
  DISPUTE_WINDOW_DAYS,
  NOT_ENOUGH_DATA,
  STEP2_DAYS,
  THIRTY_DAY_WARNING_FROM,
  type DeadlineView,
  type DisputeDetail,
  type DisputeEvent,
  type DisputeSummary,
} from '@debtshield/contracts';
import type { CollectorOutcomes } from './collector-outcomes';

/**
 * The tracker's view of one dispute, as a pure function of its stored rows, the user's contact log,
 * the product's tracked outcomes for the collector and today's date in the user's time zone.
 */

export type DisputeRow = {
  id: string;
  type: string;
  collectorName: string | null;
  debtAmountCents: number | null;
  accountLast4: string | null;
  letterKind: string | null;
  createdAt: Date;
  /** From the analysis the letter answered: the date on the collector's notice and the end date it printed. */
  noticeDate: IsoDate | null;
  noticeEndDate: IsoDate | null;
  analysisViolations: number;
};

export type EventRow = {
  id: string;
  type: string;
  occurredOn: IsoDate;
  method: string | null;
  trackingNumber: string | null;
  notes: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
};

export type ContactRow = ContactEntry & { timeZone: string; notes: string | null };

/** Letters that dispute the debt under 1692g(b) (a request for the original creditor pauses collection too). */
const DISPUTE_LETTERS = new Set(['validation_request', 'dispute', 'original_creditor_request']);
const METHOD_WORDS: Record<string, string> = { certified_mail: 'certified mail', regular_mail: 'regular mail', email: 'email', fax: 'fax' };

/** The next step a person took, in words (the counter-responses and the smart actions). */
const ACTION_WORDS: Record<string, string> = {
  continued_dispute: 'a continued dispute letter',
  settlement_offer: 'a settlement offer',
  cease_desist: 'a cease-and-desist letter',
  generate_failure_notice: 'a notice of failure to validate',
  prepare_failure_notice: 'a notice of failure to validate',
  dispute_validation: 'a dispute of the verification',
  method_of_verification: 'a method-of-verification request',
  file_complaints: 'a complaint',
};

const isCredit = (d: DisputeRow) => d.type === 'credit_dispute';
const byDay = (a: EventRow, b: EventRow) =>
  a.occurredOn < b.occurredOn ? -1 : a.occurredOn > b.occurredOn ? 1 : a.createdAt.getTime() - b.createdAt.getTime();

const describe = (e: EventRow): string => {
  switch (e.type) {
    case 'letter_generated':
      return 'Letter generated';
    case 'letter_sent':
      return `Letter sent by ${METHOD_WORDS[e.method ?? ''] ?? 'mail'}${e.trackingNumber ? ` (tracking ${e.trackingNumber})` : ''}`;
    case 'letter_delivered':
      return 'Letter delivered';
    case 'reply_received':
      return e.data.verified === true
        ? 'Reply received with verification'
        : e.data.verified === false
          ? 'Reply received without verification'
          : 'Reply received';
    case 'reply_read':
      return 'Reply read';
    case 'next_action_taken':
      return `Next step taken${typeof e.data.action === 'string' ? `: ${ACTION_WORDS[e.data.action] ?? e.data.action.replace(/_/g, ' ')}` : ''}`;
    case 'mail_returned':
      return 'Certified letter returned to sender';
    case 'mail_issue':
      return `Certified mail issue${typeof e.data.description === 'string' ? `: ${e.data.description}` : ''}`;
    case 'resolved':
      return `Resolved${typeof e.data.outcome === 'string' ? `: ${e.data.outcome}` : ''}`;
    case 'lawsuit_served':
      return 'Court papers served: a lawsuit on this debt';
    case 'lawsuit_answered':
      return 'Answer to the lawsuit filed';
    default:
      return e.type;
  }
};

export const presentEvent = (e: EventRow): DisputeEvent => {
  const responseData =
    'new_violations' in e.data || 'ocr_confidence' in e.data || 'verified' in e.data
      ? {
          ...(Array.isArray(e.data.new_violations) ? { new_violations: e.data.new_violations.map(String) } : {}),
          ...('ocr_confidence' in e.data ? { ocr_confidence: typeof e.data.ocr_confidence === 'number' ? e.data.ocr_confidence : null } : {}),
          ...(typeof e.data.verified === 'boolean' ? { verified: e.data.verified } : {}),
        }
      : null;
  const outcome = e.data.outcome;
  return {
    id: e.id,
    type: e.type as DisputeEvent['type'],
    date: e.occurredOn,
    description: describe(e),
    method: e.method,
    tracking_number: e.trackingNumber,
    notes: e.notes,
    response_data: responseData,
    action: typeof e.data.action === 'string' ? e.data.action : null,
    outcome: outcome === 'won' || outcome === 'settled' || outcome === 'lost' || outcome === 'withdrawn' ? outcome : null,
    amount_saved: typeof e.data.amount_saved_cents === 'number' ? e.data.amount_saved_cents / 100 : null,
    timestamp: e.createdAt.toISOString(),
  };
};

/** The clock engine's events from the stored ones (decision 010: what starts each clock). */
export const clockEvents = (d: DisputeRow, events: EventRow[], contacts: ContactRow[], timeZoneDate: (c: ContactRow) => IsoDate): ClockEvent[] => {
  const out: ClockEvent[] = [];
  if (d.noticeDate) out.push({ id: 'notice:date', type: 'notice_dated', date: d.noticeDate });
  if (d.noticeEndDate) out.push({ id: 'notice:end', type: 'notice_end_date', date: d.noticeEndDate });
  // A lawsuit on this debt (decision 027): its answer date, as packages/lawsuits counted it when it was recorded.
  for (const e of events) {
    if (e.type === 'lawsuit_served' && typeof e.data.answer_due === 'string')
      out.push({
        id: e.id,
        type: 'lawsuit_served',
        date: e.occurredOn,
        answerDue: e.data.answer_due,
        citation: typeof e.data.citation === 'string' ? e.data.citation : '',
        length: typeof e.data.length === 'number' ? e.data.length : null,
        // Decision 065: a clock counted from the day the papers were mailed starts on that day.
        ...(e.data.counted_from === 'mailing' && typeof e.data.start_date === 'string' ? { mailedOn: e.data.start_date } : {}),
      });
    if (e.type === 'lawsuit_answered') out.push({ id: e.id, type: 'lawsuit_answered', date: e.occurredOn });
  }
  const credit = isCredit(d);
  const disputes = credit || DISPUTE_LETTERS.has(d.letterKind ?? '');
  if (!disputes) return out;
  const recipient = credit ? 'bureau' : 'collector';
  for (const e of events) {
    if (e.type === 'letter_sent') out.push({ id: e.id, type: 'dispute_sent', recipient, written: true, date: e.occurredOn });
    if (e.type === 'letter_delivered') out.push({ id: e.id, type: 'dispute_delivered', recipient, date: e.occurredOn });
    if (e.type === 'reply_received' && e.data.verified === true)
      out.push({ id: e.id, type: credit ? 'bureau_results_received' : 'verification_received', date: e.occurredOn });
    // A reply demanding payment without verification is collection; a reply recorded by hand as unverified is taken as one.
    const collecting = e.data.kept_collecting === true || (e.data.verified === false && e.data.kept_collecting === undefined);
    if (e.type === 'reply_received' && collecting && !credit)
      out.push({ id: e.id, type: 'collection_activity', description: 'a reply demanding payment without verification', date: e.occurredOn });
  }
  if (!credit) {
    for (const c of contacts) {
      if (c.direction === 'from_collector')
        out.push({ id: `contact:${c.id}`, type: 'collection_activity', description: `${c.channel} from ${c.who}`, date: timeZoneDate(c) });
    }
  }
  return out;
};

export const presentDeadline = (d: Deadline): DeadlineView => ({
  kind: d.kind,
  binds: d.binds,
  due_date: d.dueDate,
  citation: d.citation,
  start_date: d.startDate,
  started_by: { type: d.startedBy.type, event_id: d.startedBy.eventId, description: d.startedBy.description },
  assumptions: d.assumptions,
  counting: d.counting,
  length: d.length,
  status: d.status,
  days_remaining: d.daysRemaining,
  evidence: d.evidence,
});

const DEADLINE_WORDS: Record<string, string> = {
  validation_period_end: 'Your validation period ends',
  bureau_reinvestigation: "The credit bureau's reinvestigation is due",
  bureau_results_notice: "The credit bureau's results are due",
  method_of_verification: "The bureau's description of how it verified is due",
  cfpb_bureau_complaint_available: 'A CFPB complaint about the bureau becomes possible',
  lawsuit_answer_due: 'Your answer to the lawsuit is due',
};
export const deadlineWords = (kind: string): string => DEADLINE_WORDS[kind] ?? kind;

/**
 * A deadline's date in a sentence a person reads: "December 10, 2026", never ISO (decision 255); the tracker's Spanish
 * rewrites it ("10 de diciembre de 2026"). The API's `due_date` fields stay ISO.
 */
export const dueWords = (d: Pick<Deadline, 'dueDate'>): string => (d.dueDate === null ? '' : formatLongDate(d.dueDate));

type Computed = {
  deadlines: Deadline[];
  findings: ContactFinding[];
  sent: EventRow | undefined;
  lastReply: EventRow | undefined;
  resolvedEvent: EventRow | undefined;
  breached: Deadline | undefined;
};

const compute = (d: DisputeRow, events: EventRow[], contacts: ContactRow[], today: IsoDate, timeZone: string, dateOf: (c: ContactRow) => IsoDate): Computed => {
  const sorted = [...events].sort(byDay);
  const deadlines = computeDeadlines(clockEvents(d, sorted, contacts, dateOf), today);
  const sent = sorted.find((e) => e.type === 'letter_sent');
  const delivered = sorted.find((e) => e.type === 'letter_delivered' && (!sent || e.occurredOn >= sent.occurredOn));
  const pause = deadlines.find((x) => x.kind === 'collection_paused_until_verification');
  const verified = sorted.find((e) => e.type === 'reply_received' && e.data.verified === true);
  const cease = d.letterKind === 'cease' && sent ? (delivered?.occurredOn ?? addBusinessDays(sent.occurredOn, ASSUMED_RECEIPT_BUSINESS_DAYS)) : null;
  const findings = checkContactLog(contacts, {
    timeZone,
    ceaseReceivedDate: cease,
    disputeReceivedDate: pause?.startDate ?? null,
    verificationDate: verified?.occurredOn ?? null,
  });
  return {
    deadlines,
    findings,
    sent,
    lastReply: sorted.filter((e) => e.type === 'reply_received').at(-1),
    resolvedEvent: sorted.filter((e) => e.type === 'resolved').at(-1),
    breached: deadlines.find((x) => x.status === 'breached'),
  };
};

/** The legal clocks of one dispute (the reminder job reads these). */
export const deadlinesOf = (input: ViewInput): Deadline[] =>
  compute(input.dispute, input.events, input.contacts, input.today, input.timeZone, input.contactDate).deadlines;

const VICTORY_OUTCOMES = new Set(['won', 'settled']);

type SmartAction = DisputeSummary['smart_action'];

const smartAction = (d: DisputeRow, c: Computed, events: EventRow[]): SmartAction => {
  const credit = isCredit(d);
  if (c.resolvedEvent) {
    const outcome = String(c.resolvedEvent.data.outcome ?? '');
    if (VICTORY_OUTCOMES.has(outcome))
      return {
        status: 'victory',
        urgency: 'normal',
        action: 'celebrate',
        message: outcome === 'settled' ? 'You recorded this dispute as settled.' : 'You recorded this dispute as won.',
        next_steps: ['Keep every letter and the proof of mailing for at least as long as the debt could be reported.'],
        legal_impact: 'What you recorded counts toward your victories and total saved; nothing else does.',
      };
    return {
      status: 'waiting',
      urgency: 'normal',
      action: 'wait',
      message: 'This dispute is closed.',
      next_steps: [],
      legal_impact: 'Closing a dispute in the tracker changes no right you have.',
    };
  }
  const actedAfter = (date: IsoDate) => events.some((e) => e.type === 'next_action_taken' && e.occurredOn >= date);
  // A lawsuit comes before every letter (decision 027): missing the answer date can end the case by default.
  const answer = c.deadlines.find((x) => x.kind === 'lawsuit_answer_due' && x.status === 'open');
  if (answer)
    return {
      status: 'action_needed',
      urgency: 'critical',
      action: 'answer_lawsuit',
      message: `You were sued. File your answer with the court by ${dueWords(answer)}.`,
      next_steps: ['Open the lawsuit page: the deadline, what you can raise, a draft answer and free legal help.', 'Verify the date with the court clerk.'],
      legal_impact: 'If no answer is filed by the deadline, the court can enter a default judgment, and wages or bank accounts can then be garnished.',
    };
  if (!c.sent) {
    const validation = c.deadlines.find((x) => x.kind === 'validation_period_end' && x.status === 'open');
    return {
      status: 'action_needed',
      urgency: validation && (validation.daysRemaining ?? 99) <= DEADLINE_ALERT_DAYS ? 'critical' : 'high',
      action: 'track_letter',
      message: validation
        ? `Send your letter and record it as sent. Your validation period ends on ${dueWords(validation)}.`
        : 'Send your letter and record it as sent: the clocks start from the dates you record.',
      next_steps: ['Send the letter by certified mail with return receipt.', 'Record the date sent and the tracking number.'],
      legal_impact: validation
        ? `A written dispute sent by ${dueWords(validation)} obliges the collector to stop collecting until it mails verification (15 U.S.C. 1692g(b)).`
        : 'The dates you record start the legal clocks.',
    };
  }
  if (c.breached && !actedAfter(c.breached.startDate))
    return {
      status: 'violation',
      urgency: 'critical',
      action: 'prepare_failure_notice',
      message: 'Collection activity was recorded after your dispute and before any verification.',
      next_steps: ['Prepare a letter that names the collection activity and the dates.', 'Keep the log entries and letters as evidence.'],
      legal_impact: 'After a timely written dispute the collector must stop collecting until it mails verification (15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)).',
    };
  const presumed = c.findings.filter((f) => f.strength === 'presumed');
  if (presumed.length > 0 && !actedAfter(presumed.at(-1)!.date))
    return {
      status: 'violation',
      urgency: 'high',
      action: 'file_complaints',
      message: `Your contact log shows ${presumed.length} likely violation${presumed.length === 1 ? '' : 's'}.`,
      next_steps: ['Review the findings and the log entries behind them.', 'Consider a CFPB complaint naming the dates and times.'],
      legal_impact: presumed
        .map((f) => f.citation)
        .filter((v, i, a) => a.indexOf(v) === i)
        .join('; '),
    };
  if (c.lastReply && !actedAfter(c.lastReply.occurredOn) && !events.some((e) => e.type === 'reply_read' && e.occurredOn >= c.lastReply!.occurredOn))
    return {
      status: 'action_needed',
      urgency: 'high',
      action: 'analyze_response',
      message: 'A reply was recorded. Upload it so it can be read and judged.',
      next_steps: ['Upload the reply (PDF, JPG or PNG).'],
      legal_impact: credit
        ? 'The bureau must send its results within 5 business days after it finishes (15 U.S.C. 1681i(a)(6)).'
        : 'Verification must come before collection resumes (15 U.S.C. 1692g(b)).',
    };
  if (c.lastReply && c.lastReply.data.verified === false && !actedAfter(c.lastReply.occurredOn))
    return {
      status: 'violation',
      urgency: 'high',
      action: 'dispute_validation',
      message: 'The reply did not verify the debt.',
      next_steps: ['Send a letter disputing the inadequate response.'],
      legal_impact: 'Collection may not resume until verification is mailed (15 U.S.C. 1692g(b)).',
    };
  if (credit) {
    const reinvestigation = c.deadlines.find((x) => x.kind === 'bureau_reinvestigation');
    const complaint = c.deadlines.find((x) => x.kind === 'cfpb_bureau_complaint_available');
    if (reinvestigation?.status === 'passed')
      return {
        status: 'violation',
        urgency: 'critical',
        action: 'generate_failure_notice',
        message: `The bureau's reinvestigation was due on ${dueWords(reinvestigation)} and no results are recorded.`,
        next_steps: ['Send a notice that the reinvestigation was not completed in time.', 'Keep proof of delivery.'],
        legal_impact: 'Information that is not verified within the period must be deleted (15 U.S.C. 1681i(a)(1)(A), (a)(5)(A)).',
      };
    if (c.lastReply?.data.verified === true)
      return {
        status: 'action_needed',
        urgency: 'normal',
        action: 'method_of_verification',
        message: 'The bureau says the item was verified. You may ask how.',
        next_steps: ['Request the method of verification.'],
        legal_impact: 'The bureau must describe how it verified within 15 days of your request (15 U.S.C. 1681i(a)(7)).',
      };
    if (complaint?.status === 'available')
      return {
        status: 'action_needed',
        urgency: 'normal',
        action: 'file_complaints',
        message: 'A CFPB complaint about the bureau is now possible.',
        next_steps: ['Consider a CFPB complaint with your dispute letter and proof of delivery.'],
        legal_impact: complaint.citation,
      };
    return {
      status: 'waiting',
      urgency: 'normal',
      action: 'wait',
      message: reinvestigation ? `The bureau must finish its reinvestigation by ${dueWords(reinvestigation)}.` : 'Waiting for the bureau.',
      next_steps: ['Record the delivery date when the receipt comes back.', 'Record the results when they arrive.'],
      legal_impact: reinvestigation?.citation ?? '15 U.S.C. 1681i(a)(1)(A)',
    };
  }
  if (c.lastReply?.data.verified === true)
    return {
      status: 'action_needed',
      urgency: 'normal',
      action: 'analyze_response',
      message: 'The collector sent verification. Check it against your records.',
      next_steps: ['Upload the verification so its amount and creditor can be compared with the first letter.'],
      legal_impact: 'Courts differ on what verification must contain; a reply that does not match the first letter can be disputed.',
    };
  return {
    status: 'waiting',
    urgency: 'normal',
    action: 'wait',
    message: 'No deadline binds the collector to answer, but until it mails verification it must stop collecting.',
    next_steps: ['Log every call or message from the collector.', 'Upload its reply when it comes.'],
    legal_impact: '15 U.S.C. 1692g(b); 12 CFR 1006.38(d)(2)',
  };
};

const statusOf = (c: Computed, action: SmartAction): DisputeSummary['status'] =>
  c.resolvedEvent
    ? 'resolved'
    : action.status === 'waiting'
      ? 'active'
      : action.action === 'file_complaints' && action.urgency === 'normal'
        ? 'active'
        : 'awaiting_user_action';

const categoryOf = (c: Computed, status: DisputeSummary['status']): DisputeSummary['category'] => {
  if (status === 'resolved') return VICTORY_OUTCOMES.has(String(c.resolvedEvent?.data.outcome ?? '')) ? 'victories' : null;
  if (status === 'awaiting_user_action') return 'action_required';
  return c.sent && !c.lastReply ? 'waiting' : 'active';
};

export type ViewInput = {
  dispute: DisputeRow;
  events: EventRow[];
  contacts: ContactRow[];
  today: IsoDate;
  timeZone: string;
  contactDate: (c: ContactRow) => IsoDate;
};

export const presentSummary = (input: ViewInput, computed?: Computed): DisputeSummary => {
  const { dispute: d, events, contacts, today } = input;
  const c = computed ?? compute(d, events, contacts, today, input.timeZone, input.contactDate);
  const action = smartAction(d, c, events);
  const status = statusOf(c, action);
  const opened = d.createdAt.toISOString().slice(0, 10);
  const daysElapsed = c.sent ? Math.max(0, daysBetween(c.sent.occurredOn, today)) : null;
  const sorted = [...events].sort(byDay);
  const last = sorted.at(-1);
  const open = c.deadlines.filter((x) => x.status === 'open' && x.dueDate !== null);
  const alerts = open.filter((x) => (x.daysRemaining ?? 99) <= DEADLINE_ALERT_DAYS);
  const thirtyDay = thirtyDayWarning(c, daysElapsed);
  const warning = c.breached
    ? 'Collection activity was recorded after your dispute and before verification.'
    : thirtyDay
      ? `Day ${daysElapsed} of ${DISPUTE_WINDOW_DAYS} since you sent your letter.`
      : alerts[0]
        ? `${deadlineWords(alerts[0].kind)} on ${dueWords(alerts[0])}.`
        : null;
  return {
    dispute_id: d.id,
    type: isCredit(d) ? 'credit_dispute' : 'debt_collection',
    collector_name: d.collectorName,
    debt_amount: d.debtAmountCents === null ? null : d.debtAmountCents / 100,
    account_number: d.accountLast4 ? `****${d.accountLast4}` : null,
    status,
    category: categoryOf(c, status),
    letter_kind: d.letterKind,
    days_active: Math.max(0, daysBetween(opened, today)),
    days_elapsed: daysElapsed,
    progress: daysElapsed === null ? 0 : Math.min(100, Math.round((daysElapsed / DISPUTE_WINDOW_DAYS) * 100)),
    total_violations: d.analysisViolations + c.findings.filter((f) => f.strength === 'presumed').length + (c.breached ? 1 : 0),
    total_interactions: events.filter((e) => e.type === 'reply_received').length + contacts.length,
    urgency: action.urgency === 'critical' || alerts.some((a) => (a.daysRemaining ?? 99) <= 2) ? 'critical' : action.urgency,
    warning,
    timeline_summary: { last_action: last ? describe(last) : null },
    next_recommended_action: action.message,
    smart_action: action,
    next_deadline: open[0] ? presentDeadline(open[0]) : null,
    created_at: d.createdAt.toISOString(),
  };
};

/** Spec 001 §4: the 30-day warning between days 26 and 29 after sending, while no reply and not resolved. */
const thirtyDayWarning = (c: Computed, daysElapsed: number | null): boolean =>
  daysElapsed !== null && !c.resolvedEvent && !c.lastReply && daysElapsed >= THIRTY_DAY_WARNING_FROM && daysElapsed < DISPUTE_WINDOW_DAYS;

const steps = (c: Computed, daysElapsed: number | null): DisputeDetail['steps'] => {
  const resolved = Boolean(c.resolvedEvent);
  const days = daysElapsed ?? -1;
  const state = (done: boolean, active: boolean) => (done || resolved ? 'done' : active ? 'active' : 'pending') as 'done' | 'active' | 'pending';
  return [
    { step: 1, label: 'Letter sent', state: state(days >= 0, true) },
    { step: 2, label: 'Waiting for the response', state: state(days >= DISPUTE_WINDOW_DAYS, days >= STEP2_DAYS) },
    { step: 3, label: 'Follow-up', state: state(false, days >= DISPUTE_WINDOW_DAYS) },
    { step: 4, label: 'Resolved', state: resolved ? 'done' : 'pending' },
  ];
};

const notEnough = (sample: number, min: number) => ({ available: false as const, note: NOT_ENOUGH_DATA, sample_size: sample, min_sample: min });

export const presentDetail = (input: ViewInput, outcomes: CollectorOutcomes): DisputeDetail => {
  const c = compute(input.dispute, input.events, input.contacts, input.today, input.timeZone, input.contactDate);
  const summary = presentSummary(input, c);
  const alerts = c.deadlines
    .filter((x) => x.status === 'open' && x.dueDate !== null && (x.daysRemaining ?? 99) <= DEADLINE_ALERT_DAYS)
    .map((x) => ({
      kind: x.kind,
      due_date: x.dueDate as string,
      days_remaining: x.daysRemaining as number,
      message: `${deadlineWords(x.kind)} on ${dueWords(x)} (${x.daysRemaining === 0 ? 'today' : `in ${x.daysRemaining} day${x.daysRemaining === 1 ? '' : 's'}`}).`,
    }));
  const min = outcomes.minSample;
  const insight = (stat: { sample: number; value: string; basis: string } | null, sample: number) =>
    stat && stat.sample >= min ? { available: true as const, value: stat.value, sample_size: stat.sample, basis: stat.basis } : notEnough(sample, min);
  return {
    ...summary,
    timeline: [...input.events].sort(byDay).map(presentEvent),
    steps: steps(c, summary.days_elapsed),
    thirty_day_warning: thirtyDayWarning(c, summary.days_elapsed),
    deadlines: c.deadlines.map(presentDeadline),
    deadline_alerts: alerts,
    findings: c.findings,
    time_zone: input.timeZone,
    ai_insights: {
      typical_response_time: insight(outcomes.responseTime, outcomes.responseTime?.sample ?? 0),
      settlement_tendency: insight(outcomes.settlement, outcomes.settlement?.sample ?? 0),
      aggression_level: insight(outcomes.aggression, outcomes.aggression?.sample ?? 0),
      recommended_approach: insight(outcomes.approach, outcomes.approach?.sample ?? 0),
      item_removal_likelihood: insight(outcomes.removal, outcomes.removal?.sample ?? 0),
    },
    success_prediction:
      outcomes.resolved >= min
        ? {
            available: true,
            label: 'estimate',
            percent: Math.round((outcomes.victories / outcomes.resolved) * 100),
            formula: `victories ÷ resolved disputes with this collector tracked in DebtShield = ${outcomes.victories} ÷ ${outcomes.resolved}`,
            sample_size: outcomes.resolved,
          }
        : notEnough(outcomes.resolved, min),
  };
};
