import { readPageStart } from '@chargevalet/platform';

/**
 * GET /remotes.json at start (served by the API from configuration in production, by the shell's dev server in
 * development); in production the page the API sent holds the same (readPageStart), and no request is made. The body is validated later, in remoteRuntime.ts, together with the Module Federation runtime, so
 * that zod and the runtime stay out of the landing page's JavaScript.
 */
let pending: Promise<unknown> | null = null;
/** The page's own copy (readPageStart) serves the first load; a Retry after a failure asks the server again. */
let embedded = readPageStart()?.remotes;

export function startRemotesConfigFetch(): Promise<unknown> {
  if (!pending && embedded) {
    pending = Promise.resolve(embedded);
    embedded = undefined;
  }
  pending ??= fetch('/remotes.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    return res.json() as Promise<unknown>;
  });
  // Avoid an unhandled rejection at start; the error surfaces when a remote is needed.
  pending.catch(() => undefined);
  return pending;
}

/** Forget a failed fetch so that Retry fetches again. */
export function resetRemotesConfigFetch(): void {
  pending = null;
}
