import type { FastifyPluginAsync } from 'fastify';
import { catalogEndpoints } from '@grofresh/contracts';
import { notFound } from '../../lib/app-error';
import { catalogAnswer } from '../../lib/encoded-answer';
import { route } from '../../lib/route';
import { searchAnswers } from '../../modules/catalog/catalog.search-answers';
import {
  findCategory,
  listBanners,
  listCategories,
  listItems,
} from '../../modules/catalog/catalog.service';

/** Kept answers go out as bytes compressed once (lib/encoded-answer.ts), not per request. */
const asKept = { compress: false } as const;

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const cached = catalogAnswer(app);
  const searched = searchAnswers(app);
  const { items, categories, category, banners } = catalogEndpoints;

  route(
    app,
    items,
    async ({ query, req, reply }) => {
      // Searches are too varied for the pages' cache: they have a bounded shelf of their own.
      if (query.name !== undefined && query.name.trim() !== '') {
        return searched(query, req, reply);
      }
      return cached(items.response, `items:${JSON.stringify(query)}`, async () => ({
        items: await listItems(app.db, query),
      }))(req, reply);
    },
    asKept,
  );

  route(
    app,
    categories,
    async ({ req, reply }) =>
      cached(categories.response, 'categories', async () => ({
        categories: await listCategories(app.db),
      }))(req, reply),
    asKept,
  );

  // An unknown id fails inside the computation, which is never kept: random ids cannot
  // crowd the pages' answers out of the cache.
  route(
    app,
    category,
    async ({ params, req, reply }) =>
      cached(category.response, `category:${params.id}`, async () => {
        const found = await findCategory(app.db, params.id);
        if (!found) throw notFound('Category not found');
        return found;
      })(req, reply),
    asKept,
  );

  route(
    app,
    banners,
    async ({ req, reply }) =>
      cached(banners.response, 'banners', async () => ({
        banners: await listBanners(app.db),
      }))(req, reply),
    asKept,
  );
};
