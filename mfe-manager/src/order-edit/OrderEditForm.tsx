import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CAR_TYPES, postcodeInText } from '@chargevalet/contract/core';
import { isMoneySettled, isReschedulable, orderEditFormSchema, type ChargingLevel, type Order, type OrderEditFormInput, type OrderEditFormValues } from '@chargevalet/contract';
import {
  Button,
  Field,
  Flex,
  Input,
  NativeSelect,
  ORDERS_NS,
  SimpleGrid,
  Stack,
  Text,
  formatDateTime,
  formatEuro,
  isApiError,
  notify,
  useLocale,
} from '@chargevalet/platform';
import {
  UnsavedChangesModal,
  useUnsavedChangesGuard,
} from '@chargevalet/platform/forms';
import {
  DetailSection,
} from '@chargevalet/platform/orders';
import { CheckboxField } from './CheckboxField';
import { EstimateSection } from './EstimateSection';
import { ORDER_EDIT_NS } from './texts';

export interface OrderEditFormProps {
  order: Order;
  chargingLevels: ChargingLevel[];
  onSave(values: OrderEditFormValues): Promise<unknown>;
  /** Back to the order: after saving, or on Cancel (which asks first while there are unsaved changes). */
  onLeave(): void;
}

const euroOf = (cents: number | null) => (cents === null ? null : cents / 100);
const emptyToNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(String(value).replace(',', '.')));
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** The order as the form starts: the name split into first and last (SPEC §3), actual costs in euro. */
export function formValuesOf(order: Order): OrderEditFormInput {
  const zip = (street: string) => postcodeInText(street) ?? undefined;
  return {
    car: { ...order.car },
    package_id: order.package.id,
    charging_level_id: order.charging_level_id,
    is_send_bill: order.is_send_bill,
    is_use_fuel_card: order.is_use_fuel_card,
    is_wash_car: order.is_wash_car,
    billing_address: { street: order.billing_address.street },
    pickup_address: { ...order.pickup_address, zip_code: zip(order.pickup_address.street) },
    return_address: { ...order.return_address, zip_code: zip(order.return_address.street) },
    customer: { firstname: order.customer.firstname, lastname: order.customer.lastname },
    electricity_total: euroOf(order.electricity_total),
    service_total: euroOf(order.service_total),
  };
}

/** Server field → form field (the server checks the joined name). */
const formFieldOf = (field: string): string => (field === 'customer.name' ? 'customer.firstname' : field);

/**
 * SPEC §2 "Order edit": Car details, Order details, Pickup and return, Customer details, Estimation costs (live),
 * Actual costs. Read-only fields of SPEC §5 are shown disabled; Save is enabled only with changes; leaving with
 * unsaved changes asks first.
 */
