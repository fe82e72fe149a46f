import type { FastifyPluginAsync } from 'fastify';
import { complaintEndpoints, NEXT_CURSOR_HEADER } from '@grofresh/contracts';
import { COMPLAINT_NOT_FOUND, raiseComplaint } from '../../flows/complaints/complaints';
import { notFound } from '../../lib/app-error';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import {
  findComplaint,
  listUserComplaints,
  toComplaint,
} from '../../modules/complaints/complaints.service';

/** The shopper's complaint calls: each reaches only the shopper's own. */
export const complaintsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  route(app, complaintEndpoints.create, async ({ body, req }) =>
    raiseComplaint(app.db, { userId: currentUser(req).id, body, now: app.clock.now() }),
  );

  // The body stays a bare array (docs/product/calls.md#paging), so the next page's cursor
  // travels in a header.
  route(app, complaintEndpoints.mine, async ({ query, req, reply }) => {
    const { complaints, nextCursor } = await listUserComplaints(app.db, currentUser(req).id, query);
    if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
    return complaints;
  });

  route(app, complaintEndpoints.one, async ({ params, req }) => {
    const row = await findComplaint(app.db, params.id, currentUser(req).id);
    if (!row) throw notFound(COMPLAINT_NOT_FOUND);
    return { complaint: toComplaint(row) };
  });
};
