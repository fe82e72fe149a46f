import { useMutation, useQuery } from '@tanstack/react-query';
import type { MilkPaymentBody, paymentEndpoints } from '@grofresh/contracts';
import { withSpinner } from '@/lib/busy-store';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { postToGateway, untilPageStays } from '@/lib/gateway-form';
import { showFailure } from '../show-failure';

const initiateCall = refTo<typeof paymentEndpoints.initiate>('POST', '/payments/ccAvenue/web');
const optionsCall = refTo<typeof paymentEndpoints.options>('GET', '/payments/options');
const statusCall = refTo<typeof paymentEndpoints.status>(
  'GET',
  '/payments/ccAvenue/status/:orderId',
);

/**
 * POST /payments/ccAvenue/web {subscriptionId, amount, mobile_no}: the server takes the bill's
 * due and answers the gateway request; the browser posts the hidden form as the checkout's card
 * payment does, behind the spinner until it leaves (docs/product/records.md#payment-return).
 */
export function usePayMilkBill() {
  return useMutation({
    mutationFn: (body: MilkPaymentBody) =>
      withSpinner(
        (async () => {
          postToGateway(await call(initiateCall, { body }));
          await untilPageStays();
        })(),
      ),
    onError: (error) => showFailure(error, SOMETHING_WENT_WRONG),
  });
}

/** GET /payments/options: whether the shop takes cards (the checkout asks the same). */
export const useCardsTaken = () =>
  useQuery({
    queryKey: queryKeys.payments.options,
    queryFn: ({ signal }) => call(optionsCall, {}, { signal }),
    staleTime: 10 * 60_000,
    select: (options) => options.online,
  });

/**
 * GET /payments/ccAvenue/status/:orderId for the milk bill's attempt the gateway sent the
 * shopper back with; asked again every 3 s while the gateway has not said.
 */
export const useMilkPaymentStatus = (orderId: string | null) =>
  useQuery({
    queryKey: ['payments', 'status', orderId ?? ''],
    queryFn: () => call(statusCall, { params: { orderId: orderId ?? '' } }),
    enabled: orderId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'Pending' ? 3000 : false),
  });
