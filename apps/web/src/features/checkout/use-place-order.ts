import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateOrderBody, Order } from '@grofresh/contracts';
import { withSpinner } from '@/lib/busy-store';
import { queryKeys } from '@/lib/query-keys';
import { createOrder } from './api/create-order';
import { CHECKOUT_MESSAGES } from './messages';
import { answerOrderFailure, type Refused, type Repriced } from './order-failure';
import { forgetOrderIds } from './order-id';

export type { Refused, Repriced };

interface Handlers {
  onPlaced: (order: Order) => void;
  onRepriced: (repriced: Repriced) => void;
  onRefused: (refused: Refused) => void;
}

/**
 * Sends the order behind the full-screen spinner and answers every outcome
 * (docs/product/messages.md#cart-checkout-and-payment).
 */
export function usePlaceOrder({ onPlaced, onRepriced, onRefused }: Handlers) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: CreateOrderBody; figuresKey: string }) =>
      withSpinner(createOrder(body)),
    onSuccess: (order) => {
      forgetOrderIds();
      // Orders, the redeem flag and the coin balance all moved (keys follow the API paths).
      void client.invalidateQueries({ queryKey: queryKeys.orders.all });
      void client.invalidateQueries({ queryKey: queryKeys.coins.all });
      toast.success(CHECKOUT_MESSAGES.orderPlaced);
      onPlaced(order);
    },
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
