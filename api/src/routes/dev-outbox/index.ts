import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from '@chargevalet/contract';
import { outbox } from '../../db/schema';
import { escapeHtml } from '../../services/mail/templates/layout';

const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  created_at: z.string(),
});

const listQuery = z.object({
  // text(): a NUL would reach PostgreSQL, which refuses it with an error
  to: text().optional(),
  channel: z.enum(['email', 'sms']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

type Row = typeof outbox.$inferSelect;
const toItem = (row: Row) => ({
  id: row.id,
  channel: row.channel,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  template: row.template,
  attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
  created_at: row.createdAt.toISOString(),
});

/**
 * Development outbox (only when config.accounts.devOutbox: outside production, or DEV_OUTBOX=1):
 *   GET /dev/outbox            HTML list of sent mails and SMS (newest first), `?to=` filters by recipient
 *   GET /dev/outbox/:id        one message (text, HTML in a sandboxed frame)
 *   GET /dev/outbox.json       `{ data: [{ id, channel, to, subject, text, html, template, attachments, created_at }] }`
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  if (!fastify.config.accounts.devOutbox) return;

  const list = async (query: z.infer<typeof listQuery>) => {
    const rows = await fastify.db
      .select()
      .from(outbox)
      .where(and(query.to ? eq(outbox.recipient, query.to.trim().toLowerCase()) : undefined, query.channel ? eq(outbox.channel, query.channel) : undefined))
      .orderBy(desc(outbox.createdAt))
      .limit(query.limit);
    return rows.map(toItem);
  };

  fastify.get(
    '/dev/outbox.json',
    { schema: { tags: ['dev'], summary: 'Development outbox as JSON (newest first)', querystring: listQuery, response: { 200: z.object({ data: z.array(outboxItemSchema) }) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await list(request.query) };
    },
  );

  fastify.get('/dev/outbox', { schema: { tags: ['dev'], summary: 'Development outbox page', querystring: listQuery } }, async (request, reply) => {
    const items = await list(request.query);
    const rows = items
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.created_at)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject ?? '(sms)')}</a></td><td><pre>${escapeHtml(m.text)}</pre></td></tr>`,
      )
      .join('');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Development outbox</h1><p>${items.length} message(s). <a href="/dev/outbox.json">JSON</a></p><table border="1" cellpadding="4"><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  });

  fastify.get(
    '/dev/outbox/:id',
    { schema: { tags: ['dev'], summary: 'One outbox message', params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const [row] = await fastify.db.select().from(outbox).where(eq(outbox.id, request.params.id));
      if (!row) return reply.code(404).send({ message: 'Not found' });
      const m = toItem(row);
      const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(m.subject ?? 'SMS')}</title></head><body><p><a href="/dev/outbox">Back to the outbox</a></p><h1>${escapeHtml(m.subject ?? 'SMS')}</h1><p>To: ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)} · ${m.channel}${m.template ? ` · ${escapeHtml(m.template)}` : ''}</p><pre>${escapeHtml(m.text)}</pre>${m.attachments.length ? `<p>Attachments: ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>` : ''}${m.html ? `<iframe sandbox="" title="HTML version" srcdoc="${escapeHtml(m.html)}" width="100%" height="500"></iframe>` : ''}</body></html>`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    },
  );
};

export default devOutboxRoutes;
