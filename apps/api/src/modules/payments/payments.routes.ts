import {
  CancelOrderRequestSchema,
  CancelOrderResponseSchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  ErrorResponseSchema,
  PAYMENT_MESSAGES,
  PaymentConfigResponseSchema,
  PayPalWebhookBodySchema,
  PayPalWebhookResponseSchema,
  TestCheckoutApproveRequestSchema,
  TestCheckoutApproveResponseSchema,
  TestCheckoutRefundRequestSchema,
  TestCheckoutRefundResponseSchema,
  VerifyOrderRequestSchema,
  VerifyOrderResponseSchema,
} from '@debtshield/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLocalCaller } from '../../platform/local-only';
import { AppError } from '../../platform/errors';
import { createPaymentGateway, type PaymentGateway } from '../../platform/paypal/gateway';
import { ErrorResponses } from '../../platform/responses';
import { createCheckoutOrder } from './create-order';
import { cancelCreditOrder } from './credit-cancellation';
import { handlePayPalWebhook } from './handle-webhook';
import type { PaymentContext } from './payment-context';
import { findOrderByPayPalId } from './payments.repository';
import { verifyCheckoutOrder } from './verify-order';

const tags = ['payments'];
const Errors = {
  ...ErrorResponses,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  502: ErrorResponseSchema,
} as const;

export type PaymentsRoutesOptions = {
  /** Tests may hand in a gateway; by default it is built from the config (see platform/paypal/gateway.ts). */
  gateway?: PaymentGateway;
};

const describeMode = (gateway: PaymentGateway, apiBase: string): string => {
  switch (gateway.mode) {
    case 'paypal':
      return `payments: PayPal REST API at ${apiBase}${gateway.webhookId ? '' : ' (PAYPAL_WEBHOOK_ID not set: webhooks are refused)'}`;
    case 'simulator':
      return 'payments: PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET not set: the built-in PayPal simulator runs a labelled test checkout (no real money)';
    case 'disabled':
      return 'payments: PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET not set in production: payments are disabled';
  }
};

/** PayPal Orders v2 checkout (or the built-in simulator), verification, webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (app, options) => {
  const gateway = options.gateway ?? createPaymentGateway(app.config);
  const ctx: PaymentContext = { db: app.db.db, gateway, config: app.config, mailer: app.mailer, log: app.log };
  if (gateway.mode === 'paypal') app.log.info(describeMode(gateway, app.config.PAYPAL_API_BASE));
  else app.log.warn(describeMode(gateway, app.config.PAYPAL_API_BASE));
  if (Boolean(app.config.PAYPAL_CLIENT_ID) !== Boolean(app.config.PAYPAL_CLIENT_SECRET)) {
    app.log.warn('payments: only one of PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET is set; both are needed for PayPal');
  }
  if (gateway.mode === 'paypal' && app.config.NODE_ENV === 'production' && app.config.PAYPAL_API_BASE.includes('sandbox')) {
    app.log.warn('payments: PAYPAL_API_BASE is PayPal sandbox in production: no real money will be taken');
  }

  app.get(
    '/api/payment/config',
    {
      schema: {
        tags,
        summary: 'Which checkout to show: PayPal buttons (with the client id) or the test checkout',
        response: { 200: PaymentConfigResponseSchema, ...Errors },
      },
    },
    async () => {
      if (gateway.mode === 'disabled') throw new AppError('unavailable', PAYMENT_MESSAGES.notConfigured);
      return { success: true as const, mode: gateway.mode, client_id: gateway.mode === 'paypal' ? gateway.clientId : null, currency: 'USD' as const };
    },
  );

  app.post(
    '/api/payment/create-paypal-order',
    {
      schema: {
        tags,
        summary: 'Create a PayPal order for a plan, priced from the catalogue (a client price is ignored)',
        body: CreateOrderBodySchema,
        response: { 200: CreateOrderResponseSchema, ...Errors },
      },
    },
    async (request) => createCheckoutOrder(ctx, request.body, request.user),
  );

  app.post(
    '/api/payment/verify-paypal-order',
    {
      schema: {
        tags,
        summary: 'Capture an approved PayPal order, check it against the catalogue, record the purchase and grant the plan (once)',
        body: VerifyOrderRequestSchema,
        response: { 200: VerifyOrderResponseSchema, ...Errors },
      },
    },
    async (request) => verifyCheckoutOrder(ctx, request.body, request.user),
  );

  app.post(
    '/api/payment/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a purchase that includes credit-report dispute help within 3 business days (15 U.S.C. 1679e): refunded in full through PayPal and access removed (signed-in buyer only)',
        body: CancelOrderRequestSchema,
        response: { 200: CancelOrderResponseSchema, ...Errors },
      },
    },
    async (request) => cancelCreditOrder(ctx, request.body.orderID, request.user),
  );

  app.post(
    '/api/payment/test-checkout/approve',
    {
      schema: {
        tags,
        summary: 'Test checkout (simulator mode only): the buyer approves the order, or the test card declines',
        body: TestCheckoutApproveRequestSchema,
        response: { 200: TestCheckoutApproveResponseSchema, ...Errors },
      },
    },
    async (request) => {
      if (gateway.mode === 'disabled') throw new AppError('unavailable', PAYMENT_MESSAGES.notConfigured);
      if (gateway.mode !== 'simulator') throw new AppError('not_found', PAYMENT_MESSAGES.testCheckoutOnly);
      requireLocalCaller(request);
      const row = await findOrderByPayPalId(ctx.db, request.body.orderID);
      if (!row) throw new AppError('not_found', PAYMENT_MESSAGES.orderNotFound);
      const done = request.body.outcome === 'decline' ? gateway.simulator.decline(request.body.orderID) : gateway.simulator.approve(request.body.orderID);
      if (!done) throw new AppError('not_found', PAYMENT_MESSAGES.orderNotFound);
      return { success: true as const };
    },
  );

  app.post(
    '/api/payment/test-checkout/refund',
    {
      schema: {
        tags,
        summary:
          'Test checkout (simulator mode only): refund a captured order; the simulator sends its signed PAYMENT.CAPTURE.REFUNDED webhook through the real handler',
        body: TestCheckoutRefundRequestSchema,
        response: { 200: TestCheckoutRefundResponseSchema, ...Errors },
      },
    },
    async (request) => {
      if (gateway.mode === 'disabled') throw new AppError('unavailable', PAYMENT_MESSAGES.notConfigured);
      if (gateway.mode !== 'simulator') throw new AppError('not_found', PAYMENT_MESSAGES.testCheckoutOnly);
      requireLocalCaller(request);
      const row = await findOrderByPayPalId(ctx.db, request.body.orderID);
      if (!row || row.status !== 'completed') throw new AppError('not_found', PAYMENT_MESSAGES.orderNotFound);
      gateway.simulator.refund(request.body.orderID);
      const signed = gateway.simulator.webhookEvent('PAYMENT.CAPTURE.REFUNDED', request.body.orderID);
      return { success: true as const, status: await handlePayPalWebhook(ctx, signed.headers, signed.event as Record<string, unknown>) };
    },
  );

  app.post(
    '/api/payment/paypal-webhook',
    {
      schema: {
        tags,
        summary: "PayPal's webhook (PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.REFUNDED), checked with PayPal's signature verification",
        body: PayPalWebhookBodySchema,
        response: { 200: PayPalWebhookResponseSchema, ...Errors },
      },
    },
    async (request) => ({ success: true as const, status: await handlePayPalWebhook(ctx, request.headers, request.body) }),
  );
};
