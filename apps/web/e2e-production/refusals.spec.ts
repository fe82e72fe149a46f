import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { apiDir, childEnv, productionEnv } from './production-shop';

/**
 * A production start that is missing what production needs stops at once, non-zero, and says
 * what is wrong (each variable's rules are in apps/api/src/config.test.ts; here, the real
 * process a store owner would start).
 */
function start(change: Record<string, string | undefined>) {
  const env = { ...productionEnv(), PORT: '0', METRICS_PORT: '0' } as Record<string, string>;
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    // A start that does not stop by itself is the failure this test looks for.
    const stop = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(stop);
      resolve({ code, output });
    });
  });
}

test('without DATABASE_URL the production start refuses the embedded database', async () => {
  const { code, output } = await start({ DATABASE_URL: undefined });
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(output).toContain('DATABASE_URL: is required in production');
});

test('test numbers and a missing secret are refused together, in one message', async () => {
  const { code, output } = await start({
    OTP_TEST_NUMBERS: '9999999999:123456',
    JWT_SECRET: undefined,
  });
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  expect(output).toContain('Invalid configuration');
  expect(output).toContain('OTP_TEST_NUMBERS: test numbers are refused in production');
  expect(output).toContain('JWT_SECRET: is required in production');
});
