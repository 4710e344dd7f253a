import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys';

/**
 * Is the person past the results page's email gate (spec 000 §2, §4): signed in (a token is kept) or
 * an email given in this session? Read straight from storage, without the session module (it brings
 * React and the contracts), so the entry can ask before the app's code has arrived (main.tsx).
 */
export const pastResultsGate = (): boolean => {
  try {
    return (window.localStorage.getItem(LOCAL_KEYS.token) ?? '').trim() !== '' || (window.sessionStorage.getItem(SESSION_KEYS.userEmail) ?? '').includes('@');
  } catch {
    return false; // Storage unavailable: as signed out, with no email given.
  }
};
