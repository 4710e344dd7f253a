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
    expect(toAppError(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 })).code).toBe('unsupported_media_type');
  });

  it('hides the details of anything unexpected', () => {
    const error = toAppError(new TypeError('cannot read properties of undefined (secret internals)'));
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
  });
});

describe('database data exceptions', () => {
  it("are the request's fault: a 400 a person can act on, never a 5xx (out of range, not valid, not storable)", () => {
    for (const code of ['22003', '22P05', '22021', '22001', '22P02']) {
      const pgError = Object.assign(new Error('value out of range for type integer'), { code });
      for (const error of [pgError, Object.assign(new Error('Failed query'), { cause: pgError })]) {
        const appError = toAppError(error);
        expect(appError.statusCode, code).toBe(400);
        expect(appError.code).toBe('invalid_input');
        expect(appError.message).not.toContain('integer');
      }
    }
    expect(toAppError(Object.assign(new Error('deadlock'), { code: '40P01' })).statusCode).toBe(500);
  });
});
