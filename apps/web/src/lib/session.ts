import type { User } from '@debtshield/contracts';
import { DEFAULT_STATE, isUsStateCode, type UsStateCode } from '@debtshield/contracts/us-states';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

const read = (storage: Storage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw (private mode, disabled cookies): behave as signed out.
    return null;
  }
};

const write = (storage: Storage | undefined, key: string, value: string | null): boolean => {
  try {
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    // Private mode or a full quota: nothing kept, the app still works for this page.
    return false;
  }
};

const local = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/* Changes made by this tab (sign-in, sign-out, a refreshed user). Other tabs reload instead (spec 000 §4). */
const listeners = new Set<() => void>();
const notify = (): void => {
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever this tab signs in, signs out or refreshes the stored user. */
export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The stored bearer token, if any. Logged-in status is judged by it (spec 001 §6). */
export const getToken = (): string | null => {
  const token = read(local(), LOCAL_KEYS.token);
  return token && token.trim() !== '' ? token : null;
};

export const isLoggedIn = (): boolean => getToken() !== null;

/** The stored user as kept (spec 000 §3), unchecked: `getStoredUser` (./stored-user.ts) checks it against the contract. */
export const readStoredUserJson = (): unknown => {
  const raw = read(local(), LOCAL_KEYS.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
};

/**
 * Whether a user is stored with at least an email: what the home page needs to choose between
 * Dashboard and the quiz (spec 001 §6) without loading the contracts on the first page.
 */
export const hasStoredUser = (): boolean => {
  const user = readStoredUserJson();
  return typeof user === 'object' && user !== null && typeof (user as { email?: unknown }).email === 'string';
};

/** Keeps the token and user of a successful sign-in (local storage `token` and `user`). */
export const setSession = (token: string, user: User): void => {
  write(local(), LOCAL_KEYS.token, token);
  write(local(), LOCAL_KEYS.user, JSON.stringify(user));
  notify();
};

/** Replaces the stored user with the server's current answer (plan, purchases, scans). */
export const setStoredUser = (user: User): void => {
  write(local(), LOCAL_KEYS.user, JSON.stringify(user));
  notify();
};

/** The user's state for the X-User-State header: session, then local storage, else CA (spec 000 §7). */
export const getUserState = (): UsStateCode => {
  for (const value of [read(session(), SESSION_KEYS.userState), read(local(), LOCAL_KEYS.userState)]) {
    const code = value?.toUpperCase();
    if (isUsStateCode(code)) return code;
  }
  return DEFAULT_STATE;
};

/** Removes the token and user (logout, failed initialisation). */
export const clearSession = (): void => {
  write(local(), LOCAL_KEYS.token, null);
  write(local(), LOCAL_KEYS.user, null);
  notify();
};

/** Whether a token is stored, kept current when this tab signs in or out. */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
