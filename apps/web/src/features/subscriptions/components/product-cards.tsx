import { Button } from '@/components/ui/button';
import { SUBSCRIPTION_TAB_MESSAGES } from '../messages';

interface ProductCardsProps {
  onChooseMilk: () => void;
  heading?: string;
}

/** The products one can subscribe to; milk now, curd later (docs/product/screens.md#my-account). */
export function ProductCards({
  onChooseMilk,
  heading = 'Subscribe and save a trip',
}: ProductCardsProps) {
  return (
    <section aria-labelledby="milk-products-title">
      <h3 id="milk-products-title" className="text-base font-bold">
        {heading}
      </h3>
      <p className="text-sm text-gray-600">Fresh milk at your door every day, paid up front.</p>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:max-w-md">
        <li className="flex flex-col rounded-2xl border border-gray-200 bg-white p-3">
          <img
            src="/media/emoji/glass-of-milk.svg"
            alt=""
            width={96}
            height={96}
            className="aspect-square w-full rounded-xl bg-brand-50 p-4"
          />
          <h4 className="mt-2 font-semibold">Milk</h4>
          <p className="text-xs text-gray-600">Daily or on the days you pick</p>
          <Button className="mt-3" onClick={onChooseMilk} aria-label="Subscribe to Milk">
            Subscribe
          </Button>
        </li>
        <li className="flex flex-col rounded-2xl border border-gray-200 bg-gray-50 p-3 text-gray-600">
          <img
            src="/media/emoji/bowl-with-spoon.svg"
            alt=""
            width={96}
            height={96}
            className="aspect-square w-full rounded-xl bg-gray-100 p-4 opacity-60 grayscale"
          />
          <h4 className="mt-2 font-semibold text-gray-800">Curd</h4>
          <p className="text-xs">Not on offer yet</p>
          <Button className="mt-3" disabled aria-label="Curd: coming soon">
            {SUBSCRIPTION_TAB_MESSAGES.curdSoon}
          </Button>
        </li>
      </ul>
    </section>
  );
}
