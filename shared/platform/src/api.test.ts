import { CSRF_COOKIE, CSRF_HEADER } from '@chargevalet/contract';
import { ApiError, CSRF_COOKIE_NAME, createApiClient } from './api';

type Call = { url: string; init: RequestInit };

/** jsdom has no fetch Response: a minimal stand-in with what the client reads. */
function json(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}
const noContent = () => json(204);

function setup(handler: (url: string, init: RequestInit) => Response) {
  const calls: Call[] = [];
  let token = 0;
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url === '/sanctum/csrf-cookie') {
      token += 1;
      // The server sets a fresh, URL-encoded token cookie.
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(`tok=${token}/x`)}; path=/`;
      return noContent();
    }
    return handler(url, init);
  });
  const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch });
  return { client, calls };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; path=/';
});

test('every mutating call fetches the CSRF cookie first and sends its decoded value as X-XSRF-TOKEN', async () => {
  const { client, calls } = setup(() => json(200, { ok: true }));
  await client.post('/login', { email: 'a@b.de', password: 'x' });
  await client.put('/api/thing/1', { a: 1 });
  await client.delete('/api/thing/1');
  expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
    'GET /sanctum/csrf-cookie',
    'POST /login',
    'GET /sanctum/csrf-cookie',
    'PUT /api/thing/1',
    'GET /sanctum/csrf-cookie',
    'DELETE /api/thing/1',
  ]);
  expect(header(calls[1]!.init, 'X-XSRF-TOKEN')).toBe('tok=1/x');
  expect(header(calls[3]!.init, 'X-XSRF-TOKEN')).toBe('tok=2/x');
  expect(calls[1]!.init.credentials).toBe('include');
  expect(header(calls[1]!.init, 'Accept')).toBe('application/json');
  expect(header(calls[1]!.init, 'Content-Type')).toBe('application/json');
  expect(calls[1]!.init.body).toBe(JSON.stringify({ email: 'a@b.de', password: 'x' }));
});

test('GET does not fetch the CSRF cookie and sends no token', async () => {
  const { client, calls } = setup(() => json(200, { data: 1 }));
  await expect(client.get('/api/user')).resolves.toEqual({ data: 1 });
  expect(calls).toHaveLength(1);
  expect(header(calls[0]!.init, 'X-XSRF-TOKEN')).toBeUndefined();
  expect(calls[0]!.init.credentials).toBe('include');
});

test('422 becomes an ApiError with fieldErrors and the message', async () => {
  const { client } = setup(() => json(422, { message: 'The given data was invalid.', errors: { email: ['validation.emailInvalid'], password: ['a', 'b'] } }));
  const error = await client.post('/login', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 422, message: 'The given data was invalid.', fieldErrors: { email: ['validation.emailInvalid'], password: ['a', 'b'] } });
});

test('401 throws ApiError with status 401; 204 resolves to undefined', async () => {
  const { client } = setup((url) => (url === '/api/user' ? json(401, { message: 'Unauthenticated.' }) : noContent()));
  await expect(client.get('/api/user')).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.', fieldErrors: {} });
  await expect(client.post('/logout')).resolves.toBeUndefined();
});

test('a response schema parses the body and rejects a mismatch', async () => {
  const { z } = await import('zod');
  const { client } = setup(() => json(200, { n: 'x' }));
  await expect(client.get('/api/n', { schema: z.object({ n: z.string() }) })).resolves.toEqual({ n: 'x' });
  await expect(client.get('/api/n', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
});

test('cookie and header names match the contract', () => {
  expect(CSRF_COOKIE_NAME).toBe(CSRF_COOKIE);
  expect('X-XSRF-TOKEN'.toLowerCase()).toBe(CSRF_HEADER);
});

test('FormData goes as it is (multipart with the browser-written boundary), with the CSRF header', async () => {
  const { client, calls } = setup(() => json(201, { ok: true }));
  const form = new FormData();
  form.append('kind', 'pickup');
  await client.post('/api/upload', form);
  const upload = calls[1]!.init;
  expect(upload.body).toBe(form);
  expect(header(upload, 'Content-Type')).toBeUndefined();
  expect(header(upload, 'X-XSRF-TOKEN')).toBe('tok=1/x');
});

test('parallel mutating calls share one CSRF cookie fetch, so none sends a token the other replaced', async () => {
  const { client, calls } = setup(() => json(200, { ok: true }));
  await Promise.all([client.post('/email/validate/is-unique', { email: 'a@b.de' }), client.post('/phone/validate/is-unique', { phone: '+49211' })]);
  expect(calls.filter((c) => c.url === '/sanctum/csrf-cookie')).toHaveLength(1);
  const posts = calls.filter((c) => c.init.method === 'POST');
  expect(posts.map((c) => header(c.init, 'X-XSRF-TOKEN'))).toEqual(['tok=1/x', 'tok=1/x']);
  // later calls fetch a fresh cookie again
  await client.post('/login', {});
  expect(calls.filter((c) => c.url === '/sanctum/csrf-cookie')).toHaveLength(2);
});

describe("the page's first data came with the page (PageStart.data)", () => {
  /** The API client of a page holding these answers (a fresh module: the page start is read once per page). */
  function clientOnPage(data: Record<string, unknown>, baseUrl = '') {
    document.body.innerHTML = `<script type="application/json" id="cv-page-start">${JSON.stringify({ user: null, remotes: {}, data })}</script>`;
    let create!: typeof createApiClient;
    jest.isolateModules(() => {
      create = jest.requireActual<typeof import('./api')>('./api').createApiClient;
    });
    const calls: string[] = [];
    const client = create({ baseUrl, fetch: (async (url: string) => (calls.push(url), json(200, { data: 'asked' }))) as unknown as typeof fetch });
    return { client, calls };
  }
  afterEach(() => {
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  test("the first GET of a URL gets the page's answer without a request; the next one asks", async () => {
    const { client, calls } = clientOnPage({ '/api/customer/orders': { data: 'from the page' } });
    expect(await client.get('/api/customer/orders')).toEqual({ data: 'from the page' });
    expect(calls).toEqual([]);
    expect(await client.get('/api/customer/orders')).toEqual({ data: 'asked' });
    expect(await client.get('/api/customer/active-orders')).toEqual({ data: 'asked' });
    expect(calls).toEqual(['/api/customer/orders', '/api/customer/active-orders']);
  });

  test('after a change the page made (a mutating call), every call asks: the answers may be out of date', async () => {
    const { client, calls } = clientOnPage({ '/api/x': { data: 'from the page' }, '/api/y': { data: 'from the page' } });
    expect(await client.get('/api/x')).toEqual({ data: 'from the page' });
    await client.post('/api/change', {});
    expect(await client.get('/api/y')).toEqual({ data: 'asked' });
    expect(calls).toEqual(['/sanctum/csrf-cookie', '/api/change', '/api/y']);
  });

  test("the answer is checked like one that was asked for (the call's schema)", async () => {
    const { client } = clientOnPage({ '/api/x': { data: 7 } });
    const schema = { parse: jest.fn((value: unknown) => ({ parsed: value })) };
    expect(await client.get('/api/x', { schema: schema as never })).toEqual({ parsed: { data: 7 } });
    expect(schema.parse).toHaveBeenCalledWith({ data: 7 });
  });

  test('a call after the first 30 s, or by a client of another origin, asks the API', async () => {
    const late = clientOnPage({ '/api/x': { data: 'from the page' } });
    jest.spyOn(performance, 'now').mockReturnValue(30_001);
    expect(await late.client.get('/api/x')).toEqual({ data: 'asked' });
    jest.restoreAllMocks();

    const other = clientOnPage({ '/api/x': { data: 'from the page' } }, 'https://api.example');
    expect(await other.client.get('/api/x')).toEqual({ data: 'asked' });
    expect(other.calls).toEqual(['https://api.example/api/x']);
  });
});
