import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { FakeXhr } from '../testing/fake-xhr';
import { analyzeResponse, errorResponse } from '../testing/fixtures';
import { postAnalyzeLetter, type AnalyzeProgress } from './analyze-letter';

const form = () => {
  const data = new FormData();
  data.append('state', 'TX');
  return data;
};

const start = (options: Parameters<typeof postAnalyzeLetter>[1] = {}) => {
  const promise = postAnalyzeLetter(form(), options);
  return { promise, xhr: FakeXhr.last() };
};

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

beforeEach(() => {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postAnalyzeLetter', () => {
  it('posts the form to /api/analyze-strategic asking for NDJSON, with X-User-State and no token when signed out', () => {
    const { xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/analyze-strategic');
    expect(xhr.requestHeaders.get('accept')).toBe('application/x-ndjson');
    expect(xhr.requestHeaders.get('x-user-state')).toBe('CA');
    expect(xhr.requestHeaders.has('authorization')).toBe(false);
    expect(xhr.form.get('state')).toBe('TX');
  });

  it('sends the stored state and the bearer token like the API client', () => {
    window.sessionStorage.setItem('userState', 'NY');
    window.localStorage.setItem('token', 'tok_1');
    const { xhr } = start();
    expect(xhr.requestHeaders.get('x-user-state')).toBe('NY');
    expect(xhr.requestHeaders.get('authorization')).toBe('Bearer tok_1');
  });

  it('reports upload progress, then the server stages, and resolves with the parsed result', async () => {
    const seen: AnalyzeProgress[] = [];
    const { promise, xhr } = start({ onProgress: (p) => seen.push(p) });
    xhr.uploadProgress(45, 100);
    xhr.uploadProgress(100, 100);
    xhr.startStream();
    xhr.receiveLines({ type: 'progress', stage: 'reading', page: 1, pages: 2 });
    // A line cut in two by the network.
    xhr.receive('{"type":"progress","stage":"read');
    xhr.receive('ing","page":2,"pages":2}\n{"type":"progress","stage":"checking"}\n');
    xhr.receiveLines({ type: 'progress', stage: 'ocr-something-new' });
    const data = analyzeResponse();
    xhr.receiveLines({ type: 'result', data });
    xhr.finish();
    await expect(promise).resolves.toEqual(data);
    expect(seen).toEqual([
      { stage: 'uploading', percent: 45 },
      { stage: 'uploading', percent: 100 },
      { stage: 'reading', page: 1, pages: 2 },
      { stage: 'reading', page: 2, pages: 2 },
      { stage: 'checking' },
    ]);
  });

  it('reads a photo read by a worker (a queued line first, issue 29) as any other analysis', async () => {
    const seen: AnalyzeProgress[] = [];
    const { promise, xhr } = start({ onProgress: (p) => seen.push(p) });
    xhr.startStream();
    xhr.receiveLines({ type: 'queued', analysis_id: '0b8d6d2e-8a59-4f5e-9a53-2c7f0a1f9c11', analysis_key: 'k' });
    xhr.receiveLines({ type: 'progress', stage: 'reading', page: 1, pages: 1 }, { type: 'progress', stage: 'checking' });
    const data = analyzeResponse();
    xhr.receiveLines({ type: 'result', data });
    xhr.finish();
    await expect(promise).resolves.toEqual(data);
    expect(seen).toEqual([{ stage: 'reading', page: 1, pages: 1 }, { stage: 'checking' }]);
  });

  it('reads a last line that has no newline', async () => {
    const { promise, xhr } = start();
    xhr.startStream();
    xhr.receive(JSON.stringify({ type: 'result', data: analyzeResponse() }));
    xhr.finish();
    await expect(promise).resolves.toMatchObject({ success: true });
  });

  it("fails with the server's text from an error line", async () => {
    const { promise, xhr } = start();
    xhr.startStream();
    xhr.receiveLines(
      { type: 'progress', stage: 'reading', page: 1, pages: 1 },
      { type: 'error', ...errorResponse('We could not read any text in this letter.', 'invalid_input') },
    );
    xhr.finish();
    const error = await rejection(promise);
    expect(error.message).toBe('We could not read any text in this letter.');
    expect(error.code).toBe('invalid_input');
    expect(error.status).toBe(400);
  });

  it("fails with the server's text from a refused request (413), in the spec's words", async () => {
    const { promise, xhr } = start();
    xhr.respond(413, JSON.stringify(errorResponse('File size must be less than 10MB', 'payload_too_large')));
    const error = await rejection(promise);
    expect(error.message).toBe('File size must be less than 10MB');
    expect(error.status).toBe(413);
  });

  it("fails with 'Failed to analyze letter' when the server's answer is not readable", async () => {
    const { promise, xhr } = start();
    xhr.respond(502, '<html>Bad gateway</html>', 'text/html');
    expect((await rejection(promise)).message).toBe('Failed to analyze letter');
  });

  it("fails with 'Failed to analyze letter' when the stream ends without a result", async () => {
    const { promise, xhr } = start();
    xhr.startStream();
    xhr.receiveLines({ type: 'progress', stage: 'checking' });
    xhr.finish();
    expect((await rejection(promise)).message).toBe('Failed to analyze letter');
  });

  it("fails with 'Failed to analyze letter' when the result breaks the contract", async () => {
    const { promise, xhr } = start();
    xhr.startStream();
    xhr.receiveLines({ type: 'result', data: { success: true } });
    xhr.finish();
    expect((await rejection(promise)).message).toBe('Failed to analyze letter');
  });

  it('accepts a plain JSON answer too', async () => {
    const { promise, xhr } = start();
    const data = analyzeResponse();
    xhr.respond(200, JSON.stringify(data));
    await expect(promise).resolves.toEqual(data);
  });

  it("fails with 'Failed to upload file. Please try again.' when the request never completes", async () => {
    const { promise, xhr } = start();
    xhr.uploadProgress(10, 100);
    xhr.failNetwork();
    const error = await rejection(promise);
    expect(error.message).toBe('Failed to upload file. Please try again.');
    expect(error.code).toBe('network');
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const { promise, xhr } = start({ signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});
