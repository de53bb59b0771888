import { eq, sql } from 'drizzle-orm';
import { SANDBOX_CARDS, type TimeSlotDayWithEntries } from '@chargevalet/contract';
import { orders, paymentSessions } from '../../db/schema';
import { loadPaymentsConfig } from '../../payments-config';
import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../../test/app';
import { guestInput, NOW, setClock, TOMORROW } from '../../services/orders/test-fixtures';

const START = '/api/guest/payment/stripe/start-checkout/embedded';
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];

/** Slot hoarding (issue 11, finding 6): a scripted client cannot fill the calendar with unpaid checkouts. */
describe(`slot hoarding [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0', CHECKOUT_LIMIT_IP: '10', CHECKOUT_LIMIT_SESSION: '5', CHECKOUT_MAX_UNPAID: '2' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    setClock(t.app, NOW);
    await t.db.execute(sql`delete from rate_limits`);
    await t.db.update(orders).set({ state: 'cancelled', holdExpiresAt: null }).where(eq(orders.state, 'pending_checkout'));
  });

  const holding = async () => (await t.db.select({ id: orders.id, session: orders.guestSessionId }).from(orders).where(eq(orders.state, 'pending_checkout')));
  const slotInput = (i: number) => guestInput({ pickup_time_slot: { date: TOMORROW, time: TIMES[i % TIMES.length]! } });

  it('one browser holds one unpaid checkout: each new start releases the previous; starts per session are limited', async () => {
    const agent = await csrf(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await agent.post(START, slotInput(i), { remoteAddress: `10.1.0.${i}` })).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(await holding()).toHaveLength(1);
  });

  it('a client without cookies (a new session each time) is stopped by the per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await (await csrf(t.app)).post(START, slotInput(i), { remoteAddress: '10.2.0.1' })).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    expect(await holding()).toHaveLength(10);
  });

  it('one e-mail address or phone number holds at most two unpaid checkouts, from any address and browser', async () => {
    const contact = guestInput().user;
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const input = { ...slotInput(i), user: { ...contact, ...(i % 2 ? { email: `other${i}@example.de` } : {}) } };
      answers.push(await (await csrf(t.app)).post(START, input, { remoteAddress: `10.3.0.${i}` }));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 429, 429, 429, 429]);
    expect(answers[2]!.json().message).toMatch(/unbezahlte Bestellungen/);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await holding()).toHaveLength(2);
  });

  it('a scripted client from one address cannot fill the calendar: the slot it targets stays bookable', async () => {
    // Capacity 3 per slot: without limits three requests fill a slot. The attacker tries every slot of the morning
    // from one address, with fresh sessions and contacts, as fast as it can.
    const attacks = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => (await csrf(t.app)).post(START, slotInput(i), { remoteAddress: '10.4.0.1' })),
    );
    const accepted = attacks.filter((res) => res.statusCode === 201).length;
    expect(accepted).toBeLessThanOrEqual(10);
    expect(attacks.every((res) => res.statusCode === 201 || res.statusCode === 429 || res.statusCode === 422)).toBe(true);
    // Which requests win is up to the race, so the bound is on places: each accepted hold takes a pickup and a
    // return place, and a slot has 3; at most floor(2 × accepted / 3) of the targeted slots can be full. The rest
    // are still offered to customers, and take an order.
    const days = (await (await csrf(t.app)).get('/api/order/pick-up/time-slots/1')).json().data.days as TimeSlotDayWithEntries[];
    const tomorrow = days.find((day) => day.date === TOMORROW)!.time_groups.flatMap((group) => group.time_entries);
    const open = TIMES.filter((time) => tomorrow.find((entry) => entry.time === time)?.is_available);
    expect(open.length).toBeGreaterThanOrEqual(TIMES.length - Math.floor((2 * accepted) / 3));
    const customer = guestInput({ pickup_time_slot: { date: TOMORROW, time: open[0]! } });
    expect((await (await csrf(t.app)).post(START, customer, { remoteAddress: '10.5.0.1' })).statusCode).toBe(201);
  });

  it('one e-mail address or phone number starts at most five checkouts in 10 minutes, from any browser and address; the wait is told in minutes (de + en)', async () => {
    const contact = guestInput().user;
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      // each from a new browser on another address, its previous checkout abandoned (no unpaid hold left)
      await t.db.update(orders).set({ state: 'cancelled', holdExpiresAt: null }).where(eq(orders.state, 'pending_checkout'));
      const phoneOnly = i % 2 === 1; // the same phone number under another e-mail address counts too
      answers.push(await (await csrf(t.app)).post(START, { ...slotInput(i), user: { ...contact, ...(phoneOnly ? { email: `alias${i}@example.de` } : {}) } }, { remoteAddress: `10.6.0.${i}`, cookies: { locale: i === 6 ? 'en' : 'de' } }));
    }
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(answers[5]!.json().message).toMatch(/^Es wurden zu viele Bezahlvorgänge begonnen\. Bitte versuche es in 10 Minuten erneut\.$/);
    expect(answers[6]!.json().message).toMatch(/^Too many payments were started\. Please try again in 10 minutes\.$/);
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(540);
    setClock(t.app, new Date(NOW.getTime() + 9.5 * 60_000));
    const later = await (await csrf(t.app)).post(START, { ...slotInput(7), user: contact }, { remoteAddress: '10.6.1.1', cookies: { locale: 'en' } });
    expect(later.json().message).toMatch(/in 1 minute\.$/);
  });
});

describe(`checkout limits by default: a shared address is not a hoarder (issue 33) [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
  });
  afterAll(() => t.close());

  it('thirty customers behind one office address each start their checkout', async () => {
    expect(t.config.payments.checkoutLimits).toMatchObject({ ip: 100, session: 5, contact: 5 });
    expect(loadPaymentsConfig({}).checkoutLimits.card).toBe(5);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const input = guestInput({ pickup_time_slot: { date: TOMORROW, time: TIMES[i % TIMES.length]! } });
      statuses.push((await (await csrf(t.app)).post(START, input, { remoteAddress: '10.7.0.1' })).statusCode);
    }
    // every start is taken or refused for a full slot (three places a slot), none for the address
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(TIMES.length);
  });
});

