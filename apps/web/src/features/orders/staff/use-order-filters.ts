import { useSearchParams } from 'react-router';
import {
  deliveryTypes,
  orderStatuses,
  orderViews,
  paymentMethods,
  storeDateSchema,
} from '@grofresh/contracts';
import type { OrderFilters } from './api/staff-orders';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

/**
 * The order list's filters live in the URL, so a reload, the back button or a link shared
 * between two counters shows the same list. The queue is the default view.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const filters: OrderFilters = {
    view: oneOf(orderViews, params.get('view')) ?? 'queue',
    status: oneOf(orderStatuses, params.get('status')),
    deliveryType: oneOf(deliveryTypes, params.get('deliveryType')),
    paymentMethod: oneOf(paymentMethods, params.get('paymentMethod')),
    date: date && storeDateSchema.safeParse(date).success ? date : undefined,
    q: params.get('q') ?? undefined,
  };
  const setFilter = (key: keyof OrderFilters, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, clear };
}
