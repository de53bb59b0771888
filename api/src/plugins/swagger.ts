import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the routes' zod schemas; JSON at /api/docs/json, UI at /api/docs. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'ChargeValet API',
          description:
            'On-demand EV charging in Düsseldorf. Mutating calls need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie from GET /sanctum/csrf-cookie (419 otherwise); validation errors are 422 { message, errors }.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cv_session' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
