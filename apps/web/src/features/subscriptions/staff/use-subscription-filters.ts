import { subscriptionStatuses, subscriptionTypes } from '@grofresh/contracts';
import { oneOf, useUrlParams } from '@/lib/url-params';
import type { SubscriptionFilters } from './api/staff-subscriptions';

export const FILTER_KEYS = ['status', 'type', 'paid', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The subscriptions tab's filters live in the URL beside `tab`, so a reload or a shared link
 * shows the same list; clearing them keeps the tab.
 */
export function useSubscriptionFilters() {
  const { params, edit, setParam } = useUrlParams();
  const q = params.get('q')?.trim();
  const filters: SubscriptionFilters = {
    status: oneOf(subscriptionStatuses, params.get('status')),
    type: oneOf(subscriptionTypes, params.get('type')),
    paid: oneOf(['true', 'false'] as const, params.get('paid')),
    q: q || undefined,
  };
  const setFilter = (key: FilterKey, value: string | undefined) => setParam(key, value);
  const clear = () => edit((next) => FILTER_KEYS.forEach((key) => next.delete(key)));
  return { filters, setFilter, clear };
}
