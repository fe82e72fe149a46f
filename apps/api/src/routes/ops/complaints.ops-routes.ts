import type { FastifyPluginAsync } from 'fastify';
import { opsComplaintEndpoints } from '@grofresh/contracts';
import { findStaffComplaint, listStaffComplaints } from '../../flows/complaints/staff-view';
import { creditComplaint } from '../../flows/complaints/complaint-credit';
import { updateComplaint } from '../../flows/complaints/staff-update';
import { route } from '../../lib/route';
import { actorOf, currentUser } from '../../plugins/auth';

/** The console's complaint calls; registered inside the staff scope (routes/ops/index.ts). */
export const complaintsOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsComplaintEndpoints.list, async ({ query }) => listStaffComplaints(app.db, query));

  route(app, opsComplaintEndpoints.one, async ({ params }) =>
    findStaffComplaint(app.db, params.id, app.clock.now()),
  );

  route(app, opsComplaintEndpoints.update, async ({ params, body, req }) =>
    updateComplaint(app.db, app.jobs, {
      id: params.id,
      change: body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );

  route(app, opsComplaintEndpoints.credit, async ({ params, body, req }) =>
    creditComplaint(app.db, {
      id: params.id,
      coins: body.coins,
      reason: body.reason,
      actor: actorOf(req),
      role: currentUser(req).role,
      now: app.clock.now(),
    }),
  );
};
