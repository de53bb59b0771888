import { orderingPaths } from '@chargevalet/contract/core';
import type { AnswerOf, PaymentConfig, paymentConfigResponseSchema, sandboxPayResponseSchema } from '@chargevalet/contract';
import { api } from '../api';

/** GET /api/payment/config: which checkout the browser opens (sandbox or Stripe). */
export const fetchPaymentConfig = (signal?: AbortSignal): Promise<PaymentConfig> =>
  api.get<AnswerOf<typeof paymentConfigResponseSchema>>(orderingPaths.paymentConfig(), { signal });

/** POST /api/payment/sandbox/{session}/pay: the server decides (4242… authorised, 4000 0000 0000 0002 declined). */
export const paySandbox = (sessionId: string, body: { client_secret: string; card_number: string; expiry: string; cvc: string }) =>
  api.post<AnswerOf<typeof sandboxPayResponseSchema>>(orderingPaths.sandboxPay(sessionId), body).then((answer) => answer.data.status);
