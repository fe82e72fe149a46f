import type { Store } from '@grofresh/contracts';
import { CUTOFF_TEXT, pickUpHoursText, storeNameOf } from '../shop-facts';
import { InfoArticle } from './info-article';
import { StoreContacts } from './store-contacts';

/** Uses the store's own details from get-config, so a change there shows here too. */
export function ContactContent({ store }: { store: Store | undefined }) {
  const hours = pickUpHoursText(store);
  return (
    <InfoArticle lead="Questions about an order, a subscription or a product? We are happy to help.">
      <h2>{storeNameOf(store)}</h2>
      {store?.address && <p>{store.address}</p>}
      {hours && <p>Store pick-ups are handed over from {hours}.</p>}
      <p>Orders placed from {CUTOFF_TEXT} are delivered the next day.</p>
      <StoreContacts store={store} />
      <h2>Your orders</h2>
      <p>
        A Pending order can be cancelled from My Account › My Orders; once the store has accepted
        it, call or message us.
      </p>
      <h2>Complaints</h2>
      <p>
        Signed-in shoppers can raise a complaint from My Account › Complaints, or from an order’s
        page, and follow the store’s reply there.
      </p>
    </InfoArticle>
  );
}
