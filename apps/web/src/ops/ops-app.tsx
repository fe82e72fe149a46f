import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import type { UserDetails } from '@grofresh/contracts';
import { Spinner } from '@/components/ui/spinner';
import { LoginModal } from '@/features/auth/components/login-modal';
import { OpsBottomTabs, OpsSidebar } from './components/ops-nav';
import { OpsPage } from './components/ops-page';
import { OpsGuard } from './ops-guard';
import { useOpsLiveUpdates } from './ops-live';
import { OPS_SECTIONS, sectionsFor, type OpsSection } from './ops-sections';
import { ActivityPage } from './pages/activity-page';
import { CatalogPage } from './pages/catalog-page';
import { ComplaintsPage } from './pages/complaints-page';
import { CounterPage } from './pages/counter-page';
import { MilkPage } from './pages/milk-page';
import { OrdersPage } from './pages/orders-page';
import { PackingSlipPage } from './pages/packing-slip-page';
import { PeoplePage } from './pages/people-page';
import { RefundsPage } from './pages/refunds-page';
import { StorePage } from './pages/store-page';
import { TableQrPage } from './pages/table-qr-page';
import { ConsoleLanding, NeedsStoreSetUp } from './store-set-up';

// Charts are the heaviest part of the console: they load when the dashboard is opened.
const DashboardPage = lazy(async () => ({
  default: (await import('./pages/dashboard-page')).DashboardPage,
}));
// Stock loads when it is opened, like the dashboard: most visits to the console never do.
const StockPage = lazy(async () => ({
  default: (await import('./pages/stock-page')).StockPage,
}));

// The books load when they are opened, like the stock.
const BooksPage = lazy(async () => ({
  default: (await import('./pages/books-page')).BooksPage,
}));

// The month's GST figures load when an admin opens them, like the books.
const GstPage = lazy(async () => ({
  default: (await import('./pages/gst-page')).GstPage,
}));

const pages: Record<string, ReactNode> = {
  orders: <OrdersPage />,
  milk: <MilkPage />,
  complaints: <ComplaintsPage />,
  counter: <CounterPage />,
  dashboard: (
    <Suspense fallback={<Loading />}>
      <DashboardPage />
    </Suspense>
  ),
  books: (
    <Suspense fallback={<Loading />}>
      <BooksPage />
    </Suspense>
  ),
  refunds: <RefundsPage />,
  catalog: <CatalogPage />,
  stock: (
    <Suspense fallback={<Loading />}>
      <StockPage />
    </Suspense>
  ),
  store: <StorePage />,
  gst: (
    <Suspense fallback={<Loading />}>
      <GstPage />
    </Suspense>
  ),
  people: <PeoplePage />,
  activity: <ActivityPage />,
};

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
            <Route path="orders/:id/slip" element={<PackingSlipPage />} />
            <Route path="counter/qr" element={<TableQrPage />} />
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
