import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Logs must never print tokens, sign-in codes, full emails or letter text. Requests are logged
 * as method + path only (no query string, no headers, no body); anything logged by hand goes
 * through these redact paths as a second net.
 */
export const REDACT_PATHS = [
  'token',
  '*.token',
  'code',
  '*.code',
  'email',
  '*.email',
  'password',
  '*.password',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  'text',
  '*.text',
  'letter',
  '*.letter',
  'content',
  '*.content',
  'letter_content',
  '*.letter_content',
  'user_letter_text',
  '*.user_letter_text',
  'body',
  '*.body',
];

/** 'anna.smith@example.com' -> 'a***@example.com' */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

const MAX_MESSAGE = 300;

type SafeError = { [key: string]: unknown; type: string; message: string; stack: string; code?: unknown; cause?: SafeError };

/**
 * Errors as logs may show them. A database error's message repeats the query's parameters (a
 * letter's text, an email), so for errors carrying `params` only the SQL is kept; a stack keeps its
 * 'at …' frames, not the message it starts with; messages are cut short.
 */
export const serializeError = (error: unknown, depth = 0): SafeError => {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const record = error as Error & { params?: unknown; query?: unknown; code?: unknown };
  const isQueryError = 'params' in record;
  const message = isQueryError
    ? `Failed query: ${typeof record.query === 'string' ? record.query.slice(0, MAX_MESSAGE) : '(unknown)'}`
    : error.message.slice(0, MAX_MESSAGE);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 15)
    .join('\n');
  const safe: SafeError = { type: error.name, message, stack: frames };
  if (typeof record.code === 'string' || typeof record.code === 'number') safe.code = record.code;
  if (error.cause !== undefined && depth < 3) safe.cause = serializeError(error.cause, depth + 1);
  return safe;
};

const pathOnly = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

export const loggerOptions = (level: string, stream?: DestinationStream): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  serializers: {
    req: (req: { method?: string; url?: string; id?: string }) => ({ id: req.id, method: req.method, path: pathOnly(req.url) }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    err: (err: unknown) => serializeError(err),
  },
  ...(stream ? { stream } : {}),
});
