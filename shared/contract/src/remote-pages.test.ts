import { declaredPageAt, matchesPagePath, pageDataUrls, remotePagesSchema, toRemotePages } from './remote-pages';

const page = { id: 'orders', path: '/orders/:id', roles: ['manager'], title: { de: 'Aufträge', en: 'Orders' } };
const redirect = { path: '/profile/orders', roles: ['manager'], to: '/orders' };
const nav = { to: '/orders', label: { de: 'Aufträge', en: 'Orders' }, roles: ['manager'], order: 20 };
const valid = { pages: [page], redirects: [redirect], nav: [nav] };
const area = { title: { de: 'Disposition', en: 'Dispatch' }, subtitle: { de: 'Aufträge und Fahrer', en: 'Orders and drivers' }, navLabel: { de: 'Managerbereich', en: 'Manager area' } };

const cases: unknown[] = [
  valid,
  { pages: [page] },
  { ...valid, extra: true, pages: [{ ...page, extra: 1 }], nav: [{ ...nav, extra: 1 }] },
  { ...valid, pages: [] },
  { ...valid, pages: [{ ...page, path: 'orders' }] },
  { ...valid, pages: [{ ...page, path: '/orders?x' }] },
  { ...valid, pages: [{ ...page, id: '' }] },
  { ...valid, pages: [{ ...page, roles: [] }] },
  { ...valid, pages: [{ ...page, roles: ['guest', 'customer'] }] },
  { ...valid, pages: [{ ...page, roles: ['admin'] }] },
  { ...valid, pages: [{ ...page, title: { de: 'x'.repeat(81), en: 'Orders' } }] },
  { ...valid, pages: [{ ...page, title: { de: '', en: 'Orders' } }] },
  { ...valid, pages: [{ ...page, title: { de: 'Aufträge' } }] },
  { ...valid, pages: [{ ...page, lead: { de: 'Alle Aufträge, die neuesten zuerst.', en: 'All orders, newest first.' } }] },
  { ...valid, pages: [{ ...page, lead: { de: 'x'.repeat(160), en: 'x' } }] },
  { ...valid, pages: [{ ...page, lead: { de: 'x'.repeat(161), en: 'x' } }] },
  { ...valid, pages: [{ ...page, lead: { de: 'Alle Aufträge.' } }] },
  { ...valid, pages: [{ ...page, lead: 'All orders' }] },
  { ...valid, area },
  { ...valid, area: { ...area, subtitle: { de: 'x'.repeat(160), en: 'x' } } },
  { ...valid, area: { ...area, subtitle: { de: 'x'.repeat(161), en: 'x' } } },
  { ...valid, area: { ...area, title: { de: 'x'.repeat(81), en: 'x' } } },
  { ...valid, area: { title: area.title, subtitle: area.subtitle } },
  { ...valid, area: 'Disposition' },
  { ...valid, area: null },
  { ...valid, pages: [{ ...page, data: ['/api/manager/order/:id', '/api/manager/stats?from={monday}&days=7'] }] },
  { ...valid, pages: [{ ...page, data: [] }] },
  { ...valid, pages: [{ ...page, data: ['/api/a', '/api/b', '/api/c', '/api/d', '/api/e'] }] },
  { ...valid, pages: [{ ...page, data: ['https://evil.example/api/x'] }] },
  { ...valid, pages: [{ ...page, data: ['/remotes/x'] }] },
  { ...valid, pages: [{ ...page, data: ['/api/x y'] }] },
  { ...valid, pages: [{ ...page, data: '/api/x' }] },
  { ...valid, pages: [{ ...page, data: [7] }] },
  { ...valid, redirects: [{ ...redirect, roles: ['guest'] }] },
  { ...valid, redirects: [{ ...redirect, to: 'x' }] },
  { ...valid, redirects: null },
  { ...valid, nav: [{ ...nav, order: 1.5 }] },
  { ...valid, nav: [{ ...nav, order: Number.NaN }] },
  { ...valid, nav: [{ ...nav, order: 2 ** 60 }] },
  { ...valid, nav: [{ ...nav, label: 'Orders' }] },
  { ...valid, nav: {} },
  { pages: page },
  [valid],
  null,
  undefined,
  'pages',
];

