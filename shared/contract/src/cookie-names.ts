/**
 * Names and lifetimes of the cookies and the CSRF header the product uses. Kept free of zod: the shell's cookie
 * catalogue on the landing page reads them (system.ts and errors.ts re-export them beside their schemas).
 */

/** Server-side session cookie (httpOnly, SameSite=Lax, Secure behind TLS); SPEC §9: one year at most. */
export const SESSION_COOKIE = 'cv_session';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * How long a signed-in session lasts, per role (issue 33, OWASP ASVS L2 3.3): it ends after `idleSeconds` without a
 * request, and `lifetimeSeconds` after sign-in whatever happens. Staff (managers, drivers) sign in for a shift;
 * customers stay signed in while they come back within a month.
 */
export const SESSION_LIMITS = {
  manager: { idleSeconds: 30 * 60, lifetimeSeconds: 12 * 60 * 60 },
  driver: { idleSeconds: 30 * 60, lifetimeSeconds: 12 * 60 * 60 },
  customer: { idleSeconds: 30 * 24 * 60 * 60, lifetimeSeconds: SESSION_COOKIE_MAX_AGE_SECONDS },
} as const satisfies Record<'manager' | 'driver' | 'customer', { idleSeconds: number; lifetimeSeconds: number }>;
/** A session without a signed-in user (a guest's checkout, registration codes) lasts a day. */
export const ANONYMOUS_SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;
/** SPEC §9: the XSRF-TOKEN cookie lives two hours. */
export const CSRF_COOKIE_MAX_AGE_SECONDS = 2 * 60 * 60;

/** HTTP status the API answers when the CSRF token is missing or wrong. */
export const CSRF_STATUS = 419;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
