import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { declaredPageAt, remotesAllowedFor, toRemotePages, type RemoteName, type RemotePage, type RemotesConfig, type Role } from '@chargevalet/contract';
import type { FrontendDirs } from './frontend';

type Manifest = { metaData?: { pages?: unknown } };

const manifests = new Map<string, { changed: number; value: unknown }>();

/** A remote's mf-manifest.json, parsed again only when it changed (a remote deployed alone replaces it); null when missing. */
async function readManifest(file: string): Promise<Manifest | null> {
  try {
    const { mtimeMs } = await stat(file);
    const cached = manifests.get(file);
    if (cached?.changed !== mtimeMs) manifests.set(file, { changed: mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) });
    return manifests.get(file)!.value as Manifest;
  } catch {
    return null;
  }
}

/** How long a remote on another origin's manifest is reused: a remote deployed alone is seen within this time. */
export const FETCHED_MANIFEST_TTL_MS = 2_000;
/** How long a page waits for it: a remote that is down or slow leaves its manifest to the browser, as before. */
export const MANIFEST_FETCH_TIMEOUT_MS = 500;

const fetched = new Map<string, { at: number; value: Promise<Manifest | null> }>();

/**
 * A remote on another origin's mf-manifest.json over HTTP, one request per URL and TTL whatever the number of pages
 * asked meanwhile (a failure too: a remote that is down costs one page the timeout, not every page); null on failure.
 */
function fetchManifest(url: string): Promise<Manifest | null> {
  const cached = fetched.get(url);
  if (cached && Date.now() - cached.at < FETCHED_MANIFEST_TTL_MS) return cached.value;
  const value = fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS) })
    .then(async (res) => (res.ok ? ((await res.json()) as Manifest) : null))
    .catch(() => null);
  fetched.set(url, { at: Date.now(), value });
  return value;
}

/**
 * The remote that renders a page, by its URL, for the page's start: the remote served by this API whose declared
 * pages (its mf-manifest.json, as the shell reads it) hold the path for the session's role, with its manifest by URL
 * (PageStart.manifests) and the declared page (its first data, frontend.ts). The shell then reads the remote's page
 * declaration and entry from the page instead of asking for them first. The shell's route table still decides
 * (shell/src/app/routes): a manifest it does not use costs its bytes, nothing else. None for the shell's own pages.
 * A remote on another origin's manifest is fetched at `manifestUrls` (REMOTE_*_INTERNAL_URL, or its public URL) and
 * keyed by its public URL, the one the shell asks for.
 *
 * Its files are not preloaded: that helps on a fast link (real LCP of /profile/orders at 150 ms RTT and 10 Mbps
 * 1.7 → 1.4 s) but not on Lighthouse's slow one, where they take bandwidth from the shell's entry (simulated LCP
 * 3.3 → 4.0 s; the real one is 2.7 s with or without them).
 */
export async function remotePageAt(
  dirs: FrontendDirs,
  remotes: RemotesConfig,
  manifestUrls: Partial<Record<RemoteName, string>>,
  role: Role | null,
  pathname: string,
): Promise<{ manifests: Record<string, unknown>; page: RemotePage | null }> {
  const names = remotesAllowedFor(role);
  // all of the role's remotes at once: the page waits for the slowest, not for their sum
  const read = await Promise.all(
    names.map((name) => {
      if (remotes[name] === `/remotes/${name}/mf-manifest.json`) return readManifest(path.join(dirs.remotes[name], 'mf-manifest.json'));
      const fetchAt = manifestUrls[name];
      return fetchAt ? fetchManifest(fetchAt) : null;
    }),
  );
  for (const [index, name] of names.entries()) {
    const manifest = read[index];
    const declared = toRemotePages(manifest?.metaData?.pages);
    const page = manifest && declared ? declaredPageAt(declared, pathname, role ?? 'guest') : undefined;
    if (page) return { manifests: { [remotes[name]]: manifest }, page };
  }
  return { manifests: {}, page: null };
}
