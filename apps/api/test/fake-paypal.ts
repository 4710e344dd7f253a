import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv, { type ValidateFunction } from 'ajv';
import { createPayPalSimulator, type PayPalSimulator, type SimulatorOptions } from '../src/platform/paypal/simulator';

/**
 * A fake PayPal for tests: the app's own simulator core (no second state machine) served over
 * real HTTP on a free port, so the real client code runs over the network — timeouts, 5xx and
 * malformed bodies included.
 *
 * Every request the API sends and every answer the fake gives is checked against PayPal's own
 * OpenAPI schemas (the vendored subset of paypal-rest-api-specifications); anything that does not
 * match lands in `violations`, which tests expect to stay empty.
 */

type Doc = 'orders' | 'payments' | 'webhooks';

const SUBSET_PATH = new URL('../src/platform/paypal/vendor/paypal-openapi-subset.json', import.meta.url);
const subset = JSON.parse(readFileSync(SUBSET_PATH, 'utf8')) as Record<Doc, Record<string, unknown>>;

// PayPal's documents are OpenAPI 3.0 with custom formats (ppaas_*) and patterns written for
// non-unicode regular expressions: validate structure, types, enums and patterns; ignore formats.
const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true, unicodeRegExp: false });
for (const doc of ['orders', 'payments', 'webhooks'] as const) ajv.addSchema(subset[doc]);

const validators = new Map<string, ValidateFunction>();
const validator = (doc: Doc, schema: string): ValidateFunction => {
  const key = `paypal-${doc}#/components/schemas/${schema}`;
  let found = validators.get(key);
  if (!found) {
    found = ajv.getSchema(key);
    if (!found) throw new Error(`no PayPal schema ${key}`);
    validators.set(key, found);
  }
  return found;
};

