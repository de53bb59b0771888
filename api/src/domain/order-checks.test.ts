import { orderRequestSchema, SERVICE_OPTION_IDS as O, type OrderRequestInput } from '@chargevalet/contract';
import { SEED_PRICING_CATALOG as catalog } from './catalog-data';
import { checkOrderRequest, firstBookableSlot, type OrderCheckContext } from './order-checks';
import { indexSchedule, type DriverSchedule } from './slot-capacity';

const drivers: DriverSchedule = { driverIds: ['d1', 'd2'], blockedDays: [], blockedSlots: [], bookedSlots: [], heldSlots: [] };
const context: OrderCheckContext = { now: new Date('2026-11-21T11:00:00Z'), schedule: indexSchedule(drivers), catalog };
const input: OrderRequestInput = {
  car: { car_type: 'electric', license_plate: 'D AB 1234' },
  package_id: 1,
  selected_services: [O.returnKeyInPerson, O.carWash],
  charging_level_id: 6,
  pickup_address: { street: 'Königsallee 1', zip_code: '40212' },
  return_address: { street: 'Schadowstraße 5', zip_code: '40212', latitude: 51.226, longitude: 6.781 },
  user: { first_name: 'Anna', last_name: 'Müller', phone: '0211 1234567', email: 'anna@example.de', billing_address: { street: 'Hauptstraße 1', zip_code: '10115' } },
  pickup_time_slot: { date: '2026-11-23', time: '09:00' },
  return_time_slot: { date: '2026-11-23', time: '12:00' },
  payment_method: { method_code: 'card' },
};
const request = (overrides: Partial<OrderRequestInput> = {}) => orderRequestSchema.parse({ ...input, ...overrides });

describe('checkOrderRequest', () => {
  it('accepts a complete order and resolves slots, addresses and options', () => {
    const result = checkOrderRequest(request(), context);
    expect(result).toMatchObject({
      ok: true,
      returnChosen: true,
      serviceMinutes: 120,
      returnTypeId: O.returnKeyInPerson,
      isWashCar: true,
      isCleanCar: false,
      selectedServices: [O.returnKeyInPerson, O.carWash],
      pickupAddress: { zip_code: '40212', approximate: true },
      returnAddress: { latitude: 51.226, approximate: false },
    });
    if (!result.ok) throw new Error('expected ok');
    expect(result.pickupSlot.iso).toBe('2026-11-23T08:00:00.000Z');
    expect(result.returnSlot.iso).toBe('2026-11-23T11:00:00.000Z');
  });
  it('picks the first free slot after the service when the return is "as soon as ready"', () => {
    const busy = indexSchedule({ ...drivers, heldSlots: [{ date_time: '2026-11-23T10:00:00Z' }, { date_time: '2026-11-23T10:00:00Z' }] });
    const result = checkOrderRequest(request({ return_time_slot: null }), { ...context, schedule: busy });
    expect(result).toMatchObject({ ok: true, returnChosen: false, returnSlot: { time: '11:30' } });
  });
  it('refuses addresses outside Düsseldorf and flags the service-area modal', () => {
    const result = checkOrderRequest(request({ pickup_address: { street: 'Kettwiger Straße 1', zip_code: '45127' } }), context);
    expect(result).toEqual({ ok: false, errors: { 'pickup_address.zip_code': ['validation.addressNotInDusseldorf'] }, outOfServiceArea: true });
  });
  it('needs exactly one return type of the package', () => {
    expect(checkOrderRequest(request({ selected_services: [O.carWash] }), context)).toMatchObject({
      ok: false,
      errors: { selected_services: ['validation.returnTypeRequired'] },
    });
    expect(checkOrderRequest(request({ selected_services: [O.returnKeyInPerson, O.returnMailbox] }), context)).toMatchObject({ ok: false });
    expect(checkOrderRequest(request({ selected_services: [O.returnKeyInPerson, 99] }), context)).toMatchObject({
      errors: { selected_services: ['validation.invalidInput'] },
    });
  });
  it('refuses unknown packages and charging levels', () => {
    expect(checkOrderRequest(request({ package_id: 9, charging_level_id: 42 }), context)).toMatchObject({
      ok: false,
      errors: { package_id: ['validation.invalidInput'], charging_level_id: ['validation.chargingLevelRequired'] },
    });
  });
  it('re-checks the 75-minute lead time and the return window', () => {
    const soon = { ...context, now: new Date('2026-11-23T06:46:00Z') }; // 74 minutes before 09:00 Berlin
    expect(checkOrderRequest(request(), soon)).toMatchObject({ ok: false, errors: { pickup_time_slot: ['validation.pickupTooSoon'] } });
    expect(checkOrderRequest(request(), { ...context, now: new Date('2026-11-23T06:45:00Z') }).ok).toBe(true);
    expect(checkOrderRequest(request({ return_time_slot: { date: '2026-11-23', time: '10:30' } }), context)).toMatchObject({
      errors: { return_time_slot: ['validation.returnTimeInvalid'] },
    });
  });
  it('drops wash and cleaning for a free order', () => {
    const result = checkOrderRequest(request({ selected_services: [O.returnMailbox, O.carWash, O.cleaning] }), { ...context, discount: { kind: 'free_order', value: 0 } });
    expect(result).toMatchObject({ ok: true, selectedServices: [O.returnMailbox], isWashCar: false, isCleanCar: false });
  });
});

describe('firstBookableSlot', () => {
  it('gives null when no driver is left within three days', () => {
    const blocked = indexSchedule({
      ...drivers,
      blockedDays: ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].flatMap((date) => ['d1', 'd2'].map((driver_id) => ({ driver_id, date }))),
    });
    expect(firstBookableSlot(blocked, { date: '2026-11-23', time: '09:00' }, 120)).toBeNull();
  });
});
