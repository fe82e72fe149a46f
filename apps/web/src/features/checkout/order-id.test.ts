import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  sessionStorage.clear();
  vi.resetModules();
});

const load = () => import('./order-id');

describe('order ids for checkout requests', () => {
  it('gives the same request the same id and another request a new one', async () => {
    const { orderIdFor } = await load();
    const first = orderIdFor('{"cart":1}');
    expect(first).toMatch(/^ORD-\d+-[0-9a-f]{8}$/);
    expect(orderIdFor('{"cart":1}')).toBe(first);
    expect(orderIdFor('{"cart":2}')).not.toBe(first);
  });

  it('still knows the id after the page is reloaded', async () => {
    const before = (await load()).orderIdFor('{"cart":1}');
    vi.resetModules(); // a reload: the page's memory is gone, sessionStorage is not
    expect((await load()).orderIdFor('{"cart":1}')).toBe(before);
  });

  it('forgets the ids once the order is placed', async () => {
    const { orderIdFor, forgetOrderIds } = await load();
    const first = orderIdFor('{"cart":1}');
    forgetOrderIds();
    expect(orderIdFor('{"cart":1}')).not.toBe(first);
  });
});
