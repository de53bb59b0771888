import { createTestApp, DB_DRIVER } from '../test/app';

describe(`GET /api/config [${DB_DRIVER}]`, () => {
  it('answers null without a Maps key, so the wizard falls back to plain inputs', async () => {
    const t = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: '' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { google_maps_api_key: null } });
    } finally {
      await t.close();
    }
  });

  it('hands the configured browser key to the front end', async () => {
    const t = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: 'browser-key-123' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toEqual({ data: { google_maps_api_key: 'browser-key-123' } });
    } finally {
      await t.close();
    }
  });
});
