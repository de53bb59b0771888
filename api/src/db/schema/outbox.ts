import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** Text content (e.g. an .ics file) or base64 when `encoding` is base64. */
  content: string;
  encoding?: 'base64';
}

/**
 * Messages "sent" by the log transports (no SMTP_URL / no SMS gateway): what the development outbox page
 * (/dev/outbox) and the e2e tests read.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
