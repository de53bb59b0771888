import { useEffect, useRef, useState } from 'react';
import { Controller, FormProvider, useForm, useWatch, type Control, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  contractRules,
  formatEuro,
  useGoogleMapsApiKey,
  useLocale,
  usePreloadContractRules,
} from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { CAR_TYPES, DEFAULT_CHARGING_LEVEL_ID, SERVICE_IDS, copyPickupToReturn, forcesExtrasOff, translated, wizardStepPath } from '@chargevalet/contract/core';
import type { PackageService, WizardCarForm, WizardCarFormInput } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { useChargingLevels, usePackageServices } from '../../api/catalog';
import { useCustomerProfile } from '../../api/customer';
import { AddressFields, checkAddress, streetFieldOf, zipFieldOf, type ChosenPlaces } from '../../address/AddressFields';
import { ServiceNotAvailableModal } from '../../address/ServiceNotAvailableModal';
import { ReturnInfoModal } from './ReturnInfoModal';
import { WizardNav } from '../../wizard/WizardNav';
import { useWizardStore } from '../../wizard/wizardStore';

const FORM_ID = 'car-details-form';
type Values = WizardCarFormInput;

/**
 * The car form's rules (the contract's schemas, with zod) load while the step shows, not before it: "Next" on the
 * first step answers without waiting for them on a slow phone (issue 29).
 */
const resolver: Resolver<Values, unknown, WizardCarForm> = async (values, context, options) =>
  zodResolver((await contractRules()).wizardCarFormSchema)(values, context, options);

const EMPTY: Values = {
  car_type: '' as unknown as Values['car_type'],
  license_plate: '',
  brand: '',
  model: '',
  color: '',
  charging_level_id: DEFAULT_CHARGING_LEVEL_ID,
  return_type_id: '' as unknown as number,
  pickup_address: { street: '', latitude: null, longitude: null },
  pickup_zip_code: '',
  return_address: { street: '', latitude: null, longitude: null },
  return_zip_code: '',
  return_same_as_pickup_address: true,
  wash_before_return: false,
  wash_before_return_id: null,
  should_use_fuel_card: false,
  should_send_bill: false,
  clean_car_before_returning: false,
  clean_car_before_returning_id: null,
};

const serviceOf = (services: PackageService[] | undefined, id: number) => services?.find((s) => s.id === id);

/** Trims a text input on blur (SPEC §5 "Inputs are trimmed on blur"). */
const trimOnBlur = (setValue: (name: Path<Values>, value: string) => void, name: Path<Values>) => ({
  onBlur: (e: React.FocusEvent<HTMLInputElement>) => setValue(name, e.target.value.trim()),
});

interface ToggleProps {
  name: 'wash_before_return' | 'clean_car_before_returning' | 'should_use_fuel_card' | 'should_send_bill';
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** A switch bound to the form (wash, cleaning, fuel card, electricity bill), with an optional hint below. */
function Toggle({ control, name, label, hint, disabled }: ToggleProps & { control: Control<Values> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <Switch.Root
            checked={Boolean(field.value)}
            onCheckedChange={(e) => field.onChange(e.checked)}
            disabled={disabled}
            colorPalette="brand"
            display="flex"
            alignItems="flex-start"
            gap="3"
          >
            <Switch.HiddenInput onBlur={field.onBlur} name={field.name} aria-describedby={hint ? `${name}-hint` : undefined} />
            <Switch.Control mt="0.5">
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label fontWeight="normal">{label}</Switch.Label>
          </Switch.Root>
          {hint && (
            <Text id={`${name}-hint`} fontSize="xs" color="fg.muted" ms="12" mt="0.5">
              {hint}
            </Text>
          )}
        </Box>
      )}
    />
  );
}

