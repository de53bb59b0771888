import { eq } from 'drizzle-orm';
import { translateMessage } from '@chargevalet/contract';
import { users } from '../../db/schema';
import { staffRoleFrom, safeRedirect, OIDC_COOKIE } from '../../plugins/sso';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, TestAgent, type TestApp } from '../../test/app';

const PUBLIC_URL = 'http://app.example.test';
const REDIRECT_URI = `${PUBLIC_URL}/auth/oidc/callback`;

describe(`staff SSO with an in-process OpenID provider (${DB_DRIVER})`, () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUri: REDIRECT_URI });
    t = await createTestApp({
      env: { PUBLIC_URL, OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** Runs the whole sign-in: app login → provider → app callback. Returns the agent and the callback answer. */
  async function signIn(redirect?: string) {
    idp.forget();
    const agent = new TestAgent(t.app);
    const start = await agent.get(`/auth/oidc/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
    expect(start.statusCode).toBe(302);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(idp.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toBeTruthy();
    expect(agent.cookies.get(OIDC_COOKIE)).toBeTruthy();
    const back = await idp.browse(authorization.href);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    const callback = await agent.get(`/auth/oidc/callback${back.search}`);
    return { agent, callback };
  }

  it('status says enabled with the login URL', async () => {
    expect((await t.app.inject({ url: '/auth/oidc/status' })).json()).toEqual({ enabled: true, login_url: '/auth/oidc/login' });
  });

  it('signs a manager in end to end (code + PKCE) and maps the role claim', async () => {
    idp.nextLogin = { sub: 'maria', email: 'maria.sso@corp.example.test', given_name: 'Maria', family_name: 'Sso', roles: ['staff', 'manager'] };
    const { agent, callback } = await signIn('/profile/manager-calendar');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/profile/manager-calendar');
    const me = await agent.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ role: 'manager', email: 'maria.sso@corp.example.test', first_name: 'Maria', last_name: 'Sso' });
    expect(agent.cookies.get(OIDC_COOKIE)).toBeUndefined();
  });

  it('maps a driver claim to the driver role (existing account updated)', async () => {
    idp.nextLogin = { sub: 'daniel', email: 'driver1@chargevalet.test', roles: 'driver' };
    const { agent, callback } = await signIn();
    expect(callback.headers.location).toBe('/dashboard');
    expect((await agent.get('/api/user')).json().data).toMatchObject({ role: 'driver', email: 'driver1@chargevalet.test' });
  });

  it('a customer claim gets no staff session', async () => {
    idp.nextLogin = { sub: 'carl', email: 'carl@corp.example.test', roles: ['customer'] };
    const { agent, callback } = await signIn();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?sso_error=no_staff_role');
    expect((await agent.get('/api/user')).statusCode).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.email, 'carl@corp.example.test'))).toHaveLength(0);
  });

  it('a staff claim never turns an existing customer account into staff', async () => {
    idp.nextLogin = { sub: 'clara', email: 'customer@chargevalet.test', roles: ['manager'] };
    const { agent, callback } = await signIn();
    expect(callback.headers.location).toBe('/login?sso_error=no_staff_role');
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('refuses a callback without the state cookie or with a forged one', async () => {
    idp.nextLogin = { sub: 'maria', email: 'maria.sso@corp.example.test', roles: ['manager'] };
    const agent = new TestAgent(t.app);
    const start = await agent.get('/auth/oidc/login');
    const back = await idp.browse(start.headers.location as string);
    const stranger = new TestAgent(t.app);
    expect((await stranger.get(`/auth/oidc/callback${back.search}`)).headers.location).toBe('/login?sso_error=failed');
    stranger.cookies.set(OIDC_COOKIE, `${agent.cookies.get(OIDC_COOKIE)!.split('.')[0]}.forged`);
    expect((await stranger.get(`/auth/oidc/callback${back.search}`)).headers.location).toBe('/login?sso_error=failed');
    expect((await agent.get('/auth/oidc/callback?error=access_denied')).headers.location).toBe('/login?sso_error=denied');
  });

  it.each(['de', 'en'] as const)('refuses password sign-in for staff (422 on email, %s); customers still sign in', async (locale) => {
    const agent = await csrf(t.app);
    agent.cookies.set('locale', locale);
    const res = await agent.post('/login', { email: 'manager@chargevalet.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([translateMessage('validation.ssoRequired', locale)]);
    await login(t.app, 'customer@chargevalet.test');
  });
});

describe(`without SSO configuration (${DB_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('status disabled, no login route, demo staff passwords work', async () => {
    expect((await t.app.inject({ url: '/auth/oidc/status' })).json()).toEqual({ enabled: false, login_url: null });
    expect((await t.app.inject({ url: '/auth/oidc/login', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    await login(t.app, 'manager@chargevalet.test');
    await login(t.app, 'driver2@chargevalet.test');
  });
});

describe('role claim mapping', () => {
  it('reads arrays, strings and nested claims; manager wins', () => {
    expect(staffRoleFrom({ roles: ['driver', 'manager'] }, 'roles')).toBe('manager');
    expect(staffRoleFrom({ roles: 'driver other' }, 'roles')).toBe('driver');
    expect(staffRoleFrom({ realm_access: { roles: ['driver'] } }, 'realm_access.roles')).toBe('driver');
    expect(staffRoleFrom({ roles: ['customer'] }, 'roles')).toBeNull();
    expect(staffRoleFrom({}, 'roles')).toBeNull();
  });

  it('redirects only to same-origin paths', () => {
    expect(safeRedirect('/profile/orders')).toBe('/profile/orders');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });
});

describe(`SSO with a configured role claim (${DB_DRIVER})`, () => {
  let idp: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    idp = await startOidcProvider({ redirectUri: REDIRECT_URI, roleClaim: 'groups' });
    t = await createTestApp({
      env: { PUBLIC_URL, OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: idp.clientId, OIDC_CLIENT_SECRET: idp.clientSecret, OIDC_ROLE_CLAIM: 'groups' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('reads the role from OIDC_ROLE_CLAIM (a driver in "groups")', async () => {
    idp.nextLogin = { sub: 'dora', email: 'dora.sso@corp.example.test', roles: ['driver'] };
    const agent = new TestAgent(t.app);
    const start = await agent.get('/auth/oidc/login');
    const back = await idp.browse(start.headers.location as string);
    const callback = await agent.get(`/auth/oidc/callback${back.search}`);
    expect(callback.headers.location).toBe('/dashboard');
    expect((await agent.get('/api/user')).json().data).toMatchObject({ role: 'driver', email: 'dora.sso@corp.example.test' });
  });
});
