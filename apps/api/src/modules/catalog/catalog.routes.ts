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
import { findCategory, listBanners, listCategories, listItems } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/all',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Items, filtered by availability, category or a search term',
        querystring: itemsQuerySchema,
        response: { 200: itemsResponseSchema, 400: errorBodySchema },
      },
    },
    async (req) => ({ items: await listItems(app.db, req.query) }),
  );

  app.get(
    '/category/all',
    {
      schema: {
        tags: ['catalog'],
        summary: 'All categories, sorted by name',
        response: { 200: categoriesResponseSchema },
      },
    },
    async () => ({ categories: await listCategories(app.db) }),
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categorySchema, 404: errorBodySchema },
      },
    },
    async (req) => {
      const category = await findCategory(app.db, req.params.id);
      if (!category) throw notFound('Category not found');
      return category;
    },
  );

  app.get(
    '/banners/all',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Home page banners, in display order',
        response: { 200: bannersResponseSchema },
      },
    },
    async () => ({ banners: await listBanners(app.db) }),
  );
};
