import { outbox, passwordTokens, users, verificationCodes } from '../../db/schema';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { pruneAccountRows } from './prune';

describe(`accounts prune (${DB_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes long-expired codes, spent tokens and old outbox rows by the API clock; keeps live ones', async () => {
    // A clock far from the database's own: the rule must read the time it is given.
    const now = new Date(Date.now() + 400 * 86_400_000);
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const [user] = await t.db.select().from(users).limit(1);
    await t.db.insert(verificationCodes).values([
      { purpose: 'register-email', target: 'old@example.test', sessionId: 's', codeHash: 'x', expiresAt: at(-2 * 24 * 60) },
      { purpose: 'register-email', target: 'live@example.test', sessionId: 's', codeHash: 'y', expiresAt: at(5) },
    ]);
    await t.db.insert(passwordTokens).values([
      { userId: user!.id, purpose: 'reset', tokenHash: 'a', expiresAt: at(60), usedAt: at(-2 * 24 * 60) },
      { userId: user!.id, purpose: 'reset', tokenHash: 'b', expiresAt: at(60) },
    ]);
    await t.db.insert(outbox).values([
      { channel: 'email', recipient: 'a@example.test', text: 'old', createdAt: at(-31 * 24 * 60) },
      { channel: 'email', recipient: 'a@example.test', text: 'new', createdAt: at(-29 * 24 * 60) },
    ]);
    await pruneAccountRows(t.db, now);
    expect((await t.db.select().from(verificationCodes)).map((r) => r.target)).toEqual(['live@example.test']);
    expect((await t.db.select().from(passwordTokens)).map((r) => r.tokenHash)).toEqual(['b']);
    expect((await t.db.select().from(outbox)).map((r) => r.text)).toEqual(['new']);
  });
});
