import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Heading, LinkBox, LinkOverlay, ORDERS_NS, OrderStatusBadge, PageHeading, Stack, Text, useDocumentTitle, useLocale } from '@chargevalet/platform';
import { CalendarFeedCard } from '@chargevalet/platform/orders';
import { useDriverWeek } from '../api/driverApi';
import { DRIVER_NS } from '../i18n';
import { Loaded } from '../order/pages';
import { berlinDate } from '@chargevalet/contract/core';
import { groupWeek, weekRange } from './week';

const intlLocale = (locale: string) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** /profile/calendar: the driver's own week (today + 6 days), one group per day; a tap opens the order; the feed of their assignments to subscribe. */
export function CalendarPage() {
  const { t } = useTranslation([DRIVER_NS, ORDERS_NS]);
  const { locale } = useLocale();
  useDocumentTitle(t('calendar.title'));
  const today = useMemo(() => berlinDate(new Date()), []);
  const { from, to } = weekRange(today);
  const week = useDriverWeek(from, to);
  const dayName = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' });

  return (
    <Box>
      <PageHeading title={t('calendar.title')} />
      <Loaded query={week}>
        {(orders) => (
          <Stack gap="5">
            {groupWeek(today, orders).map((day) => (
              <Box as="section" key={day.date} aria-labelledby={`day-${day.date}`}>
                <Heading as="h2" size="sm" id={`day-${day.date}`} mb="2" color={day.date === today ? 'brand.fg' : undefined}>
                  {day.date === today ? `${t('calendar.today')} · ` : ''}
                  {dayName.format(new Date(`${day.date}T12:00:00Z`))}
                </Heading>
                {day.stops.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {t('calendar.empty')}
                  </Text>
                ) : (
                  <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
                    {day.stops.map((stop) => (
                      <LinkBox as="li" key={`${stop.order.id}-${stop.kind}`} borderWidth="1px" borderRadius="md" p="3" minH="11" _hover={{ bg: 'bg.muted' }}>
                        <Stack gap="1">
                          <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
                            <Text fontWeight="bold" fontSize="lg">
                              {time.format(new Date(stop.at))}
                            </Text>
                            <Text>{t(`calendar.${stop.kind}`)}</Text>
                            <OrderStatusBadge state={stop.order.state} />
                          </Box>
                          <LinkOverlay asChild>
                            <RouterLink to={`/orders/${stop.order.identity}`} aria-label={`${stop.street} – ${t('calendar.open', { identity: stop.order.identity })}`}>
                              <Text fontWeight="medium" overflowWrap="anywhere">
                                {stop.street}
                              </Text>
                            </RouterLink>
                          </LinkOverlay>
                          <Text color="fg.muted" fontSize="sm">
                            {stop.order.identity} · {stop.order.car.license_plate} · {stop.order.customer.firstname}
                          </Text>
                        </Stack>
                      </LinkBox>
                    ))}
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
        )}
      </Loaded>
      <Box mt="6">
        <CalendarFeedCard role="driver" />
      </Box>
    </Box>
  );
}
