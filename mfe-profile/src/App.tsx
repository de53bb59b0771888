import './i18n';
import * as React from 'react';
import type { ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { QueryClient } from '@tanstack/react-query';
import { DeclaredArea, DeclaredRoutes, lazyPage, recordRemoteDiagnostics } from '@chargevalet/platform';
import { RateDriverCard } from './rating/RateDriverCard';
import './calendar/texts';
import declaration from './pages.json';

recordRemoteDiagnostics('profile', { React, i18n: getI18n(), QueryClient });

// Each page loads its own code when opened (issue 29): the order list does not carry an order's details, and the
// settings' forms (react-hook-form, the contract's schemas and zod) come only with the settings. While a page's code
// loads, its area shows what the shell showed while the remote's loaded (DeclaredRoutes).
const OrdersPage = lazyPage(() => import('./orders/OrdersPage'), 'OrdersPage');
const ActiveOrderPage = lazyPage(() => import('./orders/ActiveOrderPage'), 'ActiveOrderPage');
const OrderDetailsPage = lazyPage(() => import('./orders/OrderDetailsPage'), 'OrderDetailsPage');
const CalendarPage = lazyPage(() => import('./calendar/CalendarPage'), 'CalendarPage');
const SettingsPage = lazyPage(() => import('./settings/SettingsPage'), 'SettingsPage');

/** The component of each page the area declares (src/pages.json: paths, roles, titles, sidebar entries). */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  orders: OrdersPage,
  activeOrder: ActiveOrderPage,
  settings: SettingsPage,
  calendar: CalendarPage,
  orderDetails: OrderDetailsPage,
};

/** Exposed as profile/App: the area's declared pages (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  return (
    <DeclaredArea remote="profile" declaration={declaration}>
      <RateDriverCard />
      <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/profile/orders" />
    </DeclaredArea>
  );
}
