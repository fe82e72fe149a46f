import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InitiatePaymentBody } from '@grofresh/contracts';
import { withSpinner } from '@/lib/busy-store';
import { initiatePayment } from './api/payments';
import { postToGateway, untilPageStays } from './gateway-form';
import { answerOrderFailure, type Refused, type Repriced } from './order-failure';
import { savePaymentDraft } from './payment-draft';

interface StartPayment {
  body: InitiatePaymentBody;
  figuresKey: string;
}

/**
 * 'Pay Via Online' with a total above zero (docs/product/records.md#payment-return): the server
 * prices the order and answers the gateway request; the draft is saved and the browser posts the
 * hidden form to the gateway. The spinner (and the pending state that disables 'Confirm Order')
 * stays on while the browser leaves.
 */
export function useStartPayment(
  onRepriced: (repriced: Repriced) => void,
  onRefused: (refused: Refused) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: StartPayment) =>
      withSpinner(
        (async () => {
          const gateway = await initiatePayment(body);
          const { amount: _amount, mobile_no: _mobile, client: _client, ...draft } = body;
          savePaymentDraft(draft);
          postToGateway(gateway);
          await untilPageStays();
        })(),
      ),
    onError: (error, { body, figuresKey }) =>
      answerOrderFailure(error, {
        client,
        totalAmount: body.totalAmount,
        figuresKey,
        onRepriced,
        onRefused,
      }),
  });
}
