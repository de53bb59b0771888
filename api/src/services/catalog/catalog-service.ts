import { asc } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type ChargingLevel,
  type ChargingStation,
  type Locale,
  type Package,
  type PackageService,
  type Service,
  type ServiceAttribute,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import {
  chargingLevels,
  chargingLevelTranslations,
  chargingStations,
  packageIncludedServices,
  packages,
  packageServiceOptions,
  packageServices,
  packageTranslations,
  serviceOptions,
  serviceOptionTranslations,
  services,
  serviceTranslations,
} from '../../db/schema';
import { ELECTRICITY_CENTS_PER_KWH, inLocale, type PricingCatalog } from '../../domain';

/**
 * The catalogue as read from the database, in the contract's shapes (SPEC §3). `title`/`description` hold the
 * default locale (de); use `localizeCatalogEntity` (or the domain's `inLocale`) for the request's locale.
 * `pricing` is what `calculateTotals` and `checkOrderRequest` take.
 */
export interface Catalog {
  packages: Package[];
  services: Service[];
  /** Options of every service ("service attributes"), ordered by service then position. */
  serviceAttributes: ServiceAttribute[];
  /** Package services by package id. */
  packageServices: Record<number, PackageService[]>;
  chargingLevels: ChargingLevel[];
  stations: ChargingStation[];
  pricing: PricingCatalog;
}

type Texts = { title: string; description?: string };

/** Groups translation rows by owner id into `{ de: {...}, en: {...} }`; throws when a locale is missing. */
function translationsBy<R extends { locale: Locale }, T extends Texts>(
  rows: readonly R[],
  ownerId: (row: R) => number,
  texts: (row: R) => T,
): Map<number, Record<Locale, T>> {
  const byOwner = new Map<number, Partial<Record<Locale, T>>>();
  for (const row of rows) {
    const entry = byOwner.get(ownerId(row)) ?? {};
    entry[row.locale] = texts(row);
    byOwner.set(ownerId(row), entry);
  }
  const complete = new Map<number, Record<Locale, T>>();
  for (const [id, entry] of byOwner) {
    for (const locale of LOCALES) {
      if (!entry[locale]) throw new Error(`catalogue: translation ${locale} missing for id ${id}`);
    }
    complete.set(id, entry as Record<Locale, T>);
  }
  return complete;
}

function need<T>(map: Map<number, T>, id: number, what: string): T {
  const value = map.get(id);
  if (value === undefined) throw new Error(`catalogue: ${what} ${id} has no translations`);
  return value;
}

