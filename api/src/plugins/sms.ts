import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  /** 'http' when SMS_GATEWAY_URL is set, otherwise 'log' (messages go to the outbox table, channel sms). */
  readonly transport: 'http' | 'log';
  /** Enqueues an `sms.send` job (retried on failure). */
  queue(message: SmsMessage, options?: { tx?: Db; runAt?: Date }): Promise<number | null>;
  /** Sends now (what the job does); throws when the gateway fails. */
  send(message: SmsMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export const SMS_JOB = 'sms.send';
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS adapter: an HTTP gateway when SMS_GATEWAY_URL is set (POST JSON `{ to, text }` with
 * `Authorization: Bearer SMS_GATEWAY_TOKEN`, any 2xx is success), otherwise a log transport writing to the
 * outbox table. Sent through the `sms.send` job.
 */
export default fp(
  async (fastify) => {
    const { gatewayUrl, gatewayToken } = fastify.config.accounts.sms;
    const sender: SmsSender = {
      transport: gatewayUrl ? 'http' : 'log',
      queue: (message, options = {}) => fastify.jobs.enqueue(SMS_JOB, message, { maxAttempts: 6, ...options }),
      async send(message) {
        if (gatewayUrl) {
          const response = await fetch(gatewayUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(gatewayToken ? { authorization: `Bearer ${gatewayToken}` } : {}) },
            body: JSON.stringify({ to: message.to, text: message.text }),
            signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
          });
          if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        } else {
          await fastify.db.insert(outbox).values({ channel: 'sms', recipient: message.to, text: message.text });
        }
        fastify.log.info({ transport: sender.transport }, 'sms sent');
      },
    };
    fastify.decorate('sms', sender);
    fastify.jobs.register<SmsMessage>(SMS_JOB, (payload) => sender.send(payload));
  },
  { name: 'sms', dependencies: ['jobs', 'config', 'db'] },
);
