import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type {
  BookDocumentType,
  RecordPaymentBody,
  opsBookEndpoints,
  statementEndpoints,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { downloadFile } from '@/lib/download-file';

const closeCall = refTo<typeof opsBookEndpoints.close>('POST', '/ops/books/:date/close');
const dayCall = refTo<typeof opsBookEndpoints.day>('GET', '/ops/books/:date');
const orderPaymentCall = refTo<typeof opsBookEndpoints.orderPayment>(
  'POST',
  '/ops/orders/:id/payments',
);
const subscriptionPaymentCall = refTo<typeof opsBookEndpoints.subscriptionPayment>(
  'POST',
  '/ops/subscriptions/:id/payments',
);
const tableOrderPaymentCall = refTo<typeof opsBookEndpoints.tableOrderPayment>(
  'POST',
  '/ops/table-orders/:id/payments',
);
const customerCall = refTo<typeof statementEndpoints.customer>(
  'GET',
  '/ops/customers/:userId/statement',
);
const exportCsvCall = refTo<typeof statementEndpoints.exportCsv>('GET', '/ops/books/export.csv');

/** The books' queries sit under the console's, so its live stream refreshes them too. */
export const booksKeys = {
  all: [...queryKeys.ops.all, 'books'] as const,
  day: (date: string) => [...queryKeys.ops.all, 'books', date] as const,
};

/** A store day's cash-up (docs/product/rules.md#books). */
export const useBooksDay = (date: string) =>
  useQuery({
    queryKey: booksKeys.day(date),
    queryFn: ({ signal }) => call(dayCall, { params: { date } }, { signal }),
  });

/** A statement's store dates: both, or neither for the last 90 days. */
export interface StatementRange {
  from?: string;
  to?: string;
}

/**
 * One shopper's statement as staff read it (GET /ops/customers/:userId/statement). Moving the
 * dates keeps the last answer on screen until the next one comes.
 */
export const useCustomerStatement = (userId: string, range: StatementRange, enabled = true) =>
  useQuery({
    queryKey: [...booksKeys.all, 'statement', userId, range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) => call(customerCall, { params: { userId }, query: range }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export interface RecordPayment {
  documentType: BookDocumentType;
  id: string;
  body: RecordPaymentBody;
}

async function send({ documentType, id, body }: RecordPayment): Promise<void> {
  const request = { params: { id }, body };
  if (documentType === 'ORDER') await call(orderPaymentCall, request);
  else if (documentType === 'SUBSCRIPTION') await call(subscriptionPaymentCall, request);
  else await call(tableOrderPaymentCall, request);
}

/**
 * Cash or UPI taken against an order, a milk bill or a counter order. The dialog shows the
 * server's refusal itself (a reference already recorded is a 409 sentence), so only success
 * toasts here; every list that shows a payment state is asked again.
 */
export function useRecordPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      toast.success('Payment recorded.');
      for (const queryKey of [
        queryKeys.ops.ordersAll,
        queryKeys.ops.subscriptionsAll,
        queryKeys.ops.tableOrdersAll,
        booksKeys.all,
      ])
        void client.invalidateQueries({ queryKey });
    },
  });
}

/** Closing a day with the cash counted (admin); a second close is the server's 409 sentence. */
export function useCloseDay(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { countedCash: number; note?: string }) =>
      call(closeCall, { params: { date }, body }),
    onSuccess: () => {
      toast.success('The day is closed.');
      void client.invalidateQueries({ queryKey: booksKeys.all });
    },
    onError: () => void client.invalidateQueries({ queryKey: booksKeys.day(date) }),
  });
}

export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG;

/** Downloads a range's entries or closed days as CSV (a fetch: the token travels in a header). */
export function useExportBooks() {
  return useMutation({
    mutationFn: (query: { from: string; to: string; what: 'entries' | 'days' }) => {
      const name = `grofresh-books-${query.what}-${query.from}-${query.to}.csv`;
      const search = new URLSearchParams(query).toString();
      return downloadFile(`/api${exportCsvCall.path}?${search}`, {
        name,
        fallbackName: name,
      });
    },
    onError: (error) => toast.error(errorText(error)),
  });
}
