import { z } from 'zod';
import { msg } from '../messages';

/**
 * Order editing (issue 16, SPEC §7 "POST order price estimate {id}"): managers only, CSRF header.
 *
 * | call | method, path | request | 200 answer |
 * |---|---|---|---|
 * | price estimate | POST /api/manager/order/{id}/price-estimate | `priceEstimateRequestSchema` (booking/pricing.ts) | `{ data: { electricity_total, service_total, grand_total } }` (cents); 404; 422 |
 *
 * The estimate keeps what the order was booked with apart from the four fields: car type, return type and cleaning
 * options, and the discount code (a free order stays free).
 */
export const ORDER_EDIT_ROUTES = {
  priceEstimate: '/api/manager/order/:id/price-estimate',
} as const;

export const orderEditPaths = {
  priceEstimate: (id: string): string => `/api/manager/order/${encodeURIComponent(id)}/price-estimate`,
} as const;

export const orderEditParamsSchema = z.object({ id: z.uuid(msg('orderRequired')) });
