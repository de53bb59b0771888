import { eq } from 'drizzle-orm';
import { SERVICE_OPTION_IDS as O } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { orders } from '../../db/schema';
import { calculateTotals } from '../../domain';
import { getCatalog } from '../../services/catalog/catalog-service';
import { guestInput, NOW, orderInput, setClock } from '../../services/orders/test-fixtures';

const START = '/api/guest/payment/stripe/start-checkout/embedded';
const url = (id: string) => `/api/manager/order/${id}/price-estimate`;

jest.setTimeout(60_000);

describe(`order price estimate [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    manager = await login(t.app, 'manager@chargevalet.test');
    setClock(t.app, NOW);
    // a hybrid with a mailbox return: both stay as booked in every estimate
    const res = await (await csrf(t.app)).post(START, guestInput({ car: { ...orderInput().car, car_type: 'plugin_hybrid' }, selected_services: [O.returnMailbox] }));
    orderId = res.json().data.order_id;
    await t.db.update(orders).set({ state: 'created', holdExpiresAt: null }).where(eq(orders.id, orderId));
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it("answers the three totals for the changed fields, keeping the order's car type and other options", async () => {
    const pricing = (await getCatalog(t.db)).pricing;
    const body = { package_id: 2, is_wash_car: true, is_use_fuel_card: false, charging_level_id: 6 };
    const res = await manager.post(url(orderId), body);
    expect(res.statusCode).toBe(200);
    const expected = calculateTotals(pricing, { package_id: 2, charging_level_id: 6, is_use_fuel_card: false, car_type: 'plugin_hybrid', selected_services: [O.returnMailbox, O.carWash] });
    expect(res.json()).toEqual({ data: { electricity_total: expected.electricity_total, service_total: expected.service_total, grand_total: expected.grand_total } });
    // another package and level: as the domain computes them for this order
    const other = calculateTotals(pricing, { package_id: 1, charging_level_id: 2, is_use_fuel_card: false, car_type: 'plugin_hybrid', selected_services: [O.returnMailbox] });
    expect((await manager.post(url(orderId), { ...body, package_id: 1, charging_level_id: 2, is_wash_car: false })).json().data).toMatchObject({ grand_total: other.grand_total });
    const fuelCard = (await manager.post(url(orderId), { ...body, is_use_fuel_card: true })).json().data;
    expect(fuelCard).toEqual({ electricity_total: 0, service_total: expected.service_total, grand_total: expected.service_total });
  });

  it('refuses unknown packages and levels with a translated 422; unknown orders 404', async () => {
    const bad = await manager.post(url(orderId), { package_id: 999, is_wash_car: false, is_use_fuel_card: false, charging_level_id: 6 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['package_id']);
    const level = await manager.post(url(orderId), { package_id: 1, is_wash_car: false, is_use_fuel_card: false, charging_level_id: 999 });
    expect(Object.keys(level.json().errors)).toEqual(['charging_level_id']);
    expect((await manager.post(url(orderId), { package_id: 'x' })).statusCode).toBe(422);
    expect((await manager.post(url('00000000-0000-4000-8000-000000000000'), { package_id: 1, is_wash_car: false, is_use_fuel_card: false, charging_level_id: 6 })).statusCode).toBe(404);
    expect((await manager.post(url('CV-ABC'), { package_id: 1, is_wash_car: false, is_use_fuel_card: false, charging_level_id: 6 })).statusCode).toBe(422);
  });

  it('lets only managers ask: anonymous 401, customer and driver 403', async () => {
    const body = { package_id: 1, is_wash_car: false, is_use_fuel_card: false, charging_level_id: 6 };
    expect((await (await csrf(t.app)).post(url(orderId), body)).statusCode).toBe(401);
    expect((await (await login(t.app, 'customer@chargevalet.test')).post(url(orderId), body)).statusCode).toBe(403);
    expect((await (await login(t.app, 'driver1@chargevalet.test')).post(url(orderId), body)).statusCode).toBe(403);
  });
});
