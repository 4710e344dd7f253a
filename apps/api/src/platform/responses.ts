import { ErrorResponseSchema } from '@debtshield/contracts';

/** Documented error responses, spread into a route's `response` schema. */
export const ErrorResponses = {
  400: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
  503: ErrorResponseSchema,
} as const;
