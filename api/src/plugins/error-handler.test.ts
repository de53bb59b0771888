import { createTestApp, csrf, DB_DRIVER, type TestApp, type TestAgent } from '../test/app';

describe(`bad input never answers 500 [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ env: { BODY_LIMIT: '2048' } });
    agent = await csrf(t.app);
  });
  afterAll(() => t.close());

  it('malformed JSON → 400 { message }', async () => {
    const res = await agent.request({ method: 'POST', url: '/login', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it('wrong content type → 415', async () => {
    const res = await agent.request({ method: 'POST', url: '/login', payload: 'email=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
  });

  it('a body over the limit → 413', async () => {
    const res = await agent.post('/login', { email: 'a@b.cd', password: 'x'.repeat(5000) });
    expect(res.statusCode).toBe(413);
  });

  it('an empty JSON body → 4xx', async () => {
    const res = await agent.request({ method: 'POST', url: '/login', payload: '', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('a JSON array or null body → 422', async () => {
    for (const payload of ['[]', 'null', '"text"']) {
      const res = await agent.request({ method: 'POST', url: '/login', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('unknown API paths → 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not Found' });
  });
});
