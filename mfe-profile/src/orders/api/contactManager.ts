import { useMutation } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { customerOrderPaths } from '@chargevalet/contract/core';
import type { AnswerOf, ContactManagerRequest, messageSchema } from '@chargevalet/contract';

/** POST /api/customer/order/{id}/contact-manager `{ message }` → 202 (e-mailed to the order's manager; rate limited). */
export const contactManager = async (id: string, body: ContactManagerRequest): Promise<string> =>
  (await api.post<AnswerOf<typeof messageSchema>>(customerOrderPaths.contactManager(id), body)).message;

export const useContactManager = (id: string) => useMutation({ mutationFn: (body: ContactManagerRequest) => contactManager(id, body) });
