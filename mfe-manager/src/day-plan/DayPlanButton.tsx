import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chargevalet/platform';
import { addDays, berlinDate } from '@chargevalet/contract/core';
import { WEEK_DAYS } from '../calendar/week';
import { DayPlanDialog } from './DayPlanDialog';
import { DAY_PLAN_NS } from './texts';

/** "Tag planen" in the calendar's week bar: opens the plan of one day of the week from `from` (today when shown). */
export function DayPlanButton({ from }: { from: string }) {
  const { t } = useTranslation(DAY_PLAN_NS);
  const [open, setOpen] = useState(false);
  const days = Array.from({ length: WEEK_DAYS }, (_, offset) => addDays(from, offset));
  const today = berlinDate(new Date());
  const initialDay = days.includes(today) ? today : from;
  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
      {open && <DayPlanDialog days={days} initialDay={initialDay} onClose={() => setOpen(false)} />}
    </>
  );
}
