import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userMessages } from '@grofresh/contracts';
import { createTestShop, RecordingSender, signInAs } from '../../../test/harness';
import { staffActivity } from '../../modules/activity/activity.table';
import { setRole } from '../../modules/users/users.service';

const sender = new RecordingSender();
const { app, database } = await createTestShop({ sms: sender });

const person = async (phone: string, role: 'customer' | 'staff' | 'admin' = 'customer') => {
  const who = await signInAs(app, sender, phone);
  if (role !== 'customer') await setRole(database.db, phone, role);
  return { ...who, phone };
};
const anita = await person('9300000001', 'admin');
const babu = await person('9300000002', 'staff');
const chitra = await person('9300000003');

const list = (query = '', who = anita) =>
  app.inject({ method: 'GET', url: `/api/ops/users${query}`, headers: who.headers });
const setRoleOf = (id: string, role: string, who = anita) =>
  app.inject({
    method: 'PUT',
    url: `/api/ops/users/${id}/role`,
    headers: who.headers,
    payload: { role },
  });

describe('people and roles', () => {
  it('lists people newest first, by phone digits and by role, for admins only', async () => {
    const all = (await list()).json().users as { phone: string; role: string }[];
    expect(all.map((u) => u.phone)).toEqual(['9300000003', '9300000002', '9300000001']);
    expect((await list('?q=0000002')).json().users).toEqual([
      expect.objectContaining({ phone: '9300000002', role: 'staff' }),
    ]);
    expect((await list('?role=admin')).json().users.map((u: { phone: string }) => u.phone)).toEqual(
      ['9300000001'],
    );
    expect((await list('?q=abc')).json().message).toContain(
      'Search by the digits of a phone number',
    );
    expect((await list('', babu)).statusCode).toBe(403);
    expect((await list('', chitra)).statusCode).toBe(403);
  });

  it('grants staff at once, ending her old tokens, and records it; staff cannot grant anything', async () => {
    const res = await setRoleOf(chitra.userId, 'staff');
    expect(res.json()).toMatchObject({
      message: '+91 9300000003 is now staff.',
      user: { phone: '9300000003', role: 'staff' },
    });
    // The token she held as a shopper ends at once; signed in again, she is staff.
    const old = await app.inject({ method: 'GET', url: '/api/addresses', headers: chitra.headers });
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(userMessages.sessionEnded);
    const again = await signInAs(app, sender, chitra.phone, '10.30.0.3');
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders/all', headers: again.headers }))
        .statusCode,
    ).toBe(200);
    // Asking for the role she already has ends nothing.
    expect((await setRoleOf(chitra.userId, 'staff')).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/addresses', headers: again.headers }))
        .statusCode,
    ).toBe(200);
    const [record] = await database.db
      .select()
      .from(staffActivity)
      .where(eq(staffActivity.subjectId, chitra.userId));
    expect(record).toMatchObject({
      action: 'user.role-changed',
      actorPhone: '9300000001',
      subjectLabel: '9300000003',
      before: { role: 'customer' },
      after: { role: 'staff' },
    });
    expect((await setRoleOf(babu.userId, 'admin', babu)).statusCode).toBe(403);
    expect((await setRoleOf(chitra.userId, 'boss')).statusCode).toBe(400);
    expect((await setRoleOf('5b7e6c1e-0000-4000-8000-000000000000', 'staff')).statusCode).toBe(404);
    await setRoleOf(chitra.userId, 'customer');
  });

  it('never leaves the store without an admin', async () => {
    const refused = await setRoleOf(anita.userId, 'staff');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The store needs at least one admin.');
  });

  it('keeps one admin when two admins demote each other at the same instant', async () => {
    const dev = await person('9300000004', 'admin');
    const [a, b] = await Promise.all([
      setRoleOf(dev.userId, 'staff', anita),
      setRoleOf(anita.userId, 'staff', dev),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    // One goes through; the other is refused, as the last admin, as no longer an admin, or
    // because the demotion already ended the loser's token.
    expect(codes[0]).toBe(200);
    expect([401, 403, 409]).toContain(codes[1]);
    const admins = (await list('?role=admin', a.statusCode === 200 ? anita : dev)).json().users;
    expect(admins).toHaveLength(1);
  });
});

describe('adding staff by phone number', () => {
  // An admin of its own: the race above leaves either anita or dev the only admin.
  let owner: Awaited<ReturnType<typeof person>>;
  beforeAll(async () => {
    owner = await person('9300000005', 'admin');
  });
  const add = (payload: object, who = owner) =>
    app.inject({ method: 'POST', url: '/api/ops/users', headers: who.headers, payload });

  it('gives a number that never signed in a role that waits for its first sign-in', async () => {
    const res = await add({ phone: '9300000009', role: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '+91 9300000009 is now staff. They get it when they first sign in with this number.',
      user: { phone: '9300000009', role: 'staff', signedIn: false, name: null },
    });
    const listed = (await list('?q=9300000009', owner)).json().users;
    expect(listed).toEqual([expect.objectContaining({ role: 'staff', signedIn: false })]);
    // At their first sign-in they are staff, and the list says they signed in.
    const dev = await signInAs(app, sender, '9300000009');
    const me = await app.inject({ method: 'GET', url: '/api/ops/me', headers: dev.headers });
    expect(me.json().user).toMatchObject({ role: 'staff' });
    expect((await list('?q=9300000009', owner)).json().users[0]).toMatchObject({ signedIn: true });
  });

  it('lets an admin take the waiting role back, and refuses in sentences', async () => {
    const added = (await add({ phone: '9300000010', role: 'admin' })).json().user;
    const back = await setRoleOf(added._id, 'customer', owner);
    expect(back.json()).toMatchObject({ user: { role: 'customer', signedIn: false } });
    const bad = await add({ phone: '12345', role: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^[A-Z].*\.$/);
    expect(bad.json().message).not.toContain('body');
    expect((await add({ phone: '9300000011', role: 'staff' }, babu)).statusCode).toBe(403);
  });
});
