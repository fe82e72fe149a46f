import { z } from 'zod';
import { endpoint } from './endpoint';
import { nextCursorSchema, pageQuerySchema } from './pagination';

export const coinTransactionSchema = z
  .object({ _id: z.string(), date: z.string(), description: z.string(), amount: z.number().int() })
  .meta({ id: 'CoinTransaction' });
export type CoinTransaction = z.infer<typeof coinTransactionSchema>;

export const myCoinsResponseSchema = z.object({
  totalCoins: z.number().int(),
  transactions: z.array(coinTransactionSchema),
  nextCursor: nextCursorSchema,
});
export type MyCoins = z.infer<typeof myCoinsResponseSchema>;

export const myCoinsEndpoint = endpoint({
  method: 'GET',
  path: '/coins/mine-coins',
  summary: "The shopper's Grocoin balance and history, newest first",
  tags: ['coins'],
  query: pageQuerySchema,
  response: myCoinsResponseSchema,
});
