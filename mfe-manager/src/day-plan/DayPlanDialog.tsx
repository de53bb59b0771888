import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog, Button, Checkbox, NativeSelect, Stack, Text, notify, serverMessage, useLocale } from '@chargevalet/platform';
import { QueryStatus } from '../orders/QueryStatus';
import { formatDay } from '../calendar/week';
import { useApplyDayPlan, useDayPlan } from './api';
import { DayPlanView } from './DayPlanView';
import { DAY_PLAN_NS } from './texts';

/**
 * The plan of one day of the calendar's week: shown as the server made it (nothing changes), applied all or
 * nothing, or discarded; on request it plans the orders whose driver has not started again too. A plan gone stale
 * meanwhile (409) is said so and made again.
 */
export function DayPlanDialog({ days, initialDay, onClose }: { days: readonly string[]; initialDay: string; onClose(): void }) {
  const { t } = useTranslation(DAY_PLAN_NS);
  const { locale } = useLocale();
  const [date, setDate] = useState(initialDay);
  const [includeAssigned, setIncludeAssigned] = useState(false);
  const plan = useDayPlan(date, includeAssigned);
  const apply = useApplyDayPlan();
  const ready = plan.data && plan.data.assignments.length > 0 && !plan.isFetching;

  const submit = () => {
    const data = plan.data!;
    apply.mutate(
      { date: data.date, version: data.version, assignments: data.assignments },
      {
        onSuccess: (result) => {
          const { assigned } = result.data;
          notify({ type: 'success', title: assigned === 0 ? t('appliedNothing') : t('applied', { count: assigned }) });
          onClose();
        },
        onError: (error) => notify({ type: 'error', title: t('failed'), description: serverMessage(error) ?? t('oops') }),
      },
    );
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('discard')}
          </Button>
          <Button colorPalette="blue" disabled={!ready || apply.isPending} loading={apply.isPending} onClick={submit}>
            {t('apply')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Stack gap="1">
          <Text asChild fontWeight="medium">
            <label htmlFor="day-plan-date">{t('day')}</label>
          </Text>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id="day-plan-date" value={date} onChange={(event) => setDate(event.currentTarget.value)}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {formatDay(day, locale)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        <Checkbox.Root checked={includeAssigned} onCheckedChange={(details) => setIncludeAssigned(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('includeAssigned')}</Checkbox.Label>
        </Checkbox.Root>
        <QueryStatus query={plan}>{(data) => <DayPlanView plan={data} />}</QueryStatus>
      </Stack>
    </AppDialog>
  );
}
