import { PassThrough } from 'node:stream';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { GLOBAL_CSS_ID, PlatformProvider, i18n, queryClient, takeServerTitle } from '@chargevalet/platform';
import type { Locale, RemoteName, RemotePages } from '@chargevalet/contract';
import { App } from '../app/App';
import { seedRemotePages } from '../app/remotes/remotePages';

/**
 * The remotes whose first screens the build renders, through the server entry each exposes (its `src/server.ts`,
 * compiled into this bundle: one React, one Chakra, one platform, as Module Federation's singletons give the page).
 */
const SERVER_ENTRIES: Partial<Record<RemoteName, () => Promise<{ default: ComponentType }>>> = {
  booking: () => import('booking/server'),
};

/** What the client needs to hydrate the markup: the same data and declarations the server rendered with. */
export interface SsrState {
  queries: DehydratedState;
  remotePages: Record<RemoteName, RemotePages>;
}

export interface RenderedPage {
  /** Markup of #root. */
  html: string;
  title: string;
  state: SsrState;
}

export interface RenderInput {
  /** Answers the API paths the build knows (the seeded catalogue); anything else is a 401, as for a visitor without a session. */
  answers: (path: string, locale: Locale) => unknown;
  /**
   * Every remote's page declaration, as its build puts it in mf-manifest.json (its src/pages.json): a visitor
   * without a session asks all four (routeTable's remotesToAsk); the browser starts from the same (bootstrap.tsx).
   */
  remotePages: Record<RemoteName, RemotePages>;
}

function tree(path: string) {
  return (
    <StrictMode>
      <PlatformProvider globalCssInPage>
        <MemoryRouter initialEntries={[path]}>
          <App
            remoteLoader={(name) => {
              const entry = SERVER_ENTRIES[name];
              return entry ? entry() : Promise.reject(new Error(`remote ${name} has no server entry`));
            }}
          />
        </MemoryRouter>
      </PlatformProvider>
    </StrictMode>
  );
}

/**
 * The system's global CSS (Chakra's layer order, reset, global styles and ~1,000 token variables) as emotion writes
 * it.
 */
function renderGlobalCss(): string {
  const markup = renderToString(<PlatformProvider>{null}</PlatformProvider>);
  const styles = [...markup.matchAll(/<style data-emotion="css-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  if (!styles.some((css) => css.includes('--chakra-colors-brand-600'))) throw new Error('renderGlobalCss: emotion wrote no token variables');
  return styles.join('');
}

/**
 * A page's HTML (the build's index.html) with the system's global CSS in its head (GLOBAL_CSS_ID): the build writes
 * it into every page (shared/build/prerender.mjs), the pages render without it (PlatformProvider's
 * `globalCssInPage`), and no browser computes it. Unchanged when the head has it already (the build run again).
 */
export function withGlobalCss(html: string): string {
  if (html.includes(`<style id="${GLOBAL_CSS_ID}">`)) return html;
  return html.replace('</head>', () => `<style id="${GLOBAL_CSS_ID}">${renderGlobalCss()}</style></head>`);
}

/** Renders `path` waiting for every lazy module (the shell's page, the remote's entry); the markup is thrown away. */
function settle(path: string): Promise<void> {
  return prerenderToNodeStream(tree(path)).then(
    ({ prelude }) =>
      new Promise<void>((resolve, reject) => {
        const sink = new PassThrough();
        sink.resume();
        sink.on('end', () => resolve());
        sink.on('error', reject);
        prelude.pipe(sink);
      }),
  );
}

/**
 * Renders `path` for a visitor without a session in `locale`, with React's server renderer (no browser). The
 * queries the page starts are answered (`answers`) and the page rendered again until it starts no new one: the
 * markup shows the data, as the client will once it hydrates with the dehydrated cache.
 */
export async function renderPage(path: string, locale: Locale, { answers, remotePages }: RenderInput): Promise<RenderedPage> {
  await i18n.changeLanguage(locale);
  queryClient.clear();
  seedRemotePages(remotePages);
  globalThis.fetch = (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://build.invalid');
    const answer = answers(url.pathname, locale);
    return Promise.resolve(
      answer === undefined
        ? new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  };
  for (let pass = 0; pass < 3; pass += 1) {
    await settle(path);
    const pending = queryClient.getQueryCache().getAll().filter((query) => query.state.status === 'pending' && query.options.queryFn);
    if (pending.length === 0) break;
    await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  }
  // Every lazy module has arrived and every query has its answer: a synchronous render has the whole page, without
  // the streaming renderer's fallbacks and inline reveal scripts.
  takeServerTitle();
  const html = renderToString(tree(path));
  return {
    html,
    title: takeServerTitle() ?? 'ChargeValet',
    state: { queries: dehydrate(queryClient), remotePages },
  };
}

