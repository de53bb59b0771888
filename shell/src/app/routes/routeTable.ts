import type { RemoteName, Role } from '@chargevalet/contract';

/** Screens the shell renders itself (DESIGN §2). */
export type ShellPage =
  | 'landing'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'imprint'
  | 'track'
  | 'track-link'
  | 'not-found';

export type RouteTarget =
  | { kind: 'shell'; page: ShellPage }
  | { kind: 'remote'; remote: RemoteName }
  | { kind: 'redirect'; to: string; reason: 'login' | 'not-found' | 'role-home' };

export const SHELL_PATHS: Record<string, ShellPage> = {
  '/': 'landing',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgot-password',
  '/reset-password': 'reset-password',
  '/terms-and-conditions': 'terms',
  '/privacy-policy': 'privacy',
  '/cookie-policy': 'cookies',
  '/imprint': 'imprint',
  '/track-my-number': 'track',
  '/not-found': 'not-found',
};

export const ROLE_HOME: Record<Role, string> = {
  customer: '/profile/orders',
  manager: '/dashboard',
  driver: '/profile/active-order',
};

const LOGIN: RouteTarget = { kind: 'redirect', to: '/login', reason: 'login' };
const NOT_FOUND: RouteTarget = { kind: 'redirect', to: '/not-found', reason: 'not-found' };
const remote = (name: RemoteName): RouteTarget => ({ kind: 'remote', remote: name });
const home = (role: Role): RouteTarget => ({ kind: 'redirect', to: ROLE_HOME[role], reason: 'role-home' });

type Rule = {
  pattern: RegExp;
  /** Target per role; a missing role is not-found. `anonymous` defaults to the login redirect. */
  anonymous?: RouteTarget;
  customer?: RouteTarget;
  manager?: RouteTarget;
  driver?: RouteTarget;
};

const seg = '[^/]+';
const TRACK_LINK: RouteTarget = { kind: 'shell', page: 'track-link' };

/** Ordered: the first matching rule wins. */
const RULES: Rule[] = [
  // The live tracking link of order mails (issue 31): anyone, no sign-in.
  { pattern: new RegExp(`^/track/${seg}$`), anonymous: TRACK_LINK, customer: TRACK_LINK, manager: TRACK_LINK, driver: TRACK_LINK },
  // Booking wizard: anyone, guests included.
  { pattern: /^\/book-a-service(\/.*)?$/, anonymous: remote('booking'), customer: remote('booking'), manager: remote('booking'), driver: remote('booking') },
  // Manager area.
  { pattern: /^\/dashboard$/, manager: remote('manager') },
  { pattern: /^\/orders$/, manager: remote('manager'), customer: { kind: 'redirect', to: '/profile/orders', reason: 'role-home' }, driver: home('driver') },
  { pattern: new RegExp(`^/orders/${seg}/edit$`), manager: remote('manager') },
  { pattern: new RegExp(`^/orders/${seg}$`), customer: remote('profile'), manager: remote('manager'), driver: remote('driver') },
  { pattern: /^\/profile\/manager-calendar$/, manager: remote('manager') },
  { pattern: /^\/profile\/drivers$/, manager: remote('manager') },
  { pattern: new RegExp(`^/profile/drivers/${seg}(/edit)?$`), manager: remote('manager') },
  { pattern: /^\/profile\/active-orders$/, manager: remote('manager') },
  // Active order: the driver's own screen, or the customer's active order.
  { pattern: /^\/profile\/active-order$/, customer: remote('profile'), driver: remote('driver'), manager: { kind: 'redirect', to: '/profile/active-orders', reason: 'role-home' } },
  // The customer's profile area.
  { pattern: /^\/profile$/, customer: remote('profile'), manager: home('manager'), driver: home('driver') },
  // The driver's week (issue 14).
  { pattern: /^\/profile\/calendar$/, customer: remote('profile'), driver: remote('driver') },
  { pattern: /^\/profile\/(settings|orders)$/, customer: remote('profile') },
];

/**
 * Where a path goes for a role (null = signed out). Pure; the shell renders the result: a shell page, a remote
 * (mounted at the root, each remote matches its own absolute paths) or a redirect.
 */
export function resolveRoute(pathname: string, role: Role | null): RouteTarget {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = SHELL_PATHS[path];
  if (page) return { kind: 'shell', page };
  for (const rule of RULES) {
    if (!rule.pattern.test(path)) continue;
    if (role === null) return rule.anonymous ?? LOGIN;
    return rule[role] ?? NOT_FOUND;
  }
  return NOT_FOUND;
}

/** True when the path is one that signed-out visitors are sent to /login for (used to come back after login). */
export function isProtectedPath(pathname: string): boolean {
  const target = resolveRoute(pathname, null);
  return target.kind === 'redirect' && target.reason === 'login';
}
