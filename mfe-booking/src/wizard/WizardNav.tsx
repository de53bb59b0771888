import { Button, Flex, HStack } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { wizardStepPath, type WizardStep } from '@chargevalet/contract/core';
import { BOOKING_NS } from '../i18n';
import { useWizardStore } from './wizardStore';

/** Cancel order: resets all saved wizard data (SPEC §4) and starts again at package selection. */
export function useCancelOrder(): () => void {
  const navigate = useNavigate();
  const reset = useWizardStore((s) => s.reset);
  return () => {
    reset();
    navigate(wizardStepPath('select-package'));
  };
}

export interface WizardNavProps {
  /** Where Previous goes; without it Previous is shown disabled (step 1). */
  previous?: WizardStep;
  /** Runs before Previous navigates (e.g. payment → time slots clears the payment details). */
  onPrevious?: () => void;
  /** Show Cancel order (steps 1, 2 and 5 per SPEC §2; default true). */
  showCancel?: boolean;
  /** The form the Next button submits (type=submit, form=…). */
  formId?: string;
  /** Label of the forward button (default "Next"). */
  nextLabel?: string;
  nextDisabled?: boolean;
  nextLoading?: boolean;
  onNext?: () => void;
}

/** The wizard's buttons: Cancel order, Previous, Next. */
export function WizardNav({ previous, onPrevious, showCancel = true, formId, nextLabel, nextDisabled, nextLoading, onNext }: WizardNavProps) {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  return (
    <Flex mt="8" gap="3" wrap="wrap" align="center" data-testid="wizard-nav">
      {showCancel && (
        <Button variant="ghost" colorPalette="red" onClick={cancel}>
          {t('nav.cancel')}
        </Button>
      )}
      <HStack gap="3" ms="auto">
        <Button
          variant="outline"
          disabled={!previous}
          onClick={() => {
            if (!previous) return;
            onPrevious?.();
            navigate(wizardStepPath(previous));
          }}
        >
          {t('nav.previous')}
        </Button>
        <Button
          type={formId ? 'submit' : 'button'}
          form={formId}
          colorPalette="brand"
          disabled={nextDisabled}
          loading={nextLoading}
          onClick={formId ? undefined : onNext}
        >
          {nextLabel ?? t('nav.next')}
        </Button>
      </HStack>
    </Flex>
  );
}
