import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useCart } from '@/features/cart/cart-store';
import { itemsByIdsQuery } from '@/features/catalog/api/items';
import { orderQuery } from '@/features/orders/api/order';
import { itemIdsOf, planBuyAgain, type BuyAgainPlan } from '@/features/orders/buy-again';
import type { BuyAgainControl } from '@/features/orders/components/buy-again-button';
import { BUY_AGAIN_MESSAGES } from '@/features/orders/messages';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';

export interface BuyAgain {
  control: BuyAgainControl;
  /** What to tell the shopper before the cart (lines left out or repriced); else null. */
  plan: BuyAgainPlan | null;
  dismiss: () => void;
  goToCart: () => void;
}

/**
 * 'Buy again' for the orders pages: the order's lines are checked against today's catalog
 * (`items/all?ids=`, read fresh, available or not), the ones still sold go into the cart at
 * today's prices (up to 99 a line), and the shopper goes to the cart; when a line was left
 * out or costs something else now, they are told first (`plan`, shown by BuyAgainNote).
 */
export function useBuyAgain(): BuyAgain {
  const queryClient = useQueryClient();
  const addLines = useCart((s) => s.addLines);
  const navigate = useNavigate();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [plan, setPlan] = useState<BuyAgainPlan | null>(null);
  const running = useRef(false);

  const start = useCallback(
    async (orderId: string) => {
      if (running.current) return;
      running.current = true;
      setPendingId(orderId);
      try {
        const order = await queryClient.ensureQueryData(orderQuery(orderId));
        const today = await queryClient.fetchQuery({
          ...itemsByIdsQuery(itemIdsOf(order.cartItems)),
          staleTime: 0,
        });
        const next = planBuyAgain(order.cartItems, today);
        if (next.add.length > 0) addLines(next.add);
        if (next.unavailable.length === 0 && next.repriced.length === 0) {
          toast.success(BUY_AGAIN_MESSAGES.added(next.add.length));
          void navigate('/cart');
        } else {
          setPlan(next);
        }
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
      } finally {
        running.current = false;
        setPendingId(null);
      }
    },
    [queryClient, addLines, navigate],
  );

  return {
    control: { start: (id) => void start(id), pendingId },
    plan,
    dismiss: () => setPlan(null),
    goToCart: () => {
      setPlan(null);
      void navigate('/cart');
    },
  };
}
