import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from 'radix-ui';
import { Skeleton } from '@/components/ui/skeleton';
import {
  ACCOUNT_TABS,
  DEFAULT_ACCOUNT_TAB,
  isAccountTab,
  type AccountTab,
} from '@/lib/account-tabs';
import { lazyExport } from '@/lib/lazy-export';
import { loadCode } from '@/lib/load-code';
import { useIsMobile } from '@/lib/use-media-query';
import { AccountOrders } from './account-orders';

/**
 * A tab whose code downloads when it is first opened: the account opens on My Orders, which
 * comes with the page, and the milk calendar's, the forms' and the statement's code waits for
 * their tabs (docs/decisions.md, "first bundle").
 */
const onOpen = <K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K) => {
  const Tab = lazyExport(() => loadCode(load), name);
  return () => (
    <Suspense fallback={<Skeleton className="h-40 rounded-2xl" />}>
      <Tab />
    </Suspense>
  );
};

const panels: Record<AccountTab, () => ReactNode> = {
  orders: () => <AccountOrders />,
  addresses: onOpen(() => import('@/features/addresses/components/addresses-tab'), 'AddressesTab'),
  rewards: onOpen(() => import('@/features/rewards/components/rewards-tab'), 'RewardsTab'),
  subscriptions: onOpen(() => import('./account-subscriptions'), 'AccountSubscriptions'),
  statement: onOpen(() => import('@/features/books/components/statement-tab'), 'StatementTab'),
  complaints: onOpen(() => import('./account-complaints'), 'AccountComplaints'),
  profile: onOpen(() => import('./account-profile'), 'AccountProfile'),
};

/**
 * The account's tabs (docs/product/screens.md#my-account), driven by ?tab= (default orders);
 * choosing a tab rewrites the URL in place, so a link or reload opens the same tab and Back still
 * leaves the page.
 */
export function MyAccountTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isAccountTab(requested) ? requested : DEFAULT_ACCOUNT_TAB;
  const vertical = !useIsMobile();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the row of tabs scrolls sideways; bring the chosen one (?tab=complaints) in.
    const active = list.current?.querySelector<HTMLElement>('[data-state=active]');
    if (list.current && active) {
      list.current.scrollLeft =
        active.offsetLeft - (list.current.clientWidth - active.offsetWidth) / 2;
    }
  }, [tab]);
  const choose = (next: string) =>
    setParams(
      (prev) => {
        prev.set('tab', next);
        return prev;
      },
      { replace: true },
    );

  return (
    <Tabs.Root
      value={tab}
      onValueChange={choose}
      orientation={vertical ? 'vertical' : 'horizontal'}
      className="md:grid md:grid-cols-[14rem_1fr] md:items-start md:gap-6"
    >
      <Tabs.List
        ref={list}
        aria-label="My Account"
        className="scrollbar-none relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 md:sticky md:top-20 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:rounded-2xl md:border md:border-gray-200 md:bg-white md:p-2"
      >
        {ACCOUNT_TABS.map(({ key, label }) => (
          <Tabs.Trigger
            key={key}
            value={key}
            className="h-10 shrink-0 rounded-full border border-gray-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-gray-700 hover:bg-gray-50 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white md:h-11 md:rounded-xl md:border-0 md:text-left md:data-[state=active]:bg-brand-50 md:data-[state=active]:text-brand-800"
          >
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ACCOUNT_TABS.map(({ key, label }) => (
        <Tabs.Content key={key} value={key} className="mt-4 outline-none md:mt-0">
          {/* On phones the chosen pill already names the tab; the heading is for screen readers. */}
          <h2 className="sr-only md:not-sr-only md:mb-3 md:block md:text-xl md:font-bold">
            {label}
          </h2>
          {panels[key]()}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
