import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { addDays, berlinDate } from '@chargevalet/contract/core';
import type { CalendarDay, CalendarDriver, CalendarEntry } from '@chargevalet/contract';
import { Box, Button, Flex, Link, NativeSelect, notify, PageHeading, serverMessage, Stack, Table, Text, useDeclaredHeading, useDocumentTitle, useLocale, useMediaMatch, Wrap, useDeferredPending } from '@chargevalet/platform';
import { DayPlanButton } from '../day-plan/DayPlanButton';
import { QueryStatus } from '../orders/QueryStatus';
import { useCalendar, useCalendarAction } from './api';
import { SlotDialog, type SlotChoice } from './SlotDialog';
import { UnassignedOrders } from './UnassignedOrders';
import { CALENDAR_NS } from './texts';
import { WEEK_DAYS, formatDay, slotTime, weekStart } from './week';
import declaration from '../pages.json';

/** SPEC visual states: booked (orange), blocked (greyed, like disabled), free (default). */
const SLOT_STYLE = {
  free: { variant: 'outline', colorPalette: 'gray' },
  blocked: { variant: 'subtle', colorPalette: 'gray', textDecoration: 'line-through', color: 'fg.subtle' },
  booked: { variant: 'subtle', colorPalette: 'orange' },
} as const;

/**
 * /profile/manager-calendar: one driver per row, a week at a time (`?from=` in the address bar, moved to its
 * Monday). On a phone one driver and one day at a time. Every slot is a button (free, blocked) or a link to
 * its order (booked), so the whole grid works by keyboard.
 */
export function CalendarPage() {
  const { t } = useTranslation(CALENDAR_NS);
  useDocumentTitle(t('documentTitle'));
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const from = weekStart(params.get('from'));
  const to = addDays(from, WEEK_DAYS - 1);
  const calendar = useCalendar(from, WEEK_DAYS);
  // The aside shows in the render where QueryStatus shows the week.
  const weekPending = useDeferredPending(calendar);
  // The week table from 48em: known at the first render, so a desktop never sees the phone's day view first.
  const wide = useMediaMatch('(min-width: 48em)');
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  const goTo = (date: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (date) next.set('from', date);
      else next.delete('from');
      return next;
    });

  return (
    <Box>
      <PageHeading {...useDeclaredHeading(declaration, 'calendar')} />
      <Flex as="nav" aria-label={t('weekOf', { from: formatDay(from, locale), to: formatDay(to, locale) })} gap="2" wrap="wrap" align="center" mb="4">
        <Button size="sm" variant="outline" onClick={() => goTo(addDays(from, -WEEK_DAYS))}>
          <span aria-hidden>←</span> {t('previousWeek')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => goTo(null)}>
          {t('thisWeek')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => goTo(addDays(from, WEEK_DAYS))}>
          {t('nextWeek')} <span aria-hidden>→</span>
        </Button>
        <Text fontWeight="medium" aria-live="polite">
          {formatDay(from, locale)} – {formatDay(to, locale)}
        </Text>
        <DayPlanButton from={from} />
      </Flex>
      <Flex direction={{ base: 'column', xl: 'row' }} gap="5" align={{ xl: 'start' }}>
        <Box flex="1" minW="0">
          <QueryStatus query={calendar}>
            {(drivers) =>
              drivers.length === 0 ? (
                <Text color="fg.muted">{t('empty')}</Text>
              ) : wide ? (
                <WeekTable drivers={drivers} from={from} to={to} onChoose={setChoice} />
              ) : (
                <OneDriverOneDay key={from} drivers={drivers} onChoose={setChoice} />
              )
            }
          </QueryStatus>
        </Box>
        {/* Laid out once the week is there: on a phone it comes below the week, which pushed it down (CLS 0.09–0.11). */}
        <Box as="aside" w={{ xl: '72' }} flexShrink={0} display={weekPending ? 'none' : undefined}>
          <UnassignedOrders from={from} days={WEEK_DAYS} />
        </Box>
      </Flex>
      {choice && <SlotDialog choice={choice} onClose={() => setChoice(null)} />}
    </Box>
  );
}

type Choose = (choice: SlotChoice) => void;

