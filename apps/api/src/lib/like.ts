import { ilike, type AnyColumn, type SQL } from 'drizzle-orm';

/** A search term as a LIKE pattern matches it literally: % and _ are only themselves. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The column holds the term anywhere, ignoring case (trigram indexes serve it). */
export const containing = (column: AnyColumn, term: string): SQL =>
  ilike(column, `%${escapeLike(term)}%`);
