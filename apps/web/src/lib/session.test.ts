import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freeUserFixture } from '../testing/user-fixtures';
import { clearSession, getToken, getUserState, hasStoredUser, isLoggedIn, setSession, setStoredUser, subscribeSession, useSignedIn } from './session';
import { getStoredUser } from './stored-user';

const user = freeUserFixture();

describe('session (spec 000 §3: local storage token and user)', () => {
  it('stores and reads the token and user, and clears both', () => {
    expect(isLoggedIn()).toBe(false);
    setSession('tok_1', user);
    expect(window.localStorage.getItem('token')).toBe('tok_1');
    expect(getToken()).toBe('tok_1');
    expect(getStoredUser()).toEqual(user);
    setStoredUser({ ...user, plan_type: 'lifetime' });
    expect(getStoredUser()?.plan_type).toBe('lifetime');
    clearSession();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('reads a stored user that is not the contract as none', () => {
    window.localStorage.setItem('user', '{"email":"x"}');
    expect(getStoredUser()).toBeNull();
    window.localStorage.setItem('user', 'not json');
    expect(getStoredUser()).toBeNull();
  });

  it('tells whether a user with an email is stored, without checking the rest of the contract', () => {
    expect(hasStoredUser()).toBe(false);
    window.localStorage.setItem('user', '{"email":"x@example.com"}');
    expect(hasStoredUser()).toBe(true);
    window.localStorage.setItem('user', '{"name":"x"}');
    expect(hasStoredUser()).toBe(false);
    window.localStorage.setItem('user', 'null');
    expect(hasStoredUser()).toBe(false);
    window.localStorage.setItem('user', 'not json');
    expect(hasStoredUser()).toBe(false);
  });

  it('sends the session state, else the saved state, else CA, ignoring values that are not a state', () => {
    expect(getUserState()).toBe('CA');
    window.localStorage.setItem('userState', 'tx');
    expect(getUserState()).toBe('TX');
    window.sessionStorage.setItem('userState', 'ZZ');
    expect(getUserState()).toBe('TX');
    window.sessionStorage.setItem('userState', 'ny');
    expect(getUserState()).toBe('NY');
  });

  it('treats a blank token as signed out', () => {
    window.localStorage.setItem('token', '   ');
    expect(isLoggedIn()).toBe(false);
  });

  it('tells listeners and components when this tab signs in or out', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(false);
    act(() => setSession('tok_2', user));
    expect(result.current).toBe(true);
    act(() => clearSession());
    expect(result.current).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setSession('tok_3', user);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
