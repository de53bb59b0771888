import './i18n';
import * as React from 'react';
import { Suspense, lazy, type ComponentType } from 'react';
import { getI18n } from 'react-i18next';
import { DeclaredArea, DeclaredRoutes, Pending, recordRemoteDiagnostics } from '@chargevalet/platform';
import { OrdersPage } from './orders/OrdersPage';
import { ActiveOrderPage } from './orders/ActiveOrderPage';
import { OrderDetailsPage } from './orders/OrderDetailsPage';
import { RateDriverCard } from './rating/RateDriverCard';
import { CalendarPage } from './calendar/CalendarPage';
import './calendar/texts';
import declaration from './pages.json';

recordRemoteDiagnostics('profile', { React, i18n: getI18n() });

// The settings' forms (react-hook-form, the contract's schemas and zod) load when the settings are opened, not
// with the orders (issue 29).
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));

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
      <Suspense fallback={<Pending />}>
        <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/profile/orders" />
      </Suspense>
    </DeclaredArea>
  );
}
