import { z } from 'zod';
import { LobError } from './lob-error';
import { LobDeletedSchema, LobLetterSchema, type LobLetter, type LobUsAddress } from './types';

/**
 * Lob's Print & Mail API as this app uses it (Lob's OpenAPI document, vendor-specs/lob): create a
 * letter (POST /letters, multipart/form-data with the PDF as `file`), retrieve it (GET
 * /letters/{ltr_id}), cancel it (DELETE /letters/{ltr_id}). HTTP basic auth with the API key as the
 * user name and no password, as the document's curl samples do (`-u test_…:`). The same code talks to
 * Lob and to the built-in simulator (an in-process `fetch`).
 *
 * Never logs, and never puts in an error, the API key.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type LobClientOptions = {
  /** https://api.lob.com/v1 or the simulator's. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: FetchLike;
};

export type CreateCertifiedLetterInput = {
  /** Idempotency-Key (at most 256 characters): a retry with the same key creates nothing new. */
  idempotencyKey: string;
  description: string;
  to: LobUsAddress;
  from: LobUsAddress;
  /** The letter as a US-Letter PDF, exactly the bytes the user approved. */
  pdf: Uint8Array;
  /** Ours, echoed back on the letter and in its webhooks (at most 20 keys, 500 characters a value). */
  metadata: Record<string, string>;
  /** certified_return_receipt by default: the recipient's signature, electronically. */
  extraService?: 'certified' | 'certified_return_receipt';
};

export type LobClient = {
  createLetter: (input: CreateCertifiedLetterInput) => Promise<LobLetter>;
  getLetter: (id: string) => Promise<LobLetter>;
  cancelLetter: (id: string) => Promise<{ id: string; deleted: boolean }>;
};

export const LOB_LETTER_ID = /^ltr_[a-zA-Z0-9]+$/;

const ErrorBodySchema = z.object({
  error: z.object({ message: z.string().optional(), status_code: z.number().optional(), code: z.string().optional() }),
});

const isTimeout = (error: unknown): boolean => {
  const named = (e: unknown) => typeof e === 'object' && e !== null && 'name' in e && (e.name === 'TimeoutError' || e.name === 'AbortError');
  return named(error) || (error instanceof Error && named(error.cause));
};

/** deepObject style (the document's `encoding` for to / from / metadata): to[name], to[address_line1], … */
const appendObject = (form: FormData, prefix: string, value: Record<string, string | undefined>): void => {
  for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== '') form.append(`${prefix}[${key}]`, v);
};

export const createLobClient = (options: LobClientOptions): LobClient => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`, 'utf8').toString('base64')}`;

  const call = async <T>(
    operation: string,
    path: string,
    init: { method: string; body?: FormData; headers?: Record<string, string> },
    schema: z.ZodType<T>,
  ): Promise<T> => {
    let status: number;
    let json: unknown;
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: { authorization, accept: 'application/json', ...init.headers },
        ...(init.body ? { body: init.body } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      const text = await response.text();
      try {
        json = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
      } catch {
        json = undefined;
      }
    } catch (error) {
      if (isTimeout(error)) throw new LobError('timeout', `Lob ${operation}: no answer within ${options.timeoutMs} ms`, { cause: error });
      throw new LobError('upstream', `Lob ${operation}: Lob could not be reached`, { cause: error });
    }
    if (status < 200 || status >= 300) {
      const parsed = ErrorBodySchema.safeParse(json);
      const lobCode = parsed.success ? parsed.data.error.code : undefined;
      const message = `Lob ${operation} failed: HTTP ${status}${lobCode ? ` ${lobCode}` : ''}${parsed.success && parsed.data.error.message ? `: ${parsed.data.error.message}` : ''}`;
      const kind =
        status === 401 || status === 403
          ? 'unauthorized'
          : status === 404
            ? 'not_found'
            : status === 429
              ? 'rate_limited'
              : lobCode === 'not_deletable'
                ? 'not_deletable'
                : status === 400 || status === 422
                  ? 'invalid'
                  : 'upstream';
      throw new LobError(kind, message, { lobCode, status });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new LobError('upstream', `Lob ${operation}: the answer is not in Lob's documented shape`, { status });
    return parsed.data;
  };

  const letterPath = (id: string): string => {
    if (!LOB_LETTER_ID.test(id)) throw new LobError('not_found', 'Not a Lob letter id');
    return `/letters/${id}`;
  };

  return {
    createLetter: (input) => {
      if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > 256) throw new LobError('invalid', 'Idempotency-Key must be 1 to 256 characters');
      const form = new FormData();
      form.append('description', input.description.slice(0, 255));
      appendObject(form, 'to', { ...input.to, address_country: 'US' });
      appendObject(form, 'from', { ...input.from, address_country: 'US' });
      form.append('file', new Blob([Buffer.from(input.pdf)], { type: 'application/pdf' }), 'letter.pdf');
      form.append('color', 'false');
      form.append('double_sided', 'false');
      // Our PDF starts with the letter's own text: Lob prints the address block on a page of its own.
      form.append('address_placement', 'insert_blank_page');
      form.append('mail_type', 'usps_first_class');
      form.append('extra_service', input.extraService ?? 'certified_return_receipt');
      form.append('use_type', 'operational');
      appendObject(form, 'metadata', input.metadata);
      return call('create letter', '/letters', { method: 'POST', body: form, headers: { 'idempotency-key': input.idempotencyKey } }, LobLetterSchema);
    },
    getLetter: async (id) => call('get letter', letterPath(id), { method: 'GET' }, LobLetterSchema),
    cancelLetter: async (id) => call('cancel letter', letterPath(id), { method: 'DELETE' }, LobDeletedSchema),
  };
};
