import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_COOKIE,
  CSRF_COOKIE_MAX_AGE_SECONDS,
  ANONYMOUS_SESSION_MAX_AGE_SECONDS,
  SESSION_COOKIE,
  SESSION_LIMITS,
  type Locale,
  type Role,
} from '@chargevalet/contract';
import { send, type Statement } from '../db/pipeline';
import { appKeys, rateLimits, sessions, users } from '../db/schema';
import { SessionCache, type ForgetMessage } from '../lib/session-cache';

/** The signed-in user as the API sees it on every request. */
export interface AuthUser {
  id: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  locale: Locale;
}

export interface Session {
  /** sha256(token), the row's primary key. */
  id: string;
  userId: string | null;
  csrfToken: string;
  data: Record<string, unknown>;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route changes no session and no user (an order's status, a car's position): its writes leave this
     * instance's session cache as it is. Every other write empties it once done.
     */
    keepsSessions?: boolean;
  }
  interface FastifyRequest {
    /** The session of this request's cookie, or null (no cookie, unknown or expired). */
    session: Session | null;
    /** The signed-in user, or null. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export interface SessionService {
  /** The request's session, creating an anonymous one (and its cookies) when there is none. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
  /**
   * `ensure` for a caller that stores a new session with its own statement: the session, and the row to insert
   * with `sessionInsertSql` (null when the request has its session already).
   */
  open(request: FastifyRequest, reply: FastifyReply): { session: Session; row: string | null };
  /** Replaces the session by a new one (new token and CSRF token) for `userId`: call on sign-in (fixation). */
  regenerate(request: FastifyRequest, reply: FastifyReply, userId: string | null): Promise<Session>;
  /** Deletes the session and clears its cookies. */
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Whether cookies set for this request get the Secure flag. */
  secure(request: FastifyRequest): boolean;
  /** The CSRF token for this request's XSRF-TOKEN cookie: the session's, or a signed one that needs no row. */
  csrfToken(request: FastifyRequest): string;
  /** Whether `token` is a signed CSRF token of this app that has not expired (visitors without a session). */
  validAnonymousToken(token: string): boolean;
  /** Deletes expired sessions and rate-limit windows (hourly, and at start-up). */
  prune(): Promise<void>;
  /** Drops cached sessions that a change made elsewhere concerns (the channel's `forget` messages). */
  forget(message: ForgetMessage): void;
  /** Whether this instance hears the channel (its listener listens): only then are looked-up sessions reused. */
  hearsChanges(listening: boolean): void;
}

const LAST_SEEN_RESOLUTION_MS = 60_000;
const CLEANUP_INTERVAL_MS = 60 * 60_000;

interface SessionLookupRow {
  user_id: string | null;
  csrf_token: string;
  data: Session['data'];
  /** expires_at in epoch milliseconds (a float: no timestamp to format and parse on every request). */
  expires_ms: number;
  /** Whether last_seen is older than LAST_SEEN_RESOLUTION_MS (then it is touched). */
  seen_long_ago: boolean;
  /** The role the session was made for (null: anonymous, or made before roles were recorded). */
  session_role: string | null;
  idle_seconds: number;
  role: AuthUser['role'] | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  locale: AuthUser['locale'] | null;
}

const newToken = (): string => randomBytes(32).toString('base64url');

/** The shared secret `name` (app_keys), created by the first instance that needs it. */
export async function appKey(db: import('../db/client').Db, name: string): Promise<Buffer> {
  await db.insert(appKeys).values({ name, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: appKeys.secret }).from(appKeys).where(eq(appKeys.name, name));
  return Buffer.from(row!.secret, 'base64url');
}

/**
 * CSRF tokens of visitors without a session: `nonce.expiry.mac`, an HMAC under the shared `csrf` key. They cost no
 * row; the CSRF check also wants the header equal to the cookie (double submit), which another site cannot read.
 */
