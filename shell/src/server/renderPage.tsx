import { PassThrough } from 'node:stream';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { withOneEmotionStyle } from './oneEmotionStyle';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { GLOBAL_CSS_ID, PlatformProvider, i18n, queryClient, takeServerTitle, useAuth } from '@chargevalet/platform';
import type { Locale, PageStart, RemoteName, RemotePages } from '@chargevalet/contract';
import { App, type AppProps } from '../app/App';
import { pageStartDeclarations, seedRemotePages, type RemotePagesLoader } from '../app/remotes/remotePages';
import type { RemoteLoader } from '../app/remotes/RemoteRoute';
import type { RemoteModuleLoader } from '../app/remotes/RemoteSlot';
import { consentFromCookie, useCookieConsent } from '../features/cookies/cookieConsentStore';

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
   * without a session asks all four (routeTable's remotesToAsk); the browser starts from the same (startApp.tsx).
   */
  remotePages: Record<RemoteName, RemotePages>;
}

/** The build renders a remote through the server entry it exposes (SERVER_ENTRIES). */
const serverEntryLoader: RemoteLoader = (name) => {
  const entry = SERVER_ENTRIES[name];
  return entry ? entry() : Promise.reject(new Error(`remote ${name} has no server entry`));
};

function tree(path: string, loaders: AppProps = { remoteLoader: serverEntryLoader }) {
  return (
    <StrictMode>
      <PlatformProvider globalCssInPage>
        <MemoryRouter initialEntries={[path]}>
          <App {...loaders} />
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
  const html = withOneEmotionStyle(renderToString(tree(path)));
  return {
    html,
    title: takeServerTitle() ?? 'ChargeValet',
    state: { queries: dehydrate(queryClient), remotePages },
  };
}


/** What the API knows of a signed-in page's request: what it sends the browser and the cookies the browser reads. */
export interface FrameInput {
  /** The page's start as the API puts it into the page (the session's user, the page's remote's manifest). */
  start: PageStart;
  /** The request's language (the `locale` cookie, else de: the page's lang, which the browser reads). */
  locale: Locale;
  /** The `cookie_consent` cookie's value: the banner shows without a valid one, as in the browser. */
  consentCookie: string | undefined;
}

/** A remote's code never runs in the API: its area stays its Suspense fallback, the declared frame and heading. */
const inTheBrowser = () => new Promise<never>(() => undefined);
const remoteInTheBrowser: RemoteLoader = inTheBrowser;
const moduleInTheBrowser: RemoteModuleLoader = inTheBrowser;

/**
 * zustand renders a store's initial state on the server and while the browser hydrates (useSyncExternalStore's
 * server snapshot). The browser's comes from the page (the user in PageStart, the consent cookie), so for one
 * synchronous render the server's is this request's: the store's initial state object (the one the store's server
 * snapshot reads) holds the request's values, and its own again afterwards.
 */
function withInitialState<S extends object>(store: { getInitialState: () => S }, patch: Partial<S>, render: () => string): string {
  const initial = store.getInitialState();
  const own = { ...initial };
  Object.assign(initial, patch);
  try {
    return render();
  } finally {
    Object.assign(initial, own);
  }
}

/**
 * A signed-in page's first paint, rendered by the API at request time: the frame (header, sidebar, cookie banner)
 * and, where the page's remote will render, what the browser shows while the remote's code loads (its declared
 * frame and heading, DeclaredAreaPlaceholder). The browser hydrates it (startApp.tsx) from the same start, so its
 * first render repeats this markup; the remote's Suspense boundary, not finished here, is rendered by the browser.
 * Synchronous (renderToString): the page singletons set for it (language, stores' initial states, declarations) are
 * this request's for the whole render.
 */
export function renderFrame(url: string, { start, locale, consentCookie }: FrameInput): string {
  void i18n.changeLanguage(locale);
  if (i18n.language !== locale) throw new Error(`renderFrame: the language did not change to ${locale} synchronously`);
  // A loader per request: the declarations seeded for it are this request's only (useRemotePages keeps them per loader).
  const pagesLoader: RemotePagesLoader = () => inTheBrowser();
  seedRemotePages(pageStartDeclarations(start), pagesLoader);
  const consent = consentFromCookie(consentCookie);
  try {
    return withInitialState(useAuth, { user: start.user, status: start.user ? 'authenticated' : 'anonymous' }, () =>
      withInitialState(useCookieConsent, { consent, hasDecided: consent !== null }, () =>
        withOneEmotionStyle(renderToString(tree(url, { remoteLoader: remoteInTheBrowser, moduleLoader: moduleInTheBrowser, pagesLoader }))),
      ),
    );
  } finally {
    // The frame's queries never fetch here: nothing of this request stays for the next.
    queryClient.clear();
  }
}
