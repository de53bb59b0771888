import { useQuery } from '@tanstack/react-query';
import { api, useAuth } from '@chargevalet/platform';
import { ACCOUNT_PATHS } from '@chargevalet/contract/core';
import type { AnswerOf, CustomerProfile, customerResponseSchema } from '@chargevalet/contract';

/**
 * GET /api/customer for a signed-in customer (SPEC §6 "logged-in customers … load their profile"): prefills the
 * wizard's car and user forms. Nothing for guests and staff; a failure just leaves the forms empty.
 */
export function useCustomerProfile() {
  const user = useAuth((s) => s.user);
  const isCustomer = user?.role === 'customer';
  return useQuery<CustomerProfile>({
    queryKey: ['booking', 'customer-profile', user?.id ?? null],
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof customerResponseSchema>>(ACCOUNT_PATHS.customer, { signal })).data,
    enabled: isCustomer,
    staleTime: 60_000,
    retry: false,
  });
}
