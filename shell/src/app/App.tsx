import { Suspense, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, ErrorFallback, useAuth, useLocale, type Role } from '@chargevalet/platform';
import { CookieBanner } from '../features/cookies/CookieBanner';
import './i18n';
import { Layout } from './frame/Layout';
import { SHELL_PAGES } from './pages';
import { RemoteLoading, RemoteRoute, type RemoteLoader } from './remotes/RemoteRoute';
import { RemoteSlot, type RemoteModuleLoader } from './remotes/RemoteSlot';
import { retryRemote } from './remotes/remoteAttempts';
import { useRemotePages, type RemotePagesLoader } from './remotes/remotePages';
import { isShellPath, navigationFor, remotesToAsk, resolveRoute } from './routes/routeTable';

export interface AppProps {
  /** Replaces the Module Federation loader (tests). */
  remoteLoader?: RemoteLoader;
  /** Replaces the loader of exposed modules embedded in the frame, e.g. profile/CustomerCard (tests). */
  moduleLoader?: RemoteModuleLoader;
  /** Replaces the reader of the remotes' page declarations (tests). */
  pagesLoader?: RemotePagesLoader;
}

/**
 * The shell: every path goes through the route table (DESIGN §2): the shell's own pages, and the pages each remote
 * declares at run time (README, "A remote owns its pages"); it renders inside the frame.
 */
export function App(props: AppProps) {
  return (
    <Routes>
      <Route path="*" element={<RouteSwitch {...props} />} />
    </Routes>
  );
}

/** Names the tab after a remote page's declared title until the page's own h1 names it (its effect runs later). */
function useDeclaredTitle(title: string | null) {
  useLayoutEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = `${title} – ChargeValet`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

function RouteSwitch({ remoteLoader, moduleLoader, pagesLoader }: AppProps) {
  const location = useLocation();
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const { locale } = useLocale();
  const role: Role | null = user?.role ?? null;
  // The shell's own pages ask no remote; any other path reads the declarations of the remotes the session may use,
  // once the session is known (a customer's page load never asks a staff remote, not even while signing in).
  const remotes = useRemotePages(isShellPath(location.pathname) || status === 'loading' ? [] : remotesToAsk(role), pagesLoader);

  // A new page starts at the top. The first keeps the browser's scroll: a build-time page the visitor scrolled
  // before the app hydrated it (startApp.tsx), a reload.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  const target = resolveRoute(location.pathname, role, remotes);
  useDeclaredTitle(target.kind === 'remote' ? target.page.title[locale] : null);
  let content: ReactNode;
  let withSidebar = false;
  if (target.kind === 'pending' || (target.kind === 'redirect' && target.reason === 'login' && status === 'loading')) {
    content = <RemoteLoading />;
  } else if (target.kind === 'redirect') {
    content = <Navigate to={target.to} replace state={target.reason === 'login' ? { from: location } : undefined} />;
  } else if (target.kind === 'unavailable') {
    // The remote that may own the path did not answer: its fallback, whose Retry asks it again.
    withSidebar = role !== null;
    content = <ErrorFallback area={target.remotes.join(' ')} onRetry={() => target.remotes.forEach(retryRemote)} />;
  } else if (target.kind === 'remote') {
    withSidebar = role !== null;
    const declared = remotes[target.remote];
    content = (
      <RemoteRoute
        key={target.remote}
        name={target.remote}
        role={role}
        loader={remoteLoader}
        declaration={declared?.status === 'ready' ? declared.pages : undefined}
        pageId={target.page.id}
      />
    );
  } else {
    const Page = SHELL_PAGES[target.page];
    content = (
      <ErrorBoundary area={`shell:${target.page}`} resetKey={location.pathname}>
        <Suspense fallback={<RemoteLoading />}>
          <Page />
        </Suspense>
      </ErrorBoundary>
    );
  }
  // The profile remote's account card in the customer's sidebar: a second remote on screen beside the route's one;
  // when the profile remote is down the card is simply left out.
  const sidebarTop = useMemo(
    () => (role === 'customer' ? <RemoteSlot name="profile" module="CustomerCard" role={role} loader={moduleLoader} /> : undefined),
    [role, moduleLoader],
  );
  // The same navigation while the declarations stay (useRemotePages keeps their object), so the sidebar skips re-renders.
  const navigation = useMemo(() => (role ? navigationFor(role, remotes, locale) : []), [role, remotes, locale]);
  return (
    <Layout withSidebar={withSidebar} navigation={navigation} banner={<CookieBanner />} sidebarTop={sidebarTop}>
      {content}
    </Layout>
  );
}
