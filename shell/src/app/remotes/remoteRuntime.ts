import type { ComponentType } from 'react';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesConfigSchema, type RemoteName, type RemotesConfig, type Role } from '@chargevalet/contract';
import { PLATFORM_CONTRACT_VERSION, isPlatformContractCompatible } from '@chargevalet/platform';
import { remotesAllowedFor } from './allowedRemotes';
import { resetRemotesConfigFetch, startRemotesConfigFetch } from './remotesConfig';

/** A remote that has not answered within this time counts as down (its routes show the fallback). */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;
/**
 * A manifest or remoteEntry.js request that has not completed within this time is aborted: the runtime forgets it
 * (it keeps a pending request for good otherwise), so the automatic second attempt and Retry send new requests.
 */
export const REMOTE_FETCH_TIMEOUT_MS = 6_000;

/** Remotes refused for their platform contract, with the console message (no automatic second attempt). */
const incompatible = new Map<RemoteName, string>();

export class RemoteIncompatibleError extends Error {}

/** The remote registered with this manifest URL. */
function remoteForUrl(url: string): RemoteName | undefined {
  for (const [name, entry] of registered) if (entry === url) return name;
  return undefined;
}

/**
 * The runtime's manifest fetch (loaderHook `fetch`): aborted after REMOTE_FETCH_TIMEOUT_MS, and refused when the
 * remote was built against a platform contract this shell's platform cannot serve (its `metaData.platformContract`).
 */
export async function fetchManifest(url: string, init: RequestInit = {}, timeoutMs = REMOTE_FETCH_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url} did not answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = await response.text();
    let manifest: { metaData?: { platformContract?: unknown } };
    try {
      manifest = JSON.parse(body) as typeof manifest;
    } catch {
      throw new Error(`${url} is not JSON`);
    }
    const required = manifest.metaData?.platformContract;
    if (!isPlatformContractCompatible(required, PLATFORM_CONTRACT_VERSION)) {
      const name = remoteForUrl(url) ?? url;
      const message =
        `[ChargeValet] remote ${name} refused: it was built against platform ${typeof required === 'string' ? required : '(none declared)'}, ` +
        `this shell provides platform ${PLATFORM_CONTRACT_VERSION}. Its pages show the fallback until versions match: ` +
        'deploy a platform change to the shell first, then rebuild and deploy the remote (README, "Deploying one remote alone").';
      console.error(message);
      if (name !== url) incompatible.set(name as RemoteName, message);
      throw new RemoteIncompatibleError(message);
    }
    return new Response(body, { status: response.status, headers: { 'Content-Type': 'application/json' } });
  } finally {
    clearTimeout(timer);
  }
}

let config: RemotesConfig | null = null;
const registered = new Map<RemoteName, string>();
let pluginsRegistered = false;

async function remotesConfig(): Promise<RemotesConfig> {
  if (config) return config;
  try {
    config = remotesConfigSchema.parse(await startRemotesConfigFetch());
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
      // Manifests only (the runtime fetches nothing else in the browser; anything else keeps the runtime's own fetch).
      fetch(url, init, _remote, resource) {
        if ((resource?.resourceType && resource.resourceType !== 'manifest') || !/\.json(\?|#|$)/.test(url)) return undefined;
        return fetchManifest(url, init);
      },
      // remoteEntry.js: the runtime's script loader gives up after this time (its default is 20 s).
      createScript() {
        return { timeout: REMOTE_FETCH_TIMEOUT_MS };
      },
    },
  ]);
}

/** Registers the remotes the role may use (once each; `force` re-registers after a failure). */
async function register(name: RemoteName, role: Role | null, force: boolean): Promise<void> {
  const cfg = await remotesConfig();
  if (!remotesAllowedFor(role).includes(name)) throw new RemoteNotAllowedError(`Remote ${name} is not available for this session`);
  const entry = cfg[name];
  if (!force && registered.get(name) === entry) return;
  registerRemotes([{ name, entry }], { force: force || registered.has(name) });
  registered.set(name, entry);
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote ${name} did not load within ${ms} ms`)), ms);
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

/** Pause before the automatic second attempt. */
export const REMOTE_RETRY_DELAY_MS = 600;

/** Modules the remotes expose (besides `./App`: profile's `./CustomerCard` for the shell's sidebar). */
export type ExposedModule = 'App' | 'CustomerCard';

async function attempt(name: RemoteName, module: ExposedModule, role: Role | null, force: boolean): Promise<{ default: ComponentType }> {
  if (force) incompatible.delete(name);
  await register(name, role, force);
  const mod = await withTimeout(
    loadRemote<{ default?: ComponentType } & Partial<Record<ExposedModule, ComponentType>>>(`${name}/${module}`),
    REMOTE_LOAD_TIMEOUT_MS,
    name,
  );
  const component = mod?.default ?? mod?.[module];
  if (!component) throw new Error(`Remote ${name} does not expose a ${module} component`);
  return { default: component };
}

/**
 * Loads `<name>/<module>` for the signed-in role. A failed load is retried once automatically (fresh registration,
 * so the runtime fetches the manifest again) before the error reaches the caller's error boundary; `retry` (the
 * fallback's Retry button) forces a fresh registration from the start.
 */
export async function loadRemoteModule(name: RemoteName, module: ExposedModule, role: Role | null, retry = false): Promise<{ default: ComponentType }> {
  ensurePlugins();
  try {
    return await attempt(name, module, role, retry);
  } catch (error) {
    if (error instanceof RemoteNotAllowedError) throw error;
    // A remote built for another platform stays refused until Retry (after a deployment): no second request now.
    const refused = incompatible.get(name);
    if (refused) throw new RemoteIncompatibleError(refused);
    await new Promise((resolve) => setTimeout(resolve, REMOTE_RETRY_DELAY_MS));
    return attempt(name, module, role, true);
  }
}

/** Loads `<name>/App` (see loadRemoteModule). */
export function loadRemoteApp(name: RemoteName, role: Role | null, retry = false): Promise<{ default: ComponentType }> {
  return loadRemoteModule(name, 'App', role, retry);
}

export class RemoteNotAllowedError extends Error {}

/** For tests and diagnostics. */
export function registeredRemotes(): RemoteName[] {
  return [...registered.keys()];
}
export { getInstance, remotesAllowedFor };
