import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addDays, berlinDate, berlinTime } from '@chargevalet/contract/core';
import type { CustomerCalendarEntry, Locale } from '@chargevalet/contract';
import { Box, Button, Flex, Heading, Link, PageHeading, QueryStatus, Stack, Text, formatCalendarDate, useDocumentTitle, useLocale } from '@chargevalet/platform';
import { CalendarFeedCard } from '@chargevalet/platform/orders';
import { useCalendarWeek } from './api';
import { CUSTOMER_CALENDAR_NS } from './texts';
import { weekStart } from './week';

const dayTitle = (date: string, locale: Locale) => formatCalendarDate(date, locale, 'weekdayLong');
const shortDay = (date: string, locale: Locale) => formatCalendarDate(date, locale, 'dayMonth');

/** /profile/calendar (SPEC §2 "Deine gebuchten Abhol- und Rückgabetermine", issue 31): the week's pickups and returns, and the feed to subscribe. */
export function CalendarPage() {
  const { t } = useTranslation(CUSTOMER_CALENDAR_NS);
  const { locale } = useLocale();
  useDocumentTitle(t('documentTitle'));
  const [search, setSearch] = useSearchParams();
  const from = weekStart(search.get('week'), new Date());
  const to = addDays(from, 7);
  const week = useCalendarWeek(from, to);
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  const goTo = (monday: string) => setSearch({ week: monday });

  return (
    <Box>
      <PageHeading title={t('title')} description={t('description')} />
      <Stack gap="6">
        <Stack as="section" aria-labelledby="calendar-week" gap="3">
          <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
            <Heading as="h2" size="lg" id="calendar-week">
              {t('week', { from: shortDay(from, locale), to: shortDay(addDays(from, 6), locale) })}
            </Heading>
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" onClick={() => goTo(addDays(from, -7))}>
                {t('previous')}
              </Button>
              <Button variant="outline" onClick={() => setSearch({})}>
                {t('thisWeek')}
              </Button>
              <Button variant="outline" onClick={() => goTo(addDays(from, 7))}>
                {t('next')}
              </Button>
            </Flex>
          </Flex>
          <QueryStatus query={week} errorText={t('loadFailed')} loadingText={t('loading')} retryText={t('retry')}>
            {(entries) =>
              entries.length === 0 ? (
                <Text color="fg.muted">{t('empty')}</Text>
              ) : (
                <Stack gap="3">
                  {days.map((day) => {
                    const today = entries.filter((entry) => berlinDate(entry.at) === day);
                    return today.length === 0 ? null : (
                      <Box as="section" key={day} aria-label={dayTitle(day, locale)}>
                        <Heading as="h3" size="sm" mb="2">
                          {dayTitle(day, locale)}
                        </Heading>
                        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
                          {today.map((entry) => (
                            <CalendarEntry key={`${entry.order_id}-${entry.kind}`} entry={entry} />
                          ))}
                        </Stack>
                      </Box>
                    );
                  })}
                </Stack>
              )
            }
          </QueryStatus>
        </Stack>
        <CalendarFeedCard role="customer" />
      </Stack>
    </Box>
  );
}

function CalendarEntry({ entry }: { entry: CustomerCalendarEntry }) {
  const { t } = useTranslation(CUSTOMER_CALENDAR_NS);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="calendar-entry">
      <Flex gap="3" wrap="wrap" align="baseline">
        <Text fontWeight="semibold" fontFamily="mono">
          {berlinTime(entry.at)}
        </Text>
        <Text fontWeight="semibold">{t(entry.kind)}</Text>
        {!entry.fixed && (
          <Text color="fg.muted" fontSize="sm">
            {t('expected')}
          </Text>
        )}
        <Link asChild>
          <RouterLink to={`/orders/${entry.order_id}`}>{t('open', { identity: entry.identity })}</RouterLink>
        </Link>
      </Flex>
      <Text color="fg.muted">{entry.address}</Text>
    </Box>
  );
}
