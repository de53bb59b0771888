/**
 * @chargevalet/platform/orders: the views of one order that the three roles share, a singleton of its own (see
 * core.ts for what every order list needs, in the platform's main module).
 */
import './i18n';

export { ordersResources } from './i18n';
export { OrderDetailsSections } from './OrderDetailsSections';
export type { OrderDetailsSectionsProps } from './OrderDetailsSections';
export { StatusHistoryTimeline } from './StatusHistoryTimeline';
export { OrderLocation, OrderAddressCard } from './OrderLocation';
export { DetailSection } from './DetailSection';
export { HandoverRecord } from './HandoverRecord';
export { CancelOrderDialog } from './CancelOrderDialog';
export { OrderOverview } from './OrderOverview';
export { OrderEta } from './OrderEta';
export { CalendarFeedCard } from './LazyCalendarFeedCard';
export type { OrderOverviewProps } from './OrderOverview';
export type { CancelOrderDialogProps } from './CancelOrderDialog';
export { OrderHandovers, useOrderHandovers, orderHandoversQuery } from './OrderHandovers';
export type { DetailRow } from './DetailSection';
export { orderMapView, mapAppUrl, carFixTime, SINGLE_MARKER_ZOOM, ORDER_MAP_HEIGHT_PX } from './orderMap';
export type { OrderMapView, OrderPlace, OrderMapViewport, OrderPlaceKind, CarMarker } from './orderMap';
export { useOrderPosition, orderPositionQuery, orderPositionKeys, fetchOrderPosition, POSITION_POLL_MS } from './orderPosition';
export type { PositionViewer } from './orderPosition';
