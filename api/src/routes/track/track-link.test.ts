import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TRACK_TOKEN_PATTERN, trackStreamPath, trackViewPath, type TrackView } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { queueOrderConfirmation } from '../../services/orders/confirmation';
import { estimateArrival } from '../../services/orders/tracking';
import { insertOrder, NOW, setClock, userId } from '../../services/orders/test-fixtures';

const PUBLIC_URL = 'http://cv.example.test:8080';

/** An SSE stream read over real HTTP: `next(n)` resolves with the n-th `track` event's data. */
function openStream(url: string) {
  return new Promise<{ status: number; events: () => { event: string; data: string }[]; waitFor: (match: (e: { event: string; data: string }) => boolean) => Promise<{ event: string; data: string }>; ended: Promise<void>; close: () => void }>(
    (resolve, reject) => {
      const request = http.get(url, (response) => {
        let buffer = '';
        const events: { event: string; data: string }[] = [];
        const waiting: { match: (e: { event: string; data: string }) => boolean; done: (e: { event: string; data: string }) => void }[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!event || data === undefined) continue;
            const item = { event, data };
            events.push(item);
            for (const wait of [...waiting]) if (wait.match(item)) {
              waiting.splice(waiting.indexOf(wait), 1);
              wait.done(item);
            }
          }
        });
        const ended = new Promise<void>((done) => response.on('close', done));
        resolve({
          status: response.statusCode ?? 0,
          events: () => events,
          waitFor: (match) => {
            const seen = events.find(match);
            return seen ? Promise.resolve(seen) : new Promise((done) => waiting.push({ match, done }));
          },
          ended,
          close: () => request.destroy(),
        });
      });
      request.on('error', reject);
    },
  );
}

