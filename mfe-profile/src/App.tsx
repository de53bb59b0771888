import './i18n';
import * as React from 'react';
import type { ComponentType } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, DeclaredRoutes, recordRemoteDiagnostics, useDeclaredNav } from '@chargevalet/platform';
import { PROFILE_NS } from './i18n';
import { SettingsPage } from './settings/SettingsPage';
import { OrdersPage } from './orders/OrdersPage';
import { ActiveOrderPage } from './orders/ActiveOrderPage';
import { OrderDetailsPage } from './orders/OrderDetailsPage';
import { RateDriverCard } from './rating/RateDriverCard';
import { CalendarPage } from './calendar/CalendarPage';
import './calendar/texts';
import declaration from './pages.json';

recordRemoteDiagnostics('profile', { React, i18n: getI18n() });

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
  const { t } = useTranslation(PROFILE_NS);
  return (
    <AreaFrame remote="profile" title={t('area.title')} subtitle={t('area.subtitle')} navLabel={t('area.navLabel')} nav={useDeclaredNav(declaration)}>
      <RateDriverCard />
      <DeclaredRoutes declaration={declaration} components={PAGE_COMPONENTS} fallback="/profile/orders" />
    </AreaFrame>
  );
}
