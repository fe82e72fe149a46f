import { Clock } from 'lucide-react';
import { OUTSIDE_WINDOW_MESSAGE } from '@grofresh/contracts';

/** Why the buttons are off: the store takes changes 10 AM – 3 PM only (its own clock). */
export function WindowHint({ id }: { id: string }) {
  return (
    <p id={id} className="mt-2 flex items-center gap-1.5 text-sm text-amber-800">
      <Clock className="size-4 shrink-0" aria-hidden />
      {OUTSIDE_WINDOW_MESSAGE}
    </p>
  );
}
