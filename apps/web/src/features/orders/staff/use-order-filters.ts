import {
  deliveryTypes,
  orderStatuses,
  orderViews,
  paymentMethods,
  storeDateSchema,
} from '@grofresh/contracts';
import { oneOf, useUrlParams } from '@/lib/url-params';
import type { OrderFilters } from './api/staff-orders';

/**
 * The order list's filters live in the URL, so a reload, the back button or a link shared
 * between two counters shows the same list. The queue is the default view.
 */
export function useOrderFilters() {
  const { params, edit, setParam } = useUrlParams();
  const date = params.get('date');
  const filters: OrderFilters = {
    view: oneOf(orderViews, params.get('view')) ?? 'queue',
    status: oneOf(orderStatuses, params.get('status')),
    deliveryType: oneOf(deliveryTypes, params.get('deliveryType')),
    paymentMethod: oneOf(paymentMethods, params.get('paymentMethod')),
    date: date && storeDateSchema.safeParse(date).success ? date : undefined,
    q: params.get('q') ?? undefined,
  };
  const setFilter = (key: keyof OrderFilters, value: string | undefined) => setParam(key, value);
  // The orders page keeps nothing else in its URL: clearing empties it.
  const clear = () => edit((next) => [...next.keys()].forEach((key) => next.delete(key)));
  return { filters, setFilter, clear };
}
