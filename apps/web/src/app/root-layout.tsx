import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { usePageViews } from '@/features/analytics/use-page-views';
import { LoginModal } from '@/features/auth/components/login-modal';
import { AddControl } from '@/features/cart/components/add-control';
import { syncCartAcrossTabs } from '@/features/cart/cart-store';
import { CatalogProvider } from '@/features/catalog/catalog-context';
import { startLocationCheck } from '@/features/location/check-location';
import { LocationPermissionModal } from '@/features/location/components/location-permission-modal';
import { useIsBusy } from '@/lib/busy-store';
import { followSessionAcrossTabs } from '@/lib/session';
import { useCartCatalogPrices } from './use-cart-catalog-prices';

/**
 * Everything every page shares: analytics, cart and session sync across tabs, location,
 * dialogs and the spinner.
 */
export function RootLayout() {
  usePageViews();
  const busy = useIsBusy();
  useEffect(() => syncCartAcrossTabs(), []);
  useEffect(() => followSessionAcrossTabs(), []);
  useEffect(() => startLocationCheck(), []);
  useCartCatalogPrices();
  return (
    <CatalogProvider AddControl={AddControl}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration
        // A fresh page load has the key "default" whatever the URL; key those by URL instead.
        getKey={(at) => (at.key === 'default' ? at.pathname + at.search : at.key)}
      />
      <LoginModal />
      <LocationPermissionModal />
      <SpinnerOverlay visible={busy} />
    </CatalogProvider>
  );
}
