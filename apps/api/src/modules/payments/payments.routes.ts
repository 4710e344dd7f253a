import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** PayPal Orders v2 checkout (or the built-in simulator), verification, webhook. */
export const paymentsRoutes: FastifyPluginAsyncZod = async () => {};
