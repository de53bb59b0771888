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