function WeekTable({ drivers, from, to, onChoose }: { drivers: CalendarDriver[]; from: string; to: string; onChoose: Choose }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale } = useLocale();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" tableLayout="fixed" minW="840px">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="2">
          {t('caption', { from: formatDay(from, locale), to: formatDay(to, locale) })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="100px">{t('driver')}</Table.ColumnHeader>
            {drivers[0]!.days.map((day) => (
              <Table.ColumnHeader key={day.date}>{formatDay(day.date, locale)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {drivers.map((item) => (
            <Table.Row key={item.driver.id}>
              <Table.Cell as="th" scope="row" fontWeight="semibold" verticalAlign="top">
                {item.driver.name}
              </Table.Cell>
              {item.days.map((day) => (
                <Table.Cell key={day.date} verticalAlign="top" p="1.5">
                  <DayCell driver={item.driver} day={day} onChoose={onChoose} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Phones (400 px): a driver and a day chosen (today in this week, else the first day), that one day shown large. */
function OneDriverOneDay({ drivers, onChoose }: { drivers: CalendarDriver[]; onChoose: Choose }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale } = useLocale();
  const [driverId, setDriverId] = useState(drivers[0]!.driver.id);
  const item = drivers.find((candidate) => candidate.driver.id === driverId) ?? drivers[0]!;
  const [date, setDate] = useState(() => berlinDate(new Date()));
  const day = item.days.find((candidate) => candidate.date === date) ?? item.days[0]!;
  return (
    <Stack gap="3">
      <Text asChild fontWeight="medium" mb="-2">
        <label htmlFor="calendar-driver">{t('driverSelect')}</label>
      </Text>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id="calendar-driver" value={item.driver.id} onChange={(event) => setDriverId(event.currentTarget.value)}>
          {drivers.map((candidate) => (
            <option key={candidate.driver.id} value={candidate.driver.id}>
              {candidate.driver.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Wrap role="group" aria-label={t('dayChoice')} gap="1">
        {item.days.map((candidate) => (
          <Button key={candidate.date} size="xs" variant={candidate.date === day.date ? 'solid' : 'outline'} aria-pressed={candidate.date === day.date} onClick={() => setDate(candidate.date)}>
            {formatDay(candidate.date, locale)}
          </Button>
        ))}
      </Wrap>
      <Box borderWidth="1px" borderRadius="md" p="3">
        <Text fontWeight="semibold" mb="2">
          {item.driver.name} · {formatDay(day.date, locale)}
        </Text>
        <DayCell driver={item.driver} day={day} onChoose={onChoose} large />
      </Box>
    </Stack>
  );
}

function DayCell({ driver, day, onChoose, large = false }: { driver: CalendarDriver['driver']; day: CalendarDay; onChoose: Choose; large?: boolean }) {
  const { t } = useTranslation(CALENDAR_NS);
  const { locale } = useLocale();
  const action = useCalendarAction();
  const dayLabel = formatDay(day.date, locale);
  const toggleDay = () =>
    action.mutate(
      { kind: day.is_blocked ? 'unblockDay' : 'blockDay', body: { driver_id: driver.id, date: day.date } },
      { onError: (error) => notify({ type: 'error', title: t('errorTitle'), description: serverMessage(error) ?? t('oops') }) },
    );
  const choose = (entry: CalendarEntry) =>
    onChoose({ driver, date: day.date, dayLabel, time: slotTime(entry.date_time), dayBlocked: day.is_blocked, entry });
  return (
    <Stack gap="1.5" role="group" aria-label={`${driver.name}, ${dayLabel}`}>
      <Button size="xs" variant={day.is_blocked ? 'solid' : 'outline'} colorPalette={day.is_blocked ? 'gray' : 'red'} loading={action.isPending} onClick={toggleDay}>
        {day.is_blocked ? t('unblockDay') : t('blockDay')}
      </Button>
      {day.time_groups.map((group) => (
        <Box key={group.name} role="group" aria-label={t(`groups.${group.name}`)}>
          <Text fontSize="xs" color="fg.muted" aria-hidden>
            {t(`groups.${group.name}`)}
          </Text>
          <Wrap gap="1">
            {group.time_entries.map((entry) => (
              <SlotButton key={entry.date_time} entry={entry} large={large} onChoose={choose} />
            ))}
          </Wrap>
        </Box>
      ))}
    </Stack>
  );
}

function SlotButton({ entry, large, onChoose }: { entry: CalendarEntry; large: boolean; onChoose(entry: CalendarEntry): void }) {
  const { t } = useTranslation(CALENDAR_NS);
  const time = slotTime(entry.date_time);
  const size = large ? 'sm' : '2xs';
  if (entry.status === 'booked' && entry.order_id)
    return (
      <Button asChild size={size} {...SLOT_STYLE.booked} data-status="booked">
        <Link asChild>
          <RouterLink to={`/orders/${entry.order_id}`} aria-label={t('bookedLabel', { time, identity: entry.order_identity })}>
            {time}
          </RouterLink>
        </Link>
      </Button>
    );
  return (
    <Button size={size} {...SLOT_STYLE[entry.status]} data-status={entry.status} aria-label={t('slotLabel', { time, status: t(`status.${entry.status}`) })} onClick={() => onChoose(entry)}>
      {time}
    </Button>
  );
}

