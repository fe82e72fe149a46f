import { describe, expect, it } from 'vitest';
import { loadConfig } from './';

const CLOCK_NOW = '2026-11-23T11:00:00+05:30';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal:5432/grofresh',
  JWT_SECRET: 'x'.repeat(40),
  OTP_PROVIDER: '2factor',
  TWOFACTOR_API_KEY: 'key',
};

describe('the gateway stand-in and a pinned clock, only where asked for', () => {
  it('with nothing set: card payment is off, and the start says how to turn it on or try it', () => {
    const config = loadConfig({});
    expect(config.ccavenue.mode).toBe('off');
    expect(config.cardPaymentNote?.level).toBe('info');
    expect(config.cardPaymentNote?.text).toMatch(
      /^Card payment is off: CCAVENUE_MODE=test or live/,
    );
    expect(config.cardPaymentNote?.text).toContain(
      "To try it on the gateway's stand-in (no money moves), start with NODE_ENV=development",
    );
  });

  it('with nothing set, refuses CLOCK_NOW and says how to allow it', () => {
    expect(() => loadConfig({ CLOCK_NOW })).toThrow(
      /CLOCK_NOW: pins the clock, for demos and development only: start with NODE_ENV=development too/,
    );
  });

  it.each(['development', 'test'])(
    'serves the stand-in and takes CLOCK_NOW under NODE_ENV=%s',
    (NODE_ENV) => {
      const config = loadConfig({ NODE_ENV, CLOCK_NOW });
      expect(config.ccavenue.mode).toBe('simulator');
      expect(config.clockNow).toBe(CLOCK_NOW);
      expect(config.cardPaymentNote?.level).toBe('info');
    },
  );

  it('serves the stand-in when CCAVENUE_MODE=simulator is set by hand, CLOCK_NOW too, with a warning', () => {
    const config = loadConfig({ CCAVENUE_MODE: 'simulator', CLOCK_NOW });
    expect(config.ccavenue.mode).toBe('simulator');
    expect(config.clockNow).toBe(CLOCK_NOW);
    expect(config.cardPaymentNote?.level).toBe('warn');
    expect(config.cardPaymentNote?.text).toContain('never on a real shop');
  });

  it('takes the real gateway with nothing else set when configured', () => {
    const config = loadConfig({
      CCAVENUE_MODE: 'test',
      CCAVENUE_MERCHANT_ID: '12345',
      CCAVENUE_ACCESS_CODE: 'AVAB00AA00AA00AAAA',
      CCAVENUE_WORKING_KEY: 'A'.repeat(32),
    });
    expect(config.ccavenue).toMatchObject({ mode: 'test', merchantId: '12345' });
    expect(config.cardPaymentNote).toBeUndefined();
    expect(() => loadConfig({ CCAVENUE_MODE: 'test', CLOCK_NOW })).toThrow(/CLOCK_NOW/);
  });

  it('are refused in production as before, whatever else asks for them', () => {
    expect(loadConfig(production).ccavenue.mode).toBe('off');
    expect(loadConfig(production).cardPaymentNote?.text).not.toContain('stand-in');
    expect(() => loadConfig({ ...production, CCAVENUE_MODE: 'simulator' })).toThrow(
      /CCAVENUE_MODE: the gateway stand-in is refused in production/,
    );
    expect(() => loadConfig({ ...production, CLOCK_NOW })).toThrow(
      /CLOCK_NOW: pins the clock and is refused in production/,
    );
  });
});
