import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** Routes that serve development only (the outbox, the test checkout, the mail simulator's clock). */
export const isDevelopmentHelper = (url: string): boolean => url.startsWith('/api/dev/') || url.startsWith('/api/payment/test-checkout/');

/**
 * OpenAPI generated from the contracts' zod schemas; browsable at /api/docs. Public in production too
 * (decision 024): it describes the routes the web app already calls, every one of which enforces its
 * own access; in production it leaves out the development helpers, which do not serve there.
 */
export const registerOpenApi = async (app: FastifyInstance, version: string): Promise<void> => {
  const production = app.config.NODE_ENV === 'production';
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DebtShield API',
        description: 'Reads debt-collection letters, finds likely FDCPA / Regulation F violations, writes responses. Legal information, not legal advice.',
        version,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Session token from sign-in' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      return production && isDevelopmentHelper(input.url) ? { ...out, schema: { ...out.schema, hide: true } } : out;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    uiConfig: { url: OPENAPI_PATH },
  });
};

/** The document itself, as a route of the API (listed in itself). */
export const registerOpenApiRoute = (app: FastifyInstance): void => {
  app.get(OPENAPI_PATH, { schema: { tags: ['system'], summary: 'This OpenAPI document' }, config: { rateLimit: false } }, async () => app.swagger());
};
