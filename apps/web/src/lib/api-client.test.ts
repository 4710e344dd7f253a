import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessage } from './api-client';

const Ok = z.object({ success: z.literal(true), value: z.number() });

const mockFetch = (response: Response | Error) => {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends X-User-State (default CA) and no Authorization when signed out', async () => {
    const fetch = mockFetch(json({ success: true, value: 1 }));
    await apiRequest('/api/x', { schema: Ok });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-user-state')).toBe('CA');
    expect(headers.get('authorization')).toBeNull();
  });

  it('sends the stored state (session first) and the bearer token', async () => {
    window.localStorage.setItem('userState', 'TX');
    window.sessionStorage.setItem('userState', 'ny');
    window.localStorage.setItem('token', 'tok_123');
    const fetch = mockFetch(json({ success: true, value: 1 }));
    await apiRequest('/api/x', { schema: Ok });
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.get('x-user-state')).toBe('NY');
    expect(headers.get('authorization')).toBe('Bearer tok_123');
  });

  it('ignores a nonsense stored state', async () => {
    window.localStorage.setItem('userState', 'Narnia');
    const fetch = mockFetch(json({ success: true, value: 1 }));
    await apiRequest('/api/x', { schema: Ok });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('x-user-state')).toBe('CA');
  });

  it('sends JSON bodies as JSON and FormData as multipart', async () => {
    const fetch = mockFetch(json({ success: true, value: 1 }));
    await apiRequest('/api/x', { schema: Ok, body: { a: 1 } });
    let init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');

    fetch.mockResolvedValueOnce(json({ success: true, value: 2 }));
    const form = new FormData();
    form.set('state', 'CA');
    await apiRequest('/api/y', { schema: Ok, body: form });
    init = fetch.mock.calls[1]?.[1];
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(init?.body).toBe(form);
  });

  it('returns the parsed response', async () => {
    mockFetch(json({ success: true, value: 42, extra: 'dropped' }));
    await expect(apiRequest('/api/x', { schema: Ok })).resolves.toEqual({ success: true, value: 42 });
  });

  it("surfaces the server's error text", async () => {
    mockFetch(json({ success: false, error: 'Please select your state first', code: 'invalid_input' }, 400));
    const error = await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error)).toBe('Please select your state first');
    expect((error as ApiError).code).toBe('invalid_input');
  });

  it('turns a non-JSON failure, a wrong shape or a network error into a readable message', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(errorMessage(await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e))).toBe('Something went wrong. Please try again.');

    mockFetch(json({ success: true, value: 'not a number' }));
    expect(errorMessage(await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e))).toBe('Something went wrong. Please try again.');

    mockFetch(new TypeError('Failed to fetch'));
    const networkError = await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e);
    expect((networkError as ApiError).code).toBe('network');
    expect(errorMessage(networkError)).toMatch(/connection/);
  });

  it('says the browser is offline when it is, instead of asking to check the connection', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      mockFetch(new TypeError('Failed to fetch'));
      const error = await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e);
      expect((error as ApiError).code).toBe('network');
      expect(errorMessage(error)).toBe('You are offline. This needs a connection: try again when you are back online.');
    } finally {
      onLine.mockRestore();
    }
  });

  it('reads a body that breaks off as a network error, not as a wrong answer (a 2xx that is not the contract clears a session)', async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":tr'));
        controller.error(new TypeError('network error'));
      },
    });
    mockFetch(new Response(broken, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('network');
    expect((error as ApiError).status).toBe(0);

    mockFetch(new Response('{"success":tr', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(((await apiRequest('/api/x', { schema: Ok }).catch((e: unknown) => e)) as ApiError).code).toBe('bad_response');
  });
});

describe('apiRequest with a call the entry started (lib/early-requests.ts)', () => {
  it('reads the early answer once, for the same token, and fetches afterwards', async () => {
    window.localStorage.setItem('token', 'tok_early');
    const early = mockFetch(json({ success: true, value: 7 }));
    const { startEarlyRequests } = await import('./early-requests');
    startEarlyRequests('/dashboard/credit');
    // The session check every page makes, then the dashboard's calls and the credit view's.
    expect(early.mock.calls.map(([path]) => path)).toEqual(['/api/auth/verify', '/api/user/stats', '/api/user/violations/all', '/api/credit-repair/center']);
    expect(new Headers(early.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok_early');
    const later = mockFetch(json({ success: true, value: 8 }));
    await expect(apiRequest('/api/user/stats', { schema: Ok })).resolves.toEqual({ success: true, value: 7 });
    expect(later).not.toHaveBeenCalled();
    await expect(apiRequest('/api/user/stats', { schema: Ok })).resolves.toEqual({ success: true, value: 8 });
  });

  it('does not use an answer asked in another language than the call', async () => {
    window.localStorage.setItem('token', 'tok_l');
    window.localStorage.setItem('language', 'es');
    const { startEarlyRequests } = await import('./early-requests');
    mockFetch(json({ success: true, value: 3 }));
    startEarlyRequests('/dashboard');
    const fresh = mockFetch(json({ success: true, value: 4 }));
    await expect(apiRequest('/api/user/analyses', { schema: Ok })).resolves.toEqual({ success: true, value: 4 });
    expect(new Headers(fresh.mock.calls[0]?.[1]?.headers).get('accept-language')).toBe('en');
  });

  it('does not use an answer started for another token; starts nothing when signed out, only the session check elsewhere', async () => {
    const { startEarlyRequests } = await import('./early-requests');
    const none = mockFetch(json({ success: true, value: 1 }));
    startEarlyRequests('/dashboard');
    expect(none).not.toHaveBeenCalled();
    window.localStorage.setItem('token', 'tok_a');
    startEarlyRequests('/results');
    expect(none.mock.calls.map(([path]) => path)).toEqual(['/api/auth/verify']);
    startEarlyRequests('/dashboard');
    window.localStorage.setItem('token', 'tok_b');
    const fresh = mockFetch(json({ success: true, value: 2 }));
    await expect(apiRequest('/api/user/stats', { schema: Ok })).resolves.toEqual({ success: true, value: 2 });
    expect(new Headers(fresh.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok_b');
  });

  it('reports a failed early call as a network error, as any call', async () => {
    window.localStorage.setItem('token', 'tok_c');
    mockFetch(new TypeError('Failed to fetch'));
    const { startEarlyRequests } = await import('./early-requests');
    startEarlyRequests('/dashboard');
    await expect(apiRequest('/api/user/stats', { schema: Ok })).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
