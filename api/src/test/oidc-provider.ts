/**
 * An in-process OpenID provider (oidc-provider 9, ESM-only: loaded through Node's require(esm)) for the SSO tests,
 * and a tiny browser that follows its redirects with a cookie jar.
 *
 *   const idp = await startOidcProvider({ redirectUri });
 *   idp.nextLogin = { sub: 'maria', roles: ['manager'] };   // who "logs in" at the next interaction
 *   const callback = await idp.browse(authorizationUrl);     // ends at the redirect_uri with ?code=…&state=…
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { importEsm } from '../services/accounts/esm';

/** Copies plain objects and arrays into Node's main realm (oidc-provider checks prototypes; jest runs in a vm context). */
const toMainRealm = vm.runInThisContext(
  '(function copy(v) { if (v === null || typeof v !== "object") return v; if (Array.isArray(v)) return v.map(copy); const o = {}; for (const k of Object.keys(v)) o[k] = copy(v[k]); return o; })',
) as <T>(value: T) => T;

export interface FakeLogin {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  roles?: string[] | string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  nextLogin: FakeLogin;
  /** Follows redirects from `url` until one leaves the provider; returns that URL. */
  browse(url: string): Promise<URL>;
  /** Forgets the provider's session cookies (the next browse logs in as nextLogin). */
  forget(): void;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { redirectUri: string; roleClaim?: string }): Promise<TestOidcProvider> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- oidc-provider ships no types
  const { default: Provider } = await importEsm<{ default: new (issuer: string, config: object) => any }>('oidc-provider');
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'chargevalet';
  const clientSecret = 'test-client-secret-0123456789abcdef';
  const accounts = new Map<string, FakeLogin>();
  const roleClaim = options.roleClaim ?? 'roles';

  const provider = new Provider(issuer, toMainRealm({
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name', roleClaim] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx: unknown, sub: string) => {
      const login = accounts.get(sub);
      if (!login) return undefined;
      return {
        accountId: sub,
        claims: async () => toMainRealm({
          sub,
          email: login.email ?? `${sub}@corp.example.test`,
          given_name: login.given_name ?? 'Maria',
          family_name: login.family_name ?? 'Muster',
          ...(login.roles !== undefined ? { [roleClaim]: login.roles } : {}),
        }),
      };
    },
  }));

  const state: { nextLogin: FakeLogin } = { nextLogin: { sub: 'nobody' } };
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          accounts.set(state.nextLogin.sub, state.nextLogin);
          await provider.interactionFinished(req, res, { login: { accountId: state.nextLogin.sub } }, { mergeWithLastSubmission: false });
        } else {
          const grant = new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id });
          grant.addOIDCScope(String(details.params.scope));
          if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
          const grantId = await grant.save();
          await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        }
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });

  const jar = new Map<string, string>();
  return {
    issuer,
    clientId,
    clientSecret,
    get nextLogin() {
      return state.nextLogin;
    },
    set nextLogin(value: FakeLogin) {
      state.nextLogin = value;
    },
    forget() {
      jar.clear();
    },
    async browse(start) {
      let url = new URL(start);
      for (let hop = 0; hop < 20; hop++) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const index = pair!.indexOf('=');
          jar.set(pair!.slice(0, index), pair!.slice(index + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`provider answered ${response.status} without a redirect: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
