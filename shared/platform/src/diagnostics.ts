import * as React from 'react';
import type { i18n as I18n } from 'i18next';

/**
 * Page diagnostics for the end-to-end test that proves one React and one i18n instance per page (DESIGN §2):
 * the platform registers the objects it holds, and each remote records the objects it received.
 */
export interface RemoteDiagnostics {
  React: unknown;
  i18n: unknown;
  platform: unknown;
}
export interface PageDiagnostics {
  React: typeof React;
  i18n: I18n;
  platform: unknown;
  remotes: Record<string, RemoteDiagnostics>;
  /** True when every remote saw the platform's React, i18n and platform objects. */
  singletons(): { react: boolean; i18n: boolean; platform: boolean; remotes: string[] };
}

declare global {
  interface Window {
    __chargevalet?: PageDiagnostics;
  }
}

function sameReact(a: unknown, b: unknown): boolean {
  const x = a as typeof React | undefined;
  const y = b as typeof React | undefined;
  return Boolean(x && y && x.useState === y.useState && x.createElement === y.createElement && x.Component === y.Component);
}

const platformToken = { name: '@chargevalet/platform' };

export function registerPlatformDiagnostics(i18n: I18n): PageDiagnostics | undefined {
  if (typeof window === 'undefined') return undefined;
  if (window.__chargevalet) return window.__chargevalet;
  const diag: PageDiagnostics = {
    React,
    i18n,
    platform: platformToken,
    remotes: {},
    singletons() {
      const list = Object.values(this.remotes);
      return {
        // Compare functions: `import * as React` may yield a different namespace wrapper per consumer of one module.
        react: list.every((r) => sameReact(r.React, this.React)),
        i18n: list.every((r) => r.i18n === this.i18n),
        platform: list.every((r) => r.platform === this.platform),
        remotes: Object.keys(this.remotes),
      };
    },
  };
  window.__chargevalet = diag;
  return diag;
}

/** Each remote calls this with the React and i18n objects it received from the share scope. */
export function recordRemoteDiagnostics(name: string, seen: { React: unknown; i18n: unknown }): void {
  if (typeof window === 'undefined' || !window.__chargevalet) return;
  window.__chargevalet.remotes[name] = { ...seen, platform: platformToken };
}
