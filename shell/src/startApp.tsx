import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { GLOBAL_CSS_ID, PlatformProvider, queryClient, readPageStart, useAuth } from '@chargevalet/platform';
import { App } from './app/App';
import { FollowHistoryChangedDuringStart } from './app/routes/FollowHistoryChangedDuringStart';
import { pageStartDeclarations, seedRemotePages } from './app/remotes/remotePages';
import { startRemotesConfigFetch } from './app/remotes/remotesConfig';
import type { SsrState } from './server/renderPage';

// /remotes.json is fetched at start; it is validated and registered on the first navigation to a remote.
startRemotesConfigFetch();
// The server's page says who is signed in (readPageStart); without it (the development server) the shell asks.
if (!readPageStart()) {
  void useAuth
    .getState()
    .fetchUser()
    .catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// The build put the system's global CSS into the page (shared/build/prerender.mjs): Chakra need not compute it.
const globalCssInPage = document.getElementById(GLOBAL_CSS_ID) !== null;
const tree = (
  <StrictMode>
    <PlatformProvider globalCssInPage={globalCssInPage}>
      <BrowserRouter>
        <FollowHistoryChangedDuringStart>
          <App />
        </FollowHistoryChangedDuringStart>
      </BrowserRouter>
    </PlatformProvider>
  </StrictMode>
);
/**
 * React's report of a Suspense boundary that the server rendered as its fallback (error 419; its message in a
 * development build): a remote's area in a request-time page, whose code only the browser runs.
 */
const isLeftToTheBrowser = (error: unknown) =>
  error instanceof Error && (/#419\b/.test(error.message) || error.message.startsWith('The server could not finish this Suspense boundary'));

// A page rendered by React's server renderer (#root[data-ssr]): a build-time page (shared/build/prerender.mjs), with
// the data and remotes' page declarations it was rendered with, or a signed-in page the API rendered at request time
// (renderFrame, api/src/routes/frontend.ts) from the start in the page. Starting from the same, the first render
// matches it and React only attaches the handlers (a remote's area once its code is there: its Suspense boundary
// waits meanwhile, or, where the server left it to the browser, renders its placeholder again).
if (root.hasAttribute('data-ssr')) {
  const ssrState = document.getElementById('cv-ssr-state')?.textContent;
  const state = ssrState ? (JSON.parse(ssrState) as SsrState) : null;
  if (state) {
    hydrate(queryClient, state.queries);
    // The build's data (the seeded catalogue) renders the hydration; the live API's answers follow as the pages mount.
    void queryClient.invalidateQueries();
  }
  seedRemotePages(state ? state.remotePages : pageStartDeclarations());
  // In a transition: React hydrates in slices and the browser answers input in between (a tap on the page waits
  // for one slice, not for the whole page's hydration: issue 29's first tap and TBT).
  startTransition(() => {
    hydrateRoot(root, tree, {
      onRecoverableError: (error) => {
        // A Suspense boundary the server left to the browser (a remote's area in a request-time page): expected.
        if (isLeftToTheBrowser(error)) return;
        console.error('[ChargeValet] the server-rendered page did not hydrate as rendered', error);
      },
    });
  });
} else {
  // The page's remote's declaration came with the page: its frame shows in the first render (remotePages.ts).
  seedRemotePages(pageStartDeclarations());
  // A page the browser renders (the development server): in a transition as well, so that React renders it in
  // slices and the browser answers input in between, not in one long task (issue 29's TBT on the signed-in pages).
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(tree));
}
