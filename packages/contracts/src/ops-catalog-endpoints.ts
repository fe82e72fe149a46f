import { z } from 'zod';
import { idParamsSchema } from './catalog';
import { endpoint } from './endpoint';
import {
  OPS_ITEMS_PAGE,
  bannerCreateSchema,
  bannerUpdateSchema,
  bulkItemsSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  csvImportSchema,
  itemCreateSchema,
  itemUpdateSchema,
  opsBannerSchema,
  opsCategorySchema,
  opsItemSchema,
  opsItemsQuerySchema,
} from './ops-catalog';

/**
 * The console's catalog calls: items, categories, banners, pictures and the CSV. Their bodies'
 * schemas and limits are in ops-catalog.ts.
 */

const tags = ['ops', 'catalog'] as const;
const itemAnswer = z.object({ item: opsItemSchema });
const categoryAnswer = z.object({ category: opsCategorySchema });
const bannerAnswer = z.object({ banner: opsBannerSchema });

export const opsCatalogEndpoints = {
  items: endpoint({
    method: 'GET',
    path: '/ops/items',
    summary: `Items by name, category, availability or retired, A-Z, at most ${OPS_ITEMS_PAGE}`,
    tags,
    query: opsItemsQuerySchema,
    response: z.object({ items: z.array(opsItemSchema), total: z.number() }),
  }),
  createItem: endpoint({
    method: 'POST',
    path: '/ops/items',
    summary: 'A new item',
    tags,
    body: itemCreateSchema,
    response: itemAnswer,
    status: 201,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: '/ops/items/:id',
    summary: 'Change an item; placed orders keep their snapshot, the shop shows it at once',
    tags,
    params: idParamsSchema,
    body: itemUpdateSchema,
    response: itemAnswer,
    errors: [409],
  }),
  retireItem: endpoint({
    method: 'POST',
    path: '/ops/items/:id/retire',
    summary: 'Take an item out of the shop (orders keep it)',
    tags,
    params: idParamsSchema,
    response: itemAnswer,
  }),
  restoreItem: endpoint({
    method: 'POST',
    path: '/ops/items/:id/restore',
    summary: 'Bring a retired item back',
    tags,
    params: idParamsSchema,
    response: itemAnswer,
  }),
  bulkItems: endpoint({
    method: 'POST',
    path: '/ops/items/bulk',
    summary: 'Availability or a price change in percent for many items, all or none',
    tags,
    body: bulkItemsSchema,
    response: z.object({ message: z.string(), items: z.array(opsItemSchema) }),
  }),
  importItems: endpoint({
    method: 'POST',
    path: '/ops/items/import',
    summary: 'Create and update items from CSV text (the export columns), all rows or none',
    tags,
    body: csvImportSchema,
    response: z.object({ message: z.string(), created: z.number(), updated: z.number() }),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/ops/categories',
    summary: 'Every category, retired ones too, with how many items each has',
    tags,
    response: z.object({ categories: z.array(opsCategorySchema) }),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/ops/categories',
    summary: 'A new category',
    tags,
    body: categoryCreateSchema,
    response: categoryAnswer,
    status: 201,
    errors: [409],
  }),
  updateCategory: endpoint({
    method: 'PUT',
    path: '/ops/categories/:id',
    summary: 'Rename a category or change its picture',
    tags,
    params: idParamsSchema,
    body: categoryUpdateSchema,
    response: categoryAnswer,
    errors: [409],
  }),
  retireCategory: endpoint({
    method: 'POST',
    path: '/ops/categories/:id/retire',
    summary: 'Take a category out of the shop',
    tags,
    params: idParamsSchema,
    response: categoryAnswer,
  }),
  restoreCategory: endpoint({
    method: 'POST',
    path: '/ops/categories/:id/restore',
    summary: 'Bring a retired category back',
    tags,
    params: idParamsSchema,
    response: categoryAnswer,
  }),
  banners: endpoint({
    method: 'GET',
    path: '/ops/banners',
    summary: 'Every banner, retired ones too, in display order',
    tags,
    response: z.object({ banners: z.array(opsBannerSchema) }),
  }),
  createBanner: endpoint({
    method: 'POST',
    path: '/ops/banners',
    summary: 'A new home page banner',
    tags,
    body: bannerCreateSchema,
    response: bannerAnswer,
    status: 201,
  }),
  updateBanner: endpoint({
    method: 'PUT',
    path: '/ops/banners/:id',
    summary: 'Change a banner',
    tags,
    params: idParamsSchema,
    body: bannerUpdateSchema,
    response: bannerAnswer,
    errors: [409],
  }),
  retireBanner: endpoint({
    method: 'POST',
    path: '/ops/banners/:id/retire',
    summary: 'Take a banner off the home page',
    tags,
    params: idParamsSchema,
    response: bannerAnswer,
  }),
  restoreBanner: endpoint({
    method: 'POST',
    path: '/ops/banners/:id/restore',
    summary: 'Put a retired banner back',
    tags,
    params: idParamsSchema,
    response: bannerAnswer,
  }),
  bundledImages: endpoint({
    method: 'GET',
    path: '/ops/images/bundled',
    summary: 'Pictures that ship with the shop, by name',
    tags,
    query: z.object({ q: z.string().trim().max(40).optional() }),
    response: z.object({ images: z.array(z.object({ name: z.string(), url: z.string() })) }),
  }),
};
