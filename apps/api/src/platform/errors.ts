import { ERROR_STATUS, codeForStatus, type ErrorCode, type ErrorResponse } from '@debtshield/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * The one error type. `message` is shown to people (spec: the client shows `error`), so write it
 * as something they can act on. 5xx messages are replaced by a generic one on the way out.
 */
export class AppError extends Error {
  readonly statusCode: number;
  /** Sent as Retry-After (a 429 that knows when the limit lifts). */
  readonly retryAfterSeconds: number | undefined;
  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export const errorBody = (code: ErrorCode, error: string): ErrorResponse => ({ success: false, error, code });

const fieldName = (path: string): string => path.replace(/^\/?(body|querystring|params|headers)\/?/, '').replace(/\//g, '.');

/** Fastify's own error codes that come from bad input, with a message a person can act on. */
const fromFastifyError = (error: FastifyError): AppError | undefined => {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('payload_too_large', 'The request is too large. Files must be under 10 MB.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'This content type is not accepted here.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('invalid_input', 'The request body is empty; JSON was expected.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('invalid_input', 'The request body is not valid JSON.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('invalid_input', 'The upload must be sent as multipart/form-data.');
    default:
      break;
  }
  if (error instanceof SyntaxError) return new AppError('invalid_input', 'The request body is not valid JSON.');
  return undefined;
};

/** Turns anything thrown into an AppError. */
/**
 * PostgreSQL's "data exception" codes a value from a request can cause (out of range, not valid for
 * its type, a character the database cannot store): the request's fault, a 400, never a 5xx.
 */
const DATA_EXCEPTION_CODES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

const databaseDataException = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION_CODES.has(code)) return true;
  }
  return false;
};

export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  if (databaseDataException(error))
    return new AppError('invalid_input', 'A value in the request is out of range or not valid. Please check the numbers and text you sent.', { cause: error });
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .slice(0, 5)
      .map((v) => {
        const name = fieldName(v.instancePath);
        return name ? `${name}: ${v.message}` : String(v.message);
      })
      .join('; ');
    return new AppError('invalid_input', `Please check your input. ${details}`, { cause: error });
  }
  if (isResponseSerializationError(error)) return new AppError('internal', GENERIC_ERROR_MESSAGE, { cause: error });
  const fastifyError = error as FastifyError;
  if (fastifyError && typeof fastifyError === 'object') {
    const known = fromFastifyError(fastifyError);
    if (known) return known;
    const status = fastifyError.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new AppError(codeForStatus(status), fastifyError.message || 'The request could not be processed.', { cause: error });
    }
  }
  return new AppError('internal', GENERIC_ERROR_MESSAGE, { cause: error });
};

/**
 * The router's own refusals, before any route runs (an address that is not valid percent-encoding,
 * a path parameter over the router's length limit): the same contract as every other error.
 * Passed to Fastify as `frameworkErrors`.
 */
export const frameworkErrorHandler = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'This address is too long.' : 'This address is not valid.';
  void reply.status(400).send(errorBody('invalid_input', message));
};

/** Every error leaves in the contract's shape; 5xx details stay in the log. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) {
      request.log.error({ err: appError.cause ?? appError, code: appError.code }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.statusCode }, 'request refused');
    }
    const message = appError.statusCode >= 500 && appError.code === 'internal' ? GENERIC_ERROR_MESSAGE : appError.message;
    if (appError.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(appError.retryAfterSeconds));
    void reply.status(appError.statusCode).send(errorBody(appError.code, message));
  });
};
