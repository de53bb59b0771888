import './i18n';
import * as React from 'react';
import { Activity, Suspense, lazy, memo, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { getI18n, useTranslation } from 'react-i18next';
import { QueryClient } from '@tanstack/react-query';
import { AreaFrame, Container, Pending, recordRemoteDiagnostics, useAuth } from '@chargevalet/platform';
import { WIZARD_STEPS, wizardStepPath, type WizardStep } from '@chargevalet/contract/core';
import { BOOKING_NS } from './i18n';
import { WizardLayout } from './wizard/WizardLayout';
import { redirectFor, useWizardStore } from './wizard/wizardStore';
import { useClearDiscountOnLogout } from './wizard/useClearDiscountOnLogout';
import { usePreloadNextStep } from './wizard/usePreloadNextStep';
import { SelectPackageStep } from './steps/select-package/SelectPackageStep';
import { isCheckoutReturn } from './checkout/checkoutReturn';
import { loadStep, type LaterStep } from './steps/loadStep';

recordRemoteDiagnostics('booking', { React, i18n: getI18n(), QueryClient });

// The first step is the page most visitors open (rendered at build time); steps 2-5 carry the forms, the contract's
// schemas and zod, and load when opened or, from the visitor's first interaction, one step ahead (usePreloadNextStep).
const lazyStep = (step: LaterStep) => lazy(() => loadStep(step).then((Step) => ({ default: Step })));

/** The component of each step (steps/<step>). */
export const STEP_COMPONENTS: Record<WizardStep, ComponentType> = {
  'select-package': SelectPackageStep,
  'car-and-order-details': lazyStep('car-and-order-details'),
  'user-details': lazyStep('user-details'),
  'time-slots': lazyStep('time-slots'),
  'payment-method': lazyStep('payment-method'),
};
const CheckoutReturnPage = lazy(() => import('./checkout/CheckoutReturnPage').then((m) => ({ default: m.CheckoutReturnPage })));

/**
 * One wizard step: redirects to the earliest step whose data is missing (SPEC §2), records the step number (0-4)
 * and renders the step inside the wizard layout (step bar, heading, order summary).
 */
function StepRoute({ step }: { step: WizardStep }) {
  // Only the redirect: the step (and its table or form) re-renders when the redirect changes, not on every change
  // of the wizard's data (a keystroke's draft, the step number set below).
  const redirect = useWizardStore((s) => redirectFor(step, s));
  const setStep = useWizardStore((s) => s.setStep);
  const location = useLocation();
  const ahead = usePreloadNextStep(step);
  useEffect(() => {
    if (!redirect) setStep(WIZARD_STEPS.indexOf(step));
  }, [redirect, step, setStep]);
  // ?session_id= (back from card payment) and ?status= (the result) show the order, even once the wizard is reset.
  if (step === 'payment-method' && isCheckoutReturn(location.search))
    return (
      <Suspense fallback={<Pending />}>
        <CheckoutReturnPage />
      </Suspense>
    );
  if (redirect) return <Navigate to={wizardStepPath(redirect)} replace />;
  // The next step's form renders ahead, hidden (an Activity renders it when the page is otherwise idle, without
  // effects): "Next" then shows a form that is already rendered instead of rendering it on a slow phone (issue 29).
  // The keys keep that render when the next step becomes this one (this route element and the layout stay mounted
  // across the steps); the layout (step bar, heading, summary) is the one on screen.
  return (
    <WizardLayout step={step}>
      <Activity key={step} mode="visible">
        <StepBody step={step} />
      </Activity>
      {ahead && (
        <Activity key={ahead} mode="hidden">
          <StepBody step={ahead} />
        </Activity>
      )}
    </WizardLayout>
  );
}

/**
 * A step's form (steps/<step>), loading its code meanwhile. Memoised: the step rendered ahead shows as it was
 * rendered, not rendered again when it becomes the step on screen.
 */
const StepBody = memo(function StepBody({ step }: { step: WizardStep }) {
  const Step = STEP_COMPONENTS[step];
  return (
    <Suspense fallback={<Pending />}>
      <Step />
    </Suspense>
  );
});

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

