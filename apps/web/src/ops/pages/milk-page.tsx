import { useSearchParams } from 'react-router';
import { PaymentRow } from '@/features/books/staff/components/payment-row';
import { addressLine } from '@/features/addresses/address-text';
import { MilkRunTab } from '@/features/subscriptions/staff/components/milk-run-tab';
import { SubscriptionFilters } from '@/features/subscriptions/staff/components/subscription-filters';
import { SubscriptionList } from '@/features/subscriptions/staff/components/subscription-list';
import { useSubscriptionFilters } from '@/features/subscriptions/staff/use-subscription-filters';
import { cn } from '@/lib/cn';
import { formatPhone } from '@/lib/phone';
import { OpsPage } from '../components/ops-page';

const TABS = {
  approvals: 'Approvals',
  subscriptions: 'Subscriptions',
  run: 'Route sheet',
} as const;
type Tab = keyof typeof TABS;
const isTab = (v: string | null): v is Tab => v !== null && v in TABS;

/** Daily milk: approve new subscriptions, look after the running ones, and work the day's run. */
export function MilkPage() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'approvals';
  return (
    <OpsPage title="Milk">
      <div className="mx-auto max-w-5xl space-y-4">
        <nav
          aria-label="Milk"
          className="flex w-full overflow-x-auto rounded-lg bg-gray-100 p-1 sm:w-fit print:hidden"
        >
          {Object.entries(TABS).map(([key, label]) => (
            <button
              key={key}
              type="button"
              aria-current={tab === key ? 'page' : undefined}
              onClick={() => setParams(key === 'approvals' ? {} : { tab: key })}
              className={cn(
                'h-9 flex-1 rounded-md px-4 text-sm font-semibold whitespace-nowrap sm:flex-none',
                tab === key ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
              )}
            >
              {label}
            </button>
          ))}
        </nav>
        {tab === 'approvals' && <ApprovalsTab />}
        {tab === 'subscriptions' && <SubscriptionsTab />}
        {tab === 'run' && <MilkRunTab />}
      </div>
    </OpsPage>
  );
}

const PENDING = { status: 'PENDING' } as const;

function ApprovalsTab() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-gray-600">
        Waiting for the store to confirm payment and approve, newest first.
      </p>
      <SubscriptionList
        filters={PENDING}
        label="Waiting for approval"
        empty="No subscriptions waiting for approval."
        emptyHint="New subscriptions appear here by themselves."
        describeAddress={addressLine}
        paymentOf={(s) => (
          <PaymentRow
            documentType="SUBSCRIPTION"
            id={s._id}
            label={`Milk bill of ${formatPhone(s.customer.phone)}`}
            state={s.paymentState}
          />
        )}
      />
    </div>
  );
}

function SubscriptionsTab() {
  const { filters, setFilter, clear } = useSubscriptionFilters();
  return (
    <div className="space-y-4">
      <SubscriptionFilters filters={filters} onChange={setFilter} onClear={clear} />
      <SubscriptionList
        filters={filters}
        label="Subscriptions"
        empty="No subscriptions here."
        emptyHint="Try other filters or clear them."
        describeAddress={addressLine}
        paymentOf={(s) => (
          <PaymentRow
            documentType="SUBSCRIPTION"
            id={s._id}
            label={`Milk bill of ${formatPhone(s.customer.phone)}`}
            state={s.paymentState}
          />
        )}
      />
    </div>
  );
}
