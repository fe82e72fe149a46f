import {
  outOfStockDetailsSchema,
  priceChangedDetailsSchema,
  type OutOfStockDetails,
  type CreateOrderBody,
  type Order,
  type orderEndpoints,
  type PriceChangedDetails,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';

const create = refTo<typeof orderEndpoints.create>('POST', '/orders/create');

/** POST /orders/create: 201 for a new order, 200 with the same order for an exact retry. */
export async function createOrder(body: CreateOrderBody): Promise<Order> {
  const { order } = await call(create, { body });
  return order;
}

/** The server's current figures when it refused a stale total (409 PRICE_CHANGED), else null. */
export function priceChangedDetails(error: unknown): PriceChangedDetails | null {
  if (!(error instanceof ApiError) || error.body.code !== 'PRICE_CHANGED') return null;
  const parsed = priceChangedDetailsSchema.safeParse(error.body.details);
  return parsed.success ? parsed.data : null;
}

/** The lines a refused order asked more of than is left (409 OUT_OF_STOCK), else null. */
export function outOfStockDetails(error: unknown): OutOfStockDetails | null {
  if (!(error instanceof ApiError) || error.body.code !== 'OUT_OF_STOCK') return null;
  const parsed = outOfStockDetailsSchema.safeParse(error.body.details);
  return parsed.success ? parsed.data : null;
}
