import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { SERVICE_INPUT_TYPES } from '@chargevalet/contract';
import { localeEnum } from './users';

/**
 * The booking catalogue (SPEC §3 Package, Service, package services, Charging level; DESIGN §4 seed data).
 * Managed seed data: rows come from src/domain/catalog-data.ts through src/db/seed-catalog.ts (idempotent, on the
 * first start of an empty database). Ids are fixed by the seed (the contract names service ids 1-3, option ids
 * 1-6 and the default charging level 6), so they are plain integer keys, not sequences.
 * Texts live in *_translations tables, one row per locale (de, en). Money in integer cents, VAT included.
 */

export const serviceInputTypeEnum = pgEnum('service_input_type', SERVICE_INPUT_TYPES);

/** Packages: columns of the comparison table. `position` orders them (and picks the gradient colour). */
export const packages = pgTable(
  'packages',
  {
    id: integer('id').primaryKey(),
    /** "From" price in cents. */
    cost: integer('cost').notNull(),
    isPopular: boolean('is_popular').notNull().default(false),
    isPreselected: boolean('is_preselected').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [check('packages_cost_nonnegative', sql`${table.cost} >= 0`)],
);

export const packageTranslations = pgTable(
  'package_translations',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.locale] })],
);

/** Services: rows of the comparison table (1 return type, 2 car wash, 3 interior/exterior cleaning). */
export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  position: integer('position').notNull(),
});

export const serviceTranslations = pgTable(
  'service_translations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceId, table.locale] })],
);

/** Services a package includes (the ticks of the comparison table; `service_ids` of a package). */
export const packageIncludedServices = pgTable(
  'package_included_services',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.serviceId] })],
);

/**
 * Service options ("attributes", GET /api/service/attributes/{id}): return types 1-4 (3 and 4 mailbox), wash 5,
 * cleaning 6. Their ids are what `selected_services` carries.
 */
export const serviceOptions = pgTable(
  'service_options',
  {
    id: integer('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [index('service_options_service_id_idx').on(table.serviceId)],
);

export const serviceOptionTranslations = pgTable(
  'service_option_translations',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => serviceOptions.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (table) => [primaryKey({ columns: [table.optionId, table.locale] })],
);

/** Per-package services (GET /api/packages/{packageId}/services): how the wizard offers a service in a package. */
export const packageServices = pgTable(
  'package_services',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    inputType: serviceInputTypeEnum('input_type').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.serviceId] })],
);

/** The options of a package service with their price in that package (0 when included) and default state. */
export const packageServiceOptions = pgTable(
  'package_service_options',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => serviceOptions.id, { onDelete: 'cascade' }),
    cost: integer('cost').notNull(),
    defaultEnabled: boolean('default_enabled').notNull().default(false),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.optionId] }),
    check('package_service_options_cost_nonnegative', sql`${table.cost} >= 0`),
  ],
);

/** Charging levels: the battery percentage a car is charged to; id 6 is the default (contract constant). */
export const chargingLevels = pgTable(
  'charging_levels',
  {
    id: integer('id').primaryKey(),
    batteryPercent: integer('battery_percent').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [check('charging_levels_percent_range', sql`${table.batteryPercent} between 1 and 100`)],
);

export const chargingLevelTranslations = pgTable(
  'charging_level_translations',
  {
    chargingLevelId: integer('charging_level_id')
      .notNull()
      .references(() => chargingLevels.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    title: text('title').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chargingLevelId, table.locale] })],
);

/** Charging stations drivers take cars to (order map, station address). */
export const chargingStations = pgTable('charging_stations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  zipCode: text('zip_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export type PackageRow = typeof packages.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ServiceOptionRow = typeof serviceOptions.$inferSelect;
export type ChargingLevelRow = typeof chargingLevels.$inferSelect;
export type ChargingStationRow = typeof chargingStations.$inferSelect;
