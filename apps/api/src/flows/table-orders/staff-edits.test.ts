import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  tableOrderMessages as says,
  tableOrderMoveRefusal,
  tableOrderViews,
  type Item,
  type StaffTableOrder,
  type TableOrderStatus,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { staffActivity } from '../../modules/activity/activity.table';
import { items } from '../../modules/catalog/catalog.table';
import { coinTransactions } from '../../modules/coins/coins.table';
import { EVENTS_CHANNEL } from '../../lib/events';
import { listTableOrdersForStaff } from '../../modules/table-orders/table-orders.service';
import { tableOrders } from '../../modules/table-orders/table-orders.table';
import { setRole } from '../../modules/users/users.service';
import { users } from '../../modules/users/users.table';
import { ITEM_NOT_FOUND, noVariants } from './pricing';

// Monday 23 Nov 2026, 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const setClock = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });

let number = 9740000000;
const person = async () => {
  const phone = String(number++);
  return { ...(await signInAs(app, sender, phone, `10.5.0.${number % 250}`)), phone };
};
type Person = Awaited<ReturnType<typeof person>>;
const staff = await person();
await setRole(database.db, staff.phone, 'staff');
const asha = await person();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object, who: Person | null = staff) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const move = (id: string, status: TableOrderStatus, who: Person | null = staff) =>
  call('PUT', `/table-orders/${id}/status`, { status }, who);
const addLines = (id: string, payload: object, who: Person | null = staff) =>
  call('POST', `/ops/table-orders/${id}/lines`, payload, who);
const list = (view?: 'open' | 'today') =>
  call('GET', `/ops/table-orders${view ? `?view=${view}` : ''}`);
const recordsOf = (id: string) =>
  database.db.select().from(staffActivity).where(eq(staffActivity.subjectId, id));

const catalog: Item[] = (await app.inject({ method: 'GET', url: '/api/items/all' })).json().items;
const itemNamed = (name: string) => catalog.find((i) => i.name === name)!;
const cubes = itemNamed('Fresh Paneer Cubes'); // ₹110, ₹99 off
const lowFat = itemNamed('Low Fat Paneer'); // ₹105, no discount
const a2 = itemNamed('A2 Desi Cow Milk'); // 500 ml ₹60; 1 L ₹115, ₹109 off
const tea = { itemId: lowFat._id, quantity: 1 };

let nextPhone = 9749000000;
/** Opens a table order through the staff call; a new shopper's number unless told. */
async function open(payload: object = {}): Promise<StaffTableOrder> {
  const res = await call('POST', '/table-orders', {
    phone: String(nextPhone++),
    dineInItems: [tea],
    ...payload,
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json().order;
}
/** What the shopper's confirm-payment does (its own tests are in table-orders.test.ts). */
const underReview = (id: string) =>
  database.db
    .update(tableOrders)
    .set({ status: 'PAYMENT_CONFIRMATION' })
    .where(eq(tableOrders.id, id));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('the console’s table-order calls', () => {
  it('are for staff only: 401 without a token, 403 for a shopper', async () => {
    const order = await open();
    const calls: [Method, string, object?][] = [
      ['POST', '/table-orders', { phone: asha.phone, dineInItems: [tea] }],
      ['GET', '/ops/table-orders'],
      ['PUT', `/table-orders/${order._id}/status`, { status: 'PREPARING' }],
      ['POST', `/ops/table-orders/${order._id}/lines`, { dineInItems: [tea] }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, null)).statusCode).toBe(401);
      expect((await call(method, url, payload, asha)).statusCode).toBe(403);
    }
    expect(await recordsOf(order._id)).toHaveLength(1); // its creation only
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-an-id']) {
      for (const res of [await move(id, 'PREPARING'), await addLines(id, { dineInItems: [tea] })]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'NOT_FOUND',
          message: says.notFound,
          requestId: expect.any(String),
        });
      }
    }
  });
});

