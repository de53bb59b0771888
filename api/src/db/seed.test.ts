import { eq } from 'drizzle-orm';
import { verifyPassword } from '../lib/passwords';
import { createTestDatabase, DB_DRIVER } from '../test/app';
import type { Database } from './client';
import { users } from './schema';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed';

describe(`demo data [${DB_DRIVER}]`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has the manager, three drivers and the customer with Argon2id hashes of the demo password', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((u) => [u.email, u.role]).sort()).toEqual(DEMO_USERS.map((u) => [u.email, u.role]).sort());
    const manager = rows.find((u) => u.email === 'manager@chargevalet.test')!;
    expect([manager.firstName, manager.lastName]).toEqual(['Maria', 'Manager']);
    expect(manager.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(manager.passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(manager.passwordHash!, 'chargevalet1')).toBe(false);
  });

  it('is idempotent: a second run inserts nothing and keeps the hashes', async () => {
    const before = await database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(await seedDemoData(database.db)).toBe(0);
    const after = await database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
    expect(after.sort((a, b) => a.email.localeCompare(b.email))).toEqual(before.sort((a, b) => a.email.localeCompare(b.email)));
  });

  it('restores a missing demo account only', async () => {
    await database.db.delete(users).where(eq(users.email, 'driver3@chargevalet.test'));
    expect(await seedDemoData(database.db)).toBe(1);
    expect(await database.db.select().from(users)).toHaveLength(DEMO_USERS.length);
  });

  it('keeps e-mails unique and lowercase (SQLSTATE through drizzle error.cause)', async () => {
    const insert = (email: string) =>
      database.db.insert(users).values({ email, firstName: 'Dup', lastName: 'Licate', role: 'customer' });
    const duplicate = await insert('customer@chargevalet.test').catch((e: unknown) => e);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
    const upper = await insert('Upper@Example.test').catch((e: unknown) => e);
    expect((upper as { cause?: { code?: string } }).cause?.code).toBe('23514');
  });
});
