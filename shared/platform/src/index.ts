/**
 * @chargevalet/platform: the page's shared singletons (DESIGN §1-2). Shared through Module Federation as one
 * singleton, so every app and remote gets the same API client, auth store, i18n instance, query client, Chakra
 * system and toaster.
 */
import { i18n } from './i18n';
import { registerPlatformDiagnostics } from './diagnostics';

export { api, ApiError, createApiClient, isApiError } from './api';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api';
export { useAuth } from './auth';
export type { AuthState, AuthStatus } from './auth';
export { i18n, registerTranslations, setLocale, currentLocale, useLocale, translateError } from './i18n';
export { useTranslation, getI18n } from './i18n-react';
export { serverMessage } from './serverMessage';
export { queryClient } from './query';
export * from './tanstack-query';
export {
  NOTIFICATION_POLL_MS,
  ackNewNotifications,
  fetchNotificationBell,
  fetchNotifications,
  markNotificationRead,
  notificationBellQuery,
  notificationKeys,
  notificationListQuery,
  useAckNewNotifications,
  useMarkNotificationRead,
  useNotificationArrivals,
  useNotificationBell,
  useNotificationStream,
  useNotificationStreamOpen,
  useNotifications,
  usePositionArrivals,
} from './notifications';
export { PlatformProvider } from './PlatformProvider';
export { toaster, notify } from './toaster';
export type { NotifyOptions, NotifyType } from './toaster';
export { getSystem, GLOBAL_CSS_ID } from './system';
export { landingPathFor } from './roles';
export { formatEuro, formatDateTime, formatDecimal, formatPercent, formatCalendarDate } from './format';
export type { CalendarDateStyle } from './format';
export { useDocumentTitle, takeServerTitle } from './hooks/useDocumentTitle';
export { FOCUS_WAIT_MS, announce, focusElement, focusHeadingIfLost, focusIsLost, focusPageHeading, focusWhenSettled, liveAnnouncer, pageHeading } from './focus';
export type { FocusWhenSettledOptions } from './focus';
export { RouteFocus } from './components/RouteFocus';
export type { RouteFocusProps } from './components/RouteFocus';
export { useStickyBarSpace, stickyBarVariable } from './hooks/useStickyBarSpace';
export { useNoOpenDialog } from './hooks/useNoOpenDialog';
export { useBuildTimeForm } from './hooks/useBuildTimeForm';
export { useMediaMatch, shownOnlyWhere } from './hooks/useMediaMatch';
export { useDormantMenu } from './hooks/useDormantMenu';
export { readPageStart } from './pageStart';
export { readCookie, writeCookie } from './cookies';
export { Field } from './components/Field';
export type { FieldProps } from './components/Field';
export { PageHeading } from './components/PageHeading';
export type { PageHeadingProps } from './components/PageHeading';
export { ErrorFallback } from './components/ErrorFallback';
export type { ErrorFallbackProps } from './components/ErrorFallback';
export { ErrorBoundary } from './components/ErrorBoundary';
export type { ErrorBoundaryProps } from './components/ErrorBoundary';
export { AreaFrame } from './components/AreaFrame';
export { DeclaredRoutes, lazyPage, useDeclaredNav } from './components/DeclaredRoutes';
export { lazyNamed } from './lazyNamed';
export { DeclaredArea, DeclaredAreaPlaceholder, useDeclaredHeading } from './components/DeclaredArea';
export type { AreaDeclaration, DeclaredAreaPlaceholderProps, DeclaredAreaProps } from './components/DeclaredArea';
export type { DeclaredRoutesProps } from './components/DeclaredRoutes';
export { AppDialog } from './components/AppDialog';
export { Pagination, pageWindow, PAGE_BUTTONS } from './components/Pagination';
export type { PaginationProps } from './components/Pagination';
export { Pending, QueryStatus, useDeferredPending } from './components/QueryStatus';
export type { QueryStatusProps } from './components/QueryStatus';
export { resetBookingWizard } from './booking';
export type { AppDialogProps } from './components/AppDialog';
export type { AreaFrameProps, AreaNavItem } from './components/AreaFrame';
export { recordRemoteDiagnostics } from './diagnostics';
export { mountStandalone } from './standalone';
export { PLATFORM_CONTRACT_VERSION, isPlatformContractCompatible } from './contract-version';
export { setLeaveGuard, whenLeaveAllowed } from './leaveGuard';
export type { LeaveGuard } from './leaveGuard';
export type { PageDiagnostics } from './diagnostics';
export type { User, Role, Locale } from '@chargevalet/contract';
export * from './ui';
export * from './orders/core';
export * from './checkout';
export { contractRules, usePreloadContractRules, useFieldError } from './contract-rules';
export { preloadAfterFirstInteraction, usePreloadAfterFirstInteraction } from './first-interaction';

registerPlatformDiagnostics(i18n);
