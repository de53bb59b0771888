import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CREDIT_NOTE_ROUTE, messageSchema, msg, RECEIPT_ROUTE, RECEIPT_STATES, translateMessage, validationErrorSchema } from '@chargevalet/contract';
import { z } from 'zod';
import { findOrderFor } from '../../services/orders/lifecycle';
import { buildDocumentPdf, documentFilename } from '../../services/invoices/invoice-pdf';
import { documentsOf, invoiceFor } from '../../services/invoices/invoices';
import { actorOf, orderNotFound, roleOfPath } from '../order-status';
import { registerReminderJob } from '../../services/orders/customer-mails';

const paramsSchema = z.object({ role: z.string(), id: z.string().max(64, msg('orderNumberInvalid')) });

/**
 * GET /api/{role}/order/{id}/receipt (issue 15; issue 30: the invoice): the invoice (Rechnung, PDF) of a paid order,
 * in the caller's language. Its
 * customer and managers; drivers 403; an order the caller may not see 404; not paid 422. Also registers the
 * pickup-reminder job of the customer's e-mails.
 */
const receiptRoutes: FastifyPluginAsyncZod = async (fastify) => {
  registerReminderJob(fastify);

  fastify.get(
    RECEIPT_ROUTE,
    {
      preHandler: roleOfPath,
      schema: {
        tags: ['dispatch'],
        summary: 'The invoice (PDF) of a paid order (customer: own orders; managers)',
        params: paramsSchema,
        produces: ['application/pdf'],
        response: { 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.role === 'driver') return reply.code(403).send({ message: 'This action is unauthorized.' });
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      if (!row) return reply.code(404).send(orderNotFound(request.locale));
      if (!(RECEIPT_STATES as readonly string[]).includes(row.state)) {
        const message = translateMessage(msg('receiptNotPaid'), request.locale);
        return reply.code(422).send({ message, errors: { id: [message] } });
      }
      const invoice = await invoiceFor(fastify, row);
      const pdf = await buildDocumentPdf(invoice, request.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${documentFilename(invoice, request.locale)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf) as never);
    },
  );

  fastify.get(
    CREDIT_NOTE_ROUTE,
    {
      preHandler: roleOfPath,
      schema: {
        tags: ['dispatch'],
        summary: "A credit note (PDF) of an order's refund (customer: own orders; managers)",
        params: paramsSchema.extend({ number: z.string().max(32) }),
        produces: ['application/pdf'],
        response: { 401: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.role === 'driver') return reply.code(403).send({ message: 'This action is unauthorized.' });
      const row = await findOrderFor(fastify.db, actor, request.params.id);
      const note = row ? (await documentsOf(fastify.db, row.id)).find((doc) => doc.kind === 'credit_note' && doc.number === request.params.number) : undefined;
      if (!note) return reply.code(404).send(orderNotFound(request.locale));
      const pdf = await buildDocumentPdf(note, request.locale);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${documentFilename(note, request.locale)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf) as never);
    },
  );
};

export default receiptRoutes;
