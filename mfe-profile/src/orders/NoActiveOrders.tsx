import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '@chargevalet/platform';
import { PlaceNewOrderButton } from './PlaceNewOrderButton';
import { CUSTOMER_ORDERS_NS } from './texts';

/** The empty state `no_active_orders` with "Place new order". */
export function NoActiveOrders() {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  return (
    <Stack as="section" aria-labelledby="no-active-orders" gap="3" borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }} bg="bg.panel">
      <Heading as="h2" size="md" id="no-active-orders">
        {t('empty.no_active_orders')}
      </Heading>
      <Text color="fg.muted">{t('empty.hint')}</Text>
      <PlaceNewOrderButton />
    </Stack>
  );
}
