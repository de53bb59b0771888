import { PAGE_START_ID, type PageStart } from '@chargevalet/contract/core';

let read = false;
let start: PageStart | null = null;

/**
 * The start's answers the server put into the page (PageStart: the session's user, the remotes' manifests), read
 * once; null without them (the development server, a test): then the page asks GET /api/user and /remotes.json.
 */
export function readPageStart(): PageStart | null {
  if (!read && typeof document !== 'undefined') {
    read = true;
    const text = document.getElementById(PAGE_START_ID)?.textContent;
    try {
      start = text ? (JSON.parse(text) as PageStart) : null;
    } catch {
      start = null;
    }
  }
  return start;
}

/** How long after the page's start its first data may answer a call: later calls ask the API. */
const PAGE_DATA_MAX_AGE_MS = 30_000;

/**
 * The answer the server put into the page for `url` (PageStart.data, the page's declared first data), once: the first
 * call of that URL in the page's first PAGE_DATA_MAX_AGE_MS, before any change the page made (`forgetPageData`), gets
 * it instead of a request; undefined otherwise.
 */
export function takePageData(url: string): { value: unknown } | undefined {
  const data = readPageStart()?.data;
  if (!data || !Object.hasOwn(data, url)) return undefined;
  const value = data[url];
  delete data[url];
  return performance.now() <= PAGE_DATA_MAX_AGE_MS ? { value } : undefined;
}

/** The page changed something (a mutating call): what the server answered before may be out of date. */
export function forgetPageData(): void {
  const start = readPageStart();
  if (start?.data) delete start.data;
}
