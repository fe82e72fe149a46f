import { randomBytes } from 'node:crypto';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connect, type Database } from '../src/db/database';
import { pinnedClock, type Clock } from '../src/lib/clock';
import type { SmsSender } from '../src/lib/sms';

/** A clock the test moves by hand: expiry and throttling without waiting. */
export class TestClock implements Clock {
  private at: number;
  constructor(start: string) {
    this.at = new Date(start).getTime();
  }
  now = () => new Date(this.at);
  advance(ms: number): void {
    this.at += ms;
  }
}

/** Records the codes and messages the shop "sends", as a phone would receive them. */
export class RecordingSender implements SmsSender {
  readonly sent: { phone: string; code: string }[] = [];
  readonly texts: { phone: string; text: string }[] = [];
  failNext = false;
  async sendOtp(phone: string, code: string) {
    this.failIfAsked();
    this.sent.push({ phone, code });
  }
  async sendText(phone: string, text: string) {
    this.failIfAsked();
    this.texts.push({ phone, text });
  }
  private failIfAsked() {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('SMS gateway down');
    }
  }
  lastCodeFor(phone: string): string {
    const code = this.sent.findLast((s) => s.phone === phone)?.code;
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }
}

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
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    clockAt?: string;
    sms?: SmsSender;
    /** False: the store's settings are not made yet, as on a new production database. */
    storeSetUp?: boolean;
  } = {},
): Promise<TestShop> {
  const database = await createFileDatabase();
  if (options.storeSetUp === false) {
    await database.pool.query('TRUNCATE store_settings, milk_price_options');
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST: '/nonexistent',
    ...options.env,
  });
  const clock = options.clock ?? (options.clockAt ? pinnedClock(options.clockAt) : undefined);
  const app = await buildApp({ config, database, clock, sms: options.sms });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}

/** Signs a number in through the real calls (send, verify, create) and returns its token. */
export async function signInAs(
  app: FastifyInstance,
  sender: RecordingSender,
  phone: string,
  clientAddress = '127.0.0.1',
): Promise<{ token: string; userId: string; headers: { authorization: string } }> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phoneNumber: phone },
    remoteAddress: clientAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const { session_id } = sent.json() as { session_id: string };
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { session_id, otp: sender.lastCodeFor(phone) },
    remoteAddress: clientAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const created = await app.inject({
    method: 'POST',
    url: '/api/user/create',
    payload: { phone, session_id },
  });
  if (created.statusCode !== 200) throw new Error(`user/create: ${created.body}`);
  const { token, userDetails } = created.json() as { token: string; userDetails: { _id: string } };
  return { token, userId: userDetails._id, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A second instance of `shop` on the same database, as behind a load balancer; closed after
 * the file's tests.
 */
export async function secondInstance(shop: TestShop): Promise<FastifyInstance> {
  const database = await connect(shop.database.url);
  const other = await buildApp({ config: shop.config, database });
  await other.ready();
  afterAll(async () => {
    await other.close();
    await database.close();
  });
  return other;
}

/** An answer read off a real socket, shaped like `inject`'s (the body left as sent). */
export interface WireAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawPayload: Buffer;
  body: string;
  json: LightMyRequestResponse['json'];
}

/**
 * GETs from `app` over a real socket (it starts listening on a free port the first time).
 * Kept catalog answers are sent by the front door (web-host/front-door.ts), which only real
 * connections reach: `inject` goes straight to Fastify.
 */
export function overTheWire(app: FastifyInstance) {
  let listening: Promise<string> | undefined;
  return async (url: string, headers: Record<string, string> = {}): Promise<WireAnswer> => {
    const base = await (listening ??= app.listen({ port: 0, host: '127.0.0.1' }));
    return new Promise((resolve, reject) => {
      httpGet(base + url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const body = rawPayload.toString();
          const json = <T>() => JSON.parse(body) as T;
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            rawPayload,
            body,
            json,
          });
        });
      }).on('error', reject);
    });
  };
}
