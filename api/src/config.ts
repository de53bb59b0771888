import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadAccountsConfig, type AccountsConfig } from './accounts-config';
import { loadDispatchConfig, type DispatchConfig } from './dispatch-config';
import { loadPaymentsConfig, type PaymentsConfig } from './payments-config';
import type { DistanceModel } from './domain/distance';
import { REMOTE_NAMES, remotesConfigSchema, type RemoteName, type RemotesConfig } from '@chargevalet/contract';

/** The folder holding pnpm-workspace.yaml, found from the working directory upwards (cwd when none). */
export function findRepoRoot(start = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

/** An absolute http(s) address: the API fetches it itself. */
const httpUrl = z.string().url().regex(/^https?:\/\//, 'must start with http:// or https://');
const isAbsolute = (url: string) => /^https?:\/\//.test(url);

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.string().min(1).optional(),
  /** Connections of the PostgreSQL pool (per API process). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** How long an instance reuses a session it looked up, at most (0: every request looks its session up). */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /** How often an instance merges the search index's pending list (plugins/search-index.ts). */
  SEARCH_INDEX_MERGE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Redis for counters shared by every API instance (per-IP rate limits); unset: each instance counts alone. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
  DATA_DIR: z.string().min(1).optional(),
  MIGRATIONS_DIR: z.string().min(1).optional(),
  FRONTEND_DIST: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: bool.default(false),
  /** `auto`: Secure cookies when the request came over TLS (directly or, with TRUST_PROXY, via X-Forwarded-Proto). */
  SESSION_SECURE_COOKIE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Session and XSRF cookies for this domain and its subdomains, so remotes on sibling hosts are signed in too. */
  COOKIE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'COOKIE_DOMAIN must be a domain such as chargevalet.de')
    .optional(),
  SEED_DEMO: bool.default(true),
  BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().positive().default(5),
  LOGIN_DECAY_SECONDS: z.coerce.number().int().positive().default(60),
  LOGIN_IP_MAX: z.coerce.number().int().positive().default(30),
  /** Extra origins for the Content-Security-Policy (space or comma separated), e.g. a CDN. */
  CSP_EXTRA_ORIGINS: z.string().default(''),
  GOOGLE_MAPS_API_KEY: z.string().trim().optional(),
  REMOTE_BOOKING_URL: z.string().min(1).optional(),
  REMOTE_PROFILE_URL: z.string().min(1).optional(),
  REMOTE_MANAGER_URL: z.string().min(1).optional(),
  REMOTE_DRIVER_URL: z.string().min(1).optional(),
  /** Where the API itself reads a remote's manifest when REMOTE_*_URL is on another origin (compose: http://mfe-driver:3004/…); unset: that URL. */
  REMOTE_BOOKING_INTERNAL_URL: httpUrl.optional(),
  REMOTE_PROFILE_INTERNAL_URL: httpUrl.optional(),
  REMOTE_MANAGER_INTERNAL_URL: httpUrl.optional(),
  REMOTE_DRIVER_INTERNAL_URL: httpUrl.optional(),
  /** Set: handover photos in this bucket of S3-compatible storage; unset: in the database (issue 33). */
  S3_BUCKET: z.string().trim().min(3).optional(),
  /** The storage's address (MinIO, a fake, another provider); unset: AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path, not the host name (most self-hosted stores); default: true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** The one distance model (`domain/distance.ts`): road kilometres per straight-line kilometre, for the day plan and the arrival estimate alike. */
  ROAD_FACTOR: z.coerce.number().min(1).max(5).default(1.3),
  /** Arrival estimates (issue 31): the road distance driven at this average speed in the city (km/h). */
  ETA_CITY_SPEED_KMH: z.coerce.number().min(5).max(130).default(22),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** Set: PostgreSQL through a pg Pool; unset: PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Size of the PostgreSQL pool (DATABASE_POOL_MAX, default 10). */
  databasePoolMax: number;
  /** SESSION_CACHE_MS (plugins/sessions.ts). */
  sessionCacheMs: number;
  /** SEARCH_INDEX_MERGE_MS (plugins/search-index.ts). */
  searchIndexMergeMs: number;
  /** Set: per-IP rate limits count in Redis, shared by every instance; unset: in memory per instance. */
  redisUrl: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory. */
  dataDir: string;
  migrationsDir: string;
  /** Folder holding shell/dist and mfe-<name>/dist. */
  frontendDist: string;
  publicUrl: string | undefined;
  trustProxy: boolean;
  secureCookies: 'auto' | boolean;
  /** COOKIE_DOMAIN: the session and XSRF cookies' Domain attribute; null for host-only cookies. */
  cookieDomain: string | null;
  seedDemo: boolean;
  bodyLimit: number;
  login: { maxAttempts: number; decaySeconds: number; ipMax: number };
  remotes: RemotesConfig;
  /** For each remote on another origin, the address the API reads its manifest at (a page's start, page-remote.ts). */
  remoteManifestUrls: Partial<Record<RemoteName, string>>;
  /** Browser key for Google Maps + Places (GOOGLE_MAPS_API_KEY); null without one. */
  googleMapsApiKey: string | null;
  /** Origins allowed by the CSP besides 'self' (remote origins from `remotes`, CSP_EXTRA_ORIGINS). */
  extraOrigins: string[];
  /** Jobs, mail, SMS, codes, staff SSO (src/accounts-config.ts lists the env vars). */
  accounts: AccountsConfig;
  /** Payment provider, checkout hold, slots cache (src/payments-config.ts lists the env vars). */
  payments: PaymentsConfig;
  /** The day planner's depot (src/dispatch-config.ts lists the env vars). */
  dispatch: DispatchConfig;
  /** Where handover photos are kept: S3-compatible storage (S3_*) or the database. */
  photoStorage: PhotoStorageConfig;
  /** The distance model of the day plan and the arrival estimate (ROAD_FACTOR). */
  distance: DistanceModel;
  /** Arrival estimates: average city speed (ETA_CITY_SPEED_KMH) over the distance model's road kilometres. */
  eta: { citySpeedKmh: number };
}

