import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config';
import { decodeKey } from '../case-file-vault';
import { createPayPalClient, type PayPalClient } from './client';
import { createPayPalSimulator, type PayPalSimulator } from './simulator';

/**
 * Which checkout this server runs, decided once from the config:
 * - 'paypal': PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set: PayPal's REST API at
 *   PAYPAL_API_BASE (sandbox by default) and PayPal's JS SDK buttons in the browser;
 * - 'simulator': no credentials outside production: the same code against the built-in simulator,
 *   shown as a labelled test checkout (no real money), so `npm start` can sell a plan offline;
 * - 'disabled': no credentials in production: every payment route answers 503. A production
 *   server never hands out plans through the simulator.
 */
export type PaymentMode = 'paypal' | 'simulator' | 'disabled';

export const paymentMode = (config: Pick<Config, 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'NODE_ENV'>): PaymentMode => {
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) return 'paypal';
  return config.NODE_ENV === 'production' ? 'disabled' : 'simulator';
};

export type PaymentGateway =
  | { mode: 'paypal'; client: PayPalClient; clientId: string; webhookId: string | null }
  | { mode: 'simulator'; client: PayPalClient; simulator: PayPalSimulator; webhookId: string }
  | { mode: 'disabled' };

/** The simulator answers in process; this base URL only appears in its HATEOAS links. */
export const SIMULATOR_BASE_URL = 'https://api-m.sandbox.paypal.com';

/**
 * The simulator's webhook signing key, derived from CASE_FILE_KEY (HKDF, its own label: the key
 * itself is never used to sign), so every instance given the same CASE_FILE_KEY verifies a webhook
 * another instance's simulator signed, as every instance asks the one PayPal in production
 * (decision 047). Undefined without CASE_FILE_KEY: a random key for this process alone.
 */
export const simulatorSigningKey = (config: Pick<Config, 'CASE_FILE_KEY'>): Buffer | undefined =>
  config.CASE_FILE_KEY
    ? Buffer.from(hkdfSync('sha256', decodeKey(config.CASE_FILE_KEY), Buffer.alloc(0), 'debtshield paypal simulator webhook signing', 32))
    : undefined;

export const createPaymentGateway = (config: Config): PaymentGateway => {
  const mode = paymentMode(config);
  if (mode === 'paypal') {
    const clientId = config.PAYPAL_CLIENT_ID ?? '';
    return {
      mode,
      clientId,
      webhookId: config.PAYPAL_WEBHOOK_ID ?? null,
      client: createPayPalClient({
        baseUrl: config.PAYPAL_API_BASE,
        clientId,
        clientSecret: config.PAYPAL_CLIENT_SECRET ?? '',
        timeoutMs: config.PAYPAL_TIMEOUT_MS,
      }),
    };
  }
  if (mode === 'simulator') {
    const signingKey = simulatorSigningKey(config);
    const simulator = createPayPalSimulator({ baseUrl: SIMULATOR_BASE_URL, ...(signingKey ? { signingKey } : {}) });
    return {
      mode,
      simulator,
      webhookId: simulator.webhookId,
      client: createPayPalClient({
        baseUrl: SIMULATOR_BASE_URL,
        clientId: simulator.clientId,
        clientSecret: simulator.clientSecret,
        timeoutMs: config.PAYPAL_TIMEOUT_MS,
        fetch: simulator.fetch,
      }),
    };
  }
  return { mode };
};