describe('opening a table order', () => {
  it('prices every line from the catalog: discount prices, variants and quantities', async () => {
    const phone = '9748000001';
    const res = await call('POST', '/table-orders', {
      phone,
      tableNo: ' 4 ',
      dineInItems: [
        { itemId: cubes._id, quantity: 2 },
        { itemId: a2._id, variantName: '1 L', quantity: 1 },
        { itemId: a2._id, variantName: '500 ml', quantity: 2 },
      ],
      pickUpItems: [
        { itemId: lowFat._id, quantity: 3 },
        { itemId: lowFat._id, variantName: null, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { order } = res.json() as { order: StaffTableOrder };
    const [shopper] = await database.db.select().from(users).where(eq(users.phone, phone));
    expect(shopper).toMatchObject({ role: 'customer' });
    // 2 × 99 + 109 + 2 × 60 = 427; the same item twice in pick-up is one line: 4 × 105 = 420.
    expect(order).toMatchObject({
      token: 'T-002',
      tableNo: '4',
      status: 'PENDING',
      dineInTotal: 427,
      pickUpTotal: 420,
      totalAmount: 847,
      earnedCoins: 8,
      customer: { _id: shopper!.id, phone },
      qrImageUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(order.cartItems).toEqual([
      {
        _id: expect.any(String),
        quantity: 2,
        variantName: null,
        itemId: { _id: cubes._id, name: cubes.name, image: cubes.image, price: 99 },
        lineTotal: 198,
      },
      expect.objectContaining({
        variantName: '1 L',
        itemId: expect.objectContaining({ price: 109 }),
        lineTotal: 109,
      }),
      expect.objectContaining({ variantName: '500 ml', quantity: 2, lineTotal: 120 }),
    ]);
    expect(order.pickUpCartItems).toEqual([
      expect.objectContaining({
        quantity: 4,
        lineTotal: 420,
        itemId: expect.objectContaining({ _id: lowFat._id, price: 105 }),
      }),
    ]);
    expect(await recordsOf(order._id)).toEqual([
      expect.objectContaining({
        action: 'table-order.created',
        actorId: staff.userId,
        subjectType: 'table-order',
        subjectLabel: `T-002 · table 4 · ${phone}`,
        after: expect.objectContaining({ token: 'T-002', totalAmount: 847 }),
      }),
    ]);
    // The shopper it was opened for is found, not made again.
    const again = await open({ phone });
    expect(again.customer._id).toBe(shopper!.id);
  });

  it('refuses an order without lines, unknown, unavailable or retired items and unknown variants', async () => {
    const [retiredOne, offShelf] = catalog.filter(
      (i) => !i.isVarient && i._id !== lowFat._id && i._id !== cubes._id,
    );
    await database.db
      .update(items)
      .set({ retiredAt: clock.now() })
      .where(eq(items.id, retiredOne!._id));
    await database.db.update(items).set({ available: false }).where(eq(items.id, offShelf!._id));
    const refused: [object, string][] = [
      [{ dineInItems: [], pickUpItems: [] }, says.noLines],
      [{ dineInItems: [{ itemId: UNKNOWN, quantity: 1 }] }, ITEM_NOT_FOUND],
      [{ dineInItems: [tea], pickUpItems: [{ itemId: 'nope', quantity: 1 }] }, ITEM_NOT_FOUND],
      [
        { dineInItems: [{ itemId: retiredOne!._id, quantity: 1 }] },
        says.itemUnavailable(retiredOne!.name),
      ],
      [
        { pickUpItems: [{ itemId: offShelf!._id, quantity: 1 }], dineInItems: [] },
        says.itemUnavailable(offShelf!.name),
      ],
      [
        { dineInItems: [{ itemId: a2._id, variantName: '2 L', quantity: 1 }] },
        says.variantUnknown(a2.name),
      ],
      [{ dineInItems: [{ itemId: a2._id, quantity: 1 }] }, says.variantUnknown(a2.name)],
      [
        { dineInItems: [{ itemId: lowFat._id, variantName: '1 L', quantity: 1 }] },
        noVariants(lowFat.name),
      ],
    ];
    const before = (await list('today')).json().orders.length;
    for (const [payload, message] of refused) {
      const res = await call('POST', '/table-orders', { phone: '9748000002', ...payload });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await list('today')).json().orders).toHaveLength(before);
    await database.db.update(items).set({ retiredAt: null }).where(eq(items.id, retiredOne!._id));
    await database.db.update(items).set({ available: true }).where(eq(items.id, offShelf!._id));
  });

  it('numbers tokens by store day: T-001, T-002, different numbers when two race, T-001 after midnight', async () => {
    const was = clock.now().toISOString();
    setClock('2026-11-24T23:58:00+05:30');
    expect((await open()).token).toBe('T-001');
    expect((await open()).token).toBe('T-002');
    const racing = await Promise.all([open(), open(), open()]);
    expect(racing.map((o) => o.token).sort()).toEqual(['T-003', 'T-004', 'T-005']);
    setClock('2026-11-24T23:59:59+05:30');
    expect((await open()).token).toBe('T-006');
    setClock('2026-11-25T00:01:00+05:30'); // the next store day, though still the 24th in UTC
    expect((await open()).token).toBe('T-001');
    expect((await open()).token).toBe('T-002');
    setClock(was);
  });
});

describe('moving a table order', () => {
  it('follows the staff rule, refuses the rest with a sentence and records each move once', async () => {
    const order = await open();
    const refused = await move(order._id, 'COMPLETED');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'CONFLICT',
      message: tableOrderMoveRefusal('PENDING', 'COMPLETED'),
      requestId: expect.any(String),
    });
    expect((await move(order._id, 'PAYMENT_CONFIRMATION')).statusCode).toBe(409);
    for (const to of ['PREPARING', 'SERVED'] as const) {
      const res = await move(order._id, to);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: says.updated, order: { status: to } });
    }
    // The same status again changes and records nothing (a double click).
    const same = await move(order._id, 'SERVED');
    expect(same.statusCode).toBe(200);
    expect(same.json().order.status).toBe('SERVED');
    expect((await move(order._id, 'PREPARING')).statusCode).toBe(409);
    expect((await move(order._id, 'CANCELLED')).json().order.status).toBe('CANCELLED');
    for (const to of ['PENDING', 'SERVED', 'COMPLETED'] as const) {
      expect((await move(order._id, to)).statusCode).toBe(409);
    }
    const records = await recordsOf(order._id);
    expect(records.filter((r) => r.action === 'table-order.updated').map((r) => r.after)).toEqual([
      { status: 'PREPARING' },
      { status: 'SERVED' },
      { status: 'CANCELLED' },
    ]);
  });

  it('completing credits the earned Grocoins once, also when two members of staff race', async () => {
    // 3 × ₹99 = ₹297: 2 Grocoins.
    const order = await open({ dineInItems: [{ itemId: cubes._id, quantity: 3 }] });
    expect(order.earnedCoins).toBe(2);
    await move(order._id, 'SERVED');
    const [a, b] = await Promise.all([move(order._id, 'COMPLETED'), move(order._id, 'COMPLETED')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ledger = await database.db
      .select()
      .from(coinTransactions)
      .where(eq(coinTransactions.userId, order.customer._id));
    expect(ledger).toEqual([
      expect.objectContaining({
        amount: 2,
        kind: 'EARNED',
        ref: `table-order:${order._id}:earned`,
        description: `Earned on table order ${order.token}`,
      }),
    ]);
    const completions = (await recordsOf(order._id)).filter(
      (r) =>
        r.action === 'table-order.updated' &&
        (r.after as { status: string }).status === 'COMPLETED',
    );
    expect(completions).toHaveLength(1);
  });

  it('a payment under review goes to completed, or back to served when it did not arrive', async () => {
    const order = await open();
    await move(order._id, 'SERVED');
    await underReview(order._id);
    expect((await move(order._id, 'CANCELLED')).statusCode).toBe(409);
    expect((await move(order._id, 'SERVED')).json().order.status).toBe('SERVED');
  });
});

describe('adding lines', () => {
  it('adds to the order while it is open, merging a line it already has, and recomputes the totals', async () => {
    const order = await open({ dineInItems: [{ itemId: cubes._id, quantity: 1 }] });
    const res = await addLines(order._id, {
      dineInItems: [
        { itemId: cubes._id, quantity: 2 },
        { itemId: a2._id, variantName: '1 L', quantity: 1 },
      ],
      pickUpItems: [{ itemId: lowFat._id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(200);
    const { message, order: after } = res.json() as { message: string; order: StaffTableOrder };
    expect(message).toBe(says.linesAdded);
    expect(
      after.cartItems.map((l) => [l.itemId._id, l.variantName, l.quantity, l.lineTotal]),
    ).toEqual([
      [cubes._id, null, 3, 297],
      [a2._id, '1 L', 1, 109],
    ]);
    expect(after).toMatchObject({
      dineInTotal: 406,
      pickUpTotal: 105,
      totalAmount: 511,
      earnedCoins: 5,
    });
    expect((await recordsOf(order._id)).map((r) => r.action)).toContain('table-order.lines-added');

    await move(order._id, 'PREPARING');
    expect((await addLines(order._id, { pickUpItems: [tea] })).statusCode).toBe(200);
    await move(order._id, 'SERVED');
    const served = await addLines(order._id, { pickUpItems: [tea] });
    expect(served.json().order).toMatchObject({ pickUpTotal: 315, totalAmount: 721 });
    expect((await addLines(order._id, {})).json()).toMatchObject({ message: says.noLines });
  });

  it('refuses lines once the order is under review, completed or cancelled', async () => {
    const order = await open();
    await move(order._id, 'CANCELLED');
    const res = await addLines(order._id, { dineInItems: [tea] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: says.closedForLines,
      requestId: expect.any(String),
    });
    const done = await open();
    await move(done._id, 'SERVED');
    await move(done._id, 'COMPLETED');
    expect((await addLines(done._id, { dineInItems: [tea] })).statusCode).toBe(409);
  });
});

describe('the console’s list', () => {
  it('open: only orders not completed or cancelled; today: today’s in any status and older open ones; payments under review first', async () => {
    setClock('2026-11-26T10:00:00+05:30');
    const yesterdayDone = await open();
    await move(yesterdayDone._id, 'SERVED');
    await move(yesterdayDone._id, 'COMPLETED');
    const yesterdayOpen = await open();
    // Opened yesterday, closed today: yesterday's, and no longer open.
    const yesterdayClosedToday = await open();
    setClock('2026-11-27T09:00:00+05:30');
    await move(yesterdayClosedToday._id, 'CANCELLED');
    const first = await open();
    clock.advance(60_000);
    const review = await open();
    await move(review._id, 'SERVED');
    await underReview(review._id);
    clock.advance(60_000);
    const cancelledToday = await open();
    await move(cancelledToday._id, 'CANCELLED');
    clock.advance(60_000);
    const paidToday = await open();
    await move(paidToday._id, 'SERVED');
    await move(paidToday._id, 'COMPLETED');
    clock.advance(60_000);
    const newest = await open();

    const res = await list();
    expect(res.statusCode).toBe(200);
    const shown = (res.json().orders as StaffTableOrder[]).map((o) => o._id);
    expect(shown.slice(0, 4)).toEqual([review._id, newest._id, first._id, yesterdayOpen._id]);
    for (const closed of [paidToday, cancelledToday, yesterdayDone, yesterdayClosedToday]) {
      expect(shown).not.toContain(closed._id);
    }
    const [top] = res.json().orders as StaffTableOrder[];
    expect(top).toMatchObject({
      status: 'PAYMENT_CONFIRMATION',
      customer: { phone: expect.any(String) },
      qrImageUrl: null,
    });
    expect(top!.cartItems).toHaveLength(1);

    const today = ((await list('today')).json().orders as StaffTableOrder[]).map((o) => o._id);
    expect(today.slice(0, 6)).toEqual([
      review._id,
      newest._id,
      paidToday._id,
      cancelledToday._id,
      first._id,
      yesterdayOpen._id,
    ]);
    expect(today).not.toContain(yesterdayDone._id);
    expect(today).not.toContain(yesterdayClosedToday._id);
    // The store day is Bengaluru's: at 23:30 UTC it is already the 28th there.
    setClock('2026-11-27T23:30:00Z');
    const after = ((await list('today')).json().orders as StaffTableOrder[]).map((o) => o._id);
    expect(after).not.toContain(paidToday._id);
    expect(after).toContain(newest._id);
  });

  it('reads each view from an index, never the whole table', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      for (const view of tableOrderViews) {
        const query = listTableOrdersForStaff(database.db, view, '2026-11-27').toSQL();
        const plan = await client.query(`EXPLAIN ${query.sql}`, query.params);
        const text = plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        expect(text, view).not.toMatch(/Seq Scan on table_orders/);
        expect(text, view).toMatch(/table_orders_open_created_idx/);
      }
    } finally {
      await client.end();
    }
  });

  it('announces every change to staff and to the shopper’s stream', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string; userId?: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const order = await open();
      await move(order._id, 'PREPARING');
      await addLines(order._id, { dineInItems: [tea] });
      const event = { type: 'table-order.updated', id: order._id, userId: order.customer._id };
      await expect
        .poll(() => heard.filter((e) => e.id === order._id), { timeout: 2000 })
        .toEqual([event, event, event]);
    } finally {
      await listener.end();
    }
  });
});
