import { BadgeIndianRupee, PackageCheck, RotateCcw, ShoppingCart } from 'lucide-react';

const steps = [
  {
    icon: PackageCheck,
    title: 'Earn 1% back',
    text: 'Every delivered order earns 1% of its value in Grocoins.',
  },
  { icon: BadgeIndianRupee, title: '1 Grocoin = ₹1', text: 'Coins are worth a rupee each.' },
  {
    icon: ShoppingCart,
    title: 'Redeem at checkout',
    text: 'Tick "Use Grocoins" at checkout to take them off your total.',
  },
  {
    icon: RotateCcw,
    title: 'Never lost',
    text: 'Coins used on an order that is cancelled come back to you.',
  },
];

/**
 * How Grocoins work (docs/product/records.md#grocoins, docs/product/rules.md#money-and-grocoins).
 */
export function HowItWorksCard() {
  return (
    <section
      aria-labelledby="how-it-works"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h3 id="how-it-works" className="text-base font-bold">
        How it works
      </h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block text-sm font-semibold">{title}</span>
              <span className="block text-sm text-gray-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
