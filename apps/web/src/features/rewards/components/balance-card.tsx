import { Coins } from 'lucide-react';
import { formatRupees } from '@grofresh/contracts';
import { grocoinWord } from '@/lib/grocoins';

/** 'My GroCoins': the balance and what it is worth (1 coin = ₹1). */
export function BalanceCard({ coins }: { coins: number }) {
  return (
    <section
      aria-labelledby="my-grocoins"
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-accent-300 to-accent-400 p-5 text-gray-900 shadow-sm"
    >
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-white/70">
        <Coins className="size-8 text-amber-600" aria-hidden />
      </span>
      <div>
        <h3 id="my-grocoins" className="text-sm font-bold">
          My GroCoins
        </h3>
        <p className="tabular text-3xl font-extrabold">
          {coins} <span className="text-base font-bold">{grocoinWord(coins)}</span>
        </p>
        <p className="text-sm">Worth {formatRupees(coins)} on your next order</p>
      </div>
    </section>
  );
}
