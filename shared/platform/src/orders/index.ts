import './i18n';

export { ORDERS_NS, ordersResources } from './i18n';
export { OrderStatusBadge, orderStatePalette } from './OrderStatusBadge';
export { OrderDetailsSections } from './OrderDetailsSections';
export type { OrderDetailsSectionsProps } from './OrderDetailsSections';
export { StatusHistoryTimeline } from './StatusHistoryTimeline';
export { OrderLocation, OrderAddressCard } from './OrderLocation';
export { DetailSection } from './DetailSection';
export { HandoverRecord } from './HandoverRecord';
export { OrderHandovers, useOrderHandovers, orderHandoversQuery, orderHandoverKeys } from './OrderHandovers';
export type { HandoverViewer } from './OrderHandovers';
export type { DetailRow } from './DetailSection';
export { orderMapView, mapAppUrl, carFixTime, SINGLE_MARKER_ZOOM, ORDER_MAP_HEIGHT_PX } from './orderMap';
export type { OrderMapView, OrderPlace, OrderMapViewport, OrderPlaceKind, CarMarker } from './orderMap';
export { useOrderPosition, orderPositionQuery, orderPositionKeys, fetchOrderPosition, POSITION_POLL_MS } from './orderPosition';
export type { PositionViewer } from './orderPosition';
export { useGoogleMapsApiKey } from './mapsConfig';
