/**
 * @chargevalet/platform/router: the page's one react-router, shared as a singleton of its own (not react-router-dom
 * itself: Module Federation does not tree-shake shared modules, and the whole of react-router-dom 7 weighs ~60 KB
 * gzip; these re-exports weigh ~14 KB). App code keeps writing `from 'react-router-dom'`: the build points such
 * imports here (shared/build), and fails when a name is missing: add it below.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useOutletContext,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
  resolvePath,
} from 'react-router-dom';
export type { Location, NavigateFunction, To, LinkProps, NavLinkProps, NavigateOptions, Params, PathMatch, SetURLSearchParams } from 'react-router-dom';
