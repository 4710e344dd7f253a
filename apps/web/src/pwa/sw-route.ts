/**
 * What the service worker (service-worker.ts) does with a request, as a pure function so it can be
 * tested without a browser:
 * - 'bypass': not touched at all. Every /api/* request (the answers are personal: an account, an
 *   analysis, a plan, a letter to download), every request that is not a GET (uploads, forms),
 *   other origins, and anything not built into the app. Nothing of these ever reaches a cache.
 * - 'page': a navigation. Network first, so an online visitor always gets the newest shell; offline,
 *   the cached shell (index.html), which renders any route of the app.
 * - 'asset': a file the build made (fingerprinted under /assets/, or one of the precached files:
 *   icons, the manifest). Cache first: a fingerprinted file never changes.
 */
export type SwRoute = 'bypass' | 'page' | 'asset';

export type SwRequest = { url: string; method: string; mode: string };

export const isApiPath = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

export const swRoute = (request: SwRequest, origin: string, precached: ReadonlySet<string>): SwRoute => {
  if (request.method !== 'GET') return 'bypass';
  const url = new URL(request.url);
  if (url.origin !== origin || isApiPath(url.pathname)) return 'bypass';
  if (request.mode === 'navigate') return 'page';
  if (url.search === '' && (url.pathname.startsWith('/assets/') || precached.has(url.pathname))) return 'asset';
  return 'bypass';
};
