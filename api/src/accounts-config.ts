import { z } from 'zod';

/**
 * Settings of the accounts feature (jobs, mail, SMS, verification codes, staff SSO), read from the environment
 * by loadConfig() into `config.accounts`:
 *
 *   SMTP_URL            smtp(s)://user:pass@host:port — real mail; unset: log transport + outbox table
 *   MAIL_FROM           sender, default "ChargeValet <no-reply@chargevalet.test>"
 *   DEV_OUTBOX          1/0 turns /dev/outbox on/off; unset: on outside production, and in production on the
 *                       embedded default (no SMTP_URL and no DATABASE_URL: `npm start`), where it is the only way
 *                       to read a registration code or a confirmation mail
 *   SMS_GATEWAY_URL     HTTP gateway (POST JSON {to, text}, bearer SMS_GATEWAY_TOKEN); unset: log + outbox
 *   SMS_GATEWAY_TOKEN
 *   CODE_PEPPER         server secret mixed into the hashes of verification codes and reset tokens
 *   ACCOUNT_CHECK_LIMIT_IP  calls per IP in 10 minutes that can tell whether an account exists (default 60)
 *   REGISTER_LIMIT_IP   registrations per IP in an hour (default 10)
 *   JOBS_WORKER         0/1: poll the jobs table (default on, off when NODE_ENV=test: tests call jobs.drain())
 *   JOBS_POLL_MS        worker poll interval, default 1000
 *   OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET   staff single sign-on (all three enable it)
 *   OIDC_ROLE_CLAIM     claim holding the roles, default "roles" (an array or a space/comma separated string)
 *   OIDC_REDIRECT_URI   default `${PUBLIC_URL}/auth/oidc/callback`
 *   OIDC_SCOPES         default "openid email profile"
 */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const accountsEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('ChargeValet <no-reply@chargevalet.test>'),
  DEV_OUTBOX: bool.optional(),
  DATABASE_URL: z.string().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  CODE_PEPPER: z.string().min(16).optional(),
  ACCOUNT_CHECK_LIMIT_IP: z.coerce.number().int().positive().default(60),
  REGISTER_LIMIT_IP: z.coerce.number().int().positive().default(10),
  JOBS_WORKER: bool.optional(),
  JOBS_POLL_MS: z.coerce.number().int().positive().default(1000),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ROLE_CLAIM: z.string().min(1).default('roles'),
  OIDC_REDIRECT_URI: z.string().url().optional(),
  OIDC_SCOPES: z.string().min(1).default('openid email profile'),
});

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  roleClaim: string;
  redirectUri: string;
  scopes: string;
}

export interface AccountsConfig {
  /** Base of links in mails (reset, password setup): PUBLIC_URL or http://localhost:PORT. */
  linkBaseUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  /** Whether GET /dev/outbox and /dev/outbox.json are served. */
  devOutbox: boolean;
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined };
  codePepper: string;
  /** Per IP in 10 minutes: is-unique, guest placements, code sends, registration (accountLimits.uniqueCheckIp). */
  accountCheckLimitIp: number;
  /** Registrations per IP in an hour (accountLimits.registerIp). */
  registerLimitIp: number;
  jobs: { worker: boolean; pollMs: number };
  /** Staff SSO; undefined when not configured. */
  oidc: OidcConfig | undefined;
}

export const DEV_PEPPER = 'chargevalet-development-pepper-change-me';

export function loadAccountsConfig(env: NodeJS.ProcessEnv): AccountsConfig {
  const parsed = accountsEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid accounts configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const linkBaseUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const oidc =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          roleClaim: e.OIDC_ROLE_CLAIM,
          redirectUri: e.OIDC_REDIRECT_URI ?? `${linkBaseUrl}/auth/oidc/callback`,
          scopes: e.OIDC_SCOPES,
        }
      : undefined;
  return {
    linkBaseUrl,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    devOutbox: e.DEV_OUTBOX ?? (e.NODE_ENV !== 'production' || (!e.SMTP_URL && !e.DATABASE_URL)),
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN },
    codePepper: e.CODE_PEPPER ?? DEV_PEPPER,
    accountCheckLimitIp: e.ACCOUNT_CHECK_LIMIT_IP,
    registerLimitIp: e.REGISTER_LIMIT_IP,
    jobs: { worker: e.JOBS_WORKER ?? e.NODE_ENV !== 'test', pollMs: e.JOBS_POLL_MS },
    oidc,
  };
}
