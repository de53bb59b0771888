import type { RemotePage, Role } from '@chargevalet/contract';
import { ALL_READY, DECLARED } from '../remotes/testing/declaredPages';
import { navigationFor, resolveRoute, type RemotePagesStates, type RouteTarget } from './routeTable';

type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'customer', 'driver', 'manager'];
const shell = (page: string): RouteTarget => ({ kind: 'shell', page } as RouteTarget);
const remote = (name: string): RouteTarget => ({ kind: 'remote', remote: name, page: expect.anything() as RemotePage } as RouteTarget);
const LOGIN: RouteTarget = { kind: 'redirect', to: '/login', reason: 'login' };
const NF: RouteTarget = { kind: 'redirect', to: '/not-found', reason: 'not-found' };
const home = (to: string): RouteTarget => ({ kind: 'redirect', to, reason: 'role-home' });

/**
 * Every route of SPEC §2 / DESIGN §2 → expected target for anonymous, customer, driver, manager, from the shell's
 * own pages and the pages the four remotes declare (their src/pages.json).
 */
const TABLE: [string, RouteTarget, RouteTarget, RouteTarget, RouteTarget][] = [
  ['/', shell('landing'), shell('landing'), shell('landing'), shell('landing')],
  ['/login', shell('login'), shell('login'), shell('login'), shell('login')],
  ['/register', shell('register'), shell('register'), shell('register'), shell('register')],
  ['/forgot-password', shell('forgot-password'), shell('forgot-password'), shell('forgot-password'), shell('forgot-password')],
  ['/reset-password', shell('reset-password'), shell('reset-password'), shell('reset-password'), shell('reset-password')],
  ['/terms-and-conditions', shell('terms'), shell('terms'), shell('terms'), shell('terms')],
  ['/privacy-policy', shell('privacy'), shell('privacy'), shell('privacy'), shell('privacy')],
  ['/cookie-policy', shell('cookies'), shell('cookies'), shell('cookies'), shell('cookies')],
  ['/imprint', shell('imprint'), shell('imprint'), shell('imprint'), shell('imprint')],
  ['/track-my-number', shell('track'), shell('track'), shell('track'), shell('track')],
  ['/not-found', shell('not-found'), shell('not-found'), shell('not-found'), shell('not-found')],
  ['/book-a-service', remote('booking'), remote('booking'), remote('booking'), remote('booking')],
  ['/book-a-service/select-package', remote('booking'), remote('booking'), remote('booking'), remote('booking')],
  ['/book-a-service/car-and-order-details', remote('booking'), remote('booking'), remote('booking'), remote('booking')],
  ['/book-a-service/user-details', remote('booking'), remote('booking'), remote('booking'), remote('booking')],
  ['/book-a-service/time-slots', remote('booking'), remote('booking'), remote('booking'), remote('booking')],
  ['/book-a-service/payment-method', remote('booking'), remote('booking'), remote('booking'), remote('booking')],
  ['/dashboard', LOGIN, NF, NF, remote('manager')],
  ['/orders', LOGIN, home('/profile/orders'), home('/profile/active-order'), remote('manager')],
  ['/orders/42', LOGIN, remote('profile'), remote('driver'), remote('manager')],
  ['/orders/CV-7K4Q2M', LOGIN, remote('profile'), remote('driver'), remote('manager')],
  ['/orders/42/edit', LOGIN, NF, NF, remote('manager')],
  ['/profile', LOGIN, home('/profile/orders'), home('/profile/active-order'), home('/dashboard')],
  ['/profile/settings', LOGIN, remote('profile'), NF, NF],
  ['/profile/orders', LOGIN, remote('profile'), NF, NF],
  ['/profile/calendar', LOGIN, remote('profile'), remote('driver'), NF],
  ['/profile/active-order', LOGIN, remote('profile'), remote('driver'), home('/profile/active-orders')],
  ['/profile/manager-calendar', LOGIN, NF, NF, remote('manager')],
  ['/profile/drivers', LOGIN, NF, NF, remote('manager')],
  ['/profile/drivers/3', LOGIN, NF, NF, remote('manager')],
  ['/profile/drivers/3/edit', LOGIN, NF, NF, remote('manager')],
  ['/profile/active-orders', LOGIN, NF, NF, remote('manager')],
  ['/no-such-page', NF, NF, NF, NF],
  ['/orders/42/edit/more', NF, NF, NF, NF],
];

