import { useEffect, useRef } from 'react';
import { Controller, FormProvider, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { Field, Heading, Input, SimpleGrid, Stack, notify, useAuth, useGoogleMapsApiKey } from '@chargevalet/platform';
import { PhoneInput } from '@chargevalet/platform/forms';
import { useTranslation } from 'react-i18next';
import { wizardStepPath, wizardUserFormSchema, type WizardUserForm, type WizardUserFormInput } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { useCustomerProfile } from '../../api/customer';
import { AddressFields, checkAddress, type ChosenPlaces } from '../../address/AddressFields';
import { isDuplicate, type UniqueField } from '../../checkout/checkoutApi';
import '../payment-method/texts';
import { WizardNav } from '../../wizard/WizardNav';
import { useWizardStore } from '../../wizard/wizardStore';

const FORM_ID = 'user-details-form';
type Values = WizardUserFormInput;

const EMPTY: Values = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  billing_address: { street: '', latitude: null, longitude: null },
  billing_zip_code: '',
  is_email_verified: false,
  is_phone_verified: false,
};

/** Step 3 (SPEC §2, §5): name, surname, phone, e-mail, billing address and ZIP; a signed-in customer's profile prefilled. */
export function UserDetailsStep() {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const setUser = useWizardStore((s) => s.setUser);
  const signedIn = useAuth((s) => s.status === 'authenticated');
  const profile = useCustomerProfile();
  const mapsKey = useGoogleMapsApiKey();
  const places = useRef<ChosenPlaces>({});
  const saved = useRef(useWizardStore.getState().user);
  const form = useForm<Values, unknown, WizardUserForm>({
    resolver: zodResolver(wizardUserFormSchema),
    defaultValues: { ...EMPTY, ...(saved.current ?? {}) },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setValue, getValues, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  // A signed-in customer's profile fills the empty fields (SPEC §6).
  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    const fill = (name: Path<Values>, value: string | null) => {
      if (value && !getValues(name)) setValue(name, value);
    };
    fill('name', p.first_name);
    fill('surname', p.last_name);
    fill('phone', p.phone);
    fill('email', p.email);
    if (p.billing_address && !getValues('billing_address.street')) setValue('billing_address', { street: p.billing_address, latitude: null, longitude: null });
    fill('billing_zip_code', p.zip_code);
  }, [profile.data, getValues, setValue]);

  const trim = (name: Path<Values>) => ({
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => setValue(name, e.target.value.trim(), { shouldValidate: formState.isSubmitted }),
  });

  const onSubmit = handleSubmit(async (values) => {
    const problem = await checkAddress('billing', values.billing_address.street, values.billing_zip_code, { mapsKey, places: places.current });
    if (problem) {
      setError(problem.field === 'street' ? 'billing_address.street' : 'billing_zip_code', { type: 'address', message: problem.message });
      return;
    }
    // A guest whose e-mail or phone already has an account learns it here, not only at the payment step (which
    // checks again): the same SPEC §5 messages, on the field. A failed check does not hold the guest up.
    if (!signedIn) {
      const [email, phone] = await Promise.all([
        isDuplicate('email', values.email).catch(() => false),
        isDuplicate('phone', values.phone).catch(() => false),
      ]);
      const taken: UniqueField[] = [...(email ? (['email'] as const) : []), ...(phone ? (['phone'] as const) : [])];
      if (taken.length > 0) {
        for (const field of taken) {
          const value = t(`payment.duplicate.${field}`);
          setError(field, { type: 'duplicate', message: `${t('payment.duplicate.title', { value })}. ${t('payment.duplicate.text', { value })}.` });
        }
        const value = t(`payment.duplicate.${taken[0]!}`);
        notify({ type: 'warning', title: t('payment.duplicate.title', { value }), description: t('payment.duplicate.text', { value }), duration: 10_000 });
        return;
      }
    }
    setUser(values);
    navigate(wizardStepPath('time-slots'));
  });

  return (
    <FormProvider {...form}>
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Stack gap="8">
          <Stack as="section" gap="4" aria-labelledby="contact-section">
            <Heading as="h2" size="md" id="contact-section">
              {t('user.sectionContact')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field label={t('user.name')} error={errors.name} required id="name">
                <Input autoComplete="given-name" maxLength={30} {...register('name', trim('name'))} />
              </Field>
              <Field label={t('user.surname')} error={errors.surname} required id="surname">
                <Input autoComplete="family-name" maxLength={30} {...register('surname', trim('surname'))} />
              </Field>
              <Field label={t('user.phone')} error={errors.phone} required id="phone" helperText={t('user.phoneHint')}>
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field, fieldState }) => (
                    <PhoneInput name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(fieldState.error)} />
                  )}
                />
              </Field>
              <Field label={t('user.email')} error={errors.email} required id="email">
                <Input type="email" autoComplete="email" {...register('email', trim('email'))} />
              </Field>
            </SimpleGrid>
          </Stack>
          <Stack as="section" gap="4" aria-labelledby="billing-section">
            <Heading as="h2" size="md" id="billing-section">
              {t('user.sectionBilling')}
            </Heading>
            <AddressFields kind="billing" mapsKey={mapsKey} places={places} onOutOfServiceArea={() => undefined} />
          </Stack>
        </Stack>
        <WizardNav previous="car-and-order-details" formId={FORM_ID} showCancel={false} nextLoading={isSubmitting} />
      </form>
    </FormProvider>
  );
}
