import { bookingPaths, type Locale } from '@chargevalet/contract';
import { PACKAGES, SERVICES, inLocale } from './domain/catalog-data';

/**
 * GET /api/packages and /api/services as routes/catalog answers them on a freshly seeded database, by path: the
 * front end's build renders the wizard's first step with them (shared/build/browser.mjs). api/build.mjs bundles
 * this file as dist/seeded-catalog.js.
 */
export const SEEDED_CATALOG: Record<string, (locale: Locale) => unknown> = {
  [bookingPaths.packages()]: (locale) => ({ data: PACKAGES.map((pkg) => inLocale(pkg, locale)) }),
  [bookingPaths.services()]: (locale) => ({ data: SERVICES.map((service) => inLocale(service, locale)) }),
};
