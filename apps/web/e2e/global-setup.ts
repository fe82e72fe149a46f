import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { E2E_OTP, E2E_PHONE_SLOTS, e2ePhone } from './accounts';
import { shopDataDir, shopsOf, shopUrl } from './shops';

const apiDir = fileURLToPath(new URL('../../api', import.meta.url));
const testNumbers = Array.from(
  { length: E2E_PHONE_SLOTS },
  (_, i) => `${e2ePhone(i)}:${E2E_OTP}`,
).join(',');
const storeDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
const storeToday = storeDate(0);

/**
 * Every worker slot's shops (shops.ts), for as many slots as the run has workers (`--workers`
 * included), all started at once: a slot's main shop beside its milk shop, whose afternoon
 * twin starts once it answers (it adopts that shop's embedded server). Playwright runs the
 * returned function after the last test: each shop's process group (its embedded PostgreSQL
 * with it) is killed, as Playwright's own web servers are.
 */
export default async function startShops(config: FullConfig) {
  const running: ChildProcess[] = [];
  const stop = async () => {
    for (const shop of running) killGroup(shop);
  };
  try {
    await Promise.all(
      Array.from({ length: config.workers }, async (_, slot) => {
        const { main, milk, milkLate, milkNextDay } = shopsOf(slot);
        await Promise.all([
          startShop(running, main, main, {}),
          // The milk journeys need the 10 AM – 3 PM window open whenever CI runs, then the run
          // that is made after it closes, then its morning: three shops on one database, whose
          // clocks start at 11:00 and at 15:30 today and at 07:00 tomorrow, store time. The
          // later two's ticks are off: the milk journey makes tomorrow's run from the console,
          // after the pauses, and a rider delivers it the next morning.
          startShop(running, milk, milk, { CLOCK_NOW: `${storeToday}T11:00:00+05:30` }).then(() =>
            Promise.all(
              (
                [
                  [milkLate, `${storeToday}T15:30:00+05:30`],
                  [milkNextDay, `${storeDate(1)}T07:00:00+05:30`],
                ] as const
              ).map(([port, now]) =>
                startShop(running, port, milk, { CLOCK_NOW: now, JOB_SCHEDULES: 'false' }, false),
              ),
            ),
          ),
        ]);
      }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/**
 * A journey shop on `port`: API + built web app (`npm start` without its build) on the embedded
 * database of the shop first started on `dataPort`, its folder emptied first when `fresh`.
 */
async function startShop(
  running: ChildProcess[],
  port: number,
  dataPort: number,
  extraEnv: Record<string, string>,
  fresh = true,
) {
  const folder = shopDataDir(dataPort);
  if (fresh) rmSync(folder, { recursive: true, force: true });
  const shop = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    // Its own process group, so that stopping it stops its embedded PostgreSQL too.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: folder,
      LOG_LEVEL: 'warn',
      OTP_TEST_NUMBERS: testNumbers,
      // Every journey comes from 127.0.0.1; the per-address ceiling is tested in the API suite.
      RATE_LIMIT_PER_MINUTE: '100000',
      // Started as `npm start` starts (no NODE_ENV), so the stand-ins are asked for by hand
      // (README, Configuration): the gateway's, which payments.spec.ts pays through, and with
      // it CLOCK_NOW for the milk shops.
      CCAVENUE_MODE: 'simulator',
      ...extraEnv,
    },
  });
  running.push(shop);
  shop.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[shop ${port}] ${chunk}`));
  const url = `${shopUrl(port)}/api/health`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (shop.exitCode !== null || shop.signalCode !== null)
      throw new Error(
        `The journey shop on port ${port} stopped (${shop.exitCode ?? shop.signalCode})`,
      );
    const up = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The journey shop on port ${port} did not answer ${url} in 120 s`);
}

function killGroup(shop: ChildProcess) {
  try {
    process.kill(-shop.pid!, 'SIGKILL');
  } catch {
    // Gone already.
  }
}
