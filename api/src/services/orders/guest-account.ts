import type { Locale, OrderUser } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * SPEC §5 / DESIGN §4: a guest who consented gets a customer account (no password) when the order is placed.
 * Inserted in the placement (or completion) transaction; returns the new user's id, or null when an account with
 * this e-mail appeared meanwhile (the order then stays a guest order without an account). The caller then issues
 * the password setup link (accounts' issuePasswordSetupLink) in the same transaction.
 */
export async function createGuestAccount(tx: Db, user: OrderUser, locale: Locale, _marketingConsent: boolean): Promise<string | null> {
  const rows = await tx
    .insert(users)
    .values({
      role: 'customer',
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email.toLowerCase(),
      phone: user.phone,
      locale,
      passwordHash: null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}
