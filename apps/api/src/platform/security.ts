import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rate-limit-store';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { AppError } from './errors';
import { paymentMode } from './paypal/gateway';

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
  // The service worker (/sw.js) and the web app manifest are our own files.
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * What PayPal's JS SDK needs on top (PayPal's CSP guidance for the JavaScript SDK: its scripts,
 * frames, images and calls come from *.paypal.com and *.paypalobjects.com; the buttons insert
 * their own <style> elements, hence 'unsafe-inline' for styles, never for scripts). Added only
 * when PayPal mode is on; the simulator's test checkout and everything else stay 'self'-only.
 */
export const PAYPAL_CSP_ADDITIONS: Record<string, string[]> = {
  'script-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'style-src': ['https://*.paypal.com', 'https://*.paypalobjects.com', "'unsafe-inline'"],
  'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'connect-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  'frame-src': ["'self'", 'https://*.paypal.com', 'https://*.paypalobjects.com'],
  'child-src': ["'self'", 'https://*.paypal.com', 'https://*.paypalobjects.com'],
};

/** The SPA's policy for this config: CONTENT_SECURITY_POLICY, plus PayPal's origins in PayPal mode. */
export const contentSecurityPolicy = (config: Config): Record<string, string[]> => {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY).map(([key, values]) => [key, [...values]]));
  if (paymentMode(config) === 'paypal') {
    for (const [key, values] of Object.entries(PAYPAL_CSP_ADDITIONS)) directives[key] = [...new Set([...(directives[key] ?? []), ...values])];
  }
  return directives;
};

export const registerSecurity = async (app: FastifyInstance, config: Config): Promise<void> => {
  // Helmet's headers, its middleware built once: @fastify/helmet built it again for every request (its
  // CSP directives parsed each time, ≈ 2% of the analysis route's main thread, decision 126). The same
  // headers, set at the same point (onRequest); no route sets its own helmet options or nonces.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy(config),
        ...(config.NODE_ENV === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // The camera is the main scanner: allow it for our own origin only.
    crossOriginEmbedderPolicy: false,
    hsts: config.NODE_ENV === 'production',
  });
  // Helmet passes on an error as `unknown`; Fastify's callback takes an Error, the only kind helmet throws.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, done as (error?: unknown) => void));
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(self)');
    // API answers are personal (an account's data, an analysis, a plan) or per request: no browser or
    // shared cache keeps them, unless a route says otherwise (the OpenAPI document, say).
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'private, no-store');
  });

  if (config.RATE_LIMIT_ENABLED) {
    await app.register(rateLimit, {
      global: true,
      // Counted in the database, so every instance on one PostgreSQL counts an address together (issue 29).
      store: databaseRateLimitStore(app.db.db),
      // A database that does not answer fails the request at its route anyway; the limit does not add a second error.
      skipOnError: true,
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
