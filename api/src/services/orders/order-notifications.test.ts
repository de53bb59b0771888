import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { createTestApp, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { insertOrder, NOW, setClock, userId } from './test-fixtures';

/** The lifecycle tells the people concerned (issue 15): assignment, every state change, cancellation. */
describe(`order notifications from the lifecycle [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  let driver: TestAgent;
  const ids = {} as Record<'customer' | 'driver1' | 'driver2', string>;
  const kindsOf = async (user: string) =>
    (await t.db.select().from(notifications).where(eq(notifications.userId, user))).map((n) => [n.kind, (n.data as { status?: string }).status ?? null]);

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    manager = await login(t.app, 'manager@chargevalet.test');
    driver = await login(t.app, 'driver1@chargevalet.test');
    ids.customer = await userId(t.db, 'customer@chargevalet.test');
    ids.driver1 = await userId(t.db, 'driver1@chargevalet.test');
    ids.driver2 = await userId(t.db, 'driver2@chargevalet.test');
  });
  afterAll(() => t.close());
  beforeEach(() => t.db.delete(notifications));

  it('assignment tells the driver and the customer; the driver moving on tells the customer', async () => {
    // picked up within the hour: the driver may start the way to it
    const order = await insertOrder(t.db, { customerId: ids.customer, pickupSlot: new Date(NOW.getTime() + 3_600_000) });
    expect((await manager.post(`/api/manager/order/${order.id}/assign/driver/${ids.driver1}`, {})).json()).toHaveProperty('data');
    expect(await kindsOf(ids.driver1)).toEqual([['order_assigned', null]]);
    expect(await kindsOf(ids.customer)).toEqual([['order_status_changed', 'assigned']]);

    expect((await driver.post(`/api/driver/order/status/${order.identity}`, { status: 'on_the_way_to_pickup' })).statusCode).toBe(200);
    expect(await kindsOf(ids.customer)).toEqual([
      ['order_status_changed', 'assigned'],
      ['order_status_changed', 'on_the_way_to_pickup'],
    ]);
  });

  it('reassignment tells both drivers; cancellation tells the driver and the customer', async () => {
    // Another day than the first test's order: driver 1 is booked then.
    const order = await insertOrder(t.db, { customerId: ids.customer, pickupSlot: new Date('2026-11-26T08:00:00.000Z') });
    expect((await manager.post(`/api/manager/order/${order.id}/assign/driver/${ids.driver1}`, {})).json()).toHaveProperty('data');
    await t.db.delete(notifications);
    expect((await manager.post(`/api/manager/order/${order.id}/reassign/driver/${ids.driver2}`, {})).json()).toHaveProperty('data');
    expect(await kindsOf(ids.driver2)).toEqual([['order_assigned', null]]);
    expect(await kindsOf(ids.driver1)).toEqual([['order_unassigned', null]]);

    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await kindsOf(ids.driver2)).toEqual([
      ['order_assigned', null],
      ['order_cancelled', null],
    ]);
    expect(await kindsOf(ids.customer)).toEqual([['order_status_changed', 'cancelled']]);
  });

  it('a refused change tells no one', async () => {
    const order = await insertOrder(t.db, { customerId: ids.customer });
    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'paid' })).statusCode).toBe(422);
    expect(await kindsOf(ids.customer)).toEqual([]);
  });
});
