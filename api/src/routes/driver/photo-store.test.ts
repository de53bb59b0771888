import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { driverPaths } from '@chargevalet/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { handoverPhotos, orderHandovers } from '../../db/schema';
import { insertOrder, NOW, setClock, userId } from '../../services/orders/test-fixtures';
import { createTestApp, DB_DRIVER, login, type TestApp } from '../../test/app';
import { DatabasePhotoStore, moveLocalPhotos, PHOTO_DECODES_AT_ONCE, photoDecodes, processPhoto, S3PhotoStore, type PhotoStore } from './photo-store';

const silent = { info: () => undefined } as unknown as Parameters<typeof moveLocalPhotos>[2];
const jpeg = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#36a' } }).jpeg().toBuffer();

describe('photo decoding', () => {
  it(`decodes at most ${PHOTO_DECODES_AT_ONCE} photos at once, however many uploads arrive together (issue 33)`, async () => {
    const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    const done = await Promise.all(Array.from({ length: 6 }, () => processPhoto(photo)));
    expect(done.map((one) => [one.width, one.height])).toEqual(Array.from({ length: 6 }, () => [1600, 1067]));
    expect(photoDecodes.mostAtOnce).toBe(PHOTO_DECODES_AT_ONCE);
  });

  it('a photo that fails to decode gives its turn to the next', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const results = await Promise.allSettled([processPhoto(Buffer.from('not a photo')), processPhoto(Buffer.from('nor this')), processPhoto(Buffer.from('x')), processPhoto(png)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'fulfilled']);
    expect(photoDecodes.mostAtOnce).toBeLessThanOrEqual(PHOTO_DECODES_AT_ONCE);
  });
});

describe(`shared photo stores (issue 33) [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  const s3Env = () => ({ S3_BUCKET: 'handover-photos', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' });

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'cv-s3rver-'));
    // an S3-protocol server of the test's own; the bucket is made by the store (ensureBucket)
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
    const address = (await s3.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  const stores: [string, () => Promise<PhotoStore>][] = [
    ['database', async () => new DatabasePhotoStore(t.db, () => NOW)],
    [
      'S3',
      async () => {
        const store = new S3PhotoStore({ kind: 's3', bucket: 'handover-photos', endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
        await store.ensureBucket();
        return store;
      },
    ],
  ];
  it.each(stores)('%s: writes, reads, overwrites and removes by name; an unknown name is null, a bad one refused', async (_, open) => {
    const store = await open();
    const [a, b] = [`${randomUUID()}.jpg`, `${randomUUID()}.jpg`];
    const bytes = await jpeg();
    await store.write(a, bytes);
    await store.write(b, Buffer.from('second'));
    expect((await store.read(a))?.equals(bytes)).toBe(true);
    await store.write(b, Buffer.from('second, again'));
    expect((await store.read(b))?.toString()).toBe('second, again');
    await store.remove([a, b]);
    expect(await store.read(a)).toBeNull();
    expect(await store.read(`${randomUUID()}.jpg`)).toBeNull();
    await expect(store.read('../../etc/passwd')).rejects.toThrow(/bad photo name/);
    store.close();
  });

  /** A handover of a fresh order with one photo row named `name`. */
  async function photoRow(name: string): Promise<string> {
    const order = await insertOrder(t.db, { state: 'on_the_way_to_pickup', customerId: await userId(t.db, 'customer@chargevalet.test'), driverId: await userId(t.db, 'driver1@chargevalet.test') });
    const [handover] = await t.db.insert(orderHandovers).values({ orderId: order.id, kind: 'pickup', mileage: 1, chargeLevel: 50, recordedAt: NOW }).returning();
    const id = name.replace(/\.jpg$/, '');
    await t.db.insert(handoverPhotos).values({ id, handoverId: handover!.id, position: 0, fileName: name, bytes: 1, width: 40, height: 30 });
    return id;
  }

  it('with S3_* set the app keeps photos in the bucket, and a second instance on the same database serves them', async () => {
    const config = { ...t.config, photoStorage: loadConfig({ NODE_ENV: 'test', ...s3Env() }).photoStorage };
    expect(config.photoStorage.kind).toBe('s3');
    const [a, b] = await Promise.all([buildApp({ config, database: t.database }), buildApp({ config, database: t.database })]);
    try {
      const name = `${randomUUID()}.jpg`;
      const bytes = await jpeg();
      const id = await photoRow(name);
      const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      await client.send(new PutObjectCommand({ Bucket: 'handover-photos', Key: name, Body: bytes }));
      for (const app of [a, b]) {
        const manager = await login(app, 'manager@chargevalet.test');
        const res = await manager.get(driverPaths.photo(id));
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
      const object = await client.send(new GetObjectCommand({ Bucket: 'handover-photos', Key: name }));
      expect(object.ContentLength).toBe(bytes.length);
      client.destroy();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('the files an older version left under DATA_DIR/handover-photos move into the store at start and are served', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cv-photo-move-'));
    const dir = path.join(dataDir, 'handover-photos');
    mkdirSync(dir);
    const name = `${randomUUID()}.jpg`;
    const bytes = await jpeg();
    writeFileSync(path.join(dir, name), bytes);
    writeFileSync(path.join(dir, `${name}.123.tmp`), 'half a photo');
    const id = await photoRow(name);
    // the app on the same database, started with that DATA_DIR: the driver routes move the files while starting
    const app = await buildApp({ config: { ...t.config, dataDir }, database: t.database });
    try {
      expect(existsSync(dir)).toBe(false);
      const res = await (await login(app, 'manager@chargevalet.test')).get(driverPaths.photo(id));
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
      // the move is safe to repeat (a second instance starting at once, a start cut short)
      mkdirSync(dir);
      writeFileSync(path.join(dir, name), bytes);
      expect(await moveLocalPhotos(new DatabasePhotoStore(t.db, () => NOW), dataDir, silent)).toBe(1);
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
