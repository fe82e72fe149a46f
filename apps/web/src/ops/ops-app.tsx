import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import type { UserDetails } from '@grofresh/contracts';
import { Spinner } from '@/components/ui/spinner';
import { lazyExport } from '@/lib/lazy-export';
import { LoginModal } from '@/features/auth/components/login-modal';
import { OpsBottomTabs, OpsSidebar } from './components/ops-nav';
import { OpsPage } from './components/ops-page';
import { OpsGuard } from './ops-guard';
import { useOpsLiveUpdates } from './ops-live';
import { OPS_SECTIONS, sectionsFor, type OpsSection } from './ops-sections';
import { OrdersPage } from './pages/orders-page';
import { ConsoleLanding, NeedsStoreSetUp } from './store-set-up';

// The console opens on the order queue, which comes with it; every other section loads when it
// is first opened (the charts, the forms, the QR drawing), so the first screen does not wait for
// code most visits never use (docs/decisions.md, "The store console (/ops)").
const section = <K extends string>(
  load: () => Promise<Record<K, () => ReactNode>>,
  name: K,
): ReactNode => {
  const Page = lazyExport(load, name);
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
};

const pages: Record<string, ReactNode> = {
  orders: <OrdersPage />,
  milk: section(() => import('./pages/milk-page'), 'MilkPage'),
  complaints: section(() => import('./pages/complaints-page'), 'ComplaintsPage'),
  counter: section(() => import('./pages/counter-page'), 'CounterPage'),
  dashboard: section(() => import('./pages/dashboard-page'), 'DashboardPage'),
  books: section(() => import('./pages/books-page'), 'BooksPage'),
  refunds: section(() => import('./pages/refunds-page'), 'RefundsPage'),
  catalog: section(() => import('./pages/catalog-page'), 'CatalogPage'),
  stock: section(() => import('./pages/stock-page'), 'StockPage'),
  store: section(() => import('./pages/store-page'), 'StorePage'),
  gst: section(() => import('./pages/gst-page'), 'GstPage'),
  people: section(() => import('./pages/people-page'), 'PeoplePage'),
  activity: section(() => import('./pages/activity-page'), 'ActivityPage'),
};
const packingSlip = section(() => import('./pages/packing-slip-page'), 'PackingSlipPage');
const tableQr = section(() => import('./pages/table-qr-page'), 'TableQrPage');

/**
 * The store console at /ops: a sibling of the shop's layout (no cart, no location check),
 * loaded as its own chunk only when someone opens /ops.
 */
export function OpsApp() {
  return (
    <>
      <OpsGuard>
        {(user) => (
          <Routes>
            <Route path="orders/:id/slip" element={packingSlip} />
            <Route path="counter/qr" element={tableQr} />
            <Route element={<OpsShell user={user} />}>
              <Route index element={<ConsoleLanding role={user.role} />} />
              {OPS_SECTIONS.map((section) => (
                <Route
                  key={section.key}
                  path={`${section.path}/*`}
                  element={
                    section.roles.includes(user.role) ? sectionPage(section, user) : <AdminsOnly />
                  }
                />
              ))}
              <Route path="*" element={<Navigate to="orders" replace />} />
            </Route>
          </Routes>
        )}
      </OpsGuard>
      <LoginModal />
    </>
  );
}

function sectionPage(section: OpsSection, user: UserDetails) {
  if (!section.needsStore) return pages[section.key];
  return (
    <NeedsStoreSetUp title={section.label} role={user.role}>
      {pages[section.key]}
    </NeedsStoreSetUp>
  );
}

function OpsShell({ user }: { user: UserDetails }) {
  useOpsLiveUpdates();
  const sections = sectionsFor(user.role);
  return (
    <div className="min-h-dvh md:grid md:grid-cols-[15rem_minmax(0,1fr)] print:block">
      <OpsSidebar sections={sections} user={user} />
      <div className="min-w-0 pb-20 md:pb-0">
        <Outlet />
      </div>
      <OpsBottomTabs sections={sections} user={user} />
    </div>
  );
}

function AdminsOnly() {
  return (
    <OpsPage title="Admins only">
      <p className="rounded-2xl border border-gray-200 bg-white p-6 text-gray-700">
        Only an admin of the store can open this section.
      </p>
    </OpsPage>
  );
}

function Loading() {
  return (
    <div className="grid min-h-[50dvh] place-items-center" aria-busy>
      <Spinner />
    </div>
  );
}
