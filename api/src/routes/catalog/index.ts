import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_ROUTES,
  chargingLevelsResponseSchema,
  messageSchema,
  packageIdParamsSchema,
  packageServicesResponseSchema,
  packagesResponseSchema,
  serviceAttributesResponseSchema,
  serviceIdParamsSchema,
  servicesResponseSchema,
  validationErrorSchema,
} from '@chargevalet/contract';
import { getCatalog, inLocale, localizePackageService } from '../../services/catalog/catalog-service';

/**
 * The booking catalogue (SPEC §3, §7 "Ordering"): packages, services, package services, service attributes and
 * charging levels, read from the catalogue tables. `title`/`description` are in the request's locale (cookie
 * `locale`, default de); `translations` carries every locale.
 */
const catalogRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const notFound = { message: 'Not found.' };

  fastify.get(
    BOOKING_ROUTES.packages,
    {
      schema: {
        tags: ['booking'],
        summary: 'Packages of the comparison table, ordered by position (cost in cents, the "from" price)',
        response: { 200: packagesResponseSchema },
      },
    },
    async (request) => {
      const catalog = await getCatalog(fastify.db);
      return { data: catalog.packages.map((pkg) => inLocale(pkg, request.locale)) };
    },
  );

  fastify.get(
    BOOKING_ROUTES.services,
    {
      schema: {
        tags: ['booking'],
        summary: 'Services: the rows of the comparison table (1 return type, 2 car wash, 3 cleaning)',
        response: { 200: servicesResponseSchema },
      },
    },
    async (request) => {
      const catalog = await getCatalog(fastify.db);
      return { data: catalog.services.map((service) => inLocale(service, request.locale)) };
    },
  );

  fastify.get(
    BOOKING_ROUTES.packageServices,
    {
      schema: {
        tags: ['booking'],
        summary: "A package's services: return type (select) and the wash and cleaning toggles, with option prices in cents",
        params: packageIdParamsSchema,
        response: { 200: packageServicesResponseSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const catalog = await getCatalog(fastify.db);
      const services = catalog.packageServices[request.params.packageId];
      if (!services) return reply.code(404).send(notFound);
      return { data: services.map((service) => localizePackageService(service, request.locale)) };
    },
  );

  fastify.get(
    BOOKING_ROUTES.serviceAttributes,
    {
      schema: {
        tags: ['booking'],
        summary: 'The options (attributes) of a service, e.g. the return types (3 and 4 are mailbox returns)',
        params: serviceIdParamsSchema,
        response: { 200: serviceAttributesResponseSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const catalog = await getCatalog(fastify.db);
      if (!catalog.services.some((service) => service.id === request.params.id)) return reply.code(404).send(notFound);
      return {
        data: catalog.serviceAttributes
          .filter((attribute) => attribute.service_id === request.params.id)
          .map((attribute) => inLocale(attribute, request.locale)),
      };
    },
  );

  fastify.get(
    BOOKING_ROUTES.chargingLevels,
    {
      schema: {
        tags: ['booking'],
        summary: 'Charging levels (target battery percentage); id 6 is the default',
        response: { 200: chargingLevelsResponseSchema },
      },
    },
    async (request) => {
      const catalog = await getCatalog(fastify.db);
      return { data: catalog.chargingLevels.map((level) => inLocale(level, request.locale)) };
    },
  );
};

export default catalogRoutes;
