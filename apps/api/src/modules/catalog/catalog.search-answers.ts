import type { FastifyInstance, FastifyReply } from 'fastify';
import { ITEM_LIMIT_SEARCH, itemsResponseSchema, type ItemsQuery } from '@grofresh/contracts';
import { indexedSearch } from './catalog.search-indexed';
import { listItems } from './catalog.service';

/**
 * Distinct searches kept per catalog version. A page of 50 is about 20 KB, so the shelf holds
 * at most some 5 MB; shoppers repeat the popular terms ('milk', 'paneer') far more often.
 */
export const KEPT_SEARCHES = 256;
/** Bigger pages (a client asking up to 1,000 items, ~400 KB) are answered but never kept. */
const KEPT_LIMIT_MAX = 2 * ITEM_LIMIT_SEARCH;

/**
 * Search answers as JSON bytes, kept until the catalog next changes. A search is made only from
 * the catalog (the same for every shopper, signed in or not), so an answer can be shared; it
 * lives on a shelf of the catalog cache of its own (`CatalogCache.shelf`), bounded and least
 * recently used first, which any catalog change on any instance empties at once, and which
 * keeps nothing while changes cannot be heard. Varied terms never crowd the pages' answers out.
 */
export function searchAnswers(
  app: FastifyInstance,
): (query: ItemsQuery, reply: FastifyReply) => Promise<FastifyReply> {
  const shelf = app.catalogCache.shelf(KEPT_SEARCHES);
  const search = indexedSearch(app.catalogCache);
  const compute = async (query: ItemsQuery) =>
    Buffer.from(
      JSON.stringify(itemsResponseSchema.parse({ items: await listItems(app.db, query, search) })),
    );
  const answer = (query: ItemsQuery) => {
    if ((query.limit ?? ITEM_LIMIT_SEARCH) > KEPT_LIMIT_MAX) return compute(query);
    // Everything the answer depends on; the term as it is searched (trimmed).
    const key = JSON.stringify([
      query.name?.trim(),
      query.availability,
      query.categoryId,
      query.ids,
      query.limit ?? ITEM_LIMIT_SEARCH,
    ]);
    return shelf.remember(key, () => compute(query));
  };
  // Bytes made once; sent as they are, past the route's response serializer.
  return async (query, reply) =>
    reply.type('application/json; charset=utf-8').send(await answer(query));
}
