import type { FastifyPluginAsync } from 'fastify';
import { opsMeEndpoint } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { toUserDetails } from './users.service';

/** Staff calls about people; registered inside the staff scope (app.ts). */
export const usersOpsRoutes: FastifyPluginAsync = async (app) => {
  // The console asks who is signed in: the server, not the browser's copy, says who is staff.
  route(app, opsMeEndpoint, async ({ req }) => ({ user: toUserDetails(currentUser(req)) }));
};
