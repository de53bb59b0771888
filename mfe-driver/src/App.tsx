import './i18n';
import * as React from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, PageHeading, recordRemoteDiagnostics } from '@chargevalet/platform';
import { DRIVER_NS, driverResources } from './i18n';

recordRemoteDiagnostics('driver', { React, i18n: getI18n() });

type ScreenId = keyof (typeof driverResources)['en']['screens'];

/** Sub-navigation of the area (the shell's sidebar links to the same paths). */
export const DRIVER_NAV = [
    { to: '/profile/active-order', labelKey: 'screens.activeOrder.title' },
] as const;

function Screen({ id }: { id: ScreenId }) {
  const { t } = useTranslation(DRIVER_NS);
  const params = useParams();
  const ref = params.id ?? params.identity ?? '';
  return <PageHeading title={t(`screens.${id}.title`)} description={t(`screens.${id}.description`, { id: ref })} />;
}

/** Exposed as driver/App: the area's routes (absolute paths; the shell mounts remotes at the root). */
export default function App() {
  const { t } = useTranslation(DRIVER_NS);
  return (
    <AreaFrame
      remote="driver"
      title={t('area.title')}
      subtitle={t('area.subtitle')}
      navLabel={t('area.navLabel')}
      nav={DRIVER_NAV.map((item) => ({ to: item.to, label: t(item.labelKey) }))}
    >
      <Routes>
        <Route path="profile/active-order" element={<Screen id="activeOrder" />} />
        <Route path="orders/:identity" element={<Screen id="orderDetails" />} />
        <Route path="*" element={<Navigate to="/profile/active-order" replace />} />
      </Routes>
    </AreaFrame>
  );
}

export { App };
