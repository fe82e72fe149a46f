import { describe, expect, it } from 'vitest';
import { stockMessages, type StockUnit } from '@grofresh/contracts';
import { stockOpsKit } from '../../../test/stock-ops-kit';

const k = await stockOpsKit('97100000');
const { ops, shopper, record, freshItem, sizesOf, unitOf, historyOf, sell } = k;
const staffPhone = '9710000001';

describe('the stock calls', () => {
  it('are for staff only: a shopper gets 403, nobody 401', async () => {
    const item = await freshItem(false);
    const calls = [
      ['GET', '/stock'],
      ['POST', '/stock/movements', { itemId: item.id, change: 5, reason: 'RECEIVED' }],
      ['PUT', `/stock/${item.id}`, { counted: true }],
      ['GET', `/stock/${item.id}/movements`],
      ['GET', '/stock/export.csv'],
      ['POST', '/stock/import', { csv: 'itemId' }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await ops(method, url, body, shopper)).statusCode).toBe(403);
      expect((await ops(method, url, body, null)).statusCode).toBe(401);
    }
    expect(await k.onHandRow(item.id)).toBeUndefined();
  });
});

describe('POST /api/ops/stock/movements', () => {
  it('starts counting a unit with its first movement, then adds and sets counts', async () => {
    const item = await freshItem(false);
    expect(await unitOf(item.id)).toMatchObject({ counted: false, onHand: null, lowAt: 5 });
    const received = await record({ itemId: item.id, change: 10, reason: 'RECEIVED', note: 'Van' });
    expect(received.statusCode).toBe(201);
    expect(received.json()).toMatchObject({
      movement: { change: 10, reason: 'RECEIVED', note: 'Van', by: staffPhone, onHandAfter: 10 },
      stock: { itemId: item.id, variantName: null, name: item.name, counted: true, onHand: 10 },
    });
    const counted = await record({ itemId: item.id, setTo: 7, reason: 'COUNT' });
    expect(counted.json().movement).toMatchObject({ change: -3, reason: 'COUNT', onHandAfter: 7 });
    expect(await unitOf(item.id)).toMatchObject({ counted: true, onHand: 7 });
  });

  it('refuses a count equal to the one on hand, and going below zero, writing nothing', async () => {
    const item = await freshItem(false);
    await record({ itemId: item.id, change: 4, reason: 'RECEIVED' });
    const same = await record({ itemId: item.id, setTo: 4, reason: 'COUNT' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('The count is already 4.');
    const below = await record({ itemId: item.id, change: -5, reason: 'DAMAGED' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(stockMessages.belowZero(4));
    const over = await record({ itemId: item.id, change: 100_000, reason: 'RECEIVED' });
    expect([over.statusCode, over.json().message]).toEqual([409, stockMessages.aboveMax(4)]);
    const both = await record({ itemId: item.id, change: 1, setTo: 3, reason: 'COUNT' });
    expect(both.statusCode).toBe(400);
    expect((await record({ itemId: item.id, change: 0, reason: 'OTHER' })).statusCode).toBe(400);
    expect((await historyOf(item.id)).map((m) => m.change)).toEqual([4]);
    // A first movement refused leaves the unit not counted.
    const other = await freshItem(false);
    expect((await record({ itemId: other.id, change: -1, reason: 'DAMAGED' })).statusCode).toBe(
      409,
    );
    expect(await unitOf(other.id)).toMatchObject({ counted: false, onHand: null });
  });

  it('needs a size of an item with sizes, refuses one for an item without, 404 for none', async () => {
    const plain = await freshItem(false);
    const sized = await freshItem(true);
    const [first, second] = await sizesOf(sized.id);
    const fieldOf = async (body: object) => {
      const res = await record(body);
      return { status: res.statusCode, message: res.json().message, fields: res.json().details };
    };
    expect(
      await fieldOf({ itemId: plain.id, variantName: 'Big', change: 1, reason: 'RECEIVED' }),
    ).toEqual({
      status: 400,
      message: stockMessages.noSizes,
      fields: { fields: [{ field: 'body.variantName', message: stockMessages.noSizes }] },
    });
    expect(await fieldOf({ itemId: sized.id, change: 1, reason: 'RECEIVED' })).toMatchObject({
      status: 400,
      message: stockMessages.chooseSize,
    });
    expect(
      await fieldOf({ itemId: sized.id, variantName: 'Huge', change: 1, reason: 'RECEIVED' }),
    ).toMatchObject({ status: 400, message: 'This item has no size called "Huge"' });
    const ok = await record({
      itemId: sized.id,
      variantName: second,
      change: 2,
      reason: 'RECEIVED',
    });
    expect(ok.json().stock).toMatchObject({
      variantName: second,
      name: `${sized.name} · ${second}`,
      onHand: 2,
    });
    expect(await unitOf(sized.id, first!)).toMatchObject({ counted: false, onHand: null });
    const unknown = await record({
      itemId: '00000000-0000-4000-8000-000000000000',
      change: 1,
      reason: 'RECEIVED',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Item not found']);
    await ops('POST', `/items/${plain.id}/retire`);
    const retired = await record({ itemId: plain.id, change: 1, reason: 'RECEIVED' });
    expect(retired.statusCode).toBe(404);
    expect((await ops('GET', '/stock?limit=500')).json().items).not.toContainEqual(
      expect.objectContaining({ itemId: plain.id }),
    );
  });

  it('never loses a change: staff receiving and counting at once, racing sales', async () => {
    const item = await freshItem(false);
    await record({ itemId: item.id, change: 10, reason: 'RECEIVED' });
    const move = (body: object) =>
      ops('POST', '/stock/movements', { itemId: item.id, reason: 'COUNT', ...body });
    for (let round = 0; round < 6; round++) {
      // Targets the other movements can never reach by chance (a count equal to on hand is refused).
      const [a, b] = [1000 + 100 * round, 1050 + 100 * round];
      const answers = await Promise.all([
        move({ change: 3, reason: 'RECEIVED' }),
        move({ change: 4, reason: 'RECEIVED' }),
        move({ setTo: a, note: `to ${a}` }),
        move({ setTo: b, note: `to ${b}` }),
        sell(`RACE${round}`, item.id, 2).then(() => ({ statusCode: 201 })),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    }
    const history = await historyOf(item.id);
    expect(history).toHaveLength(1 + 6 * 5);
    // Each count left exactly the number counted, whatever moved just before it.
    for (const m of history.filter((h) => h.reason === 'COUNT')) {
      expect(m.onHandAfter).toBe(Number(m.note.slice(3)));
    }
    const onHand = (await unitOf(item.id)).onHand;
    expect(history.reduce((sum, m) => sum + m.change, 0)).toBe(onHand);
    expect(history[0]!.onHandAfter).toBe(onHand);
  });
});

describe('PUT /api/ops/stock/:itemId', () => {
  it('stops counting (keeping the count and history) and counts again, with a low mark', async () => {
    const item = await freshItem(false);
    await record({ itemId: item.id, change: 9, reason: 'RECEIVED' });
    const stop = await ops('PUT', `/stock/${item.id}`, { counted: false });
    expect(stop.json().stock).toMatchObject({ counted: false, onHand: null });
    expect(await unitOf(item.id)).toMatchObject({ counted: false, onHand: null });
    expect(await k.onHandRow(item.id)).toBe(9);
    // A sale of a unit not counted takes nothing.
    await sell('NOTCOUNTED1', item.id, 2);
    expect(await k.onHandRow(item.id)).toBe(9);
    const again = await ops('PUT', `/stock/${item.id}`, { counted: true, lowAt: 3 });
    expect(again.json().stock).toEqual({
      itemId: item.id,
      variantName: null,
      name: item.name,
      counted: true,
      onHand: 9,
      lowAt: 3,
    } satisfies StockUnit);
    expect((await historyOf(item.id)).map((m) => m.change)).toEqual([9]);
    const records = await k.recordsOf(item.id, 'stock.updated');
    expect(records.map((r) => [r.actorPhone, r.subjectLabel, r.before, r.after])).toEqual([
      ['9710000001', item.name, { counted: true }, { counted: false }],
      ['9710000001', item.name, { counted: false, lowAt: 5 }, { counted: true, lowAt: 3 }],
    ]);
    const fresh = await freshItem(false);
    const counted = await ops('PUT', `/stock/${fresh.id}`, { counted: true });
    expect(counted.json().stock).toMatchObject({ counted: true, onHand: 0, lowAt: 5 });
    const bad = await ops('PUT', `/stock/${fresh.id}`, { counted: true, lowAt: -1 });
    expect(bad.statusCode).toBe(400);
    expect((await ops('PUT', `/stock/not-an-id`, { counted: true })).statusCode).toBe(400);
    const sized = await freshItem(true);
    expect((await ops('PUT', `/stock/${sized.id}`, { counted: true })).json().message).toBe(
      stockMessages.chooseSize,
    );
  });
});

describe('GET /api/ops/stock', () => {
  it('lists every unit on sale, by search and by counted, low and out', async () => {
    const sized = await freshItem(true);
    const sizes = await sizesOf(sized.id);
    await record({ itemId: sized.id, variantName: sizes[0], change: 2, reason: 'RECEIVED' });
    await record({ itemId: sized.id, variantName: sizes[1], change: 20, reason: 'RECEIVED' });
    await record({ itemId: sized.id, variantName: sizes[1], change: -20, reason: 'EXPIRED' });
    const list = async (query: string) =>
      ((await ops('GET', `/stock?${query}`)).json().items as StockUnit[]).filter(
        (u) => u.itemId === sized.id,
      );
    const word = sized.name.split(' ')[0]!.toLowerCase();
    expect((await list(`q=${encodeURIComponent(word)}`)).map((u) => u.variantName)).toEqual(sizes);
    expect((await list('counted=true&limit=500')).map((u) => u.variantName)).toEqual(
      sizes.slice(0, 2),
    );
    expect((await list('counted=false&limit=500')).map((u) => u.variantName)).toEqual(
      sizes.slice(2),
    );
    expect((await list('low=true')).map((u) => [u.variantName, u.onHand])).toEqual([
      [sizes[0], 2],
      [sizes[1], 0],
    ]);
    expect((await list('out=true')).map((u) => u.variantName)).toEqual([sizes[1]]);
    expect((await list('low=true&out=false')).map((u) => u.variantName)).toEqual([sizes[0]]);
    const all = (await ops('GET', '/stock?limit=2')).json().items;
    expect(all).toHaveLength(2);
    expect((await ops('GET', '/stock?low=maybe')).statusCode).toBe(400);
  });
});
