import { describe, expect, it } from 'vitest';
import {
  type ClockEvent,
  type Deadline,
  bureauClocks,
  collectionPause,
  computeDeadlines,
  lawsuitAnswer,
  methodOfVerification,
  validationPeriod,
} from './deadlines';

let seq = 0;
type NewEvent = ClockEvent extends infer E ? (E extends ClockEvent ? Omit<E, 'id'> & { id?: string } : never) : never;
const ev = (e: NewEvent): ClockEvent => ({ id: e.id ?? `e${++seq}`, ...e }) as ClockEvent;
const must = (d: Deadline | null | undefined): Deadline => {
  if (!d) throw new Error('expected a deadline');
  return d;
};

describe('validation period (1692g(a); 12 CFR 1006.34(b)(5))', () => {
  it('assumes receipt 5 business days after the date on the notice and ends 30 calendar days later (legal-reference worked example)', () => {
    const d = must(validationPeriod([ev({ type: 'notice_dated', date: '2025-03-03', id: 'n' })], '2025-03-20'));
    expect(d.startDate).toBe('2025-03-10');
    expect(d.dueDate).toBe('2025-04-09');
    expect(d.startedBy).toMatchObject({ type: 'notice_dated', eventId: 'n' });
    expect(d.citation).toContain('1006.34(b)(5)');
    expect(d.counting).toBe('calendar_days');
    expect(d.binds).toBe('consumer');
    expect(d.assumptions.join(' ')).toMatch(/5 business days/);
    expect(d.status).toBe('open');
    expect(d.daysRemaining).toBe(20);
  });

  it('skips Independence Day when counting the 5 business days', () => {
    const d = must(validationPeriod([ev({ type: 'notice_mailed', date: '2025-07-02' })], '2025-07-02'));
    expect(d.startDate).toBe('2025-07-10');
    expect(d.dueDate).toBe('2025-08-09');
    expect(d.startedBy.type).toBe('notice_mailed');
  });

  it('skips Thanksgiving and the weekend', () => {
    const d = must(validationPeriod([ev({ type: 'notice_mailed', date: '2025-11-24' })], '2025-11-24'));
    expect(d.startDate).toBe('2025-12-02');
    expect(d.dueDate).toBe('2026-01-01');
  });

  it('counts the observed weekday of a Saturday holiday (Juneteenth 2027 observed Friday 18 June)', () => {
    const d = must(validationPeriod([ev({ type: 'notice_mailed', date: '2027-06-16' })], '2027-06-16'));
    expect(d.startDate).toBe('2027-06-24');
  });

  it('counts New Year’s Day observed on the Friday before (1 January 2022 was a Saturday)', () => {
    // Mailed Wed 29 Dec 2021: Thu 30, (Fri 31 observed), Mon 3, Tue 4, Wed 5, Thu 6 January.
    const d = must(validationPeriod([ev({ type: 'notice_mailed', date: '2021-12-29' })], '2021-12-29'));
    expect(d.startDate).toBe('2022-01-06');
    expect(d.dueDate).toBe('2022-02-05');
  });

  it('skips Christmas and the weekend around it, across the year end', () => {
    // Mailed Tue 23 Dec 2025: Wed 24, (Thu 25 Christmas), Fri 26, Mon 29, Tue 30, Wed 31.
    const d = must(validationPeriod([ev({ type: 'notice_mailed', date: '2025-12-23' })], '2025-12-23'));
    expect(d.startDate).toBe('2025-12-31');
    expect(d.dueDate).toBe('2026-01-30');
  });

  it('starts counting on the next business day when mailed on a weekend', () => {
    // Mailed Sat 1 Mar 2025: Mon 3 .. Fri 7.
    expect(must(validationPeriod([ev({ type: 'notice_mailed', date: '2025-03-01' })], '2025-03-01')).startDate).toBe('2025-03-07');
  });

  it('prefers the mailing date over the date printed on the notice', () => {
    const d = must(validationPeriod([ev({ type: 'notice_dated', date: '2025-03-03' }), ev({ type: 'notice_mailed', date: '2025-03-05' })], '2025-03-05'));
    expect(d.startDate).toBe('2025-03-12');
    expect(d.dueDate).toBe('2025-04-11');
  });

  it('uses the recorded receipt date without assuming one', () => {
    const d = must(
      validationPeriod([ev({ type: 'notice_dated', date: '2025-03-03' }), ev({ type: 'notice_received', date: '2025-03-05', id: 'r' })], '2025-03-05'),
    );
    expect(d.startDate).toBe('2025-03-05');
    expect(d.dueDate).toBe('2025-04-04');
    expect(d.startedBy.eventId).toBe('r');
    expect(d.assumptions.join(' ')).not.toMatch(/business days after/);
  });

  it('does not move a last day that falls on a weekend (calendar days, no roll-forward)', () => {
    // Received Thursday 10 July 2025 -> day 30 is Saturday 9 August.
    const d = must(validationPeriod([ev({ type: 'notice_received', date: '2025-07-10' })], '2025-07-10'));
    expect(d.dueDate).toBe('2025-08-09');
    expect(d.assumptions.join(' ')).toMatch(/not extended/);
  });

  it('uses a later end date printed on the notice (the collector may give more time)', () => {
    const d = must(validationPeriod([ev({ type: 'notice_dated', date: '2025-03-03' }), ev({ type: 'notice_end_date', date: '2025-04-15' })], '2025-03-03'));
    expect(d.dueDate).toBe('2025-04-15');
    expect(d.assumptions.join(' ')).toMatch(/more time/);
  });

  it('uses an end date printed earlier than the law allows, and says so', () => {
    const d = must(validationPeriod([ev({ type: 'notice_dated', date: '2025-03-03' }), ev({ type: 'notice_end_date', date: '2025-04-01' })], '2025-03-03'));
    expect(d.dueDate).toBe('2025-04-01');
    // A sentence a person reads: its dates written the way people do (decision 255); the due date stays ISO.
    expect(d.assumptions.join(' ')).toContain('The end date on the notice (April 1, 2025) is earlier than 30 days after receipt (April 9, 2025)');
    expect(d.assumptions.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('works the start back from the end date when it is all that is known', () => {
    const d = must(validationPeriod([ev({ type: 'notice_end_date', date: '2025-04-15' })], '2025-03-03'));
    expect(d.startDate).toBe('2025-03-16');
    expect(d.startedBy.type).toBe('assumed');
  });

  it('is met by a written dispute sent by the last day, passed without one', () => {
    const notice = ev({ type: 'notice_received', date: '2025-03-05' });
    expect(validationPeriod([notice, ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-04-04' })], '2025-05-01')?.status).toBe(
      'met',
    );
    expect(validationPeriod([notice], '2025-04-04')?.status).toBe('open');
    expect(validationPeriod([notice], '2025-04-05')?.status).toBe('passed');
    expect(validationPeriod([notice], '2025-04-05')?.daysRemaining).toBe(-1);
    expect(validationPeriod([notice, ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-04-05' })], '2025-04-05')?.status).toBe(
      'passed',
    );
    expect(validationPeriod([notice, ev({ type: 'dispute_sent', recipient: 'collector', written: false, date: '2025-03-10' })], '2025-04-05')?.status).toBe(
      'passed',
    );
  });

  it('has no clock without a notice', () => {
    expect(validationPeriod([], '2025-03-03')).toBeNull();
  });
});

describe('collection paused until verification (1692g(b))', () => {
  const notice = ev({ type: 'notice_received', date: '2025-03-05' });
  const sent = ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-03-20', id: 'sent' });
  const delivered = ev({ type: 'dispute_delivered', recipient: 'collector', date: '2025-03-24', id: 'dlv' });
  const pause = (events: ClockEvent[]) => collectionPause(events, '2025-04-01', validationPeriod(events, '2025-04-01'));

  it('is a watch without a due date, started by the collector receiving the dispute', () => {
    const d = must(pause([notice, sent, delivered]));
    expect(d).toMatchObject({ dueDate: null, status: 'watching', startDate: '2025-03-24', counting: 'none', binds: 'collector', daysRemaining: null });
    expect(d.startedBy).toMatchObject({ type: 'dispute_delivered', eventId: 'dlv' });
    expect(d.citation).toContain('1692g(b)');
  });

  it('is breached by collection activity recorded after receipt and before verification, with it as evidence', () => {
    const d = must(
      pause([notice, sent, delivered, ev({ type: 'collection_activity', description: 'call demanding payment', date: '2025-03-28', id: 'call' })]),
    );
    expect(d.status).toBe('breached');
    expect(d.evidence).toEqual(['call']);
  });

  it('is met once verification arrives; activity after it is no breach', () => {
    const d = must(
      pause([
        notice,
        sent,
        delivered,
        ev({ type: 'verification_received', date: '2025-03-26' }),
        ev({ type: 'collection_activity', description: 'letter', date: '2025-03-28' }),
      ]),
    );
    expect(d.status).toBe('met');
    expect(d.evidence).toEqual([]);
  });

  it('assumes receipt 5 business days after mailing without a delivery date, skipping Christmas', () => {
    const n = ev({ type: 'notice_received', date: '2025-12-01' });
    const s = ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-12-19' });
    const onReceipt = ev({ type: 'collection_activity', description: 'call', date: '2025-12-29' });
    const after = ev({ type: 'collection_activity', description: 'call', date: '2025-12-30', id: 'late' });
    const d = must(collectionPause([n, s, onReceipt, after], '2026-01-05', validationPeriod([n], '2026-01-05')));
    expect(d.startDate).toBe('2025-12-29');
    expect(d.assumptions.join(' ')).toMatch(/assumed 5 business days after mailing/);
    expect(d.evidence).toEqual(['late']);
  });

  it('does not start for a late dispute or an oral one', () => {
    expect(pause([notice, ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-04-05' })])).toBeNull();
    expect(pause([notice, ev({ type: 'dispute_sent', recipient: 'collector', written: false, date: '2025-03-10' })])).toBeNull();
  });

  it('assumes a dispute is timely when no notice date is recorded, and says so', () => {
    const d = must(collectionPause([sent], '2025-04-01', null));
    expect(d.assumptions.join(' ')).toMatch(/assumed to be timely/);
  });
});

describe('credit bureau clocks (FCRA 611, 15 U.S.C. 1681i)', () => {
  const sent = ev({ type: 'dispute_sent', recipient: 'bureau', written: true, date: '2025-01-02', id: 'bsent' });
  const delivered = ev({ type: 'dispute_delivered', recipient: 'bureau', date: '2025-01-06', id: 'bdlv' });
  const byKind = (list: Deadline[], kind: Deadline['kind']) => must(list.find((d) => d.kind === kind));

  it('gives the bureau 30 calendar days from its receipt, results 5 business days later, and a complaint after 45 days', () => {
    const list = bureauClocks([sent, delivered], '2025-01-20');
    const r = byKind(list, 'bureau_reinvestigation');
    expect(r).toMatchObject({ startDate: '2025-01-06', dueDate: '2025-02-05', length: 30, counting: 'calendar_days', status: 'open', binds: 'bureau' });
    expect(r.citation).toBe('15 U.S.C. 1681i(a)(1)(A)');
    expect(r.startedBy.eventId).toBe('bdlv');
    expect(byKind(list, 'bureau_results_notice')).toMatchObject({ dueDate: '2025-02-12', counting: 'business_days', length: 5 });
    const c = byKind(list, 'cfpb_bureau_complaint_available');
    expect(c).toMatchObject({ startDate: '2025-01-02', dueDate: '2025-02-16', status: 'open', binds: 'none' });
  });

  it('skips Washington\u2019s Birthday in the 5 business days of the results notice', () => {
    const list = bureauClocks([sent, ev({ type: 'dispute_delivered', recipient: 'bureau', date: '2025-01-14' })], '2025-01-20');
    expect(byKind(list, 'bureau_reinvestigation').dueDate).toBe('2025-02-13');
    expect(byKind(list, 'bureau_results_notice').dueDate).toBe('2025-02-21');
  });

  it('assumes receipt 5 business days after mailing, skipping Martin Luther King Jr. Day', () => {
    const list = bureauClocks([ev({ type: 'dispute_sent', recipient: 'bureau', written: true, date: '2025-01-17' })], '2025-01-20');
    const r = byKind(list, 'bureau_reinvestigation');
    expect(r.startDate).toBe('2025-01-27');
    expect(r.dueDate).toBe('2025-02-26');
    expect(r.assumptions.join(' ')).toMatch(/No delivery date/);
  });

  it('adds 15 days when the consumer sends new information within the 30 days, not after', () => {
    const within = bureauClocks([sent, delivered, ev({ type: 'new_information_sent', date: '2025-01-20' })], '2025-01-20');
    expect(byKind(within, 'bureau_reinvestigation')).toMatchObject({ dueDate: '2025-02-20', length: 45 });
    expect(byKind(within, 'bureau_reinvestigation').citation).toContain('(B)');
    expect(byKind(within, 'bureau_reinvestigation').assumptions).toContain(
      'You sent more information on January 20, 2025, within the 30 days: the bureau may take 15 more days (not if it finds the item inaccurate or unverifiable within the 30 days).',
    );
    const late = bureauClocks([sent, delivered, ev({ type: 'new_information_sent', date: '2025-02-06' })], '2025-02-06');
    expect(byKind(late, 'bureau_reinvestigation').dueDate).toBe('2025-02-05');
  });

  it('gives 45 days after a free annual report', () => {
    const list = bureauClocks([ev({ type: 'free_annual_report', date: '2024-12-15' }), sent, delivered], '2025-01-20');
    const r = byKind(list, 'bureau_reinvestigation');
    expect(r).toMatchObject({ dueDate: '2025-02-20', length: 45 });
    expect(r.citation).toContain('1681j(a)(3)');
  });

  it('is met when results arrive in time, which also opens the complaint at once', () => {
    const list = bureauClocks([sent, delivered, ev({ type: 'bureau_results_received', date: '2025-01-30' })], '2025-02-01');
    expect(byKind(list, 'bureau_reinvestigation').status).toBe('met');
    expect(byKind(list, 'bureau_results_notice').status).toBe('met');
    expect(byKind(list, 'cfpb_bureau_complaint_available').status).toBe('available');
  });

  it('passes without results; the complaint opens on day 45', () => {
    const before = bureauClocks([sent, delivered], '2025-02-10');
    expect(byKind(before, 'bureau_reinvestigation').status).toBe('passed');
    expect(byKind(before, 'cfpb_bureau_complaint_available')).toMatchObject({ status: 'open', daysRemaining: 6 });
    expect(byKind(bureauClocks([sent, delivered], '2025-02-16'), 'cfpb_bureau_complaint_available').status).toBe('available');
  });

  it('has no bureau clock for a dispute sent to a collector', () => {
    expect(bureauClocks([ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-01-02' })], '2025-01-02')).toEqual([]);
  });
});

describe('method of verification (1681i(a)(7))', () => {
  it('gives 15 days from receipt assumed after the 4 July weekend', () => {
    const d = must(methodOfVerification([ev({ type: 'mov_request_sent', date: '2025-06-30' })], '2025-07-01'));
    expect(d).toMatchObject({ startDate: '2025-07-08', dueDate: '2025-07-23', length: 15, citation: '15 U.S.C. 1681i(a)(7)' });
  });

  it('starts on the recorded delivery and is met by the answer', () => {
    const events = [ev({ type: 'mov_request_sent', date: '2025-06-30' }), ev({ type: 'mov_request_delivered', date: '2025-07-03' })];
    expect(methodOfVerification(events, '2025-07-19')).toMatchObject({ dueDate: '2025-07-18', status: 'passed' });
    expect(methodOfVerification([...events, ev({ type: 'mov_received', date: '2025-07-10' })], '2025-07-19')?.status).toBe('met');
  });

  it('has no clock without a request', () => {
    expect(methodOfVerification([], '2025-07-01')).toBeNull();
  });
});

describe('computeDeadlines', () => {
  it('lists every clock the events start by due date, the watch last', () => {
    const list = computeDeadlines(
      [
        ev({ type: 'notice_dated', date: '2025-03-03' }),
        ev({ type: 'dispute_sent', recipient: 'collector', written: true, date: '2025-03-20' }),
        ev({ type: 'dispute_sent', recipient: 'bureau', written: true, date: '2025-03-01' }),
        ev({ type: 'mov_request_sent', date: '2025-03-10' }),
      ],
      '2025-03-21',
    );
    expect(list.map((d) => d.kind)).toEqual([
      'method_of_verification',
      'bureau_reinvestigation',
      'validation_period_end',
      'bureau_results_notice',
      'cfpb_bureau_complaint_available',
      'collection_paused_until_verification',
    ]);
    expect(list.map((d) => d.dueDate)).toEqual(['2025-04-01', '2025-04-06', '2025-04-09', '2025-04-11', '2025-04-15', null]);
  });

  it('is empty without events', () => {
    expect(computeDeadlines([], '2025-03-21')).toEqual([]);
  });
});

describe('lawsuitAnswer (decision 027)', () => {
  const served = {
    id: 's1',
    type: 'lawsuit_served' as const,
    date: '2024-03-12',
    answerDue: '2024-04-11',
    citation: 'Cal. Code Civ. Proc. 412.20(a)(3)',
    length: 30,
  };

  it('is open until the date, binds the consumer and says what started it', () => {
    const d = lawsuitAnswer([served], '2024-03-20');
    expect(d).toMatchObject({
      kind: 'lawsuit_answer_due',
      binds: 'consumer',
      dueDate: '2024-04-11',
      status: 'open',
      daysRemaining: 22,
      counting: 'calendar_days',
      length: 30,
    });
    expect(d?.startedBy).toEqual({ type: 'lawsuit_served', eventId: 's1', description: 'the court papers were served on you' });
    expect(computeDeadlines([served], '2024-03-20').map((x) => x.kind)).toEqual(['lawsuit_answer_due']);
  });

  it('starts on the day the papers were mailed where the rule counts from it (decision 065)', () => {
    const mailed = { ...served, date: '2024-03-05', mailedOn: '2024-03-01', answerDue: '2024-04-01', citation: 'V.R.S.C.P. 3(b)(1), (2), (d)' };
    const d = lawsuitAnswer([mailed], '2024-03-06');
    expect(d).toMatchObject({ startDate: '2024-03-01', dueDate: '2024-04-01', length: 30 });
    expect(d?.startedBy.description).toBe('the court papers were mailed to you');
  });

  it('is met by an answer recorded in time, and passes without one', () => {
    expect(lawsuitAnswer([served, { id: 'a', type: 'lawsuit_answered', date: '2024-04-10' }], '2024-04-20')?.status).toBe('met');
    expect(lawsuitAnswer([served, { id: 'a', type: 'lawsuit_answered', date: '2024-04-12' }], '2024-04-20')?.status).toBe('passed');
    expect(lawsuitAnswer([served], '2024-04-12')?.status).toBe('passed');
  });

  it('is absent without a suit', () => {
    expect(lawsuitAnswer([], '2024-04-12')).toBeNull();
  });
});
