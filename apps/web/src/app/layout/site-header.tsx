import { HEADER_COMPACT_SCROLL_PX, type Store } from '@grofresh/contracts';
import { Logo } from '@/components/ui/logo';
import { LoginButton } from '@/features/auth/components/login-button';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { LocationLine } from '@/features/location/components/location-line';
import { SearchBox } from '@/features/search/search-box';
import { cn } from '@/lib/cn';
import { useScrolledPast } from '@/lib/use-scrolled-past';

interface SiteHeaderProps {
  term: string;
  onSearch: (term: string) => void;
  store: Store | undefined;
}

/**
 * The home's top bar (docs/product/screens.md#home). Phones get their own bar: logo, location and
 * login on a row that folds away after 50 px of scroll, leaving the search box. From 769 px it is
 * one row with the cart summary, which tightens after 50 px.
 */
export function SiteHeader({ term, onSearch, store }: SiteHeaderProps) {
  const compact = useScrolledPast(HEADER_COMPACT_SCROLL_PX);
  const location = <LocationLine storeName={store?.name} radiusKm={store?.radiusKm} />;
  return (
    <header
      data-compact={compact}
      className={cn(
        'sticky top-0 z-30 border-b bg-white/95 backdrop-blur transition-shadow duration-200',
        compact ? 'border-transparent shadow-md' : 'border-gray-200',
      )}
    >
      <div className="mx-auto max-w-7xl px-4">
        <div
          inert={compact}
          className={cn(
            'grid transition-[grid-template-rows,opacity] duration-200 md:hidden',
            compact ? 'grid-rows-[0fr] opacity-0' : 'grid-rows-[1fr]',
          )}
        >
          <div className="min-h-0 overflow-hidden">
            <div className="flex items-center gap-3 pt-3">
              <Logo compact />
              <div className="min-w-0 flex-1">{location}</div>
              <LoginButton className="-mr-2" />
            </div>
          </div>
        </div>
        <div
          className={cn(
            'flex items-center gap-4 py-3 transition-[padding] duration-200',
            compact ? 'md:py-2' : 'md:py-4',
          )}
        >
          <Logo className="hidden md:flex" />
          <div className="hidden w-56 shrink-0 md:block lg:w-64">{location}</div>
          <SearchBox value={term} onSearch={onSearch} className="min-w-0 flex-1" />
          <LoginButton className="hidden md:flex" />
          <div className="hidden md:block">
            <CartSummary />
          </div>
        </div>
      </div>
    </header>
  );
}
