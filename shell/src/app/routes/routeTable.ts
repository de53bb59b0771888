import { REMOTE_NAMES, declaredPageAt, matchesPagePath as matches, remotesAllowedFor } from '@chargevalet/contract/core';
import type { RemoteName, RemotePage, RemotePages, Role } from '@chargevalet/contract';

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

/** The shell's pages with a parameter: the live tracking link of order mails (issue 31), for anyone, no sign-in. */
const SHELL_PATTERNS: readonly (readonly [pattern: string, page: ShellPage])[] = [['/track/:token', 'track-link']];

/** What the shell knows of a remote's pages: asked for, read from its manifest, or not to be had (down, refused). */
export type RemotePagesState = { status: 'pending' } | { status: 'failed' } | { status: 'ready'; pages: RemotePages };
export type RemotePagesStates = Partial<Record<RemoteName, RemotePagesState>>;

export type RouteTarget =
  | { kind: 'shell'; page: ShellPage }
  | { kind: 'remote'; remote: RemoteName; page: RemotePage }
  | { kind: 'redirect'; to: string; reason: 'login' | 'not-found' | 'role-home' }
  /** A remote that may own the path has not answered yet. */
  | { kind: 'pending' }
  /** No remote that answered owns the path, and these could not be asked: their fallback, with Retry. */
  | { kind: 'unavailable'; remotes: RemoteName[] };

const LOGIN: RouteTarget = { kind: 'redirect', to: '/login', reason: 'login' };
const NOT_FOUND: RouteTarget = { kind: 'redirect', to: '/not-found', reason: 'not-found' };

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The shell's own page at a path, if any. */
function shellPageAt(path: string): ShellPage | undefined {
  return SHELL_PATHS[path] ?? SHELL_PATTERNS.find(([pattern]) => matches(pattern, path))?.[1];
}

/** True when the path is one of the shell's own pages (no remote is asked about it). */
export function isShellPath(pathname: string): boolean {
  return shellPageAt(normalize(pathname)) !== undefined;
}

/**
 * Whose pages the shell reads for a session: a role's own remotes (a customer never asks a staff remote anything);
 * a guest reads every remote's, to tell a page that needs signing in from one that does not exist.
 */
export function remotesToAsk(role: Role | null): RemoteName[] {
  return role === null ? [...REMOTE_NAMES] : remotesAllowedFor(role);
}

/**
 * Where a path goes for a role (null = signed out), from the shell's own pages and the pages the remotes declare
 * (their mf-manifest.json, read at run time). Pure; the shell renders the result. A path belongs to one remote per
 * role: the first remote that answered with a page for it wins, without waiting for the others.
 */
export function resolveRoute(pathname: string, role: Role | null, remotes: RemotePagesStates): RouteTarget {
  const path = normalize(pathname);
  const page = shellPageAt(path);
  if (page) return { kind: 'shell', page };
  const audience = role ?? 'guest';
  let pending = false;
  let elsewhere = false;
  const failed: RemoteName[] = [];
  for (const name of remotesToAsk(role)) {
    const state = remotes[name];
    if (!state || state.status === 'pending') {
      pending = true;
      continue;
    }
    if (state.status === 'failed') {
      failed.push(name);
      continue;
    }
    const redirect = role === null ? undefined : state.pages.redirects.find((r) => r.roles.includes(role) && matches(r.path, path));
    if (redirect) return { kind: 'redirect', to: redirect.to, reason: 'role-home' };
    const mine = declaredPageAt(state.pages, path, audience);
    if (mine && (role === null ? remotesAllowedFor(null).includes(name) : true)) return { kind: 'remote', remote: name, page: mine };
    if (state.pages.pages.some((p) => matches(p.path, path)) || state.pages.redirects.some((r) => matches(r.path, path))) elsewhere = true;
  }
  // A page of others: a guest signs in first (and comes back); a signed-in role meets not-found.
  if (role === null && elsewhere) return LOGIN;
  if (pending) return { kind: 'pending' };
  if (failed.length > 0) return { kind: 'unavailable', remotes: failed };
  return NOT_FOUND;
}

export interface NavItem {
  to: string;
  label: string;
}

/** The sidebar of a role: every answering remote's entries for it, ordered by their `order`. */
export function navigationFor(role: Role, remotes: RemotePagesStates, locale: 'de' | 'en'): NavItem[] {
  return remotesToAsk(role)
    .flatMap((name) => {
      const state = remotes[name];
      return state?.status === 'ready' ? state.pages.nav.filter((entry) => entry.roles.includes(role)) : [];
    })
    .sort((a, b) => a.order - b.order)
    .map((entry) => ({ to: entry.to, label: entry.label[locale] }));
}