function anonymousTokens(key: Buffer) {
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue: (now: number): string => {
      const payload = `${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000) + CSRF_COOKIE_MAX_AGE_SECONDS}`;
      return `${payload}.${mac(payload)}`;
    },
    valid: (token: string, now: number): boolean => {
      const [nonce, expiry, signature] = token.split('.');
      if (!nonce || !expiry || !signature || Number(expiry) * 1000 <= now) return false;
      const expected = Buffer.from(mac(`${nonce}.${expiry}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
// crypto.hash: the one-shot digest, without a Hash object per request (every request with the cookie runs this)
export const hashSessionToken = (token: string): string => hash('sha256', token, 'hex');

/**
 * The statement every request with the cookie runs: named (planned once per connection), no query builder on the
 * hot path, no timestamp in the answer (formatting and parsing them was a measurable share of an authenticated
 * GET), and one JSON column: node-postgres' work per column of an answer was a measurable share of an authenticated
 * GET with the ten columns read one by one.
 */
export const sessionLookup = (id: string, now: Date): Statement => ({
  name: 'cv_session_lookup_v4',
  text: `select json_build_object('user_id', s.user_id, 'csrf_token', s.csrf_token, 'data', s.data,
                'expires_ms', extract(epoch from s.expires_at) * 1000, 'seen_long_ago', s.last_seen < $3::timestamptz,
                'session_role', s.role, 'idle_seconds', s.idle_seconds,
                'role', u.role, 'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'locale', u.locale) as session
           from sessions s left join users u on u.id = s.user_id
          where s.id = $1 and s.expires_at > $2::timestamptz and s.last_seen > $2::timestamptz - make_interval(secs => s.idle_seconds)`,
  values: [id, now.toISOString(), new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS).toISOString()],
});

/** Inserts the session row of `openSession` given as the json parameter `row` (`$1`, say). */
export const sessionInsertSql = (row: string): string =>
  `insert into sessions (id, user_id, csrf_token, data, expires_at, created_at, last_seen, role, idle_seconds)
   select id, user_id, csrf_token, '{}', expires_at, now, now, role, idle_seconds
     from json_to_record(${row}::json) as s(id text, user_id uuid, csrf_token text, expires_at timestamptz, now timestamptz, role text, idle_seconds int)`;

/** How long a session of `role` lasts: idle timeout and absolute lifetime (an anonymous one: a day, either way). */
export const sessionLimits = (role: Role | null): { idleSeconds: number; lifetimeSeconds: number } =>
  role ? SESSION_LIMITS[role] : { idleSeconds: ANONYMOUS_SESSION_MAX_AGE_SECONDS, lifetimeSeconds: ANONYMOUS_SESSION_MAX_AGE_SECONDS };

/**
 * Server-side sessions in the `sessions` table. The `cv_session` cookie holds a random token (httpOnly,
 * SameSite=Lax, Secure behind TLS); the table stores only its SHA-256. A signed-in session ends after its role's
 * idle timeout and at its absolute lifetime (SESSION_LIMITS: staff 30 min / 12 h, customers 30 days / a year; issue
 * 33), a new id is issued at sign-in and when the user's role changed since the session was made. A
 * visitor gets a session only when something must belong to its browser (a guest order, a registration code):
 * before that its CSRF token is signed, not stored. Loads session and user in one
 * query, and keeps what it read for SESSION_CACHE_MS (lib/session-cache.ts): a signed-in read then costs no query.
 * Whatever changes a session or its user is heard from the table triggers of drizzle/0029_session_cache.sql and
 * forgotten on every instance; a write request empties this instance's cache once it is done.
 */
export default fp(
  async (fastify) => {
    const { db, config } = fastify;
    const tokens = anonymousTokens(await appKey(db, 'csrf'));
    const cache = new SessionCache<SessionLookupRow>(config.sessionCacheMs);

    const secure = (request: FastifyRequest): boolean =>
      config.secureCookies === 'auto' ? request.protocol === 'https' : config.secureCookies;
    // COOKIE_DOMAIN: the cookies reach every host under it (remotes on sibling hosts send the session too).
    const cookieScope = config.cookieDomain ? { domain: config.cookieDomain } : {};

    const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string, maxAge: number) =>
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request), maxAge, ...cookieScope });
    const setSessionCookies = (request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string, maxAge: number) => {
      setSessionCookie(request, reply, token, maxAge);
      setCsrfCookie(reply, csrfToken, secure(request), config.cookieDomain);
    };

    /** The signed token of the request's XSRF-TOKEN cookie, when it is one and still valid. */
    const anonymousCookieToken = (request: FastifyRequest): string | null => {
      const token = request.cookies[CSRF_COOKIE];
      return token && tokens.valid(token, fastify.clock.now().getTime()) ? token : null;
    };

    /** A new session for the request (its cookies set) and its row as `sessionInsertSql` takes it; not yet stored. */
    const openSession = (request: FastifyRequest, reply: FastifyReply, user: AuthUser | null): { session: Session; row: string } => {
      const token = newToken();
      // A signed-in session lasts as its role's limits say; an anonymous one (a guest's checkout, registration
      // codes) a day, and keeps the page's CSRF token.
      const { idleSeconds, lifetimeSeconds } = sessionLimits(user?.role ?? null);
      const now = fastify.clock.now();
      const session: Session = {
        id: hashSessionToken(token),
        userId: user?.id ?? null,
        csrfToken: (!user && anonymousCookieToken(request)) || newToken(),
        data: {},
        expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
      };
      // the cookie outlives neither the idle timeout (renewed as the session is used) nor the absolute end
      setSessionCookies(request, reply, token, session.csrfToken, Math.min(idleSeconds, lifetimeSeconds));
      request.session = session;
      request.user = user;
      const row = { id: session.id, user_id: session.userId, csrf_token: session.csrfToken, expires_at: session.expiresAt, now, role: user?.role ?? null, idle_seconds: idleSeconds };
      return { session, row: JSON.stringify(row) };
    };

    const createSession = async (request: FastifyRequest, reply: FastifyReply, user: AuthUser | null): Promise<Session> => {
      const { session, row } = openSession(request, reply, user);
      await send(db, { name: 'cv_session_insert', text: sessionInsertSql('$1'), values: [row] });
      return session;
    };

    const loadUser = async (userId: string | null): Promise<AuthUser | null> => {
      if (!userId) return null;
      const [row] = await db
        .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName, email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    };

    fastify.decorateRequest('session', null);
    fastify.decorateRequest('user', null);

    // Expired sessions and rate-limit windows are removed at start-up and hourly.
    const prune = async () => {
      const now = fastify.clock.now();
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
    };

    // gone from this instance's cache at once; the others hear of it from the table's trigger at commit
    const dropSession = async (id: string) => {
      cache.forget({ forget: 'sessions', ids: [id] });
      await db.delete(sessions).where(eq(sessions.id, id));
    };

    const service: SessionService = {
      secure,
      prune,
      csrfToken: (request) => request.session?.csrfToken ?? anonymousCookieToken(request) ?? tokens.issue(fastify.clock.now().getTime()),
      validAnonymousToken: (token) => tokens.valid(token, fastify.clock.now().getTime()),
      ensure: async (request, reply) => request.session ?? createSession(request, reply, null),
      open: (request, reply) => (request.session ? { session: request.session, row: null } : openSession(request, reply, null)),
      forget: (message) => cache.forget(message),
      hearsChanges: (listening) => cache.setTrusted(listening),
      regenerate: async (request, reply, userId) => {
        if (request.session) await dropSession(request.session.id);
        return createSession(request, reply, await loadUser(userId));
      },
      destroy: async (request, reply) => {
        if (request.session) await dropSession(request.session.id);
        request.session = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/', ...cookieScope });
        reply.clearCookie(CSRF_COOKIE, { path: '/', ...cookieScope });
      },
    };
    fastify.decorate('sessions', service);

    fastify.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const id = hashSessionToken(token);
      const now = fastify.clock.now();
      const cached = cache.get(id, now.getTime());
      const mark = cache.mark;
      let row = cached;
      if (!row) {
        const [found] = await send<{ session: SessionLookupRow }>(db, sessionLookup(id, now));
        if (!found) return;
        row = found.session;
      }
      request.session = { id, userId: row.user_id, csrfToken: row.csrf_token, data: row.data, expiresAt: new Date(row.expires_ms) };
      request.user =
        row.user_id && row.role
          ? { id: row.user_id, role: row.role, firstName: row.first_name!, lastName: row.last_name!, email: row.email!, locale: row.locale! }
          : null;
      if (request.user && row.session_role !== request.user.role) {
        // The role changed since sign-in (or the session predates roles on sessions): a new id, with the new
        // role's limits; the old one is gone (issue 33, fixation across a privilege change).
        await dropSession(id);
        await createSession(request, reply, request.user);
        return;
      }
      if (row.seen_long_ago) {
        await db.update(sessions).set({ lastSeen: now }).where(eq(sessions.id, id));
        // the cookie's life follows the idle timeout, never past the absolute end
        const left = Math.floor((row.expires_ms - now.getTime()) / 1000);
        setSessionCookie(request, reply, token, Math.min(row.idle_seconds, left));
      }
      if (cached) return;
      // Reused until the session's end, and never past the idle timeout counted from a minute ago (last_seen is at
      // most LAST_SEEN_RESOLUTION_MS old now); touched again, as above, on the first look-up after that.
      const until = Math.min(row.expires_ms, now.getTime() - LAST_SEEN_RESOLUTION_MS + row.idle_seconds * 1000);
      cache.set(id, { value: { ...row, seen_long_ago: false }, userId: row.user_id, until }, now.getTime(), mark);
    });
    // A write may have changed a session or a user (sign-out, a new role, a password reset that ends a user's other
    // sessions): once it is done, this instance reads every session afresh rather than wait for the channel's word
    // (read-your-writes), unless its route says it changes neither (the hot writes: a status change, a position).
    fastify.addHook('onSend', async (request) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config?.keepsSessions) cache.clear();
    });

    const cleanup = async () => {
      try {
        await prune();
      } catch (error) {
        fastify.log.warn({ err: error }, 'session and rate-limit cleanup failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      await cleanup();
      timer = setInterval(() => void cleanup(), CLEANUP_INTERVAL_MS).unref();
    });
    fastify.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'sessions', dependencies: ['db', '@fastify/cookie', 'clock'] },
);

/** XSRF-TOKEN: readable by the page's script (not httpOnly), SameSite=Lax, two hours (SPEC §9). */
export function setCsrfCookie(reply: FastifyReply, csrfToken: string, secure: boolean, domain: string | null): void {
  reply.setCookie(CSRF_COOKIE, csrfToken, {
    path: '/',
    ...(domain ? { domain } : {}),
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
  });
}
