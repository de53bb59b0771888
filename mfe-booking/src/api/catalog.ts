import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { bookingPaths } from '@chargevalet/contract/core';
import type {
  AnswerOf,
  ChargingLevel,
  chargingLevelsResponseSchema,
  Package,
  PackageService,
  packageServicesResponseSchema,
  packagesResponseSchema,
  Service,
  servicesResponseSchema,
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
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof packagesResponseSchema>>(bookingPaths.packages(), { signal })).data,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useServices() {
  return useQuery<Service[]>({
    queryKey: catalogKeys.services,
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof servicesResponseSchema>>(bookingPaths.services(), { signal })).data,
    staleTime: CATALOG_STALE_MS,
  });
}

export function usePackageServices(packageId: number | null) {
  return useQuery<PackageService[]>({
    queryKey: catalogKeys.packageServices(packageId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<AnswerOf<typeof packageServicesResponseSchema>>(bookingPaths.packageServices(packageId!), { signal })).data,
    enabled: packageId !== null,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useChargingLevels() {
  return useQuery<ChargingLevel[]>({
    queryKey: catalogKeys.chargingLevels,
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof chargingLevelsResponseSchema>>(bookingPaths.chargingLevels(), { signal })).data,
    staleTime: CATALOG_STALE_MS,
  });
}
