import type { DashboardAccess } from '@debtshield/contracts';
import { describe, expect, it } from 'vitest';
import { FREE_ACCESS } from '../../../testing/dashboard-fixtures';
import { greetingName, isLocked, severityBand, VIEWS } from './views';

const access = (over: Partial<DashboardAccess>): DashboardAccess => ({ ...FREE_ACCESS, ...over });

describe('dashboard views', () => {
  it('locks violations, credit, templates and intel for a free user, never letter-service, dfy-service or tools', () => {
    const free = access({});
    expect(VIEWS.filter((v) => isLocked(v, free, 0))).toEqual(['violations', 'templates', 'intel']);
  });
  it('opens violations to a free user who already has violations, and everything to a bundle', () => {
    expect(isLocked('violations', access({}), 2)).toBe(false);
    const bundle = access({ hasBundle: true, canAccessDebt: true, canAccessCredit: true, canAccessTemplates: true, canAccessIntel: true });
    expect(VIEWS.filter((v) => isLocked(v, bundle, 0))).toEqual([]);
  });
  it('never locks Credit Repair, which sells nothing until it is built', () => {
    expect(isLocked('credit', access({}), 0)).toBe(false);
    expect(isLocked('intel', access({ canAccessCredit: true }), 0)).toBe(true);
  });
  it('bands severity above 70 and above 40', () => {
    expect([71, 70, 41, 40, 0].map(severityBand)).toEqual(['high', 'medium', 'medium', 'low', 'low']);
  });
  it('greets by name, else the email before the @, else nobody (the caller says "Fighter")', () => {
    expect(greetingName({ name: 'Rosa', email: 'r@x.com' })).toBe('Rosa');
    expect(greetingName({ name: ' ', email: 'maria.lopez@example.com' })).toBe('maria.lopez');
    expect(greetingName({ name: null, email: null })).toBeNull();
    expect(greetingName(null)).toBeNull();
  });
});
