import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  paymentEndpoints,
  type InitiatePaymentBody,
  type InitiatePaymentResponse,
  type PaymentStatusResponse,
} from '@grofresh/contracts';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export const paymentOptionsQuery = queryOptions({
  queryKey: queryKeys.payments.options,
  queryFn: ({ signal }) => call(paymentEndpoints.options, {}, { signal }),
  staleTime: 10 * 60_000,
});

/** GET /payments/options: whether 'Pay Via Online' can be chosen, and the app's deep link. */
export const usePaymentOptions = () => useQuery(paymentOptionsQuery);

/** POST /payments/ccAvenue/web: the server prices the order and answers the gateway request. */
export const initiatePayment = (body: InitiatePaymentBody): Promise<InitiatePaymentResponse> =>
  call(paymentEndpoints.initiate, { body });

/**
 * GET /payments/ccAvenue/status/:orderId: where the shopper's own attempt stands, and why
 * when a paid one placed no order (`message`, with status Failure).
 */
export const paymentStatus = (orderId: string): Promise<PaymentStatusResponse> =>
  call(paymentEndpoints.status, { params: { orderId } });
