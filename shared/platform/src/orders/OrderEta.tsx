import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import type { Eta } from '@chargevalet/contract';
import { ORDERS_NS } from './i18n';

/**
 * "Arrives in about N min" while a driver is on the way to the pickup or the return (issue 31), said to be
 * approximate (the server's straight-line estimate from the driver's last position); nothing without an estimate.
 */
export function OrderEta({ eta }: { eta: Eta | null | undefined }) {
  const { t } = useTranslation(ORDERS_NS);
  if (!eta) return null;
  return (
    <Text as="span" data-testid="order-eta">
      {t('eta.arrives', { minutes: eta.minutes })}{' '}
      <Text as="span" color="fg.muted" fontSize="sm">
        {t('eta.approximate')}
      </Text>
    </Text>
  );
}
