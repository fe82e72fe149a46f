import { InfoArticle } from './info-article';

const faqs: [question: string, answer: string][] = [
  [
    'Where do you deliver?',
    'We deliver groceries from our Indiranagar store across nearby Bengaluru. Dairy products and daily milk are delivered within 6 km of the store.',
  ],
  [
    'Why can’t I see dairy products?',
    'Dairy needs a cold chain, so we show it only when your location is within our range. Allow location access in your browser and reload the page.',
  ],
  ['Is there a delivery fee?', 'No. Delivery is free on every order.'],
  [
    'When will my order arrive?',
    'Orders placed before 3:00 PM go out the same day; later orders go out the next day.',
  ],
  [
    'How do Grocoins work?',
    'You earn 1% of each delivered order as Grocoins, and 1 Grocoin is worth ₹1 off a later order.',
  ],
  [
    'How does the milk subscription work?',
    'Choose a quantity and an end date; milk arrives every morning from the next day. You can pause or resume between 10 AM and 3 PM.',
  ],
  [
    'Can I cancel an order?',
    'Yes, until it is packed. After that we cannot stop it, but if something goes wrong, raise a complaint from My Account.',
  ],
];

export function FaqsContent() {
  return (
    <InfoArticle lead="Quick answers to what shoppers ask us most.">
      <div className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {faqs.map(([question, answer]) => (
          <details key={question} className="group px-4 py-3">
            <summary className="cursor-pointer list-none font-semibold [&::-webkit-details-marker]:hidden after:float-right after:text-brand-700 after:content-['+'] group-open:after:content-['−']">
              {question}
            </summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </InfoArticle>
  );
}
