import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { create } from 'zustand';
import { eventDataSchema, RESYNC_EVENT } from '@grofresh/contracts';
import { announceLowStock } from '@/features/stock/staff/stock-alert';
import { useEventStream, type StreamStatus } from '@/lib/event-stream';
import { queryKeys } from '@/lib/query-keys';
import { OPS_SOUND_KEY } from '@/lib/storage-keys';

interface LiveState {
  /** Orders that arrived while the console was open, until someone looks at them. */
  fresh: ReadonlySet<string>;
  sound: boolean;
  status: StreamStatus;
}

export const useLiveOrders = create<LiveState>()(() => ({
  fresh: new Set(),
  sound: localStorage.getItem(OPS_SOUND_KEY) !== 'off',
  status: 'connecting',
}));

export const markSeen = (id: string) =>
  useLiveOrders.setState((s) => {
    if (!s.fresh.has(id)) return s;
    const fresh = new Set(s.fresh);
    fresh.delete(id);
    return { fresh };
  });

export function setSound(on: boolean): void {
  localStorage.setItem(OPS_SOUND_KEY, on ? 'on' : 'off');
  useLiveOrders.setState({ sound: on });
}

/** Two short rising notes, made on the spot: no sound file to download. */
function chime(): void {
  const Context = window.AudioContext;
  if (typeof Context !== 'function') return;
  const audio = new Context();
  [660, 880].forEach((frequency, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    const start = audio.currentTime + i * 0.18;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(start);
    tone.stop(start + 0.17);
  });
  setTimeout(() => void audio.close(), 600);
}

/**
 * The console's one connection to GET /api/ops/events. Every change refreshes what shows it;
 * a new order is also announced (a toast and, unless muted, a chime) and marked fresh, and a
 * unit low on stock is named (docs/product/screens.md#the-console). Each (re)connection
 * refreshes everything, since changes made while it was away were not heard.
 */
export function useOpsLiveUpdates(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const status = useEventStream('/ops/events', {
    onOpen: () => void client.invalidateQueries({ queryKey: queryKeys.ops.all }),
    onEvent: (type, data) => {
      if (type === RESYNC_EVENT) {
        void client.invalidateQueries({ queryKey: queryKeys.ops.all });
        return;
      }
      const parsed = eventDataSchema.safeParse(data);
      if (!parsed.success) return;
      const id = parsed.data._id;
      if (type === 'order.created' || type === 'order.updated') {
        void client.invalidateQueries({ queryKey: queryKeys.ops.ordersAll });
        void client.invalidateQueries({ queryKey: queryKeys.ops.dashboardAll });
        // Sales take stock and cancellations give it back.
        void client.invalidateQueries({ queryKey: queryKeys.ops.stockAll });
      }
      if (type === 'stock.low') {
        void announceLowStock(client, id, () => void navigate('/ops/stock?show=low'));
      }
      if (type === 'subscription.created' || type === 'subscription.updated') {
        void client.invalidateQueries({ queryKey: queryKeys.ops.subscriptionsAll });
        void client.invalidateQueries({ queryKey: queryKeys.ops.milkRunsAll });
      }
      if (type === 'complaint.created' || type === 'complaint.updated') {
        void client.invalidateQueries({ queryKey: queryKeys.ops.complaintsAll });
      }
      if (type === 'refund.updated') {
        void client.invalidateQueries({ queryKey: queryKeys.ops.refunds });
      }
      if (type === 'table-order.updated') {
        void client.invalidateQueries({ queryKey: queryKeys.ops.tableOrdersAll });
      }
      if (type === 'complaint.created') {
        toast.success('New complaint', { description: 'It is waiting under Complaints.' });
      }
      if (type === 'subscription.created') {
        toast.success('New milk subscription', { description: 'It is waiting under Milk.' });
      }
      if (type === 'order.created') {
        useLiveOrders.setState((s) => ({ fresh: new Set(s.fresh).add(id) }));
        toast.success('New order', { description: 'It is at the top of the Orders list.' });
        if (useLiveOrders.getState().sound) chime();
      }
    },
  });
  useEffect(() => useLiveOrders.setState({ status }), [status]);
}
