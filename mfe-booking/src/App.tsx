import './i18n';
import * as React from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, PageHeading, recordRemoteDiagnostics } from '@chargevalet/platform';
import { BOOKING_NS } from './i18n';
import { StepBar } from './StepBar';
import { BOOKING_BASE, BOOKING_STEPS, isBookingStep } from './steps';

recordRemoteDiagnostics('booking', { React, i18n: getI18n() });

function StepScreen() {
  const { step } = useParams();
  const { t } = useTranslation(BOOKING_NS);
  if (!isBookingStep(step)) return <Navigate to={`${BOOKING_BASE}/${BOOKING_STEPS[0]}`} replace />;
  return (
    <>
      <StepBar active={step} />
      <PageHeading title={t(`steps.${step}.title`)} description={t(`steps.${step}.description`)} />
    </>
  );
}

/** Exposed as booking/App: the booking wizard's routes under /book-a-service (the shell mounts remotes at the root). */
export default function App() {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <AreaFrame remote="booking" title={t('area.title')} subtitle={t('area.subtitle')}>
      <Routes>
        <Route path="book-a-service" element={<Navigate to={`${BOOKING_BASE}/${BOOKING_STEPS[0]}`} replace />} />
        <Route path="book-a-service/:step" element={<StepScreen />} />
        <Route path="*" element={<Navigate to={`${BOOKING_BASE}/${BOOKING_STEPS[0]}`} replace />} />
      </Routes>
    </AreaFrame>
  );
}

export { App };
