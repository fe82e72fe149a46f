import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, TestClock } from '../../../test/harness';
import { CODES_PER_ADDRESS_PER_HOUR } from './auth.service';

const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const testNumbers = Array.from(
  { length: CODES_PER_ADDRESS_PER_HOUR + 5 },
  (_, n) => 9100000000 + n,
);
const { app } = await createTestShop({
  clock,
  sms: sender,
  env: { OTP_TEST_NUMBERS: testNumbers.map((n) => `${n}:123456`).join(',') },
});

const sendFrom = (phone: number, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phoneNumber: String(phone) },
    remoteAddress,
  });

describe('codes asked for from one network', () => {
  it(`stop after ${CODES_PER_ADDRESS_PER_HOUR} texts an hour, and start again an hour later`, async () => {
    const from = '10.44.0.1';
    for (let n = 0; n < CODES_PER_ADDRESS_PER_HOUR; n++) {
      expect((await sendFrom(9200000000 + n, from)).statusCode).toBe(200);
    }
    const refused = await sendFrom(9200000999, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many OTP requests from this network. Please try again later.',
    );
    // Another network is not held back.
    expect((await sendFrom(9200000999, '10.44.0.2')).statusCode).toBe(200);
    clock.advance(60 * 60_000 + 1000);
    expect((await sendFrom(9200000998, from)).statusCode).toBe(200);
  });

  it('do not count test numbers, which send no text (demos and journeys sign many in)', async () => {
    const from = '10.45.0.1';
    for (const phone of testNumbers) {
      expect((await sendFrom(phone, from)).statusCode).toBe(200);
    }
    expect(() => sender.lastCodeFor(String(testNumbers[0]))).toThrow();
  });
});
