import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  VERIFICATION_RESEND_SECONDS,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { sqlTime } from '../../plugins/clock';
import { verificationCodes, type VerificationPurpose } from '../../db/schema';

/** Who a code belongs to: the anonymous session (registration) or the signed-in user (changes). */
export type CodeOwner = { sessionId: string } | { userId: string };

export const codeHash = (pepper: string, purpose: VerificationPurpose, target: string, code: string): string =>
  createHmac('sha256', pepper).update(`${purpose}:${target}:${code}`).digest('hex');

export const newCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

const ownerCondition = (owner: CodeOwner) =>
  'sessionId' in owner ? eq(verificationCodes.sessionId, owner.sessionId) : eq(verificationCodes.userId, owner.userId);

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfter: number };

/**
 * Issues a new code for (purpose, target), unless one was issued for that target less than 60 s ago (any owner:
 * an address is never flooded). Older open codes of this owner for the target stop counting (superseded).
 */
export async function issueCode(db: Db, pepper: string, purpose: VerificationPurpose, target: string, owner: CodeOwner, now: Date): Promise<IssueResult> {
  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const age = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Infinity;
  if (age < VERIFICATION_RESEND_SECONDS) {
    return { ok: false, retryAfter: Math.max(1, Math.ceil(VERIFICATION_RESEND_SECONDS - age)) };
  }
  const code = newCode();
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), ownerCondition(owner), isNull(verificationCodes.consumedAt)));
  await db.insert(verificationCodes).values({
    purpose,
    target,
    ...('sessionId' in owner ? { sessionId: owner.sessionId } : { userId: owner.userId }),
    codeHash: codeHash(pepper, purpose, target, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
  });
  return { ok: true, code };
}

export type CheckResult = { ok: true; id: string } | { ok: false; error: Extract<ValidationMessageKey, 'codeIncorrect' | 'codeExpired' | 'codeTooManyAttempts'> };

/**
 * Checks a code against the owner's latest open code for (purpose, target). Every attempt is counted first
 * (atomically, so parallel guesses cannot exceed the limit); the sixth attempt is refused even with the right
 * code. A correct code is marked verified (consumption is the caller's business: `consumeCode`).
 */
export async function checkCode(
  db: Db,
  pepper: string,
  purpose: VerificationPurpose,
  target: string,
  owner: CodeOwner,
  code: string,
  now: Date,
): Promise<CheckResult> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target), ownerCondition(owner), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) return { ok: false, error: 'codeIncorrect' };
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, row.id), sql`${verificationCodes.attempts} < ${VERIFICATION_CODE_MAX_ATTEMPTS}`))
    .returning({ attempts: verificationCodes.attempts, expired: sql<boolean>`${verificationCodes.expiresAt} <= ${sqlTime(now)}` });
  if (!counted) return { ok: false, error: 'codeTooManyAttempts' };
  if (counted.expired) return { ok: false, error: 'codeExpired' };
  if (row.codeHash !== codeHash(pepper, purpose, target, code)) return { ok: false, error: 'codeIncorrect' };
  await db.update(verificationCodes).set({ verifiedAt: now }).where(eq(verificationCodes.id, row.id));
  return { ok: true, id: row.id };
}

/** How long a verified registration code keeps the address verified for POST /register. */
export const VERIFIED_VALID_MINUTES = 60;

/** The owner's verified, unconsumed code for (purpose, target), verified within the last hour. */
export async function findVerified(db: Db, purpose: VerificationPurpose, target: string, owner: CodeOwner, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.target, target),
        ownerCondition(owner),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.verifiedAt, new Date(now.getTime() - VERIFIED_VALID_MINUTES * 60_000)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Marks a code used; false when it was already consumed (a concurrent use). */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}
