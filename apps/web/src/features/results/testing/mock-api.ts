import { vi } from 'vitest';

/** A mocked `fetch` answering by "METHOD /path"; every call is recorded with its parsed JSON body. */

export type MockReply = Response | Error;
export type MockHandler = (call: { url: string; init: RequestInit | undefined; body: unknown }) => MockReply | Promise<MockReply>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, error: string, code: string): Response => json({ success: false, error, code }, status);

export const networkError = (): Error => new TypeError('Failed to fetch');

export const pdfResponse = (): Response => new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), { status: 200, headers: { 'Content-Type': 'application/pdf' } });

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
    calls.push({ method, url, headers: new Headers(init?.headers), body });
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await handler({ url, init, body }) : apiError(501, `Not mocked: ${method} ${url}`, 'internal');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
};

/** Captures files the page downloads (object URLs and the temporary link's click). */
export const captureDownloads = () => {
  const blobs: Blob[] = [];
  const files: { name: string; blob: Blob }[] = [];
  // jsdom has no object URLs: give the page working stand-ins for this test.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:mock/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const index = Number(this.href.split('/').pop()) - 1;
    const blob = blobs[index];
    if (blob) files.push({ name: this.download, blob });
  });
  return files;
};
