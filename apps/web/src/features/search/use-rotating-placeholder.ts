import { useEffect, useState } from 'react';
import { PLACEHOLDER_ROTATION_MS, SEARCH_PLACEHOLDERS } from '@grofresh/contracts';

/**
 * The search placeholder cycles every 3 s (docs/product/screens.md#home) through
 * SEARCH_PLACEHOLDERS. It holds still when `paused` (reduced motion, or the shopper is typing and
 * cannot see it anyway).
 */
export function useRotatingPlaceholder(
  words: readonly string[] = SEARCH_PLACEHOLDERS,
  paused = false,
): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || words.length < 2) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % words.length),
      PLACEHOLDER_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [paused, words.length]);
  return words[index % words.length] ?? '';
}
