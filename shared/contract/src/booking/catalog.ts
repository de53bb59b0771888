import { z } from 'zod';
import { LOCALES, type Locale } from '../locale';
import { serviceInputTypeSchema } from './constants';
import { idField } from './ids';

/** Texts per locale (SPEC §3 "translations per locale"); every locale is required. */
const localized = <T extends z.ZodRawShape>(shape: T) =>
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, z.object(shape)])) as Record<Locale, z.ZodObject<T>>);

export const titleDescriptionTranslationsSchema = localized({ title: z.string(), description: z.string() });
export const titleTranslationsSchema = localized({ title: z.string() });
export type TitleDescriptionTranslations = z.infer<typeof titleDescriptionTranslationsSchema>;
export type TitleTranslations = z.infer<typeof titleTranslationsSchema>;

const id = z.number().int().positive();
/** Money is integer euro cents, VAT included (DESIGN §4). */
export const centsSchema = z.number().int().nonnegative();

/** A package as the comparison table shows it; `cost` is the "from" price in cents. */
export const packageSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  cost: centsSchema,
  is_popular: z.boolean(),
  is_preselected: z.boolean(),
  /** Services included in the package (ticks in the comparison table). */
  service_ids: z.array(id),
  translations: titleDescriptionTranslationsSchema,
});
export type Package = z.infer<typeof packageSchema>;
export const packagesResponseSchema = z.object({ data: z.array(packageSchema) });

/** A service row of the comparison table (SPEC §3 Service). */
export const serviceSchema = z.object({
  id,
  title: z.string(),
  description: z.string(),
  translations: titleDescriptionTranslationsSchema,
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesResponseSchema = z.object({ data: z.array(serviceSchema) });

/** One choice of a package service; `service_id` is the option id sent in `selected_services`. */
export const packageServiceOptionSchema = z.object({
  service_id: id,
  title: z.string(),
  default_enabled: z.boolean(),
  /** Extra charge in cents for this option in this package (0 when included). */
  cost: centsSchema,
  translations: titleTranslationsSchema,
});
export type PackageServiceOption = z.infer<typeof packageServiceOptionSchema>;

/** GET package services for {packageId}: return type (select), car wash and cleaning (toggles). */
export const packageServiceSchema = z.object({
  id,
  title: z.string(),
  input_type: serviceInputTypeSchema,
  options: z.array(packageServiceOptionSchema),
  translations: titleTranslationsSchema,
});
export type PackageService = z.infer<typeof packageServiceSchema>;
export const packageServicesResponseSchema = z.object({ data: z.array(packageServiceSchema) });

/** GET /api/service/attributes/{id}: the options (attributes) of one service, e.g. the return types. */
export const serviceAttributeSchema = z.object({
  id,
  service_id: id,
  title: z.string(),
  description: z.string(),
  translations: titleDescriptionTranslationsSchema,
});
export type ServiceAttribute = z.infer<typeof serviceAttributeSchema>;
export const serviceAttributesResponseSchema = z.object({ data: z.array(serviceAttributeSchema) });
export const serviceIdParamsSchema = z.object({ id: idField() });
export const packageIdParamsSchema = z.object({ packageId: idField() });

/** Charging level: the battery percentage the car is charged to. */
export const chargingLevelSchema = z.object({
  id,
  title: z.string(),
  /** Target state of charge in percent; the price and service-duration estimates use it. */
  battery_percent: z.number().int().min(1).max(100),
  translations: titleTranslationsSchema,
});
export type ChargingLevel = z.infer<typeof chargingLevelSchema>;
export const chargingLevelsResponseSchema = z.object({ data: z.array(chargingLevelSchema) });

/** A charging station a driver takes cars to (seed data; shown on the order map). */
export const chargingStationSchema = z.object({
  id,
  name: z.string(),
  street: z.string(),
  zip_code: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ChargingStation = z.infer<typeof chargingStationSchema>;
