import { useId } from 'react';
import { Box, Heading, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import type { TimeSlotDayWithEntries } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { SlotRadioGroup, type SlotOption } from './SlotRadioGroup';
import { dayState, entryState, formatDay } from './slotState';
import './texts';

export const ASAP = 'asap';

export interface DayPickerProps {
  label: string;
  days: TimeSlotDayWithEntries[];
  selectedDate: string | null;
  onChange(date: string): void;
  /** Leading extra option (the return's "as soon as the car is ready"). */
  leading?: SlotOption;
  testId?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A row of day chips; past and fully booked days stay visible but cannot be chosen. */
export function DayPicker({ label, days, selectedDate, onChange, leading, testId, invalid, describedBy }: DayPickerProps) {
  const { t, i18n } = useTranslation(BOOKING_NS);
  const options: SlotOption[] = days.map((day) => {
    const state = dayState(day, selectedDate);
    return {
      value: day.date,
      label: formatDay(day.date, i18n.language),
      state,
      note: day.is_past ? t('timeSlots.state.past') : !day.is_available ? t('timeSlots.state.full') : undefined,
    };
  });
  return (
    <SlotRadioGroup
      label={label}
      layout="row"
      options={leading ? [leading, ...options] : options}
      onChange={onChange}
      testId={testId}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

export interface TimePickerProps {
  label: string;
  day: TimeSlotDayWithEntries | undefined;
  selectedTime: string | null;
  onChange(time: string): void;
  testId?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** The day's time entries in their groups (morning, afternoon, evening), each group a radio group. */
export function TimePicker({ label, day, selectedTime, onChange, testId, invalid, describedBy }: TimePickerProps) {
  const { t } = useTranslation(BOOKING_NS);
  const baseId = useId();
  const groups = (day?.time_groups ?? []).filter((group) => group.time_entries.length > 0);
  if (!day) return null;
  const anyFree = groups.some((group) => group.time_entries.some((entry) => entry.is_available));
  return (
    <Stack gap="4" data-testid={testId} role="group" aria-label={label}>
      {!anyFree && (
        <Text color="fg.muted" fontSize="sm" role="status">
          {t('timeSlots.noSlots')}
        </Text>
      )}
      {groups.map((group) => {
        const headingId = `${baseId}-${group.name}`;
        return (
          <Box key={group.name}>
            <Heading as="h4" size="xs" color="fg.muted" mb="2" id={headingId} fontWeight="medium">
              {t(`timeSlots.groups.${group.name}`)}
            </Heading>
            <SlotRadioGroup
              label={`${label}: ${t(`timeSlots.groups.${group.name}`)}`}
              labelledBy={headingId}
              invalid={invalid}
              describedBy={describedBy}
              options={group.time_entries.map((entry) => {
                const state = entryState(entry, selectedTime);
                return {
                  value: entry.time,
                  label: entry.time,
                  state,
                  note: state === 'booked' ? t('timeSlots.state.booked') : state === 'disabled' ? t('timeSlots.state.disabled') : undefined,
                };
              })}
              onChange={onChange}
            />
          </Box>
        );
      })}
    </Stack>
  );
}

/** The four states explained once per page, with the same chips (never colour only). */
export function SlotLegend() {
  const { t } = useTranslation(BOOKING_NS);
  const items = (['selected', 'default', 'booked', 'disabled'] as const).map((state) => ({ state, label: t(`timeSlots.legend.${state}`) }));
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexWrap="wrap" gap="3" fontSize="xs" color="fg.muted" aria-label={t('timeSlots.legend.title')}>
      {items.map(({ state, label }) => (
        <Box as="li" key={state} display="flex" alignItems="center" gap="1.5">
          <Box
            as="span"
            aria-hidden
            w="4"
            h="4"
            rounded="sm"
            borderWidth="1px"
            borderStyle={state === 'booked' ? 'dashed' : 'solid'}
            opacity={state === 'disabled' ? 0.6 : 1}
            bg={state === 'selected' ? 'brand.solid' : state === 'booked' ? 'bg.muted' : state === 'disabled' ? 'bg.subtle' : 'bg'}
            backgroundImage={state === 'booked' ? 'repeating-linear-gradient(135deg, transparent 0 3px, var(--chakra-colors-border-emphasized) 3px 4px)' : undefined}
            borderColor={state === 'selected' ? 'brand.solid' : state === 'default' ? 'border.emphasized' : 'border'}
          />
          <span>{label}</span>
        </Box>
      ))}
    </Box>
  );
}
