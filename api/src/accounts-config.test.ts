import { loadAccountsConfig } from './accounts-config';

describe('the mail outbox (/dev/outbox)', () => {
  const outbox = (env: NodeJS.ProcessEnv) => loadAccountsConfig(env).devOutbox;

  it('is on outside production', () => {
    expect(outbox({ NODE_ENV: 'development' })).toBe(true);
    expect(outbox({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail:25' })).toBe(true);
  });

  it('is on in production on the embedded default (no SMTP server, no DATABASE_URL): npm start', () => {
    expect(outbox({ NODE_ENV: 'production' })).toBe(true);
  });

  it('is off in production with an SMTP server or a PostgreSQL server (a real deployment)', () => {
    expect(outbox({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toBe(false);
    expect(outbox({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/chargevalet' })).toBe(false);
  });

  it('DEV_OUTBOX decides when set', () => {
    expect(outbox({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', DEV_OUTBOX: '1' })).toBe(true);
    expect(outbox({ NODE_ENV: 'production', DEV_OUTBOX: '0' })).toBe(false);
    expect(outbox({ NODE_ENV: 'development', DEV_OUTBOX: 'false' })).toBe(false);
  });
});