describe(`checkout limit per card (issue 33) [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0', CHECKOUT_LIMIT_CARD: '2' } });
    setClock(t.app, NOW);
  });
  afterAll(() => t.close());

  /** A checkout from a browser, address and contact of its own, paid with `card` in the sandbox and completed. */
  const paidWith = async (i: number, card: string, locale: 'de' | 'en' = 'de') => {
    const agent = await csrf(t.app);
    agent.cookies.set('locale', locale);
    const input = guestInput({ pickup_time_slot: { date: TOMORROW, time: TIMES[i % TIMES.length]! }, user: { ...guestInput().user, email: `card${i}@example.de`, phone: `0211 55500${i}` } });
    const start = await agent.post(START, input, { remoteAddress: `10.8.0.${i}` });
    expect(start.statusCode).toBe(201);
    const { session_id: session, client_secret: secret, order_id: orderId } = start.json().data;
    expect((await agent.post(`/api/payment/sandbox/${session}/pay`, { client_secret: secret, card_number: card, expiry: '12/30', cvc: '123' })).statusCode).toBe(200);
    const complete = () => agent.post(`/api/payment/stripe/complete-checkout/${session}`, { session_id: session });
    return { orderId, session, answer: await complete(), complete };
  };
  const stateOf = async (id: string) => (await t.db.select({ state: orders.state, paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0];

  it('one card pays two checkouts in 10 minutes, from any browser, address and contact; the third is cancelled, the wait told in minutes (de + en)', async () => {
    const first = await paidWith(0, SANDBOX_CARDS.success);
    // completing twice (the browser's retry, the webhook) counts the card once
    expect((await first.complete()).statusCode).toBe(200);
    const second = await paidWith(1, SANDBOX_CARDS.success.replace(/(\d{4})/g, '$1 ').trim());
    expect([first.answer.json().error, second.answer.json().error]).toEqual([undefined, undefined]);
    expect(await stateOf(second.orderId)).toEqual({ state: 'created', paymentStatus: 'authorized' });

    const third = await paidWith(2, SANDBOX_CARDS.success);
    expect(third.answer.statusCode).toBe(200);
    expect(third.answer.json().data.state).toBe('cancelled');
    expect(third.answer.json().error.message_template).toBe(
      'Mit dieser Karte wurden in kurzer Zeit zu viele Buchungen bezahlt. Deine Bestellung wurde storniert und der Betrag freigegeben; bitte versuche es in 10 Minuten erneut oder nimm eine andere Karte.',
    );
    expect(Number(third.answer.headers['retry-after'])).toBeGreaterThan(540);
    // the authorisation is voided, the slots released
    expect(await stateOf(third.orderId)).toEqual({ state: 'cancelled', paymentStatus: 'voided' });
    expect((await t.db.select({ status: paymentSessions.status }).from(paymentSessions).where(eq(paymentSessions.id, third.session)))[0]!.status).toBe('cancelled');

    // another card is not this card's limit
    const other = await paidWith(3, SANDBOX_CARDS.laterChargeDeclined);
    expect(await stateOf(other.orderId)).toEqual({ state: 'created', paymentStatus: 'authorized' });

    setClock(t.app, new Date(NOW.getTime() + 9.5 * 60_000));
    const later = await paidWith(4, SANDBOX_CARDS.success, 'en');
    expect(later.answer.json().error.message_template).toMatch(/^This card has paid for too many bookings in a short time\..* try again in 1 minute or use another card\.$/);
    setClock(t.app, new Date(NOW.getTime() + 10.5 * 60_000));
    const next = await paidWith(5, SANDBOX_CARDS.success);
    expect(await stateOf(next.orderId)).toEqual({ state: 'created', paymentStatus: 'authorized' });
  });
});
