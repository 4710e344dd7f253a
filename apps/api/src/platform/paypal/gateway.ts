import type { Config } from '../../config';
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
    const simulator = createPayPalSimulator({ baseUrl: SIMULATOR_BASE_URL });
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
