import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { orders, users } from '../../db/schema';
import { createTestApp, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../../test/smtp';
import { queueOrderConfirmation } from './confirmation';
import { insertOrder, NOW, setClock, userId } from './test-fixtures';

const PUBLIC_URL = 'http://cv.example.test:8080';
const CUSTOMER = 'customer@chargevalet.test';

/** The mail's .ics attachment as ical.js reads it, with the method its Content-Type names (RFC 6047). */
function calendarOf(mail: ReceivedMail) {
  const attachment = mail.parsed.attachments.find((a) => a.contentType === 'text/calendar');
  expect(attachment).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString('utf8')));
  const events = calendar.getAllSubcomponents('vevent');
  return {
    contentTypeMethod: attachment!.headers.get('content-type') as { params: Record<string, string> },
    method: calendar.getFirstPropertyValue('method'),
    uids: events.map((event) => event.getFirstPropertyValue('uid')),
    sequences: events.map((event) => Number(event.getFirstPropertyValue('sequence'))),
    locations: events.map((event) => event.getFirstPropertyValue('location')),
    statuses: events.map((event) => event.getFirstPropertyValue('status')),
    alarms: events.map((event) => event.getAllSubcomponents('valarm').length),
    starts: events.map((event) => new ICAL.Event(event).startDate.toJSDate().toISOString()),
  };
}

