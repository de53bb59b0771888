import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { emailRule, firstNameRule, lastNameRule, phoneRule } from '../rules';
import { brandRule, carTypeRule, colorRule, licensePlateRule, modelRule } from './car';
import { geoAddressSchema, latitudeRule, longitudeRule, zipCodeRule } from './address';
import { chargingLevelIdField, paymentMethodCodeRule, returnTypeIdField } from './ids';
import { copyPickupToReturn } from './wizard-forms-core';

export * from './wizard-forms-core';


/** The return address before validation: filled in only when it differs from the pickup address. */
const looseAddress = z.object({
  street: text().optional().default(''),
  latitude: latitudeRule,
  longitude: longitudeRule,
});
const optionalOptionId = z.number().int().positive().nullable().optional();


/** Run the return-address check even when other fields failed, so the form shows every message at once. */
const showWithOtherErrors = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * SPEC §3 wizard car form with every SPEC §5 rule. Return street and ZIP are checked only when the return
 * address is not the pickup address; with the checkbox ticked the output carries copies of the pickup fields.
 */
export const wizardCarFormSchema = z
  .object({
    car_type: carTypeRule,
    license_plate: licensePlateRule,
    brand: brandRule,
    model: modelRule,
    color: colorRule,
    charging_level_id: chargingLevelIdField,
    charging_level: text().optional(),
    return_type_id: returnTypeIdField,
    return_type: text().optional(),
    pickup_address: geoAddressSchema('pickup'),
    pickup_zip_code: zipCodeRule('pickup'),
    return_address: looseAddress.optional(),
    return_zip_code: text().optional().default(''),
    return_same_as_pickup_address: z.boolean().default(false),
    wash_before_return: z.boolean().default(false),
    wash_before_return_id: optionalOptionId,
    should_use_fuel_card: z.boolean().default(false),
    should_send_bill: z.boolean().default(false),
    clean_car_before_returning: z.boolean().default(false),
    clean_car_before_returning_id: optionalOptionId,
  })
  .superRefine((form, ctx) => {
    if (form.return_same_as_pickup_address) return;
    const address = geoAddressSchema('return').safeParse(form.return_address ?? { street: '' });
    for (const issue of address.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['return_address', ...issue.path] });
    }
    const zip = zipCodeRule('return').safeParse(form.return_zip_code);
    for (const issue of zip.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: ['return_zip_code'] });
  }, showWithOtherErrors)
  .transform((form) => {
    if (form.return_same_as_pickup_address) return copyPickupToReturn(form);
    return {
      ...form,
      return_address: geoAddressSchema('return').parse(form.return_address),
      return_zip_code: zipCodeRule('return').parse(form.return_zip_code),
    };
  });
export type WizardCarFormInput = z.input<typeof wizardCarFormSchema>;
export type WizardCarForm = z.output<typeof wizardCarFormSchema>;

/** Option ids the car form stands for: the return type plus the chosen wash and cleaning options. */
export function selectedServicesOf(form: Pick<WizardCarForm,
  'return_type_id' | 'wash_before_return' | 'wash_before_return_id' | 'clean_car_before_returning' | 'clean_car_before_returning_id'>): number[] {
  const ids = [form.return_type_id];
  if (form.wash_before_return && form.wash_before_return_id) ids.push(form.wash_before_return_id);
  if (form.clean_car_before_returning && form.clean_car_before_returning_id) ids.push(form.clean_car_before_returning_id);
  return ids;
}

/** SPEC §3 wizard user form: the shared name, phone and e-mail rules plus the billing address and ZIP. */
export const wizardUserFormSchema = z.object({
  name: firstNameRule,
  surname: lastNameRule,
  phone: phoneRule,
  email: emailRule,
  billing_address: geoAddressSchema('billing'),
  billing_zip_code: zipCodeRule('billing'),
  is_email_verified: z.boolean().default(false),
  is_phone_verified: z.boolean().default(false),
});
export type WizardUserFormInput = z.input<typeof wizardUserFormSchema>;
export type WizardUserForm = z.output<typeof wizardUserFormSchema>;

/** A consent a guest must tick (SPEC §5: error 'validation.Required'). */
const requiredConsent = z.boolean(msg('Required')).refine((ticked) => ticked, msg('Required'));

/**
 * SPEC §5 payment step. Guests must tick both consents; signed-in customers skip them. The account consent
 * starts ticked (a guest order creates the account); the terms are ticked by the user ("must tick", issue 12),
 * and marketing consent is optional and starts unticked (a pre-ticked box is no valid consent under EU law).
 */
export const paymentFormSchema = (isGuest: boolean) =>
  z.object({
    payment_method: paymentMethodCodeRule,
    create_account: isGuest ? requiredConsent : z.boolean().optional(),
    accept_terms: isGuest ? requiredConsent : z.boolean().optional(),
    marketing_consent: z.boolean().default(false),
  });
export type PaymentForm = z.output<ReturnType<typeof paymentFormSchema>>;
export const PAYMENT_FORM_DEFAULTS = { create_account: true, accept_terms: false, marketing_consent: false } as const;
