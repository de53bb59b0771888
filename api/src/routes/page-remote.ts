import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { declaredPageAt, remotesAllowedFor, toRemotePages, type RemotePage, type RemotesConfig, type Role } from '@chargevalet/contract';
import type { FrontendDirs } from './frontend';

const manifests = new Map<string, { changed: number; value: unknown }>();

/** A remote's mf-manifest.json, parsed again only when it changed (a remote deployed alone replaces it); null when missing. */
async function readManifest(file: string): Promise<{ metaData?: { pages?: unknown } } | null> {
  try {
    const { mtimeMs } = await stat(file);
    const cached = manifests.get(file);
    if (cached?.changed !== mtimeMs) manifests.set(file, { changed: mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) });
    return manifests.get(file)!.value as { metaData?: { pages?: unknown } };
  } catch {
    return null;
  }
}

/**
 * The remote that renders a page, by its URL, for the page's start: the remote served by this API whose declared
 * pages (its mf-manifest.json, as the shell reads it) hold the path for the session's role, with its manifest by URL
 * (PageStart.manifests) and the declared page (its first data, frontend.ts). The shell then reads the remote's page
 * declaration and entry from the page instead of asking for them first. The shell's route table still decides
 * (shell/src/app/routes): a manifest it does not use costs its bytes, nothing else. None for the shell's own pages,
 * nor for a remote on another origin.
 *
 * Its files are not preloaded: that helps on a fast link (real LCP of /profile/orders at 150 ms RTT and 10 Mbps
 * 1.7 → 1.4 s) but not on Lighthouse's slow one, where they take bandwidth from the shell's entry (simulated LCP
 * 3.3 → 4.0 s; the real one is 2.7 s with or without them).
 */
export async function remotePageAt(
  dirs: FrontendDirs,
  remotes: RemotesConfig,
  role: Role | null,
  pathname: string,
): Promise<{ manifests: Record<string, unknown>; page: RemotePage | null }> {
  for (const name of remotesAllowedFor(role)) {
    const url = `/remotes/${name}/mf-manifest.json`;
    if (remotes[name] !== url) continue;
    const manifest = await readManifest(path.join(dirs.remotes[name], 'mf-manifest.json'));
    const declared = toRemotePages(manifest?.metaData?.pages);
    const page = manifest && declared ? declaredPageAt(declared, pathname, role ?? 'guest') : undefined;
    if (page) return { manifests: { [url]: manifest }, page };
  }
  return { manifests: {}, page: null };
}
