import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { opsBookEndpoints, statementEndpoints } from '@grofresh/contracts';
import { closeBooksDay, readBooksDay } from '../../flows/books/books-day';
import { exportBooks } from '../../flows/books/books-export';
import { statementOf } from '../../flows/books/statement';
import {
  recordOrderPayment,
  recordSubscriptionPayment,
  recordTableOrderPayment,
} from '../../flows/books/record-payment';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';

/** The store's books (docs/product/rules.md#books): payments staff record, the day's cash-up. */
export const booksOpsRoutes: FastifyPluginAsync = async (app) => {
  type Body = Parameters<typeof recordOrderPayment>[1]['body'];
  const request = (id: string, body: Body, req: FastifyRequest) => ({
    id,
    body,
    actor: actorOf(req),
    now: app.clock.now(),
  });
  route(app, opsBookEndpoints.orderPayment, async ({ params, body, req }) =>
    recordOrderPayment(app.db, request(params.id, body, req)),
  );
  route(app, opsBookEndpoints.subscriptionPayment, async ({ params, body, req }) =>
    recordSubscriptionPayment(app.db, request(params.id, body, req)),
  );
  route(app, opsBookEndpoints.tableOrderPayment, async ({ params, body, req }) =>
    recordTableOrderPayment(app.db, request(params.id, body, req)),
  );
  route(app, opsBookEndpoints.day, async ({ params }) => readBooksDay(app.db, params.date));
  route(
    app,
    opsBookEndpoints.close,
    async ({ params, body, req }) =>
      closeBooksDay(app.db, {
        date: params.date,
        ...body,
        actor: actorOf(req),
        now: app.clock.now(),
      }),
    { onRequest: app.requireRole('admin') },
  );
  route(app, statementEndpoints.customer, async ({ params, query }) =>
    statementOf(app.db, { userId: params.userId, ...query, now: app.clock.now() }),
  );
  route(
    app,
    statementEndpoints.exportCsv,
    async ({ query, reply }) => {
      const csv = await exportBooks(app.db, query);
      const name = `books-${query.what}-${query.from}-to-${query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
    { onRequest: app.requireRole('admin') },
  );
};
