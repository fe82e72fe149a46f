import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RiderToday } from '@grofresh/contracts';
import { queryKeys } from '@/lib/query-keys';
import { fetchRiderToday, sendMark, type RiderMark } from './api/rider-calls';
import { enqueueMark, marksOf, sendMarks, useMarkQueue } from './mark-queue';
import { readSavedToday, saveToday } from './today-cache';

/** While marks wait on a weak signal (online, but no answer), how often to try again. */
const RETRY_MS = 15_000;

type MarkAnswer = Awaited<ReturnType<typeof sendMark>>;

/** The list with the order or milk delivery the server answered a mark with. */
const withAnswer = (today: RiderToday, answer: MarkAnswer): RiderToday =>
  'order' in answer
    ? { ...today, orders: today.orders.map((o) => (o._id === answer.order._id ? answer.order : o)) }
    : {
        ...today,
        milk: {
          ...today.milk,
          deliveries: today.milk.deliveries.map((d) =>
            d._id === answer.delivery._id ? answer.delivery : d,
          ),
        },
      };

/**
 * The rider's day: today's list (the saved copy first, then the server's), the marks waiting
 * to be sent, and `mark`, which queues a mark and sends the queue when there is a signal.
 */
export function useRiderDay(userId: string) {
  const client = useQueryClient();
  const saved = readSavedToday(userId);
  const today = useQuery({
    queryKey: queryKeys.riderToday,
    queryFn: async ({ signal }) => {
      const answer = await fetchRiderToday(signal);
      saveToday(userId, answer);
      return answer;
    },
    initialData: saved?.today,
    // The saved copy is shown at once but is never taken as fresh.
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
  });
  const queue = useMarkQueue((s) => s.marks);
  const waiting = marksOf(queue, userId);

  const flush = useCallback(async () => {
    if (marksOf(useMarkQueue.getState().marks, userId).length === 0) return;
    // Each answer goes onto the list at once, so a sent mark's buttons never come back.
    await sendMarks(async (m) => {
      const answer = await sendMark(m);
      client.setQueryData<RiderToday>(
        queryKeys.riderToday,
        (old) => old && withAnswer(old, answer),
      );
    }, userId);
    void client.invalidateQueries({ queryKey: queryKeys.riderToday });
  }, [client, userId]);

  const mark = (m: RiderMark) => {
    enqueueMark({ ...m, by: userId });
    if (navigator.onLine) void flush();
  };

  useEffect(() => {
    void flush(); // marks left from an earlier visit
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush]);

  // Online but unanswered (a weak signal): try again now and then while any mark waits.
  const anyWaiting = waiting.length > 0;
  useEffect(() => {
    if (!anyWaiting) return;
    const timer = window.setInterval(() => navigator.onLine && void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [anyWaiting, flush]);

  return { today, savedAt: saved?.savedAt ?? null, waiting, mark };
}
