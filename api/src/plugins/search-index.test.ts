import { insertOrder } from '../services/orders/test-fixtures';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';

/** Pages merged out of the pending list now (0: it was empty). */
const mergeNow = (t: TestApp) => t.app.searchIndex.mergePending();

describe(`the search index's pending list is merged in the background [${DB_DRIVER}]`, () => {
  let t: TestApp;
  afterEach(() => t.close(), 60_000);

  it('a new order waits in the pending list until mergePending merges it', async () => {
    t = await createTestApp();
    await t.app.ready();
    await mergeNow(t);
    await insertOrder(t.db, { licensePlate: 'D PL 4711' });
    expect(await mergeNow(t)).toBeGreaterThan(0);
    expect(await mergeNow(t)).toBe(0);
  }, 120_000);

  it('each instance merges it every SEARCH_INDEX_MERGE_MS', async () => {
    t = await createTestApp({ env: { SEARCH_INDEX_MERGE_MS: '200' } });
    await t.app.ready();
    await insertOrder(t.db, { licensePlate: 'D PL 4712' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mergeNow(t)).toBe(0);
  }, 120_000);
});
