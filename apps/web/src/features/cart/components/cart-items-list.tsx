import { useCart } from '../cart-store';
import { CartLine } from './cart-line';

/** The 'Items List' card of the cart page (docs/product/screens.md#cart). */
export function CartItemsList() {
  const entries = useCart((s) => s.entries);
  const clear = useCart((s) => s.clear);
  const lines = Object.entries(entries);
  return (
    <section
      aria-labelledby="items-list"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <div className="flex items-center justify-between">
        <h2 id="items-list" className="text-base font-bold">
          Items List
        </h2>
        <button
          type="button"
          onClick={clear}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Clear cart
        </button>
      </div>
      <ul className="divide-y divide-gray-100">
        {lines.map(([key, entry]) => (
          <CartLine key={key} entryKey={key} entry={entry} />
        ))}
      </ul>
    </section>
  );
}
