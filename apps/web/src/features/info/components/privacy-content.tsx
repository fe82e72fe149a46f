import { InfoArticle } from './info-article';

export function PrivacyContent() {
  return (
    <InfoArticle lead="We collect only what we need to bring your groceries to your door, and we never sell it.">
      <h2>What we keep</h2>
      <ul>
        <li>Your mobile number, to sign you in with a one-time code.</li>
        <li>Your saved addresses, orders, subscriptions, complaints and Grocoins history.</li>
        <li>
          Which pages of the shop are visited, counted on our own server, without advertising
          trackers.
        </li>
      </ul>
      <h2>Your location</h2>
      <p>
        With your permission, your browser tells us where you are once per visit, only to check
        whether you are within our 6 km dairy delivery range. We do not store that position.
      </p>
      <h2>Your cart</h2>
      <p>
        Your cart stays in this browser until you order or clear it; we do not see it before
        checkout.
      </p>
      <h2>Who else sees it</h2>
      <p>
        Your delivery partner sees your name, phone and address for that order. The card payment
        gateway sees your payment details; we never do.
      </p>
      <h2>Your choices</h2>
      <p>
        Ask us at the store, by phone or on WhatsApp to see, correct or delete your data. We answer
        within 30 days, as the Digital Personal Data Protection Act, 2023 asks.
      </p>
    </InfoArticle>
  );
}
