import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { opsStockEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { currentToken } from '@/lib/session';
import { problemOf, refreshStock } from './stock';

/** Downloads every unit's count as CSV (a fetch, because the token travels in a header). */
export function useExportStock() {
  return useMutation({
    mutationFn: async () => {
      const res = await fetch(`/api${opsStockEndpoints.exportCsv.path}`, {
        headers: { authorization: `Bearer ${currentToken() ?? ''}` },
      });
      if (!res.ok) throw new ApiError(res.status, await res.json());
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'stock.csv';
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await res.blob());
      link.download = name;
      link.click();
      URL.revokeObjectURL(link.href);
    },
    onError: (error) => toast.error(problemOf(error)),
  });
}

/** A stock take from a file: every row or none; errors (with the lines at fault) go to the dialog. */
export function useImportStock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) => call(opsStockEndpoints.importCsv, { body: { csv } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      refreshStock(client);
    },
  });
}
