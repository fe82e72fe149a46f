import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, type Database } from '../src/db/database';
import { pinnedClock, type Clock } from '../src/lib/clock';

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/** A fresh copy of the seeded template database for this test file. */
async function createFileDatabase(): Promise<Database> {
  const adminUrl = inject('adminUrl');
  const templateDb = inject('templateDb');
  const name = `${templateDb.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDb}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return connect(url.toString());
}

/** Builds the shop exactly as the server does, on this file's own database. */
export async function createTestShop(
  options: { env?: Record<string, string>; clock?: Clock; clockAt?: string } = {},
): Promise<TestShop> {
  const database = await createFileDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  const clock = options.clock ?? (options.clockAt ? pinnedClock(options.clockAt) : undefined);
  const app = await buildApp({ config, db: database.db, clock });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}
