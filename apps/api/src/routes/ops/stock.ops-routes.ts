import type { FastifyPluginAsync } from 'fastify';
import { CSV_IMPORT_MAX_BYTES, opsStockEndpoints as e, storeDate } from '@grofresh/contracts';
import { recordStockMovement, setStockSettings, stockHistory } from '../../flows/stock/stock';
import { importStockTake } from '../../flows/stock/stock-take';
import { route } from '../../lib/route';
import { stockCsv } from '../../modules/catalog/stock-csv';
import { listStock } from '../../modules/catalog/stock-list';
import { actorOf } from '../../plugins/auth';

/** A CSV file in JSON, with room for its quoting; every other call keeps the 1 MiB limit. */
const IMPORT_BODY_LIMIT = CSV_IMPORT_MAX_BYTES + 1024 * 1024;

/** The console's stock (docs/product/rules.md#stock); registered in the staff scope. */
export const stockOpsRoutes: FastifyPluginAsync = async (app) => {
  route(app, e.list, async ({ query }) => ({ items: await listStock(app.db, query) }));
  route(app, e.record, async ({ body, req }) =>
    recordStockMovement(app.db, { body, actor: actorOf(req), now: app.clock.now() }),
  );
  route(app, e.settings, async ({ params, body, req }) =>
    setStockSettings(app.db, {
      itemId: params.itemId,
      body,
      actor: actorOf(req),
      now: app.clock.now(),
    }),
  );
  route(app, e.movements, async ({ params }) => stockHistory(app.db, params.itemId));
  route(app, e.exportCsv, async ({ reply }) => {
    const csv = stockCsv(await listStock(app.db, {}));
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="stock-${storeDate(app.clock.now())}.csv"`,
      )
      .send(csv);
  });
  route(
    app,
    e.importCsv,
    async ({ body, req }) =>
      importStockTake(app.db, { csv: body.csv, actor: actorOf(req), now: app.clock.now() }),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
};
