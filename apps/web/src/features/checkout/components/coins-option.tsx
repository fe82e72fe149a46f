import { Coins } from 'lucide-react';
import { formatRupees } from '@grofresh/contracts';
import { grocoins } from '@/lib/grocoins';

interface CoinsOptionProps {
  coins: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** The Grocoins checkbox: 1 coin takes ₹1 off (docs/product/rules.md#money-and-grocoins). */
export function CoinsOption({ coins, checked, onChange }: CoinsOptionProps) {
  return (
    <section className="rounded-2xl border border-accent-300 bg-accent-100/70 p-4">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 shrink-0 accent-brand-600"
        />
        <Coins className="size-6 shrink-0 text-amber-600" aria-hidden />
        <span className="min-w-0">
          <span className="block text-sm font-bold text-gray-900">Use {grocoins(coins)}</span>
          <span className="block text-xs text-gray-700">
            Save {formatRupees(coins)} on this order
          </span>
        </span>
      </label>
    </section>
  );
}
