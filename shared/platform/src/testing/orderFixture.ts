import type { ManagerOrderItem, Order } from '@chargevalet/contract';

const titles = (en: string, de: string) => ({ en: { title: en }, de: { title: de } });

/** A complete Order resource (SPEC §3) for component tests; override what a test is about. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 'ord-1',
    identity: 'CV-7K4Q2M',
    state: 'created',
    status_history: [{ state: 'created', at: '2026-03-05T08:00:00.000Z', actor: { id: 'cus-1', role: 'customer' } }],
    driver: null,
    manager: { name: 'Max Manager', phone: '+49 211 000000', email: 'manager@chargevalet.test' },
    car: { brand: 'VW', model: 'ID.3', car_type: 'electric', color: 'Blau', license_plate: 'D AB 123' },
    package: { id: 1, title: 'Basic', translations: titles('Basic', 'Basis') },
    charging_level: { id: 6, title: '80 %', translations: titles('80 %', '80 %') },
    charging_level_id: 6,
    is_send_bill: false,
    return_type: { id: 2, title: 'Key handover', translations: titles('Key handover', 'Schlüsselübergabe') },
    is_wash_car: true,
    is_use_fuel_card: false,
    pickup_time_slot: { date_time: '2026-03-05T13:30:00.000Z' },
    return_time_slot: { date_time: '2026-03-05T17:00:00.000Z' },
    pickup_address: { street: 'Königsallee 1, 40212 Düsseldorf', latitude: 51.2249, longitude: 6.7794 },
    return_address: { street: 'Kaiserstraße 5, 40479 Düsseldorf', latitude: 51.235, longitude: 6.7801 },
    station_address: null,
    billing_address: { street: 'Königsallee 1, 40212 Düsseldorf' },
    customer: { name: 'Erika Muster', firstname: 'Erika', lastname: 'Muster', phone: '+492111234567', email: 'erika@example.de' },
    payment_method: { method_code: 'card', status: 'authorized' },
    is_guest_order: false,
    is_free: false,
    services: [2],
    created_at: '2026-03-04T10:00:00.000Z',
    can_cancel: true,
    can_update_status: true,
    estimated_service_total: 4990,
    estimated_electricity_total: 1510,
    estimated_grand_total: 6500,
    paid_total: 0,
    refunded_total: 0,
    open_amount: 0,
    service_total: null,
    electricity_total: null,
    grand_total: null,
    ...overrides,
  };
}

/** The list row of an order (the manager's and the customer's lists share it), from the same fixture. */
export function orderItemFixture(order: Partial<Order> = {}): ManagerOrderItem {
  const full = orderFixture(order);
  return {
    id: full.id,
    identity: full.identity,
    state: full.state,
    customer: { name: full.customer.name, email: full.customer.email, phone: full.customer.phone },
    car: { license_plate: full.car.license_plate, brand: full.car.brand, model: full.car.model },
    driver: full.driver,
    pickup_time_slot: full.pickup_time_slot,
    return_time_slot: full.return_time_slot,
    pickup_address: { street: full.pickup_address.street },
    is_free: full.is_free,
    estimated_grand_total: full.estimated_grand_total,
    grand_total: full.grand_total,
    created_at: full.created_at,
  };
}
