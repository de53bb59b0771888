import { eq } from 'drizzle-orm';
import type { DriverDetails, DriverItem } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { orders, outbox, sessions, users } from '../../db/schema';
import { blockDay, blockSlot, driverIds, guestInput, NOW, setClock } from '../../services/orders/test-fixtures';

const START = '/api/guest/payment/stripe/start-checkout/embedded';
const NEW_DRIVER = { first_name: 'Nina', last_name: 'Neumann', phone: '+49 211 5550177', email: 'Nina.Neumann@Example.de' };
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();

jest.setTimeout(60_000);

describe(`manager drivers API [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let drivers: string[];
  let manager: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    drivers = await driverIds(t.db);
    manager = await login(t.app, 'manager@chargevalet.test');
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const body = (item: DriverItem) => ({ first_name: item.first_name, last_name: item.last_name, phone: item.phone!, email: item.email });

  it('lists the drivers, searched by name, e-mail or phone', async () => {
    const all = (await manager.get('/api/manager/drivers')).json().data as DriverItem[];
    expect(all.map((d) => `${d.first_name} ${d.last_name}`)).toEqual(['Daniel Fahrer', 'Dennis Steuer', 'Dora Lenker']);
    expect(all[0]).toEqual({ id: expect.any(String), first_name: 'Daniel', last_name: 'Fahrer', email: 'driver1@chargevalet.test', phone: '+49 211 5550101', is_active: true, status: 'active' });
    const search = async (query: string) => ((await manager.get(`/api/manager/drivers?query=${encodeURIComponent(query)}`)).json().data as DriverItem[]).map((d) => d.last_name);
    expect(await search('dora l')).toEqual(['Lenker']);
    expect(await search('DRIVER3@')).toEqual(['Steuer']);
    expect(await search('5550102')).toEqual(['Lenker']);
    expect(await search('%')).toEqual([]);
    expect((await manager.get(`/api/manager/drivers?query=${'x'.repeat(101)}`)).statusCode).toBe(422);
  });

  it('lets only managers call: anonymous 401, customer and driver 403', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/manager/drivers'],
      ['POST', '/api/manager/drivers', NEW_DRIVER],
      ['GET', `/api/manager/driver/${drivers[0]}`],
      ['POST', `/api/manager/driver/${drivers[0]}`, { ...NEW_DRIVER, is_active: false }],
    ];
    for (const [agent, code] of [
      [await csrf(t.app), 401],
      [await login(t.app, 'customer@chargevalet.test'), 403],
      [await login(t.app, 'driver1@chargevalet.test'), 403],
    ] as const) {
      for (const [method, url, payload] of calls) {
        const res = method === 'GET' ? await agent.get(url) : await agent.post(url, payload);
        expect([method, url, res.statusCode]).toEqual([method, url, code]);
      }
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'nina.neumann@example.de'))).toEqual([]);
  });

  it("answers one driver with this week's booked slots and load; unknown ids 404, malformed ones 422", async () => {
    await blockDay(t.db, drivers[2]!, '2026-11-25');
    await blockSlot(t.db, drivers[2]!, new Date(at('2026-11-26', '09:00')));
    await blockSlot(t.db, drivers[2]!, new Date(at('2026-11-25', '09:00'))); // on the blocked day: not counted twice
    const placed = await (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-11-27', time: '10:00' } }));
    const orderId = placed.json().data.order_id as string;
    await t.db.update(orders).set({ state: 'created', holdExpiresAt: null }).where(eq(orders.id, orderId));
    await manager.post('/api/manager/drivers/time-slots/assign', { driver_id: drivers[2], order_id: orderId, date_time: at('2026-11-27', '10:00') });

    const res = await manager.get(`/api/manager/driver/${drivers[2]}`);
    expect(res.statusCode).toBe(200);
    const details = res.json().data as DriverDetails;
    expect(details).toMatchObject({ first_name: 'Dennis', last_name: 'Steuer', is_active: true, rating: { average: null, count: 0 }, recent_comments: [] });
    expect(details.week).toMatchObject({ from: '2026-11-23', to: '2026-11-29', load: { booked: 2, available: 7 * 28 - 28 - 1 } });
    expect(details.week.booked_slots.map((slot) => slot.date_time)).toEqual([at('2026-11-27', '10:00'), at('2026-11-27', '12:00')]);
    expect(details.week.booked_slots[0]).toMatchObject({ order_id: orderId, order_status: 'assigned' });

    expect((await manager.get('/api/manager/driver/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // a customer is not a driver
    const [customer] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'customer')).limit(1);
    expect((await manager.get(`/api/manager/driver/${customer!.id}`)).statusCode).toBe(404);
    expect((await manager.get('/api/manager/driver/nope')).statusCode).toBe(422);
  });

  it('adds a driver who gets a set-password link, sets a password and signs in', async () => {
    manager.cookies.set('locale', 'en');
    const res = await manager.post('/api/manager/drivers', NEW_DRIVER);
    manager.cookies.delete('locale');
    expect(res.statusCode).toBe(201);
    const item = res.json().data as DriverItem;
    // invited until the password is set; the phone in its one stored form
    expect(item).toMatchObject({ first_name: 'Nina', email: 'nina.neumann@example.de', phone: '+492115550177', is_active: true, status: 'invited' });
    const [row] = await t.db.select().from(users).where(eq(users.id, item.id));
    expect(row).toMatchObject({ role: 'driver', passwordHash: null, locale: 'en' });

    await t.app.jobs.drain();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'nina.neumann@example.de'));
    expect(mail!.template).toBe('password-setup');
    const link = new URL(/(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail!.text)![1]!);
    const agent = await csrf(t.app);
    const set = await agent.post('/reset-password', { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password: 'Fahrer123', password_confirmation: 'Fahrer123' });
    expect(set.statusCode).toBe(200);
    const driver = await login(t.app, 'nina.neumann@example.de', 'Fahrer123');
    expect((await driver.get('/api/user')).json().data.role).toBe('driver');
    expect((await manager.get(`/api/manager/driver/${item.id}`)).json().data.status).toBe('active');
    // the new driver is capacity and a calendar row at once
    const calendar = (await manager.get('/api/manager/drivers/time-slots?days=1')).json().data as { driver: { id: string } }[];
    expect(calendar.map((entry) => entry.driver.id)).toContain(item.id);
  });

  it('invites drivers of any Latin-script name; an invited driver gets the mail again on request, nobody else does', async () => {
    const res = await manager.post('/api/manager/drivers', { first_name: 'Ayşe', last_name: "Şahin-O'Neill", phone: '0211 555-0166', email: 'ayse.sahin@example.de' });
    expect(res.statusCode).toBe(201);
    const item = res.json().data as DriverItem;
    expect(item).toMatchObject({ first_name: 'Ayşe', last_name: "Şahin-O'Neill", phone: '+492115550166', status: 'invited' });
    await t.app.jobs.drain();
    const mails = async () => (await t.db.select().from(outbox).where(eq(outbox.recipient, 'ayse.sahin@example.de'))).filter((mail) => mail.template === 'password-setup');
    expect(await mails()).toHaveLength(1);

    const again = await manager.post(`/api/manager/driver/${item.id}/invitation`, {});
    expect([again.statusCode, again.json().data.status]).toEqual([200, 'invited']);
    await t.app.jobs.drain();
    expect(await mails()).toHaveLength(2);

    // an active driver (password set), an unknown id, someone not a manager
    const refused = await manager.post(`/api/manager/driver/${drivers[0]}/invitation`, {});
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { id: ['Dieser Fahrer hat schon ein Passwort gesetzt (oder ist abgeschaltet): es gibt keine Einladung zum erneuten Senden'] }]);
    manager.cookies.set('locale', 'en');
    expect((await manager.post(`/api/manager/driver/${drivers[0]}/invitation`, {})).json().message).toBe('This driver has already set a password (or is switched off): there is no invitation to resend');
    manager.cookies.delete('locale');
    expect((await manager.post('/api/manager/driver/00000000-0000-4000-8000-000000000000/invitation', {})).statusCode).toBe(404);
    expect((await (await login(t.app, 'driver1@chargevalet.test')).post(`/api/manager/driver/${item.id}/invitation`, {})).statusCode).toBe(403);
    // a name in another script is still refused, for drivers as for customers
    const cyrillic = await manager.post('/api/manager/drivers', { ...NEW_DRIVER, email: 'ivan@example.de', phone: '0211 5550155', first_name: 'Иван' });
    expect(cyrillic.json().errors.first_name).toEqual(['Der Vorname darf nur lateinische Buchstaben, Bindestriche, Apostrophe und Leerzeichen enthalten']);
  });

  it('refuses bad fields and taken contacts with a translated 422, adding nobody', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const cases: [object, string, string][] = [
      [{ ...NEW_DRIVER, email: 'driver1@chargevalet.test' }, 'email', 'Für diese E-Mail-Adresse gibt es bereits ein Konto'],
      [{ ...NEW_DRIVER, email: 'fresh@example.de', phone: '0211 5550101' }, 'phone', 'Für diese Telefonnummer gibt es bereits ein Konto'],
      [{ ...NEW_DRIVER, email: 'fresh@example.de', first_name: 'N' }, 'first_name', 'Der Vorname muss aus mindestens zwei Zeichen bestehen'],
      [{ ...NEW_DRIVER, email: 'not-an-email' }, 'email', 'Bitte gib eine gültige E-Mail-Adresse ein'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await manager.post('/api/manager/drivers', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('edits a driver; deactivation is refused while booked (naming the orders), then takes the driver off capacity and ends the sessions', async () => {
    const [daniel] = (await manager.get('/api/manager/drivers?query=Daniel')).json().data as DriverItem[];
    const edited = await manager.post(`/api/manager/driver/${daniel!.id}`, { ...body(daniel!), last_name: 'Fahrer-Neu', is_active: true });
    expect(edited.json().data).toMatchObject({ last_name: 'Fahrer-Neu', is_active: true });
    const taken = await manager.post(`/api/manager/driver/${daniel!.id}`, { ...body(daniel!), email: 'driver2@chargevalet.test', is_active: true });
    expect(taken.json().errors.email).toEqual(['Für diese E-Mail-Adresse gibt es bereits ein Konto']);
    // its own e-mail and phone are not "taken"
    expect((await manager.post(`/api/manager/driver/${daniel!.id}`, { ...body(daniel!), is_active: true })).statusCode).toBe(200);

    const placed = await (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-11-30', time: '10:00' } }));
    const orderId = placed.json().data.order_id as string;
    await t.db.update(orders).set({ state: 'created', holdExpiresAt: null }).where(eq(orders.id, orderId));
    await manager.post('/api/manager/drivers/time-slots/assign', { driver_id: daniel!.id, order_id: orderId, date_time: at('2026-11-30', '10:00') });
    const [order] = await t.db.select({ identity: orders.identity }).from(orders).where(eq(orders.id, orderId));
    await login(t.app, 'driver1@chargevalet.test');

    const refused = await manager.post(`/api/manager/driver/${daniel!.id}`, { ...body(daniel!), is_active: false });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.is_active).toEqual([`Der Fahrer ist gebucht: weise zuerst ${order!.identity} neu zu`]);
    expect((await t.db.select().from(users).where(eq(users.id, daniel!.id)))[0]!.deactivatedAt).toBeNull();

    // once the order is done with (its slots lie in the past), deactivation goes through
    setClock(t.app, new Date('2026-12-01T07:00:00.000Z'));
    // days later: the manager's session ended after 30 idle minutes (issue 33), so they sign in again
    manager = await login(t.app, 'manager@chargevalet.test');
    const deactivated = await manager.post(`/api/manager/driver/${daniel!.id}`, { ...body(daniel!), is_active: false });
    expect(deactivated.json().data).toMatchObject({ is_active: false, status: 'inactive' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, daniel!.id))).toEqual([]);
    // one driver fewer: a slot held by as many orders as active drivers is full now
    const calendar = (await manager.get('/api/manager/drivers/time-slots?days=1')).json().data as { driver: { id: string } }[];
    expect(calendar.map((entry) => entry.driver.id)).not.toContain(daniel!.id);
    const block = await manager.post('/api/manager/drivers/time-slot/block', { driver_id: daniel!.id, date_time: at('2026-12-02', '10:00') });
    expect(block.json().errors).toEqual({ driver_id: ['Bitte wähle einen Fahrer'] });
    for (let i = 0; i < calendar.length; i += 1) await (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-12-03', time: '10:00' } }));
    const third = await (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-12-03', time: '10:00' } }));
    expect(third.statusCode).toBe(422);

    // and back
    const active = await manager.post(`/api/manager/driver/${daniel!.id}`, { ...body(daniel!), is_active: true });
    expect(active.json().data.is_active).toBe(true);
    expect((await (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-12-03', time: '10:00' } }))).statusCode).toBe(201);
  });
});
