import type { Store } from '@grofresh/contracts';
import { telHref, whatsappHref } from '@/lib/shop-links';
import { InfoArticle } from './info-article';

/** Uses the store's own numbers from get-config, so a change there shows here too. */
export function ContactContent({ store }: { store: Store | undefined }) {
  return (
    <InfoArticle lead="Questions about an order, a subscription or a product? We are happy to help.">
      <h2>{store?.name ?? 'GroFresh Indiranagar'}</h2>
      {store?.address && <p>{store.address}</p>}
      <p>Open every day, 6:30 AM to 10:00 PM. Orders after 3:00 PM are delivered the next day.</p>
      {store && (
        <ul className="!list-none !pl-0">
          <li>
            Phone: <a href={telHref(store.phone)}>+91 {store.phone}</a>
          </li>
          <li>
            WhatsApp: <a href={whatsappHref(store.whatsapp)}>+91 {store.whatsapp}</a>
          </li>
        </ul>
      )}
      <h2>Complaints</h2>
      <p>
        Signed-in shoppers can raise a complaint from My Account › Complaints and follow it there.
        We reply within one working day.
      </p>
    </InfoArticle>
  );
}
