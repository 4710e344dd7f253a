import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the contracts' zod schemas; browsable at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance, version: string): Promise<void> => {
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
    transform: jsonSchemaTransform,
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
