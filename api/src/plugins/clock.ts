import fp from 'fastify-plugin';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The API's one source of time. Everything that decides that something is due or expired (jobs, holds, codes,
 * tokens, sessions, rate windows) and the booking rules read it, so a test that sets the clock sets it for all.
 * SQL receives this time as a parameter (`sqlTime`) rather than calling the database's own now().
 */
export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** A point in time as an SQL timestamptz parameter (the same text form on PGlite and node-postgres). */
export const sqlTime = (at: Date): SQL => sql`${at.toISOString()}::timestamptz`;

export const systemClock = (): Date => new Date();

export default fp(
  async (fastify) => {
    fastify.decorate('clock', { now: systemClock } satisfies Clock);
  },
  { name: 'clock' },
);
