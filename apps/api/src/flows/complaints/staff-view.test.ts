import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { complaintMessages as says, COMPLAINT_CREDIT_MAX } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { staffActivity } from '../../modules/activity/activity.table';
import { EVENTS_CHANNEL } from '../../lib/events';
import { coinTransactions } from '../../modules/coins/coins.table';
import { setRole } from '../../modules/users/users.service';
import { complaintMoveRefusal, resolvedNews } from './staff-update';

// Monday 23 Nov 2026, 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);

interface Person {
  userId: string;
  phone: string;
  headers: { authorization: string };
}
let number = 9730000000;
const person = async (): Promise<Person> => {
  const phone = String(number++);
  return { ...(await signInAs(app, sender, phone, `10.4.0.${number % 250}`)), phone };
};
const staff = await person();
await setRole(database.db, staff.phone, 'staff');

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, who: Person | null = staff) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const list = (query = '') => call('GET', `/complaint/all${query}`);
const update = (id: string, payload: object, who: Person | null = staff) =>
  call('PUT', `/complaint/update/${id}`, payload, who);
const REASON = 'Sorry for the trouble';
const credit = (id: string, payload: object, who: Person | null = staff) =>
  call('POST', `/ops/complaints/${id}/credit`, { reason: REASON, ...payload }, who);
const recordsOf = (id: string) =>
  database.db.select().from(staffActivity).where(eq(staffActivity.subjectId, id));

interface Raised {
  _id: string;
  subject: string;
  createdAt: string;
}
/** A complaint raised through the shopper's call, a minute after the one before. */
async function raise(who: Person, extra: object = {}): Promise<Raised> {
  const res = await call(
    'POST',
    '/complaint/create',
    {
      category: 'DELIVERY',
      subject: 'Milk came late',
      description: 'The milk arrived at 11 instead of 7 this morning.',
      ...extra,
    },
    who,
  );
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  clock.advance(60_000);
  return res.json().complaint;
}
const ids = (res: { json: () => { complaints: { _id: string }[] } }) =>
  res.json().complaints.map((c) => c._id);

// Asha complains about two of her six orders; Bala about payment and a product.
const asha = await person();
const ashaOrders: Awaited<ReturnType<typeof kit.place>>[] = [];
for (let i = 0; i < 6; i++) {
  ashaOrders.push(await kit.place(asha));
  clock.advance(1000);
}
const bala = await person();
const late = await raise(asha, { orderId: ashaOrders[0]!.orderId, subject: 'Late delivery' });
const paid = await raise(bala, { category: 'PAYMENT', subject: 'Charged twice for UPI' });
const stale = await raise(bala, { category: 'PRODUCT', subject: 'Stale bread loaf' });
const broken = await raise(asha, {
  category: 'PRODUCT',
  subject: 'Broken eggs in the tray',
  orderId: ashaOrders[5]!._id,
});
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the console’s complaint calls', () => {
  it('are for staff only: 401 without a token, 403 for a shopper', async () => {
    const id = late._id;
    const calls: [Method, string, object?][] = [
      ['GET', '/complaint/all'],
      ['GET', `/ops/complaints/${id}`],
      ['PUT', `/complaint/update/${id}`, { status: 'IN_PROGRESS' }],
      ['POST', `/ops/complaints/${id}/credit`, { coins: 10 }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode).toBe(401);
      expect((await call(method, url, payload, asha)).statusCode).toBe(403);
    }
    expect(await recordsOf(id)).toHaveLength(0);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-an-id']) {
      for (const res of [
        await call('GET', `/ops/complaints/${id}`),
        await update(id, { status: 'IN_PROGRESS' }),
        await credit(id, { coins: 10 }),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'NOT_FOUND',
          message: 'Complaint not found',
          requestId: expect.any(String),
        });
      }
    }
  });
});

