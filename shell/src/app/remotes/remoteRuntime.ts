import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTRACT_VERSION, REMOTE_REFUSAL_PATH, isRemotesConfig, remotesAllowedFor, toRemotePages } from '@chargevalet/contract/core';
import type { RemoteName, RemotePages, RemotesConfig, Role } from '@chargevalet/contract';
import { PLATFORM_CONTRACT_VERSION, api, isPlatformContractCompatible, readPageStart } from '@chargevalet/platform';
import { RemoteIncompatibleError, RemoteNotAllowedError, RemoteTimeoutError } from './remoteErrors';
import { resetRemotesConfigFetch, startRemotesConfigFetch } from './remotesConfig';

/**
 * One deadline per remote load: /remotes.json, the manifest, remoteEntry.js and the exposed module together. A
 * load not done by then counts as down: the area shows its fallback, and only Retry loads again (no automatic
 * second try).
 */
export const REMOTE_LOAD_DEADLINE_MS = 6_000;

/** Remotes refused for their platform contract, with the console message (until Retry). */
const incompatible = new Map<RemoteName, string>();
/** Refusals already reported to the server (remote@version): one report per page, not per Retry. */
const reported = new Set<string>();

/** Tells the server log about a refused remote (best effort: a failed report changes nothing on the page). */
function reportRefusal(remote: RemoteName, required: string | null): void {
  const key = `${remote}@${required ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  api.post(REMOTE_REFUSAL_PATH, { remote, required, provided: PLATFORM_CONTRACT_VERSION }).catch(() => undefined);
}

/** The remote whose remoteEntry.js was registered as this URL, or whose files lie beside it. */
function remoteForUrl(url: string): RemoteName | undefined {
  for (const [name, { entry }] of registered) if (entry === url) return name;
  for (const [name, { entry }] of registered) if (url.startsWith(new URL('.', new URL(entry, location.href)).href)) return name;
  return undefined;
}

/** When each remote's current load gives up (epoch ms). */
const deadlines = new Map<RemoteName, number>();

/** What is left of the remote's current load deadline (a full deadline for a request of no known load). */
function timeLeft(name: RemoteName | undefined): number {
  const at = name ? deadlines.get(name) : undefined;
  return at === undefined ? REMOTE_LOAD_DEADLINE_MS : Math.max(0, at - Date.now());
}

/**
 * Manifest bodies per absolute URL: the page declaration and the remote's load share one request (until Retry).
 */
const manifests = new Map<string, Promise<string>>();
const manifestKey = (url: string) => new URL(url, location.href).href;
// The page's remote's manifest came with the page (readPageStart): its first read asks nothing.
for (const [url, manifest] of Object.entries(readPageStart()?.manifests ?? {})) manifests.set(manifestKey(url), Promise.resolve(JSON.stringify(manifest)));

/** GET the manifest, aborted after `timeoutMs` (the runtime would keep a pending request for good otherwise). */
async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url} did not answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return await response.text();
  } finally {
    clearTimeout(timer);
  }
}

function manifestText(url: string, timeoutMs: number): Promise<string> {
  const key = manifestKey(url);
  let text = manifests.get(key);
  if (!text) {
    text = fetchText(url, timeoutMs);
    manifests.set(key, text);
    // a failed request is not kept: the next load asks again
    text.catch(() => manifests.delete(key));
  }
  return text;
}

interface Manifest {
  metaData?: { platformContract?: unknown; pages?: unknown; publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

/** Whether `version` satisfies the caret range `^x.y.z` (the same major, at least as new). */
export function satisfiesCaret(range: string, version: string): boolean {
  const parse = (v: string) => /^\^?(\d+)\.(\d+)\.(\d+)$/.exec(v.trim())?.slice(1).map(Number);
  const need = parse(range);
  const have = parse(version);
  if (!need || !have || !range.trim().startsWith('^')) return false;
  if (need[0] !== have[0]) return false;
  for (let i = 1; i < 3; i += 1) if (have[i]! !== need[i]!) return have[i]! > need[i]!;
  return true;
}

/**
 * The console names a remote that will load a second copy of the contract (and its zod): it was built against a
 * contract version this shell's copy does not satisfy (another major, or a newer one: deploy the shell first).
 */
function noteOwnContractCopy(url: string, manifest: Manifest): void {
  const required = manifest.shared?.find((entry) => entry.name === '@chargevalet/contract')?.requiredVersion;
  if (typeof required !== 'string' || satisfiesCaret(required, CONTRACT_VERSION)) return;
  console.warn(
    `[ChargeValet] remote ${remoteForUrl(url) ?? url} loads its own copy of @chargevalet/contract: it needs ${required}, ` +
      `this shell provides ${CONTRACT_VERSION}. Rebuild and deploy the remote against this contract to share the shell's copy.`,
  );
}

