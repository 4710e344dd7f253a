import type { Deadline } from '@debtshield/clocks';
import { describe, expect, it } from 'vitest';
import { reminderFor } from './reminders';

const deadline = (over: Partial<Deadline>): Deadline => ({
  kind: 'validation_period_end',
  binds: 'consumer',
  dueDate: '2025-04-09',
  citation: '',
  startDate: '2025-03-10',
  startedBy: { type: 'notice_dated', eventId: null, description: '' },
  assumptions: [],
  counting: 'calendar_days',
  length: 30,
  status: 'open',
  daysRemaining: 10,
  evidence: [],
  ...over,
});

describe('which reminder a deadline is due for', () => {
  it('reminds within 3 days before, on the day, and within a week after it passed unmet', () => {
    expect([4, 3, 2, 1, 0].map((n) => reminderFor(deadline({ daysRemaining: n })))).toEqual([null, 'before', 'before', 'before', 'due_today']);
    expect([-1, -7, -8].map((n) => reminderFor(deadline({ daysRemaining: n, status: 'passed' })))).toEqual(['passed', 'passed', null]);
  });

  it('sends nothing for a met deadline or a watch without a date', () => {
    expect(reminderFor(deadline({ status: 'met', daysRemaining: 1 }))).toBeNull();
    expect(reminderFor(deadline({ status: 'met', daysRemaining: -2 }))).toBeNull();
    expect(reminderFor(deadline({ kind: 'collection_paused_until_verification', status: 'watching', dueDate: null, daysRemaining: null }))).toBeNull();
  });

  it('announces on its day that a complaint becomes possible', () => {
    expect(reminderFor(deadline({ kind: 'cfpb_bureau_complaint_available', status: 'available', daysRemaining: 0 }))).toBe('due_today');
    expect(reminderFor(deadline({ kind: 'cfpb_bureau_complaint_available', status: 'available', daysRemaining: -3 }))).toBeNull();
  });
});
