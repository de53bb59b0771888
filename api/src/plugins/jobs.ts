import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { send, type Statement } from '../db/pipeline';
import { jobs } from '../db/schema';
import { sqlTime } from './clock';

export interface EnqueueOptions {
  /** Not before this instant (default: the API clock's now). */
  runAt?: Date;
  /** At most one pending or running job with this key: a second enqueue with the same key is a no-op (returns null). */
  singletonKey?: string;
  /** Attempts before the job is marked failed (default 5). */
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction (the job exists only if the transaction commits). */
  tx?: Db;
}

export interface JobContext {
  id: number;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the run passes its time limit: the handler should stop, its outcome no longer counts. */
  signal: AbortSignal;
}

export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

export interface RegisterOptions {
  /** The run's time limit and lease (default JOB_TIMEOUT_SECONDS): past it the run is cut off and retried. */
  timeoutSeconds?: number;
}

/** A run given back at shutdown (plugins/jobs.ts `releaseInFlight`). */
class JobReleased extends Error {}

/** A run cut off at its time limit. */
export class JobTimeout extends Error {
  constructor(seconds: number) {
    super(`timed out after ${seconds} s`);
  }
}

export interface DrainOptions {
  /** Also run jobs whose runAt lies in the future (e.g. retries waiting for their backoff). */
  includeFuture?: boolean;
  /** Stop after this many jobs (default 1000). */
  limit?: number;
}

export interface DrainResult {
  done: number;
  failed: number;
  retried: number;
}

export interface JobQueue {
  /** Adds a job; returns its id, or null when a job with the same singletonKey is already pending or running. */
  enqueue<P>(name: string, payload: P, options?: EnqueueOptions): Promise<number | null>;
  /** The insert of `enqueue` as a statement, for a caller that sends it with its other writes (db/pipeline.ts). */
  statement<P>(name: string, payload: P, options?: Omit<EnqueueOptions, 'tx'>): Statement;
  /** Registers the handler for a job name (one per name), with its time limit. */
  register<P>(name: string, handler: JobHandler<P>, options?: RegisterOptions): void;
  /** Runs due jobs now, one after another, until none is due (tests; also usable by scripts). */
  drain(options?: DrainOptions): Promise<DrainResult>;
  /** Runs one poll of the worker (claims up to `batch` due jobs and runs them). */
  poll(): Promise<number>;
  /** Deletes finished jobs: done ones after 7 days, failed ones after 30 (the worker does this hourly). */
  prune(): Promise<void>;
  /** Whether requests are arriving (one in the last BUSY_WINDOW_MS): the worker then takes one batch per poll interval, not a backlog at once. */
  busy(): boolean;
}

/** Attempts of a job enqueued without `maxAttempts`: the column's default. */
const DEFAULT_MAX_ATTEMPTS = jobs.maxAttempts.default as number;
// a second pending or running job with the same singleton key is not added (the partial unique index)
const JOB_INSERT_SQL = `insert into "jobs" ("name", "payload", "run_at", "max_attempts", "singleton_key")
  values ($1, $2::jsonb, $3::timestamptz, $4::int, $5) on conflict do nothing returning "id"`;
/** Several of those in one statement: the values of each column as an array. */
const JOB_INSERT_MANY_SQL = `insert into "jobs" ("name", "payload", "run_at", "max_attempts", "singleton_key")
  select * from unnest($1::text[], $2::jsonb[], $3::timestamptz[], $4::int[], $5::text[]) on conflict do nothing`;
const insertMany = (rows: readonly unknown[][]): Statement => ({
  name: 'cv_job_insert_many',
  text: JOB_INSERT_MANY_SQL,
  values: [0, 1, 2, 3, 4].map((column) => rows.map((row) => row[column])),
});

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** Retry delay after the n-th failed attempt: 5 s, 20 s, 80 s, … capped at one hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 5 * 4 ** Math.max(0, attempt - 1));
}

/** A job run's time limit unless its registration says otherwise. */
export const JOB_TIMEOUT_SECONDS = 60;
/**
 * The lease outlasts the time limit by this much: the worker that cut a run off records its retry before another
 * worker may claim the job. A running job whose lease ran out had its worker die, and is claimed again at once.
 */
const LEASE_GRACE_SECONDS = 5;
/** At shutdown, how long running jobs may finish before they are released to another instance. */
const RELEASE_AFTER_MS = 2000;
const BATCH = 5;
/** The worker counts as sharing the CPU with requests while the last one arrived less than this long ago. */
const BUSY_WINDOW_MS = 100;

