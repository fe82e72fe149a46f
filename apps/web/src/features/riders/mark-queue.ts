import { create } from 'zustand';
import { ApiError } from '@/lib/api-client';
import { RIDER_MARKS_KEY, RIDER_TODAY_KEY } from '@/lib/storage-keys';
import type { RiderMark } from './api/rider-calls';

/** A mark as the phone keeps it: with the rider who made it, whose sign-in alone sends it. */
export type QueuedMark = RiderMark & { by: string };

interface MarkQueue {
  /** Marks not yet answered by the server, oldest first. */
  marks: QueuedMark[];
  /** The server's sentence for the last mark it refused, shown once. */
  refused: string | null;
}

const read = (): QueuedMark[] => {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(RIDER_MARKS_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as QueuedMark[]) : [];
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

const save = (marks: QueuedMark[]) => {
  localStorage.setItem(RIDER_MARKS_KEY, JSON.stringify(marks));
  useMarkQueue.setState({ marks });
};

export const enqueueMark = (mark: QueuedMark) => save([...useMarkQueue.getState().marks, mark]);

/** The marks of one rider still on the phone, oldest first. */
export const marksOf = (marks: QueuedMark[], userId: string) =>
  marks.filter((m) => m.by === userId);

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
 * Sends the signed-in rider's (`by`) waiting marks one at a time, oldest first; another
 * person's marks are never sent under this sign-in. A mark without an answer stays, and so do
 * the ones after it, to be sent again with the same markId (the server applies it once); a mark
 * the server refuses (already delivered, taken off the rider) is dropped with its sentence.
 * True when none of theirs is left.
 */
export function sendMarks(
  send: (mark: RiderMark) => Promise<unknown>,
  by: string,
): Promise<boolean> {
  sending ??= (async () => {
    try {
      for (;;) {
        const [first] = marksOf(useMarkQueue.getState().marks, by);
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

/** Tests: the queue as it is on the phone now. */
export const reloadMarkQueue = () => useMarkQueue.setState({ marks: read(), refused: null });

/** Signing out: nothing of a rider's day stays readable on the phone, list or marks. */
export function clearRiderPhone(): void {
  localStorage.removeItem(RIDER_MARKS_KEY);
  localStorage.removeItem(RIDER_TODAY_KEY);
  useMarkQueue.setState({ marks: [], refused: null });
}
