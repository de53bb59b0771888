import './i18n';
import * as React from 'react';
import type { ComponentType } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, DeclaredRoutes, recordRemoteDiagnostics, useDeclaredNav } from '@chargevalet/platform';
import { MANAGER_NS } from './i18n';
import { ActiveOrdersPage } from './active-orders/ActiveOrdersPage';
import { CalendarPage } from './calendar/CalendarPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { DriverDetailsPage, DriverEditPage } from './drivers/DriverDetailsPage';
import { DriversPage } from './drivers/DriversPage';
import { OrderDetailsPage } from './orders/details/OrderDetailsPage';
import { OrderEditPage } from './order-edit/OrderEditPage';
import { OrdersPage } from './orders/list/OrdersPage';
import declaration from './pages.json';

recordRemoteDiagnostics('manager', { React, i18n: getI18n() });

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
  const { t } = useTranslation(MANAGER_NS);
  return (
    <AreaFrame remote="manager" title={t('area.title')} subtitle={t('area.subtitle')} navLabel={t('area.navLabel')} nav={useDeclaredNav(declaration)}>
      <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/dashboard" />
    </AreaFrame>
  );
}

