import { createElement, Suspense, use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { cartRestored } from '@/features/cart/cart-store';
import { INFO_PAGES } from '@/features/info/info-pages';
import { loadCode } from '@/lib/load-code';
import { CategoryPage } from './pages/category-page';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RootLayout } from './root-layout';

/**
 * A page loaded on its first visit. It renders once the stored cart is read too, so no page
 * that acts on the cart (checkout, the cart itself) ever sees it empty while it loads.
 * `preload` loads it ahead: main.tsx waits for the opened page's code before the app's first
 * render (`preloadPage`), so the page is drawn at once. Rendered before its code has come, it
 * shows the loading screen (the layout's Suspense), and React, once it has shown a loading
 * screen, holds the page back for up to 300 ms more so that it does not flicker.
 */
const onFirstVisit = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  let page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= Promise.all([loadCode(load), cartRestored]).then(
      ([module]) => {
        page = pick(module);
      },
      (error: unknown) => {
        loading = undefined; // the next visit tries again
        throw error;
      },
    ));
  function OnFirstVisit() {
    if (!page) use(preload());
    return page ? createElement(page) : null;
  }
  return Object.assign(OnFirstVisit, { preload });
};

// The store console: one chunk shoppers never download.
const OpsApp = onFirstVisit(
  () => import('@/ops/ops-app'),
  (m) => m.OpsApp,
);
const CartPage = onFirstVisit(
  () => import('./pages/cart-page'),
  (m) => m.CartPage,
);
const CheckoutPage = onFirstVisit(
  () => import('./pages/checkout-page'),
  (m) => m.CheckoutPage,
);
const PaymentPage = onFirstVisit(
  () => import('./pages/payment-page'),
  (m) => m.PaymentPage,
);
const PaymentRedirectPage = onFirstVisit(
  () => import('./pages/payment-redirect-page'),
  (m) => m.PaymentRedirectPage,
);
const MyAccountPage = onFirstVisit(
  () => import('./pages/my-account-page'),
  (m) => m.MyAccountPage,
);
const OrderDetailsPage = onFirstVisit(
  () => import('./pages/order-details-page'),
  (m) => m.OrderDetailsPage,
);
// The rider's phone screen: its own chunk, downloaded by riders only.
const RiderPage = onFirstVisit(
  () => import('./pages/rider-page'),
  (m) => m.RiderPage,
);

/**
 * The pages above by their path, and where each comes from: a page opened directly gets its
 * code preloaded by the server's HTML (`pageSource` in entry-server.tsx) and awaited before the
 * app's first render (`preloadPage`).
 */
const PAGES: Record<string, { source: string; preload: () => Promise<void> }> = {
  '/cart': { source: 'src/app/pages/cart-page.tsx', preload: CartPage.preload },
  '/checkout': { source: 'src/app/pages/checkout-page.tsx', preload: CheckoutPage.preload },
  '/payment': { source: 'src/app/pages/payment-page.tsx', preload: PaymentPage.preload },
  '/payment-redirect': {
    source: 'src/app/pages/payment-redirect-page.tsx',
    preload: PaymentRedirectPage.preload,
  },
  '/my-account': { source: 'src/app/pages/my-account-page.tsx', preload: MyAccountPage.preload },
  '/order-details': {
    source: 'src/app/pages/order-details-page.tsx',
    preload: OrderDetailsPage.preload,
  },
  '/rider': { source: 'src/app/pages/rider-page.tsx', preload: RiderPage.preload },
};

const pageAt = (pathname: string) => PAGES[pathname.replace(/\/+$/, '')];

/** The source of the page's own code when it loads on first visit (a manifest key), else null. */
export const pageSource = (pathname: string): string | null => pageAt(pathname)?.source ?? null;

/** Loads the code of the page at `pathname` when it loads on first visit (the console's too). */
export const preloadPage = (pathname: string): Promise<void> =>
  /^\/ops(\/|$)/.test(pathname)
    ? OpsApp.preload()
    : (pageAt(pathname)?.preload() ?? Promise.resolve());

/**
 * The shop's routes (docs/product/screens.md#routes), for the browser and for the server's first
 * paint alike. Home (with search) and the category pages are in the first bundle and rendered by
 * the server; every other page loads on first visit, so browsing the shop downloads none of them.
 * Navigations are transitions, so the page on screen stays until the next one has loaded. The
 * server also reads them (`knowsPage` in entry-server.tsx) to answer an unknown address with 404.
 */
export const shopRoutes = (
  <>
    <Route
      path="ops/*"
      element={
        <RouteErrorBoundary>
          <Suspense>
            <OpsApp />
          </Suspense>
        </RouteErrorBoundary>
      }
    />
    <Route
      element={
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      }
    >
      <Route index element={<HomePage />} />
      <Route path="category/:id" element={<CategoryPage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="payment" element={<PaymentPage />} />
      <Route path="payment-redirect" element={<PaymentRedirectPage />} />
      <Route path="my-account" element={<MyAccountPage />} />
      <Route path="order-details" element={<OrderDetailsPage />} />
      <Route path="rider" element={<RiderPage />} />
      {INFO_PAGES.map((page) => (
        <Route key={page.path} path={page.path.slice(1)} element={<InfoPage page={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>
);

export function AppRoutes() {
  return <Routes>{shopRoutes}</Routes>;
}
