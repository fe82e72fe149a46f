import type { FastifyPluginAsync } from 'fastify';
import { opsMeEndpoint, opsPeopleEndpoints } from '@grofresh/contracts';
import { addStaffByPhone, changeUserRole, readPeople } from '../../flows/account/change-role';
import { route } from '../../lib/route';
import { actorOf, currentUser } from '../../plugins/auth';
import { toUserDetails } from '../../modules/users/users.service';

/** Staff calls about people; registered inside the staff scope (routes/ops/index.ts). */
export const usersOpsRoutes: FastifyPluginAsync = async (app) => {
  // The console asks who is signed in: the server, not the browser's copy, says who is staff.
  route(app, opsMeEndpoint, async ({ req }) => ({ user: toUserDetails(currentUser(req)) }));

  const admin = { onRequest: app.requireRole('admin') };
  route(app, opsPeopleEndpoints.list, async ({ query }) => readPeople(app.db, query), admin);
  route(
    app,
    opsPeopleEndpoints.setRole,
    async ({ params, body, req }) =>
      changeUserRole(app.db, {
        id: params.id,
        role: body.role,
        actor: actorOf(req),
        now: app.clock.now(),
      }),
    admin,
  );
  route(
    app,
    opsPeopleEndpoints.addStaff,
    async ({ body, req }) =>
      addStaffByPhone(app.db, {
        phone: body.phone,
        role: body.role,
        actor: actorOf(req),
        now: app.clock.now(),
      }),
    admin,
  );
};