function parseManifest(url: string, body: string): Manifest {
  try {
    return JSON.parse(body) as ReturnType<typeof parseManifest>;
  } catch {
    throw new Error(`${url} is not JSON`);
  }
}

/**
 * The remote's manifest, read within `timeoutMs` and refused when the remote was built against a platform contract
 * this shell's platform cannot serve (its `metaData.platformContract`). The shell reads it itself, before the
 * runtime loads anything: the runtime gets the remoteEntry.js it names and so carries no manifest handling of its
 * own (the build drops the runtime's snapshot plugin: 1.5 KB gzip on every page).
 */
export async function fetchManifest(url: string, timeoutMs = REMOTE_LOAD_DEADLINE_MS): Promise<Manifest> {
  const manifest = parseManifest(url, await manifestText(url, timeoutMs));
  const required = manifest.metaData?.platformContract;
  if (!isPlatformContractCompatible(required, PLATFORM_CONTRACT_VERSION)) {
    const name = remoteForManifest(url) ?? url;
    const message =
      `[ChargeValet] remote ${name} refused: it was built against platform ${typeof required === 'string' ? required : '(none declared)'}, ` +
      `this shell provides platform ${PLATFORM_CONTRACT_VERSION}. Its pages show the fallback until versions match: ` +
      'deploy a platform change to the shell first, then rebuild and deploy the remote (README, "Deploying one remote alone").';
    console.error(message);
    if (name !== url) {
      incompatible.set(name as RemoteName, message);
      reportRefusal(name as RemoteName, typeof required === 'string' ? required : null);
    }
    throw new RemoteIncompatibleError(message);
  }
  noteOwnContractCopy(url, manifest);
  return manifest;
}

/** The remoteEntry.js a manifest names: beside the manifest when its public path is `auto` (as our builds write it). */
export function remoteEntryUrl(manifestUrl: string, manifest: Manifest): string {
  const entry = manifest.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const publicPath = manifest.metaData?.publicPath;
  const base = typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, location.href) : new URL('.', new URL(manifestUrl, location.href));
  const dir = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/?$/, '/')}` : '';
  return new URL(`${dir}${entry.name}`, base).href;
}

let config: RemotesConfig | null = null;
/** Each registered remote's manifest URL (as configured) and the remoteEntry.js it named. */
const registered = new Map<RemoteName, { manifest: string; entry: string }>();

/** The remote configured with this manifest URL. */
function remoteForManifest(url: string): RemoteName | undefined {
  if (!config) return undefined;
  const key = manifestKey(url);
  return (Object.keys(config) as RemoteName[]).find((name) => manifestKey(config![name]) === key);
}
let pluginsRegistered = false;

async function remotesConfig(): Promise<RemotesConfig> {
  if (config) return config;
  try {
    const answer = await startRemotesConfigFetch();
    if (!isRemotesConfig(answer)) throw new Error('remotes.json names no manifest URL for every remote');
    config = answer;
    return config;
  } catch (error) {
    resetRemotesConfigFetch();
    throw error;
  }
}

function ensurePlugins() {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    {
      name: 'chargevalet-remote-errors',
      // Keep a dead remote from breaking anything but its own routes: log and let the caller's error boundary
      // show the fallback (returning nothing re-throws the original error).
      errorLoadRemote(args) {
        console.error(`[ChargeValet] remote ${String(args.id)} failed to load`, args.error);
        return undefined;
      },
      // remoteEntry.js: the runtime's script loader gives up when the load's deadline passes (its default is 20 s).
      createScript({ url }) {
        return { timeout: timeLeft(remoteForUrl(url)) };
      },
    },
  ]);
}

/**
 * Registers the remote for the role (once; `force` re-registers after a failure): its manifest is read and checked
 * first (fetchManifest), the runtime gets the remoteEntry.js it names.
 */
async function register(name: RemoteName, role: Role | null, force: boolean): Promise<void> {
  const cfg = await remotesConfig();
  if (!remotesAllowedFor(role).includes(name)) throw new RemoteNotAllowedError(`Remote ${name} is not available for this session`);
  const manifestUrl = cfg[name];
  if (!force && registered.get(name)?.manifest === manifestUrl) return;
  const entry = remoteEntryUrl(manifestUrl, await fetchManifest(manifestUrl, timeLeft(name)));
  registerRemotes([{ name, entry }], { force: force || registered.has(name) });
  registered.set(name, { manifest: manifestUrl, entry });
}

function withDeadline<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(`Remote ${name} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Modules the remotes expose (besides `./App`: profile's `./CustomerCard` for the shell's sidebar). */
export type ExposedModule = 'App' | 'CustomerCard';

