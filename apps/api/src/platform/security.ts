import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * The SPA's Content-Security-Policy: everything from our own origin; images may be blob:/data:
 * (previews of the user's photos); no inline scripts. Swagger UI gets its own relaxed policy on
 * /api/docs only (see openapi.ts).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export const registerSecurity = async (app: FastifyInstance, config: Config): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        ...(config.NODE_ENV === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // The camera is the main scanner: allow it for our own origin only.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
  });

  if (config.RATE_LIMIT_ENABLED) {
    await app.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: config.RATE_LIMIT_WINDOW_MS,
      // Static files of the SPA are not worth limiting; the API is.
      allowList: (request) => !request.url.startsWith('/api/'),
      // Thrown by the plugin, so it goes through our error handler like every other error.
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
    });
  }
};
