import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deepest nesting of objects and arrays any request needs (the deepest contract is a few levels). */
export const MAX_INPUT_DEPTH = 32;

/** A NUL, or half of a UTF-16 surrogate pair without its other half: text no database or document can hold. */
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INPUT_MESSAGES = {
  brokenText: 'Your text contains a character that is not allowed (a NUL character or a broken character). Please remove it and try again.',
  tooDeep: 'The request is nested too deeply.',
} as const;

/**
 * Walks a parsed request part without recursion (a deep document cannot exhaust the stack): keys and
 * strings free of NUL and lone surrogates, nesting at most MAX_INPUT_DEPTH. Returns the problem, or null.
 */
export const inputProblem = (value: unknown): keyof typeof INPUT_MESSAGES | null => {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (BROKEN_TEXT.test(v)) return 'brokenText';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return 'tooDeep';
    if (Array.isArray(v)) for (const item of v) stack.push({ value: item, depth: depth + 1 });
    else if (!Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v as Record<string, unknown>)) {
        if (BROKEN_TEXT.test(key)) return 'brokenText';
        stack.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return null;
};

/**
 * One guard for every route, before its contract validates: what no route can store or use (NUL
 * characters, broken surrogates, absurd nesting) is refused with a clear 400, so a new route inherits
 * it. Multipart uploads are read by their route, which applies the same check to their text fields.
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = inputProblem(part);
      if (problem) throw new AppError('invalid_input', INPUT_MESSAGES[problem]);
    }
  });
};
