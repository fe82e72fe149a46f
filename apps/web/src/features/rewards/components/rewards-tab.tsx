import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useSession } from '@/lib/session';
import { useMyCoins } from '../api/my-coins';
import { BalanceCard } from './balance-card';
import { CoinsHistory } from './coins-history';
import { HowItWorksCard } from './how-it-works-card';
import { LoadMoreButton } from '@/components/ui/load-more-button';

/** The 'Rewards' tab of /my-account ('My GroCoins'): balance, how it works, history. */
export function RewardsTab() {
  const userId = useSession((s) => s.session?.user._id);
  const query = useMyCoins(userId);
  if (!userId) return null;
  return (
    <div className="space-y-4">
      {query.isPending ? (
        <div aria-busy className="space-y-4">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-sm text-gray-700">{SOMETHING_WENT_WRONG}</p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <BalanceCard coins={query.data.pages[0]?.totalCoins ?? 0} />
          <HowItWorksCard />
          <CoinsHistory transactions={query.data.pages.flatMap((page) => page.transactions)} />
          <LoadMoreButton pages={query} label="Show older entries" />
        </>
      )}
    </div>
  );
}
