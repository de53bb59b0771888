import { api } from '@chargevalet/platform';
import {
  ACCOUNT_PATHS,
  customerResponseSchema,
  customerUpdateResponseSchema,
  normalizeLicensePlate,
  settingsFormHasCar,
  type CustomerProfile,
  type CustomerUpdateRequestInput,
  type CustomerUpdateResponse,
  type SettingsForm,
  type SettingsFormInput,
} from '@chargevalet/contract';
import type { FieldPath } from 'react-hook-form';

export const CUSTOMER_QUERY_KEY = ['customer'] as const;

/** GET /api/customer. */
export async function fetchCustomer(): Promise<CustomerProfile> {
  const body = await api.get(ACCOUNT_PATHS.customer, { schema: customerResponseSchema });
  return body.data;
}

/** The settings form's values for a profile (SPEC §3 "Settings form"). */
export function toSettingsForm(profile: CustomerProfile): SettingsFormInput {
  return {
    firstName: profile.first_name,
    lastName: profile.last_name,
    phone: profile.phone ?? '',
    email: profile.email,
    billingAddress: { street: profile.billing_address ?? '', lat: null, lng: null },
    zipCode: profile.zip_code ?? '',
    marketingConsent: profile.marketing_consent,
    carType: (profile.car.car_type ?? '') as SettingsFormInput['carType'],
    licensePlate: profile.car.license_plate ?? '',
    brand: profile.car.brand ?? '',
    model: profile.car.model ?? '',
    color: profile.car.color ?? '',
    currentPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  };
}

/** POST /api/customer body (SPEC §7: first_name, last_name, phone, email, billing_address, zip_code, marketing_consent, car). */
export function toCustomerUpdate(form: SettingsForm): CustomerUpdateRequestInput {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    phone: form.phone,
    email: form.email,
    billing_address: form.billingAddress.street,
    zip_code: form.zipCode,
    marketing_consent: form.marketingConsent,
    // No car fields filled in: no car sent (the stored one, if any, stays as it is).
    car:
      form.carType !== '' && settingsFormHasCar(form)
        ? { car_type: form.carType, license_plate: normalizeLicensePlate(form.licensePlate), brand: form.brand, model: form.model, color: form.color }
        : null,
  };
}

export async function saveCustomer(form: SettingsForm): Promise<CustomerUpdateResponse> {
  return api.post(ACCOUNT_PATHS.customer, toCustomerUpdate(form), { schema: customerUpdateResponseSchema });
}

const SERVER_FIELDS: Record<string, FieldPath<SettingsFormInput>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone: 'phone',
  email: 'email',
  billing_address: 'billingAddress.street',
  'billing_address.street': 'billingAddress.street',
  zip_code: 'zipCode',
  marketing_consent: 'marketingConsent',
  car: 'carType',
  'car.car_type': 'carType',
  'car.license_plate': 'licensePlate',
  'car.brand': 'brand',
  'car.model': 'model',
  'car.color': 'color',
  current_password: 'currentPassword',
  new_password: 'newPassword',
  new_password_confirmation: 'confirmNewPassword',
};

/** The settings field a 422 error of POST /api/customer belongs to (null: no field on the form). */
export function settingsErrorField(serverField: string): FieldPath<SettingsFormInput> | null {
  return SERVER_FIELDS[serverField] ?? null;
}
