import * as React from 'react';
import type { i18n as I18n } from 'i18next';
import { QueryClient } from '@tanstack/react-query';

/**
 * Page diagnostics for the end-to-end test that proves one React, one i18n instance and one TanStack Query per page
 * (DESIGN §2): the platform registers the objects it holds, and each remote records the objects it received.
 */
export interface RemoteDiagnostics {
  React: unknown;
  i18n: unknown;
  /** The QueryClient class the remote's `@tanstack/react-query` gives: a second copy would have no query client. */
  QueryClient: unknown;
  platform: unknown;
}
export interface PageDiagnostics {
  React: typeof React;
  i18n: I18n;
  QueryClient: typeof QueryClient;
  platform: unknown;
  remotes: Record<string, RemoteDiagnostics>;
  /** True when every remote saw the platform's React, i18n, TanStack Query and platform objects. */
  singletons(): { react: boolean; i18n: boolean; query: boolean; platform: boolean; remotes: string[] };
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
    QueryClient,
    platform: platformToken,
    remotes: {},
    singletons() {
      const list = Object.values(this.remotes);
      return {
        // Compare functions: `import * as React` may yield a different namespace wrapper per consumer of one module.
        react: list.every((r) => sameReact(r.React, this.React)),
        i18n: list.every((r) => r.i18n === this.i18n),
        query: list.every((r) => r.QueryClient === this.QueryClient),
        platform: list.every((r) => r.platform === this.platform),
        remotes: Object.keys(this.remotes),
      };
    },
  };
  window.__chargevalet = diag;
  return diag;
}

/** Each remote calls this with the React, i18n and QueryClient objects it received from the share scope. */
export function recordRemoteDiagnostics(name: string, seen: { React: unknown; i18n: unknown; QueryClient: unknown }): void {
  if (typeof window === 'undefined' || !window.__chargevalet) return;
  window.__chargevalet.remotes[name] = { ...seen, platform: platformToken };
}
