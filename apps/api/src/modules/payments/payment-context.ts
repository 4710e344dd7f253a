import type { Database } from '@debtshield/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { MailMessage } from '../../platform/mail';
import { AppError } from '../../platform/errors';
import type { PayPalClient } from '../../platform/paypal/client';
import type { PaymentGateway } from '../../platform/paypal/gateway';
import { PAYMENT_MESSAGES } from '@debtshield/contracts';

/** What every payment operation works with. */
export type PaymentContext = {
  db: Database;
  gateway: PaymentGateway;
  config: Config;
  mailer: { send: (message: MailMessage) => Promise<void> };
  log: FastifyBaseLogger;
};

/** The PayPal client of a configured gateway; 503 when payments are disabled (production without credentials). */
export const requireClient = (gateway: PaymentGateway): PayPalClient => {
  if (gateway.mode === 'disabled') throw new AppError('unavailable', PAYMENT_MESSAGES.notConfigured);
  return gateway.client;
};

/** <PUBLIC_URL or http://localhost:PORT>/login */
export const loginUrl = (config: Config): string => `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')}/login`;

/** What a PayPal or mail failure may say in the log: kinds and ids, never messages with addresses or credentials. */
export const errorForLog = (error: unknown): Record<string, unknown> => {
  const e = (error ?? {}) as {
    name?: unknown;
    kind?: unknown;
    status?: unknown;
    issue?: unknown;
    paypalName?: unknown;
    debugId?: unknown;
    code?: unknown;
    responseCode?: unknown;
  };
  const out: Record<string, unknown> = {};
  for (const key of ['name', 'kind', 'status', 'issue', 'paypalName', 'debugId', 'code', 'responseCode'] as const) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
};
