import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINTS_OPEN_MAX,
  complaintMessages as says,
  NEXT_CURSOR_HEADER,
  PAGE_LIMIT_DEFAULT,
} from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { orderKit } from '../../../test/order-kit';
import { EVENTS_CHANNEL } from '../../lib/events';
import { complaints } from '../../modules/complaints/complaints.table';

// Monday 23 Nov 2026, 11:00 in Bengaluru.
const clock = new TestClock('2026-11-23T11:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const kit = await orderKit(app);

interface Shopper {
  userId: string;
  headers: { authorization: string };
}
let number = 9720000000;
const shopper = (): Promise<Shopper> =>
  signInAs(app, sender, String(number++), `10.3.0.${number % 250}`);

const call = (method: 'GET' | 'POST', url: string, who: Shopper | null, payload?: object) =>
  app.inject({
    method,
    url: `/api${url}`,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });
const body = (extra: object = {}) => ({
  category: 'DELIVERY',
  subject: 'Milk came late',
  description: 'The milk arrived at 11 instead of 7 this morning.',
  ...extra,
});
const create = (who: Shopper, payload: object = body()) =>
  call('POST', '/complaint/create', who, payload);
async function raised(who: Shopper, payload: object = body()) {
  const res = await create(who, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  clock.advance(1000); // a second apart, so "newest first" is plain to see
  return res.json().complaint as { _id: string; subject: string; orderId: string | null };
}
const rowsOf = (who: Shopper) =>
  database.db.select().from(complaints).where(eq(complaints.userId, who.userId));
const close = (id: string) =>
  database.db.update(complaints).set({ status: 'RESOLVED' }).where(eq(complaints.id, id));

// Two shoppers' lists for the reading calls, made first.
const hari = await shopper();
const isha = await shopper();
const mine: { _id: string }[] = [];
for (let i = 0; i < 3; i++) mine.push(await raised(hari, body({ subject: `Issue ${i}` })));
const theirs = await raised(isha);

describe('raising a complaint', () => {
  it('answers 201 with the message and the complaint, open and without an order', async () => {
    const asha = await shopper();
    const res = await create(asha);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: says.created,
      complaint: {
        _id: expect.any(String),
        category: 'DELIVERY',
        subject: 'Milk came late',
        description: 'The milk arrived at 11 instead of 7 this morning.',
        status: 'OPEN',
        resolutionNote: null,
        orderId: null,
        coinsCredited: 0,
        createdAt: clock.now().toISOString(),
        updatedAt: clock.now().toISOString(),
      },
    });
  });

  it.each([
    ['category', 'unknown', { category: 'SHOES' }, says.category],
    ['category', 'missing', { category: undefined }, says.category],
    ['subject', 'missing', { subject: undefined }, says.subjectRequired],
    ['subject', 'blank', { subject: '   ' }, says.subjectRequired],
    ['subject', 'short', { subject: 'ab' }, says.subjectShort],
    ['subject', 'long', { subject: 'x'.repeat(121) }, says.subjectLong],
    ['description', 'missing', { description: undefined }, says.descriptionRequired],
    ['description', 'short', { description: 'too short' }, says.descriptionShort],
    ['description', 'long', { description: 'x'.repeat(2001) }, says.descriptionLong],
  ])('refuses a %s that is %s with its own message', async (field, _how, extra, message) => {
    const bala = await shopper();
    const res = await create(bala, body(extra));
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
    });
    expect(answer.details.fields[0]).toEqual({ field: `body.${field}`, message });
    expect(await rowsOf(bala)).toHaveLength(0);
  });

  it('names the shopper’s own order by its number or its _id, stored with its number', async () => {
    const chitra = await shopper();
    const order = await kit.place(chitra);
    const byNumber = await raised(chitra, body({ orderId: order.orderId }));
    const byId = await raised(chitra, body({ orderId: order._id }));
    expect(byNumber.orderId).toBe(order.orderId);
    expect(byId.orderId).toBe(order.orderId);
    const rows = await rowsOf(chitra);
    expect(rows.map((r) => [r.orderRef, r.orderId])).toEqual([
      [order._id, order.orderId],
      [order._id, order.orderId],
    ]);
  });

  it('refuses someone else’s order, or an unknown one, and creates nothing', async () => {
    const deepa = await shopper();
    const other = await kit.place(await shopper());
    for (const orderId of [other.orderId, other._id, 'ORD-NOPE']) {
      const res = await create(deepa, body({ orderId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: says.orderNotYours,
        details: { fields: [{ field: 'body.orderId', message: says.orderNotYours }] },
        requestId: expect.any(String),
      });
    }
    expect(await rowsOf(deepa)).toHaveLength(0);
  });

  it(`allows ${COMPLAINTS_OPEN_MAX} open complaints; a closed one no longer counts`, async () => {
    const esha = await shopper();
    const made = [];
    for (let i = 0; i < COMPLAINTS_OPEN_MAX; i++) made.push(await raised(esha));
    const eleventh = await create(esha);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'CONFLICT', message: says.tooManyOpen });
    expect(await rowsOf(esha)).toHaveLength(COMPLAINTS_OPEN_MAX);

    await close(made[0]!._id);
    expect((await create(esha)).statusCode).toBe(201);
    expect((await create(esha)).statusCode).toBe(409);
  });

  it(`makes exactly ${COMPLAINTS_OPEN_MAX} of ${COMPLAINTS_OPEN_MAX + 1} racing creates`, async () => {
    const farah = await shopper();
    const answers = await Promise.all(
      Array.from({ length: COMPLAINTS_OPEN_MAX + 1 }, () => create(farah)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(COMPLAINTS_OPEN_MAX).fill(201), 409]);
    expect(await rowsOf(farah)).toHaveLength(COMPLAINTS_OPEN_MAX);
  });

  it('tells the console on commit (complaint.created with the shopper)', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string; userId?: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const gita = await shopper();
      const complaint = await raised(gita);
      await expect
        .poll(() => heard, { timeout: 2000 })
        .toContainEqual({ type: 'complaint.created', id: complaint._id, userId: gita.userId });
    } finally {
      await listener.end();
    }
  });

  it('needs a signed-in shopper', async () => {
    expect((await call('POST', '/complaint/create', null, body())).statusCode).toBe(401);
    expect((await call('GET', '/complaint/mine', null)).statusCode).toBe(401);
  });
});

