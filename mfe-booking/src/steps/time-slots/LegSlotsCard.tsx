import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Heading, Skeleton, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import type { TimeSlotDayWithEntries } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { DayPicker, TimePicker, type DayPickerProps } from './SlotPicker';
import { formatDay } from './slotState';
import './texts';

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('timeSlots.loadError')}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('timeSlots.retry')}
      </Button>
    </Alert.Root>
  );
}

function SlotsSkeleton() {
  return (
    <Stack gap="3" aria-busy="true">
      <Skeleton h="11" />
      <Skeleton h="24" />
    </Stack>
  );
}

export interface LegSlotsCardProps {
  leg: 'pickup' | 'return';
  hint: string;
  /** False while the leg cannot be chosen yet (the return before a pickup): only the title and hint show. */
  open?: boolean;
  slots: { data: TimeSlotDayWithEntries[] | undefined; isError: boolean; refetch(): unknown };
  selectedDate: string | null;
  /** The day whose times are offered (none: no day chosen, or a choice without times such as "as soon as ready"). */
  day: TimeSlotDayWithEntries | undefined;
  selectedTime: string | null;
  onDay(date: string): void;
  onTime(time: string): void;
  /** The leg's message after "Weiter" without a choice. */
  error: string | null;
  leading?: DayPickerProps['leading'];
  /** Shown under the days (the return's "as soon as ready" explanation). */
  afterDays?: ReactNode;
}

/** One leg of step 4 (pickup or return): its days, then the chosen day's times, and its error. */
export function LegSlotsCard({ leg, hint, open = true, slots, selectedDate, day, selectedTime, onDay, onTime, error, leading, afterDays }: LegSlotsCardProps) {
  const { t, i18n } = useTranslation(BOOKING_NS);
  const errorId = `${leg}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={`${leg}-title`}>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Box>
          <Heading as="h2" size="md" id={`${leg}-title`}>
            {t(`timeSlots.${leg}.title`)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        </Box>
        {open &&
          (slots.isError ? (
            <LoadError onRetry={() => void slots.refetch()} />
          ) : !slots.data ? (
            <SlotsSkeleton />
          ) : (
            <>
              <Box>
                <Heading as="h3" size="sm" mb="2">
                  {t(`timeSlots.${leg}.day`)}
                </Heading>
                <DayPicker
                  label={t(`timeSlots.${leg}.day`)}
                  days={slots.data}
                  selectedDate={selectedDate}
                  onChange={onDay}
                  testId={`${leg}-days`}
                  leading={leading}
                  invalid={Boolean(error) && !selectedDate}
                  describedBy={describedBy}
                />
                {afterDays}
              </Box>
              {day && (
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    {t(`timeSlots.${leg}.time`)} · {formatDay(day.date, i18n.language, 'long')}
                  </Heading>
                  <TimePicker
                    label={t(`timeSlots.${leg}.time`)}
                    day={day}
                    selectedTime={selectedTime}
                    onChange={onTime}
                    testId={`${leg}-times`}
                    invalid={Boolean(error)}
                    describedBy={describedBy}
                  />
                </Box>
              )}
            </>
          ))}
        {error && (
          <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
