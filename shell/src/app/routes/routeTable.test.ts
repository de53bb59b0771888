import type { Role } from '@chargevalet/contract';
import { isProtectedPath, resolveRoute, type RouteTarget } from './routeTable';

type Who = 'anonymous' | Role;
const WHO: Who[] = ['anonymous', 'customer', 'driver', 'manager'];
const shell = (page: string): RouteTarget => ({ kind: 'shell', page } as RouteTarget);
const remote = (name: string): RouteTarget => ({ kind: 'remote', remote: name } as RouteTarget);
const LOGIN: RouteTarget = { kind: 'redirect', to: '/login', reason: 'login' };
const NF: RouteTarget = { kind: 'redirect', to: '/not-found', reason: 'not-found' };
const home = (to: string): RouteTarget => ({ kind: 'redirect', to, reason: 'role-home' });

/** Every route of SPEC §2 / DESIGN §2 → expected target for anonymous, customer, driver, manager. */
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
  ['/profile', LOGIN, remote('profile'), home('/profile/active-order'), home('/dashboard')],
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
    expect(resolveRoute(path, who === 'anonymous' ? null : who)).toEqual(expected);
  });
});

test('trailing slashes do not matter', () => {
  expect(resolveRoute('/dashboard/', 'manager')).toEqual(remote('manager'));
  expect(resolveRoute('/imprint/', null)).toEqual(shell('imprint'));
});

test('isProtectedPath: signed-out visitors of protected pages are sent to /login (and come back after it)', () => {
  expect(isProtectedPath('/profile/orders')).toBe(true);
  expect(isProtectedPath('/dashboard')).toBe(true);
  expect(isProtectedPath('/book-a-service/time-slots')).toBe(false);
  expect(isProtectedPath('/')).toBe(false);
});
