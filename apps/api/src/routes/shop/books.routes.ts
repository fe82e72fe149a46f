import type { FastifyPluginAsync } from 'fastify';
import { statementEndpoints } from '@grofresh/contracts';
import { statementOf } from '../../flows/books/statement';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';

/** The shopper's own account (docs/product/rules.md#books). */
export const booksRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    statementEndpoints.mine,
    async ({ query, req }) =>
      statementOf(app.db, { userId: currentUser(req).id, ...query, now: app.clock.now() }),
    { preHandler: app.authenticate },
  );
};