/** Reads the whole catalogue (a dozen small tables) in one go. */
export async function loadCatalog(db: Db): Promise<Catalog> {
  const [
    packageRows,
    packageTexts,
    includedRows,
    serviceRows,
    serviceTexts,
    optionRows,
    optionTexts,
    packageServiceRows,
    packageOptionRows,
    levelRows,
    levelTexts,
    stationRows,
  ] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.position), asc(packages.id)),
    db.select().from(packageTranslations),
    db.select().from(packageIncludedServices),
    db.select().from(services).orderBy(asc(services.position), asc(services.id)),
    db.select().from(serviceTranslations),
    db.select().from(serviceOptions).orderBy(asc(serviceOptions.serviceId), asc(serviceOptions.position), asc(serviceOptions.id)),
    db.select().from(serviceOptionTranslations),
    db.select().from(packageServices).orderBy(asc(packageServices.packageId), asc(packageServices.position)),
    db
      .select()
      .from(packageServiceOptions)
      .orderBy(asc(packageServiceOptions.packageId), asc(packageServiceOptions.position), asc(packageServiceOptions.optionId)),
    db.select().from(chargingLevels).orderBy(asc(chargingLevels.position), asc(chargingLevels.id)),
    db.select().from(chargingLevelTranslations),
    db.select().from(chargingStations).orderBy(asc(chargingStations.id)),
  ]);

  const packageTr = translationsBy(packageTexts, (r) => r.packageId, (r) => ({ title: r.title, description: r.description }));
  const serviceTr = translationsBy(serviceTexts, (r) => r.serviceId, (r) => ({ title: r.title, description: r.description }));
  const optionTr = translationsBy(optionTexts, (r) => r.optionId, (r) => ({ title: r.title, description: r.description }));
  const levelTr = translationsBy(levelTexts, (r) => r.chargingLevelId, (r) => ({ title: r.title }));
  const titlesOnly = (tr: Record<Locale, Texts>) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, { title: tr[locale].title }])) as Record<Locale, { title: string }>;

  const serviceOrder = new Map(serviceRows.map((row, index) => [row.id, index]));
  const catalogPackages: Package[] = packageRows.map((row) => {
    const tr = need(packageTr, row.id, 'package');
    return {
      id: row.id,
      title: tr[DEFAULT_LOCALE].title,
      description: tr[DEFAULT_LOCALE].description,
      cost: row.cost,
      is_popular: row.isPopular,
      is_preselected: row.isPreselected,
      service_ids: includedRows
        .filter((included) => included.packageId === row.id)
        .map((included) => included.serviceId)
        .sort((a, b) => (serviceOrder.get(a) ?? a) - (serviceOrder.get(b) ?? b)),
      translations: tr,
    };
  });

  const catalogServices: Service[] = serviceRows.map((row) => {
    const tr = need(serviceTr, row.id, 'service');
    return { id: row.id, title: tr[DEFAULT_LOCALE].title, description: tr[DEFAULT_LOCALE].description, translations: tr };
  });

  const optionById = new Map(optionRows.map((row) => [row.id, row]));
  const serviceAttributes: ServiceAttribute[] = optionRows.map((row) => {
    const tr = need(optionTr, row.id, 'service option');
    return {
      id: row.id,
      service_id: row.serviceId,
      title: tr[DEFAULT_LOCALE].title,
      description: tr[DEFAULT_LOCALE].description,
      translations: tr,
    };
  });

  const catalogPackageServices: Record<number, PackageService[]> = {};
  for (const pkg of packageRows) {
    catalogPackageServices[pkg.id] = packageServiceRows
      .filter((row) => row.packageId === pkg.id)
      .map((row) => {
        const tr = need(serviceTr, row.serviceId, 'service');
        return {
          id: row.serviceId,
          title: tr[DEFAULT_LOCALE].title,
          input_type: row.inputType,
          options: packageOptionRows
            .filter((option) => option.packageId === pkg.id && optionById.get(option.optionId)?.serviceId === row.serviceId)
            .map((option) => {
              const optionTexts = titlesOnly(need(optionTr, option.optionId, 'service option'));
              return {
                service_id: option.optionId,
                title: optionTexts[DEFAULT_LOCALE].title,
                default_enabled: option.defaultEnabled,
                cost: option.cost,
                translations: optionTexts,
              };
            }),
          translations: titlesOnly(tr),
        };
      });
  }

  const catalogLevels: ChargingLevel[] = levelRows.map((row) => {
    const tr = need(levelTr, row.id, 'charging level');
    return { id: row.id, title: tr[DEFAULT_LOCALE].title, battery_percent: row.batteryPercent, translations: tr };
  });

  const stations: ChargingStation[] = stationRows.map((row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    zip_code: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
  }));

  return {
    packages: catalogPackages,
    services: catalogServices,
    serviceAttributes,
    packageServices: catalogPackageServices,
    chargingLevels: catalogLevels,
    stations,
    pricing: {
      packages: catalogPackages,
      packageServices: catalogPackageServices,
      chargingLevels: catalogLevels,
      electricityCentsPerKwh: ELECTRICITY_CENTS_PER_KWH,
    },
  };
}

/**
 * How long a loaded catalogue is reused. The catalogue is managed seed data (it changes with a deployment, not
 * per request), and the price call is hot; several API instances converge within this time after an edit.
 */
export const CATALOG_CACHE_MS = 30_000;

const cache = new WeakMap<Db, { loadedAt: number; catalog: Promise<Catalog> }>();

/** The catalogue of `db`, loaded at most once per CATALOG_CACHE_MS (a failed load is not cached). */
export function getCatalog(db: Db, now: number = Date.now()): Promise<Catalog> {
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < CATALOG_CACHE_MS) return cached.catalog;
  const catalog = loadCatalog(db);
  cache.set(db, { loadedAt: now, catalog });
  catalog.catch(() => {
    if (cache.get(db)?.catalog === catalog) cache.delete(db);
  });
  return catalog;
}

/** Forgets the cached catalogue of `db` (after editing catalogue rows). */
export function invalidateCatalog(db: Db): void {
  cache.delete(db);
}

/** Package services with titles in `locale` (options too). */
export function localizePackageService(service: PackageService, locale: Locale): PackageService {
  return { ...inLocale(service, locale), options: service.options.map((option) => inLocale(option, locale)) };
}

export { inLocale };
