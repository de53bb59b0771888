import './i18n';
import * as React from 'react';
import { Suspense, lazy, type ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { DeclaredArea, DeclaredRoutes, Pending, recordRemoteDiagnostics } from '@chargevalet/platform';
import { ActiveOrdersPage } from './active-orders/ActiveOrdersPage';
import { CalendarPage } from './calendar/CalendarPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { OrdersPage } from './orders/list/OrdersPage';
import declaration from './pages.json';

recordRemoteDiagnostics('manager', { React, i18n: getI18n() });

// The pages with forms (react-hook-form, the contract's schemas and zod) load when opened: the list, the calendar
// and the dashboard carry none of them (issue 29).
const OrderDetailsPage = lazy(() => import('./orders/details/OrderDetailsPage').then((m) => ({ default: m.OrderDetailsPage })));
const OrderEditPage = lazy(() => import('./order-edit/OrderEditPage').then((m) => ({ default: m.OrderEditPage })));
const DriversPage = lazy(() => import('./drivers/DriversPage').then((m) => ({ default: m.DriversPage })));
const DriverDetailsPage = lazy(() => import('./drivers/DriverDetailsPage').then((m) => ({ default: m.DriverDetailsPage })));
const DriverEditPage = lazy(() => import('./drivers/DriverDetailsPage').then((m) => ({ default: m.DriverEditPage })));

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
      <Suspense fallback={<Pending />}>
        <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/dashboard" />
      </Suspense>
    </DeclaredArea>
  );
}

