import { createHash } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEEP_HOURS } from '@chargevalet/contract';
import { idempotentRequests } from '../db/schema';
import { statementOf, type Statement } from '../db/pipeline';

/** The queued job that deletes keys older than IDEMPOTENCY_KEEP_HOURS (one pending at a time). */
export const IDEMPOTENCY_PRUNE_JOB = 'idempotency.prune';

/**
 * How long a running first attempt holds its key. A retry after that takes the key over: the attempt died (an
 * instance killed between claim and answer) or its change is stuck; either way the retry decides, exactly once.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 15;

const keepMs = IDEMPOTENCY_KEEP_HOURS * 3_600_000;
const leaseMs = IDEMPOTENCY_LEASE_SECONDS * 1000;

export type IdempotencyClaim =
  /**
   * This attempt runs the request, then `finish` (or `release` when it changed nothing or threw). `applied` (in the
   * change's transaction) marks the change made; `wasApplied` reads whether an attempt with this key made it.
   */
  | {
      kind: 'new';
      applied: Statement;
      wasApplied(): Promise<boolean>;
      finish(statusCode: number, body: unknown): Promise<void>;
      release(): Promise<void>;
    }
  /** The key answered before: send this again. */
  | { kind: 'replay'; statusCode: number; body: unknown }
  /** The key was used for another request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running (its lease runs for `retryAfter` seconds more). */
  | { kind: 'running'; retryAfter: number };

export const requestFingerprint = (method: string, url: string, body: unknown): string =>
  createHash('sha256').update(`${method} ${url}\n${JSON.stringify(body ?? null)}`).digest('hex');

/**
 * `Idempotency-Key` for a request of `userId` (issue 14: a status change queued offline may arrive twice). The key
 * is claimed by one insert (the primary key decides between two concurrent first uses) with a lease of
 * IDEMPOTENCY_LEASE_SECONDS; a running claim whose lease ran out is taken over by one UPDATE (issue 33: the first
 * attempt died). A key older than IDEMPOTENCY_KEEP_HOURS counts as unused.
 */
export async function claimIdempotencyKey(app: FastifyInstance, userId: string, key: string, route: string, fingerprint: string): Promise<IdempotencyClaim> {
  const now = app.clock.now();
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
  // An expired key of this user is free again.
  await app.db.delete(idempotentRequests).where(and(mine, lte(idempotentRequests.createdAt, new Date(now.getTime() - keepMs))));
  const claimed = await app.db
    .insert(idempotentRequests)
    .values({ userId, key, route, fingerprint, createdAt: now, leaseUntil })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) await app.jobs.enqueue(IDEMPOTENCY_PRUNE_JOB, {}, { runAt: new Date(now.getTime() + keepMs), singletonKey: IDEMPOTENCY_PRUNE_JOB });
  else {
    const [row] = await app.db.select().from(idempotentRequests).where(mine);
    if (!row) return { kind: 'running', retryAfter: 1 };
    if (row.fingerprint !== fingerprint || row.route !== route) return { kind: 'mismatch' };
    if (row.statusCode !== null) return { kind: 'replay', statusCode: row.statusCode, body: row.response };
    const taken = await app.db
      .update(idempotentRequests)
      .set({ leaseUntil })
      .where(and(mine, isNull(idempotentRequests.statusCode), lte(idempotentRequests.leaseUntil, now)))
      .returning({ key: idempotentRequests.key });
    if (taken.length === 0) return { kind: 'running', retryAfter: Math.max(1, Math.ceil((row.leaseUntil.getTime() - now.getTime()) / 1000)) };
  }
  return {
    kind: 'new',
    applied: statementOf(app.db.update(idempotentRequests).set({ appliedAt: now }).where(mine)),
    wasApplied: async () => {
      const [row] = await app.db.select({ appliedAt: idempotentRequests.appliedAt }).from(idempotentRequests).where(mine);
      return Boolean(row?.appliedAt);
    },
    finish: async (statusCode, body) => {
      await app.db.update(idempotentRequests).set({ statusCode, response: body }).where(mine);
    },
    // a key whose change was made is never given up: the next retry answers the order as it is
    release: async () => {
      await app.db.delete(idempotentRequests).where(and(mine, isNull(idempotentRequests.appliedAt)));
    },
  };
}

/** The prune job's work: every key past its keep window. */
export async function pruneIdempotencyKeys(app: FastifyInstance): Promise<void> {
  await app.db.delete(idempotentRequests).where(lte(idempotentRequests.createdAt, new Date(app.clock.now().getTime() - keepMs)));
}
