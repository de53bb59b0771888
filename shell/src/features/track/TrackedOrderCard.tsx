import { Box, Heading, OrderStatusBadge, Stack, Text, formatDateTime, type Locale } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';
import type { TrackedOrder } from '@chargevalet/contract';

interface TrackedOrderCardProps {
  order: TrackedOrder;
  locale: Locale;
}

/** The order the tracking call found: number, state badge and the pickup and return times. */
export function TrackedOrderCard({ order, locale }: TrackedOrderCardProps) {
  const { t } = useTranslation(SHELL_NS);
  const pickup = order.pickup_time_slot?.date_time;
  const ret = order.return_time_slot?.date_time;
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
      <Stack as="dl" gap={3}>
        <Box>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t('track.resultStatus')}
          </Text>
          <Box as="dd">
            <OrderStatusBadge state={order.state} size="lg" />
          </Box>
        </Box>
        {pickup && (
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('track.resultPickup')}
            </Text>
            <Text as="dd">{formatDateTime(pickup, locale)}</Text>
          </Box>
        )}
        {ret && (
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('track.resultReturn')}
            </Text>
            <Text as="dd">{formatDateTime(ret, locale)}</Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
