import { createHmac, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Role } from '@chargevalet/contract';
import type { OidcConfig } from '../accounts-config';
import { users } from '../db/schema';
import { importEsm } from '../services/accounts/esm';
import { fieldError } from '../services/accounts/http';

type OpenidClient = typeof import('openid-client');

export interface OidcLoginStart {
  url: string;
  /** Signed state to keep in a cookie until the callback. */
  cookie: string;
}

export interface OidcIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** The staff role from the role claim (manager wins over driver); null when the claim has neither. */
  role: Extract<Role, 'manager' | 'driver'> | null;
}

export interface StaffSso {
  readonly enabled: boolean;
  /** Builds the authorization URL (code + PKCE S256, state, nonce) and the signed cookie holding the secrets. */
  start(redirect: string): Promise<OidcLoginStart>;
  /** Exchanges the code of the callback URL (checks state, nonce, PKCE) and maps the claims. */
  finish(callbackUrl: URL, cookie: string | undefined): Promise<{ identity: OidcIdentity; redirect: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sso: StaffSso;
  }
}

export const OIDC_COOKIE = 'cv_oidc';
const STAFF_ROLES = new Set<Role>(['manager', 'driver']);

/** Maps the configured claim (array, or space/comma separated string) to manager | driver | null. */
export function staffRoleFrom(claims: Record<string, unknown>, claim: string): 'manager' | 'driver' | null {
  // Dotted paths reach nested claims, e.g. realm_access.roles.
  let value: unknown = claims;
  for (const part of claim.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  const roles = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  if (roles.includes('manager')) return 'manager';
  if (roles.includes('driver')) return 'driver';
  return null;
}

/** Same-origin path only (no scheme, no protocol-relative //), default /dashboard. */
export function safeRedirect(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/dashboard';
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`oidc:${payload}`).digest('base64url');
}

/**
 * Staff single sign-on over OpenID Connect (authorization code + PKCE, openid-client 6) when OIDC_ISSUER,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set. Also guards POST /login: with SSO on, staff accounts may not
 * sign in with a password (422 on email, ssoRequired). Routes: routes/sso.
 */
export default fp(
  async (fastify) => {
    const oidc: OidcConfig | undefined = fastify.config.accounts.oidc;
    const secret = fastify.config.accounts.codePepper;
    let configuration: Promise<{ lib: OpenidClient; config: import('openid-client').Configuration }> | undefined;

    const discover = () => {
      configuration ??= (async () => {
        const lib = await importEsm<OpenidClient>('openid-client');
        const issuer = new URL(oidc!.issuer);
        const config = await lib.discovery(
          issuer,
          oidc!.clientId,
          oidc!.clientSecret,
          undefined,
          issuer.protocol === 'http:' ? { execute: [lib.allowInsecureRequests] } : undefined,
        );
        return { lib, config };
      })().catch((error: unknown) => {
        configuration = undefined; // try the discovery again next time
        throw error;
      });
      return configuration;
    };

    const sso: StaffSso = {
      enabled: Boolean(oidc),
      async start(redirect) {
        if (!oidc) throw new Error('SSO is not configured');
        const { lib, config } = await discover();
        const verifier = lib.randomPKCECodeVerifier();
        const state = lib.randomState();
        const nonce = lib.randomNonce();
        const url = lib.buildAuthorizationUrl(config, {
          redirect_uri: oidc.redirectUri,
          scope: oidc.scopes,
          code_challenge: await lib.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        });
        const payload = Buffer.from(JSON.stringify({ verifier, state, nonce, redirect: safeRedirect(redirect), exp: fastify.clock.now().getTime() + 10 * 60_000 })).toString('base64url');
        return { url: url.href, cookie: `${payload}.${sign(secret, payload)}` };
      },
      async finish(callbackUrl, cookie) {
        if (!oidc) throw new Error('SSO is not configured');
        const [payload, signature] = (cookie ?? '').split('.');
        const expected = payload ? sign(secret, payload) : '';
        if (!payload || !signature || signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
          throw new Error('missing or forged SSO state cookie');
        }
        const saved = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { verifier: string; state: string; nonce: string; redirect: string; exp: number };
        if (saved.exp < fastify.clock.now().getTime()) throw new Error('SSO state expired');
        const { lib, config } = await discover();
        const tokens = await lib.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: saved.verifier,
          expectedState: saved.state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> = { ...(tokens.claims() ?? {}) };
        if (!claims.email || !(oidc.roleClaim.split('.')[0]! in claims)) {
          // Some providers put email and roles only into the userinfo answer.
          const info = await lib.fetchUserInfo(config, tokens.access_token, String(claims.sub));
          claims = { ...info, ...claims, ...Object.fromEntries(Object.entries(info).filter(([k]) => !(k in claims))) };
        }
        const email = String(claims.email ?? '').trim().toLowerCase();
        if (!email) throw new Error('the identity provider sent no e-mail claim');
        const name = String(claims.name ?? '');
        return {
          identity: {
            email,
            firstName: String(claims.given_name ?? name.split(' ')[0] ?? '') || email.split('@')[0]!,
            lastName: String(claims.family_name ?? name.split(' ').slice(1).join(' ')) || '-',
            role: staffRoleFrom(claims, oidc.roleClaim),
          },
          redirect: saved.redirect,
        };
      },
    };
    fastify.decorate('sso', sso);

    if (oidc) {
      // Password sign-in is for customers only while SSO is on.
      fastify.addHook('preHandler', async (request, reply) => {
        if (request.method !== 'POST' || request.routeOptions.url !== '/login') return;
        const email = (request.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== 'string') return;
        const [user] = await fastify.db.select({ role: users.role }).from(users).where(eq(users.email, email));
        if (user && STAFF_ROLES.has(user.role)) return fieldError(request, reply, 'email', 'ssoRequired');
      });
    }
  },
  { name: 'sso', dependencies: ['config', 'db', 'locale', 'clock'] },
);
