import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI description of every route, generated from the zod schemas the routes validate with,
 * readable at /api/docs (Swagger UI, served from the package, no CDN) and /api/docs/json.
 * Must be registered before the routes so that it sees each of them being added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Neelami API',
        description: 'Online property auctions. Errors have the shape { error: { code, message } }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'neelami.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
}