export type PhotoStorageConfig =
  | { kind: 'database' }
  | { kind: 's3'; bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean; credentials: { accessKeyId: string; secretAccessKey: string } | undefined };

export class ConfigError extends Error {}

/** Names of the road factor before dispatch and the arrival estimate shared one (issue 31). */
const RETIRED_ROAD_FACTORS = ['DISPATCH_ROAD_FACTOR', 'ETA_ROAD_FACTOR'] as const;

/** Reads and validates the configuration; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // The two factors became one: a deployment that still sets an old name would silently lose its value.
  const retired = RETIRED_ROAD_FACTORS.filter((name) => env[name] !== undefined);
  if (retired.length > 0) throw new ConfigError(`Invalid configuration:\n  ${retired.join(', ')}: replaced by ROAD_FACTOR (one road factor for dispatch and arrival estimates)`);
  const root = findRepoRoot();

  const remotesInput = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, e[`REMOTE_${name.toUpperCase()}_URL` as `REMOTE_${Uppercase<RemoteName>}_URL`] ?? `/remotes/${name}/mf-manifest.json`]),
  );
  const remotes = remotesConfigSchema.safeParse(remotesInput);
  if (!remotes.success) throw new ConfigError(`Invalid REMOTE_*_URL configuration: ${remotes.error.message}`);

  const remoteOrigins = Object.values(remotes.data).flatMap((url) => {
    try {
      return isAbsolute(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  const remoteManifestUrls = Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => {
      const url = remotes.data[name];
      return isAbsolute(url) ? [[name, e[`REMOTE_${name.toUpperCase()}_INTERNAL_URL` as `REMOTE_${Uppercase<RemoteName>}_INTERNAL_URL`] ?? url]] : [];
    }),
  ) as Partial<Record<RemoteName, string>>;
  const extraOrigins = [...new Set([...remoteOrigins, ...e.CSP_EXTRA_ORIGINS.split(/[\s,]+/).filter(Boolean)])];

  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const photoStorage: PhotoStorageConfig = e.S3_BUCKET
    ? {
        kind: 's3',
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
      }
    : { kind: 'database' };

  const migrationsCandidates = [path.join(root, 'api', 'drizzle'), path.join(process.cwd(), 'drizzle')];
  const migrationsDir = e.MIGRATIONS_DIR
    ? path.resolve(e.MIGRATIONS_DIR)
    : (migrationsCandidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json'))) ?? migrationsCandidates[0]!);

  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    sessionCacheMs: e.SESSION_CACHE_MS,
    searchIndexMergeMs: e.SEARCH_INDEX_MERGE_MS,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(root, e.DATA_DIR ?? '.data'),
    migrationsDir,
    frontendDist: path.resolve(root, e.FRONTEND_DIST ?? '.'),
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    // An https public address means TLS in front (a proxy too): Secure cookies and HSTS whatever the hop to us.
    secureCookies: e.SESSION_SECURE_COOKIE === 'auto' ? (e.PUBLIC_URL?.startsWith('https://') ? true : 'auto') : e.SESSION_SECURE_COOKIE === 'true',
    cookieDomain: e.COOKIE_DOMAIN ?? null,
    seedDemo: e.SEED_DEMO,
    bodyLimit: e.BODY_LIMIT,
    login: { maxAttempts: e.LOGIN_MAX_ATTEMPTS, decaySeconds: e.LOGIN_DECAY_SECONDS, ipMax: e.LOGIN_IP_MAX },
    remotes: remotes.data,
    remoteManifestUrls,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY || null,
    extraOrigins,
    accounts: loadAccountsConfig(env),
    payments: loadPaymentsConfig(env),
    dispatch: loadDispatchConfig(env),
    photoStorage,
    distance: { roadFactor: e.ROAD_FACTOR },
    eta: { citySpeedKmh: e.ETA_CITY_SPEED_KMH },
    ...overrides,
  };
}