describe('a shopper’s own complaints', () => {
  it('lists them newest first, the shopper’s own only, as a bare array', async () => {
    const res = await call('GET', '/complaint/mine', hari);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { subject: string }) => c.subject)).toEqual([
      'Issue 2',
      'Issue 1',
      'Issue 0',
    ]);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('pages with ?limit&cursor, the next cursor in the X-Next-Cursor header', async () => {
    const first = await call('GET', '/complaint/mine?limit=2', hari);
    expect(first.json().map((c: { _id: string }) => c._id)).toEqual([mine[2]!._id, mine[1]!._id]);
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    expect(cursor).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/complaint/mine?limit=2&cursor=${encodeURIComponent(String(cursor))}`,
      hari,
    );
    expect(second.json().map((c: { _id: string }) => c._id)).toEqual([mine[0]!._id]);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    expect((await call('GET', '/complaint/mine?cursor=garbage', hari)).statusCode).toBe(400);
  });

  it(`pages ${PAGE_LIMIT_DEFAULT} at a time by default`, async () => {
    const jaya = await shopper();
    await database.db.insert(complaints).values(
      Array.from({ length: PAGE_LIMIT_DEFAULT + 1 }, (_, i) => ({
        userId: jaya.userId,
        category: 'OTHER' as const,
        subject: `Old ${i}`,
        description: 'Something from long ago.',
        status: 'RESOLVED' as const,
        createdAt: new Date(clock.now().getTime() - (i + 1) * 60_000),
        updatedAt: clock.now(),
      })),
    );
    const res = await call('GET', '/complaint/mine', jaya);
    expect(res.json()).toHaveLength(PAGE_LIMIT_DEFAULT);
    expect(res.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));
  });

  it('shows one of the shopper’s own; anyone else’s, unknown or malformed is 404', async () => {
    const own = await call('GET', `/complaint/${mine[0]!._id}`, hari);
    expect(own.statusCode).toBe(200);
    expect(own.json().complaint).toMatchObject({ _id: mine[0]!._id, subject: 'Issue 0' });
    for (const id of [theirs._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call('GET', `/complaint/${id}`, hari);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Complaint not found',
        requestId: expect.any(String),
      });
    }
  });

  it('keeps /complaint/mine and /complaint/all from being read as an id', async () => {
    expect(Array.isArray((await call('GET', '/complaint/mine', hari)).json())).toBe(true);
    // The staff list, not "complaint all not found".
    expect((await call('GET', '/complaint/all', hari)).statusCode).toBe(403);
  });
});
