import { initialLanguage } from '../i18n/initial-language';
import { LOCAL_KEYS } from './storage-keys';

/*
 * The calls a page's first screen waits for, started by the entry (src/main.tsx) as the page's HTML
 * paints, beside the app's code, instead of once that code has been fetched and run (issue 27,
 * decision 076). The API client (lib/api-client.ts) takes each answer once, when it would make the
 * same call with the same token and language, and reads it as it reads any other. The entry sends the
 * token and the language the app starts in; the API reads nothing else of these calls' headers.
 */
/** The dashboard's calls, as its page and views make them (features/dashboard: the stats and the
 * violations for the page, the view's `firstData`): a view not named here makes only the page's. */
const DASHBOARD_VIEW_CALLS: Readonly<Record<string, readonly string[]>> = {
  overview: ['/api/user/analyses', '/api/user/letter-details'],
  credit: ['/api/credit-repair/center'],
};
const callsFor = (pathname: string): readonly string[] => {
  // Every page: the app checks the stored session at its start (features/auth/lib/auth-session.ts).
  const dashboard = /^\/dashboard(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!dashboard) return ['/api/auth/verify'];
  return ['/api/auth/verify', '/api/user/stats', '/api/user/violations/all', ...(DASHBOARD_VIEW_CALLS[dashboard[1] ?? 'overview'] ?? [])];
};

type Early = { token: string; language: string; response: Promise<Response> };
const started = new Map<string, Early>();

const storedToken = (): string | null => {
  try {
    const token = window.localStorage.getItem(LOCAL_KEYS.token);
    return token && token.trim() !== '' ? token : null;
  } catch {
    return null; // Storage unavailable: signed out.
  }
};

/** Starts the calls of the page at `pathname` for a signed-in person. */
export const startEarlyRequests = (pathname: string): void => {
  const token = storedToken();
  if (!token) return;
  const language = initialLanguage();
  for (const path of callsFor(pathname)) {
    const response = fetch(path, { headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${token}` } });
    response.catch(() => undefined); // A failure is the API client's to report when it takes the call.
    started.set(path, { token, language, response });
  }
};

/** The answer to a GET the entry started with this token and language, once; otherwise undefined (the caller fetches). */
export const takeEarlyResponse = (path: string, token: string | null, language: string): Promise<Response> | undefined => {
  const early = started.get(path);
  started.delete(path);
  return early && early.token === token && early.language === language ? early.response : undefined;
};