async function attempt(name: RemoteName, module: ExposedModule, role: Role | null, force: boolean): Promise<{ default: ComponentType }> {
  await register(name, role, force);
  const mod = await loadRemote<{ default?: ComponentType }>(`${name}/${module}`);
  // Each exposed module's component is its default export.
  const component = mod?.default;
  if (!component) throw new Error(`Remote ${name} does not expose a ${module} component`);
  return { default: component };
}

/**
 * Loads `<name>/<module>` for the signed-in role within REMOTE_LOAD_DEADLINE_MS; any failure reaches the caller's
 * error boundary at once. `retry` (the fallback's Retry button) registers the remote afresh, so the runtime fetches
 * its manifest again (a refused remote is asked again too: it may have been redeployed).
 */
export async function loadRemoteModule(name: RemoteName, module: ExposedModule, role: Role | null, retry = false): Promise<{ default: ComponentType }> {
  ensurePlugins();
  if (retry) {
    incompatible.delete(name);
    // A /remotes.json that never answered is asked again, and so is the manifest.
    if (!config) resetRemotesConfigFetch();
    else manifests.delete(manifestKey(config[name]));
  }
  const refused = incompatible.get(name);
  if (refused) throw new RemoteIncompatibleError(refused);
  deadlines.set(name, Date.now() + REMOTE_LOAD_DEADLINE_MS);
  return withDeadline(attempt(name, module, role, retry), REMOTE_LOAD_DEADLINE_MS, name);
}

/**
 * The pages a remote declares (its mf-manifest.json's `metaData.pages`, README "A remote owns its pages"), read
 * within REMOTE_LOAD_DEADLINE_MS. The request is the one the remote's load then uses. Every remote's declaration
 * may be read by any session (a manifest names paths, no code): a guest learns that a staff page needs signing in.
 */
export async function loadRemotePages(name: RemoteName, retry = false): Promise<RemotePages> {
  if (retry && !config) resetRemotesConfigFetch();
  const read = async () => {
    const url = (await remotesConfig())[name];
    if (retry) manifests.delete(manifestKey(url));
    const manifest = parseManifest(url, await manifestText(url, REMOTE_LOAD_DEADLINE_MS));
    // checked without zod (the rule of remotePagesSchema): a signed-in page reads every remote's declaration
    const pages = toRemotePages(manifest.metaData?.pages);
    if (!pages) throw new Error(`${name}: its mf-manifest.json declares no valid pages`);
    return pages;
  };
  return withDeadline(read(), REMOTE_LOAD_DEADLINE_MS, name);
}

/** Loads `<name>/App` (see loadRemoteModule). */
export function loadRemoteApp(name: RemoteName, role: Role | null, retry = false): Promise<{ default: ComponentType }> {
  return loadRemoteModule(name, 'App', role, retry);
}

export { RemoteIncompatibleError, RemoteNotAllowedError, RemoteTimeoutError };
