import { Suspense, type ComponentProps } from 'react';
import { lazyNamed } from '../lazyNamed';

const Card = lazyNamed(() => import('./CalendarFeedCard'), 'CalendarFeedCard');

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
