import { lazy, Suspense } from 'react';
import type { Order, OrderPosition } from '@chargevalet/contract';
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
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {p.street}
          </Link>
        </Box>
      ))}
      {view.car && (
        <Box as="li" data-testid="order-car">
          <Text fontSize="sm" color="fg.muted">
            {t(`map.${view.car.who}`)}
          </Text>
          <Link
            href={mapAppUrl({ street: '', position: view.car.position })}
            target="_blank"
            rel="noopener noreferrer"
            fontWeight="medium"
            minH="11"
            display="inline-flex"
            alignItems="center"
          >
            {t(view.car.who === 'driver' ? 'map.driverSeen' : 'map.carSeen', { time: view.car.time })}
          </Link>
        </Box>
      )}
    </Stack>
  );
}

/**
 * SPEC §4 map of an order (Google Maps with the configured key), otherwise the address card. `position`: the car's
 * last fix (useOrderPosition), shown as a marker with its time, or as "Car last seen at HH:MM" on the card.
 */
export function OrderLocation({
  order,
  position = null,
}: {
  order: Pick<Order, 'state' | 'pickup_address' | 'return_address' | 'station_address'>;
  position?: OrderPosition | null;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const apiKey = useGoogleMapsApiKey();
  const view = orderMapView(order, position);
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
