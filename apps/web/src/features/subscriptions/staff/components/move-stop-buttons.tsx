import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface MoveStopButtonsProps {
  /** The shopper the stop is for, read out in each button's name. */
  name: string;
  /** Each move, or null where the stop cannot go (the first stop up, the last down). */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  /** A move is being saved: the order may change under the next one. */
  busy: boolean;
}

/**
 * Move up / Move down: one stop one place along staff's walking order
 * (docs/product/rules.md#riders). On the screen only, never on the printed sheet.
 */
export function MoveStopButtons({ name, onUp, onDown, busy }: MoveStopButtonsProps) {
  return (
    <span className="flex gap-1 print:hidden">
      <Button
        size="sm"
        variant="ghost"
        className="px-2"
        aria-label={`Move ${name} up`}
        title="Move up"
        disabled={busy || !onUp}
        onClick={() => onUp?.()}
      >
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="px-2"
        aria-label={`Move ${name} down`}
        title="Move down"
        disabled={busy || !onDown}
        onClick={() => onDown?.()}
      >
        <ArrowDown className="size-4" aria-hidden />
      </Button>
    </span>
  );
}
