import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SLOT_TIMES, berlinDate, berlinTime } from '@chargevalet/contract/core';
import { isReschedulable, type Order, type OrderRescheduleRequest } from '@chargevalet/contract';
import { Button, Checkbox, Field, Input, NativeSelect, ORDERS_NS, SimpleGrid, Stack, Text, isApiError, notify } from '@chargevalet/platform';
import { DetailSection } from '@chargevalet/platform/orders';
import { useRescheduleOrder } from './api';
import { ORDER_EDIT_NS } from './texts';

interface Slots {
  pickupDate: string;
  pickupTime: string;
  asSoonAsReady: boolean;
  returnDate: string;
  returnTime: string;
}

const slotsOf = (order: Order): Slots => {
  const returnAt = order.return_time_slot?.date_time;
  return {
    pickupDate: berlinDate(order.pickup_time_slot.date_time),
    pickupTime: berlinTime(order.pickup_time_slot.date_time),
    asSoonAsReady: !returnAt,
    returnDate: returnAt ? berlinDate(returnAt) : berlinDate(order.pickup_time_slot.date_time),
    returnTime: returnAt ? berlinTime(returnAt) : berlinTime(order.pickup_time_slot.date_time),
  };
};

type Errors = Partial<Record<'pickup_time_slot' | 'return_time_slot', string>>;

/** A date and a slot time of the grid (Berlin wall clock), one labelled pair. */
function SlotFields({ label, date, time, onDate, onTime, error, disabled }: { label: string; date: string; time: string; onDate(value: string): void; onTime(value: string): void; error?: string | undefined; disabled?: boolean }) {
  const { t } = useTranslation(ORDER_EDIT_NS);
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Field label={`${label}: ${t('reschedule.date')}`} error={error} required disabled={disabled}>
        <Input type="date" value={date} onChange={(event) => onDate(event.target.value)} />
      </Field>
      <Field label={`${label}: ${t('reschedule.time')}`} required disabled={disabled}>
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field value={time} onChange={(event) => onTime(event.target.value)}>
            {SLOT_TIMES.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field>
    </SimpleGrid>
  );
}

/**
 * Rescheduling (issue 31): the order's pickup and return slots moved, checked by the server like a booking; the
 * customer is mailed the new times with the calendar entries updated. Its own form beside the edit's (SPEC §5 keeps
 * the edit's slots read-only); only while the pickup is still ahead.
 */
export function RescheduleSection({ order }: { order: Order }) {
  const { t } = useTranslation([ORDER_EDIT_NS, ORDERS_NS]);
  const [slots, setSlots] = useState(() => slotsOf(order));
  const [errors, setErrors] = useState<Errors>({});
  const reschedule = useRescheduleOrder(order.id);
  const title = t('reschedule.title');
  if (!isReschedulable(order.state)) {
    return (
      <DetailSection title={title}>
        <Text color="fg.muted">{t('reschedule.notPossible')}</Text>
      </DetailSection>
    );
  }
  const initial = slotsOf(order);
  const changed = (Object.keys(initial) as (keyof Slots)[]).some((key) => (key.startsWith('return') && slots.asSoonAsReady ? false : slots[key] !== initial[key]));
  const set = (patch: Partial<Slots>) => setSlots((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body: OrderRescheduleRequest = {
      pickup_time_slot: { date: slots.pickupDate, time: slots.pickupTime },
      return_time_slot: slots.asSoonAsReady ? null : { date: slots.returnDate, time: slots.returnTime },
      ...(order.updated_at ? { expected_updated_at: order.updated_at } : {}),
    };
    try {
      // the saved order is cached and remounts this section (keyed by its version) with the new slots
      await reschedule.mutateAsync(body);
      notify({ type: 'success', title: t('done'), description: t('reschedule.saved') });
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? (error.body as { errors?: Record<string, string[]> }).errors : undefined;
      if (fieldErrors) {
        const first = (field: keyof Errors) => fieldErrors[field]?.join(' ') ?? fieldErrors[`${field}.date`]?.join(' ');
        setErrors({ pickup_time_slot: first('pickup_time_slot'), return_time_slot: first('return_time_slot') });
        return;
      }
      const message = isApiError(error) ? (error.body as { message?: string } | undefined)?.message : undefined;
      notify({ type: 'error', title: t('errorTitle'), description: message ?? t('oops') });
    }
  };

  return (
    <DetailSection title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            {t('reschedule.hint')}
          </Text>
          <SlotFields
            label={t(`${ORDERS_NS}:pickupReturn.pickupTime`)}
            date={slots.pickupDate}
            time={slots.pickupTime}
            onDate={(pickupDate) => set({ pickupDate })}
            onTime={(pickupTime) => set({ pickupTime })}
            error={errors.pickup_time_slot}
          />
          <Checkbox.Root checked={slots.asSoonAsReady} onCheckedChange={(details) => set({ asSoonAsReady: details.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(`${ORDERS_NS}:pickupReturn.asSoonAsReady`)}</Checkbox.Label>
          </Checkbox.Root>
          <SlotFields
            label={t(`${ORDERS_NS}:pickupReturn.returnTime`)}
            date={slots.returnDate}
            time={slots.returnTime}
            onDate={(returnDate) => set({ returnDate })}
            onTime={(returnTime) => set({ returnTime })}
            error={errors.return_time_slot}
            disabled={slots.asSoonAsReady}
          />
          {slots.asSoonAsReady && errors.return_time_slot && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.return_time_slot}
            </Text>
          )}
          <div>
            <Button type="submit" colorPalette="brand" loading={reschedule.isPending} disabled={!changed}>
              {t('reschedule.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </DetailSection>
  );
}
