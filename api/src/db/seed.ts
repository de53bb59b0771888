import { inArray } from 'drizzle-orm';
import type { Role } from '@chargevalet/contract';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { users } from './schema';
import { seedCatalog } from './seed-catalog';

export const DEMO_PASSWORD = 'ChargeValet1';

export interface DemoUser {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  phone: string;
}

/** Demo accounts (issue 2 item 5), all with password DEMO_PASSWORD; printed by the server at start-up. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'manager@chargevalet.test', role: 'manager', firstName: 'Maria', lastName: 'Manager', phone: '+49 211 5550100' },
  { email: 'driver1@chargevalet.test', role: 'driver', firstName: 'Daniel', lastName: 'Fahrer', phone: '+49 211 5550101' },
  { email: 'driver2@chargevalet.test', role: 'driver', firstName: 'Dora', lastName: 'Lenker', phone: '+49 211 5550102' },
  { email: 'driver3@chargevalet.test', role: 'driver', firstName: 'Dennis', lastName: 'Steuer', phone: '+49 211 5550103' },
  { email: 'customer@chargevalet.test', role: 'customer', firstName: 'Clara', lastName: 'Kundin', phone: '+49 211 5550199' },
];

/**
 * Seeds the catalogue (packages, services, charging levels, stations, discount codes: src/db/seed-catalog.ts, idempotent)
 * and inserts the demo accounts that are missing; existing ones are left untouched (idempotent). Passwords are
 * hashed only for accounts actually inserted, so a seeded database starts without any Argon2 work.
 * Returns the number of accounts created.
 */
export async function seedDemoData(db: Db): Promise<number> {
  await seedCatalog(db);
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = DEMO_USERS.filter((u) => !present.has(u.email));
  if (missing.length === 0) return 0;
  const now = new Date();
  const rows = await Promise.all(
    missing.map(async (u) => ({
      email: u.email,
      role: u.role,
      firstName: u.firstName,
      lastName: u.lastName,
      phone: u.phone,
      locale: 'de' as const,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      emailVerifiedAt: now,
    })),
  );
  const inserted = await db.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
  return inserted.length;
}
