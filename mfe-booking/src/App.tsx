import './i18n';
import * as React from 'react';
import { useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { AreaFrame, Container, recordRemoteDiagnostics, useAuth } from '@chargevalet/platform';
import { WIZARD_STEPS, wizardStepPath, type WizardStep } from '@chargevalet/contract';
import { BOOKING_NS } from './i18n';
import { WizardLayout } from './wizard/WizardLayout';
import { redirectFor, useWizardStore } from './wizard/wizardStore';
import { useClearDiscountOnLogout } from './wizard/useClearDiscountOnLogout';
import { SelectPackageStep } from './steps/select-package/SelectPackageStep';
import { CarDetailsStep } from './steps/car-and-order-details/CarDetailsStep';
import { UserDetailsStep } from './steps/user-details/UserDetailsStep';
import { TimeSlotsStep } from './steps/time-slots/TimeSlotsStep';
import { PaymentMethodStep } from './steps/payment-method/PaymentMethodStep';
import { CheckoutReturnPage } from './checkout/CheckoutReturnPage';
import { isCheckoutReturn } from './checkout/lastOrder';

recordRemoteDiagnostics('booking', { React, i18n: getI18n() });

/** The component of each step; steps 4 and 5 belong to issue 5 (steps/time-slots, steps/payment-method). */
export const STEP_COMPONENTS: Record<WizardStep, ComponentType> = {
  'select-package': SelectPackageStep,
  'car-and-order-details': CarDetailsStep,
  'user-details': UserDetailsStep,
  'time-slots': TimeSlotsStep,
  'payment-method': PaymentMethodStep,
};

/**
 * One wizard step: redirects to the earliest step whose data is missing (SPEC §2), records the step number (0-4)
 * and renders the step inside the wizard layout (step bar, heading, order summary).
 */
function StepRoute({ step }: { step: WizardStep }) {
  const data = useWizardStore();
  const setStep = useWizardStore((s) => s.setStep);
  const location = useLocation();
  const redirect = redirectFor(step, data);
  useEffect(() => {
    if (!redirect) setStep(WIZARD_STEPS.indexOf(step));
  }, [redirect, step, setStep]);
  // ?session_id= (back from card payment) and ?status= (the result) show the order, even once the wizard is reset.
  if (step === 'payment-method' && isCheckoutReturn(location.search)) return <CheckoutReturnPage />;
  if (redirect) return <Navigate to={wizardStepPath(redirect)} replace />;
  const Step = STEP_COMPONENTS[step];
  return (
    <WizardLayout step={step}>
      <Step />
    </WizardLayout>
  );
}

/** Exposed as booking/App: the booking wizard's routes under /book-a-service (the shell mounts remotes at the root). */
export default function App() {
  const { t } = useTranslation(BOOKING_NS);
  useClearDiscountOnLogout();
  const first = wizardStepPath(WIZARD_STEPS[0]);
  // The shell frames signed-in users' remote routes in its container (with the sidebar); guests get the page's
  // full width, so the wizard brings its own container then.
  const framedByShell = useAuth((s) => s.user !== null);
  const content = (
    <AreaFrame remote="booking" title={t('area.title')} subtitle={t('area.subtitle')}>
      <Routes>
        <Route path="book-a-service" element={<Navigate to={first} replace />} />
        {WIZARD_STEPS.map((step) => (
          <Route key={step} path={`book-a-service/${step}`} element={<StepRoute step={step} />} />
        ))}
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    </AreaFrame>
  );
  // One tree either way, so signing in or out does not remount the step being filled in.
  return (
    <Container maxW={framedByShell ? 'full' : '7xl'} px={framedByShell ? '0' : { base: '0', md: '6' }} py={framedByShell ? '0' : { base: '0', md: '8' }}>
      {content}
    </Container>
  );
}

