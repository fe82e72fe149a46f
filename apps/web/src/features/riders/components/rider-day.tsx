import { useState } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import type { Address, MilkRunDelivery, RiderOrder } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useOnline } from '@/lib/offline';
import { RIDER_MESSAGES } from '../messages';
import { newMarkId } from '../mark-id';
import { useMarkQueue } from '../mark-queue';
import { useRiderDay } from '../use-rider-day';
import { CashDialog, MissedDialog } from './mark-dialogs';
import { MilkStop } from './milk-stop';
import { RiderOrderCard } from './rider-order-card';

const clock = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Kolkata',
});

/**
 * The rider's day on their phone (docs/product/rules.md#riders): their orders, then the milk run
 * in walking order. Works on a weak signal: the last list is kept on the phone, and marks made
 * without signal wait, marked "Waiting to send", until it returns.
 */
export function RiderDay({
  userId,
  describe,
}: {
  userId: string;
  describe: (a: Address) => string;
}) {
  const { today, savedAt, waiting, mark } = useRiderDay(userId);
  const online = useOnline();
  const refused = useMarkQueue((s) => s.refused);
  const [cashFor, setCashFor] = useState<RiderOrder | null>(null);
  const [missing, setMissing] = useState<MilkRunDelivery | null>(null);
  const waits = (id: string) => waiting.some((m) => m.id === id);
  const markOrder = (order: RiderOrder, status: 'OUT_FOR_DELIVERY' | 'DELIVERED', cash?: number) =>
    mark({
      kind: 'order',
      id: order._id,
      body: { status, markId: newMarkId(), ...(cash === undefined ? {} : { cashReceived: cash }) },
    });
  const markMilk = (stop: MilkRunDelivery, status: 'DELIVERED' | 'MISSED', reason?: string) =>
    mark({
      kind: 'milk',
      id: stop._id,
      body: { status, markId: newMarkId(), ...(reason ? { reason } : {}) },
    });

  const data = today.data;
  const asOf = today.dataUpdatedAt > 0 ? today.dataUpdatedAt : savedAt;
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{RIDER_MESSAGES.title}</h1>
        <Button
          variant="ghost"
          onClick={() => void today.refetch()}
          disabled={today.isFetching || !online}
          aria-label="Refresh the list"
        >
          <RefreshCw className={today.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
          Refresh
        </Button>
      </div>
      <div aria-live="polite" className="space-y-2">
        {!online && (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            {RIDER_MESSAGES.offline}
          </p>
        )}
        {waiting.length > 0 && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            {RIDER_MESSAGES.waitingCount(waiting.length)}
          </p>
        )}
        {refused && <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{refused}</p>}
        {data && (today.isError || !online) && asOf && (
          <p className="text-sm text-gray-600">{RIDER_MESSAGES.savedAt(clock.format(asOf))}</p>
        )}
      </div>
      {!data ? (
        today.isError ? (
          <LoadError onRetry={() => void today.refetch()} />
        ) : (
          <div aria-busy className="space-y-3">
            <Skeleton className="h-48 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </div>
        )
      ) : (
        <>
          <section aria-labelledby="rider-orders" className="space-y-3">
            <h2 id="rider-orders" className="font-bold">
              Orders ({data.orders.length})
            </h2>
            {data.orders.length === 0 && (
              <p className="text-sm text-gray-600">{RIDER_MESSAGES.noOrders}</p>
            )}
            {data.orders.map((order) => (
              <RiderOrderCard
                key={order._id}
                order={order}
                describe={describe}
                waiting={waits(order._id)}
                onOut={() => markOrder(order, 'OUT_FOR_DELIVERY')}
                onDelivered={() =>
                  order.collect > 0 ? setCashFor(order) : markOrder(order, 'DELIVERED')
                }
              />
            ))}
          </section>
          <section aria-labelledby="rider-milk" className="space-y-3">
            <h2 id="rider-milk" className="font-bold">
              Milk run ({data.milk.deliveries.length})
            </h2>
            {data.milk.deliveries.length === 0 ? (
              <p className="text-sm text-gray-600">{RIDER_MESSAGES.noMilk}</p>
            ) : (
              <ol className="space-y-2" aria-label="Milk run in walking order">
                {data.milk.deliveries.map((stop, i) => (
                  <MilkStop
                    key={stop._id}
                    stop={stop}
                    number={i + 1}
                    waiting={waits(stop._id)}
                    onDelivered={() => markMilk(stop, 'DELIVERED')}
                    onMissed={() => setMissing(stop)}
                  />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
      <CashDialog
        order={cashFor}
        onClose={() => setCashFor(null)}
        onDeliver={(cash) => {
          if (cashFor) markOrder(cashFor, 'DELIVERED', cash);
          setCashFor(null);
        }}
      />
      <MissedDialog
        stop={missing}
        onClose={() => setMissing(null)}
        onMissed={(reason) => {
          if (missing) markMilk(missing, 'MISSED', reason);
          setMissing(null);
        }}
      />
    </div>
  );
}
