import { Suspense, lazy, type ComponentProps } from 'react';

const Card = lazy(() => import('./CalendarFeedCard').then((module) => ({ default: module.CalendarFeedCard })));

/**
 * The calendar feed card as the calendar pages import it: its code and texts come when it is shown, so an order's
 * pages, which import the same module, do not carry them (issue 29).
 */
export function CalendarFeedCard(props: ComponentProps<typeof Card>) {
  return (
    <Suspense fallback={null}>
      <Card {...props} />
    </Suspense>
  );
}
