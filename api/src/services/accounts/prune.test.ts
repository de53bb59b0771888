import { sql } from 'drizzle-orm';
import { outbox, passwordTokens, users, verificationCodes } from '../../db/schema';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { pruneAccountRows } from './prune';

describe(`accounts prune (${DB_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes long-expired codes, spent tokens and old outbox rows; keeps live ones', async () => {
    const [user] = await t.db.select().from(users).limit(1);
    await t.db.insert(verificationCodes).values([
      { purpose: 'register-email', target: 'old@example.test', sessionId: 's', codeHash: 'x', expiresAt: sql`now() - interval '2 days'` },
      { purpose: 'register-email', target: 'live@example.test', sessionId: 's', codeHash: 'y', expiresAt: sql`now() + interval '5 minutes'` },
    ]);
    await t.db.insert(passwordTokens).values([
      { userId: user!.id, purpose: 'reset', tokenHash: 'a', expiresAt: sql`now() + interval '1 hour'`, usedAt: sql`now() - interval '2 days'` },
      { userId: user!.id, purpose: 'reset', tokenHash: 'b', expiresAt: sql`now() + interval '1 hour'` },
    ]);
    await t.db.insert(outbox).values([
      { channel: 'email', recipient: 'a@example.test', text: 'old', createdAt: sql`now() - interval '31 days'` },
      { channel: 'email', recipient: 'a@example.test', text: 'new' },
    ]);
    await pruneAccountRows(t.db);
    expect((await t.db.select().from(verificationCodes)).map((r) => r.target)).toEqual(['live@example.test']);
    expect((await t.db.select().from(passwordTokens)).map((r) => r.tokenHash)).toEqual(['b']);
    expect((await t.db.select().from(outbox)).map((r) => r.text)).toEqual(['new']);
  });
});
