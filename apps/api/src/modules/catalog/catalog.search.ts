import { createHash } from 'node:crypto';
import { and, not, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { Item } from '@grofresh/contracts';
import type { DbOrTx } from '../../db/database';
import { escapeLike } from '../../lib/like';
import { itemConditions, type ItemFilters } from './catalog.sql';
import { foundColumns, foundObject, fromFound, type FoundItem } from './catalog.search-found';
import { CATEGORY_TERM_MIN, ruleSearch, termWords, type Exact } from './catalog.search-rule';
import { categories, itemCategories, items } from './catalog.table';

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

const dialect = new PgDialect();

const term = sql.placeholder('term');
const words = sql`${sql.placeholder('words')}::text`;
const limit = sql.placeholder('limit');
/** `wordsOf` (catalog.search-rule.ts) in SQL. */
const wordsOf = (text: SQL) =>
  sql`(' ' || regexp_replace(lower(${text}), '[^a-z0-9]+', ' ', 'g') || ' ')`;
const nameWords = wordsOf(sql`${items.name}`);
/** `partsOf` in SQL. */
const nameParts = sql`(' ' || replace(replace(regexp_replace(lower(${items.name}),
  '[^a-z0-9()]+', ' ', 'g'), '(', ' | '), ')', ' | ') || ' |')`;
const inside = sql`${items.name} ilike ${sql.placeholder('inside')}`;
const startsWord = sql`(${words} <> '' and strpos(${nameWords}, ' ' || ${words}) > 0)`;
const inCategory = sql`${items.id} in (select ${itemCategories.itemId} from ${itemCategories}
  where ${itemCategories.categoryId} in (select id from categories_of_term))`;
/** Step 1's keys as one number, highest first (catalog.search-rule.ts). */
const rank = sql`(case when ${words} <> '' and strpos(${nameWords}, ' ' || ${words} || ' ') > 0
    then 8 else 0 end
  + case when ${inCategory} then 4 else 0 end
  + case when ${words} <> '' and ${nameParts} ~ (' ' || ${words} || '[a-z0-9]* *\\|')
    then 2 else 0 end)`;
const byRank = sql.raw('rank desc, length, name, id');
const sounds = sql`${items.nameSounds} @> array[dmetaphone(${term})]`;
const byScores = sql.raw('word_score desc, score desc, name, id');
const group = (n: number) => sql.identifier(`group${n}`);

/**
 * Groups read in turn, each only while the page has room (`onlyIfEmpty`: only when the ones
 * before found nothing), as JSON documents: cheaper for node to read than a hundred rows of
 * typed columns. `found` has the groups before `split`, `fragments` the others.
 */
function inTurn(prefix: SQL, groups: SQL[], order: SQL, onlyIfEmpty: boolean, split: number) {
  const ranked = groups.map((select, n) => {
    const before = groups.slice(0, n).map((_, m) => sql`(select count(*) from ${group(m)})`);
    const room =
      n === 0
        ? limit
        : onlyIfEmpty
          ? sql`case when ${sql.join(before, sql` + `)} > 0 then 0 else ${limit} end`
          : sql.join([limit, ...before], sql` - `);
    return sql`${group(n)} as materialized (
      select ${sql.raw(String(n))} as "group", ${select} order by ${order} limit ${room})`;
  });
  const all = (where: string) =>
    sql`coalesce(json_agg(${foundObject} order by "group", ${order})
      filter (where ${sql.raw(where)}), '[]')`;
  return dialect.sqlToQuery(sql`
    with ${prefix} ${sql.join(ranked, sql`, `)}
    select ${all(`"group" < ${split}`)} as found, ${all(`"group" >= ${split}`)} as fragments
    from (${sql.join(
      groups.map((_, n) => sql`select * from ${group(n)}`),
      sql` union all `,
    )}) as found`);
}

/**
 * The statement of one step of the rule for one shape (which filters), every value a
 * placeholder. Exact: names where the needle starts a word, the other items of its categories,
 * names holding it inside a word (trigram index). Near: names sounding like the term
 * (metaphone index), else close to it.
 */
function searchStatement(step: 'exact' | 'near', filters: ItemFilters): Query {
  const where = and(...itemConditions(filters, (name) => sql.placeholder(name)));
  if (step === 'exact') {
    const length = sql`char_length(${items.name}) as length`;
    return inTurn(
      sql`categories_of_term as materialized (select id from ${categories}
        where ${categories.retiredAt} is null
          and char_length(${words}) >= ${sql.raw(String(CATEGORY_TERM_MIN))}
          and strpos(${wordsOf(sql`${categories.name}`)}, ' ' || ${words}) > 0),
      name_matches as materialized (select ${rank} as rank, ${startsWord} as starts,
        ${foundColumns}, ${length} from ${items} where ${and(where, inside)}),`,
      [
        sql`name_matches.* from name_matches where starts`,
        sql`0 as rank, false as starts, ${foundColumns}, ${length}
          from ${items} where ${and(where, not(inside), inCategory)}`,
        sql`name_matches.* from name_matches where not starts`,
      ],
      byRank,
      false,
      2,
    );
  }
  const scores = sql`word_similarity(${term}, ${items.name}) as word_score,
    similarity(${term}, ${items.name}) as score, ${foundColumns} from ${items}`;
  return inTurn(
    sql``,
    [
      sql`${scores} where ${and(where, sounds)}`,
      sql`${scores} where ${and(where, sql`${term} <% ${items.name}`)}`,
    ],
    byScores,
    true,
    2,
  );
}

const statements = new Map<string, { query: Query; name: string }>();

/** Runs one step; named, so each connection plans it once, unless the needle is too short. */
async function runStep(
  db: DbOrTx,
  step: 'exact' | 'near',
  filters: ItemFilters,
  values: Record<string, unknown>,
  named: boolean,
): Promise<Exact> {
  // At most 16 shapes, each built once per process.
  const given = [filters.availability, filters.ids, filters.categoryId].map((v) => v !== undefined);
  const shape = [step, ...given].join();
  let statement = statements.get(shape);
  if (!statement) {
    const query = searchStatement(step, filters);
    const name = `search_${createHash('sha1').update(query.sql).digest('base64url')}`;
    statements.set(shape, (statement = { query, name }));
  }
  const { rows } = await db._.session
    .prepareQuery<{
      execute: QueryResult<{ found: FoundItem[]; fragments: FoundItem[] }>;
      all: unknown;
      values: unknown;
    }>(
      statement.query,
      undefined,
      // 'a' matches most names: a short needle's best plan depends on the needle itself.
      named ? statement.name : undefined,
      false,
    )
    .execute({ ...filters, ...values });
  // Aggregates without grouping: always exactly one row.
  return { strong: rows[0]!.found.map(fromFound), weak: rows[0]!.fragments.map(fromFound) };
}

/**
 * The items a search finds, best first, at most `limit`, with their sizes and categories, by
 * the rule of catalog.search-rule.ts: one statement per step (usually one in all).
 */
export const searchItems: Search = (db, searched, filters, limit) =>
  ruleSearch(searched, isFuzzy(searched), limit, {
    exact: (needle, room) =>
      runStep(
        db,
        'exact',
        filters,
        {
          inside: `%${escapeLike(needle)}%`,
          words: termWords(needle),
          limit: room,
        },
        needle.length >= FUZZY_MIN_LENGTH,
      ),
    near: async (term, room) =>
      (await runStep(db, 'near', filters, { term, limit: room }, true)).strong,
  });
