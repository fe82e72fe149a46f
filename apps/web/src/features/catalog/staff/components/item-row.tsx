import { formatRupees, hasDiscount, type OpsItem } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ItemRowProps {
  item: OpsItem;
  categoryNames: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onRestore: () => void;
}

/** One item in the console's list: picture, name, categories, prices, stock and its actions. */
export function ItemRow({
  item,
  categoryNames,
  selected,
  onSelect,
  onEdit,
  onRestore,
}: ItemRowProps) {
  const priced = { price: item.price, discountPrice: item.discountPrice };
  return (
    <li className={cn('flex items-center gap-3 px-3 py-3 sm:px-4', selected && 'bg-brand-50')}>
      {!item.retired && (
        <input
          type="checkbox"
          aria-label={`Select ${item.name}`}
          className="size-5 shrink-0 accent-brand-600"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />
      )}
      <img
        src={item.image}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 shrink-0 rounded-lg bg-brand-50 object-contain p-1"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{item.name}</p>
        <p className="truncate text-sm text-gray-600">
          {categoryNames || 'No category'}
          {item.variants.length > 0 && ` · ${item.variants.length} variants`}
        </p>
        <p className="text-sm sm:hidden">
          <Prices priced={priced} />
        </p>
      </div>
      <p className="hidden w-36 text-right text-sm sm:block">
        <Prices priced={priced} />
      </p>
      <span
        className={cn(
          'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
          // Phones keep the row short: only the exceptions get a badge there.
          item.availability && !item.retired && 'hidden sm:inline',
          item.retired
            ? 'bg-gray-100 text-gray-700'
            : item.availability
              ? 'bg-brand-50 text-brand-800'
              : 'bg-amber-100 text-amber-900',
        )}
      >
        {item.retired ? 'Retired' : item.availability ? 'In stock' : 'Out of stock'}
      </span>
      {item.retired ? (
        <Button variant="outline" size="sm" onClick={onRestore}>
          Restore<span className="sr-only"> {item.name}</span>
        </Button>
      ) : (
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.name}`}>
          Edit
        </Button>
      )}
    </li>
  );
}

function Prices({ priced }: { priced: { price: number; discountPrice: number } }) {
  return hasDiscount(priced) ? (
    <span className="tabular">
      <span className="font-semibold">{formatRupees(priced.discountPrice)}</span>{' '}
      <s className="text-gray-500">{formatRupees(priced.price)}</s>
    </span>
  ) : (
    <span className="tabular font-semibold">{formatRupees(priced.price)}</span>
  );
}
