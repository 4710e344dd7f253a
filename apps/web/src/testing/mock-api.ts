import { vi } from 'vitest';

/** A mocked `fetch` answering by "METHOD /path"; every call is recorded with its parsed JSON body and headers. */

export type MockReply = Response | Error;
export type MockCall = { url: string; init: RequestInit | undefined; body: unknown; headers: Headers };
export type MockHandler = (call: MockCall) => MockReply | Promise<MockReply>;

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, error: string, code: string): Response => json({ success: false, error, code }, status);

export const networkError = (): Error => new TypeError('Failed to fetch');

export type RecordedCall = { method: string; url: string; headers: Headers; body: unknown };

export const mockApi = (routes: Record<string, MockHandler>) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = init?.method ?? 'GET';
    let body: unknown;
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    } catch {
      body = init?.body;
    }
    const headers = new Headers(init?.headers);
    calls.push({ method, url, headers, body });
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler({ url, init, body, headers }) : apiError(501, `Not mocked: ${method} ${url}`, 'internal');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
};

/** A promise to resolve by hand (to see a button while its request is running). */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
