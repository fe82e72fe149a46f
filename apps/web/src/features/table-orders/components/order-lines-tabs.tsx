import { Tabs } from 'radix-ui';
import { formatRupees, tableOrderMessages, type TableOrderLine } from '@grofresh/contracts';

type Side = 'dine-in' | 'pick-up';

const sides: { key: Side; label: string; empty: string }[] = [
  { key: 'dine-in', label: tableOrderMessages.dineInTab, empty: tableOrderMessages.dineInEmpty },
  { key: 'pick-up', label: tableOrderMessages.pickUpTab, empty: tableOrderMessages.pickUpEmpty },
];

/**
 * docs/product/screens.md#payment-screen: 'Dine In' (chosen first) and 'Pick Up' tabs, each listing
 * its lines. Radix gives the tablist, tab and tabpanel roles and the arrow keys between the tabs.
 */
export function OrderLinesTabs({
  dineIn,
  pickUp,
}: {
  dineIn: TableOrderLine[];
  pickUp: TableOrderLine[];
}) {
  const lines: Record<Side, TableOrderLine[]> = { 'dine-in': dineIn, 'pick-up': pickUp };
  return (
    <Tabs.Root defaultValue="dine-in">
      <Tabs.List aria-label="Items" className="grid grid-cols-2 gap-1 rounded-xl bg-gray-100 p-1">
        {sides.map(({ key, label }) => (
          <Tabs.Trigger
            key={key}
            value={key}
            className="flex h-10 items-center justify-center gap-2 rounded-lg text-sm font-semibold text-gray-700 transition-colors duration-150 hover:text-gray-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {label}
            {/* The panel says how many; the pill is a glance for sighted shoppers. */}
            <span
              aria-hidden
              className="tabular min-w-5 rounded-full bg-gray-200 px-1.5 text-xs leading-5 text-gray-800"
            >
              {lines[key].length}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {sides.map(({ key, empty }) => (
        <Tabs.Content key={key} value={key} className="mt-2 rounded-lg">
          {lines[key].length === 0 ? (
            <p className="py-8 text-center text-sm text-gray-600">{empty}</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {lines[key].map((line) => (
                <LineRow key={line._id} line={line} />
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function LineRow({ line }: { line: TableOrderLine }) {
  const { name, image, price } = line.itemId;
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="grid size-14 shrink-0 place-items-center rounded-xl bg-brand-50">
        {image ? (
          <img
            src={image}
            alt={name}
            width={40}
            height={40}
            loading="lazy"
            className="size-3/4 object-contain"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-gray-900">
          {name}
          {line.variantName && (
            <span className="font-normal text-gray-600"> · {line.variantName}</span>
          )}
        </p>
        <p className="tabular mt-1 text-sm text-gray-600">
          {formatRupees(price)} × {line.quantity}
        </p>
      </div>
      <span className="tabular shrink-0 text-sm font-bold">
        <span className="sr-only">Line total </span>
        {formatRupees(line.lineTotal)}
      </span>
    </li>
  );
}
