/**
 * What went wrong talking to Lob, reduced to what the caller branches on (Lob's `error.code` of its
 * OpenAPI document, `components.schemas.error`):
 * - invalid: Lob refused the request (400/422: bad_request, invalid, address_length_exceeds_limit …);
 * - not_found: Lob does not know this letter;
 * - not_deletable: the letter can no longer be cancelled (its send date has passed);
 * - unauthorized: the API key was refused (401/403);
 * - rate_limited: 429;
 * - upstream: 5xx, an unexpected answer, or a body that is not Lob's documented shape;
 * - timeout: no answer within LOB_TIMEOUT_MS.
 * Never carries the API key.
 */
export type LobErrorKind = 'invalid' | 'not_found' | 'not_deletable' | 'unauthorized' | 'rate_limited' | 'upstream' | 'timeout';

export class LobError extends Error {
  readonly kind: LobErrorKind;
  /** Lob's `error.code` (invalid, not_found, …). */
  readonly lobCode: string | undefined;
  readonly status: number | undefined;

  constructor(kind: LobErrorKind, message: string, details: { lobCode?: string; status?: number; cause?: unknown } = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'LobError';
    this.kind = kind;
    this.lobCode = details.lobCode;
    this.status = details.status;
  }
}

export const isLobError = (error: unknown): error is LobError => error instanceof LobError;
