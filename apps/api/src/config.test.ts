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

describe('production refuses development shortcuts', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    OTP_PROVIDER: '2factor',
    TWOFACTOR_API_KEY: 'key',
  };

  const liveGateway = {
    CCAVENUE_MODE: 'live',
    CCAVENUE_MERCHANT_ID: '12345',
    CCAVENUE_ACCESS_CODE: 'AVAB00AA00AA00AAAA',
    CCAVENUE_WORKING_KEY: 'A'.repeat(32),
    PUBLIC_URL: 'https://shop.example.in/',
  };

  it('starts with a real SMS provider and a secret, with online payment off', () => {
    const config = loadConfig(production);
    expect(config.otp.provider).toBe('2factor');
    expect(config.ccavenue.mode).toBe('off');
  });

  it('takes the live gateway with its keys and the public address', () => {
    const config = loadConfig({ ...production, ...liveGateway });
    expect(config.ccavenue).toMatchObject({ mode: 'live', merchantId: '12345' });
    expect(config.publicUrl).toBe('https://shop.example.in');
  });

  it.each([
    [{ OTP_PROVIDER: 'console' }, /OTP_PROVIDER/],
    [{ OTP_PROVIDER: '' }, /OTP_PROVIDER/],
    [{ OTP_TEST_NUMBERS: '9999999999:123456' }, /OTP_TEST_NUMBERS/],
    [{ JWT_SECRET: '' }, /JWT_SECRET/],
    [{ TWOFACTOR_API_KEY: '' }, /TWOFACTOR_API_KEY/],
    [{ CCAVENUE_MODE: 'simulator' }, /CCAVENUE_MODE/],
    [{ ...liveGateway, CCAVENUE_WORKING_KEY: '' }, /CCAVENUE_WORKING_KEY/],
    [{ ...liveGateway, PUBLIC_URL: '' }, /PUBLIC_URL/],
  ])('refuses %j', (change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it('reads test numbers outside production', () => {
    const config = loadConfig({ OTP_TEST_NUMBERS: '9999999999:123456,8888888888:654321' });
    expect(config.otp.testNumbers.get('8888888888')).toBe('654321');
    expect(config.otp.provider).toBe('console');
  });
});

describe('picture uploads in a bucket', () => {
  it('are off unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('need the public address with the bucket', () => {
    expect(() => loadConfig({ S3_BUCKET: 'pictures' })).toThrow(/S3_PUBLIC_URL/);
    expect(() =>
      loadConfig({ S3_BUCKET: 'pictures', S3_PUBLIC_URL: 'https://cdn.example.com' }),
    ).not.toThrow();
  });

  it('read region, endpoint and public address', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'pictures',
        S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
        S3_PUBLIC_URL: 'https://cdn.example.com/shop/',
      }).s3,
    ).toEqual({
      bucket: 'pictures',
      region: 'auto',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      publicUrl: 'https://cdn.example.com/shop',
    });
    expect(
      loadConfig({ S3_BUCKET: 'b', S3_REGION: 'ap-south-1', S3_PUBLIC_URL: 'https://b.example' }).s3
        ?.region,
    ).toBe('ap-south-1');
  });
});
