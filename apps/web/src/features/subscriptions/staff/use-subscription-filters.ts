import { useSearchParams } from 'react-router';
import { subscriptionStatuses, subscriptionTypes } from '@grofresh/contracts';
import type { SubscriptionFilters } from './api/staff-subscriptions';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

export const FILTER_KEYS = ['status', 'type', 'paid', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The subscriptions tab's filters live in the URL beside `tab`, so a reload or a shared link
 * shows the same list; clearing them keeps the tab.
 */
export function useSubscriptionFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim();
  const filters: SubscriptionFilters = {
    status: oneOf(subscriptionStatuses, params.get('status')),
    type: oneOf(subscriptionTypes, params.get('type')),
    paid: oneOf(['true', 'false'] as const, params.get('paid')),
    q: q || undefined,
  };
  const setFilter = (key: FilterKey, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter, clear };
}
