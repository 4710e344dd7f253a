import { GeoStateResponseSchema } from '@debtshield/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponses } from '../../platform/responses';
import { guessState } from './guess-state';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/geo/state',
    {
      schema: {
        tags: ['geo'],
        summary: "Guess the visitor's state from their address (offline database; the address is not stored or logged)",
        response: { 200: GeoStateResponseSchema, ...ErrorResponses },
      },
    },
    async (request) => ({ success: true as const, state: await guessState(request.ip) }),
  );
};
