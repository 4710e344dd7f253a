import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FetchLike, Money } from './client';

/**
 * An in-memory PayPal that speaks exactly the endpoints the client calls, in PayPal's own shapes
 * (PayPal's OpenAPI documents: Orders v2, Payments v2 capture/refund as webhook resources,
 * Webhooks v1 verify-webhook-signature):
 *
 *   POST /v1/oauth2/token                          client credentials (Basic auth) → bearer token
 *   POST /v2/checkout/orders                       CREATED; PayPal-Request-Id replays
 *   GET  /v2/checkout/orders/{id}
 *   POST /v2/checkout/orders/{id}/capture          422 ORDER_NOT_APPROVED before approval,
 *                                                  422 INSTRUMENT_DECLINED for a declined buyer,
 *                                                  422 ORDER_ALREADY_CAPTURED the second time;
 *                                                  PayPal-Request-Id replays a success
 *   POST /v1/notifications/verify-webhook-signature SUCCESS for events this simulator signed
 *
 * The buyer's part happens through approve() / decline() (the labelled test checkout). Events are
 * signed with an HMAC under a signing key (PayPal signs with its certificate; the idea is the same:
 * only the holder of the key can produce a signature the verify call accepts). The key is given
 * (`signingKey`: simulators built with the same key verify each other's events, as every instance
 * of the app asks the one PayPal; decision 047) or drawn at random for this simulator alone.
 * Orders, tokens and idempotency keys stay in this simulator's memory.
 *
 * The same core serves the app's "no credentials" mode (through `fetch`, in process) and the
 * tests' fake PayPal (apps/api/test/fake-paypal.ts, over real HTTP), with knobs for failures.
 */

export type SimulatorRequest = {
  method: string;
  /** Path and query, e.g. /v2/checkout/orders/5O190127TN364715T/capture */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  body: string;
  /** Aborted when the caller gives up (a hanging answer then ends). */
  signal?: AbortSignal;
};

export type SimulatorResponse = { status: number; headers: Record<string, string>; body: string };

export type SimulatorOptions = {
  clientId?: string;
  clientSecret?: string;
  /** The webhook id events are signed for (PAYPAL_WEBHOOK_ID of the app that receives them). */
  webhookId?: string;
  /** Used in HATEOAS links only. */
  baseUrl?: string;
  /**
   * The webhook signing key (32 bytes or more). Simulators given the same key accept each other's
   * signatures; without one, a random key only this simulator knows.
   */
  signingKey?: Uint8Array;
};

export type SimOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED';

export type SimCapture = {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amount: Money;
  customId: string | undefined;
  createTime: string;
  updateTime: string;
};

export type SimRefund = { id: string; captureId: string; amount: Money; customId: string | undefined; createTime: string };

export type SimOrder = {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: SimOrderStatus;
  /** The buyer's card or account will be refused at capture. */
  declined: boolean;
  referenceId: string;
  customId: string | undefined;
  description: string | undefined;
  amount: Money;
  createTime: string;
  updateTime: string;
  capture: SimCapture | undefined;
  refunds: SimRefund[];
};

/** What a request looked like when it arrived (credentials shown only by scheme). */
export type SimRequestRecord = { method: string; path: string; headers: Record<string, string>; body: unknown };

type Knob = { action: 'fail' | 'hang' | 'malformed'; match: RegExp; remaining: number; status: number };

export type KnobOptions = {
  /** Tested against "METHOD /path" (e.g. /capture$/). Default: every call but the token request. */
  match?: RegExp;
  /** How many matching calls it affects (default 1). */
  times?: number;
};

export type SignedWebhook = {
  /** The PAYPAL-* headers PayPal sends with a delivery. */
  headers: Record<string, string>;
  event: Record<string, unknown>;
};

