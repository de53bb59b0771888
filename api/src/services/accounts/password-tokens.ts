import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_TTL_MINUTES, PASSWORD_SETUP_TTL_DAYS, RESET_PASSWORD_PAGE, type Locale } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { passwordTokens, sessions, users, type PasswordTokenPurpose } from '../../db/schema';

export const tokenHash = (pepper: string, token: string): string => createHmac('sha256', pepper).update(`password-token:${token}`).digest('hex');

export function passwordLink(baseUrl: string, token: string, email: string, purpose: PasswordTokenPurpose): string {
  const params = new URLSearchParams({ token, email });
  if (purpose === 'setup') params.set('setup', '1');
  return `${baseUrl}${RESET_PASSWORD_PAGE}?${params.toString()}`;
}

/**
 * Creates a single-use token for the user (older unused tokens of the same purpose stop working) and returns
 * the raw token; only its hash is stored.
 */
export async function createPasswordToken(
  db: Db,
  pepper: string,
  userId: string,
  purpose: PasswordTokenPurpose,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.usedAt)));
  await db.insert(passwordTokens).values({
    userId,
    purpose,
    tokenHash: tokenHash(pepper, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** Mails a password reset link (60 minutes) to the user; used by the `account.password-reset` job. */
export async function sendPasswordResetLink(app: FastifyInstance, userId: string, locale: Locale): Promise<void> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const { codePepper, linkBaseUrl } = app.config.accounts;
  const token = await createPasswordToken(app.db, codePepper, user.id, 'reset', PASSWORD_RESET_TTL_MINUTES * 60, app.clock.now());
  await app.mailer.queue({
    template: 'password-reset',
    to: user.email,
    locale,
    data: { url: passwordLink(linkBaseUrl, token, user.email, 'reset'), minutes: PASSWORD_RESET_TTL_MINUTES, name: user.firstName },
  });
}

export interface PasswordSetupOptions {
  /** Issue inside the caller's transaction (the token and the mail job exist only if it commits). */
  tx?: Db;
  /** Link lifetime in days (default 7). */
  days?: number;
}

/**
 * For accounts created without a password (guest orders): creates a single-use setup token (7 days) and queues
 * the "set your password" mail with a link to /reset-password?token=…&email=…&setup=1. The link is redeemed by
 * POST /reset-password like a reset link.
 */
export async function issuePasswordSetupLink(app: FastifyInstance, userId: string, locale: Locale, options: PasswordSetupOptions = {}): Promise<void> {
  const db = options.tx ?? app.db;
  const days = options.days ?? PASSWORD_SETUP_TTL_DAYS;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`issuePasswordSetupLink: no user ${userId}`);
  const { codePepper, linkBaseUrl } = app.config.accounts;
  const token = await createPasswordToken(db, codePepper, user.id, 'setup', days * 24 * 60 * 60, app.clock.now());
  await app.mailer.queue(
    {
      template: 'password-setup',
      to: user.email,
      locale,
      data: { url: passwordLink(linkBaseUrl, token, user.email, 'setup'), days, name: user.firstName },
    },
    options.tx ? { tx: options.tx } : {},
  );
}

/**
 * Redeems a token for `email`: returns the user id and marks the token used, atomically (a second use finds it
 * used). Null for an unknown, used, expired token or one of another address.
 */
export async function redeemPasswordToken(db: Db, pepper: string, token: string, email: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash(pepper, token)),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
        sql`${passwordTokens.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Ends every session of the user except `keepSessionId` (password changed or reset). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId?: string | null): Promise<void> {
  await db.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
}
