import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * The Postgres-backed job queue (plugins/jobs.ts). Workers claim due rows with `FOR UPDATE SKIP LOCKED`, so any
 * number of API instances share one queue. A `singleton_key` is unique among pending and running jobs.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** A running job's lease: its run is cut off by then, and after it another worker may claim the job (0021). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // The worker's claim (drizzle/0017_jobs_claim.sql, 0021): the next due jobs in order, and runs whose lease ran out. No
    // other index (0019): a job is written three times, and each write pays for every index.
    index('jobs_pending_idx').on(table.runAt, table.id).where(sql`${table.state} = 'pending'`),
    index('jobs_lease_idx').on(table.leaseUntil).where(sql`${table.state} = 'running'`),
    uniqueIndex('jobs_singleton_key_unique')
      .on(table.singletonKey)
      .where(sql`${table.state} in ('pending', 'running') and ${table.singletonKey} is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
