type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: upload progress, NDJSON lines arriving
 * in chunks, the end of the response, a network failure. Install with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('no request was sent');
    return xhr;
  }

  method = '';
  url = '';
  body: unknown = null;
  sent = false;
  aborted = false;
  readonly requestHeaders = new Map<string, string>();
  private readonly responseHeaders = new Map<string, string>();

  status = 0;
  readyState = 0;
  responseText = '';

  upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onprogress: Handler = null;
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.set(name.toLowerCase(), value);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name.toLowerCase()) ?? null;
  }

  send(body: unknown): void {
    this.body = body;
    this.sent = true;
  }

  abort(): void {
    this.aborted = true;
    this.readyState = 4;
    this.onabort?.(new ProgressEvent('abort'));
  }

  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('the body is not FormData');
    return this.body;
  }

  // The test's side.

  uploadProgress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  /** The server answered 200 with an NDJSON stream; nothing of the body yet. */
  startStream(status = 200): void {
    this.status = status;
    this.responseHeaders.set('content-type', 'application/x-ndjson; charset=utf-8');
    this.readyState = 3;
  }

  /** Raw text arriving (lines may be cut anywhere). */
  receive(chunk: string): void {
    this.responseText += chunk;
    this.onprogress?.(new ProgressEvent('progress'));
  }

  /** Whole NDJSON lines arriving. */
  receiveLines(...lines: unknown[]): void {
    this.receive(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  }

  finish(): void {
    this.readyState = 4;
    this.onload?.(new ProgressEvent('load'));
  }

  /** A complete, non-streamed answer. */
  respond(status: number, body: string, contentType = 'application/json; charset=utf-8'): void {
    this.status = status;
    this.responseHeaders.set('content-type', contentType);
    this.responseText = body;
    this.finish();
  }

  failNetwork(): void {
    this.readyState = 4;
    this.status = 0;
    this.onerror?.(new ProgressEvent('error'));
  }
}
