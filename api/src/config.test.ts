import path from 'node:path';
import { ConfigError, findRepoRoot, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults: port 8080, PGlite in <repo>/.data, remotes under /remotes/<name>/, Secure cookies behind TLS', () => {
    const config = loadConfig({});
    const root = findRepoRoot();
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.join(root, '.data'));
    expect(config.migrationsDir).toBe(path.join(root, 'api', 'drizzle'));
    expect(config.frontendDist).toBe(root);
    expect(config.secureCookies).toBe('auto');
    expect(config.seedDemo).toBe(true);
    expect(config.login).toEqual({ maxAttempts: 5, decaySeconds: 60, ipMax: 30 });
    expect(config.remotes).toEqual({
      booking: '/remotes/booking/mf-manifest.json',
      profile: '/remotes/profile/mf-manifest.json',
      manager: '/remotes/manager/mf-manifest.json',
      driver: '/remotes/driver/mf-manifest.json',
    });
  });

  it('reads PORT, DATABASE_URL, DATA_DIR and remote URLs; remote origins join the CSP origins', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/cv',
      DATA_DIR: '/var/lib/cv',
      REMOTE_BOOKING_URL: 'https://booking.example.test/mf-manifest.json',
      CSP_EXTRA_ORIGINS: 'https://cdn.example.test, https://img.example.test',
      SESSION_SECURE_COOKIE: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.databaseUrl).toBe('postgres://u@db:5432/cv');
    expect(config.dataDir).toBe('/var/lib/cv');
    expect(config.remotes.booking).toBe('https://booking.example.test/mf-manifest.json');
    expect(config.extraOrigins).toEqual(['https://booking.example.test', 'https://cdn.example.test', 'https://img.example.test']);
    expect(config.secureCookies).toBe(true);
  });

  it("reads a remote on another origin's manifest at its internal URL, or at its public one; a same-origin remote from its files", () => {
    const config = loadConfig({
      REMOTE_PROFILE_URL: 'https://profile.example.test/mf-manifest.json',
      REMOTE_PROFILE_INTERNAL_URL: 'http://mfe-profile:3002/mf-manifest.json',
      REMOTE_DRIVER_URL: 'https://driver.example.test/mf-manifest.json',
      REMOTE_MANAGER_INTERNAL_URL: 'http://mfe-manager:3003/mf-manifest.json',
    });
    expect(config.remoteManifestUrls).toEqual({ profile: 'http://mfe-profile:3002/mf-manifest.json', driver: 'https://driver.example.test/mf-manifest.json' });
    expect(() => loadConfig({ REMOTE_DRIVER_INTERNAL_URL: 'mfe-driver:3004' })).toThrow(/REMOTE_DRIVER_INTERNAL_URL/);
  });

  it('refuses invalid values with every problem listed', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
  });

  it('validates the remotes map with the contract schema (an empty URL is refused)', () => {
    expect(() => loadConfig({ REMOTE_DRIVER_URL: '' })).toThrow(ConfigError);
  });
});
