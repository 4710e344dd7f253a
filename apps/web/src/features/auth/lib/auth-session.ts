import { ApiError } from '../../../lib/api-client';
import { clearSession, getToken, setStoredUser } from '../../../lib/session';
import { fetchCurrentUser } from '../api/auth-api';

export type AuthInitResult = 'signed-out' | 'verified' | 'cleared' | 'kept';

/**
 * Whether a failed GET /api/auth/verify means the stored session is no good: the server said 401
 * (expired, revoked or unknown token), or it answered 2xx with something that is not the contract.
 * Anything else (offline, a timeout, a 5xx, rate limiting) says nothing about the token.
 */
const sessionRejected = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 401 || error.code === 'unauthenticated' || (error.code === 'bad_response' && error.status >= 200 && error.status < 300));

/**
 * Authentication initialisation on app start (spec 000 §8, 001 §7): with a stored token, asks the
 * server who it belongs to. On success the stored user is refreshed (plan, purchases, scans); when
 * the server rejects the token, the stored token and user are cleared. A network error keeps both:
 * a person who opens the app offline (or while the server restarts) must not be signed out and
 * lose their session because of it; the next start checks again.
 */
export const initAuthSession = async (): Promise<AuthInitResult> => {
  const token = getToken();
  if (!token) return 'signed-out';
  try {
    const user = await fetchCurrentUser();
    // Signed out, or signed in again (e.g. by an emailed link), while the check ran: that session
    // is not the one checked, so it is left alone.
    if (getToken() !== token) return 'kept';
    setStoredUser(user);
    return 'verified';
  } catch (error) {
    if (!sessionRejected(error) || getToken() !== token) return 'kept';
    clearSession();
    return 'cleared';
  }
};
