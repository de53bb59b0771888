/**
 * The part of the order views that every list of orders shows, in the platform's main module: the status badge with
 * the states' names, and the helpers an order's mutations use. The views of one order (its sections, timeline, map,
 * handovers, cancel dialog) are `@chargevalet/platform/orders`, a singleton of its own that loads with the pages
 * showing them, so a page without an order (the landing page, the wizard, the calendar) does not carry them.
 */
import { ORDER_STATE_LABELS } from '@chargevalet/contract/core';
import { registerTranslations } from '../i18n';

/** Namespace of the order views every role shares (badge, sections, timeline, map card). */
export const ORDERS_NS = 'orders';

// The states' names, which the badge and every status filter show; the rest of the namespace comes with the views (i18n.ts).
registerTranslations(ORDERS_NS, { en: { states: ORDER_STATE_LABELS.en }, de: { states: ORDER_STATE_LABELS.de } });

export type HandoverViewer = 'customer' | 'manager';

/** The query key of an order's handover records (OrderHandovers), which a live update of the order invalidates. */
export const orderHandoverKeys = { of: (role: HandoverViewer, orderId: string) => ['order-handovers', role, orderId] as const };

export { OrderStatusBadge, orderStatePalette } from './OrderStatusBadge';
export { staleOrderOf } from './staleOrder';
// The wizard's address steps ask for the key too, without showing an order.
export { useGoogleMapsApiKey } from './mapsConfig';