/** Step 2 (SPEC §2, §5): car, charging level, return type, toggles, pickup and return addresses. */
export function CarDetailsStep() {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const packageId = useWizardStore((s) => s.packageId);
  const discount = useWizardStore((s) => s.discount);
  const setCar = useWizardStore((s) => s.setCar);
  const setCarDraft = useWizardStore((s) => s.setCarDraft);
  const levels = useChargingLevels();
  const packageServices = usePackageServices(packageId);
  const profile = useCustomerProfile();
  const mapsKey = useGoogleMapsApiKey();
  const places = useRef<ChosenPlaces>({});
  const [outOfArea, setOutOfArea] = useState(false);
  const [returnInfoOpen, setReturnInfoOpen] = useState(false);
  const saved = useRef(useWizardStore.getState().carDraft ?? useWizardStore.getState().car);

  const form = useForm<Values, unknown, WizardCarForm>({
    resolver,
    defaultValues: { ...EMPTY, ...(saved.current ?? {}) },
    mode: 'onTouched',
  });
  usePreloadContractRules();
  const { register, control, handleSubmit, setValue, getValues, setError, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const sameAsPickup = useWatch({ control, name: 'return_same_as_pickup_address' });
  const pickupAddress = useWatch({ control, name: 'pickup_address' });
  const pickupZip = useWatch({ control, name: 'pickup_zip_code' });
  const extrasOff = forcesExtrasOff(discount?.code, discount?.kind);

  // Keep the draft in the store: a reload keeps the typed values and the summary follows every choice.
  useEffect(() => {
    const subscription = watch((values) => setCarDraft(values as Partial<Values>));
    return () => subscription.unsubscribe();
  }, [watch, setCarDraft]);

  // The package's options: option ids always; the defaults (default_enabled) only for a new form.
  useEffect(() => {
    const services = packageServices.data;
    if (!services) return;
    const returnType = serviceOf(services, SERVICE_IDS.returnType);
    const wash = serviceOf(services, SERVICE_IDS.carWash)?.options[0];
    const cleaning = serviceOf(services, SERVICE_IDS.cleaning)?.options[0];
    const opts = { shouldDirty: false } as const;
    setValue('wash_before_return_id', wash?.service_id ?? null, opts);
    setValue('clean_car_before_returning_id', cleaning?.service_id ?? null, opts);
    const currentReturn = Number(getValues('return_type_id'));
    if (!returnType?.options.some((o) => o.service_id === currentReturn)) {
      const preferred = returnType?.options.find((o) => o.default_enabled) ?? returnType?.options[0];
      if (preferred) setValue('return_type_id', preferred.service_id, opts);
    } else setValue('return_type_id', currentReturn, opts);
    if (!saved.current && !forcesExtrasOff(useWizardStore.getState().discount?.code, useWizardStore.getState().discount?.kind)) {
      setValue('wash_before_return', Boolean(wash?.default_enabled), opts);
      setValue('clean_car_before_returning', Boolean(cleaning?.default_enabled), opts);
    }
    setCarDraft(getValues());
  }, [packageServices.data, setValue, getValues, setCarDraft]);

  // Selects get their options late: apply the form's value again once they are there (default level id 6).
  useEffect(() => {
    if (levels.data) setValue('charging_level_id', getValues('charging_level_id') || DEFAULT_CHARGING_LEVEL_ID, { shouldDirty: false });
  }, [levels.data, setValue, getValues]);

  // A signed-in customer's saved car fills an empty form.
  useEffect(() => {
    const car = profile.data?.car;
    if (!car || saved.current) return;
    if (car.car_type && !getValues('car_type')) setValue('car_type', car.car_type);
    for (const key of ['license_plate', 'brand', 'model', 'color'] as const) {
      if (car[key] && !getValues(key)) setValue(key, car[key]);
    }
  }, [profile.data, getValues, setValue]);

  // FIRSTORDER / free-order codes force wash and cleaning off; a newly applied code clears them (SPEC §4).
  const lastCode = useRef(discount?.code ?? null);
  useEffect(() => {
    const code = discount?.code ?? null;
    if (extrasOff || (code !== null && code !== lastCode.current)) {
      setValue('wash_before_return', false);
      setValue('clean_car_before_returning', false);
    }
    lastCode.current = code;
  }, [discount?.code, extrasOff, setValue]);

  // Same as pickup: the return fields are copies of the pickup fields.
  useEffect(() => {
    if (!sameAsPickup) return;
    const copy = copyPickupToReturn({ pickup_address: pickupAddress, pickup_zip_code: pickupZip, return_address: pickupAddress, return_zip_code: pickupZip });
    setValue('return_address', { street: copy.return_address?.street ?? '', latitude: copy.return_address?.latitude ?? null, longitude: copy.return_address?.longitude ?? null });
    setValue('return_zip_code', copy.return_zip_code ?? '');
    form.clearErrors(['return_address', 'return_zip_code']);
  }, [sameAsPickup, pickupAddress, pickupZip, setValue, form]);

  const onSubmit = handleSubmit(async (values) => {
    const kinds: Array<'pickup' | 'return'> = values.return_same_as_pickup_address ? ['pickup'] : ['pickup', 'return'];
    let failed = false;
    for (const kind of kinds) {
      const street = kind === 'pickup' ? values.pickup_address.street : (values.return_address?.street ?? '');
      const zip = kind === 'pickup' ? values.pickup_zip_code : values.return_zip_code;
      let problem;
      try {
        problem = await checkAddress(kind, street, zip, { mapsKey, places: places.current });
      } catch {
        problem = { field: 'zip' as const, message: 'validation.zipCodeVerificationFailed' };
      }
      if (!problem) continue;
      failed = true;
      setError(problem.field === 'street' ? `${streetFieldOf(kind)}.street` : zipFieldOf(kind), { type: 'address', message: problem.message });
      if (problem.outOfServiceArea) setOutOfArea(true);
    }
    if (failed) return;
    const level = levels.data?.find((l) => l.id === values.charging_level_id);
    const returnOption = serviceOf(packageServices.data, SERVICE_IDS.returnType)?.options.find((o) => o.service_id === values.return_type_id);
    setCar({
      ...values,
      charging_level: level ? translated(level.translations, locale).title : values.charging_level,
      return_type: returnOption ? translated(returnOption.translations, locale).title : values.return_type,
    });
    navigate(wizardStepPath('user-details'));
  });

  const priceNote = (serviceId: number) => {
    const option = serviceOf(packageServices.data, serviceId)?.options[0];
    if (!option) return undefined;
    return option.cost === 0 ? t('car.included') : t('car.extraCost', { price: formatEuro(option.cost, locale) });
  };

  const returnType = serviceOf(packageServices.data, SERVICE_IDS.returnType);
  const hasWash = Boolean(serviceOf(packageServices.data, SERVICE_IDS.carWash));
  const hasCleaning = Boolean(serviceOf(packageServices.data, SERVICE_IDS.cleaning));
  const trim = (name: Path<Values>) => trimOnBlur((n, v) => setValue(n, v as never, { shouldValidate: formState.isSubmitted }), name);

  return (
    <FormProvider {...form}>
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Stack gap="8">
          <Stack as="section" gap="4" aria-labelledby="car-section">
            <Heading as="h2" size="md" id="car-section">
              {t('car.sectionCar')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field label={t('car.carType')} error={errors.car_type} required id="car_type">
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('car_type')}>
                    <option value="">{t('car.choose')}</option>
                    {CAR_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`car.types.${type}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={t('car.licensePlate')} error={errors.license_plate} required id="license_plate">
                <Input autoCapitalize="characters" placeholder="D AB 1234" maxLength={20} {...register('license_plate', trim('license_plate'))} />
              </Field>
              <Field label={t('car.brand')} error={errors.brand} id="brand">
                <Input {...register('brand', trim('brand'))} />
              </Field>
              <Field label={t('car.model')} error={errors.model} id="model">
                <Input {...register('model', trim('model'))} />
              </Field>
              <Field label={t('car.color')} error={errors.color} id="color">
                <Input {...register('color', trim('color'))} />
              </Field>
            </SimpleGrid>
          </Stack>

          <Stack as="section" gap="4" aria-labelledby="order-section">
            <Heading as="h2" size="md" id="order-section">
              {t('car.sectionOrder')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field label={t('car.chargingLevel')} error={errors.charging_level_id} required id="charging_level_id" helperText={t('car.chargingLevelHint')}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('charging_level_id', { setValueAs: (v: string) => (v === '' ? '' : Number(v)) })}>
                    <option value="">{t('car.choose')}</option>
                    {levels.data?.map((level) => (
                      <option key={level.id} value={level.id}>
                        {translated(level.translations, locale).title}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={t('car.returnType')} error={errors.return_type_id} required id="return_type_id">
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('return_type_id', { setValueAs: (v: string) => (v === '' ? '' : Number(v)) })}>
                    <option value="">{t('car.choose')}</option>
                    {returnType?.options.map((option) => (
                      <option key={option.service_id} value={option.service_id}>
                        {translated(option.translations, locale).title}
                        {option.cost > 0 ? ` (+${formatEuro(option.cost, locale)})` : ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline" onClick={() => setReturnInfoOpen(true)}>
                  {t('returnInfo.open')}
                </Button>
              </Field>
            </SimpleGrid>
            <Stack gap="3" role="group" aria-label={t('car.extras')}>
              {hasWash && (
                <Toggle
                  control={control}
                  name="wash_before_return"
                  label={`${t('car.wash')} · ${priceNote(SERVICE_IDS.carWash) ?? ''}`}
                  disabled={extrasOff}
                  hint={extrasOff ? t('freeSwitchHint') : undefined}
                />
              )}
              {hasCleaning && (
                <Toggle
                  control={control}
                  name="clean_car_before_returning"
                  label={`${t('car.cleaning')} · ${priceNote(SERVICE_IDS.cleaning) ?? ''}`}
                  disabled={extrasOff}
                  hint={extrasOff ? t('freeSwitchHint') : undefined}
                />
              )}
              <Toggle control={control} name="should_use_fuel_card" label={t('car.fuelCard')} hint={t('car.fuelCardHint')} />
              <Toggle control={control} name="should_send_bill" label={t('car.bill')} hint={t('car.billHint')} />
            </Stack>
          </Stack>

          <Stack as="section" gap="4" aria-labelledby="address-section">
            <Heading as="h2" size="md" id="address-section">
              {t('car.sectionAddresses')}
            </Heading>
            <AddressFields kind="pickup" mapsKey={mapsKey} places={places} onOutOfServiceArea={() => setOutOfArea(true)} />
            <Controller
              control={control}
              name="return_same_as_pickup_address"
              render={({ field }) => (
                <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(e) => field.onChange(e.checked === true)} colorPalette="brand">
                  <Checkbox.HiddenInput onBlur={field.onBlur} name={field.name} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('car.sameAsPickup')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
            <AddressFields kind="return" mapsKey={mapsKey} places={places} disabled={Boolean(sameAsPickup)} onOutOfServiceArea={() => setOutOfArea(true)} />
          </Stack>
        </Stack>
        <WizardNav previous="select-package" formId={FORM_ID} nextLoading={isSubmitting} />
      </form>
      <ReturnInfoModal open={returnInfoOpen} onClose={() => setReturnInfoOpen(false)} />
      <ServiceNotAvailableModal open={outOfArea} onClose={() => setOutOfArea(false)} />
    </FormProvider>
  );
}
