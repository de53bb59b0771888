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
// A build-time page (shared/build/prerender.mjs): the markup React rendered in the build, with the data and the
// remotes' page declarations it was rendered with. Starting from the same, the first render matches it and React
// only attaches the handlers (a remote's area once its code is there: its Suspense boundary waits meanwhile).
const ssrState = root.hasAttribute('data-ssr') ? document.getElementById('cv-ssr-state')?.textContent : null;
if (ssrState) {
  const state = JSON.parse(ssrState) as SsrState;
  hydrate(queryClient, state.queries);
  // The build's data (the seeded catalogue) renders the hydration; the live API's answers follow as the pages mount.
  void queryClient.invalidateQueries();
  seedRemotePages(state.remotePages);
  // In a transition: React hydrates in slices and the browser answers input in between (a tap on the page waits
  // for one slice, not for the whole page's hydration: issue 29's first tap and TBT).
  startTransition(() => {
    hydrateRoot(root, tree, {
      onRecoverableError: (error) => console.error('[ChargeValet] the build-time page did not hydrate as rendered', error),
    });
  });
} else {
  // The page's remote's declaration came with the page: its frame shows in the first render (remotePages.ts).
  seedRemotePages(pageStartDeclarations());
  // A page the browser renders (every page but the build's): in a transition as well, so that React renders it in
  // slices and the browser answers input in between, not in one long task (issue 29's TBT on the signed-in pages).
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(tree));
}
