import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  activeOrderResponseSchema,
  driverOrdersResponseSchema,
  handoverResponseSchema,
  handoversResponseSchema,
  HANDOVER_MAX_PHOTO_BYTES,
} from '@chargevalet/contract';
import { handoverPhotoFiles, handoverPhotos, orderHandovers, orders, users, type OrderDbState } from '../../db/schema';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { insertOrder as insertOrderRow, NOW, setClock } from '../../services/orders/test-fixtures';
import { missingHandover } from '../../services/orders/handover-guard';

/** NOW is Monday 23 November 2026, 08:00 in Berlin. */
const at = (iso: string) => new Date(iso);

/** A multipart body built by hand (inject takes a Buffer): text fields, then files. */
function multipart(fields: Record<string, string>, files: { name?: string; filename: string; type: string; bytes: Buffer }[]) {
  const boundary = `----cv${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'photos'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (kind = 'pickup') => ({ kind, mileage: '42100', charge_level: '35', notes: 'Kratzer hinten links' });

describe(`driver calls [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let dataDir: string;
  let driver1: TestAgent;
  let driver2: TestAgent;
  let customer: TestAgent;
  let manager: TestAgent;
  let ids: Record<string, string>;
  let photo: Buffer;
  let counter = 0;

  // The shared fixture with this suite's own numbers, full addresses and a 4-hour return.
  const insertOrder = async (state: OrderDbState, driverEmail: string | null, pickupSlot: Date, overrides: Partial<typeof orders.$inferInsert> = {}) => {
    counter += 1;
    const identity = `CV-DRV${String(counter).padStart(3, '0')}`;
    await insertOrderRow(t.db, {
      identity,
      state,
      customerId: ids['customer@chargevalet.test']!,
      driverId: driverEmail ? ids[driverEmail]! : null,
      customerEmail: 'customer@chargevalet.test',
      color: 'rot',
      pickupStreet: 'Königsallee 1, 40212 Düsseldorf',
      pickupLat: 51.22,
      pickupLng: 6.78,
      returnStreet: 'Schadowstraße 5, 40212 Düsseldorf',
      pickupSlot,
      returnSlot: new Date(pickupSlot.getTime() + 4 * 3_600_000),
      serviceMinutes: 180,
      estimatedElectricityTotal: 1200,
      estimatedGrandTotal: 6100,
      ...overrides,
    });
    return identity;
  };
  const orderId = async (identity: string) => (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.identity, identity)))[0]!.id;
  const upload = (agent: TestAgent, identity: string, body: ReturnType<typeof multipart>) =>
    agent.post(`/api/driver/order/${identity}/handover`, body.payload, { headers: body.headers });
  /** The photos in the shared store (the database by default, issue 33). */
  const storedFiles = async () => (await t.db.select({ name: handoverPhotoFiles.name }).from(handoverPhotoFiles)).map((row) => row.name).sort();

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'cv-driver-test-'));
    t = await createTestApp({ config: { dataDir } });
    setClock(t.app, NOW);
    const rows = await t.db.select({ id: users.id, email: users.email }).from(users);
    ids = Object.fromEntries(rows.map((row) => [row.email, row.id]));
    [driver1, driver2, customer, manager] = await Promise.all([
      login(t.app, 'driver1@chargevalet.test'),
      login(t.app, 'driver2@chargevalet.test'),
      login(t.app, 'customer@chargevalet.test'),
      login(t.app, 'manager@chargevalet.test'),
    ]);
    // A phone photo: 3000 × 2000 with EXIF, including the GPS position the stored copy must not keep.
    photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'driver phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 13/1 0/1' } })
      .toBuffer();
  });
  /** Moves the clock and signs the staff in again there: a staff session ends after 30 idle minutes (issue 33). */
  const moveClock = async (to: Date) => {
    setClock(t.app, to);
    [driver1, driver2, manager] = await Promise.all([
      login(t.app, 'driver1@chargevalet.test'),
      login(t.app, 'driver2@chargevalet.test'),
      login(t.app, 'manager@chargevalet.test'),
    ]);
  };
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('authorization', () => {
    it('answers 401 to anonymous callers and 403 to customers and managers on the driver calls', async () => {
      const anonymous = await csrf(t.app);
      expect((await anonymous.get('/api/driver/active-order')).statusCode).toBe(401);
      expect((await customer.get('/api/driver/active-order')).statusCode).toBe(403);
      expect((await customer.get('/api/driver/orders?from=2026-11-23&to=2026-11-29')).statusCode).toBe(403);
      const identity = await insertOrder('assigned', 'driver1@chargevalet.test', at('2026-11-23T09:00:00Z'));
      expect((await customer.get(`/api/driver/order/${identity}`)).statusCode).toBe(403);
      expect((await manager.get(`/api/driver/order/${identity}`)).statusCode).toBe(403);
      expect((await upload(customer, identity, multipart(fields(), [{ filename: 'a.jpg', type: 'image/jpeg', bytes: photo }]))).statusCode).toBe(403);
    });

    it("answers 404 for another driver's order number, and for an unknown one", async () => {
      const identity = await insertOrder('assigned', 'driver1@chargevalet.test', at('2026-11-23T09:00:00Z'));
      expect((await driver1.get(`/api/driver/order/${identity.toLowerCase()}`)).statusCode).toBe(200);
      expect((await driver2.get(`/api/driver/order/${identity}`)).statusCode).toBe(404);
      expect((await driver2.get('/api/driver/order/CV-NOPE00')).statusCode).toBe(404);
      const res = await upload(driver2, identity, multipart(fields(), [{ filename: 'a.jpg', type: 'image/jpeg', bytes: photo }]));
      expect(res.statusCode).toBe(404);
    });
  });

  describe('GET /api/driver/active-order and /api/driver/orders', () => {
    it('picks the order already on the road, else the earliest pickup of today; null for a driver with none', async () => {
      const freshDriver = 'driver3@chargevalet.test';
      const driver3 = await login(t.app, freshDriver);
      expect(activeOrderResponseSchema.parse((await driver3.get('/api/driver/active-order')).json()).data).toBeNull();

      await insertOrder('assigned', freshDriver, at('2026-11-24T09:00:00Z')); // tomorrow: not today's
      const early = await insertOrder('assigned', freshDriver, at('2026-11-23T09:00:00Z'));
      await insertOrder('assigned', freshDriver, at('2026-11-23T13:00:00Z'));
      await insertOrder('returned', freshDriver, at('2026-11-23T07:30:00Z')); // done
      let body = activeOrderResponseSchema.parse((await driver3.get('/api/driver/active-order')).json());
      expect(body.data?.identity).toBe(early);
      expect(body.data?.can_update_status).toBe(true);

      const onTheRoad = await insertOrder('charging', freshDriver, at('2026-11-23T11:00:00Z'));
      body = activeOrderResponseSchema.parse((await driver3.get('/api/driver/active-order')).json());
      expect(body.data?.identity).toBe(onTheRoad);
    });

    it("an order on the road is the driver's active one whatever its day (a manager moved it on early)", async () => {
      const driver = await login(t.app, 'driver3@chargevalet.test');
      await t.db.update(orders).set({ state: 'cancelled' }).where(eq(orders.driverId, ids['driver3@chargevalet.test']!));
      await insertOrder('assigned', 'driver3@chargevalet.test', at('2026-11-25T08:00:00Z'));
      expect(activeOrderResponseSchema.parse((await driver.get('/api/driver/active-order')).json()).data).toBeNull();
      const onTheRoad = await insertOrder('on_the_way_to_pickup', 'driver3@chargevalet.test', at('2026-11-26T08:00:00Z'));
      expect(activeOrderResponseSchema.parse((await driver.get('/api/driver/active-order')).json()).data?.identity).toBe(onTheRoad);
    });

    it('lists the own orders with a pickup or return in the Berlin days asked for; 422 for a bad range', async () => {
      const inside = await insertOrder('assigned', 'driver2@chargevalet.test', at('2026-11-25T08:00:00Z'));
      await insertOrder('assigned', 'driver2@chargevalet.test', at('2026-12-05T08:00:00Z')); // after the range
      await insertOrder('cancelled', 'driver2@chargevalet.test', at('2026-11-25T09:00:00Z'));
      const other = await insertOrder('assigned', 'driver1@chargevalet.test', at('2026-11-25T10:00:00Z'));
      const body = driverOrdersResponseSchema.parse((await driver2.get('/api/driver/orders?from=2026-11-23&to=2026-11-29')).json());
      const numbers = body.data.map((o) => o.identity);
      expect(numbers).toContain(inside);
      expect(numbers).not.toContain(other);
      expect(body.data.every((o) => o.state !== 'cancelled')).toBe(true);
      expect(body.data.every((o) => o.pickup_time_slot.date_time < '2026-11-30')).toBe(true);

      for (const query of ['from=2026-11-29&to=2026-11-23', 'from=2026-11-01&to=2026-11-29', 'from=tomorrow&to=2026-11-29']) {
        const bad = await driver2.get(`/api/driver/orders?${query}`, { cookies: { locale: 'en' } });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().message).toMatch(/valid/i);
      }
    });
  });

  describe("the customer's contact", () => {
    it('a driver reads it until 24 hours after the order ended (returned), then blank; managers always', async () => {
      const history = [
        { state: 'assigned' as const, at: '2026-11-22T06:00:00.000Z', actor: null },
        { state: 'returned' as const, at: '2026-11-22T10:00:00.000Z', actor: null },
        { state: 'paid' as const, at: '2026-11-22T12:00:00.000Z', actor: null },
      ];
      const identity = await insertOrder('paid', 'driver2@chargevalet.test', at('2026-11-22T07:00:00Z'), { statusHistory: history, customerPhone: '+49 211 5550123' });
      const contact = async () => (await driver2.get(`/api/driver/order/${identity}`)).json().data.customer;
      const listed = async () =>
        driverOrdersResponseSchema.parse((await driver2.get('/api/driver/orders?from=2026-11-22&to=2026-11-22')).json()).data.find((o) => o.identity === identity)!.customer.firstname;

      await moveClock(at('2026-11-23T09:59:00Z')); // 23 h 59 min after the return
      expect(await contact()).toEqual({ name: 'Clara Kundin', firstname: 'Clara', lastname: 'Kundin', phone: '+49 211 5550123', email: 'customer@chargevalet.test' });
      expect(await listed()).toBe('Clara');
      await moveClock(at('2026-11-23T10:00:00Z'));
      expect(await contact()).toEqual({ name: '', firstname: '', lastname: '', phone: '', email: '' });
      expect(await listed()).toBe('');
      expect((await manager.get(`/api/manager/order/${await orderId(identity)}`)).json().data.customer.phone).toBe('+49 211 5550123');
      await moveClock(NOW);
    });
  });

  describe('starting the way to pickup', () => {
    it('a driver starts at most 2 hours before the pickup slot (422 naming the slot, de and en); a manager at any time', async () => {
      // NOW is 08:00 in Berlin: a pickup at 09:30 may be started, one at 11:00 only from 09:00
      const soon = await insertOrder('assigned', 'driver1@chargevalet.test', at('2026-11-23T08:30:00Z'));
      const later = await insertOrder('assigned', 'driver1@chargevalet.test', at('2026-11-23T10:00:00Z'));
      const start = (agent: TestAgent, identity: string, locale = 'de') =>
        agent.post(`/api/${agent === manager ? 'manager' : 'driver'}/order/status/${identity}`, { status: 'on_the_way_to_pickup' }, { cookies: { locale } });

      const early = await start(driver1, later);
      expect(early.statusCode).toBe(422);
      expect(early.json().errors).toEqual({ status: ['Der Abholslot ist am 23. November, 11:00 Uhr: du kannst ab 23. November, 09:00 Uhr zur Abholung fahren'] });
      expect((await start(driver1, later, 'en')).json().message).toBe('The pickup slot is November 23, 11:00: you can start the way to pickup from November 23, 09:00');
      expect((await t.db.select({ state: orders.state }).from(orders).where(eq(orders.identity, later)))[0]!.state).toBe('assigned');

      expect((await start(driver1, soon)).statusCode).toBe(200);
      await moveClock(at('2026-11-23T08:00:00Z')); // exactly two hours before
      expect((await start(driver1, later)).statusCode).toBe(200);
      await moveClock(NOW);

      const managers = await insertOrder('assigned', 'driver1@chargevalet.test', at('2026-11-28T09:00:00Z'));
      expect((await start(manager, managers)).statusCode).toBe(200);
    });
  });

  describe('POST /api/driver/order/{identity}/handover', () => {
    it('stores the photos resized to 1600 px JPEG without EXIF, and the record for the customer, driver and managers', async () => {
      const identity = await insertOrder('on_the_way_to_pickup', 'driver1@chargevalet.test', at('2026-11-23T09:00:00Z'));
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } }).png().toBuffer();
      const res = await upload(
        driver1,
        identity,
        // The names and declared types lie: the bytes decide.
        multipart(fields(), [
          { filename: 'front.png', type: 'image/png', bytes: photo },
          { filename: 'side.jpg', type: 'application/octet-stream', bytes: png },
        ]),
      );
      expect(res.statusCode).toBe(201);
      const record = handoverResponseSchema.parse(res.json()).data;
      expect(record).toMatchObject({ kind: 'pickup', mileage: 42100, charge_level: 35, notes: 'Kratzer hinten links' });
      expect(record.photos.map((p) => [p.width, p.height])).toEqual([
        [1600, 1067],
        [800, 600],
      ]);

      // in the shared store (the database here), not on this instance's disk (issue 33)
      expect(await storedFiles()).toHaveLength(2);
      expect(existsSync(path.join(dataDir, 'handover-photos'))).toBe(false);
      const image = await driver1.get(record.photos[0]!.url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600 });
      expect(meta.exif).toBeUndefined();

      const id = await orderId(identity);
      for (const [agent, role, ref] of [
        [customer, 'customer', id],
        [manager, 'manager', id],
        [driver1, 'driver', identity],
      ] as const) {
        const list = await agent.get(`/api/${role}/order/${ref}/handovers`);
        expect(list.statusCode).toBe(200);
        expect(handoversResponseSchema.parse(list.json()).data).toHaveLength(1);
        expect((await agent.get(record.photos[1]!.url)).statusCode).toBe(200);
      }
      // Nobody else: another driver, another customer's role in the path, anonymous.
      expect((await driver2.get(`/api/driver/order/${identity}/handovers`)).statusCode).toBe(404);
      expect((await driver2.get(record.photos[0]!.url)).statusCode).toBe(404);
      expect((await customer.get(`/api/manager/order/${id}/handovers`)).statusCode).toBe(403);
      expect((await (await csrf(t.app)).get(record.photos[0]!.url)).statusCode).toBe(401);

      // One record per kind.
      const again = await upload(driver1, identity, multipart(fields(), [{ filename: 'a.jpg', type: 'image/jpeg', bytes: photo }]));
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.kind).toHaveLength(1);
    });

    describe('a bad upload gets a translated 422 and stores nothing', () => {
      let identity: string;
      beforeAll(async () => {
        identity = await insertOrder('on_the_way_to_pickup', 'driver1@chargevalet.test', at('2026-11-23T10:00:00Z'));
      });
      const expectNothingStored = async (before: string[]) => {
        expect(await storedFiles()).toEqual(before);
        expect(await t.db.select().from(orderHandovers).where(eq(orderHandovers.orderId, await orderId(identity)))).toHaveLength(0);
      };
      const refuse = async (body: ReturnType<typeof multipart>, field: string, en: RegExp, locale: 'de' | 'en' = 'en') => {
        const before = await storedFiles();
        const res = await driver1.post(`/api/driver/order/${identity}/handover`, body.payload, { headers: body.headers, cookies: { locale } });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors[field]?.[0]).toMatch(en);
        await expectNothingStored(before);
      };
      const jpeg = (n: number) => Array.from({ length: n }, (_, i) => ({ filename: `p${i}.jpg`, type: 'image/jpeg', bytes: photo }));

      it('11 photos (10 is the limit)', async () => {
        await refuse(multipart(fields(), jpeg(11)), 'photos', /at most 10 photos/);
      });
      it('a photo over 8 MB', async () => {
        const big = Buffer.concat([photo, Buffer.alloc(HANDOVER_MAX_PHOTO_BYTES + 1 - photo.length)]);
        await refuse(multipart(fields(), [...jpeg(1), { filename: 'big.jpg', type: 'image/jpeg', bytes: big }]), 'photos', /8 MB/);
      });
      it('a file named .jpg that is not an image, and an image with broken bytes', async () => {
        await refuse(multipart(fields(), [...jpeg(1), { filename: 'car.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.7 not a photo') }]), 'photos', /Only photos/);
        const broken = Buffer.concat([photo.subarray(0, 200)]);
        await refuse(multipart(fields(), [{ filename: 'car.jpg', type: 'image/jpeg', bytes: broken }]), 'photos', /Only photos/);
      });
      it('no photo; bad mileage, charge level and kind (in German by default)', async () => {
        await refuse(multipart(fields(), []), 'photos', /at least one photo/);
        await refuse(multipart({ ...fields(), mileage: '-3' }, jpeg(1)), 'mileage', /Kilometerstand/, 'de');
        await refuse(multipart({ ...fields(), charge_level: '101' }, jpeg(1)), 'charge_level', /charge level/);
        await refuse(multipart({ ...fields(), kind: 'delivery' }, jpeg(1)), 'kind', /pickup or return/);
      });
      it('a record the state does not allow (the return record while on the way to pickup)', async () => {
        await refuse(multipart(fields('return'), jpeg(1)), 'kind', /current status/);
      });
      it('a JSON body (an upload route takes multipart only): 415', async () => {
        const res = await driver1.post(`/api/driver/order/${identity}/handover`, fields(), { cookies: { locale: 'en' } });
        expect(res.statusCode).toBe(415);
        await expectNothingStored(await storedFiles());
      });
      it('malformed multipart bodies (issue 33): a translated 4xx each, never a 500, and the connection is not left hanging', async () => {
        const boundary = 'cv-broken-boundary';
        const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
        const part = (head: string, body: string | Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')]);
        const file = part('Content-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg', photo);
        const bodies: Record<string, Buffer> = {
          'no closing boundary': Buffer.concat([part('Content-Disposition: form-data; name="kind"', 'pickup'), file]),
          'cut in the middle of a file': Buffer.concat([part('Content-Disposition: form-data; name="kind"', 'pickup'), file]).subarray(0, 400),
          'no boundary line at all': Buffer.from('just some text, no parts'),
          'empty body': Buffer.alloc(0),
          'a part without Content-Disposition': Buffer.concat([part('Content-Type: text/plain', 'x'), Buffer.from(`--${boundary}--\r\n`)]),
          'a header line without a colon': Buffer.concat([part('this is no header', 'x'), Buffer.from(`--${boundary}--\r\n`)]),
          'binary garbage': Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 97 + 13) % 256)),
          'another boundary than the header says': Buffer.concat([Buffer.from('--other\r\nContent-Disposition: form-data; name="kind"\r\n\r\npickup\r\n--other--\r\n')]),
          'an overlong header': Buffer.concat([part(`Content-Disposition: form-data; name="${'n'.repeat(100_000)}"`, 'x'), Buffer.from(`--${boundary}--\r\n`)]),
        };
        for (const [name, payload] of Object.entries(bodies)) {
          const before = await storedFiles();
          const answers = [];
          for (const locale of ['de', 'en'] as const) {
            const res = await driver1.post(`/api/driver/order/${identity}/handover`, payload, { headers, cookies: { locale } });
            expect([name, res.statusCode >= 400 && res.statusCode < 500]).toEqual([name, true]);
            answers.push(res.json().message as string);
          }
          // translated: the German and the English answer differ, and neither is a parser's own words
          expect(answers[0]).not.toBe(answers[1]);
          for (const message of answers) expect(message).not.toMatch(/Unexpected end|Malformed part|boundary/);
          await expectNothingStored(before);
        }
        // a missing boundary parameter is refused by the request format check
        const bare = await driver1.post(`/api/driver/order/${identity}/handover`, Buffer.from('x'), { headers: { 'content-type': 'multipart/form-data' } });
        expect(bare.statusCode).toBe(415);
      });
      it('without the CSRF header: 419 before anything is read', async () => {
        const body = multipart(fields(), jpeg(1));
        const res = await driver1.post(`/api/driver/order/${identity}/handover`, body.payload, { headers: body.headers, csrf: false });
        expect(res.statusCode).toBe(419);
      });
    });
  });

  describe('the handover guard of the status change', () => {
    it('wants the pickup record before on_the_way_to_station and the return record before parked / returned (drivers)', async () => {
      const identity = await insertOrder('on_the_way_to_pickup', 'driver1@chargevalet.test', at('2026-11-23T11:00:00Z'));
      const order = { id: await orderId(identity) };
      expect(await missingHandover(t.db, order, 'driver', 'on_the_way_to_station')).toBe('handoverPickupRequired');
      expect(await missingHandover(t.db, order, 'driver', 'returned')).toBe('handoverReturnRequired');
      expect(await missingHandover(t.db, order, 'driver', 'parked')).toBe('handoverReturnRequired');
      expect(await missingHandover(t.db, order, 'driver', 'charging')).toBeNull();
      expect(await missingHandover(t.db, order, 'manager', 'on_the_way_to_station')).toBeNull();

      expect((await upload(driver1, identity, multipart(fields(), [{ filename: 'a.jpg', type: 'image/jpeg', bytes: photo }]))).statusCode).toBe(201);
      expect(await missingHandover(t.db, order, 'driver', 'on_the_way_to_station')).toBeNull();
      expect(await missingHandover(t.db, order, 'driver', 'returned')).toBe('handoverReturnRequired');
      expect(await t.db.select().from(handoverPhotos)).not.toHaveLength(0);
    });

    it('the driver status call answers 422 without the record and moves on with it; managers are not held', async () => {
      const identity = await insertOrder('on_the_way_to_pickup', 'driver1@chargevalet.test', at('2026-11-23T12:00:00Z'));
      const move = (status: string, agent = driver1, role = 'driver', ref = identity) =>
        agent.post(`/api/${role}/order/status/${ref}`, { status }, { cookies: { locale: 'en' } });
      const refused = await move('on_the_way_to_station');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.status[0]).toMatch(/record the pickup/);
      expect((await t.db.select({ state: orders.state }).from(orders).where(eq(orders.identity, identity)))[0]!.state).toBe('on_the_way_to_pickup');

      expect((await upload(driver1, identity, multipart(fields(), [{ filename: 'a.jpg', type: 'image/jpeg', bytes: photo }]))).statusCode).toBe(201);
      expect((await move('on_the_way_to_station')).statusCode).toBe(200);
      expect((await move('charging')).statusCode).toBe(200);
      expect((await move('on_the_way_to_return')).statusCode).toBe(200);
      expect((await move('returned')).json().errors.status[0]).toMatch(/record the return/);
      expect((await move('parked')).statusCode).toBe(422);
      expect((await upload(driver1, identity, multipart(fields('return'), [{ filename: 'a.jpg', type: 'image/jpeg', bytes: photo }]))).statusCode).toBe(201);
      expect((await move('parked')).statusCode).toBe(200);
      expect((await move('returned')).json().data.state).toBe('returned');

      const managed = await insertOrder('on_the_way_to_pickup', 'driver1@chargevalet.test', at('2026-11-23T12:30:00Z'));
      expect((await move('on_the_way_to_station', manager, 'manager', await orderId(managed))).statusCode).toBe(200);
    });
  });
});
