/**
 * Paths of the booking catalogue, price, discount and address calls (SPEC §7 "Ordering"). Where SPEC §7 gives
 * the path it is used unchanged; where it says "not shown" the path below is the chosen one (same style).
 *
 * | call | method, path | request | response (200) |
 * |---|---|---|---|
 * | packages | GET /api/packages | – | `packagesResponseSchema` |
 * | services (comparison rows; chosen) | GET /api/services | – | `servicesResponseSchema` |
 * | package services (chosen) | GET /api/packages/{packageId}/services | – | `packageServicesResponseSchema` (404 unknown package) |
 * | service attributes | GET /api/service/attributes/{id} | – | `serviceAttributesResponseSchema` (404 unknown service) |
 * | charging levels (chosen) | GET /api/charging-levels | – | `chargingLevelsResponseSchema` |
 * | cost calculation (chosen) | POST /api/order/cost-calculation/{packageId} | `costCalculationRequestSchema` | `costCalculationResponseSchema` |
 * | discount validation | POST /api/discount/validate | `discountValidateRequestSchema` | `discountValidateResponseSchema` |
 * | ZIP verification | POST /api/address/zip-code/verify | `zipCodeVerifyRequestSchema` | `zipCodeVerifyResponseSchema` |
 *
 * Texts: `title`/`description` are in the request's locale (cookie `locale`, default de); `translations` has both.
 * Invalid input: 422 `{ message, errors }` translated into the request's locale. POSTs need the CSRF header.
 */
export const BOOKING_ROUTES = {
  packages: '/api/packages',
  services: '/api/services',
  packageServices: '/api/packages/:packageId/services',
  serviceAttributes: '/api/service/attributes/:id',
  chargingLevels: '/api/charging-levels',
  costCalculation: '/api/order/cost-calculation/:packageId',
  discountValidate: '/api/discount/validate',
  zipCodeVerify: '/api/address/zip-code/verify',
} as const;

/** Concrete URLs for clients. */
export const bookingPaths = {
  packages: (): string => BOOKING_ROUTES.packages,
  services: (): string => BOOKING_ROUTES.services,
  packageServices: (packageId: number): string => `/api/packages/${encodeURIComponent(packageId)}/services`,
  serviceAttributes: (serviceId: number): string => `/api/service/attributes/${encodeURIComponent(serviceId)}`,
  chargingLevels: (): string => BOOKING_ROUTES.chargingLevels,
  costCalculation: (packageId: number): string => `/api/order/cost-calculation/${encodeURIComponent(packageId)}`,
  discountValidate: (): string => BOOKING_ROUTES.discountValidate,
  zipCodeVerify: (): string => BOOKING_ROUTES.zipCodeVerify,
} as const;
