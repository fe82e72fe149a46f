import { formatRupees } from '@grofresh/contracts';
import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useCardsTaken, usePayMilkBill } from '../api/milk-payment';

/**
 * 'Pay ₹X by card' for what the current bill still has due (the first bill, a top-up or a
 * renewal: docs/product/rules.md#milk-subscriptions), when the shop takes cards.
 */
export function PayByCard({ subscriptionId, due }: { subscriptionId: string; due: number }) {
  const cards = useCardsTaken();
  const phone = useSession((s) => s.session?.user.phone);
  const pay = usePayMilkBill();
  if (!cards.data || !phone) return null;
  return (
    <Button
      className="w-full sm:w-auto"
      disabled={pay.isPending}
      onClick={() => pay.mutate({ subscriptionId, amount: due, mobile_no: phone.slice(-10) })}
    >
      <CreditCard className="size-4" aria-hidden />
      Pay {formatRupees(due)} by card
    </Button>
  );
}
