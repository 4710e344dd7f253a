import { z } from 'zod';

/**
 * The short list of error codes. Add a code only when a caller branches on it.
 * Each maps to one HTTP status (ERROR_STATUS).
 */
export const ERROR_CODES = [
  'invalid_input',
  'unauthenticated',
  'payment_required',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'upstream_failed',
  'unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  internal: 500,
};

/** Every error the API returns has this shape; `error` is written for a person to act on. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.enum(ERROR_CODES),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The code for an HTTP status, for errors raised outside our handlers (e.g. by a plugin). */
export const codeForStatus = (status: number): ErrorCode => {
  const match = ERROR_CODES.find((code) => ERROR_STATUS[code] === status);
  if (match) return match;
  return status >= 500 ? 'internal' : 'invalid_input';
};
