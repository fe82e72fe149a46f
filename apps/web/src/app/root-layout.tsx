import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppLoading } from '@/components/ui/app-loading';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { OnDemand } from '@/components/ui/on-demand';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { usePageViews } from '@/features/analytics/use-page-views';
import { useLoginModal } from '@/features/auth/login-modal-store';
import { AddControl } from '@/features/cart/components/add-control';
import { syncCartAcrossTabs } from '@/features/cart/cart-store';
import { CatalogProvider } from '@/features/catalog/catalog-context';
import { startLocationCheck } from '@/features/location/check-location';
import { useLocationStore } from '@/features/location/location-store';
import { useLocationHelp } from '@/features/location/use-location-help';
import { afterStartup } from '@/lib/after-startup';
import { loadCode } from '@/lib/load-code';
import { useIsBusy } from '@/lib/busy-store';
import { followSessionAcrossTabs } from '@/lib/session';
import { useScrollRestoration } from '@/lib/use-scroll-restoration';
import { showsCatalog } from './catalog-pages';
import { useCartCatalogPrices } from './use-cart-catalog-prices';

// The dialogs load when they first open: browsing never downloads their forms (without
// signal, once it returns: lib/load-code.ts).
const LoginModal = lazy(async () => ({
  default: (await loadCode(() => import('@/features/auth/components/login-modal'))).LoginModal,
}));
const LocationPermissionModal = lazy(async () => ({
  default: (
    await loadCode(() => import('@/features/location/components/location-permission-modal'))
  ).LocationPermissionModal,
}));

/**
 * Everything every page shares: analytics, cart and session sync across tabs, location,
 * the offline notice, dialogs and the spinner.
 *
 * It reads no store itself: each store is read by the small part that shows it. A server-painted
 * page hydrates after this layout (React leaves the page's Suspense boundary for later), and
 * a layout rendered again before then, say when the location check starts, would make React
 * hydrate the whole page at once, in one long task, instead of in slices.
 */
export function RootLayout() {
  return (
    <CatalogProvider AddControl={AddControl}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <OfflineNotice />
      {/* A page's first visit on a slow connection: its code is on the way. */}
      <Suspense fallback={<AppLoading />}>
        <Outlet />
      </Suspense>
      <SharedWork />
      <SharedDialogs />
    </CatalogProvider>
  );
}

/** What runs behind every page: page views, scroll positions, cart prices, tabs, location. */
function SharedWork() {
  usePageViews();
  useEffect(() => syncCartAcrossTabs(), []);
  useEffect(() => followSessionAcrossTabs(), []);
  // After the page has started: its dialog, when the browser refuses, would otherwise open
  // before a server-painted page is hydrated, and hold up its first taps.
  useEffect(() => afterStartup(startLocationCheck), []);
  useLocationHelp(showsCatalog(useLocation().pathname));
  useCartCatalogPrices();
  useScrollRestoration();
  return null;
}

function SharedDialogs() {
  const busy = useIsBusy();
  const loginOpen = useLoginModal((s) => s.open);
  const locationHelpOpen = useLocationStore((s) => s.modalOpen);
  return (
    <>
      <OnDemand when={loginOpen}>
        <LoginModal />
      </OnDemand>
      <OnDemand when={locationHelpOpen}>
        <LocationPermissionModal />
      </OnDemand>
      <SpinnerOverlay visible={busy} />
    </>
  );
}
