import { useTranslation } from 'react-i18next';
import type { DispatchPlan } from '@chargevalet/contract';
import { Badge, Box, Heading, List, Stack, Text, useLocale } from '@chargevalet/platform';
import { formatDay, slotTime } from '../calendar/week';
import { DAY_PLAN_NS } from './texts';

const km = (value: number, locale: string) => value.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A day plan: the saving against the greedy choice (estimated km), each driver's jobs in order, what stays out. */
export function DayPlanView({ plan }: { plan: DispatchPlan }) {
  const { t } = useTranslation(DAY_PLAN_NS);
  const { locale } = useLocale();
  if (plan.assignments.length === 0 && plan.unassigned.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  const saved = plan.baseline_km - plan.total_km;
  const percent = plan.baseline_km > 0 ? Math.round((saved / plan.baseline_km) * 100) : 0;
  return (
    <Stack gap="4">
      <Box>
        <Text>{t('summary', { total: km(plan.total_km, locale), baseline: km(plan.baseline_km, locale) })}</Text>
        <Text fontWeight="semibold">{saved > 0.05 ? t('saving', { km: km(saved, locale), percent }) : t('noSaving')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('estimated')}
        </Text>
      </Box>
      {plan.drivers.length > 0 && (
        <Box as="section" aria-labelledby="day-plan-drivers">
          <Heading as="h3" size="sm" id="day-plan-drivers" mb="2">
            {t('drivers')}
          </Heading>
          <Stack gap="3">
            {plan.drivers.map((item) => (
              <Box key={item.driver.id} as="section" aria-label={item.driver.name} borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold">
                  {item.driver.name} · {t('driverKm', { km: km(item.empty_km, locale) })}
                </Text>
                <List.Root as="ol" gap="1" ps="5" mt="1">
                  {item.jobs.map((job) => (
                    <List.Item key={`${job.order_id}-${job.kind}`}>
                      <Text as="span">
                        {/* a return on a later day says its day (slots lie within the same UTC and Berlin date) */}
                        {job.date_time.slice(0, 10) === plan.date ? '' : `${formatDay(job.date_time.slice(0, 10), locale)}, `}
                        {t('job', { time: slotTime(job.date_time), kind: t(`kind.${job.kind}`), identity: job.order_identity })}
                      </Text>{' '}
                      {!job.planned && (
                        <Badge size="sm" colorPalette="gray">
                          {t('booked')}
                        </Badge>
                      )}
                      <Text fontSize="sm" color="fg.muted">
                        {t('route', { from: job.from, to: job.to })}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      {plan.unassigned.length > 0 && (
        <Box as="section" aria-labelledby="day-plan-unassigned">
          <Heading as="h3" size="sm" id="day-plan-unassigned" mb="2">
            {t('unassignedTitle')}
          </Heading>
          <List.Root gap="1" ps="5">
            {plan.unassigned.map((item) => (
              <List.Item key={item.order_id}>
                {item.order_identity}: {t(`reason.${item.reason}`)}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
