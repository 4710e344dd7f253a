import { z } from 'zod';
import { DECLINE_ISSUES, PayPalError } from './paypal-error';

/**
 * PayPal's REST API as this app uses it (PayPal's OpenAPI documents: Orders v2, Webhooks v1):
 * OAuth2 client credentials, create / capture / get an order, verify a webhook signature. The same
 * code talks to PayPal, to the built-in simulator (an in-process `fetch`) and, in tests, to a fake
 * PayPal over HTTP. Responses are parsed with zod, keeping only the fields we use.
 *
 * Never logs, and never puts in an error, the client secret or an access token.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type PayPalClientOptions = {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a fake's URL. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every call (token included) is abandoned after this long. */
  timeoutMs: number;
  fetch?: FetchLike;
  /** Clock for the token cache (tests). */
  now?: () => number;
};

export const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
export type Money = z.infer<typeof MoneySchema>;

const LinkSchema = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

export const CaptureSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  amount: MoneySchema.optional(),
  custom_id: z.string().optional(),
});
export type PayPalCapture = z.infer<typeof CaptureSchema>;

/** Payments v2 `refund` (POST /v2/payments/captures/{capture_id}/refund answers it). */
export const RefundSchema = z.object({ id: z.string().min(1), status: z.string(), amount: MoneySchema.optional() });
export type PayPalRefund = z.infer<typeof RefundSchema>;

const PurchaseUnitSchema = z.object({
  reference_id: z.string().optional(),
  custom_id: z.string().optional(),
  amount: MoneySchema.optional(),
  payments: z.object({ captures: z.array(CaptureSchema).optional() }).optional(),
});

/** An Orders v2 `order`: only the fields verification reads. */
export const PayPalOrderSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  purchase_units: z.array(PurchaseUnitSchema).optional(),
  links: z.array(LinkSchema).optional(),
});
export type PayPalOrder = z.infer<typeof PayPalOrderSchema>;

const TokenSchema = z.object({ access_token: z.string().min(1), token_type: z.string(), expires_in: z.number().positive() });
const VerifyResponseSchema = z.object({ verification_status: z.enum(['SUCCESS', 'FAILURE']) });

