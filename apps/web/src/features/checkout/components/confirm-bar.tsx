import type { Paise } from '@grofresh/contracts';
import { TotalBar } from '@/components/ui/total-bar';
import { OFFLINE_MESSAGES, useOnline } from '@/lib/offline';
import { useStockHold } from '../stock-hold';

interface ConfirmBarProps {
  total: Paise;
  onConfirm: () => void;
  disabled: boolean;
}

/**
 * 'Confirm Order' with the total: pinned to the bottom on phones, under the summary wider. It
 * waits, saying why, while a line the shop cannot sell today is in the order or one asks for
 * more than is left, or while the shopper is offline: nothing is sent then (the prices shown may be the last ones kept).
 */
export function ConfirmBar({ total, onConfirm, disabled }: ConfirmBarProps) {
  const hold = useStockHold();
  const online = useOnline();
  return (
    <TotalBar
      total={total}
      onClick={onConfirm}
      disabled={disabled}
      heldBecause={!online ? OFFLINE_MESSAGES.checkout : hold.reason}
    >
      <span className="text-base font-bold">Confirm Order</span>
    </TotalBar>
  );
}
