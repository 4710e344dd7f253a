import { HealthResponseSchema } from '@debtshield/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import { ErrorResponses } from '../../platform/responses';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, ...ErrorResponses },
      },
      config: { rateLimit: false },
    },
    async () => {
      try {
        await app.db.ping();
      } catch (error) {
        throw new AppError('unavailable', 'The database is not answering. Please try again shortly.', { cause: error });
      }
      return {
        success: true as const,
        status: 'ok' as const,
        database: app.db.kind,
        version: app.appVersion,
        uptimeSeconds: Math.floor(process.uptime()),
      };
    },
  );
};
