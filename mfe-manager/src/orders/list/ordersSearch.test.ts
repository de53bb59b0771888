import { pageWindow, readFilters, toOrdersQuery, writeFilters } from './ordersSearch';

describe('orders list filters in the address bar', () => {
  it('reads query, state, date and page', () => {
    expect(readFilters(new URLSearchParams('query=%20D%20AB%20&state=charging&date=2026-03-05&page=3'))).toEqual({
      query: 'D AB',
      state: 'charging',
      date: '2026-03-05',
      page: 3,
    });
  });

  it('falls back to no filter and page 1 for malformed values', () => {
    expect(readFilters(new URLSearchParams('state=flying&date=5.3.2026&page=-2'))).toEqual({ query: '', state: '', date: '', page: 1 });
    expect(readFilters(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('writes only what is set (page 1 left out) and round-trips', () => {
    expect(writeFilters({ query: '', state: '', date: '', page: 1 }).toString()).toBe('');
    const filters = { query: 'Muster', state: 'returned', date: '2026-03-05', page: 2 } as const;
    expect(writeFilters(filters).toString()).toBe('query=Muster&state=returned&date=2026-03-05&page=2');
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it('asks the API for 10 rows of the page', () => {
    expect(toOrdersQuery({ query: '', state: '', date: '', page: 4 })).toEqual({ query: undefined, state: undefined, date: undefined, page: 4, pageSize: 10 });
  });
});

describe('pageWindow (SPEC §9: 5 page buttons)', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [10, 20, [8, 9, 10, 11, 12]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [1, 0, []],
  ])('page %i of %i → %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});
