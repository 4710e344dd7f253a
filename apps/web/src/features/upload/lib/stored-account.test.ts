import { describe, expect, it } from 'vitest';
import { readStoredAccount } from './stored-account';

const signIn = (user: unknown) => {
  window.localStorage.setItem('token', 'tok');
  window.localStorage.setItem('user', JSON.stringify(user));
};

describe('readStoredAccount', () => {
  it('is anonymous without a token, even with a stored user', () => {
    window.localStorage.setItem('user', JSON.stringify({ plan_type: 'lifetime', purchases: [] }));
    const account = readStoredAccount();
    expect(account.isLoggedIn).toBe(false);
    expect(account.access.isLoggedIn).toBe(false);
    expect(account.access.canAccessDebt).toBe(false);
  });

  it('treats a token without a readable user as anonymous access', () => {
    window.localStorage.setItem('token', 'tok');
    window.localStorage.setItem('user', '{not json');
    const account = readStoredAccount();
    expect(account.isLoggedIn).toBe(true);
    expect(account.access.isLoggedIn).toBe(false);
    expect(account.email).toBeNull();
  });

  it('reads a free user', () => {
    signIn({ email: 'sam@example.com', plan_type: 'free', purchases: [] });
    const account = readStoredAccount();
    expect(account.email).toBe('sam@example.com');
    expect(account.access.isFreeTier).toBe(true);
    expect(account.access.canAccessDebt).toBe(false);
  });

  it('gives debt access to lifetime, monthly and single-scan users, and bundle access to bundle users', () => {
    signIn({ plan_type: 'lifetime', purchases: ['debt_lifetime'] });
    expect(readStoredAccount().access).toMatchObject({ canAccessDebt: true, isFreeTier: false, hasBundle: false });
    signIn({ plan_type: 'monthly', purchases: ['debt_monthly'] });
    expect(readStoredAccount().access).toMatchObject({ canAccessDebt: true, isFreeTier: false });
    signIn({ plan_type: 'free', purchases: ['debt_scan'] });
    expect(readStoredAccount().access).toMatchObject({ canAccessDebt: true, isFreeTier: false });
    signIn({ plan_type: 'bundle', purchases: [] });
    expect(readStoredAccount().access).toMatchObject({ canAccessDebt: true, hasBundle: true });
  });

  it('honours an end date the server gave for a monthly plan', () => {
    signIn({ plan_type: 'monthly', purchases: [], plan_expires_at: '2020-01-01T00:00:00.000Z' });
    expect(readStoredAccount().access.canAccessDebt).toBe(false);
  });

  it('drops fields of the wrong shape instead of failing', () => {
    signIn({ email: 42, plan_type: 'lifetime', purchases: 'all' });
    const account = readStoredAccount();
    expect(account.email).toBeNull();
    expect(account.access.canAccessDebt).toBe(true);
  });
});
