import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { gstEndpoints, type Invoice, type InvoiceLayout } from '@grofresh/contracts';
import { invoicePdf } from '../../flows/invoices/invoice-pdf';
import { orderInvoice, tableOrderInvoice } from '../../flows/invoices/invoice-view';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';

interface InvoiceQuery {
  format?: 'json' | 'pdf' | undefined;
  layout?: InvoiceLayout | undefined;
}

/** `?format=pdf`, or a client that asks for a PDF rather than JSON (a browser's print link). */
const wantsPdf = (req: FastifyRequest, query: InvoiceQuery) =>
  query.format === 'pdf' ||
  (query.format === undefined && /\bapplication\/pdf\b/.test(req.headers.accept ?? ''));

/**
 * The invoice as JSON, or as the printable PDF with a file name the download keeps
 * (INV/26-27/000123 → invoice-INV-26-27-000123.pdf). Private to its shopper: never cached.
 */
async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  query: InvoiceQuery,
  found: { invoice: Invoice },
) {
  if (!wantsPdf(req, query)) return found;
  const layout = query.layout ?? 'a4';
  const pdf = await invoicePdf(found.invoice, layout);
  const name = `invoice-${found.invoice.number.replace(/\//g, '-')}${layout === 'roll' ? '-roll' : ''}.pdf`;
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${name}"`)
    .send(pdf);
}

/**
 * An order's and a counter order's invoice (docs/product/rules.md#gst-invoices): the shopper's
 * own, or any for staff, so it sits outside the staff-only scope.
 */
export const invoicesRoutes: FastifyPluginAsync = async (app) => {
  const signedIn = { preHandler: app.authenticate };
  route(
    app,
    gstEndpoints.orderInvoice,
    async ({ params, query, req, reply }) =>
      answer(req, reply, query, await orderInvoice(app.db, params.id, currentUser(req))),
    signedIn,
  );
  route(
    app,
    gstEndpoints.tableOrderInvoice,
    async ({ params, query, req, reply }) =>
      answer(req, reply, query, await tableOrderInvoice(app.db, params.id, currentUser(req))),
    signedIn,
  );
};
