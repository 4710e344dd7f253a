import {
  AnalyzeResponseSchema,
  ERROR_CODES,
  ERROR_STATUS,
  ErrorResponseSchema,
  USER_STATE_HEADER,
  UPLOAD_MESSAGES,
  type AnalyzeResponse,
} from '@debtshield/contracts';
import { z } from 'zod';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { getToken, getUserState } from '../../../lib/session';

export const ANALYZE_PATH = '/api/analyze-strategic';
export const NDJSON = 'application/x-ndjson';

/** What the page shows while an analysis runs: the upload, then the server's own stages. */
export type AnalyzeProgress = { stage: 'uploading'; percent: number } | { stage: 'reading'; page: number; pages: number } | { stage: 'checking' };

/** One line of the server's NDJSON answer. Unknown line types are skipped (newer servers may add some). */
const StreamLineSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    stage: z.literal('reading'),
    page: z.number().int().nonnegative(),
    pages: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('result'), data: z.unknown() }),
  z.object({ type: z.literal('error'), error: z.string(), code: z.enum(ERROR_CODES).catch('internal') }),
]);
const CheckingLineSchema = z.object({ type: z.literal('progress'), stage: z.literal('checking') });

/** The server's own texts of spec 000 §5 / §8, shown in the reader's language. */
const KNOWN_MESSAGES: Record<string, string> = {
  [UPLOAD_MESSAGES.wrongType]: 'upload.errors.wrongType',
  [UPLOAD_MESSAGES.tooLarge]: 'upload.errors.tooLarge',
  [UPLOAD_MESSAGES.noState]: 'upload.errors.noState',
  [UPLOAD_MESSAGES.noResponseLetter]: 'upload.errors.noResponseLetter',
  [UPLOAD_MESSAGES.noFile]: 'upload.errors.noFile',
  [UPLOAD_MESSAGES.enhanceRequiresPlan]: 'upload.errors.enhanceRequiresPlan',
  'Failed to analyze letter': 'upload.errors.analyzeFailed',
};

export const localizeServerMessage = (message: string): string => {
  const key = KNOWN_MESSAGES[message.trim()];
  return key ? i18n.t(key) : message;
};

const analyzeFailed = (status: number): ApiError => new ApiError(i18n.t('upload.errors.analyzeFailed'), status, 'bad_response');
const uploadFailed = (): ApiError => new ApiError(i18n.t('upload.errors.uploadFailed'), 0, 'network');
const abortError = (): DOMException => new DOMException('The analysis was cancelled.', 'AbortError');

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type PostAnalyzeOptions = {
  onProgress?: (progress: AnalyzeProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/analyze-strategic with real progress. fetch cannot report upload progress, so this
 * uses XMLHttpRequest (with the same X-User-State and bearer token as the API client) and asks
 * for NDJSON: progress lines while the server reads and checks the letter, then one result or
 * error line. A plain JSON answer (no streaming) is accepted too.
 *
 * Fails with an ApiError: the server's text (or 'Failed to analyze letter') when the server
 * refused or failed; 'Failed to upload file. Please try again.' when the request never completed.
 */
export const postAnalyzeLetter = (form: FormData, { onProgress, signal }: PostAnalyzeOptions = {}): Promise<AnalyzeResponse> =>
  new Promise<AnalyzeResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    let settled = false;
    let consumed = 0;

    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };
    const fail = (error: Error) => settle(() => reject(error));
    const succeed = (data: AnalyzeResponse) => settle(() => resolve(data));

    const isOk = () => xhr.status >= 200 && xhr.status < 300;
    const isStream = () => (xhr.getResponseHeader('Content-Type') ?? '').toLowerCase().includes(NDJSON);

    const acceptResult = (payload: unknown) => {
      const parsed = AnalyzeResponseSchema.safeParse(payload);
      if (parsed.success) succeed(parsed.data);
      else fail(analyzeFailed(xhr.status));
    };

    const handleLine = (raw: string) => {
      const text = raw.trim();
      if (text === '' || settled) return;
      const json = parseJson(text);
      const checking = CheckingLineSchema.safeParse(json);
      if (checking.success) {
        onProgress?.({ stage: 'checking' });
        return;
      }
      const line = StreamLineSchema.safeParse(json);
      if (!line.success) return;
      if (line.data.type === 'progress') onProgress?.({ stage: 'reading', page: line.data.page, pages: line.data.pages });
      else if (line.data.type === 'result') acceptResult(line.data.data);
      else fail(new ApiError(localizeServerMessage(line.data.error), ERROR_STATUS[line.data.code], line.data.code));
    };

    /** Reads the complete lines received so far; at the end, the last line even without its newline. */
    const readLines = (final: boolean) => {
      const text = xhr.responseText;
      let end = text.indexOf('\n', consumed);
      while (end !== -1 && !settled) {
        handleLine(text.slice(consumed, end));
        consumed = end + 1;
        end = text.indexOf('\n', consumed);
      }
      if (final && !settled) {
        handleLine(text.slice(consumed));
        consumed = text.length;
      }
    };

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      onProgress?.({ stage: 'uploading', percent: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
    };
    xhr.onprogress = () => {
      if (isOk() && isStream()) readLines(false);
    };
    xhr.onload = () => {
      if (!isOk()) {
        const error = ErrorResponseSchema.safeParse(parseJson(xhr.responseText));
        fail(error.success ? new ApiError(localizeServerMessage(error.data.error), xhr.status, error.data.code) : analyzeFailed(xhr.status));
        return;
      }
      if (isStream()) {
        readLines(true);
        // The stream ended without a result: the server stopped half-way.
        if (!settled) fail(analyzeFailed(xhr.status));
        return;
      }
      const payload = parseJson(xhr.responseText);
      const error = ErrorResponseSchema.safeParse(payload);
      if (error.success) fail(new ApiError(localizeServerMessage(error.data.error), xhr.status, error.data.code));
      else acceptResult(payload);
    };
    xhr.onerror = () => fail(uploadFailed());
    xhr.ontimeout = () => fail(uploadFailed());
    xhr.onabort = () => fail(abortError());

    signal?.addEventListener('abort', onAbortSignal);
    xhr.open('POST', ANALYZE_PATH);
    xhr.setRequestHeader('Accept', NDJSON);
    xhr.setRequestHeader(USER_STATE_HEADER, getUserState());
    // The analysis comes back in the language the person chose (as the API client sends it).
    xhr.setRequestHeader('Accept-Language', i18n.language);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.send(form);
  });

export const isAbortError = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
