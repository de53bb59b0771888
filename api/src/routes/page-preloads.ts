import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { declaredPageAt, remotesAllowedFor, toRemotePages, type RemoteName, type RemotesConfig, type Role } from '@chargevalet/contract';
import type { FrontendDirs } from './frontend';

/** What the API reads of a remote's mf-manifest.json: its page declaration and the files of its entry and App. */
interface RemoteManifest {
  metaData?: { pages?: unknown; remoteEntry?: { name?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const builds = new Map<string, { changed: number; value: unknown }>();

/** A JSON file of a build, parsed again only when it changed (a remote deployed alone replaces its manifest); null when missing. */
async function readBuildJson(file: string): Promise<unknown> {
  try {
    const { mtimeMs } = await stat(file);
    const cached = builds.get(file);
    if (cached?.changed === mtimeMs) return cached.value;
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    builds.set(file, { changed: mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What a page that a remote renders starts with besides: its remote's manifest and the preloads of its files. */
export interface RemotePageStart {
  /** The remote's mf-manifest.json by its URL, for the page's start (PageStart.manifests). */
  manifests: Record<string, unknown>;
  /** <link rel="preload"> tags for the page's <head>. */
  preloads: string;
}

/**
 * For a page that a remote served by this API renders (the remote whose declared pages, in its mf-manifest.json as
 * the shell reads it, hold the path for the session's role): the manifest itself, and preloads of the shell's
 * remote runtime (dist/preloads.json, shared/build/preloads.mjs) and the remote's remoteEntry.js and exposed App.
 * The browser has them with the page instead of asking one after the other as the shell discovers them (runtime,
 * manifest, entry, App: four round trips). The shell's route table still decides (shell/src/app/routes): a hint it
 * does not follow costs its bytes, nothing else. Nothing for the shell's own pages, nor for a remote elsewhere.
 */
export async function remotePageStart(dirs: FrontendDirs, remotes: RemotesConfig, role: Role | null, pathname: string): Promise<RemotePageStart> {
  for (const name of remotesAllowedFor(role)) {
    const manifestUrl = `/remotes/${name}/mf-manifest.json`;
    if (remotes[name] !== manifestUrl) continue;
    const manifest = (await readBuildJson(path.join(dirs.remotes[name], 'mf-manifest.json'))) as RemoteManifest | null;
    const declared = toRemotePages(manifest?.metaData?.pages);
    if (!manifest || !declared || !declaredPageAt(declared, pathname, role ?? 'guest')) continue;
    return { manifests: { [manifestUrl]: manifest }, preloads: preloadTags(name, manifest, await readBuildJson(path.join(dirs.shell, 'preloads.json'))) };
  }
  return { manifests: {}, preloads: '' };
}

/** Scripts as the runtimes add them: no crossorigin attribute, so the preload is what the script element reuses. */
function preloadTags(name: RemoteName, manifest: RemoteManifest, shell: unknown): string {
  const entry = manifest.metaData?.remoteEntry?.name;
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  const runtime = strings((shell as { remoteRuntime?: unknown } | null)?.remoteRuntime).map((file) => `/${file}`);
  const own = [...(typeof entry === 'string' ? [entry] : []), ...strings(app?.assets?.js?.sync)].map((file) => `/remotes/${name}/${file}`);
  return [...runtime, ...own].map((url) => `<link rel="preload" as="script" href="${attribute(url)}">`).join('');
}
