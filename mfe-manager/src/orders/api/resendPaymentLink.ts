import { useMutation } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { messageSchema, openAmountPaths } from '@chargevalet/contract';

/** POST /api/manager/order/{id}/payment-link → 202 with the translated confirmation (issue 30). */
export const resendPaymentLink = async (id: string): Promise<string> => (await api.post(openAmountPaths.resend(id), undefined, { schema: messageSchema })).message;

export const useResendPaymentLink = (id: string) => useMutation({ mutationFn: () => resendPaymentLink(id) });
