import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, networkError } from '../../../testing/mock-api';
import { userFixture } from '../../../testing/user-fixtures';
import { initAuthSession } from './auth-session';
import { watchSessionInOtherTabs } from './watch-other-tabs';

const stored = () => ({ token: window.localStorage.getItem('token'), user: window.localStorage.getItem('user') });

const signIn = () => {
  window.localStorage.setItem('token', 'tok_abcdefghijklmnop');
  window.localStorage.setItem('user', JSON.stringify(userFixture({ plan_type: 'free', purchases: [] })));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('initAuthSession (authentication initialisation, spec 000 §8)', () => {
  it('does nothing without a stored token', async () => {
    const api = mockApi({});
    await expect(initAuthSession()).resolves.toBe('signed-out');
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes the stored user from GET /api/auth/verify, sending the token', async () => {
    signIn();
    const fresh = userFixture({ plan_type: 'bundle', purchases: ['bundle'] });
    const api = mockApi({ 'GET /api/auth/verify': () => json({ success: true, user: fresh }) });
    await expect(initAuthSession()).resolves.toBe('verified');
    expect(api.calls[0]?.headers.get('authorization')).toBe('Bearer tok_abcdefghijklmnop');
    expect(JSON.parse(stored().user ?? 'null')).toEqual(fresh);
    expect(stored().token).toBe('tok_abcdefghijklmnop');
  });

  it('clears the stored token and user when the server answers 401', async () => {
    signIn();
    mockApi({ 'GET /api/auth/verify': () => apiError(401, 'Please sign in again.', 'unauthenticated') });
    await expect(initAuthSession()).resolves.toBe('cleared');
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('clears them when a 2xx answer is not the contract', async () => {
    signIn();
    mockApi({ 'GET /api/auth/verify': () => json({ success: true, user: { email: 'x' } }) });
    await expect(initAuthSession()).resolves.toBe('cleared');
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('leaves alone a session that changed while the check ran', async () => {
    signIn();
    const newUser = JSON.stringify(userFixture({ email: 'other@example.com' }));
    const replaceSession = () => {
      window.localStorage.setItem('token', 'tok_new_session_123456');
      window.localStorage.setItem('user', newUser);
    };
    mockApi({
      'GET /api/auth/verify': () => {
        replaceSession();
        return json({ success: true, user: userFixture() });
      },
    });
    await expect(initAuthSession()).resolves.toBe('kept');
    expect(stored()).toEqual({ token: 'tok_new_session_123456', user: newUser });

    signIn();
    mockApi({
      'GET /api/auth/verify': () => {
        replaceSession();
        return apiError(401, 'Please sign in again.', 'unauthenticated');
      },
    });
    await expect(initAuthSession()).resolves.toBe('kept');
    expect(stored()).toEqual({ token: 'tok_new_session_123456', user: newUser });
  });

  it('keeps them on a network error (offline is not signed out)', async () => {
    signIn();
    const before = stored();
    mockApi({ 'GET /api/auth/verify': () => networkError() });
    await expect(initAuthSession()).resolves.toBe('kept');
    expect(stored()).toEqual(before);
  });

  it('keeps them when the server is failing (5xx, or an HTML error page)', async () => {
    signIn();
    const before = stored();
    mockApi({ 'GET /api/auth/verify': () => apiError(503, 'Service unavailable', 'unavailable') });
    await expect(initAuthSession()).resolves.toBe('kept');
    mockApi({ 'GET /api/auth/verify': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(initAuthSession()).resolves.toBe('kept');
    expect(stored()).toEqual(before);
  });
});

describe('watchSessionInOtherTabs (spec 000 §4)', () => {
  const fire = (key: string | null, storageArea: Storage = window.localStorage) =>
    window.dispatchEvent(new StorageEvent('storage', { key, storageArea, newValue: 'changed' }));

  it('reloads when another tab changes the token or the user', () => {
    const reload = vi.fn();
    const stop = watchSessionInOtherTabs(reload);
    fire('token');
    fire('user');
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reloads when another tab clears local storage', () => {
    const reload = vi.fn();
    const stop = watchSessionInOtherTabs(reload);
    fire(null);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ignores other keys, session storage, and stops when asked', () => {
    const reload = vi.fn();
    const stop = watchSessionInOtherTabs(reload);
    fire('analysisResults');
    fire('language');
    fire('token', window.sessionStorage);
    expect(reload).not.toHaveBeenCalled();
    stop();
    fire('token');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page by default', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const stop = watchSessionInOtherTabs();
    fire('token');
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
