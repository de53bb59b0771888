/**
 * Test helpers for API tests (jest + app.inject over a real database).
 *
 *   const t = await createTestApp();            // fresh database for this test file, demo users seeded
 *   const manager = await login(t.app, 'manager@chargevalet.test');
 *   const res = await manager.get('/api/user');
 *   await t.close();
 *
 * The database is PGlite by default (started from a migrated + seeded template, cached in the OS temp folder),
 * or a fresh PostgreSQL database created next to DATABASE_URL's and dropped by close() when DATABASE_URL is set.
 */
import { Blob } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions, InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@chargevalet/contract';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { fromPglite, openDatabase, type Database, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../db/seed';

// jest reads `testTimeout` only from the root config, not from a project: the per-project 30 s in jest.config.js
// does not apply, and 5 s is too little for a database start on a busy 2-core machine. Every file using these
// helpers gets 60 s per test and hook.
if (typeof jest !== 'undefined') jest.setTimeout(60_000);

/** Which database the API tests run on: `postgres` when DATABASE_URL is set, else `pglite`. Put it in describe names. */
export const DB_DRIVER: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';
export { DEMO_PASSWORD, DEMO_USERS };

/**
 * Test configuration: NODE_ENV=test, silent logs (LOG_LEVEL overrides), no front-end build unless given. The shared
 * order views, stats and sessions are not cached (the fixtures write orders and sessions straight into the database,
 * past the API, and on PostgreSQL the word of it arrives a moment later); plugins/order-views.test.ts tests the caches
 * with VIEWS_CACHE_MS and STATS_CACHE_MS set, plugins/session-cache.test.ts with SESSION_CACHE_MS. The fixtures book
 * each order for a customer of its own but pay with the sandbox's one authorising test card: the per-card checkout
 * limit is lifted (routes/payments/hoarding.test.ts and the Stripe adapter's test set it).
 */
export function testConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}): AppConfig {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      FRONTEND_DIST: path.join(os.tmpdir(), 'chargevalet-no-frontend'),
      VIEWS_CACHE_MS: '0',
      SESSION_CACHE_MS: '0',
      STATS_CACHE_MS: '0',
      CHECKOUT_LIMIT_CARD: '1000000',
      ...env,
    },
    overrides,
  );
}

function migrationsFingerprint(migrationsDir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  hash.update(readFileSync(path.join(migrationsDir, 'meta', '_journal.json')));
  hash.update(JSON.stringify(DEMO_USERS));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite loads its wasm through dynamic import(), which jest's module sandbox refuses without
 * --experimental-vm-modules: load it with Node's own require instead.
 */
function nativePglite(): typeof import('@electric-sql/pglite') {
  // jest hands its sandbox a patched `module` built-in; fetch Node's own from the outer context.
  const { createRequire } = runInThisContext("process.getBuiltinModule('node:module')") as typeof import('node:module');
  return createRequire(path.join(process.cwd(), 'package.json'))(require.resolve('@electric-sql/pglite')) as typeof import('@electric-sql/pglite');
}

function nativePgliteTrgm(): typeof import('@electric-sql/pglite/contrib/pg_trgm') {
  const { createRequire } = runInThisContext("process.getBuiltinModule('node:module')") as typeof import('node:module');
  return createRequire(path.join(process.cwd(), 'package.json'))(require.resolve('@electric-sql/pglite/contrib/pg_trgm')) as typeof import('@electric-sql/pglite/contrib/pg_trgm');
}

async function newPglite(loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = nativePglite();
  const { pg_trgm } = nativePgliteTrgm();
  const client = await PGlite.create({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir: loadDataDir as unknown as globalThis.Blob } : {}) });
  return fromPglite(client, 'pglite:memory');
}

