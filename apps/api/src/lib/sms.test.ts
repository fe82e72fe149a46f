import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSender } from './sms';

/** A local stand-in for 2Factor's HTTP API, answering as its documentation describes. */
let standIn: FastifyInstance;
let baseUrl: string;
const received: string[] = [];

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
  baseUrl = await standIn.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => standIn.close());

describe('2Factor SMS adapter', () => {
  it('sends the code with the +91 number and the template through the documented call', async () => {
    const sender = twoFactorSender({ apiKey: 'good-key', template: 'GroFreshOTP', baseUrl });
    await sender.send('9876543210', '042917');
    expect(received.at(-1)).toBe('/API/V1/good-key/SMS/919876543210/042917/GroFreshOTP');
  });

  it('works without a template', async () => {
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: undefined,
      baseUrl: `${baseUrl}/`,
    });
    await sender.send('9876543210', '111111');
    expect(received.at(-1)).toBe('/API/V1/good-key/SMS/919876543210/111111');
  });

  it("fails with the provider's reason when it refuses", async () => {
    const sender = twoFactorSender({ apiKey: 'bad-key', template: 'T', baseUrl });
    await expect(sender.send('9876543210', '123456')).rejects.toThrow(/Invalid API Key/);
  });

  it('fails when the provider cannot be reached', async () => {
    const sender = twoFactorSender({
      apiKey: 'good-key',
      template: undefined,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(sender.send('9876543210', '123456')).rejects.toThrow();
  });
});
