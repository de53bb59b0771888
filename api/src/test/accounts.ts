/** Helpers for the accounts tests: read codes and links from the outbox the log transports fill. */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox, rateLimits } from '../db/schema';

/** Runs the queued jobs (mail, sms) and returns the newest outbox message to `to`. */
export async function lastMessage(app: FastifyInstance, to: string) {
  await app.jobs.drain();
  const [row] = await app.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.createdAt)).limit(1);
  if (!row) throw new Error(`no message to ${to} in the outbox`);
  return row;
}

/** The 4-digit code of the newest message to `to`. */
export async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const message = await lastMessage(app, to);
  const match = /\b(\d{4})\b/.exec(message.text.replace(/\+49[\d ]+/g, ''));
  if (!match) throw new Error(`no code in: ${message.text}`);
  return match[1]!;
}

export async function clearRateLimits(app: FastifyInstance): Promise<void> {
  await app.db.delete(rateLimits);
}

/** Moves every verification code's creation time back (to pass the 60-s resend rule) or its expiry. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 10000).padStart(4, '0');
