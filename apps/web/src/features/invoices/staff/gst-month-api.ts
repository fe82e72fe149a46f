import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { gstEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { downloadFile } from '@/lib/download-file';
import { queryKeys } from '@/lib/query-keys';

const monthCall = refTo<typeof gstEndpoints.month>('GET', '/ops/gst/:month');

/**
 * A month's GST figures (admin, docs/product/rules.md#gst-invoices), under the console's keys
 * so its live stream refreshes them as orders are delivered.
 */
export const useGstMonth = (month: string) =>
  useQuery({
    queryKey: [...queryKeys.ops.all, 'gst', month],
    queryFn: ({ signal }) => call(monthCall, { params: { month } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The same figures as the CSV an accountant files from (gst-2026-11.csv). */
export const downloadGstCsv = (month: string) =>
  downloadFile(`/api/ops/gst/${month}?format=csv`, { fallbackName: `gst-${month}.csv` });
