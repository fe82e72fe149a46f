import type { FastifyPluginAsync } from 'fastify';
import { gstEndpoints } from '@grofresh/contracts';
import { gstMonth, gstMonthCsv } from '../../flows/invoices/gst-month';
import { route } from '../../lib/route';

/** A month's GST figures for the return (docs/product/rules.md#gst-invoices): admins only. */
export const gstOpsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    gstEndpoints.month,
    async ({ params, query, reply }) => {
      const figures = await gstMonth(app.db, params.month);
      if (query.format !== 'csv') return figures;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="gst-${params.month}.csv"`)
        .send(gstMonthCsv(figures));
    },
    { onRequest: app.requireRole('admin') },
  );
};
