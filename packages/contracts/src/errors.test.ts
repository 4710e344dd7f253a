import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, ErrorResponseSchema, codeForStatus } from './errors';

describe('error contract', () => {
  it('gives every code one distinct status', () => {
    const statuses = ERROR_CODES.map((code) => ERROR_STATUS[code]);
    expect(new Set(statuses).size).toBe(ERROR_CODES.length);
  });

  it('maps statuses back to codes, with a safe fallback', () => {
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(429)).toBe('rate_limited');
    expect(codeForStatus(418)).toBe('invalid_input');
    expect(codeForStatus(504)).toBe('internal');
  });

  it('accepts only the documented error shape', () => {
    expect(ErrorResponseSchema.safeParse({ success: false, error: 'x', code: 'not_found' }).success).toBe(true);
    expect(ErrorResponseSchema.safeParse({ success: false, error: 'x', code: 'teapot' }).success).toBe(false);
    expect(ErrorResponseSchema.safeParse({ success: true, error: 'x', code: 'not_found' }).success).toBe(false);
  });
});
