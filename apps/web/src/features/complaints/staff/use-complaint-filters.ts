import {
  complaintCategories,
  complaintStatuses,
  complaintViews,
  isOpenComplaint,
  type ComplaintStatus,
  type ComplaintView,
} from '@grofresh/contracts';
import { oneOf, useUrlParams } from '@/lib/url-params';
import type { ComplaintFilters } from './api/staff-complaints';

export const FILTER_KEYS = ['status', 'category', 'q'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The statuses a view can hold: the status filter offers only these. */
export const statusesOf = (view: ComplaintView): ComplaintStatus[] =>
  complaintStatuses.filter((s) =>
    view === 'all' ? true : view === 'open' ? isOpenComplaint(s) : !isOpenComplaint(s),
  );

/**
 * The complaints list lives in the URL (view, status, category, search and the complaint
 * opened beside it), so a reload or a shared link shows the same thing. Open is the default
 * view and stays out of the URL.
 */
export function useComplaintFilters() {
  const { params, edit: change, setParam } = useUrlParams();
  const view = oneOf(complaintViews, params.get('view')) ?? 'open';
  const status = oneOf(statusesOf(view), params.get('status'));
  const q = params.get('q')?.trim();
  const filters: ComplaintFilters = {
    view,
    status,
    category: oneOf(complaintCategories, params.get('category')),
    q: q || undefined,
  };
  const selected = params.get('id') || null;

  const setFilter = (key: FilterKey, value: string | undefined) => setParam(key, value);
  const setView = (next: ComplaintView) =>
    change((p) => {
      if (next === 'open') p.delete('view');
      else p.set('view', next);
      // A status the new view cannot hold would only empty the list.
      const kept = oneOf(statusesOf(next), p.get('status'));
      if (!kept) p.delete('status');
    });
  const clear = () => change((next) => FILTER_KEYS.forEach((key) => next.delete(key)));
  /** Opening one is a step of its own, so Back returns to the list on a phone. */
  const select = (id: string | null) => setParam('id', id ?? undefined, id === null);
  /** The link that opens a complaint, keeping the list as it is. */
  const hrefFor = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    return `?${next.toString()}`;
  };
  return { filters, selected, setFilter, setView, clear, select, hrefFor };
}
