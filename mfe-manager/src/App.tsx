import './i18n';
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, recordRemoteDiagnostics } from '@chargevalet/platform';
import { MANAGER_NS } from './i18n';
import { ActiveOrdersPage } from './active-orders/ActiveOrdersPage';
import { CalendarPage } from './calendar/CalendarPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { DriverDetailsPage, DriverEditPage } from './drivers/DriverDetailsPage';
import { DriversPage } from './drivers/DriversPage';
import { OrderDetailsPage } from './orders/details/OrderDetailsPage';
import { OrderEditPage } from './order-edit/OrderEditPage';
import { OrdersPage } from './orders/list/OrdersPage';

recordRemoteDiagnostics('manager', { React, i18n: getI18n() });

/** Sub-navigation of the area (the shell's sidebar links to the same paths). */
export const MANAGER_NAV = [
    { to: '/dashboard', labelKey: 'screens.dashboard.title' },
    { to: '/orders', labelKey: 'screens.orders.title' },
    { to: '/profile/manager-calendar', labelKey: 'screens.calendar.title' },
    { to: '/profile/drivers', labelKey: 'screens.drivers.title' },
    { to: '/profile/active-orders', labelKey: 'screens.activeOrders.title' },
] as const;

/** Exposed as manager/App: the area's routes (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  const { t } = useTranslation(MANAGER_NS);
  return (
    <AreaFrame
      remote="manager"
      title={t('area.title')}
      subtitle={t('area.subtitle')}
      navLabel={t('area.navLabel')}
      nav={MANAGER_NAV.map((item) => ({ to: item.to, label: t(item.labelKey) }))}
    >
      <Routes>
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderDetailsPage />} />
        <Route path="orders/:id/edit" element={<OrderEditPage />} />
        <Route path="profile/manager-calendar" element={<CalendarPage />} />
        <Route path="profile/drivers" element={<DriversPage />} />
        <Route path="profile/drivers/:id" element={<DriverDetailsPage />} />
        <Route path="profile/drivers/:id/edit" element={<DriverEditPage />} />
        <Route path="profile/active-orders" element={<ActiveOrdersPage />} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Routes>
    </AreaFrame>
  );
}

export { App };
