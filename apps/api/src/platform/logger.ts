import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Logs must never print tokens, sign-in codes, full emails or letter text. Requests are logged
 * as method + path only (no query string, no headers, no body); anything logged by hand goes
 * through these redact paths as a second net.
 */
export const REDACT_PATHS = [
  'token', '*.token', 'code', '*.code', 'email', '*.email', 'password', '*.password',
  'authorization', '*.authorization', 'cookie', '*.cookie', 'text', '*.text',
  'letter', '*.letter', 'content', '*.content', 'letter_content', '*.letter_content',
  'user_letter_text', '*.user_letter_text', 'body', '*.body',
];

/** 'anna.smith@example.com' -> 'a***@example.com' */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

const pathOnly = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

export const loggerOptions = (level: string, stream?: DestinationStream): FastifyServerOptions['logger'] => ({
  level,
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  serializers: {
    req: (req: { method?: string; url?: string; id?: string }) => ({ id: req.id, method: req.method, path: pathOnly(req.url) }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
  ...(stream ? { stream } : {}),
});
