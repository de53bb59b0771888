import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEEP_HOURS } from '@chargevalet/contract';
import { idempotentRequests } from '../db/schema';

/** The queued job that deletes keys older than IDEMPOTENCY_KEEP_HOURS (one pending at a time). */
export const IDEMPOTENCY_PRUNE_JOB = 'idempotency.prune';

const keepMs = IDEMPOTENCY_KEEP_HOURS * 3_600_000;

export type IdempotencyClaim =
  /** First use of the key: run the request, then `finish` (or `release` when it threw). */
  | { kind: 'new'; finish(statusCode: number, body: unknown): Promise<void>; release(): Promise<void> }
  /** The key answered before: send this again. */
  | { kind: 'replay'; statusCode: number; body: unknown }
  /** The key was used for another request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running. */
  | { kind: 'running' };

export const requestFingerprint = (method: string, url: string, body: unknown): string =>
  createHash('sha256').update(`${method} ${url}\n${JSON.stringify(body ?? null)}`).digest('hex');

/**
 * `Idempotency-Key` for a request of `userId` (issue 14: a status change queued offline may arrive twice). The key
 * is claimed by one insert (the primary key decides between two concurrent first uses); a key older than
 * IDEMPOTENCY_KEEP_HOURS counts as unused.
 */
export async function claimIdempotencyKey(app: FastifyInstance, userId: string, key: string, route: string, fingerprint: string): Promise<IdempotencyClaim> {
  const now = app.clock.now();
  const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  // An expired key of this user is free again.
  await app.db.delete(idempotentRequests).where(and(mine, lte(idempotentRequests.createdAt, new Date(now.getTime() - keepMs))));
  const claimed = await app.db
    .insert(idempotentRequests)
    .values({ userId, key, route, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) {
    await app.jobs.enqueue(IDEMPOTENCY_PRUNE_JOB, {}, { runAt: new Date(now.getTime() + keepMs), singletonKey: IDEMPOTENCY_PRUNE_JOB });
    return {
      kind: 'new',
      finish: async (statusCode, body) => {
        await app.db.update(idempotentRequests).set({ statusCode, response: body }).where(mine);
      },
      release: async () => {
        await app.db.delete(idempotentRequests).where(mine);
      },
    };
  }
  const [row] = await app.db.select().from(idempotentRequests).where(mine);
  if (!row) return { kind: 'running' };
  if (row.fingerprint !== fingerprint || row.route !== route) return { kind: 'mismatch' };
  if (row.statusCode === null) return { kind: 'running' };
  return { kind: 'replay', statusCode: row.statusCode, body: row.response };
}

/** The prune job's work: every key past its keep window. */
export async function pruneIdempotencyKeys(app: FastifyInstance): Promise<void> {
  await app.db.delete(idempotentRequests).where(lte(idempotentRequests.createdAt, new Date(app.clock.now().getTime() - keepMs)));
}
