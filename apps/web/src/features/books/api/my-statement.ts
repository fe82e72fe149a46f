import { queryOptions, useQuery } from '@tanstack/react-query';
import type { statementEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const mine = refTo<typeof statementEndpoints.mine>('GET', '/user/statement');

export const myStatementQuery = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.books.statement(userId),
    queryFn: () => call(mine, { query: {} }),
  });

/** GET /user/statement: the last 90 store days' bills, payments and refunds, and what is due. */
export const useMyStatement = (userId: string | undefined) =>
  useQuery({ ...myStatementQuery(userId ?? ''), enabled: Boolean(userId) });
