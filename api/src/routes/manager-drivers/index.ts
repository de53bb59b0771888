import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MANAGER_DRIVER_ROUTES,
  driverDetailsResponseSchema,
  driverInputSchema,
  driverParamsSchema,
  driverResponseSchema,
  driversQuerySchema,
  driversResponseSchema,
  driverUpdateSchema,
  messageSchema,
  msg,
  translateMessage,
  validationErrorSchema,
} from '@chargevalet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '../../lib/refusal';
import { addDriver, driverDetails, listDrivers, resendInvitation, updateDriver } from '../../services/drivers/drivers';

/** The manager's drivers (issue 16; calls and rules in shared/contract/src/manager/drivers.ts). Managers only. */
const managerDriverRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const onlyManagers = fastify.requireRole('manager');
  const guarded = { 401: messageSchema, 403: messageSchema };
  const notFound = (request: FastifyRequest) => ({ message: request.locale === 'de' ? 'Fahrer nicht gefunden.' : 'Driver not found.' });
  /** A rule's refusal as a translated 422 on its field; anything else is not ours to answer. */
  const refused = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof Refusal)) throw error;
    const message = translateMessage(msg(error.key), request.locale, error.params);
    return reply.code(422).send({ message, errors: { [error.field]: [message] } });
  };

  fastify.get(
    MANAGER_DRIVER_ROUTES.list,
    {
      preValidation: onlyManagers,
      schema: { tags: ['manager'], summary: 'Drivers, searched by name, e-mail or phone', querystring: driversQuerySchema, response: { 200: driversResponseSchema, ...guarded, 422: validationErrorSchema } },
    },
    async (request) => ({ data: await listDrivers(fastify, request.query.query) }),
  );

  fastify.post(
    MANAGER_DRIVER_ROUTES.list,
    {
      preValidation: onlyManagers,
      schema: { tags: ['manager'], summary: 'Add a driver; the driver gets a set-password mail (none with SSO)', body: driverInputSchema, response: { 201: driverResponseSchema, ...guarded, 422: validationErrorSchema } },
    },
    async (request, reply) => {
      try {
        return reply.code(201).send({ data: await addDriver(fastify, request.body, request.locale) });
      } catch (error) {
        return refused(request, reply, error);
      }
    },
  );

  fastify.get(
    MANAGER_DRIVER_ROUTES.one,
    {
      preValidation: onlyManagers,
      schema: { tags: ['manager'], summary: "A driver: contact, rating, this week's booked slots and load", params: driverParamsSchema, response: { 200: driverDetailsResponseSchema, ...guarded, 404: messageSchema } },
    },
    async (request, reply) => {
      const details = await driverDetails(fastify, request.params.id);
      return details ? { data: details } : reply.code(404).send(notFound(request));
    },
  );

  fastify.post(
    MANAGER_DRIVER_ROUTES.one,
    {
      preValidation: onlyManagers,
      schema: {
        tags: ['manager'],
        summary: 'Edit a driver (deactivating is refused while the driver is booked)',
        params: driverParamsSchema,
        body: driverUpdateSchema,
        response: { 200: driverResponseSchema, ...guarded, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const item = await updateDriver(fastify, request.params.id, request.body);
        return item ? { data: item } : reply.code(404).send(notFound(request));
      } catch (error) {
        return refused(request, reply, error);
      }
    },
  );

  fastify.post(
    MANAGER_DRIVER_ROUTES.invitation,
    {
      preValidation: onlyManagers,
      schema: {
        tags: ['manager'],
        summary: 'Send an invited driver a new set-password mail',
        params: driverParamsSchema,
        response: { 200: driverResponseSchema, ...guarded, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const item = await resendInvitation(fastify, request.params.id, request.locale);
        return item ? { data: item } : reply.code(404).send(notFound(request));
      } catch (error) {
        return refused(request, reply, error);
      }
    },
  );
};

export default managerDriverRoutes;
