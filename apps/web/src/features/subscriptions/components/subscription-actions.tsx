import {
  canMoveSubscription,
  cancelNeedsWindow,
  shopperCanCancel,
  subscriptionMessages,
  type Subscription,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { toast } from 'sonner';
import { useUpdateSubscription } from '../api/my-subscriptions';
import { showFailure } from '../show-failure';
import { CancelSubscription } from './cancel-subscription';
import { WindowHint } from './window-hint';

interface SubscriptionActionsProps {
  subscription: Subscription;
  inWindow: boolean;
  onRenew: () => void;
}

/**
 * docs/product/records.md#subscription-status: pause an active Daily one, resume a paused one,
 * renew an expired one; all only in the store's 10 AM – 3 PM. Cancel a live one: a pending one at
 * any hour, a running one in the window too (docs/product.md, "Cancelling milk").
 */
export function SubscriptionActions({ subscription, inWindow, onRenew }: SubscriptionActionsProps) {
  const update = useUpdateSubscription();
  const { _id: id, type, status } = subscription;
  const canPause = canMoveSubscription('shopper', type, status, 'INACTIVE');
  const canResume = canMoveSubscription('shopper', type, status, 'ACTIVE');
  const canRenew = status === 'EXPIRED';
  const canCancel = shopperCanCancel(status);
  const cancelWaits = cancelNeedsWindow(status);
  if (!canPause && !canResume && !canRenew && !canCancel) return null;

  const move = (to: 'ACTIVE' | 'INACTIVE') =>
    update.mutate(
      { id, body: { status: to } },
      {
        onSuccess: () =>
          toast.success(
            to === 'INACTIVE' ? subscriptionMessages.paused : subscriptionMessages.resumed,
          ),
        onError: (error) => showFailure(error, SOMETHING_WENT_WRONG),
      },
    );
  const off = !inWindow || update.isPending;
  // The hint shows only when a button waits for the window (a pending cancel never does).
  const waits = canPause || canResume || canRenew || cancelWaits;
  const hint = inWindow || !waits ? undefined : 'milk-actions-hint';

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {canPause && (
          <Button
            variant="outline"
            disabled={off}
            aria-describedby={hint}
            onClick={() => move('INACTIVE')}
          >
            Pause from tomorrow
          </Button>
        )}
        {canResume && (
          <Button disabled={off} aria-describedby={hint} onClick={() => move('ACTIVE')}>
            Resume
          </Button>
        )}
        {canRenew && (
          <Button disabled={off} aria-describedby={hint} onClick={onRenew}>
            Renew
          </Button>
        )}
        {canCancel && (
          <CancelSubscription
            subscription={subscription}
            disabled={cancelWaits && !inWindow}
            describedBy={cancelWaits ? hint : undefined}
          />
        )}
      </div>
      {hint && <WindowHint id={hint} />}
    </div>
  );
}
