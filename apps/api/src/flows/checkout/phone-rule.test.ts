import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INVALID_PHONE_MESSAGE, PHONE_DIGITS_MESSAGE } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { setRole } from '../../modules/users/users.service';

/**
 * Mobile numbers are 10 digits starting with 6-9 (docs/product/rules.md#validation), at every input
 * that takes one, with the same message the web app shows (contracts' INVALID_PHONE_MESSAGE).
 */
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

const shopper = await signInAs(app, sender, '9410000001');
const staff = await signInAs(app, sender, '9410000002', '10.9.0.2');
await setRole(database.db, '9410000002', 'staff');

const NOT_MOBILE = '5123456789';

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  headers?: { authorization: string },
) => app.inject({ method, url: `/api${url}`, payload, ...(headers ? { headers } : {}) });

const address = {
  type: 'HOME',
  flat: '12, 2nd Cross',
  locality: 'Indiranagar',
  name: 'Asha',
};

describe('the mobile number rule', () => {
  it.each([
    ['send-otp', () => send('POST', '/auth/send-otp', { phoneNumber: NOT_MOBILE })],
    [
      'user/create',
      () => send('POST', '/user/create', { phone: NOT_MOBILE, session_id: randomUUID() }),
    ],
    [
      'a new number in the profile',
      () =>
        send(
          'PUT',
          `/user/update/${shopper.userId}`,
          { phone: NOT_MOBILE, session_id: randomUUID() },
          shopper.headers,
        ),
    ],
    [
      'an address',
      () => send('POST', '/addresses/create', { ...address, phone: NOT_MOBILE }, shopper.headers),
    ],
    [
      'a table order at the counter',
      () => send('POST', '/table-orders', { phone: NOT_MOBILE, dineInItems: [] }, staff.headers),
    ],
    [
      'a delivery person',
      () =>
        send(
          'PUT',
          `/orders/update/${randomUUID()}`,
          { status: 'ACCEPTED', assignedTo: { name: 'Ravi', phone: NOT_MOBILE } },
          staff.headers,
        ),
    ],
  ])('refuses a number starting with 5 at %s with the one message', async (_input, call) => {
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(INVALID_PHONE_MESSAGE);
  });

  it.each(['0987654321', '1987654321', '2987654321', '3987654321', '4987654321', '5987654321'])(
    'sends no code to %s',
    async (phoneNumber) => {
      const res = await send('POST', '/auth/send-otp', { phoneNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(INVALID_PHONE_MESSAGE);
      expect(sender.sent.some((s) => s.phone === phoneNumber)).toBe(false);
    },
  );

  it.each(['6000000001', '7000000001', '8000000001', '9000000001'])(
    'sends a code to %s',
    async (phoneNumber) => {
      const res = await send('POST', '/auth/send-otp', { phoneNumber });
      expect(res.statusCode).toBe(200);
      expect(sender.lastCodeFor(phoneNumber)).toMatch(/^\d{6}$/);
    },
  );

  it("keeps the product's own words (docs/product/messages.md) for an address number of the wrong length", async () => {
    const short = await send(
      'POST',
      '/addresses/create',
      { ...address, phone: '98100' },
      shopper.headers,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain(PHONE_DIGITS_MESSAGE);
    const none = await send(
      'POST',
      '/addresses/create',
      { ...address, phone: '' },
      shopper.headers,
    );
    expect(none.statusCode).toBe(201);
    const mobile = await send(
      'POST',
      '/addresses/create',
      { ...address, phone: '7012345678' },
      shopper.headers,
    );
    expect(mobile.statusCode).toBe(201);
    expect(mobile.json().address.phone).toBe('7012345678');
  });
});
