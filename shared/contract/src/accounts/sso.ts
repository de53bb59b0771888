import { z } from 'zod';

/**
 * GET /auth/oidc/status → `{ enabled, login_url }`. When enabled the login page shows "Sign in with SSO"
 * (a full-page navigation to login_url = /auth/oidc/login?redirect=<path>); staff password sign-in is then
 * refused with 422 on email (ssoRequired). The callback signs the staff member in and redirects to `redirect`
 * (a same-origin path, default /dashboard); on failure it redirects to /login?sso_error=<reason>
 * (reason: denied | no_staff_role | failed).
 */
export const oidcStatusResponseSchema = z.object({ enabled: z.boolean(), login_url: z.string().nullable() });
export type OidcStatusResponse = z.infer<typeof oidcStatusResponseSchema>;
export const SSO_ERROR_REASONS = ['denied', 'no_staff_role', 'failed'] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];
