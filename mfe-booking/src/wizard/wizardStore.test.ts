import { WIZARD_STORAGE_KEY, initialWizardData, redirectFor, useWizardStore, type WizardData } from './wizardStore';
import type { WizardCarForm, WizardUserForm } from '@chargevalet/contract';

const car: WizardCarForm = {
  car_type: 'electric',
  license_plate: 'D AB 123',
  brand: '',
  model: '',
  color: '',
  charging_level_id: 6,
  return_type_id: 1,
  pickup_address: { street: 'Königsallee 1', latitude: null, longitude: null },
  pickup_zip_code: '40212',
  return_address: { street: 'Königsallee 1', latitude: null, longitude: null },
  return_zip_code: '40212',
  return_same_as_pickup_address: true,
  wash_before_return: true,
  wash_before_return_id: 5,
  should_use_fuel_card: false,
  should_send_bill: false,
  clean_car_before_returning: true,
  clean_car_before_returning_id: 6,
};
const user: WizardUserForm = {
  name: 'Anna',
  surname: 'Muster',
  phone: '0211 1234567',
  email: 'anna@example.com',
  billing_address: { street: 'Königsallee 1', latitude: null, longitude: null },
  billing_zip_code: '40212',
  is_email_verified: false,
  is_phone_verified: false,
};

beforeEach(() => {
  useWizardStore.getState().reset();
  localStorage.clear();
});

test('a different package clears the discount code; the same package keeps it', () => {
  const s = useWizardStore.getState();
  s.setPackage(2);
  s.setDiscount({ code: 'WELCOME10', kind: 'percent' });
  expect(useWizardStore.getState().setPackage(2)).toBe(false);
  expect(useWizardStore.getState().discount).toEqual({ code: 'WELCOME10', kind: 'percent' });
  expect(useWizardStore.getState().setPackage(3)).toBe(true);
  expect(useWizardStore.getState().discount).toBeNull();
});

test('applying a code clears wash and cleaning in the saved car and the draft', () => {
  const s = useWizardStore.getState();
  s.setCar(car);
  s.setDiscount({ code: 'WELCOME10', kind: 'percent' });
  const state = useWizardStore.getState();
  expect(state.car).toMatchObject({ wash_before_return: false, clean_car_before_returning: false });
  expect(state.carDraft).toMatchObject({ wash_before_return: false, clean_car_before_returning: false });
  state.clearDiscount();
  expect(useWizardStore.getState().discount).toBeNull();
});

test('reset (Cancel order) clears everything; clearPayment only the payment', () => {
  const s = useWizardStore.getState();
  s.setPackage(1);
  s.setCar(car);
  s.setUser(user);
  s.setTimeSlots({ pickup_time_slot: { date: '2026-11-23', time: '09:00' }, return_time_slot: null });
  s.setPayment({ payment_method: 'card' });
  useWizardStore.getState().clearPayment();
  expect(useWizardStore.getState().payment).toBeNull();
  expect(useWizardStore.getState().timeSlots).not.toBeNull();
  useWizardStore.getState().reset();
  const { packageId, car: c, carDraft, user: u, timeSlots, payment, discount, step } = useWizardStore.getState();
  expect({ packageId, car: c, carDraft, user: u, timeSlots, payment, discount, step }).toEqual(initialWizardData);
});

test('persists exactly the SPEC §2 data in localStorage', () => {
  const s = useWizardStore.getState();
  s.setPackage(2);
  s.setCar(car);
  s.setDiscount({ code: 'FIRSTORDER', kind: 'free_order' });
  const stored = JSON.parse(localStorage.getItem(WIZARD_STORAGE_KEY)!) as { state: Record<string, unknown> };
  expect(Object.keys(stored.state).sort()).toEqual(['car', 'carDraft', 'discount', 'packageId', 'payment', 'step', 'timeSlots', 'user']);
  expect(stored.state.packageId).toBe(2);
  expect(stored.state.discount).toEqual({ code: 'FIRSTORDER', kind: 'free_order' });
});

test('redirects to the earliest step whose data is missing', () => {
  const data: WizardData = { ...initialWizardData };
  expect(redirectFor('select-package', data)).toBeNull();
  expect(redirectFor('car-and-order-details', data)).toBe('select-package');
  expect(redirectFor('payment-method', data)).toBe('select-package');
  const withPackage = { ...data, packageId: 1 };
  expect(redirectFor('car-and-order-details', withPackage)).toBeNull();
  expect(redirectFor('user-details', withPackage)).toBe('car-and-order-details');
  const withCar = { ...withPackage, car };
  expect(redirectFor('user-details', withCar)).toBeNull();
  expect(redirectFor('time-slots', withCar)).toBe('user-details');
  const withUser = { ...withCar, user };
  expect(redirectFor('time-slots', withUser)).toBeNull();
  expect(redirectFor('payment-method', withUser)).toBe('time-slots');
  expect(redirectFor('payment-method', { ...withUser, timeSlots: { pickup_time_slot: { date: '2026-11-23', time: '09:00' }, return_time_slot: null } })).toBeNull();
});

describe('a reset asked for by another app (WIZARD_RESET_EVENT)', () => {
  it("empties the store and what it keeps in the browser (the customer's Place new order)", async () => {
    const { resetBookingWizard } = await import('@chargevalet/platform');
    useWizardStore.getState().setPackage(2);
    useWizardStore.getState().setStep(3);
    expect(useWizardStore.getState()).toMatchObject({ packageId: 2, step: 3 });
    resetBookingWizard();
    expect(useWizardStore.getState()).toMatchObject(initialWizardData);
    expect(JSON.parse(localStorage.getItem(WIZARD_STORAGE_KEY) ?? '{"state":{"packageId":null}}').state.packageId).toBeNull();
  });
});
