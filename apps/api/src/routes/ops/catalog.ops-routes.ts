import type { FastifyPluginAsync } from 'fastify';
import {
  CSV_IMPORT_MAX_BYTES,
  opsCatalogEndpoints as e,
  opsCatalogFileEndpoints,
  storeDate,
} from '@grofresh/contracts';
import { bulkUpdateItems } from '../../flows/catalog/bulk';
import { createBanner, setBannerRetirement, updateBanner } from '../../flows/catalog/banners';
import {
  createCategory,
  setCategoryRetirement,
  updateCategory,
} from '../../flows/catalog/categories';
import { importItems } from '../../flows/catalog/import';
import { createItem, setItemRetirement, updateItem } from '../../flows/catalog/items';
import { route } from '../../lib/route';
import { actorOf } from '../../plugins/auth';
import { categoryRefs } from '../../modules/catalog/item-writes.service';
import { itemsCsv } from '../../modules/catalog/items-csv';
import { listOpsBanners } from '../../modules/catalog/ops-banners.service';
import { listOpsCategories } from '../../modules/catalog/ops-categories.service';
import { allShopItems, listOpsItems } from '../../modules/catalog/ops-items.service';

/** A CSV file in JSON, with room for its quoting; every other call keeps the 1 MiB limit. */
const IMPORT_BODY_LIMIT = CSV_IMPORT_MAX_BYTES + 1024 * 1024;

/** The console's catalog: items, categories and banners; registered in the staff scope. */
export const catalogOpsRoutes: FastifyPluginAsync = async (app) => {
  const who = (req: Parameters<typeof actorOf>[0]) => ({
    actor: actorOf(req),
    now: app.clock.now(),
  });

  route(app, e.items, async ({ query }) => listOpsItems(app.db, query));
  route(app, e.createItem, async ({ body, req }) =>
    createItem(app.db, { ...who(req), item: body }),
  );
  route(app, e.updateItem, async ({ params, body, req }) =>
    updateItem(app.db, { ...who(req), id: params.id, change: body }),
  );
  route(app, e.retireItem, async ({ params, req }) =>
    setItemRetirement(app.db, { ...who(req), id: params.id, retired: true }),
  );
  route(app, e.restoreItem, async ({ params, req }) =>
    setItemRetirement(app.db, { ...who(req), id: params.id, retired: false }),
  );
  route(app, e.bulkItems, async ({ body, req }) =>
    bulkUpdateItems(app.db, { ...who(req), change: body }),
  );
  route(
    app,
    e.importItems,
    async ({ body, req }) => importItems(app.db, { ...who(req), csv: body.csv }),
    { bodyLimit: IMPORT_BODY_LIMIT },
  );
  route(app, opsCatalogFileEndpoints.exportItems, async ({ reply }) => {
    const [items, refs] = await Promise.all([allShopItems(app.db), categoryRefs(app.db)]);
    const csv = itemsCsv(items, new Map(refs.map((c) => [c.id, c.name])));
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="items-${storeDate(app.clock.now())}.csv"`,
      )
      .send(csv);
  });

  route(app, e.categories, async () => ({ categories: await listOpsCategories(app.db) }));
  route(app, e.createCategory, async ({ body, req }) =>
    createCategory(app.db, { ...who(req), category: body }),
  );
  route(app, e.updateCategory, async ({ params, body, req }) =>
    updateCategory(app.db, { ...who(req), id: params.id, change: body }),
  );
  route(app, e.retireCategory, async ({ params, req }) =>
    setCategoryRetirement(app.db, { ...who(req), id: params.id, retired: true }),
  );
  route(app, e.restoreCategory, async ({ params, req }) =>
    setCategoryRetirement(app.db, { ...who(req), id: params.id, retired: false }),
  );

  route(app, e.banners, async () => ({ banners: await listOpsBanners(app.db) }));
  route(app, e.createBanner, async ({ body, req }) =>
    createBanner(app.db, { ...who(req), banner: body }),
  );
  route(app, e.updateBanner, async ({ params, body, req }) =>
    updateBanner(app.db, { ...who(req), id: params.id, change: body }),
  );
  route(app, e.retireBanner, async ({ params, req }) =>
    setBannerRetirement(app.db, { ...who(req), id: params.id, retired: true }),
  );
  route(app, e.restoreBanner, async ({ params, req }) =>
    setBannerRetirement(app.db, { ...who(req), id: params.id, retired: false }),
  );
};