/** PayPal's error bodies (error_4xx / error_5xx of the documents; OAuth's `error`). */
const ErrorBodySchema = z.object({
  name: z.string().optional(),
  error: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

export type CreateOrderInput = {
  /** PayPal-Request-Id: a retry with the same id creates nothing new. */
  requestId: string;
  referenceId: string;
  /** Our payment_orders.id: it comes back on the capture and in webhooks. */
  customId: string;
  description: string;
  amount: Money;
};

/** The PAYPAL-* headers of a webhook delivery, and what they sign. */
export type WebhookSignatureInput = {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
  webhookId: string;
  event: Record<string, unknown>;
};

export type PayPalClient = {
  createOrder: (input: CreateOrderInput) => Promise<PayPalOrder>;
  captureOrder: (orderId: string, options: { requestId: string }) => Promise<PayPalOrder>;
  getOrder: (orderId: string) => Promise<PayPalOrder>;
  /** Refunds a capture in full (Payments v2); the PayPal-Request-Id makes a retry refund once. */
  refundCapture: (captureId: string, options: { requestId: string }) => Promise<PayPalRefund>;
  /** True when PayPal answers verification_status SUCCESS. */
  verifyWebhookSignature: (input: WebhookSignatureInput) => Promise<boolean>;
};

/** '89.00' for 8900 cents. */
export const centsToValue = (cents: number): string => (cents / 100).toFixed(2);

/** 8900 for '89.00' or '89'; undefined for anything that is not a plain non-negative amount with at most 2 decimals. */
export const valueToCents = (value: string): number | undefined => {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match?.[1]) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};

/** PayPal order ids are upper-case letters and digits (Orders v2 `id` path parameter). */
export const PAYPAL_ID_PATTERN = /^[A-Z0-9]{1,36}$/;

/** AbortSignal.timeout rejects with a DOMException named TimeoutError (sometimes wrapped as a cause). */
const isTimeout = (error: unknown): boolean => {
  const named = (e: unknown) => typeof e === 'object' && e !== null && 'name' in e && (e.name === 'TimeoutError' || e.name === 'AbortError');
  return named(error) || (error instanceof Error && named(error.cause));
};

type Answer = { status: number; json: unknown };

export const createPayPalClient = (options: PayPalClientOptions): PayPalClient => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  /** One HTTP exchange, bounded by the timeout (the body too). */
  const send = async (operation: string, path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<Answer> => {
    try {
      const response = await doFetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
      const text = await response.text();
      let json: unknown = undefined;
      if (text.trim() !== '') {
        try {
          json = JSON.parse(text) as unknown;
        } catch {
          json = undefined;
          if (response.ok) throw new PayPalError('upstream', `PayPal ${operation}: the answer is not JSON`, { status: response.status });
        }
      }
      return { status: response.status, json };
    } catch (error) {
      if (error instanceof PayPalError) throw error;
      if (isTimeout(error)) throw new PayPalError('timeout', `PayPal ${operation}: no answer within ${options.timeoutMs} ms`, { cause: error });
      throw new PayPalError('upstream', `PayPal ${operation}: PayPal could not be reached`, { cause: error });
    }
  };

  const failure = (operation: string, answer: Answer): PayPalError => {
    const parsed = ErrorBodySchema.safeParse(answer.json);
    const body = parsed.success ? parsed.data : {};
    const paypalName = body.name ?? body.error;
    const issue = body.details?.find((d) => d.issue)?.issue;
    const debugId = body.debug_id;
    const message = [
      `PayPal ${operation} failed: HTTP ${answer.status}`,
      paypalName,
      issue ? `(${issue})` : undefined,
      debugId ? `debug_id ${debugId}` : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    const details = { paypalName, issue, debugId, status: answer.status };
    if (answer.status === 422 && issue === 'ORDER_NOT_APPROVED') return new PayPalError('not_approved', message, details);
    if (answer.status === 422 && issue === 'ORDER_ALREADY_CAPTURED') return new PayPalError('already_captured', message, details);
    if (answer.status === 422 && issue && DECLINE_ISSUES.has(issue)) return new PayPalError('declined', message, details);
    if (answer.status === 404) return new PayPalError('not_found', message, details);
    return new PayPalError('upstream', message, details);
  };

  const fetchToken = async (): Promise<string> => {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`, 'utf8').toString('base64');
    const answer = await send('token', '/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (answer.status !== 200) throw failure('token', answer);
    const parsed = TokenSchema.safeParse(answer.json);
    if (!parsed.success) throw new PayPalError('upstream', "PayPal token: the answer is not in PayPal's documented shape", { status: answer.status });
    // Renew a minute early (or halfway, for very short tokens) so a call never carries a stale token.
    const lifetimeMs = parsed.data.expires_in * 1000;
    cached = { token: parsed.data.access_token, expiresAt: now() + Math.max(lifetimeMs / 2, lifetimeMs - 60_000) };
    return parsed.data.access_token;
  };

  const accessToken = async (): Promise<string> => {
    if (cached && cached.expiresAt > now()) return cached.token;
    // Concurrent calls share one token request.
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  };

  const call = async <T>(
    operation: string,
    path: string,
    request: { method: 'GET' | 'POST'; body?: unknown; requestId?: string; schema: z.ZodType<T> },
    retried = false,
  ): Promise<T> => {
    const token = await accessToken();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json', prefer: 'return=representation' };
    // PayPal's examples send Content-Type on every POST, capture (no body) included.
    if (request.method === 'POST') headers['content-type'] = 'application/json';
    if (request.requestId) headers['paypal-request-id'] = request.requestId;
    const answer = await send(operation, path, {
      method: request.method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    if (answer.status === 401 && !retried) {
      // The token was revoked or expired early: get a new one, once.
      cached = null;
      return call(operation, path, request, true);
    }
    if (answer.status < 200 || answer.status >= 300) throw failure(operation, answer);
    const parsed = request.schema.safeParse(answer.json);
    if (!parsed.success) throw new PayPalError('upstream', `PayPal ${operation}: the answer is not in PayPal's documented shape`, { status: answer.status });
    return parsed.data;
  };

  const orderPath = (orderId: string): string => {
    if (!PAYPAL_ID_PATTERN.test(orderId)) throw new PayPalError('not_found', 'Not a PayPal order id');
    return `/v2/checkout/orders/${orderId}`;
  };

  return {
    createOrder: (input) =>
      call('create order', '/v2/checkout/orders', {
        method: 'POST',
        requestId: input.requestId,
        schema: PayPalOrderSchema,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              custom_id: input.customId,
              description: input.description,
              amount: input.amount,
            },
          ],
        },
      }),
    captureOrder: async (orderId, { requestId }) =>
      call('capture order', `${orderPath(orderId)}/capture`, { method: 'POST', requestId, schema: PayPalOrderSchema }),
    getOrder: async (orderId) => call('get order', orderPath(orderId), { method: 'GET', schema: PayPalOrderSchema }),
    refundCapture: async (captureId, { requestId }) => {
      if (!PAYPAL_ID_PATTERN.test(captureId)) throw new PayPalError('not_found', 'Not a PayPal capture id');
      return call('refund capture', `/v2/payments/captures/${captureId}/refund`, { method: 'POST', requestId, schema: RefundSchema, body: {} });
    },
    verifyWebhookSignature: async (input) => {
      const answer = await call('verify webhook signature', '/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        schema: VerifyResponseSchema,
        body: {
          auth_algo: input.authAlgo,
          cert_url: input.certUrl,
          transmission_id: input.transmissionId,
          transmission_sig: input.transmissionSig,
          transmission_time: input.transmissionTime,
          webhook_id: input.webhookId,
          webhook_event: input.event,
        },
      });
      return answer.verification_status === 'SUCCESS';
    },
  };
};
