import { REMOTE_NAMES, toRemotePages, type PageStart } from '@chargevalet/contract/core';
import type { RemoteName, RemotePages } from '@chargevalet/contract';

/**
 * The remote that renders this page, by the manifest the server put into the page's start (PageStart.manifests: the
 * remote whose declared pages hold the path, api/src/routes/page-remote.ts), with its page declaration; null on the
 * shell's own pages and without a page start (the development server).
 */
export function pageRemote(start: PageStart | null): { name: RemoteName; pages: RemotePages } | null {
  if (!start) return null;
  for (const [url, manifest] of Object.entries(start.manifests ?? {})) {
    const name = REMOTE_NAMES.find((remote) => start.remotes[remote] === url);
    const pages = toRemotePages((manifest as { metaData?: { pages?: unknown } } | null)?.metaData?.pages);
    if (name && pages) return { name, pages };
  }
  return null;
}
