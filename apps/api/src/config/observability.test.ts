import { describe, expect, it } from 'vitest';
import { loadConfig } from './';
import { prettyLogs } from '../lib/logger';

describe('METRICS_PORT and METRICS_HOST', () => {
  it('serve metrics on 9464 at 127.0.0.1 unless told, and not under NODE_ENV=test', () => {
    expect(loadConfig({}).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '0' }).metrics?.port).toBe(0);
  });

  it('take a port, `off`, and a host to open it wider', () => {
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9100,
      host: '0.0.0.0',
    });
    expect(loadConfig({ METRICS_PORT: 'off' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metrics?.port).toBe(9464);
    for (const bad of ['70000', 'on', '-1', '1.5']) {
      expect(() => loadConfig({ METRICS_PORT: bad })).toThrow(/METRICS_PORT/);
    }
  });
});

describe('LOG_FORMAT', () => {
  it('writes JSON in production and off a terminal, readable lines on a developer’s terminal', () => {
    const { logFormat } = loadConfig({});
    const auto = (env: 'development' | 'production', terminal: boolean) =>
      prettyLogs({ env, logFormat }, terminal);
    expect(auto('development', true)).toBe(true);
    expect(auto('development', false)).toBe(false);
    expect(auto('production', true)).toBe(false);
  });

  it('decides instead when set', () => {
    const { logFormat } = loadConfig({ LOG_FORMAT: 'pretty' });
    expect(prettyLogs({ env: 'production', logFormat }, false)).toBe(true);
    expect(
      prettyLogs(
        { env: 'development', logFormat: loadConfig({ LOG_FORMAT: 'json' }).logFormat },
        true,
      ),
    ).toBe(false);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
