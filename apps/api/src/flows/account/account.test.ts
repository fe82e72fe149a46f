import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userMessages as says } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { addresses } from '../../modules/addresses/addresses.table';
import { otpSessions } from '../../modules/auth/auth.table';
import { complaints } from '../../modules/complaints/complaints.table';
import { orderLines, orders } from '../../modules/orders/orders.table';
import { paymentAttempts } from '../../modules/payments/payments.table';
import { subscriptions } from '../../modules/subscriptions/subscriptions.table';
import { setRole } from '../../modules/users/users.service';
import { users } from '../../modules/users/users.table';
import { ERASED_COMPLAINT_TEXT } from '../../modules/complaints/complaints.erase';

// Monday 23 Nov 2026, 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);

interface Shopper {
  phone: string;
  userId: string;
  headers: { authorization: string };
}
let number = 9730000000;
let network = 0;
/** Every code goes out from its own client address, so the per-address limit never bites. */
const nextAddress = () => `10.7.${Math.floor(network / 200)}.${(network++ % 200) + 1}`;
const freshPhone = () => String(number++);
async function shopper(phone = freshPhone()): Promise<Shopper> {
  return { phone, ...(await signInAs(app, sender, phone, nextAddress())) };
}
async function staffMember(): Promise<Shopper> {
  const who = await shopper();
  await setRole(database.db, who.phone, 'staff');
  return who;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  headers: { authorization: string },
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const getUser = (id: string, who: Shopper) => call('GET', `/user/getById/${id}`, who.headers);
const update = (id: string, who: Shopper, payload: object) =>
  call('PUT', `/user/update/${id}`, who.headers, payload);
const remove = (id: string, who: Shopper) => call('DELETE', `/user/delete/${id}`, who.headers);

/** A code session for this number, verified as the shopper's phone would. */
async function verifiedSession(phone: string): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phoneNumber: phone },
    remoteAddress: nextAddress(),
  });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.body}`);
  const sessionId = sent.json().session_id as string;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { session_id: sessionId, otp: sender.lastCodeFor(phone) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  return sessionId;
}

const userRow = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A milk subscription of this shopper in the given status, written straight to its table. */
const subscriptionOf = (who: Shopper, status: 'ACTIVE' | 'INACTIVE' | 'PENDING' | 'CANCELLED') =>
  database.db
    .insert(subscriptions)
    .values({
      userId: who.userId,
      productName: 'MILK',
      status,
      type: 'DAILY',
      address: {
        _id: randomUUID(),
        type: 'HOME',
        flat: '12 Lake Road',
        floor: '',
        locality: 'Indiranagar',
        landmark: '',
        city: 'Bengaluru',
        zip: '',
        name: 'Asha Rao',
        phone: who.phone,
      },
      quantity: 'HALF_LITRE',
      pricePaise: 3000,
      startDate: '2026-11-24',
      endDate: '2026-11-30',
      deliveryDays: 7,
      amountDuePaise: 21000,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning()
    .then((rows) => rows[0]!);

describe('GET /api/user/getById/:id', () => {
  it('answers the shopper’s own account', async () => {
    const asha = await shopper();
    const res = await getUser(asha.userId, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        _id: asha.userId,
        phone: asha.phone,
        name: null,
        email: null,
        role: 'customer',
        createdAt: expect.any(String),
      },
    });
  });

  it('answers 404 for another shopper’s id, or an id that is no id, as if it did not exist', async () => {
    const asha = await shopper();
    const hari = await shopper();
    for (const id of [hari.userId, 'nope', randomUUID()]) {
      const res = await getUser(id, asha);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: says.notFound,
        code: 'NOT_FOUND',
        requestId: expect.any(String),
      });
    }
  });

  it('needs a token', async () => {
    const asha = await shopper();
    const res = await app.inject({ method: 'GET', url: `/api/user/getById/${asha.userId}` });
    expect(res.statusCode).toBe(401);
  });

  it('lets staff read anyone, but never change or delete them', async () => {
    const staff = await staffMember();
    const hari = await shopper();
    const read = await getUser(hari.userId, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json().user.phone).toBe(hari.phone);

    expect((await update(hari.userId, staff, { name: 'Someone' })).statusCode).toBe(404);
    expect((await remove(hari.userId, staff)).statusCode).toBe(404);
    const row = await userRow(hari.userId);
    expect(row.name).toBeNull();
    expect(row.deletedAt).toBeNull();
  });
});

describe('PUT /api/user/update/:id: name and email', () => {
  it('saves a trimmed name and email, and an empty email clears it', async () => {
    const asha = await shopper();
    const res = await update(asha.userId, asha, {
      name: '  Asha Rao ',
      email: ' asha@example.com ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({
        _id: asha.userId,
        phone: asha.phone,
        name: 'Asha Rao',
        email: 'asha@example.com',
      }),
    });
    expect(res.json().token).toBeUndefined();
    expect((await getUser(asha.userId, asha)).json().user.name).toBe('Asha Rao');

    const cleared = await update(asha.userId, asha, { email: '' });
    expect(cleared.json().user).toMatchObject({ name: 'Asha Rao', email: null });
    // The token of an edit that kept the number still works.
    expect((await getUser(asha.userId, asha)).statusCode).toBe(200);
  });

  it.each([
    [{ name: '   ' }, says.nameRequired],
    [{ name: 'x'.repeat(101) }, says.nameLong],
    [{ email: 'asha@' }, says.emailInvalid],
    [{ email: 'not an email' }, says.emailInvalid],
    [{ phone: '9876543210' }, says.codeRequired],
  ])('refuses %j with a message per field', async (payload, message) => {
    const asha = await shopper();
    const res = await update(asha.userId, asha, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details.fields[0].message).toBe(message);
    const row = await userRow(asha.userId);
    expect(row.name).toBeNull();
    expect(row.email).toBeNull();
  });

  it('answers 404 for another shopper’s id and changes nothing', async () => {
    const asha = await shopper();
    const hari = await shopper();
    const res = await update(hari.userId, asha, { name: 'Mallory' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(says.notFound);
    expect((await userRow(hari.userId)).name).toBeNull();
  });
});

describe('PUT /api/user/update/:id: a new number', () => {
  it('needs a code verified for the new number, then ends every older token', async () => {
    const asha = await shopper();
    clock.advance(31_000); // one code per number every 30 s
    const laptop = await shopper(asha.phone);
    expect(laptop.userId).toBe(asha.userId);

    const newPhone = freshPhone();
    const sessionId = await verifiedSession(newPhone);
    const res = await update(asha.userId, asha, { phone: newPhone, session_id: sessionId });
    expect(res.statusCode).toBe(200);
    const { user, token } = res.json();
    expect(user).toMatchObject({ _id: asha.userId, phone: newPhone });
    expect(token).toEqual(expect.any(String));

    // Every token from before the change ends at once, on every device.
    for (const old of [asha, laptop]) {
      const refused = await getUser(asha.userId, old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({
        message: says.sessionEnded,
        code: 'UNAUTHENTICATED',
        requestId: expect.any(String),
      });
    }
    const fresh = await call('GET', `/user/getById/${asha.userId}`, bearer(token));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.phone).toBe(newPhone);
    expect((await call('GET', '/addresses', bearer(token))).statusCode).toBe(200);

    // The code is used up.
    const again = await call('PUT', `/user/update/${asha.userId}`, bearer(token), {
      phone: freshPhone(),
      session_id: sessionId,
    });
    expect(again.statusCode).toBe(400);

    // The new number signs in to the same account; the old one is free for a new account.
    clock.advance(31_000);
    expect((await shopper(newPhone)).userId).toBe(asha.userId);
    expect((await shopper(asha.phone)).userId).not.toBe(asha.userId);
  });

  it('refuses a code that was sent but not verified, or verified for another number, without signing out', async () => {
    const asha = await shopper();
    const newPhone = freshPhone();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { phoneNumber: newPhone },
      remoteAddress: nextAddress(),
    });
    const unverified = await update(asha.userId, asha, {
      phone: newPhone,
      session_id: sent.json().session_id,
    });
    // 400, not 401: a 401 would sign the shopper out of the device making the change.
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().details.fields[0].field).toBe('body.session_id');

    const elsewhere = await verifiedSession(freshPhone());
    const mismatch = await update(asha.userId, asha, { phone: newPhone, session_id: elsewhere });
    expect(mismatch.statusCode).toBe(400);

    expect((await userRow(asha.userId)).phone).toBe(asha.phone);
    expect((await getUser(asha.userId, asha)).statusCode).toBe(200);
  });

  it('refuses a code verified more than 10 minutes ago', async () => {
    const asha = await shopper();
    const newPhone = freshPhone();
    const sessionId = await verifiedSession(newPhone);
    clock.advance(10 * 60_000 + 1000);
    // Tokens live longer than that: the shopper is still signed in.
    const res = await update(asha.userId, asha, { phone: newPhone, session_id: sessionId });
    expect(res.statusCode).toBe(400);
    expect((await userRow(asha.userId)).phone).toBe(asha.phone);
  });

  it('refuses a number that belongs to another account with 409', async () => {
    const asha = await shopper();
    const hari = await shopper();
    clock.advance(31_000);
    const sessionId = await verifiedSession(hari.phone);
    const res = await update(asha.userId, asha, { phone: hari.phone, session_id: sessionId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: says.phoneTaken,
      code: 'CONFLICT',
      requestId: expect.any(String),
    });
    expect((await userRow(asha.userId)).phone).toBe(asha.phone);
    expect((await getUser(asha.userId, asha)).statusCode).toBe(200);
  });

  it('refuses the number the shopper already has', async () => {
    const asha = await shopper();
    clock.advance(31_000);
    const sessionId = await verifiedSession(asha.phone);
    const res = await update(asha.userId, asha, { phone: asha.phone, session_id: sessionId });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(says.samePhone);
  });
});

describe('DELETE /api/user/delete/:id', () => {
  it('erases the shopper’s details, keeps orders anonymously and ends every token at once', async () => {
    const asha = await shopper();
    await update(asha.userId, asha, { name: 'Asha Rao', email: 'asha@example.com' });
    const delivered = await kit.place(asha);
    const cancelled = await kit.place(asha);
    await database.db
      .update(orders)
      .set({ status: 'DELIVERED' })
      .where(eq(orders.id, delivered._id));
    await database.db
      .update(orders)
      .set({ status: 'CANCELLED' })
      .where(eq(orders.id, cancelled._id));
    await subscriptionOf(asha, 'CANCELLED');
    const complaint = await app.inject({
      method: 'POST',
      url: '/api/complaint/create',
      headers: asha.headers,
      payload: {
        category: 'DELIVERY',
        subject: 'Late again',
        description: 'Call me on 9876543210, I am Asha at 12 Lake Road.',
      },
    });
    expect(complaint.statusCode).toBe(201);

    const res = await remove(asha.userId, asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: says.deleted });

    // The token stops working on the very next request.
    const after = await getUser(asha.userId, asha);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(says.sessionEnded);
    expect((await call('GET', '/orders/all-user', asha.headers)).statusCode).toBe(401);

    const row = await userRow(asha.userId);
    expect(row.phone).toMatch(/^deleted-[0-9a-f-]{36}$/);
    expect(row.name).toBeNull();
    expect(row.email).toBeNull();
    expect(row.deletedAt).toEqual(clock.now());
    expect(
      await database.db.select().from(addresses).where(eq(addresses.userId, asha.userId)),
    ).toEqual([]);
    expect(
      await database.db.select().from(otpSessions).where(eq(otpSessions.phone, asha.phone)),
    ).toEqual([]);

    // Orders stay for the store's accounts, with their lines and totals but no address.
    const kept = await database.db.select().from(orders).where(eq(orders.userId, asha.userId));
    expect(kept.map((o) => o.id).sort()).toEqual([delivered._id, cancelled._id].sort());
    expect(kept.every((o) => o.address === null)).toBe(true);
    expect(kept.find((o) => o.id === delivered._id)?.totalPaise).toBe(kit.unit);
    const lines = await database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, delivered._id));
    expect(lines).toHaveLength(1);

    const [sub] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, asha.userId));
    expect(sub!.address).toMatchObject({ name: '', phone: '', flat: '', locality: '', city: '' });
    expect(sub!.amountDuePaise).toBe(21000);

    const [kept2] = await database.db
      .select()
      .from(complaints)
      .where(eq(complaints.userId, asha.userId));
    expect(kept2!.description).toBe(ERASED_COMPLAINT_TEXT);
    expect(kept2!.subject).not.toContain('Late');
    expect(kept2!.status).toBe('REJECTED');

    // Staff no longer find the account.
    const staff = await staffMember();
    expect((await getUser(asha.userId, staff)).statusCode).toBe(404);
  });

  it('lets the number sign up again later as a new, empty account', async () => {
    const asha = await shopper();
    await update(asha.userId, asha, { name: 'Asha Rao' });
    await kit
      .place(asha)
      .then((o) =>
        database.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, o._id)),
      );
    expect((await remove(asha.userId, asha)).statusCode).toBe(200);

    clock.advance(31_000);
    const again = await shopper(asha.phone);
    expect(again.userId).not.toBe(asha.userId);
    const profile = (await getUser(again.userId, again)).json().user;
    expect(profile).toMatchObject({ phone: asha.phone, name: null, email: null });
    const mine = await call('GET', '/orders/all-user', again.headers);
    expect(mine.json().orders).toEqual([]);
  });

  it.each(['ACTIVE', 'INACTIVE', 'PENDING'] as const)(
    'is refused while a subscription is %s, erasing nothing',
    async (status) => {
      const asha = await shopper();
      await kit.addressOf(asha);
      await subscriptionOf(asha, status);
      const res = await remove(asha.userId, asha);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: says.subscriptionLive,
        code: 'CONFLICT',
        requestId: expect.any(String),
      });
      expect((await userRow(asha.userId)).phone).toBe(asha.phone);
      expect(
        await database.db.select().from(addresses).where(eq(addresses.userId, asha.userId)),
      ).toHaveLength(1);
      expect((await getUser(asha.userId, asha)).statusCode).toBe(200);
    },
  );

  it('is refused while an order is PENDING or ACCEPTED', async () => {
    const asha = await shopper();
    const order = await kit.place(asha);
    const pending = await remove(asha.userId, asha);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({
      message: says.orderInProgress,
      code: 'CONFLICT',
      requestId: expect.any(String),
    });

    await database.db.update(orders).set({ status: 'ACCEPTED' }).where(eq(orders.id, order._id));
    expect((await remove(asha.userId, asha)).statusCode).toBe(409);

    await database.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, order._id));
    expect((await remove(asha.userId, asha)).statusCode).toBe(200);
  });

  it('is refused while an online payment is still Pending', async () => {
    const asha = await shopper();
    await database.db.insert(paymentAttempts).values({
      orderId: `ORD-${randomUUID()}`,
      orderRef: randomUUID(),
      userId: asha.userId,
      amountPaise: 25000,
      fingerprint: 'test',
      draft: {
        deliveryType: 'PICK_UP',
        subtotalPaise: 25000,
        redeemedCoins: 0,
        earnedCoins: 2,
        totalPaise: 25000,
        address: null,
        pickUpAt: null,
        lines: [],
      },
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const res = await remove(asha.userId, asha);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(says.orderInProgress);
  });

  it('answers 404 for another shopper’s id and deletes nothing', async () => {
    const asha = await shopper();
    const hari = await shopper();
    const res = await remove(hari.userId, asha);
    expect(res.statusCode).toBe(404);
    expect((await userRow(hari.userId)).deletedAt).toBeNull();
    expect((await getUser(hari.userId, hari)).statusCode).toBe(200);
  });

  it('refuses a staff account, which an admin must make a shopper first', async () => {
    const staff = await staffMember();
    const res = await remove(staff.userId, staff);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(says.staffAccount);
  });

  it('deletes once under a double click: the second answers 401', async () => {
    const asha = await shopper();
    const [first, second] = await Promise.all([
      remove(asha.userId, asha),
      remove(asha.userId, asha),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    // The loser either lost the race to authenticate (401) or found the account gone (404).
    expect(codes[0]).toBe(200);
    expect([401, 404]).toContain(codes[1]);
  });
});

describe('the API docs', () => {
  it('describe the three user calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/user/getById/{id}',
        '/api/user/update/{id}',
        '/api/user/delete/{id}',
      ]),
    );
  });
});