interface ClaimedRow {
  id: number | string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * A small Postgres-backed job queue over the `jobs` table (works on PGlite and PostgreSQL): due jobs are claimed
 * with `FOR UPDATE SKIP LOCKED` in one statement, each with a lease of its time limit, run by their registered
 * handler and marked done; a failure, or a run cut off at its time limit, is retried with exponential backoff until
 * maxAttempts, then the job is marked failed (kept for inspection). A job runs at most once at a time: only the run
 * holding it (its attempt) records an outcome, and a job is claimed again only once its lease ran out. The
 * worker polls every JOBS_POLL_MS from onReady and stops (waiting for running jobs) on close. Tests turn the
 * worker off (default for NODE_ENV=test) and call `fastify.jobs.drain()`.
 */
export default fp(
  async (fastify) => {
    const { db, clock } = fastify;
    const at = () => sqlTime(clock.now());
    const { worker, pollMs } = fastify.config.accounts.jobs;
    const handlers = new Map<string, JobHandler<unknown>>();
    /** Time limits of the registered jobs (seconds), sent with each claim to set the leases. */
    const timeouts: Record<string, number> = {};
    const workerId = `${hostname()}:${process.pid}`;

    const claim = async (limit: number, includeFuture: boolean): Promise<ClaimedRow[]> => {
      const now = at();
      const due = includeFuture ? sql`true` : sql`run_at <= ${now}`;
      // Two index walks (0017), not one sort of every due job: with a backlog of thousands of mails a claim stays
      // as cheap as with none. Runs whose worker died (rare, and late already) go first.
      // Each claimed job's lease: its time limit (by name) and the grace.
      const result = await db.execute(sql`
        with stale as (
          select id, 0 as turn from jobs where state = 'running' and lease_until < ${now}
           order by lease_until limit ${limit} for update skip locked
        ), due as (
          select id, 1 as turn from jobs where state = 'pending' and ${due} order by run_at, id limit ${limit} for update skip locked
        )
        update jobs set state = 'running', locked_at = ${now}, attempts = attempts + 1,
               lease_until = ${now} + make_interval(secs => coalesce((${JSON.stringify(timeouts)}::jsonb ->> name)::float8, ${JOB_TIMEOUT_SECONDS}) + ${LEASE_GRACE_SECONDS})
        where id in (select id from (select * from stale union all select * from due) claimed order by turn limit ${limit})
        returning id, name, payload, attempts, max_attempts`);
      return rowsOf<ClaimedRow>(result);
    };

    /**
     * Marks finished runs done, in one statement for a whole batch. Only the run that holds the job (its attempt,
     * still running): a run cut off and claimed again elsewhere does not finish the new one.
     */
    const markDone = async (rows: readonly ClaimedRow[]): Promise<void> => {
      if (rows.length === 0) return;
      const ids = rows.map((row) => Number(row.id));
      const attempts = rows.map((row) => row.attempts);
      await db.execute(sql`update jobs set state = 'done', completed_at = ${at()}, last_error = null, lease_until = null
        where state = 'running' and (id, attempts) in (select * from unnest(${sql.param(ids)}::bigint[], ${sql.param(attempts)}::int[]))`);
    };

    /** The runs of this instance now, each with its release (shutdown gives them back). */
    const inFlight = new Map<ClaimedRow, () => void>();

    /** The handler's run, cut off (its signal aborted) at the job's time limit, or when released at shutdown. */
    const runWithin = async (handler: JobHandler<unknown>, row: ClaimedRow): Promise<void> => {
      const seconds = timeouts[row.name] ?? JOB_TIMEOUT_SECONDS;
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const overrun = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new JobTimeout(seconds));
        }, seconds * 1000);
        inFlight.set(row, () => {
          clearTimeout(timer);
          controller.abort();
          reject(new JobReleased());
        });
      });
      try {
        await Promise.race([handler(row.payload, { id: Number(row.id), name: row.name, attempt: row.attempts, maxAttempts: row.max_attempts, signal: controller.signal }), overrun]);
      } finally {
        clearTimeout(timer);
        inFlight.delete(row);
      }
    };

    /**
     * Shutdown (SIGTERM): the runs still going are given back at once (pending, due now) for another instance to
     * take; their handlers are told to stop. The attempt stays counted, so a late end of one changes nothing (the
     * next run is another attempt).
     */
    const releaseInFlight = async (): Promise<number> => {
      const rows = [...inFlight.keys()];
      if (rows.length === 0) return 0;
      await db.execute(sql`update jobs set state = 'pending', run_at = ${at()}, locked_at = null, lease_until = null
        where state = 'running' and (id, attempts) in (select * from unnest(${sql.param(rows.map((row) => Number(row.id)))}::bigint[], ${sql.param(rows.map((row) => row.attempts))}::int[]))`);
      for (const row of rows) inFlight.get(row)?.();
      return rows.length;
    };

    /** Runs a claimed job; a failure (or an overrun) is recorded at once, a success is left to `markDone`. */
    const run = async (row: ClaimedRow): Promise<'done' | 'failed' | 'retried'> => {
      const id = Number(row.id);
      const handler = handlers.get(row.name);
      // this run's own job: not one claimed again after this run's lease ran out
      const held = sql`id = ${id} and attempts = ${row.attempts} and state = 'running'`;
      try {
        if (!handler) throw new Error(`no handler registered for job "${row.name}"`);
        await runWithin(handler, row);
        return 'done';
      } catch (error) {
        // given back at shutdown: the job is pending again already, nothing to record
        if (error instanceof JobReleased) return 'retried';
        const message = error instanceof Error ? error.message : String(error);
        if (row.attempts >= row.max_attempts) {
          fastify.log.error({ err: error, jobId: id, job: row.name, attempt: row.attempts }, 'job failed for good');
          await db.execute(sql`update jobs set state = 'failed', completed_at = ${at()}, last_error = ${message}, lease_until = null where ${held}`);
          return 'failed';
        }
        const delay = backoffSeconds(row.attempts);
        fastify.log.warn({ err: error, jobId: id, job: row.name, attempt: row.attempts, retryInSeconds: delay }, 'job failed, will retry');
        await db.execute(
          sql`update jobs set state = 'pending', locked_at = null, lease_until = null, last_error = ${message}, run_at = ${at()} + make_interval(secs => ${delay}) where ${held}`,
        );
        return 'retried';
      }
    };

    // Mail can wait a few seconds, an answer cannot: while requests keep arriving the worker takes one batch per poll
    // interval instead of draining a backlog at full speed on the CPU they share. The time of the last arrival, not a
    // count of open requests: an open SSE stream is no load, and a client that hangs up half-way cannot leave the
    // worker throttled for good.
    let lastRequestAt = Number.NEGATIVE_INFINITY;
    fastify.addHook('onRequest', async () => {
      lastRequestAt = performance.now();
    });

    const queue: JobQueue = {
      async enqueue(name, payload, options = {}) {
        const [row] = await send<{ id: number | string }>(options.tx ?? db, queue.statement(name, payload, options));
        return row ? Number(row.id) : null;
      },
      statement: (name, payload, options = {}) => ({
        name: 'cv_job_insert',
        text: JOB_INSERT_SQL,
        merge: { key: 'cv_job_insert', many: insertMany },
        values: [
          name,
          JSON.stringify(payload ?? {}),
          // Due from the API's clock, not the database's: a job is due when that clock says so.
          (options.runAt ?? clock.now()).toISOString(),
          options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          options.singletonKey ?? null,
        ],
      }),
      register(name, handler, options = {}) {
        if (handlers.has(name)) throw new Error(`job handler "${name}" is already registered`);
        handlers.set(name, handler as JobHandler<unknown>);
        if (options.timeoutSeconds !== undefined) timeouts[name] = options.timeoutSeconds;
      },
      async drain(options = {}) {
        const result: DrainResult = { done: 0, failed: 0, retried: 0 };
        const limit = options.limit ?? 1000;
        let count = 0;
        const retriedIds = new Set<number>();
        while (count < limit) {
          const [row] = await claim(1, options.includeFuture ?? false);
          if (!row) break;
          // With includeFuture a job that keeps failing would be claimed again at once: give each job one run per drain.
          if (retriedIds.has(Number(row.id))) {
            await db.execute(sql`update jobs set state = 'pending', attempts = attempts - 1, locked_at = null, lease_until = null where id = ${Number(row.id)}`);
            break;
          }
          const outcome = await run(row);
          if (outcome === 'done') await markDone([row]);
          result[outcome] += 1;
          if (outcome === 'retried') retriedIds.add(Number(row.id));
          count += 1;
        }
        return result;
      },
      async poll() {
        const rows = await claim(BATCH, false);
        const outcomes = await Promise.all(rows.map((row) => run(row)));
        await markDone(rows.filter((_, i) => outcomes[i] === 'done'));
        return rows.length;
      },
      busy: () => performance.now() - lastRequestAt < BUSY_WINDOW_MS,
      async prune() {
        await db.execute(
          sql`delete from jobs where (state = 'done' and completed_at < ${at()} - interval '7 days') or (state = 'failed' and completed_at < ${at()} - interval '30 days')`,
        );
      },
    };
    fastify.decorate('jobs', queue);

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    let stopped = false;
    const tick = async () => {
      if (stopped) return;
      try {
        running = queue.poll();
        const n = (await running) as number;
        // A full batch: more may be waiting, poll again at once, unless requests are waiting for the CPU.
        if (!stopped) timer = setTimeout(() => void tick(), n >= BATCH && !queue.busy() ? 0 : pollMs);
      } catch (error) {
        fastify.log.warn({ err: error, workerId }, 'job poll failed');
        if (!stopped) timer = setTimeout(() => void tick(), pollMs * 5);
      }
    };
    let pruneTimer: NodeJS.Timeout | undefined;
    if (worker) {
      fastify.addHook('onReady', async () => {
        timer = setTimeout(() => void tick(), pollMs);
        timer.unref?.();
        pruneTimer = setInterval(() => void queue.prune().catch((error: unknown) => fastify.log.warn({ err: error }, 'job prune failed')), 60 * 60_000).unref();
      });
    }
    fastify.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      // give the running jobs a moment to finish, then back to the queue with whatever still runs
      await Promise.race([running?.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, RELEASE_AFTER_MS).unref())]);
      const released = await releaseInFlight();
      if (released > 0) fastify.log.info({ released, workerId }, 'running jobs released for another instance');
    });
  },
  { name: 'jobs', dependencies: ['db', 'config', 'clock'] },
);
