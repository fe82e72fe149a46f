import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bannersResponseSchema,
  categoriesResponseSchema,
  categorySchema,
  errorBodySchema,
  idParamsSchema,
  itemsQuerySchema,
  itemsResponseSchema,
} from '@grofresh/contracts';
import { notFound } from '../../lib/app-error';
import { catalogAnswer } from '../../lib/encoded-answer';
import { searchAnswers } from '../../modules/catalog/catalog.search-answers';
import {
  findCategory,
  listBanners,
  listCategories,
  listItems,
} from '../../modules/catalog/catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = catalogAnswer(app);
  const searched = searchAnswers(app);

  app.get(
    '/items/all',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Items, filtered by availability, category or a search term',
        querystring: itemsQuerySchema,
        response: { 200: itemsResponseSchema, 400: errorBodySchema },
      },
    },
    async (req, reply) => {
      const query = req.query;
      // Searches are too varied for the pages' cache: they have a bounded shelf of their own.
      if (query.name !== undefined && query.name.trim() !== '') {
        return searched(query, reply);
      }
      return cached(itemsResponseSchema, `items:${JSON.stringify(query)}`, async () => ({
        items: await listItems(app.db, query),
      }))(req, reply);
    },
  );

  app.get(
    '/category/all',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'All categories, sorted by name',
        response: { 200: categoriesResponseSchema },
      },
    },
    cached(categoriesResponseSchema, 'categories', async () => ({
      categories: await listCategories(app.db),
    })),
  );

  app.get(
    '/category/:id',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categorySchema, 404: errorBodySchema },
      },
    },
    // An unknown id fails inside the computation, which is never kept: random ids cannot
    // crowd the pages' answers out of the cache.
    async (req, reply) =>
      cached(categorySchema, `category:${req.params.id}`, async () => {
        const category = await findCategory(app.db, req.params.id);
        if (!category) throw notFound('Category not found');
        return category;
      })(req, reply),
  );

  app.get(
    '/banners/all',
    {
      compress: false,
      schema: {
        tags: ['catalog'],
        summary: 'Home page banners, in display order',
        response: { 200: bannersResponseSchema },
      },
    },
    cached(bannersResponseSchema, 'banners', async () => ({ banners: await listBanners(app.db) })),
  );
};
