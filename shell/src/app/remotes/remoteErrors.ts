/**
 * Why a remote did not load, for the fallback to tell apart (kept out of remoteRuntime.ts, which is loaded lazily
 * with the federation runtime: the route's fallback must know these without loading it).
 */

/** The remote was built against a platform this shell cannot serve: only a deployment helps, not Retry. */
export class RemoteIncompatibleError extends Error {
  override name = 'RemoteIncompatibleError';
}

/** The session's role may not download this remote (staff remotes, DESIGN §2). */
export class RemoteNotAllowedError extends Error {
  override name = 'RemoteNotAllowedError';
}

/** The remote did not load within its deadline. */
export class RemoteTimeoutError extends Error {
  override name = 'RemoteTimeoutError';
}
