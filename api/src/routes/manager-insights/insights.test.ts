import { gunzipSync } from 'node:zlib';
import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { eq } from 'drizzle-orm';
import { driverSlotBookings, rateRequests, users } from '../../db/schema';
import { addDays, zonedToInstant } from '../../domain';
import { ordersCsv } from '../../services/insights/orders-export';
import { blockDay, blockSlot, driverIds, insertOrder, NOW, setClock, TODAY } from '../../services/orders/test-fixtures';

jest.setTimeout(60_000);

const at = (date: string, time: string) => zonedToInstant(date, time, SERVICE_TIME_ZONE);

describe(`manager stats and CSV export [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await login(t.app, 'manager@chargevalet.test');
    setClock(t.app, NOW);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('only managers: anonymous 401, customer and driver 403', async () => {
    const anonymous = await csrf(t.app);
    const customer = await login(t.app, 'customer@chargevalet.test');
    const driver = await login(t.app, 'driver1@chargevalet.test');
    for (const path of ['/api/manager/stats', '/api/manager/orders/export.csv']) {
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await customer.get(path)).statusCode).toBe(403);
      expect((await driver.get(path)).statusCode).toBe(403);
    }
  });

  it('computes the numbers of a known week (a range of its own, relative to the test clock)', async () => {
    // a Monday 20 weeks after the test clock's day: nothing else in this database lies there
    const monday = addDays(TODAY, 7 * 20);
    const sunday = addDays(monday, 6);
    expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    // orders placed: two on Monday (one free), one discounted on Wednesday, one late Sunday evening (Berlin), an unfinished checkout
    await insertOrder(t.db, { createdAt: at(monday, '08:00'), pickupSlot: at(monday, '10:00'), paidTotal: 5000, state: 'paid' });
    await insertOrder(t.db, { createdAt: at(monday, '23:30'), pickupSlot: at(addDays(monday, 1), '10:00'), isFree: true });
    await insertOrder(t.db, { createdAt: at(addDays(monday, 2), '09:00'), pickupSlot: at(addDays(monday, 2), '12:00'), discountCode: 'SPRING', discountCents: 500 });
    await insertOrder(t.db, { createdAt: at(sunday, '23:45'), pickupSlot: at(sunday, '18:00') });
    await insertOrder(t.db, { createdAt: at(monday, '09:00'), pickupSlot: at(monday, '09:00'), state: 'pending_checkout' });
    // revenue: two weeks earlier, and nine weeks earlier (outside the 8 weeks)
    await insertOrder(t.db, { createdAt: at(addDays(monday, -30), '08:00'), pickupSlot: at(addDays(monday, -14), '08:00'), paidTotal: 3000, state: 'paid' });
    await insertOrder(t.db, { createdAt: at(addDays(monday, -70), '08:00'), pickupSlot: at(addDays(monday, -63), '08:00'), paidTotal: 9900, state: 'paid' });
    // utilisation on Monday: driver 1 booked for one slot, driver 2 off all day, driver 3 off for one slot
    const drivers = await driverIds(t.db);
    const booked = await insertOrder(t.db, { createdAt: at(addDays(monday, -40), '08:00'), pickupSlot: at(monday, '08:00'), driverId: drivers[0]!, state: 'assigned' });
    await t.db.insert(driverSlotBookings).values({ driverId: drivers[0]!, slotStart: at(monday, '08:00'), orderId: booked.id, kind: 'pickup' });
    await blockDay(t.db, drivers[1]!, monday);
    await blockSlot(t.db, drivers[2]!, at(monday, '09:00'));
    // ratings answered in the week: 5 and 4; an open request and one rated the day before do not count
    const [customer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@chargevalet.test'));
    for (const [rate, answeredAt] of [[5, at(monday, '12:00')], [4, at(sunday, '20:00')], [null, null], [1, at(addDays(monday, -1), '12:00')]] as const) {
      const rated = await insertOrder(t.db, { createdAt: at(addDays(monday, -60), '08:00'), pickupSlot: at(addDays(monday, -50), '08:00'), state: 'returned' });
      await t.db.insert(rateRequests).values({
        orderId: rated.id, customerId: customer!.id, driverId: drivers[0]!, state: rate === null ? 'open' : 'rated', rate, createdAt: at(addDays(monday, -50), '12:00'), answeredAt,
      });
    }

    const res = await manager.get(`/api/manager/stats?from=${monday}&to=${sunday}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.orders_per_day.map((day: { orders: number }) => day.orders)).toEqual([2, 0, 1, 0, 0, 0, 1]);
    expect(data.orders_per_day[0].date).toBe(monday);
    expect(data.revenue_per_week).toHaveLength(8);
    expect(data.revenue_per_week.at(-1)).toEqual({ week_start: monday, revenue: 5000, orders: 1 });
    expect(data.revenue_per_week.at(-3)).toEqual({ week_start: addDays(monday, -14), revenue: 3000, orders: 1 });
    expect(data.revenue_per_week[0].week_start).toBe(addDays(monday, -49));
    expect(data.revenue_per_week.reduce((sum: number, week: { revenue: number }) => sum + week.revenue, 0)).toBe(8000);
    const slots = 28;
    expect(data.utilisation_per_day[0]).toEqual({ date: monday, booked: 1, available: drivers.length * slots - slots - 1, ratio: 1 / (drivers.length * slots - slots - 1) });
    expect(data.utilisation_per_day[1]).toEqual({ date: addDays(monday, 1), booked: 0, available: drivers.length * slots, ratio: 0 });
    expect(data).toMatchObject({ average_rating: 4.5, orders_total: 4, free_orders: 1, discounted_orders: 1, free_share: 0.25, discounted_share: 0.25 });
  });

  it('defaults to the last 8 weeks up to today and refuses a bad range with a translated 422', async () => {
    const res = await manager.get('/api/manager/stats');
    expect(res.json().data).toMatchObject({ from: addDays(TODAY, -55), to: TODAY });
    expect(res.json().data.orders_per_day).toHaveLength(56);
    const backwards = await manager.get(`/api/manager/stats?from=${TODAY}&to=${addDays(TODAY, -1)}`);
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['Bitte wähle einen letzten Tag am oder nach dem ersten Tag, höchstens 366 Tage später']);
    expect((await manager.get(`/api/manager/stats?from=${TODAY}&to=${addDays(TODAY, 366)}`)).statusCode).toBe(422);
    expect((await manager.get('/api/manager/stats?from=yesterday')).statusCode).toBe(422);
    // well-formed but no such day (the fuzz test's find: it reached PostgreSQL's date cast as a 500)
    const noSuchDay = await manager.get('/api/manager/stats?to=4289-11-31');
    expect(noSuchDay.statusCode).toBe(422);
    expect(noSuchDay.json().errors.to).toEqual(['Bitte wähle ein gültiges Datum']);
  });

  it("exports the list's filter as CSV for the manager's spreadsheet: ';' and decimal commas in German, state names, phones as text; quoted cells, formulas defused", async () => {
    const day = addDays(TODAY, 3);
    await insertOrder(t.db, { licensePlate: 'D EX 1', pickupSlot: at(day, '08:00'), customerFirstName: '=HYPERLINK("http://x")', brand: 'Comma, Inc', model: 'Say "hi"', state: 'assigned' });
    await insertOrder(t.db, { licensePlate: 'D EX 2', pickupSlot: at(day, '09:00'), grandTotal: 1234, customerLastName: '@Kundin' });
    await insertOrder(t.db, { licensePlate: 'D OTHER 3', pickupSlot: at(day, '10:00') });

    const res = await manager.get('/api/manager/orders/export.csv?query=D%20EX&sort=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${NOW.toISOString().slice(0, 10)}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Auftragsnummer;Status;Kunde;E-Mail;Telefon;Kennzeichen;Marke;Modell;Fahrer;Abholung;Rückgabe;Abholadresse;Rückgabeadresse;Kostenlos;Geschätzter Betrag (EUR);Gesamtbetrag (EUR);Bestellt am');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`;Fahrer zugewiesen;"'=HYPERLINK(""http://x"") Kundin";clara.kundin@example.com;\u2060+49 211 5550199;D EX 1;"Comma, Inc";"Say ""hi""";;${day} 08:00;${day} 11:00;`);
    expect(lines[2]).toContain(`;Eingegangen;Clara @Kundin;`);
    expect(lines[2]).toContain(';nein;"64,00";"12,34";');
    // the state filter as the list parses it; a bad one is the list's 422
    const assigned = await manager.get('/api/manager/orders/export.csv?query=D%20EX&state=assigned');
    expect(assigned.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await manager.get('/api/manager/orders/export.csv?state=flying')).statusCode).toBe(422);
    // compressed on the way (a stream through the compression plugin), the same text
    const gzipped = await manager.get('/api/manager/orders/export.csv?query=D%20EX&sort=asc', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(res.body);
    // English headers
    const en = await manager.get('/api/manager/orders/export.csv?query=D%20EX&sort=asc', { cookies: { locale: 'en' } });
    const enLines = en.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(enLines[0]).toMatch(/^Order number,Status,Customer,/);
    expect(enLines[1]).toContain(',Assigned,');
    expect(enLines[2]).toContain(',Received,Clara @Kundin,clara.kundin@example.com,\u2060+49 211 5550199,');
    expect(enLines[2]).toContain(',no,64.00,12.34,');
  });

  it('reads every match in keyset batches (both directions), none twice', async () => {
    const day = addDays(TODAY, 4);
    for (const time of ['08:00', '08:00', '08:30', '09:00', '09:30']) await insertOrder(t.db, { licensePlate: 'D KS 9', pickupSlot: at(day, time) });
    const read = async (sort: 'asc' | 'desc') => {
      let text = '';
      for await (const chunk of ordersCsv(t.db, { query: 'd ks 9' }, sort, 'en', 2)) text += chunk;
      return text.trimEnd().split('\r\n').slice(1).map((line) => line.split(',')[0]);
    };
    const ascending = await read('asc');
    expect(ascending).toHaveLength(5);
    expect(new Set(ascending).size).toBe(5);
    expect(await read('desc')).toEqual([...ascending].reverse());
  });
});
