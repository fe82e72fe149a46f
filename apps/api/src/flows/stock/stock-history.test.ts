import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { stockMessages } from '@grofresh/contracts';
import { signInAs } from '../../../test/harness';
import { stockOpsKit } from '../../../test/stock-ops-kit';
import { EVENTS_CHANNEL } from '../../lib/events';
import { releaseStock } from '../../modules/catalog/stock-hold';
import { setRole } from '../../modules/users/users.service';

const k = await stockOpsKit('97200000');
const { app, ops, record, freshItem, historyOf, sell, database, clock } = k;

describe('GET /api/ops/stock/:itemId/movements', () => {
  it('lists every movement newest first, sales and give-backs too, adding up to on hand', async () => {
    const item = await freshItem(false);
    await record({ itemId: item.id, change: 12, reason: 'RECEIVED', note: 'Morning van' });
    clock.advance(1000);
    await sell('GF1001', item.id, 5);
    await record({ itemId: item.id, change: -1, reason: 'DAMAGED' });
    // A counter order is shown by the token it is called by.
    const other = await freshItem(false);
    const counter = await app.inject({
      method: 'POST',
      url: '/api/table-orders',
      headers: k.staff.headers,
      payload: { phone: '9720000009', dineInItems: [{ itemId: other.id, quantity: 1 }] },
    });
    expect(counter.statusCode).toBe(201);
    const { _id: tableId, token } = counter.json().order;
    clock.advance(1000);
    await sell(`table:${tableId}`, item.id, 2);
    clock.advance(1000);
    await database.db.transaction((tx) => releaseStock(tx, 'GF1001', clock.now()));
    const history = await historyOf(item.id);
    expect(history.map((m) => [m.reason, m.change, m.orderId, m.by, m.onHandAfter])).toEqual([
      ['GIVEN_BACK', 5, 'GF1001', null, 9],
      ['SALE', -2, token, null, 4],
      ['DAMAGED', -1, null, '9720000001', 6],
      ['SALE', -5, 'GF1001', null, 7],
      ['RECEIVED', 12, null, '9720000001', 12],
    ]);
    expect(history.at(-1)).toMatchObject({ note: 'Morning van', variantName: null });
    expect(history.reduce((sum, m) => sum + m.change, 0)).toBe(9);
    expect(new Date(history[0]!.at).getTime()).toBe(clock.now().getTime());
    const unknown = await ops('GET', '/stock/00000000-0000-4000-8000-000000000000/movements');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Item not found']);
  });

  it('names staff by name, and a deleted account as a former staff member', async () => {
    const item = await freshItem(false);
    const meera = await signInAs(app, k.sender, '9720000050');
    await setRole(database.db, '9720000050', 'staff');
    await app.inject({
      method: 'PUT',
      url: `/api/user/update/${meera.userId}`,
      headers: meera.headers,
      payload: { name: 'Meera' },
    });
    const byMeera = await record({ itemId: item.id, change: 3, reason: 'RECEIVED' }, meera);
    expect(byMeera.json().movement.by).toBe('Meera');
    await setRole(database.db, '9720000050', 'customer');
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/user/delete/${meera.userId}`,
      headers: meera.headers,
    });
    expect(gone.statusCode).toBe(200);
    expect((await historyOf(item.id))[0]!.by).toBe(stockMessages.formerStaff);
  });
});

describe('stock.low and the dashboard', () => {
  it('tells the console when a staff movement brings a unit to its low mark, once', async () => {
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    const heard: { type: string; id: string }[] = [];
    listener.on('notification', (n) => heard.push(JSON.parse(n.payload ?? '{}')));
    await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
    try {
      const item = await freshItem(false);
      await record({ itemId: item.id, change: 8, reason: 'RECEIVED' });
      await record({ itemId: item.id, change: -2, reason: 'DAMAGED' }); // 6: above 5
      await record({ itemId: item.id, setTo: 5, reason: 'COUNT' }); // falls to the mark
      await record({ itemId: item.id, change: -1, reason: 'EXPIRED' }); // low already
      await expect
        .poll(() => heard.filter((e) => e.id === item.id), { timeout: 2000 })
        .toEqual([{ type: 'stock.low', id: item.id }]);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard.filter((e) => e.id === item.id)).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  it('counts counted units out and low (but not out) now', async () => {
    const stockOf = async () => (await ops('GET', '/dashboard')).json().stock;
    const before = await stockOf();
    const out = await freshItem(false);
    const low = await freshItem(false);
    const fine = await freshItem(false);
    const uncounted = await freshItem(false);
    await record({ itemId: out.id, change: 2, reason: 'RECEIVED' });
    await record({ itemId: out.id, change: -2, reason: 'DAMAGED' });
    await record({ itemId: low.id, change: 3, reason: 'RECEIVED' });
    await record({ itemId: fine.id, change: 30, reason: 'RECEIVED' });
    await record({ itemId: uncounted.id, change: 1, reason: 'RECEIVED' });
    await ops('PUT', `/stock/${uncounted.id}`, { counted: false });
    expect(await stockOf()).toEqual({ out: before.out + 1, low: before.low + 1 });
    await ops('POST', `/items/${out.id}/retire`);
    expect(await stockOf()).toEqual({ out: before.out, low: before.low + 1 });
  });
});
