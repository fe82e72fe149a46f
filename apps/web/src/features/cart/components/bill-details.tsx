import { formatRupees, toRupees, type Paise } from '@grofresh/contracts';
import { useCartTotals } from '../cart-store';
import { BillRow } from '@/components/ui/bill-row';

/**
 * 'Bill details' (docs/product/screens.md#cart) with items total, a free delivery fee and the grand
 * total.
 */
export function BillDetails() {
  const { itemsTotal, mrpTotal } = useCartTotals();
  // Delivery is free (docs/product/rules.md#money-and-grocoins), so the grand total is the items
  // total.
  const grandTotal: Paise = itemsTotal;
  const savings = mrpTotal - itemsTotal;
  return (
    <section
      aria-labelledby="bill-details"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="bill-details" className="text-base font-bold">
        Bill details
      </h2>
      <dl className="tabular mt-3 space-y-2 text-sm">
        <BillRow label="Items total" value={formatRupees(toRupees(itemsTotal))} />
        <BillRow
          label="Delivery fee"
          value={<span className="font-semibold text-brand-700">FREE</span>}
        />
        <BillRow label="Grand total" value={formatRupees(toRupees(grandTotal))} strong ruled />
      </dl>
      {savings > 0 && (
        <p className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
          You save {formatRupees(toRupees(savings))} on this order
        </p>
      )}
    </section>
  );
}
