import type { Page } from '@playwright/test';
import { WIZARD_STORAGE_KEY } from '@chargevalet/contract';
import { acceptCookies } from './session';

const address = { street: 'Königsallee 1, 40212 Düsseldorf', latitude: 51.2254, longitude: 6.7763 };

/** A guest's e-mail and phone no earlier run has used. */
export function uniqueGuest() {
  const n = `${Date.now()}`.slice(-7);
  return { email: `guest-${n}@example.com`, phone: `+49 211 ${n}` };
}

/**
 * Saves steps 1-3 as the wizard keeps them in the browser (the persisted store), for journeys that start later in
 * the wizard; `extra` overrides parts of the state (e.g. time slots to open the payment step).
 */
export async function seedWizard(page: Page, user: { email: string; phone: string; name?: string; surname?: string }, extra: Record<string, unknown> = {}) {
  await page.goto('/');
  await acceptCookies(page);
  const car = {
    car_type: 'electric',
    license_plate: 'D CV 2026',
    brand: 'VW',
    model: 'ID.3',
    color: 'Blau',
    charging_level_id: 6,
    return_type_id: 1,
    pickup_address: address,
    pickup_zip_code: '40212',
    return_address: address,
    return_zip_code: '40212',
    return_same_as_pickup_address: true,
    wash_before_return: false,
    wash_before_return_id: null,
    should_use_fuel_card: false,
    should_send_bill: false,
    clean_car_before_returning: false,
    clean_car_before_returning_id: null,
  };
  const state = {
    packageId: 1,
    car,
    carDraft: car,
    user: {
      name: user.name ?? 'Gustav',
      surname: user.surname ?? 'Gast',
      phone: user.phone,
      email: user.email,
      billing_address: address,
      billing_zip_code: '40212',
      is_email_verified: false,
      is_phone_verified: false,
    },
    timeSlots: null,
    payment: null,
    discount: null,
    step: 3,
    ...extra,
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [WIZARD_STORAGE_KEY, JSON.stringify({ state, version: 1 })] as const);
}
