import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './';
import { DEVELOPMENT_JWT_SECRET, KEPT_SECRET_FILE } from './secret';
import { createCardGateway, httpsTransport } from '../modules/payments/gateway/create-gateway';
import { securityHeaderSettings } from '../plugins/security-headers';

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
    expect(
      loadConfig({ NODE_ENV: 'development', CLOCK_NOW: '2026-11-23T11:00:00+05:30' }).clockNow,
    ).toBe('2026-11-23T11:00:00+05:30');
  });
});

describe('production refuses development shortcuts', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://shop@db.internal:5432/grofresh',
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
    [{ DATABASE_URL: '' }, /DATABASE_URL: is required in production/],
    [{ JWT_SECRET: '' }, /JWT_SECRET/],
    [{ TWOFACTOR_API_KEY: '' }, /TWOFACTOR_API_KEY/],
    [{ CCAVENUE_MODE: 'simulator' }, /CCAVENUE_MODE/],
    [{ ...liveGateway, CCAVENUE_WORKING_KEY: '' }, /CCAVENUE_WORKING_KEY/],
    [{ ...liveGateway, PUBLIC_URL: '' }, /PUBLIC_URL/],
  ])('refuses %j', (change, message) => {
    expect(() => loadConfig({ ...production, ...change })).toThrow(message);
  });

  it("reaches the SMS provider and the card gateway through an operator's hosts", async () => {
    const real = loadConfig({ ...production, ...liveGateway });
    expect(real.otp.twoFactor.baseUrl).toBe('https://2factor.in');
    expect(securityHeaderSettings(real).gatewayOrigin).toBe('https://secure.ccavenue.com');

    const config = loadConfig({
      ...production,
      ...liveGateway,
      TWOFACTOR_BASE_URL: 'http://sms-proxy.internal:8080',
      CCAVENUE_PAGE_URL: 'https://pay-proxy.internal/',
      CCAVENUE_API_URL: 'https://pay-api-proxy.internal',
    });
    expect(config.otp.twoFactor.baseUrl).toBe('http://sms-proxy.internal:8080');
    // The payment form goes to the proxy, and the page's policy lets it go there.
    expect(securityHeaderSettings(config).gatewayOrigin).toBe('https://pay-proxy.internal');
    const asked: string[] = [];
    const fakeFetch = async (url: string | URL | Request) => {
      asked.push(String(url));
      return new Response('status=1&enc_response=refused', { status: 200 });
    };
    const gateway = createCardGateway({
      mode: 'live',
      credentials: config.ccavenue,
      transport: httpsTransport('live', {
        timeoutMs: 2000,
        fetch: fakeFetch as typeof fetch,
        apiUrl: config.ccavenue.apiUrl,
      }),
      log: { warn: () => undefined, error: () => undefined },
    });
    expect(gateway.paymentUrl('https://shop.example.in')).toMatch(
      /^https:\/\/pay-proxy\.internal\/transaction\/transaction\.do\?/,
    );
    await gateway.orderStatus('ORD-1').catch(() => undefined);
    expect(asked).toEqual(['https://pay-api-proxy.internal/apis/servlet/DoWebTrans']);
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

describe('TRUST_PROXY: how far X-Forwarded-For is believed', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
  });

  it('refuses "trust everything" and says what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For.*TRUST_PROXY=1.*TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/,
    );
  });

  it.each(['yes', '10.0.0.0/33', '127.0.0.1,', 'proxy.example.com', '-1'])(
    'refuses %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('the token secret', () => {
  const made: string[] = [];
  const dataDir = () => {
    made.push(mkdtempSync(join(tmpdir(), 'grofresh-config-')));
    return made.at(-1)!;
  };
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is the published development secret only when NODE_ENV says development or test', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV, DATA_DIR: dataDir() });
      expect(config.jwtSecret).toBe(DEVELOPMENT_JWT_SECRET);
      expect(config.jwtSecretFrom).toBe('development');
    }
  });

  it('without NODE_ENV is a random secret made once in DATA_DIR, private, and kept', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecretFrom).toBe('DATA_DIR');
    expect(existsSync(join(dir, KEPT_SECRET_FILE))).toBe(false); // loading writes nothing
    expect(first.jwtSecret).not.toBe(DEVELOPMENT_JWT_SECRET);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, KEPT_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('JWT_SECRET wins wherever it is given', () => {
    const secret = 's'.repeat(40);
    expect(loadConfig({ JWT_SECRET: secret, DATA_DIR: dataDir() }).jwtSecret).toBe(secret);
  });

  it('refuses a kept file too short to be a secret', () => {
    const dir = dataDir();
    writeFileSync(join(dir, KEPT_SECRET_FILE), 'short\n');
    expect(() => loadConfig({ DATA_DIR: dir }).jwtSecret).toThrow(/jwt-secret holds no usable/);
  });

  it('is required in production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', OTP_PROVIDER: '2factor', TWOFACTOR_API_KEY: 'k' }),
    ).toThrow(/JWT_SECRET: is required in production/);
  });
});

describe('the demo store', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://shop@db.internal:5432/grofresh',
    JWT_SECRET: 'x'.repeat(40),
    OTP_PROVIDER: '2factor',
    TWOFACTOR_API_KEY: 'key',
  };

  it('is seeded by default outside production only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
  });

  it('is seeded in production only when asked for', () => {
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});
