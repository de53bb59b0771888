import { Box, Heading, OrderStatusBadge, Stack, Text, formatDateTime, type Locale } from '@chargevalet/platform';
import { OrderEta, carFixTime } from '@chargevalet/platform/orders';
import { useTranslation } from 'react-i18next';
import { ORDER_STATE_LABELS, type TrackedOrder, type TrackView } from '@chargevalet/contract';
import { SHELL_NS } from './texts';

interface TrackedOrderCardProps {
  /** The lookup's answer, or a tracking link's view (next step, car and arrival estimate). */
  order: TrackedOrder | TrackView;
  locale: Locale;
  /** Set while the page follows the order live (its stream is open). */
  live?: boolean;
}

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box>
    <Text as="dt" fontSize="sm" color="fg.muted">
      {label}
    </Text>
    <Box as="dd">{children}</Box>
  </Box>
);

/** The order found or followed: number, state badge, pickup and return times; live, the next step and the car's arrival. */
export function TrackedOrderCard({ order, locale, live = false }: TrackedOrderCardProps) {
  const { t } = useTranslation(SHELL_NS);
  const pickup = order.pickup_time_slot?.date_time;
  const ret = order.return_time_slot?.date_time;
  const view = 'next_state' in order ? order : null;
  return (
    <Box
      as="section"
      aria-labelledby="tracked-order-title"
      aria-live="polite"
      mt={6}
      p={{ base: 5, md: 6 }}
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg.panel"
    >
      <Heading as="h2" id="tracked-order-title" fontSize="xl" mb={4}>
        {t('track.resultTitle', { identity: order.identity })}
      </Heading>
      {live && (
        <Text fontSize="sm" color="fg.muted" mb={3} data-testid="track-live">
          {t('track.live')}
        </Text>
      )}
      <Stack as="dl" gap={3}>
        <Row label={t('track.resultStatus')}>
          <OrderStatusBadge state={order.state} size="lg" />
        </Row>
        {view?.next_state && <Row label={t('track.nextStep')}>{ORDER_STATE_LABELS[locale][view.next_state]}</Row>}
        {view?.eta && (
          <Row label={t('track.arrival')}>
            <OrderEta eta={view.eta} />
          </Row>
        )}
        {view?.car && <Row label={t(view.state === 'on_the_way_to_pickup' ? 'track.driverSeen' : 'track.carSeen')}>{carFixTime(view.car.recorded_at)}</Row>}
        {pickup && <Row label={t('track.resultPickup')}>{formatDateTime(pickup, locale)}</Row>}
        {ret && <Row label={t('track.resultReturn')}>{formatDateTime(ret, locale)}</Row>}
      </Stack>
    </Box>
  );
}
