import { z } from 'zod';

/** GET /health: the API answers and its database runs `SELECT 1`. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Session and CSRF cookie names and lifetimes (defined in the zod-free cookie-names.ts). */
export { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_SECONDS, SESSION_LIMITS, ANONYMOUS_SESSION_MAX_AGE_SECONDS, CSRF_COOKIE_MAX_AGE_SECONDS } from './cookie-names';
