import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, the embedded database and ./data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/shop' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/shop/data');
  });

  it('reports every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('refuses a pinned clock in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', CLOCK_NOW: '2026-11-23T11:00:00+05:30' }),
    ).toThrow(/CLOCK_NOW/);
    expect(loadConfig({ CLOCK_NOW: '2026-11-23T11:00:00+05:30' }).clockNow).toBe(
      '2026-11-23T11:00:00+05:30',
    );
  });
});
