import { api } from '@chargevalet/platform';
import {
  ACCOUNT_PATHS,
  checkoutStartAnswerSchema,
  completeCheckoutResponseSchema,
  isUniqueResponseSchema,
  freeOrderAnswerSchema,
  orderingPaths,
  type CheckoutStart,
  type CompleteCheckoutResponse,
  type Order,
  type OrderRequestInput,
} from '@chargevalet/contract';

/** The body both placing calls take: the order request, plus the guest's consents. */
export type PlacementBody = OrderRequestInput & { accept_terms?: boolean };

/** What a placing call answered: placed, or refused with a message template carrying {log_in_link}. */
export type Placed<T> = { kind: 'placed'; value: T } | { kind: 'template'; messageTemplate: string };

/**
 * POST /api/payment/stripe/start-checkout/embedded (signed-in customer) or the guest variant: creates the pending
 * order holding its slots and a checkout session.
 */
export async function startCheckout(body: PlacementBody, guest: boolean): Promise<Placed<CheckoutStart>> {
  const answer = await api.post(orderingPaths.startCheckout(guest), body, { schema: checkoutStartAnswerSchema });
  return 'error' in answer ? { kind: 'template', messageTemplate: answer.error.message_template } : { kind: 'placed', value: answer.data };
}

/** POST /api/free-order/place: 201 with the order, or `{ error: { message_template } }`. */
export async function placeFreeOrder(body: PlacementBody): Promise<Placed<Order>> {
  const answer = await api.post(orderingPaths.freeOrderPlace(), body, { schema: freeOrderAnswerSchema });
  return 'error' in answer ? { kind: 'template', messageTemplate: answer.error.message_template } : { kind: 'placed', value: answer.data };
}

/** POST /api/payment/stripe/complete-checkout/{session}: the order (created, or cancelled with `error`). */
export const completeCheckout = (sessionId: string, orderData?: unknown): Promise<CompleteCheckoutResponse> =>
  api.post(orderingPaths.completeCheckout(sessionId), { session_id: sessionId, orderData }, { schema: completeCheckoutResponseSchema });

export type UniqueField = 'email' | 'phone';
/** Duplicate check of a guest's e-mail or phone (SPEC §5): true when an account already has it. */
export async function isDuplicate(field: UniqueField, value: string): Promise<boolean> {
  const path = field === 'email' ? ACCOUNT_PATHS.emailIsUnique : ACCOUNT_PATHS.phoneIsUnique;
  const answer = await api.post(path, { [field]: value }, { schema: isUniqueResponseSchema });
  return answer.status === 'duplicated';
}

