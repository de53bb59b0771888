import type { User } from './auth';
import type { RemotesConfig } from './remotes-core';

/** The calls a page may make at its start, zod-free (@chargevalet/contract/core); their answers: auth.ts, client-config.ts. */

/**
 * GET /api/user?optional=1 (the page's start-up question "who is signed in?"): 200 with the user or `data: null`,
 * so an anonymous visit is an answer, not a 401 error in the console. Without `optional` a signed-out call is 401.
 */
export const CURRENT_USER_PATH = '/api/user?optional=1';

/** GET /api/config: public settings the browser needs at run time (a browser Maps key is public by design). */
export const CLIENT_CONFIG_PATH = '/api/config';

/**
 * The answers to the start's questions that the server puts into every page it sends (a JSON script with this id):
 * who is signed in (as GET CURRENT_USER_PATH answers), where the remotes are (as GET /remotes.json) and, on a page
 * that a remote renders, that remote's mf-manifest.json by its URL and the answers to the page's first data (its
 * declaration's `data`, pageDataUrls) by URL, so the first screen waits for none of these calls. A page without it
 * (the development server) asks them all.
 */
export const PAGE_START_ID = 'cv-page-start';
export interface PageStart {
  user: User | null;
  remotes: RemotesConfig;
  manifests?: Record<string, unknown>;
  /** GET answers (200) by the URL the page asks them with; each serves the page's first call of that URL. */
  data?: Record<string, unknown>;
}
