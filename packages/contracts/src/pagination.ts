import { z } from 'zod';

/**
 * Every list a shopper can grow takes ?limit&cursor and answers nextCursor
 * (docs/product/calls.md#paging).
 */
export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const nextCursorSchema = z.string().nullable();
