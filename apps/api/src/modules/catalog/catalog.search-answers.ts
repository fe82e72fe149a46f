import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ITEM_LIMIT_SEARCH, type ItemsQuery } from '@grofresh/contracts';
import { EncodedAnswer, QUICK, sendKept } from '../../lib/encoded-answer';
import { itemsAnswer } from './catalog.search-json';
import { indexedSearch } from './catalog.search-indexed';
import { listItems } from './catalog.service';

/**
 * Distinct searches kept per catalog version (with each URL that asked, for the front door). A
 * page of 50 is about 20 KB, so the shelf holds at most some 5 MB; shoppers repeat the popular
 * terms ('milk', 'paneer') far more often.
 */
export const KEPT_SEARCHES = 256;
/** Pages bigger than this (a client asking up to 1,000 items, ~400 KB) have a shelf of their own… */
const BIG_PAGE_FROM = 2 * ITEM_LIMIT_SEARCH;
/** …that holds fewer: at most some 16 MB with their compressed forms. */
export const KEPT_BIG_SEARCHES = 32;

/**
 * Search answers, kept until the catalog next changes and sent like the catalog's list calls
 * (lib/encoded-answer.ts: bytes made once, with an ETag, compressed once per encoding asked for,
 * and sent again by the front door without Fastify). A search is made only from the catalog
 * (the same for every shopper, signed in or not), so an answer can be shared. They live on
 * shelves of the catalog cache (`CatalogCache.shelf`), bounded and least recently used first,
 * which any catalog change on any instance empties at once (a price, the available switch, a
 * stock count: docs/product/rules.md#stock), and which keep nothing while changes cannot be
 * heard. Varied terms never crowd the pages' answers out.
 */
export function searchAnswers(
  app: FastifyInstance,
): (query: ItemsQuery, req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const shelf = app.catalogCache.shelf(KEPT_SEARCHES);
  const bigShelf = app.catalogCache.shelf(KEPT_BIG_SEARCHES);
  const search = indexedSearch(app.catalogCache);
  const compute = async (query: ItemsQuery) =>
    new EncodedAnswer(itemsAnswer(await listItems(app.db, query, search)), QUICK);
  return (query, req, reply) => {
    const limit = query.limit ?? ITEM_LIMIT_SEARCH;
    // Everything the answer depends on, as it is searched: the term trimmed, the limit given or
    // not, the ids in any order. Two URLs that differ only so share one answer.
    const key = JSON.stringify([
      query.name?.trim(),
      query.availability,
      query.categoryId,
      query.ids && [...query.ids].sort(),
      limit,
    ]);
    return sendKept(req, reply, limit > BIG_PAGE_FROM ? bigShelf : shelf, key, () =>
      compute(query),
    );
  };
}
