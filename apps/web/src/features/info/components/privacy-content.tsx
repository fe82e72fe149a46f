import type { Store } from '@grofresh/contracts';
import { dairyRangeText } from '../shop-facts';
import { InfoArticle } from './info-article';

export function PrivacyContent({ store }: { store: Store | undefined }) {
  return (
    <InfoArticle lead="We collect only what we need to bring your groceries to your door, and we never sell it.">
      <h2>What we keep</h2>
      <ul>
        <li>Your mobile number, to sign you in with a one-time code and text you about orders.</li>
        <li>Your name and email, if you add them in My Account › Profile.</li>
        <li>Your saved addresses, orders, subscriptions, complaints and Grocoins history.</li>
        <li>
          Which pages of the shop are visited, counted on our own server, without advertising
          trackers and without your name or number.
        </li>
      </ul>
      <h2>Your location</h2>
      <p>
        With your permission, your browser’s position is checked against our dairy range (
        {dairyRangeText(store)}). An order or milk subscription that holds dairy sends the position
        you checked, so the store can confirm it is in range; we do not keep it with the order. If
        you pin a location to a saved address, we keep it with that address until you change or
        delete it.
      </p>
      <h2>Your cart</h2>
      <p>
        Your cart stays in this browser until you order or clear it; we do not see it before
        checkout.
      </p>
      <h2>Who else sees it</h2>
      <p>
        Store staff and your delivery partner see your name, phone and address for your orders. The
        card payment gateway sees your payment details; we never do. Our SMS provider passes on your
        one-time codes and order updates.
      </p>
      <h2>Your choices</h2>
      <p>
        Change your name, email or number in My Account › Profile. You can delete your account there
        too: your name, number, email and addresses are erased, every device is signed out, and your
        unused Grocoins are lost; orders stay only as anonymous records the store needs for its
        accounts, as the Digital Personal Data Protection Act, 2023 allows. An order in progress or
        a live milk subscription has to finish or be cancelled first.
      </p>
    </InfoArticle>
  );
}
