import { ForwardingAddressResponseSchema } from '@debtshield/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponses } from '../../platform/responses';
import { forwardingAddress } from './forwarding-address';

/**
 * The email-forwarding guide (spec 001 §2.11). Only the address is served: mail arriving at it is
 * not read or analysed by this server yet, and the page says so.
 */
export const forwardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const domain = app.config.INBOUND_EMAIL_DOMAIN.toLowerCase();

  app.get(
    '/api/email-forwarding/address',
    {
      schema: {
        tags: ['email-forwarding'],
        summary: "The signed-in user's own forwarding address (address null for a visitor, who is asked to sign in)",
        response: { 200: ForwardingAddressResponseSchema, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      // The answer depends on the bearer token: never cached by a shared cache.
      void reply.header('Cache-Control', 'private, no-store');
      return { success: true as const, address: request.user ? forwardingAddress(request.user.id, domain) : null, domain };
    },
  );
};
