import { formatRupees, type OrderLine } from '@grofresh/contracts';
import { PriceTag } from '@/components/ui/price-tag';

/** The order's lines as they were bought (a snapshot: later catalog edits do not change it). */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <section
      aria-labelledby="order-items"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="order-items" className="text-base font-bold">
        Items
      </h2>
      <ul className="mt-1 divide-y divide-gray-100">
        {lines.map((line) => (
          <li key={`${line.itemId._id}-${line.variantName ?? ''}`} className="flex gap-3 py-3">
            <div className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-50">
              <img
                src={line.image || line.itemId.image}
                alt={line.name}
                width={40}
                height={40}
                className="size-3/4 object-contain"
              />
            </div>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-gray-900">
                {line.name}
                {line.variantName && (
                  <span className="font-normal text-gray-600"> · {line.variantName}</span>
                )}
              </p>
              <div className="mt-1 flex items-center gap-2 text-sm text-gray-600">
                <PriceTag priced={line} />
                <span className="tabular">× {line.quantity}</span>
              </div>
            </div>
            <span className="tabular shrink-0 text-sm font-bold">
              <span className="sr-only">Line total </span>
              {formatRupees(line.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
