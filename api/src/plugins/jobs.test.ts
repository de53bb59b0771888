import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';
import { mergeStatements, sendAll } from '../db/pipeline';
import { backoffSeconds } from './jobs';

describe(`jobs queue (${DB_DRIVER})`, () => {
  let t: TestApp;
  const seen: { name: string; payload: unknown; attempt: number }[] = [];
  let failTimes = 0;
  const slowRuns: { attempt: number; signal: AbortSignal }[] = [];
  const releases: (() => void)[] = [];
  let slowHangs = 0;

  beforeAll(async () => {
    t = await createTestApp({
      plugins: [
        async (app) => {
          app.jobs.register<{ n: number }>('test.ok', async (payload, job) => {
            seen.push({ name: 'test.ok', payload, attempt: job.attempt });
          });
          // hangs until released (or aborted) on its first runs; a time limit of its own
          app.jobs.register<{ n: number }>(
            'test.slow',
            async (payload, job) => {
              slowRuns.push({ attempt: job.attempt, signal: job.signal });
              await new Promise<void>((resolve) => {
                releases.push(resolve);
                if (job.attempt > slowHangs) resolve();
              });
              seen.push({ name: 'test.slow', payload, attempt: job.attempt });
            },
            { timeoutSeconds: 0.2 },
          );
          app.jobs.register('test.flaky', async (payload, job) => {
            seen.push({ name: 'test.flaky', payload, attempt: job.attempt });
            if (failTimes > 0) {
              failTimes -= 1;
              throw new Error('boom');
            }
          });
        },
      ],
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    seen.length = 0;
    await t.db.delete(jobs);
  });

  it('runs due jobs on drain, not future ones', async () => {
    await t.app.jobs.enqueue('test.ok', { n: 1 });
    await t.app.jobs.enqueue('test.ok', { n: 2 }, { runAt: new Date(Date.now() + 60_000) });
    const result = await t.app.jobs.drain();
    expect(result).toEqual({ done: 1, failed: 0, retried: 0 });
    expect(seen).toEqual([{ name: 'test.ok', payload: { n: 1 }, attempt: 1 }]);
    await t.app.jobs.drain({ includeFuture: true });
    expect(seen.map((s) => s.payload)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('claims the due jobs in order and a run whose worker died (its lease ran out), not a live one', async () => {
    for (const n of [3, 1, 2]) await t.app.jobs.enqueue('test.ok', { n }, { runAt: new Date(Date.now() - n * 1000) });
    const dead = await t.app.jobs.enqueue('test.ok', { n: 'dead' });
    const live = await t.app.jobs.enqueue('test.ok', { n: 'live' });
    // a lease runs out at the job's time limit: a dead worker's job is taken again a moment later, not after 10 minutes
    await t.db.update(jobs).set({ state: 'running', lockedAt: new Date(Date.now() - 70_000), leaseUntil: new Date(Date.now() - 1000), attempts: 1 }).where(eq(jobs.id, dead!));
    await t.db.update(jobs).set({ state: 'running', lockedAt: new Date(Date.now() - 70_000), leaseUntil: new Date(Date.now() + 60_000), attempts: 1 }).where(eq(jobs.id, live!));
    expect(await t.app.jobs.drain()).toEqual({ done: 4, failed: 0, retried: 0 });
    expect(seen.map((s) => (s.payload as { n: unknown }).n)).toEqual(['dead', 3, 2, 1]);
    expect(seen[0]!.attempt).toBe(2);
  });

  it('a handler that overruns its time limit is cut off (its signal aborted) and the job retried with backoff; the late end of the cut-off run changes nothing', async () => {
    slowRuns.length = 0;
    releases.length = 0;
    slowHangs = 1;
    const id = (await t.app.jobs.enqueue('test.slow', { n: 7 }))!;
    const started = performance.now();
    expect(await t.app.jobs.drain()).toEqual({ done: 0, failed: 0, retried: 1 });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(slowRuns).toHaveLength(1);
    expect(slowRuns[0]!.signal.aborted).toBe(true);
    const [waiting] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: null });
    expect(waiting!.lastError).toMatch(/timed out after 0.2 s/);
    expect(waiting!.runAt.getTime()).toBeGreaterThanOrEqual(t.app.clock.now().getTime() + (backoffSeconds(1) - 1) * 1000);

    // the second run: claimed, and while it runs the first (cut-off) one ends late: the job is not done by that
    slowHangs = 2;
    const second = t.app.jobs.drain({ includeFuture: true });
    while (slowRuns.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    releases[0]!(); // the cut-off first run ends now: it was never counted
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ state: 'running', attempts: 2 });
    releases[1]!();
    expect(await second).toEqual({ done: 1, failed: 0, retried: 0 });
    expect((await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ state: 'done', attempts: 2, leaseUntil: null });
    expect(seen.filter((s) => s.name === 'test.slow').map((s) => s.attempt)).toEqual(expect.arrayContaining([2]));
  });

  it('a claim leases each job for its own time limit (plus a grace): no other worker takes it while it may still run', async () => {
    slowRuns.length = 0;
    releases.length = 0;
    slowHangs = 1;
    const slow = (await t.app.jobs.enqueue('test.slow', { n: 8 }))!;
    const ok = (await t.app.jobs.enqueue('test.ok', { n: 9 }, { runAt: new Date(t.app.clock.now().getTime() - 1000) }))!;
    const polling = t.app.jobs.poll();
    while (slowRuns.length < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const [running] = await t.db.select().from(jobs).where(eq(jobs.id, slow));
    expect(running!.state).toBe('running');
    expect((running!.leaseUntil!.getTime() - running!.lockedAt!.getTime()) / 1000).toBeCloseTo(0.2 + 5, 1);
    // another worker's poll now takes nothing: the job is leased
    expect(await t.app.jobs.poll()).toBe(0);
    await polling;
    const rows = Object.fromEntries((await t.db.select().from(jobs).where(sql`${jobs.id} in (${slow}, ${ok})`)).map((row) => [row.id, row.state]));
    expect(rows).toEqual({ [slow]: 'pending', [ok]: 'done' });
    releases[0]!();
  });

  it('decides what is due by the API clock, not the database clock', async () => {
    const clockAt = (at: Date) => (t.app.clock.now = () => new Date(at.getTime()));
    const realNow = t.app.clock.now;
    try {
      // The clock a year behind the database: a job enqueued "now" by that clock is due, one a minute later is not.
      const past = new Date(Date.now() - 365 * 86_400_000);
      clockAt(past);
      await t.app.jobs.enqueue('test.ok', { n: 1 });
      await t.app.jobs.enqueue('test.ok', { n: 2 }, { runAt: new Date(past.getTime() + 60_000) });
      expect(await t.app.jobs.drain()).toEqual({ done: 1, failed: 0, retried: 0 });
      // A year ahead of the database: the later job is due too.
      clockAt(new Date(Date.now() + 365 * 86_400_000));
      expect(await t.app.jobs.drain()).toEqual({ done: 1, failed: 0, retried: 0 });
      expect(seen.map((s) => s.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      t.app.clock.now = realNow;
    }
  });

  it('retries a failing job with backoff and marks it failed after maxAttempts', async () => {
    failTimes = 10;
    const id = (await t.app.jobs.enqueue('test.flaky', {}, { maxAttempts: 2 }))!;
    expect(await t.app.jobs.drain()).toEqual({ done: 0, failed: 0, retried: 1 });
    let [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.state).toBe('pending');
    expect(row!.lastError).toBe('boom');
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + (backoffSeconds(1) - 2) * 1000);
    // Not due yet: a plain drain does nothing.
    expect(await t.app.jobs.drain()).toEqual({ done: 0, failed: 0, retried: 0 });
    expect(await t.app.jobs.drain({ includeFuture: true })).toEqual({ done: 0, failed: 1, retried: 0 });
    [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.state).toBe('failed');
    expect(row!.attempts).toBe(2);
  });

  it('a retried job succeeds later', async () => {
    failTimes = 1;
    await t.app.jobs.enqueue('test.flaky', { x: 1 });
    await t.app.jobs.drain();
    await t.app.jobs.drain({ includeFuture: true });
    expect(seen.map((s) => s.attempt)).toEqual([1, 2]);
    const [row] = await t.db.select().from(jobs);
    expect(row!.state).toBe('done');
  });

  it('keeps one pending job per singletonKey', async () => {
    const a = await t.app.jobs.enqueue('test.ok', { n: 1 }, { singletonKey: 'k1' });
    const b = await t.app.jobs.enqueue('test.ok', { n: 2 }, { singletonKey: 'k1' });
    expect(a).not.toBeNull();
    expect(b).toBeNull();
    await t.app.jobs.drain();
    // Once done, the key is free again.
    expect(await t.app.jobs.enqueue('test.ok', { n: 3 }, { singletonKey: 'k1' })).not.toBeNull();
  });

  it('statements of jobs sent together go as one insert: every job, its payload, time, attempts and singleton key', async () => {
    const runAt = new Date(Date.now() - 1000);
    const statements = [
      t.app.jobs.statement('test.ok', { n: 1, text: 'quote " and backslash \\' }, { runAt }),
      { text: 'select 1', values: [] },
      t.app.jobs.statement('test.ok', { n: 2 }, { maxAttempts: 2, singletonKey: 'many' }),
      t.app.jobs.statement('test.ok', { n: 3 }, { singletonKey: 'many' }),
    ];
    const merged = mergeStatements(statements);
    expect(merged.map((statement) => statement.name ?? statement.text)).toEqual(['cv_job_insert_many', 'select 1']);
    await t.db.transaction(async (tx) => {
      await sendAll(tx, merged);
    });
    const rows = await t.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.payload, row.maxAttempts, row.singletonKey])).toEqual([
      [{ n: 1, text: 'quote " and backslash \\' }, 5, null],
      [{ n: 2 }, 2, 'many'],
    ]);
    expect(rows[0]!.runAt.getTime()).toBe(runAt.getTime());
    expect((await t.app.jobs.drain()).done).toBe(2);
  });

  it('concurrent pollers never run a job twice (SKIP LOCKED)', async () => {
    for (let i = 0; i < 20; i++) await t.app.jobs.enqueue('test.ok', { n: i });
    const counts = await Promise.all([t.app.jobs.poll(), t.app.jobs.poll(), t.app.jobs.poll(), t.app.jobs.drain()]);
    expect(counts.length).toBe(4);
    const ns = seen.map((s) => (s.payload as { n: number }).n).sort((x, y) => x - y);
    expect(ns).toEqual([...Array(20).keys()]);
    // a poll marks its batch done in one statement
    expect((await t.db.select().from(jobs)).map((row) => row.state)).toEqual(Array(20).fill('done'));
  });

  it('prune removes old finished jobs only', async () => {
    await t.app.jobs.enqueue('test.ok', { n: 1 });
    await t.app.jobs.drain();
    await t.app.jobs.enqueue('test.ok', { n: 2 });
    await t.app.jobs.drain();
    const [first] = await t.db.select().from(jobs).orderBy(jobs.id).limit(1);
    await t.db.execute(sql`update jobs set completed_at = now() - interval '8 days' where id = ${first!.id}`);
    await t.app.jobs.enqueue('test.ok', { n: 3 }, { runAt: new Date(Date.now() + 60_000) });
    await t.app.jobs.prune();
    const left = await t.db.select().from(jobs);
    expect(left.map((r) => (r.payload as { n: number }).n).sort()).toEqual([2, 3]);
  });

  it('a job without a handler fails and is retried, never lost', async () => {
    await t.app.jobs.enqueue('test.unknown', {}, { maxAttempts: 3 });
    expect(await t.app.jobs.drain()).toEqual({ done: 0, failed: 0, retried: 1 });
  });
});

describe(`jobs worker (${DB_DRIVER})`, () => {
  it('polls on its own when enabled and stops on close', async () => {
    const ran: number[] = [];
    const t = await createTestApp({
      env: { JOBS_WORKER: '1', JOBS_POLL_MS: '50' },
      plugins: [
        async (app) => {
          app.jobs.register<{ n: number }>('test.worker', async (p) => {
            ran.push(p.n);
          });
        },
      ],
    });
    try {
      await t.app.jobs.enqueue('test.worker', { n: 7 });
      for (let i = 0; i < 100 && ran.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(ran).toEqual([7]);
    } finally {
      await t.close();
    }
  });

  it('yields to requests: one batch per poll interval while requests keep arriving, a backlog at once when none do', async () => {
    const ran: number[] = [];
    const t = await createTestApp({
      env: { JOBS_WORKER: '1', JOBS_POLL_MS: '1000' },
      plugins: [
        async (app) => {
          app.jobs.register<{ n: number }>('test.worker', async (p) => {
            ran.push(p.n);
          });
          app.get('/test/ping', async () => ({ ok: true }));
        },
      ],
    });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 250 && !done(); i++) await sleep(20);
      expect(done()).toBe(true);
    };
    let arriving = true;
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect(t.app.jobs.busy()).toBe(false);
      // a request every 20 ms
      const traffic = (async () => {
        while (arriving) {
          await fetch(`${base}/test/ping`);
          await sleep(20);
        }
      })();
      await until(() => t.app.jobs.busy());
      for (let n = 0; n < 12; n++) await t.app.jobs.enqueue('test.worker', { n });
      await until(() => ran.length >= 5);
      await sleep(300);
      expect(ran).toHaveLength(5); // one batch, the next one a poll interval later

      arriving = false;
      await traffic;
      await until(() => !t.app.jobs.busy());
      await until(() => ran.length === 12);
      expect([...ran].sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    } finally {
      arriving = false;
      await t.close();
    }
  });

  it('on close (SIGTERM) a job still running is released at once for another instance, its handler told to stop (issue 33)', async () => {
    const seen: { signal?: AbortSignal } = {};
    const t = await createTestApp({
      plugins: [
        async (app) => {
          app.jobs.register('test.hangs', async (_payload, job) => {
            seen.signal = job.signal;
            await new Promise(() => undefined);
          });
        },
      ],
    });
    try {
      const id = (await t.app.jobs.enqueue('test.hangs', {}))!;
      void t.app.jobs.poll();
      while (!seen.signal) await new Promise((resolve) => setTimeout(resolve, 10));
      await t.app.close();
      expect(seen.signal.aborted).toBe(true);
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
      expect(row).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: null, lockedAt: null });
    } finally {
      await t.close();
    }
  });
});
