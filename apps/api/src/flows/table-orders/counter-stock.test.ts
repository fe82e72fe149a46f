import { describe, expect, it } from 'vitest';
import type { Item, TableOrderStatus } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs } from '../../../test/harness';
import { stockKit } from '../../../test/stock-kit';
import { setRole } from '../../modules/users/users.service';

// Counter orders take counted stock too (docs/product/rules.md#stock).
const sender = new RecordingSender();
const { app, database } = await createTestShop({
  clockAt: '2026-11-23T13:00:00+05:30',
  sms: sender,
});
const staff = { ...(await signInAs(app, sender, '9762000000')), phone: '9762000000' };
await setRole(database.db, staff.phone, 'staff');

const catalog: Item[] = (await app.inject({ method: 'GET', url: '/api/items/all' })).json().items;
const cubes = catalog.find((i) => i.name === 'Fresh Paneer Cubes')!;
const { stockOf, onHand, moved, sumOf } = stockKit(database.pool, cubes._id);

const staffCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.inject({ method, url: `/api${url}`, headers: staff.headers, payload });
const open = (dineIn: number, pickUp: number) =>
  staffCall('POST', '/table-orders', {
    phone: '9762000001',
    dineInItems: dineIn ? [{ itemId: cubes._id, quantity: dineIn }] : [],
    pickUpItems: pickUp ? [{ itemId: cubes._id, quantity: pickUp }] : [],
  });
const tableOrders = async () =>
  Number((await database.pool.query('select count(*) from table_orders')).rows[0].count);

describe('counter orders and stock', () => {
  it('take their lines, take what is added, refuse what is not left, and give back when cancelled', async () => {
    await stockOf(5);
    const opened = await open(2, 1);
    expect(opened.statusCode).toBe(201);
    const id = opened.json().order._id as string;
    expect(await onHand()).toBe(2);

    const added = await staffCall('POST', `/ops/table-orders/${id}/lines`, {
      dineInItems: [{ itemId: cubes._id, quantity: 2 }],
      pickUpItems: [],
    });
    expect(added.statusCode).toBe(200);
    expect(await onHand()).toBe(0);

    const more = await staffCall('POST', `/ops/table-orders/${id}/lines`, {
      dineInItems: [],
      pickUpItems: [{ itemId: cubes._id, quantity: 1 }],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { lines: [{ itemId: cubes._id, variantName: null, requested: 6, available: 5 }] },
    });
    expect(added.json().order.totalAmount).toBeGreaterThan(0);

    // A new counter order for what is not left is refused and nothing is created.
    const before = await tableOrders();
    const refused = await open(1, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.lines[0]).toMatchObject({ requested: 1, available: 0 });
    expect(await tableOrders()).toBe(before);

    const move = (status: TableOrderStatus) =>
      staffCall('PUT', `/table-orders/${id}/status`, { status });
    expect((await move('CANCELLED')).statusCode).toBe(200);
    expect(await onHand()).toBe(5);
    expect((await move('CANCELLED')).statusCode).toBe(200);
    expect(await onHand()).toBe(5);
    const history = await moved();
    expect(history.map((m) => [m.reason, m.change])).toEqual([
      ['SALE', -3],
      ['SALE', -2],
      ['GIVEN_BACK', 5],
    ]);
    expect(sumOf(history)).toBe(0);
  });
});
