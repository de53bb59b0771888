import { useMutation } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { openAmountPaths } from '@chargevalet/contract/core';
import type { AnswerOf, messageSchema } from '@chargevalet/contract';

/** POST /api/manager/order/{id}/payment-link → 202 with the translated confirmation (issue 30). */
export const resendPaymentLink = async (id: string): Promise<string> => (await api.post<AnswerOf<typeof messageSchema>>(openAmountPaths.resend(id), undefined)).message;

export const useResendPaymentLink = (id: string) => useMutation({ mutationFn: () => resendPaymentLink(id) });
