import { sql } from 'drizzle-orm';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';
import { pipelinedTransaction, send, sendAll } from './pipeline';

jest.setTimeout(60_000);

describe(`pipelined transactions [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.execute(sql`create table pipeline_probe (id int primary key, note text)`);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const idsOf = async () => (await send<{ id: number }>(t.db, { text: 'select id from pipeline_probe order by id', values: [] })).map((row) => row.id);
  const insert = (id: number) => ({ name: 'probe_insert', text: 'insert into pipeline_probe (id) values ($1) returning id', values: [id] });

  it('runs the statements in order and returns each one\'s rows; the final writes commit with the transaction', async () => {
    const rows = await pipelinedTransaction(t.db, async (tx) => {
      const [first, second] = await sendAll(tx, [insert(1), { text: 'select count(*)::int as n from pipeline_probe', values: [] }]);
      expect(first).toEqual([{ id: 1 }]);
      expect(second).toEqual([{ n: 1 }]); // the second statement ran after the first
      return [insert(2)];
    });
    expect(rows).toEqual([[{ id: 2 }]]);
    expect(await idsOf()).toEqual([1, 2]);
  });

  it('rolls back everything when the body throws', async () => {
    await expect(
      pipelinedTransaction(t.db, async (tx) => {
        await send(tx, insert(10));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await idsOf()).toEqual([1, 2]);
  });

  it('rolls back the body\'s writes when a final write fails (the COMMIT behind it becomes a rollback)', async () => {
    await expect(
      pipelinedTransaction(t.db, async (tx) => {
        await send(tx, insert(20));
        return [insert(1)]; // duplicate key
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await idsOf()).toEqual([1, 2]);
    // the connection is usable afterwards
    await pipelinedTransaction(t.db, async () => [insert(3)]);
    expect(await idsOf()).toEqual([1, 2, 3]);
  });

  it('refuses several statements outside a transaction on node-postgres (a pool would lose their order)', async () => {
    const statements = [insert(30), insert(31)];
    if (DB_DRIVER === 'postgres') await expect(sendAll(t.db, statements)).rejects.toThrow(/one connection/);
    else expect(await sendAll(t.db, statements)).toEqual([[{ id: 30 }], [{ id: 31 }]]);
  });

  it('runs the `after` statements once the transaction has committed, each on its own: a failing one undoes nothing', async () => {
    const failures: unknown[] = [];
    // the first sees the transaction's row (it runs after the COMMIT); the second fails on its own
    const after = () => [
      { text: "insert into pipeline_probe (id, note) select 101, count(*)::text from pipeline_probe where id = 100", values: [] },
      insert(100),
    ];
    const rows = await pipelinedTransaction(t.db, async () => [insert(100)], { after, onAfterError: (error) => failures.push(error) });
    expect(rows).toEqual([[{ id: 100 }]]);
    expect(await send(t.db, { text: 'select id, note from pipeline_probe where id >= 100 order by id', values: [] })).toEqual([
      { id: 100, note: null },
      { id: 101, note: '1' },
    ]);
    expect(failures).toEqual([expect.objectContaining({ code: '23505' })]);
    // the connection is usable afterwards
    await pipelinedTransaction(t.db, async () => [insert(102)]);
    expect((await idsOf()).filter((id) => id >= 100)).toEqual([100, 101, 102]);
  });
});
