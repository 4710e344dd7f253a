import { DEFAULT_STATE, UsStateSchema, type UsStateCode } from '@debtshield/contracts';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

const read = (storage: Storage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage can throw (private mode, disabled cookies): behave as signed out.
    return null;
  }
};

const local = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The stored bearer token, if any. Logged-in status is judged by it (spec 001 §6). */
export const getToken = (): string | null => {
  const token = read(local(), LOCAL_KEYS.token);
  return token && token.trim() !== '' ? token : null;
};

export const isLoggedIn = (): boolean => getToken() !== null;

/** The user's state for the X-User-State header: session, then local storage, else CA (spec 000 §7). */
export const getUserState = (): UsStateCode => {
  for (const value of [read(session(), SESSION_KEYS.userState), read(local(), LOCAL_KEYS.userState)]) {
    const parsed = UsStateSchema.safeParse(value?.toUpperCase());
    if (parsed.success) return parsed.data;
  }
  return DEFAULT_STATE;
};

/** Removes the token and user (logout, failed initialisation). */
export const clearSession = (): void => {
  try {
    local()?.removeItem(LOCAL_KEYS.token);
    local()?.removeItem(LOCAL_KEYS.user);
  } catch {
    // Nothing stored, nothing to clear.
  }
};
