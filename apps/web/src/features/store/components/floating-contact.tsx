import type { ReactNode } from 'react';
import { Phone } from 'lucide-react';
import type { Store } from '@grofresh/contracts';
import { WhatsappIcon } from '@/components/ui/brand-icons';
import { cn } from '@/lib/cn';
import { telHref, whatsappHref } from '@/lib/shop-links';

/** The round button's look, for buttons the page adds to the column (`extra`). */
export const floatingBubble =
  'grid size-11 place-items-center md:size-12 rounded-full text-white shadow-lg ring-2 ring-white transition-transform duration-150 hover:scale-105';

/**
 * SPEC 2: floating call and WhatsApp buttons with the store's numbers, and `extra` buttons the
 * page adds above them (the signed-in shopper's complaints). `raised` lifts them above the
 * bottom cart bar.
 */
export function FloatingContact({
  store,
  raised,
  extra,
}: {
  store: Store | undefined;
  raised: boolean;
  extra?: ReactNode;
}) {
  if (!store && !extra) return null;
  return (
    <div
      className={cn(
        'fixed right-3 z-20 flex flex-col gap-3 transition-[bottom] duration-200 md:right-6',
        raised ? 'bottom-24 md:bottom-6' : 'bottom-4 md:bottom-6',
      )}
    >
      {extra}
      {store && (
        <>
          <a
            href={telHref(store.phone)}
            aria-label={`Call ${store.name}`}
            className={cn(floatingBubble, 'bg-brand-600 hover:bg-brand-700')}
          >
            <Phone className="size-5" aria-hidden />
          </a>
          <a
            href={whatsappHref(store.whatsapp)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Chat with ${store.name} on WhatsApp`}
            className={cn(floatingBubble, 'bg-[#1c8f4e] hover:bg-[#16773f]')}
          >
            <WhatsappIcon className="size-6" />
          </a>
        </>
      )}
    </div>
  );
}
