import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Locale } from '@chargevalet/contract';
import type { Db } from '../db/client';
import type { Statement } from '../db/pipeline';
import { outbox, type OutboxAttachment } from '../db/schema';
import { isMailTemplate, renderMail, type MailTemplate, type MailTemplateData } from '../services/mail/templates';

export type MailAttachment = OutboxAttachment;

export interface MailMessage<K extends MailTemplate = MailTemplate> {
  template: K;
  to: string;
  locale: Locale;
  data: MailTemplateData[K];
  attachments?: MailAttachment[];
}

export interface QueueOptions {
  /** Enqueue inside the caller's transaction. */
  tx?: Db;
  runAt?: Date;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, otherwise 'log' (messages go to the outbox table). */
  readonly transport: 'smtp' | 'log';
  /** Enqueues a `mail.send` job (retried by the queue on failure). Returns the job id. */
  queue<K extends MailTemplate>(message: MailMessage<K>, options?: QueueOptions): Promise<number | null>;
  /** The job of `queue` as a statement, for a caller that sends it with its other writes (db/pipeline.ts). */
  statement<K extends MailTemplate>(message: MailMessage<K>, options?: Omit<QueueOptions, 'tx'>): Statement;
  /** Renders and sends now (what the job does). Throws when the transport fails. */
  send<K extends MailTemplate>(message: MailMessage<K>): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const MAIL_JOB = 'mail.send';

/**
 * E-mail through nodemailer: SMTP when SMTP_URL is set; otherwise a stream transport that logs the message and
 * stores it in the `outbox` table (read by /dev/outbox). Sending always goes through the `mail.send` job, so a
 * failed delivery is retried with backoff and never fails the request that caused it.
 */
export default fp(
  async (fastify) => {
    const { smtpUrl, from } = fastify.config.accounts.mail;
    const transporter: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

    /** The `mail.send` job of a message (an unknown template is a programming error). */
    const mailJob = <O extends QueueOptions>(message: MailMessage, options: O) => {
      if (!isMailTemplate(message.template)) throw new Error(`unknown mail template "${String(message.template)}"`);
      return [MAIL_JOB, message, { maxAttempts: 8, ...options }] as const;
    };
    const mailer: Mailer = {
      transport: smtpUrl ? 'smtp' : 'log',
      queue: async (message, options = {}) => fastify.jobs.enqueue(...mailJob(message, options)),
      statement: (message, options = {}) => fastify.jobs.statement(...mailJob(message, options)),
      async send(message) {
        const rendered = renderMail(message.template, message.locale, message.data);
        const attachments = (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        }));
        const info = await transporter.sendMail({ from, to: message.to, subject: rendered.subject, text: rendered.text, html: rendered.html, attachments });
        if (!smtpUrl) {
          await fastify.db.insert(outbox).values({
            channel: 'email',
            recipient: message.to,
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            template: message.template,
            attachments: message.attachments ?? [],
          });
        }
        fastify.log.info({ template: message.template, transport: mailer.transport, messageId: info.messageId }, 'mail sent');
      },
    };
    fastify.decorate('mailer', mailer);
    fastify.jobs.register<MailMessage>(MAIL_JOB, (payload) => mailer.send(payload));
    fastify.addHook('onClose', async () => {
      transporter.close();
    });
  },
  { name: 'mailer', dependencies: ['jobs', 'config', 'db'] },
);
