import { and, desc, eq, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@grofresh/contracts';
import { AppError } from './app-error';
import { isId } from './ids';

interface Position {
  at: Date;
  id: string;
}

/** Keyset pagination over (created_at desc, id desc): stable while rows are added. */
export const encodeCursor = ({ at, id }: Position): string =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

export function decodeCursor(cursor: string): Position {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const date = new Date(at);
    if (!Number.isNaN(date.getTime()) && typeof id === 'string' && isId(id))
      return { at: date, id };
  } catch {
    // fall through to the shopper-facing error
  }
  throw new AppError('VALIDATION_ERROR', 'This list position is not valid. Please reload.');
}

/** Rows strictly after the cursor in newest-first order. */
export const afterCursor = (createdAt: AnyColumn, id: AnyColumn, cursor: string): SQL => {
  const { at, id: lastId } = decodeCursor(cursor);
  return or(lt(createdAt, at), and(eq(createdAt, at), lt(id, lastId)))!;
};

/** Takes one row more than the page to know whether there is a next page. */
export function page<T extends { createdAt: Date; id: string }>(
  rows: T[],
  limit: number,
): { rows: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return {
    rows: shown,
    nextCursor: more && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

/** The parts of a newest-first page: the cursor condition, the order, one row extra. */
export const newestFirst = (createdAt: AnyColumn, id: AnyColumn, query: PageQuery) => ({
  after: query.cursor ? afterCursor(createdAt, id, query.cursor) : undefined,
  orderBy: [desc(createdAt), desc(id)],
  limit: query.limit + 1,
});
