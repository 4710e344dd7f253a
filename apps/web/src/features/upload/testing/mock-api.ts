import { vi } from 'vitest';
import { errorResponse } from './fixtures';

type Route = () => Response | Error;

export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pathOf = (input: RequestInfo | URL): string => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.replace(/^https?:\/\/[^/]+/, '');
};

/**
 * Stubs fetch with answers by path ('/api/geo/state', '/api/disputes?status=active', …). A path
 * without an answer gets a 404 in the error contract, so an unexpected call is visible in `calls`.
 */
export const mockApi = (routes: Record<string, Route>) => {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const route = routes[pathOf(input)];
    if (!route) return jsonResponse(errorResponse('Not found', 'not_found'), 404);
    const answer = route();
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: (path: string) => fetch.mock.calls.filter(([input]) => pathOf(input) === path),
  };
};
