import { orderResponseSchema, freeOrderPlaceResponseSchema, LOG_IN_LINK_PLACEHOLDER } from './order';
import { discountCodeRule } from './discount';
import { timeSlotsResponseSchema } from './time-slots';

const titles = { de: { title: 'Komfort' }, en: { title: 'Comfort' } };
const order = {
  id: 'b7c1',
  identity: 'CV-7K4Q2M',
  state: 'created',
  status_history: [{ state: 'created', at: '2026-11-21T11:00:00.000Z', actor: { id: 'u1', role: 'customer' } }],
  driver: null,
  manager: null,
  car: { brand: 'VW', model: 'ID.3', car_type: 'electric', color: 'white', license_plate: 'D AB 1234' },
  package: { id: 2, title: 'Komfort', translations: titles },
  charging_level: { id: 6, title: '80 %', translations: { de: { title: '80 %' }, en: { title: '80 %' } } },
  charging_level_id: 6,
  is_send_bill: false,
  return_type: { id: 1, title: 'Schlüsselübergabe persönlich', translations: titles },
  is_wash_car: true,
  is_use_fuel_card: false,
  pickup_time_slot: { date_time: '2026-11-23T08:00:00.000Z' },
  return_time_slot: null,
  pickup_address: { street: 'Königsallee 1', latitude: 51.223, longitude: 6.7827 },
  return_address: { street: 'Königsallee 1', latitude: 51.223, longitude: 6.7827 },
  station_address: null,
  billing_address: { street: 'Königsallee 1' },
  customer: { name: 'Anna Müller', firstname: 'Anna', lastname: 'Müller', phone: '0211 1234567', email: 'anna@example.de' },
  payment_method: { method_code: 'card', status: 'authorized' },
  is_guest_order: true,
  is_free: false,
  services: [1, 5],
  created_at: '2026-11-21T11:00:00.000Z',
  can_cancel: true,
  can_update_status: false,
  estimated_service_total: 4900,
  estimated_electricity_total: 2124,
  estimated_grand_total: 7024,
  service_total: null,
  electricity_total: null,
  grand_total: null,
  paid_total: 0,
  refunded_total: 0,
  open_amount: 0,
};

describe('order resource (SPEC §3)', () => {
  it('parses an order wrapped in data', () => {
    expect(orderResponseSchema.parse({ data: order }).data.identity).toBe('CV-7K4Q2M');
  });
  it('refuses unknown states and fractional cents', () => {
    expect(orderResponseSchema.safeParse({ data: { ...order, state: 'lost' } }).success).toBe(false);
    expect(orderResponseSchema.safeParse({ data: { ...order, estimated_grand_total: 70.24 } }).success).toBe(false);
  });
  it('free-order answer: the order, or an error template with the log-in placeholder', () => {
    expect(freeOrderPlaceResponseSchema.safeParse({ data: order }).success).toBe(true);
    const failure = { error: { message_template: `An account exists. ${LOG_IN_LINK_PLACEHOLDER}` } };
    expect(freeOrderPlaceResponseSchema.parse(failure)).toEqual(failure);
  });
});

describe('limits', () => {
  it('discount codes are at most 32 characters', () => {
    expect(discountCodeRule.safeParse('A'.repeat(33)).error?.issues[0]?.message).toBe('validation.discountCodeMax');
    expect(discountCodeRule.safeParse('A'.repeat(32)).success).toBe(true);
  });
  it('time slot answers need status free, booked or blocked', () => {
    const day = { date: '2026-11-23', date_formatted: 'Mon, Nov 23', is_available: true, is_past: false };
    const entry = { time: '09:00', date_time: '2026-11-23T08:00:00.000Z', is_available: true, status: 'held' };
    expect(timeSlotsResponseSchema.safeParse({ data: { days: [{ ...day, time_groups: [{ name: 'morning', time_entries: [entry] }] }] } }).success).toBe(false);
  });
});
