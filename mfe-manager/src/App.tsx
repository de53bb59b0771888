import './i18n';
import * as React from 'react';
import type { ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { QueryClient } from '@tanstack/react-query';
import { DeclaredArea, DeclaredRoutes, lazyPage, recordRemoteDiagnostics } from '@chargevalet/platform';
import declaration from './pages.json';

recordRemoteDiagnostics('manager', { React, i18n: getI18n(), QueryClient });

// Each page loads its own code when opened (issue 29): a manager's page carries none of the area's other pages, and
// the pages with forms (react-hook-form, the contract's schemas and zod) come only with those. While a page's code
// loads, its area shows what the shell showed while the remote's loaded (DeclaredRoutes).
const DashboardPage = lazyPage(() => import('./dashboard/DashboardPage'), 'DashboardPage');
const OrdersPage = lazyPage(() => import('./orders/list/OrdersPage'), 'OrdersPage');
const CalendarPage = lazyPage(() => import('./calendar/CalendarPage'), 'CalendarPage');
const ActiveOrdersPage = lazyPage(() => import('./active-orders/ActiveOrdersPage'), 'ActiveOrdersPage');
const OrderDetailsPage = lazyPage(() => import('./orders/details/OrderDetailsPage'), 'OrderDetailsPage');
const OrderEditPage = lazyPage(() => import('./order-edit/OrderEditPage'), 'OrderEditPage');
const DriversPage = lazyPage(() => import('./drivers/DriversPage'), 'DriversPage');
const DriverDetailsPage = lazyPage(() => import('./drivers/DriverDetailsPage'), 'DriverDetailsPage');
const DriverEditPage = lazyPage(() => import('./drivers/DriverDetailsPage'), 'DriverEditPage');

/** The component of each page the area declares (src/pages.json: paths, roles, titles, sidebar entries). */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  dashboard: DashboardPage,
  orders: OrdersPage,
  orderDetails: OrderDetailsPage,
  orderEdit: OrderEditPage,
  calendar: CalendarPage,
  drivers: DriversPage,
  driverDetails: DriverDetailsPage,
  driverEdit: DriverEditPage,
  activeOrders: ActiveOrdersPage,
};

/** Exposed as manager/App: the area's declared pages (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  return (
    <DeclaredArea remote="manager" declaration={declaration}>
      <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/dashboard" />
    </DeclaredArea>
  );
}

