import { lazy, Suspense } from 'react';
import type { Order } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { DetailSection } from './DetailSection';
import { useGoogleMapsApiKey } from './mapsConfig';
import { mapAppUrl, orderMapView, type OrderMapView } from './orderMap';
import { ORDERS_NS } from './i18n';

const GoogleOrderMap = lazy(() => import(/* webpackChunkName: "order-map" */ './GoogleOrderMap'));

/** Without a Maps key: the addresses the map would mark, each a link that opens it in the device's map app. */
export function OrderAddressCard({ view }: { view: OrderMapView }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <Stack as="ul" listStyleType="none" gap="3" m="0" p="0" data-testid="order-address-card">
      {view.places.map((p) => (
        <Box as="li" key={p.kind}>
          <Text fontSize="sm" color="fg.muted">
            {t(`map.${p.kind}`)}
          </Text>
          <Link
            href={mapAppUrl(p)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('map.open', { kind: t(`map.${p.kind}`), street: p.street })}
            fontWeight="medium"
            overflowWrap="anywhere"
          >
            {p.street}
          </Link>
        </Box>
      ))}
    </Stack>
  );
}

/** SPEC §4 map of an order (Google Maps with the configured key), otherwise the address card. */
export function OrderLocation({ order }: { order: Pick<Order, 'state' | 'pickup_address' | 'return_address' | 'station_address'> }) {
  const { t } = useTranslation(ORDERS_NS);
  const apiKey = useGoogleMapsApiKey();
  const view = orderMapView(order);
  return (
    <DetailSection title={t('sections.map')}>
      {apiKey && view.viewport ? (
        <Suspense fallback={null}>
          <GoogleOrderMap apiKey={apiKey} view={view} />
        </Suspense>
      ) : (
        <OrderAddressCard view={view} />
      )}
    </DetailSection>
  );
}