export type PayPalSimulator = {
  /** The transport-free core: one request in, one response out. */
  handle: (request: SimulatorRequest) => Promise<SimulatorResponse>;
  /** The core as a fetch (in process, no network). */
  fetch: FetchLike;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly webhookId: string;
  /** The buyer approves (clears a decline). False when the order is unknown or already captured. */
  approve: (orderId: string) => boolean;
  /** The buyer approves with a card that will be declined at capture. */
  decline: (orderId: string) => boolean;
  order: (orderId: string) => SimOrder | undefined;
  /** Every request received, oldest first. */
  readonly requests: SimRequestRecord[];
  /** Tokens handed out (tests check none reaches a log). */
  readonly issuedTokens: readonly string[];
  /** Forget every token: the next call answers 401, as after an expiry. */
  expireTokens: () => void;
  /** The next matching call(s) answer 5xx with PayPal's error body. */
  failNext: (options?: KnobOptions & { status?: 500 | 502 | 503 }) => void;
  /** The next matching call(s) never answer (until the caller gives up). */
  hangNext: (options?: KnobOptions) => void;
  /** The next matching call(s) answer 200 with a body that is not JSON. */
  malformNext: (options?: KnobOptions) => void;
  /** This order's capture will report another amount or status than the order's. */
  overrideCapture: (orderId: string, override: { amount?: Money; status?: SimCapture['status'] }) => void;
  /** Refunds the capture of an order in full (as the merchant would in PayPal's dashboard). */
  refund: (orderId: string) => SimRefund;
  /** A signed webhook delivery about this order's capture (COMPLETED) or its last refund (REFUNDED). */
  webhookEvent: (
    eventType: 'PAYMENT.CAPTURE.COMPLETED' | 'PAYMENT.CAPTURE.REFUNDED',
    orderId: string,
    options?: { webhookId?: string; omitCustomId?: boolean },
  ) => SignedWebhook;
  /** Signs any event body (tests build tampered or foreign events with it). */
  sign: (event: Record<string, unknown>, webhookId?: string) => SignedWebhook;
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** PayPal-style ids: 17 upper-case letters and digits. */
const paypalId = (length = 17): string => Array.from(randomBytes(length), (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
const isoNow = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const debugId = (): string => randomBytes(7).toString('hex').slice(0, 13);
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const SIMULATED_AUTH_ALGO = 'SHA256withRSA';

/** PayPal's error descriptions for the issues the simulator raises (from the Orders v2 document). */
const ISSUE_DESCRIPTIONS: Record<string, string> = {
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
  INVALID_PARAMETER_VALUE: 'A parameter value is not valid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  INVALID_STRING_LENGTH: 'The value of a field is either too short or too long',
  INVALID_ARRAY_MAX_ITEMS: 'The number of items in an array parameter is too large.',
  INVALID_ARRAY_MIN_ITEMS: 'The number of items in an array parameter is too small.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  CANNOT_BE_ZERO_OR_NEGATIVE: 'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_CURRENCY_CODE:
    'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
};

const ERROR_NAMES: Record<number, { name: string; message: string }> = {
  400: { name: 'INVALID_REQUEST', message: 'Request is not well-formed, syntactically incorrect, or violates schema.' },
  401: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to missing authorization header, or invalid authentication credentials.' },
  404: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
  422: { name: 'UNPROCESSABLE_ENTITY', message: 'The requested action could not be performed, semantically incorrect, or failed business validation.' },
  500: { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' },
  503: { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' },
};

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly raw?: string,
  ) {}
}

const json = (status: number, body: unknown) => new Reply(status, body);

const paypalError = (status: number, detail?: { issue: string; field?: string; location?: 'body' | 'path' | 'query' }) => {
  const head = ERROR_NAMES[status] ?? ERROR_NAMES[500]!;
  const details = detail
    ? [
        {
          ...(detail.field ? { field: detail.field } : {}),
          ...(detail.location ? { location: detail.location } : {}),
          issue: detail.issue,
          ...(ISSUE_DESCRIPTIONS[detail.issue] ? { description: ISSUE_DESCRIPTIONS[detail.issue] } : {}),
        },
      ]
    : undefined;
  return json(status, {
    name: head.name,
    message: head.message,
    ...(details ? { details } : {}),
    debug_id: debugId(),
    links: [
      { href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${detail?.issue ?? head.name}`, rel: 'information_link', method: 'GET' },
    ],
  });
};

const lowerCaseHeaders = (headers: RequestInit['headers']): Record<string, string> => {
  const out: Record<string, string> = {};
  new Headers(headers).forEach((value, key) => {
    out[key.toLowerCase()] = value;
  });
  return out;
};

/** Resolves when the signal aborts (rejecting with its reason); never otherwise. */
const hang = (signal: AbortSignal | undefined): Promise<never> =>
  new Promise((_resolve, reject) => {
    if (!signal) return;
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

export const createPayPalSimulator = (options: SimulatorOptions = {}): PayPalSimulator => {
  const clientId = options.clientId ?? `SIM-${randomBytes(12).toString('hex')}`;
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const webhookId = options.webhookId ?? 'SIMULATORWEBHOOK';
  const baseUrl = (options.baseUrl ?? 'https://api-m.sandbox.paypal.com').replace(/\/+$/, '');
  const certUrl = `${baseUrl}/v1/notifications/certs/CERT-SIMULATOR`;
  if (options.signingKey && options.signingKey.length < 32) throw new Error('simulator: signingKey must be at least 32 bytes');
  const signingSecret = options.signingKey ? Buffer.from(options.signingKey) : randomBytes(32);

  const orders = new Map<string, SimOrder>();
  const tokens = new Map<string, number>();
  const issuedTokens: string[] = [];
  const idempotent = new Map<string, Reply>();
  const requests: SimRequestRecord[] = [];
  const knobs: Knob[] = [];
  const captureOverrides = new Map<string, { amount?: Money; status?: SimCapture['status'] }>();

  const orderLinks = (order: SimOrder) => [
    { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'CREATED' || order.status === 'APPROVED'
      ? [
          { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
          { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
          { href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
        ]
      : []),
  ];

  const captureJson = (order: SimOrder, capture: SimCapture) => ({
    id: capture.id,
    status: capture.status,
    amount: capture.amount,
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    links: [
      { href: `${baseUrl}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${baseUrl}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  });

  const orderJson = (order: SimOrder, prefer: string | undefined, kind: 'create' | 'capture' | 'get') => {
    const purchaseUnit = {
      reference_id: order.referenceId,
      amount: order.amount,
      ...(order.customId ? { custom_id: order.customId } : {}),
      ...(order.description ? { description: order.description } : {}),
      payee: { email_address: 'merchant@debtshield.example', merchant_id: 'SMERCHANT2345' },
      ...(order.capture ? { payments: { captures: [captureJson(order, order.capture)] } } : {}),
    };
    const representation = kind === 'get' || (prefer ?? '').toLowerCase().includes('return=representation');
    if (!representation && kind === 'create') return { id: order.id, status: order.status, links: orderLinks(order) };
    if (!representation)
      return {
        id: order.id,
        status: order.status,
        purchase_units: [{ reference_id: order.referenceId, payments: purchaseUnit.payments }],
        links: orderLinks(order),
      };
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [purchaseUnit],
      create_time: order.createTime,
      ...(order.updateTime !== order.createTime ? { update_time: order.updateTime } : {}),
      links: orderLinks(order),
    };
  };

  const sign = (event: Record<string, unknown>, forWebhookId = webhookId): SignedWebhook => {
    const transmissionId = randomUUID();
    const transmissionTime = isoNow();
    const signature = createHmac('sha256', signingSecret)
      .update(`${transmissionId}|${transmissionTime}|${forWebhookId}|${sha256(JSON.stringify(event))}`)
      .digest('hex');
    return {
      headers: {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': SIMULATED_AUTH_ALGO,
      },
      event,
    };
  };

  const signatureValid = (input: Record<string, unknown>): boolean => {
    const { auth_algo, cert_url, transmission_id, transmission_sig, transmission_time, webhook_id, webhook_event } = input;
    if (auth_algo !== SIMULATED_AUTH_ALGO || cert_url !== certUrl) return false;
    if (typeof transmission_sig !== 'string' || !/^[0-9a-f]{64}$/.test(transmission_sig)) return false;
    if (webhook_id !== webhookId) return false;
    const expected = createHmac('sha256', signingSecret)
      .update(`${String(transmission_id)}|${String(transmission_time)}|${String(webhook_id)}|${sha256(JSON.stringify(webhook_event))}`)
      .digest();
    return timingSafeEqual(expected, Buffer.from(transmission_sig, 'hex'));
  };

  const takeKnob = (signature: string): Knob | undefined => {
    const index = knobs.findIndex((knob) => knob.match.test(signature));
    if (index < 0) return undefined;
    const knob = knobs[index]!;
    knob.remaining -= 1;
    if (knob.remaining <= 0) knobs.splice(index, 1);
    return knob;
  };

  const addKnob = (action: Knob['action'], knobOptions: KnobOptions = {}, status = 500) => {
    knobs.push({ action, match: knobOptions.match ?? /^(?!POST \/v1\/oauth2\/token)/, remaining: knobOptions.times ?? 1, status });
  };

  const bearerValid = (headers: SimulatorRequest['headers']): boolean => {
    const match = /^Bearer (\S+)$/.exec(headers.authorization ?? '');
    return Boolean(match?.[1] && tokens.has(match[1]));
  };

  const parseJson = (body: string): { ok: true; value: unknown } | { ok: false } => {
    if (body.trim() === '') return { ok: true, value: undefined };
    try {
      return { ok: true, value: JSON.parse(body) as unknown };
    } catch {
      return { ok: false };
    }
  };

  const token = (request: SimulatorRequest): Reply => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`, 'utf8').toString('base64')}`;
    if (request.headers.authorization !== expected) return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    if (new URLSearchParams(request.body).get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const accessToken = `A21AA${randomBytes(40).toString('base64url')}`;
    tokens.set(accessToken, Date.now() + 32_400_000);
    issuedTokens.push(accessToken);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/applications/webhooks',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR000001',
      expires_in: 32400,
      nonce: `${isoNow()}${randomBytes(8).toString('hex')}`,
    });
  };

  const createOrder = (request: SimulatorRequest): Reply => {
    const parsed = parseJson(request.body);
    if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return paypalError(400, { issue: 'MALFORMED_REQUEST_JSON' });
    const body = parsed.value as { intent?: unknown; purchase_units?: unknown };
    if (body.intent === undefined) return paypalError(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: '/intent', location: 'body' });
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      return paypalError(400, { issue: 'INVALID_PARAMETER_VALUE', field: '/intent', location: 'body' });
    if (!Array.isArray(body.purchase_units)) return paypalError(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: '/purchase_units', location: 'body' });
    if (body.purchase_units.length < 1) return paypalError(400, { issue: 'INVALID_ARRAY_MIN_ITEMS', field: '/purchase_units', location: 'body' });
    // Simulator limit: one purchase unit per order (all this app ever sends).
    if (body.purchase_units.length > 1) return paypalError(400, { issue: 'INVALID_ARRAY_MAX_ITEMS', field: '/purchase_units', location: 'body' });
    const unit = body.purchase_units[0] as {
      reference_id?: unknown;
      custom_id?: unknown;
      description?: unknown;
      amount?: { currency_code?: unknown; value?: unknown };
    };
    for (const [field, max] of [
      ['reference_id', 256],
      ['custom_id', 127],
      ['description', 127],
    ] as const) {
      const value = unit[field];
      if (value !== undefined && (typeof value !== 'string' || value.length < 1 || value.length > max)) {
        return paypalError(400, { issue: 'INVALID_STRING_LENGTH', field: `/purchase_units/@reference_id=='default'/${field}`, location: 'body' });
      }
    }
    const amount = unit.amount;
    if (!amount || amount.value === undefined || amount.currency_code === undefined) {
      return paypalError(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: "/purchase_units/@reference_id=='default'/amount", location: 'body' });
    }
    if (typeof amount.currency_code !== 'string' || !/^[A-Z]{3}$/.test(amount.currency_code)) {
      return paypalError(422, { issue: 'INVALID_CURRENCY_CODE', field: "/purchase_units/@reference_id=='default'/amount/currency_code", location: 'body' });
    }
    if (typeof amount.value !== 'string' || !/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/.test(amount.value)) {
      return paypalError(400, { issue: 'INVALID_PARAMETER_SYNTAX', field: "/purchase_units/@reference_id=='default'/amount/value", location: 'body' });
    }
    if (/\.\d{3,}$/.test(amount.value))
      return paypalError(422, { issue: 'DECIMAL_PRECISION', field: "/purchase_units/@reference_id=='default'/amount/value", location: 'body' });
    if (Number(amount.value) <= 0)
      return paypalError(422, { issue: 'CANNOT_BE_ZERO_OR_NEGATIVE', field: "/purchase_units/@reference_id=='default'/amount/value", location: 'body' });

    const now = isoNow();
    const order: SimOrder = {
      id: paypalId(),
      intent: body.intent,
      status: 'CREATED',
      declined: false,
      referenceId: typeof unit.reference_id === 'string' ? unit.reference_id : 'default',
      customId: typeof unit.custom_id === 'string' ? unit.custom_id : undefined,
      description: typeof unit.description === 'string' ? unit.description : undefined,
      amount: { currency_code: amount.currency_code, value: amount.value },
      createTime: now,
      updateTime: now,
      capture: undefined,
      refunds: [],
    };
    orders.set(order.id, order);
    return json(201, orderJson(order, request.headers.prefer, 'create'));
  };

  const captureOrder = (request: SimulatorRequest, order: SimOrder): Reply => {
    const parsed = parseJson(request.body);
    if (!parsed.ok) return paypalError(400, { issue: 'MALFORMED_REQUEST_JSON' });
    if (order.status === 'COMPLETED') return paypalError(422, { issue: 'ORDER_ALREADY_CAPTURED' });
    if (order.status === 'CREATED') return paypalError(422, { issue: 'ORDER_NOT_APPROVED' });
    if (order.declined) return paypalError(422, { issue: 'INSTRUMENT_DECLINED' });
    const override = captureOverrides.get(order.id);
    const now = isoNow();
    order.capture = {
      id: paypalId(),
      status: override?.status ?? 'COMPLETED',
      amount: override?.amount ?? order.amount,
      customId: order.customId,
      createTime: now,
      updateTime: now,
    };
    order.status = 'COMPLETED';
    order.updateTime = now;
    return json(201, orderJson(order, request.headers.prefer, 'capture'));
  };

  const route = async (request: SimulatorRequest): Promise<Reply> => {
    const url = new URL(request.url, 'http://simulator.invalid');
    const method = request.method.toUpperCase();
    const path = url.pathname.replace(/\/+$/, '');
    const parsedBody = parseJson(request.body);
    requests.push({
      method,
      path,
      headers: Object.fromEntries(
        Object.entries(request.headers)
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
          .map(([key, value]) => [key, key === 'authorization' ? `${value.split(' ')[0] ?? ''} [hidden]` : value]),
      ),
      body: parsedBody.ok ? parsedBody.value : request.body,
    });

    const knob = takeKnob(`${method} ${path}`);
    if (knob?.action === 'hang') return hang(request.signal);
    if (knob?.action === 'fail') {
      // 500 and 503 carry PayPal's error bodies; a 502 comes from a gateway in front of PayPal, as HTML.
      return knob.status === 502
        ? new Reply(502, undefined, '<html><body><h1>502 Bad Gateway</h1></body></html>')
        : paypalError(knob.status === 503 ? 503 : 500);
    }
    if (knob?.action === 'malformed') return new Reply(200, undefined, '{"id": "5O190127TN364715T", "status": ');

    if (method === 'POST' && path === '/v1/oauth2/token') return token(request);
    if (!bearerValid(request.headers)) return paypalError(401);

    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      if (!parsedBody.ok || typeof parsedBody.value !== 'object' || parsedBody.value === null) return paypalError(400, { issue: 'MALFORMED_REQUEST_JSON' });
      const input = parsedBody.value as Record<string, unknown>;
      for (const field of ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id', 'webhook_event']) {
        if (input[field] === undefined) return paypalError(400, { issue: 'MISSING_REQUIRED_PARAMETER', field: `/${field}`, location: 'body' });
      }
      return json(200, { verification_status: signatureValid(input) ? 'SUCCESS' : 'FAILURE' });
    }

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const key = request.headers['paypal-request-id'] ? `create ${request.headers['paypal-request-id']}` : undefined;
      const replay = key ? idempotent.get(key) : undefined;
      if (replay) return new Reply(200, replay.body);
      const reply = createOrder(request);
      if (key && reply.status >= 200 && reply.status < 300) idempotent.set(key, reply);
      return reply;
    }

    // Payments v2 refund of a capture (the merchant's refund; the whole amount when no body amount is sent).
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundMatch?.[1]) {
      const order = [...orders.values()].find((o) => o.capture?.id === refundMatch[1]);
      if (!order?.capture) return paypalError(404, { issue: 'INVALID_RESOURCE_ID', field: 'capture_id', location: 'path' });
      const key = request.headers['paypal-request-id'] ? `refund ${refundMatch[1]} ${request.headers['paypal-request-id']}` : undefined;
      const replay = key ? idempotent.get(key) : undefined;
      if (replay) return new Reply(200, replay.body);
      if (order.capture.status === 'REFUNDED') return paypalError(422, { issue: 'CAPTURE_FULLY_REFUNDED' });
      const created = refund(order.id);
      const reply = json(201, {
        id: created.id,
        status: 'COMPLETED',
        amount: created.amount,
        ...(created.customId ? { custom_id: created.customId } : {}),
        create_time: created.createTime,
        update_time: created.createTime,
        links: [
          { href: `${baseUrl}/v2/payments/refunds/${created.id}`, rel: 'self', method: 'GET' },
          { href: `${baseUrl}/v2/payments/captures/${created.captureId}`, rel: 'up', method: 'GET' },
        ],
      });
      if (key) idempotent.set(key, reply);
      return reply;
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch?.[1]) {
      const order = orders.get(orderMatch[1]);
      if (!order) return paypalError(404, { issue: 'INVALID_RESOURCE_ID', field: 'order_id', location: 'path' });
      if (method === 'GET' && !orderMatch[2]) return json(200, orderJson(order, request.headers.prefer, 'get'));
      if (method === 'POST' && orderMatch[2]) {
        // A repeated PayPal-Request-Id gets the stored success again (200), not a second capture.
        const key = request.headers['paypal-request-id'] ? `capture ${order.id} ${request.headers['paypal-request-id']}` : undefined;
        const replay = key ? idempotent.get(key) : undefined;
        if (replay) return new Reply(200, replay.body);
        const reply = captureOrder(request, order);
        if (key && reply.status >= 200 && reply.status < 300) idempotent.set(key, reply);
        return reply;
      }
    }
    return paypalError(404, { issue: 'INVALID_RESOURCE_ID', location: 'path' });
  };

  const handle = async (request: SimulatorRequest): Promise<SimulatorResponse> => {
    const reply = await route(request);
    const body = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const contentType = body.startsWith('<') ? 'text/html' : 'application/json';
    return { status: reply.status, headers: { 'content-type': contentType, 'paypal-debug-id': debugId() }, body };
  };

  const fetchLike: FetchLike = async (input, init) => {
    const target = new URL(input);
    const response = await handle({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: lowerCaseHeaders(init.headers),
      body: typeof init.body === 'string' ? init.body : '',
      ...(init.signal ? { signal: init.signal } : {}),
    });
    return new Response(response.body === '' ? null : response.body, { status: response.status, headers: response.headers });
  };

  const requireOrder = (orderId: string): SimOrder => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`simulator: no order ${orderId}`);
    return order;
  };

  const refund = (orderId: string): SimRefund => {
    const order = requireOrder(orderId);
    if (!order.capture) throw new Error(`simulator: order ${orderId} has no capture`);
    const created: SimRefund = {
      id: paypalId(),
      captureId: order.capture.id,
      amount: order.capture.amount,
      customId: order.capture.customId,
      createTime: isoNow(),
    };
    order.refunds.push(created);
    order.capture.status = 'REFUNDED';
    order.capture.updateTime = created.createTime;
    return created;
  };

  const webhookEvent: PayPalSimulator['webhookEvent'] = (eventType, orderId, eventOptions = {}) => {
    const order = requireOrder(orderId);
    const capture = order.capture;
    if (!capture) throw new Error(`simulator: order ${orderId} has no capture`);
    const eventId = `WH-${paypalId()}-${paypalId()}`;
    let resource: Record<string, unknown>;
    let resourceType: string;
    let summary: string;
    if (eventType === 'PAYMENT.CAPTURE.COMPLETED') {
      const body = captureJson(order, capture) as Record<string, unknown>;
      if (eventOptions.omitCustomId) delete body.custom_id;
      resource = { ...body, supplementary_data: { related_ids: { order_id: order.id } } };
      resourceType = 'capture';
      summary = `Payment completed for $ ${capture.amount.value} ${capture.amount.currency_code}`;
    } else {
      const last = order.refunds.at(-1);
      if (!last) throw new Error(`simulator: order ${orderId} has no refund`);
      resource = {
        id: last.id,
        amount: last.amount,
        ...(last.customId && !eventOptions.omitCustomId ? { custom_id: last.customId } : {}),
        status: 'COMPLETED',
        create_time: last.createTime,
        update_time: last.createTime,
        links: [
          { href: `${baseUrl}/v2/payments/refunds/${last.id}`, rel: 'self', method: 'GET' },
          { href: `${baseUrl}/v2/payments/captures/${last.captureId}`, rel: 'up', method: 'GET' },
        ],
      };
      resourceType = 'refund';
      summary = `A $ ${last.amount.value} ${last.amount.currency_code} capture payment was refunded`;
    }
    const event: Record<string, unknown> = {
      id: eventId,
      event_version: '1.0',
      create_time: isoNow(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        { href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}`, rel: 'self', method: 'GET' },
        { href: `${baseUrl}/v1/notifications/webhooks-events/${eventId}/resend`, rel: 'resend', method: 'POST' },
      ],
    };
    return sign(event, eventOptions.webhookId ?? webhookId);
  };

  const approveAs = (orderId: string, declined: boolean): boolean => {
    const order = orders.get(orderId);
    if (!order || order.status === 'COMPLETED') return false;
    order.status = 'APPROVED';
    order.declined = declined;
    order.updateTime = isoNow();
    return true;
  };

  return {
    handle,
    fetch: fetchLike,
    clientId,
    clientSecret,
    webhookId,
    approve: (orderId) => approveAs(orderId, false),
    decline: (orderId) => approveAs(orderId, true),
    order: (orderId) => orders.get(orderId),
    requests,
    issuedTokens,
    expireTokens: () => tokens.clear(),
    failNext: (knobOptions = {}) => addKnob('fail', knobOptions, knobOptions.status ?? 500),
    hangNext: (knobOptions = {}) => addKnob('hang', knobOptions),
    malformNext: (knobOptions = {}) => addKnob('malformed', knobOptions),
    overrideCapture: (orderId, override) => {
      captureOverrides.set(orderId, override);
    },
    refund,
    webhookEvent,
    sign: (event, forWebhookId) => sign(event, forWebhookId),
  };
};
