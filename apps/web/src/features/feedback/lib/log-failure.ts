import { ApiError } from '../../../lib/api-client';

/**
 * Failures the spec wants 'logged only' (spec 001 §8). Written with console.info: not an error a
 * person must act on, and never the response or anything the user typed, only what went wrong.
 */
export const logFailure = (what: string, error: unknown): void => {
  const detail = error instanceof ApiError ? `${error.status} ${error.code}` : error instanceof Error ? error.name : 'unknown';
  console.info(`${what} (${detail})`);
};
