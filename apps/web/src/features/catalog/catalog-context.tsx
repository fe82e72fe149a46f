import {
  createContext,
  lazy,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Item, Variant } from '@grofresh/contracts';
import { OnDemand } from '@/components/ui/on-demand';
import { loadCode } from '@/lib/load-code';

// The details dialog loads on the first tap on a product: browsing needs none of it.
const ProductModal = lazy(async () => ({
  default: (await loadCode(() => import('./components/product-modal'))).ProductModal,
}));

export interface AddControlProps {
  item: Item;
  variant: Variant | null;
  size?: 'sm' | 'lg';
}

interface CatalogContextValue {
  /** The ADD button / stepper; the cart supplies it, composed in app/ (features stay apart). */
  AddControl: ComponentType<AddControlProps>;
  openProduct: (item: Item) => void;
}

const CatalogContext = createContext<CatalogContextValue | null>(null);

export function useCatalog(): CatalogContextValue {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalog needs a CatalogProvider above it');
  return value;
}

/** Gives every product card its add control and one shared product details modal. */
export function CatalogProvider({
  AddControl,
  children,
}: {
  AddControl: ComponentType<AddControlProps>;
  children: ReactNode;
}) {
  const [openItem, setOpenItem] = useState<Item | null>(null);
  const value = useMemo(() => ({ AddControl, openProduct: setOpenItem }), [AddControl]);
  return (
    <CatalogContext.Provider value={value}>
      {children}
      <OnDemand when={openItem !== null}>
        <ProductModal item={openItem} onClose={() => setOpenItem(null)} AddControl={AddControl} />
      </OnDemand>
    </CatalogContext.Provider>
  );
}
