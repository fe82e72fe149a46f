import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { subscriptionMessages as says } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { staffActivity } from '../../modules/activity/activity.table';
import { setRole } from '../../modules/users/users.service';

// Monday 23 Nov 2026, 11:00 in Bengaluru: inside the shoppers' window.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

interface Person {
  userId: string;
  phone: string;
  headers: { authorization: string };
}
let number = 9710000000;
const person = async (): Promise<Person> => {
  const phone = String(number++);
  return { ...(await signInAs(app, sender, phone, `10.2.0.${number % 250}`)), phone };
};
const staff = await person();
await setRole(database.db, staff.phone, 'staff');

const STORE = { lat: 12.9719, lon: 77.6412 };
/** A shopper with a saved address in `locality` and a pending subscription. */
async function subscriber(locality: string, plan: object = {}) {
  const who = await person();
  const address = await app.inject({
    method: 'POST',
    url: '/api/addresses/create',
    headers: who.headers,
    payload: { type: 'HOME', flat: '4 Temple Street', locality, name: 'Meera' },
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscription/create',
    headers: who.headers,
    payload: {
      productName: 'MILK',
      type: 'DAILY',
      address: address.json().address._id,
      quantity: 'ONE_LITRE',
      endDate: '2026-11-30',
      ...STORE,
      ...plan,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.body}`);
  clock.advance(60_000); // each a minute apart, so "newest first" is plain to see
  return { ...who, subscription: res.json().subscription as { _id: string } };
}

const get = (url: string, who: Person = staff) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });
const change = (id: string, payload: object, who: Person = staff) =>
  app.inject({ method: 'PUT', url: `/api/ops/subscriptions/${id}`, headers: who.headers, payload });
const recordsOf = (id: string) =>
  database.db.select().from(staffActivity).where(eq(staffActivity.subjectId, id));

const asha = await subscriber('Indiranagar');
const bala = await subscriber('Koramangala 5th Block', {
  type: 'CUSTOM',
  includedDates: ['2026-11-25', '2026-11-26'],
  endDate: '2026-11-26',
});
const chitra = await subscriber('HSR Layout');

describe('the console’s subscription calls', () => {
  it('are for staff only: 401 without a token, 403 for a shopper', async () => {
    const id = asha.subscription._id;
    expect((await app.inject({ method: 'GET', url: '/api/subscription/all' })).statusCode).toBe(
      401,
    );
    expect((await get('/subscription/all', asha)).statusCode).toBe(403);
    expect((await change(id, { status: 'ACTIVE' }, asha)).statusCode).toBe(403);
    expect((await change(id, { paid: true }, asha)).statusCode).toBe(403);
  });

  it('lists newest first with the shopper, filtered by status, type, payment and a search', async () => {
    const ids = async (query: string) =>
      ((await get(`/subscription/all${query}`)).json().subscriptions as { _id: string }[]).map(
        (s) => s._id,
      );
    const all = (await get('/subscription/all')).json();
    expect(all.subscriptions[0]).toMatchObject({
      _id: chitra.subscription._id,
      customer: { _id: chitra.userId, phone: chitra.phone },
      status: 'PENDING',
    });
    expect(await ids('?status=PENDING&paid=false')).toEqual(
      [chitra, bala, asha].map((s) => s.subscription._id),
    );
    expect(await ids('?type=CUSTOM')).toEqual([bala.subscription._id]);
    expect(await ids(`?q=${asha.phone.slice(-4)}`)).toEqual([asha.subscription._id]);
    expect(await ids('?q=koramangala')).toEqual([bala.subscription._id]);
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?status=ACTIVE&paid=true')).toEqual([]);
    expect((await get('/subscription/all?paid=maybe')).statusCode).toBe(400);

    const first = (await get('/subscription/all?limit=2')).json();
    expect(first.subscriptions).toHaveLength(2);
    const rest = (await get(`/subscription/all?limit=2&cursor=${first.nextCursor}`)).json();
    expect(rest.subscriptions.map((s: { _id: string }) => s._id)).toEqual([asha.subscription._id]);
    expect(rest.nextCursor).toBeNull();
  });

  it('confirms a payment once, keeping the subscription pending', async () => {
    const id = chitra.subscription._id;
    const res = await change(id, { paid: true });
    expect(res.json()).toMatchObject({
      message: says.paid,
      subscription: { status: 'PENDING', paidAt: clock.now().toISOString() },
    });
    clock.advance(60_000);
    const again = await change(id, { paid: true });
    expect(again.json().subscription.paidAt).toBe(res.json().subscription.paidAt);
    const records = await recordsOf(id);
    expect(records.map((r) => r.action)).toEqual(['subscription.paid']);
    expect(
      (await get('/subscription/all?paid=true'))
        .json()
        .subscriptions.map((s: { _id: string }) => s._id),
    ).toEqual([id]);
  });

  it('approves outside the window, once under a double click: one record and one text', async () => {
    clock.advance(9 * 3_600_000); // past 20:00, long after the shoppers' window
    const id = asha.subscription._id;
    const [a, b] = await Promise.all([
      change(id, { status: 'ACTIVE' }),
      change(id, { status: 'ACTIVE' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const approved = [a, b].find((r) => r.json().message === says.approved)!;
    expect(approved.json().subscription).toMatchObject({
      status: 'ACTIVE',
      paidAt: clock.now().toISOString(),
    });
    const records = await recordsOf(id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'subscription.approved',
      actorId: staff.userId,
      subjectType: 'subscription',
      before: { status: 'PENDING', paidAt: null },
      after: { status: 'ACTIVE', paidAt: clock.now().toISOString() },
    });
    const text =
      'GroFresh: your milk subscription is approved. Milk from 24 Nov 2026 to 30 Nov 2026.';
    await vi.waitFor(() => expect(sender.texts).toContainEqual({ phone: asha.phone, text }), {
      timeout: 10_000,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(sender.texts.filter((t) => t.phone === asha.phone)).toHaveLength(1);
    clock.advance(-9 * 3_600_000);
  });

  it('pauses, resumes and cancels, each with its own record', async () => {
    const id = asha.subscription._id;
    expect((await change(id, { status: 'INACTIVE' })).json().message).toBe(says.paused);
    expect((await change(id, { status: 'ACTIVE' })).json().message).toBe(says.resumed);
    const cancelled = await change(id, { status: 'CANCELLED' });
    // Paid and cancelled before its first run: every day of the bill comes back as Grocoins.
    expect(cancelled.json()).toMatchObject({
      message: 'Subscription cancelled. 7 paid days given back as 434 Grocoins.',
      subscription: { status: 'CANCELLED' },
    });
    const actions = (await recordsOf(id)).map((r) => r.action).sort();
    expect(actions).toEqual([
      'subscription.approved',
      'subscription.cancelled',
      'subscription.paused',
      'subscription.resumed',
    ]);
    const refused = await change(id, { status: 'ACTIVE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A cancelled subscription can’t be made active.');
  });

  it('refuses to pause a Custom one and answers 404 for an unknown id', async () => {
    const id = bala.subscription._id;
    expect((await change(id, { status: 'ACTIVE' })).json().subscription.status).toBe('ACTIVE');
    const refused = await change(id, { status: 'INACTIVE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(says.pauseDailyOnly);
    expect((await change('00000000-0000-4000-8000-000000000000', { paid: true })).statusCode).toBe(
      404,
    );
    expect((await change('nope', { paid: true })).statusCode).toBe(404);
    expect((await change(id, {})).statusCode).toBe(400);
  });
});