/** Errors of `value` against PayPal's schema(s) (all must hold), as readable lines; empty when it conforms. */
export const paypalSchemaErrors = (doc: Doc, schemas: string | string[], value: unknown): string[] =>
  (Array.isArray(schemas) ? schemas : [schemas]).flatMap((schema) => {
    const validate = validator(doc, schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${schema}${e.instancePath} ${e.message ?? ''}`);
  });

const ORDER_ERRORS: Record<number, string[]> = {
  400: ['error_400', '400'],
  401: ['error_401'],
  404: ['error_404', '404'],
  422: ['error_422', '422'],
  500: ['error_500'],
  503: ['error_503'],
};
const CAPTURE_ERRORS: Record<number, string[]> = { ...ORDER_ERRORS, 400: ['error_400', 'orders.capture-400'], 422: ['error_422', 'orders.capture-422'] };

/** Which schemas a request body and each answer must meet, per endpoint. */
const contractFor = (method: string, path: string): { doc: Doc; request?: string; ok: string; errors: Record<number, string[]> } | 'token' | undefined => {
  if (method === 'POST' && path === '/v1/oauth2/token') return 'token';
  if (method === 'POST' && path === '/v2/checkout/orders') return { doc: 'orders', request: 'order_request', ok: 'order', errors: ORDER_ERRORS };
  if (method === 'GET' && /^\/v2\/checkout\/orders\/[^/]+$/.test(path)) return { doc: 'orders', ok: 'order', errors: ORDER_ERRORS };
  if (method === 'POST' && /^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(path))
    return { doc: 'orders', request: 'order_capture_request', ok: 'order', errors: CAPTURE_ERRORS };
  if (method === 'POST' && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(path)) {
    return {
      doc: 'payments',
      request: 'refund_request',
      ok: 'refund',
      errors: {
        400: ['error_400', 'captures.refund-400'],
        401: ['error_401', '401'],
        404: ['error_404', '404'],
        422: ['error_422', 'captures.refund-422'],
        500: ['error_500'],
        503: ['error_503'],
      },
    };
  }
  if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
    return {
      doc: 'webhooks',
      request: 'verify_webhook_signature',
      ok: 'verify_webhook_signature_response',
      errors: { 400: ['error'], 401: ['error'], 500: ['error'], 503: ['error'] },
    };
  }
  return undefined;
};

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Checks one exchange against PayPal's documents; returns what does not conform. */
const checkExchange = (method: string, url: string, headers: Record<string, string>, body: string, status: number, answer: string): string[] => {
  const path = url.split('?')[0] ?? url;
  const contract = contractFor(method, path);
  const where = `${method} ${path}`;
  if (!contract) return [`${where}: not an endpoint the API should call`];
  const problems: string[] = [];
  if (contract === 'token') {
    if (!/^Basic [A-Za-z0-9+/=]+$/.test(headers.authorization ?? '')) problems.push(`${where}: no Basic authorization`);
    if (headers['content-type'] !== 'application/x-www-form-urlencoded') problems.push(`${where}: content-type ${headers['content-type']}`);
    if (body !== 'grant_type=client_credentials') problems.push(`${where}: body is not grant_type=client_credentials`);
    return problems;
  }
  if (!/^Bearer \S+$/.test(headers.authorization ?? '')) problems.push(`${where}: no bearer token`);
  const orderId = /^\/v2\/checkout\/orders\/([^/]+)/.exec(path)?.[1];
  if (orderId && !/^[A-Z0-9]{1,36}$/.test(orderId)) problems.push(`${where}: order id is not PayPal's id format`);
  const requestId = headers['paypal-request-id'];
  if (requestId !== undefined && (requestId.length < 1 || requestId.length > 108)) problems.push(`${where}: PayPal-Request-Id length ${requestId.length}`);
  const prefer = headers.prefer;
  if (prefer !== undefined && !/^[a-zA-Z=]{1,25}$/.test(prefer)) problems.push(`${where}: Prefer ${prefer}`);
  if (contract.request && body.trim() !== '') {
    const parsed = parse(body);
    if (!parsed.ok) problems.push(`${where}: request body is not JSON`);
    else problems.push(...paypalSchemaErrors(contract.doc, contract.request, parsed.value).map((e) => `${where} request: ${e}`));
  }
  const parsedAnswer = parse(answer);
  // Deliberately broken answers (the malformed and 502 knobs) are not PayPal's to conform.
  if (!parsedAnswer.ok) return problems;
  const schemas = status >= 200 && status < 300 ? [contract.ok] : contract.errors[status];
  if (!schemas) problems.push(`${where}: status ${status} is not documented`);
  else problems.push(...paypalSchemaErrors(contract.doc, schemas, parsedAnswer.value).map((e) => `${where} ${status}: ${e}`));
  return problems;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export type FakePayPal = {
  /** Base URL: PAYPAL_API_BASE for the app under test. */
  url: string;
  sim: PayPalSimulator;
  /** Requests or answers that do not follow PayPal's OpenAPI documents. */
  violations: string[];
  close: () => Promise<void>;
};

export const FAKE_PAYPAL_CREDENTIALS = {
  clientId: 'fake-client-id-0123456789',
  clientSecret: 'fake-client-secret-SHOULD-NEVER-BE-LOGGED',
  webhookId: 'WH7TESTWEBHOOK01',
};

export const startFakePayPal = async (options: SimulatorOptions = {}): Promise<FakePayPal> => {
  const violations: string[] = [];
  const inFlight = new Set<AbortController>();
  let sim: PayPalSimulator | undefined;

  const server = createServer((request, response) => {
    const controller = new AbortController();
    inFlight.add(controller);
    response.on('close', () => {
      controller.abort(new Error('the client went away'));
      inFlight.delete(controller);
    });
    void (async () => {
      try {
        const body = await readBody(request);
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[key.toLowerCase()] = value;
        const method = request.method ?? 'GET';
        const url = request.url ?? '/';
        if (!sim) throw new Error('fake PayPal not ready');
        const answer = await sim.handle({ method, url, headers, body, signal: controller.signal });
        violations.push(...checkExchange(method, url, headers, body, answer.status, answer.body));
        response.writeHead(answer.status, answer.headers).end(answer.body);
      } catch {
        // A hanging call the client gave up on, or the server closing: drop the connection.
        if (!response.destroyed) response.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  sim = createPayPalSimulator({ ...FAKE_PAYPAL_CREDENTIALS, baseUrl: url, ...options });

  return {
    url,
    sim,
    violations,
    close: async () => {
      for (const controller of inFlight) controller.abort(new Error('fake PayPal closing'));
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
};
