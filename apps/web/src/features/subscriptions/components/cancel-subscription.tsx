import { useState } from 'react';
import { giveBackMessages, type Subscription } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelSubscription } from '../api/my-subscriptions';

interface CancelSubscriptionProps {
  subscription: Subscription;
  /** Off outside the 10 AM – 3 PM window for a running one (a pending one cancels any time). */
  disabled: boolean;
  /** The window hint that says why it is off. */
  describedBy?: string;
}

/**
 * The shopper's cancel (docs/product.md, "Cancelling milk"): asks first, then sends; the
 * server's answer, shown as a toast, says what came back as Grocoins.
 */
export function CancelSubscription({
  subscription,
  disabled,
  describedBy,
}: CancelSubscriptionProps) {
  const cancel = useCancelSubscription();
  const [asking, setAsking] = useState(false);
  const send = () => cancel.mutate(subscription._id);
  return (
    <>
      <Button
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        disabled={disabled || cancel.isPending}
        aria-describedby={describedBy}
        onClick={() => setAsking(true)}
      >
        Cancel subscription
      </Button>
      <ConfirmDialog
        open={asking}
        title={giveBackMessages.cancelConfirmTitle}
        description={giveBackMessages.cancelConfirmText}
        back="Keep subscription"
        confirm="Cancel subscription"
        danger
        onClose={() => setAsking(false)}
        onConfirm={send}
      />
    </>
  );
}