describe('the complaint list', () => {
  it('shows each with the shopper and the order it names (or null)', async () => {
    const res = await list(`?q=${asha.phone}`);
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().complaints;
    expect(first).toMatchObject({
      _id: late._id,
      customer: { _id: asha.userId, phone: asha.phone },
      orderId: ashaOrders[0]!.orderId,
      order: {
        _id: ashaOrders[0]!._id,
        orderId: ashaOrders[0]!.orderId,
        status: 'PENDING',
        totalAmount: ashaOrders[0]!.totalAmount,
        deliveryType: 'DELIVERY',
        createdAt: expect.any(String),
      },
    });
    expect(second).toMatchObject({ _id: broken._id, order: { _id: ashaOrders[5]!._id } });
    const [bread] = (await list('?q=bread')).json().complaints;
    expect(bread).toMatchObject({ _id: stale._id, order: null, customer: { phone: bala.phone } });
  });

  it('opens on the open ones, the longest waiting first; closed and all are newest first', async () => {
    const shopper = await person();
    const [a, b, c, d] = [
      await raise(shopper),
      await raise(shopper),
      await raise(shopper),
      await raise(shopper),
    ];
    await update(a!._id, { status: 'RESOLVED', resolutionNote: 'Refunded' });
    await update(c!._id, { status: 'REJECTED', resolutionNote: 'Not our order' });
    await update(b!._id, { status: 'IN_PROGRESS' });
    const q = `&q=${shopper.phone}`;
    expect(ids(await list(`?${q}`))).toEqual([b!._id, d!._id]);
    expect(ids(await list(`?view=open${q}`))).toEqual([b!._id, d!._id]);
    expect(ids(await list(`?view=closed${q}`))).toEqual([c!._id, a!._id]);
    expect(ids(await list(`?view=all${q}`))).toEqual([d!._id, c!._id, b!._id, a!._id]);

    const open = (await list('?limit=100')).json().complaints as Raised[];
    const times = open.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('pages each view with its cursor', async () => {
    const shopper = await person();
    const made = [await raise(shopper), await raise(shopper), await raise(shopper)];
    const q = `&q=${shopper.phone}&limit=2`;
    const first = (await list(`?view=open${q}`)).json();
    expect(first.complaints.map((c: Raised) => c._id)).toEqual([made[0]!._id, made[1]!._id]);
    const second = (await list(`?view=open${q}&cursor=${first.nextCursor}`)).json();
    expect(second).toEqual({
      complaints: [expect.objectContaining({ _id: made[2]!._id })],
      nextCursor: null,
    });
    const newest = (await list(`?view=all${q}`)).json();
    const rest = (await list(`?view=all${q}&cursor=${newest.nextCursor}`)).json();
    expect([...newest.complaints, ...rest.complaints].map((c: Raised) => c._id)).toEqual([
      made[2]!._id,
      made[1]!._id,
      made[0]!._id,
    ]);
  });

  it('filters by status and category', async () => {
    const payment = (await list('?view=all&category=PAYMENT&limit=100')).json().complaints;
    expect(payment.map((c: Raised) => c._id)).toEqual([paid._id]);
    const product = ids(await list('?view=all&category=PRODUCT&limit=100'));
    expect(product).toEqual([broken._id, stale._id]);
    await update(stale._id, { status: 'IN_PROGRESS' });
    const working = (await list('?view=all&status=IN_PROGRESS&limit=100')).json().complaints;
    expect(working.every((c: { status: string }) => c.status === 'IN_PROGRESS')).toBe(true);
    expect(working.map((c: Raised) => c._id)).toContain(stale._id);
    expect(ids(await list('?status=OPEN&category=PRODUCT'))).toEqual([broken._id]);
  });

  it('searches by phone digits, part of an order number, or words of the subject', async () => {
    expect(ids(await list(`?q=${bala.phone.slice(-4)}`))).toEqual(
      expect.arrayContaining([paid._id]),
    );
    const part = ashaOrders[5]!.orderId.slice(-6);
    expect(ids(await list(`?view=all&q=${part}`))).toEqual([broken._id]);
    expect(ids(await list(`?view=all&q=${encodeURIComponent('eggs broken')}`))).toEqual([
      broken._id,
    ]);
    expect(ids(await list(`?view=all&q=${encodeURIComponent('100%_')}`))).toEqual([]);
  });
});

describe('one complaint', () => {
  it('comes with the shopper’s five newest orders', async () => {
    const res = await call('GET', `/ops/complaints/${late._id}`);
    expect(res.statusCode).toBe(200);
    const { complaint, recentOrders } = res.json();
    expect(complaint).toMatchObject({ _id: late._id, customer: { phone: asha.phone } });
    expect(recentOrders.map((o: { _id: string }) => o._id)).toEqual(
      ashaOrders
        .slice(1)
        .reverse()
        .map((o) => o._id),
    );
    expect(recentOrders[0]).toEqual({
      _id: ashaOrders[5]!._id,
      orderId: ashaOrders[5]!.orderId,
      status: 'PENDING',
      totalAmount: ashaOrders[5]!.totalAmount,
      createdAt: expect.any(String),
      deliveryType: 'DELIVERY',
    });
  });
});

describe('answering a complaint', () => {
  it('moves it along the rule; a closed one goes nowhere', async () => {
    const shopper = await person();
    const one = await raise(shopper);
    const started = await update(one._id, { status: 'IN_PROGRESS', resolutionNote: 'Checking' });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: says.updated,
      complaint: { status: 'IN_PROGRESS', resolutionNote: 'Checking', customer: {} },
    });
    const back = await update(one._id, { status: 'OPEN' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      code: 'CONFLICT',
      message: 'A complaint in progress can’t be moved to open.',
      requestId: expect.any(String),
    });
    await update(one._id, { status: 'RESOLVED', resolutionNote: 'Replaced' });
    for (const to of ['OPEN', 'IN_PROGRESS', 'REJECTED'] as const) {
      const res = await update(one._id, { status: to, resolutionNote: 'Again' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(complaintMoveRefusal('RESOLVED', to));
    }
    expect(complaintMoveRefusal('RESOLVED', 'OPEN')).toBe(
      'A resolved complaint can’t be moved to open.',
    );
    const note = await update(one._id, { status: 'RESOLVED', resolutionNote: 'Changed my mind' });
    expect(note.statusCode).toBe(409);
    const shown = (await call('GET', `/complaint/${one._id}`, undefined, shopper)).json();
    expect(shown.complaint).toMatchObject({ status: 'RESOLVED', resolutionNote: 'Replaced' });
    expect((await update(one._id, { status: 'SHELVED' })).statusCode).toBe(400);
  });

  it('needs a note to resolve or reject', async () => {
    const shopper = await person();
    const one = await raise(shopper);
    for (const status of ['RESOLVED', 'REJECTED']) {
      for (const resolutionNote of [undefined, '', '   ']) {
        const res = await update(one._id, { status, resolutionNote });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: says.noteRequired,
          details: { fields: [{ field: 'body.resolutionNote', message: says.noteRequired }] },
          requestId: expect.any(String),
        });
      }
    }
    const long = await update(one._id, { status: 'RESOLVED', resolutionNote: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.fields[0].message).toBe(says.noteLong);
    expect(await recordsOf(one._id)).toHaveLength(0);
    const rejected = await update(one._id, { status: 'REJECTED', resolutionNote: 'Not ours' });
    expect(rejected.json().complaint).toMatchObject({
      status: 'REJECTED',
      resolutionNote: 'Not ours',
    });
  });

  it('resolves once under a double click: one record, one text to the shopper', async () => {
    const shopper = await person();
    const subject = 'The paneer I got on Sunday was sour and smelled off';
    const one = await raise(shopper, { subject });
    const note =
      'We are sorry. A fresh pack of paneer goes out with your next order, and we have checked the cold shelf. '.repeat(
        2,
      );
    const body = { status: 'RESOLVED', resolutionNote: note };
    const [a, b] = await Promise.all([update(one._id, body), update(one._id, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().complaint).toMatchObject({ status: 'RESOLVED', resolutionNote: note.trim() });
    const records = await recordsOf(one._id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'complaint.updated',
      actorId: staff.userId,
      subjectType: 'complaint',
      before: { status: 'OPEN', resolutionNote: null },
      after: { status: 'RESOLVED', resolutionNote: note.trim() },
    });
    const text = resolvedNews({ subject }, note.trim());
    expect(text).toBe(
      `GroFresh: your complaint "The paneer I got on Sunday was sour and…" is resolved. ${note.slice(0, 99).trimEnd()}…`,
    );
    await vi.waitFor(() => expect(sender.texts).toContainEqual({ phone: shopper.phone, text }), {
      timeout: 10_000,
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(sender.texts.filter((t) => t.phone === shopper.phone)).toHaveLength(1);
  });

  it('records only the changed fields, and saving the same again records nothing', async () => {
    const shopper = await person();
    const one = await raise(shopper);
    await update(one._id, { status: 'IN_PROGRESS' });
    await update(one._id, { status: 'IN_PROGRESS' });
    await update(one._id, { status: 'IN_PROGRESS', resolutionNote: 'Called the rider' });
    await update(one._id, { status: 'IN_PROGRESS', resolutionNote: 'Called the rider' });
    const records = await recordsOf(one._id);
    expect(records.map((r) => [r.before, r.after])).toEqual(
      expect.arrayContaining([
        [{ status: 'OPEN' }, { status: 'IN_PROGRESS' }],
        [{ resolutionNote: null }, { resolutionNote: 'Called the rider' }],
      ]),
    );
    expect(records).toHaveLength(2);
    expect(sender.texts.filter((t) => t.phone === shopper.phone)).toHaveLength(0);
  });

  it('tells the console and the shopper’s stream on commit (complaint.updated)', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string; userId?: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const shopper = await person();
      const one = await raise(shopper);
      await update(one._id, { status: 'IN_PROGRESS' });
      const event = { type: 'complaint.updated', id: one._id, userId: shopper.userId };
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual(event);
      await credit(one._id, { coins: 5 });
      await expect
        .poll(() => heard.filter((e) => e.type === 'complaint.updated' && e.id === one._id), {
          timeout: 2000,
        })
        .toHaveLength(2);
    } finally {
      await listener.end();
    }
  });
});

describe('Grocoins for a complaint', () => {
  it('credits once under a double click; the shopper sees it in their coins', async () => {
    const [a, b] = await Promise.all([
      credit(paid._id, { coins: 50 }),
      credit(paid._id, { coins: 50 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().message, b.json().message].sort()).toEqual(
      [says.credited(50), says.alreadyCredited(50)].sort(),
    );
    expect(a.json().complaint).toMatchObject({ _id: paid._id, coinsCredited: 50 });
    const ledger = await database.db
      .select()
      .from(coinTransactions)
      .where(eq(coinTransactions.ref, `complaint:${paid._id}`));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ userId: bala.userId, amount: 50, kind: 'GOODWILL' });
    const records = await recordsOf(paid._id);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: 'complaint.credited',
      actorPhone: staff.phone,
      before: { coinsCredited: 0 },
      after: { coinsCredited: 50, reason: REASON },
    });
    const coins = (await call('GET', '/coins/mine-coins', undefined, bala)).json();
    expect(coins.totalCoins).toBe(50);
    expect(coins.transactions).toEqual([
      expect.objectContaining({
        description: 'Goodwill for complaint: Charged twice for UPI',
        amount: 50,
      }),
    ]);
  });

  it('answers a second credit with the first one’s amount and changes nothing', async () => {
    const res = await credit(paid._id, { coins: 200 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: says.alreadyCredited(50),
      complaint: { coinsCredited: 50 },
    });
    expect((await call('GET', '/coins/mine-coins', undefined, bala)).json().totalCoins).toBe(50);
  });

  it('credits a closed complaint too', async () => {
    const shopper = await person();
    const one = await raise(shopper, { subject: 'x'.repeat(100) });
    await update(one._id, { status: 'REJECTED', resolutionNote: 'Sorted on the phone' });
    const res = await credit(one._id, { coins: 40 });
    expect(res.json()).toMatchObject({
      message: says.credited(40),
      complaint: { status: 'REJECTED', coinsCredited: 40 },
    });
    const coins = (await call('GET', '/coins/mine-coins', undefined, shopper)).json();
    expect(coins.transactions[0].description).toBe(`Goodwill for complaint: ${'x'.repeat(59)}…`);
  });

  it('refuses coins out of range', async () => {
    for (const coins of [0, -5, 1.5, COMPLAINT_CREDIT_MAX + 1, '10', undefined]) {
      const res = await credit(stale._id, { coins });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: says.creditRange,
      });
    }
    const [row] = (await list(`?view=all&q=bread`)).json().complaints;
    expect(row.coinsCredited).toBe(0);
  });
});
