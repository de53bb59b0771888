import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const addressOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => pathname + search + hash;

/**
 * The browser's address, followed from the first commit on. The page hydrates in a transition, in slices between
 * which the browser handles input; BrowserRouter reads the address when it first renders but listens to history only
 * once it commits, so a change in between (Back, Forward) would go unseen: the page would show the old address's
 * page under the new address. Wraps the app without adding a sibling (the hydrated tree's ids stay the build's).
 */
export function FollowHistoryChangedDuringStart({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // A passive effect: after BrowserRouter's layout effect started listening (a child's layout effect runs first, and
  // the router would not hear this navigation).
  useEffect(() => {
    const now = addressOf(window.location);
    if (now !== addressOf(location)) void navigate(now, { replace: true });
    // Once, at the first commit: from then on BrowserRouter listens itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return children;
}
