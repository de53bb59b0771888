import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CSRF_COOKIE,
  CSRF_COOKIE_MAX_AGE_SECONDS,
  SESSION_COOKIE,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  type Role,
} from '@chargevalet/contract';
import { send, type Statement } from '../db/pipeline';
import { rateLimits, sessions, users } from '../db/schema';

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
  /** Replaces the session by a new one (new token and CSRF token) for `userId`: call on sign-in (fixation). */
  regenerate(request: FastifyRequest, reply: FastifyReply, userId: string | null): Promise<Session>;
  /** Deletes the session and clears its cookies. */
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Whether cookies set for this request get the Secure flag. */
  secure(request: FastifyRequest): boolean;
}

const LAST_SEEN_RESOLUTION_MS = 60_000;
const CLEANUP_INTERVAL_MS = 60 * 60_000;

interface SessionLookupRow {
  user_id: string | null;
  csrf_token: string;
  data: Session['data'];
  expires_at: Date;
  last_seen: Date;
  role: AuthUser['role'] | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  locale: AuthUser['locale'] | null;
}

const newToken = (): string => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Server-side sessions in the `sessions` table. The `cv_session` cookie holds a random token (httpOnly,
 * SameSite=Lax, Secure behind TLS, one year); the table stores only its SHA-256. Loads session and user in one
 * query per request that carries the cookie.
 */
export default fp(
  async (fastify) => {
    const { db, config } = fastify;

    const secure = (request: FastifyRequest): boolean =>
      config.secureCookies === 'auto' ? request.protocol === 'https' : config.secureCookies;

    const setSessionCookies = (request: FastifyRequest, reply: FastifyReply, token: string, csrfToken: string) => {
      const isSecure = secure(request);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isSecure,
        maxAge: SESSION_COOKIE_MAX_AGE_SECONDS,
      });
      setCsrfCookie(reply, csrfToken, isSecure);
    };

    const createSession = async (request: FastifyRequest, reply: FastifyReply, userId: string | null): Promise<Session> => {
      const token = newToken();
      const session: Session = {
        id: hashSessionToken(token),
        userId,
        csrfToken: newToken(),
        data: {},
        expiresAt: new Date(fastify.clock.now().getTime() + SESSION_COOKIE_MAX_AGE_SECONDS * 1000),
      };
      await db.insert(sessions).values({ ...session });
      setSessionCookies(request, reply, token, session.csrfToken);
      request.session = session;
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

    const service: SessionService = {
      secure,
      ensure: async (request, reply) => request.session ?? createSession(request, reply, null),
      regenerate: async (request, reply, userId) => {
        if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
        const session = await createSession(request, reply, userId);
        request.user = await loadUser(userId);
        return session;
      },
      destroy: async (request, reply) => {
        if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
        request.session = null;
        request.user = null;
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.clearCookie(CSRF_COOKIE, { path: '/' });
      },
    };
    fastify.decorate('sessions', service);

    // Every request with the cookie runs this: a named statement (planned once per connection), rows read as the
    // driver returns them (no query builder on the hot path).
    const findSession = (id: string, now: Date): Statement => ({
      name: 'cv_session_lookup',
      text: `select s.user_id, s.csrf_token, s.data, s.expires_at, s.last_seen,
                    u.role, u.first_name, u.last_name, u.email, u.locale
               from sessions s left join users u on u.id = s.user_id
              where s.id = $1 and s.expires_at > $2::timestamptz`,
      values: [id, now.toISOString()],
    });

    fastify.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      const id = hashSessionToken(token);
      const now = fastify.clock.now();
      const [row] = await send<SessionLookupRow>(db, findSession(id, now));
      if (!row) return;
      request.session = { id, userId: row.user_id, csrfToken: row.csrf_token, data: row.data, expiresAt: row.expires_at };
      request.user =
        row.user_id && row.role
          ? { id: row.user_id, role: row.role, firstName: row.first_name!, lastName: row.last_name!, email: row.email!, locale: row.locale! }
          : null;
      if (now.getTime() - row.last_seen.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await db.update(sessions).set({ lastSeen: now }).where(eq(sessions.id, id));
      }
    });

    // Expired sessions and rate-limit windows are removed at start-up and hourly.
    const cleanup = async () => {
      try {
        const now = fastify.clock.now();
        await db.delete(sessions).where(lt(sessions.expiresAt, now));
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
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
export function setCsrfCookie(reply: FastifyReply, csrfToken: string, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, csrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: CSRF_COOKIE_MAX_AGE_SECONDS,
  });
}