describe(`mails on changes that matter: cancellation, new driver, new times [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let manager: TestAgent;
  let customerId: string;
  const mailsTo = (to: string, identity: string) => smtp.messages.filter((m) => m.to === to && m.subject.includes(identity));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ChargeValet <mail@chargevalet.test>', PUBLIC_URL, SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
    manager = await login(t.app, 'manager@chargevalet.test');
    customerId = await userId(t.db, CUSTOMER);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a guest (no account) whose order a manager cancels: told in German by whom, the reservation released, the .ics METHOD:CANCEL with the confirmation’s UIDs at a higher SEQUENCE', async () => {
    const guest = 'gast31@example.test';
    const order = await insertOrder(t.db, { customerId: null, isGuestOrder: true, customerEmail: guest, customerFirstName: 'Gina', locale: 'de' });
    await t.db.transaction((tx) => queueOrderConfirmation(t.app, order, tx));
    await t.app.jobs.drain();
    const confirmation = await smtp.waitFor((m) => m.to === guest && m.subject.includes(order.identity));
    const sent = calendarOf(confirmation);
    expect(sent.contentTypeMethod.params.method).toBe('REQUEST');
    expect(sent).toMatchObject({ method: 'REQUEST', uids: [`${order.id}-pickup@chargevalet`, `${order.id}-return@chargevalet`], sequences: [0, 0], alarms: [1, 1] });
    expect(sent.locations).toEqual(['Königsallee 1, 40212 Düsseldorf', 'Schadowstraße 5, 40212 Düsseldorf']);
    expect(confirmation.text).toContain('Abholadresse: Königsallee 1, 40212 Düsseldorf');
    // the order answer carries postcode and city for the pages' one format
    const answer = (await manager.get(`/api/manager/order/${order.id}`)).json() as { data: { pickup_address: object; billing_address: object } };
    expect(answer.data.pickup_address).toMatchObject({ street: 'Königsallee 1', zip_code: '40212', city: 'Düsseldorf' });
    expect(answer.data.billing_address).toEqual({ street: 'Königsallee 1', zip_code: '40212', city: 'Düsseldorf' });

    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === guest && m.subject === `${order.identity}: Bestellung storniert`);
    expect(mail.text).toContain(`das ChargeValet-Team hat deine Bestellung ${order.identity} storniert.`);
    expect(mail.text).toContain('Deine Reservierung ist aufgehoben: Der Termin zur Abholung am 25. November, 09:00 ist freigegeben');
    const cancel = calendarOf(mail);
    expect(cancel.contentTypeMethod.params.method).toBe('CANCEL');
    expect(cancel).toMatchObject({ method: 'CANCEL', uids: sent.uids, sequences: [1, 1], statuses: ['CANCELLED', 'CANCELLED'], alarms: [0, 0] });
    const [row] = await t.db.select({ sequence: orders.calendarSequence }).from(orders).where(eq(orders.id, order.id));
    expect(row!.sequence).toBe(1);
  });

  it('the customer’s own cancellation: in their language (English), "you have cancelled", METHOD:CANCEL', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, customerId));
    const customer = await login(t.app, CUSTOMER);
    const order = await insertOrder(t.db, { customerId, customerEmail: CUSTOMER, pickupSlot: new Date('2026-11-26T08:00:00.000Z') });
    expect((await customer.post(`/api/customer/order/status/${order.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === CUSTOMER && m.subject === `${order.identity}: Order cancelled`);
    expect(mail.text).toContain(`you have cancelled your order ${order.identity}.`);
    expect(mail.text).toContain('the pickup appointment on November 26, 09:00 is free again');
    expect(mail.text).toContain(`View order: ${PUBLIC_URL}/`);
    expect(calendarOf(mail)).toMatchObject({ method: 'CANCEL', uids: [`${order.id}-pickup@chargevalet`, `${order.id}-return@chargevalet`], sequences: [1, 1] });
    expect(mailsTo(CUSTOMER, order.identity)).toHaveLength(1);
  });

  it('a reassignment tells the customer the new driver (first name) — and only then, not the first assignment twice', async () => {
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, customerId));
    const [first, second] = await Promise.all([userId(t.db, 'driver1@chargevalet.test'), userId(t.db, 'driver2@chargevalet.test')]);
    const order = await insertOrder(t.db, { customerId, customerEmail: CUSTOMER, pickupSlot: new Date('2026-11-27T08:00:00.000Z') });
    expect((await manager.post(`/api/manager/order/${order.id}/assign/driver/${first}`, {})).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(mailsTo(CUSTOMER, order.identity).map((m) => m.subject)).toEqual([`${order.identity}: Daniel ist dein Fahrer`]);
    const reassigned = await manager.post(`/api/manager/order/${order.id}/reassign/driver/${second}`, {});
    expect(reassigned.statusCode).toBe(200);
    await t.app.jobs.drain();
    const [driver] = await t.db.select({ firstName: users.firstName }).from(users).where(eq(users.id, second));
    const mail = await smtp.waitFor((m) => m.to === CUSTOMER && m.subject === `${order.identity}: Neuer Fahrer – ${driver!.firstName}`);
    expect(mail.text).toContain(`ist jetzt ${driver!.firstName} dein Fahrer`);
    expect(mail.text).toContain(`Bestellung ansehen: ${PUBLIC_URL}/`);
  });

  it('a manager moves the pickup: the new appointments with the updated .ics (METHOD:REQUEST, same UIDs, SEQUENCE raised, full LOCATION, VALARM)', async () => {
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, customerId));
    const order = await insertOrder(t.db, { customerId, customerEmail: CUSTOMER, pickupSlot: new Date('2026-11-28T08:00:00.000Z') });
    const current = (await manager.get(`/api/manager/order/${order.id}`)).json().data as Record<string, unknown>;
    const body = {
      car: current.car,
      package_id: (current.package as { id: number }).id,
      charging_level_id: current.charging_level_id,
      is_send_bill: current.is_send_bill,
      is_use_fuel_card: current.is_use_fuel_card,
      is_wash_car: current.is_wash_car,
      billing_address: { street: (current.billing_address as { street: string }).street },
      pickup_address: { street: 'Berliner Allee 10', zip_code: '40212', latitude: null, longitude: null },
      return_address: current.return_address,
      customer: { name: (current.customer as { name: string }).name },
      electricity_total: null,
      service_total: null,
    };
    expect((await manager.post(`/api/manager/order/${order.id}/update`, body)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === CUSTOMER && m.subject === `${order.identity}: New times`);
    expect(mail.text).toContain('Pickup address: Berliner Allee 10, 40212 Düsseldorf');
    const calendar = calendarOf(mail);
    expect(calendar.contentTypeMethod.params.method).toBe('REQUEST');
    expect(calendar).toMatchObject({ method: 'REQUEST', uids: [`${order.id}-pickup@chargevalet`, `${order.id}-return@chargevalet`], sequences: [1, 1], alarms: [1, 1] });
    expect(calendar.locations[0]).toBe('Berliner Allee 10, 40212 Düsseldorf');
    // an edit that moves no appointment sends nothing
    const again = (await manager.get(`/api/manager/order/${order.id}`)).json().data as { car: object };
    expect((await manager.post(`/api/manager/order/${order.id}/update`, { ...body, car: { ...again.car, color: 'red' } })).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(mailsTo(CUSTOMER, order.identity)).toHaveLength(1);
  });

  it('a manager reschedules: the same mail as a moved address (one path) with the .ics at the new times (METHOD:REQUEST, same UIDs, SEQUENCE raised)', async () => {
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, customerId));
    const order = await insertOrder(t.db, { customerId, customerEmail: CUSTOMER, pickupSlot: new Date('2026-11-29T08:00:00.000Z') });
    await t.db.transaction((tx) => queueOrderConfirmation(t.app, order, tx));
    await t.app.jobs.drain();
    const sent = calendarOf(await smtp.waitFor((m) => m.to === CUSTOMER && m.subject.includes(order.identity)));
    const res = await manager.post(`/api/manager/order/${order.id}/reschedule`, { pickup_time_slot: { date: '2026-11-30', time: '10:00' }, return_time_slot: { date: '2026-11-30', time: '16:30' } });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === CUSTOMER && m.subject === `${order.identity}: Neue Termine`);
    expect(mail.text).toContain(`wir haben die Termine deiner Bestellung ${order.identity} geändert.`);
    expect(mail.text).toContain('30. November, 10:00');
    const calendar = calendarOf(mail);
    expect(calendar.contentTypeMethod.params.method).toBe('REQUEST');
    expect(calendar).toMatchObject({ method: 'REQUEST', uids: sent.uids, sequences: [1, 1], alarms: [1, 1] });
    expect(calendar.starts).toEqual(['2026-11-30T09:00:00.000Z', '2026-11-30T15:30:00.000Z']);
    // a second move raises the SEQUENCE again, so calendar apps take the newer one
    expect((await manager.post(`/api/manager/order/${order.id}/reschedule`, { pickup_time_slot: { date: '2026-11-30', time: '11:00' }, return_time_slot: null })).statusCode).toBe(200);
    await t.app.jobs.drain();
    await smtp.waitFor((m) => m.to === CUSTOMER && m.subject === `${order.identity}: Neue Termine` && calendarOf(m).sequences[0] === 2);
  });
});
