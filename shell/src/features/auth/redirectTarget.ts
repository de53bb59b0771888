import { PATHS } from '../paths';

/**
 * Where to go after sign-in when a guard sent the visitor to /login: `location.state.from` as a path string or a
 * router location. Only same-origin app paths count; `/login` itself is ignored.
 */
export function redirectTarget(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const loc = from as { pathname: string; search?: unknown; hash?: unknown };
    path = `${loc.pathname}${typeof loc.search === 'string' ? loc.search : ''}${typeof loc.hash === 'string' ? loc.hash : ''}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path === PATHS.login || path.startsWith(`${PATHS.login}?`) || path.startsWith(`${PATHS.login}/`)) return null;
  return path;
}
