import { useState } from 'react';
import { toast } from 'sonner';
import { subscriptionMessages, type Address, type Subscription } from '@grofresh/contracts';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useCreateSubscription, useUpdateSubscription } from './api/my-subscriptions';
import { showFailure } from './show-failure';
import {
  planDays,
  planProblems,
  subscriptionBody,
  type PlanChoices,
  type PlanProblems,
} from './subscription-plan';

interface CheckoutInputs {
  /** An expired subscription being renewed (edit mode), else a new one. */
  renewing: Subscription | null;
  addresses: Address[] | undefined;
  /** The store's milk options and their daily prices, in rupees. */
  prices: Record<string, number>;
  storeNow: Date;
  coords: { lat: number; lon: number };
  onDone: () => void;
}

/** The subscription checkout's choices, their checks and the call that places (or renews) it. */
export function useSubscriptionCheckout(inputs: CheckoutInputs) {
  const { renewing, addresses, prices, storeNow, coords, onDone } = inputs;
  const [daily, setDaily] = useState(renewing ? renewing.type === 'DAILY' : true);
  const [quantity, setQuantity] = useState(renewing?.quantity ?? '');
  const [endDate, setEndDate] = useState('');
  const [addressId, setAddressId] = useState<string | null>(renewing?.address._id ?? null);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const create = useCreateSubscription();
  const update = useUpdateSubscription();

  // A choice that is no longer on offer (a renewal's old option or deleted address) is no choice.
  const choices: PlanChoices = {
    daily,
    quantity: quantity in prices ? quantity : '',
    endDate,
    addressId: addresses?.some((a) => a._id === addressId) ? addressId : null,
    excluded,
  };
  const days = planDays(storeNow);
  const problems: PlanProblems = attempted ? planProblems(choices, days) : {};

  const toggleDay = (date: string) =>
    setExcluded((before) => {
      const after = new Set(before);
      if (!after.delete(date)) after.add(date);
      return after;
    });

  /** Places the subscription; answers the problems when there are some. */
  const submit = (): PlanProblems => {
    setAttempted(true);
    const found = planProblems(choices, days);
    if (Object.keys(found).length > 0) return found;
    const body = subscriptionBody(choices, days, coords);
    if (renewing) {
      update.mutate(
        { id: renewing._id, body },
        {
          onSuccess: (answer) => {
            toast.success(answer.message);
            onDone();
          },
          onError: (error) => showFailure(error, SOMETHING_WENT_WRONG),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(subscriptionMessages.created);
          onDone();
        },
        onError: (error) => showFailure(error, subscriptionMessages.createFailed),
      });
    }
    return {};
  };

  return {
    choices,
    days,
    problems,
    setDaily,
    setQuantity,
    setEndDate,
    setAddressId,
    toggleDay,
    submit,
    placing: create.isPending || update.isPending,
  };
}