describe(`the live tracking link: no sign-in, no personal data, live over SSE, revocable [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let manager: TestAgent;
  let driver: TestAgent;
  let driverId: string;
  let base: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ChargeValet <mail@chargevalet.test>', PUBLIC_URL, SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
    manager = await login(t.app, 'manager@chargevalet.test');
    driver = await login(t.app, 'driver1@chargevalet.test');
    driverId = await userId(t.db, 'driver1@chargevalet.test');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A guest order with its confirmation mail; the token is the one the mail links to. */
  const guestOrder = async (email: string) => {
    const order = await insertOrder(t.db, { customerId: null, isGuestOrder: true, customerEmail: email, customerFirstName: 'Gina', customerPhone: '+492115550142', locale: 'en' });
    await t.db.transaction((tx) => queueOrderConfirmation(t.app, order, tx));
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === email && m.subject.includes(order.identity));
    const link = new RegExp(`View your order: ${PUBLIC_URL}/track/([A-Za-z0-9_-]+)`).exec(mail.text);
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${PUBLIC_URL}/track/${link![1]}"`);
    return { order, token: link![1]! };
  };

  it('the mail’s link opens the view without a sign-in: state, times, next step — and nothing personal', async () => {
    const { order, token } = await guestOrder('track1@example.test');
    expect(token).toMatch(TRACK_TOKEN_PATTERN);
    const anonymous = await csrf(t.app);
    const res = await anonymous.get(trackViewPath(token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = (res.json() as { data: TrackView }).data;
    expect(view).toEqual({
      identity: order.identity,
      state: 'created',
      pickup_time_slot: { date_time: order.pickupSlot.toISOString() },
      return_time_slot: { date_time: order.returnSlot.toISOString() },
      next_state: 'assigned',
      car: null,
      eta: null,
    });
    const body = res.body;
    for (const personal of ['Gina', 'Kundin', 'track1@example.test', '5550142', 'Königsallee', 'Schadow', order.licensePlate, order.id]) expect(body).not.toContain(personal);
  });

  it('a token that is not an order’s: 404 (never 422 or 500), whatever its shape', async () => {
    const { token } = await guestOrder('track2@example.test');
    const anonymous = await csrf(t.app);
    for (const bad of ['abc', `${token.slice(0, 22)}${'A'.repeat(22)}`, `${'A'.repeat(22)}${token.slice(22)}`, 'x'.repeat(64), '%00']) {
      const res = await anonymous.get(trackViewPath(bad));
      expect([bad, res.statusCode]).toEqual([bad, 404]);
    }
    expect((await anonymous.get(trackStreamPath('nope'))).statusCode).toBe(404);
  });

  it('updates live over SSE as the order moves; the car (with its arrival estimate) only while it is on its way to the customer', async () => {
    const { order, token } = await guestOrder('track3@example.test');
    const stream = await openStream(base + trackStreamPath(token));
    expect(stream.status).toBe(200);
    const first = await stream.waitFor((e) => e.event === 'track');
    expect((JSON.parse(first.data) as TrackView).state).toBe('created');

    expect((await manager.post(`/api/manager/order/${order.id}/assign/driver/${driverId}`, {})).statusCode).toBe(200);
    await stream.waitFor((e) => e.event === 'track' && (JSON.parse(e.data) as TrackView).state === 'assigned');

    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'on_the_way_to_pickup' })).statusCode).toBe(200);
    await stream.waitFor((e) => e.event === 'track' && (JSON.parse(e.data) as TrackView).state === 'on_the_way_to_pickup');
    // 2 km north of the pickup (Königsallee 1: 51.2254, 6.7799)
    const fix = { order_id: order.id, lat: 51.2434, lng: 6.7799, recorded_at: NOW.toISOString() };
    expect((await driver.post('/api/driver/position', fix)).statusCode).toBe(201);
    const moved = await stream.waitFor((e) => e.event === 'track' && (JSON.parse(e.data) as TrackView).car !== null);
    const view = JSON.parse(moved.data) as TrackView;
    expect(view.car).toEqual({ lat: 51.2434, lng: 6.7799, recorded_at: NOW.toISOString() });
    // 2.0 km × 1.4 ÷ 22 km/h ≈ 7.6 min → 8
    expect(view.eta).toEqual({ minutes: 8, at: expect.any(String) });
    // the customer's order answer carries the same estimate
    const answer = (await manager.get(`/api/manager/order/${order.id}`)).json() as { data: { eta: unknown } };
    expect(answer.data.eta).toEqual(view.eta);

    // off to the station: no longer on its way to the customer, so no car and no estimate
    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'on_the_way_to_station' })).statusCode).toBe(200);
    const off = await stream.waitFor((e) => e.event === 'track' && (JSON.parse(e.data) as TrackView).state === 'on_the_way_to_station');
    expect(JSON.parse(off.data)).toMatchObject({ car: null, eta: null, next_state: 'charging' });
    stream.close();
  });

  it('revoked: the old link answers 404 and its open stream says "gone"; the new link works; 30 days after the order ended it stops', async () => {
    const { order, token } = await guestOrder('track4@example.test');
    const stream = await openStream(base + trackStreamPath(token));
    await stream.waitFor((e) => e.event === 'track');
    const anonymous = await csrf(t.app);
    // only the order's customer or a manager may revoke it
    expect((await anonymous.post(`/api/manager/order/${order.id}/track/revoke`, {})).statusCode).toBe(401);
    expect((await driver.post(`/api/manager/order/${order.id}/track/revoke`, {})).statusCode).toBe(403);
    const revoked = await manager.post(`/api/manager/order/${order.id}/track/revoke`, {});
    expect(revoked.statusCode).toBe(200);
    const next = /\/track\/([A-Za-z0-9_-]+)$/.exec((revoked.json() as { data: { url: string } }).data.url)![1]!;
    expect(next).not.toBe(token);
    expect((await anonymous.get(trackViewPath(token))).statusCode).toBe(404);
    expect((await anonymous.get(trackViewPath(next))).statusCode).toBe(200);
    // the revocation is a change of the order: the old stream learns it is gone and ends
    await t.app.orderViews.changed(t.db);
    await stream.waitFor((e) => e.event === 'gone');
    await stream.ended;

    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    setClock(t.app, new Date(NOW.getTime() + 29 * 86_400_000));
    expect((await anonymous.get(trackViewPath(next))).statusCode).toBe(200);
    setClock(t.app, new Date(NOW.getTime() + 30 * 86_400_000 + 60_000));
    expect((await anonymous.get(trackViewPath(next))).statusCode).toBe(404);
    setClock(t.app, NOW);
  });
});

describe('arrival estimates (configuration: road factor, city speed)', () => {
  const order = { state: 'on_the_way_to_return', pickupLat: 0, pickupLng: 0, returnLat: 51.2254, returnLng: 6.7799 } as Parameters<typeof estimateArrival>[0];
  const fixAt = (minutesAgo: number) => ({ lat: 51.2434, lng: 6.7799, recorded_at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString() });
  it('straight line × road factor ÷ speed, counted from the fix; 0 once due; none off the way', () => {
    expect(estimateArrival(order, fixAt(0), { roadFactor: 1.4, citySpeedKmh: 22 }, NOW)?.minutes).toBe(8);
    expect(estimateArrival(order, fixAt(0), { roadFactor: 1, citySpeedKmh: 30 }, NOW)?.minutes).toBe(5); // 4.003 min: rounded up
    expect(estimateArrival(order, fixAt(5), { roadFactor: 1.4, citySpeedKmh: 22 }, NOW)?.minutes).toBe(3);
    expect(estimateArrival(order, fixAt(30), { roadFactor: 1.4, citySpeedKmh: 22 }, NOW)?.minutes).toBe(0);
    expect(estimateArrival(order, null, { roadFactor: 1.4, citySpeedKmh: 22 }, NOW)).toBeNull();
    expect(estimateArrival({ ...order, state: 'charging' }, fixAt(0), { roadFactor: 1.4, citySpeedKmh: 22 }, NOW)).toBeNull();
  });
});
