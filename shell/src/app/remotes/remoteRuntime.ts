import type { ComponentType } from 'react';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesConfigSchema, type RemoteName, type RemotesConfig, type Role } from '@chargevalet/contract';
import { remotesAllowedFor } from './allowedRemotes';
import { resetRemotesConfigFetch, startRemotesConfigFetch } from './remotesConfig';

/** A remote that has not answered within this time counts as down (its routes show the fallback). */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

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
