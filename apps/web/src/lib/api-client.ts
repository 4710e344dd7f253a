import { ErrorResponseSchema, USER_STATE_HEADER } from '@debtshield/contracts';
import type { z } from 'zod';
import { i18n } from '../i18n';
import { ApiError } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { humanServerMessage } from './human-error';
import { isOffline } from './online';
import { getToken, getUserState } from './session';

export { ApiError };

export type ApiRequestOptions<T extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** The contract the response must match. */
  schema: T;
  signal?: AbortSignal;
  /** Extra request headers (e.g. X-Analysis-Key for an analysis made before signing in). */
  headers?: Record<string, string>;
};

const genericMessage = (): string => i18n.t('errors.generic');
/** The API was not reached: when the browser knows it is offline, it says so (the service worker never answers for the API). */
const networkError = (): ApiError => new ApiError(i18n.t(isOffline() ? 'errors.offline' : 'errors.network'), 0, 'network');

/**
 * The one way the web app talks to the API: sends X-User-State and the bearer token (spec 000 §7) and
 * the language the person chose as Accept-Language (the API writes its analysis in it),
 * parses the answer with the contract, and turns every failure into an ApiError whose message a
 * person can read.
 */
export const apiRequest = async <T extends z.ZodType>(path: string, options: ApiRequestOptions<T>): Promise<z.infer<T>> => {
  const headers = new Headers({ 'Accept-Language': i18n.language, ...options.headers, Accept: 'application/json', [USER_STATE_HEADER]: getUserState() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    const method = options.method ?? (body ? 'POST' : 'GET');
    // A GET the entry already started for this page and this token (lib/early-requests.ts), else the call.
    const early = method === 'GET' && options.headers === undefined ? takeEarlyResponse(path, token, headers.get('Accept-Language') ?? '') : undefined;
    response = await (early ?? fetch(path, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    // Not JSON: judged below by status and contract. Anything else (the body broke off: the
    // connection dropped, or the page is being left) says nothing about the request: a network error.
    if (!(error instanceof SyntaxError)) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
    payload = undefined;
  }

  const serverError = ErrorResponseSchema.safeParse(payload);
  if (!response.ok || serverError.success) {
    if (serverError.success) throw new ApiError(humanServerMessage(serverError.data.error, serverError.data.code), response.status, serverError.data.code);
    throw new ApiError(genericMessage(), response.status, 'bad_response');
  }

  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(genericMessage(), response.status, 'bad_response');
  return parsed.data;
};

/** The text to show for any error caught around an API call. */
export const errorMessage = (error: unknown): string => (error instanceof ApiError ? error.message : genericMessage());
