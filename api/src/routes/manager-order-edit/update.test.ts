import { eq } from 'drizzle-orm';
import type { Order } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { orders } from '../../db/schema';
import { calculateTotals } from '../../domain';
import { getCatalog } from '../../services/catalog/catalog-service';
import { insertOrder, NOW, setClock } from '../../services/orders/test-fixtures';

const url = (id: string) => `/api/manager/order/${id}/update`;

jest.setTimeout(60_000);

/** The body the edit form sends for an order as the manager sees it (nothing changed). */
const bodyOf = (order: Order) => ({
  car: order.car,
  package_id: order.package.id,
  charging_level_id: order.charging_level_id,
  is_send_bill: order.is_send_bill,
  is_use_fuel_card: order.is_use_fuel_card,
  is_wash_car: order.is_wash_car,
  billing_address: { street: order.billing_address.street },
  pickup_address: order.pickup_address,
  return_address: order.return_address,
  customer: { name: order.customer.name },
  electricity_total: order.electricity_total,
  service_total: order.service_total,
  grand_total: order.grand_total,
});

describe(`order update [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await login(t.app, 'manager@chargevalet.test');
    setClock(t.app, NOW);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const fresh = async (overrides: Parameters<typeof insertOrder>[1] = {}) => {
    const row = await insertOrder(t.db, overrides);
    const order = (await manager.get(`/api/manager/order/${row.id}`)).json().data as Order;
    return { row, order, body: bodyOf(order) };
  };
  const stored = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('lets only managers edit: anonymous 401, customer and driver 403, an unknown order 404', async () => {
    const { row, body } = await fresh();
    expect((await (await csrf(t.app)).post(url(row.id), body)).statusCode).toBe(401);
    expect((await (await login(t.app, 'customer@chargevalet.test')).post(url(row.id), body)).statusCode).toBe(403);
    expect((await (await login(t.app, 'driver1@chargevalet.test')).post(url(row.id), body)).statusCode).toBe(403);
    expect((await manager.post(url('00000000-0000-4000-8000-000000000000'), body)).statusCode).toBe(404);
    expect(await stored(row.id)).toEqual(row);
  });

  it('saves the changed fields, joins the name, and writes one "edited" history entry naming them', async () => {
    const { row, order, body } = await fresh();
    const res = await manager.post(url(row.id), { ...body, car: { ...body.car, license_plate: 'D XY 99' }, customer: { name: ' Anna Maria  Schmidt ' } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Order;
    expect(data.car.license_plate).toBe('D XY 99');
    expect(data.customer).toMatchObject({ firstname: 'Anna', lastname: 'Maria Schmidt', name: 'Anna Maria Schmidt' });
    expect(data.state).toBe(order.state);
    expect(data.status_history.at(-1)).toMatchObject({ kind: 'edited', state: 'created', fields: ['car.license_plate', 'customer.name'], at: NOW.toISOString(), actor: { role: 'manager' } });
    expect(data.status_history).toHaveLength(order.status_history.length + 1);
    // the estimate was not re-priced: no priced field changed
    expect(data.estimated_grand_total).toBe(row.estimatedGrandTotal);
    // saving the same values again changes nothing and writes no entry
    const again = await manager.post(url(row.id), bodyOf(data));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status_history).toHaveLength(data.status_history.length);
  });

  it('re-prices the estimate with the pricing of the booking when the charging level, car wash or fuel card change', async () => {
    const { row, body } = await fresh();
    const res = await manager.post(url(row.id), { ...body, charging_level_id: 2, is_use_fuel_card: true });
    expect(res.statusCode).toBe(200);
    const expected = calculateTotals((await getCatalog(t.db)).pricing, { package_id: 1, charging_level_id: 2, is_use_fuel_card: true, car_type: 'electric', selected_services: [1] });
    expect(res.json().data).toMatchObject({ charging_level_id: 2, is_use_fuel_card: true, estimated_grand_total: expected.grand_total, estimated_electricity_total: 0 });
    expect(res.json().data.charging_level.id).toBe(2);
    expect(res.json().data.status_history.at(-1).fields).toEqual(['charging_level_id', 'is_use_fuel_card']);
  });

  it('keeps the read-only fields: another package, costs of a free order, a grand total that is not the sum → 422, nothing changed; phone and e-mail are ignored', async () => {
    const { row, body } = await fresh();
    const pkg = await manager.post(url(row.id), { ...body, package_id: 2, car: { ...body.car, brand: 'Changed' } });
    expect(pkg.statusCode).toBe(422);
    expect(Object.keys(pkg.json().errors)).toEqual(['package_id']);
    expect(pkg.json().errors.package_id).toEqual(['Dieses Feld kann nicht geändert werden']);
    const grand = await manager.post(url(row.id), { ...body, service_total: 1000, electricity_total: 500, grand_total: 1000 });
    expect(grand.json().errors).toEqual({ grand_total: ['Der Gesamtbetrag ist die Summe aus Service- und Stromkosten'] });
    expect(await stored(row.id)).toEqual(row);
    const contact = await manager.post(url(row.id), { ...body, customer: { ...body.customer, phone: '+49 1', email: 'x@example.com' }, return_time_slot: null, pickup_time_slot: { date: '2026-12-01', time: '08:00' } });
    expect(contact.statusCode).toBe(200);
    expect(await stored(row.id)).toEqual(row);

    const free = await fresh({ isFree: true, serviceTotal: 0, electricityTotal: 0, grandTotal: 0 });
    const costs = await manager.post(url(free.row.id), { ...free.body, service_total: 1500, electricity_total: 0, grand_total: 1500 });
    expect(costs.statusCode).toBe(422);
    expect(Object.keys(costs.json().errors)).toEqual(['service_total']);
    expect(await stored(free.row.id)).toEqual(free.row);
    // a paying order's actual costs may be corrected; the grand total follows
    const paying = await manager.post(url(row.id), { ...body, service_total: 4000, electricity_total: 1234, grand_total: undefined });
    expect(paying.json().data).toMatchObject({ service_total: 4000, electricity_total: 1234, grand_total: 5234 });
  });

  it('checks a changed address like the booking does: outside the service area or incomplete → 422, nothing changed', async () => {
    const { row, body } = await fresh();
    const berlin = await manager.post(url(row.id), { ...body, pickup_address: { street: 'Unter den Linden 1, 10117 Berlin', latitude: null, longitude: null } });
    expect(berlin.statusCode).toBe(422);
    expect(Object.keys(berlin.json().errors)).toEqual(['pickup_address.zip_code']);
    const far = await manager.post(url(row.id), { ...body, return_address: { street: 'Schadowstraße 5', latitude: 52.52, longitude: 13.4 } });
    expect(Object.keys(far.json().errors)).toEqual(['return_address.street']);
    const noNumber = await manager.post(url(row.id), { ...body, pickup_address: { street: 'Königsallee', zip_code: '40212' } });
    expect(Object.keys(noNumber.json().errors)).toEqual(['pickup_address.street']);
    expect(await stored(row.id)).toEqual(row);
    // inside Düsseldorf: saved with the postcode's centre when the form had no coordinates
    const moved = await manager.post(url(row.id), { ...body, pickup_address: { street: 'Graf-Adolf-Straße 10', zip_code: '40212' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.pickup_address.street).toBe('Graf-Adolf-Straße 10');
    expect(moved.json().data.status_history.at(-1).fields).toEqual(['pickup_address']);
    expect(await stored(row.id)).toMatchObject({ pickupZip: '40212' });
  });

  it.each([
    ['car.license_plate', (b: ReturnType<typeof bodyOf>) => ({ ...b, car: { ...b.car, license_plate: 'x' } })],
    ['car.car_type', (b: ReturnType<typeof bodyOf>) => ({ ...b, car: { ...b.car, car_type: 'boat' } })],
    ['car.brand', (b: ReturnType<typeof bodyOf>) => ({ ...b, car: { ...b.car, brand: 'b'.repeat(101) } })],
    ['charging_level_id', (b: ReturnType<typeof bodyOf>) => ({ ...b, charging_level_id: 999 })],
    ['is_wash_car', (b: ReturnType<typeof bodyOf>) => ({ ...b, is_wash_car: 'yes' })],
    ['billing_address.street', (b: ReturnType<typeof bodyOf>) => ({ ...b, billing_address: { street: ' ' } })],
    ['pickup_address.street', (b: ReturnType<typeof bodyOf>) => ({ ...b, pickup_address: { street: '' } })],
    ['return_address.zip_code', (b: ReturnType<typeof bodyOf>) => ({ ...b, return_address: { ...b.return_address, zip_code: 'abc' } })],
    ['customer.name', (b: ReturnType<typeof bodyOf>) => ({ ...b, customer: { name: 'A' } })],
    ['electricity_total', (b: ReturnType<typeof bodyOf>) => ({ ...b, electricity_total: -1 })],
    ['service_total', (b: ReturnType<typeof bodyOf>) => ({ ...b, service_total: 12.5 })],
  ])('refuses a bad %s with a translated 422 on that field and changes nothing', async (field, change) => {
    const { row, body } = await fresh();
    const res = await manager.post(url(row.id), change(body));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await stored(row.id)).toEqual(row);
  });

  it.each([
    ['de', 'Die Beträge eines bezahlten Auftrags können nicht geändert werden: erstatte stattdessen'],
    ['en', 'The amounts of a paid order cannot be changed: refund instead'],
  ] as const)('a paid order\'s money is read-only: 409 money_locked naming the fields, nothing saved; other fields still save (%s)', async (locale, message) => {
    const { row, body } = await fresh({ state: 'paid', serviceTotal: 1000, electricityTotal: 500, grandTotal: 1500, paidTotal: 1500 });
    manager.cookies.set('locale', locale);
    try {
      const costs = await manager.post(url(row.id), { ...body, service_total: 99_900, electricity_total: 500, grand_total: 100_400 });
      expect(costs.statusCode).toBe(409);
      expect(costs.json()).toMatchObject({ message, code: 'money_locked', fields: ['service_total'], data: { state: 'paid', grand_total: 1500 } });
      const priced = await manager.post(url(row.id), { ...body, charging_level_id: 2, is_wash_car: !body.is_wash_car, car: { ...body.car, car_type: 'plugin_hybrid' } });
      expect(priced.json()).toMatchObject({ code: 'money_locked', fields: ['charging_level_id', 'is_wash_car', 'car.car_type'] });
      expect(await stored(row.id)).toEqual(row);
      const plate = await manager.post(url(row.id), { ...body, car: { ...body.car, license_plate: 'D PA 1' } });
      expect([plate.statusCode, plate.json().data.car.license_plate, plate.json().data.grand_total]).toEqual([200, 'D PA 1', 1500]);
    } finally {
      manager.cookies.delete('locale');
    }
    for (const state of ['pending_payment', 'unpaid'] as const) {
      const other = await fresh({ state, serviceTotal: 1000, electricityTotal: 500, grandTotal: 1500 });
      expect((await manager.post(url(other.row.id), { ...other.body, electricity_total: 600, grand_total: 1600 })).json().code).toBe('money_locked');
    }
  });

  it('answers 409 with the current order when the form was loaded from an older version', async () => {
    const { row, order, body } = await fresh();
    const first = await manager.post(url(row.id), { ...body, car: { ...body.car, color: 'Blue' }, expected_state: order.state, expected_updated_at: order.updated_at });
    expect(first.statusCode).toBe(200);
    const stale = await manager.post(url(row.id), { ...body, car: { ...body.car, color: 'Red' }, expected_updated_at: order.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.car.color).toBe('Blue');
    expect((await manager.post(url(row.id), { ...body, expected_state: 'assigned' })).statusCode).toBe(409);
    expect((await stored(row.id)).color).toBe('Blue');
  });
});
