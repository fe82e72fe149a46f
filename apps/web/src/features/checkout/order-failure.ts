import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  pickUpRefusedDetailsSchema,
  type OutOfStockDetails,
  type PriceChangedDetails,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { resyncStoreClock } from '@/lib/store-clock';
import { outOfStockDetails, priceChangedDetails } from './api/create-order';

export interface Repriced {
  /** Which cart and coin choice these figures are for; they lapse when either changes. */
  figuresKey: string;
  message: string;
  details: PriceChangedDetails;
  /** The total the shopper had seen, in rupees. */
  previousTotal: number;
}

/** An order refused for lines that sold out or ran short since they were added. */
export interface Refused {
  /** The server's sentence. */
  message: string;
  details: OutOfStockDetails;
}

/** One toast for the latest try: a second failure replaces the first. */
const ORDER_FAILURE_TOAST = 'order-failure';

interface Attempt {
  client: QueryClient;
  /** The total sent, in rupees. */
  totalAmount: number;
  figuresKey: string;
  onRepriced: (repriced: Repriced) => void;
  onRefused: (refused: Refused) => void;
}

/**
 * What the shopper sees when placing an order or starting its payment fails
 * (docs/product/messages.md): the server's current figures after PRICE_CHANGED; the short lines
 * after OUT_OF_STOCK; else 'Something went wrong' with the server's reason under it, when it gave
 * one.
 */
export function answerOrderFailure(error: Error, attempt: Attempt): void {
  // Lines sold out or short since they were added: the summary says the server's sentence and
  // marks each, and every copy of the catalog is asked again (docs/product/screens.md#stock-for-shoppers).
  const refused = outOfStockDetails(error);
  if (refused) {
    // Every items answer (queryKeys.items, queryKeys.itemsByIds): cards and the cart's lines.
    void attempt.client.invalidateQueries({ queryKey: ['items'] });
    toast.dismiss(ORDER_FAILURE_TOAST);
    attempt.onRefused({ message: error.message, details: refused });
    return;
  }
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
  // Home delivery outside the store's area (docs/product/rules.md#delivery-area): the server's
  // sentence, and the address book asked again, since its deliverable marks were stale.
  if (error instanceof ApiError && error.body.code === 'NOT_SERVICEABLE') {
    void attempt.client.invalidateQueries({ queryKey: queryKeys.addresses });
    toast.error(error.message, { id: ORDER_FAILURE_TOAST });
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
