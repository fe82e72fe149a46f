import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { cartRestored } from '@/features/cart/cart-store';
import { INFO_PAGES } from '@/features/info/info-pages';
import { CategoryPage } from './pages/category-page';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';
import { RootLayout } from './root-layout';

/**
 * A page loaded on its first visit. It renders once the stored cart is read too, so no page
 * that acts on the cart (checkout, the cart itself) ever sees it empty while it loads.
 */
const onFirstVisit = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(async () => {
    const [module] = await Promise.all([load(), cartRestored]);
    return { default: pick(module) };
  });

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

/**
 * Where each page above comes from, by its path: a page opened directly gets its code preloaded
 * by the server's HTML (`pageSource` in entry-server.tsx) instead of after the app's own.
 */
export const PAGE_SOURCES: Record<string, string> = {
  '/cart': 'src/app/pages/cart-page.tsx',
  '/checkout': 'src/app/pages/checkout-page.tsx',
  '/payment': 'src/app/pages/payment-page.tsx',
  '/payment-redirect': 'src/app/pages/payment-redirect-page.tsx',
  '/my-account': 'src/app/pages/my-account-page.tsx',
  '/order-details': 'src/app/pages/order-details-page.tsx',
};

/**
 * SPEC 2's routes, for the browser and for the server's first paint alike. Home (with search)
 * and the category pages are in the first bundle and rendered by the server; every other page
 * loads on first visit, so browsing the shop downloads none of them. Navigations are
 * transitions, so the page on screen stays until the next one has loaded. The server also
 * reads them (`knowsPage` in entry-server.tsx) to answer an unknown address with 404.
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