/** PGlite: a migrated and seeded data dir, dumped once and reused by every test file (about 0.4 s to load). */
async function pgliteTemplate(migrationsDir: string): Promise<Blob> {
  const file = path.join(os.tmpdir(), `chargevalet-pglite-template-${migrationsFingerprint(migrationsDir)}.tar.gz`);
  if (!existsSync(file)) {
    const database = await newPglite();
    try {
      await runMigrations(database, migrationsDir);
      await seedDemoData(database.db);
      const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
      const dump = await client.dumpDataDir('gzip');
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
      renameSync(tmp, file); // atomic: parallel workers never read a half-written template
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Drops cv_test_<pid>_<created>_* databases whose test process is gone (a crashed run leaves them behind). Only
 * those older than an hour: a test run in another process namespace (a container, a sandbox) has pids we
 * cannot see, and its live databases must survive.
 */
const STALE_AFTER_SECONDS = 60 * 60;
async function dropStaleTestDatabases(admin: import('pg').Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'cv\\_test\\_%'");
  for (const { datname } of rows) {
    const [, , pidText, createdText] = datname.split('_');
    const pid = Number(pidText);
    const created = Number(createdText);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (!Number.isInteger(created) || Date.now() / 1000 - created < STALE_AFTER_SECONDS) continue;
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') {
        await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
      }
    }
  }
}

/** A fresh, migrated and seeded database for one test file; close() disposes of it (drops it on PostgreSQL). */
export async function createTestDatabase(migrationsDir = testConfig().migrationsDir): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return newPglite(await pgliteTemplate(migrationsDir));
  }
  const { Client } = await import('pg');
  const name = `cv_test_${process.pid}_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await dropStaleTestDatabases(admin);
    // Concurrent CREATE DATABASE calls may briefly collide on template1 (55006 object_in_use): retry.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database "${name}"`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  await runMigrations(database, migrationsDir);
  await seedDemoData(database.db);
  const close = database.close;
  return {
    ...database,
    target: `postgres:${name}`,
    close: async () => {
      await close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  /** Closes the app and disposes of the database. */
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Config fields to override (e.g. `{ frontendDist }`, `{ login: {...} }`). */
  config?: Partial<AppConfig>;
  /** Environment-style settings fed through loadConfig (e.g. `{ REMOTE_BOOKING_URL: '...' }`). */
  env?: NodeJS.ProcessEnv;
  /** Extra plugins registered before the app is ready (test-only routes). */
  plugins?: FastifyPluginAsync[];
  /** Fastify logger options (default: the app's own, silent in tests). */
  logger?: FastifyServerOptions['logger'];
}

/** The whole API on a fresh database (see file comment). */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config, options.env);
  const database = await createTestDatabase(config.migrationsDir);
  try {
    const app = await buildApp({ config, database, plugins: options.plugins, ...(options.logger ? { logger: options.logger } : {}) });
    return {
      app,
      db: database.db,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

type Payload = InjectOptions['payload'];
type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'> & { csrf?: boolean };

/**
 * A browser-like client over app.inject: keeps cookies, and sends X-XSRF-TOKEN from the XSRF-TOKEN cookie on
 * mutating calls (as the front end's API client does). `csrf: false` on a call leaves the header out.
 */
export class TestAgent {
  readonly cookies = new Map<string, string>();

  /** `remoteAddress`: the client's IP for every request (default 127.0.0.1), for per-IP limits. */
  constructor(
    readonly app: FastifyInstance,
    readonly options: { remoteAddress?: string } = {},
  ) {}

  get xsrfToken(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<InjectResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const method = (rest.method ?? 'GET').toUpperCase();
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const allHeaders: Record<string, string> = { ...(headers as Record<string, string>) };
    if (cookieHeader && !('cookie' in allHeaders)) allHeaders.cookie = cookieHeader;
    if (csrf && !['GET', 'HEAD', 'OPTIONS'].includes(method) && this.xsrfToken && !(CSRF_HEADER in allHeaders)) {
      allHeaders[CSRF_HEADER] = this.xsrfToken;
    }
    const response = await this.app.inject({ remoteAddress: this.options.remoteAddress, ...rest, method: method as InjectOptions['method'], headers: allHeaders });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, extra: Extra = {}): Promise<InjectResponse> {
    return this.request({ ...extra, method: 'GET', url });
  }
  post(url: string, payload?: Payload, extra: Extra = {}): Promise<InjectResponse> {
    return this.request({ ...extra, method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
  }
  put(url: string, payload?: Payload, extra: Extra = {}): Promise<InjectResponse> {
    return this.request({ ...extra, method: 'PUT', url, ...(payload === undefined ? {} : { payload }) });
  }
  patch(url: string, payload?: Payload, extra: Extra = {}): Promise<InjectResponse> {
    return this.request({ ...extra, method: 'PATCH', url, ...(payload === undefined ? {} : { payload }) });
  }
  delete(url: string, payload?: Payload, extra: Extra = {}): Promise<InjectResponse> {
    return this.request({ ...extra, method: 'DELETE', url, ...(payload === undefined ? {} : { payload }) });
  }

  /** GET /sanctum/csrf-cookie; returns the XSRF token now in the jar. */
  async fetchCsrf(): Promise<string> {
    const response = await this.get('/sanctum/csrf-cookie');
    if (response.statusCode !== 204 || !this.xsrfToken) throw new Error(`csrf-cookie failed: ${response.statusCode} ${response.body}`);
    return this.xsrfToken;
  }
}

/** An anonymous agent that has fetched the CSRF cookie (ready for POSTs). */
export async function csrf(app: FastifyInstance, options: TestAgent['options'] = {}): Promise<TestAgent> {
  const agent = new TestAgent(app, options);
  await agent.fetchCsrf();
  return agent;
}

/** An agent signed in as `email` (demo password by default); throws when the login is refused. */
export async function login(app: FastifyInstance, email: string, password: string = DEMO_PASSWORD): Promise<TestAgent> {
  const agent = await csrf(app);
  const response = await agent.post('/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  return agent;
}

/** Each named agent signed in as its e-mail, in parallel. */
export async function loginAll<K extends string>(app: FastifyInstance, emails: Record<K, string>): Promise<Record<K, TestAgent>> {
  const entries = await Promise.all(Object.entries<string>(emails).map(async ([key, email]) => [key, await login(app, email)] as const));
  return Object.fromEntries(entries) as Record<K, TestAgent>;
}