test.each(cases.map((value, i) => [i, value]))('toRemotePages agrees with remotePagesSchema (case %i)', (_i, value) => {
  const parsed = remotePagesSchema.safeParse(value);
  expect(toRemotePages(value)).toEqual(parsed.success ? parsed.data : null);
});

describe('matchesPagePath: a path against a declared pattern, as react-router matches routes', () => {
  test.each([
    ['/profile/orders', '/profile/orders', true],
    ['/profile/orders', '/profile/orders/', true],
    ['/profile/orders', '/Profile/Orders', true],
    ['/profile/orders', '/profile/orders/7', false],
    ['/profile/orders', '/profile', false],
    ['/orders/:id', '/orders/CV-7K4Q2M', true],
    ['/orders/:id', '/orders', false],
    ['/orders/:id', '/orders/CV-7K4Q2M/edit', false],
    ['/orders/:id/edit', '/orders/42/edit', true],
    ['/book-a-service/*', '/book-a-service', true],
    ['/book-a-service/*', '/book-a-service/select-package', true],
    ['/book-a-service/*', '/book-a-service/a/b', true],
    ['/book-a-service/*', '/book-a-servicex', false],
    ['/', '/', true],
    ['/', '/x', false],
    ['/a-b_c', '/a-b_c', true],
    ['/a-b_c', '/aXb_c', false],
  ])('%s ~ %s → %s', (pattern, path, expected) => {
    expect(matchesPagePath(pattern, path)).toBe(expected);
  });

  test('declaredPageAt: the page at a path for an audience', () => {
    const declared = toRemotePages({
      pages: [
        { id: 'details', path: '/orders/:id', roles: ['customer'], title: { de: 'A', en: 'A' } },
        { id: 'staff', path: '/orders/:id', roles: ['manager'], title: { de: 'B', en: 'B' } },
      ],
    })!;
    expect(declaredPageAt(declared, '/orders/7', 'manager')?.id).toBe('staff');
    expect(declaredPageAt(declared, '/orders/7', 'customer')?.id).toBe('details');
    expect(declaredPageAt(declared, '/orders/7', 'guest')).toBeUndefined();
    expect(declaredPageAt(declared, '/orders', 'customer')).toBeUndefined();
  });
});

describe("pageDataUrls: a page's first data at a path", () => {
  const page = (path: string, data: string[]) => toRemotePages({ pages: [{ id: 'p', path, roles: ['manager'], title: { de: 'P', en: 'P' }, data }] })!.pages[0]!;
  // Monday 30 November 2026, 23:30 UTC: already Tuesday in Berlin
  const now = new Date('2026-11-30T23:30:00Z');

  test('`:name` is that segment of the path, encoded once', () => {
    expect(pageDataUrls(page('/orders/:id', ['/api/manager/order/:id']), '/orders/CV-7K4Q2M', now)).toEqual(['/api/manager/order/CV-7K4Q2M']);
    expect(pageDataUrls(page('/orders/:id', ['/api/manager/order/:id']), '/orders/a%20b', now)).toEqual(['/api/manager/order/a%20b']);
    expect(pageDataUrls(page('/orders/:id', ['/api/manager/order/:id']), '/orders/a%2Fb%3F', now)).toEqual(['/api/manager/order/a%2Fb%3F']);
  });

  test('{today} and {monday} are Berlin dates', () => {
    expect(pageDataUrls(page('/calendar', ['/api/x?from={monday}&days=7', '/api/y?day={today}']), '/calendar', now)).toEqual(['/api/x?from=2026-11-30&days=7', '/api/y?day=2026-12-01']);
  });

  test('a URL naming a segment the path does not have is left out; a page without data has none', () => {
    expect(pageDataUrls(page('/calendar', ['/api/driver/:id', '/api/x']), '/calendar', now)).toEqual(['/api/x']);
    expect(pageDataUrls(toRemotePages({ pages: [{ id: 'p', path: '/x', roles: ['manager'], title: { de: 'P', en: 'P' } }] })!.pages[0]!, '/x', now)).toEqual([]);
  });
});
