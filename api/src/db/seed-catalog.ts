import { LOCALES } from '@chargevalet/contract';
import {
  CHARGING_LEVELS,
  CHARGING_STATIONS,
  DISCOUNT_CODES,
  PACKAGES,
  PACKAGE_SERVICES,
  SERVICES,
  SERVICE_ATTRIBUTES,
} from '../domain/catalog-data';
import type { Db } from './client';
import {
  chargingLevels,
  chargingLevelTranslations,
  chargingStations,
  discountCodePackages,
  discountCodes,
  packageIncludedServices,
  packages,
  packageServiceOptions,
  packageServices,
  packageTranslations,
  serviceOptions,
  serviceOptionTranslations,
  services,
  serviceTranslations,
} from './schema';

/**
 * Managed seed data of the catalogue (DESIGN §4): packages, services, options, package services, charging levels,
 * stations and discount codes from src/domain/catalog-data.ts. Idempotent: inserts only the rows that are missing
 * (by primary key, discount codes by code) and never overwrites existing rows, so a code's `used_count` and any
 * edit made in the database survive restarts. Returns the number of rows inserted (0 on an already seeded database).
 */
export async function seedCatalog(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let inserted = 0;
    const count = (rows: unknown[]) => {
      inserted += rows.length;
    };

    count(
      await tx
        .insert(services)
        .values(SERVICES.map((service, position) => ({ id: service.id, position })))
        .onConflictDoNothing()
        .returning({ id: services.id }),
    );
    count(
      await tx
        .insert(serviceTranslations)
        .values(
          SERVICES.flatMap((service) =>
            LOCALES.map((locale) => ({ serviceId: service.id, locale, ...service.translations[locale] })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: serviceTranslations.serviceId }),
    );
    count(
      await tx
        .insert(serviceOptions)
        .values(SERVICE_ATTRIBUTES.map((option, position) => ({ id: option.id, serviceId: option.service_id, position })))
        .onConflictDoNothing()
        .returning({ id: serviceOptions.id }),
    );
    count(
      await tx
        .insert(serviceOptionTranslations)
        .values(
          SERVICE_ATTRIBUTES.flatMap((option) =>
            LOCALES.map((locale) => ({ optionId: option.id, locale, ...option.translations[locale] })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: serviceOptionTranslations.optionId }),
    );

    count(
      await tx
        .insert(packages)
        .values(
          PACKAGES.map((pkg, position) => ({
            id: pkg.id,
            cost: pkg.cost,
            isPopular: pkg.is_popular,
            isPreselected: pkg.is_preselected,
            position,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: packages.id }),
    );
    count(
      await tx
        .insert(packageTranslations)
        .values(PACKAGES.flatMap((pkg) => LOCALES.map((locale) => ({ packageId: pkg.id, locale, ...pkg.translations[locale] }))))
        .onConflictDoNothing()
        .returning({ id: packageTranslations.packageId }),
    );
    count(
      await tx
        .insert(packageIncludedServices)
        .values(PACKAGES.flatMap((pkg) => pkg.service_ids.map((serviceId) => ({ packageId: pkg.id, serviceId }))))
        .onConflictDoNothing()
        .returning({ id: packageIncludedServices.packageId }),
    );
    const perPackage = Object.entries(PACKAGE_SERVICES).map(([packageId, list]) => ({ packageId: Number(packageId), list }));
    count(
      await tx
        .insert(packageServices)
        .values(
          perPackage.flatMap(({ packageId, list }) =>
            list.map((service, position) => ({ packageId, serviceId: service.id, inputType: service.input_type, position })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: packageServices.packageId }),
    );
    count(
      await tx
        .insert(packageServiceOptions)
        .values(
          perPackage.flatMap(({ packageId, list }) =>
            list.flatMap((service) =>
              service.options.map((option, position) => ({
                packageId,
                optionId: option.service_id,
                cost: option.cost,
                defaultEnabled: option.default_enabled,
                position,
              })),
            ),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: packageServiceOptions.packageId }),
    );

    count(
      await tx
        .insert(chargingLevels)
        .values(CHARGING_LEVELS.map((level, position) => ({ id: level.id, batteryPercent: level.battery_percent, position })))
        .onConflictDoNothing()
        .returning({ id: chargingLevels.id }),
    );
    count(
      await tx
        .insert(chargingLevelTranslations)
        .values(
          CHARGING_LEVELS.flatMap((level) =>
            LOCALES.map((locale) => ({ chargingLevelId: level.id, locale, title: level.translations[locale].title })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: chargingLevelTranslations.chargingLevelId }),
    );
    count(
      await tx
        .insert(chargingStations)
        .values(
          CHARGING_STATIONS.map((station) => ({
            id: station.id,
            name: station.name,
            street: station.street,
            zipCode: station.zip_code,
            latitude: station.latitude,
            longitude: station.longitude,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: chargingStations.id }),
    );

    const codes = await tx
      .insert(discountCodes)
      .values(
        DISCOUNT_CODES.map((record) => ({
          code: record.code.toUpperCase(),
          kind: record.kind,
          value: record.value,
          validFrom: record.valid_from,
          validUntil: record.valid_until,
          maxUses: record.max_uses,
          usedCount: record.used_count,
          firstOrderOnly: record.first_order_only,
        })),
      )
      .onConflictDoNothing({ target: discountCodes.code })
      .returning({ id: discountCodes.id, code: discountCodes.code });
    count(codes);
    const eligible = codes.flatMap(({ id, code }) =>
      (DISCOUNT_CODES.find((record) => record.code.toUpperCase() === code)?.eligible_package_ids ?? []).map((packageId) => ({
        discountCodeId: id,
        packageId,
      })),
    );
    if (eligible.length > 0) {
      count(await tx.insert(discountCodePackages).values(eligible).onConflictDoNothing().returning({ id: discountCodePackages.packageId }));
    }
    return inserted;
  });
}
