import { create } from 'zustand';
import { ApiError } from '@/lib/api-client';
import { RIDER_MARKS_KEY } from '@/lib/storage-keys';
import type { RiderMark } from './api/rider-calls';

interface MarkQueue {
  /** Marks not yet answered by the server, oldest first. */
  marks: RiderMark[];
  /** The server's sentence for the last mark it refused, shown once. */
  refused: string | null;
}

const read = (): RiderMark[] => {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(RIDER_MARKS_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as RiderMark[]) : [];
  } catch {
    return [];
  }
};

/**
 * The rider's marks waiting for a signal (docs/product/rules.md#riders), kept on the phone so a
 * closed page or a dead battery loses none. Every mark goes through it, online or not, so marks
 * reach the server in the order they were made.
 */
export const useMarkQueue = create<MarkQueue>()(() => ({ marks: read(), refused: null }));

const save = (marks: RiderMark[]) => {
  localStorage.setItem(RIDER_MARKS_KEY, JSON.stringify(marks));
  useMarkQueue.setState({ marks });
};

export const enqueueMark = (mark: RiderMark) => save([...useMarkQueue.getState().marks, mark]);

/**
 * No answer (no signal, a dropped connection), the server down or busy, or the rider signed
 * out (a token expired on the road): worth sending again, once signed in again.
 */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status >= 500 ||
  error.status === 429 ||
  error.status === 401;

let sending: Promise<boolean> | null = null;

/**
 * Sends the waiting marks one at a time, oldest first. A mark without an answer stays, and so
 * do the ones after it, to be sent again with the same markId (the server applies it once);
 * a mark the server refuses (already delivered, taken off the rider) is dropped with its
 * sentence. True when the queue is empty.
 */
export function sendMarks(send: (mark: RiderMark) => Promise<unknown>): Promise<boolean> {
  sending ??= (async () => {
    try {
      for (;;) {
        const [first] = useMarkQueue.getState().marks;
        if (!first) return true;
        try {
          await send(first);
        } catch (error) {
          if (worthRetrying(error)) return false;
          useMarkQueue.setState({ refused: error instanceof Error ? error.message : null });
        }
        save(useMarkQueue.getState().marks.filter((m) => m.body.markId !== first.body.markId));
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** Tests and signing out: the queue as it is on the phone now. */
export const reloadMarkQueue = () => useMarkQueue.setState({ marks: read(), refused: null });
