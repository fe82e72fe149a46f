import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import pg from 'pg';
import { fakeGateway, fakeTwoFactor } from './fakes';
import {
  ADMIN_DATABASE_URL,
  apiDir,
  childEnv,
  PORTS,
  productionEnv,
  resultsDir,
  RUN,
  SHOP_URL,
} from './production-shop';

async function onAdminDatabase(statement: string) {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the shop with the production environment and waits until it answers. */
async function startShop(): Promise<ChildProcess> {
  const env = productionEnv();
  mkdirSync(env.DATA_DIR!, { recursive: true });
  const log = createWriteStream(RUN.logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${SHOP_URL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  await exited(child);
  throw new Error(`The production shop did not start:\n${readFileSync(RUN.logFile, 'utf8')}`);
}

/**
 * One production shop for the whole run, on a database made for it (dropped at the end),
 * with the fake SMS provider and gateway beside it. Playwright runs the returned function
 * after the last test.
 */
export default async function globalSetup() {
  mkdirSync(resultsDir, { recursive: true });
  await onAdminDatabase(`CREATE DATABASE "${RUN.database}"`);
  const servers: Server[] = [];
  let shop: ChildProcess | undefined;
  const teardown = async () => {
    if (shop) {
      // The graceful stop a container gets (docker stop), then the database goes.
      shop.kill('SIGTERM');
      const stopped = exited(shop);
      const late = setTimeout(() => shop?.kill('SIGKILL'), 30_000);
      await stopped;
      clearTimeout(late);
    }
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await onAdminDatabase(`DROP DATABASE IF EXISTS "${RUN.database}" WITH (FORCE)`);
    rmSync(productionEnv().DATA_DIR!, { recursive: true, force: true });
  };
  try {
    servers.push(await fakeTwoFactor(PORTS.sms, RUN.smsKey), await fakeGateway(PORTS.gateway));
    shop = await startShop();
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
