import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The feedback page's form and its list of implemented ideas. */
export const feedbackRoutes: FastifyPluginAsyncZod = async () => {};
