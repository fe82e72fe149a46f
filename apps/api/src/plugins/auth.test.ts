import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestShop, RecordingSender, signInAs } from '../../test/harness';
import { systemClock } from '../lib/clock';
import { setRole } from '../modules/users/users.service';
import { registerAuth } from './auth';
import { registerErrorHandling } from './errors';

const sender = new RecordingSender();
const { app, database, config } = await createTestShop({ sms: sender });

// A staff-only route on an app of its own, guarded exactly as the shop's staff routes are.
const guarded = Fastify();
guarded.decorate('db', database.db);
registerErrorHandling(guarded);
registerAuth(guarded, { secret: config.jwtSecret, ttlSeconds: 3600, clock: systemClock });
guarded.get('/staff-only', { preHandler: guarded.requireRole('staff', 'admin') }, async () => ({
  ok: true,
}));

describe('roles', () => {
  it('refuses customers with 403 and admits staff and admins', async () => {
    const customer = await signInAs(app, sender, '9811111111');
    const staff = await signInAs(app, sender, '9822222222');
    const admin = await signInAs(app, sender, '9833333333');
    await setRole(database.db, '9822222222', 'staff');
    await setRole(database.db, '9833333333', 'admin');

    const call = (headers: { authorization: string }) =>
      guarded.inject({ method: 'GET', url: '/staff-only', headers });
    const refused = await call(customer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This is for store staff only.',
      code: 'FORBIDDEN',
      requestId: expect.any(String),
    });
    expect((await call(staff.headers)).statusCode).toBe(200);
    expect((await call(admin.headers)).statusCode).toBe(200);
  });

  it('answers 401 before 403 when there is no token', async () => {
    const res = await guarded.inject({ method: 'GET', url: '/staff-only' });
    expect(res.statusCode).toBe(401);
  });
});
