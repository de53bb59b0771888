import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { FOLD_FROM, foldForSearch, searchFragments } from './search-text';

describe('searchFragments: what a query is looked for as', () => {
  it('folded to ASCII as the text is; a plate also without separators; a phone number also by its digits and national form', () => {
    expect(searchFragments('  Müller ')).toEqual(['mueller']);
    expect(searchFragments('mueller')).toEqual(['mueller']);
    expect(searchFragments('Şahin')).toEqual(['sahin']);
    expect(searchFragments('Müller 12')).toEqual(['mueller 12']);
    // the plate is in the text without separators (0027): "AB 1" is "ab1" there; as typed it still finds "BMW i3"
    expect(searchFragments('d ab')).toEqual(['d ab', 'dab']);
    expect(searchFragments('BMW i3')).toEqual(['bmw i3', 'bmwi3']);
    // digits after a separator: only without them (so is a model with such digits in the text, 0030)
    expect(searchFragments('AB 1')).toEqual(['ab1']);
    expect(searchFragments('D-AB 1234')).toEqual(['dab1234']);
    expect(searchFragments('EQC 400')).toEqual(['eqc400']);
    expect(searchFragments('VW ID.3')).toEqual(['vwid3']);
    expect(searchFragments('Zoe Quant')).toEqual(['zoe quant']);
    expect(searchFragments('0211 987 6543')).toEqual(['0211 987 6543', '02119876543', '2119876543']);
    expect(searchFragments('+49 (211) 987-6543')).toEqual(['+49 (211) 987-6543', '+492119876543', '2119876543']);
    expect(searchFragments('0049 211 98')).toEqual(['0049 211 98', '004921198', '21198']);
    expect(searchFragments('(0211) 98')).toEqual(['(0211) 98', '021198', '21198']);
    // digits not written like a phone number (a plate's, an order's) stay as they are
    expect(searchFragments('4711')).toEqual(['4711']);
    expect(searchFragments('49123')).toEqual(['49123']);
  });
});

describe(`cv_search_fold is foldForSearch letter for letter [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('folds every letter of the table, the umlauts, and whole names the same way', async () => {
    const samples = [...FOLD_FROM, 'ä', 'Ä', 'ö', 'Ö', 'ü', 'Ü', 'ß', 'ẞ', 'æ', 'Æ', 'œ', 'Œ', 'Müller', 'Şahin', 'Łukasz Wróbel', 'Zoë Ørsted', 'Tesla Model 3'];
    const rows = rowsOf<{ folded: string }>(await t.db.execute(sql`select cv_search_fold(v) as folded from jsonb_array_elements_text(${JSON.stringify(samples)}::jsonb) with ordinality as s(v, n) order by n`));
    expect(rows.map((row) => row.folded)).toEqual(samples.map(foldForSearch));
    expect(foldForSearch('Łukasz Wróbel Şahin Müller')).toBe('lukasz wrobel sahin mueller');
  });

  it('is prepared once per connection, not parsed and planned again at every placement (issue 33)', async () => {
    // A SQL function that reads its argument more than once is not inlined into its caller, and PostgreSQL parses
    // and plans a SQL function that is not inlined anew for every statement (order_search_sync, at every placement).
    const rows = rowsOf<{ language: string }>(
      await t.db.execute(sql`select l.lanname as language from pg_proc p join pg_language l on l.oid = p.prolang where p.proname = 'cv_search_fold'`),
    );
    expect(rows).toEqual([{ language: 'plpgsql' }]);
  });
});
