import type { Order } from '@chargevalet/contract';
import { isApiError } from '../api';

/**
 * The order a refused change carries: the API answers 409 `{ message, data: order }` (staleOrderResponseSchema)
 * when someone changed the order first, so the view shows the order as it is now. Null for any other failure
 * (another 409, such as costs above the estimate, has no order). Without zod: the answer is the server's own.
 */
export function staleOrderOf(error: unknown): Order | null {
  if (!isApiError(error) || error.status !== 409 || typeof error.body !== 'object' || error.body === null) return null;
  const order = (error.body as { data?: unknown }).data;
  if (typeof order !== 'object' || order === null) return null;
  const { id, state } = order as Partial<Order>;
  return typeof id === 'string' && typeof state === 'string' ? (order as Order) : null;
}
