import type { RiderToday } from '@grofresh/contracts';
import { RIDER_TODAY_KEY } from '@/lib/storage-keys';

interface SavedToday {
  userId: string;
  /** When the server answered it (ms since 1970). */
  savedAt: number;
  today: RiderToday;
}

/**
 * Today's list as the server last answered it, kept on the phone (docs/product/rules.md#riders):
 * a rider who opens the page without signal still sees where to go. Only the same rider's.
 */
export function readSavedToday(userId: string): SavedToday | null {
  try {
    const saved = JSON.parse(localStorage.getItem(RIDER_TODAY_KEY) ?? 'null') as SavedToday | null;
    return saved?.userId === userId ? saved : null;
  } catch {
    return null;
  }
}

export function saveToday(userId: string, today: RiderToday): void {
  const saved: SavedToday = { userId, savedAt: Date.now(), today };
  localStorage.setItem(RIDER_TODAY_KEY, JSON.stringify(saved));
}
