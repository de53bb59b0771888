import type { Locale } from '@chargevalet/platform';
import type { TrackedOrder } from '@chargevalet/contract';
import { TrackedOrderCard } from './TrackedOrderCard';
import { useLiveTrack } from './useLiveTrack';

/** The order found, followed live through its tracking link once the answer carries its token (issue 31). */
export function FoundOrder({ order, locale }: { order: TrackedOrder; locale: Locale }) {
  const track = useLiveTrack(order.track_token ?? null);
  return track.status === 'live' ? <TrackedOrderCard order={track.view} locale={locale} live={track.connected} /> : <TrackedOrderCard order={order} locale={locale} />;
}
