import { z } from 'zod';

/** GET /health: the API answers and its database runs `SELECT 1`. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Server-side session cookie (httpOnly, SameSite=Lax, Secure behind TLS); SPEC §9: one year. */
export const SESSION_COOKIE = 'cv_session';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** SPEC §9: the XSRF-TOKEN cookie lives two hours. */
export const CSRF_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60;
