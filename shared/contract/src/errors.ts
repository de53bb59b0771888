import { z } from 'zod';

/** 422: `{ message, errors: { field: [messages] } }` (Laravel style, DESIGN §3). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** CSRF status, cookie and header (defined in the zod-free cookie-names.ts). */
export { CSRF_STATUS, CSRF_COOKIE, CSRF_HEADER } from './cookie-names';
