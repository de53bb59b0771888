import { initialWizardData, type WizardData } from '../../wizard/wizardStore';
import { validCar, validUser } from '../../checkout/testing';
import { berlinInstant, buildOrderRequest, pickupIsFarEnough, stepToFix } from './submitChecks';

const slots = (date: string, time: string): WizardData['timeSlots'] => ({ pickup_time_slot: { date, time }, return_time_slot: null });
const data = (extra: Partial<WizardData> = {}): WizardData => ({
  ...initialWizardData,
  packageId: 1,
  car: validCar,
  user: validUser,
  timeSlots: slots('2026-11-23', '10:00'),
  ...extra,
});

test('Berlin wall-clock slots become the right instants, also on daylight-saving days', () => {
  expect(berlinInstant({ date: '2026-11-23', time: '10:00' }).toISOString()).toBe('2026-11-23T09:00:00.000Z');
  expect(berlinInstant({ date: '2026-07-01', time: '10:00' }).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  // spring forward (29 March 2026, 02:00 → 03:00) and fall back (25 October 2026)
  expect(berlinInstant({ date: '2026-03-29', time: '07:00' }).toISOString()).toBe('2026-03-29T05:00:00.000Z');
  expect(berlinInstant({ date: '2026-10-25', time: '07:00' }).toISOString()).toBe('2026-10-25T06:00:00.000Z');
});

test('the pickup must start at least 75 minutes from now (boundary)', () => {
  const pickup = slots('2026-11-23', '10:00'); // 09:00Z
  expect(pickupIsFarEnough(pickup, new Date('2026-11-23T07:45:00.000Z'))).toBe(true); // exactly 75 minutes
  expect(pickupIsFarEnough(pickup, new Date('2026-11-23T07:45:01.000Z'))).toBe(false);
  expect(pickupIsFarEnough(pickup, new Date('2026-11-23T10:00:00.000Z'))).toBe(false); // in the past
  // the saved instant wins over the wall-clock time when present
  expect(pickupIsFarEnough({ ...pickup!, pickup_date_time: '2026-11-23T12:00:00.000Z' }, new Date('2026-11-23T10:00:00.000Z'))).toBe(true);
  expect(pickupIsFarEnough(null)).toBe(false);
});

test('stepToFix: time slots, then user details, then car details; null when all is fine', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  expect(stepToFix(data(), now)).toBeNull();
  expect(stepToFix(data({ timeSlots: slots('2026-11-22', '13:30') }), now)).toBe('time-slots'); // 12:30Z: 30 minutes ahead
  expect(stepToFix(data({ user: { ...validUser, name: 'A' } }), now)).toBe('user-details');
  expect(stepToFix(data({ user: { ...validUser, email: 'not-an-email' } }), now)).toBe('user-details');
  expect(stepToFix(data({ car: { ...validCar, license_plate: 'X' } }), now)).toBe('car-and-order-details');
  expect(stepToFix(data({ car: null }), now)).toBe('car-and-order-details');
  expect(stepToFix(data({ packageId: null }), now)).toBe('select-package');
});

test('buildOrderRequest maps the wizard to the SPEC §3 order request; guests add their consents', () => {
  const body = buildOrderRequest(
    data({ discount: { code: 'FIRSTORDER', kind: 'free_order' }, timeSlots: { pickup_time_slot: { date: '2026-11-23', time: '10:00' }, return_time_slot: { date: '2026-11-24', time: '18:00' } } }),
    { payment_method: 'card', create_account: true, accept_terms: true, marketing_consent: false },
    true,
  );
  expect(body).toEqual({
    car: { car_type: 'electric', license_plate: 'D AB 123', brand: 'VW', model: 'ID.3', color: 'Blue' },
    package_id: 1,
    selected_services: [1],
    charging_level_id: 6,
    is_use_fuel_card: false,
    is_send_bill: false,
    pickup_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null, zip_code: '40212' },
    return_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null, zip_code: '40212' },
    user: {
      first_name: 'Gustav',
      last_name: 'Gast',
      phone: '+49 211 1234567',
      email: 'gustav@example.com',
      billing_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: null, longitude: null, zip_code: '40212' },
    },
    pickup_time_slot: { date: '2026-11-23', time: '10:00' },
    return_time_slot: { date: '2026-11-24', time: '18:00' },
    payment_method: { method_code: 'card' },
    discount_code: 'FIRSTORDER',
    marketing_consent: false,
    create_account: true,
    accept_terms: true,
  });
  const customerBody = buildOrderRequest(data(), { payment_method: 'free', marketing_consent: true }, false);
  expect(customerBody).not.toHaveProperty('create_account');
  expect(customerBody.return_time_slot).toBeNull();
  expect(customerBody.discount_code).toBeNull();
});
