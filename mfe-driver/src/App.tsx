import './i18n';
import * as React from 'react';
import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, recordRemoteDiagnostics } from '@chargevalet/platform';
import { DRIVER_NS } from './i18n';
import { ActiveOrderPage, DriverOrderPage, Pending } from './order/pages';
import { useStatusQueueSender } from './api/driverApi';

recordRemoteDiagnostics('driver', { React, i18n: getI18n() });

// Not needed for the active order's first render: loaded when the week is opened.
const CalendarPage = lazy(() => import('./calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })));

/** Sub-navigation of the area (the shell's sidebar links to the same paths). */
export const DRIVER_NAV = [
  { to: '/profile/active-order', labelKey: 'nav.activeOrder' },
  { to: '/profile/calendar', labelKey: 'nav.calendar' },
] as const;

/** Exposed as driver/App: the area's routes (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  const { t } = useTranslation(DRIVER_NS);
  // Status changes made offline go out once the phone is online again (on every driver page).
  useStatusQueueSender();
  return (
    <AreaFrame
      remote="driver"
      title={t('area.title')}
      subtitle={t('area.subtitle')}
      navLabel={t('area.navLabel')}
      nav={DRIVER_NAV.map((item) => ({ to: item.to, label: t(item.labelKey) }))}
    >
      <Suspense fallback={<Pending />}>
        <Routes>
          <Route path="profile/active-order" element={<ActiveOrderPage />} />
          <Route path="profile/calendar" element={<CalendarPage />} />
          <Route path="orders/:identity" element={<DriverOrderPage />} />
          <Route path="*" element={<Navigate to="/profile/active-order" replace />} />
        </Routes>
      </Suspense>
    </AreaFrame>
  );
}

export { App };
