import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  InitiatePaymentBody,
  InitiatePaymentResponse,
  PaymentStatusResponse,
  paymentEndpoints,
} from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const initiateCall = refTo<typeof paymentEndpoints.initiate>('POST', '/payments/ccAvenue/web');
const optionsCall = refTo<typeof paymentEndpoints.options>('GET', '/payments/options');
const statusCall = refTo<typeof paymentEndpoints.status>(
  'GET',
  '/payments/ccAvenue/status/:orderId',
);

export const paymentOptionsQuery = queryOptions({
  queryKey: queryKeys.payments.options,
  queryFn: ({ signal }) => call(optionsCall, {}, { signal }),
  staleTime: 10 * 60_000,
});

/** GET /payments/options: whether 'Pay Via Online' can be chosen, and the app's deep link. */
export const usePaymentOptions = () => useQuery(paymentOptionsQuery);

/** POST /payments/ccAvenue/web: the server prices the order and answers the gateway request. */
export const initiatePayment = (body: InitiatePaymentBody): Promise<InitiatePaymentResponse> =>
  call(initiateCall, { body });

/**
 * GET /payments/ccAvenue/status/:orderId: where the shopper's own attempt stands, and why
 * when a paid one placed no order (`message`, with status Failure).
 */
export const paymentStatus = (orderId: string): Promise<PaymentStatusResponse> =>
  call(statusCall, { params: { orderId } });
