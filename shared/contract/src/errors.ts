import { z } from 'zod';

/** 422: `{ message, errors: { field: [messages] } }` (Laravel style, DESIGN §3). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

export const statusSchema = z.object({ status: z.string(), error: z.string().optional() });

/** HTTP status the API answers when the CSRF token is missing or wrong. */
export const CSRF_STATUS = 419;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
