import type { Store } from '@grofresh/contracts';
import { dairyRangeText, storeNameOf } from '../shop-facts';
import { InfoArticle } from './info-article';
import { StoreContacts } from './store-contacts';

export function DeliverContent({ store }: { store: Store | undefined }) {
  return (
    <InfoArticle
      lead={`Ride with ${storeNameOf(store)}: deliver groceries and milk to shoppers near the store.`}
    >
      <h2>What the work looks like</h2>
      <ul>
        <li>Grocery orders from the store to shoppers’ doors, free for the shopper.</li>
        <li>Daily milk for subscribers, all {dairyRangeText(store)}.</li>
        <li>Shoppers see your name and number on their order, so they can call you at the door.</li>
        <li>Cash on delivery orders are collected at the door.</li>
      </ul>
      <h2>How to join</h2>
      <p>
        Call or message the store and tell us about yourself; we will talk you through the rest.
      </p>
      <StoreContacts store={store} />
    </InfoArticle>
  );
}
