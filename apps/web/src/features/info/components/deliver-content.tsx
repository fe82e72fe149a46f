import { InfoArticle } from './info-article';

export function DeliverContent() {
  return (
    <InfoArticle lead="Ride with GroFresh: deliver groceries and morning milk around Indiranagar.">
      <h2>What the work looks like</h2>
      <ul>
        <li>Morning milk rounds from 5:45 AM to 8:00 AM, and grocery slots through the day.</li>
        <li>Short trips: every home is within 6 km of the store.</li>
        <li>Weekly payouts, plus fuel allowance and a bonus for on-time mornings.</li>
      </ul>
      <h2>What you need</h2>
      <ul>
        <li>A two-wheeler with a valid licence, RC and insurance.</li>
        <li>An Android phone with mobile data.</li>
        <li>Aadhaar and a bank account in your name.</li>
      </ul>
      <h2>How to join</h2>
      <p>
        Walk in to the store any day between 11 AM and 5 PM with your documents, or message us on
        WhatsApp from the Contact page. Most partners start within a week.
      </p>
    </InfoArticle>
  );
}
