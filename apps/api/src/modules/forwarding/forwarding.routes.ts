import { timingSafeEqual } from 'node:crypto';
import { ErrorResponseSchema, ForwardingAddressResponseSchema, InboundEmailQuerySchema, InboundEmailResponseSchema } from '@debtshield/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { requireLocalCaller } from '../../platform/local-only';
import { ErrorResponses } from '../../platform/responses';
import { forwardingAddress } from './forwarding-address';
import { InboundRefusal, MAX_INBOUND_MESSAGE_BYTES, receiveForwardedMail, rememberForwardingAddress } from './inbound-mail';
import { closeInboundSmtp, createInboundSmtpServer, listenInboundSmtp } from './smtp-inbound';

const tags = ['email-forwarding'];

const refusalToAppError = (error: InboundRefusal): AppError => {
  switch (error.code) {
    case 'unknown_recipient':
      return new AppError('not_found', error.message);
    case 'too_large':
      return new AppError('payload_too_large', error.message);
    default:
      return new AppError('invalid_input', error.message);
  }
};

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The email-forwarding guide (spec 001 §2.11) and the mail that reaches the addresses (issue 27): the
 * in-app SMTP server (INBOUND_SMTP_ENABLED), a provider's inbound webhook (INBOUND_WEBHOOK_SECRET)
 * and, in development, the same path without a secret for this machine.
 */
export const forwardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const domain = app.config.INBOUND_EMAIL_DOMAIN.toLowerCase();
  const db = app.db.db;
  const receiving = app.config.INBOUND_SMTP_ENABLED || Boolean(app.config.INBOUND_WEBHOOK_SECRET);

  app.get(
    '/api/email-forwarding/address',
    {
      schema: {
        tags,
        summary: "The signed-in user's own forwarding address (address null for a visitor, who is asked to sign in)",
        response: { 200: ForwardingAddressResponseSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      // The answer depends on the bearer token: never cached by a shared cache.
      void reply.header('Cache-Control', 'private, no-store');
      if (!request.user) return { success: true as const, address: null, domain, receiving };
      // Mail is accepted only for addresses handed out.
      await rememberForwardingAddress(db, request.user.id);
      return { success: true as const, address: forwardingAddress(request.user.id, domain), domain, receiving };
    },
  );

  // A raw message is the body (message/rfc822; providers that post the MIME as is).
  app.addContentTypeParser(
    ['message/rfc822', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_INBOUND_MESSAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  const receive = async (request: FastifyRequest<{ Querystring: { to: string } }>) => {
    if (!Buffer.isBuffer(request.body)) throw new AppError('unsupported_media_type', 'Send the raw message as message/rfc822.');
    try {
      const result = await receiveForwardedMail({ db, pool: app.analysisPool, domain, raw: request.body, recipients: request.query.to.split(',') });
      request.log.info({ analysisId: result.analysisId, files: result.files, source: result.source }, 'inbound mail analysed');
      return { success: true as const, analysis_id: result.analysisId, source: result.source };
    } catch (error) {
      if (error instanceof InboundRefusal) throw refusalToAppError(error);
      throw error;
    }
  };
  const routeOptions = (summary: string) => ({
    bodyLimit: MAX_INBOUND_MESSAGE_BYTES,
    config: { rateLimit: { max: app.config.ANALYZE_RATE_LIMIT_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS } },
    schema: {
      tags,
      summary,
      querystring: InboundEmailQuerySchema,
      response: {
        200: InboundEmailResponseSchema,
        ...ErrorResponses,
        401: ErrorResponseSchema,
        404: ErrorResponseSchema,
        413: ErrorResponseSchema,
        415: ErrorResponseSchema,
      },
    },
  });

  const secret = app.config.INBOUND_WEBHOOK_SECRET;
  if (secret) {
    app.post(
      '/api/inbound-email',
      routeOptions(
        "A provider's inbound webhook: the raw forwarded message (message/rfc822), envelope recipients in ?to=, Authorization: Bearer <INBOUND_WEBHOOK_SECRET>",
      ),
      async (request) => {
        const given = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
        if (!sameSecret(given, secret)) throw new AppError('unauthenticated', 'The webhook secret is missing or wrong.');
        return receive(request);
      },
    );
  }

  // Development: the same path from this machine without a secret (never in production).
  if (app.config.NODE_ENV !== 'production') {
    app.post('/api/dev/inbound-email', routeOptions('Development only: a forwarded message (message/rfc822) as if it arrived by mail'), async (request) => {
      requireLocalCaller(request);
      return receive(request);
    });
  }

  if (app.config.INBOUND_SMTP_ENABLED) {
    const smtp = createInboundSmtpServer({ db, pool: app.analysisPool, domain, log: app.log.child({ module: 'inbound-smtp' }) });
    app.addHook('onReady', async () => {
      const port = await listenInboundSmtp(smtp, app.config.INBOUND_SMTP_PORT, app.config.INBOUND_SMTP_HOST ?? app.config.HOST);
      app.log.info({ port }, 'inbound SMTP server listening');
    });
    app.addHook('onClose', async () => {
      await closeInboundSmtp(smtp);
    });
  }
};
