import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { wizardStepPath } from '@chargevalet/contract/core';
import { Button, resetBookingWizard } from '@chargevalet/platform';
import { CUSTOMER_ORDERS_NS } from './texts';

/** SPEC §2 "Place new order": empties the booking wizard and opens its first step (a fresh one when already there). */
export function PlaceNewOrderButton() {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const start = wizardStepPath('select-package');
  const place = () => {
    resetBookingWizard();
    if (location.pathname === start) window.location.reload();
    else navigate(start);
  };
  return (
    <Button onClick={place} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
      {t('empty.placeNewOrder')}
    </Button>
  );
}
