import { PICK_UP_MAX_DAYS_AHEAD, type Store } from '@grofresh/contracts';
import {
  CUTOFF_TEXT,
  dairyRangeText,
  EVENING_SLOT_TEXT,
  MILK_WINDOW_TEXT,
  pickUpHoursText,
} from '../shop-facts';
import { InfoArticle } from './info-article';

const faqsFor = (store: Store | undefined): [question: string, answer: string][] => {
  const hours = pickUpHoursText(store);
  return [
    [
      'Where do you deliver?',
      `We deliver from ${store?.address ? `our store at ${store.address}` : 'our store'} to the address you choose at checkout. Dairy products and milk subscriptions are delivered only ${dairyRangeText(store)}.`,
    ],
    [
      'Why can’t I see dairy products?',
      `Dairy needs a cold chain, so we show it only when your location is ${dairyRangeText(store)}. Allow location access in your browser and reload the page.`,
    ],
    ['Is there a delivery fee?', 'No. Delivery is free on every order.'],
    [
      'When will my order arrive?',
      `Orders placed before ${CUTOFF_TEXT} are delivered the same day, by ${EVENING_SLOT_TEXT}; orders placed from ${CUTOFF_TEXT} are delivered the next day, by ${EVENING_SLOT_TEXT}. My Orders shows when to expect each order.`,
    ],
    [
      'Can I pick up my order at the store?',
      `Yes: choose Store Pick Up at checkout and a time${hours ? ` from ${hours}` : ''}, today or up to ${PICK_UP_MAX_DAYS_AHEAD} days ahead.`,
    ],
    [
      'How can I pay?',
      'Cash on delivery, by scanning the store’s UPI QR code shown at checkout, or online by card through our payment gateway (Pay Via Online).',
    ],
    [
      'How do Grocoins work?',
      'You earn 1% of an order’s items total (rounded down) as Grocoins once it is delivered. 1 Grocoin is worth ₹1: tick Grocoins at checkout to spend them, up to the items total, on one order at a time. A paused milk day also comes back to you as Grocoins.',
    ],
    [
      'How does the milk subscription work?',
      `Choose a quantity, and every day up to an end date or the days you want. You pay for the whole period up front, and milk starts once the store has confirmed your payment and approved it, from the next day at the earliest. You can pause and resume a daily subscription from ${MILK_WINDOW_TEXT} each day (a pause starts with the next day’s milk); each paused day comes back to you as Grocoins.`,
    ],
    [
      'Can I cancel an order?',
      'Yes, while it is still Pending: open it in My Account › My Orders, tap Cancel order and tell us why. Grocoins you used come back at once, and a payment made online (Pay Via Online) is refunded to the card or account you paid from; if you paid by UPI QR, raise a complaint about the order so the store can return the amount. Once the store has accepted the order and is packing it, it can no longer be cancelled; if something is wrong with it, raise a complaint from the order.',
    ],
    [
      'Can I order the same things again?',
      'Yes: open a delivered or cancelled order and tap Buy again. The items still on sale go into your cart at today’s prices, and we tell you which are unavailable or cost something different now.',
    ],
  ];
};

export function FaqsContent({ store }: { store: Store | undefined }) {
  return (
    <InfoArticle lead="Quick answers to what shoppers ask us most.">
      <div className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {faqsFor(store).map(([question, answer]) => (
          <details key={question} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-3 font-semibold [&::-webkit-details-marker]:hidden after:text-brand-700 after:content-['+'] group-open:after:content-['−']">
              {question}
            </summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </InfoArticle>
  );
}
