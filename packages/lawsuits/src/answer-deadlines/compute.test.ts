import { describe, expect, it } from 'vitest';
import { AnswerDeadlineError, computeAnswerDeadline, nextCourtDay } from './compute';
import { ANSWER_RULES } from './table';

const TODAY = '2024-03-01';

describe('computeAnswerDeadline', () => {
  it('counts calendar days after the day of service (California, 30 days)', () => {
    const d = computeAnswerDeadline({ state: 'CA', level: 'limited', servedOn: '2024-03-12', today: '2024-03-20' });
    expect(d.dueDate).toBe('2024-04-11');
    expect(d.length).toBe(30);
    expect(d.daysRemaining).toBe(22);
    expect(d.status).toBe('open');
  });

  it('moves a last day on a weekend or a holiday to the next court day', () => {
    const weekend = computeAnswerDeadline({ state: 'NJ', level: 'limited', servedOn: '2024-11-23', today: '2024-11-25' });
    expect(weekend.dueDate).toBe('2024-12-30'); // the 35th day is Saturday 28 December
    expect(weekend.why).toContainEqual({ kind: 'moved_past_closed_day', from: '2024-12-28' });
    const holiday = computeAnswerDeadline({ state: 'MI', level: 'limited', servedOn: '2024-06-13', today: '2024-06-14' });
    expect(holiday.dueDate).toBe('2024-07-05'); // the 21st day is Independence Day
    expect(nextCourtDay('2024-12-25')).toBe('2024-12-26');
  });

  it('answers Texas justice courts at the end of the 14th day (Tex. R. Civ. P. 501.1(c))', () => {
    const d = computeAnswerDeadline({ state: 'TX', level: 'limited', servedOn: '2024-03-01', today: TODAY });
    expect(d.dueDate).toBe('2024-03-15');
    expect(d.dueBy).toBeNull();
    const sunday = computeAnswerDeadline({ state: 'TX', level: 'limited', servedOn: '2024-03-03', today: '2024-03-03' });
    expect(sunday.dueDate).toBe('2024-03-18'); // the 14th day is Sunday 17 March
  });

  it('answers Texas district and county courts by 10 a.m. on the Monday after the 20th day (Rule 99(b))', () => {
    // Judge Sudderth's examples: served Tuesday 1 October or Wednesday 2 October → Monday 28 October.
    expect(computeAnswerDeadline({ state: 'TX', level: 'general', servedOn: '2024-10-01', today: '2024-10-01' }).dueDate).toBe('2024-10-28');
    expect(computeAnswerDeadline({ state: 'TX', level: 'general', servedOn: '2024-10-02', today: '2024-10-02' })).toMatchObject({
      dueDate: '2024-10-28',
      dueBy: '10:00',
    });
    // A Monday that is a holiday: Monday 20 January 2025 is Martin Luther King Jr. Day.
    const mlk = computeAnswerDeadline({ state: 'TX', level: 'general', servedOn: '2024-12-29', today: '2024-12-30' });
    expect(mlk.dueDate).toBe('2025-01-21');
  });

  it('takes the longer time the rule gives for service outside the state or by mail', () => {
    expect(computeAnswerDeadline({ state: 'MD', level: 'limited', servedOn: '2024-03-01', method: 'outside_state', today: TODAY }).length).toBe(60);
    expect(computeAnswerDeadline({ state: 'MD', level: 'limited', servedOn: '2024-03-01', method: 'in_hand', today: TODAY }).length).toBe(15);
    expect(computeAnswerDeadline({ state: 'NY', level: 'limited', servedOn: '2024-03-01', method: 'left_with_someone', today: TODAY }).length).toBe(30);
    expect(computeAnswerDeadline({ state: 'IN', level: 'general', servedOn: '2024-03-01', method: 'mail', today: TODAY }).length).toBe(23);
  });

  it('uses the earlier date when the papers state fewer days than the table', () => {
    const d = computeAnswerDeadline({ state: 'FL', level: 'limited', servedOn: '2024-03-01', statedDays: 14, today: TODAY });
    expect(d.length).toBe(14);
    expect(d.why[0]).toEqual({ kind: 'papers_state_fewer_days', stated: 14, table: 20 });
    const more = computeAnswerDeadline({ state: 'FL', level: 'limited', servedOn: '2024-03-01', statedDays: 30, today: TODAY });
    expect(more.length).toBe(20);
  });

  it('asks for the date on the papers where the court sets one, and adds what the rule adds to it', () => {
    expect(computeAnswerDeadline({ state: 'VA', level: 'limited', servedOn: '2024-03-01', today: TODAY })).toMatchObject({
      dueDate: null,
      status: 'needs_date_on_papers',
    });
    expect(computeAnswerDeadline({ state: 'VA', level: 'limited', servedOn: '2024-03-01', dateOnPapers: '2024-04-16', today: TODAY }).dueDate).toBe(
      '2024-04-16',
    );
    expect(computeAnswerDeadline({ state: 'CT', level: 'general', servedOn: '2024-03-01', dateOnPapers: '2024-04-09', today: TODAY }).dueDate).toBe(
      '2024-04-11',
    );
  });

  it('counts Vermont small claims 30 days from the day the papers were mailed (V.R.S.C.P. 3(b)(2), decision 065)', () => {
    // Mailed Friday 1 March 2024, arrived Tuesday 5 March: the 30th day after the mailing is Sunday 31 March.
    const mailed = computeAnswerDeadline({
      state: 'VT',
      level: 'limited',
      servedOn: '2024-03-05',
      method: 'mail',
      mailedOn: '2024-03-01',
      today: '2024-03-06',
    });
    expect(mailed).toMatchObject({ dueDate: '2024-04-01', length: 30, countedFrom: 'mailing', startDate: '2024-03-01', status: 'open' });
    expect(mailed.why).toContainEqual({ kind: 'moved_past_closed_day', from: '2024-03-31' });
    // Without the mailing date there is no date to show, only the question.
    expect(computeAnswerDeadline({ state: 'VT', level: 'limited', servedOn: '2024-03-05', method: 'mail', today: '2024-03-06' })).toMatchObject({
      dueDate: null,
      status: 'needs_mailing_date',
      countedFrom: 'mailing',
    });
    // Served by the sheriff (handed over or left at home): 30 days from service (V.R.S.C.P. 3(d)).
    expect(
      computeAnswerDeadline({ state: 'VT', level: 'limited', servedOn: '2024-03-05', method: 'in_hand', mailedOn: '2024-03-01', today: '2024-03-06' }),
    ).toMatchObject({ dueDate: '2024-04-04', countedFrom: 'service', startDate: '2024-03-05' });
    // A court that counts from service ignores a mailing date.
    expect(
      computeAnswerDeadline({ state: 'CA', level: 'limited', servedOn: '2024-03-12', method: 'mail', mailedOn: '2024-03-01', today: '2024-03-20' }),
    ).toMatchObject({
      dueDate: '2024-04-11',
      countedFrom: 'service',
      startDate: '2024-03-12',
    });
    expect(() =>
      computeAnswerDeadline({ state: 'VT', level: 'limited', servedOn: '2024-03-05', method: 'mail', mailedOn: '2024-03-06', today: '2024-03-06' }),
    ).toThrow(/mailed after/);
  });

  it('says when the date has passed', () => {
    expect(computeAnswerDeadline({ state: 'CA', level: 'general', servedOn: '2024-01-02', today: '2024-03-01' })).toMatchObject({
      status: 'passed',
      daysRemaining: -29,
    });
  });

  it('gives a date for every state and level from a day of service', () => {
    for (const r of ANSWER_RULES)
      for (const level of ['general', 'limited'] as const) {
        const d = computeAnswerDeadline({ state: r.state, level, servedOn: '2024-03-01', dateOnPapers: '2024-04-02', mailedOn: '2024-02-28', today: TODAY });
        expect(d.dueDate, `${r.state} ${level}`).not.toBeNull();
        expect(d.dueDate! > '2024-03-01').toBe(true);
      }
  });

  it('refuses what it cannot count', () => {
    expect(() => computeAnswerDeadline({ state: 'ZZ', level: 'general', servedOn: '2024-03-01', today: TODAY })).toThrow(AnswerDeadlineError);
    expect(() => computeAnswerDeadline({ state: 'CA', level: 'general', servedOn: '2024-02-30', today: TODAY })).toThrow(/real calendar dates/);
    expect(() => computeAnswerDeadline({ state: 'CA', level: 'general', servedOn: '2024-03-02', today: TODAY })).toThrow(/after today/);
  });
});
