import './i18n';
import * as React from 'react';
import type { ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { QueryClient } from '@tanstack/react-query';
import { DeclaredArea, DeclaredRoutes, lazyPage, recordRemoteDiagnostics } from '@chargevalet/platform';
import { ActiveOrderPage, DriverOrderPage } from './order/pages';
import { useStatusQueueSender } from './api/driverApi';
import declaration from './pages.json';

recordRemoteDiagnostics('driver', { React, i18n: getI18n(), QueryClient });

// Not needed for the active order's first render: loaded when the week is opened.
const CalendarPage = lazyPage(() => import('./calendar/CalendarPage'), 'CalendarPage');

/** The component of each page the area declares (src/pages.json: paths, roles, titles, sidebar entries). */
export const PAGE_COMPONENTS: Record<string, ComponentType> = {
  activeOrder: ActiveOrderPage,
  calendar: CalendarPage,
  order: DriverOrderPage,
};

/** Exposed as driver/App: the area's declared pages (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  // Status changes made offline go out once the phone is online again (on every driver page).
  useStatusQueueSender();
  return (
    <DeclaredArea remote="driver" declaration={declaration}>
      <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/profile/active-order" />
    </DeclaredArea>
  );
}

