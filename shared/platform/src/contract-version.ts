/**
 * The version of the platform's contract with the remotes: every name `@chargevalet/platform` exports, with its
 * signature and behaviour. Equal to this package's `version` (the build puts it into each remote's
 * mf-manifest.json as `metaData.platformContract`, the version that remote was built against and needs).
 *
 * Semantic versioning of the contract:
 * - patch: a fix that changes no name or signature;
 * - minor: something added (a new export, an optional parameter) — remotes built before keep working;
 * - major: something removed, renamed or changed incompatibly — remotes built before must be rebuilt.
 *
 * The shell refuses a remote built against a newer minor or another major (README, "Deploying one remote alone":
 * a platform change deploys the shell first, then the remotes).
 */
// 1.0.0: the platform as versioned first; 1.1.0: setLeaveGuard / whenLeaveAllowed, formatPhone; 1.1.1: an h1
// PageHeading names the tab, AreaFrame's tabs only below md (the shell's sidebar above); 1.2.0: OrderEta (issue 31),
// ErrorFallback's `reason` ('updating': a remote refused until a deployment); 1.3.0: the provider's checkout
// dialogs SandboxCheckoutDialog / StripeCheckoutDialog and fetchPaymentConfig (booking and an order's open amount, issue 30);
// 1.4.0: CalendarFeedCard (the customer's and the driver's iCalendar feed, issue 31); 1.5.0: loadUiFamily, useOpenedOnce, and a
// Dialog or Drawer whose `open` prop is false renders (and loads) nothing until it first opens (issue 29); 1.6.0:
// useBuildTimeForm (a build-time page's form keeps what was typed and submitted before the app hydrated it), readPageStart
// (the session's user and the remotes as the server put them into the page; useAuth starts from them); 1.7.0:
// useMediaMatch and shownOnlyWhere (a layout per width that does not swap on screen when a build-time page hydrates);
// 1.8.0: GLOBAL_CSS_ID and PlatformProvider's `globalCssInPage` (the system's global CSS from the page's HTML); 1.9.0:
// preloadAfterFirstInteraction and its hook (code the visitor will need next, loaded from their first interaction);
// 1.10.0: useDormantMenu (a menu that is a plain menu button until first opened), and `api.get` answers a page's
// first call of a URL from the page's declared data (PageStart.data) when the server put it there; 1.11.0:
// useTranslation and getI18n (react-i18next through the platform) and @chargevalet/platform/trans; 1.12.0:
// DeclaredArea, DeclaredAreaPlaceholder and useDeclaredHeading (an area's frame and a page's heading from its
// declaration), AreaFrame's `loading`, PageHeading's `as="p"`; 1.13.0: lazyPage, and DeclaredRoutes shows a page
// whose code loads on its own as DeclaredAreaPlaceholder did (DeclaredPagePending); useBuildTimeForm replays a tap to a
// controlled radio too; 1.14.0: formatPercent and formatCalendarDate (without Intl), formatDecimal without Intl, and
// QueryStatus renders new data from its deferred copy (a transition); 1.15.0: useDeferredPending (what a page lays out
// in QueryStatus's deferred render); 2.0.0: TanStack Query through the platform (its hooks, QueryClient and
// QueryClientProvider are the platform's exports; the page no longer shares @tanstack/react-query as a module of its
// own, so a remote built before would bring a second copy without the page's query client: rebuild it); 3.0.0: the views
// of one order are @chargevalet/platform/orders, a singleton of its own (the main module keeps the status badge, the
// states' names, staleOrderOf, orderHandoverKeys and useGoogleMapsApiKey); 4.0.0: the account forms' inputs
// (VerificationCodeInput, PhoneInput, PasswordInput and their helpers) and the unsaved-changes guard
// (useUnsavedChangesGuard, UnsavedChangesModal) are @chargevalet/platform/forms; 5.0.0: `toaster` is the platform's
// own (create, remove, getCount, getVisibleToasts, subscribe to creations), Chakra's toast store loading with the
// first toast; notify's description may be any React node; CalendarFeedCard loads its code and texts when shown;
// 5.1.0: lazyNamed (React's lazy for a named export; lazyPage is one); 6.0.0: getSystem instead of `system` (the
// Chakra system created on first use, in a task of the shell's start of its own).
export const PLATFORM_CONTRACT_VERSION = '6.0.0';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether a shell providing platform `provided` can run a remote built against platform `required`: the same
 * major version, and at least the remote's minor version (the remote may use what that minor added); patches
 * change no name or signature, so they do not count.
 * A remote that declares no (or no valid) version is refused.
 */
export function isPlatformContractCompatible(required: unknown, provided: string = PLATFORM_CONTRACT_VERSION): boolean {
  if (typeof required !== 'string') return false;
  const need = parse(required);
  const have = parse(provided);
  if (!need || !have) return false;
  return need[0] === have[0] && have[1] >= need[1];
}
