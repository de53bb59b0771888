import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary, useAuth, type Role } from '@chargevalet/platform';
import { CookieBanner } from '../features/cookies/CookieBanner';
import './i18n';
import { Layout } from './frame/Layout';
import { SHELL_PAGES } from './pages';
import { RemoteLoading, RemoteRoute, type RemoteLoader } from './remotes/RemoteRoute';
import { RemoteSlot, type RemoteModuleLoader } from './remotes/RemoteSlot';
import { resolveRoute } from './routes/routeTable';

export interface AppProps {
  /** Replaces the Module Federation loader (tests). */
  remoteLoader?: RemoteLoader;
  /** Replaces the loader of exposed modules embedded in the frame, e.g. profile/CustomerCard (tests). */
  moduleLoader?: RemoteModuleLoader;
}

/** The shell: every path goes through the route table (DESIGN §2) and renders inside the frame. */
export function App({ remoteLoader, moduleLoader }: AppProps) {
  return (
    <Routes>
      <Route path="*" element={<RouteSwitch remoteLoader={remoteLoader} moduleLoader={moduleLoader} />} />
    </Routes>
  );
}

function RouteSwitch({ remoteLoader, moduleLoader }: AppProps) {
  const location = useLocation();
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const role: Role | null = user?.role ?? null;

  // A new page starts at the top. The first keeps the browser's scroll: a build-time page the visitor scrolled
  // before the app ran (boot.ts), a reload.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo?.(0, 0);
  }, [location.pathname]);

  const target = resolveRoute(location.pathname, role);
  let content: ReactNode;
  let withSidebar = false;
  if (target.kind === 'redirect') {
    if (target.reason === 'login' && status === 'loading') content = <RemoteLoading />;
    else content = <Navigate to={target.to} replace state={target.reason === 'login' ? { from: location } : undefined} />;
  } else if (target.kind === 'remote') {
    withSidebar = role !== null;
    content = <RemoteRoute key={target.remote} name={target.remote} role={role} loader={remoteLoader} />;
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
  const sidebarTop = role === 'customer' ? <RemoteSlot name="profile" module="CustomerCard" role={role} loader={moduleLoader} /> : undefined;
  return (
    <Layout withSidebar={withSidebar} banner={<CookieBanner />} sidebarTop={sidebarTop}>
      {content}
    </Layout>
  );
}
