import './i18n';
import * as React from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, recordRemoteDiagnostics } from '@chargevalet/platform';
import { PROFILE_NS } from './i18n';
import { SettingsPage } from './settings/SettingsPage';
import { OrdersPage } from './orders/OrdersPage';
import { ActiveOrderPage } from './orders/ActiveOrderPage';
import { OrderDetailsPage } from './orders/OrderDetailsPage';
import { RateDriverCard } from './rating/RateDriverCard';
import { CalendarPage } from './calendar/CalendarPage';
import './calendar/texts';

recordRemoteDiagnostics('profile', { React, i18n: getI18n() });

/** Sub-navigation of the area (the shell's sidebar links to the same paths). */
export const PROFILE_NAV = [
    { to: '/profile/orders', labelKey: 'screens.orders.title' },
    { to: '/profile/active-order', labelKey: 'screens.activeOrder.title' },
    { to: '/profile/settings', labelKey: 'screens.settings.title' },
    { to: '/profile/calendar', labelKey: 'screens.calendar.title' },
] as const;

/** Exposed as profile/App: the area's routes (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <AreaFrame
      remote="profile"
      title={t('area.title')}
      subtitle={t('area.subtitle')}
      navLabel={t('area.navLabel')}
      nav={PROFILE_NAV.map((item) => ({ to: item.to, label: t(item.labelKey) }))}
    >
      <RateDriverCard />
      <Routes>
        <Route path="profile" element={<Navigate to="/profile/orders" replace />} />
        <Route path="profile/orders" element={<OrdersPage />} />
        <Route path="profile/active-order" element={<ActiveOrderPage />} />
        <Route path="profile/settings" element={<SettingsPage />} />
        <Route path="profile/calendar" element={<CalendarPage />} />
        <Route path="orders/:id" element={<OrderDetailsPage />} />
        <Route path="*" element={<Navigate to="/profile/orders" replace />} />
      </Routes>
    </AreaFrame>
  );
}

export { App };
