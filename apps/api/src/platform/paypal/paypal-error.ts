/**
 * What went wrong talking to PayPal, reduced to what the caller branches on:
 * - declined: the buyer's card or funding source was refused (INSTRUMENT_DECLINED and its kin);
 * - not_approved: capture before the buyer approved (ORDER_NOT_APPROVED);
 * - already_captured: a second capture (ORDER_ALREADY_CAPTURED): read the order instead;
 * - not_found: PayPal does not know this order (RESOURCE_NOT_FOUND);
 * - upstream: PayPal answered 5xx, an unexpected 4xx, or something that is not its documented shape;
 * - timeout: no answer within PAYPAL_TIMEOUT_MS.
 * Never carries the client secret or an access token.
 */
export type PayPalErrorKind = 'declined' | 'not_approved' | 'already_captured' | 'not_found' | 'upstream' | 'timeout';

export class PayPalError extends Error {
  readonly kind: PayPalErrorKind;
  /** PayPal's error `name` (UNPROCESSABLE_ENTITY, INTERNAL_SERVER_ERROR, …). */
  readonly paypalName: string | undefined;
  /** details[0].issue (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, …). */
  readonly issue: string | undefined;
  /** PayPal's debug_id, for support tickets. */
  readonly debugId: string | undefined;
  /** The HTTP status PayPal answered, when it answered. */
  readonly status: number | undefined;

  constructor(
    kind: PayPalErrorKind,
    message: string,
    details: { paypalName?: string; issue?: string; debugId?: string; status?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'PayPalError';
    this.kind = kind;
    this.paypalName = details.paypalName;
    this.issue = details.issue;
    this.debugId = details.debugId;
    this.status = details.status;
  }
}

export const isPayPalError = (error: unknown): error is PayPalError => error instanceof PayPalError;

/**
 * Capture issues (orders.capture-422 of PayPal's Orders v2 document) that mean "this payment
 * method was refused; try another one", as opposed to a fault of ours.
 */
export const DECLINE_ISSUES: ReadonlySet<string> = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'CARD_EXPIRED',
  'REFERENCED_CARD_EXPIRED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'PAYER_ACCOUNT_RESTRICTED',
  'PAYER_ACCOUNT_LOCKED_OR_CLOSED',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'TRANSACTION_LIMIT_EXCEEDED',
  'DECLINED_DUE_TO_RELATED_TXN',
  'PAYMENT_SOURCE_DECLINED_BY_PROCESSOR',
  'PAYMENT_SOURCE_CANNOT_BE_USED',
  'COMPLIANCE_VIOLATION',
]);
