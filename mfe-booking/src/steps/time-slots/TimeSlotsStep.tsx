import { useState } from 'react';
import { Alert, Box, Button, Card, Heading, Skeleton, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { wizardStepPath, type SlotSelection, type TimeSlotDayWithEntries } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { WizardNav } from '../../wizard/WizardNav';
import { redirectFor, useWizardStore } from '../../wizard/wizardStore';
import { ASAP, DayPicker, SlotLegend, TimePicker } from './SlotPicker';
import { findEntry, hasAvailableEntry, usePickupSlots, useReturnSlots } from './timeSlotsQueries';
import { formatDay } from './slotState';
import './texts';

interface Choice {
  pickupDate: string | null;
  pickupTime: string | null;
  /** A date, ASAP ("as soon as the car is ready") or null (nothing chosen). */
  returnDate: string | null;
  returnTime: string | null;
}

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

const dayOf = (days: TimeSlotDayWithEntries[] | undefined, date: string | null) => days?.find((d) => d.date === date);

/**
 * Step 4 (SPEC §2, §4): pickup day and time, return day and time (or "as soon as the car is ready"). Changing the
 * pickup day clears the pickup time and the return day and time. Without user details it redirects there.
 */
export function TimeSlotsStep() {
  const { t, i18n } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const data = useWizardStore();
  const { packageId, car, timeSlots, setTimeSlots, clearTimeSlots } = data;
  const [choice, setChoice] = useState<Choice>(() => ({
    pickupDate: timeSlots?.pickup_time_slot.date ?? null,
    pickupTime: timeSlots?.pickup_time_slot.time ?? null,
    returnDate: timeSlots ? (timeSlots.return_time_slot?.date ?? ASAP) : null,
    returnTime: timeSlots?.return_time_slot?.time ?? null,
  }));
  const [submitted, setSubmitted] = useState(false);

  const pickupQuery = usePickupSlots(packageId);
  const pickupDays = pickupQuery.data;
  const pickupEntry = findEntry(pickupDays, choice.pickupDate, choice.pickupTime);
  // A saved choice that is no longer available (time passed, slot taken) counts as not chosen.
  const pickup: SlotSelection | null =
    pickupEntry?.is_available && choice.pickupDate && choice.pickupTime ? { date: choice.pickupDate, time: choice.pickupTime } : null;
  const returnQuery = useReturnSlots(packageId, pickup, car?.charging_level_id, car?.car_type);
  const returnDays = returnQuery.data;
  const returnEntry = findEntry(returnDays, choice.returnDate, choice.returnTime);
  const asapOffered = pickup !== null && hasAvailableEntry(returnDays);
  const returnChosen = choice.returnDate === ASAP ? asapOffered : Boolean(returnEntry?.is_available);

  const redirect = redirectFor('time-slots', data);
  if (redirect) return <Navigate to={wizardStepPath(redirect)} replace />;

  const choosePickupDay = (date: string) => {
    if (date === choice.pickupDate) return;
    // SPEC §4: a new pickup day clears the pickup time and the return day and time (also the saved ones).
    setChoice({ pickupDate: date, pickupTime: null, returnDate: null, returnTime: null });
    if (timeSlots) clearTimeSlots();
  };
  const choosePickupTime = (time: string) => {
    if (time === choice.pickupTime) return;
    // The return slots depend on the pickup: a new pickup time keeps only "as soon as ready".
    setChoice((c) => ({ ...c, pickupTime: time, returnDate: c.returnDate === ASAP ? ASAP : null, returnTime: null }));
  };
  const chooseReturnDay = (date: string) => setChoice((c) => ({ ...c, returnDate: date, returnTime: date === c.returnDate ? c.returnTime : null }));
  const chooseReturnTime = (time: string) => setChoice((c) => ({ ...c, returnTime: time }));

  const next = () => {
    setSubmitted(true);
    if (!pickup || !pickupEntry || !returnChosen) return;
    const asap = choice.returnDate === ASAP;
    setTimeSlots({
      pickup_time_slot: pickup,
      return_time_slot: asap ? null : { date: choice.returnDate!, time: choice.returnTime! },
      pickup_date_time: pickupEntry.date_time,
      return_date_time: asap ? null : (returnEntry?.date_time ?? null),
    });
    navigate(wizardStepPath('payment-method'));
  };

  const pickupError = submitted && !pickup ? t('timeSlots.required.pickupTime') : null;
  const returnError = submitted && pickup && !returnChosen ? t('timeSlots.required.returnTime') : null;
  const pickupDay = dayOf(pickupDays, choice.pickupDate);
  const returnDay = choice.returnDate === ASAP ? undefined : dayOf(returnDays, choice.returnDate);

  return (
    <>
      <Stack gap="6">
        <SlotLegend />
        <Card.Root variant="outline" as="section" aria-labelledby="pickup-title">
          <Card.Body gap="4" p={{ base: '4', md: '6' }}>
            <Box>
              <Heading as="h2" size="md" id="pickup-title">
                {t('timeSlots.pickup.title')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('timeSlots.pickup.hint')} {t('timeSlots.leadTime')}
              </Text>
            </Box>
            {pickupQuery.isError ? (
              <LoadError onRetry={() => void pickupQuery.refetch()} />
            ) : !pickupDays ? (
              <SlotsSkeleton />
            ) : (
              <>
                <Box>
                  <Heading as="h3" size="sm" mb="2">
                    {t('timeSlots.pickup.day')}
                  </Heading>
                  <DayPicker
                    label={t('timeSlots.pickup.day')}
                    days={pickupDays}
                    selectedDate={choice.pickupDate}
                    onChange={choosePickupDay}
                    testId="pickup-days"
                    invalid={Boolean(pickupError) && !choice.pickupDate}
                    describedBy={pickupError ? 'pickup-error' : undefined}
                  />
                </Box>
                {pickupDay && (
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      {t('timeSlots.pickup.time')} · {formatDay(pickupDay.date, i18n.language, 'long')}
                    </Heading>
                    <TimePicker
                      label={t('timeSlots.pickup.time')}
                      day={pickupDay}
                      selectedTime={pickupEntry?.is_available ? choice.pickupTime : null}
                      onChange={choosePickupTime}
                      testId="pickup-times"
                      invalid={Boolean(pickupError)}
                      describedBy={pickupError ? 'pickup-error' : undefined}
                    />
                  </Box>
                )}
              </>
            )}
            {pickupError && (
              <Text id="pickup-error" color="fg.error" fontSize="sm" role="alert">
                {pickupError}
              </Text>
            )}
          </Card.Body>
        </Card.Root>

        <Card.Root variant="outline" as="section" aria-labelledby="return-title">
          <Card.Body gap="4" p={{ base: '4', md: '6' }}>
            <Box>
              <Heading as="h2" size="md" id="return-title">
                {t('timeSlots.return.title')}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {pickup ? t('timeSlots.return.hint') : t('timeSlots.return.choosePickupFirst')}
              </Text>
            </Box>
            {pickup &&
              (returnQuery.isError ? (
                <LoadError onRetry={() => void returnQuery.refetch()} />
              ) : !returnDays ? (
                <SlotsSkeleton />
              ) : (
                <>
                  <Box>
                    <Heading as="h3" size="sm" mb="2">
                      {t('timeSlots.return.day')}
                    </Heading>
                    <DayPicker
                      label={t('timeSlots.return.day')}
                      days={returnDays}
                      selectedDate={choice.returnDate}
                      onChange={chooseReturnDay}
                      testId="return-days"
                      leading={
                        asapOffered
                          ? { value: ASAP, label: t('timeSlots.return.asap'), state: choice.returnDate === ASAP ? 'selected' : 'default' }
                          : undefined
                      }
                      invalid={Boolean(returnError) && !choice.returnDate}
                      describedBy={returnError ? 'return-error' : undefined}
                    />
                    {choice.returnDate === ASAP && (
                      <Text fontSize="sm" color="fg.muted" mt="2">
                        {t('timeSlots.return.asapHint')}
                      </Text>
                    )}
                  </Box>
                  {returnDay && (
                    <Box>
                      <Heading as="h3" size="sm" mb="2">
                        {t('timeSlots.return.time')} · {formatDay(returnDay.date, i18n.language, 'long')}
                      </Heading>
                      <TimePicker
                        label={t('timeSlots.return.time')}
                        day={returnDay}
                        selectedTime={returnEntry?.is_available ? choice.returnTime : null}
                        onChange={chooseReturnTime}
                        testId="return-times"
                        invalid={Boolean(returnError)}
                        describedBy={returnError ? 'return-error' : undefined}
                      />
                    </Box>
                  )}
                </>
              ))}
            {returnError && (
              <Text id="return-error" color="fg.error" fontSize="sm" role="alert">
                {returnError}
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
      <WizardNav previous="user-details" showCancel={false} onNext={next} />
    </>
  );
}
