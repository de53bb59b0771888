import { useTranslation } from 'react-i18next';
import type { Locale, ManagerStats } from '@chargevalet/contract';
import { Box, Heading, SimpleGrid, Stack, Text, formatCalendarDate, formatDecimal, formatEuro, formatPercent, useLocale } from '@chargevalet/platform';
import { QueryStatus } from '../orders/QueryStatus';
import { BarChart } from './BarChart';
import { Figures } from './Figures';
import { useStats } from './getStats';
import { STATS_NS } from './texts';

/** "05.03." / "03/05": a day label short enough for under a bar. */
const shortDate = (date: string, locale: Locale) => formatCalendarDate(date, locale, 'numeric');
const longDate = (date: string, locale: Locale) => formatCalendarDate(date, locale, 'long');

/**
 * The dashboard's charts (issue 16 "the numbers of the business"): orders per day, revenue per week, driver
 * utilisation per day, average rating and the shares of free and discounted orders. Loaded lazily by the dashboard.
 */
export default function StatsCharts() {
  const { t } = useTranslation(STATS_NS);
  const stats = useStats();
  return (
    <Box as="section" aria-labelledby="dashboard-stats">
      <Heading as="h2" size="md" mb="3" id="dashboard-stats">
        {t('title')}
      </Heading>
      <QueryStatus query={stats} errorText={t('loadFailed')}>
        {(data) => <Charts stats={data} />}
      </QueryStatus>
    </Box>
  );
}

function Charts({ stats }: { stats: ManagerStats }) {
  const { t } = useTranslation(STATS_NS);
  const { locale } = useLocale();
  const percent = (value: number) => formatPercent(value, locale);
  const shareOf = (count: number, value: number | null) => (value === null ? t('none') : t('shareText', { percent: percent(value), count, total: stats.orders_total }));
  const figures: [string, string][] = [
    [t('averageRating'), stats.average_rating === null ? t('noRatings') : formatDecimal(stats.average_rating, locale)],
    [t('freeShare'), shareOf(stats.free_orders, stats.free_share)],
    [t('discountedShare'), shareOf(stats.discounted_orders, stats.discounted_share)],
  ];
  return (
    <Stack gap="6">
      <Text fontSize="sm" color="fg.muted">
        {t('period', { from: longDate(stats.from, locale), to: longDate(stats.to, locale) })}
      </Text>
      <Figures figures={figures} columns={{ base: 1, md: 3 }} size="xl" />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <BarChart
          title={t('ordersPerDay')}
          labelHeading={t('day')}
          valueHeading={t('orders')}
          tableToggle={t('showTable')}
          data={stats.orders_per_day.map((day) => ({ label: shortDate(day.date, locale), value: day.orders, text: String(day.orders) }))}
        />
        <BarChart
          title={t('revenuePerWeek')}
          labelHeading={t('week')}
          valueHeading={t('revenue')}
          tableToggle={t('showTable')}
          data={stats.revenue_per_week.map((week) => ({ label: shortDate(week.week_start, locale), value: week.revenue, text: formatEuro(week.revenue, locale) }))}
        />
        <BarChart
          title={t('utilisation')}
          labelHeading={t('day')}
          valueHeading={t('utilisationValue')}
          tableToggle={t('showTable')}
          max={1}
          data={stats.utilisation_per_day.map((day) => ({
            label: shortDate(day.date, locale),
            value: day.ratio,
            text: day.ratio === null ? t('none') : t('utilisationText', { percent: percent(day.ratio), booked: day.booked, available: day.available }),
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}
