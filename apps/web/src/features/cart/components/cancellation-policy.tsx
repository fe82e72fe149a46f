import { Info } from 'lucide-react';
import { CART_MESSAGES } from '../messages';

export function CancellationPolicy() {
  return (
    <section
      aria-labelledby="cancellation-policy"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="cancellation-policy" className="flex items-center gap-2 text-base font-bold">
        <Info className="size-4 text-gray-500" aria-hidden />
        Cancellation policy
      </h2>
      <p className="mt-2 text-sm leading-6 text-gray-600">{CART_MESSAGES.cancellationPolicy}</p>
    </section>
  );
}
