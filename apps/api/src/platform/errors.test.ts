import { describe, expect, it } from 'vitest';
import { AppError, toAppError } from './errors';

describe('toAppError', () => {
  it('keeps AppErrors as they are', () => {
    const error = new AppError('forbidden', 'Not yours.');
    expect(toAppError(error)).toBe(error);
    expect(error.statusCode).toBe(403);
  });

  it('maps Fastify input errors to a message a person can act on', () => {
    const tooLarge = toAppError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }));
    expect(tooLarge.code).toBe('payload_too_large');
    expect(tooLarge.message).toMatch(/10 MB/);
    expect(toAppError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 })).code).toBe('invalid_input');
    expect(toAppError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).code).toBe(
      'unsupported_media_type',
    );
  });

  it('hides the details of anything unexpected', () => {
    const error = toAppError(new TypeError('cannot read properties of undefined (secret internals)'));
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
  });
});
