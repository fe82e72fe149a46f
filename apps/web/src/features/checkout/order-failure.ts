import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { pickUpRefusedDetailsSchema, type PriceChangedDetails } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { resyncStoreClock } from '@/lib/store-clock';
import { priceChangedDetails } from './api/create-order';

export interface Repriced {
  /** Which cart and coin choice these figures are for; they lapse when either changes. */
  figuresKey: string;
  message: string;
  details: PriceChangedDetails;
  /** The total the shopper had seen, in rupees. */
  previousTotal: number;
}

/** One toast for the latest try: a second failure replaces the first. */
const ORDER_FAILURE_TOAST = 'order-failure';

interface Attempt {
  client: QueryClient;
  /** The total sent, in rupees. */
  totalAmount: number;
  figuresKey: string;
  onRepriced: (repriced: Repriced) => void;
}

/**
 * What the shopper sees when placing an order or starting its payment fails
 * (docs/product/messages.md): the server's current figures after PRICE_CHANGED; else 'Something
 * went wrong' with the server's reason under it, when it gave one.
 */
export function answerOrderFailure(error: Error, attempt: Attempt): void {
  const details = priceChangedDetails(error);
  if (details) {
    void attempt.client.invalidateQueries({ queryKey: queryKeys.orders.redeemEligibility });
    toast.error(error.message);
    attempt.onRepriced({
      figuresKey: attempt.figuresKey,
      message: error.message,
      details,
      previousTotal: attempt.totalAmount,
    });
    return;
  }
  // A refused token has already signed the shopper out with the server's words.
  if (error instanceof ApiError && error.status === 401) return;
  // The pick-up time was refused by the store's clock: its sentence, and the store's time asked
  // again, so the slots offered are the ones still open (docs/product.md, "The store's clock").
  if (
    error instanceof ApiError &&
    pickUpRefusedDetailsSchema.safeParse(error.body.details).success
  ) {
    void resyncStoreClock(attempt.client);
    toast.error(error.message, { id: ORDER_FAILURE_TOAST });
    return;
  }
  // No reason without an answer (no network), nor one that only repeats the title.
  const reason =
    error instanceof ApiError && error.message !== SOMETHING_WENT_WRONG ? error.message : undefined;
  toast.error(SOMETHING_WENT_WRONG, { id: ORDER_FAILURE_TOAST, description: reason });
}
