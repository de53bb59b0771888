import { eq } from 'drizzle-orm';
import {
  chargingLevelsResponseSchema,
  DEFAULT_CHARGING_LEVEL_ID,
  packageServicesResponseSchema,
  packagesResponseSchema,
  serviceAttributesResponseSchema,
  servicesResponseSchema,
} from '@chargevalet/contract';
import { discountCodes, packages, packageTranslations } from '../../db/schema';
import { seedCatalog } from '../../db/seed-catalog';
import { CHARGING_LEVELS, CHARGING_STATIONS, PACKAGES, PACKAGE_SERVICES, SERVICES, SERVICE_ATTRIBUTES } from '../../domain';
import { getCatalog, invalidateCatalog, loadCatalog } from '../../services/catalog/catalog-service';
import { createTestApp, DB_DRIVER, TestAgent, type TestApp } from '../../test/app';

describe(`booking catalogue [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, locale?: 'de' | 'en') => {
    const agent = new TestAgent(t.app);
    if (locale) agent.cookies.set('locale', locale);
    return agent.get(url);
  };

  describe('seed data in the database', () => {
    it('round-trips the domain catalogue through the tables unchanged (packages, services, options, levels, stations)', async () => {
      const catalog = await loadCatalog(t.db);
      expect(catalog.packages).toEqual(PACKAGES);
      expect(catalog.services).toEqual(SERVICES);
      expect(catalog.serviceAttributes).toEqual(SERVICE_ATTRIBUTES);
      expect(catalog.packageServices).toEqual(PACKAGE_SERVICES);
      expect(catalog.chargingLevels).toEqual(CHARGING_LEVELS);
      expect(catalog.stations).toEqual(CHARGING_STATIONS);
    });

    it('seeding again inserts nothing and keeps edited rows and used_count (idempotent)', async () => {
      await t.db.update(discountCodes).set({ usedCount: 7 }).where(eq(discountCodes.code, 'SAVE5'));
      await t.db.update(packages).set({ cost: 3100 }).where(eq(packages.id, 1));
      try {
        expect(await seedCatalog(t.db)).toBe(0);
        const [save5] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'SAVE5'));
        expect(save5!.usedCount).toBe(7);
        const [basic] = await t.db.select().from(packages).where(eq(packages.id, 1));
        expect(basic!.cost).toBe(3100);
      } finally {
        await t.db.update(discountCodes).set({ usedCount: 0 }).where(eq(discountCodes.code, 'SAVE5'));
        await t.db.update(packages).set({ cost: 2900 }).where(eq(packages.id, 1));
      }
    });

    it('refuses lower-case discount codes and a package without a translation is an error, not a silent gap', async () => {
      await expect(t.db.insert(discountCodes).values({ code: 'lower', kind: 'percent', value: 5 })).rejects.toThrow();
      await t.db.delete(packageTranslations).where(eq(packageTranslations.packageId, 4));
      try {
        await expect(loadCatalog(t.db)).rejects.toThrow(/translation en missing for id 4|package 4 has no translations/);
      } finally {
        await t.db
          .insert(packageTranslations)
          .values(
            (['de', 'en'] as const).map((locale) => ({ packageId: 4, locale, ...PACKAGES.find((p) => p.id === 4)!.translations[locale] })),
          );
      }
    });

    it('serves edits of the catalogue tables after the cache is invalidated', async () => {
      await getCatalog(t.db);
      await t.db.update(packages).set({ cost: 3300 }).where(eq(packages.id, 1));
      try {
        invalidateCatalog(t.db);
        const res = await get('/api/packages');
        expect(res.json().data.find((p: { id: number }) => p.id === 1).cost).toBe(3300);
      } finally {
        await t.db.update(packages).set({ cost: 2900 }).where(eq(packages.id, 1));
        invalidateCatalog(t.db);
      }
    });
  });

  describe('GET /api/packages', () => {
    it('lists the packages by position with cents, flags, included services and both translations; titles in German by default', async () => {
      const res = await get('/api/packages');
      expect(res.statusCode).toBe(200);
      const body = packagesResponseSchema.parse(res.json());
      expect(body.data.map((p) => p.id)).toEqual([1, 2, 3, 4]);
      const comfort = body.data[1]!;
      expect(comfort).toMatchObject({ title: 'Komfort', cost: 4900, is_popular: true, is_preselected: true, service_ids: [1, 2] });
      expect(comfort.description).toBe('Laden und eine Außenwäsche vor der Rückgabe.');
      expect(comfort.translations.en).toEqual({ title: 'Comfort', description: 'Charging and an exterior wash before the return.' });
      expect(body.data.filter((p) => p.is_preselected)).toHaveLength(1);
    });

    it('answers in English with the locale cookie', async () => {
      const body = packagesResponseSchema.parse((await get('/api/packages', 'en')).json());
      expect(body.data.map((p) => p.title)).toEqual(['Basic', 'Comfort', 'Premium', 'Business']);
      expect(body.data[0]!.description).toBe('Pickup, charging and return.');
      expect(body.data[0]!.translations.de.title).toBe('Basis');
    });
  });

  describe('GET /api/services', () => {
    it('lists the comparison rows 1-3 in German and English', async () => {
      const de = servicesResponseSchema.parse((await get('/api/services')).json());
      expect(de.data.map((s) => [s.id, s.title])).toEqual([
        [1, 'Rückgabeart'],
        [2, 'Autowäsche'],
        [3, 'Innen- und Außenreinigung'],
      ]);
      const en = servicesResponseSchema.parse((await get('/api/services', 'en')).json());
      expect(en.data.map((s) => s.title)).toEqual(['Return type', 'Car wash', 'Interior and exterior cleaning']);
      expect(en.data[0]!.description).toMatch(/mailbox/);
    });
  });

  describe('GET /api/packages/{packageId}/services', () => {
    it('gives the return type select (options 1-4, mailbox priced) and the wash and cleaning toggles with package prices', async () => {
      const res = await get('/api/packages/1/services', 'en');
      expect(res.statusCode).toBe(200);
      const { data } = packageServicesResponseSchema.parse(res.json());
      expect(data.map((s) => [s.id, s.input_type, s.title])).toEqual([
        [1, 'select', 'Return type'],
        [2, 'toggle', 'Car wash'],
        [3, 'toggle', 'Interior and exterior cleaning'],
      ]);
      expect(data[0]!.options.map((o) => [o.service_id, o.cost, o.default_enabled])).toEqual([
        [1, 0, true],
        [2, 0, false],
        [3, 490, false],
        [4, 490, false],
      ]);
      expect(data[0]!.options[2]!.title).toBe('Mailbox, car on the street');
      expect(data[1]!.options).toEqual([
        expect.objectContaining({ service_id: 5, cost: 1490, default_enabled: false, title: 'Wash before return' }),
      ]);
      expect(data[2]!.options[0]).toMatchObject({ service_id: 6, cost: 2990, default_enabled: false });
    });

    it('prices included extras at 0 and enables them by default (Premium), mailbox free in Business; German titles', async () => {
      const premium = packageServicesResponseSchema.parse((await get('/api/packages/3/services')).json()).data;
      expect(premium[1]!.options[0]).toMatchObject({ service_id: 5, cost: 0, default_enabled: true, title: 'Vor der Rückgabe waschen' });
      expect(premium[2]!.options[0]).toMatchObject({ service_id: 6, cost: 0, default_enabled: true });
      expect(premium[0]!.title).toBe('Rückgabeart');
      const business = packageServicesResponseSchema.parse((await get('/api/packages/4/services')).json()).data;
      expect(business[0]!.options.filter((o) => o.service_id >= 3).map((o) => o.cost)).toEqual([0, 0]);
    });

    it('answers 404 for an unknown package and 422 for an id that is not a number', async () => {
      expect((await get('/api/packages/99/services')).statusCode).toBe(404);
      const bad = await get('/api/packages/abc/services');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toHaveProperty('packageId');
    });
  });

  describe('GET /api/service/attributes/{id}', () => {
    it('lists the return types of service 1 with descriptions, 3 and 4 being the mailbox returns', async () => {
      const { data } = serviceAttributesResponseSchema.parse((await get('/api/service/attributes/1', 'en')).json());
      expect(data.map((a) => a.id)).toEqual([1, 2, 3, 4]);
      expect(data.every((a) => a.service_id === 1)).toBe(true);
      expect(data.filter((a) => /mailbox/i.test(a.title)).map((a) => a.id)).toEqual([3, 4]);
      expect(data[0]!.description).toBe('We hand the car and the key to you in person.');
      const de = serviceAttributesResponseSchema.parse((await get('/api/service/attributes/2')).json());
      expect(de.data).toEqual([expect.objectContaining({ id: 5, service_id: 2, title: 'Vor der Rückgabe waschen' })]);
    });

    it('answers 404 for an unknown service and 422 for a bad id', async () => {
      expect((await get('/api/service/attributes/42')).statusCode).toBe(404);
      expect((await get('/api/service/attributes/0')).statusCode).toBe(422);
    });
  });

  describe('GET /api/charging-levels', () => {
    it('lists levels 1-8 with battery percentages; the default id 6 is 80 % and recommended, in both locales', async () => {
      const de = chargingLevelsResponseSchema.parse((await get('/api/charging-levels')).json());
      expect(de.data.map((l) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const level6 = de.data.find((l) => l.id === DEFAULT_CHARGING_LEVEL_ID)!;
      expect(level6).toMatchObject({ battery_percent: 80, title: '80 % (empfohlen)' });
      const en = chargingLevelsResponseSchema.parse((await get('/api/charging-levels', 'en')).json());
      expect(en.data.find((l) => l.id === 6)!.title).toBe('80 % (recommended)');
      expect(en.data[0]!.title).toBe('30 %');
    });
  });

  it('documents the booking calls in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const path of [
      '/api/packages',
      '/api/services',
      '/api/packages/{packageId}/services',
      '/api/service/attributes/{id}',
      '/api/charging-levels',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200']).toBeDefined();
    }
    for (const path of ['/api/order/cost-calculation/{packageId}', '/api/discount/validate', '/api/address/zip-code/verify']) {
      expect(doc.paths[path]?.post?.requestBody).toBeDefined();
      expect(doc.paths[path]?.post?.responses?.['422']).toBeDefined();
    }
  });
});
