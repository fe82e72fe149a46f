import type { FastifyPluginAsync } from 'fastify';
import { gstEndpoints } from '@grofresh/contracts';
import { orderInvoice, tableOrderInvoice } from '../../flows/invoices/invoice-view';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';

/**
 * An order's and a counter order's invoice (docs/product/rules.md#gst-invoices): the shopper's
 * own, or any for staff, so it sits outside the staff-only scope. The printable PDF
 * (`?format=pdf`, `Accept: application/pdf`) is a later step on these same routes.
 */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  route(
    app,
    gstEndpoints.orderInvoice,
    async ({ params, req }) => orderInvoice(app.db, params.id, currentUser(req)),
    signedIn,
  );
  route(
    app,
    gstEndpoints.tableOrderInvoice,
    async ({ params, req }) => tableOrderInvoice(app.db, params.id, currentUser(req)),
    signedIn,
  );
};
