import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyNamed, useAuth, useNotificationArrivals } from '@chargevalet/platform';
import { useRateRequests } from './api/getRateRequests';
import { ratingKeys } from './api/keys';

// The form, its stars and texts come when a request is open: most visits of a customer's pages have none (issue 29).
const RateDriverForm = lazyNamed(() => import('./RateDriverForm'), 'RateDriverForm');

/**
 * Rate the driver (SPEC §2, §5, §8) as a card inline at the top of the customer's pages — never a dialog over them
 * (issue 31): it shows while the signed-in customer has an open rate request (polled every 60 s, customers only; at
 * once when the request's notification arrives on the page's stream). Stars (at least one) and optional feedback
 * (≤ 1000); Send rates, "Not now" dismisses the card and declines — the request is asked once. Success: the
 * SPEC's thank-you toast; failure: 'Error' with oops (422s show on their fields).
 */
export function RateDriverCard() {
  const isCustomer = useAuth((state) => state.user?.role === 'customer');
  const { data } = useRateRequests(isCustomer);
  const queryClient = useQueryClient();
  useNotificationArrivals((notification) => {
    if (isCustomer && notification.kind === 'rate_request') void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
  });
  // a request whose decline failed is not shown again on this visit
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const request = data?.find((r) => !hidden.has(r.id));
  if (!isCustomer || !request) return null;
  // A new form for every request.
  return (
    <Suspense fallback={null}>
      <RateDriverForm key={request.id} request={request} onHide={() => setHidden((ids) => new Set(ids).add(request.id))} />
    </Suspense>
  );
}
