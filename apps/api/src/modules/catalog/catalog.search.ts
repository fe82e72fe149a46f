import { createHash } from 'node:crypto';
import { and, not, sql, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Item } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { escapeLike } from '../../lib/like';
import { itemConditions, toItem, type ItemFilters } from './catalog.sql';
import { itemCategories, items, itemVariants } from './catalog.table';

/** Fuzzy matching needs a few letters; shorter terms match as plain text only. */
const FUZZY_MIN_LENGTH = 3;
export const isFuzzy = (term: string): boolean =>
  term.length >= FUZZY_MIN_LENGTH && /[a-z].*[a-z]/i.test(term);

/** Finds the items matching a term, best first (`searchItems`, or the index that copies it). */
export type Search = (
  db: DbOrTx,
  term: string,
  filters: ItemFilters,
  limit: number,
) => Promise<Item[]>;

export interface FoundItem {
  id: string;
  name: string;
  description: string;
  image: string;
  pricePaise: number;
  discountPricePaise: number;
  isVariant: boolean;
  available: boolean;
  /** [value, price, discount price] in paise, in the item's order. */
  sizes: [string, number, number][];
  categoryIds: string[];
}

const dialect = new PgDialect();

/** An item's shown columns, named as `foundObject` reads them from a row source `found`. */
export const foundColumns = sql`${items.id} as id, ${items.name} as name,
  ${items.description} as description, ${items.image} as image,
  ${items.pricePaise} as "pricePaise", ${items.discountPricePaise} as "discountPricePaise",
  ${items.isVariant} as "isVariant", ${items.available} as available`;

/** A `FoundItem` as one JSON object, with its sizes and categories. */
export const foundObject = sql`json_build_object('id', id, 'name', name,
  'description', description, 'image', image, 'pricePaise', "pricePaise",
  'discountPricePaise', "discountPricePaise", 'isVariant', "isVariant", 'available', available,
  'sizes', (select coalesce(json_agg(json_build_array(${itemVariants.value},
      ${itemVariants.pricePaise}, ${itemVariants.discountPricePaise})
      order by ${itemVariants.position}, ${itemVariants.value}), '[]')
    from ${itemVariants} where ${itemVariants.itemId} = found.id),
  'categoryIds', array(select ${itemCategories.categoryId} from ${itemCategories}
    where ${itemCategories.itemId} = found.id order by ${itemCategories.categoryId}))`;

/** The item a shopper sees, from its `FoundItem`. */
export const fromFound = (found: FoundItem): Item =>
  toItem(
    found,
    found.sizes.map(([value, pricePaise, discountPricePaise]) => ({
      value,
      pricePaise,
      discountPricePaise,
    })),
    found.categoryIds,
  );

const term = sql.placeholder('term');
const inside = sql`${items.name} ilike ${sql.placeholder('inside')}`;
const starts = sql`${items.name} ilike ${sql.placeholder('starts')}`;
const sounds = sql`${items.nameSounds} @> array[dmetaphone(${term})]`;
const order = sql.raw('starts desc, sounds desc, word_score desc, score desc, name, id');
const group = (n: number) => sql.identifier(`group${n}`);

/**
 * The search statement for one shape (fuzzy or not, which filters), every value a placeholder.
 *
 * Ranking: names starting with the term, then names containing it, then names with a word that
 * sounds like it, then the rest; within each, a sound-alike word first, then word similarity,
 * then whole-name similarity, then name and id. Those three groups never mix, so each is read
 * in turn (trigram and metaphone indexes find its rows) and only while the page has room: 'pan'
 * scores the 300 names containing it, not the 1,500 names it is merely close to.
 */
function searchStatement(fuzzy: boolean, filters: ItemFilters): { query: Query; name?: string } {
  const conditions = itemConditions(filters, (name) => sql.placeholder(name));
  const groups = fuzzy
    ? [
        inside,
        and(not(inside), sounds)!,
        and(not(inside), not(sounds), sql`${term} <% ${items.name}`)!,
      ]
    : [inside];
  const keys = fuzzy
    ? sql`${sounds} as sounds, word_similarity(${term}, ${items.name}) as word_score,
        similarity(${term}, ${items.name}) as score`
    : sql`false as sounds, 0 as word_score, 0 as score`;
  const ranked = groups.map((match, n) => {
    // What the groups before this one left of the page; a full page leaves none, and a limit
    // of 0 never runs the group's scan and sort.
    const room = sql.join(
      [
        sql.placeholder('limit'),
        ...groups.slice(0, n).map((_, m) => sql`(select count(*) from ${group(m)})`),
      ],
      sql` - `,
    );
    return sql`${group(n)} as materialized (
      select ${sql.raw(String(n))} as "group", ${starts} as starts, ${keys}, ${foundColumns}
      from ${items} where ${and(...conditions, match)}
      order by ${order} limit ${room})`;
  });
  // One JSON document: cheaper for node to read than a hundred rows of typed columns.
  const query = dialect.sqlToQuery(sql`
    with ${sql.join(ranked, sql`, `)}
    select coalesce(json_agg(${foundObject} order by "group", ${order}), '[]') as found
    from (${sql.join(
      groups.map((_, n) => sql`select * from ${group(n)}`),
      sql` union all `,
    )}) as found`);
  // Named, so each connection plans it once. Not for terms too short to be fuzzy ('a' matches
  // most names): their best plan depends on the term itself.
  if (!fuzzy) return { query };
  return { query, name: `search_${createHash('sha1').update(query.sql).digest('base64url')}` };
}

const statements = new Map<string, ReturnType<typeof searchStatement>>();

/**
 * The items whose names match a search term, best first, at most `limit`, with their sizes and
 * categories: one statement. A term matches inside a name (ignoring case), or, from three
 * letters on, a word of the name sounds like it (double metaphone) or is close to it
 * (`term <% name`: trigram word similarity at least the connection's threshold).
 */
export async function searchItems(
  db: DbOrTx,
  searched: string,
  filters: ItemFilters,
  limit: number,
): Promise<Item[]> {
  const fuzzy = isFuzzy(searched);
  // At most 16 shapes, each built once per process.
  const given = [filters.availability, filters.ids, filters.categoryId].map((v) => v !== undefined);
  const shape = [fuzzy, ...given].join();
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = searchStatement(fuzzy, filters)));

  const pattern = escapeLike(searched);
  const { rows } = await db._.session
    .prepareQuery<{ execute: QueryResult<{ found: FoundItem[] }>; all: unknown; values: unknown }>(
      statement.query,
      undefined,
      statement.name,
      false,
    )
    .execute({ ...filters, term: searched, inside: `%${pattern}%`, starts: `${pattern}%`, limit });
  // An aggregate without grouping: always exactly one row.
  return rows[0]!.found.map(fromFound);
}
