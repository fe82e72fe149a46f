import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Headset, Phone, X } from 'lucide-react';
import type { Store } from '@grofresh/contracts';
import { WhatsappIcon } from '@/components/ui/brand-icons';
import { cn } from '@/lib/cn';
import { telHref, whatsappHref } from '@/lib/shop-links';

/** The look of a choice in the menu, for choices the page adds (`extra`). */
export const contactChoice =
  'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-100';

/**
 * The home's call and WhatsApp buttons (docs/product/screens.md#home) with the store's numbers, and
 * `extra` choices the page adds (the signed-in shopper's complaints), folded into one round button
 * that opens them as a menu: one button's corner of the screen instead of a column over the
 * products. On phones it sits beside the bottom cart bar (`besideCartBar`), in the same row. In its
 * own landmark.
 */
export function FloatingContact({
  store,
  besideCartBar,
  extra,
}: {
  store: Store | undefined;
  besideCartBar: boolean;
  extra?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  if (!store && !extra) return null;
  return (
    <aside
      ref={box}
      aria-label="Store contact"
      className={cn(
        'fixed right-3 z-30 flex flex-col items-end gap-2 md:right-6 md:bottom-6',
        // Level with the cart bar's middle (its own bottom space is 0.75 rem).
        besideCartBar ? 'bottom-5' : 'bottom-3',
      )}
    >
      {open && (
        <ul
          id={menuId}
          // A tap on a choice closes the menu; the link itself goes on.
          onClick={() => setOpen(false)}
          className="w-64 space-y-1 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-gray-200"
        >
          {store && (
            <>
              <li>
                <a href={telHref(store.phone)} className={contactChoice}>
                  <Phone className="size-5 shrink-0 text-brand-700" aria-hidden />
                  Call {store.name}
                </a>
              </li>
              <li>
                <a
                  href={whatsappHref(store.whatsapp)}
                  target="_blank"
                  rel="noreferrer"
                  className={contactChoice}
                >
                  <WhatsappIcon className="size-5 shrink-0 text-[#1c8f4e]" />
                  Chat with {store.name} on WhatsApp
                </a>
              </li>
            </>
          )}
          {extra}
        </ul>
      )}
      <button
        type="button"
        aria-label="Contact the store"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lg ring-2 ring-white transition-transform duration-150 hover:scale-105 hover:bg-brand-700"
      >
        {open ? <X className="size-5" aria-hidden /> : <Headset className="size-5" aria-hidden />}
      </button>
    </aside>
  );
}
