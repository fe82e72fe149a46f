import { useState, type ReactNode } from 'react';
import type { Address, GiveBackMethod, StaffSubscription } from '@grofresh/contracts';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useStaffSubscriptions,
  useUpdateSubscription,
  type SubscriptionFilters,
} from '../api/staff-subscriptions';
import { asksGiveBack, confirmationFor, moveBody, type StaffMove } from '../subscription-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EndSubscriptionDialog } from './end-subscription-dialog';
import { SubscriptionCard } from './subscription-card';

interface SubscriptionListProps {
  filters: SubscriptionFilters;
  /** Names the list for screen readers ("Waiting for approval", "Subscriptions"). */
  label: string;
  empty: string;
  emptyHint: string;
  describeAddress: (address: Address) => string;
  /** A bill's payment line, from the console's books. */
  paymentOf?: (subscription: StaffSubscription) => ReactNode;
}

interface Asking {
  move: StaffMove;
  subscription: StaffSubscription;
}

/**
 * Subscription cards with their actions; the ones that end or approve unpaid ask first, and
 * ending a paid one asks how its paid days come back.
 */
export function SubscriptionList(props: SubscriptionListProps) {
  const { filters, label, empty, emptyHint, describeAddress } = props;
  const pages = useStaffSubscriptions(filters);
  const update = useUpdateSubscription();
  const [asking, setAsking] = useState<Asking | null>(null);
  const subscriptions = pages.data?.pages.flatMap((p) => p.subscriptions) ?? [];
  const send = ({ move, subscription }: Asking, giveBackAs?: GiveBackMethod) =>
    update.mutate({
      params: { id: subscription._id },
      body: giveBackAs ? { ...moveBody[move], giveBackAs } : moveBody[move],
    });
  const onMove = (move: StaffMove, subscription: StaffSubscription) =>
    confirmationFor(move, subscription)
      ? setAsking({ move, subscription })
      : send({ move, subscription });
  const confirmation = asking && confirmationFor(asking.move, asking.subscription);
  const givesBack = asking !== null && asksGiveBack(asking.move, asking.subscription);

  if (pages.isPending) {
    return (
      <div aria-busy className="grid gap-3 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (pages.isError) return <LoadError onRetry={() => void pages.refetch()} />;
  if (subscriptions.length === 0) {
    return <EmptyState title={empty} hint={emptyHint} />;
  }
  return (
    <>
      <ul aria-label={label} className="grid gap-3 lg:grid-cols-2">
        {subscriptions.map((s) => (
          <li key={s._id}>
            <SubscriptionCard
              subscription={s}
              describeAddress={describeAddress}
              busy={update.isPending && update.variables?.params.id === s._id}
              onMove={onMove}
              payment={props.paymentOf?.(s)}
            />
          </li>
        ))}
      </ul>
      <LoadMoreButton pages={pages} label="Load more" />
      <EndSubscriptionDialog
        confirmation={givesBack ? confirmation : null}
        onClose={() => setAsking(null)}
        onConfirm={(giveBackAs) => asking && send(asking, giveBackAs)}
      />
      <ConfirmDialog
        open={confirmation !== null && !givesBack}
        title={confirmation?.title ?? ''}
        description={confirmation?.description ?? ''}
        confirm={confirmation?.confirm ?? ''}
        danger={confirmation?.danger}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && send(asking)}
      />
    </>
  );
}
