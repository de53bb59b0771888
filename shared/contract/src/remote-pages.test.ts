import { remotePagesSchema, toRemotePages } from './remote-pages';

const page = { id: 'orders', path: '/orders/:id', roles: ['manager'], title: { de: 'Aufträge', en: 'Orders' } };
const redirect = { path: '/profile/orders', roles: ['manager'], to: '/orders' };
const nav = { to: '/orders', label: { de: 'Aufträge', en: 'Orders' }, roles: ['manager'], order: 20 };
const valid = { pages: [page], redirects: [redirect], nav: [nav] };

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
