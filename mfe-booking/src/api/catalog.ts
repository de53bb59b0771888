import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import {
  bookingPaths,
  chargingLevelsResponseSchema,
  packageServicesResponseSchema,
  packagesResponseSchema,
  servicesResponseSchema,
  type ChargingLevel,
  type Package,
  type PackageService,
  type Service,
} from '@chargevalet/contract';

/** The catalogue never changes during a visit; texts are picked per locale from `translations` on the client. */
const CATALOG_STALE_MS = 10 * 60_000;

export const catalogKeys = {
  packages: ['booking', 'packages'] as const,
  services: ['booking', 'services'] as const,
  packageServices: (packageId: number) => ['booking', 'package-services', packageId] as const,
  chargingLevels: ['booking', 'charging-levels'] as const,
};

export function usePackages() {
  return useQuery<Package[]>({
    queryKey: catalogKeys.packages,
    queryFn: async ({ signal }) => (await api.get(bookingPaths.packages(), { schema: packagesResponseSchema, signal })).data,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useServices() {
  return useQuery<Service[]>({
    queryKey: catalogKeys.services,
    queryFn: async ({ signal }) => (await api.get(bookingPaths.services(), { schema: servicesResponseSchema, signal })).data,
    staleTime: CATALOG_STALE_MS,
  });
}

export function usePackageServices(packageId: number | null) {
  return useQuery<PackageService[]>({
    queryKey: catalogKeys.packageServices(packageId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get(bookingPaths.packageServices(packageId!), { schema: packageServicesResponseSchema, signal })).data,
    enabled: packageId !== null,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useChargingLevels() {
  return useQuery<ChargingLevel[]>({
    queryKey: catalogKeys.chargingLevels,
    queryFn: async ({ signal }) => (await api.get(bookingPaths.chargingLevels(), { schema: chargingLevelsResponseSchema, signal })).data,
    staleTime: CATALOG_STALE_MS,
  });
}
