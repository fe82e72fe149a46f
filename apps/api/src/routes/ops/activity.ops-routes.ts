import type { FastifyPluginAsync } from 'fastify';
import { opsActivityEndpoints } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { readActivityRecord } from '../../flows/console/activity-record';

/** The record of staff actions: admins only. */
export const activityOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsActivityEndpoints.list, async ({ query }) => readActivityRecord(app.db, query), {
    onRequest: app.requireRole('admin'),
  });
};
