import { GoogleMap, MarkerF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { useTranslation } from 'react-i18next';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { ORDER_MAP_HEIGHT_PX, type OrderMapView } from './orderMap';
import { ORDERS_NS } from './i18n';

// Same loader id and libraries as the booking wizard's autocomplete: the loader refuses a second, different set.
const LIBRARIES: Libraries = ['places'];
const LABEL = { pickup: 'P', return: 'R', station: 'S', car: '🚗' } as const;

/** The order map with the configured key (loaded in its own chunk only when a key exists). */
export default function GoogleOrderMap({ apiKey, view }: { apiKey: string; view: OrderMapView }) {
  const { t } = useTranslation(ORDERS_NS);
  const { isLoaded } = useJsApiLoader({ id: 'chargevalet-google-maps', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const viewport = view.viewport;
  if (!isLoaded || !viewport) return <Spinner size="sm" />;
  return (
    <>
      <Box role="region" aria-label={t('map.label')} h={`${ORDER_MAP_HEIGHT_PX}px`} rounded="l2" overflow="hidden">
        <GoogleMap
          mapContainerStyle={{ width: '100%', height: '100%' }}
          center={viewport.kind === 'zoom' ? viewport.center : undefined}
          zoom={viewport.kind === 'zoom' ? viewport.zoom : undefined}
          onLoad={(map) => {
            if (viewport.kind === 'bounds') map.fitBounds(viewport.bounds);
          }}
        >
          {view.places.map((p) =>
            p.position ? <MarkerF key={p.kind} position={p.position} label={LABEL[p.kind]} title={`${t(`map.${p.kind}`)}: ${p.street}`} /> : null,
          )}
          {view.car && <MarkerF position={view.car.position} label={LABEL.car} title={`${t(`map.${view.car.who}`)}: ${t('map.lastFix', { time: view.car.time })}`} zIndex={10} />}
        </GoogleMap>
      </Box>
      {view.car && (
        <Text fontSize="sm" color="fg.muted" mt="2" data-testid="order-car-fix">
          {t(`map.${view.car.who}`)} · {t('map.lastFix', { time: view.car.time })}
        </Text>
      )}
    </>
  );
}
