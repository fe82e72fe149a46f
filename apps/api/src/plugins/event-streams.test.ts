import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, signInAs } from '../../test/harness';
import { orderKit } from '../../test/order-kit';
import { publishEvent } from '../lib/events';
import { setRole } from '../modules/users/users.service';

const sender = new RecordingSender();
const { app, database } = await createTestShop({ sms: sender });
const kit = await orderKit(app);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const staff = await signInAs(app, sender, '9500000001');
await setRole(database.db, '9500000001', 'staff');
const asha = await signInAs(app, sender, '9500000002');
const vikram = await signInAs(app, sender, '9500000003');
const rekha = await signInAs(app, sender, '9500000004');
await setRole(database.db, '9500000004', 'staff');

interface Received {
  type: string;
  data: unknown;
}

/** Opens a stream the way the console does: fetch, with the token in the header. */
async function openStream(path: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api${path}`, { headers, signal: controller.signal });
  const events: Received[] = [];
  const heard = { all: '', ended: false };
  let text = '';
  const pump = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return void (heard.ended = true);
        heard.all += value;
        text += value;
        const blocks = text.split('\n\n');
        text = blocks.pop()!;
        for (const block of blocks) {
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
      }
    } catch {
      // aborted
    }
  })();
  const close = async () => {
    controller.abort();
    await pump;
  };
  return { res, events, heard, close };
}

const within = async (ms: number, check: () => boolean) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('GET /api/ops/events', () => {
  it('tells staff of an order placed by another request, within 2 seconds', async () => {
    const stream = await openStream('/ops/events', staff.headers);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toContain('text/event-stream');
    const order = await kit.place(asha);
    await within(2000, () => stream.events.some((e) => e.type === 'order.created'));
    expect(stream.events).toContainEqual({ type: 'order.created', data: { _id: order._id } });

    await app.inject({
      method: 'PUT',
      url: `/api/orders/update/${order._id}`,
      headers: staff.headers,
      payload: { status: 'ACCEPTED' },
    });
    await within(2000, () => stream.events.some((e) => e.type === 'order.updated'));
    expect(stream.events).toContainEqual({ type: 'order.updated', data: { _id: order._id } });
    await stream.close();
  });

  it('says nothing of a change that was rolled back', async () => {
    const stream = await openStream('/ops/events', staff.headers);
    await database.db
      .transaction(async (tx) => {
        await publishEvent(tx, { type: 'order.created', id: 'rolled-back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) =>
      publishEvent(tx, { type: 'order.created', id: 'committed' }),
    );
    await within(2000, () => stream.events.length > 0);
    expect(stream.events).toEqual([{ type: 'order.created', data: { _id: 'committed' } }]);
    await stream.close();
  });

  it('refuses shoppers and visitors before it opens', async () => {
    const shopper = await fetch(`${base}/api/ops/events`, { headers: asha.headers });
    expect(shopper.status).toBe(403);
    expect(((await shopper.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect((await fetch(`${base}/api/ops/events`)).status).toBe(401);
  });
});

describe('GET /api/orders/events', () => {
  it("carries changes to the shopper's own orders only", async () => {
    const mine = await kit.place(asha);
    const theirs = await kit.place(vikram);
    const stream = await openStream('/orders/events', asha.headers);
    expect(stream.res.status).toBe(200);
    for (const order of [theirs, mine]) {
      await app.inject({
        method: 'PUT',
        url: `/api/orders/update/${order._id}`,
        headers: staff.headers,
        payload: { status: 'ACCEPTED' },
      });
    }
    await within(2000, () => stream.events.length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events).toEqual([{ type: 'order.updated', data: { _id: mine._id } }]);
    await stream.close();
  });

  it("carries the store's changes to the shopper's own subscriptions, complaints and table orders, not staff news", async () => {
    const stream = await openStream('/orders/events', asha.headers);
    const send = (type: Parameters<typeof publishEvent>[1]['type'], id: string, userId: string) =>
      publishEvent(database.db, { type, id, userId });
    await send('complaint.created', 'c-new', asha.userId);
    await send('subscription.created', 's-new', asha.userId);
    await send('complaint.updated', 'c-theirs', vikram.userId);
    await send('subscription.updated', 's-1', asha.userId);
    await send('complaint.updated', 'c-1', asha.userId);
    await send('table-order.updated', 't-1', asha.userId);
    await within(2000, () => stream.events.length >= 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.events).toEqual([
      { type: 'subscription.updated', data: { _id: 's-1' } },
      { type: 'complaint.updated', data: { _id: 'c-1' } },
      { type: 'table-order.updated', data: { _id: 't-1' } },
    ]);
    await stream.close();
  });

  it('needs a sign-in', async () => {
    expect((await fetch(`${base}/api/orders/events`)).status).toBe(401);
  });
});

describe('open streams per user', () => {
  it("keeps a user's newest five, ending the oldest (asked to wait before it returns), and no one else's", async () => {
    const theirs = await openStream('/orders/events', vikram.headers);
    const mine: Awaited<ReturnType<typeof openStream>>[] = [];
    // Both paths count together.
    for (const path of ['/ops/events', '/orders/events', '/ops/events', '/ops/events'])
      mine.push(await openStream(path, rekha.headers));
    mine.push(await openStream('/orders/events', rekha.headers));
    await new Promise((r) => setTimeout(r, 200));
    expect(mine[0]!.heard.ended).toBe(false);

    mine.push(await openStream('/ops/events', rekha.headers));
    await within(2000, () => mine[0]!.heard.ended);
    expect(mine[0]!.heard.all).toMatch(/retry: 30000\n\n$/);

    const send = (id: string, userId: string) =>
      publishEvent(database.db, { type: 'order.updated', id, userId });
    await send('for-rekha', rekha.userId);
    await send('for-vikram', vikram.userId);
    const open = [...mine.slice(1), theirs];
    await within(2000, () => open.every((stream) => stream.events.length > 0));
    expect(open.map((stream) => stream.heard.ended)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(theirs.events).toEqual([{ type: 'order.updated', data: { _id: 'for-vikram' } }]);
    await Promise.all([...mine, theirs].map((stream) => stream.close()));
  });
});
