import type { ErrorCode } from '@debtshield/contracts';

/** A failed API call. `message` is the server's `error` text, or a generic one; show it as is. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | 'network' | 'bad_response',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
