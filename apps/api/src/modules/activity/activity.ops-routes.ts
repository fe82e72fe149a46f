import type { FastifyPluginAsync } from 'fastify';
import { opsActivityEndpoints } from '@grofresh/contracts';
import { route } from '../../lib/route';
import { listActivity } from './activity.service';

/** The record of staff actions: admins only. */
export const activityOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, opsActivityEndpoints.list, async ({ query }) => listActivity(app.db, query), {
    onRequest: app.requireRole('admin'),
  });
};
