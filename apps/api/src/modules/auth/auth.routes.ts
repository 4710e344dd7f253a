import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Sign-in by emailed code, sessions, profile, dev outbox. */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
