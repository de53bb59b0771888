import { useState } from 'react';
import { Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { wizardStepPath, type SlotSelection, type TimeSlotDayWithEntries } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { WizardNav } from '../../wizard/WizardNav';
import { redirectFor, useWizardStore } from '../../wizard/wizardStore';
import { LegSlotsCard } from './LegSlotsCard';
import { ASAP, SlotLegend } from './SlotPicker';
import { findEntry, hasAvailableEntry, usePickupSlots, useReturnSlots } from './timeSlotsQueries';
import './texts';

interface Choice {
  pickupDate: string | null;
  pickupTime: string | null;
  /** A date, ASAP ("as soon as the car is ready") or null (nothing chosen). */
  returnDate: string | null;
  returnTime: string | null;
}

const dayOf = (days: TimeSlotDayWithEntries[] | undefined, date: string | null) => days?.find((d) => d.date === date);

/**
 * Step 4 (SPEC §2, §4): pickup day and time, return day and time (or "as soon as the car is ready"). Changing the
 * pickup day clears the pickup time and the return day and time. Without user details it redirects there.
 */
export function TimeSlotsStep() {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  // Each value on its own: the whole store would re-render the step on every change of it.
  const packageId = useWizardStore((s) => s.packageId);
  const car = useWizardStore((s) => s.car);
  const timeSlots = useWizardStore((s) => s.timeSlots);
  const setTimeSlots = useWizardStore((s) => s.setTimeSlots);
  const clearTimeSlots = useWizardStore((s) => s.clearTimeSlots);
  const redirect = useWizardStore((s) => redirectFor('time-slots', s));
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
        <LegSlotsCard
          leg="pickup"
          hint={`${t('timeSlots.pickup.hint')} ${t('timeSlots.leadTime')}`}
          slots={pickupQuery}
          selectedDate={choice.pickupDate}
          day={pickupDay}
          selectedTime={pickupEntry?.is_available ? choice.pickupTime : null}
          onDay={choosePickupDay}
          onTime={choosePickupTime}
          error={pickupError}
        />
        <LegSlotsCard
          leg="return"
          hint={pickup ? t('timeSlots.return.hint') : t('timeSlots.return.choosePickupFirst')}
          open={Boolean(pickup)}
          slots={returnQuery}
          selectedDate={choice.returnDate}
          day={returnDay}
          selectedTime={returnEntry?.is_available ? choice.returnTime : null}
          onDay={chooseReturnDay}
          onTime={chooseReturnTime}
          error={returnError}
          leading={asapOffered ? { value: ASAP, label: t('timeSlots.return.asap'), state: choice.returnDate === ASAP ? 'selected' : 'default' } : undefined}
          afterDays={
            choice.returnDate === ASAP && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('timeSlots.return.asapHint')}
              </Text>
            )
          }
        />
      </Stack>
      <WizardNav previous="user-details" showCancel={false} onNext={next} />
    </>
  );
}
