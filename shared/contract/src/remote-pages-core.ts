import { ROLES } from './roles-core';
import { berlinDate, mondayOf } from './calendar-dates';
import type { RemotePage, RemotePages } from './remote-pages';

/** Who may enter a page: a role, or `guest` (signed out). */
export const PAGE_AUDIENCES = ['guest', ...ROLES] as const;
export type PageAudience = (typeof PAGE_AUDIENCES)[number];

const ROUTE_PATTERN = /^\/[A-Za-z0-9\-_/:*]*$/;
/** A call a page declares as its first data (remotePagesSchema's `data`): a GET of this API, no host. */
export const PAGE_DATA_PATTERN = /^\/api\/[A-Za-z0-9\-_/:{}?=&.]*$/;
/** At most this many per page: each is answered before the page is sent. */
export const PAGE_DATA_MAX = 4;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = Infinity): value is string => typeof value === 'string' && value.length >= 1 && value.length <= max;
const isPattern = (value: unknown): value is string => typeof value === 'string' && ROUTE_PATTERN.test(value);
/** The longest declared text in either language: a title or label, a sentence (an area's subtitle, a page's lead). */
export const LOCALIZED_MAX = { label: 80, sentence: 160 } as const;
const localized = (value: unknown, max: number = LOCALIZED_MAX.label) => (isObject(value) && isText(value.de, max) && isText(value.en, max) ? { de: value.de, en: value.en } : null);
/** An optional part: undefined when absent, null when present but not valid. */
const optional = <T>(value: unknown, read: (value: unknown) => T | null): T | null | undefined => (value === undefined ? undefined : read(value));
const rolesOf = <T extends string>(value: unknown, allowed: readonly T[]): T[] | null =>
  Array.isArray(value) && value.length > 0 && value.every((role) => allowed.includes(role as T)) ? (value as T[]) : null;
/** Each entry mapped, or null when one is not valid (or `value` is no array). */
const listOf = <T>(value: unknown, entry: (item: unknown) => T | null): T[] | null => {
  if (!Array.isArray(value)) return null;
  const entries = value.map(entry);
  return entries.every((item): item is T => item !== null) ? entries : null;
};

/**
 * remotePagesSchema's rule without zod, for the shell, which reads a remote's declaration on every signed-in page:
 * the declaration with its known keys only (redirects and nav default to none), or null. remote-pages.test.ts holds
 * the two equal.
 */
export function toRemotePages(value: unknown): RemotePages | null {
  if (!isObject(value)) return null;
  const pages = listOf(value.pages, (page) => {
    if (!isObject(page) || !isText(page.id) || !isPattern(page.path)) return null;
    const roles = rolesOf(page.roles, PAGE_AUDIENCES);
    const title = localized(page.title);
    const lead = optional(page.lead, (value) => localized(value, LOCALIZED_MAX.sentence));
    const data = page.data === undefined ? undefined : Array.isArray(page.data) && page.data.length <= PAGE_DATA_MAX && page.data.every((url) => typeof url === 'string' && PAGE_DATA_PATTERN.test(url)) ? (page.data as string[]) : null;
    if (!roles || !title || data === null || lead === null) return null;
    return { id: page.id, path: page.path, roles, title, ...(lead ? { lead } : {}), ...(data ? { data } : {}) };
  });
  const redirects = value.redirects === undefined ? [] : listOf(value.redirects, (redirect) => {
    if (!isObject(redirect) || !isPattern(redirect.path) || !isPattern(redirect.to)) return null;
    const roles = rolesOf(redirect.roles, ROLES);
    return roles ? { path: redirect.path, roles, to: redirect.to } : null;
  });
  const nav = value.nav === undefined ? [] : listOf(value.nav, (item) => {
    if (!isObject(item) || !isPattern(item.to) || !Number.isSafeInteger(item.order)) return null;
    const roles = rolesOf(item.roles, ROLES);
    const label = localized(item.label);
    return roles && label ? { to: item.to, label, roles, order: item.order as number } : null;
  });
  const area = optional(value.area, (value) => {
    if (!isObject(value)) return null;
    const [title, subtitle, navLabel] = [localized(value.title), localized(value.subtitle, LOCALIZED_MAX.sentence), localized(value.navLabel)];
    return title && subtitle && navLabel ? { title, subtitle, navLabel } : null;
  });
  return pages && pages.length > 0 && redirects && nav && area !== null ? { ...(area ? { area } : {}), pages, redirects, nav } : null;
}

/**
 * Whether `path` is one of a declared pattern's paths, as react-router matches a route (the shell renders them): a
 * `:name` segment stands for any one segment, a trailing `/*` for any rest, letters match in either case, and
 * trailing slashes do not count.
 */
export function matchesPagePath(pattern: string, path: string): boolean {
  const rest = pattern.endsWith('/*');
  const segments = (rest ? pattern.slice(0, -2) : pattern).split('/').slice(1);
  const source = segments.map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}`)).join('');
  return new RegExp(`^${source === '/' ? '' : source}${rest ? '(?:/.+|/*)' : '/*'}$`, 'i').test(path);
}

/**
 * The page a remote's declaration holds at `path` for `audience` (a role, or `guest`), if any. The shell's route table
 * (shell/src/app/routes) decides with it which remote renders a path; the API asks it to send a page's remote files
 * with the page.
 */
export function declaredPageAt(declared: RemotePages, path: string, audience: PageAudience): RemotePage | undefined {
  return declared.pages.find((page) => matchesPagePath(page.path, path) && (page.roles as readonly string[]).includes(audience));
}

/**
 * The URLs of a page's first data (its declaration's `data`) at `path`: each `:name` is that segment of the path
 * (encoded), `{today}` and `{monday}` are the Berlin date of `now` and its week's Monday (the pages' own defaults).
 * A URL naming a segment the page's path does not have is left out.
 */
export function pageDataUrls(page: RemotePage, path: string, now: Date): string[] {
  const params = new Map<string, string>();
  const values = path.split('/');
  page.path.split('/').forEach((segment, i) => {
    if (segment.startsWith(':') && values[i]) params.set(segment.slice(1), values[i]!);
  });
  const today = berlinDate(now);
  const dates: Record<string, string> = { today, monday: mondayOf(today) };
  return (page.data ?? []).flatMap((url) => {
    let complete = true;
    const filled = url
      .replace(/\{(today|monday)\}/g, (_token, name: string) => dates[name]!)
      .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_token, name: string) => {
        const value = params.get(name);
        if (value === undefined) complete = false;
        return encodeURIComponent(safeDecode(value ?? ''));
      });
    return complete ? [filled] : [];
  });
}

const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
