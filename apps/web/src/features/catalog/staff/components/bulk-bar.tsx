import { useState } from 'react';
import { formatRupees, type OpsItem } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useBulkItems } from '../api/items';

interface BulkBarProps {
  selected: OpsItem[];
  onDone: () => void;
}

/** What staff can do to many items at once: stock, or every price by a percent. */
export function BulkBar({ selected, onDone }: BulkBarProps) {
  const bulk = useBulkItems();
  const [pricing, setPricing] = useState(false);
  const ids = selected.map((i) => i._id);
  const apply = (body: { isAvailable?: boolean; pricePercent?: number }) =>
    bulk.mutate({ ids, ...body }, { onSuccess: () => (setPricing(false), onDone()) });
  return (
    <div
      role="region"
      aria-label="Selected items"
      className="sticky bottom-20 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-gray-200 bg-white/95 p-3 shadow-lg backdrop-blur md:bottom-4"
    >
      <p className="mr-auto text-sm font-semibold">{selected.length} selected</p>
      <Button
        size="sm"
        variant="subtle"
        disabled={bulk.isPending}
        onClick={() => apply({ isAvailable: true })}
      >
        Mark in stock
      </Button>
      <Button
        size="sm"
        variant="subtle"
        disabled={bulk.isPending}
        onClick={() => apply({ isAvailable: false })}
      >
        Mark out of stock
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={bulk.isPending}
        onClick={() => setPricing(true)}
      >
        Change prices…
      </Button>
      <Button size="sm" variant="ghost" onClick={onDone}>
        Clear selection
      </Button>
      <PriceChangeDialog
        open={pricing}
        items={selected}
        busy={bulk.isPending}
        onClose={() => setPricing(false)}
        onApply={(pricePercent) => apply({ pricePercent })}
      />
    </div>
  );
}

const scaled = (rupees: number, percent: number) =>
  Math.round(rupees * 100 * (1 + percent / 100)) / 100;

function PriceChangeDialog(props: {
  open: boolean;
  items: OpsItem[];
  busy: boolean;
  onClose: () => void;
  onApply: (percent: number) => void;
}) {
  const [text, setText] = useState('');
  const percent = Number(text);
  const valid =
    text.trim() !== '' &&
    Number.isFinite(percent) &&
    percent !== 0 &&
    percent >= -90 &&
    percent <= 500;
  return (
    <Modal
      open={props.open}
      onOpenChange={(o) => !o && props.onClose()}
      title={`Change the prices of ${props.items.length} items`}
      description="Every price of these items moves by the percent, variants and discount prices too. Placed orders keep theirs."
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) props.onApply(percent);
        }}
      >
        <TextField
          label="Change (%)"
          note="e.g. 10 or -5"
          type="number"
          inputMode="decimal"
          step="0.01"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={text && !valid ? 'Enter a percent between -90 and 500, not 0' : undefined}
        />
        {valid && (
          <ul className="space-y-1 text-sm text-gray-700" aria-label="Examples">
            {props.items.slice(0, 3).map((item) => (
              <li key={item._id} className="tabular">
                {item.name}: {formatRupees(item.price)} →{' '}
                {formatRupees(scaled(item.price, percent))}
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || props.busy}>
            Change prices
          </Button>
        </div>
      </form>
    </Modal>
  );
}
