import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateOrderBody, Order, PriceChangedDetails } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { withSpinner } from '@/lib/busy-store';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { createOrder, priceChangedDetails } from './api/create-order';
import { CHECKOUT_MESSAGES } from './messages';
import { forgetOrderIds } from './order-id';
import { queryKeys } from '@/lib/query-keys';

export interface Repriced {
  /** Which cart and coin choice these figures are for; they lapse when either changes. */
  figuresKey: string;
  message: string;
  details: PriceChangedDetails;
  /** The total the shopper had seen, in rupees. */
  previousTotal: number;
}

interface Handlers {
  onPlaced: (order: Order) => void;
  onRepriced: (repriced: Repriced) => void;
}

/** Sends the order behind the full-screen spinner and answers every outcome (SPEC 2, 8). */
export function usePlaceOrder({ onPlaced, onRepriced }: Handlers) {
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
    onError: (error, { body, figuresKey }) => {
      const details = priceChangedDetails(error);
      if (details) {
        void client.invalidateQueries({ queryKey: queryKeys.orders.redeemEligibility });
        toast.error(error.message);
        onRepriced({
          figuresKey,
          message: error.message,
          details,
          previousTotal: body.totalAmount,
        });
        return;
      }
      // A refused token has already signed the shopper out with the server's words.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
    },
  });
}
