import { Writable } from 'node:stream';
import { REMOTE_REFUSAL_PATH } from '@chargevalet/contract';
import { loggerOptions } from '../app';
import { createTestApp, csrf, DB_DRIVER, testConfig, type TestApp } from '../test/app';

describe(`a remote refused by the shell is reported to the server log [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const options = loggerOptions(testConfig({}, { LOG_LEVEL: 'info' })) as object;
    t = await createTestApp({ logger: { ...options, stream } });
  });
  afterAll(() => t.close());

  it('logs a warning naming the remote and both platform versions, answering 204', async () => {
    const agent = await csrf(t.app);
    const res = await agent.post(REMOTE_REFUSAL_PATH, { remote: 'driver', required: '2.0.0', provided: '1.2.0' });
    expect(res.statusCode).toBe(204);
    const warning = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.remote === 'driver');
    expect(warning).toMatchObject({ level: 40, remote: 'driver', required: '2.0.0', provided: '1.2.0', role: null });
    expect(String(warning?.msg)).toContain('remote driver refused by the shell: built against platform 2.0.0, the shell provides 1.2.0');
  });

  it('a remote without a declared version is reported as such', async () => {
    const agent = await csrf(t.app);
    expect((await agent.post(REMOTE_REFUSAL_PATH, { remote: 'profile', required: null, provided: '1.2.0' })).statusCode).toBe(204);
    expect(lines.join('')).toContain('built against platform (none declared)');
  });

  it('an unknown remote or a missing version is a translated 422, not a log line', async () => {
    const agent = await csrf(t.app);
    const before = lines.length;
    const unknown = await agent.post(REMOTE_REFUSAL_PATH, { remote: 'admin', required: '1.0.0', provided: '1.2.0' }, { headers: { 'accept-language': 'de' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toEqual(expect.any(String));
    expect((await agent.post(REMOTE_REFUSAL_PATH, { remote: 'booking' })).statusCode).toBe(422);
    expect(lines.slice(before).join('')).not.toContain('refused by the shell');
  });

  it('without the CSRF token the report is refused (419)', async () => {
    const agent = await csrf(t.app);
    expect((await agent.post(REMOTE_REFUSAL_PATH, { remote: 'booking', required: '9.0.0', provided: '1.2.0' }, { csrf: false })).statusCode).toBe(419);
  });
});
