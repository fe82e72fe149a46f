import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/log-capture';
import { twoFactorSender } from './sms';

/** A local stand-in for 2Factor's HTTP API, answering as its documentation describes. */
let standIn: FastifyInstance;
let baseUrl: string;
const received: string[] = [];
const texts: Record<string, string>[] = [];

beforeAll(async () => {
  standIn = Fastify();
  standIn.get('/API/V1/:key/SMS/:phone/:otp/*', async (req, reply) => {
    received.push(req.url);
    const { key } = req.params as { key: string };
    if (key !== 'good-key')
      return reply.status(200).send({ Status: 'Error', Details: 'Invalid API Key' });
    return { Status: 'Success', Details: 'c7a1a7bc-5a8f-11ef-8b1f-0200cd936042' };
  });
  standIn.get('/API/V1/:key/SMS/:phone/:otp', async (req) => {
    received.push(req.url);
    return { Status: 'Success', Details: 'session' };
  });
  standIn.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  standIn.post('/API/R1/', async (req) => {
    const form = req.body as Record<string, string>;
    texts.push(form);
    if (form.apikey !== 'good-key') return { Status: 'Error', Details: 'Invalid API Key' };
    return { Status: 'Success', Details: '5f3c2b1a' };
  });
  baseUrl = await standIn.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => standIn.close());

describe('2Factor one-time codes', () => {
  it('sends the code with the +91 number and the template through the documented call', async () => {
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: 'GroFreshOTP',
      senderId: undefined,
      baseUrl,
    });
    await sender.sendOtp('9876543210', '042917');
    expect(received.at(-1)).toBe('/API/V1/good-key/SMS/919876543210/042917/GroFreshOTP');
  });

  it('works without a template', async () => {
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: undefined,
      senderId: undefined,
      baseUrl: `${baseUrl}/`,
    });
    await sender.sendOtp('9876543210', '111111');
    expect(received.at(-1)).toBe('/API/V1/good-key/SMS/919876543210/111111');
  });

  it("fails with the provider's reason when it refuses", async () => {
    const sender = twoFactorSender({
      apiKey: 'bad-key',
      template: 'T',
      senderId: undefined,
      baseUrl,
    });
    await expect(sender.sendOtp('9876543210', '123456')).rejects.toThrow(/Invalid API Key/);
  });

  it('fails when the provider cannot be reached', async () => {
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: undefined,
      senderId: undefined,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(sender.sendOtp('9876543210', '123456')).rejects.toThrow();
  });
});

describe('2Factor transactional messages', () => {
  it('posts the text with the sender id and the +91 number as the TRANS_SMS module', async () => {
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: undefined,
      senderId: 'GROFSH',
      baseUrl,
    });
    await sender.sendText('9876543210', 'Your order ORD-1 is on its way.');
    expect(texts.at(-1)).toEqual({
      module: 'TRANS_SMS',
      apikey: 'good-key',
      to: '919876543210',
      from: 'GROFSH',
      msg: 'Your order ORD-1 is on its way.',
    });
  });

  it("fails with the provider's reason, so the job tries again later", async () => {
    const sender = twoFactorSender({
      apiKey: 'bad-key',
      template: undefined,
      senderId: 'GROFSH',
      baseUrl,
    });
    await expect(sender.sendText('9876543210', 'Hello')).rejects.toThrow(/Invalid API Key/);
  });

  it('sends nothing and warns when no sender id is set', async () => {
    const warnings: object[] = [];
    const log = {
      info: () => undefined,
      warn: (obj: object) => void warnings.push(obj),
      error: () => undefined,
    };
    const before = texts.length;
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: undefined,
      senderId: undefined,
      baseUrl,
      log,
    });
    await sender.sendText('9876543210', 'Hello');
    expect(texts).toHaveLength(before);
    expect(warnings).toEqual([{ phone: '9876543210' }]);
  });
});

describe('a failing SMS provider', () => {
  const sender = (apiKey: string, base: string, log: ReturnType<typeof captureLog>['log']) =>
    twoFactorSender({
      apiKey,
      template: 'GroFreshOTP',
      senderId: 'GROFSH',
      baseUrl: base,
      timeoutMs: 2000,
      log,
    });

  it('is logged with the provider, the operation and the HTTP status, never the key or the code', async () => {
    const { log, lines } = captureLog();
    await expect(sender('bad-key', baseUrl, log).sendOtp('9876543210', '424242')).rejects.toThrow(
      /Invalid API Key/,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'SMS provider call failed',
      provider: '2factor',
      operation: 'send-otp',
      status: 200,
      phone: '******3210',
      err: { type: 'ProviderError', message: expect.stringContaining('Invalid API Key') },
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('bad-key');
    expect(text).not.toContain('424242');
  });

  it('is logged with the network error as the cause when it cannot be reached', async () => {
    const { log, lines } = captureLog();
    // A port that was just free: nothing listens there.
    const closed = Fastify();
    const vacated = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    await expect(sender('secret-key', vacated, log).sendText('9876543210', 'Hi')).rejects.toThrow(
      /could not be reached/,
    );
    expect(lines[0]).toMatchObject({
      provider: '2factor',
      operation: 'send-text',
      network: 'ECONNREFUSED',
      err: {
        type: 'ProviderError',
        // pino's err serializer joins the cause chain: ours, fetch's, the socket's.
        message: expect.stringMatching(/could not be reached: fetch failed: .*ECONNREFUSED/),
        stack: expect.stringContaining('caused by: TypeError: fetch failed'),
      },
    });
    expect(JSON.stringify(lines)).not.toContain('secret-key');
  });

  it('keeps the key and the code out of a network error that quotes the URL', async () => {
    const { log, lines } = captureLog();
    const quoting = async (url: string | URL | Request) => {
      throw new TypeError(`Failed to parse URL from ${String(url)}`);
    };
    const failing = twoFactorSender({
      apiKey: 'k3y',
      template: undefined,
      senderId: undefined,
      baseUrl,
      fetch: quoting as typeof fetch,
      log,
    });
    await expect(failing.sendOtp('9876543210', '135790')).rejects.toThrow();
    const text = JSON.stringify(lines);
    expect(text).toContain('Failed to parse URL');
    expect(text).not.toContain('k3y');
    expect(text).not.toContain('135790');
  });
});
