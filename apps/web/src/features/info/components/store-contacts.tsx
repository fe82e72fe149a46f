import type { Store } from '@grofresh/contracts';
import { telHref, whatsappHref } from '@/lib/shop-links';

/** The store's phone and WhatsApp numbers, as links, once the store's settings have come. */
export function StoreContacts({ store }: { store: Store | undefined }) {
  if (!store) return null;
  return (
    <ul className="!list-none !pl-0">
      <li>
        Phone: <a href={telHref(store.phone)}>+91 {store.phone}</a>
      </li>
      <li>
        WhatsApp: <a href={whatsappHref(store.whatsapp)}>+91 {store.whatsapp}</a>
      </li>
    </ul>
  );
}