export function OrderEditForm({ order, chargingLevels, onSave, onLeave }: OrderEditFormProps) {
  const { t } = useTranslation([ORDER_EDIT_NS, ORDERS_NS]);
  const o = (key: string) => t(`${ORDERS_NS}:${key}`);
  const { locale } = useLocale();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<OrderEditFormInput, unknown, OrderEditFormValues>({ resolver: zodResolver(orderEditFormSchema), defaultValues: formValuesOf(order) });
  const guard = useUnsavedChangesGuard(isDirty);
  const [packageId, chargingLevelId, isWashCar, isUseFuelCard, service, electricity] = useWatch({
    control,
    name: ['package_id', 'charging_level_id', 'is_wash_car', 'is_use_fuel_card', 'service_total', 'electricity_total'],
  });

  const submit = handleSubmit(async (values) => {
    // a changed street without new coordinates: the server places it by its postcode
    const placed = (kind: 'pickup_address' | 'return_address') =>
      values[kind].street === order[kind].street ? values[kind] : { ...values[kind], latitude: null, longitude: null };
    try {
      await onSave({ ...values, pickup_address: placed('pickup_address'), return_address: placed('return_address') });
      reset(values);
      notify({ type: 'success', title: t('done'), description: t('updated') });
      onLeave();
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? (error.body as { errors?: Record<string, string[]> }).errors : undefined;
      if (!fieldErrors) {
        const message = isApiError(error) ? (error.body as { message?: string } | undefined)?.message : undefined;
        notify({ type: 'error', title: t('errorTitle'), description: message ?? t('oops') });
        return;
      }
      // SPEC §8: a 422 keeps the form; the messages go to their fields
      for (const [field, messages] of Object.entries(fieldErrors)) {
        setError(formFieldOf(field) as Parameters<typeof setError>[0], { message: messages.join(' ') });
      }
    }
  });

  const readOnly = t('readOnlyHint');
  // the slots move through their own form (RescheduleSection), not the edit
  const timesHint = isReschedulable(order.state) ? t('timesBelow') : readOnly;
  // a charged order's money stays as charged (the server answers 409 money_locked): a refund corrects it
  const settled = isMoneySettled(order.state);
  const costsLocked = order.is_free || settled;
  const costsHint = order.is_free ? t('freeHint') : settled ? t('settledHint') : undefined;
  const total = (() => {
    const a = emptyToNull(service);
    const b = emptyToNull(electricity);
    return a === null || b === null || Number.isNaN(a) || Number.isNaN(b) ? null : Math.round(a * 100) + Math.round(b * 100);
  })();

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('title')}>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <DetailSection title={o('sections.car')}>
            <Stack gap="3">
              <Field label={o('car.type')} error={errors.car?.car_type} required disabled={settled} helperText={settled ? t('settledHint') : undefined}>
                <NativeSelect.Root disabled={settled}>
                  <NativeSelect.Field {...register('car.car_type')}>
                    {CAR_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {o(`car.${type}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={o('car.licensePlate')} error={errors.car?.license_plate} required>
                <Input {...register('car.license_plate')} />
              </Field>
              <Field label={o('car.brand')} error={errors.car?.brand}>
                <Input {...register('car.brand')} />
              </Field>
              <Field label={o('car.model')} error={errors.car?.model}>
                <Input {...register('car.model')} />
              </Field>
              <Field label={o('car.color')} error={errors.car?.color}>
                <Input {...register('car.color')} />
              </Field>
            </Stack>
          </DetailSection>

          <DetailSection title={o('sections.order')}>
            <Stack gap="3">
              <Field label={o('order.package')} helperText={readOnly} disabled>
                <Input value={order.package.translations[locale].title} readOnly disabled />
              </Field>
              <Field label={o('order.chargingLevel')} error={errors.charging_level_id} required disabled={settled} helperText={settled ? t('settledHint') : undefined}>
                <NativeSelect.Root disabled={settled}>
                  <NativeSelect.Field {...register('charging_level_id', { setValueAs: Number })}>
                    {chargingLevels.map((level) => (
                      <option key={level.id} value={level.id}>
                        {level.translations[locale]?.title ?? level.title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={o('order.returnType')} helperText={readOnly} disabled>
                <Input value={order.return_type ? order.return_type.translations[locale].title : o('none')} readOnly disabled />
              </Field>
              <CheckboxField control={control} name="is_wash_car" label={o('order.washCar')} disabled={settled} />
              <CheckboxField control={control} name="is_use_fuel_card" label={o('order.fuelCard')} disabled={settled} />
              <CheckboxField control={control} name="is_send_bill" label={o('order.sendBill')} />
            </Stack>
          </DetailSection>

          <DetailSection title={o('sections.pickupReturn')}>
            <Stack gap="3">
              <Field label={o('pickupReturn.pickupAddress')} error={errors.pickup_address?.street} required>
                <Input {...register('pickup_address.street')} />
              </Field>
              <Field label={`${o('pickupReturn.pickupAddress')}: ${t('zipCode')}`} error={errors.pickup_address?.zip_code}>
                <Input inputMode="numeric" {...register('pickup_address.zip_code', { setValueAs: emptyToUndefined })} />
              </Field>
              <Field label={o('pickupReturn.pickupTime')} helperText={timesHint} disabled>
                <Input value={formatDateTime(order.pickup_time_slot.date_time, locale)} readOnly disabled />
              </Field>
              <Field label={o('pickupReturn.returnAddress')} error={errors.return_address?.street} required>
                <Input {...register('return_address.street')} />
              </Field>
              <Field label={`${o('pickupReturn.returnAddress')}: ${t('zipCode')}`} error={errors.return_address?.zip_code}>
                <Input inputMode="numeric" {...register('return_address.zip_code', { setValueAs: emptyToUndefined })} />
              </Field>
              <Field label={o('pickupReturn.returnTime')} helperText={timesHint} disabled>
                <Input
                  value={order.return_time_slot ? formatDateTime(order.return_time_slot.date_time, locale) : o('pickupReturn.asSoonAsReady')}
                  readOnly
                  disabled
                />
              </Field>
            </Stack>
          </DetailSection>

          <DetailSection title={o('sections.customer')}>
            <Stack gap="3">
              <Field label={t('firstName')} error={errors.customer?.firstname} required>
                <Input autoComplete="off" {...register('customer.firstname')} />
              </Field>
              <Field label={t('lastName')} error={errors.customer?.lastname} required>
                <Input autoComplete="off" {...register('customer.lastname')} />
              </Field>
              <Field label={o('customer.phone')} helperText={readOnly} disabled>
                <Input value={order.customer.phone} readOnly disabled />
              </Field>
              <Field label={o('customer.email')} helperText={readOnly} disabled>
                <Input value={order.customer.email} readOnly disabled />
              </Field>
              <Field label={o('customer.billingAddress')} error={errors.billing_address?.street} required>
                <Input {...register('billing_address.street')} />
              </Field>
            </Stack>
          </DetailSection>

          <EstimateSection
            order={order}
            fields={{ package_id: packageId, charging_level_id: Number(chargingLevelId), is_wash_car: isWashCar, is_use_fuel_card: isUseFuelCard }}
          />

          <DetailSection title={o('sections.actual')}>
            <Stack gap="3">
              <Field label={t('actualService')} error={errors.service_total} disabled={costsLocked} helperText={costsHint}>
                <Input inputMode="decimal" disabled={costsLocked} {...register('service_total', { setValueAs: emptyToNull })} />
              </Field>
              <Field label={t('actualElectricity')} error={errors.electricity_total} disabled={costsLocked} helperText={costsHint}>
                <Input inputMode="decimal" disabled={costsLocked} {...register('electricity_total', { setValueAs: emptyToNull })} />
              </Field>
              <Field label={o('costs.total')} helperText={readOnly} disabled>
                <Input value={total === null ? o('costs.notEntered') : formatEuro(total, locale)} readOnly disabled data-testid="actual-total" />
              </Field>
            </Stack>
          </DetailSection>
        </SimpleGrid>

        <Flex gap="3" align="center" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={!isDirty}>
            {t('save')}
          </Button>
          <Button type="button" variant="outline" onClick={() => guard.guard(onLeave)}>
            {t('cancel')}
          </Button>
          {isDirty && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('unsavedHint')}
            </Text>
          )}
        </Flex>
      </Stack>
      <UnsavedChangesModal kind={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </form>
  );
}
