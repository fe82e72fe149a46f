import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { opsStockEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { problemOf, refreshStock } from './stock';
import { downloadFile } from '@/lib/download-file';

const exportCsvCall = refTo<typeof opsStockEndpoints.exportCsv>('GET', '/ops/stock/export.csv');
const importCsvCall = refTo<typeof opsStockEndpoints.importCsv>('POST', '/ops/stock/import');

/** Downloads every unit's count as CSV (a fetch, because the token travels in a header). */
export function useExportStock() {
  return useMutation({
    mutationFn: () => downloadFile(`/api${exportCsvCall.path}`, { fallbackName: 'stock.csv' }),
    onError: (error) => toast.error(problemOf(error)),
  });
}

/** A stock take from a file: every row or none; errors (with the lines at fault) go to the dialog. */
export function useImportStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => call(importCsvCall, { body: { csv } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refreshStock(client);
    },
  });
}