describe.each(WHO.map((who, i) => [who, i] as const))('route table for %s', (who, index) => {
  test.each(TABLE.map((row) => [row[0], row[index + 1]] as const))('%s', (path, expected) => {
    expect(resolveRoute(path, who === 'anonymous' ? null : who, ALL_READY)).toEqual(expected);
  });
});

test('trailing slashes do not matter', () => {
  expect(resolveRoute('/dashboard/', 'manager', ALL_READY)).toEqual(remote('manager'));
  expect(resolveRoute('/imprint/', null, ALL_READY)).toEqual(shell('imprint'));
});

test('a remote page carries its declared title (the tab\'s name) and the roles that may enter', () => {
  const target = resolveRoute('/orders/42/edit', 'manager', ALL_READY);
  expect(target).toMatchObject({ kind: 'remote', remote: 'manager', page: { title: { de: 'Auftrag bearbeiten', en: 'Edit order' }, roles: ['manager'] } });
});

describe('remotes that have not answered', () => {
  const ready = (name: keyof typeof DECLARED) => ({ status: 'ready' as const, pages: DECLARED[name] });

  test('a page of a remote that answered opens without waiting for the others', () => {
    const states: RemotePagesStates = { booking: { status: 'pending' }, profile: ready('profile') };
    expect(resolveRoute('/profile/orders', 'customer', states)).toEqual(remote('profile'));
  });

  test('while the remote that may own the path has not answered: pending; when it failed: unavailable (its fallback)', () => {
    expect(resolveRoute('/profile/orders', 'customer', { booking: ready('booking'), profile: { status: 'pending' } })).toEqual({ kind: 'pending' });
    expect(resolveRoute('/profile/orders', 'customer', { booking: ready('booking'), profile: { status: 'failed' } })).toEqual({ kind: 'unavailable', remotes: ['profile'] });
    // every remote answered and none has the page: not found
    expect(resolveRoute('/profile/nothing', 'customer', ALL_READY)).toEqual(NF);
  });

  test('a guest is sent to sign in as soon as any remote declares the page for a role', () => {
    expect(resolveRoute('/dashboard', null, { manager: ready('manager') })).toEqual(LOGIN);
  });

  test('a customer never asks a staff remote: its pages are not found, whatever the staff remotes declare', () => {
    expect(resolveRoute('/dashboard', 'customer', { booking: ready('booking'), profile: ready('profile') })).toEqual(NF);
  });
});

test('the sidebar of each role: the entries the remotes declare, in their order, in the visitor\'s language', () => {
  expect(navigationFor('customer', ALL_READY, 'en').map((item) => item.label)).toEqual(['My orders', 'Active order', 'Book a service', 'Settings', 'Calendar']);
  expect(navigationFor('customer', ALL_READY, 'de').map((item) => item.to)).toEqual(['/profile/orders', '/profile/active-order', '/book-a-service/select-package', '/profile/settings', '/profile/calendar']);
  expect(navigationFor('driver', ALL_READY, 'de').map((item) => item.label)).toEqual(['Aktiver Auftrag', 'Meine Woche']);
  expect(navigationFor('manager', ALL_READY, 'en').map((item) => item.label)).toEqual(['Dashboard', 'Orders', 'Calendar', 'Drivers', 'Active orders']);
  // a remote that has not answered yet adds nothing
  expect(navigationFor('customer', { profile: { status: 'pending' }, booking: ALL_READY.booking }, 'en').map((item) => item.label)).toEqual(['Book a service']);
});
