import ICAL from 'ical.js';
import { calendarFeedPath, calendarFeedRenewPath, CUSTOMER_CALENDAR_PATH, type CustomerCalendarEntry } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { insertOrder, NOW, setClock, userId } from '../../services/orders/test-fixtures';

const PUBLIC_URL = 'http://cv.example.test:8080';

describe(`the customer's calendar and the personal iCalendar feeds [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let customer: TestAgent;
  let driver: TestAgent;
  let customerId: string;
  let driverId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    setClock(t.app, NOW);
    customer = await login(t.app, 'customer@chargevalet.test');
    driver = await login(t.app, 'driver1@chargevalet.test');
    customerId = await userId(t.db, 'customer@chargevalet.test');
    driverId = await userId(t.db, 'driver1@chargevalet.test');
  });
  afterAll(() => t.close());

  it('GET /api/customer/calendar: the customer’s own pickups and returns in the period, by time, with the full address; not cancelled ones', async () => {
    const inWeek = await insertOrder(t.db, { customerId, pickupSlot: new Date('2026-11-25T08:00:00.000Z') });
    const returnOnly = await insertOrder(t.db, { customerId, pickupSlot: new Date('2026-11-29T21:00:00.000Z') }); // return 30 Nov 00:00 Berlin
    await insertOrder(t.db, { customerId, state: 'cancelled', pickupSlot: new Date('2026-11-26T08:00:00.000Z') });
    await insertOrder(t.db, { customerId: null, pickupSlot: new Date('2026-11-26T09:00:00.000Z') }); // someone else's
    const res = await customer.get(`${CUSTOMER_CALENDAR_PATH}?from=2026-11-23&to=2026-11-30`);
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as { data: CustomerCalendarEntry[] }).data;
    expect(entries.map((e) => [e.identity, e.kind, e.at])).toEqual([
      [inWeek.identity, 'pickup', '2026-11-25T08:00:00.000Z'],
      [inWeek.identity, 'return', '2026-11-25T11:00:00.000Z'],
      [returnOnly.identity, 'pickup', '2026-11-29T21:00:00.000Z'],
    ]);
    expect(entries[0]).toMatchObject({ address: 'Königsallee 1, 40212 Düsseldorf', fixed: true, state: 'created', order_id: inWeek.id });
    const next = (await customer.get(`${CUSTOMER_CALENDAR_PATH}?from=2026-11-30&to=2026-12-07`)).json() as { data: CustomerCalendarEntry[] };
    expect(next.data.map((e) => [e.identity, e.kind])).toEqual([[returnOnly.identity, 'return']]);
  });

  it('bad periods: 422 in the caller’s language; customers only', async () => {
    const backwards = await customer.get(`${CUSTOMER_CALENDAR_PATH}?from=2026-11-30&to=2026-11-23`, { cookies: { locale: 'en' } });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toEqual(['Please choose a valid period of at most 62 days']);
    const long = await customer.get(`${CUSTOMER_CALENDAR_PATH}?from=2026-01-01&to=2026-12-31`, { cookies: { locale: 'de' } });
    expect(long.json().errors.to).toEqual(['Bitte wähle einen gültigen Zeitraum von höchstens 62 Tagen']);
    expect((await customer.get(`${CUSTOMER_CALENDAR_PATH}?from=nope&to=2026-11-30`)).statusCode).toBe(422);
    expect((await driver.get(`${CUSTOMER_CALENDAR_PATH}?from=2026-11-23&to=2026-11-30`)).statusCode).toBe(403);
    expect((await (await csrf(t.app)).get(`${CUSTOMER_CALENDAR_PATH}?from=2026-11-23&to=2026-11-30`)).statusCode).toBe(401);
  });

  it('the feed: the same address on every ask, read by a calendar app without a sign-in (the mails’ UIDs, full LOCATION); renewing stops the old address', async () => {
    const order = await insertOrder(t.db, { customerId, pickupSlot: new Date('2026-11-27T08:00:00.000Z'), calendarSequence: 2 });
    const first = (await customer.get(calendarFeedPath('customer'))).json() as { data: { url: string } };
    expect(first.data.url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(((await customer.get(calendarFeedPath('customer'))).json() as { data: { url: string } }).data.url).toBe(first.data.url);
    const path = first.data.url.slice(PUBLIC_URL.length);

    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const mine = events.filter((event) => event.uid.startsWith(order.id));
    expect(mine.map((event) => [event.uid, event.sequence, event.location])).toEqual([
      [`${order.id}-pickup@chargevalet`, 2, 'Königsallee 1, 40212 Düsseldorf'],
      [`${order.id}-return@chargevalet`, 2, 'Schadowstraße 5, 40212 Düsseldorf'],
    ]);
    expect(events.every((event) => !event.summary.includes('Storniert'))).toBe(true);

    const renewed = (await customer.post(calendarFeedRenewPath('customer'), {})).json() as { data: { url: string } };
    expect(renewed.data.url).not.toBe(first.data.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: renewed.data.url.slice(PUBLIC_URL.length) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nope.ics' })).statusCode).toBe(404);
  });

  it('a driver’s feed holds their assignments (in the driver’s words); customer and driver feeds are their own', async () => {
    const assigned = await insertOrder(t.db, { customerId, driverId, state: 'assigned', pickupSlot: new Date('2026-11-28T08:00:00.000Z') });
    const url = ((await driver.get(calendarFeedPath('driver'))).json() as { data: { url: string } }).data.url;
    const body = (await t.app.inject({ method: 'GET', url: url.slice(PUBLIC_URL.length) })).body;
    const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => event.uid)).toEqual([`${assigned.id}-pickup@chargevalet`, `${assigned.id}-return@chargevalet`]);
    expect(events[0]!.summary).toBe(`Abholung (${assigned.identity})`);
    expect((await customer.get(calendarFeedPath('driver'))).statusCode).toBe(403);
    expect((await driver.post(calendarFeedRenewPath('customer'), {})).statusCode).toBe(403);
  });
});
