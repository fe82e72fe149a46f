import { describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT_MESSAGE, MAX_SAVED_ADDRESSES } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs, TestClock } from '../../../test/harness';
import { addresses } from './addresses.table';

const clock = new TestClock('2026-11-23T10:00:00+05:30');
const sender = new RecordingSender();
const { app, database } = await createTestShop({ clock, sms: sender });
const asha = await signInAs(app, sender, '9810000001');
const bala = await signInAs(app, sender, '9810000002');

const home = {
  type: 'home',
  flat: 'Flat 402, Lakeview Apartments',
  floor: '4',
  locality: 'Indiranagar 2nd Stage',
  landmark: 'Near CMH Hospital',
  city: 'Bengaluru',
  zip: '560038',
  name: 'Asha Rao',
  phone: '9810000001',
};

type Shopper = typeof asha;
const call = (
  who: Shopper | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api${url}`, payload, headers: who?.headers ?? {} });

describe('saved addresses', () => {
  it('creates, lists, updates and deletes an address of the signed-in shopper', async () => {
    const created = await call(asha, 'POST', '/addresses/create', home);
    expect(created.statusCode).toBe(201);
    const { address } = created.json();
    expect(address).toEqual({
      _id: expect.any(String),
      ...home,
      type: 'HOME',
      location: null,
      // Its PIN is one the demo store serves (docs/product/rules.md#delivery-area).
      deliverable: true,
    });

    const list = await call(asha, 'GET', '/addresses');
    expect(list.json()).toEqual({ addresses: [address], nextCursor: null });

    const updated = await call(asha, 'PUT', `/addresses/update/${address._id}`, {
      ...home,
      type: 'WORK',
      flat: 'Desk 12, 3rd floor, Prestige Tech Park',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().address).toMatchObject({ _id: address._id, type: 'WORK' });

    const deleted = await call(asha, 'DELETE', `/addresses/delete/${address._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call(asha, 'GET', '/addresses')).json().addresses).toEqual([]);
  });

  it('keeps floor, landmark, city, PIN and phone optional', async () => {
    const res = await call(asha, 'POST', '/addresses/create', {
      type: 'OTHER',
      flat: '12 MG Road',
      locality: 'Ashok Nagar',
      name: 'Asha',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().address).toMatchObject({ floor: '', landmark: '', phone: '', zip: '' });
  });

  it.each([
    [{ flat: '  ' }, 'Please enter your complete address details'],
    [{ locality: '' }, 'Locality is required'],
    [{ name: '' }, 'Name is required'],
    [{ phone: '98100' }, 'Phone number must be 10 digits'],
    [{ zip: '5600' }, 'PIN code must be 6 digits'],
    [{ type: 'castle' }, 'Choose Home, Work, Hotel or Other'],
  ])('refuses %j with "%s" and saves nothing', async (change, message) => {
    const before = (await call(bala, 'GET', '/addresses')).json().addresses.length;
    const res = await call(bala, 'POST', '/addresses/create', { ...home, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().message).toContain(message);
    expect((await call(bala, 'GET', '/addresses')).json().addresses.length).toBe(before);
  });

  it('answers 404 to another shopper on read, update and delete, changing nothing', async () => {
    const { address } = (await call(asha, 'POST', '/addresses/create', home)).json();
    const update = await call(bala, 'PUT', `/addresses/update/${address._id}`, {
      ...home,
      name: 'Bala',
    });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({
      message: 'Address not found',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await call(bala, 'DELETE', `/addresses/delete/${address._id}`)).statusCode).toBe(404);
    expect((await call(bala, 'GET', '/addresses')).json().addresses).not.toContainEqual(
      expect.objectContaining({ _id: address._id }),
    );
    const ashas = (await call(asha, 'GET', '/addresses')).json().addresses;
    expect(ashas).toContainEqual(address);
  });

  it('answers 404 for ids that do not exist', async () => {
    for (const id of ['nope', '7f1c2a52-52b5-4c1e-9d36-000000000000']) {
      expect((await call(asha, 'PUT', `/addresses/update/${id}`, home)).statusCode).toBe(404);
      expect((await call(asha, 'DELETE', `/addresses/delete/${id}`)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in shopper', async () => {
    expect((await call(undefined, 'GET', '/addresses')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/addresses/create', home)).statusCode).toBe(401);
  });

  it('pages newest first with limit and cursor', async () => {
    const carol = await signInAs(app, sender, '9810000003');
    for (let i = 1; i <= 5; i++) {
      clock.advance(1000);
      await call(carol, 'POST', '/addresses/create', { ...home, flat: `House ${i}` });
    }
    const first = (await call(carol, 'GET', '/addresses?limit=2')).json();
    expect(first.addresses.map((a: { flat: string }) => a.flat)).toEqual(['House 5', 'House 4']);
    const second = (
      await call(carol, 'GET', `/addresses?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.addresses.map((a: { flat: string }) => a.flat)).toEqual(['House 3', 'House 2']);
    const third = (
      await call(carol, 'GET', `/addresses?limit=2&cursor=${second.nextCursor}`)
    ).json();
    expect(third).toMatchObject({ nextCursor: null });
    expect(third.addresses.map((a: { flat: string }) => a.flat)).toEqual(['House 1']);
    expect((await call(carol, 'GET', '/addresses?cursor=garbage')).statusCode).toBe(400);
  });
});

const dina = await signInAs(app, sender, '9810000004');

describe('an address pinned to a location', () => {
  const pin = { lat: 12.9784, lon: 77.6408 };

  it('saves, moves and clears the pin; an update that leaves it out keeps it', async () => {
    const plain = await call(dina, 'POST', '/addresses/create', home);
    expect(plain.json().address.location).toBeNull();

    const created = await call(dina, 'POST', '/addresses/create', { ...home, location: pin });
    expect(created.statusCode).toBe(201);
    const { address } = created.json();
    expect(address.location).toEqual(pin);
    expect((await call(dina, 'GET', '/addresses')).json().addresses).toContainEqual(address);

    const url = `/addresses/update/${address._id}`;
    const kept = await call(dina, 'PUT', url, { ...home, landmark: 'Opposite the park' });
    expect(kept.json().address).toMatchObject({ landmark: 'Opposite the park', location: pin });

    const moved = { lat: -33.8688, lon: 151.2093 };
    expect(
      (await call(dina, 'PUT', url, { ...home, location: moved })).json().address.location,
    ).toEqual(moved);
    const cleared = await call(dina, 'PUT', url, { ...home, location: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().address.location).toBeNull();
  });

  it.each([
    [{ lat: 90.5, lon: 77 }, 'Latitude must be between -90 and 90'],
    [{ lat: -91, lon: 77 }, 'Latitude must be between -90 and 90'],
    [{ lat: 12, lon: 180.01 }, 'Longitude must be between -180 and 180'],
    [{ lat: 12, lon: -200 }, 'Longitude must be between -180 and 180'],
    [{ lat: '12.9', lon: 77 }, 'Latitude must be a number'],
    [{ lat: 12.9 }, 'Longitude must be a number'],
  ])('refuses the pin %j with "%s", on create and on update', async (location, message) => {
    const before = (await call(dina, 'GET', '/addresses')).json().addresses;
    const res = await call(dina, 'POST', '/addresses/create', { ...home, location });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(message);
    const target = before[0]!;
    const update = await call(dina, 'PUT', `/addresses/update/${target._id}`, {
      ...home,
      location,
    });
    expect(update.statusCode).toBe(400);
    expect((await call(dina, 'GET', '/addresses')).json().addresses).toEqual(before);
  });
});

describe('at most 20 saved addresses', () => {
  const fill = (userId: string, n: number) =>
    database.db.insert(addresses).values(
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: 'OTHER' as const,
        flat: `House ${i + 1}`,
        locality: 'Jayanagar',
        name: 'Esha',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    );
  const countOf = async (who: Shopper) =>
    (await call(who, 'GET', '/addresses?limit=100')).json().addresses.length as number;

  it('refuses the 21st with a clear message, and takes one again after a delete', async () => {
    const esha = await signInAs(app, sender, '9810000005');
    await fill(esha.userId, MAX_SAVED_ADDRESSES - 1);
    expect((await call(esha, 'POST', '/addresses/create', home)).statusCode).toBe(201);

    const refused = await call(esha, 'POST', '/addresses/create', home);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: ADDRESS_LIMIT_MESSAGE });
    expect(ADDRESS_LIMIT_MESSAGE).toBe(
      'You can save up to 20 addresses. Please delete one to add another.',
    );
    expect(await countOf(esha)).toBe(MAX_SAVED_ADDRESSES);

    const [oldest] = (await call(esha, 'GET', '/addresses?limit=100')).json().addresses.slice(-1);
    expect((await call(esha, 'DELETE', `/addresses/delete/${oldest._id}`)).statusCode).toBe(200);
    expect((await call(esha, 'POST', '/addresses/create', home)).statusCode).toBe(201);
    // Editing one of twenty is not adding one.
    const [newest] = (await call(esha, 'GET', '/addresses')).json().addresses;
    const edited = await call(esha, 'PUT', `/addresses/update/${newest._id}`, home);
    expect(edited.statusCode).toBe(200);
  });

  it('lets only one of several saves at once take the last place', async () => {
    for (const [n, phone] of ['9810000006', '9810000007', '9810000008'].entries()) {
      const farah = await signInAs(app, sender, phone);
      await fill(farah.userId, MAX_SAVED_ADDRESSES - 1);
      const answers = await Promise.all(
        Array.from({ length: 2 + n }, () => call(farah, 'POST', '/addresses/create', home)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([201, ...Array.from({ length: 1 + n }, () => 409)]);
      expect(await countOf(farah)).toBe(MAX_SAVED_ADDRESSES);
    }
  });

  it('counts each shopper on their own', async () => {
    const gita = await signInAs(app, sender, '9810000009');
    expect((await call(gita, 'POST', '/addresses/create', home)).statusCode).toBe(201);
  });
});
